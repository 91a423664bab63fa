import type { Db } from "../db/client";
import { perConnection } from "../db/client";
import type { ClaimedJob, JobsClaim } from "./types";

// The `jobs` table's claim on SQLite, by hand: its plan (an index-only probe, the `+status` guard, a skip-scan of
// the groups) is what makes a turn cheap, and drizzle cannot say it. One process's claims take SQLite's write lock
// in turn, so a compare-and-swap is all it needs; PostgreSQL's differs (./store-pg.ts).

/** A claimed row with its place in its queue: when it was due, then its rowid (the order it was enqueued). */
export type Placed<R> = R & { due: number; seq: number };

/**
 * Claimed rows oldest due first, without their place (RETURNING follows storage order): where a cap leaves room
 * for fewer than came, the store keeps the first. Every store's claim returns its rows through this.
 */
export function inClaimOrder<R>(rows: Placed<R>[]): R[] {
  return rows.sort((a, b) => a.due - b.due || a.seq - b.seq).map(({ due: _due, seq: _seq, ...r }) => r as R);
}

const statements = perConnection((c) => ({
  // Whether the queue has a due job: read from the claim index alone. Most turns find nothing in most queues, and
  // this costs a fifth of the claim below, whose IN list builds a temporary table even when it is empty.
  due: c.prepare("select 1 from jobs where queue = ? and status = 'pending' and available_at <= ? limit 1"),
  // Compare-and-swap in one statement: only rows still pending become ours, so two runners never both claim one.
  // (`limit +?`: a bare bound LIMIT would re-prepare the statement on every run; src/db/store/statement.ts.)
  // (`+status`: the guard must not steer the planner to the status index, which would visit every pending job;
  // the rows are found by id, from the claim index.)
  claim:
    c.prepare(`update jobs set status = 'running', allocation_id = ?, lease_expires_at = ?, updated_at = ?
      where id in (select id from jobs where queue = ? and status = 'pending' and available_at <= ?
                   order by available_at limit +?)
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
                        and available_at <= @now order by available_at limit +@limit)
        where g.k is not null and g.k not in (select value from json_each(@exclude))
        order by j.available_at limit +@limit)
        and +status = 'pending'
      returning id, payload, lost_count as lostCount, group_key as groupKey, available_at as due, rowid as seq`),
}));

/** Whether `queue` has a job due by `now`. */
export const anyDue = (db: Db, queue: string, now: number): boolean =>
  statements(db).due.get(queue, now) !== undefined;

/** Claim up to `limit` due jobs of `c.queue`, oldest due first, passing over the groups in `exclude`. */
export function claimDue(db: Db, c: JobsClaim, exclude: string[], limit: number): ClaimedJob[] {
  const s = statements(db);
  const rows = exclude.length
    ? s.claimPastGroups.all({ ...c, limit, exclude: JSON.stringify(exclude) })
    : s.claim.all(c.allocationId, c.leaseUntil, c.now, c.queue, c.now, limit);
  return inClaimOrder(rows as Placed<ClaimedJob>[]);
}
