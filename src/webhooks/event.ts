import type { Clock } from "../clock";
import type { DbOrTx } from "../db/client";
import { uuidv7 } from "../db/ids";
import type { DeliveryFormat, DeliverySource } from "../db/schema";
import { afterCommit, runNow, type Work } from "../db/store";
import type { JobRunner } from "../jobs/runner";
import type { ForwardedEvent } from "./forwarders";
import * as log from "./log";

/**
 * What every producer hands to the pipeline (docs/spec.md §6 "Structured payload" minus the per-attempt `delivery`
 * block, which the sender adds). For tasks, `scout` describes the task.
 */
export interface WebhookEvent {
  scout: { id: string; display_name: string; query: string };
  update: {
    id: string;
    /** ISO 8601. */
    timestamp: string;
    status: string;
    has_changes: boolean;
    summary: string;
    details_url: string;
    report_content: string;
  };
}

export const WEBHOOK_QUEUE = "webhook";

export interface NewDelivery {
  accountId: string;
  source: { type: DeliverySource; id?: string | null };
  updateId?: string | null;
  url: string;
  format?: DeliveryFormat | null;
  /** What the payload is built from: a result (scout update, finished task), or a relayed request. */
  event: WebhookEvent | ForwardedEvent;
  /** The relayed request it forwards (source type `relay`). */
  requestId?: string | null;
  /** The relay destination it goes to: its retry policy and rate limit apply (src/webhooks/retry-policy.ts). */
  destinationId?: string | null;
  /** Wait this long before the first attempt (a destination schedule's first delay). */
  firstDelayMs?: number;
}

/**
 * Record a delivery, due now. Run inside the transaction that stores the event's cause (the scout update, the
 * finished task), so that the event and its delivery exist together or not at all. The row is the dispatcher's
 * queue entry (src/webhooks/delivery-queue.ts); on SQLite a prepared statement writes it (the row drizzle would
 * write: producers run it on every event). The job runner is woken once the transaction has committed, so its
 * claim finds the row.
 */
export function* enqueueDelivery(deps: EnqueueDeps, d: NewDelivery): Work<string> {
  return (yield* enqueueDeliveries(deps, [d]))[0]!;
}

/**
 * enqueueDelivery for several deliveries at once (a relayed request's destinations, a producer's batch): on
 * PostgreSQL one INSERT for them all instead of a round trip each. Returns their ids, in order.
 */
export function* enqueueDeliveries(deps: EnqueueDeps, list: readonly NewDelivery[]): Work<string[]> {
  const rows = deliveryRows(deps.clock.now(), list);
  yield* log.enqueueMany(rows);
  yield* afterCommit(() => deps.jobs.wake(WEBHOOK_QUEUE));
  return rows.map((r) => r.id);
}

/**
 * The delivery log's rows for `list`, created at `now` (for code that writes them in a statement of its own:
 * src/relay/ingest-pg.ts).
 */
export function deliveryRows(now: number, list: readonly NewDelivery[]): log.NewDeliveryRow[] {
  // Time-ordered ids append to the primary-key index instead of touching a random page: cheaper inserts.
  return list.map((d) => ({
    id: uuidv7(now),
    accountId: d.accountId,
    sourceType: d.source.type,
    sourceId: d.source.id ?? null,
    updateId: d.updateId ?? null,
    url: d.url,
    format: d.format ?? "scout",
    event: JSON.stringify(d.event),
    requestId: d.requestId ?? null,
    destinationId: d.destinationId ?? null,
    createdAt: now,
    dueAt: now + (d.firstDelayMs ?? 0),
  }));
}

type EnqueueDeps = { clock: Clock; jobs: JobRunner };

/** enqueueDelivery run at once on a SQLite connection (or inside its transaction): for tests and benchmarks. */
export function enqueueDeliveryNow(db: DbOrTx, deps: EnqueueDeps, d: NewDelivery): string {
  return runNow(db, enqueueDelivery(deps, d));
}
