import { randomUUID } from "node:crypto";
import { setMaxListeners } from "node:events";
import type { Clock } from "../clock";
import type { Db, DbOrTx } from "../db/client";
import { STORAGE_RETRY_MS, StorageHealth, storageProblem } from "../db/errors";
import { BUSY_RETRY_MS } from "../db/lock";
import { transaction } from "../db/tx";
import type { Logger } from "../logger";
import { claimWithinGroups } from "./groups";
import { enqueueJob, jobsStore } from "./store";
import type { ClaimedEntry, Job, JobOutcome, QueueDef, QueueStore, Settlement } from "./types";

export type { Job, JobOutcome, JobResult, QueueDef, QueueStore } from "./types";
export { enqueueJob };

type AnyQueue = QueueDef<never, unknown>;

/** How soon a turn that met another process's write lock is tried again (each try blocks BUSY_TIMEOUT_MS at most). */
const BUSY_TURN_RETRY_MS = 50;
/** A registered queue: its definition and where its entries live. */
interface Queue {
  def: AnyQueue;
  store: QueueStore<never>;
}

interface Inflight {
  queue: string;
  allocationId: string;
  done: Promise<void>;
  /** The handler has returned; the job waits for the turn that settles it and no longer holds a slot. */
  settling: boolean;
  /** Its group within the queue (QueueDef.group), when the queue has groups. */
  group?: string;
  /** Its tenant (QueueDef.tenant), when the queue caps tenants. */
  tenant?: string;
}

interface Finishing {
  store: QueueStore<never>;
  id: string;
  allocationId: string;
  outcome: JobOutcome | "failed" | "release";
  /** Aborted (shutdown): the job goes back to the queue whatever the outcome; `settle` writes still run. */
  aborted: boolean;
  err?: unknown;
  /** Called once the turn's transaction ended; with the error when `settle` threw (the job failed). */
  resolve: (settleError?: { err: unknown }) => void;
}

interface Claimed {
  queue: string;
  def: AnyQueue;
  store: QueueStore<never>;
  job: Job<never>;
  group?: string;
  tenant?: string;
  started?: unknown;
  beginError?: { err: unknown };
}

/** A controller whose signal any number of jobs may listen to (the default warns past ten listeners). */
function unboundedController(): AbortController {
  const c = new AbortController();
  setMaxListeners(0, c.signal);
  return c;
}

/**
 * The durable job runner: claims due jobs by compare-and-swap with a lease, runs them with bounded concurrency
 * per queue, renews leases while they run, and re-queues (or gives up) jobs whose worker died.
 *
 * Its database work happens in turns: one transaction per turn of the event loop settles every job whose handler
 * finished since the last turn (with the handlers' `settle` writes), recovers expired leases when due, claims what
 * fits in each queue (with the queues' `begin` writes), and commits once. Only then are the claimed jobs' handlers
 * started. A commit costs far more than the statements in it, and on a busy queue one turn settles and claims many
 * jobs.
 */
