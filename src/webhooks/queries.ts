import {
  and,
  asc,
  type Column,
  count,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  type SQL,
  sql,
} from "drizzle-orm";
import { type Db, perConnection } from "../db/client";
import { type KeysetQuery, keysetPage, type Page, type PageRequest } from "../db/pagination";
import {
  type DeliverySource,
  deliveries,
  deliveryAttempts,
  deliverySources,
  inboxes,
  inboxRequests,
  scoutUpdates,
} from "../db/schema";

// Read side of the relay log, shared by the inspector API (src/api/webhooks) and the platform pages.
// Every function takes the caller's account id and never returns another account's rows.

export { type DeliveryStats, deliveryStats, type StatsWindow, statsWindows } from "./stats";

export const deliveryStatuses = ["pending", "delivering", "succeeded", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
export const errorClasses = ["timeout", "network", "http_status", "blocked", "interrupted"] as const;

export interface DeliveryFilters {
  status?: DeliveryStatus;
  sourceType?: DeliverySource;
  sourceId?: string;
  /** Substring of the URL (an exact URL matches itself); compared literally, no wildcards. */
  url?: string;
  /** Exactly this URL (the inspector's link from a failing receiver; `url` matches any URL containing it). */
  receiver?: string;
  /** created_at >= since (unix ms). */
  since?: number;
  /** created_at < until (unix ms). */
  until?: number;
  /** The scout update the delivery announces. */
  updateId?: string;
  /** The last attempt's status code: one code, or a class (`4` for 4xx, `5` for 5xx). */
  statusCode?: { code: number } | { class: number };
  /** The last recorded attempt's error class. */
  errorClass?: (typeof errorClasses)[number];
}

/** `status_code` as a filter takes it: `401`, or `4xx` / `5xx` (any code of that class). */
export function parseStatusCode(raw: string): DeliveryFilters["statusCode"] | undefined {
  const m = /^(?:([1-5])xx|([1-5]\d\d))$/i.exec(raw.trim());
  if (!m) return undefined;
  return m[1] ? { class: Number(m[1]) } : { code: Number(m[2]) };
}

const { event: _event, ...listColumns } = getTableColumns(deliveries);
// Correlated subqueries name the outer table literally: drizzle renders a single-table select's columns
// unqualified, which the subquery would resolve against its own table.
/** Duration of the delivery's highest-numbered attempt (null while it is in flight or when none was made). */
const lastLatency = sql<number | null>`(select a.duration_ms from webhook_attempts a
  where a.delivery_id = webhook_deliveries.id order by a.number desc limit 1)`;

/** A delivery as listed: every column but the event, plus the last attempt's latency. */
export type DeliveryListRow = Omit<typeof deliveries.$inferSelect, "event"> & { latencyMs: number | null };
export type Delivery = typeof deliveries.$inferSelect;
export type DeliveryAttempt = typeof deliveryAttempts.$inferSelect;

/** The WHERE clause of a filtered delivery list, always scoped to the account. */
export function filterWhere(accountId: string, f: DeliveryFilters): SQL {
  return and(
    eq(deliveries.accountId, accountId),
    f.status ? eq(deliveries.status, f.status) : undefined,
    f.sourceType ? eq(deliveries.sourceType, f.sourceType) : undefined,
    f.sourceId ? eq(deliveries.sourceId, f.sourceId) : undefined,
    // instr() rather than LIKE, so `%` and `_` in a URL are matched as themselves.
    f.url ? sql`instr(${deliveries.url}, ${f.url}) > 0` : undefined,
    f.receiver ? eq(deliveries.url, f.receiver) : undefined,
    f.since !== undefined ? gte(deliveries.createdAt, f.since) : undefined,
    f.until !== undefined ? lt(deliveries.createdAt, f.until) : undefined,
    f.updateId ? eq(deliveries.updateId, f.updateId) : undefined,
    f.statusCode === undefined
      ? undefined
      : "code" in f.statusCode
        ? eq(deliveries.lastStatusCode, f.statusCode.code)
        : and(
            gte(deliveries.lastStatusCode, f.statusCode.class * 100),
            lt(deliveries.lastStatusCode, f.statusCode.class * 100 + 100),
          ),
    f.errorClass ? eq(deliveries.lastErrorClass, f.errorClass) : undefined,
  )!;
}

/**
 * What an id pasted into the inspector names among the account's deliveries: a delivery, the source (scout, task)
 * or the scout update some deliveries announce; undefined when none.
 */
export function findDeliveryReference(
  db: Db,
  accountId: string,
  id: string,
): "delivery" | "source" | "update" | undefined {
  const mine = eq(deliveries.accountId, accountId);
  const exists = (where: SQL) =>
    db.select({ id: deliveries.id }).from(deliveries).where(and(mine, where)).limit(1).get() !== undefined;
  // Each lookup reads an index: the id's, (account, source type, source id) for every type, and for an update the
  // deliveries of the scout it belongs to.
  if (exists(eq(deliveries.id, id))) return "delivery";
  if (exists(and(inArray(deliveries.sourceType, [...deliverySources]), eq(deliveries.sourceId, id))!))
    return "source";
  const update = db
    .select({ scoutId: scoutUpdates.scoutId })
    .from(scoutUpdates)
    .where(eq(scoutUpdates.id, id))
    .get();
  if (update && latestDeliveryByUpdate(db, accountId, update.scoutId, [id]).size > 0) return "update";
  return undefined;
}

const latestOfSource = perConnection((c) =>
  // Rows are inserted in time order, and the (account, source type, source id) index ends with the rowid: the
  // highest rowid under one source is one index probe, however many deliveries it has had.
  c.prepare(`select id, status, last_error as lastError from webhook_deliveries
    where rowid = (select max(rowid) from webhook_deliveries
                   where account_id = ? and source_type = ? and source_id = ?)`),
);

/** The latest delivery of each of the account's sources `sourceIds` (of `sourceType`) that has had one. */
export function latestDeliveryBySource(
  db: Db,
  accountId: string,
  sourceType: DeliverySource,
  sourceIds: string[],
): Map<string, { id: string; status: DeliveryStatus; lastError: string | null }> {
  const out = new Map<string, { id: string; status: DeliveryStatus; lastError: string | null }>();
  const q = latestOfSource(db);
  for (const sourceId of sourceIds) {
    const row = q.get(accountId, sourceType, sourceId) as
      | { id: string; status: DeliveryStatus; lastError: string | null }
      | undefined;
    if (row) out.set(sourceId, row);
  }
  return out;
}

/** The latest delivery announcing each of the updates `updateIds` of the account's scout `scoutId`. */
export function latestDeliveryByUpdate(
  db: Db,
  accountId: string,
  scoutId: string,
  updateIds: string[],
): Map<string, { id: string; status: DeliveryStatus; lastError: string | null }> {
  if (updateIds.length === 0) return new Map();
  const rows = db
    .select({
      id: deliveries.id,
      updateId: deliveries.updateId,
      status: deliveries.status,
      lastError: deliveries.lastError,
      createdAt: deliveries.createdAt,
    })
    .from(deliveries)
    // The scout's deliveries from the (account, source type, source id) index, then their update ids.
    .where(
      and(
        eq(deliveries.accountId, accountId),
        eq(deliveries.sourceType, "scout"),
        eq(deliveries.sourceId, scoutId),
        inArray(deliveries.updateId, updateIds),
      ),
    )
    .all();
  // The latest of each update's deliveries (sorted here: an ORDER BY would steer the plan to the time index).
  rows.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
  return new Map(rows.map(({ updateId, createdAt: _, ...d }) => [updateId!, d]));
}

/** Which of `ids` are deliveries of the account. */
export function ownDeliveries(db: Db, accountId: string, ids: string[]): Set<string> {
  if (ids.length === 0) return new Set();
  const rows = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.accountId, accountId), inArray(deliveries.id, ids)))
    .all();
  return new Set(rows.map((r) => r.id));
}

