ALTER TABLE `jobs` ADD `group_key` text;--> statement-breakpoint
CREATE INDEX `jobs_group_idx` ON `jobs` (`queue`,`group_key`,`available_at`) WHERE status = 'pending';--> statement-breakpoint
-- Hand-written data step: bulk redeliveries queued before groups existed carry no accountId; they form the group '' (as QueueDef.group.of reads them).
UPDATE `jobs` SET `group_key` = coalesce(json_extract(`payload`, '$.accountId'), '') WHERE `queue` = 'webhook_redeliver' AND `status` IN ('pending', 'running');
