import type { DbOrTx } from "../../db/client";
import { storedBodyOf } from "../../text";
import { type Statements, statements } from "./sql";
import type {
  AttemptResultRow,
  Claim,
  InterruptWhere,
  NewAttempt,
  NewDeliveryRow,
  OpenAttempt,
  SettleClaimed,
  StrandedTestsWhere,
} from "./types";

// The SQLite side of the log's transitions (./transitions.ts): the prepared statements of ./sql.ts, run
// synchronously on the caller's connection. Each does exactly what its portable twin in ./portable.ts does, and
// answers the same; test/webhooks/log-stores.test.ts runs the transitions on both databases.

const json = (v: unknown) => (v === null ? null : JSON.stringify(v));

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
    d.destinationId ?? null,
    d.dueAt ?? createdAt,
    createdAt,
  );
}

export function enqueueTest(db: DbOrTx, d: Omit<NewDeliveryRow, "sourceType" | "updateId">): void {
  const { id, accountId, sourceId, url, format, event, createdAt } = d;
  statements(db).insertTestDelivery.run(id, accountId, sourceId, url, format, event, createdAt);
}

export function startAttempt(db: DbOrTx, a: NewAttempt): void {
  const s = statements(db);
  const body = storedBodyOf(a.body);
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

export function settleClaimed(
  db: DbOrTx,
  { attemptId, claim, result: r, to, retryAt }: SettleClaimed,
): boolean {
  const s = statements(db);
  writeResult(s, attemptId, r);
  const last = [r.status, r.errorMessage, r.errorClass] as const;
  const { deliveryId, allocationId } = claim;
  const moved =
    to === "succeeded"
      ? s.succeedClaimed.run(...last, r.completedAt, deliveryId, allocationId)
      : to === "retry"
        ? s.retryClaimed.run(...last, retryAt, deliveryId, allocationId)
        : s.failClaimedWith.run(...last, r.completedAt, deliveryId, allocationId);
  if (moved.changes === 1) return true;
  s.lastResultOfClaim.run(...last, deliveryId, allocationId);
  return false;
}

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

export function failClaim(db: DbOrTx, claim: Claim, now: number, error?: string): boolean {
  return statements(db).fail.run(now, error ?? null, claim.deliveryId, claim.allocationId).changes === 1;
}

export function renewClaim(db: DbOrTx, claim: Claim, leaseUntil: number): void {
  statements(db).renew.run(leaseUntil, claim.deliveryId, claim.allocationId);
}

export function releaseClaim(db: DbOrTx, claim: Claim, dueAt: number): void {
  statements(db).release.run(dueAt, claim.deliveryId, claim.allocationId);
}

export function unclaim(db: DbOrTx, claim: Claim): void {
  statements(db).unclaim.run(claim.deliveryId, claim.allocationId);
}

export function deferToSlot(db: DbOrTx, claim: Claim, slot: number): boolean {
  return statements(db).deferToSlot.run({ ...claim, slot }).changes === 1;
}

export function requeueExpired(db: DbOrTx, claim: Claim, lost: number, now: number): boolean {
  return statements(db).requeue.run(now, lost, claim.deliveryId, claim.allocationId).changes === 1;
}

export function hold(db: DbOrTx, claim: Claim, leaseUntil: number): number | undefined {
  const row = statements(db).hold.get(claim.allocationId, leaseUntil, claim.deliveryId) as
    | { dueAt: number }
    | undefined;
  return row?.dueAt;
}

/** Close the open attempts `where` names; returns those it closed. */
export function interrupt(db: DbOrTx, now: number, message: string, where: InterruptWhere): OpenAttempt[] {
  const s = statements(db);
  const open = s.openAttempts.all({
    triggers: JSON.stringify(where.triggers),
    deliveryId: where.deliveryId ?? null,
    startedBefore: where.startedBefore ?? null,
  }) as OpenAttempt[];
  for (const a of open) {
    s.interruptAttempt.run(now, message, a.id);
    s.lastResult.run(null, message, "interrupted", a.deliveryId);
  }
  return open;
}

export function failStrandedTests(db: DbOrTx, now: number, where: StrandedTestsWhere): void {
  statements(db).failStrandedTests.run({
    now,
    deliveryId: where.deliveryId ?? null,
    startedBefore: where.startedBefore ?? null,
  });
}
