import { sql } from "drizzle-orm";
import { advisoryXactLock, type PgExec } from "../db/store";
import { capRounds, countKeys, fullKeys, withinCaps } from "./caps";
import type { ClaimedEntry, ExpiredEntry, Settlement } from "./types";

// The `jobs` table's queue on PostgreSQL. Several instances claim from one table: the due rows are locked with
// FOR UPDATE SKIP LOCKED, so a row another instance is claiming is passed over instead of waited for, and no two
// claims take one row. A capped claim (a group's concurrency) first takes a transaction-scoped advisory lock on its
// queue, so two instances never both count the same free slot: on SQLite the write lock does this.

type Claim = { queue: string; allocationId: string; leaseUntil: number; now: number; limit: number };
type Row = { id: string; payload: string; lostCount: number; groupKey: string | null; due: number };

const rowsOf = async <R>(db: PgExec, q: ReturnType<typeof sql>) => (await db.execute(q)).rows as R[];

async function claimPast(db: PgExec, c: Claim, exclude: string[], limit: number): Promise<Row[]> {
  const passOver = exclude.length
    ? sql`and (group_key is null or group_key not in (select jsonb_array_elements_text(${JSON.stringify(exclude)}::jsonb)))`
    : sql``;
  const rows = await rowsOf<Row>(
    db,
    // The due rows are picked in a materialized CTE, which runs once: as `where id in (subquery)` the planner may
    // run the subquery again per updated row and claim more than `limit` (src/webhooks/log/claim-pg.ts met it).
    sql`with due as materialized (
          select id from jobs where queue = ${c.queue} and status = 'pending'
            and available_at <= ${c.now} ${passOver}
          order by available_at, id limit ${limit} for update skip locked)
        update jobs set status = 'running', allocation_id = ${c.allocationId},
          lease_expires_at = ${c.leaseUntil}, updated_at = ${c.now}
        where id in (select id from due)
        returning id, payload, lost_count as "lostCount", group_key as "groupKey", available_at as due`,
  );
  // RETURNING follows no order: oldest due first (ids are time-ordered), as the caps expect.
  return rows.sort((a, b) => a.due - b.due || (a.id < b.id ? -1 : 1));
}

/** Claim due jobs of `queue`, at most `groupConcurrency` of one group at once when given. Payloads stay JSON. */
export async function claimJobs(
  db: PgExec,
  c: Claim,
  groupConcurrency?: number,
): Promise<ClaimedEntry<string>[]> {
  const entry = ({ id, payload, lostCount }: Row) => ({ id, payload, lostCount });
  if (groupConcurrency === undefined) return (await claimPast(db, c, [], c.limit)).map(entry);
  // A queue's capped claims take turns across instances (one lock per queue name).
  await db.execute(advisoryXactLock(`jobs:${c.queue}`));
  const held = await rowsOf<{ k: string }>(
    db,
    sql`select group_key as k from jobs where queue = ${c.queue} and status = 'running' and group_key is not null`,
  );
  // The rounds of claimWithinCaps (src/jobs/caps.ts), each claim awaited.
  const caps = [
    { of: (r: Row) => r.groupKey ?? "", limit: groupConcurrency, held: countKeys(held.map((r) => r.k)) },
  ];
  const out: Row[] = [];
  for (let round = 0; out.length < c.limit && round < capRounds(caps, c.limit); round++) {
    const [full] = fullKeys(caps);
    const { kept, handBack } = withinCaps(caps, await claimPast(db, c, full!, c.limit - out.length));
    out.push(...kept);
    for (const r of handBack)
      await db.execute(sql`update jobs set status = 'pending', allocation_id = null, lease_expires_at = null
        where id = ${r.id} and allocation_id = ${c.allocationId} and status = 'running'`);
    if (handBack.length === 0) break;
  }
  return out.map(entry);
}

// Settling is guarded on the allocation: only the holder of the current claim may settle a job.
export async function settleJob(
  db: PgExec,
  id: string,
  allocationId: string,
  result: Settlement,
  now: number,
  error?: string,
): Promise<void> {
  const set =
    result === "done"
      ? sql`status = 'done'`
      : result === "failed"
        ? sql`status = 'failed', last_error = ${error ?? null}`
        : sql`status = 'pending', available_at = ${result === "release" ? now : result.retryAt}`;
  await db.execute(sql`update jobs set ${set}, allocation_id = null, lease_expires_at = null, updated_at = ${now}
    where id = ${id} and allocation_id = ${allocationId}`);
}

export async function renewJob(
  db: PgExec,
  id: string,
  allocationId: string,
  leaseUntil: number,
  now: number,
) {
  await db.execute(sql`update jobs set lease_expires_at = ${leaseUntil}, updated_at = ${now}
    where id = ${id} and allocation_id = ${allocationId}`);
}

export function expiredJobs(db: PgExec, queue: string, now: number): Promise<ExpiredEntry<string>[]> {
  return rowsOf(
    db,
    sql`select id, payload, lost_count as "lostCount", allocation_id as "allocationId", last_error as "lastError"
      from jobs where status = 'running' and lease_expires_at < ${now} and queue = ${queue}`,
  );
}

export async function requeueJob(
  db: PgExec,
  e: ExpiredEntry<unknown>,
  lost: number,
  givingUp: boolean,
  now: number,
): Promise<boolean> {
  const r =
    await db.execute(sql`update jobs set status = ${givingUp ? "failed" : "pending"}, lost_count = ${lost},
      available_at = ${now}, allocation_id = null, lease_expires_at = null,
      last_error = ${givingUp ? "worker_lost" : e.lastError}, updated_at = ${now}
    where id = ${e.id} and allocation_id = ${e.allocationId}`);
  return r.rowCount === 1;
}
