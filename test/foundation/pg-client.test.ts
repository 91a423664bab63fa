import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgDb, type PgHandle } from "../../src/db/pg/client";
import {
  accounts,
  browsingSteps,
  browsingTasks,
  researchTaskCounts,
  researchTasks,
} from "../../src/db/pg/schema";
import { type TestDatabase, withPostgres } from "../helpers/postgres";

// The PostgreSQL store's foundation on a real server (test/helpers/postgres.ts): migrations, the migration lock,
// the research_task_counts triggers, and the value types that must come back as the SQLite store gives them.

const journal = JSON.parse(
  readFileSync(new URL("../../drizzle/pg/meta/_journal.json", import.meta.url), "utf8"),
);
const migrationCount = (journal.entries as unknown[]).length;

/** Rows drizzle's migrator recorded, and the advisory locks still held on the server. */
async function migrationState(h: PgHandle) {
  const recorded = await h.pool.query("select count(*) as n from drizzle.__drizzle_migrations");
  // pg_locks shows the whole cluster, which other test files share: only this database's locks are this start's.
  const locks = await h.pool.query(
    `select count(*) as n from pg_locks where locktype = 'advisory'
       and database = (select oid from pg_database where datname = current_database())`,
  );
  return { recorded: recorded.rows[0].n, locks: locks.rows[0].n };
}

const account = (id: string) => ({
  id,
  name: id,
  creditsBalance: 1000,
  webhookSecret: "whsec_test",
  createdAt: Date.now(),
});

describe("createPgDb", () => {
  it("applies every migration to an empty database: 23 tables, the count triggers, nothing else held", async () => {
    const database = await withPostgres();
    const h = await createPgDb(database.url);
    try {
      expect(await migrationState(h)).toEqual({ recorded: migrationCount, locks: 0 });
      const tables = await h.pool.query(
        "select count(*) as n from information_schema.tables where table_schema = 'public'",
      );
      expect(tables.rows[0].n).toBe(23);
      const triggers = await h.pool.query(
        "select trigger_name from information_schema.triggers where event_object_table = 'research_tasks'",
      );
      expect(new Set(triggers.rows.map((r) => r.trigger_name))).toEqual(
        new Set([
          "research_task_counts_insert",
          "research_task_counts_update",
          "research_task_counts_delete",
        ]),
      );
    } finally {
      await h.close();
      await database.drop();
    }
  });

  it("migrates once when three instances start together on one fresh database", async () => {
    const database = await withPostgres();
    const handles = await Promise.all([1, 2, 3].map(() => createPgDb(database.url, { max: 2 })));
    try {
      for (const h of handles)
        expect(await migrationState(h)).toEqual({ recorded: migrationCount, locks: 0 });
      // A later start finds nothing to do.
      const again = await createPgDb(database.url);
      expect(await migrationState(again)).toEqual({ recorded: migrationCount, locks: 0 });
      await again.close();
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await database.drop();
    }
  });
});

describe("the PostgreSQL store's rows", () => {
  let database: TestDatabase;
  let h: PgHandle;
  beforeAll(async () => {
    database = await withPostgres();
    h = await createPgDb(database.url);
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });

  /** research_task_counts as {account/status: n} (zero rows left out), and the same counted from the tasks. */
  async function counts() {
    const kept = await h.db.select().from(researchTaskCounts);
    const counted = await h.db
      .select({ accountId: researchTasks.accountId, status: researchTasks.status, n: sql<number>`count(*)` })
      .from(researchTasks)
      .groupBy(researchTasks.accountId, researchTasks.status);
    const asMap = (rows: { accountId: string; status: string; n: number }[]) =>
      Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [`${r.accountId}/${r.status}`, r.n]));
    return { kept: asMap(kept), counted: asMap(counted) };
  }

  it("keeps research_task_counts exact through inserts, status and account changes, deletes and cascades", async () => {
    await h.db.insert(accounts).values([account("acc-a"), account("acc-b")]);
    const task = (id: string, accountId: string) => ({
      id,
      accountId,
      query: "q",
      mode: "fast" as const,
      status: "queued" as const,
      createdAt: Date.now(),
    });
    await h.db.insert(researchTasks).values([task("t1", "acc-a"), task("t2", "acc-a"), task("t3", "acc-b")]);
    expect((await counts()).kept).toEqual({ "acc-a/queued": 2, "acc-b/queued": 1 });

    await h.db.update(researchTasks).set({ status: "running" }).where(eq(researchTasks.id, "t1"));
    // An update that changes neither status nor account leaves the counts alone.
    await h.db.update(researchTasks).set({ query: "q2", status: "queued" }).where(eq(researchTasks.id, "t2"));
    await h.db
      .update(researchTasks)
      .set({ accountId: "acc-b", status: "succeeded" })
      .where(eq(researchTasks.id, "t2"));
    expect((await counts()).kept).toEqual({ "acc-a/running": 1, "acc-b/queued": 1, "acc-b/succeeded": 1 });

    await h.db.delete(researchTasks).where(eq(researchTasks.id, "t3"));
    let c = await counts();
    expect(c.kept).toEqual({ "acc-a/running": 1, "acc-b/succeeded": 1 });
    expect(c.kept).toEqual(c.counted);

    // Deleting an account cascades to its tasks (whose triggers run) and its counts.
    await h.db.delete(accounts).where(eq(accounts.id, "acc-b"));
    c = await counts();
    expect(c.kept).toEqual({ "acc-a/running": 1 });
    expect(c.kept).toEqual(c.counted);
  });

  it("round-trips bytea as a byte-equal Buffer", async () => {
    await h.db.insert(accounts).values(account("acc-bytes"));
    await h.db.insert(browsingTasks).values({
      id: "bt1",
      accountId: "acc-bytes",
      task: "look",
      maxSteps: 5,
      status: "running",
      createdAt: Date.now(),
    });
    // Every byte value, NUL and invalid UTF-8 included, then random ones.
    const image = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(4096)]);
    await h.db
      .insert(browsingSteps)
      .values({ id: "bs1", taskId: "bt1", step: 1, action: { type: "click" }, image, createdAt: Date.now() });
    const [row] = await h.db.select().from(browsingSteps).where(eq(browsingSteps.id, "bs1"));
    expect(Buffer.isBuffer(row!.image)).toBe(true);
    expect(row!.image.equals(image)).toBe(true);
    expect(row!.action).toEqual({ type: "click" });
  });

  it("returns int8 millisecond times and counts as numbers, through drizzle and through the pool", async () => {
    const at = Date.now();
    const late = 2 ** 53 - 1;
    await h.db.insert(accounts).values({ ...account("acc-time"), createdAt: at, creditsBalance: late });
    const [row] = await h.db.select().from(accounts).where(eq(accounts.id, "acc-time"));
    expect(row!.createdAt).toBe(at);
    expect(row!.creditsBalance).toBe(late);
    expect(row!.billingEnabled).toBe(false);
    expect(row!.retiredWebhookSecrets).toEqual([]);
    const raw = await h.pool.query("select created_at, credits_balance from accounts where id = 'acc-time'");
    expect(raw.rows[0]).toEqual({ created_at: at, credits_balance: late });
    const counted = await h.db.execute(sql`select count(*) as n from accounts where id = 'acc-time'`);
    expect(counted.rows[0]).toEqual({ n: 1 });
  });

  it("fails a query whose int8 would not be exact as a number, rather than rounding it", async () => {
    await expect(h.pool.query("select 9007199254740993::int8 as n")).rejects.toThrow(/beyond 2\^53/);
  });
});
