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
import { keysetPageWork, type Page, type PageRequest } from "../db/pagination";
import type { DeliverySource, deliveries, deliveryAttempts, inboxes, inboxRequests } from "../db/schema";
import { deliverySources, deliveryStatuses, errorClasses } from "../db/schema";
import { all, get, type Work } from "../db/store";
import type { Tables } from "../db/store/work";
import { latestDeliveryByUpdate } from "./latest-delivery";
import type { DeliveryStatus } from "./log/types";

// Read side of the relay log, shared by the inspector API (src/api/webhooks) and the platform pages.
// Every function takes the caller's account id and never returns another account's rows. Written once for SQLite
// and PostgreSQL (src/db/store/work.ts): each read is storage work, run with `deps.store.run(...)`.

export { type LatestDelivery, latestDeliveryBySource, latestDeliveryByUpdate } from "./latest-delivery";
export { type DeliveryStats, deliveryStats, type StatsWindow, statsWindows } from "./stats";
export type { DeliveryStatus };
export { deliveryStatuses, errorClasses };

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
  /** The relay destination it goes to. */
  destinationId?: string;
}

/** `status_code` as a filter takes it: `401`, or `4xx` / `5xx` (any code of that class). */
export function parseStatusCode(raw: string): DeliveryFilters["statusCode"] | undefined {
  const m = /^(?:([1-5])xx|([1-5]\d\d))$/i.exec(raw.trim());
  if (!m) return undefined;
  return m[1] ? { class: Number(m[1]) } : { code: Number(m[2]) };
}

/** Every column of a delivery but the event, plus the last attempt's latency. */
function listColumns(t: Tables) {
  const { event: _event, ...columns } = getTableColumns(t.deliveries);
  return { ...columns, latencyMs: lastLatency };
}
// Correlated subqueries name the outer table literally: drizzle renders a single-table select's columns
// unqualified, which the subquery would resolve against its own table.
/** Duration of the delivery's highest-numbered attempt (null while it is in flight or when none was made). */
const lastLatency = sql<number | null>`(select a.duration_ms from webhook_attempts a
  where a.delivery_id = webhook_deliveries.id order by a.number desc limit 1)`.mapWith(Number);

/** A delivery as listed: every column but the event, plus the last attempt's latency. */
export type DeliveryListRow = Omit<typeof deliveries.$inferSelect, "event"> & { latencyMs: number | null };
export type Delivery = typeof deliveries.$inferSelect;
export type DeliveryAttempt = typeof deliveryAttempts.$inferSelect;

/** The WHERE clause of a filtered delivery list, always scoped to the account (`t`: the driver's tables). */
export function filterWhere(t: Tables, accountId: string, f: DeliveryFilters): SQL {
  const d = t.deliveries;
  return and(
    eq(d.accountId, accountId),
    f.status ? eq(d.status, f.status) : undefined,
    f.sourceType ? eq(d.sourceType, f.sourceType) : undefined,
    f.sourceId ? eq(d.sourceId, f.sourceId) : undefined,
    // A literal substring test, so `%` and `_` in a URL are matched as themselves (LIKE would take them as
    // wildcards), and case-sensitive as a URL's path is. replace() is both SQLite's and PostgreSQL's (instr() is
    // SQLite's alone): the URL contains the (non-empty) text when removing it changes the URL.
    f.url ? sql`replace(${d.url}, ${f.url}, '') <> ${d.url}` : undefined,
    f.receiver ? eq(d.url, f.receiver) : undefined,
    f.destinationId ? eq(d.destinationId, f.destinationId) : undefined,
    f.since !== undefined ? gte(d.createdAt, f.since) : undefined,
    f.until !== undefined ? lt(d.createdAt, f.until) : undefined,
    f.updateId ? eq(d.updateId, f.updateId) : undefined,
    f.statusCode === undefined
      ? undefined
      : "code" in f.statusCode
        ? eq(d.lastStatusCode, f.statusCode.code)
        : and(
            gte(d.lastStatusCode, f.statusCode.class * 100),
            lt(d.lastStatusCode, f.statusCode.class * 100 + 100),
          ),
    f.errorClass ? eq(d.lastErrorClass, f.errorClass) : undefined,
  )!;
}

/**
 * What an id pasted into the inspector names among the account's deliveries: a delivery, the source (scout, task)
 * or the scout update some deliveries announce; undefined when none.
 */
export function* findDeliveryReference(
  accountId: string,
  id: string,
): Work<"delivery" | "source" | "update" | undefined> {
  const exists = function* (where: (d: Tables["deliveries"]) => SQL | undefined) {
    const row = yield* get((db, t) =>
      db
        .select({ id: t.deliveries.id })
        .from(t.deliveries)
        .where(and(eq(t.deliveries.accountId, accountId), where(t.deliveries)))
        .limit(1),
    );
    return row !== undefined;
  };
  // Each lookup reads an index: the id's, (account, source type, source id) for every type, and for an update the
  // deliveries of the scout it belongs to.
  if (yield* exists((d) => eq(d.id, id))) return "delivery";
  if (yield* exists((d) => and(inArray(d.sourceType, [...deliverySources]), eq(d.sourceId, id))))
    return "source";
  const update = yield* get((db, t) =>
    db.select({ scoutId: t.scoutUpdates.scoutId }).from(t.scoutUpdates).where(eq(t.scoutUpdates.id, id)),
  );
  if (update && (yield* latestDeliveryByUpdate(accountId, update.scoutId, [id])).size > 0) return "update";
  return undefined;
}

