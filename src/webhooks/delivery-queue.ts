import { type Db, type DbOrTx, perConnection } from "../db/client";
import type { WebhookFormat } from "../db/schema";
import { inClaimOrder, type Placed } from "../jobs/store";
import type { ClaimedEntry, ExpiredEntry, QueueStore } from "../jobs/types";
import { metrics } from "../metrics";
import { parseRetiredSecrets, type SigningAccount } from "./signing";

// The dispatcher's queue is the delivery log itself (DESIGN.md §6 "A dispatcher claims due deliveries with a
// lease"): a pending delivery whose next_attempt_at has come is a queue entry, claimed by compare-and-swap on
// allocation_id with a lease, as the job runner does with `jobs` rows. There is no second row per delivery to
// insert, claim and settle, and the claim hands over everything an attempt needs. Plain SQL prepared once per
// connection (columns as in src/db/schema.ts), like the rest of the send path.

/** A claimed delivery: what its next automatic attempt needs. */
export interface ClaimedDelivery {
  id: string;
  accountId: string;
  url: string;
  format: WebhookFormat;
  /** The stored event JSON (unparsed). */
  event: string;
  /** Automatic attempts made before this claim (interrupted ones included). */
  attempts: number;
  manualAttempts: number;
}

type Row = ClaimedDelivery & { lostCount: number };
type ClaimedRow = Placed<Row>;
type ExpiredRow = Row & { allocationId: string; lastError: string | null };

const CLAIMED = `id, account_id as accountId, url, format, event, attempts, manual_attempts as manualAttempts,
  lost_count as lostCount`;
/** SET clause that ends a claim; every statement that moves a delivery out of `delivering` uses it. */
export const RELEASE = "allocation_id = null, lease_expires_at = null";

