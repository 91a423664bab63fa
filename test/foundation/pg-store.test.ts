import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { createDb } from "../../src/db/client";
import {
  keepIdempotentAnswer,
  releaseIdempotencyKey,
  reserveIdempotencyKey,
} from "../../src/db/idempotency-keys";
import { createPgDb, type PgHandle } from "../../src/db/pg/client";
import { postgresStore } from "../../src/db/pg/store";
import {
  all,
  batchedOnPg,
  get,
  native,
  run,
  type Store,
  sqliteStore,
  tx,
  type Work,
} from "../../src/db/store";
import { JobRunner } from "../../src/jobs/runner";
import { enqueue, jobsStore } from "../../src/jobs/store";
import { silentLogger } from "../../src/logger";
import { type TestDatabase, withPostgres } from "../helpers/postgres";

// Storage work written once (src/db/store/work.ts): the two drivers on the same cases (SQLite in memory, a real
// PostgreSQL from test/helpers/postgres.ts), then idempotency keys across instances and the job runner with several
// instances claiming from one PostgreSQL table.
// Each "instance" is a pool of its own on the same database, as two processes would have.

let database: TestDatabase;
const open: PgHandle[] = [];
async function instance(): Promise<Store> {
  const h = await createPgDb(database.url, { max: 4 });
  open.push(h);
  return postgresStore(h);
}
beforeAll(async () => {
  database = await withPostgres();
});
afterAll(async () => {
  for (const h of open) await h.close();
  await database?.drop();
});

function* newAccount(id: string, name: string): Work<void> {
  yield* run((db, t) =>
    db.insert(t.accounts).values({ id, name, creditsBalance: 0, webhookSecret: "whsec_x", createdAt: 0 }),
  );
}
function* accountName(id: string): Work<string | undefined> {
  const row = yield* get((db, t) =>
    db.select({ name: t.accounts.name }).from(t.accounts).where(eq(t.accounts.id, id)),
  );
  return row?.name;
}
function* rename(id: string, name: string): Work<number> {
  return yield* run((db, t) => db.update(t.accounts).set({ name }).where(eq(t.accounts.id, id)));
}

// The same cases on both stores: one storage function, either driver.
const both: [string, () => Promise<Store>, RegExp][] = [
  ["SQLite", async () => sqliteStore(createDb(":memory:")), /UNIQUE constraint failed/],
  ["PostgreSQL", instance, /duplicate key/],
];

describe.each(both)("storage work on %s", (_, makeStore, uniqueViolation) => {
  it("runs reads and writes and answers with their results and counts of changed rows", async () => {
    const store = await makeStore();
    await store.run(newAccount("acct-1", "first"));
    expect(await store.run(rename("acct-1", "second"))).toBe(1);
    expect(await store.run(rename("no-such-id", "x"))).toBe(0);
    expect(await store.run(accountName("acct-1"))).toBe("second");
    const names = await store.run(
      all((db, t) =>
        db.select({ name: t.accounts.name }).from(t.accounts).where(eq(t.accounts.id, "acct-1")),
      ),
    );
    expect(names).toEqual([{ name: "second" }]);
  });

  it("rolls a transaction back when its work throws, and a savepoint alone when the inner one throws", async () => {
    const store = await makeStore();
    await store.run(newAccount("acct-2", "first-2"));
    const failing = tx(function* () {
      yield* rename("acct-2", "lost");
      throw new Error("boom");
    });
    await expect(store.run(failing)).rejects.toThrow("boom");
    expect(await store.run(accountName("acct-2"))).toBe("first-2");
    const kept = tx(function* () {
      yield* rename("acct-2", "kept");
      try {
        yield* tx(function* () {
          yield* rename("acct-2", "inner");
          throw new Error("inner boom");
        });
      } catch {
        // The savepoint rolled back; the outer transaction goes on.
      }
      return yield* accountName("acct-2");
    });
    expect(await store.run(kept)).toBe("kept");
    expect(await store.run(accountName("acct-2"))).toBe("kept");
  });

  it("hands a statement's error to the work, which may catch it and go on in its transaction", async () => {
    const store = await makeStore();
    await store.run(newAccount("acct-3", "third"));
    const duplicate = tx(function* () {
      try {
        yield* tx(() => newAccount("acct-3", "dup"));
        return "inserted";
      } catch (err) {
        const unique = uniqueViolation.test(String((err as { cause?: unknown }).cause ?? err));
        return `${unique ? "unique violation" : String(err)}; then ${yield* accountName("acct-3")}`;
      }
    });
    expect(await store.run(duplicate)).toBe("unique violation; then third");
  });

  it("runs a dialect's own code on its database", async () => {
    const store = await makeStore();
    const version = native({
      sqlite: (db) =>
        `SQLite ${(db.$client.prepare("select sqlite_version() as v").get() as { v: string }).v}`,
      pg: async (db) => String((await db.execute(sqlVersion)).rows[0]!.v),
    });
    expect(await store.run(version)).toMatch(_ === "SQLite" ? /^SQLite 3\.\d+/ : /^PostgreSQL 1\d/);
  });

  it("runs a batch's one statement on PostgreSQL and the one-row work elsewhere, inside a transaction", async () => {
    const store = await makeStore();
    const ids = [`b1-${_}`, `b2-${_}`];
    const named = (name: string) =>
      batchedOnPg(
        async (db) =>
          (
            await db.execute(sql`insert into accounts (id, name, credits_balance, webhook_secret, created_at)
              select id, id || ${` ${name} (batch)`}, 0, 'whsec_x', 0
              from json_array_elements_text(${JSON.stringify(ids)}::json) as v(id)`)
          ).rowCount ?? 0,
        (function* () {
          let n = 0;
          for (const id of ids)
            n += yield* run((db, t) =>
              db.insert(t.accounts).values({
                id,
                name: `${id} ${name} (rows)`,
                creditsBalance: 0,
                webhookSecret: "whsec_x",
                createdAt: 0,
              }),
            );
          return n;
        })(),
      );
    expect(await store.run(tx(() => named("Many")))).toBe(2);
    const how = _ === "SQLite" ? "rows" : "batch";
    expect(await store.run(accountName(ids[1]!))).toBe(`${ids[1]} Many (${how})`);
  });
});

