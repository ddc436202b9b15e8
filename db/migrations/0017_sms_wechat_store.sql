CREATE TABLE `sms_provider` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`vendor` text NOT NULL,
	`access_key_id` text DEFAULT '' NOT NULL,
	`access_key_secret` text DEFAULT '' NOT NULL,
	`sdk_app_id` text DEFAULT '' NOT NULL,
	`sign_name` text DEFAULT '' NOT NULL,
	`region` text DEFAULT '' NOT NULL,
	`endpoint` text DEFAULT '' NOT NULL,
	`is_default` text DEFAULT '0' NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sms_provider_default_idx` ON `sms_provider` (`is_default`,`status`);--> statement-breakpoint
CREATE TABLE `sms_template` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`template_key` text NOT NULL,
	`name` text NOT NULL,
	`name_en` text DEFAULT '' NOT NULL,
	`content` text NOT NULL,
	`content_en` text DEFAULT '' NOT NULL,
	`variables` text DEFAULT '' NOT NULL,
	`aliyun_code` text DEFAULT '' NOT NULL,
	`tencent_id` text DEFAULT '' NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sms_template_key_unique` ON `sms_template` (`template_key`);--> statement-breakpoint
CREATE TABLE `store_module` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`version` text NOT NULL,
	`manifest` text NOT NULL,
	`checksum` text NOT NULL,
	`status` text DEFAULT 'enabled' NOT NULL,
	`installed_by` integer DEFAULT 0 NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_module_name_unique` ON `store_module` (`name`);--> statement-breakpoint
CREATE TABLE `wechat_auto_reply` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`rule_name` text NOT NULL,
	`keywords` text DEFAULT '' NOT NULL,
	`match_mode` text DEFAULT 'exact' NOT NULL,
	`reply_type` text DEFAULT 'text' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`media_id` text DEFAULT '' NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`url` text DEFAULT '' NOT NULL,
	`pic_url` text DEFAULT '' NOT NULL,
	`appid` text DEFAULT '' NOT NULL,
	`pagepath` text DEFAULT '' NOT NULL,
	`priority` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `wechat_auto_reply_kind_idx` ON `wechat_auto_reply` (`kind`,`status`,`priority`);--> statement-breakpoint
CREATE TABLE `wechat_config` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`app_id` text DEFAULT '' NOT NULL,
	`app_secret` text DEFAULT '' NOT NULL,
	`token` text DEFAULT '' NOT NULL,
	`encoding_aes_key` text DEFAULT '' NOT NULL,
	`message_mode` text DEFAULT 'plain' NOT NULL,
	`api_base` text DEFAULT '' NOT NULL,
	`access_token` text DEFAULT '' NOT NULL,
	`access_token_expire` integer DEFAULT 0 NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `wechat_menu` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_id` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`type` text DEFAULT '' NOT NULL,
	`menu_key` text DEFAULT '' NOT NULL,
	`url` text DEFAULT '' NOT NULL,
	`appid` text DEFAULT '' NOT NULL,
	`pagepath` text DEFAULT '' NOT NULL,
	`media_id` text DEFAULT '' NOT NULL,
	`weigh` integer DEFAULT 0 NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `wechat_menu_parent_idx` ON `wechat_menu` (`parent_id`,`weigh`);--> statement-breakpoint
CREATE TABLE `wechat_menu_publish` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer DEFAULT 0 NOT NULL,
	`menu` text NOT NULL,
	`status` text NOT NULL,
	`errcode` integer DEFAULT 0 NOT NULL,
	`errmsg` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `wechat_menu_publish_time_idx` ON `wechat_menu_publish` (`create_time`);--> statement-breakpoint
CREATE INDEX `wechat_menu_publish_admin_idx` ON `wechat_menu_publish` (`admin_id`);--> statement-breakpoint
CREATE TABLE `wechat_message_seen` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`msg_key` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wechat_message_seen_key_unique` ON `wechat_message_seen` (`msg_key`);--> statement-breakpoint
CREATE INDEX `wechat_message_seen_time_idx` ON `wechat_message_seen` (`create_time`);--> statement-breakpoint
ALTER TABLE `sms_log` ADD `provider_msg_id` text DEFAULT '' NOT NULL;