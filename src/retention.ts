import { and, count, eq, inArray } from "drizzle-orm";
import type { Clock } from "./clock";
import { pruneIdempotencyKeys } from "./db/idempotency-keys";
import { get, serializeAcrossInstances, tx, type Work } from "./db/store";
import type { AppDeps } from "./deps";
import { pruneFinishedJobs } from "./jobs/store";
import { pruneRelayRequests } from "./relay/requests";
import { pruneInboxRequests } from "./webhooks/inbox";
import * as log from "./webhooks/log";
import { closeStrandedAttempts, strandedBefore } from "./webhooks/stranded";

// Housekeeping composed at boot from what each module owns: the delivery log and inbox captures (src/webhooks),
// relayed requests (src/relay), finished jobs (src/jobs), Idempotency-Keys (src/db); each prunes its own table, so
// the webhook pipeline at the centre imports no feature.

export const RETENTION_QUEUE = "webhook_retention";
/** How often the pruning job runs. */
export const RETENTION_INTERVAL_MS = 3_600_000;

/**
 * Delete what is older than `retentionDays`: finished deliveries (completed before the cutoff; their attempts go
 * by cascade), captured inbox requests and relayed requests (received before it) and finished jobs of every queue
 * (done or failed, last touched before it: a scout running hourly alone leaves 24 a day), each by the module that
 * owns its table. Unfinished deliveries and jobs are never pruned. Each slice commits alone.
 */
export function* pruneWebhookLog(
  clock: Clock,
  retentionDays: number,
): Work<{ deliveries: number; inboxRequests: number; relayRequests: number; jobs: number }> {
  const cutoff = clock.now() - retentionDays * 86_400_000;
  const inboxRequests = yield* pruneInboxRequests(cutoff);
  const relayRequests = yield* pruneRelayRequests(cutoff);
  const jobs = yield* pruneFinishedJobs(cutoff);
  const deliveries = yield* log.prune(cutoff);
  return { deliveries, inboxRequests, relayRequests, jobs };
}

/** The housekeeping run: stranded attempts closed, the log pruned, day-old Idempotency-Keys forgotten. */
function* housekeeping(deps: AppDeps): Work<Record<string, number>> {
  const { clock, config } = deps;
  const startedBefore = strandedBefore(deps);
  yield* tx(() => closeStrandedAttempts(clock.now(), { startedBefore }));
  return {
    ...(yield* pruneWebhookLog(clock, config.webhooks.retentionDays)),
    idempotencyKeys: yield* pruneIdempotencyKeys(clock.now()),
  };
}

/**
 * Schedule the housekeeping job unless one is queued or running. Two instances starting together must not both
 * find none: the transaction is serialized across instances first (serializeAcrossInstances).
 */
function* scheduleRetention(deps: AppDeps): Work<void> {
  yield* tx(function* () {
    yield* serializeAcrossInstances(`jobs:schedule:${RETENTION_QUEUE}`);
    const scheduled = yield* get((db, t) =>
      db
        .select({ n: count() })
        .from(t.jobs)
        .where(and(eq(t.jobs.queue, RETENTION_QUEUE), inArray(t.jobs.status, ["pending", "running"]))),
    );
    if (scheduled!.n === 0) yield* deps.jobs.enqueueWork(RETENTION_QUEUE, {});
  });
}

/**
 * Register the hourly housekeeping job on the runner and make sure exactly one is scheduled: it closes stranded
 * manual and test attempts (closeStrandedAttempts), prunes the log and forgets day-old Idempotency-Keys. The job
 * reschedules itself (`retryAt`), so it is durable across restarts and runs on the runner's clock: tests drive it
 * with a ManualClock and `runUntilEmpty()`. Resolves once the job is scheduled (a failure to is logged: the next
 * start tries again).
 */
export function registerRetention(deps: AppDeps, intervalMs = RETENTION_INTERVAL_MS): Promise<void> {
  const { store, clock, jobs: runner, logger } = deps;
  runner.register(RETENTION_QUEUE, {
    concurrency: 1,
    handler: async () => {
      try {
        const removed = await store.run(housekeeping(deps));
        if (Object.values(removed).some((n) => n > 0)) logger.info("log pruned", removed);
      } catch (err) {
        // A failed run must not end the schedule: log it and try again next time.
        logger.error("webhook log pruning failed", { err });
      }
      return { retryAt: clock.now() + intervalMs };
    },
  });
  return store
    .run(scheduleRetention(deps))
    .catch((err: unknown) => logger.error("scheduling the webhook log pruning failed", { err }));
}
