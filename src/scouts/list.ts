import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { keysetPage, type Page, type PageRequest } from "../db/pagination";
import { scouts, scoutUpdates } from "../db/schema";
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
