CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`credits_balance` integer NOT NULL,
	`billing_enabled` integer DEFAULT false NOT NULL,
	`webhook_secret` text NOT NULL,
	`previous_webhook_secret` text,
	`previous_webhook_secret_expires_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_name_unique` ON `accounts` (`name`);--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text DEFAULT 'default' NOT NULL,
	`prefix` text NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash_idx` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_account_idx` ON `api_keys` (`account_id`);--> statement-breakpoint
CREATE TABLE `browsing_steps` (
	`id` text PRIMARY KEY NOT NULL,
	`task_id` text NOT NULL,
	`step` integer NOT NULL,
	`action` text NOT NULL,
	`url` text,
	`title` text,
	`image` blob NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`task_id`) REFERENCES `browsing_tasks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `browsing_steps_task_step_idx` ON `browsing_steps` (`task_id`,`step`);--> statement-breakpoint
CREATE TABLE `browsing_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`task` text NOT NULL,
	`start_url` text,
	`max_steps` integer NOT NULL,
	`output_schema` text,
	`status` text NOT NULL,
	`result` text,
	`structured_result` text,
	`error` text,
	`rejection_reason` text,
	`webhook_url` text,
	`webhook_format` text,
	`cancel_requested` integer DEFAULT false NOT NULL,
	`job_id` text,
	`created_at` integer NOT NULL,
	`started_at` integer,
	`completed_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `browsing_account_time_idx` ON `browsing_tasks` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `browsing_account_status_time_idx` ON `browsing_tasks` (`account_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`source_type` text NOT NULL,
	`source_id` text,
	`update_id` text,
	`url` text NOT NULL,
	`format` text NOT NULL,
	`event` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`manual_attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`last_status_code` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deliveries_account_time_idx` ON `webhook_deliveries` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `deliveries_status_idx` ON `webhook_deliveries` (`status`);--> statement-breakpoint
CREATE INDEX `deliveries_source_idx` ON `webhook_deliveries` (`account_id`,`source_type`,`source_id`);--> statement-breakpoint
CREATE TABLE `webhook_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`delivery_id` text NOT NULL,
	`account_id` text NOT NULL,
	`number` integer NOT NULL,
	`trigger` text NOT NULL,
	`started_at` integer NOT NULL,
	`completed_at` integer,
	`duration_ms` integer,
	`request_url` text NOT NULL,
	`request_headers` text NOT NULL,
	`request_body` text NOT NULL,
	`response_status` integer,
	`response_headers` text,
	`response_body` text,
	`error_class` text,
	`error_message` text,
	`retryable` integer,
	FOREIGN KEY (`delivery_id`) REFERENCES `webhook_deliveries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `attempts_delivery_number_idx` ON `webhook_attempts` (`delivery_id`,`number`);--> statement-breakpoint
CREATE INDEX `attempts_account_time_idx` ON `webhook_attempts` (`account_id`,`started_at`);--> statement-breakpoint
CREATE TABLE `webhook_inbox_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`inbox_id` text NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`query` text,
	`headers` text NOT NULL,
	`body` text NOT NULL,
	`response_status` integer NOT NULL,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`inbox_id`) REFERENCES `webhook_inboxes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inbox_requests_inbox_time_idx` ON `webhook_inbox_requests` (`inbox_id`,`received_at`);--> statement-breakpoint
CREATE TABLE `webhook_inboxes` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`token` text NOT NULL,
	`name` text,
	`response_status` integer DEFAULT 200 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inboxes_token_idx` ON `webhook_inboxes` (`token`);--> statement-breakpoint
CREATE INDEX `inboxes_account_idx` ON `webhook_inboxes` (`account_id`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`queue` text NOT NULL,
	`payload` text NOT NULL,
	`status` text NOT NULL,
	`available_at` integer NOT NULL,
	`lease_expires_at` integer,
	`allocation_id` text,
	`lost_count` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `jobs_claim_idx` ON `jobs` (`queue`,`status`,`available_at`);--> statement-breakpoint
CREATE INDEX `jobs_lease_idx` ON `jobs` (`status`,`lease_expires_at`);--> statement-breakpoint
CREATE TABLE `research_tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`query` text NOT NULL,
	`mode` text NOT NULL,
	`status` text NOT NULL,
	`user_timezone` text,
	`user_location` text,
	`output_schema` text,
	`webhook_url` text,
	`webhook_format` text,
	`result` text,
	`structured_result` text,
	`citations` text,
	`updates` text,
	`error` text,
	`rejection_reason` text,
	`job_id` text,
	`created_at` integer NOT NULL,
	`started_at` integer,
	`completed_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `research_account_time_idx` ON `research_tasks` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `research_account_status_time_idx` ON `research_tasks` (`account_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `scout_updates` (
	`id` text PRIMARY KEY NOT NULL,
	`scout_id` text NOT NULL,
	`account_id` text NOT NULL,
	`timestamp` integer NOT NULL,
	`status` text NOT NULL,
	`has_changes` integer NOT NULL,
	`summary` text NOT NULL,
	`report_content` text NOT NULL,
	`findings` text,
	`citations` text,
	`error` text,
	FOREIGN KEY (`scout_id`) REFERENCES `scouts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `scout_updates_scout_time_idx` ON `scout_updates` (`scout_id`,`timestamp`,`id`);--> statement-breakpoint
CREATE TABLE `scouts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`query` text NOT NULL,
	`display_name` text NOT NULL,
	`status` text NOT NULL,
	`output_interval` integer NOT NULL,
	`start_at` integer,
	`next_run_at` integer,
	`last_run_at` integer,
	`user_timezone` text,
	`user_location` text,
	`webhook_url` text,
	`webhook_format` text,
	`notify` text DEFAULT 'changes' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`paused_at` integer,
	`completed_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `scouts_account_time_idx` ON `scouts` (`account_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `scouts_due_idx` ON `scouts` (`status`,`next_run_at`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `usage_events` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`kind` text NOT NULL,
	`ref_id` text,
	`credits` integer NOT NULL,
	`overage` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `usage_account_time_idx` ON `usage_events` (`account_id`,`created_at`);