import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { all, exec, run, type Work } from "../../db/store";
import { metrics } from "../../metrics";
import { statusWhere } from "./machine";
import * as s from "./statements";
import type { InterruptWhere, OpenAttempt, StrandedTestsWhere } from "./types";

// The sweeps that close what a stopped process left open: its attempts, and the test deliveries whose one attempt
// they were. Transitions of ./machine.ts like those of ./transitions.ts; they run at start-up and when a claim's
// lease runs out, so their statements are built per run (a few per sweep) rather than defined once.

export const INTERRUPTED_MESSAGE = "Interrupted: the process stopped before the response was recorded";

/**
 * Close open attempts (no result) of `triggers` as `interrupted`: a retryable failure that still counts, its
 * duration unknown. Limited to one delivery, and to attempts started before `startedBefore`, when given. The
 * delivery's last result becomes this attempt's (no status code: a 503 of an earlier attempt must not stay on it).
 * Returns how many it closed.
 */
export function* interrupt(now: number, where: InterruptWhere): Work<number> {
  const closed = yield* openAttempts(where);
  for (const a of closed) {
    // Unknown duration: the time since it started includes however long the process was down.
    yield* run((db, t) =>
      db
        .update(t.deliveryAttempts)
        .set({
          completedAt: now,
          durationMs: null,
          errorClass: "interrupted",
          errorMessage: INTERRUPTED_MESSAGE,
          retryable: true,
        })
        .where(and(eq(t.deliveryAttempts.id, a.id), isNull(t.deliveryAttempts.completedAt))),
    );
    yield* exec(s.lastResult, {
      id: a.deliveryId,
      status: null,
      error: INTERRUPTED_MESSAGE,
      errorClass: "interrupted",
    });
  }
  for (const a of closed)
    metrics.webhookAttempts.inc({ outcome: "retryable", error_class: "interrupted", trigger: a.trigger });
  return closed.length;
}

/** Unfinished test deliveries (created before `startedBefore`, when given) → failed: their one attempt is gone. */
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

/** The open attempts `where` names, from the partial index of attempts without a result. */
function openAttempts(where: InterruptWhere): Work<OpenAttempt[]> {
  const at = (t: Parameters<Parameters<typeof all>[0]>[1]) => t.deliveryAttempts;
  return all((db, t) =>
    db
      .select({ id: at(t).id, trigger: at(t).trigger, deliveryId: at(t).deliveryId })
      .from(at(t))
      .where(
        and(
          isNull(at(t).completedAt),
          inArray(at(t).trigger, where.triggers),
          where.deliveryId === undefined ? undefined : eq(at(t).deliveryId, where.deliveryId),
          where.startedBefore === undefined ? undefined : lt(at(t).startedAt, where.startedBefore),
        ),
      ),
  );
}
