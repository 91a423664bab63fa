import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { all, run, type Work } from "../../db/store";
import { statusWhere } from "./machine";
import { lastResult } from "./portable";
import type { InterruptWhere, OpenAttempt, StrandedTestsWhere } from "./types";

// The portable twins (./portable.ts) of the sweeps that close what a stopped process left open: its attempts,
// and the test deliveries whose one attempt they were.

export function* interrupt(now: number, message: string, where: InterruptWhere): Work<OpenAttempt[]> {
  const open = yield* all((db, t) =>
    db
      .select({
        id: t.deliveryAttempts.id,
        trigger: t.deliveryAttempts.trigger,
        deliveryId: t.deliveryAttempts.deliveryId,
      })
      .from(t.deliveryAttempts)
      .where(
        and(
          isNull(t.deliveryAttempts.completedAt),
          inArray(t.deliveryAttempts.trigger, where.triggers),
          where.deliveryId === undefined ? undefined : eq(t.deliveryAttempts.deliveryId, where.deliveryId),
          where.startedBefore === undefined
            ? undefined
            : lt(t.deliveryAttempts.startedAt, where.startedBefore),
        ),
      ),
  );
  for (const a of open) {
    // Unknown duration: the time since it started includes however long the process was down.
    yield* run((db, t) =>
      db
        .update(t.deliveryAttempts)
        .set({
          completedAt: now,
          durationMs: null,
          errorClass: "interrupted",
          errorMessage: message,
          retryable: true,
        })
        .where(and(eq(t.deliveryAttempts.id, a.id), isNull(t.deliveryAttempts.completedAt))),
    );
    yield* lastResult(a.deliveryId, {
      lastStatusCode: null,
      lastError: message,
      lastErrorClass: "interrupted",
    });
  }
  return open;
}

export function* failStrandedTests(now: number, where: StrandedTestsWhere): Work<void> {
  yield* run((db, t) =>
    db
      .update(t.deliveries)
      .set({ status: "failed", completedAt: now, lastError: "Interrupted before the test attempt finished" })
      .where(
        and(
          eq(t.deliveries.sourceType, "test"),
          statusWhere(t.deliveries.status, "failStrandedTests"),
          where.deliveryId === undefined ? undefined : eq(t.deliveries.id, where.deliveryId),
          where.startedBefore === undefined ? undefined : lt(t.deliveries.createdAt, where.startedBefore),
        ),
      ),
  );
}
