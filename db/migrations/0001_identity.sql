CREATE TABLE `login_session` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer NOT NULL,
	`keep` integer DEFAULT false NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`useragent` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`expire_time` integer NOT NULL,
	`last_refresh_time` integer,
	`revoked_time` integer,
	`revoked_reason` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_session_user_idx` ON `login_session` (`kind`,`user_id`);--> statement-breakpoint
CREATE INDEX `login_session_expire_idx` ON `login_session` (`expire_time`);--> statement-breakpoint
ALTER TABLE `admin` ADD `login_failure_time` integer;--> statement-breakpoint
ALTER TABLE `user` ADD `login_failure_time` integer;