CREATE TABLE "webhook_pace" (
	"key" text PRIMARY KEY NOT NULL,
	"next_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "destination_id" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "slot_at" bigint;--> statement-breakpoint
ALTER TABLE "relay_destinations" ADD COLUMN "retry" text;--> statement-breakpoint
ALTER TABLE "relay_destinations" ADD COLUMN "rate_limit_per_s" double precision;--> statement-breakpoint
CREATE INDEX "deliveries_destination_idx" ON "webhook_deliveries" USING btree ("destination_id","status","completed_at") WHERE destination_id is not null;--> statement-breakpoint
UPDATE "webhook_deliveries" SET "destination_id" = ("event"::jsonb -> 'relay' ->> 'destination_id') WHERE "source_type" = 'relay';