CREATE TABLE `association` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`name_en` text DEFAULT '' NOT NULL,
	`uscc` text DEFAULT '' NOT NULL,
	`type` text DEFAULT 'TOURISM' NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`contact_name` text DEFAULT '' NOT NULL,
	`contact_phone` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`admin_id` integer,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `association_uscc_uq` ON `association` (`uscc`) WHERE uscc <> '';--> statement-breakpoint
CREATE INDEX `association_admin_idx` ON `association` (`admin_id`);--> statement-breakpoint
CREATE TABLE `association_member` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`association_id` integer NOT NULL,
	`enterprise_id` integer NOT NULL,
	`role` text DEFAULT 'MEMBER' NOT NULL,
	`join_date` text DEFAULT '' NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`association_id`) REFERENCES `association`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`enterprise_id`) REFERENCES `enterprise`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `association_member_uq` ON `association_member` (`association_id`,`enterprise_id`);--> statement-breakpoint
CREATE INDEX `association_member_enterprise_idx` ON `association_member` (`enterprise_id`);--> statement-breakpoint
CREATE TABLE `audit_record` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` integer NOT NULL,
	`enterprise_id` integer DEFAULT 0 NOT NULL,
	`action` text NOT NULL,
	`from_status` text DEFAULT '' NOT NULL,
	`to_status` text NOT NULL,
	`opinion` text DEFAULT '' NOT NULL,
	`missing_items` text DEFAULT '' NOT NULL,
	`operator_id` integer DEFAULT 0 NOT NULL,
	`operator_name` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_record_entity_idx` ON `audit_record` (`entity_type`,`entity_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_record_enterprise_idx` ON `audit_record` (`enterprise_id`,`id`);--> statement-breakpoint
CREATE TABLE `enterprise` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category_id` integer NOT NULL,
	`name` text NOT NULL,
	`name_en` text DEFAULT '' NOT NULL,
	`uscc` text DEFAULT '' NOT NULL,
	`legal_person` text DEFAULT '' NOT NULL,
	`legal_person_id_no` text DEFAULT '' NOT NULL,
	`contact_name` text DEFAULT '' NOT NULL,
	`contact_phone` text DEFAULT '' NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`lng` real,
	`lat` real,
	`zoom` integer,
	`business_scope` text DEFAULT '' NOT NULL,
	`license_no` text DEFAULT '' NOT NULL,
	`license_issue_date` text DEFAULT '' NOT NULL,
	`license_expire_date` text DEFAULT '' NOT NULL,
	`license_authority` text DEFAULT '' NOT NULL,
	`business_license_image` text DEFAULT '' NOT NULL,
	`license_images` text DEFAULT '' NOT NULL,
	`rating` text DEFAULT '' NOT NULL,
	`capacity_instant` integer,
	`capacity_daily` integer,
	`rooms` integer,
	`beds` integer,
	`fleet_size` integer,
	`venue_area` integer,
	`terminals` integer,
	`outbound` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'NORMAL' NOT NULL,
	`credit_level` text DEFAULT 'NORMAL' NOT NULL,
	`audit_status` text DEFAULT 'DRAFT' NOT NULL,
	`missing_items` text DEFAULT '' NOT NULL,
	`audit_opinion` text DEFAULT '' NOT NULL,
	`submit_time` integer,
	`accept_time` integer,
	`decide_time` integer,
	`notify_due_time` integer,
	`decide_due_time` integer,
	`applicant_id` integer DEFAULT 0 NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `enterprise_category`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `enterprise_uscc_uq` ON `enterprise` (`uscc`) WHERE uscc <> '';--> statement-breakpoint
CREATE INDEX `enterprise_category_idx` ON `enterprise` (`category_id`,`audit_status`);--> statement-breakpoint
CREATE INDEX `enterprise_region_idx` ON `enterprise` (`region_code`);--> statement-breakpoint
CREATE INDEX `enterprise_audit_idx` ON `enterprise` (`audit_status`,`submit_time`);--> statement-breakpoint
CREATE INDEX `enterprise_expire_idx` ON `enterprise` (`license_expire_date`);--> statement-breakpoint
CREATE INDEX `enterprise_name_idx` ON `enterprise` (`name`);--> statement-breakpoint
CREATE TABLE `enterprise_category` (
	`id` integer PRIMARY KEY NOT NULL,
	`pid` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`name_en` text DEFAULT '' NOT NULL,
	`family` text DEFAULT 'tourism' NOT NULL,
	`gbt4754_code` text DEFAULT '' NOT NULL,
	`license_name` text DEFAULT '' NOT NULL,
	`license_name_en` text DEFAULT '' NOT NULL,
	`needs_license` integer DEFAULT false NOT NULL,
	`weigh` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `enterprise_category_pid_idx` ON `enterprise_category` (`pid`);--> statement-breakpoint
CREATE TABLE `enterprise_change_request` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enterprise_id` integer NOT NULL,
	`changes` text DEFAULT '{}' NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'SUBMITTED' NOT NULL,
	`missing_items` text DEFAULT '' NOT NULL,
	`opinion` text DEFAULT '' NOT NULL,
	`submit_time` integer,
	`accept_time` integer,
	`decide_time` integer,
	`notify_due_time` integer,
	`decide_due_time` integer,
	`applicant_id` integer DEFAULT 0 NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`enterprise_id`) REFERENCES `enterprise`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `enterprise_change_enterprise_idx` ON `enterprise_change_request` (`enterprise_id`);--> statement-breakpoint
CREATE INDEX `enterprise_change_status_idx` ON `enterprise_change_request` (`status`,`submit_time`);--> statement-breakpoint
CREATE TABLE `enterprise_staff` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enterprise_id` integer NOT NULL,
	`name` text NOT NULL,
	`gender` text DEFAULT '0' NOT NULL,
	`id_no` text DEFAULT '' NOT NULL,
	`mobile` text DEFAULT '' NOT NULL,
	`position` text DEFAULT '' NOT NULL,
	`certificate_no` text DEFAULT '' NOT NULL,
	`certificate_expire_date` text DEFAULT '' NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`enterprise_id`) REFERENCES `enterprise`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `enterprise_staff_enterprise_idx` ON `enterprise_staff` (`enterprise_id`);--> statement-breakpoint
ALTER TABLE `admin_group` ADD `enterprise` integer DEFAULT false NOT NULL;