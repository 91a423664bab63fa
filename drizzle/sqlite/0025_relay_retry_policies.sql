CREATE TABLE `webhook_pace` (
	`key` text PRIMARY KEY NOT NULL,
	`next_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `destination_id` text;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `slot_at` integer;--> statement-breakpoint
CREATE INDEX `deliveries_destination_idx` ON `webhook_deliveries` (`destination_id`,`status`,`completed_at`) WHERE destination_id is not null;--> statement-breakpoint
ALTER TABLE `relay_destinations` ADD `retry` text;--> statement-breakpoint
ALTER TABLE `relay_destinations` ADD `rate_limit_per_s` real;--> statement-breakpoint
UPDATE `webhook_deliveries` SET `destination_id` = json_extract(`event`, '$.relay.destination_id') WHERE `source_type` = 'relay';