/** A page of deliveries (newest first) with the account's total and the filtered total. */
export function listDeliveries(
  db: Db,
  accountId: string,
  filters: DeliveryFilters,
  page: PageRequest,
): Page<DeliveryListRow> & { total: number; filtered_total: number } {
  const where = filterWhere(accountId, filters);
  const result = keysetPage(deliveries, page, (q: KeysetQuery) => {
    const query = db
      .select({ ...listColumns, latencyMs: lastLatency })
      .from(deliveries)
      .where(and(where, q.where))
      .orderBy(...q.orderBy);
    return q.limit === undefined ? query.all() : query.limit(q.limit).all();
  });
  const countOf = (w: SQL) => db.select({ n: count() }).from(deliveries).where(w).get()!.n;
  return { ...result, total: countOf(eq(deliveries.accountId, accountId)), filtered_total: countOf(where) };
}

/** One delivery with its event and every attempt in order, or undefined (unknown or another account's). */
export function getDeliveryWithAttempts(
  db: Db,
  accountId: string,
  id: string,
): { delivery: Delivery; attempts: DeliveryAttempt[] } | undefined {
  const delivery = db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, id), eq(deliveries.accountId, accountId)))
    .get();
  if (!delivery) return undefined;
  const attempts = db
    .select()
    .from(deliveryAttempts)
    .where(eq(deliveryAttempts.deliveryId, id))
    .orderBy(asc(deliveryAttempts.number))
    .all();
  return { delivery, attempts };
}

