DROP INDEX `enterprise_category_pid_idx`;--> statement-breakpoint
CREATE INDEX `enterprise_category_pid_idx` ON `enterprise_category` (`pid`,`weigh`);--> statement-breakpoint
CREATE INDEX `dictionary_order_idx` ON `dictionary` (`weigh`);--> statement-breakpoint
CREATE INDEX `security_data_recycle_log_rule_idx` ON `security_data_recycle_log` (`recycle_id`);--> statement-breakpoint
CREATE INDEX `security_data_recycle_log_admin_idx` ON `security_data_recycle_log` (`admin_id`);--> statement-breakpoint
CREATE INDEX `security_sensitive_data_log_rule_idx` ON `security_sensitive_data_log` (`sensitive_id`);--> statement-breakpoint
CREATE INDEX `security_sensitive_data_log_admin_idx` ON `security_sensitive_data_log` (`admin_id`);