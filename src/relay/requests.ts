import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, or, sql } from "drizzle-orm";
import { keysetPageWork, type Page, type PageRequest } from "../db/pagination";

import type { relayRequests } from "../db/schema";
import { deleteInSlicesWork, SLICE_ROWS } from "../db/slices";
import {
  $,
  all,
  exec,
  get,
  one,
  rowPlaceholders,
  run,
  serializeAcrossInstances,
  statement,
  type Work,
} from "../db/store";

// The relay's request log: the only module that writes relay_requests. Rows are written by the ingest path
// (src/relay/ingest.ts) in the transaction that also writes the request's deliveries. Written once for SQLite and
// PostgreSQL (src/db/store/work.ts); the ingest path's statements are defined once and prepared per connection
// (src/db/store/statement.ts).

export type RelayRequestRow = typeof relayRequests.$inferSelect;
export type RequestStatus = RelayRequestRow["status"];

/** How long a sender's retry of the same event (same dedupe key) is answered as a duplicate. */
export const DEDUPE_WINDOW_MS = 24 * 3_600_000;

const insert = statement((db, t) => db.insert(t.relayRequests).values(rowPlaceholders(t.relayRequests)));

// The first accepted request with this key within the window, through the dedupe index. Left to itself SQLite's
// planner walks relay_requests_source_idx (it serves the time range and gives the order) through every request of
// the source in the window, so each ingest cost grew with the day's traffic: 66 ms per lookup with 20,000 requests
// in the window, against 30 µs through the dedupe index (load ~9 on 2 cores; docs/performance.md, relay ingest).
// The unary `+` keeps received_at out of SQLite's choice of index (its idiom; on PostgreSQL a no-op), which leaves
// the dedupe index the best: a key names one event, so the few rows it finds are sorted for nothing. The status is
// written out, not bound: a partial index serves a bound value on neither SQLite nor a generic plan of PostgreSQL's
// prepared statement. No LIMIT: drizzle binds it bare, which made SQLite prepare the lookup again on every run (27
// against 7 µs; src/db/store/statement.ts); `one` reads the first row only. test/relay/dedupe-plan.test.ts
// checks SQLite's plan.
const firstWithKey = statement((db, t) => {
  const r = t.relayRequests;
  return db
    .select({ id: r.id })
    .from(r)
    .where(
      and(
        eq(r.sourceId, $("sourceId")),
        eq(r.dedupeKey, $("key")),
        sql`${r.status} = 'accepted' and +${r.receivedAt} >= ${$("since")}`,
      ),
    )
    .orderBy(sql`+${r.receivedAt}`);
});

/** Record a received request (in the ingest's transaction). */
export function* insertRequest(r: RelayRequestRow): Work<void> {
  yield* exec(insert, r);
}

/**
 * The first accepted request of the source with `key` received since `since`, if any. Call it in the transaction
 * that then records the request: the answer holds until that commits. On SQLite the transaction holds the write
 * lock, so no other request (of this process or another) is recorded in between. On PostgreSQL two instances'
 * transactions run together, so the lookup first takes a transaction-scoped advisory lock on (source, key): a
 * second request with the key waits until the first has committed, then finds it. A unique index cannot say this:
 * a key is a duplicate only within the window, and a sender may send it again after.
 */
export function* firstAcceptedWithKey(
  sourceId: string,
  key: string,
  since: number,
): Work<string | undefined> {
  yield* serializeAcrossInstances(`relay-dedupe:${sourceId}:${key}`);
  return (yield* one(firstWithKey, { sourceId, key, since }))?.id;
}

/** A request and the deliveries it fanned out to (their destination and status). */
export type RelayRequest = RelayRequestRow & {
  deliveries: { id: string; destinationId: string | null; status: string }[];
};

/** The destination a relay delivery's event names (src/relay/outgoing.ts's RelayEvent), or null. */
function destinationOf(event: unknown): string | null {
  const relay = (event as { relay?: { destination_id?: unknown } } | null)?.relay;
  return typeof relay?.destination_id === "string" ? relay.destination_id : null;
}

