import { setMaxListeners } from "node:events";
import type { Clock } from "../clock";
import { sqliteOf } from "../db/client";
import { STORAGE_RETRY_MS, type StorageHealth, storageProblem } from "../db/errors";
import { BUSY_RETRY_MS } from "../db/lock";
import { native, type Store, tx, type Work } from "../db/store";
import type { Logger } from "../logger";
import type { AnyQueue, Job, JobOutcome, Queue } from "./types";

// The parts of one job's life the runner (src/jobs/runner.ts) hands out: running a claimed job while keeping its
// lease, and writing its new state once it finished.

export interface RunnerContext {
  readonly store: Store;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly storage: StorageHealth;
}

/** A claimed job, its `begin` run, ready to start once the claim commits. */
export type Claimed = { queue: Queue; job: Job<never>; started?: unknown; beginError?: { err: unknown } };

/** A job whose handler returned, waiting for the turn that writes its new state. */
export interface Finishing {
  queue: Queue;
  job: Job<never>;
  outcome: JobOutcome | "failed" | "release";
  err?: unknown;
  /** Called once the turn's transaction ended; with the error when `settle` threw (the job failed). */
  resolve: (settleError?: { err: unknown }) => void;
}

type Finish = (outcome: Finishing["outcome"], err?: unknown) => Promise<{ err: unknown } | undefined>;

/**
 * A turn's batched step (a queue's `beginMany` or `settleMany` for several jobs) as the turn runs it. A `careful`
 * turn puts it in a savepoint, so that when it throws the turn goes on and runs it again job by job. Any other turn
 * runs it without one and, when it throws, ends with TurnStepFailed: the whole turn is rolled back and the runner
 * runs it again carefully (src/jobs/runner.ts). A savepoint is two round trips on PostgreSQL, and a busy webhook
 * queue's turns held 1,446 of them in 3,000 deliveries, 30 % of all its round trips (bench/peers/pg.ts); a batch
 * that throws is a bug or a broken database, seldom met.
 */
export function* turnStep<T>(careful: boolean, work: () => Work<T>): Work<T> {
  if (careful) return yield* tx(work);
  try {
    return yield* work();
  } catch (err) {
    throw err instanceof TurnStepFailed ? err : new TurnStepFailed(err);
  }
}

/** A batched step of a turn that was not careful threw (`cause`): the turn is rolled back, to run again carefully. */
export class TurnStepFailed extends Error {
  constructor(readonly cause: unknown) {
    super("a step of the job runner's turn failed: the turn runs again, each step alone");
  }
}

/**
 * The jobs one claim took, as claimed jobs with their queue's `begin` run: `beginMany` for all of them at once (a
 * turn step), or, when that throws in a careful turn (or the queue has `begin`), each in a savepoint of its own, so
 * a job whose begin fails fails alone.
 */
export function* beginAll(
  ctx: RunnerContext,
  queue: Queue,
  jobs: Job<never>[],
  careful: boolean,
): Work<Claimed[]> {
  const many = queue.def.beginMany;
  if (many && jobs.length > (careful ? 1 : 0)) {
    try {
      const started = yield* turnStep(careful, () => many(jobs));
      return jobs.map((job, i) => ({ queue, job, started: started[i] }));
    } catch (err) {
      yield* rethrowIfTurnEnded(err);
      ctx.logger.warn("batched begin failed: beginning one by one", { queue: queue.name, err });
    }
  }
  const one = many ? (job: Job<never>) => first(many([job])) : queue.def.begin;
  const out: Claimed[] = [];
  for (const job of jobs) out.push(yield* beginClaimed(queue, job, one));
  return out;
}

export function* first<T>(work: Work<T[]>): Work<T | undefined> {
  return (yield* work)[0];
}

/** A claimed entry as a job, with `begin` run (in a savepoint of the claim's transaction). */
function* beginClaimed(
  queue: Queue,
  job: Job<never>,
  begin: ((job: Job<never>) => Work<unknown>) | undefined,
): Work<Claimed> {
  const c: Claimed = { queue, job };
  if (begin)
    try {
      c.started = yield* tx(() => begin(job));
    } catch (err) {
      yield* rethrowIfTurnEnded(err);
      c.beginError = { err };
    }
  return c;
}

/**
 * Run a claimed job's handler, renewing its lease every third of it meanwhile, and hand what it came to to
 * `finish` (which resolves once a turn has written it). A handler that meets a full disk or a held lock runs again
 * once that has passed; one that throws otherwise fails the job and gives it up.
 */
