import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import type { JobOutcome, QueueDef } from "../jobs/runner";
import { webhookAgent } from "./agent";
import { BULK_REDELIVER_QUEUE, bulkRedeliverQueue } from "./bulk-redeliver";
import { accountSecrets, type ClaimedDelivery, deliveryQueueStore, failClaimed } from "./delivery-queue";
import { WEBHOOK_QUEUE } from "./event";
import { retryDelayMs } from "./retry";
import {
  type AttemptTrigger,
  observeAttempt,
  type StartedAttempt,
  sendAttempt,
  startAttempt,
} from "./sender";
import { completeAutomaticAttempt } from "./store";
import { closeInterruptedAttempts, closeStrandedAttempts } from "./stranded";

const AUTOMATIC_TRIGGERS: AttemptTrigger[] = ["initial", "retry"];

/** What a claim of a delivery started: the attempt (row committed with the claim) and how many came before. */
export interface StartedDelivery {
  attempt: StartedAttempt;
  /** Automatic attempts made before this one. */
  made: number;
  /** The claim that holds the delivery: only it may settle the delivery. */
  allocationId: string;
}

/**
 * First step of a claim, synchronous, in the job runner's claim transaction: write the attempt row (the request
 * exactly as it will be sent) and count it on the delivery, so the row is committed together with the claim and
 * before the request goes out. The delivery's `attempts` column moves in the same transaction as the attempt
 * rows, so it is the count of automatic attempts made, interrupted ones included: a crash at any point can
 * neither lose the delivery nor earn it a 4th attempt. Returns undefined when there is nothing to send.
 */
export function beginDelivery(
  deps: AppDeps,
  db: Db,
  d: ClaimedDelivery,
  allocationId: string,
): StartedDelivery | undefined {
  const now = deps.clock.now();
  const account = accountSecrets(db, d.accountId);
  // Pending rows always have attempts left (the dispatcher's own writes keep it so); this guards the cap anyway.
  if (!account || d.attempts >= deps.config.webhooks.maxAttempts) {
    failClaimed(db, d.id, allocationId, now, account ? undefined : "The account no longer exists");
    return undefined;
  }
  const target = {
    ...d,
    ...account,
    status: "delivering" as const,
    lastNumber: d.attempts + d.manualAttempts,
  };
  const trigger = d.attempts === 0 ? "initial" : "retry";
  return { attempt: startAttempt(deps, target, trigger, db), made: d.attempts, allocationId };
}

/**
 * Send a started attempt, then hand the runner the writes that record it, which it commits together with the
 * job's new state: the attempt's response, and the delivery `succeeded`, back to `pending` until the retry, or
 * `failed` (only a delivery still in progress moves: a manual redelivery that succeeded meanwhile keeps it).
 */
export async function sendDelivery(
  deps: AppDeps,
  started: StartedDelivery,
  signal?: AbortSignal,
): Promise<JobOutcome> {
  const { attempt, made, allocationId } = started;
  const sent = await sendAttempt(deps, attempt, signal);
  return {
    settle: (db) => {
      const { maxAttempts, backoffMs } = deps.config.webhooks;
      const { completedAt } = sent.row;
      const retryAt =
        sent.outcome === "retryable" && made + 1 < maxAttempts
          ? completedAt +
            retryDelayMs({ baseMs: backoffMs, attempt: made + 1, retryAfterMs: sent.retryAfterMs })
          : undefined;
      const next =
        sent.outcome === "success"
          ? ({ status: "succeeded" } as const)
          : retryAt !== undefined
            ? ({ status: "pending", retryAt } as const)
            : ({ status: "failed" } as const);
      const moved = completeAutomaticAttempt(db, attempt, allocationId, sent.row, next);
      observeAttempt(deps, attempt, sent, moved && next.status !== "pending" ? next.status : undefined);
      return retryAt === undefined ? undefined : { retryAt };
    },
  };
}

/**
 * The WEBHOOK_QUEUE definition: its entries are the delivery rows themselves (src/webhooks/delivery-queue.ts),
 * concurrency WEBHOOK_CONCURRENCY, a lease just longer than one attempt.
 */
export function webhookQueue(deps: AppDeps): QueueDef<ClaimedDelivery, StartedDelivery | undefined> {
  const { timeoutMs, concurrency, receiverConcurrency, accountConcurrency, maxAttempts } =
    deps.config.webhooks;
  return {
    concurrency,
    // One receiver (URL) that hangs or crawls holds at most this many slots: the others keep being delivered.
    group:
      receiverConcurrency < concurrency ? { of: (d) => d.url, concurrency: receiverConcurrency } : undefined,
    // One account (through however many URLs) holds at most this many: the other accounts' deliveries go on.
    tenant:
      accountConcurrency > 0 && accountConcurrency < concurrency
        ? { of: (d) => d.accountId, concurrency: accountConcurrency }
        : undefined,
    // Renewed every third while the attempt runs, so only a dead process lets it expire.
    leaseMs: timeoutMs + 5_000,
    // Lost leases are harmless here: the attempts column caps the attempts, whatever the claims' history.
    maxLost: 1_000,
    // The store fails a delivery the runner gives up on (no onGiveUp needed), and closes an attempt left open
    // by a dead process or a handler that threw as interrupted: it counts.
    store: (db) =>
      deliveryQueueStore(db, {
        maxAttempts,
        closeOpenAttempts: (id, now) => closeInterruptedAttempts(db, now, AUTOMATIC_TRIGGERS, id),
      }),
    begin: (db, job) => beginDelivery(deps, db, job.payload, job.allocationId),
    handler: async (job, started) => (started ? sendDelivery(deps, started, job.signal) : undefined),
  };
}

/**
 * Register the dispatcher (and the bulk redelivery queue) on the job runner (call once at boot, before
 * `jobs.start()`). Also builds the shared agent, so a malformed WEBHOOK_ALLOWED_CIDRS stops the boot, and closes
 * the manual/test attempts a previous process left open.
 */
export function registerWebhookDispatcher(deps: AppDeps): void {
  webhookAgent(deps);
  deps.db.transaction((tx) => closeStrandedAttempts(tx, deps.clock.now()));
  deps.jobs.register(WEBHOOK_QUEUE, webhookQueue(deps));
  deps.jobs.register(BULK_REDELIVER_QUEUE, bulkRedeliverQueue(deps));
}
