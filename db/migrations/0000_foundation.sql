CREATE TABLE `admin` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text COLLATE NOCASE NOT NULL,
	`nickname` text DEFAULT '' NOT NULL,
	`avatar` text DEFAULT '' NOT NULL,
	`email` text COLLATE NOCASE DEFAULT '' NOT NULL,
	`mobile` text DEFAULT '' NOT NULL,
	`login_failure` integer DEFAULT 0 NOT NULL,
	`last_login_time` integer,
	`last_login_ip` text DEFAULT '' NOT NULL,
	`password` text DEFAULT '' NOT NULL,
	`motto` text DEFAULT '' NOT NULL,
	`enterprise_id` integer,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_username_uq` ON `admin` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `admin_email_uq` ON `admin` (`email`) WHERE email <> '';--> statement-breakpoint
CREATE UNIQUE INDEX `admin_mobile_uq` ON `admin` (`mobile`) WHERE mobile <> '';--> statement-breakpoint
CREATE INDEX `admin_enterprise_idx` ON `admin` (`enterprise_id`);--> statement-breakpoint
CREATE INDEX `admin_status_idx` ON `admin` (`status`);--> statement-breakpoint
CREATE TABLE `admin_group` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pid` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`name_en` text DEFAULT '' NOT NULL,
	`rules` text DEFAULT '' NOT NULL,
	`supervise` integer DEFAULT false NOT NULL,
	`operations` integer DEFAULT false NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_group_pid_idx` ON `admin_group` (`pid`);--> statement-breakpoint
CREATE TABLE `admin_group_access` (
	`uid` integer NOT NULL,
	`group_id` integer NOT NULL,
	PRIMARY KEY(`uid`, `group_id`),
	FOREIGN KEY (`uid`) REFERENCES `admin`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `admin_group`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_group_access_group_idx` ON `admin_group_access` (`group_id`);--> statement-breakpoint
