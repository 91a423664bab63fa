import type BetterSqlite3 from "better-sqlite3";
import { type Db, type DbOrTx, perConnection } from "../db/client";
import type { WebhookFormat } from "../db/schema";
import { RELEASE, releaseClaim } from "./delivery-queue";
import type { ErrorClass } from "./retry";
import { parseRetiredSecrets, type SigningAccount } from "./signing";

// The write side of the delivery log on the send path. Every delivery runs these statements, so they are
// prepared once per connection and run as plain SQL: building and re-preparing each query through the ORM
// cost more than the HTTP exchange itself (README, "Webhooks: Benchmark"). Column names are
// those of src/db/schema.ts (drizzle, snake_case); the inspector reads the same rows through drizzle.

export type AttemptTrigger = "initial" | "retry" | "manual" | "test";

/** What an attempt needs to know about its delivery and the account's signing secrets. */
export interface AttemptTarget extends SigningAccount {
  id: string;
  accountId: string;
  url: string;
  format: WebhookFormat;
  /** The stored event JSON (unparsed). */
  event: string;
  status: "pending" | "delivering" | "succeeded" | "failed";
  /** Highest attempt number so far (0 when none). */
  lastNumber: number;
}

export interface NewAttempt {
  id: string;
  deliveryId: string;
  accountId: string;
  number: number;
  trigger: AttemptTrigger;
  startedAt: number;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface AttemptResultRow {
  completedAt: number;
  durationMs: number;
  status: number | null;
  headers: Record<string, string> | null;
  body: string | null;
  /** How `body` holds the response (default `utf8`): its text, or base64 of bytes that were not UTF-8. */
  bodyEncoding?: "utf8" | "base64";
  errorClass: ErrorClass | null;
  errorMessage: string | null;
  retryable: boolean;
}

/** A new delivery row, as enqueueDelivery writes it. */
export interface NewDeliveryRow {
  id: string;
  accountId: string;
  sourceType: string;
  sourceId: string | null;
  updateId: string | null;
  url: string;
  format: WebhookFormat;
  /** The event, already JSON. */
  event: string;
  createdAt: number;
}

function prepareAll(c: BetterSqlite3.Database) {
  return {
    target: c.prepare(`select d.id, d.account_id as accountId, d.url, d.format, d.event, d.status,
        a.webhook_secret as webhookSecret, a.retired_webhook_secrets as retired,
        (select coalesce(max(number), 0) from webhook_attempts where delivery_id = d.id) as lastNumber
      from webhook_deliveries d join accounts a on a.id = d.account_id where d.id = ?`),
    insertAttempt:
      c.prepare(`insert into webhook_attempts (id, delivery_id, account_id, number, trigger, started_at,
        request_url, request_headers, request_body) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    countAutomatic: c.prepare(`update webhook_deliveries set attempts = attempts + 1, status = 'delivering',
        next_attempt_at = null where id = ?`),
    countManual: c.prepare(
      "update webhook_deliveries set manual_attempts = manual_attempts + 1 where id = ?",
    ),
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
        ${RELEASE} where id = ? and status <> 'succeeded'`),
    openAttempt: c.prepare(
      "select 1 from webhook_attempts where delivery_id = ? and completed_at is null limit 1",
    ),
    hold: c.prepare(`update webhook_deliveries set status = 'delivering', allocation_id = ?, lease_expires_at = ?
      where id = ? and status = 'pending' and next_attempt_at is not null returning next_attempt_at as dueAt`),
    failTest: c.prepare("update webhook_deliveries set status = 'failed', completed_at = ? where id = ?"),
    insertDelivery:
      c.prepare(`insert into webhook_deliveries (id, account_id, source_type, source_id, update_id,
        url, format, event, status, next_attempt_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`),
    // An automatic attempt's outcome on its delivery, one statement each: the last result, the new status, and
    // the end of the dispatcher's claim. Guarded on the claim and on the delivery still being in flight: when a
    // manual redelivery settled it meanwhile, only the last result is written (and the claim ended), by
    // lastResultOfClaim.
    succeedWith:
      c.prepare(`update webhook_deliveries set last_status_code = ?, last_error = ?, last_error_class = ?,
        status = 'succeeded', completed_at = ?, next_attempt_at = null, ${RELEASE}
      where id = ? and allocation_id = ? and status = 'delivering'`),
    retryWith:
      c.prepare(`update webhook_deliveries set last_status_code = ?, last_error = ?, last_error_class = ?,
        status = 'pending', next_attempt_at = ?, ${RELEASE}
      where id = ? and allocation_id = ? and status = 'delivering'`),
    failWith:
      c.prepare(`update webhook_deliveries set last_status_code = ?, last_error = ?, last_error_class = ?,
        status = 'failed', completed_at = ?, next_attempt_at = null, ${RELEASE}
      where id = ? and allocation_id = ? and status = 'delivering'`),
    lastResultOfClaim:
      c.prepare(`update webhook_deliveries set last_status_code = ?, last_error = ?, last_error_class = ?, ${RELEASE}
      where id = ? and allocation_id = ?`),
  };
}

// One transaction wrapper per connection too: better-sqlite3 builds a new one per transaction() call otherwise.
const statements = perConnection((c) => ({
  ...prepareAll(c),
  inTx: c.transaction((fn: () => unknown) => fn()),
}));
type Statements = ReturnType<typeof statements>;

/** Run `fn` in one transaction (a savepoint when nested). */
export const inTransaction = <T>(db: Db, fn: () => T): T => statements(db).inTx(fn) as T;

type Queued = { run: () => unknown; resolve: (v: unknown) => void; reject: (e: unknown) => void };
const queues = new WeakMap<BetterSqlite3.Database, Queued[]>();

/**
 * Group commit: run `fn` in a transaction shared with every other write queued in the same turn of the event
 * loop, and resolve once that transaction has committed. A commit costs far more than the statements in it, and
 * the deliveries claimed together (or answered together) write together. Each `fn` runs in its own savepoint, so
 * one that throws rejects alone and leaves nothing behind, unless SQLite itself ended the transaction (a full
 * disk): then every write of the batch rejects with that error and none is left.
 */
export function groupCommit<T>(db: Db, fn: () => T): Promise<T> {
  const client = db.$client;
  let queue = queues.get(client);
  if (!queue) {
    queue = [];
    queues.set(client, queue);
  }
  if (queue.length === 0) setImmediate(() => flush(db));
  return new Promise<T>((resolve, reject) => {
    queue.push({ run: fn, resolve: resolve as (v: unknown) => void, reject });
  });
}

function flush(db: Db): void {
  const batch = queues.get(db.$client)!.splice(0);
  const results: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    inTransaction(db, () => {
      for (const item of batch) {
        try {
          results.push({ ok: true, value: inTransaction(db, item.run) });
        } catch (error) {
          // SQLite ended the whole transaction (a full disk, an I/O error): the writes before this one are gone,
          // and the rest must not run outside it, each committing alone. The batch fails as one.
          if (!db.$client.inTransaction) throw error;
          results.push({ ok: false, error });
        }
      }
    });
  } catch (error) {
    for (const item of batch) item.reject(error);
    return;
  }
  batch.forEach((item, i) => {
    const r = results[i]!;
    if (r.ok) item.resolve(r.value);
    else item.reject(r.error);
  });
}

