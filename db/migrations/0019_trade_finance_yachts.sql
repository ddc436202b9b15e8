CREATE TABLE `finance_settlement` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enterprise_id` integer NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`day` text NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`order_amount` integer DEFAULT 0 NOT NULL,
	`refunds` integer DEFAULT 0 NOT NULL,
	`refund_amount` integer DEFAULT 0 NOT NULL,
	`commission_rate` text DEFAULT '0' NOT NULL,
	`commission` integer DEFAULT 0 NOT NULL,
	`net` integer DEFAULT 0 NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `finance_settlement_uq` ON `finance_settlement` (`enterprise_id`,`day`);--> statement-breakpoint
CREATE INDEX `finance_settlement_day_idx` ON `finance_settlement` (`day`);--> statement-breakpoint
CREATE TABLE `finance_withdrawal` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`withdrawal_no` text NOT NULL,
	`enterprise_id` integer NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`amount` integer NOT NULL,
	`bank_name` text NOT NULL,
	`account_name` text NOT NULL,
	`bank_account` text NOT NULL,
	`status` text DEFAULT 'REQUESTED' NOT NULL,
	`opinion` text DEFAULT '' NOT NULL,
	`payment_ref` text DEFAULT '' NOT NULL,
	`apply_time` integer,
	`decide_time` integer,
	`pay_time` integer,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `finance_withdrawal_no_uq` ON `finance_withdrawal` (`withdrawal_no`);--> statement-breakpoint
CREATE INDEX `finance_withdrawal_enterprise_idx` ON `finance_withdrawal` (`enterprise_id`,`create_time`);--> statement-breakpoint
CREATE INDEX `finance_withdrawal_status_idx` ON `finance_withdrawal` (`status`,`region_code`);--> statement-breakpoint
CREATE TABLE `yacht_trip` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`enterprise_id` integer NOT NULL,
	`region_code` integer DEFAULT 0 NOT NULL,
	`yacht_name` text NOT NULL,
	`rated_passengers` integer NOT NULL,
	`marina` text NOT NULL,
	`route` text NOT NULL,
	`hours` integer NOT NULL,
	`price` integer NOT NULL,
	`status` text DEFAULT 'ON_SALE' NOT NULL,
	`create_time` integer DEFAULT (unixepoch()) NOT NULL,
	`update_time` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `yacht_trip_enterprise_idx` ON `yacht_trip` (`enterprise_id`,`status`);--> statement-breakpoint
CREATE INDEX `yacht_trip_region_idx` ON `yacht_trip` (`region_code`);--> statement-breakpoint
-- "My orders" is now a member-centre page: the earlier API-only permission of that name becomes
-- its menu entry, under a new "Orders" directory (fresh databases get both from the seed).
INSERT INTO `user_rule` (`pid`, `type`, `title`, `title_en`, `name`, `path`, `icon`, `weigh`) SELECT 0, 'menu_dir', '订单服务', 'Orders', 'order', 'order', 'receipt', 82 WHERE EXISTS (SELECT 1 FROM `user_rule` WHERE `name` = 'order/mine') AND NOT EXISTS (SELECT 1 FROM `user_rule` WHERE `name` = 'order');--> statement-breakpoint
UPDATE `user_rule` SET `pid` = (SELECT `id` FROM `user_rule` WHERE `name` = 'order'), `type` = 'menu', `path` = 'order/mine', `icon` = 'receipt', `component` = 'orders', `weigh` = 90 WHERE `name` = 'order/mine' AND `type` = 'button' AND EXISTS (SELECT 1 FROM `user_rule` WHERE `name` = 'order');
