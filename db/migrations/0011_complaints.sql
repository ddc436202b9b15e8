CREATE TABLE `complaint` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`complaint_no` text NOT NULL,
	`type` text DEFAULT 'COMPLAINT' NOT NULL,
	`source` text DEFAULT 'PLATFORM_WEB' NOT NULL,
	`complainant_name` text NOT NULL,
	`complainant_mobile` text DEFAULT '' NOT NULL,
	`complainant_id_no` text DEFAULT '' NOT NULL,
	`complainant_email` text DEFAULT '' NOT NULL,
	`complainant_province` integer DEFAULT 0 NOT NULL,
	`complainant_count` integer DEFAULT 1 NOT NULL,
	`representatives` text DEFAULT '' NOT NULL,
	`member_id` integer DEFAULT 0 NOT NULL,
	`notify_by` text DEFAULT 'sms' NOT NULL,
	`lang` text DEFAULT 'zh-cn' NOT NULL,
	`query_code_hash` text DEFAULT '' NOT NULL,
	`respondent_type` text DEFAULT 'ENTERPRISE' NOT NULL,
	`respondent_id` integer,
	`respondent_name` text NOT NULL,
	`category` text DEFAULT 'OTHER' NOT NULL,
	`incident_time` integer,
	`region_code` integer NOT NULL,
	`place` text DEFAULT '' NOT NULL,
	`contract_end_date` text DEFAULT '' NOT NULL,
	`request` text DEFAULT '' NOT NULL,
	`claim_amount` integer,
	`description` text NOT NULL,
	`status` text DEFAULT 'RECEIVED' NOT NULL,
	`handler_id` integer DEFAULT 0 NOT NULL,
	`handler_name` text DEFAULT '' NOT NULL,
	`received_time` integer NOT NULL,
	`accept_time` integer,
	`notify_time` integer,
	`reply_time` integer,
	`result_time` integer,
	`close_time` integer,
	`accept_due_time` integer,
	`notify_due_time` integer,
	`reply_due_time` integer,
	`result_due_time` integer,
	`refuse_ground` text DEFAULT '' NOT NULL,
	`transfer_to` integer,
	`transferred_to_id` integer,
	`transferred_from_id` integer,
	`result` text DEFAULT '' NOT NULL,
	`result_text` text DEFAULT '' NOT NULL,
	`compensation_amount` integer,
	`late_steps` integer DEFAULT 0 NOT NULL,
	`supervised` text DEFAULT '0' NOT NULL,
	`supervise_due_time` integer,
	`supervise_note` text DEFAULT '' NOT NULL,
	`supervise_time` integer,
	`satisfaction` integer,
	`rate_comment` text DEFAULT '' NOT NULL,
	`rate_time` integer,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `complaint_no_uq` ON `complaint` (`complaint_no`);--> statement-breakpoint
CREATE INDEX `complaint_status_idx` ON `complaint` (`status`,`received_time`);--> statement-breakpoint
CREATE INDEX `complaint_region_idx` ON `complaint` (`region_code`,`status`);--> statement-breakpoint
CREATE INDEX `complaint_respondent_idx` ON `complaint` (`respondent_id`,`status`);--> statement-breakpoint
CREATE INDEX `complaint_member_idx` ON `complaint` (`member_id`,`id`);--> statement-breakpoint
CREATE INDEX `complaint_received_idx` ON `complaint` (`received_time`);--> statement-breakpoint
CREATE INDEX `complaint_supervised_idx` ON `complaint` (`supervised`,`status`);--> statement-breakpoint
CREATE TABLE `complaint_evidence` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`complaint_id` integer NOT NULL,
	`url` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`size` integer DEFAULT 0 NOT NULL,
	`mimetype` text DEFAULT '' NOT NULL,
	`sha1` text DEFAULT '' NOT NULL,
	`uploader_type` text DEFAULT 'admin' NOT NULL,
	`uploader_id` integer DEFAULT 0 NOT NULL,
	`uploader_name` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaint`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `complaint_evidence_complaint_idx` ON `complaint_evidence` (`complaint_id`,`id`);--> statement-breakpoint
CREATE TABLE `complaint_message` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`complaint_id` integer NOT NULL,
	`channel` text NOT NULL,
	`target` text NOT NULL,
	`event` text NOT NULL,
	`content` text NOT NULL,
	`status` text DEFAULT 'sent' NOT NULL,
	`error` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaint`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `complaint_message_complaint_idx` ON `complaint_message` (`complaint_id`,`id`);--> statement-breakpoint
CREATE TABLE `complaint_opinion` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`mobile` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`member_id` integer DEFAULT 0 NOT NULL,
	`region_code` integer DEFAULT 460000 NOT NULL,
	`status` text DEFAULT 'SUBMITTED' NOT NULL,
	`reply` text DEFAULT '' NOT NULL,
	`reply_time` integer,
	`replier_name` text DEFAULT '' NOT NULL,
	`is_public` text DEFAULT '0' NOT NULL,
	`publish_time` integer,
	`lang` text DEFAULT 'zh-cn' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `complaint_opinion_status_idx` ON `complaint_opinion` (`status`,`create_time`);--> statement-breakpoint
CREATE INDEX `complaint_opinion_public_idx` ON `complaint_opinion` (`is_public`,`publish_time`);--> statement-breakpoint
CREATE INDEX `complaint_opinion_region_idx` ON `complaint_opinion` (`region_code`);--> statement-breakpoint
ALTER TABLE `audit_record` ADD `details` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `audit_record` ADD `operator_type` text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
CREATE TRIGGER `complaint_evidence_append_only_update` BEFORE UPDATE ON `complaint_evidence` BEGIN SELECT RAISE(ABORT, 'complaint evidence is append-only'); END;--> statement-breakpoint
CREATE TRIGGER `complaint_evidence_append_only_delete` BEFORE DELETE ON `complaint_evidence` BEGIN SELECT RAISE(ABORT, 'complaint evidence is append-only'); END;
