CREATE TABLE `content_article` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category_id` integer NOT NULL,
	`title` text NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`summary_en` text DEFAULT '' NOT NULL,
	`cover` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`body_en` text DEFAULT '' NOT NULL,
	`author` text DEFAULT '' NOT NULL,
	`source` text DEFAULT '' NOT NULL,
	`tags` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`publish_time` integer,
	`submit_time` integer,
	`decide_time` integer,
	`opinion` text DEFAULT '' NOT NULL,
	`region_code` integer DEFAULT 460000 NOT NULL,
	`admin_id` integer DEFAULT 0 NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `content_category`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `content_article_status_publish_idx` ON `content_article` (`status`,`publish_time`);--> statement-breakpoint
CREATE INDEX `content_article_category_idx` ON `content_article` (`category_id`,`status`,`publish_time`);--> statement-breakpoint
CREATE INDEX `content_article_update_idx` ON `content_article` (`update_time`);--> statement-breakpoint
CREATE TABLE `content_category` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`name_en` text DEFAULT '' NOT NULL,
	`weigh` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_category_weigh_idx` ON `content_category` (`weigh`);--> statement-breakpoint
CREATE TABLE `content_notice` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`body_en` text DEFAULT '' NOT NULL,
	`attachments` text DEFAULT '' NOT NULL,
	`importance` text DEFAULT 'NORMAL' NOT NULL,
	`audience` text DEFAULT 'ALL' NOT NULL,
	`audience_categories` text DEFAULT '' NOT NULL,
	`audience_area` integer DEFAULT 0 NOT NULL,
	`audience_groups` text DEFAULT '' NOT NULL,
	`audience_enterprises` text DEFAULT '' NOT NULL,
	`public` text DEFAULT '0' NOT NULL,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`publish_time` integer,
	`expire_time` integer,
	`recipients` integer DEFAULT 0 NOT NULL,
	`region_code` integer DEFAULT 460000 NOT NULL,
	`admin_id` integer DEFAULT 0 NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_notice_status_idx` ON `content_notice` (`status`,`publish_time`);--> statement-breakpoint
CREATE TABLE `content_notice_receipt` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`notice_id` integer NOT NULL,
	`admin_id` integer NOT NULL,
	`read_time` integer,
	`remind_count` integer DEFAULT 0 NOT NULL,
	`remind_time` integer,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`notice_id`) REFERENCES `content_notice`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_notice_receipt_uq` ON `content_notice_receipt` (`notice_id`,`admin_id`);--> statement-breakpoint
CREATE INDEX `content_notice_receipt_admin_idx` ON `content_notice_receipt` (`admin_id`,`read_time`);--> statement-breakpoint
CREATE TABLE `help_article` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rule_id` integer NOT NULL,
	`title` text NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`body_en` text DEFAULT '' NOT NULL,
	`weigh` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `help_article_rule_idx` ON `help_article` (`rule_id`,`status`);--> statement-breakpoint
CREATE INDEX `help_article_weigh_idx` ON `help_article` (`weigh`);--> statement-breakpoint
CREATE TABLE `help_library` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`kind` text DEFAULT 'LAW' NOT NULL,
	`issuer` text DEFAULT '' NOT NULL,
	`doc_no` text DEFAULT '' NOT NULL,
	`issue_date` text DEFAULT '' NOT NULL,
	`effective_date` text DEFAULT '' NOT NULL,
	`validity` text DEFAULT 'EFFECTIVE' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`file` text DEFAULT '' NOT NULL,
	`public` text DEFAULT '1' NOT NULL,
	`weigh` integer DEFAULT 0 NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `help_library_kind_idx` ON `help_library` (`kind`,`issue_date`);--> statement-breakpoint
CREATE INDEX `help_library_weigh_idx` ON `help_library` (`weigh`,`issue_date`);--> statement-breakpoint
-- The full-text index of articles, notices, library entries and help articles (kept by the
-- engine in the write's transaction). `title_terms` and `terms` hold the text as words and
-- overlapping pairs of Chinese characters (shared/full-text.ts), so a query of two or more
-- characters finds them inside words; unicode61 only splits on the spaces between them.
CREATE VIRTUAL TABLE `search_index` USING fts5(`module` UNINDEXED, `ref_id` UNINDEXED, `title_terms`, `terms`, tokenize = 'unicode61 remove_diacritics 2');
