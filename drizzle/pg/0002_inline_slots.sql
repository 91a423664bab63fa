CREATE TABLE "webhook_inline_slots" (
	"account_id" text NOT NULL,
	"slot" integer NOT NULL,
	"holder" text NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "webhook_inline_slots_account_id_slot_pk" PRIMARY KEY("account_id","slot")
);
--> statement-breakpoint
ALTER TABLE "webhook_inline_slots" ADD CONSTRAINT "webhook_inline_slots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;