CREATE INDEX `dictionary_order_idx` ON `dictionary` (`weigh`);--> statement-breakpoint
CREATE INDEX `security_data_recycle_log_rule_idx` ON `security_data_recycle_log` (`recycle_id`);--> statement-breakpoint
CREATE INDEX `security_sensitive_data_log_rule_idx` ON `security_sensitive_data_log` (`sensitive_id`);