import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import { storageProblem } from "../db/errors";
import { all, run, type Store, tx, type Work } from "../db/store";
import type { JobRunner } from "../jobs/runner";
import { outstandingJobs } from "../jobs/store";
import type { Logger } from "../logger";
import { nextDueAfter } from "./schedule";

/** The durable queue a claimed scout run goes through (src/jobs/runner.ts). */
export const SCOUT_RUN_QUEUE = "scout_run";

/** Payload of a scout run job: which scout, and which due time it is the run for. */
export interface ScoutRunPayload {
  scoutId: string;
  /** The `next_run_at` value (unix ms) that was claimed. */
  dueAt: number;
}

/**
 * Queue a run of a scout, in the caller's transaction (the runner looks for it once that has committed); the job's
 * subject is the scout, so "is a run outstanding?" is one index lookup.
 */
export function enqueueScoutRun(jobs: JobRunner, payload: ScoutRunPayload): Work<string> {
  return jobs.enqueueWork(SCOUT_RUN_QUEUE, payload, { subject: payload.scoutId });
}

/** The payloads of the scout's runs that are queued or running (their jobs not finished). */
const outstandingRuns = (scoutId: string) => outstandingJobs<ScoutRunPayload>(SCOUT_RUN_QUEUE, scoutId);

/** Whether a run of the scout is queued or running (its job not finished). */
export function* runOutstanding(scoutId: string): Work<boolean> {
  return (yield* outstandingRuns(scoutId)).length > 0;
}

/** The due time of the scout's run that is queued or running, if one is. */
export function* outstandingRunDue(scoutId: string): Work<number | undefined> {
  const due = (yield* outstandingRuns(scoutId)).map((p) => p.dueAt);
  return due.length ? Math.min(...due) : undefined;
}

/** Active scouts whose `next_run_at` has come, oldest due first, at most `batch`. */
export function* findDueScouts(now: number, batch: number): Work<DueScout[]> {
  return (yield* all((db, t) =>
    db
      .select({
        id: t.scouts.id,
        nextRunAt: t.scouts.nextRunAt,
        outputInterval: t.scouts.outputInterval,
        userTimezone: t.scouts.userTimezone,
        anchor: sql<number>`coalesce(${t.scouts.startAt}, ${t.scouts.createdAt})`.mapWith(Number),
      })
      .from(t.scouts)
      .where(and(eq(t.scouts.status, "active"), lte(t.scouts.nextRunAt, now)))
      .orderBy(asc(t.scouts.nextRunAt))
      .limit(batch),
  )) as DueScout[];
}

/**
 * Claim one due run: succeeds only if the row still has the `next_run_at` that was read (and is still active),
 * so a loop that lost the race, or a scout paused or rescheduled meanwhile, claims nothing; nor does a due time
 * that comes while a run of the scout is still queued or running. The compare-and-swap is an UPDATE ... WHERE
 * next_run_at = <the value read>: of two instances that read one due time, on either database, one changes the
 * row and the other changes nothing.
 */
export function* claimDueScout(jobs: JobRunner, row: DueScout, now: number): Work<boolean> {
  const next = nextDueAfter(row.nextRunAt, row.outputInterval, now, row.userTimezone, row.anchor);
  // The transaction begins IMMEDIATE on SQLite (src/db/tx.ts): the write lock is taken first, so the compare reads
  // the latest commit of any other process.
  return yield* tx(function* () {
    const changed = yield* run((db, t) =>
      db
        .update(t.scouts)
        .set({ nextRunAt: next, updatedAt: now })
        .where(
          and(eq(t.scouts.id, row.id), eq(t.scouts.status, "active"), eq(t.scouts.nextRunAt, row.nextRunAt)),
        ),
    );
    if (changed !== 1) return false;
    // At most one run of a scout outstanding: runs piling up behind one another (a restart just after a claim,
    // a busy worker, a run claimed before a crash and the catch-up after it) would run back to back, each
    // charged. The due time still moves on; the run already queued or running is the one owed.
    if (yield* runOutstanding(row.id)) return false;
    const payload: ScoutRunPayload = { scoutId: row.id, dueAt: row.nextRunAt };
    yield* enqueueScoutRun(jobs, payload);
    return true;
  });
}

export interface DueScout {
  id: string;
  nextRunAt: number;
  outputInterval: number;
  /** Whole-day intervals keep their wall-clock time in this zone (see nextDueAfter)… */
  userTimezone?: string | null;
  /** …counted from the scout's start (its start_timestamp, else its creation). */
  anchor?: number | null;
}

export interface SchedulerDeps {
  store: Store;
  clock: Clock;
  jobs: JobRunner;
  logger: Logger;
}

/**
 * The scout scheduler. The scout row is the schedule (`next_run_at`); a tick reads the due rows and claims each
 * with a compare-and-swap on the due value it read, moving `next_run_at` on and enqueueing a durable
 * `scout_run` job in the same transaction. So any number of loops, in one process or several over the same
 * file, claim each due time exactly once, and a crash between claim and run loses nothing (the job is there).
 */
export class ScoutScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  /** The tick under way, which stop waits for. */
  private ticking: Promise<unknown> = Promise.resolve();
  private readonly tickMs: number;
  private readonly batch: number;

  constructor(
    private readonly deps: SchedulerDeps,
    opts: { tickMs?: number; batch?: number } = {},
  ) {
    this.tickMs = opts.tickMs ?? 1000;
    this.batch = opts.batch ?? 100;
  }

  /** Start ticking every `tickMs` (a first tick runs at once). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop();
  }

  /** Stop ticking, once the tick under way (if any) has finished: nothing is left half done. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.ticking;
  }

  /** One pass: claim every scout due by the clock. Returns how many runs this pass claimed. */
  async tick(): Promise<number> {
    const now = this.deps.clock.now();
    let claimed = 0;
    for (const row of await this.findDue(now)) if (await this.claim(row, now)) claimed++;
    return claimed;
  }

  /** Active scouts whose `next_run_at` has come, oldest due first. */
  findDue(now: number): Promise<DueScout[]> {
    return this.deps.store.run(findDueScouts(now, this.batch));
  }

  /** Claim one due run (claimDueScout). */
  claim(row: DueScout, now: number): Promise<boolean> {
    return this.deps.store.run(claimDueScout(this.deps.jobs, row, now));
  }

  private loop(): void {
    if (!this.running) return;
    const pass = this.tick().catch((err) => {
      // A lock another process holds, or a full disk, passes: the next tick tries again.
      this.deps.logger[storageProblem(err) ? "warn" : "error"]("scout scheduler tick failed", { err });
      return 0;
    });
    this.ticking = pass.then((claimed) => {
      if (!this.running) return;
      // A full batch means more may be due: go again at once instead of waiting a whole tick.
      this.timer = setTimeout(() => this.loop(), claimed >= this.batch ? 0 : this.tickMs);
      this.timer.unref();
    });
  }
}
