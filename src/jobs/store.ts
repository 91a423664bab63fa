import { and, count, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { DbOrTx } from "../db/client";
import { uuidv7 } from "../db/ids";
import { deleteInSlicesWork, SLICE_ROWS } from "../db/slices";
import { $, all, exec, many, run, runNow, statement, type Work } from "../db/store";
import type { EnqueueOptions } from "./types";

// The job runner's `jobs` table: enqueueing, what is outstanding, retention; its queue store is ./queue-store.ts.
// What producers run on every job is defined once for both databases and prepared once per connection
// (src/db/store/statement.ts): building it through the ORM per call cost more than running it.

const insertJob = statement((db, t) =>
  db.insert(t.jobs).values({
    id: $("id"),
    queue: $("queue"),
    payload: $("payload"),
    status: "pending",
    availableAt: $("availableAt"),
    groupKey: $("groupKey"),
    subject: $("subject"),
    createdAt: $("now"),
    updatedAt: $("now"),
  }),
);

/** A pending job's row, as insertJob takes it. */
function jobRow(clock: Clock, queue: string, payload: unknown, opts: EnqueueOptions = {}) {
  const now = clock.now();
  // Time-ordered ids append to the primary-key index instead of touching a random page.
  const id = uuidv7(now);
  const { availableAt, group, subject } = opts;
  return {
    id,
    queue,
    payload,
    availableAt: availableAt ?? now,
    groupKey: group ?? null,
    subject: subject ?? null,
    now,
  };
}

/**
 * Insert a job; call inside the producer's transaction so the job exists exactly when the producer's rows do
 * (synchronously, on SQLite: `enqueue` is the same as storage work).
 */
export function enqueueJob(
  db: DbOrTx,
  clock: Clock,
  queue: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): string {
  return runNow(db, enqueue(clock, queue, payload, opts));
}

/**
 * Enqueue as storage work, for producers written once for both databases. The runner looks for it at its next
 * turn (or call `jobs.wake()` once the producer's work has run; the runner's `enqueueWork` does both).
 */
export function* enqueue(
  clock: Clock,
  queue: string,
  payload: unknown,
  opts: EnqueueOptions = {},
): Work<string> {
  const row = jobRow(clock, queue, payload, opts);
  yield* exec(insertJob, row);
  return row.id;
}

/** Rows one insert of enqueueMany writes at most (PostgreSQL takes at most 65,535 parameters in a statement). */
const ENQUEUE_ROWS = 500;

/** Enqueue several jobs of `queue` as storage work, a few hundred rows to a statement; returns their ids in order. */
export function* enqueueMany(
  clock: Clock,
  queue: string,
  entries: { payload: unknown; opts?: EnqueueOptions }[],
): Work<string[]> {
  if (entries.length === 1) return [yield* enqueue(clock, queue, entries[0]!.payload, entries[0]!.opts)];
  const rows = entries.map(({ payload, opts }) => {
    const { now, ...row } = jobRow(clock, queue, payload, opts);
    return { ...row, status: "pending" as const, createdAt: now, updatedAt: now };
  });
  for (let i = 0; i < rows.length; i += ENQUEUE_ROWS) {
    const slice = rows.slice(i, i + ENQUEUE_ROWS);
    yield* run((db, t) => db.insert(t.jobs).values(slice));
  }
  return rows.map((r) => r.id);
}

// The scheduler asks this of every due scout it claims. The status list is written out, not bound: a partial
// index is used only for a WHERE that repeats its own (jobs_subject_idx's).
const outstanding = statement((db, t) =>
  db
    .select({ payload: t.jobs.payload })
    .from(t.jobs)
    .where(
      and(
        eq(t.jobs.queue, $("queue")),
        eq(t.jobs.subject, $("subject")),
        sql`${t.jobs.status} in ('pending', 'running')`,
      ),
    ),
);

/** The payloads of `queue`'s jobs about `subject` that are queued or running (one lookup of jobs_subject_idx). */
export function* outstandingJobs<P>(queue: string, subject: string): Work<P[]> {
  return (yield* many(outstanding, { queue, subject })).map((r) => r.payload as P);
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

export { jobsStore } from "./queue-store";
export { inClaimOrder, type Placed } from "./store-sqlite";

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
