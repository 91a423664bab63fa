import { tx, type Work } from "../db/store";
import type { AppDeps } from "../deps";
import type { JobOutcome, QueueDef } from "../jobs/runner";
import { BULK_REDELIVER_QUEUE, bulkRedeliverQueue } from "./bulk-redeliver";
import { deliveryQueueStore } from "./delivery-queue";
import { WEBHOOK_QUEUE } from "./event";
import * as log from "./log";
import { retryDelayMs } from "./retry";
import { DEFAULT_RETRY, maxAttemptsOf, nextAttemptAt, paceMs, type RetryPolicy } from "./retry-policy";
import { observeAttempt, prepareAttempt, type SentAttempt, type StartedAttempt, sendAttempt } from "./sender";
import type { SigningAccount } from "./signing";
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
 * What applies to a relay delivery (one with a destination; our own webhooks have none): its destination's retry
 * policy (the default schedule when it has none, or when the destination was deleted while the delivery waited),
 * rate limit, signing secrets and transform.
 */
function* relayPolicy(destinationId: string) {
  const p = yield* log.destinationPolicy(destinationId);
  return {
    retry: p?.retry ?? DEFAULT_RETRY,
    rateLimitPerS: p?.rateLimitPerS ?? null,
    signing: p?.signing,
    transform: p?.transform,
  };
}

type RelayPolicy = ReturnType<typeof relayPolicy> extends Work<infer P> ? P : never;

/**
 * First step of the claims of a turn, in the job runner's claim transaction: write each attempt row (the request
 * exactly as it will be sent) and count it on its delivery, so the rows are committed together with the claims and
 * before any request goes out. The delivery's `attempts` column moves in the same transaction as the attempt rows,
 * so it is the count of automatic attempts made, interrupted ones included: a crash at any point can neither lose
 * a delivery nor earn it an attempt beyond its policy. A relay destination with a rate limit gets its attempts
 * spaced: one that is not its turn yet goes back to waiting, until the slot it reserved. One result per claimed
 * delivery, in order: undefined where there is nothing to send now. The accounts' secrets come with the claim
 * (PostgreSQL) or are read once for all, each destination's policy is read once, and the attempts are written
 * together (src/webhooks/log/batch-pg.ts).
 */
export function* beginDeliveries(
  deps: AppDeps,
  claimed: readonly { payload: log.ClaimedDelivery; allocationId: string }[],
): Work<(StartedDelivery | undefined)[]> {
  const now = deps.clock.now();
  const unread = claimed.filter((c) => c.payload.signing === undefined);
  const accounts = yield* log.accountsSecrets(unread.map((c) => c.payload.accountId));
  const policies = new Map<string, RelayPolicy>();
  const out: (StartedDelivery | undefined)[] = [];
  for (const { payload: d, allocationId } of claimed) {
    let policy: RelayPolicy | undefined;
    if (d.destinationId) {
      policy = policies.get(d.destinationId) ?? (yield* relayPolicy(d.destinationId));
      policies.set(d.destinationId, policy);
    }
    const account = d.signing === undefined ? accounts.get(d.accountId) : (d.signing ?? undefined);
    out.push(yield* beginOne(deps, d, allocationId, account, policy, now));
  }
  yield* log.startAttempts(out.flatMap((s) => (s ? [s.attempt] : [])));
  return out;
}

/** beginDeliveries' step for one delivery, but for writing its attempt (done for all of them together). */
function* beginOne(
  deps: AppDeps,
  d: log.ClaimedDelivery,
  allocationId: string,
  account: SigningAccount | undefined,
  policy: RelayPolicy | undefined,
  now: number,
): Work<StartedDelivery | undefined> {
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

/** A sent attempt, waiting for the runner's turn to write it with the others of the turn (settleDeliveries). */
export interface SentDelivery {
  started: StartedDelivery;
  sent: SentAttempt;
}

/**
 * Send a started attempt, then hand the runner what it came to; the runner writes it in its next turn, together
 * with the other deliveries finished since and the jobs' new states, by settleDeliveries.
 */
export async function sendDelivery(
  deps: AppDeps,
  started: StartedDelivery,
  signal?: AbortSignal,
): Promise<JobOutcome> {
  const sent = await sendAttempt(deps, started.attempt, signal);
  return { settleWith: { started, sent } satisfies SentDelivery };
}

/**
 * Record sent attempts: each one's response, and its delivery `succeeded`, back to `pending` until the retry, or
 * `failed` (only a delivery still in progress moves: a manual redelivery that succeeded meanwhile keeps it). The
 * delivery's own row says when it is due again: each job is done either way.
 */
export function* settleDeliveries(deps: AppDeps, done: readonly SentDelivery[]): Work<undefined[]> {
  const list = done.map(({ started, sent }): log.SettleClaimed => {
    const { attempt, allocationId } = started;
    const claim = { deliveryId: attempt.deliveryId, allocationId };
    const base = { attemptId: attempt.attemptId, claim, result: sent.row };
    if (sent.outcome === "success") return { ...base, to: "succeeded" };
    const next =
      sent.outcome === "retryable"
        ? retryAt(deps, started, sent.row.completedAt, sent.retryAfterMs)
        : undefined;
    return next === undefined ? { ...base, to: "failed" } : { ...base, to: "retry", retryAt: next };
  });
  const moved = yield* log.settleClaimedMany(list);
  for (const [i, { started, sent }] of done.entries()) {
    const to = list[i]!.to;
    observeAttempt(deps, started.attempt, sent, moved[i] && to !== "retry" ? to : undefined);
  }
  return done.map(() => undefined);
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
    beginMany: (jobs) => beginDeliveries(deps, jobs),
    handler: async (job, started) => (started ? sendDelivery(deps, started, job.signal) : undefined),
    settleMany: (done) => settleDeliveries(deps, done as SentDelivery[]),
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
