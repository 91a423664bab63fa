import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { storageProblem } from "../db/errors";
import { deliveries, deliveryAttempts } from "../db/schema";
import type { AppDeps } from "../deps";
import { metrics } from "../metrics";
import type { AttemptTrigger } from "./store";

const INTERRUPTED_MESSAGE = "Interrupted: the process stopped before the response was recorded";

/**
 * Close the open attempts (no `completed_at`) of the given triggers as `interrupted`, a retryable failure that still
 * counts as an attempt, its duration unknown (null). Limited to one delivery when `deliveryId` is given, and to
 * attempts started before `startedBefore` when given. Returns how many were closed.
 */
export function closeInterruptedAttempts(
  db: DbOrTx,
  now: number,
  triggers: AttemptTrigger[],
  deliveryId?: string,
  startedBefore?: number,
): number {
  const open = db
    .select({
      id: deliveryAttempts.id,
      trigger: deliveryAttempts.trigger,
      deliveryId: deliveryAttempts.deliveryId,
    })
    .from(deliveryAttempts)
    .where(
      and(
        isNull(deliveryAttempts.completedAt),
        inArray(deliveryAttempts.trigger, triggers),
        deliveryId ? eq(deliveryAttempts.deliveryId, deliveryId) : undefined,
        startedBefore === undefined ? undefined : lt(deliveryAttempts.startedAt, startedBefore),
      ),
    )
    .all();
  for (const a of open) {
    db.update(deliveryAttempts)
      .set({
        completedAt: now,
        // Unknown: the time since it started includes however long the process was down, and would skew p95.
        durationMs: null,
        errorClass: "interrupted",
        errorMessage: INTERRUPTED_MESSAGE,
        retryable: true,
      })
      .where(and(eq(deliveryAttempts.id, a.id), isNull(deliveryAttempts.completedAt)))
      .run();
    // The delivery's last attempt is now this one: no status code came back (a 503 from an earlier attempt must
    // not stay on it, where the inspector's status_code filter would still find it).
    db.update(deliveries)
      .set({ lastErrorClass: "interrupted", lastStatusCode: null, lastError: INTERRUPTED_MESSAGE })
      .where(eq(deliveries.id, a.deliveryId))
      .run();
    metrics.webhookAttempts.inc({ outcome: "retryable", error_class: "interrupted", trigger: a.trigger });
  }
  return open.length;
}

/** How long past its timeout a manual or test attempt may stay open before it counts as stranded. */
export const STRANDED_GRACE_MS = 60_000;

/**
 * Close manual and test attempts that no exchange will ever finish, as `interrupted`, and fail the test deliveries
 * they leave unfinished: such attempts have no job that would come back for them, and an open one makes every
 * redelivery of its delivery answer "in flight". `startedBefore` undefined: all of them (at boot, their process is
 * gone). Else those started before it: an exchange ends within the webhook timeout, so one open well past it is
 * one whose result could not be written (a full disk), in this process. Limited to one delivery when given.
 */
export function closeStrandedAttempts(
  db: DbOrTx,
  now: number,
  opts: { startedBefore?: number; deliveryId?: string } = {},
): void {
  const { startedBefore, deliveryId } = opts;
  closeInterruptedAttempts(db, now, ["manual", "test"], deliveryId, startedBefore);
  db.update(deliveries)
    .set({ status: "failed", completedAt: now, lastError: "Interrupted before the test attempt finished" })
    .where(
      and(
        eq(deliveries.sourceType, "test"),
        inArray(deliveries.status, ["pending", "delivering"]),
        deliveryId ? eq(deliveries.id, deliveryId) : undefined,
        startedBefore === undefined ? undefined : lt(deliveries.createdAt, startedBefore),
      ),
    )
    .run();
}

/** The start time before which an open manual or test attempt is stranded (closeStrandedAttempts). */
export const strandedBefore = (deps: AppDeps) =>
  deps.clock.now() - deps.config.webhooks.timeoutMs - STRANDED_GRACE_MS;

/** How often the result of a manual or test attempt that found the disk full is tried again, and for how long. */
export const RESULT_RETRY_MS = 1_000;
const RESULT_RETRY_FOR_MS = 10 * 60_000;

/**
 * A manual or test attempt's answer is known, but writing it failed on a storage problem (a full disk): try again
 * every second for ten minutes, so the log gets the real answer soon after there is room. The timers do not hold
 * the process open: after a restart the boot sweep closes the attempt, and a disk still full after ten minutes
 * leaves it to closeStrandedAttempts (which the write then no longer overrides).
 */
export function recordWhenThereIsRoom(deps: AppDeps, record: () => Promise<void>): void {
  const until = deps.clock.now() + RESULT_RETRY_FOR_MS;
  const later = () =>
    setTimeout(() => {
      record().catch((err) => {
        if (storageProblem(err) && deps.clock.now() < until) later();
        else deps.logger.error("an attempt's result could not be recorded", { err });
      });
    }, RESULT_RETRY_MS).unref();
  later();
}
