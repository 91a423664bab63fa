ALTER TABLE `webhook_inbox_requests` ADD `body_truncated` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written data step: before this column, only a body over the cap was answered 413 by the inbox itself unless
-- `?status=413` asked for it; a 413 whose stored body is at the cap (256 KiB) was cut.
UPDATE `webhook_inbox_requests` SET `body_truncated` = 1 WHERE `response_status` = 413 AND length(CAST(`body` AS BLOB)) >= 262144;
