DROP INDEX `deliveries_due_idx`;--> statement-breakpoint
CREATE INDEX `deliveries_due_idx` ON `webhook_deliveries` (`next_attempt_at`,`url`) WHERE status = 'pending';