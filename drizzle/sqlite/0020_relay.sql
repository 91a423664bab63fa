CREATE TABLE `relay_destinations` (
	`id` text PRIMARY KEY NOT NULL,
	`source_id` text NOT NULL,
	`account_id` text NOT NULL,
	`url` text NOT NULL,
	`format` text DEFAULT 'passthrough' NOT NULL,
	`filter` text,
	`paused` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`source_id`) REFERENCES `relay_sources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `relay_destinations_source_idx` ON `relay_destinations` (`source_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `relay_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`source_id` text NOT NULL,
	`account_id` text NOT NULL,
	`received_at` integer NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`query` text,
	`headers` text NOT NULL,
	`body` blob NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`dedupe_key` text,
	FOREIGN KEY (`source_id`) REFERENCES `relay_sources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `relay_requests_source_idx` ON `relay_requests` (`source_id`,`received_at`,`id`);--> statement-breakpoint
CREATE INDEX `relay_requests_dedupe_idx` ON `relay_requests` (`source_id`,`dedupe_key`) WHERE dedupe_key is not null and status = 'accepted';--> statement-breakpoint
CREATE INDEX `relay_requests_time_idx` ON `relay_requests` (`received_at`);--> statement-breakpoint
CREATE TABLE `relay_sources` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`token` text NOT NULL,
	`verify_scheme` text,
	`verify_secret` text,
	`verify_header` text,
	`previous_secret` text,
	`previous_secret_until` integer,
	`request_count` integer DEFAULT 0 NOT NULL,
	`last_request_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `relay_sources_token_idx` ON `relay_sources` (`token`);--> statement-breakpoint
CREATE INDEX `relay_sources_account_idx` ON `relay_sources` (`account_id`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `webhook_deliveries` ADD `request_id` text;--> statement-breakpoint
CREATE INDEX `deliveries_request_idx` ON `webhook_deliveries` (`request_id`) WHERE request_id is not null;--> statement-breakpoint
ALTER TABLE `webhook_attempts` ADD `request_method` text DEFAULT 'POST' NOT NULL;--> statement-breakpoint
ALTER TABLE `webhook_attempts` ADD `request_body_encoding` text DEFAULT 'utf8' NOT NULL;