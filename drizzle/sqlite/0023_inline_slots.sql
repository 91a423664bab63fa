CREATE TABLE `webhook_inline_slots` (
	`account_id` text NOT NULL,
	`slot` integer NOT NULL,
	`holder` text NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `slot`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