export class JobRunner {
  private queues = new Map<string, Queue>();
  private inflight = new Map<string, Inflight>();
  private timer: NodeJS.Timeout | undefined;
  private turnScheduled = false;
  private running = false;
  private readonly pollMs: number;
  /** Where the storage problems this runner meets are noted (deps' own, when it was given). */
  readonly storage: StorageHealth;
  private lastRecoverAt = Number.NEGATIVE_INFINITY;
  private finishing: Finishing[] = [];
  /** Aborted when `stop` runs out of grace: every job in flight shares it (one signal per run, not per job). */
  private shutdown = unboundedController();
  /** Since when turns have met another process's write lock, while they do. */
  private busySince: number | undefined;
  private busyTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** `storage`: where the storage problems the runner meets are noted for /health (`deps.memory.storage`). */
    opts: { pollMs?: number; storage?: StorageHealth } = {},
  ) {
    this.pollMs = opts.pollMs ?? 250;
    this.storage = opts.storage ?? new StorageHealth();
  }

  register<P, S = undefined>(queue: string, def: QueueDef<P, S>): this {
    const store = (def.store ? def.store(this.db) : jobsStore<P>(this.db, queue)) as QueueStore<never>;
    if (def.tenant && !def.store)
      throw new Error(
        `queue ${queue}: a tenant cap needs a store that passes over full tenants (the jobs table's does not)`,
      );
    if ((def.group || def.tenant) && !store.unclaim)
      throw new Error(
        `queue ${queue}: a grouped queue needs a store that can pass over full groups and unclaim`,
      );
    this.queues.set(queue, { def: def as unknown as AnyQueue, store });
    return this;
  }

  /** Enqueue and make the runner look for work at once (after the caller's synchronous transaction commits). */
  enqueue(db: DbOrTx, queue: string, payload: unknown, availableAt?: number): string {
    // A grouped queue's job carries its group, so a claim can pass over the groups at their cap in SQL.
    const group = (this.queues.get(queue)?.def.group as { of: (p: unknown) => string } | undefined)?.of(
      payload,
    );
    const id = enqueueJob(db, this.clock, queue, payload, availableAt, group);
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
      this.shutdown.abort(new Error("shutting down"));
      await all;
      // Everything it aborted has ended; whatever is claimed later (a restart, runUntilEmpty) gets a live signal.
      this.shutdown = unboundedController();
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

  /** Make the runner claim at once (in a turn of its own, after the caller's synchronous code). */
  wake(): void {
    if (this.running) this.scheduleTurn();
  }

  private scheduleTurn(): void {
    if (this.turnScheduled) return;
    this.turnScheduled = true;
    setImmediate(this.runScheduledTurn);
  }

  private readonly runScheduledTurn = () => {
    this.turnScheduled = false;
    try {
      this.turn(this.running, false);
    } catch (err) {
      this.logger.error("job turn failed", { err });
    }
  };

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
   * One turn now: settle finished jobs, recover expired leases, claim what fits in each queue. Returns how many
   * jobs were claimed. `fromWake` skips the recovery scan when one ran within the poll interval: scanning for dead
   * workers on every wake-up finds nothing new.
   */
  poll(fromWake = false): number {
    return this.turn(true, !fromWake);
  }

  private turn(claim: boolean, forceRecover: boolean): number {
    // Inside someone else's transaction our writes would commit with theirs, after handlers already started.
    if (this.db.$client.inTransaction) {
      this.scheduleTurn();
      return 0;
    }
    const batch = this.finishing.splice(0);
    const now = this.clock.now();
    const recover =
      claim && (forceRecover || now - this.lastRecoverAt >= this.pollMs || now < this.lastRecoverAt);
    if (batch.length === 0 && !claim) return 0;
    if (recover) this.lastRecoverAt = now;
    let claimed: Claimed[] = [];
    const settleErrors = new Map<Finishing, unknown>();
    try {
      transaction(this.db, () => {
        for (const f of batch) this.settle(f, now, settleErrors);
        if (recover) this.recoverExpiredNow();
        if (claim) claimed = this.claimAll(now);
      });
    } catch (err) {
      const problem = storageProblem(err);
      if (problem) this.storage.note(problem, now);
      if (problem === "busy") {
        // Another process holds the write lock and nothing of this turn was written: the finished jobs wait for
        // a later turn (their handlers' writes kept, not lost), tried again shortly without blocking meanwhile.
        this.finishing.unshift(...batch);
        this.retryWhileBusy(err);
        return 0;
      }
      // Nothing of this turn was written: the finished jobs stay claimed until their leases expire and recovery
      // hands them out again (their handlers' settle writes are lost, as in a crash), and nothing was claimed.
      this.logger.error("job turn failed", { err, settling: batch.length });
      claimed = [];
      settleErrors.clear();
    }
    if (this.busySince !== undefined) {
      this.logger.info("database lock released: jobs go on", { waitedMs: now - this.busySince });
      this.busySince = undefined;
    }
    for (const f of batch) f.resolve(settleErrors.has(f) ? { err: settleErrors.get(f) } : undefined);
    for (const c of claimed) this.launch(c);
    return claimed.length;
  }

  /** Write a finished job's new state (only the holder of the current allocation may; see the statements). */
  private settle(f: Finishing, now: number, errors: Map<Finishing, unknown>): void {
    let result: Settlement;
    const o = f.outcome;
    if (o === "failed" || o === "release") result = o;
    else if (o && "settle" in o) {
      try {
        const r = transaction(this.db, () => o.settle(this.db));
        result = f.aborted ? "release" : (r ?? "done");
      } catch (err) {
        this.rethrowIfTurnEnded(err);
        if (!f.aborted) {
          this.logger.error("job settle failed", { jobId: f.id, err });
          errors.set(f, err);
          f.err = err;
        }
        result = f.aborted ? "release" : "failed";
      }
    } else result = f.aborted ? "release" : (o ?? "done");

    const err = result === "failed" ? String(f.err instanceof Error ? f.err.message : f.err) : undefined;
    f.store.settle(f.id, f.allocationId, result, now, err);
  }

  /** A turn met another process's write lock: say so once, and take another turn soon. */
  private retryWhileBusy(err: unknown): void {
    if (this.busySince === undefined) {
      this.busySince = this.clock.now();
      this.logger.warn("database locked by another process: jobs wait", { err });
    }
    if (this.busyTimer) return;
    this.busyTimer = setTimeout(() => {
      this.busyTimer = undefined;
      this.scheduleTurn();
    }, BUSY_TURN_RETRY_MS);
    this.busyTimer.unref();
  }

  private countRunning(queue: string): number {
    let n = 0;
    for (const j of this.inflight.values()) if (j.queue === queue && !j.settling) n++;
    return n;
  }

  /** Jobs of `queue` holding a slot, by group or by tenant. */
  private runningBy(queue: string, key: "group" | "tenant"): Map<string, number> {
    const n = new Map<string, number>();
    for (const j of this.inflight.values()) {
      const k = j[key];
      if (j.queue === queue && !j.settling && k !== undefined) n.set(k, (n.get(k) ?? 0) + 1);
    }
    return n;
  }

  /** Claim (compare-and-swap with a lease) what fits in each queue, and run each claimed job's `begin`. */
  private claimAll(now: number): Claimed[] {
    const out: Claimed[] = [];
    for (const [queue, { def, store }] of this.queues) {
      const free = def.concurrency - this.countRunning(queue);
      if (free <= 0) continue;
      const leaseUntil = now + (def.leaseMs ?? 60_000);
      // One allocation id per claim: with the job id it names this claim, which is all the settle CAS needs.
      const allocationId = randomUUID();
      const claimed =
        def.group || def.tenant
          ? claimWithinGroups(
              store,
              {
                group: def.group && { ...def.group, held: this.runningBy(queue, "group") },
                tenant: def.tenant && { ...def.tenant, held: this.runningBy(queue, "tenant") },
              },
              { allocationId, leaseUntil, now, free, concurrency: def.concurrency },
            )
          : store.claim(allocationId, leaseUntil, now, free).map((row) => ({ row }));
      for (const { row, ...keys } of claimed)
        out.push(this.claimed(queue, def, store, row, allocationId, keys));
    }
    return out;
  }

  /** A claimed entry as a job, with its queue's `begin` run (in a savepoint of the claim's transaction). */
  private claimed(
    queue: string,
    def: AnyQueue,
    store: QueueStore<never>,
    row: ClaimedEntry<never>,
    allocationId: string,
    keys: { group?: string; tenant?: string },
  ): Claimed {
    const job: Job<never> = {
      id: row.id,
      queue,
      payload: row.payload,
      lostCount: row.lostCount,
      allocationId,
      signal: this.shutdown.signal,
    };
    const c: Claimed = { queue, def, store, job, ...keys };
    if (def.begin) {
      const begin = def.begin;
      try {
        c.started = transaction(this.db, () => begin(this.db, job));
      } catch (err) {
        this.rethrowIfTurnEnded(err);
        c.beginError = { err };
      }
    }
    return c;
  }

  private launch(c: Claimed): void {
    const { queue, def, store, job } = c;
    const { signal, allocationId } = job;
    const leaseMs = def.leaseMs ?? 60_000;
    const renew = setInterval(
      () => {
        try {
          const now = this.clock.now();
          store.renew(job.id, allocationId, now + leaseMs, now);
        } catch (err) {
          // A held lock or a full disk passes; the next renewal (a third of the lease later) tries again.
          this.logger[storageProblem(err) ? "warn" : "error"]("lease renewal failed", {
            queue,
            jobId: job.id,
            err,
          });
        }
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    renew.unref();
    const entry: Inflight = {
      queue,
      allocationId,
      done: Promise.resolve(),
      settling: false,
      group: c.group,
      tenant: c.tenant,
    };
    const finish = (outcome: Finishing["outcome"], err?: unknown) => {
      entry.settling = true;
      return new Promise<{ err: unknown } | undefined>((resolve) => {
        this.finishing.push({
          store,
          id: job.id,
          allocationId,
          outcome,
          aborted: signal.aborted,
          err,
          resolve,
        });
        this.scheduleTurn();
      });
    };
    entry.done = (async () => {
      try {
        if (c.beginError) throw c.beginError.err;
        const outcome = await def.handler(job, c.started);
        const settleError = await finish(outcome ?? undefined);
        if (settleError) this.giveUp(def, job.payload, "handler_error", settleError.err);
      } catch (err) {
        const problem = storageProblem(err);
        if (signal.aborted) {
          await finish("release");
        } else if (problem) {
          // A full disk or a held lock says nothing about the job: it runs again once that has passed, as after
          // a crash (its work is written to be repeated), instead of failing for good.
          this.logger.warn("job deferred: storage unavailable", { queue, jobId: job.id, err });
          this.storage.note(problem, this.clock.now());
          const wait = problem === "busy" ? BUSY_RETRY_MS : STORAGE_RETRY_MS;
          await finish({ retryAt: this.clock.now() + wait });
        } else {
          this.logger.error("job failed", { queue, jobId: job.id, err });
          await finish("failed", err);
          this.giveUp(def, job.payload, "handler_error", err);
        }
      } finally {
        clearInterval(renew);
        this.inflight.delete(job.id);
      }
    })();
    this.inflight.set(job.id, entry);
  }

  /**
   * Jobs whose lease ran out belong to a worker that died: re-queue them, or give up after `maxLost`. One
   * transaction (a savepoint inside a turn), so a store's recovery writes land together.
   */
  recoverExpired(): number {
    return transaction(this.db, () => this.recoverExpiredNow());
  }

  private recoverExpiredNow(): number {
    const now = this.clock.now();
    let found = 0;
    for (const [queue, { def, store }] of this.queues) {
      const expired = store
        .expired(now)
        .filter((j) => this.inflight.get(j.id)?.allocationId !== j.allocationId);
      found += expired.length;
      for (const job of expired) {
        const lost = job.lostCount + 1;
        const givingUp = lost > (def.maxLost ?? 1);
        if (!store.requeue(job, lost, givingUp, now)) continue;
        this.logger.warn("job lease expired", { queue, jobId: job.id, lost, givingUp });
        if (givingUp) this.giveUp(def, job.payload, "worker_lost");
      }
    }
    return found;
  }

  private giveUp(def: AnyQueue, payload: never, reason: "worker_lost" | "handler_error", err?: unknown) {
    const inTurn = this.db.$client.inTransaction;
    try {
      def.onGiveUp?.(this.db, payload, reason, err);
    } catch (e) {
      if (inTurn) this.rethrowIfTurnEnded(e);
      this.logger.error("job give-up hook failed", { err: e });
    }
  }

  /**
   * Called in a turn's transaction when one step of it threw: if SQLite ended the transaction itself (a full disk,
   * an I/O error), the steps before are gone and those after would each commit alone, outside it. Then the whole
   * turn fails (as in a crash: nothing of it written); otherwise the step fails alone.
   */
  private rethrowIfTurnEnded(err: unknown): void {
    if (!this.db.$client.inTransaction) throw err;
  }
}
