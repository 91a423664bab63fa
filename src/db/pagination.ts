import { and, asc, type Column, desc, eq, gt, lt, or, type SQL } from "drizzle-orm";
import type { Work } from "./store";

/** The keyset of every listed resource: newest first by (created_at, id). */
export interface Keyset {
  createdAt: number;
  id: string;
}
export interface Cursor extends Keyset {
  dir: "next" | "prev";
}

/** Opaque base64url cursor. */
export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify({ d: c.dir === "next" ? "n" : "p", t: c.createdAt, i: c.id })).toString(
    "base64url",
  );
}

/** Decode a cursor, or return undefined when it is not one of ours. */
export function decodeCursor(raw: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,512}$/.test(raw)) return undefined;
  try {
    const v = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (
      v &&
      (v.d === "n" || v.d === "p") &&
      Number.isSafeInteger(v.t) &&
      typeof v.i === "string" &&
      v.i.length > 0 &&
      v.i.length <= 64
    ) {
      return { dir: v.d === "n" ? "next" : "prev", createdAt: v.t, id: v.i };
    }
  } catch {
    // fall through: not a cursor
  }
  return undefined;
}

export interface PageRequest {
  pageSize?: number;
  cursor?: Cursor;
}

export interface Page<T> {
  items: T[];
  page_size: number | null;
  has_more: boolean;
  prev_cursor: string | null;
  next_cursor: string | null;
}

/** What a resource's fetch function receives: a keyset bound, the order and a row limit. */
export interface KeysetQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number | undefined;
}

/**
 * Keyset pagination over (created_at, id), newest first. `fetch` runs the resource's own query (already scoped
 * to the account and filtered) with the extra `where`, `orderBy` and `limit` this function computes.
 */
export function keysetPage<T extends Keyset>(
  cols: { createdAt: Column; id: Column },
  req: PageRequest,
  fetch: (q: KeysetQuery) => T[],
): Page<T> {
  return pageOf(req, fetch(keysetQuery(cols, req)));
}

/**
 * keysetPage as storage work (src/db/store/work.ts): `fetch` yields the resource's query, built from the tables
 * the driver passes, with the keyset's columns of those tables (`q(cols(t))`).
 */
export function* keysetPageWork<T extends Keyset>(
  req: PageRequest,
  fetch: (q: (cols: { createdAt: Column; id: Column }) => KeysetQuery) => Work<T[]>,
): Work<Page<T>> {
  return pageOf(req, yield* fetch((cols) => keysetQuery(cols, req)));
}

/** The bound, order and limit of the query for one page. */
function keysetQuery(cols: { createdAt: Column; id: Column }, req: PageRequest): KeysetQuery {
  const { pageSize, cursor } = req;
  const before = (k: Keyset) =>
    or(lt(cols.createdAt, k.createdAt), and(eq(cols.createdAt, k.createdAt), lt(cols.id, k.id)));
  const after = (k: Keyset) =>
    or(gt(cols.createdAt, k.createdAt), and(eq(cols.createdAt, k.createdAt), gt(cols.id, k.id)));
  const newestFirst = [desc(cols.createdAt), desc(cols.id)];
  if (cursor?.dir === "prev" && pageSize !== undefined)
    return { where: after(cursor), orderBy: [asc(cols.createdAt), asc(cols.id)], limit: pageSize + 1 };
  const where = cursor ? (cursor.dir === "next" ? before(cursor) : after(cursor)) : undefined;
  return { where, orderBy: newestFirst, limit: pageSize === undefined ? undefined : pageSize + 1 };
}

/** The page that the rows of keysetQuery's query make. */
function pageOf<T extends Keyset>(req: PageRequest, rows: T[]): Page<T> {
  const { pageSize, cursor } = req;
  if (cursor?.dir === "prev" && pageSize !== undefined) {
    const hasPrev = rows.length > pageSize;
    const items = rows.slice(0, pageSize).reverse();
    const last = items.at(-1);
    return {
      items,
      page_size: pageSize,
      has_more: last !== undefined,
      prev_cursor: hasPrev && items[0] ? encodeCursor({ dir: "prev", ...keyOf(items[0]) }) : null,
      next_cursor: last ? encodeCursor({ dir: "next", ...keyOf(last) }) : null,
    };
  }
  if (pageSize === undefined)
    return { items: rows, page_size: null, has_more: false, prev_cursor: null, next_cursor: null };
  const hasMore = rows.length > pageSize;
  const items = rows.slice(0, pageSize);
  const first = items[0];
  const last = items.at(-1);
  return {
    items,
    page_size: pageSize,
    has_more: hasMore,
    prev_cursor: cursor && first ? encodeCursor({ dir: "prev", ...keyOf(first) }) : null,
    next_cursor: hasMore && last ? encodeCursor({ dir: "next", ...keyOf(last) }) : null,
  };
}

const keyOf = (k: Keyset): Keyset => ({ createdAt: k.createdAt, id: k.id });
