import type { Clock } from "../clock";
import type { DbOrTx } from "../db/client";
import { uuidv7 } from "../db/ids";
import type { DeliveryFormat, DeliverySource } from "../db/schema";
import type { JobRunner } from "../jobs/runner";
import type { RelayEvent } from "../relay/outgoing";
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
  event: WebhookEvent | RelayEvent;
  /** The relayed request it forwards (source type `relay`). */
  requestId?: string | null;
}

/**
 * Record a delivery, due now. Call inside the transaction that stores the event's cause (the scout update, the
 * finished task), so that the event and its delivery exist together or not at all. The row is the dispatcher's
 * queue entry (src/webhooks/delivery-queue.ts); it is written by a prepared statement on that transaction's
 * connection (the row drizzle would write), and the job runner is woken to claim it once the caller commits.
 */
export function enqueueDelivery(db: DbOrTx, deps: { clock: Clock; jobs: JobRunner }, d: NewDelivery): string {
  const now = deps.clock.now();
  // Time-ordered ids append to the primary-key index instead of touching a random page: cheaper inserts.
  const id = uuidv7(now);
  log.enqueue(db, {
    id,
    accountId: d.accountId,
    sourceType: d.source.type,
    sourceId: d.source.id ?? null,
    updateId: d.updateId ?? null,
    url: d.url,
    format: d.format ?? "scout",
    event: JSON.stringify(d.event),
    requestId: d.requestId ?? null,
    createdAt: now,
  });
  deps.jobs.wake();
  return id;
}