/** Which of `ids` are deliveries of the account. */
export function* ownDeliveries(accountId: string, ids: string[]): Work<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = yield* all((db, t) =>
    db
      .select({ id: t.deliveries.id })
      .from(t.deliveries)
      .where(and(eq(t.deliveries.accountId, accountId), inArray(t.deliveries.id, ids))),
  );
  return new Set(rows.map((r) => r.id));
}

/** The status of the account's delivery `id`, or undefined (unknown or another account's). */
export function* deliveryStatus(accountId: string, id: string): Work<DeliveryStatus | undefined> {
  const row = yield* get((db, t) =>
    db
      .select({ status: t.deliveries.status })
      .from(t.deliveries)
      .where(and(eq(t.deliveries.id, id), eq(t.deliveries.accountId, accountId))),
  );
  return row?.status;
}

/** A page of deliveries (newest first) with the account's total and the filtered total. */
export function* listDeliveries(
  accountId: string,
  filters: DeliveryFilters,
  page: PageRequest,
): Work<Page<DeliveryListRow> & { total: number; filtered_total: number }> {
  const result = yield* keysetPageWork(page, (keyset) =>
    all((db, t) => {
      const q = keyset(t.deliveries);
      const query = db
        .select(listColumns(t))
        .from(t.deliveries)
        .where(and(filterWhere(t, accountId, filters), q.where))
        .orderBy(...q.orderBy);
      return q.limit === undefined ? query : query.limit(q.limit);
    }),
  );
  const countOf = (where: (t: Tables) => SQL) =>
    get((db, t) => db.select({ n: count() }).from(t.deliveries).where(where(t)));
  const total = (yield* countOf((t) => eq(t.deliveries.accountId, accountId)))!.n;
  const filtered = (yield* countOf((t) => filterWhere(t, accountId, filters)))!.n;
  return { ...result, total, filtered_total: filtered };
}

/** One delivery with its event and every attempt in order, or undefined (unknown or another account's). */
export function* getDeliveryWithAttempts(
  accountId: string,
  id: string,
): Work<{ delivery: Delivery; attempts: DeliveryAttempt[] } | undefined> {
  const delivery = yield* get((db, t) =>
    db
      .select()
      .from(t.deliveries)
      .where(and(eq(t.deliveries.id, id), eq(t.deliveries.accountId, accountId))),
  );
  if (!delivery) return undefined;
  const attempts = yield* all((db, t) =>
    db
      .select()
      .from(t.deliveryAttempts)
      .where(eq(t.deliveryAttempts.deliveryId, id))
      .orderBy(asc(t.deliveryAttempts.number)),
  );
  return { delivery, attempts };
}

export type Inbox = typeof inboxes.$inferSelect;
export type InboxListRow = Inbox & { requestCount: number; lastRequestAt: number | null };

const inboxColumns = (t: Tables) => ({
  ...getTableColumns(t.inboxes),
  requestCount:
    sql<number>`(select count(*) from webhook_inbox_requests r where r.inbox_id = webhook_inboxes.id)`.mapWith(
      Number,
    ),
  lastRequestAt: sql<
    number | null
  >`(select max(r.received_at) from webhook_inbox_requests r where r.inbox_id = webhook_inboxes.id)`.mapWith(
    Number,
  ),
});

/** The account's inboxes, newest first, each with its captured-request count and last request time. */
export function listInboxes(accountId: string, page: PageRequest): Work<Page<InboxListRow>> {
  return keysetPageWork(page, (keyset) =>
    all((db, t) => {
      const q = keyset(t.inboxes);
      const query = db
        .select(inboxColumns(t))
        .from(t.inboxes)
        .where(and(eq(t.inboxes.accountId, accountId), q.where))
        .orderBy(...q.orderBy);
      return q.limit === undefined ? query : query.limit(q.limit);
    }),
  );
}

/** One inbox of the account (with its request count and last request time), or undefined. */
export function getInbox(accountId: string, id: string): Work<InboxListRow | undefined> {
  return get((db, t) =>
    db
      .select(inboxColumns(t))
      .from(t.inboxes)
      .where(and(eq(t.inboxes.id, id), eq(t.inboxes.accountId, accountId))),
  );
}

export type InboxRequest = typeof inboxRequests.$inferSelect & { createdAt: number };

/**
 * Captured requests of one inbox, newest first, with their total; undefined when the inbox is unknown or
 * belongs to another account.
 */
export function* listInboxRequests(
  accountId: string,
  inboxId: string,
  page: PageRequest,
): Work<(Page<InboxRequest> & { total: number }) | undefined> {
  if (!(yield* getInbox(accountId, inboxId))) return undefined;
  const result = yield* keysetPageWork(page, (keyset) =>
    all((db, t) => {
      // The keyset is (created_at, id); a captured request's created_at is its receipt time.
      const q = keyset({ createdAt: t.inboxRequests.receivedAt as Column, id: t.inboxRequests.id as Column });
      const query = db
        .select({ ...getTableColumns(t.inboxRequests), createdAt: t.inboxRequests.receivedAt })
        .from(t.inboxRequests)
        .where(and(eq(t.inboxRequests.inboxId, inboxId), q.where))
        .orderBy(...q.orderBy);
      return q.limit === undefined ? query : query.limit(q.limit);
    }),
  );
  const total = (yield* get((db, t) =>
    db.select({ n: count() }).from(t.inboxRequests).where(eq(t.inboxRequests.inboxId, inboxId)),
  ))!.n;
  return { ...result, total };
}
