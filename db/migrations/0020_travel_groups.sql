CREATE TABLE `tour_checkin` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`agency_id` integer DEFAULT 0 NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`enterprise_id` integer NOT NULL,
	`source` text DEFAULT 'MANUAL' NOT NULL,
	`guide_id` integer,
	`checkin_at` integer NOT NULL,
	`checkout_at` integer,
	`place` text DEFAULT '' NOT NULL,
	`lng` real,
	`lat` real,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tour_checkin_group_idx` ON `tour_checkin` (`group_id`,`checkin_at`);--> statement-breakpoint
CREATE INDEX `tour_checkin_enterprise_idx` ON `tour_checkin` (`enterprise_id`);--> statement-breakpoint
CREATE INDEX `tour_checkin_region_idx` ON `tour_checkin` (`region_code`);--> statement-breakpoint
CREATE INDEX `tour_checkin_open_idx` ON `tour_checkin` (`checkout_at`);--> statement-breakpoint
CREATE INDEX `tour_checkin_agency_idx` ON `tour_checkin` (`agency_id`);--> statement-breakpoint
CREATE INDEX `tour_checkin_guide_idx` ON `tour_checkin` (`guide_id`);--> statement-breakpoint
CREATE TABLE `tour_group` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tour_no` text NOT NULL,
	`contract_ids` text DEFAULT '' NOT NULL,
	`agency_id` integer NOT NULL,
	`local_agency_id` integer,
	`region_code` integer DEFAULT 0 NOT NULL,
	`route_name` text NOT NULL,
	`start_at` integer NOT NULL,
	`end_at` integer NOT NULL,
	`tourist_count` integer DEFAULT 1 NOT NULL,
	`guide_ids` text DEFAULT '' NOT NULL,
	`vehicle_id` integer,
	`driver_id` integer,
	`status` text DEFAULT 'PLANNED' NOT NULL,
	`depart_time` integer,
	`finish_time` integer,
	`opinion` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tour_group_no_uq` ON `tour_group` (`tour_no`);--> statement-breakpoint
CREATE INDEX `tour_group_agency_idx` ON `tour_group` (`agency_id`,`start_at`);--> statement-breakpoint
CREATE INDEX `tour_group_region_idx` ON `tour_group` (`region_code`,`start_at`);--> statement-breakpoint
CREATE INDEX `tour_group_status_idx` ON `tour_group` (`status`,`start_at`);--> statement-breakpoint
CREATE INDEX `tour_group_start_idx` ON `tour_group` (`start_at`);--> statement-breakpoint
CREATE INDEX `tour_group_end_idx` ON `tour_group` (`end_at`);--> statement-breakpoint
CREATE INDEX `tour_group_vehicle_idx` ON `tour_group` (`vehicle_id`,`status`);--> statement-breakpoint
CREATE INDEX `tour_group_local_agency_idx` ON `tour_group` (`local_agency_id`);--> statement-breakpoint
CREATE INDEX `tour_group_driver_idx` ON `tour_group` (`driver_id`);--> statement-breakpoint
CREATE TABLE `tour_itinerary` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`agency_id` integer DEFAULT 0 NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`day_no` integer DEFAULT 1 NOT NULL,
	`kind` text NOT NULL,
	`enterprise_id` integer,
	`planned_start` integer NOT NULL,
	`planned_minutes` integer DEFAULT 60 NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tour_itinerary_group_idx` ON `tour_itinerary` (`group_id`,`planned_start`);--> statement-breakpoint
CREATE INDEX `tour_itinerary_group_enterprise_idx` ON `tour_itinerary` (`group_id`,`enterprise_id`);--> statement-breakpoint
CREATE INDEX `tour_itinerary_enterprise_idx` ON `tour_itinerary` (`enterprise_id`);--> statement-breakpoint
CREATE INDEX `tour_itinerary_region_idx` ON `tour_itinerary` (`region_code`);--> statement-breakpoint
CREATE INDEX `tour_itinerary_agency_idx` ON `tour_itinerary` (`agency_id`);--> statement-breakpoint
CREATE TABLE `travel_alert` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`checkin_id` integer DEFAULT 0 NOT NULL,
	`agency_id` integer DEFAULT 0 NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`rule_code` text NOT NULL,
	`level` text DEFAULT 'WARN' NOT NULL,
	`status` text DEFAULT 'OPEN' NOT NULL,
	`raised_time` integer NOT NULL,
	`closed_time` integer,
	`opinion` text DEFAULT '' NOT NULL,
	`case_no` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `travel_alert_group_idx` ON `travel_alert` (`group_id`,`rule_code`,`status`);--> statement-breakpoint
CREATE INDEX `travel_alert_status_idx` ON `travel_alert` (`status`,`raised_time`);--> statement-breakpoint
CREATE INDEX `travel_alert_region_idx` ON `travel_alert` (`region_code`);--> statement-breakpoint
CREATE INDEX `travel_alert_agency_idx` ON `travel_alert` (`agency_id`);