export { uuidv7 } from "../db/ids";

const json = (v: unknown) => (v === null ? null : JSON.stringify(v));

/** Write an open attempt's result; returns 0 when the attempt was no longer open. */
function writeResult(s: Statements, attemptId: string, r: AttemptResultRow): number {
  return s.completeAttempt.run(
    r.completedAt,
    r.durationMs,
    r.status,
    json(r.headers),
    r.body,
    r.bodyEncoding ?? "utf8",
    r.errorClass,
    r.errorMessage,
    r.retryable ? 1 : 0,
    attemptId,
  ).changes;
}

/** The delivery (with its account's secrets and last attempt number), or undefined. */
export function loadTarget(db: Db, deliveryId: string): AttemptTarget | undefined {
  const row = statements(db).target.get(deliveryId) as
    | (Omit<AttemptTarget, "retiredWebhookSecrets"> & { retired: string })
    | undefined;
  if (!row) return undefined;
  const { retired, ...target } = row;
  return { ...target, retiredWebhookSecrets: parseRetiredSecrets(retired) };
}

/**
 * Record an attempt before it is sent, and count it on its delivery (`attempts` for initial/retry/test,
 * `manual_attempts` for manual). Call inside a transaction together with loadTarget, so the number is unique.
 */
export function insertAttempt(db: Db, a: NewAttempt, countsAsAutomatic: boolean): void {
  const s = statements(db);
  s.insertAttempt.run(
    a.id,
    a.deliveryId,
    a.accountId,
    a.number,
    a.trigger,
    a.startedAt,
    a.url,
    json(a.headers),
    a.body,
  );
  (countsAsAutomatic ? s.countAutomatic : s.countManual).run(a.deliveryId);
}

