import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { get, run, type Work } from "../../db/store";
import type { Tables } from "../../db/store/work";
import { statusWhere, type TransitionName } from "./machine";
import type { AttemptResultRow, Claim, NewDeliveryRow } from "./types";

// The portable side of the log's transitions (./transitions.ts): the same statements as ./sql.ts's, built with
// drizzle from the store's tables, so PostgreSQL runs them (SQLite runs ./on-sqlite.ts). Same guards (the status
// guards from ./machine.ts), same effects, same answers (changed-row counts included);
// test/webhooks/log-stores.test.ts runs the transitions on both.

/** What ends a claim; every write that moves a delivery out of `delivering` sets it (sql.ts's RELEASE). */
const RELEASE = { allocationId: null, leaseExpiresAt: null };
type DeliveryValues = Partial<Tables["deliveries"]["$inferInsert"]>;

export function* enqueueTest(d: Omit<NewDeliveryRow, "sourceType" | "updateId">): Work<void> {
  yield* run((db, t) =>
    db.insert(t.deliveries).values({
      id: d.id,
      accountId: d.accountId,
      sourceType: "test",
      sourceId: d.sourceId,
      url: d.url,
      format: d.format,
      event: sql`${d.event}`,
      status: "pending",
      createdAt: d.createdAt,
    }),
  );
}

function writeResult(attemptId: string, r: AttemptResultRow): Work<number> {
  return run((db, t) =>
    db
      .update(t.deliveryAttempts)
      .set({
        completedAt: r.completedAt,
        durationMs: r.durationMs,
        responseStatus: r.status,
        // A plain copy: the exchange's header objects have no prototype, which drizzle's value check trips on.
        responseHeaders: r.headers && { ...r.headers },
        responseBody: r.body,
        responseBodyEncoding: r.bodyEncoding ?? "utf8",
        errorClass: r.errorClass,
        errorMessage: r.errorMessage,
        retryable: r.retryable,
      })
      .where(and(eq(t.deliveryAttempts.id, attemptId), isNull(t.deliveryAttempts.completedAt))),
  );
}

const lastOf = (r: AttemptResultRow) => ({
  lastStatusCode: r.status,
  lastError: r.errorMessage,
  lastErrorClass: r.errorClass,
});

/** The delivery's last result: an attempt's status code, error and its class. */
export function lastResult(deliveryId: string, last: ReturnType<typeof lastOf>): Work<number> {
  return run((db, t) => db.update(t.deliveries).set(last).where(eq(t.deliveries.id, deliveryId)));
}

export function* completeAttempt(
  attempt: { attemptId: string; deliveryId: string },
  r: AttemptResultRow,
  settle?: "succeeded" | "failed",
): Work<boolean> {
  if ((yield* writeResult(attempt.attemptId, r)) === 0) return false;
  yield* lastResult(attempt.deliveryId, lastOf(r));
  if (settle === "succeeded")
    return (
      (yield* run((db, t) =>
        db
          .update(t.deliveries)
          .set({ status: "succeeded", completedAt: r.completedAt, nextAttemptAt: null, ...RELEASE })
          .where(
            and(
              eq(t.deliveries.id, attempt.deliveryId),
              statusWhere(t.deliveries.status, "completeAttempt:succeeded"),
            ),
          ),
      )) === 1
    );
  if (settle === "failed")
    yield* run((db, t) =>
      db
        .update(t.deliveries)
        .set({ status: "failed", completedAt: r.completedAt, nextAttemptAt: null })
        .where(
          and(
            eq(t.deliveries.id, attempt.deliveryId),
            eq(t.deliveries.sourceType, "test"),
            statusWhere(t.deliveries.status, "completeAttempt:failed"),
          ),
        ),
    );
  return false;
}

/** `set` on the delivery `claim` holds while transition `name`'s status guard passes; returns the rows changed. */
function moveHeld(
  claim: Claim,
  name: TransitionName,
  set: DeliveryValues,
  also?: (t: Tables) => SQL,
): Work<number> {
  return run((db, t) =>
    db
      .update(t.deliveries)
      .set(set)
      .where(
        and(
          eq(t.deliveries.id, claim.deliveryId),
          eq(t.deliveries.allocationId, claim.allocationId),
          statusWhere(t.deliveries.status, name),
          also?.(t),
        ),
      ),
  );
}

export function* failClaim(claim: Claim, now: number, error?: string): Work<boolean> {
  const set: DeliveryValues = { status: "failed", completedAt: now, nextAttemptAt: null, ...RELEASE };
  // coalesce(error, last_error): no error keeps the last one.
  return (
    (yield* moveHeld(claim, "failClaim", error === undefined ? set : { ...set, lastError: error })) === 1
  );
}

export function* renewClaim(claim: Claim, leaseUntil: number): Work<void> {
  yield* run((db, t) =>
    db
      .update(t.deliveries)
      .set({ leaseExpiresAt: leaseUntil })
      .where(and(eq(t.deliveries.id, claim.deliveryId), eq(t.deliveries.allocationId, claim.allocationId))),
  );
}

export function* releaseClaim(claim: Claim, dueAt: number): Work<void> {
  yield* moveHeld(claim, "releaseClaim", { status: "pending", nextAttemptAt: dueAt, ...RELEASE });
}

export function* unclaim(claim: Claim): Work<void> {
  yield* moveHeld(claim, "unclaim", { status: "pending", ...RELEASE }, (t) =>
    isNotNull(t.deliveries.nextAttemptAt),
  );
}

export function* deferToSlot(claim: Claim, slot: number): Work<boolean> {
  const set: DeliveryValues = { status: "pending", nextAttemptAt: slot, slotAt: slot, ...RELEASE };
  return (yield* moveHeld(claim, "deferToSlot", set)) === 1;
}

export function* requeueExpired(claim: Claim, lost: number, now: number): Work<boolean> {
  const set: DeliveryValues = { status: "pending", nextAttemptAt: now, lostCount: lost, ...RELEASE };
  return (yield* moveHeld(claim, "requeueExpired", set)) === 1;
}

export function* hold(claim: Claim, leaseUntil: number): Work<number | undefined> {
  const row = yield* get((db, t) =>
    db
      .update(t.deliveries)
      .set({ status: "delivering", allocationId: claim.allocationId, leaseExpiresAt: leaseUntil })
      .where(
        and(
          eq(t.deliveries.id, claim.deliveryId),
          statusWhere(t.deliveries.status, "hold"),
          isNotNull(t.deliveries.nextAttemptAt),
        ),
      )
      .returning({ dueAt: t.deliveries.nextAttemptAt }),
  );
  return row?.dueAt ?? undefined;
}
