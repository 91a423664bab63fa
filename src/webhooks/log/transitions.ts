import { and, eq, isNull } from "drizzle-orm";
import { batchedOnPg, exec, one, run, type Work } from "../../db/store";
import { metrics } from "../../metrics";
import { storedBodyOf } from "../../text";
import * as batchPg from "./batch-pg";
import * as s from "./statements";
import type { AttemptResultRow, Claim, NewAttempt, NewDeliveryRow, SettleClaimed } from "./types";

// Every way a delivery or an attempt row changes, one function each, as storage work (src/db/store/work.ts). Run
// them inside a transaction (the job runner's turn, a group commit, `tx`): a transition's statements land together
// or not at all. Each is guarded in SQL on the state it starts from, so a call that does not apply changes nothing:
// ./machine.ts is the state machine, every transition's statuses, guard, new status and writes, and the statements
// take their status guards from it.
//
// Each statement is defined once for both databases (./statements.ts). PostgreSQL, where a statement is a round
// trip, runs the send path's writes a batch per statement (./batch-pg.ts); SQLite runs the one-row statements for
// each. test/webhooks/log-transitions.test.ts applies every transition of ./machine.ts to every state on both, and
// log-stores.test.ts and log-batches.test.ts run each path on both.

const lastOf = (r: AttemptResultRow) => ({
  status: r.status,
  error: r.errorMessage,
  errorClass: r.errorClass,
});

/** Record a new delivery, pending and due now. */
export function enqueue(d: NewDeliveryRow): Work<void> {
  return enqueueMany([d]);
}

/** Record new deliveries (a producer's batch): on PostgreSQL one INSERT for them all. */
export function enqueueMany(list: readonly NewDeliveryRow[]): Work<void> {
  return batchedOnPg((db) => batchPg.enqueue(db, list), insertEach(list));
}

function* insertEach(list: readonly NewDeliveryRow[]): Work<void> {
  for (const d of list)
    yield* exec(s.insertDelivery, {
      id: d.id,
      accountId: d.accountId,
      sourceType: d.sourceType,
      sourceId: d.sourceId,
      updateId: d.updateId,
      url: d.url,
      format: d.format,
      event: d.event,
      requestId: d.requestId ?? null,
      destinationId: d.destinationId ?? null,
      dueAt: d.dueAt ?? d.createdAt,
      createdAt: d.createdAt,
    });
}

/** Record a test delivery: pending but never due (its one attempt is made by its sender, at once). */
export function* enqueueTest(d: Omit<NewDeliveryRow, "sourceType" | "updateId">): Work<void> {
  yield* exec(s.insertTestDelivery, d);
}

/**
 * Record an attempt before it is sent (the request exactly as it will go out). An initial or retry attempt was
 * counted by the claim it starts under (in the same transaction); a test's counts on `attempts` (the delivery
 * becomes `delivering`), a manual one on `manual_attempts`.
 */
export function startAttempt(a: NewAttempt): Work<void> {
  return startAttempts([a]);
}

/** startAttempt for several attempts, each of a different delivery: on PostgreSQL one statement for all. */
export function startAttempts(list: readonly NewAttempt[]): Work<void> {
  return batchedOnPg((db) => batchPg.startAttempts(db, list), startEach(list));
}

// Params are written out field by field on the send path: an object spread cost microseconds per call here.
function* startEach(list: readonly NewAttempt[]): Work<void> {
  for (const a of list) {
    const stored = storedBodyOf(a.body);
    yield* exec(s.insertAttempt, {
      id: a.attemptId,
      deliveryId: a.deliveryId,
      accountId: a.accountId,
      number: a.number,
      trigger: a.trigger,
      startedAt: a.startedAt,
      url: a.url,
      method: a.method ?? "POST",
      headers: a.headers,
      body: stored.body,
      bodyEncoding: stored.bodyEncoding,
    });
    // An automatic attempt was counted by its claim (./claim.ts).
    if (a.trigger === "manual" || a.trigger === "test")
      yield* exec(a.trigger === "manual" ? s.countManual : s.countTest, { id: a.deliveryId });
  }
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
  return batchedOnPg((db) => batchPg.settleClaimed(db, list), settleEach(list));
}

