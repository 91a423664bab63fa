import { and, eq, isNull } from "drizzle-orm";
import { fastOnSqlite, native, run, type Work } from "../../db/store";
import { metrics } from "../../metrics";
import { storedBodyOf } from "../../text";
import * as batchPg from "./batch-pg";
import * as onSqlite from "./on-sqlite";
import * as portable from "./portable";
import * as sweep from "./portable-sweep";
import type {
  AttemptResultRow,
  Claim,
  InterruptWhere,
  NewAttempt,
  NewDeliveryRow,
  SettleClaimed,
  StrandedTestsWhere,
} from "./types";

// Every way a delivery or an attempt row changes, one function each, as storage work (src/db/store/work.ts). Run
// them inside a transaction (the job runner's turn, a group commit, `tx`): a transition's statements land together
// or not at all. Each is guarded in SQL on the state it starts from, so a call that does not apply changes nothing:
// ./machine.ts is the state machine, every transition's statuses, guard, new status and writes, and the statements
// take their status guards from it.
//
// SQLite runs the prepared statements of ./sql.ts synchronously (./on-sqlite.ts: every delivery runs them, and
// drizzle cost more than the HTTP exchange, docs/performance.md); PostgreSQL runs the send path's writes a batch
// per statement (./batch-pg.ts) and the rest as drizzle twins (./portable.ts). Both do the same;
// test/webhooks/log-transitions.test.ts applies every transition of ./machine.ts to every state on both, and
// log-stores.test.ts and log-batches.test.ts run each path on both.

/** Record a new delivery, pending and due now. */
export function enqueue(d: NewDeliveryRow): Work<void> {
  return enqueueMany([d]);
}

/** Record new deliveries (a producer's batch): on PostgreSQL one INSERT for them all. */
export function enqueueMany(list: readonly NewDeliveryRow[]): Work<void> {
  return native({
    sqlite: (db) => {
      for (const d of list) onSqlite.enqueue(db, d);
    },
    pg: (db) => batchPg.enqueue(db, list),
  });
}

/** Record a test delivery: pending but never due (its one attempt is made by its sender, at once). */
export function enqueueTest(d: Omit<NewDeliveryRow, "sourceType" | "updateId">): Work<void> {
  return fastOnSqlite(
    (db) => onSqlite.enqueueTest(db, d),
    () => portable.enqueueTest(d),
  );
}

/**
 * Record an attempt before it is sent (the request exactly as it will go out) and count it on its delivery:
 * `attempts` for initial / retry / test (the delivery becomes `delivering`), `manual_attempts` for manual.
 */
export function startAttempt(a: NewAttempt): Work<void> {
  return startAttempts([a]);
}

/** startAttempt for several attempts, each of a different delivery: on PostgreSQL one statement for all. */
export function startAttempts(list: readonly NewAttempt[]): Work<void> {
  return native({
    sqlite: (db) => {
      for (const a of list) onSqlite.startAttempt(db, a);
    },
    pg: (db) => batchPg.startAttempts(db, list),
  });
}

/**
 * An open attempt's request, rewritten before it is sent: a relay destination's transform (src/relay/transform.ts)
 * ran after the attempt was recorded, so the row says what really went out. One drizzle statement on both
 * databases: only transformed forwards take it.
 */
export function* rewriteAttempt(
  a: Pick<NewAttempt, "attemptId" | "url" | "method" | "headers" | "body">,
): Work<void> {
  const body = storedBodyOf(a.body);
  yield* run((db, t) =>
    db
      .update(t.deliveryAttempts)
      .set({
        requestUrl: a.url,
        requestMethod: a.method ?? "POST",
        requestHeaders: { ...a.headers },
        requestBody: body.body,
        requestBodyEncoding: body.bodyEncoding,
      })
      .where(and(eq(t.deliveryAttempts.id, a.attemptId), isNull(t.deliveryAttempts.completedAt))),
  );
}

/**
 * Automatic attempts came back: record each result and move the delivery its claim holds — `succeeded`,
 * `pending` until `retryAt`, or `failed` — ending the claim. Per item, false when the delivery was no longer in
 * flight (a manual redelivery settled it meanwhile): then only its last result is written. On PostgreSQL one
 * statement for all of them (a turn's settles).
 */
export function settleClaimedMany(list: readonly SettleClaimed[]): Work<boolean[]> {
  return native({
    sqlite: (db) => list.map((s) => onSqlite.settleClaimed(db, s)),
    pg: (db) => batchPg.settleClaimed(db, list),
  });
}

function* settleClaimed(
  attemptId: string,
  claim: Claim,
  result: AttemptResultRow,
  to: SettleClaimed["to"],
  retryAt?: number,
): Work<boolean> {
  return (yield* settleClaimedMany([{ attemptId, claim, result, to, retryAt }]))[0]!;
}

/** delivering → succeeded by the automatic attempt its claim made. */
export function succeedClaimed(attemptId: string, claim: Claim, r: AttemptResultRow): Work<boolean> {
  return settleClaimed(attemptId, claim, r, "succeeded");
}

