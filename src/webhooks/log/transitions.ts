import type { DbOrTx } from "../../db/client";
import { metrics } from "../../metrics";
import { storedBody } from "../../text";
import { type Statements, statements } from "./sql";
import type { AttemptResultRow, AttemptTrigger, NewAttempt, NewDeliveryRow } from "./types";

// Every way a delivery or an attempt row changes, one function each. Call them inside a transaction (the job
// runner's turn, src/db/tx.ts `transaction` or `groupCommit`): a transition's statements land together or not at
// all. Each is guarded in SQL on the state it starts from, so a call that does not apply changes nothing.
//
//   enqueue ──> pending ──claim──> delivering ──startAttempt──> (attempt open)
//   delivering ──succeed──> succeeded | ──scheduleRetry──> pending (due later) | ──fail──> failed
//   delivering ──release / unclaim──> pending   delivering (lease ran out) ──requeueExpired──> pending | failed
//   pending (waiting for a retry) ──hold──> delivering (a manual attempt) ──releaseHold──> pending
//   any open attempt ──interrupt──> closed as `interrupted` (it counts)   finished ──prune──> gone

/** The claim that holds a delivery: only its holder may move the delivery on. */
export interface Claim {
  deliveryId: string;
  allocationId: string;
}

const json = (v: unknown) => (v === null ? null : JSON.stringify(v));

/** Record a new delivery, pending and due now. */
export function enqueue(db: DbOrTx, d: NewDeliveryRow): void {
  const { id, accountId, sourceType, sourceId, updateId, url, format, event, createdAt } = d;
  statements(db).insertDelivery.run(
    id,
    accountId,
    sourceType,
    sourceId,
    updateId,
    url,
    format,
    event,
    d.requestId ?? null,
    createdAt,
    createdAt,
  );
}

/** Record a test delivery: pending but never due (its one attempt is made by its sender, at once). */
export function enqueueTest(db: DbOrTx, d: Omit<NewDeliveryRow, "sourceType" | "updateId">): void {
  const { id, accountId, sourceId, url, format, event, createdAt } = d;
  statements(db).insertTestDelivery.run(id, accountId, sourceId, url, format, event, createdAt);
}

/**
 * Record an attempt before it is sent (the request exactly as it will go out) and count it on its delivery:
 * `attempts` for initial / retry / test (the delivery becomes `delivering`), `manual_attempts` for manual.
 */
export function startAttempt(db: DbOrTx, a: NewAttempt): void {
  const s = statements(db);
  const body =
    typeof a.body === "string" ? { body: a.body, bodyEncoding: "utf8" } : storedBody(a.body, false);
  s.insertAttempt.run(
    a.attemptId,
    a.deliveryId,
    a.accountId,
    a.number,
    a.trigger,
    a.startedAt,
    a.url,
    a.method ?? "POST",
    json(a.headers),
    body.body,
    body.bodyEncoding,
  );
  (a.trigger === "manual" ? s.countManual : s.countAutomatic).run(a.deliveryId);
}

/** Write an open attempt's result; 0 when it was no longer open (closed as interrupted meanwhile). */
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

/**
 * An automatic attempt came back: record its result and move the delivery its claim holds — `succeeded`,
 * `pending` until `retryAt`, or `failed` — ending the claim. False when the delivery was no longer in flight (a
 * manual redelivery settled it meanwhile): then only its last result is written.
 */
function settleClaimed(
  db: DbOrTx,
  attemptId: string,
  claim: Claim,
  r: AttemptResultRow,
  move: (s: Statements, last: [number | null, string | null, string | null]) => number,
): boolean {
  const s = statements(db);
  writeResult(s, attemptId, r);
  const last = [r.status, r.errorMessage, r.errorClass] as [number | null, string | null, string | null];
  if (move(s, last) === 1) return true;
  s.lastResultOfClaim.run(...last, claim.deliveryId, claim.allocationId);
  return false;
}

/** delivering → succeeded by the automatic attempt its claim made. */
export function succeedClaimed(db: DbOrTx, attemptId: string, claim: Claim, r: AttemptResultRow): boolean {
  return settleClaimed(
    db,
    attemptId,
    claim,
    r,
    (s, last) => s.succeedClaimed.run(...last, r.completedAt, claim.deliveryId, claim.allocationId).changes,
  );
}

/** delivering → pending until `retryAt`, after a retryable failure with attempts left. */
export function scheduleRetry(
  db: DbOrTx,
  attemptId: string,
  claim: Claim,
  r: AttemptResultRow,
  retryAt: number,
): boolean {
  return settleClaimed(
    db,
    attemptId,
    claim,
    r,
    (s, last) => s.retryClaimed.run(...last, retryAt, claim.deliveryId, claim.allocationId).changes,
  );
}

