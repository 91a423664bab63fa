import { sql } from "drizzle-orm";
import { perConnection } from "../../db/client";
import { many, native, one, serializeAcrossInstances, statement, type Work } from "../../db/store";
import { inClaimOrder, type Placed } from "../../jobs/store";
import * as onPg from "./claim-pg";
import { statusIn } from "./machine";
import type { Claim, ClaimedDelivery, ClaimRequest } from "./types";

// The claim transition: pending and due -> delivering, leased to one allocation. The delivery row is the
// dispatcher's queue entry (there is no second row per delivery to insert, claim and settle), claimed by
// compare-and-swap on allocation_id as the job runner claims `jobs` rows. The claim also counts the automatic
// attempt it is for, which its turn starts in the same transaction; a claim handed back before that gives the
// count back (./statements.ts unclaim, deferToSlot, failClaim). So the delivery row is written three times in
// its life (enqueue, claim, settle), not four: bench/peers/pg.ts, docs/performance.md.

/** A claimed row: the delivery, its lost claims, and its place in the claim order. */
export type ClaimedRow = Placed<ClaimedDelivery & { lostCount: number }>;

/**
 * Columns a claim hands over: everything an automatic attempt needs (./reads.ts's claimedColumns). `attempts` is
 * the automatic attempts made before this claim's, which the claim has counted already.
 */
export const CLAIMED = `id, account_id as accountId, url, format, event, request_id as requestId,
  attempts - 1 as attempts,
  manual_attempts as manualAttempts, lost_count as lostCount, destination_id as destinationId,
  created_at as createdAt, slot_at as slotAt`;

/** What every claim writes (./machine.ts's claimDue): the claim, its lease and the attempt it is for. */
const CLAIM_SET = `set status = 'delivering', allocation_id = @allocationId, lease_expires_at = @leaseUntil,
  attempts = attempts + 1`;

// SQLite's claims: the same transition as ./claim-pg.ts's, shaped for SQLite's planner (rowids, partial indexes,
// a skip-scan), where PostgreSQL locks its rows with FOR UPDATE SKIP LOCKED. Every LIMIT is bound as an expression
// (`+@limit`), never bare: src/db/store/statement.ts says why (a bare one re-prepared the claim on every run).
const claims = perConnection((c) => ({
  // Compare-and-swap in one statement, as for jobs: only rows still pending become ours. The due rows come from
  // the partial index on next_attempt_at (pending rows only, covering: it holds the rowid) and are updated by
  // rowid, not through the id index; `+status` keeps the guard (./machine.ts's) from steering the plan. The inner
  // `status = 'pending'` of every claim is the partial indexes' own predicate, written as the indexes are.
  claim: c.prepare(`update webhook_deliveries ${CLAIM_SET}
      where rowid in (select rowid from webhook_deliveries where status = 'pending' and next_attempt_at <= @now
                      order by next_attempt_at limit +@limit)
        and ${statusIn("claimDue", "+status")}
      returning ${CLAIMED}, next_attempt_at as due, rowid as seq`),
  // The same, passing over the receivers (URLs) already at WEBHOOK_RECEIVER_CONCURRENCY, in one of two ways. While
  // their waiting backlog is small, along the due index, skipping their rows (`+url`: the receiver index must not
  // steer this one): the cost follows that backlog.
  claimSkipping: c.prepare(`update webhook_deliveries ${CLAIM_SET}
      where rowid in (select rowid from webhook_deliveries where status = 'pending' and next_attempt_at <= @now
                        and +url not in (select value from json_each(@exclude))
                        and (@excludeAccounts = '[]'
                             or +account_id not in (select value from json_each(@excludeAccounts)))
                      order by next_attempt_at limit +@limit)
        and ${statusIn("claimDue", "+status")}
      returning ${CLAIMED}, next_attempt_at as due, rowid as seq`),
  // Once it is large (a dead receiver's can reach 100,000), by receiver: each URL with pending rows once (a
  // skip-scan of the receiver index, one seek per URL), the oldest due rows of each that is not full, then the
  // oldest of those: the cost follows the number of receivers waiting, whatever their backlogs.
  claimByReceiver: c.prepare(`update webhook_deliveries ${CLAIM_SET}
      where rowid in (
        with recursive receivers(url) as (
          select min(url) from webhook_deliveries where status = 'pending'
          union all
          select (select min(url) from webhook_deliveries where status = 'pending' and url > r.url)
          from receivers r where r.url is not null
        )
        select d.rowid from receivers r join webhook_deliveries d
          on d.rowid in (select rowid from webhook_deliveries
                         where status = 'pending' and url = r.url and next_attempt_at <= @now
                         order by next_attempt_at limit +@limit)
        where r.url is not null and r.url not in (select value from json_each(@exclude))
          -- A receiver whose next delivery belongs to a full account waits with it (one seek per receiver; rows
          -- of a full account that still come through are handed back by the runner).
          and (@excludeAccounts = '[]'
               or (select account_id from webhook_deliveries where status = 'pending' and url = r.url
                   order by next_attempt_at limit 1) not in (select value from json_each(@excludeAccounts)))
        order by d.next_attempt_at limit +@limit)
        and ${statusIn("claimDue", "+status")}
      returning ${CLAIMED}, next_attempt_at as due, rowid as seq`),
  // How many due rows the full receivers hold, counted up to SKIP_LIMIT only (from the receiver index), and the
  // full accounts (WEBHOOK_ACCOUNT_CONCURRENCY; read along the due index: only when some account is full).
  fullBacklog: c.prepare(`select count(*) as n from (select 1 from webhook_deliveries
      where status = 'pending' and url in (select value from json_each(@exclude)) and next_attempt_at <= @now
      limit +@cap)`),
  fullAccountsBacklog: c.prepare(`select count(*) as n from (select 1 from webhook_deliveries
      where status = 'pending' and next_attempt_at <= @now
        and +account_id in (select value from json_each(@excludeAccounts))
      limit +@cap)`),
}));

