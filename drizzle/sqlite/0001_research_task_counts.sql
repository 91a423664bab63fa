CREATE TABLE `research_task_counts` (
	`account_id` text NOT NULL,
	`status` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`account_id`, `status`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