/** delivering → pending until `retryAt`, after a retryable failure with attempts left. */
export function scheduleRetry(
  attemptId: string,
  claim: Claim,
  r: AttemptResultRow,
  retryAt: number,
): Work<boolean> {
  return settleClaimed(attemptId, claim, r, "retry", retryAt);
}

/** delivering → failed: a final failure, or the last attempt's. */
export function failClaimedAttempt(attemptId: string, claim: Claim, r: AttemptResultRow): Work<boolean> {
  return settleClaimed(attemptId, claim, r, "failed");
}

/**
 * A manual or test attempt came back: record its result and the delivery's last result, then `settle` it —
 * `succeeded` (any success, from any unfinished or failed state) or `failed` (a failed test). Returns whether the
 * delivery newly became succeeded. An attempt closed meanwhile (as interrupted) stays as it is.
 */
export function completeAttempt(
  attempt: { attemptId: string; deliveryId: string },
  r: AttemptResultRow,
  settle?: "succeeded" | "failed",
): Work<boolean> {
  return fastOnSqlite(
    (db) => onSqlite.completeAttempt(db, attempt, r, settle),
    () => portable.completeAttempt(attempt, r, settle),
  );
}

/** delivering (or pending) → failed without an attempt result, while `allocationId` holds it; counted in metrics. */
export function* failClaim(claim: Claim, now: number, error?: string): Work<boolean> {
  const changed = yield* fastOnSqlite(
    (db) => onSqlite.failClaim(db, claim, now, error),
    () => portable.failClaim(claim, now, error),
  );
  if (changed) metrics.webhookDeliveries.inc({ status: "failed" });
  return changed;
}

/** Renew a claim's lease while its attempt runs. */
export function renewClaim(claim: Claim, leaseUntil: number): Work<void> {
  return fastOnSqlite(
    (db) => onSqlite.renewClaim(db, claim, leaseUntil),
    () => portable.renewClaim(claim, leaseUntil),
  );
}

/** delivering → pending, due at `dueAt`: a claim (or a manual attempt's hold) ends without settling. */
export function releaseClaim(claim: Claim, dueAt: number): Work<void> {
  return fastOnSqlite(
    (db) => onSqlite.releaseClaim(db, claim, dueAt),
    () => portable.releaseClaim(claim, dueAt),
  );
}

/** delivering → pending, due when it was: a claim handed back in the turn that made it. */
export function unclaim(claim: Claim): Work<void> {
  return fastOnSqlite(
    (db) => onSqlite.unclaim(db, claim),
    () => portable.unclaim(claim),
  );
}

/**
 * delivering → pending until `slot`, the start its destination's rate limit reserved for it (./pace.ts), which
 * its next claim keeps. False when the claim no longer held it.
 */
export function deferToSlot(claim: Claim, slot: number): Work<boolean> {
  return fastOnSqlite(
    (db) => onSqlite.deferToSlot(db, claim, slot),
    () => portable.deferToSlot(claim, slot),
  );
}

/** delivering (lease ran out) → pending, due now, with `lost` lost claims. False if no longer held so. */
export function requeueExpired(claim: Claim, lost: number, now: number): Work<boolean> {
  return fastOnSqlite(
    (db) => onSqlite.requeueExpired(db, claim, lost, now),
    () => portable.requeueExpired(claim, lost, now),
  );
}

/**
 * pending (waiting for an automatic retry) → delivering, held by a manual attempt as a claim would be, so the retry
 * cannot start beside it. Returns the retry's due time (for releaseHold), or undefined when there was nothing to
 * hold (the delivery was not waiting for a retry).
 */
export function hold(claim: Claim, leaseUntil: number): Work<number | undefined> {
  return fastOnSqlite(
    (db) => onSqlite.hold(db, claim, leaseUntil),
    () => portable.hold(claim, leaseUntil),
  );
}

/** A manual attempt's hold ends without settling the delivery: pending again, its retry due at `dueAt`. */
export const releaseHold = releaseClaim;

export const INTERRUPTED_MESSAGE = "Interrupted: the process stopped before the response was recorded";

/**
 * Close open attempts (no result) of `triggers` as `interrupted`: a retryable failure that still counts, its
 * duration unknown. Limited to one delivery, and to attempts started before `startedBefore`, when given. The
 * delivery's last result becomes this attempt's (no status code: a 503 of an earlier attempt must not stay on it).
 * Returns how many it closed.
 */
export function* interrupt(now: number, where: InterruptWhere): Work<number> {
  const closed = yield* fastOnSqlite(
    (db) => onSqlite.interrupt(db, now, INTERRUPTED_MESSAGE, where),
    () => sweep.interrupt(now, INTERRUPTED_MESSAGE, where),
  );
  for (const a of closed)
    metrics.webhookAttempts.inc({ outcome: "retryable", error_class: "interrupted", trigger: a.trigger });
  return closed.length;
}

/** Unfinished test deliveries (created before `startedBefore`, when given) → failed: their one attempt is gone. */
export function failStrandedTests(now: number, where: StrandedTestsWhere): Work<void> {
  return fastOnSqlite(
    (db) => onSqlite.failStrandedTests(db, now, where),
    () => sweep.failStrandedTests(now, where),
  );
}
