import { and, count, eq, inArray } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { pruneIdempotencyKeys } from "../db/idempotency-keys";
import { jobs } from "../db/schema";
import { runNow, tx } from "../db/store";
import type { AppDeps } from "../deps";
import { pruneFinishedJobs } from "../jobs/store";
import { pruneRelayRequests } from "../relay/requests";
import { pruneInboxRequests } from "./inbox";
import * as log from "./log";
import { closeStrandedAttempts, strandedBefore } from "./stranded";

export const RETENTION_QUEUE = "webhook_retention";
/** How often the pruning job runs. */
export const RETENTION_INTERVAL_MS = 3_600_000;

/**
 * Delete what is older than `retentionDays`: finished deliveries (completed before the cutoff; their attempts go
 * by cascade), captured inbox requests and relayed requests (received before it) and finished jobs of every queue (done or failed, last
 * touched before it: a scout running hourly alone leaves 24 a day), each by the module that owns its table.
 * Unfinished deliveries and jobs are never pruned.
 */
export function pruneWebhookLog(
  db: Db,
  clock: Clock,
  retentionDays: number,
): { deliveries: number; inboxRequests: number; relayRequests: number; jobs: number } {
  const cutoff = clock.now() - retentionDays * 86_400_000;
  return {
    deliveries: runNow(db, log.prune(cutoff)),
    inboxRequests: runNow(db, pruneInboxRequests(cutoff)),
    relayRequests: runNow(db, pruneRelayRequests(cutoff)),
    jobs: pruneFinishedJobs(db, cutoff),
  };
}

/**
 * Register the hourly housekeeping job on the runner and make sure exactly one is scheduled: it closes stranded
 * manual and test attempts (closeStrandedAttempts), prunes the log and forgets day-old Idempotency-Keys. The job
 * reschedules itself (`retryAt`), so it is durable across restarts and runs on the runner's clock: tests drive it
 * with a ManualClock and `runUntilEmpty()`.
 */
export function registerRetention(deps: AppDeps, intervalMs = RETENTION_INTERVAL_MS): void {
  const { db, clock, jobs: runner, logger, config } = deps;
  runner.register(RETENTION_QUEUE, {
    concurrency: 1,
    handler: async () => {
      try {
        runNow(
          db,
          tx(() => closeStrandedAttempts(clock.now(), { startedBefore: strandedBefore(deps) })),
        );
        const removed = {
          ...pruneWebhookLog(db, clock, config.webhooks.retentionDays),
          idempotencyKeys: runNow(db, pruneIdempotencyKeys(clock.now())),
        };
        if (Object.values(removed).some((n) => n > 0)) logger.info("log pruned", removed);
      } catch (err) {
        // A failed run must not end the schedule: log it and try again next time.
        logger.error("webhook log pruning failed", { err });
      }
      return { retryAt: clock.now() + intervalMs };
    },
  });
  const scheduled = db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.queue, RETENTION_QUEUE), inArray(jobs.status, ["pending", "running"])))
    .get()!.n;
  if (scheduled === 0) runner.enqueue(db, RETENTION_QUEUE, {});
}