function* settleEach(list: readonly SettleClaimed[]): Work<boolean[]> {
  const moved: boolean[] = [];
  for (const { attemptId, claim, result: r, to, retryAt } of list) {
    yield* writeResult(attemptId, r);
    const move =
      to === "succeeded" ? s.succeedClaimed : to === "retry" ? s.retryClaimed : s.failClaimedAttempt;
    const params = {
      id: claim.deliveryId,
      allocationId: claim.allocationId,
      status: r.status,
      error: r.errorMessage,
      errorClass: r.errorClass,
      completedAt: r.completedAt,
      retryAt: retryAt ?? null,
    };
    const done = (yield* exec(move, params)) === 1;
    if (!done) yield* exec(s.lastResultOfClaim, params);
    moved.push(done);
  }
  return moved;
}

/** Write an open attempt's result; 0 when it was no longer open (closed as interrupted meanwhile). */
function writeResult(attemptId: string, r: AttemptResultRow): Work<number> {
  return exec(s.completeAttempt, {
    status: r.status,
    error: r.errorMessage,
    errorClass: r.errorClass,
    id: attemptId,
    completedAt: r.completedAt,
    durationMs: r.durationMs,
    headers: r.headers && JSON.stringify(r.headers),
    body: r.body,
    bodyEncoding: r.bodyEncoding ?? "utf8",
    retryable: r.retryable,
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
export function* completeAttempt(
  attempt: { attemptId: string; deliveryId: string },
  r: AttemptResultRow,
  settle?: "succeeded" | "failed",
): Work<boolean> {
  if ((yield* writeResult(attempt.attemptId, r)) === 0) return false;
  const params = { id: attempt.deliveryId, completedAt: r.completedAt };
  yield* exec(s.lastResult, { ...params, ...lastOf(r) });
  if (settle === "succeeded") return (yield* exec(s.succeed, params)) === 1;
  if (settle === "failed") yield* exec(s.failTest, params);
  return false;
}

/** delivering (or pending) → failed without an attempt result, while `allocationId` holds it; counted in metrics. */
export function* failClaim(claim: Claim, now: number, error?: string): Work<boolean> {
  const changed =
    (yield* exec(s.failClaim, {
      id: claim.deliveryId,
      allocationId: claim.allocationId,
      now,
      error: error ?? null,
    })) === 1;
  if (changed) metrics.webhookDeliveries.inc({ status: "failed" });
  return changed;
}

/** Renew a claim's lease while its attempt runs. */
export function* renewClaim(claim: Claim, leaseUntil: number): Work<void> {
  yield* exec(s.renewClaim, { id: claim.deliveryId, allocationId: claim.allocationId, leaseUntil });
}

/** delivering → pending, due at `dueAt`: a claim (or a manual attempt's hold) ends without settling. */
export function* releaseClaim(claim: Claim, dueAt: number): Work<void> {
  yield* exec(s.releaseClaim, { id: claim.deliveryId, allocationId: claim.allocationId, dueAt });
}

/** delivering → pending, due when it was: a claim handed back in the turn that made it. */
export function* unclaim(claim: Claim): Work<void> {
  yield* exec(s.unclaim, { id: claim.deliveryId, allocationId: claim.allocationId });
}

/**
 * delivering → pending until `slot`, the start its destination's rate limit reserved for it (./pace.ts), which
 * its next claim keeps. False when the claim no longer held it.
 */
export function* deferToSlot(claim: Claim, slot: number): Work<boolean> {
  return (yield* exec(s.deferToSlot, { id: claim.deliveryId, allocationId: claim.allocationId, slot })) === 1;
}

/** delivering (lease ran out) → pending, due now, with `lost` lost claims. False if no longer held so. */
export function* requeueExpired(claim: Claim, lost: number, now: number): Work<boolean> {
  return (
    (yield* exec(s.requeueExpired, { id: claim.deliveryId, allocationId: claim.allocationId, lost, now })) ===
    1
  );
}

/**
 * pending (waiting for an automatic retry) → delivering, held by a manual attempt as a claim would be, so the retry
 * cannot start beside it. Returns the retry's due time (for releaseHold), or undefined when there was nothing to
 * hold (the delivery was not waiting for a retry).
 */
export function* hold(claim: Claim, leaseUntil: number): Work<number | undefined> {
  return (
    (yield* one(s.hold, { id: claim.deliveryId, allocationId: claim.allocationId, leaseUntil }))?.dueAt ??
    undefined
  );
}

/** A manual attempt's hold ends without settling the delivery: pending again, its retry due at `dueAt`. */
export const releaseHold = releaseClaim;
