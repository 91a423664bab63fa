import { sql } from "drizzle-orm";
import type { PgExec } from "../db/store";
import type { ClaimedJob, JobsClaim } from "./types";

// The `jobs` table's claim on PostgreSQL. Several instances claim from one table: the due rows are locked with
// FOR UPDATE SKIP LOCKED, so a row another instance is claiming is passed over instead of waited for, and no two
// claims take one row. SQLite's differs (./store-sqlite.ts).

/** Claim up to `limit` due jobs of `c.queue`, oldest due first, passing over the groups in `exclude`. */
export async function claimDue(
  db: PgExec,
  c: JobsClaim,
  exclude: string[],
  limit: number,
): Promise<ClaimedJob[]> {
  const passOver = exclude.length
    ? sql`and (group_key is null or group_key not in (select jsonb_array_elements_text(${JSON.stringify(exclude)}::jsonb)))`
    : sql``;
  // The due rows are picked in a materialized CTE, which runs once: as `where id in (subquery)` the planner may
  // run the subquery again per updated row and claim more than `limit` (src/webhooks/log/claim-pg.ts met it).
  const { rows } = await db.execute(sql`with due as materialized (
      select id from jobs where queue = ${c.queue} and status = 'pending'
        and available_at <= ${c.now} ${passOver}
      order by available_at, id limit ${limit} for update skip locked)
    update jobs set status = 'running', allocation_id = ${c.allocationId},
      lease_expires_at = ${c.leaseUntil}, updated_at = ${c.now}
    where id in (select id from due)
    returning id, payload, lost_count as "lostCount", group_key as "groupKey", available_at as due`);
  // RETURNING follows no order: oldest due first (ids are time-ordered), as the caps expect.
  return (rows as unknown as (ClaimedJob & { due: number })[])
    .sort((a, b) => a.due - b.due || (a.id < b.id ? -1 : 1))
    .map(({ due: _due, ...r }) => r);
}
