CREATE TABLE `agency_outlet` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enterprise_id` integer NOT NULL,
	`name` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`filing_no` text DEFAULT '' NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT '1' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `agency_outlet_enterprise_idx` ON `agency_outlet` (`enterprise_id`);--> statement-breakpoint
CREATE INDEX `agency_outlet_region_idx` ON `agency_outlet` (`region_code`);--> statement-breakpoint
CREATE TABLE `driver` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`gender` text DEFAULT '1' NOT NULL,
	`id_no` text DEFAULT '' NOT NULL,
	`mobile` text DEFAULT '' NOT NULL,
	`license_no` text DEFAULT '' NOT NULL,
	`license_class` text DEFAULT 'A1' NOT NULL,
	`license_expire_date` text DEFAULT '' NOT NULL,
	`qualification_no` text DEFAULT '' NOT NULL,
	`qualification_expire_date` text DEFAULT '' NOT NULL,
	`company_id` integer NOT NULL,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`credit_level` text DEFAULT 'NORMAL' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `driver_company_idx` ON `driver` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `driver_id_no_idx` ON `driver` (`id_no`,`status`);--> statement-breakpoint
CREATE INDEX `driver_licence_expire_idx` ON `driver` (`license_expire_date`);--> statement-breakpoint
CREATE TABLE `driver_application` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`driver_id` integer,
	`name` text DEFAULT '' NOT NULL,
	`gender` text DEFAULT '1' NOT NULL,
	`id_no` text DEFAULT '' NOT NULL,
	`mobile` text DEFAULT '' NOT NULL,
	`license_no` text DEFAULT '' NOT NULL,
	`license_class` text DEFAULT 'A1' NOT NULL,
	`license_expire_date` text DEFAULT '' NOT NULL,
	`qualification_no` text DEFAULT '' NOT NULL,
	`qualification_expire_date` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`precheck` text DEFAULT '' NOT NULL,
	`precheck_ok` text DEFAULT '0' NOT NULL,
	`missing_items` text DEFAULT '' NOT NULL,
	`opinion` text DEFAULT '' NOT NULL,
	`submit_time` integer,
	`accept_time` integer,
	`decide_time` integer,
	`notify_due_time` integer,
	`decide_due_time` integer,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `driver_application_company_idx` ON `driver_application` (`company_id`);--> statement-breakpoint
CREATE INDEX `driver_application_status_idx` ON `driver_application` (`status`,`submit_time`);--> statement-breakpoint
CREATE TABLE `guide` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`gender` text DEFAULT '1' NOT NULL,
	`ethnicity` text DEFAULT '01' NOT NULL,
	`birth_date` text DEFAULT '' NOT NULL,
	`id_no` text DEFAULT '' NOT NULL,
	`mobile` text DEFAULT '' NOT NULL,
	`photo` text DEFAULT '' NOT NULL,
	`qualification_no` text DEFAULT '' NOT NULL,
	`card_no` text NOT NULL,
	`level` text DEFAULT 'JUNIOR' NOT NULL,
	`languages` text DEFAULT '' NOT NULL,
	`affiliation_type` text DEFAULT 'AGENCY' NOT NULL,
	`agency_id` integer,
	`association_id` integer,
	`region_code` integer DEFAULT 0 NOT NULL,
	`card_issue_date` text DEFAULT '' NOT NULL,
	`card_expire_date` text DEFAULT '' NOT NULL,
	`card_status` text DEFAULT 'VALID' NOT NULL,
	`credit_level` text DEFAULT 'NORMAL' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guide_card_no_uq` ON `guide` (`card_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `guide_id_no_uq` ON `guide` (`id_no`) WHERE id_no <> '';--> statement-breakpoint
CREATE UNIQUE INDEX `guide_user_uq` ON `guide` (`user_id`) WHERE user_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `guide_agency_idx` ON `guide` (`agency_id`);--> statement-breakpoint
CREATE INDEX `guide_association_idx` ON `guide` (`association_id`);--> statement-breakpoint
CREATE INDEX `guide_region_idx` ON `guide` (`region_code`);--> statement-breakpoint
CREATE INDEX `guide_status_idx` ON `guide` (`card_status`,`card_expire_date`);--> statement-breakpoint
CREATE INDEX `guide_expire_idx` ON `guide` (`card_expire_date`);--> statement-breakpoint
CREATE TABLE `guide_application` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`guide_id` integer,
	`kind` text DEFAULT 'NEW' NOT NULL,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`gender` text DEFAULT '1' NOT NULL,
	`ethnicity` text DEFAULT '01' NOT NULL,
	`birth_date` text DEFAULT '' NOT NULL,
	`id_no` text DEFAULT '' NOT NULL,
	`mobile` text DEFAULT '' NOT NULL,
	`photo` text DEFAULT '' NOT NULL,
	`qualification_no` text DEFAULT '' NOT NULL,
	`level` text DEFAULT 'JUNIOR' NOT NULL,
	`languages` text DEFAULT '' NOT NULL,
	`affiliation_type` text DEFAULT 'AGENCY' NOT NULL,
	`agency_id` integer,
	`association_id` integer,
	`region_code` integer DEFAULT 0 NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`missing_items` text DEFAULT '' NOT NULL,
	`opinion` text DEFAULT '' NOT NULL,
	`submit_time` integer,
	`confirm_due_time` integer,
	`confirm_time` integer,
	`notify_due_time` integer,
	`accept_time` integer,
	`decide_due_time` integer,
	`decide_time` integer,
	`card_no` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `guide_application_user_idx` ON `guide_application` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `guide_application_status_idx` ON `guide_application` (`status`,`submit_time`);--> statement-breakpoint
CREATE INDEX `guide_application_agency_idx` ON `guide_application` (`agency_id`);--> statement-breakpoint
CREATE INDEX `guide_application_association_idx` ON `guide_application` (`association_id`);--> statement-breakpoint
CREATE INDEX `guide_application_region_idx` ON `guide_application` (`region_code`);--> statement-breakpoint
CREATE INDEX `guide_application_guide_idx` ON `guide_application` (`guide_id`);--> statement-breakpoint
CREATE TABLE `travel_agency` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enterprise_id` integer NOT NULL,
	`license_no` text DEFAULT '' NOT NULL,
	`license_issue_date` text DEFAULT '' NOT NULL,
	`cancel_date` text DEFAULT '' NOT NULL,
	`scopes` text DEFAULT '' NOT NULL,
	`office_type` text DEFAULT 'HEAD' NOT NULL,
	`parent_id` integer,
	`deposit_amount` integer DEFAULT 0 NOT NULL,
	`deposit_bank` text DEFAULT '' NOT NULL,
	`deposit_form` text DEFAULT 'CASH' NOT NULL,
	`deposit_expire_date` text DEFAULT '' NOT NULL,
	`registered_capital` integer DEFAULT 0 NOT NULL,
	`online` integer DEFAULT false NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `travel_agency_enterprise_uq` ON `travel_agency` (`enterprise_id`);--> statement-breakpoint
CREATE INDEX `travel_agency_licence_idx` ON `travel_agency` (`license_no`);--> statement-breakpoint
CREATE INDEX `travel_agency_issue_idx` ON `travel_agency` (`license_issue_date`);--> statement-breakpoint
CREATE INDEX `travel_agency_deposit_expire_idx` ON `travel_agency` (`deposit_expire_date`);--> statement-breakpoint
CREATE INDEX `travel_agency_parent_idx` ON `travel_agency` (`parent_id`);--> statement-breakpoint
CREATE TABLE `vehicle` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plate_no` text NOT NULL,
	`plate_color` text DEFAULT 'YELLOW' NOT NULL,
	`vehicle_type` text DEFAULT 'LARGE_BUS' NOT NULL,
	`seats` integer DEFAULT 0 NOT NULL,
	`brand_model` text DEFAULT '' NOT NULL,
	`transport_cert_no` text DEFAULT '' NOT NULL,
	`transport_cert_expire` text DEFAULT '' NOT NULL,
	`inspection_expire` text DEFAULT '' NOT NULL,
	`insurance_expire` text DEFAULT '' NOT NULL,
	`company_id` integer NOT NULL,
	`status` text DEFAULT 'ACTIVE' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vehicle_plate_uq` ON `vehicle` (`plate_no`);--> statement-breakpoint
CREATE INDEX `vehicle_company_idx` ON `vehicle` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `vehicle_transport_expire_idx` ON `vehicle` (`transport_cert_expire`);