import { perConnection } from "../../db/client";
import { statusIn } from "./machine";

// The delivery log's statements on the send path, prepared once per connection. Every delivery runs them, and
// building and re-preparing each one through drizzle cost more than the HTTP exchange itself (docs/performance.md,
// "No drizzle on the hot path", one of the steps that took the pipeline from 0.11x to 0.26x of a plain request
// loop). Column names are those of src/db/schema.ts (snake_case); the inspector reads the same rows through drizzle
// (src/webhooks/queries.ts), and cold paths of the log (pruning) use drizzle too. These are SQLite's side of the
// log's storage work (./on-sqlite.ts); PostgreSQL runs ./batch-pg.ts's batched statements and ./portable.ts's
// drizzle twins. Each transition's status guard is its entry's in ./machine.ts, pasted in as the statements are
// prepared.

/** Columns a claim hands over: everything an automatic attempt needs. */
export const CLAIMED = `id, account_id as accountId, url, format, event, request_id as requestId, attempts,
  manual_attempts as manualAttempts, lost_count as lostCount, destination_id as destinationId,
  created_at as createdAt, slot_at as slotAt`;

/** SET clause that ends a claim; every statement that moves a delivery out of `delivering` uses it. */
const RELEASE = "allocation_id = null, lease_expires_at = null";

