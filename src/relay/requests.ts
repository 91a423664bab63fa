import { and, asc, desc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import { type Db, perConnection } from "../db/client";
import { keysetPage, type Page, type PageRequest } from "../db/pagination";
import { deliveries, relayRequests } from "../db/schema";
import { deleteInSlices, SLICE_ROWS } from "../db/slices";

// The relay's request log: the only module that writes relay_requests. Rows are written by the ingest path
// (src/relay/ingest.ts) in the transaction that also writes the request's deliveries.

export type RelayRequestRow = typeof relayRequests.$inferSelect;
export type RequestStatus = RelayRequestRow["status"];

/** How long a sender's retry of the same event (same dedupe key) is answered as a duplicate. */
export const DEDUPE_WINDOW_MS = 24 * 3_600_000;

const statements = perConnection((c) => ({
  insert:
    c.prepare(`insert into relay_requests (id, source_id, account_id, received_at, method, path, query, headers,
      body, status, reason, dedupe_key) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
  // The first accepted request with this key within the window. INDEXED BY: left to itself the planner walks
  // relay_requests_source_idx (it also gives the order) through every request of the source in the window, so
  // each ingest cost grew with the day's traffic: 66 ms per lookup with 20,000 requests in the window, against
  // 30 µs through the dedupe index (load ~9 on 2 cores; docs/performance.md, relay ingest). A key names one
  // event, so the few rows it finds are sorted for nothing.
  firstWithKey: c.prepare(`select id from relay_requests indexed by relay_requests_dedupe_idx
      where source_id = ? and dedupe_key = ? and status = 'accepted' and received_at >= ?
      order by received_at limit 1`),
}));

/** Record a received request (in the ingest's transaction). */
export function insertRequest(db: Db, r: RelayRequestRow): void {
  statements(db).insert.run(
    r.id,
    r.sourceId,
    r.accountId,
    r.receivedAt,
    r.method,
    r.path,
    r.query,
    JSON.stringify(r.headers),
    r.body,
    r.status,
    r.reason,
    r.dedupeKey,
  );
}

/** The first accepted request of the source with `key` received since `since`, if any. */
export function firstAcceptedWithKey(
  db: Db,
  sourceId: string,
  key: string,
  since: number,
): string | undefined {
  return (statements(db).firstWithKey.get(sourceId, key, since) as { id: string } | undefined)?.id;
}

/** A request and the deliveries it fanned out to (their destination and status). */
export type RelayRequest = RelayRequestRow & {
  deliveries: { id: string; destinationId: string | null; status: string }[];
};

export function withDeliveries(db: Db, rows: RelayRequestRow[]): RelayRequest[] {
  if (rows.length === 0) return [];
  const ds = db
    .select({
      id: deliveries.id,
      requestId: deliveries.requestId,
      status: deliveries.status,
      destinationId: sql<string | null>`json_extract(${deliveries.event}, '$.relay.destination_id')`,
    })
    .from(deliveries)
    .where(
      inArray(
        deliveries.requestId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(deliveries.createdAt), asc(deliveries.id))
    .all();
  return rows.map((r) => ({
    ...r,
    deliveries: ds.filter((d) => d.requestId === r.id).map(({ requestId: _r, ...d }) => d),
  }));
}

/** A source's requests, newest first, in keyset pages (the caller has checked the source is the account's). */
export function listRequests(
  db: Db,
  accountId: string,
  sourceId: string,
  page: PageRequest,
): Page<RelayRequest> {
  const p = keysetPage({ createdAt: relayRequests.receivedAt, id: relayRequests.id }, page, (q) => {
    const query = db
      .select()
      .from(relayRequests)
      .where(and(eq(relayRequests.sourceId, sourceId), eq(relayRequests.accountId, accountId), q.where))
      .orderBy(...q.orderBy);
    const rows = q.limit === undefined ? query.all() : query.limit(q.limit).all();
    return rows.map((r) => ({ ...r, createdAt: r.receivedAt }));
  });
  return { ...p, items: withDeliveries(db, p.items) };
}

/** One request of the account, with its deliveries, or undefined. */
export function getRequest(db: Db, accountId: string, id: string): RelayRequest | undefined {
  const row = db
    .select()
    .from(relayRequests)
    .where(and(eq(relayRequests.id, id), eq(relayRequests.accountId, accountId)))
    .get();
  return row && withDeliveries(db, [row])[0];
}

/**
 * Accepted requests of a source after the one named `afterId` (oldest first, at most `limit`): what a stream sends
 * next. An unknown `afterId` (pruned, or not this source's) starts from requests received after `fallbackSince`.
 */
export function acceptedAfter(
  db: Db,
  sourceId: string,
  after: { id: string; receivedAt: number } | null,
  limit: number,
): RelayRequestRow[] {
  const bound = after
    ? or(
        gt(relayRequests.receivedAt, after.receivedAt),
        and(eq(relayRequests.receivedAt, after.receivedAt), gt(relayRequests.id, after.id)),
      )
    : undefined;
  return db
    .select()
    .from(relayRequests)
    .where(and(eq(relayRequests.sourceId, sourceId), eq(relayRequests.status, "accepted"), bound))
    .orderBy(asc(relayRequests.receivedAt), asc(relayRequests.id))
    .limit(limit)
    .all();
}

/** Where a stream resumes: the request named by Last-Event-ID, when it is one of this source's. */
export function streamPosition(
  db: Db,
  sourceId: string,
  id: string,
): { id: string; receivedAt: number } | null {
  return (
    db
      .select({ id: relayRequests.id, receivedAt: relayRequests.receivedAt })
      .from(relayRequests)
      .where(and(eq(relayRequests.id, id), eq(relayRequests.sourceId, sourceId)))
      .get() ?? null
  );
}

/** The newest request of a source (where a stream without Last-Event-ID starts: only what comes next). */
export function newestPosition(db: Db, sourceId: string): { id: string; receivedAt: number } | null {
  return (
    db
      .select({ id: relayRequests.id, receivedAt: relayRequests.receivedAt })
      .from(relayRequests)
      .where(eq(relayRequests.sourceId, sourceId))
      .orderBy(desc(relayRequests.receivedAt), desc(relayRequests.id))
      .limit(1)
      .get() ?? null
  );
}

/** Delete requests received before `cutoff`, in short slices (retention). Returns how many went. */
export function pruneRelayRequests(db: Db, cutoff: number): number {
  const old = db
    .select({ id: relayRequests.id })
    .from(relayRequests)
    .where(lt(relayRequests.receivedAt, cutoff))
    .limit(SLICE_ROWS);
  return deleteInSlices(() => db.delete(relayRequests).where(inArray(relayRequests.id, old)).run().changes);
}
