import Database from "better-sqlite3";
import type { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, keysetPage } from "../../src/db/pagination";

const items = sqliteTable("items", { id: text().primaryKey(), createdAt: integer("created_at").notNull() });

function fixture(rows: { id: string; createdAt: number }[]) {
  const client = new Database(":memory:");
  client.exec("create table items (id text primary key, created_at integer not null)");
  const db = drizzle({ client });
  if (rows.length) db.insert(items).values(rows).run();
  const fetch = (q: {
    where: ReturnType<typeof sql> | undefined;
    orderBy: ReturnType<typeof sql>[];
    limit?: number;
  }) => {
    const base = db
      .select()
      .from(items)
      .where(q.where)
      .orderBy(...q.orderBy);
    return q.limit === undefined ? base.all() : base.limit(q.limit).all();
  };
  return { fetch };
}

describe("cursor encoding", () => {
  it("round-trips", () => {
    const c = { dir: "next" as const, createdAt: 1700000000123, id: "3f1c0c5e-1" };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
  });

  it("rejects anything that is not one of our cursors", () => {
    for (const bad of [
      "",
      "abc",
      "!!!",
      Buffer.from('{"d":"x","t":1,"i":"a"}').toString("base64url"),
      "a".repeat(600),
    ]) {
      expect(decodeCursor(bad)).toBeUndefined();
    }
  });
});

describe("keysetPage", () => {
  it("returns everything newest first when no page size is given", () => {
    const { fetch } = fixture([
      { id: "a", createdAt: 1 },
      { id: "b", createdAt: 3 },
      { id: "c", createdAt: 2 },
    ]);
    const page = keysetPage(items, {}, fetch);
    expect(page.items.map((i) => i.id)).toEqual(["b", "c", "a"]);
    expect(page).toMatchObject({ page_size: null, has_more: false, next_cursor: null, prev_cursor: null });
  });

  it("walks forward and back without gaps or repeats, ties broken by id (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        (times, size) => {
          const rows = times.map((t, i) => ({ id: `id${String(i).padStart(3, "0")}`, createdAt: t }));
          const { fetch } = fixture(rows);
          const expected = [...rows]
            .sort((x, y) => y.createdAt - x.createdAt || (y.id < x.id ? -1 : 1))
            .map((r) => r.id);
          const pages: string[][] = [];
          const cursors: (string | null)[] = [];
          let page = keysetPage(items, { pageSize: size }, fetch);
          pages.push(page.items.map((i) => i.id));
          while (page.next_cursor) {
            cursors.push(page.next_cursor);
            page = keysetPage(items, { pageSize: size, cursor: decodeCursor(page.next_cursor) }, fetch);
            pages.push(page.items.map((i) => i.id));
          }
          expect(pages.flat()).toEqual(expected);
          // Walk back from the last page using prev_cursor: the same pages in reverse order.
          const back: string[][] = [page.items.map((i) => i.id)];
          while (page.prev_cursor) {
            page = keysetPage(items, { pageSize: size, cursor: decodeCursor(page.prev_cursor) }, fetch);
            back.unshift(page.items.map((i) => i.id));
          }
          expect(back.flat()).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});
