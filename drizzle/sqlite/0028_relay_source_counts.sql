CREATE TABLE `relay_source_counts` (
	`source_id` text NOT NULL,
	`slot` integer NOT NULL,
	`request_count` integer DEFAULT 0 NOT NULL,
	`last_request_at` integer NOT NULL,
	PRIMARY KEY(`source_id`, `slot`),
	FOREIGN KEY (`source_id`) REFERENCES `relay_sources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `relay_source_counts` (`source_id`, `slot`, `request_count`, `last_request_at`)
  SELECT `id`, 0, `request_count`, coalesce(`last_request_at`, `created_at`) FROM `relay_sources` WHERE `request_count` > 0;
--> statement-breakpoint
ALTER TABLE `relay_sources` DROP COLUMN `request_count`;--> statement-breakpoint
ALTER TABLE `relay_sources` DROP COLUMN `last_request_at`;