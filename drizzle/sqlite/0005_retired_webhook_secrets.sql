ALTER TABLE `accounts` ADD `retired_webhook_secrets` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Hand-written data step: a previous secret still in its overlap becomes the one retired secret, with its expiry.
UPDATE `accounts` SET `retired_webhook_secrets` = json_array(json_object('secret', `previous_webhook_secret`,
  'expiresAt', `previous_webhook_secret_expires_at`))
WHERE `previous_webhook_secret` IS NOT NULL AND `previous_webhook_secret_expires_at` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `accounts` DROP COLUMN `previous_webhook_secret`;--> statement-breakpoint
ALTER TABLE `accounts` DROP COLUMN `previous_webhook_secret_expires_at`;
