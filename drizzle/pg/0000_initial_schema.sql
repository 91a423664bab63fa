CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credits_balance" bigint NOT NULL,
	"billing_enabled" boolean DEFAULT false NOT NULL,
	"webhook_secret" text NOT NULL,
	"retired_webhook_secrets" text DEFAULT '[]' NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "accounts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text DEFAULT 'default' NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" bigint NOT NULL,
	"last_used_at" bigint,
	"revoked_at" bigint
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"account_id" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	"created_at" bigint NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"payload" text NOT NULL,
	"status" text NOT NULL,
	"available_at" bigint NOT NULL,
	"lease_expires_at" bigint,
	"allocation_id" text,
	"lost_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"group_key" text,
	"subject" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"key_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text,
	"credits" bigint NOT NULL,
	"overage" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "browsing_steps" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"step" integer NOT NULL,
	"action" text NOT NULL,
	"url" text,
	"title" text,
	"image" "bytea" NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "browsing_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"task" text NOT NULL,
	"start_url" text,
	"max_steps" integer NOT NULL,
	"agent" text,
	"output_schema" text,
	"status" text NOT NULL,
	"result" text,
	"structured_result" text,
	"error" text,
	"rejection_reason" text,
	"webhook_url" text,
	"webhook_format" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"job_id" text,
	"created_at" bigint NOT NULL,
	"started_at" bigint,
	"completed_at" bigint
);
--> statement-breakpoint
CREATE TABLE "research_task_counts" (
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "research_task_counts_account_id_status_pk" PRIMARY KEY("account_id","status")
);
--> statement-breakpoint
CREATE TABLE "research_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"query" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"user_timezone" text,
	"user_location" text,
	"output_schema" text,
	"webhook_url" text,
	"webhook_format" text,
	"result" text,
	"structured_result" text,
	"citations" text,
	"updates" text,
	"error" text,
	"rejection_reason" text,
	"job_id" text,
	"created_at" bigint NOT NULL,
	"started_at" bigint,
	"completed_at" bigint
);
--> statement-breakpoint
CREATE TABLE "scout_updates" (
	"id" text PRIMARY KEY NOT NULL,
	"scout_id" text NOT NULL,
	"account_id" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"status" text NOT NULL,
	"has_changes" boolean NOT NULL,
	"summary" text NOT NULL,
	"report_content" text NOT NULL,
	"findings" text,
	"findings_version" integer DEFAULT 1 NOT NULL,
	"citations" text,
	"error" text,
	"structured_result" text,
	"stats" text
);
--> statement-breakpoint
CREATE TABLE "scouts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"query" text NOT NULL,
	"display_name" text NOT NULL,
	"status" text NOT NULL,
	"output_interval" integer NOT NULL,
	"start_at" bigint,
	"next_run_at" bigint,
	"last_run_at" bigint,
	"baseline_at" bigint,
	"ignore" text DEFAULT '[]' NOT NULL,
	"user_timezone" text,
	"user_location" text,
	"webhook_url" text,
	"webhook_format" text,
	"notify" text DEFAULT 'changes' NOT NULL,
	"output_schema" text,
	"skip_email" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"paused_at" bigint,
	"completed_at" bigint
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text,
	"update_id" text,
	"url" text NOT NULL,
	"format" text NOT NULL,
	"request_id" text,
	"event" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"manual_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint,
	"last_status_code" integer,
	"last_error" text,
	"last_error_class" text,
	"created_at" bigint NOT NULL,
	"completed_at" bigint,
	"lease_expires_at" bigint,
	"allocation_id" text,
	"lost_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"account_id" text NOT NULL,
	"number" integer NOT NULL,
	"trigger" text NOT NULL,
	"started_at" bigint NOT NULL,
	"completed_at" bigint,
	"duration_ms" integer,
	"request_url" text NOT NULL,
	"request_method" text DEFAULT 'POST' NOT NULL,
	"request_headers" text NOT NULL,
	"request_body" text NOT NULL,
	"request_body_encoding" text DEFAULT 'utf8' NOT NULL,
	"response_status" integer,
	"response_headers" text,
	"response_body" text,
	"response_body_encoding" text DEFAULT 'utf8' NOT NULL,
	"error_class" text,
	"error_message" text,
	"retryable" boolean
);
--> statement-breakpoint
CREATE TABLE "webhook_inbox_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"inbox_id" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"query" text,
	"headers" text NOT NULL,
	"body" text NOT NULL,
	"body_encoding" text DEFAULT 'utf8' NOT NULL,
	"body_truncated" boolean DEFAULT false NOT NULL,
	"response_status" integer NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_inboxes" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"token" text NOT NULL,
	"name" text,
	"response_status" integer DEFAULT 200 NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relay_destinations" (
	"id" text PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"account_id" text NOT NULL,
	"url" text NOT NULL,
	"format" text DEFAULT 'passthrough' NOT NULL,
	"filter" text,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relay_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"account_id" text NOT NULL,
	"received_at" bigint NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"query" text,
	"headers" text NOT NULL,
	"body" "bytea" NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"dedupe_key" text
);
--> statement-breakpoint
CREATE TABLE "relay_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"token" text NOT NULL,
	"verify_scheme" text,
	"verify_secret" text,
	"verify_header" text,
	"previous_secret" text,
	"previous_secret_until" bigint,
	"request_count" bigint DEFAULT 0 NOT NULL,
	"last_request_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_sessions" ADD CONSTRAINT "platform_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_sessions" ADD CONSTRAINT "platform_sessions_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "browsing_steps" ADD CONSTRAINT "browsing_steps_task_id_browsing_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."browsing_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "browsing_tasks" ADD CONSTRAINT "browsing_tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_task_counts" ADD CONSTRAINT "research_task_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_tasks" ADD CONSTRAINT "research_tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_updates" ADD CONSTRAINT "scout_updates_scout_id_scouts_id_fk" FOREIGN KEY ("scout_id") REFERENCES "public"."scouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scouts" ADD CONSTRAINT "scouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_inbox_requests" ADD CONSTRAINT "webhook_inbox_requests_inbox_id_webhook_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."webhook_inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_inboxes" ADD CONSTRAINT "webhook_inboxes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_destinations" ADD CONSTRAINT "relay_destinations_source_id_relay_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."relay_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_requests" ADD CONSTRAINT "relay_requests_source_id_relay_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."relay_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_sources" ADD CONSTRAINT "relay_sources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_idx" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_account_idx" ON "api_keys" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("queue","status","available_at");--> statement-breakpoint
