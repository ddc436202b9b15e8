-- Indexes for the big lists and the statistics (bench:list at 1,000,000 contracts and 2,000,000
-- orders). A list filtered by agency (or merchant and type) and state over a date range, sorted
-- by that date, counts and pages from the index alone (the area, for supervisors, is in it too);
-- without them the count read every row of the agency from the table (about 2 s for the largest
-- agency at a million contracts). The refund statistics add up the daily summary over a range of
-- days from one covering index, which replaces the index on the day alone.
DROP INDEX `trade_daily_day_idx`;--> statement-breakpoint
CREATE INDEX `trade_daily_stats_idx` ON `trade_daily` (`day`,`region_code`,`enterprise_id`,`order_type`,`paid_amount`,`refund_amount`,`refunds`);--> statement-breakpoint
CREATE INDEX `tour_contract_agency_status_idx` ON `tour_contract` (`agency_id`,`status`,`depart_at`,`region_code`);--> statement-breakpoint
CREATE INDEX `trade_order_enterprise_type_idx` ON `trade_order` (`enterprise_id`,`type`,`status`,`create_time`,`region_code`);
