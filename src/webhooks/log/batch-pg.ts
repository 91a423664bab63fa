import { sql } from "drizzle-orm";
import type { PgExec } from "../../db/store";
import { storedBodyOf } from "../../text";
import { statusIn, statusNotIn } from "./machine";
import type { NewAttempt, NewDeliveryRow, SettleClaimed } from "./types";

// The delivery log's hot writes on PostgreSQL, a batch in one statement each: every statement is a round trip
// there, a producer enqueues many deliveries at once, and a turn of the job runner starts and settles many
// attempts (docs/performance.md, "PostgreSQL: a turn in a handful of round trips"). The rows go as one JSON
// parameter read back with json_to_recordset; the writes of one call are data-modifying CTEs of one statement, so
// they land together. Each does what SQLite does one row at a time with ./statements.ts, with the same guards
// (test/webhooks/log-stores.test.ts runs both).

/** The settles' status guard (./machine.ts), and the statuses it refuses, as SQL made once. */
const SETTLES = ["succeedClaimed", "scheduleRetry", "failClaimedAttempt"] as const;
const SETTLING = sql.raw(statusIn(SETTLES, "d.status"));
const SETTLED = sql.raw(statusNotIn(SETTLES, "d.status"));

/** Record new deliveries, pending and due (./statements.ts's insertDelivery for each): a producer's batch in one INSERT. */
export async function enqueue(db: PgExec, list: readonly NewDeliveryRow[]): Promise<void> {
  if (list.length === 0) return;
  const rows = list.map((d) => ({
    id: d.id,
    account_id: d.accountId,
    source_type: d.sourceType,
    source_id: d.sourceId,
    update_id: d.updateId,
    url: d.url,
    format: d.format,
    event: d.event,
    request_id: d.requestId ?? null,
    destination_id: d.destinationId ?? null,
    next_attempt_at: d.dueAt ?? d.createdAt,
    created_at: d.createdAt,
  }));
  await db.execute(sql`insert into webhook_deliveries (id, account_id, source_type, source_id, update_id, url,
      format, event, request_id, destination_id, status, next_attempt_at, created_at)
    select id, account_id, source_type, source_id, update_id, url, format, event, request_id, destination_id,
      'pending', next_attempt_at, created_at
    from json_to_recordset(${JSON.stringify(rows)}::json) as v(id text, account_id text, source_type text,
      source_id text, update_id text, url text, format text, event text, request_id text, destination_id text,
      next_attempt_at bigint, created_at bigint)`);
}

/**
 * Record attempts before they are sent (one delivery once per call): a test's and a manual one counted on their
 * deliveries, an initial or retry one already counted by its claim (./claim-pg.ts).
 */
export async function startAttempts(db: PgExec, list: readonly NewAttempt[]): Promise<void> {
  if (list.length === 0) return;
  const rows = list.map((a) => {
    const body = storedBodyOf(a.body);
    return {
      id: a.attemptId,
      delivery_id: a.deliveryId,
      account_id: a.accountId,
      number: a.number,
      trigger: a.trigger,
      started_at: a.startedAt,
      url: a.url,
      method: a.method ?? "POST",
      headers: JSON.stringify(a.headers),
      body: body.body,
      body_encoding: body.bodyEncoding,
    };
  });
  await db.execute(sql`with v as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as v(id text, delivery_id text,
        account_id text, number int, trigger text, started_at bigint, url text, method text, headers text,
        body text, body_encoding text)),
    inserted as (
      insert into webhook_attempts (id, delivery_id, account_id, number, trigger, started_at, request_url,
        request_method, request_headers, request_body, request_body_encoding)
      select id, delivery_id, account_id, number, trigger, started_at, url, method, headers, body, body_encoding
      from v),
    tests as (
      update webhook_deliveries d set attempts = d.attempts + 1, status = 'delivering', next_attempt_at = null,
        slot_at = null
      from v where d.id = v.delivery_id and v.trigger = 'test')
    update webhook_deliveries d set manual_attempts = d.manual_attempts + 1
    from v where d.id = v.delivery_id and v.trigger = 'manual'`);
}

/**
 * Write automatic attempts' results and move their deliveries as their claims hold them (SQLite
 * runs ./transitions.ts's settleClaimedMany one by one): only a delivery still `delivering` moves; one a manual redelivery settled meanwhile
 * gets only the last result. Either way the claim ends. Returns, per item in order, whether its delivery moved.
 */
export async function settleClaimed(db: PgExec, list: readonly SettleClaimed[]): Promise<boolean[]> {
  if (list.length === 0) return [];
  const rows = list.map((s) => ({
    attempt_id: s.attemptId,
    delivery_id: s.claim.deliveryId,
    allocation_id: s.claim.allocationId,
    completed_at: s.result.completedAt,
    duration_ms: s.result.durationMs,
    status: s.result.status,
    headers: s.result.headers && JSON.stringify(s.result.headers),
    body: s.result.body,
    body_encoding: s.result.bodyEncoding ?? "utf8",
    error_class: s.result.errorClass,
    error_message: s.result.errorMessage,
    retryable: s.result.retryable,
    moved_to: s.to === "retry" ? "pending" : s.to,
    retry_at: s.to === "retry" ? (s.retryAt ?? null) : null,
  }));
  // `moved` and `kept` update disjoint rows (delivering or not, in the statement's one snapshot).
  const { rows: moved } = await db.execute(sql`with v as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as v(attempt_id text, delivery_id text,
        allocation_id text, completed_at bigint, duration_ms int, status int, headers text, body text,
        body_encoding text, error_class text, error_message text, retryable boolean, moved_to text,
        retry_at bigint)),
    results as (
      update webhook_attempts a set completed_at = v.completed_at, duration_ms = v.duration_ms,
        response_status = v.status, response_headers = v.headers, response_body = v.body,
        response_body_encoding = v.body_encoding, error_class = v.error_class, error_message = v.error_message,
        retryable = v.retryable
      from v where a.id = v.attempt_id and a.completed_at is null),
    moved as (
      update webhook_deliveries d set last_status_code = v.status, last_error = v.error_message,
        last_error_class = v.error_class, status = v.moved_to,
        completed_at = case when v.moved_to = 'pending' then d.completed_at else v.completed_at end,
        next_attempt_at = v.retry_at, allocation_id = null, lease_expires_at = null, slot_at = null
      from v where d.id = v.delivery_id and d.allocation_id = v.allocation_id and ${SETTLING}
      returning d.id),
    kept as (
      update webhook_deliveries d set last_status_code = v.status, last_error = v.error_message,
        last_error_class = v.error_class, allocation_id = null, lease_expires_at = null
      from v where d.id = v.delivery_id and d.allocation_id = v.allocation_id and ${SETTLED})
    select id from moved`);
  const ids = new Set(moved.map((r) => r.id as string));
  return list.map((s) => ids.has(s.claim.deliveryId));
}
