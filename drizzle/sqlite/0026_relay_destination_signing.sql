ALTER TABLE `relay_destinations` ADD `signing_secret` text;--> statement-breakpoint
ALTER TABLE `relay_destinations` ADD `retired_signing_secrets` text;