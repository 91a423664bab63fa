DROP INDEX `deliveries_status_idx`;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `lease_expires_at` integer;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `allocation_id` text;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `lost_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `deliveries_due_idx` ON `webhook_deliveries` (`next_attempt_at`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `deliveries_lease_idx` ON `webhook_deliveries` (`lease_expires_at`) WHERE status = 'delivering';--> statement-breakpoint
-- Hand-written data step: the dispatcher now claims delivery rows instead of `jobs` rows of queue 'webhook'.
-- A delivery that was mid-attempt gets an already expired lease, so recovery at the next start closes its open
-- attempt as interrupted and requeues it (or fails it when no attempt is left); a pending one is due when its job was.
UPDATE `webhook_deliveries` SET `allocation_id` = 'migrated', `lease_expires_at` = 0 WHERE `status` = 'delivering';--> statement-breakpoint
UPDATE `webhook_deliveries` SET `next_attempt_at` = `j`.`due`
FROM (SELECT json_extract(`payload`, '$.deliveryId') AS `delivery_id`, min(`available_at`) AS `due`
      FROM `jobs` WHERE `queue` = 'webhook' AND `status` = 'pending' GROUP BY 1) AS `j`
WHERE `j`.`delivery_id` = `webhook_deliveries`.`id` AND `webhook_deliveries`.`status` = 'pending';--> statement-breakpoint
UPDATE `webhook_deliveries` SET `next_attempt_at` = `created_at`
WHERE `status` = 'pending' AND `next_attempt_at` IS NULL AND `source_type` <> 'test';--> statement-breakpoint
DELETE FROM `jobs` WHERE `queue` = 'webhook';
