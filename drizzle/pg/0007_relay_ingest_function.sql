-- Relay ingest's writes in one call, so a received request costs PostgreSQL one round trip instead of one per
-- statement (src/relay/ingest-pg.ts calls it; SQLite runs src/relay/ingest.ts's `record`, which this does the same
-- as, statement for statement). `r` is the request row (headers as the JSON text the other writers store), the
-- lookup's window start `since`, and `deliveries`: the delivery rows for the destinations the caller matched, as
-- src/webhooks/event.ts's deliveryRows makes them. The body comes as bytea. Returns the first request's id when
-- this one repeats it (written as `duplicate`, with no deliveries), else null.
CREATE FUNCTION relay_ingest(r json, body bytea) RETURNS text LANGUAGE plpgsql AS $$
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
  -- countRequest (src/relay/sources.ts), last: the source's row is held until commit.
  UPDATE relay_sources SET request_count = request_count + 1,
      last_request_at = CASE WHEN last_request_at >= at THEN last_request_at ELSE at END
    WHERE id = src;
  RETURN first;
END;
$$;
