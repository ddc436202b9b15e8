CREATE TABLE `product_check` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`agency_id` integer DEFAULT 0 NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`rule_code` text NOT NULL,
	`level` text DEFAULT 'WARN' NOT NULL,
	`finding` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'SUSPECTED' NOT NULL,
	`raised_time` integer NOT NULL,
	`closed_time` integer,
	`opinion` text DEFAULT '' NOT NULL,
	`case_no` text DEFAULT '' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `product_check_product_idx` ON `product_check` (`product_id`,`rule_code`,`status`);--> statement-breakpoint
CREATE INDEX `product_check_status_idx` ON `product_check` (`status`,`raised_time`);--> statement-breakpoint
CREATE INDEX `product_check_region_idx` ON `product_check` (`region_code`);--> statement-breakpoint
CREATE INDEX `product_check_agency_idx` ON `product_check` (`agency_id`);--> statement-breakpoint
CREATE TABLE `tour_product` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`agency_id` integer NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`type` text DEFAULT 'GROUP' NOT NULL,
	`scope` text DEFAULT 'DOMESTIC' NOT NULL,
	`route_name` text NOT NULL,
	`days` integer DEFAULT 1 NOT NULL,
	`nights` integer DEFAULT 0 NOT NULL,
	`adult_price` integer NOT NULL,
	`child_price` integer DEFAULT 0 NOT NULL,
	`shopping_stops` integer DEFAULT 0 NOT NULL,
	`shopping_list` text DEFAULT '' NOT NULL,
	`itinerary` text DEFAULT '' NOT NULL,
	`paid_extras` text DEFAULT '' NOT NULL,
	`channel_url` text DEFAULT '' NOT NULL,
	`sale_status` text DEFAULT 'ON_SALE' NOT NULL,
	`shopping_gap` text DEFAULT '' NOT NULL,
	`check_status` text DEFAULT 'PASS' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tour_product_agency_idx` ON `tour_product` (`agency_id`);--> statement-breakpoint
CREATE INDEX `tour_product_region_idx` ON `tour_product` (`region_code`);--> statement-breakpoint
CREATE INDEX `tour_product_route_idx` ON `tour_product` (`route_name`,`days`);--> statement-breakpoint
CREATE INDEX `tour_product_check_idx` ON `tour_product` (`check_status`);