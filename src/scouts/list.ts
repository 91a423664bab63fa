import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { keysetPage, type Page, type PageRequest } from "../db/pagination";
import { scouts, scoutUpdates } from "../db/schema";
import { all, get, type Work } from "../db/store";
import type { scoutStatuses } from "./input";
import type { ScoutRow, UpdateRow } from "./updates";

type Status = (typeof scoutStatuses)[number];

/** Counts of the account's scouts: all, and by status (for `total` and `summary`). */
export function scoutCounts(db: Db, accountId: string) {
  const rows = db
    .select({ status: scouts.status, n: sql<number>`count(*)` })
    .from(scouts)
    .where(eq(scouts.accountId, accountId))
    .groupBy(scouts.status)
    .all();
  const summary = { active: 0, paused: 0, done: 0 };
  for (const r of rows) summary[r.status] = r.n;
  return { total: summary.active + summary.paused + summary.done, summary };
}

/** A page of the account's scouts, newest first, optionally of one status. */
export function pageScouts(
  db: Db,
  accountId: string,
  status: Status | undefined,
  req: PageRequest,
): Page<ScoutRow> {
  const scope = and(eq(scouts.accountId, accountId), status ? eq(scouts.status, status) : undefined);
  return keysetPage({ createdAt: scouts.createdAt, id: scouts.id }, req, (q) => {
    const query = db
      .select()
      .from(scouts)
      .where(and(scope, q.where))
      .orderBy(...q.orderBy);
    return q.limit === undefined ? query.all() : query.limit(q.limit).all();
  });
}

/** A page of a scout's updates, newest first; the keyset is (timestamp, id). */
export function pageUpdates(db: Db, scoutId: string, req: PageRequest): Page<UpdateRow> {
  const page = keysetPage({ createdAt: scoutUpdates.timestamp, id: scoutUpdates.id }, req, (q) => {
    const query = db
      .select()
      .from(scoutUpdates)
      .where(and(eq(scoutUpdates.scoutId, scoutId), q.where))
      .orderBy(...q.orderBy);
    const rows = q.limit === undefined ? query.all() : query.limit(q.limit).all();
    return rows.map((u) => ({ ...u, createdAt: u.timestamp }));
  });
  return { ...page, items: page.items.map(({ createdAt: _, ...u }) => u) };
}

/** The ids of the account's active scouts, oldest first (`GET /v1/usage`). */
export function* activeScoutIds(accountId: string): Work<string[]> {
  const rows = yield* all((db, t) =>
    db
      .select({ id: t.scouts.id })
      .from(t.scouts)
      .where(and(eq(t.scouts.accountId, accountId), eq(t.scouts.status, "active")))
      .orderBy(asc(t.scouts.createdAt), asc(t.scouts.id)),
  );
  return rows.map((s) => s.id);
}

/** How many scouts (of every account) are active: the metrics gauge. */
export function* countActiveScouts(): Work<number> {
  const row = yield* get((db, t) =>
    db.select({ n: count() }).from(t.scouts).where(eq(t.scouts.status, "active")),
  );
  return row?.n ?? 0;
}