export type Inbox = typeof inboxes.$inferSelect;
export type InboxListRow = Inbox & { requestCount: number; lastRequestAt: number | null };

const inboxColumns = {
  ...getTableColumns(inboxes),
  requestCount: sql<number>`(select count(*) from webhook_inbox_requests r where r.inbox_id = webhook_inboxes.id)`,
  lastRequestAt: sql<
    number | null
  >`(select max(r.received_at) from webhook_inbox_requests r where r.inbox_id = webhook_inboxes.id)`,
};

/** The account's inboxes, newest first, each with its captured-request count and last request time. */
export function listInboxes(db: Db, accountId: string, page: PageRequest): Page<InboxListRow> {
  return keysetPage(inboxes, page, (q) => {
    const query = db
      .select(inboxColumns)
      .from(inboxes)
      .where(and(eq(inboxes.accountId, accountId), q.where))
      .orderBy(...q.orderBy);
    return q.limit === undefined ? query.all() : query.limit(q.limit).all();
  });
}

/** One inbox of the account (with its request count and last request time), or undefined. */
export function getInbox(db: Db, accountId: string, id: string): InboxListRow | undefined {
  return db
    .select(inboxColumns)
    .from(inboxes)
    .where(and(eq(inboxes.id, id), eq(inboxes.accountId, accountId)))
    .get();
}

export type InboxRequest = typeof inboxRequests.$inferSelect & { createdAt: number };

/**
 * Captured requests of one inbox, newest first, with their total; undefined when the inbox is unknown or
 * belongs to another account.
 */
export function listInboxRequests(
  db: Db,
  accountId: string,
  inboxId: string,
  page: PageRequest,
): (Page<InboxRequest> & { total: number }) | undefined {
  if (!getInbox(db, accountId, inboxId)) return undefined;
  // keysetPage pages on (created_at, id); a captured request's created_at is its receipt time.
  const cols = { createdAt: inboxRequests.receivedAt as Column, id: inboxRequests.id as Column };
  const result = keysetPage(cols, page, (q) => {
    const query = db
      .select({ ...getTableColumns(inboxRequests), createdAt: inboxRequests.receivedAt })
      .from(inboxRequests)
      .where(and(eq(inboxRequests.inboxId, inboxId), q.where))
      .orderBy(...q.orderBy);
    return q.limit === undefined ? query.all() : query.limit(q.limit).all();
  });
  const total = db
    .select({ n: count() })
    .from(inboxRequests)
    .where(eq(inboxRequests.inboxId, inboxId))
    .get()!.n;
  return { ...result, total };
}
