ALTER TABLE "relay_destinations" ADD COLUMN "signing_secret" text;--> statement-breakpoint
ALTER TABLE "relay_destinations" ADD COLUMN "retired_signing_secrets" text;