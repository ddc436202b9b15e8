CREATE TABLE `change_counter` (
	`type` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`update_time` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `known_device` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`account_id` integer NOT NULL,
	`useragent` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`last_used_time` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `known_device_account_idx` ON `known_device` (`kind`,`account_id`);--> statement-breakpoint
CREATE TABLE `live_event` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`topic` text NOT NULL,
	`data` text DEFAULT '{}' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `live_event_time_idx` ON `live_event` (`create_time`);--> statement-breakpoint
CREATE TABLE `login_failure` (
	`kind` text NOT NULL,
	`account` text NOT NULL,
	`client` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`first_time` integer NOT NULL,
	`last_time` integer NOT NULL,
	PRIMARY KEY(`kind`, `account`, `client`)
);
--> statement-breakpoint
CREATE INDEX `login_failure_account_idx` ON `login_failure` (`kind`,`account`);--> statement-breakpoint
CREATE TABLE `rate_counter` (
	`bucket` text NOT NULL,
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`expire_time` integer NOT NULL,
	PRIMARY KEY(`bucket`, `key`, `window_start`)
);
--> statement-breakpoint
CREATE INDEX `rate_counter_expire_idx` ON `rate_counter` (`expire_time`);--> statement-breakpoint
CREATE INDEX `rate_counter_window_idx` ON `rate_counter` (`bucket`,`window_start`,`count`);