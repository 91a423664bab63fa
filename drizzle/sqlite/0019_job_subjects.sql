DROP INDEX `jobs_scout_run_idx`;--> statement-breakpoint
DROP INDEX `jobs_redeliver_idx`;--> statement-breakpoint
ALTER TABLE `jobs` ADD `subject` text;--> statement-breakpoint
CREATE INDEX `jobs_subject_idx` ON `jobs` (`queue`,`subject`) WHERE status in ('pending', 'running') and subject is not null;--> statement-breakpoint
-- Hand-written data step: outstanding jobs queued before subjects existed get theirs from their payloads.
UPDATE `jobs` SET `subject` = json_extract(`payload`, '$.scoutId') WHERE `queue` = 'scout_run' AND `status` IN ('pending', 'running');--> statement-breakpoint
UPDATE `jobs` SET `subject` = json_extract(`payload`, '$.deliveryId') WHERE `queue` = 'webhook_redeliver' AND `status` IN ('pending', 'running');
