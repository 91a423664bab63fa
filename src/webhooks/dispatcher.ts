import { tx, type Work } from "../db/store";
import type { AppDeps } from "../deps";
import type { JobOutcome, QueueDef } from "../jobs/runner";
import { BULK_REDELIVER_QUEUE, bulkRedeliverQueue } from "./bulk-redeliver";
import { deliveryQueueStore } from "./delivery-queue";
import { WEBHOOK_QUEUE } from "./event";
import * as log from "./log";
import { retryDelayMs } from "./retry";
import { DEFAULT_RETRY, maxAttemptsOf, nextAttemptAt, paceMs, type RetryPolicy } from "./retry-policy";
import { observeAttempt, prepareAttempt, type StartedAttempt, sendAttempt } from "./sender";
import { closeStrandedAttempts, strandedBefore } from "./stranded";

/** What a claim of a delivery started: the attempt (row committed with the claim) and how many came before. */
export interface StartedDelivery {
  attempt: StartedAttempt;
  /** Automatic attempts made before this one. */
  made: number;
  /** The claim that holds the delivery: only it may settle the delivery. */
  allocationId: string;
  /** A relay destination's retry policy; absent, the spec's (WEBHOOK_MAX_ATTEMPTS, WEBHOOK_BACKOFF_MS). */
  retry?: RetryPolicy;
  createdAt: number;
}

/**
 * What applies to a relay delivery: its destination's retry policy (the default schedule when it has none, or
 * when the destination was deleted while the delivery waited), rate limit, signing secrets and transform. Undefined for our
 * own webhooks.
 */
function* relayPolicy(d: log.ClaimedDelivery) {
  if (!d.destinationId) return undefined;
  const p = yield* log.destinationPolicy(d.destinationId);
  return {
    retry: p?.retry ?? DEFAULT_RETRY,
    rateLimitPerS: p?.rateLimitPerS ?? null,
    signing: p?.signing,
    transform: p?.transform,
  };
}

/**
 * First step of a claim, in the job runner's claim transaction: write the attempt row (the request exactly as it
 * will be sent) and count it on the delivery, so the row is committed together with the claim and before the
 * request goes out. The delivery's `attempts` column moves in the same transaction as the attempt rows, so it is
 * the count of automatic attempts made, interrupted ones included: a crash at any point can neither lose the
 * delivery nor earn it an attempt beyond its policy. A relay destination with a rate limit gets its attempts
 * spaced: one that is not its turn yet goes back to waiting, until the slot it reserved. Returns undefined when
 * there is nothing to send now.
 */
export function* beginDelivery(
  deps: AppDeps,
  d: log.ClaimedDelivery,
  allocationId: string,
): Work<StartedDelivery | undefined> {
  const now = deps.clock.now();
  const account = yield* log.accountSecrets(d.accountId);
  const policy = yield* relayPolicy(d);
  const cap = policy ? maxAttemptsOf(policy.retry) : deps.config.webhooks.maxAttempts;
  const claim = { deliveryId: d.id, allocationId };
  // Pending rows always have attempts left (the dispatcher's own writes keep it so); this guards the cap anyway.
  if (!account || d.attempts >= cap) {
    const why = account ? undefined : "The account no longer exists";
    yield* log.failClaim(claim, now, why);
    return undefined;
  }
  if (policy?.rateLimitPerS && d.destinationId && d.slotAt === null) {
    const slot = yield* log.reservePace(d.destinationId, now, paceMs(policy.rateLimitPerS));
    if (slot > now) {
      yield* log.deferToSlot(claim, slot);
      return undefined;
    }
  }
  const target = {
    ...d,
    ...account,
    status: "delivering" as const,
    lastNumber: d.attempts + d.manualAttempts,
  };
  const relayed = d.requestId ? yield* log.relayedRequest(d.requestId) : undefined;
  const trigger = d.attempts === 0 ? "initial" : "retry";
  const attempt = prepareAttempt(deps, target, trigger, relayed, policy);
  yield* log.startAttempt(attempt);
  return { attempt, made: d.attempts, allocationId, retry: policy?.retry, createdAt: d.createdAt };
}