CREATE INDEX "jobs_group_idx" ON "jobs" USING btree ("queue","group_key","available_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("status","lease_expires_at");--> statement-breakpoint
CREATE INDEX "jobs_subject_idx" ON "jobs" USING btree ("queue","subject") WHERE status in ('pending', 'running') and subject is not null;--> statement-breakpoint
CREATE INDEX "platform_sessions_expiry_idx" ON "platform_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "usage_account_time_idx" ON "usage_events" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "usage_ref_idx" ON "usage_events" USING btree ("ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "browsing_steps_task_step_idx" ON "browsing_steps" USING btree ("task_id","step");--> statement-breakpoint
CREATE INDEX "browsing_account_time_idx" ON "browsing_tasks" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "browsing_account_status_time_idx" ON "browsing_tasks" USING btree ("account_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "research_account_time_idx" ON "research_tasks" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "research_account_status_time_idx" ON "research_tasks" USING btree ("account_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "scout_updates_scout_time_idx" ON "scout_updates" USING btree ("scout_id","timestamp","id");--> statement-breakpoint
CREATE INDEX "scouts_account_time_idx" ON "scouts" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "scouts_due_idx" ON "scouts" USING btree ("status","next_run_at");--> statement-breakpoint
CREATE INDEX "deliveries_account_time_idx" ON "webhook_deliveries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "deliveries_source_idx" ON "webhook_deliveries" USING btree ("account_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "deliveries_receiver_due_idx" ON "webhook_deliveries" USING btree ("url","next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "deliveries_lease_idx" ON "webhook_deliveries" USING btree ("lease_expires_at") WHERE status = 'delivering';--> statement-breakpoint
CREATE INDEX "deliveries_request_idx" ON "webhook_deliveries" USING btree ("request_id") WHERE request_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_delivery_number_idx" ON "webhook_attempts" USING btree ("delivery_id","number");--> statement-breakpoint
CREATE INDEX "attempts_account_time_idx" ON "webhook_attempts" USING btree ("account_id","started_at");--> statement-breakpoint
CREATE INDEX "attempts_open_idx" ON "webhook_attempts" USING btree ("started_at") WHERE completed_at is null;--> statement-breakpoint
CREATE INDEX "inbox_requests_inbox_time_idx" ON "webhook_inbox_requests" USING btree ("inbox_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inboxes_token_idx" ON "webhook_inboxes" USING btree ("token");--> statement-breakpoint
CREATE INDEX "inboxes_account_idx" ON "webhook_inboxes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "relay_destinations_source_idx" ON "relay_destinations" USING btree ("source_id","created_at");--> statement-breakpoint
CREATE INDEX "relay_requests_source_idx" ON "relay_requests" USING btree ("source_id","received_at","id");--> statement-breakpoint
CREATE INDEX "relay_requests_dedupe_idx" ON "relay_requests" USING btree ("source_id","dedupe_key") WHERE dedupe_key is not null and status = 'accepted';--> statement-breakpoint
CREATE INDEX "relay_requests_time_idx" ON "relay_requests" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "relay_sources_token_idx" ON "relay_sources" USING btree ("token");--> statement-breakpoint
CREATE INDEX "relay_sources_account_idx" ON "relay_sources" USING btree ("account_id","created_at","id");