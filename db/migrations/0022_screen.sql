CREATE TABLE `scenic_flow` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scenic_id` integer NOT NULL,
	`ts` integer NOT NULL,
	`in_park` integer NOT NULL,
	`entered_today` integer NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scenic_flow_minute_uq` ON `scenic_flow` (`scenic_id`,`ts`);--> statement-breakpoint
CREATE INDEX `scenic_flow_ts_idx` ON `scenic_flow` (`ts`);--> statement-breakpoint
CREATE TABLE `scenic_gate` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scenic_id` integer NOT NULL,
	`key_hash` text DEFAULT '' NOT NULL,
	`key_hint` text DEFAULT '' NOT NULL,
	`key_time` integer,
	`simulated` text DEFAULT '0' NOT NULL,
	`last_ts` integer,
	`in_park` integer DEFAULT 0 NOT NULL,
	`entered_today` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`scenic_id`) REFERENCES `enterprise`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scenic_gate_scenic_uq` ON `scenic_gate` (`scenic_id`);--> statement-breakpoint
CREATE INDEX `scenic_gate_key_idx` ON `scenic_gate` (`key_hash`);