import type { Clock } from "../clock";
import type { DbOrTx } from "../db/client";
import { StorageHealth, storageProblem } from "../db/errors";
import type { Peers } from "../db/peers";
import { afterCommit, type Store, tx, type Work } from "../db/store";
import type { Logger } from "../logger";
import { type Claiming, claimAll } from "./claim";
import { Looks } from "./looks";
import * as run from "./run";
import { Running } from "./running";
import { settleTurn, wroteWork } from "./settle";
import { enqueueJob, enqueueMany, jobsStore } from "./store";
import { MAX_TURNS_PG, type Reservation, Turns } from "./turns";
import type { AnyQueue, EnqueueOptions, Queue, QueueDef, QueueStore } from "./types";

export type { EnqueueOptions, Job, JobOutcome, JobResult, QueueDef, QueueStore } from "./types";
export { enqueueJob };

/**
 * The durable job runner: claims due jobs by compare-and-swap with a lease, runs them with bounded concurrency
 * per queue, renews leases while they run, and re-queues (or gives up) jobs whose worker died. Where a queue's
 * entries live, and any cap on them beyond the queue's concurrency, is its store's business (src/jobs/types.ts).
 *
 * Its database work happens in turns: one transaction per turn of the event loop settles every job whose handler
 * finished since the last turn (with the handlers' `settle` writes), recovers expired leases when due, claims what
 * fits in the queues that may have work (./claim.ts, with the queues' `begin` writes), and commits once. Only then
 * are the claimed jobs' handlers started. A turn is storage work (src/db/store/): synchronous on SQLite, one at a
 * time; awaited on PostgreSQL, up to three in flight (./turns.ts). A queue with nothing due costs no database work
 * (./looks.ts). On PostgreSQL an instance whose queue is full tells its peers (src/db/peers.ts), and an idle
 * instance told so looks at once.
 */
export class JobRunner implements run.RunnerContext {
  private queues: Queue[] = [];
  /** Jobs in flight (./running.ts; their slots are counted by `turns`). */
  private readonly running: Running;
  private finishing: run.Finishing[] = [];
  private timer: NodeJS.Timeout | undefined;
  private turnScheduled = false;
  /** Woken (new work committed) since the last turn began. */
  private woken = false;
  /** A woken turn found free slots reserved by another turn in flight: claim again once a turn has ended. */
  private claimAgain = false;
  /** A turn's batched step threw (./run.ts turnStep): the next turn runs each step in a savepoint of its own. */
  private careful = false;
  private started = false;
  private lastRecoverAt = Number.NEGATIVE_INFINITY;
  /** Turns in flight: several on PostgreSQL, one at a time on SQLite (./turns.ts). */
  private readonly turns: Turns;
  /** Aborted when `stop` runs out of grace: every job in flight shares it (one signal per run, not per job). */
  private shutdown = run.unboundedController();
  private readonly busy: run.LockWait;
  readonly storage: StorageHealth;
  private readonly pollMs: number;
  private readonly looks: Looks;
  private readonly peers: Peers | undefined;
  /** What a turn's claims (./claim.ts) use of this runner. */
  private readonly claiming: Claiming;

  constructor(
    readonly store: Store,
    readonly clock: Clock,
    readonly logger: Logger,
    /**
     * `pollMs`: how often the runner reads its clock for entries falling due; `idleLookMs`: how often it looks at
     * the database when nothing is known to be due (graphile-worker's default poll interval, 2 s). `storage`: where
     * the storage problems the runner meets are noted for /health (`deps.memory.storage`).
     */
    opts: { pollMs?: number; idleLookMs?: number; storage?: StorageHealth; peers?: Peers } = {},
  ) {
    this.pollMs = opts.pollMs ?? 250;
    this.looks = new Looks(opts.idleLookMs ?? 2_000);
    this.peers = opts.peers;
    this.peers?.onTold(() => this.wake());
    this.turns = new Turns(store.dialect === "postgres" ? MAX_TURNS_PG : 1);
    this.storage = opts.storage ?? new StorageHealth();
    this.busy = new run.LockWait(this, () => this.scheduleTurn());
    this.running = new Running(this, this.turns, (f) => {
      this.finishing.push(f);
      this.scheduleTurn();
    });
    const signal = () => this.shutdown.signal;
    const noRoom = (q: Queue, woken: boolean) => this.noRoom(q, woken);
    this.claiming = { ctx: this, turns: this.turns, looks: this.looks, signal, noRoom };
  }

