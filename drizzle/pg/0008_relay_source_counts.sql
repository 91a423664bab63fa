CREATE TABLE "relay_source_counts" (
	"source_id" text NOT NULL,
	"slot" integer NOT NULL,
	"request_count" bigint DEFAULT 0 NOT NULL,
	"last_request_at" bigint NOT NULL,
	CONSTRAINT "relay_source_counts_source_id_slot_pk" PRIMARY KEY("source_id","slot")
);
--> statement-breakpoint
ALTER TABLE "relay_source_counts" ADD CONSTRAINT "relay_source_counts_source_id_relay_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."relay_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "relay_source_counts" ("source_id", "slot", "request_count", "last_request_at")
  SELECT "id", 0, "request_count", coalesce("last_request_at", "created_at") FROM "relay_sources" WHERE "request_count" > 0;
--> statement-breakpoint
ALTER TABLE "relay_sources" DROP COLUMN "request_count";--> statement-breakpoint
ALTER TABLE "relay_sources" DROP COLUMN "last_request_at";--> statement-breakpoint
-- relay_ingest (drizzle/pg/0007_relay_ingest_function.sql) counts the request on one of its source's slots in
-- relay_source_counts, whose `slot` comes in `r` (src/relay/ingest-pg.ts picks it as countRequest does).
CREATE OR REPLACE FUNCTION relay_ingest(r json, body bytea) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  src text := r->>'sourceId';
  k text := r->>'dedupeKey';
  at bigint := (r->>'receivedAt')::bigint;
  first text;
BEGIN
  IF k IS NOT NULL THEN
    -- The lock serializeAcrossInstances takes (src/db/store/work.ts), on the name firstAcceptedWithKey gives it
    -- (src/relay/requests.ts): instances running either code exclude each other. Each statement of a volatile
    -- function takes a fresh snapshot, so the lookup sees the request the lock's last holder committed.
    PERFORM pg_advisory_xact_lock(hashtextextended('relay-dedupe:' || src || ':' || k, 0));
    -- firstAcceptedWithKey's lookup, as written there (the partial dedupe index, unary + on received_at).
    SELECT q.id INTO first FROM relay_requests q
      WHERE q.source_id = src AND q.dedupe_key = k AND q.status = 'accepted'
        AND +q.received_at >= (r->>'since')::bigint
      ORDER BY +q.received_at;
  END IF;
  INSERT INTO relay_requests (id, source_id, account_id, received_at, method, path, query, headers, body, status,
      reason, dedupe_key)
    VALUES (r->>'id', src, r->>'accountId', at, r->>'method', r->>'path', r->>'query', r->>'headers', body,
      CASE WHEN first IS NULL THEN r->>'status' ELSE 'duplicate' END,
      CASE WHEN first IS NULL THEN r->>'reason' ELSE 'Repeats request ' || first END, k);
  IF first IS NULL AND r->>'status' = 'accepted' THEN
    -- src/webhooks/log/statements.ts's insertDelivery for each.
    INSERT INTO webhook_deliveries (id, account_id, source_type, source_id, update_id, url, format, event,
        request_id, destination_id, status, next_attempt_at, created_at)
      SELECT d.id, d."accountId", d."sourceType", d."sourceId", d."updateId", d.url, d.format, d.event,
        d."requestId", d."destinationId", 'pending', d."dueAt", d."createdAt"
      FROM json_to_recordset(r->'deliveries') AS d(id text, "accountId" text, "sourceType" text,
        "sourceId" text, "updateId" text, url text, format text, event text, "requestId" text,
        "destinationId" text, "dueAt" bigint, "createdAt" bigint);
  END IF;
  -- countRequest (src/relay/sources.ts), last: the slot's row is held until commit, so a source's concurrent
  -- requests, each on a slot picked at random, seldom wait for another's.
  INSERT INTO relay_source_counts AS c (source_id, slot, request_count, last_request_at)
    VALUES (src, (r->>'slot')::int, 1, at)
    ON CONFLICT (source_id, slot) DO UPDATE SET request_count = c.request_count + 1,
      last_request_at = CASE WHEN c.last_request_at >= at THEN c.last_request_at ELSE at END;
  RETURN first;
END;
$$;