/**
 * Waiting rows of full receivers up to which the claim walks past them along the due index (about a microsecond
 * each: the index does not hold the URL); beyond it, it visits the receivers instead (about a microsecond per
 * receiver with pending rows). bench/webhook-claim.ts measures both.
 */
const SKIP_LIMIT = 100;

/**
 * Claim past the full receivers and accounts (`exclude`, `excludeAccounts`: JSON arrays of their URLs and ids),
 * the cheaper way for their backlog now.
 */
function claimPast(
  s: ReturnType<typeof claims>,
  p: {
    allocationId: string;
    leaseUntil: number;
    now: number;
    limit: number;
    exclude: string;
    excludeAccounts: string;
  },
): ClaimedRow[] {
  const count = (stmt: typeof s.fullBacklog, skip: boolean) =>
    skip ? 0 : (stmt.get({ ...p, cap: SKIP_LIMIT }) as { n: number }).n;
  const n =
    count(s.fullBacklog, p.exclude === "[]") + count(s.fullAccountsBacklog, p.excludeAccounts === "[]");
  return (n < SKIP_LIMIT ? s.claimSkipping.all(p) : s.claimByReceiver.all(p)) as ClaimedRow[];
}

/**
 * Claim up to `limit` due deliveries for `allocationId` until `leaseUntil`, oldest due first, passing over the
 * receivers (`exclude`: URLs) and accounts (`excludeAccounts`) already at their caps. Several processes claiming
 * at once never take one delivery twice: on SQLite the write lock orders them, on PostgreSQL the due rows are
 * locked with FOR UPDATE SKIP LOCKED (./claim-pg.ts).
 */
export function claimDue(p: ClaimRequest): Work<(ClaimedDelivery & { lostCount: number })[]> {
  return native({ sqlite: (db) => claimDueOnSqlite(db, p), pg: (db) => onPg.claimDue(db, p) });
}

function claimDueOnSqlite(
  db: Parameters<typeof claims>[0],
  p: ClaimRequest,
): (ClaimedDelivery & { lostCount: number })[] {
  const s = claims(db);
  const rows =
    p.exclude?.length || p.excludeAccounts?.length
      ? claimPast(s, {
          ...p,
          exclude: JSON.stringify(p.exclude ?? []),
          excludeAccounts: JSON.stringify(p.excludeAccounts ?? []),
        })
      : (s.claim.all({
          allocationId: p.allocationId,
          leaseUntil: p.leaseUntil,
          now: p.now,
          limit: p.limit,
        }) as ClaimedRow[]);
  return inClaimOrder(rows);
}

/** The receiver (URL) and account of every delivery claimed now, whichever process holds it. */
export function claimedKeys(): Work<{ url: string; accountId: string }[]> {
  return many(claimed);
}

/** The receivers and accounts of the deliveries claimed now, by any process: a handful, from the lease index. */
const claimed = statement((db, t) =>
  db
    .select({ url: t.deliveries.url, accountId: t.deliveries.accountId })
    .from(t.deliveries)
    .where(sql`${t.deliveries.status} = 'delivering'`),
);

// The first entry of deliveries_due_idx (pending rows only, by next_attempt_at), whoever wrote it.
const due = statement((db, t) =>
  db
    .select({ at: sql<number | null>`min(${t.deliveries.nextAttemptAt})` })
    .from(t.deliveries)
    .where(sql`${t.deliveries.status} = 'pending'`),
);

/** When the earliest pending delivery falls due (unix ms), or null when none is pending. */
export function* nextDue(): Work<number | null> {
  const at = (yield* one(due))?.at;
  return at === null || at === undefined ? null : Number(at);
}

/**
 * Make the capped claims of several processes take turns until the claiming transaction ends, so two never both
 * count the same free slot of a receiver or account (claimedKeys, then claimDue). SQLite's write lock, which the
 * claiming transaction holds, does it already; PostgreSQL takes a transaction-scoped advisory lock.
 */
export function lockCappedClaims(): Work<void> {
  return serializeAcrossInstances("webhook_deliveries:claim");
}

/**
 * Whether `claim` still holds its delivery, which stays so until the transaction ends (a process taking back an
 * expired claim checks it before closing the claim's attempt). On SQLite the claiming transaction's write lock keeps
 * every other process out, so a claim read in it is still held; PostgreSQL locks the row.
 */
export function lockClaimed(claim: Claim): Work<boolean> {
  return native({ sqlite: () => true, pg: (db) => onPg.lockClaimed(db, claim) });
}