const statements = perConnection((c) => ({
  // Compare-and-swap in one statement, as for jobs: only rows still pending become ours. The due rows come from
  // the partial index on next_attempt_at (pending rows only, covering: it holds the rowid) and are updated by
  // rowid, not through the id index; `+status` keeps the guard from steering the plan.
  claim:
    c.prepare(`update webhook_deliveries set status = 'delivering', allocation_id = ?, lease_expires_at = ?
      where rowid in (select rowid from webhook_deliveries where status = 'pending' and next_attempt_at <= ?
                      order by next_attempt_at limit ?)
        and +status = 'pending'
      returning ${CLAIMED}, next_attempt_at as due, rowid as seq`),
  // The same, passing over the receivers (URLs) already at WEBHOOK_RECEIVER_CONCURRENCY, in one of two ways. While
  // their waiting backlog is small, along the due index, skipping their rows (`+url`: the receiver index must not
  // steer this one): the cost follows that backlog.
  claimSkipping:
    c.prepare(`update webhook_deliveries set status = 'delivering', allocation_id = @allocationId,
        lease_expires_at = @leaseUntil
      where rowid in (select rowid from webhook_deliveries where status = 'pending' and next_attempt_at <= @now
                        and +url not in (select value from json_each(@exclude))
                        and (@excludeAccounts = '[]'
                             or +account_id not in (select value from json_each(@excludeAccounts)))
                      order by next_attempt_at limit @limit)
        and +status = 'pending'
      returning ${CLAIMED}, next_attempt_at as due, rowid as seq`),
  // Once it is large (a dead receiver's can reach 100,000), by receiver: each URL with pending rows once (a
  // skip-scan of the receiver index, one seek per URL), the oldest due rows of each that is not full, then the
  // oldest of those: the cost follows the number of receivers waiting, whatever their backlogs.
  claimByReceiver:
    c.prepare(`update webhook_deliveries set status = 'delivering', allocation_id = @allocationId,
        lease_expires_at = @leaseUntil
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
                         order by next_attempt_at limit @limit)
        where r.url is not null and r.url not in (select value from json_each(@exclude))
          -- A receiver whose next delivery belongs to a full account waits with it (one seek per receiver; rows
          -- of a full account that still come through are handed back by the runner).
          and (@excludeAccounts = '[]'
               or (select account_id from webhook_deliveries where status = 'pending' and url = r.url
                   order by next_attempt_at limit 1) not in (select value from json_each(@excludeAccounts)))
        order by d.next_attempt_at limit @limit)
        and +status = 'pending'
      returning ${CLAIMED}, next_attempt_at as due, rowid as seq`),
  // How many due rows the full receivers hold, counted up to SKIP_LIMIT only (from the receiver index), and the
  // full accounts (WEBHOOK_ACCOUNT_CONCURRENCY; read along the due index: only when some account is full).
  fullBacklog: c.prepare(`select count(*) as n from (select 1 from webhook_deliveries
      where status = 'pending' and url in (select value from json_each(@exclude)) and next_attempt_at <= @now
      limit @cap)`),
  fullAccountsBacklog: c.prepare(`select count(*) as n from (select 1 from webhook_deliveries
      where status = 'pending' and next_attempt_at <= @now
        and +account_id in (select value from json_each(@excludeAccounts))
      limit @cap)`),
  account: c.prepare(
    "select webhook_secret as webhookSecret, retired_webhook_secrets as retired from accounts where id = ?",
  ),
  renew: c.prepare("update webhook_deliveries set lease_expires_at = ? where id = ? and allocation_id = ?"),
  release: c.prepare(`update webhook_deliveries set status = 'pending', next_attempt_at = ?, ${RELEASE}
      where id = ? and allocation_id = ? and status = 'delivering'`),
  // A claim ends where it began: the claim leaves next_attempt_at as it was, so the delivery keeps its place.
  unclaim: c.prepare(`update webhook_deliveries set status = 'pending', ${RELEASE}
      where id = ? and allocation_id = ? and status = 'delivering'`),
  fail: c.prepare(`update webhook_deliveries set status = 'failed', completed_at = ?, next_attempt_at = null,
        last_error = coalesce(?, last_error), ${RELEASE}
      where id = ? and allocation_id = ? and status in ('pending', 'delivering')`),
  expired: c.prepare(`select ${CLAIMED}, allocation_id as allocationId, last_error as lastError
      from webhook_deliveries where status = 'delivering' and lease_expires_at < ?`),
  requeue: c.prepare(`update webhook_deliveries set status = 'pending', next_attempt_at = ?, lost_count = ?,
        ${RELEASE} where id = ? and allocation_id = ? and status = 'delivering'`),
  // Each count reads one partial index (it holds exactly those rows), never the table.
  pending: c.prepare("select count(*) as n from webhook_deliveries where status = 'pending'"),
  delivering: c.prepare("select count(*) as n from webhook_deliveries where status = 'delivering'"),
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
  s: ReturnType<typeof statements>,
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

/** The signing secrets of the delivery's account (read on every claim: a rotation applies to the next attempt). */
export function accountSecrets(db: Db, accountId: string): SigningAccount | undefined {
  const row = statements(db).account.get(accountId) as { webhookSecret: string; retired: string } | undefined;
  return row && { webhookSecret: row.webhookSecret, retiredWebhookSecrets: parseRetiredSecrets(row.retired) };
}

/** Unfinished deliveries: waiting (for their first attempt or a retry) and in flight. */
export function unfinishedDeliveries(db: Db): { pending: number; delivering: number } {
  const s = statements(db);
  return {
    pending: (s.pending.get() as { n: number }).n,
    delivering: (s.delivering.get() as { n: number }).n,
  };
}

/**
 * End a claim (or a manual attempt's hold) without settling the delivery: pending again, due at `dueAt`. Only while
 * `allocationId` still holds it.
 */
export function releaseClaim(db: DbOrTx, id: string, allocationId: string, dueAt: number): void {
  statements(db).release.run(dueAt, id, allocationId);
}

/**
 * Fail a claimed delivery (only while `allocationId` holds it and it is unfinished); counts it in the metrics.
 * Returns whether it changed.
 */
export function failClaimed(db: Db, id: string, allocationId: string, now: number, error?: string): boolean {
  const changed = statements(db).fail.run(now, error ?? null, id, allocationId).changes === 1;
  if (changed) metrics.webhookDeliveries.inc({ status: "failed" });
  return changed;
}

/**
 * The job runner's view of the delivery log. Whenever the store fails a delivery it held (a handler that threw,
 * a settle that threw, a claim given up) or hands back one whose process died mid-attempt, it first has
 * `closeOpenAttempts` close that delivery's open automatic attempt as interrupted, in the same transaction: the
 * attempt counts, and a delivery at `maxAttempts` fails instead of going back.
 */
export function deliveryQueueStore(
  db: Db,
  opts: { maxAttempts: number; closeOpenAttempts: (deliveryId: string, now: number) => void },
): QueueStore<ClaimedDelivery> {
  const s = statements(db);
  const entry = <R extends Row>({ lostCount, ...payload }: R): ClaimedEntry<ClaimedDelivery> => ({
    id: payload.id,
    payload,
    lostCount,
  });
  return {
    claim: (allocationId, leaseUntil, now, limit, exclude, excludeAccounts) =>
      inClaimOrder(
        exclude?.length || excludeAccounts?.length
          ? claimPast(s, {
              allocationId,
              leaseUntil,
              now,
              limit,
              exclude: JSON.stringify(exclude ?? []),
              excludeAccounts: JSON.stringify(excludeAccounts ?? []),
            })
          : (s.claim.all(allocationId, leaseUntil, now, limit) as ClaimedRow[]),
      ).map(entry),
    unclaim: (id, allocationId) => {
      s.unclaim.run(id, allocationId);
    },
    // Done or due again: the dispatcher's settle writes already ended the claim with the outcome, in this same
    // transaction (a statement here would find nothing to change). A claim they did not end keeps its lease until
    // it runs out, and recovery takes the delivery back like any other.
    settle(id, allocationId, result, now, error) {
      if (result === "release") releaseClaim(db, id, allocationId, now);
      else if (
        result === "failed" &&
        failClaimed(db, id, allocationId, now, error ? `Internal error: ${error}`.slice(0, 500) : undefined)
      )
        opts.closeOpenAttempts(id, now);
    },
    renew: (id, allocationId, leaseUntil) => {
      s.renew.run(leaseUntil, id, allocationId);
    },
    expired: (now) =>
      (s.expired.all(now) as ExpiredRow[]).map(({ allocationId, lastError, ...row }) => ({
        ...entry(row),
        allocationId,
        lastError,
      })) as ExpiredEntry<ClaimedDelivery>[],
    // The expired row was read under this allocation in the same (write) transaction, so it is still ours here.
    requeue(e, lost, givingUp, now) {
      opts.closeOpenAttempts(e.id, now);
      if (givingUp || e.payload.attempts >= opts.maxAttempts)
        return failClaimed(db, e.id, e.allocationId, now, "Interrupted: the process stopped mid-attempt");
      return s.requeue.run(now, lost, e.id, e.allocationId).changes === 1;
    },
  };
}