/** When the next automatic attempt is due after a retryable failure, by the delivery's policy; undefined: none. */
function retryAt(deps: AppDeps, started: StartedDelivery, completedAt: number, retryAfterMs?: number) {
  const made = started.made + 1;
  if (started.retry)
    return nextAttemptAt(started.retry, { made, createdAt: started.createdAt, completedAt, retryAfterMs });
  const { maxAttempts, backoffMs } = deps.config.webhooks;
  if (made >= maxAttempts) return undefined;
  return completedAt + retryDelayMs({ baseMs: backoffMs, attempt: made, retryAfterMs });
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
  const { attempt, allocationId } = started;
  const sent = await sendAttempt(deps, attempt, signal);
  return {
    *settle() {
      const claim = { deliveryId: attempt.deliveryId, allocationId };
      const next =
        sent.outcome === "retryable"
          ? retryAt(deps, started, sent.row.completedAt, sent.retryAfterMs)
          : undefined;
      if (sent.outcome === "success") {
        const moved = yield* log.succeedClaimed(attempt.attemptId, claim, sent.row);
        observeAttempt(deps, attempt, sent, moved ? "succeeded" : undefined);
      } else if (next !== undefined) {
        yield* log.scheduleRetry(attempt.attemptId, claim, sent.row, next);
        observeAttempt(deps, attempt, sent);
      } else {
        const moved = yield* log.failClaimedAttempt(attempt.attemptId, claim, sent.row);
        observeAttempt(deps, attempt, sent, moved ? "failed" : undefined);
      }
      // The delivery's own row says when it is due again; the runner's job is done either way.
      return undefined;
    },
  };
}

/**
 * The WEBHOOK_QUEUE definition: its entries are the delivery rows themselves (src/webhooks/delivery-queue.ts),
 * concurrency WEBHOOK_CONCURRENCY, a lease just longer than one attempt.
 */
export function webhookQueue(deps: AppDeps): QueueDef<log.ClaimedDelivery, StartedDelivery | undefined> {
  const { timeoutMs, concurrency, receiverConcurrency, accountConcurrency, maxAttempts } =
    deps.config.webhooks;
  return {
    concurrency,
    // Renewed every third while the attempt runs, so only a dead process lets it expire.
    leaseMs: timeoutMs + 5_000,
    // Lost leases are harmless here: the attempts column caps the attempts, whatever the claims' history.
    maxLost: 1_000,
    // The store fails a delivery the runner gives up on (no onGiveUp needed), and closes an attempt left open
    // by a dead process or a handler that threw as interrupted: it counts.
    // One receiver (URL) that hangs or crawls holds at most receiverConcurrency slots, one account (through
    // however many URLs) at most accountConcurrency: the others' deliveries go on.
    store: deliveryQueueStore({
      maxAttempts,
      caps: {
        receiver: receiverConcurrency < concurrency ? receiverConcurrency : undefined,
        account: accountConcurrency > 0 && accountConcurrency < concurrency ? accountConcurrency : undefined,
      },
    }),
    begin: (job) => beginDelivery(deps, job.payload, job.allocationId),
    handler: async (job, started) => (started ? sendDelivery(deps, started, job.signal) : undefined),
  };
}

/**
 * Register the dispatcher (and the bulk redelivery queue) on the job runner (call once at boot, before
 * `jobs.start()`). Also closes the manual/test attempts a previous process left open: all of them on SQLite, whose
 * one process at a time is this one; on PostgreSQL, where other instances may be sending theirs now, those stranded
 * by the hourly sweep's rule (started longer than a timeout and a grace ago). (The guarded agent it sends through
 * is `deps.http.webhook`, built at boot: src/net/clients.ts.)
 */
export function registerWebhookDispatcher(deps: AppDeps): void {
  const opts = deps.store.dialect === "postgres" ? { startedBefore: strandedBefore(deps) } : {};
  // On SQLite the sweep has run when this returns (the store runs work synchronously).
  deps.store
    .run(tx(() => closeStrandedAttempts(deps.clock.now(), opts)))
    .catch((err: unknown) => deps.logger.error("closing stranded attempts failed", { err }));
  deps.jobs.register(WEBHOOK_QUEUE, webhookQueue(deps));
  deps.jobs.register(BULK_REDELIVER_QUEUE, bulkRedeliverQueue(deps));
}
