import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { deliveries, deliveryAttempts } from "../db/schema";
import type { AppDeps } from "../deps";
import type { JobOutcome, QueueDef } from "../jobs/runner";
import { metrics } from "../metrics";
import { webhookAgent } from "./agent";
import { WEBHOOK_QUEUE } from "./event";
import { retryDelayMs } from "./retry";
import { type AttemptTrigger, performAttempt } from "./sender";
import { dispatchState, scheduleRetry } from "./store";

/** The payload enqueueDelivery puts on WEBHOOK_QUEUE. */
export interface DeliveryJob {
  deliveryId: string;
}

const AUTOMATIC_TRIGGERS: AttemptTrigger[] = ["initial", "retry"];
const INTERRUPTED_MESSAGE = "Interrupted: the process stopped before the response was recorded";

/**
 * Close the open attempts (no `completed_at`) of the given triggers as `interrupted`, a retryable failure that still
 * counts as an attempt. Limited to one delivery when `deliveryId` is given. Returns how many were closed.
 */
export function closeInterruptedAttempts(
  db: DbOrTx,
  now: number,
  triggers: AttemptTrigger[],
  deliveryId?: string,
): number {
  const open = db
    .select({ id: deliveryAttempts.id, trigger: deliveryAttempts.trigger })
    .from(deliveryAttempts)
    .where(
      and(
        isNull(deliveryAttempts.completedAt),
        inArray(deliveryAttempts.trigger, triggers),
        deliveryId ? eq(deliveryAttempts.deliveryId, deliveryId) : undefined,
      ),
    )
    .all();
  for (const a of open) {
    db.update(deliveryAttempts)
      .set({
        completedAt: now,
        durationMs: sql`max(0, ${now} - ${deliveryAttempts.startedAt})`,
        errorClass: "interrupted",
        errorMessage: INTERRUPTED_MESSAGE,
        retryable: true,
      })
      .where(and(eq(deliveryAttempts.id, a.id), isNull(deliveryAttempts.completedAt)))
      .run();
    metrics.webhookAttempts.inc({ outcome: "retryable", error_class: "interrupted", trigger: a.trigger });
  }
  return open.length;
}

/** Settle a delivery the dispatcher gives up on; only a delivery still in progress changes. */
function markFailed(db: DbOrTx, deliveryId: string, now: number, lastError?: string): void {
  const res = db
    .update(deliveries)
    .set({ status: "failed", completedAt: now, nextAttemptAt: null, ...(lastError ? { lastError } : {}) })
    .where(and(eq(deliveries.id, deliveryId), inArray(deliveries.status, ["pending", "delivering"])))
    .run();
  if (res.changes === 1) metrics.webhookDeliveries.inc({ status: "failed" });
}

/**
 * One claim of a delivery job. The attempt rows are the source of truth for "how many automatic attempts were
 * made" (not the job's own bookkeeping), so a crash at any point can neither lose the delivery nor earn it a
 * 4th attempt: an attempt left open by a dead process is closed as `interrupted` and counted.
 */
export async function dispatchDelivery(
  deps: AppDeps,
  deliveryId: string,
  signal?: AbortSignal,
): Promise<JobOutcome> {
  const { db, clock } = deps;
  const { maxAttempts, backoffMs } = deps.config.webhooks;
  const state = dispatchState(db, deliveryId);
  // Gone (retention) or settled (a manual redelivery succeeded meanwhile): nothing left to do.
  if (!state || state.status === "succeeded" || state.status === "failed") return undefined;

  if (state.open > 0) closeInterruptedAttempts(db, clock.now(), AUTOMATIC_TRIGGERS, deliveryId);
  const made = state.made;
  if (made >= maxAttempts) {
    markFailed(db, deliveryId, clock.now());
    return undefined;
  }

  const out = await performAttempt(deps, deliveryId, made === 0 ? "initial" : "retry", { signal });
  if (!out || out.outcome === "success") return undefined;
  const now = clock.now();
  if (out.outcome === "retryable" && made + 1 < maxAttempts) {
    const retryAt =
      now + retryDelayMs({ baseMs: backoffMs, attempt: made + 1, retryAfterMs: out.retryAfterMs });
    // Guarded on `delivering`: a manual redelivery that succeeded meanwhile keeps its `succeeded`.
    scheduleRetry(db, deliveryId, retryAt);
    return { retryAt };
  }
  markFailed(db, deliveryId, now);
  return undefined;
}

/** The WEBHOOK_QUEUE definition: concurrency WEBHOOK_CONCURRENCY, a lease just longer than one attempt. */
export function webhookQueue(deps: AppDeps): QueueDef<DeliveryJob> {
  const { timeoutMs, concurrency } = deps.config.webhooks;
  return {
    concurrency,
    // Renewed every third while the attempt runs, so only a dead process lets it expire.
    leaseMs: timeoutMs + 5_000,
    // Lost leases are harmless here: the attempt rows cap the attempts, whatever the job's history.
    maxLost: 1_000,
    handler: (job) => dispatchDelivery(deps, job.payload.deliveryId, job.signal),
    onGiveUp: (db, payload, reason, error) => {
      const now = deps.clock.now();
      closeInterruptedAttempts(db, now, AUTOMATIC_TRIGGERS, payload.deliveryId);
      const detail = error instanceof Error ? `: ${error.message}` : "";
      markFailed(db, payload.deliveryId, now, `Internal error (${reason})${detail}`.slice(0, 500));
    },
  };
}

/**
 * Register the dispatcher on the job runner (call once at boot, before `jobs.start()`). Also builds the shared
 * agent, so a malformed WEBHOOK_ALLOWED_CIDRS stops the boot, and closes manual/test attempts a previous process
 * left open: those have no job that would ever come back for them.
 */
export function registerWebhookDispatcher(deps: AppDeps): void {
  webhookAgent(deps);
  const now = deps.clock.now();
  deps.db.transaction((tx) => {
    closeInterruptedAttempts(tx, now, ["manual", "test"]);
    tx.update(deliveries)
      .set({ status: "failed", completedAt: now, lastError: "Interrupted before the test attempt finished" })
      .where(and(eq(deliveries.sourceType, "test"), inArray(deliveries.status, ["pending", "delivering"])))
      .run();
  });
  deps.jobs.register<DeliveryJob>(WEBHOOK_QUEUE, webhookQueue(deps));
}
