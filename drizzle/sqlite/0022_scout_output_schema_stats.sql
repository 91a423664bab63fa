ALTER TABLE `scout_updates` ADD `structured_result` text;--> statement-breakpoint
ALTER TABLE `scout_updates` ADD `stats` text;--> statement-breakpoint
ALTER TABLE `scouts` ADD `output_schema` text;--> statement-breakpoint
ALTER TABLE `scouts` ADD `skip_email` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `scouts` ADD `is_public` integer DEFAULT false NOT NULL;