export const statements = perConnection((c) => ({
  insertDelivery:
    c.prepare(`insert into webhook_deliveries (id, account_id, source_type, source_id, update_id,
      url, format, event, request_id, destination_id, status, next_attempt_at, created_at)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`),
  // A test delivery is never due: it has exactly one attempt, made by its sender, and no job.
  insertTestDelivery: c.prepare(`insert into webhook_deliveries (id, account_id, source_type, source_id, url,
      format, event, status, created_at) values (?, ?, 'test', ?, ?, ?, ?, 'pending', ?)`),
  target:
    c.prepare(`select d.id, d.account_id as accountId, d.url, d.format, d.event, d.request_id as requestId,
        d.destination_id as destinationId, d.status,
        a.webhook_secret as webhookSecret, a.retired_webhook_secrets as retired,
        (select coalesce(max(number), 0) from webhook_attempts where delivery_id = d.id) as lastNumber
      from webhook_deliveries d join accounts a on a.id = d.account_id where d.id = ?`),
  account: c.prepare(
    "select webhook_secret as webhookSecret, retired_webhook_secrets as retired from accounts where id = ?",
  ),
  openAttempt: c.prepare(
    "select 1 from webhook_attempts where delivery_id = ? and completed_at is null limit 1",
  ),

  insertAttempt:
    c.prepare(`insert into webhook_attempts (id, delivery_id, account_id, number, trigger, started_at,
      request_url, request_method, request_headers, request_body, request_body_encoding)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
  relayedRequest: c.prepare(`select id, source_id as sourceId, method, path, query, headers, body,
      received_at as receivedAt from relay_requests where id = ?`),
  countAutomatic: c.prepare(`update webhook_deliveries set attempts = attempts + 1, status = 'delivering',
      next_attempt_at = null, slot_at = null where id = ?`),
  countManual: c.prepare("update webhook_deliveries set manual_attempts = manual_attempts + 1 where id = ?"),
  completeAttempt:
    c.prepare(`update webhook_attempts set completed_at = ?, duration_ms = ?, response_status = ?,
      response_headers = ?, response_body = ?, response_body_encoding = ?, error_class = ?, error_message = ?,
      retryable = ?
    where id = ? and completed_at is null`),
  lastResult: c.prepare(
    "update webhook_deliveries set last_status_code = ?, last_error = ?, last_error_class = ? where id = ?",
  ),

  // Ends a manual attempt's hold too (a pending delivery is held while its manual attempt runs).
  succeed:
    c.prepare(`update webhook_deliveries set status = 'succeeded', completed_at = ?, next_attempt_at = null,
      ${RELEASE} where id = ? and ${statusIn("completeAttempt:succeeded")}`),
  failTest:
    c.prepare(`update webhook_deliveries set status = 'failed', completed_at = ?, next_attempt_at = null
      where id = ? and source_type = 'test' and ${statusIn("completeAttempt:failed")}`),
  hold: c.prepare(`update webhook_deliveries set status = 'delivering', allocation_id = ?, lease_expires_at = ?
      where id = ? and ${statusIn("hold")} and next_attempt_at is not null returning next_attempt_at as dueAt`),

  // An automatic attempt's outcome on its delivery, one statement each: the last result, the new status, and the
  // end of the dispatcher's claim. Guarded on the claim and on the delivery still being in flight: when a manual
  // redelivery settled it meanwhile, only the last result is written (and the claim ended), by lastResultOfClaim.
  succeedClaimed: c.prepare(`update webhook_deliveries set last_status_code = ?, last_error = ?,
      last_error_class = ?, status = 'succeeded', completed_at = ?, next_attempt_at = null, ${RELEASE}
    where id = ? and allocation_id = ? and ${statusIn("succeedClaimed")}`),
  retryClaimed:
    c.prepare(`update webhook_deliveries set last_status_code = ?, last_error = ?, last_error_class = ?,
      status = 'pending', next_attempt_at = ?, ${RELEASE}
    where id = ? and allocation_id = ? and ${statusIn("scheduleRetry")}`),
  failClaimedWith: c.prepare(`update webhook_deliveries set last_status_code = ?, last_error = ?,
      last_error_class = ?, status = 'failed', completed_at = ?, next_attempt_at = null, ${RELEASE}
    where id = ? and allocation_id = ? and ${statusIn("failClaimedAttempt")}`),
  lastResultOfClaim: c.prepare(`update webhook_deliveries set last_status_code = ?, last_error = ?,
      last_error_class = ?, ${RELEASE} where id = ? and allocation_id = ?`),

  renew: c.prepare("update webhook_deliveries set lease_expires_at = ? where id = ? and allocation_id = ?"),
  release: c.prepare(`update webhook_deliveries set status = 'pending', next_attempt_at = ?, ${RELEASE}
    where id = ? and allocation_id = ? and ${statusIn("releaseClaim")}`),
  // A claim ends where it began: the claim leaves next_attempt_at as it was, so the delivery keeps its place
  // (an attempt, once started, clears it: then the claim can only be released or settled).
  unclaim: c.prepare(`update webhook_deliveries set status = 'pending', ${RELEASE}
    where id = ? and allocation_id = ? and ${statusIn("unclaim")} and next_attempt_at is not null`),
  fail: c.prepare(`update webhook_deliveries set status = 'failed', completed_at = ?, next_attempt_at = null,
      last_error = coalesce(?, last_error), ${RELEASE}
    where id = ? and allocation_id = ? and ${statusIn("failClaim")}`),
  // The lease index's own predicate (drizzle/sqlite/0003), written as the index is, so the index serves it.
  expired: c.prepare(`select ${CLAIMED}, allocation_id as allocationId, last_error as lastError
    from webhook_deliveries where status = 'delivering' and lease_expires_at < ?`),
  // A rate-limited destination's turn is later: back to pending until the slot it reserved (./pace.ts).
  deferToSlot: c.prepare(`update webhook_deliveries set status = 'pending', next_attempt_at = @slot,
      slot_at = @slot, ${RELEASE} where id = @deliveryId and allocation_id = @allocationId
        and ${statusIn("deferToSlot")}`),
  requeue: c.prepare(`update webhook_deliveries set status = 'pending', next_attempt_at = ?, lost_count = ?,
      ${RELEASE} where id = ? and allocation_id = ? and ${statusIn("requeueExpired")}`),

  // Open attempts come from the partial index of attempts without a result (drizzle/sqlite/0018).
  openAttempts: c.prepare(`select id, trigger, delivery_id as deliveryId from webhook_attempts
    where completed_at is null and trigger in (select value from json_each(@triggers))
      and (@deliveryId is null or delivery_id = @deliveryId)
      and (@startedBefore is null or started_at < @startedBefore)`),
  // Unknown duration: the time since it started includes however long the process was down, and would skew p95.
  interruptAttempt: c.prepare(`update webhook_attempts set completed_at = ?, duration_ms = null,
      error_class = 'interrupted', error_message = ?, retryable = 1 where id = ? and completed_at is null`),
  failStrandedTests: c.prepare(`update webhook_deliveries set status = 'failed', completed_at = @now,
      last_error = 'Interrupted before the test attempt finished'
    where source_type = 'test' and ${statusIn("failStrandedTests")}
      and (@deliveryId is null or id = @deliveryId)
      and (@startedBefore is null or created_at < @startedBefore)`),

  // Each count reads one partial index (it holds exactly those rows), never the table.
  pending: c.prepare("select count(*) as n from webhook_deliveries where status = 'pending'"),
  delivering: c.prepare("select count(*) as n from webhook_deliveries where status = 'delivering'"),
}));

export type Statements = ReturnType<typeof statements>;
