import { and, count, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import { type Db, type DbOrTx, perConnection } from "../db/client";
import { uuidv7 } from "../db/ids";
import { jobs } from "../db/schema";
import { deleteInSlices, SLICE_ROWS } from "../db/slices";
import { all, type Work } from "../db/store";
import { claimWithinCaps, countKeys } from "./caps";
import type { EnqueueOptions, ExpiredEntry, QueueStore } from "./types";

// The job runner's SQL, on the `jobs` table of src/db/schema.ts, as statements prepared once per connection: the
// runner and the producers run these on every job, and building them through the ORM cost more than running them.

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

const outstandingStatement = perConnection((c) =>
  c.prepare(`select payload from jobs where queue = ? and subject = ? and status in ('pending', 'running')`),
);

/** The payloads of `queue`'s jobs about `subject` that are queued or running (one lookup of jobs_subject_idx). */
export function outstandingJobs<P>(db: DbOrTx, queue: string, subject: string): P[] {
  const rows = outstandingStatement(db).all(queue, subject) as { payload: string }[];
  return rows.map((r) => JSON.parse(r.payload) as P);
}

/** SQL: whether a job of `queue` about `subject` (a column of the outer query) is queued or running. */
export function jobOutstandingSql(queue: string, subject: SQL | unknown): SQL {
  return sql`exists (select 1 from jobs where queue = ${queue} and subject = ${subject}
    and status in ('pending', 'running'))`;
}

interface JobRow {
  id: string;
  payload: string;
  lostCount: number;
}
/** A claimed row with its place in its queue: when it was due, then its rowid (the order it was enqueued). */
export type Placed<R> = R & { due: number; seq: number };

/**
 * Claimed rows oldest due first, without their place (RETURNING follows storage order): where a cap leaves room
 * for fewer than came, the store keeps the first. Every store's claim returns its rows through this.
 */
export function inClaimOrder<R>(rows: Placed<R>[]): R[] {
  return rows.sort((a, b) => a.due - b.due || a.seq - b.seq).map(({ due: _due, seq: _seq, ...r }) => r as R);
}
interface ExpiredJobRow extends JobRow {
  allocationId: string;
  lastError: string | null;
}

// Settling is guarded on the allocation: only the holder of the current claim may settle a job; a job reclaimed
// after its lease expired belongs to its new holder.
const settled =
  "allocation_id = null, lease_expires_at = null, updated_at = ? where id = ? and allocation_id = ?";

const statements = perConnection((c) => ({
  // Whether the queue has a due job: read from the claim index alone. Most turns find nothing in most queues, and
  // this costs a fifth of the claim below, whose IN list builds a temporary table even when it is empty.
  due: c.prepare("select 1 from jobs where queue = ? and status = 'pending' and available_at <= ? limit 1"),
  // Compare-and-swap in one statement: only rows still pending become ours, so two runners never both claim one.
  // (`+status`: the guard must not steer the planner to the status index, which would visit every pending job;
  // the rows are found by id, from the claim index.)
  claim:
    c.prepare(`update jobs set status = 'running', allocation_id = ?, lease_expires_at = ?, updated_at = ?
      where id in (select id from jobs where queue = ? and status = 'pending' and available_at <= ?
                   order by available_at limit ?)
        and +status = 'pending'
      returning id, payload, lost_count as lostCount, group_key as groupKey, available_at as due, rowid as seq`),
  // The same for a grouped queue, passing over the groups at their cap: each group with waiting jobs once (a
  // skip-scan of jobs_group_idx), the oldest due jobs of each that is not full, then the oldest of those. Its cost
  // follows the number of groups waiting, not the full groups' backlogs.
  claimPastGroups: c.prepare(`update jobs set status = 'running', allocation_id = @allocationId,
        lease_expires_at = @leaseUntil, updated_at = @now
      where id in (
        with recursive groups(k) as (
          select min(group_key) from jobs where queue = @queue and status = 'pending' and group_key is not null
          union all
          select (select min(group_key) from jobs where queue = @queue and status = 'pending' and group_key > g.k)
          from groups g where g.k is not null
        )
        select j.id from groups g join jobs j
          on j.id in (select id from jobs where queue = @queue and status = 'pending' and group_key = g.k
                        and available_at <= @now order by available_at limit @limit)
        where g.k is not null and g.k not in (select value from json_each(@exclude))
        order by j.available_at limit @limit)
        and +status = 'pending'
      returning id, payload, lost_count as lostCount, group_key as groupKey, available_at as due, rowid as seq`),
  // The groups of the queue's jobs claimed now (by any process): a handful, read from the claim index.
  heldGroups: c.prepare(
    "select group_key as k from jobs where queue = ? and status = 'running' and group_key is not null",
  ),
  unclaim: c.prepare(
    "update jobs set status = 'pending', allocation_id = null, lease_expires_at = null where id = ? and allocation_id = ? and status = 'running'",
  ),
  done: c.prepare(`update jobs set status = 'done', ${settled}`),
  failed: c.prepare(`update jobs set status = 'failed', last_error = ?, ${settled}`),
  pending: c.prepare(`update jobs set status = 'pending', available_at = ?, ${settled}`),
  renew: c.prepare("update jobs set lease_expires_at = ?, updated_at = ? where id = ? and allocation_id = ?"),
  expired: c.prepare(`select id, payload, lost_count as lostCount, allocation_id as allocationId,
        last_error as lastError from jobs where status = 'running' and lease_expires_at < ? and queue = ?`),
  requeue: c.prepare(`update jobs set status = ?, lost_count = ?, available_at = ?, allocation_id = null,
        lease_expires_at = null, last_error = ?, updated_at = ? where id = ? and allocation_id = ?`),
}));

/**
 * The default store: rows of the `jobs` table whose `queue` is `queue`, with JSON payloads. With
 * `groupConcurrency`, at most that many jobs of one group (EnqueueOptions.group) are claimed at once, and a full
 * group's backlog is passed over, so one group cannot take every slot of the queue.
 */
export function jobsStore<P>(db: Db, queue: string, opts: { groupConcurrency?: number } = {}): QueueStore<P> {
  const s = statements(db);
  type Claimed = JobRow & { groupKey?: string };
  const entry = <R extends JobRow>(r: R) => ({ ...r, payload: JSON.parse(r.payload) as P });
  const claimPast = (
    allocationId: string,
    leaseUntil: number,
    now: number,
    exclude: string[],
    limit: number,
  ) =>
    inClaimOrder(
      (exclude.length
        ? s.claimPastGroups.all({
            allocationId,
            leaseUntil,
            now,
            queue,
            limit,
            exclude: JSON.stringify(exclude),
          })
        : s.claim.all(allocationId, leaseUntil, now, queue, now, limit)) as Placed<Claimed>[],
    );
  return {
    claim: (allocationId, leaseUntil, now, limit) => {
      if (s.due.get(queue, now) === undefined) return [];
      const cap = opts.groupConcurrency;
      if (cap === undefined) return claimPast(allocationId, leaseUntil, now, [], limit).map(entry);
      const held = countKeys((s.heldGroups.all(queue) as { k: string }[]).map((r) => r.k));
      const rows = claimWithinCaps<Claimed>(
        [{ of: (r) => r.groupKey ?? "", limit: cap, held }],
        limit,
        ([full], n) => claimPast(allocationId, leaseUntil, now, full!, n),
        (r) => s.unclaim.run(r.id, allocationId),
      );
      return rows.map(({ groupKey: _g, ...r }) => entry(r));
    },
    settle(id, allocationId, result, now, error) {
      if (result === "done") s.done.run(now, id, allocationId);
      else if (result === "failed") s.failed.run(error ?? null, now, id, allocationId);
      else s.pending.run(result === "release" ? now : result.retryAt, now, id, allocationId);
    },
    renew: (id, allocationId, leaseUntil, now) => {
      s.renew.run(leaseUntil, now, id, allocationId);
    },
    expired: (now) => (s.expired.all(now, queue) as ExpiredJobRow[]).map(entry) as ExpiredEntry<P>[],
    requeue: (e, lost, givingUp, now) =>
      s.requeue.run(
        givingUp ? "failed" : "pending",
        lost,
        now,
        givingUp ? "worker_lost" : e.lastError,
        now,
        e.id,
        e.allocationId,
      ).changes === 1,
  };
}

/**
 * Delete finished jobs (done or failed) last touched before `cutoff`, in short slices (retention: a scout running
 * hourly alone leaves 24 a day). Returns how many went.
 */
export function pruneFinishedJobs(db: Db, cutoff: number): number {
  // Finished jobs sit in the (status, lease) index in insertion order (their lease is null): oldest first.
  const old = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.status, ["done", "failed"]), lt(jobs.updatedAt, cutoff)))
    .limit(SLICE_ROWS);
  return deleteInSlices(() => db.delete(jobs).where(inArray(jobs.id, old)).run().changes);
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
