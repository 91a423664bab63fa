DROP INDEX `deliveries_due_idx`;--> statement-breakpoint
CREATE INDEX `deliveries_receiver_due_idx` ON `webhook_deliveries` (`url`,`next_attempt_at`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `deliveries_due_idx` ON `webhook_deliveries` (`next_attempt_at`) WHERE status = 'pending';