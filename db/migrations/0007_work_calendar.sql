CREATE TABLE `work_calendar` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`is_workday` text DEFAULT '0' NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`name_en` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `work_calendar_date_uq` ON `work_calendar` (`date`);