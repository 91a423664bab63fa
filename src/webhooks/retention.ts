import { and, count, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { pruneIdempotencyKeys } from "../db/idempotency-keys";
import { accounts, deliveries, inboxRequests, jobs } from "../db/schema";
import type { AppDeps } from "../deps";
import { closeStrandedAttempts, strandedBefore } from "./stranded";

export const RETENTION_QUEUE = "webhook_retention";
/** How often the pruning job runs. */
export const RETENTION_INTERVAL_MS = 3_600_000;
// Deleting in slices keeps each write transaction short, so senders and the capture route never wait long.
const BATCH = 500;
const MAX_BATCHES = 10_000;

/**
 * Delete what is older than `retentionDays`: finished deliveries (completed before the cutoff; their attempts go
 * by cascade), captured inbox requests (received before it) and finished jobs of every queue (done or failed, last
 * touched before it: a scout running hourly alone leaves 24 a day). Unfinished deliveries and jobs are never pruned.
 */
export function pruneWebhookLog(
  db: Db,
  clock: Clock,
  retentionDays: number,
): { deliveries: number; inboxRequests: number; jobs: number } {
  const cutoff = clock.now() - retentionDays * 86_400_000;
  // Per account, from the (account, created_at) index: a delivery completed before the cutoff was created before
  // it too, so the range holds every candidate and the scan never walks newer rows.
  const oldDeliveries = (accountId: string) =>
    db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.accountId, accountId),
          lt(deliveries.createdAt, cutoff),
          inArray(deliveries.status, ["succeeded", "failed"]),
          isNotNull(deliveries.completedAt),
          lt(deliveries.completedAt, cutoff),
        ),
      )
      .limit(BATCH);
  const oldRequests = db
    .select({ id: inboxRequests.id })
    .from(inboxRequests)
    .where(lt(inboxRequests.receivedAt, cutoff))
    .limit(BATCH);
  // Finished jobs sit in the (status, lease) index in insertion order (their lease is null): oldest first.
  const oldJobs = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.status, ["done", "failed"]), lt(jobs.updatedAt, cutoff)))
    .limit(BATCH);
  const removed = { deliveries: 0, inboxRequests: 0, jobs: 0 };
  for (const { id } of db.select({ id: accounts.id }).from(accounts).all()) {
    for (let i = 0; i < MAX_BATCHES; i++) {
      const n = db
        .delete(deliveries)
        .where(inArray(deliveries.id, oldDeliveries(id)))
        .run().changes;
      removed.deliveries += n;
      if (n < BATCH) break;
    }
  }
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = db.delete(inboxRequests).where(inArray(inboxRequests.id, oldRequests)).run().changes;
    removed.inboxRequests += n;
    if (n < BATCH) break;
  }
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = db.delete(jobs).where(inArray(jobs.id, oldJobs)).run().changes;
    removed.jobs += n;
    if (n < BATCH) break;
  }
  return removed;
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
        db.transaction((tx) =>
          closeStrandedAttempts(tx, clock.now(), { startedBefore: strandedBefore(deps) }),
        );
        const removed = {
          ...pruneWebhookLog(db, clock, config.webhooks.retentionDays),
          idempotencyKeys: pruneIdempotencyKeys(db, clock),
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
