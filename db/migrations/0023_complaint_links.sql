ALTER TABLE `complaint` ADD `contract_id` integer;--> statement-breakpoint
ALTER TABLE `complaint` ADD `order_id` integer;--> statement-breakpoint
CREATE INDEX `complaint_contract_idx` ON `complaint` (`contract_id`);--> statement-breakpoint
CREATE INDEX `complaint_order_idx` ON `complaint` (`order_id`);