/** `rows` (whatever else they carry) with the deliveries each fanned out to. */
export function* withDeliveries<R extends RelayRequestRow>(
  rows: R[],
): Work<(R & Pick<RelayRequest, "deliveries">)[]> {
  if (rows.length === 0) return [];
  // The whole event is read (a relay delivery's is a few ids) and its destination picked here: the same on both
  // databases, where json_extract is SQLite's alone.
  const ds = yield* all((db, t) =>
    db
      .select({
        id: t.deliveries.id,
        requestId: t.deliveries.requestId,
        status: t.deliveries.status,
        event: t.deliveries.event,
      })
      .from(t.deliveries)
      .where(
        inArray(
          t.deliveries.requestId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(t.deliveries.createdAt), asc(t.deliveries.id)),
  );
  return rows.map((r) => ({
    ...r,
    deliveries: ds
      .filter((d) => d.requestId === r.id)
      .map((d) => ({ id: d.id, status: d.status, destinationId: destinationOf(d.event) })),
  }));
}

/**
 * A page shows at most this many bytes of each body (`bodyBytes` gives the whole size; getRequest the whole body):
 * a page of 376 whole 1 MiB bodies was a 348 MB answer that took a process from 238 MB to 1.27 GB resident.
 */
export const PAGE_BODY_BYTES = 64 * 1024;

/** A request as a page lists it: `body` is at most PAGE_BODY_BYTES of the `bodyBytes` stored. */
export type ListedRelayRequest = RelayRequest & { bodyBytes: number };

/**
 * A source's requests, newest first, in keyset pages (the caller has checked the source is the account's). Only
 * the first PAGE_BODY_BYTES of each body are read from the database (`substr` of a blob or bytea), so a page's
 * size does not grow with the bodies'.
 */
export function* listRequests(
  accountId: string,
  sourceId: string,
  page: PageRequest,
): Work<Page<ListedRelayRequest>> {
  const p = yield* keysetPageWork(page, function* (q) {
    const rows = yield* all((db, t) => {
      const { where, orderBy, limit } = q({ createdAt: t.relayRequests.receivedAt, id: t.relayRequests.id });
      const { body, ...columns } = getTableColumns(t.relayRequests);
      const query = db
        .select({
          ...columns,
          body: sql<Buffer | null>`substr(${body}, 1, ${sql.raw(String(PAGE_BODY_BYTES))})`.mapWith(toBuffer),
          bodyBytes: sql<number>`length(${body})`.mapWith(Number),
        })
        .from(t.relayRequests)
        .where(and(eq(t.relayRequests.sourceId, sourceId), eq(t.relayRequests.accountId, accountId), where))
        .orderBy(...orderBy);
      return limit === undefined ? query : query.limit(limit);
    });
    // SQLite's substr of an empty blob is NULL (and a driver does not map NULL): an empty body.
    return rows.map((r) => ({ ...r, body: r.body ?? Buffer.alloc(0), createdAt: r.receivedAt }));
  });
  return { ...p, items: yield* withDeliveries(p.items) };
}

/** A blob or bytea as the drivers give it (Buffer), or as text when a driver hands back a string. */
const toBuffer = (v: unknown): Buffer =>
  Buffer.isBuffer(v) ? v : v instanceof Uint8Array ? Buffer.from(v) : Buffer.from(String(v ?? ""), "utf8");

/** One request of the account, with its deliveries, or undefined. */
export function* getRequest(accountId: string, id: string): Work<RelayRequest | undefined> {
  const row = yield* get((db, t) =>
    db
      .select()
      .from(t.relayRequests)
      .where(and(eq(t.relayRequests.id, id), eq(t.relayRequests.accountId, accountId))),
  );
  return row && (yield* withDeliveries([row]))[0];
}

/**
 * Accepted requests of a source after `after` (all of them when null), oldest first: what a stream sends next. At
 * most `limit` of them, and only as many as fit in `maxBytes` of bodies, except that the first is always given,
 * however large. The sizes are read first and the chosen rows after, so the bodies held at once are bounded by
 * `maxBytes` rather than by `limit` times the largest body (100 × 1 MiB at the default RELAY_MAX_BODY_BYTES).
 * `length()` of a blob does not read its bytes: SQLite takes the size from the record's header and PostgreSQL
 * from the value's (a TOASTed bytea is not fetched).
 */
export function* acceptedAfter(
  sourceId: string,
  after: { id: string; receivedAt: number } | null,
  limit: number,
  maxBytes = Number.POSITIVE_INFINITY,
): Work<RelayRequestRow[]> {
  const sizes = yield* all((db, t) => {
    const bound = after
      ? or(
          gt(t.relayRequests.receivedAt, after.receivedAt),
          and(eq(t.relayRequests.receivedAt, after.receivedAt), gt(t.relayRequests.id, after.id)),
        )
      : undefined;
    return db
      .select({ id: t.relayRequests.id, size: sql<number>`length(${t.relayRequests.body})`.mapWith(Number) })
      .from(t.relayRequests)
      .where(and(eq(t.relayRequests.sourceId, sourceId), eq(t.relayRequests.status, "accepted"), bound))
      .orderBy(asc(t.relayRequests.receivedAt), asc(t.relayRequests.id))
      .limit(limit);
  });
  const ids: string[] = [];
  let bytes = 0;
  for (const r of sizes) {
    if (ids.length > 0 && bytes + r.size > maxBytes) break;
    bytes += r.size;
    ids.push(r.id);
  }
  if (ids.length === 0) return [];
  return yield* all((db, t) =>
    db
      .select()
      .from(t.relayRequests)
      .where(inArray(t.relayRequests.id, ids))
      .orderBy(asc(t.relayRequests.receivedAt), asc(t.relayRequests.id)),
  );
}

/** Where a stream resumes: the request named by Last-Event-ID, when it is one of this source's. */
export function* streamPosition(
  sourceId: string,
  id: string,
): Work<{ id: string; receivedAt: number } | null> {
  return (
    (yield* get((db, t) =>
      db
        .select({ id: t.relayRequests.id, receivedAt: t.relayRequests.receivedAt })
        .from(t.relayRequests)
        .where(and(eq(t.relayRequests.id, id), eq(t.relayRequests.sourceId, sourceId))),
    )) ?? null
  );
}

/** The newest request of a source (where a stream without Last-Event-ID starts: only what comes next). */
export function* newestPosition(sourceId: string): Work<{ id: string; receivedAt: number } | null> {
  return (
    (yield* get((db, t) =>
      db
        .select({ id: t.relayRequests.id, receivedAt: t.relayRequests.receivedAt })
        .from(t.relayRequests)
        .where(eq(t.relayRequests.sourceId, sourceId))
        .orderBy(desc(t.relayRequests.receivedAt), desc(t.relayRequests.id))
        .limit(1),
    )) ?? null
  );
}

/** Delete requests received before `cutoff`, in short slices (retention). Returns how many went. */
export function* pruneRelayRequests(cutoff: number): Work<number> {
  return yield* deleteInSlicesWork(() =>
    run((db, t) => {
      const old = db
        .select({ id: t.relayRequests.id })
        .from(t.relayRequests)
        .where(lt(t.relayRequests.receivedAt, cutoff))
        .limit(SLICE_ROWS);
      return db.delete(t.relayRequests).where(inArray(t.relayRequests.id, old));
    }),
  );
}
