import { and, asc, count, eq } from "drizzle-orm";
import { keysetPageWork, type Page, type PageRequest } from "../db/pagination";
import { all, get, type Work } from "../db/store";
import type { scoutStatuses } from "./input";
import type { ScoutRow, UpdateRow } from "./updates";

type Status = (typeof scoutStatuses)[number];

/** Counts of the account's scouts: all, and by status (for `total` and `summary`). */
export function* scoutCounts(accountId: string) {
  const rows = yield* all((db, t) =>
    db
      .select({ status: t.scouts.status, n: count() })
      .from(t.scouts)
      .where(eq(t.scouts.accountId, accountId))
      .groupBy(t.scouts.status),
  );
  const summary = { active: 0, paused: 0, done: 0 };
  for (const r of rows) summary[r.status] = r.n;
  return { total: summary.active + summary.paused + summary.done, summary };
}

/** A page of the account's scouts, newest first, optionally of one status. */
export function pageScouts(
  accountId: string,
  status: Status | undefined,
  req: PageRequest,
): Work<Page<ScoutRow>> {
  return keysetPageWork(req, (keyset) =>
    all((db, t) => {
      const q = keyset({ createdAt: t.scouts.createdAt, id: t.scouts.id });
      const scope = and(eq(t.scouts.accountId, accountId), status ? eq(t.scouts.status, status) : undefined);
      const query = db
        .select()
        .from(t.scouts)
        .where(and(scope, q.where))
        .orderBy(...q.orderBy);
      return q.limit === undefined ? query : query.limit(q.limit);
    }),
  );
}

/** A page of a scout's updates, newest first; the keyset is (timestamp, id). */
export function* pageUpdates(scoutId: string, req: PageRequest): Work<Page<UpdateRow>> {
  const page = yield* keysetPageWork(req, function* (keyset) {
    const rows = yield* all((db, t) => {
      const q = keyset({ createdAt: t.scoutUpdates.timestamp, id: t.scoutUpdates.id });
      const query = db
        .select()
        .from(t.scoutUpdates)
        .where(and(eq(t.scoutUpdates.scoutId, scoutId), q.where))
        .orderBy(...q.orderBy);
      return q.limit === undefined ? query : query.limit(q.limit);
    });
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