  register<P, S = undefined>(name: string, def: QueueDef<P, S>): this {
    const store = (def.store ?? jobsStore<P>(name)) as QueueStore<never>;
    this.queues.push({ name, def: def as unknown as AnyQueue, store });
    return this;
  }

  /** Enqueue on the `jobs` table and look for work at once (after the caller's synchronous transaction commits). */
  enqueue(db: DbOrTx, queue: string, payload: unknown, opts?: EnqueueOptions): string {
    const id = enqueueJob(db, this.clock, queue, payload, opts);
    this.wake(queue);
    return id;
  }

  /** Enqueue as storage work, in the producer's transaction, and look for work once it has committed. */
  *enqueueWork(queue: string, payload: unknown, opts: EnqueueOptions = {}): Work<string> {
    return (yield* this.enqueueManyWork(queue, [{ payload, opts }]))[0]!;
  }

  /** enqueueWork for several jobs of one queue (a bulk redelivery's); returns their ids in order. */
  *enqueueManyWork(queue: string, entries: { payload: unknown; opts?: EnqueueOptions }[]): Work<string[]> {
    const ids = yield* enqueueMany(this.clock, queue, entries);
    yield* afterCommit(() => this.wake(queue));
    return ids;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.tick();
  }

  /** Stop claiming; wait up to `graceMs` for jobs in flight, then abort them and hand them back to the queue. */
  async stop(graceMs = 10_000): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    const all = Promise.all(this.running.ends());
    if (await run.within(all, graceMs)) return;
    this.shutdown.abort(new Error("shutting down"));
    await all;
    // Everything it aborted has ended; whatever is claimed later (a restart, runUntilEmpty) gets a live signal.
    this.shutdown = run.unboundedController();
  }

  /** Wait until nothing is in flight. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.ends());
  }

  /** Run every job due by the clock (and any they enqueue that is due) until none is left; for tests and tools. */
  async runUntilEmpty(maxRounds = 10_000): Promise<void> {
    for (let i = 0; i < maxRounds; i++) {
      if ((await this.poll()) === 0 && this.running.size === 0) return;
      await Promise.race(this.running.ends());
    }
    throw new Error("runUntilEmpty: too many rounds");
  }

  get inflightCount(): number {
    return this.running.size;
  }

  /**
   * Make the runner claim at once (in a turn of its own, after the caller's synchronous code): on `queue`, or on
   * every queue when the caller cannot say which.
   */
  wake(queue?: string): void {
    this.looks.wake(queue === undefined ? this.queues.map((q) => q.name) : [queue]);
    if (!this.started) return;
    this.woken = true;
    this.scheduleTurn();
  }

  /**
   * One turn now: settle finished jobs, recover expired leases, claim what fits in each queue. Returns how many
   * jobs were claimed. `fromWake` skips the recovery scan when one ran within the poll interval.
   */
  poll(fromWake = false): Promise<number> {
    return this.turn(true, !fromWake, true);
  }

  /**
   * Jobs whose lease ran out belong to a worker that died: re-queue them, or give up after `maxLost`. One
   * transaction (a savepoint inside a turn), so a store's recovery writes land together.
   */
  recoverExpired(): Promise<number> {
    return this.store.run(this.recovery());
  }

  /** recoverExpired as storage work, for a caller that finds a lease ended inside work of its own. */
  recovery(): Work<number> {
    return tx(() => run.recoverExpired(this, this.queues, this.holds, this.clock.now()));
  }

  private scheduleTurn(): void {
    if (this.turnScheduled) return;
    this.turnScheduled = true;
    setImmediate(() => {
      this.turnScheduled = false;
      this.guarded("job turn failed", () => this.turn(this.started, false, false));
    });
  }

  private tick(): void {
    if (!this.started) return;
    if (this.looks.due(this.clock.now())) this.guarded("job poll failed", () => this.poll());
    this.timer = setTimeout(() => this.tick(), this.pollMs);
    this.timer.unref();
  }

  /** A turn; `look`: it claims on every queue, not only on those that may have work (./looks.ts). */
  private async turn(claim: boolean, forceRecover: boolean, look: boolean): Promise<number> {
    const n = await this.turns.run((reservation) => this.turnNow(claim, forceRecover, look, reservation));
    // A woken turn found a queue's free slots reserved by another in flight, whose claim may have run before what
    // this one was woken for had committed: now that a turn has ended (its reservation given back), claim again.
    if (this.claimAgain) {
      this.claimAgain = false;
      this.scheduleTurn();
    }
    return n;
  }

  private async turnNow(
    claim: boolean,
    forceRecover: boolean,
    look: boolean,
    reservation: Reservation,
  ): Promise<number> {
    // Inside someone else's transaction our writes would commit with theirs, after handlers already started.
    if (this.store.busy()) {
      this.scheduleTurn();
      return 0;
    }
    const batch = this.finishing.splice(0);
    if (batch.length === 0 && !claim) return 0;
    const woken = this.woken;
    this.woken = false;
    const now = this.clock.now();
    const recover =
      claim && (forceRecover || now - this.lastRecoverAt >= this.pollMs || now < this.lastRecoverAt);
    // A queue whose jobs this turn settles claims in their place; others only when they may have work.
    const claims = claim
      ? this.queues.filter(
          (q) => look || batch.some((f) => f.queue === q) || this.looks.mayHaveWork(q.name, now),
        )
      : [];
    // Nothing to settle, recover or make room for: a wake-up of a runner whose every slot is taken. What may be
    // due waits for a peer with room, or for this one's next free slot.
    if (batch.length === 0 && !recover && claims.every((q) => this.freeSlots(q) <= 0)) {
      if (claims.map((q) => this.noRoom(q, woken)).includes(true)) this.peers?.tell();
      return 0;
    }
    if (recover) this.lastRecoverAt = now;
    if (look) this.looks.looking();
    let claimed: run.Claimed[] = [];
    let full = false;
    const settleErrors = new Map<run.Finishing, unknown>();
    const self = this;
    const careful = this.careful;
    this.careful = false;
    try {
      await this.store.run(
        tx(function* () {
          for (const [f, err] of yield* settleTurn(self, batch, now, careful)) settleErrors.set(f, err);
          if (recover) yield* run.recoverExpired(self, self.queues, self.holds, now);
          ({ claimed, full } = yield* claimAll(self.claiming, claims, { now, reservation, woken, careful }));
        }),
      );
      // A job's work done and its new state committed: a disk that refused writes takes them again. A job put off
      // by that disk (a retryAt) writes its own row just as well, so that alone is no sign.
      if (batch.some((f) => wroteWork(f) && !settleErrors.has(f))) this.storage.wrote();
    } catch (err) {
      const cause = err instanceof run.TurnStepFailed ? err.cause : err;
      const problem = storageProblem(cause);
      if (problem) this.storage.note(problem, now, cause);
      if (problem === "busy") {
        // Another process holds the write lock and nothing of this turn was written: the finished jobs wait for
        // a later turn (their handlers' writes kept, not lost), tried again shortly without blocking meanwhile.
        this.finishing.unshift(...batch);
        this.busy.met(cause);
        return 0;
      }
      if (err instanceof run.TurnStepFailed) {
        // A batched step threw and nothing of this turn was written: run it again at once, carefully, each step
        // in a savepoint, so that only the job whose writes fail fails (./run.ts turnStep). That turn cannot
        // end so again.
        this.logger.warn("job turn step failed: running the turn again, each step alone", { err: cause });
        this.finishing.unshift(...batch);
        this.turns.release(reservation);
        this.woken ||= woken;
        if (recover) this.lastRecoverAt = Number.NEGATIVE_INFINITY;
        this.looks.forget();
        this.careful = true;
        return this.turnNow(claim, forceRecover, look, reservation);
      }
      // Nothing of this turn was written: the finished jobs stay claimed until their leases expire and recovery
      // hands them out again (their handlers' settle writes are lost, as in a crash), and nothing was claimed.
      this.logger.error("job turn failed", { err, settling: batch.length });
      claimed = [];
      settleErrors.clear();
      this.looks.forget();
    }
    this.busy.passed(now);
    if (full) this.peers?.tell();
    for (const f of batch) f.resolve(settleErrors.has(f) ? { err: settleErrors.get(f) } : undefined);
    for (const c of claimed) this.running.launch(c);
    return claimed.length;
  }

  /** Whether this runner is running the job `id` under the claim `allocationId`. */
  private readonly holds = (id: string, allocationId: string) => this.running.holds(id, allocationId);

  /** The slots of `q` neither running a job nor reserved by a turn in flight. */
  private freeSlots = (q: Queue) => this.turns.free(q.name, q.def.concurrency);

  /** ./claim.ts Claiming's noRoom. */
  private noRoom(q: Queue, woken: boolean): boolean {
    if (this.turns.unheld(q.name, q.def.concurrency) <= 0) return true;
    if (woken) this.claimAgain = true;
    return false;
  }

  private guarded(what: string, fn: () => Promise<unknown>): void {
    fn().catch((err: unknown) => this.logger.error(what, { err }));
  }
}