const sqlVersion = sql`select version() as v`;

describe("idempotency keys on PostgreSQL", () => {
  it("of two instances reserving one key at once, one runs and the other sees its reservation", async () => {
    const [a, b] = [await instance(), await instance()];
    await a.run(newAccount("acct-idem", "idem"));
    const k = { accountId: "acct-idem", key: "key-1", fingerprint: "f1" };
    const results = await Promise.all([
      a.run(reserveIdempotencyKey(1_000, k)),
      b.run(reserveIdempotencyKey(1_000, k)),
    ]);
    expect(results.filter((r) => r === undefined)).toHaveLength(1);
    expect(results.find((r) => r !== undefined)).toMatchObject({
      key: "key-1",
      fingerprint: "f1",
      status: null,
    });
    await a.run(
      keepIdempotentAnswer("acct-idem", "key-1", {
        status: 201,
        contentType: "application/json",
        body: "{}",
      }),
    );
    expect(await b.run(reserveIdempotencyKey(2_000, k))).toMatchObject({ status: 201, body: "{}" });
    await b.run(releaseIdempotencyKey("acct-idem", "key-1"));
    expect(await a.run(reserveIdempotencyKey(3_000, k))).toBeUndefined();
  });
});

describe("the job runner on PostgreSQL, several instances on one table", () => {
  it("runs every job exactly once when three instances claim at the same time", async () => {
    const clock = new ManualClock();
    const stores = [await instance(), await instance(), await instance()];
    const ran = new Map<number, number>();
    const runners = stores.map((store) =>
      new JobRunner(store, clock, silentLogger).register<{ n: number }>("once", {
        concurrency: 8,
        handler: async ({ payload: { n } }) => {
          ran.set(n, (ran.get(n) ?? 0) + 1);
        },
      }),
    );
    for (let i = 0; i < 300; i += 50)
      await stores[0]!.run(
        tx(function* () {
          for (let n = i; n < i + 50; n++) yield* enqueue(clock, "once", { n });
        }),
      );
    await Promise.all(runners.map((r) => r.runUntilEmpty()));
    expect(ran.size).toBe(300);
    expect([...ran.values()].every((times) => times === 1)).toBe(true);
    const left = await stores[0]!.run(
      all((db, t) => db.select({ status: t.jobs.status }).from(t.jobs).where(eq(t.jobs.queue, "once"))),
    );
    expect(left.every((j) => j.status === "done")).toBe(true);
  });

  it("hands a dead instance's job to another once its lease ran out", async () => {
    const clock = new ManualClock();
    const [dead, alive] = [await instance(), await instance()];
    const id = await dead.run(enqueue(clock, "orphan", { n: 1 }));
    // The dead instance claimed it and never came back: nothing renews its lease.
    const claimed = await dead.run(
      jobsStore("orphan").claim("dead-allocation", clock.now() + 1_000, clock.now(), 1),
    );
    expect(claimed.map((c) => c.id)).toEqual([id]);
    const runs: number[] = [];
    const runner = new JobRunner(alive, clock, silentLogger).register<{ n: number }>("orphan", {
      concurrency: 1,
      leaseMs: 1_000,
      handler: async (job) => {
        runs.push(job.lostCount);
      },
    });
    await runner.runUntilEmpty();
    expect(runs).toEqual([]); // still leased to the dead instance
    clock.advance(1_001);
    expect(await runner.recoverExpired()).toBe(1);
    await runner.runUntilEmpty();
    expect(runs).toEqual([1]);
  });

  it("keeps a group within its cap across instances", async () => {
    const clock = new ManualClock();
    const stores = [await instance(), await instance()];
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const runners = stores.map((store) =>
      new JobRunner(store, clock, silentLogger).register<{ n: number }>("capped", {
        concurrency: 4,
        store: jobsStore("capped", { groupConcurrency: 2 }),
        handler: async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise<void>((r) => release.push(r));
          running--;
        },
      }),
    );
    await stores[0]!.run(
      tx(function* () {
        for (let n = 0; n < 10; n++) yield* enqueue(clock, "capped", { n }, { group: "acct-a" });
      }),
    );
    // Both instances claim at once, again and again, until every job has run.
    let started = 0;
    for (let round = 0; round < 50 && started < 10; round++) {
      const claimed = await Promise.all(runners.map((r) => r.poll()));
      started += claimed[0]! + claimed[1]!;
      expect(running).toBeLessThanOrEqual(2);
      for (const r of release.splice(0)) r();
      await Promise.all(runners.map((r) => r.drain()));
    }
    await Promise.all(runners.map((r) => r.runUntilEmpty()));
    expect(peak).toBe(2);
    const done = await stores[0]!.run(
      all((db, t) => db.select({ status: t.jobs.status }).from(t.jobs).where(eq(t.jobs.queue, "capped"))),
    );
    expect(done.filter((j) => j.status === "done")).toHaveLength(10);
  });
});
