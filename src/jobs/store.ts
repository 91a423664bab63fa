import { and, count, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import { type DbOrTx, perConnection } from "../db/client";
import { uuidv7 } from "../db/ids";
import { deleteInSlicesWork, SLICE_ROWS } from "../db/slices";
import { all, fastOnSqlite, native, run, type Work } from "../db/store";
import * as onPg from "./store-pg";
import * as onSqlite from "./store-sqlite";
import type { EnqueueOptions, ExpiredEntry, QueueStore } from "./types";

// The job runner's `jobs` table: enqueueing, the default queue store, retention. Enqueueing is a statement prepared
// once per connection: producers run it on every job, and building it through the ORM cost more than running it.

const insertJob = perConnection((c) =>
  c.prepare(
    `insert into jobs (id, queue, payload, status, available_at, group_key, subject, created_at, updated_at)
     values (?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
  ),
);

/**
 * Insert a job; call inside the producer's transaction so the job exists exactly when the producer's rows do.
 * A prepared statement on the transaction's own connection (the same row drizzle would write): producers call this
 * once per event, and building the insert through the ORM cost more than running it.
 */
export function enqueueJob(
  db: DbOrTx,
  clock: Clock,
  queue: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): string {
  const now = clock.now();
  // Time-ordered ids append to the primary-key index instead of touching a random page.
  const id = uuidv7(now);
  const { availableAt, group, subject } = opts;
  insertJob(db).run(
    id,
    queue,
    JSON.stringify(payload),
    availableAt ?? now,
    group ?? null,
    subject ?? null,
    now,
    now,
  );
  return id;
}

/**
 * Enqueue as storage work, for producers written once for both databases: the same row as enqueueJob. The runner
 * looks for it at its next turn (or call `jobs.wake()` once the producer's work has run; the runner's
 * `enqueueWork` does both, with enqueueJob's prepared statement on SQLite).
 */
export function* enqueue(
  clock: Clock,
  queue: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): Work<string> {
  return (yield* enqueueMany(clock, queue, [{ payload, opts }]))[0]!;
}

/** Rows one insert of enqueueMany writes at most (PostgreSQL takes at most 65,535 parameters in a statement). */
const ENQUEUE_ROWS = 500;

/** Enqueue several jobs of `queue` as storage work, a few hundred rows to a statement; returns their ids in order. */
export function* enqueueMany(
  clock: Clock,
  queue: string,
  entries: { payload: unknown; opts?: EnqueueOptions }[],
): Work<string[]> {
  const now = clock.now();
  const rows = entries.map(({ payload, opts = {} }) => ({
    // Time-ordered ids append to the primary-key index instead of touching a random page.
    id: uuidv7(now),
    queue,
    // The column's JSON mode encodes it: the same text enqueueJob writes.
    payload,
    status: "pending" as const,
    availableAt: opts.availableAt ?? now,
    groupKey: opts.group ?? null,
    subject: opts.subject ?? null,
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < rows.length; i += ENQUEUE_ROWS) {
    const slice = rows.slice(i, i + ENQUEUE_ROWS);
    yield* run((db, t) => db.insert(t.jobs).values(slice));
  }
  return rows.map((r) => r.id);
}

const outstandingStatement = perConnection((c) =>
  c.prepare(`select payload from jobs where queue = ? and subject = ? and status in ('pending', 'running')`),
);

/** The payloads of `queue`'s jobs about `subject` that are queued or running (one lookup of jobs_subject_idx). */
export function outstandingJobs<P>(queue: string, subject: string): Work<P[]> {
  return fastOnSqlite(
    // The scheduler asks this of every due scout it claims: prepared once per connection.
    (db) =>
      (outstandingStatement(db).all(queue, subject) as { payload: string }[]).map(
        (r) => JSON.parse(r.payload) as P,
      ),
    function* () {
      const rows = yield* all((db, t) =>
        db
          .select({ payload: t.jobs.payload })
          .from(t.jobs)
          .where(
            and(
              eq(t.jobs.queue, queue),
              eq(t.jobs.subject, subject),
              inArray(t.jobs.status, ["pending", "running"]),
            ),
          ),
      );
      return rows.map((r) => r.payload as P);
    },
  );
}

/** Drop `queue`'s queued (not running) jobs about `subject`: its subject is gone (a deleted scout's runs). */
export function* dropPendingJobs(queue: string, subject: string): Work<number> {
  return yield* run((db, t) =>
    db
      .delete(t.jobs)
      .where(and(eq(t.jobs.queue, queue), eq(t.jobs.status, "pending"), eq(t.jobs.subject, subject))),
  );
}

/** SQL: whether a job of `queue` about `subject` (a column of the outer query) is queued or running. */
export function jobOutstandingSql(queue: string, subject: SQL | unknown): SQL {
  return sql`exists (select 1 from jobs where queue = ${queue} and subject = ${subject}
    and status in ('pending', 'running'))`;
}

export { inClaimOrder, type Placed } from "./store-sqlite";

/**
 * The default store: rows of the `jobs` table whose `queue` is `queue`, with JSON payloads. With
 * `groupConcurrency`, at most that many jobs of one group (EnqueueOptions.group) are claimed at once, and a full
 * group's backlog is passed over, so one group cannot take every slot of the queue. The SQL differs by database
 * (src/jobs/store-sqlite.ts, src/jobs/store-pg.ts); what the runner sees does not.
 */
export function jobsStore<P>(queue: string, opts: { groupConcurrency?: number } = {}): QueueStore<P> {
  const parsed = <E extends { payload: string }>(rows: E[]) =>
    rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as P }));
  return {
    claim: (allocationId, leaseUntil, now, limit) => {
      const c = { queue, allocationId, leaseUntil, now, limit };
      return native({
        sqlite: (db) => parsed(onSqlite.claimJobs(db, c, opts.groupConcurrency)),
        pg: async (db) => parsed(await onPg.claimJobs(db, c, opts.groupConcurrency)),
      });
    },
    settle: (id, allocationId, result, now, error) =>
      native({
        sqlite: (db) => onSqlite.settleJob(db, id, allocationId, result, now, error),
        pg: (db) => onPg.settleJob(db, id, allocationId, result, now, error),
      }),
    renew: (id, allocationId, leaseUntil, now) =>
      native({
        sqlite: (db) => onSqlite.renewJob(db, id, allocationId, leaseUntil, now),
        pg: (db) => onPg.renewJob(db, id, allocationId, leaseUntil, now),
      }),
    expired: (now) =>
      native({
        sqlite: (db) => parsed(onSqlite.expiredJobs(db, queue, now)) as ExpiredEntry<P>[],
        pg: async (db) => parsed(await onPg.expiredJobs(db, queue, now)) as ExpiredEntry<P>[],
      }),
    requeue: (e, lost, givingUp, now) =>
      native({
        sqlite: (db) => onSqlite.requeueJob(db, e, lost, givingUp, now),
        pg: (db) => onPg.requeueJob(db, e, lost, givingUp, now),
      }),
  };
}

/**
 * Delete finished jobs (done or failed) last touched before `cutoff`, in short slices (retention: a scout running
 * hourly alone leaves 24 a day). Returns how many went.
 */
export function pruneFinishedJobs(cutoff: number): Work<number> {
  return deleteInSlicesWork(() =>
    run((db, t) => {
      // Finished jobs sit in the (status, lease) index in insertion order (their lease is null): oldest first.
      const old = db
        .select({ id: t.jobs.id })
        .from(t.jobs)
        .where(and(inArray(t.jobs.status, ["done", "failed"]), lt(t.jobs.updatedAt, cutoff)))
        .limit(SLICE_ROWS);
      return db.delete(t.jobs).where(inArray(t.jobs.id, old));
    }),
  );
}

/** Jobs waiting to be claimed, per queue (the queues with none are absent): the metrics gauge. */
export function* pendingJobsByQueue(): Work<Record<string, number>> {
  const rows = yield* all((db, t) =>
    db
      .select({ queue: t.jobs.queue, n: count() })
      .from(t.jobs)
      .where(eq(t.jobs.status, "pending"))
      .groupBy(t.jobs.queue),
  );
  return Object.fromEntries(rows.map((r) => [r.queue, r.n]));
}
