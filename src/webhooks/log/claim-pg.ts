import { sql } from "drizzle-orm";
import type { PgExec } from "../../db/store";
import { parseRetiredSecrets } from "../signing";
import { statusIn } from "./machine";
import type { Claim, ClaimedDelivery, ClaimRequest } from "./types";

// The claim on PostgreSQL, where several instances claim from one table. The due rows are locked with
// FOR UPDATE SKIP LOCKED inside the claiming UPDATE, so a row another instance is claiming is passed over instead
// of waited for, and no two claims take one row (as src/jobs/store-pg.ts claims jobs). The full receivers and
// accounts are passed over along the due index: SQLite's skip-scan by receiver (./claim.ts) has no PostgreSQL
// twin yet, so a large backlog of a full receiver costs a walk past it. It counts the attempt it is for, as
// ./claim.ts says, and hands over the count before it. It also reads each row's account's signing secrets, which
// sending needs: a read of its own would be another round trip on every turn that claims (SQLite reads them apart,
// in process, once per account and turn: two lookups per row in its claim cost more than that).

type Row = Omit<ClaimedDelivery, "signing"> & {
  lostCount: number;
  due: number;
  webhookSecret: string | null;
  retired: string | null;
};

/** ./machine.ts's guards as SQL made once: the claim's, and requeueExpired's (what lockClaimed's lock comes before). */
const CLAIMABLE = sql.raw(statusIn("claimDue", "d.status"));
const HELD = sql.raw(statusIn("requeueExpired"));

/** A JSON array of keys as a set to test against (json_each's PostgreSQL twin). */
const notIn = (column: ReturnType<typeof sql.identifier>, keys: readonly string[] | undefined) =>
  keys?.length
    ? sql`and ${column} not in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`
    : sql``;

export async function claimDue(
  db: PgExec,
  p: ClaimRequest,
): Promise<(ClaimedDelivery & { lostCount: number })[]> {
  // The due rows are picked in a materialized CTE, which runs once. As `where id in (subquery)` the planner may
  // rescan the subquery for each row it updates, and a rescan skips the rows this UPDATE already changed and
  // locks the next ones: a claim of 1 took 2 (test/webhooks/log-stores.test.ts). Its `status = 'pending'` is the
  // due index's own predicate, written as the index is.
  const { rows } = await db.execute(
    sql`with due as materialized (
          select id from webhook_deliveries
          where status = 'pending' and next_attempt_at <= ${p.now}
            ${notIn(sql.identifier("url"), p.exclude)}
            ${notIn(sql.identifier("account_id"), p.excludeAccounts)}
          order by next_attempt_at limit ${p.limit} for update skip locked)
        update webhook_deliveries d set status = 'delivering', allocation_id = ${p.allocationId},
          lease_expires_at = ${p.leaseUntil}, attempts = d.attempts + 1
        from due where d.id = due.id and ${CLAIMABLE}
        returning d.id, d.account_id as "accountId", d.url, d.format, d.event, d.request_id as "requestId",
          d.attempts - 1 as attempts, d.manual_attempts as "manualAttempts", d.lost_count as "lostCount",
          d.destination_id as "destinationId", d.created_at as "createdAt", d.slot_at as "slotAt",
          d.next_attempt_at as due,
          (select a.webhook_secret from accounts a where a.id = d.account_id) as "webhookSecret",
          (select a.retired_webhook_secrets from accounts a where a.id = d.account_id) as retired`,
  );
  // RETURNING follows no order: oldest due first (ids are time-ordered), as the caps expect.
  return (rows as unknown as Row[])
    .sort((a, b) => a.due - b.due || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(({ due: _due, webhookSecret, retired, ...r }) => ({
      ...r,
      signing:
        webhookSecret === null
          ? null
          : { webhookSecret, retiredWebhookSecrets: parseRetiredSecrets(retired) },
    }));
}

/** Lock the delivery `claim` holds, until the transaction ends; false when it holds it no more. */
export async function lockClaimed(db: PgExec, claim: Claim): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from webhook_deliveries
    where id = ${claim.deliveryId} and allocation_id = ${claim.allocationId} and ${HELD} for update`);
  return rows.length === 1;
}
