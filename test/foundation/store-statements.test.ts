import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { createPgDb, type PgHandle } from "../../src/db/pg/client";
import { postgresStore } from "../../src/db/pg/store";
import {
  $,
  exec,
  many,
  native,
  one,
  type Store,
  sqliteStore,
  statement,
  tx,
  type Work,
} from "../../src/db/store";
import { type TestDatabase, withPostgres } from "../helpers/postgres";

// Statements defined once (src/db/store/statement.ts), on both databases: placeholders filled per run and encoded as
// their columns, the same prepared statement inside and outside a transaction, and on PostgreSQL a named prepared
// statement the server parsed once per connection.

const insertAccount = statement((db, t) =>
  db.insert(t.accounts).values({
    id: $("id"),
    name: $("name"),
    creditsBalance: 0,
    webhookSecret: "whsec_x",
    retiredWebhookSecrets: $("retired"),
    createdAt: 0,
  }),
);
const accountById = statement((db, t) =>
  db
    .select({ name: t.accounts.name, retired: t.accounts.retiredWebhookSecrets })
    .from(t.accounts)
    .where(eq(t.accounts.id, $("id"))),
);
const accountsNamedLike = statement((db, t) =>
  db
    .select({ id: t.accounts.id })
    .from(t.accounts)
    .where(sql`${t.accounts.name} like ${$("pattern")}`)
    .orderBy(t.accounts.id),
);
const rename = statement((db, t) =>
  db
    .update(t.accounts)
    .set({ name: $("name") })
    .where(eq(t.accounts.id, $("id"))),
);

const databases: TestDatabase[] = [];
const pools: PgHandle[] = [];
afterAll(async () => {
  for (const p of pools) await p.close();
  for (const d of databases) await d.drop();
});

async function open(kind: "SQLite" | "PostgreSQL"): Promise<Store> {
  if (kind === "SQLite") return sqliteStore(createDb(":memory:"));
  const made = await withPostgres();
  databases.push(made);
  const handle = await createPgDb(made.url, { max: 2 });
  pools.push(handle);
  return postgresStore(handle);
}

describe.each(["SQLite", "PostgreSQL"] as const)("statements defined once, on %s", (kind) => {
  it("fills placeholders per run, encodes JSON columns, counts changed rows", async () => {
    const store = await open(kind);
    const retired = [{ secret: "whsec_old", expiresAt: 5 }];
    expect(await store.run(exec(insertAccount, { id: "a1", name: "first", retired }))).toBe(1);
    expect(await store.run(exec(insertAccount, { id: "a2", name: "second", retired: [] }))).toBe(1);
    expect(await store.run(one(accountById, { id: "a1" }))).toEqual({ name: "first", retired });
    expect(await store.run(one(accountById, { id: "nobody" }))).toBeUndefined();
    expect(await store.run(exec(rename, { id: "a2", name: "renamed" }))).toBe(1);
    expect(await store.run(exec(rename, { id: "nobody", name: "x" }))).toBe(0);
    expect(await store.run(many(accountsNamedLike, { pattern: "%r%" }))).toEqual([
      { id: "a1" },
      { id: "a2" },
    ]);
    expect(await store.run(many(accountsNamedLike, { pattern: "re%" }))).toEqual([{ id: "a2" }]);
  });

  it("runs inside a transaction, whose rollback takes its writes back", async () => {
    const store = await open(kind);
    await store.run(exec(insertAccount, { id: "a1", name: "first", retired: [] }));
    function* renameThenFail(): Work<void> {
      yield* exec(rename, { id: "a1", name: "inside" });
      expect((yield* one(accountById, { id: "a1" }))?.name).toBe("inside");
      throw new Error("roll back");
    }
    await expect(store.run(tx(renameThenFail))).rejects.toThrow("roll back");
    expect((await store.run(one(accountById, { id: "a1" })))?.name).toBe("first");
    await store.run(tx(() => exec(rename, { id: "a1", name: "committed" })));
    expect((await store.run(one(accountById, { id: "a1" })))?.name).toBe("committed");
  });

  it("refuses a run missing a placeholder's value", async () => {
    const store = await open(kind);
    await expect(store.run(exec(rename, { id: "a1" }))).rejects.toThrow(/placeholder "name"/);
  });
});

describe("statements defined once, on PostgreSQL's connections", () => {
  it("is a named prepared statement the connection parsed once and binds on every later run", async () => {
    const store = await open("PostgreSQL");
    await store.run(exec(insertAccount, { id: "a1", name: "first", retired: [] }));
    function* preparedHere(): Work<string[]> {
      // Three runs on one connection (a transaction's), then what that connection has prepared.
      for (const name of ["x", "y", "z"]) yield* exec(rename, { id: "a1", name });
      return yield* native({
        sqlite: () => [],
        pg: async (db) =>
          (
            await db.execute(sql`select statement from pg_prepared_statements where name like 'sp\\_%'`)
          ).rows.map((r) => String(r.statement)),
      });
    }
    const prepared = await store.run(tx(preparedHere));
    expect(prepared.filter((text) => text.startsWith('update "accounts" set "name" = $1'))).toHaveLength(1);
    expect((await store.run(one(accountById, { id: "a1" })))?.name).toBe("z");
  });
});