export async function runClaimed(ctx: RunnerContext, c: Claimed, finish: Finish): Promise<void> {
  const { name, def, store } = c.queue;
  const { job } = c;
  const leaseMs = def.leaseMs ?? 60_000;
  const renew = setInterval(
    () => {
      const now = ctx.clock.now();
      ctx.store.run(store.renew(job.id, job.allocationId, now + leaseMs, now)).catch((err: unknown) => {
        // A held lock or a full disk passes; the next renewal (a third of the lease later) tries again.
        const level = storageProblem(err) ? "warn" : "error";
        ctx.logger[level]("lease renewal failed", { queue: name, jobId: job.id, err });
      });
    },
    Math.max(50, Math.floor(leaseMs / 3)),
  );
  renew.unref();
  try {
    if (c.beginError) throw c.beginError.err;
    const settleError = await finish((await def.handler(job, c.started)) ?? undefined);
    if (settleError) await giveUpAlone(ctx, def, job.payload, "handler_error", settleError.err);
  } catch (err) {
    const problem = storageProblem(err);
    if (job.signal.aborted) await finish("release");
    else if (problem) {
      // A full disk or a held lock says nothing about the job: it runs again once that has passed, as after a
      // crash (its work is written to be repeated), instead of failing for good.
      ctx.logger.warn("job deferred: storage unavailable", { queue: name, jobId: job.id, err });
      ctx.storage.note(problem, ctx.clock.now(), err);
      const wait = problem === "busy" ? BUSY_RETRY_MS : STORAGE_RETRY_MS;
      await finish({ retryAt: ctx.clock.now() + wait });
    } else {
      ctx.logger.error("job failed", { queue: name, jobId: job.id, err });
      await finish("failed", err);
      await giveUpAlone(ctx, def, job.payload, "handler_error", err);
    }
  } finally {
    clearInterval(renew);
  }
}

/**
 * Hand back the jobs of `queues` whose lease ran out (a worker that died), or give them up after their queue's
 * `maxLost`; a lease this runner still `holds` is passed over. Returns how many expired leases it found.
 */
export function* recoverExpired(
  ctx: RunnerContext,
  queues: Queue[],
  holds: (id: string, allocationId: string) => boolean,
  now: number,
): Work<number> {
  let found = 0;
  for (const { name, def, store } of queues) {
    for (const e of yield* store.expired(now)) {
      if (holds(e.id, e.allocationId)) continue;
      found++;
      const lost = e.lostCount + 1;
      const givingUp = lost > (def.maxLost ?? 1);
      if (!(yield* store.requeue(e, lost, givingUp, now))) continue;
      ctx.logger.warn("job lease expired", { queue: name, jobId: e.id, lost, givingUp });
      if (givingUp) yield* giveUp(ctx, def, e.payload, "worker_lost");
    }
  }
  return found;
}

/** Fail a given-up job's domain object (its queue's onGiveUp), in the turn's transaction (a savepoint). */
export function* giveUp(
  ctx: RunnerContext,
  def: AnyQueue,
  payload: never,
  reason: "worker_lost" | "handler_error",
  err?: unknown,
): Work<void> {
  try {
    const writes = def.onGiveUp?.(payload, reason, err);
    if (writes) yield* tx(() => writes);
  } catch (e) {
    yield* rethrowIfTurnEnded(e);
    ctx.logger.error("job give-up hook failed", { err: e });
  }
}

/** The same outside a turn, in a transaction of its own. */
async function giveUpAlone(
  ctx: RunnerContext,
  def: AnyQueue,
  payload: never,
  reason: "worker_lost" | "handler_error",
  err?: unknown,
): Promise<void> {
  try {
    await ctx.store.run(giveUp(ctx, def, payload, reason, err));
  } catch (e) {
    ctx.logger.error("job give-up hook failed", { err: e });
  }
}

/** Whether `p` settled within `ms` (false once that much time passed first). */
export async function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p.then(() => true),
      new Promise<boolean>((r) => {
        timer = setTimeout(() => r(false), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A controller whose signal any number of jobs may listen to (the default warns past ten listeners). */
export function unboundedController(): AbortController {
  const c = new AbortController();
  setMaxListeners(0, c.signal);
  return c;
}

/**
 * Called in a turn's transaction when one step of it threw: if SQLite ended the transaction itself (a full disk,
 * an I/O error), the steps before are gone and those after would each commit alone, outside it. Then the whole
 * turn fails (as in a crash: nothing of it written), as it does when the step ran without a savepoint
 * (TurnStepFailed); otherwise the step fails alone. PostgreSQL rolls a failed step back to its savepoint and the
 * transaction goes on.
 */
export function* rethrowIfTurnEnded(err: unknown): Work<void> {
  if (err instanceof TurnStepFailed) throw err;
  const open = yield* native({ sqlite: (db) => sqliteOf(db).inTransaction, pg: async () => true });
  if (!open) throw err;
}

/** How soon a turn that met another process's write lock is tried again (each try blocks BUSY_TIMEOUT_MS at most). */
const BUSY_TURN_RETRY_MS = 50;

/** Turns meeting another process's write lock: said once when it starts and once when it ends, retried meanwhile. */
export class LockWait {
  private since: number | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ctx: RunnerContext,
    private readonly retry: () => void,
  ) {}

  met(err: unknown): void {
    if (this.since === undefined) {
      this.since = this.ctx.clock.now();
      this.ctx.logger.warn("database locked by another process: jobs wait", { err });
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.retry();
    }, BUSY_TURN_RETRY_MS);
    this.timer.unref();
  }

  passed(now: number): void {
    if (this.since === undefined) return;
    this.ctx.logger.info("database lock released: jobs go on", { waitedMs: now - this.since });
    this.since = undefined;
  }
}
