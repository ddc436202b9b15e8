CREATE TABLE `sms_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mobile` text NOT NULL,
	`template_code` text NOT NULL,
	`content` text NOT NULL,
	`driver` text DEFAULT 'log' NOT NULL,
	`status` text DEFAULT 'sent' NOT NULL,
	`error` text DEFAULT '' NOT NULL,
	`user_id` integer DEFAULT 0 NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sms_log_mobile_idx` ON `sms_log` (`mobile`,`create_time`);--> statement-breakpoint
CREATE INDEX `sms_log_time_idx` ON `sms_log` (`create_time`);--> statement-breakpoint
CREATE TABLE `verification_code` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`target` text COLLATE NOCASE NOT NULL,
	`event` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`user_id` integer DEFAULT 0 NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`send_time` integer,
	`expire_time` integer NOT NULL,
	`used_time` integer
);
--> statement-breakpoint
CREATE INDEX `verification_code_target_idx` ON `verification_code` (`target`,`event`,`create_time`);--> statement-breakpoint
CREATE INDEX `verification_code_expire_idx` ON `verification_code` (`expire_time`);--> statement-breakpoint
CREATE TABLE `user_check_in` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`score` integer NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_check_in_day_uq` ON `user_check_in` (`user_id`,`day`);