CREATE TABLE `crud_module` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text COLLATE NOCASE NOT NULL,
	`table_name` text NOT NULL,
	`created_table` integer DEFAULT false NOT NULL,
	`design` text NOT NULL,
	`log_id` integer DEFAULT 0 NOT NULL,
	`admin_id` integer DEFAULT 0 NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `crud_module_key_unique` ON `crud_module` (`key`);--> statement-breakpoint
CREATE INDEX `crud_module_table_idx` ON `crud_module` (`table_name`);--> statement-breakpoint
ALTER TABLE `crud_log` ADD `module` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `crud_log` ADD `admin_id` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `crud_log` ADD `message` text DEFAULT '' NOT NULL;