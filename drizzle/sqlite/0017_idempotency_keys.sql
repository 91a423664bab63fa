CREATE TABLE `idempotency_keys` (
	`account_id` text NOT NULL,
	`key` text NOT NULL,
	`fingerprint` text NOT NULL,
	`status` integer,
	`content_type` text,
	`body` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `key`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);