/** delivering → failed: a final failure, or the last attempt's. */
export function failClaimedAttempt(
  db: DbOrTx,
  attemptId: string,
  claim: Claim,
  r: AttemptResultRow,
): boolean {
  return settleClaimed(
    db,
    attemptId,
    claim,
    r,
    (s, last) => s.failClaimedWith.run(...last, r.completedAt, claim.deliveryId, claim.allocationId).changes,
  );
}

/**
 * A manual or test attempt came back: record its result and the delivery's last result, then `settle` it —
 * `succeeded` (any success, from any unfinished or failed state) or `failed` (a failed test). Returns whether the
 * delivery newly became succeeded. An attempt closed meanwhile (as interrupted) stays as it is.
 */
export function completeAttempt(
  db: DbOrTx,
  attempt: { attemptId: string; deliveryId: string },
  r: AttemptResultRow,
  settle?: "succeeded" | "failed",
): boolean {
  const s = statements(db);
  if (writeResult(s, attempt.attemptId, r) === 0) return false;
  s.lastResult.run(r.status, r.errorMessage, r.errorClass, attempt.deliveryId);
  if (settle === "succeeded") return s.succeed.run(r.completedAt, attempt.deliveryId).changes === 1;
  if (settle === "failed") s.failTest.run(r.completedAt, attempt.deliveryId);
  return false;
}

/** delivering (or pending) → failed without an attempt result, while `allocationId` holds it; counted in metrics. */
export function failClaim(db: DbOrTx, claim: Claim, now: number, error?: string): boolean {
  const changed =
    statements(db).fail.run(now, error ?? null, claim.deliveryId, claim.allocationId).changes === 1;
  if (changed) metrics.webhookDeliveries.inc({ status: "failed" });
  return changed;
}

/** Renew a claim's lease while its attempt runs. */
export function renewClaim(db: DbOrTx, claim: Claim, leaseUntil: number): void {
  statements(db).renew.run(leaseUntil, claim.deliveryId, claim.allocationId);
}

/** delivering → pending, due at `dueAt`: a claim (or a manual attempt's hold) ends without settling. */
export function releaseClaim(db: DbOrTx, claim: Claim, dueAt: number): void {
  statements(db).release.run(dueAt, claim.deliveryId, claim.allocationId);
}

/** delivering → pending, due when it was: a claim handed back in the turn that made it. */
export function unclaim(db: DbOrTx, claim: Claim): void {
  statements(db).unclaim.run(claim.deliveryId, claim.allocationId);
}

/** delivering (lease ran out) → pending, due now, with `lost` lost claims. False if no longer held so. */
export function requeueExpired(db: DbOrTx, claim: Claim, lost: number, now: number): boolean {
  return statements(db).requeue.run(now, lost, claim.deliveryId, claim.allocationId).changes === 1;
}

/**
 * pending (waiting for an automatic retry) → delivering, held by a manual attempt as a claim would be, so the retry
 * cannot start beside it. Returns the retry's due time (for releaseHold), or undefined when there was nothing to
 * hold (the delivery was not waiting for a retry).
 */
export function hold(db: DbOrTx, claim: Claim, leaseUntil: number): number | undefined {
  const row = statements(db).hold.get(claim.allocationId, leaseUntil, claim.deliveryId) as
    | { dueAt: number }
    | undefined;
  return row?.dueAt;
}

/** A manual attempt's hold ends without settling the delivery: pending again, its retry due at `dueAt`. */
export const releaseHold = releaseClaim;

export const INTERRUPTED_MESSAGE = "Interrupted: the process stopped before the response was recorded";

/**
 * Close open attempts (no result) of `triggers` as `interrupted`: a retryable failure that still counts, its
 * duration unknown. Limited to one delivery, and to attempts started before `startedBefore`, when given. The
 * delivery's last result becomes this attempt's (no status code: a 503 of an earlier attempt must not stay on it).
 */
export function interrupt(
  db: DbOrTx,
  now: number,
  where: { triggers: AttemptTrigger[]; deliveryId?: string; startedBefore?: number },
): number {
  const s = statements(db);
  const open = s.openAttempts.all({
    triggers: JSON.stringify(where.triggers),
    deliveryId: where.deliveryId ?? null,
    startedBefore: where.startedBefore ?? null,
  }) as { id: string; trigger: AttemptTrigger; deliveryId: string }[];
  for (const a of open) {
    s.interruptAttempt.run(now, INTERRUPTED_MESSAGE, a.id);
    s.lastResult.run(null, INTERRUPTED_MESSAGE, "interrupted", a.deliveryId);
    metrics.webhookAttempts.inc({ outcome: "retryable", error_class: "interrupted", trigger: a.trigger });
  }
  return open.length;
}

/** Unfinished test deliveries (created before `startedBefore`, when given) → failed: their one attempt is gone. */
export function failStrandedTests(
  db: DbOrTx,
  now: number,
  where: { deliveryId?: string; startedBefore?: number },
) {
  statements(db).failStrandedTests.run({
    now,
    deliveryId: where.deliveryId ?? null,
    startedBefore: where.startedBefore ?? null,
  });
}
