import { and, asc, count, ne, not } from "drizzle-orm";
import { all, get, tx, type Work } from "../db/store";
import type { Tables } from "../db/store/work";
import type { AppDeps } from "../deps";
import type { QueueDef } from "../jobs/runner";
import { jobOutstandingSql, jobsStore } from "../jobs/store";
import * as log from "./log";
import { performAttempt } from "./perform";
import { type DeliveryFilters, filterWhere } from "./queries";

/**
 * Redelivering many deliveries at once (Svix's "recover", Convoy's batch retry): a receiver that was down longer
 * than the automatic retries last (about 3 s) can get everything it missed with one request. Each matching
 * delivery becomes a durable job on this queue, so a restart loses none of them; each job makes one manual
 * attempt, as a single redelivery does.
 */
export const BULK_REDELIVER_QUEUE = "webhook_redeliver";

/** One queued redelivery; it is made only while the delivery still has the status it was selected with. */
export interface BulkRedeliverPayload {
  deliveryId: string;
  whileStatus: "failed" | "succeeded";
  /** Whose it is: the queue's slots are shared fairly between accounts (jobs queued before it have none). */
  accountId?: string;
}

/** Bulk redeliveries of one account in flight at once, of the queue's four: one account's cannot stall another's. */
const PER_ACCOUNT = 2;

export const BULK_REDELIVER_MAX = 1000;

export interface BulkRedeliverRequest {
  filters: Omit<DeliveryFilters, "status"> & { status: "failed" | "succeeded" };
  /** At most this many are queued, oldest first. */
  max: number;
  dryRun: boolean;
  /** A rate-limited receiver's pace (a relay destination's): each redelivery waits for the slot it reserves. */
  pace?: { key: string; paceMs: number };
}

/** What a bulk redelivery selects: the caller's deliveries matching `filters`, less tests and those already queued. */
function redeliverableWhere(t: Tables, accountId: string, filters: BulkRedeliverRequest["filters"]) {
  return and(
    filterWhere(t, accountId, filters),
    // Test deliveries only when asked for by source type: they are rehearsals, not missed notifications.
    filters.sourceType ? undefined : ne(t.deliveries.sourceType, "test"),
    // Not one already queued (a second click).
    not(jobOutstandingSql(BULK_REDELIVER_QUEUE, t.deliveries.id)),
  );
}

/** How many deliveries a bulk redelivery with these filters would queue now (ignoring `max`). */
export function* countRedeliverable(
  accountId: string,
  filters: BulkRedeliverRequest["filters"],
): Work<number> {
  const row = yield* get((db, t) =>
    db
      .select({ n: count() })
      .from(t.deliveries)
      .where(redeliverableWhere(t, accountId, filters)),
  );
  return row!.n;
}

/**
 * Select the caller's finished deliveries matching `filters` (oldest first, at most `max`) and, unless `dryRun`,
 * queue one manual attempt for each, in one transaction. Deliveries still pending or in flight are never selected
 * (the pipeline is still working on them), nor ones already queued, nor test deliveries unless `sourceType` asks.
 */
export function redeliverMatching(
  deps: Pick<AppDeps, "jobs" | "clock">,
  accountId: string,
  req: BulkRedeliverRequest,
): Work<{ matched: number; queued: number; deliveryIds: string[] }> {
  return tx(function* () {
    const matched = yield* countRedeliverable(accountId, req.filters);
    const rows = yield* all((db, t) =>
      db
        .select({ id: t.deliveries.id })
        .from(t.deliveries)
        .where(redeliverableWhere(t, accountId, req.filters))
        .orderBy(asc(t.deliveries.createdAt), asc(t.deliveries.id))
        .limit(req.max),
    );
    const ids = rows.map((r) => r.id);
    if (!req.dryRun) {
      const entries = [];
      for (const deliveryId of ids) {
        const availableAt = req.pace
          ? yield* log.reservePace(req.pace.key, deps.clock.now(), req.pace.paceMs)
          : undefined;
        entries.push({
          payload: { deliveryId, whileStatus: req.filters.status, accountId } satisfies BulkRedeliverPayload,
          opts: { group: accountId, subject: deliveryId, availableAt },
        });
      }
      // In this transaction; the runner is woken once it has committed.
      yield* deps.jobs.enqueueManyWork(BULK_REDELIVER_QUEUE, entries);
    }
    return { matched, queued: req.dryRun ? 0 : ids.length, deliveryIds: ids };
  });
}

/**
 * The queue's definition: a few attempts at once (a recovering receiver should not get the whole backlog in one
 * burst), at most PER_ACCOUNT of one account's, so an account redelivering a thousand deliveries to a receiver
 * that hangs leaves slots for everyone else's. A delivery that changed meanwhile (another redelivery succeeded,
 * it was pruned) is skipped, and so is one with an attempt in flight.
 */
export function bulkRedeliverQueue(deps: AppDeps): QueueDef<BulkRedeliverPayload> {
  const concurrency = Math.min(4, deps.config.webhooks.concurrency);
  return {
    concurrency,
    // Every job records its account as its group (jobs queued before accounts were recorded form the group '').
    store: jobsStore(BULK_REDELIVER_QUEUE, { groupConcurrency: Math.min(PER_ACCOUNT, concurrency) }),
    leaseMs: deps.config.webhooks.timeoutMs + 5_000,
    maxLost: 1,
    handler: async (job) => {
      const { deliveryId, whileStatus } = job.payload;
      const out = await performAttempt(deps, deliveryId, "manual", { signal: job.signal, whileStatus });
      if (out === "busy")
        deps.logger.info("bulk redelivery skipped: an attempt is in flight", { deliveryId });
    },
  };
}
