ALTER TABLE `admin` ADD `region_code` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_group` ADD `region_code` integer DEFAULT 0 NOT NULL;