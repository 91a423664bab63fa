import type { Db } from "../db/client";

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
 * the job fails as if the handler had thrown.
 */
export type JobOutcome = JobResult | { settle: (db: Db) => JobResult };

/** A job's new state as the runner writes it: finished, failed, handed back now (shutdown), or due again later. */
export type Settlement = "done" | "failed" | "release" | { retryAt: number };

/** An entry a store handed out on a claim. */
export interface ClaimedEntry<P> {
  id: string;
  payload: P;
  lostCount: number;
}

/** An entry whose lease ran out while claimed (its worker died). */
export interface ExpiredEntry<P> extends ClaimedEntry<P> {
  allocationId: string;
  lastError: string | null;
}

/**
 * Where a queue's entries live and how they move: the `jobs` table by default (src/jobs/store.ts), or a domain
 * table whose rows are their own queue entries (the webhook dispatcher claims delivery rows). The runner owns
 * everything else (turns, leases, concurrency, renewal, recovery, shutdown); a store owns its SQL. Every write is
 * guarded on the allocation: only the holder of the current claim may settle or renew an entry.
 */
export interface QueueStore<P> {
  /**
   * Compare-and-swap: take up to `limit` due pending entries, leased to `allocationId` until `leaseUntil`. `exclude`:
   * groups (QueueDef.group) already at their cap, whose entries the claim passes over. A grouped queue's store
   * returns them oldest due first: where a group has room for fewer, the runner keeps the first.
   */
  claim(
    allocationId: string,
    leaseUntil: number,
    now: number,
    limit: number,
    exclude?: readonly string[],
    /** Tenants (QueueDef.tenant) already at their cap, passed over the same way. */
    excludeTenants?: readonly string[],
  ): ClaimedEntry<P>[];
  /**
   * Hand back an entry claimed in this same turn, exactly as it was (pending, due when it was): a grouped queue's
   * claim returned more of one group than it has room for. Required for QueueDef.group.
   */
  unclaim?(id: string, allocationId: string): void;
  /** Write a claimed entry's new state (`error`: why it failed). */
  settle(id: string, allocationId: string, s: Settlement, now: number, error?: string): void;
  renew(id: string, allocationId: string, leaseUntil: number, now: number): void;
  /** Claimed entries whose lease ended before `now`. */
  expired(now: number): ExpiredEntry<P>[];
  /**
   * Hand an expired entry back to the queue (due now) or, when `givingUp`, fail it; `lost` is its new count of
   * lost claims. False when the entry was no longer held by that allocation.
   */
  requeue(e: ExpiredEntry<P>, lost: number, givingUp: boolean, now: number): boolean;
}

export interface QueueDef<P = unknown, S = undefined> {
  /**
   * Optional first step, synchronous: runs inside the transaction that claims the job (in a savepoint), so its
   * writes are committed together with the claim and before `handler` starts. Its result is handed to `handler`.
   * If it throws, its writes are rolled back and the job fails as if the handler had thrown.
   */
  begin?: (db: Db, job: Job<P>) => S;
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that simply finishes returns nothing
  handler: (job: Job<P>, started: S) => Promise<JobOutcome | void>;
  /** Jobs of this queue in flight at once. */
  concurrency: number;
  /**
   * A cap within the queue: at most `concurrency` jobs of one group (`of(payload)`) in flight at once, so one
   * group's backlog cannot take every slot (webhook deliveries are grouped by receiver URL). Entries of a full
   * group stay queued, in their order, while other groups' entries are claimed past them. Needs a store that
   * can pass over full groups and hand entries back (`exclude`, `unclaim`): the webhook store does, by URL; the
   * `jobs` table's store does by `group_key`, which `JobRunner.enqueue` writes from `of(payload)` (enqueue a
   * grouped queue's jobs through the runner, not `enqueueJob`).
   */
  group?: { of: (payload: P) => string; concurrency: number };
  /**
   * A second cap, across groups: at most `concurrency` jobs of one tenant (`of(payload)`) in flight at once, so
   * one tenant cannot take every slot through many groups (webhook deliveries: the account, across its many
   * receiver URLs). Needs a store that can pass over full tenants (`excludeTenants`): the webhook store does.
   */
  tenant?: { of: (payload: P) => string; concurrency: number };
  /** How long a claim lasts without renewal; renewed every third of it while the handler runs. */
  leaseMs?: number;
  /** How many expired leases (dead workers) are re-queued before the job is given up. */
  maxLost?: number;
  /** Called once when the job is given up (lost too often, or the handler threw), to fail the domain object. */
  onGiveUp?: (db: Db, payload: P, reason: "worker_lost" | "handler_error", error?: unknown) => void;
  /** Where the entries live; the `jobs` table (rows of this queue's name) when absent. */
  store?: (db: Db) => QueueStore<P>;
}
