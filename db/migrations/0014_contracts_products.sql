CREATE TABLE `contract_alert` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contract_id` integer NOT NULL,
	`agency_id` integer DEFAULT 0 NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`rule_code` text NOT NULL,
	`level` text DEFAULT 'WARN' NOT NULL,
	`status` text DEFAULT 'OPEN' NOT NULL,
	`raised_time` integer NOT NULL,
	`closed_time` integer,
	`opinion` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contract_alert_contract_idx` ON `contract_alert` (`contract_id`,`rule_code`,`status`);--> statement-breakpoint
CREATE INDEX `contract_alert_status_idx` ON `contract_alert` (`status`,`raised_time`);--> statement-breakpoint
CREATE INDEX `contract_alert_region_idx` ON `contract_alert` (`region_code`);--> statement-breakpoint
CREATE INDEX `contract_alert_agency_idx` ON `contract_alert` (`agency_id`);--> statement-breakpoint
CREATE TABLE `contract_cancellation_rule` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`template_id` integer NOT NULL,
	`party` text NOT NULL,
	`days_from` integer NOT NULL,
	`days_to` integer NOT NULL,
	`rate` integer NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contract_cancellation_rule_template_idx` ON `contract_cancellation_rule` (`template_id`,`party`,`days_from`);--> statement-breakpoint
CREATE TABLE `contract_template` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`name_en` text DEFAULT '' NOT NULL,
	`edition` text DEFAULT '' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`terms` text DEFAULT '' NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contract_template_code_idx` ON `contract_template` (`code`,`version`);--> statement-breakpoint
CREATE TABLE `contract_tourist` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contract_id` integer NOT NULL,
	`agency_id` integer DEFAULT 0 NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`gender` text DEFAULT '1' NOT NULL,
	`age` integer DEFAULT 0 NOT NULL,
	`id_type` text DEFAULT 'ID_CARD' NOT NULL,
	`id_no` text DEFAULT '' NOT NULL,
	`mobile` text DEFAULT '' NOT NULL,
	`health_note` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contract_tourist_contract_idx` ON `contract_tourist` (`contract_id`);--> statement-breakpoint
CREATE INDEX `contract_tourist_agency_idx` ON `contract_tourist` (`agency_id`);--> statement-breakpoint
CREATE INDEX `contract_tourist_region_idx` ON `contract_tourist` (`region_code`);--> statement-breakpoint
CREATE TABLE `guidance_price` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`route_name` text NOT NULL,
	`days` integer DEFAULT 1 NOT NULL,
	`season` text DEFAULT 'ALL' NOT NULL,
	`price` integer NOT NULL,
	`valid_from` text NOT NULL,
	`valid_to` text NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `guidance_price_route_idx` ON `guidance_price` (`route_name`,`days`,`valid_from`);--> statement-breakpoint
CREATE TABLE `tour_contract` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contract_no` text NOT NULL,
	`check_code` text NOT NULL,
	`template_id` integer NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`agency_id` integer NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`agency_license_no` text DEFAULT '' NOT NULL,
	`tour_no` text DEFAULT '' NOT NULL,
	`route_name` text NOT NULL,
	`depart_place` text DEFAULT '' NOT NULL,
	`return_place` text DEFAULT '' NOT NULL,
	`depart_at` integer NOT NULL,
	`return_at` integer NOT NULL,
	`days` integer DEFAULT 1 NOT NULL,
	`nights` integer DEFAULT 0 NOT NULL,
	`min_group_size` integer DEFAULT 1 NOT NULL,
	`adult_count` integer DEFAULT 1 NOT NULL,
	`child_count` integer DEFAULT 0 NOT NULL,
	`adult_price` integer DEFAULT 0 NOT NULL,
	`child_price` integer DEFAULT 0 NOT NULL,
	`total_amount` integer DEFAULT 0 NOT NULL,
	`paid_amount` integer DEFAULT 0 NOT NULL,
	`payment_method` text DEFAULT '' NOT NULL,
	`shopping_stops` integer DEFAULT 0 NOT NULL,
	`shopping_list` text DEFAULT '' NOT NULL,
	`paid_extras` text DEFAULT '' NOT NULL,
	`insurance_policy_no` text DEFAULT '' NOT NULL,
	`guide_id` integer,
	`signer_name` text DEFAULT '' NOT NULL,
	`signer_id_no` text DEFAULT '' NOT NULL,
	`signer_mobile` text DEFAULT '' NOT NULL,
	`sign_channel` text DEFAULT 'PC' NOT NULL,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`sent_time` integer,
	`sign_due_time` integer,
	`signed_time` integer,
	`cancel_time` integer,
	`deduction_amount` integer DEFAULT 0 NOT NULL,
	`penalty_amount` integer DEFAULT 0 NOT NULL,
	`refund_amount` integer DEFAULT 0 NOT NULL,
	`opinion` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tour_contract_no_uq` ON `tour_contract` (`contract_no`);--> statement-breakpoint
CREATE INDEX `tour_contract_agency_idx` ON `tour_contract` (`agency_id`,`depart_at`);--> statement-breakpoint
CREATE INDEX `tour_contract_region_idx` ON `tour_contract` (`region_code`,`depart_at`);--> statement-breakpoint
CREATE INDEX `tour_contract_status_idx` ON `tour_contract` (`status`,`depart_at`);--> statement-breakpoint
CREATE INDEX `tour_contract_depart_idx` ON `tour_contract` (`depart_at`);--> statement-breakpoint
CREATE INDEX `tour_contract_return_idx` ON `tour_contract` (`return_at`);--> statement-breakpoint
CREATE INDEX `tour_contract_sign_due_idx` ON `tour_contract` (`sign_due_time`);--> statement-breakpoint
CREATE INDEX `tour_contract_signer_mobile_idx` ON `tour_contract` (`signer_mobile`);--> statement-breakpoint
CREATE INDEX `tour_contract_guide_idx` ON `tour_contract` (`guide_id`);--> statement-breakpoint
CREATE INDEX `tour_contract_template_idx` ON `tour_contract` (`template_id`);