import type { Work } from "../db/store";

export type Job<P> = {
  id: string;
  queue: string;
  payload: P;
  lostCount: number;
  /** Names this claim: a store's domain writes can be guarded on it as the runner's own writes are. */
  allocationId: string;
  signal: AbortSignal;
};
/** A job to settle later: it is done (void) or runs again at `retryAt` (unix ms). */
export type JobResult = undefined | { retryAt: number };
/**
 * What a handler comes to: done (void), run again later (`retryAt`), or `settle`: the handler's own final writes,
 * which the runner runs in the transaction that settles the job (in a savepoint), so they commit together with the
 * job's new state in one commit; `settle` returns done or `retryAt`. If it throws, its writes are rolled back and
 * the job fails as if the handler had thrown. `settleWith`: a value the queue's `settleMany` writes together with
 * the values of the other jobs of its queue that finished since the last turn (QueueDef.settleMany).
 */
export type JobOutcome = JobResult | { settle: () => Work<JobResult> } | { settleWith: unknown };

/** A job's new state as the runner writes it: finished, failed, handed back now (shutdown), or due again later. */
export type Settlement = "done" | "failed" | "release" | { retryAt: number };

/** An entry a store handed out on a claim. */
export interface ClaimedEntry<P> {
  id: string;
  payload: P;
  lostCount: number;
}

/** A claim on the `jobs` table: of which queue, for whom, until when, and what is due (`now`). */
export type JobsClaim = { queue: string; allocationId: string; leaseUntil: number; now: number };
/** A `jobs` row as a claim takes it: its payload still JSON, its group for the cap. */
export type ClaimedJob = ClaimedEntry<string> & { groupKey: string | null };

/** An entry whose lease ran out while claimed (its worker died). */
export interface ExpiredEntry<P> extends ClaimedEntry<P> {
  allocationId: string;
  lastError: string | null;
}

/**
 * Where a queue's entries live and how they move: the `jobs` table by default (src/jobs/store.ts), or a domain
 * table whose rows are their own queue entries (the webhook dispatcher claims delivery rows). The runner owns
 * turns, leases, concurrency, renewal, recovery and shutdown; a store owns its SQL and any cap of its own (how
 * many of one key may be claimed at once), counted from its rows, so it holds across processes. Every write is
 * guarded on the allocation: only the holder of the current claim may settle or renew an entry.
 */
export interface QueueStore<P> {
  /**
   * Compare-and-swap: take up to `limit` due pending entries, oldest due first, leased to `allocationId`. Two
   * runners (processes, instances) claiming at once never both take one entry.
   */
  claim(allocationId: string, leaseUntil: number, now: number, limit: number): Work<ClaimedEntry<P>[]>;
  /** Write a claimed entry's new state (`error`: why it failed). */
  settle(id: string, allocationId: string, s: Settlement, now: number, error?: string): Work<void>;
  renew(id: string, allocationId: string, leaseUntil: number, now: number): Work<void>;
  /** Claimed entries whose lease ended before `now`. */
  expired(now: number): Work<ExpiredEntry<P>[]>;
  /**
   * Hand an expired entry back to the queue (due now) or, when `givingUp`, fail it; `lost` is its new count of
   * lost claims. False when the entry was no longer held by that allocation.
   */
  requeue(e: ExpiredEntry<P>, lost: number, givingUp: boolean, now: number): Work<boolean>;
  /**
   * When the earliest pending entry falls due (unix ms; null when none is pending), whoever wrote it: the runner
   * asks once a claim has left free slots, and looks at the database again only then (or after its idle interval).
   * A store without it is looked at on every tick of the runner's clock.
   */
  nextDue?(): Work<number | null>;
}

export interface QueueDef<P = unknown, S = undefined> {
  /**
   * Optional first step: runs inside the transaction that claims the job (in a savepoint), so its
   * writes are committed together with the claim and before `handler` starts. Its result is handed to `handler`.
   * If it throws, its writes are rolled back and the job fails as if the handler had thrown.
   */
  begin?: (job: Job<P>) => Work<S>;
  /**
   * `begin` for every job a turn claimed at once: one result per job, in order. The runner runs it in one
   * savepoint for all of them, so a queue can write them with a few statements instead of a few per job (on
   * PostgreSQL each is a round trip). If it throws, the runner runs it again for each job alone, in a savepoint of
   * its own, so one job's failure fails that job only. A queue has `begin` or `beginMany`, not both.
   */
  beginMany?: (jobs: Job<P>[]) => Work<S[]>;
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that simply finishes returns nothing
  handler: (job: Job<P>, started: S) => Promise<JobOutcome | void>;
  /**
   * Writes the `settleWith` values of the jobs of this queue that finished since the last turn, in the turn's
   * transaction (one savepoint for all of them); one result per value, in order. If it throws, the runner runs it
   * for each value alone in a savepoint of its own: only the job whose writes failed fails. Required when the
   * handler returns `settleWith`.
   */
  settleMany?: (values: unknown[]) => Work<JobResult[]>;
  /** Jobs of this queue in flight at once in this process. */
  concurrency: number;
  /** How long a claim lasts without renewal; renewed every third of it while the handler runs. */
  leaseMs?: number;
  /** How many expired leases (dead workers) are re-queued before the job is given up. */
  maxLost?: number;
  /**
   * Called once when the job is given up (lost too often, or the handler threw), to fail the domain object: the
   * storage work it returns runs in the runner's transaction (nothing, when it only tells someone).
   */
  onGiveUp?: (payload: P, reason: "worker_lost" | "handler_error", error?: unknown) => Work<void> | void;
  /** Where the entries live; the `jobs` table (rows of this queue's name, no caps) when absent. */
  store?: QueueStore<P>;
}

/** How a job is enqueued on the `jobs` table. */
export interface EnqueueOptions {
  /** When it becomes due (unix ms); now when absent. */
  availableAt?: number;
  /** Its key for the store's cap (`jobsStore`'s `groupConcurrency`): at most that many of one group run at once. */
  group?: string;
  /** What it is about (a scout, a delivery), so "is one outstanding?" is one index lookup (`outstandingJobs`). */
  subject?: string;
}

/** A registered queue: its name, definition and where its entries live. */
// biome-ignore lint/suspicious/noExplicitAny: the runner holds queues of every payload type
export type AnyQueue = QueueDef<never, any>;
export type Queue = { name: string; def: AnyQueue; store: QueueStore<never> };
