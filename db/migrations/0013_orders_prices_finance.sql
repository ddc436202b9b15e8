CREATE TABLE `finance_account` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_type` text NOT NULL,
	`enterprise_id` integer DEFAULT 0 NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`balance` integer DEFAULT 0 NOT NULL,
	`frozen` integer DEFAULT 0 NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `finance_account_owner_idx` ON `finance_account` (`owner_type`,`enterprise_id`);--> statement-breakpoint
CREATE INDEX `finance_account_balance_idx` ON `finance_account` (`balance`);--> statement-breakpoint
CREATE TABLE `finance_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`enterprise_id` integer DEFAULT 0 NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`direction` text NOT NULL,
	`amount` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`biz_type` text NOT NULL,
	`biz_no` text NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `finance_account`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `finance_ledger_account_idx` ON `finance_ledger` (`account_id`,`id`);--> statement-breakpoint
CREATE INDEX `finance_ledger_enterprise_idx` ON `finance_ledger` (`enterprise_id`,`id`);--> statement-breakpoint
CREATE INDEX `finance_ledger_biz_idx` ON `finance_ledger` (`biz_no`);--> statement-breakpoint
CREATE INDEX `finance_ledger_time_idx` ON `finance_ledger` (`create_time`);--> statement-breakpoint
CREATE TABLE `order_refund` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`refund_no` text NOT NULL,
	`order_id` integer NOT NULL,
	`ticket_id` integer,
	`order_type` text NOT NULL,
	`enterprise_id` integer NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`member_id` integer DEFAULT 0 NOT NULL,
	`reason` text DEFAULT 'USER' NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`base_amount` integer NOT NULL,
	`fee` integer DEFAULT 0 NOT NULL,
	`amount` integer NOT NULL,
	`rule_text` text DEFAULT '' NOT NULL,
	`complaint_id` integer,
	`status` text DEFAULT 'REQUESTED' NOT NULL,
	`opinion` text DEFAULT '' NOT NULL,
	`apply_time` integer NOT NULL,
	`reply_due_time` integer,
	`decide_time` integer,
	`refund_time` integer,
	`channel_refund_no` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `trade_order`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_refund_no_uq` ON `order_refund` (`refund_no`);--> statement-breakpoint
CREATE INDEX `order_refund_order_idx` ON `order_refund` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_refund_status_idx` ON `order_refund` (`status`,`reply_due_time`);--> statement-breakpoint
CREATE INDEX `order_refund_enterprise_idx` ON `order_refund` (`enterprise_id`,`apply_time`);--> statement-breakpoint
CREATE INDEX `order_refund_ticket_idx` ON `order_refund` (`ticket_id`);--> statement-breakpoint
CREATE INDEX `order_refund_complaint_idx` ON `order_refund` (`complaint_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_refund_open_uq` ON `order_refund` (`order_id`,coalesce(`ticket_id`, 0)) WHERE status IN ('REQUESTED', 'APPROVED');--> statement-breakpoint
CREATE TABLE `order_ticket` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`enterprise_id` integer NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`code` text NOT NULL,
	`visitor_name` text NOT NULL,
	`visitor_id_no` text NOT NULL,
	`amount` integer NOT NULL,
	`use_date` text NOT NULL,
	`status` text DEFAULT 'UNUSED' NOT NULL,
	`used_time` integer,
	`used_by` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `trade_order`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_ticket_code_uq` ON `order_ticket` (`code`);--> statement-breakpoint
CREATE INDEX `order_ticket_order_idx` ON `order_ticket` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_ticket_enterprise_idx` ON `order_ticket` (`enterprise_id`,`status`);--> statement-breakpoint
CREATE TABLE `payment_notice` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`notify_id` text NOT NULL,
	`order_no` text DEFAULT '' NOT NULL,
	`txn_no` text DEFAULT '' NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	`result` text NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payment_notice_id_idx` ON `payment_notice` (`notify_id`);--> statement-breakpoint
CREATE INDEX `payment_notice_time_idx` ON `payment_notice` (`create_time`);--> statement-breakpoint
CREATE TABLE `refund_rule` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_type` text NOT NULL,
	`enterprise_id` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`name_en` text DEFAULT '' NOT NULL,
	`free_hours` integer DEFAULT 0 NOT NULL,
	`late_rate` integer DEFAULT 0 NOT NULL,
	`after_start` integer DEFAULT false NOT NULL,
	`weather_full` integer DEFAULT true NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refund_rule_uq` ON `refund_rule` (`order_type`,`enterprise_id`);--> statement-breakpoint
CREATE TABLE `ticket_price` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enterprise_id` integer NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`ticket_type` text NOT NULL,
	`name` text NOT NULL,
	`price` integer NOT NULL,
	`pricing_mode` text DEFAULT 'MARKET' NOT NULL,
	`approval_doc_no` text DEFAULT '' NOT NULL,
	`announce_date` text NOT NULL,
	`effective_from` text NOT NULL,
	`effective_to` text DEFAULT '' NOT NULL,
	`free_policy` text DEFAULT '' NOT NULL,
	`combo_parts` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`opinion` text DEFAULT '' NOT NULL,
	`submit_time` integer,
	`decide_time` integer,
	`publish_time` integer,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ticket_price_spot_idx` ON `ticket_price` (`enterprise_id`,`ticket_type`,`status`);--> statement-breakpoint
CREATE INDEX `ticket_price_status_idx` ON `ticket_price` (`status`,`region_code`);--> statement-breakpoint
CREATE INDEX `ticket_price_submit_idx` ON `ticket_price` (`submit_time`);--> statement-breakpoint
CREATE TABLE `trade_daily` (
	`enterprise_id` integer NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`day` text NOT NULL,
	`order_type` text NOT NULL,
	`paid_orders` integer DEFAULT 0 NOT NULL,
	`paid_amount` integer DEFAULT 0 NOT NULL,
	`refunds` integer DEFAULT 0 NOT NULL,
	`refund_amount` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trade_daily_uq` ON `trade_daily` (`enterprise_id`,`day`,`order_type`);--> statement-breakpoint
CREATE INDEX `trade_daily_day_idx` ON `trade_daily` (`day`);--> statement-breakpoint
CREATE TABLE `trade_order` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_no` text NOT NULL,
	`type` text NOT NULL,
	`enterprise_id` integer NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`member_id` integer DEFAULT 0 NOT NULL,
	`contact_name` text NOT NULL,
	`contact_phone` text NOT NULL,
	`total_amount` integer NOT NULL,
	`discount_amount` integer DEFAULT 0 NOT NULL,
	`paid_amount` integer DEFAULT 0 NOT NULL,
	`refunded_amount` integer DEFAULT 0 NOT NULL,
	`pay_channel` text DEFAULT '' NOT NULL,
	`pay_txn_no` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'PENDING_PAYMENT' NOT NULL,
	`price_id` integer,
	`product_name` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`use_date` text NOT NULL,
	`start_time` integer NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`pay_due_time` integer,
	`paid_time` integer,
	`used_time` integer,
	`close_time` integer,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trade_order_no_uq` ON `trade_order` (`order_no`);--> statement-breakpoint
CREATE INDEX `trade_order_created_idx` ON `trade_order` (`create_time`);--> statement-breakpoint
CREATE INDEX `trade_order_type_idx` ON `trade_order` (`type`,`status`,`create_time`);--> statement-breakpoint
CREATE INDEX `trade_order_enterprise_idx` ON `trade_order` (`enterprise_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `trade_order_member_idx` ON `trade_order` (`member_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `trade_order_due_idx` ON `trade_order` (`status`,`pay_due_time`);--> statement-breakpoint
CREATE TRIGGER `finance_ledger_immutable_update` BEFORE UPDATE ON `finance_ledger` BEGIN SELECT RAISE(ABORT, 'ledger entries are immutable'); END;--> statement-breakpoint
CREATE TRIGGER `finance_ledger_immutable_delete` BEFORE DELETE ON `finance_ledger` BEGIN SELECT RAISE(ABORT, 'ledger entries are immutable'); END;
