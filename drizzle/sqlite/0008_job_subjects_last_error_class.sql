ALTER TABLE `webhook_deliveries` ADD `last_error_class` text;--> statement-breakpoint
-- Hand-written data step: the error class of each delivery's last completed attempt, which the inspector filters on.
UPDATE `webhook_deliveries` SET `last_error_class` = (
  SELECT `a`.`error_class` FROM `webhook_attempts` `a`
  WHERE `a`.`delivery_id` = `webhook_deliveries`.`id` AND `a`.`completed_at` IS NOT NULL
  ORDER BY `a`.`number` DESC LIMIT 1);--> statement-breakpoint
-- Expression indexes written by hand (drizzle-kit quotes the expression as a column name).
CREATE INDEX `jobs_scout_run_idx` ON `jobs` (json_extract(payload, '$.scoutId')) WHERE queue = 'scout_run' and status in ('pending', 'running');--> statement-breakpoint
CREATE INDEX `jobs_redeliver_idx` ON `jobs` (json_extract(payload, '$.deliveryId')) WHERE queue = 'webhook_redeliver' and status in ('pending', 'running');
