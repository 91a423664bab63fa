import type { Db } from "../db/client";
import { perConnection } from "../db/client";
import { claimWithinCaps, countKeys } from "./caps";
import type { ClaimedEntry, ExpiredEntry, Settlement } from "./types";

// The `jobs` table's queue on SQLite, as statements prepared once per connection: the runner and the producers run
// these on every job, and building them through the ORM cost more than running them.

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

type Claimed = JobRow & { groupKey?: string };
type Claim = { queue: string; allocationId: string; leaseUntil: number; now: number; limit: number };

/** Claim due jobs of `queue`, at most `groupConcurrency` of one group at once when given. Payloads stay JSON. */
export function claimJobs(db: Db, c: Claim, groupConcurrency?: number): ClaimedEntry<string>[] {
  const s = statements(db);
  if (s.due.get(c.queue, c.now) === undefined) return [];
  const claimPast = (exclude: string[], limit: number) =>
    inClaimOrder(
      (exclude.length
        ? s.claimPastGroups.all({ ...c, limit, exclude: JSON.stringify(exclude) })
        : s.claim.all(c.allocationId, c.leaseUntil, c.now, c.queue, c.now, limit)) as Placed<Claimed>[],
    );
  if (groupConcurrency === undefined) return claimPast([], c.limit).map(({ groupKey: _g, ...r }) => r);
  const held = countKeys((s.heldGroups.all(c.queue) as { k: string }[]).map((r) => r.k));
  const rows = claimWithinCaps<Claimed>(
    [{ of: (r) => r.groupKey ?? "", limit: groupConcurrency, held }],
    c.limit,
    ([full], n) => claimPast(full!, n),
    (r) => s.unclaim.run(r.id, c.allocationId),
  );
  return rows.map(({ groupKey: _g, ...r }) => r);
}

export function settleJob(
  db: Db,
  id: string,
  allocationId: string,
  result: Settlement,
  now: number,
  error?: string,
): void {
  const s = statements(db);
  if (result === "done") s.done.run(now, id, allocationId);
  else if (result === "failed") s.failed.run(error ?? null, now, id, allocationId);
  else s.pending.run(result === "release" ? now : result.retryAt, now, id, allocationId);
}

export function renewJob(db: Db, id: string, allocationId: string, leaseUntil: number, now: number): void {
  statements(db).renew.run(leaseUntil, now, id, allocationId);
}

export function expiredJobs(db: Db, queue: string, now: number): ExpiredEntry<string>[] {
  return statements(db).expired.all(now, queue) as ExpiredJobRow[];
}

export function requeueJob(
  db: Db,
  e: ExpiredEntry<unknown>,
  lost: number,
  givingUp: boolean,
  now: number,
): boolean {
  const r = statements(db).requeue.run(
    givingUp ? "failed" : "pending",
    lost,
    now,
    givingUp ? "worker_lost" : e.lastError,
    now,
    e.id,
    e.allocationId,
  );
  return r.changes === 1;
}