CREATE TABLE `admin_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer DEFAULT 0 NOT NULL,
	`username` text DEFAULT '' NOT NULL,
	`method` text DEFAULT '' NOT NULL,
	`url` text DEFAULT '' NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`data` text DEFAULT '' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`useragent` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_log_admin_idx` ON `admin_log` (`admin_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `admin_log_time_idx` ON `admin_log` (`create_time`);--> statement-breakpoint
CREATE TABLE `admin_rule` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pid` integer DEFAULT 0 NOT NULL,
	`type` text DEFAULT 'menu' NOT NULL,
	`title` text NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`name` text COLLATE NOCASE NOT NULL,
	`path` text DEFAULT '' NOT NULL,
	`icon` text DEFAULT '' NOT NULL,
	`menu_type` text,
	`url` text DEFAULT '' NOT NULL,
	`component` text DEFAULT '' NOT NULL,
	`keepalive` integer DEFAULT false NOT NULL,
	`extend` text DEFAULT 'none' NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`remark_en` text DEFAULT '' NOT NULL,
	`weigh` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_rule_name_uq` ON `admin_rule` (`name`);--> statement-breakpoint
CREATE INDEX `admin_rule_pid_idx` ON `admin_rule` (`pid`);--> statement-breakpoint
CREATE INDEX `admin_rule_order_idx` ON `admin_rule` (`weigh`,`id`);--> statement-breakpoint
CREATE TABLE `captcha` (
	`key` text PRIMARY KEY NOT NULL,
	`code` text DEFAULT '' NOT NULL,
	`captcha` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`expire_time` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `captcha_expire_idx` ON `captcha` (`expire_time`);--> statement-breakpoint
CREATE TABLE `token` (
	`token` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`user_id` integer NOT NULL,
	`session_id` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`expire_time` integer NOT NULL,
	`used_time` integer
);
--> statement-breakpoint
CREATE INDEX `token_user_idx` ON `token` (`type`,`user_id`);--> statement-breakpoint
CREATE INDEX `token_session_idx` ON `token` (`session_id`);--> statement-breakpoint
CREATE INDEX `token_expire_idx` ON `token` (`expire_time`);--> statement-breakpoint
CREATE TABLE `user` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer DEFAULT 0 NOT NULL,
	`username` text COLLATE NOCASE NOT NULL,
	`nickname` text DEFAULT '' NOT NULL,
	`email` text COLLATE NOCASE DEFAULT '' NOT NULL,
	`mobile` text DEFAULT '' NOT NULL,
	`avatar` text DEFAULT '' NOT NULL,
	`gender` integer DEFAULT 0 NOT NULL,
	`birthday` text,
	`money` integer DEFAULT 0 NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	`last_login_time` integer,
	`last_login_ip` text DEFAULT '' NOT NULL,
	`login_failure` integer DEFAULT 0 NOT NULL,
	`join_ip` text DEFAULT '' NOT NULL,
	`join_time` integer,
	`motto` text DEFAULT '' NOT NULL,
	`password` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'enable' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_username_uq` ON `user` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `user_email_uq` ON `user` (`email`) WHERE email <> '';--> statement-breakpoint
CREATE UNIQUE INDEX `user_mobile_uq` ON `user` (`mobile`) WHERE mobile <> '';--> statement-breakpoint
CREATE INDEX `user_group_idx` ON `user` (`group_id`);--> statement-breakpoint
CREATE INDEX `user_join_idx` ON `user` (`join_time`);--> statement-breakpoint
CREATE INDEX `user_status_idx` ON `user` (`status`);--> statement-breakpoint
CREATE TABLE `user_group` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`name_en` text DEFAULT '' NOT NULL,
	`rules` text DEFAULT '' NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_money_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`admin_id` integer DEFAULT 0 NOT NULL,
	`before` integer NOT NULL,
	`after` integer NOT NULL,
	`memo` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`money` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_money_log_user_idx` ON `user_money_log` (`user_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `user_money_log_time_idx` ON `user_money_log` (`create_time`);--> statement-breakpoint
CREATE TABLE `user_rule` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pid` integer DEFAULT 0 NOT NULL,
	`type` text DEFAULT 'menu' NOT NULL,
	`title` text NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`name` text COLLATE NOCASE NOT NULL,
	`path` text DEFAULT '' NOT NULL,
	`icon` text DEFAULT '' NOT NULL,
	`menu_type` text DEFAULT 'tab' NOT NULL,
	`url` text DEFAULT '' NOT NULL,
	`component` text DEFAULT '' NOT NULL,
	`no_login_valid` integer DEFAULT false NOT NULL,
	`extend` text DEFAULT 'none' NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`remark_en` text DEFAULT '' NOT NULL,
	`weigh` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_rule_name_uq` ON `user_rule` (`name`);--> statement-breakpoint
CREATE INDEX `user_rule_pid_idx` ON `user_rule` (`pid`);--> statement-breakpoint
CREATE INDEX `user_rule_order_idx` ON `user_rule` (`weigh`,`id`);--> statement-breakpoint
CREATE TABLE `user_score_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`admin_id` integer DEFAULT 0 NOT NULL,
	`before` integer NOT NULL,
	`after` integer NOT NULL,
	`memo` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`score` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_score_log_user_idx` ON `user_score_log` (`user_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `user_score_log_time_idx` ON `user_score_log` (`create_time`);--> statement-breakpoint
CREATE TABLE `area` (
	`id` integer PRIMARY KEY NOT NULL,
	`pid` integer DEFAULT 0 NOT NULL,
	`shortname` text DEFAULT '' NOT NULL,
	`name` text NOT NULL,
	`mergename` text DEFAULT '' NOT NULL,
	`level` integer NOT NULL,
	`pinyin` text DEFAULT '' NOT NULL,
	`code` text DEFAULT '' NOT NULL,
	`zip` text DEFAULT '' NOT NULL,
	`first` text DEFAULT '' NOT NULL,
	`lng` real,
	`lat` real
);
--> statement-breakpoint
CREATE INDEX `area_pid_idx` ON `area` (`pid`,`level`);--> statement-breakpoint
CREATE TABLE `attachment` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`topic` text DEFAULT 'default' NOT NULL,
	`admin_id` integer DEFAULT 0 NOT NULL,
	`user_id` integer DEFAULT 0 NOT NULL,
	`url` text NOT NULL,
	`width` integer DEFAULT 0 NOT NULL,
	`height` integer DEFAULT 0 NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`size` integer DEFAULT 0 NOT NULL,
	`mimetype` text DEFAULT '' NOT NULL,
	`quote` integer DEFAULT 1 NOT NULL,
	`storage` text DEFAULT 'local' NOT NULL,
	`sha1` text NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`last_upload_time` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `attachment_content_uq` ON `attachment` (`storage`,`topic`,`sha1`);--> statement-breakpoint
CREATE INDEX `attachment_upload_idx` ON `attachment` (`last_upload_time`);--> statement-breakpoint
CREATE INDEX `attachment_admin_idx` ON `attachment` (`admin_id`);--> statement-breakpoint
CREATE INDEX `attachment_user_idx` ON `attachment` (`user_id`);--> statement-breakpoint
CREATE INDEX `attachment_mime_idx` ON `attachment` (`mimetype`);--> statement-breakpoint
CREATE TABLE `config` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text COLLATE NOCASE NOT NULL,
	`group` text DEFAULT 'basics' NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`tip` text DEFAULT '' NOT NULL,
	`tip_en` text DEFAULT '' NOT NULL,
	`type` text DEFAULT 'string' NOT NULL,
	`value` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`rule` text DEFAULT '' NOT NULL,
	`extend` text DEFAULT '' NOT NULL,
	`allow_del` integer DEFAULT false NOT NULL,
	`weigh` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `config_name_uq` ON `config` (`name`);--> statement-breakpoint
CREATE INDEX `config_group_idx` ON `config` (`group`,`weigh`);--> statement-breakpoint
CREATE TABLE `dictionary` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text COLLATE NOCASE NOT NULL,
	`title` text NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`weigh` integer DEFAULT 0 NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dictionary_name_uq` ON `dictionary` (`name`);--> statement-breakpoint
CREATE TABLE `dictionary_item` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dictionary_id` integer NOT NULL,
	`value` text NOT NULL,
	`label` text NOT NULL,
	`label_en` text DEFAULT '' NOT NULL,
	`color` text DEFAULT 'default' NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`weigh` integer DEFAULT 0 NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`dictionary_id`) REFERENCES `dictionary`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dictionary_item_value_uq` ON `dictionary_item` (`dictionary_id`,`value`);--> statement-breakpoint
CREATE INDEX `dictionary_item_order_idx` ON `dictionary_item` (`dictionary_id`,`weigh`);--> statement-breakpoint
CREATE TABLE `seed_log` (
	`name` text PRIMARY KEY NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `crud_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`table_name` text NOT NULL,
	`table` text DEFAULT '' NOT NULL,
	`fields` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'start' NOT NULL,
	`connection` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `crud_log_table_idx` ON `crud_log` (`table_name`);--> statement-breakpoint
CREATE TABLE `security_data_recycle` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`controller` text DEFAULT '' NOT NULL,
	`controller_as` text COLLATE NOCASE NOT NULL,
	`data_table` text NOT NULL,
	`connection` text DEFAULT '' NOT NULL,
	`primary_key` text DEFAULT 'id' NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `security_data_recycle_controller_idx` ON `security_data_recycle` (`controller_as`);--> statement-breakpoint
CREATE TABLE `security_data_recycle_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer DEFAULT 0 NOT NULL,
	`recycle_id` integer DEFAULT 0 NOT NULL,
	`data` text NOT NULL,
	`data_table` text NOT NULL,
	`connection` text DEFAULT '' NOT NULL,
	`primary_key` text DEFAULT 'id' NOT NULL,
	`is_restore` integer DEFAULT false NOT NULL,
	`restore_time` integer,
	`ip` text DEFAULT '' NOT NULL,
	`useragent` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `security_data_recycle_log_table_idx` ON `security_data_recycle_log` (`data_table`,`create_time`);--> statement-breakpoint
CREATE INDEX `security_data_recycle_log_time_idx` ON `security_data_recycle_log` (`create_time`);--> statement-breakpoint
CREATE TABLE `security_sensitive_data` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`controller` text DEFAULT '' NOT NULL,
	`controller_as` text COLLATE NOCASE NOT NULL,
	`data_table` text NOT NULL,
	`connection` text DEFAULT '' NOT NULL,
	`primary_key` text DEFAULT 'id' NOT NULL,
	`data_fields` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `security_sensitive_data_controller_idx` ON `security_sensitive_data` (`controller_as`);--> statement-breakpoint
CREATE TABLE `security_sensitive_data_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer DEFAULT 0 NOT NULL,
	`sensitive_id` integer DEFAULT 0 NOT NULL,
	`data_table` text NOT NULL,
	`connection` text DEFAULT '' NOT NULL,
	`primary_key` text DEFAULT 'id' NOT NULL,
	`data_field` text NOT NULL,
	`data_comment` text DEFAULT '' NOT NULL,
	`id_value` text NOT NULL,
	`before` text,
	`after` text,
	`is_rollback` integer DEFAULT false NOT NULL,
	`rollback_time` integer,
	`ip` text DEFAULT '' NOT NULL,
	`useragent` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `security_sensitive_data_log_table_idx` ON `security_sensitive_data_log` (`data_table`,`create_time`);--> statement-breakpoint
CREATE INDEX `security_sensitive_data_log_time_idx` ON `security_sensitive_data_log` (`create_time`);