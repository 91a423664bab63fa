import { randomUUID } from "node:crypto";
import { and, asc, eq, lt, lte, sql } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { Clock } from "../clock";
import type { Db, DbOrTx } from "../db/client";
import { jobs } from "../db/schema";
import type { Logger } from "../logger";

export type Job<P> = { id: string; queue: string; payload: P; lostCount: number; signal: AbortSignal };
/** A handler either finishes (void) or asks to run again later (`retryAt`, unix ms). */
export type JobOutcome = undefined | { retryAt: number };

export interface QueueDef<P = unknown> {
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that simply finishes returns nothing
  handler: (job: Job<P>) => Promise<JobOutcome | void>;
  /** Jobs of this queue in flight at once. */
  concurrency: number;
  /** How long a claim lasts without renewal; renewed every third of it while the handler runs. */
  leaseMs?: number;
  /** How many expired leases (dead workers) are re-queued before the job is given up. */
  maxLost?: number;
  /** Called once when the job is given up (lost too often, or the handler threw), to fail the domain object. */
  onGiveUp?: (db: Db, payload: P, reason: "worker_lost" | "handler_error", error?: unknown) => void;
}

/** Insert a job; call inside the producer's transaction so the job exists exactly when the producer's rows do. */
export function enqueueJob(
  db: DbOrTx,
  clock: Clock,
  queue: string,
  payload: unknown,
  availableAt?: number,
): string {
  const id = randomUUID();
  const now = clock.now();
  db.insert(jobs)
    .values({
      id,
      queue,
      payload,
      status: "pending",
      availableAt: availableAt ?? now,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return id;
}

/**
 * The durable job runner: claims due jobs by compare-and-swap with a lease, runs them with bounded concurrency
 * per queue, renews leases while they run, and re-queues (or gives up) jobs whose worker died.
 */
export class JobRunner {
  private queues = new Map<string, QueueDef<never>>();
  private inflight = new Map<
    string,
    { queue: string; allocationId: string; abort: AbortController; done: Promise<void> }
  >();
  private timer: NodeJS.Timeout | undefined;
  private wakeScheduled = false;
  private running = false;
  private readonly pollMs: number;
  private lastRecoverAt = Number.NEGATIVE_INFINITY;
  private finishing: {
    id: string;
    allocationId: string;
    outcome: "done" | "failed" | "release" | { retryAt: number };
    err?: unknown;
    resolve: () => void;
  }[] = [];
  private stmts: ReturnType<typeof prepareStatements> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
    opts: { pollMs?: number } = {},
  ) {
    this.pollMs = opts.pollMs ?? 250;
  }

  /** The hot statements, prepared once: building and preparing each query anew cost more than running it. */
  private get q() {
    this.stmts ??= prepareStatements(this.db);
    return this.stmts;
  }

  register<P>(queue: string, def: QueueDef<P>): this {
    this.queues.set(queue, def as QueueDef<never>);
    return this;
  }

  /** Enqueue and make the runner look for work at once (after the caller's synchronous transaction commits). */
  enqueue(db: DbOrTx, queue: string, payload: unknown, availableAt?: number): string {
    const id = enqueueJob(db, this.clock, queue, payload, availableAt);
    this.wake();
    return id;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.tick();
  }

  /** Stop claiming; wait up to `graceMs` for jobs in flight, then abort them and hand them back to the queue. */
  async stop(graceMs = 10_000): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const all = Promise.all([...this.inflight.values()].map((j) => j.done));
    let graceTimer: NodeJS.Timeout | undefined;
    const expired = new Promise<"timeout">((r) => {
      graceTimer = setTimeout(() => r("timeout"), graceMs);
    });
    const outcome = await Promise.race([all.then(() => "done" as const), expired]);
    clearTimeout(graceTimer);
    if (outcome === "timeout") {
      for (const j of this.inflight.values()) j.abort.abort(new Error("shutting down"));
      await all;
    }
  }

  /** Wait until nothing is in flight. */
  async drain(): Promise<void> {
    while (this.inflight.size > 0) await Promise.all([...this.inflight.values()].map((j) => j.done));
  }

  /** Run every job due by the clock (and any they enqueue that is due) until none is left; for tests and tools. */
  async runUntilEmpty(maxRounds = 10_000): Promise<void> {
    for (let i = 0; i < maxRounds; i++) {
      const claimed = this.poll();
      if (claimed === 0 && this.inflight.size === 0) return;
      await Promise.race([...this.inflight.values()].map((j) => j.done));
    }
    throw new Error("runUntilEmpty: too many rounds");
  }

  get inflightCount(): number {
    return this.inflight.size;
  }

  wake(): void {
    if (!this.running || this.wakeScheduled) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      if (this.running) this.poll(true);
    });
  }

  private tick(): void {
    if (!this.running) return;
    try {
      this.poll();
    } catch (err) {
      this.logger.error("job poll failed", { err });
    }
    this.timer = setTimeout(() => this.tick(), this.pollMs);
    this.timer.unref();
  }

  /**
   * Recover expired leases, then claim what fits in each queue. Returns how many jobs were claimed. `fromWake`
   * (a job finished or was enqueued) skips the recovery scan when one ran within the poll interval: every
   * finished job wakes the runner, and scanning for dead workers that often finds nothing new.
   */
  poll(fromWake = false): number {
    const now = this.clock.now();
    if (!fromWake || now - this.lastRecoverAt >= this.pollMs || now < this.lastRecoverAt) {
      this.lastRecoverAt = now;
      this.recoverExpired();
    }
    let claimed = 0;
    for (const [queue, def] of this.queues) {
      const free = def.concurrency - this.countInflight(queue);
      if (free <= 0) continue;
      for (const job of this.claim(queue, def, free)) {
        claimed++;
        this.launch(queue, def, job);
      }
    }
    return claimed;
  }

  private countInflight(queue: string): number {
    let n = 0;
    for (const j of this.inflight.values()) if (j.queue === queue) n++;
    return n;
  }

  private claim(queue: string, def: QueueDef<never>, limit: number) {
    const now = this.clock.now();
    const leaseMs = def.leaseMs ?? 60_000;
    return this.db.transaction(() => {
      const due = this.q.due.all({ queue, now, limit });
      const won: (typeof due)[number][] = [];
      for (const job of due) {
        const allocationId = randomUUID();
        // Compare-and-swap: only a row still pending becomes ours, so two runners never both claim it.
        const res = this.q.take.run({ id: job.id, allocationId, lease: now + leaseMs, now });
        if (res.changes === 1) won.push({ ...job, allocationId });
      }
      return won;
    });
  }

  private launch(queue: string, def: QueueDef<never>, row: typeof jobs.$inferSelect): void {
    const allocationId = row.allocationId!;
    const abort = new AbortController();
    const leaseMs = def.leaseMs ?? 60_000;
    const renew = setInterval(
      () => {
        this.db
          .update(jobs)
          .set({ leaseExpiresAt: this.clock.now() + leaseMs, updatedAt: this.clock.now() })
          .where(and(eq(jobs.id, row.id), eq(jobs.allocationId, allocationId)))
          .run();
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    renew.unref();
    const job: Job<never> = {
      id: row.id,
      queue,
      payload: row.payload as never,
      lostCount: row.lostCount,
      signal: abort.signal,
    };
    const done = (async () => {
      try {
        const outcome = await def.handler(job);
        await this.finish(row.id, allocationId, abort.signal.aborted ? "release" : (outcome ?? "done"));
      } catch (err) {
        if (abort.signal.aborted) {
          await this.finish(row.id, allocationId, "release");
        } else {
          this.logger.error("job failed", { queue, jobId: row.id, err });
          await this.finish(row.id, allocationId, "failed", err);
          this.giveUp(def, row.payload as never, "handler_error", err);
        }
      } finally {
        clearInterval(renew);
        this.inflight.delete(row.id);
        this.wake();
      }
    })();
    this.inflight.set(row.id, { queue, allocationId, abort, done });
  }

  /**
   * Settle a job. Jobs finishing in the same turn of the event loop are settled in one transaction: a commit
   * costs far more than the update in it, and busy queues finish many jobs at once. Resolves once committed.
   */
  private finish(
    id: string,
    allocationId: string,
    outcome: "done" | "failed" | "release" | { retryAt: number },
    err?: unknown,
  ): Promise<void> {
    return new Promise((resolve) => {
      if (this.finishing.length === 0) setImmediate(() => this.flushFinishes());
      this.finishing.push({ id, allocationId, outcome, err, resolve });
    });
  }

  private flushFinishes(): void {
    const batch = this.finishing.splice(0);
    try {
      this.db.transaction(() => {
        const now = this.clock.now();
        for (const { id, allocationId, outcome, err } of batch) {
          // Only the holder of the current allocation may settle the job; a reclaimed job belongs to its new holder.
          if (outcome === "done") this.q.done.run({ id, allocationId, now });
          else if (outcome === "failed")
            this.q.failed.run({
              id,
              allocationId,
              now,
              error: String(err instanceof Error ? err.message : err),
            });
          else
            this.q.pending.run({ id, allocationId, now, at: outcome === "release" ? now : outcome.retryAt });
        }
      });
    } catch (err) {
      // The jobs stay claimed; their leases expire and recovery hands them out again.
      this.logger.error("settling jobs failed", { err, jobs: batch.length });
    } finally {
      for (const f of batch) f.resolve();
    }
  }

  /** Jobs whose lease ran out belong to a worker that died: re-queue them, or give up after `maxLost`. */
  recoverExpired(): number {
    const now = this.clock.now();
    const mine = [...this.inflight.values()].map((j) => j.allocationId);
    const expired = this.q.expired.all({ now }).filter((j) => !mine.includes(j.allocationId ?? ""));
    for (const job of expired) {
      const def = this.queues.get(job.queue);
      if (!def) continue;
      const lost = job.lostCount + 1;
      const givingUp = lost > (def.maxLost ?? 1);
      const res = this.db
        .update(jobs)
        .set({
          status: givingUp ? "failed" : "pending",
          lostCount: lost,
          availableAt: now,
          allocationId: null,
          leaseExpiresAt: null,
          lastError: givingUp ? "worker_lost" : job.lastError,
          updatedAt: now,
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.allocationId, job.allocationId ?? "")))
        .run();
      if (res.changes === 1) {
        this.logger.warn("job lease expired", { queue: job.queue, jobId: job.id, lost, givingUp });
        if (givingUp) this.giveUp(def, job.payload as never, "worker_lost");
      }
    }
    return expired.length;
  }

  private giveUp(
    def: QueueDef<never>,
    payload: never,
    reason: "worker_lost" | "handler_error",
    err?: unknown,
  ) {
    try {
      def.onGiveUp?.(this.db, payload, reason, err);
    } catch (e) {
      this.logger.error("job give-up hook failed", { err: e });
    }
  }

  /** Counts of pending jobs per queue (for /metrics and /health). */
  pendingCounts(): Record<string, number> {
    const rows = this.db
      .select({ queue: jobs.queue, n: sql<number>`count(*)` })
      .from(jobs)
      .where(eq(jobs.status, "pending"))
      .groupBy(jobs.queue)
      .all();
    return Object.fromEntries(rows.map((r) => [r.queue, r.n]));
  }
}

