import type { Db } from "../db/client";

export type Job<P> = { id: string; queue: string; payload: P; lostCount: number; signal: AbortSignal };
/** A job to settle later: it is done (void) or runs again at `retryAt` (unix ms). */
export type JobResult = undefined | { retryAt: number };
/**
 * What a handler comes to: done (void), run again later (`retryAt`), or `settle`: the handler's own final writes,
 * which the runner runs in the transaction that settles the job (in a savepoint), so they commit together with the
 * job's new state in one commit; `settle` returns done or `retryAt`. If it throws, its writes are rolled back and
 * the job fails as if the handler had thrown.
 */
export type JobOutcome = JobResult | { settle: (db: Db) => JobResult };

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
  /** How long a claim lasts without renewal; renewed every third of it while the handler runs. */
  leaseMs?: number;
  /** How many expired leases (dead workers) are re-queued before the job is given up. */
  maxLost?: number;
  /** Called once when the job is given up (lost too often, or the handler threw), to fail the domain object. */
  onGiveUp?: (db: Db, payload: P, reason: "worker_lost" | "handler_error", error?: unknown) => void;
}