/**
 * Record an attempt's response and outcome, and the delivery's last status/error. `settle` moves the delivery:
 * `succeeded` (any success) or `failed` (a failed test); the dispatcher settles automatic failures itself.
 * Returns whether the delivery newly became succeeded (for the metrics).
 */
export function completeAttempt(
  db: Db,
  attemptId: string,
  deliveryId: string,
  r: AttemptResultRow,
  settle?: "succeeded" | "failed",
): boolean {
  const s = statements(db);
  // Closed meanwhile (as interrupted, its result having waited for room on a full disk): it stays as it is.
  if (writeResult(s, attemptId, r) === 0) return false;
  s.lastResult.run(r.status, r.errorMessage, r.errorClass, deliveryId);
  if (settle === "succeeded") return s.succeed.run(r.completedAt, deliveryId).changes === 1;
  if (settle === "failed") s.failTest.run(r.completedAt, deliveryId);
  return false;
}

/** Whether an attempt of the delivery is in flight: its claim is held, or one of its attempts has no result yet. */
export function attemptInFlight(db: Db, d: { id: string; status: string }): boolean {
  return d.status === "delivering" || statements(db).openAttempt.get(d.id) !== undefined;
}

/**
 * Hold a delivery that waits for an automatic retry while a manual attempt runs, as the dispatcher's claim does
 * (`delivering`, with an allocation and a lease), so the retry cannot start beside it. Returns the retry's due time
 * (to put back with releaseHold) or undefined when the delivery was not waiting for one (nothing to hold).
 */
export function holdDelivery(
  db: Db,
  id: string,
  allocationId: string,
  leaseUntil: number,
): number | undefined {
  const row = statements(db).hold.get(allocationId, leaseUntil, id) as { dueAt: number } | undefined;
  return row?.dueAt;
}

/** End a manual attempt's hold on a delivery it did not settle: pending again, its retry due at `dueAt`. */
export function releaseHold(db: Db, id: string, allocationId: string, dueAt: number): void {
  releaseClaim(db, id, allocationId, dueAt);
}

/** Insert a delivery row (status `pending`, due now) on the connection of `db`, inside its transaction. */
export function insertDelivery(db: DbOrTx, d: NewDeliveryRow): void {
  statements(db).insertDelivery.run(
    d.id,
    d.accountId,
    d.sourceType,
    d.sourceId,
    d.updateId,
    d.url,
    d.format,
    d.event,
    d.createdAt,
    d.createdAt,
  );
}

/**
 * Record an automatic attempt's response and move its delivery in one go, ending the dispatcher's claim
 * `allocationId`: `succeeded`, back to `pending` until `retryAt`, or `failed`. Returns whether the delivery changed
 * status (false: a manual redelivery settled it meanwhile, and only the last result was recorded).
 */
export function completeAutomaticAttempt(
  db: Db,
  attempt: { attemptId: string; deliveryId: string },
  allocationId: string,
  r: AttemptResultRow,
  next: { status: "succeeded" } | { status: "failed" } | { status: "pending"; retryAt: number },
): boolean {
  const s = statements(db);
  const { attemptId, deliveryId } = attempt;
  writeResult(s, attemptId, r);
  const changed =
    next.status === "succeeded"
      ? s.succeedWith.run(r.status, r.errorMessage, r.errorClass, r.completedAt, deliveryId, allocationId)
      : next.status === "pending"
        ? s.retryWith.run(r.status, r.errorMessage, r.errorClass, next.retryAt, deliveryId, allocationId)
        : s.failWith.run(r.status, r.errorMessage, r.errorClass, r.completedAt, deliveryId, allocationId);
  if (changed.changes === 1) return true;
  s.lastResultOfClaim.run(r.status, r.errorMessage, r.errorClass, deliveryId, allocationId);
  return false;
}