const p = sql.placeholder;
/** A placeholder usable as an update value. */
const v = (name: string) => sql`${p(name)}`;
const settled = (db: Db, set: SQLiteUpdateSetSource<typeof jobs>) =>
  db
    .update(jobs)
    .set({ ...set, allocationId: null, leaseExpiresAt: null, updatedAt: v("now") })
    .where(and(eq(jobs.id, p("id")), eq(jobs.allocationId, p("allocationId"))))
    .prepare();

function prepareStatements(db: Db) {
  return {
    due: db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, p("queue")), eq(jobs.status, "pending"), lte(jobs.availableAt, p("now"))))
      .orderBy(asc(jobs.availableAt))
      .limit(p("limit"))
      .prepare(),
    take: db
      .update(jobs)
      .set({
        status: "running",
        allocationId: v("allocationId"),
        leaseExpiresAt: v("lease"),
        updatedAt: v("now"),
      })
      .where(and(eq(jobs.id, p("id")), eq(jobs.status, "pending")))
      .prepare(),
    done: settled(db, { status: "done" }),
    failed: settled(db, { status: "failed", lastError: v("error") }),
    pending: settled(db, { status: "pending", availableAt: v("at") }),
    expired: db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, "running"), lt(jobs.leaseExpiresAt, p("now"))))
      .prepare(),
  };
}
