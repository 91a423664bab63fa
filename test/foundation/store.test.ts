import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "../../src/accounts/keys";
import { ManualClock, systemClock } from "../../src/clock";
import { createDb } from "../../src/db/client";
import { all, get, native, run, runNow, type Store, sqliteStore, tx, type Work } from "../../src/db/store";
import { enqueueJob, JobRunner } from "../../src/jobs/runner";
import { enqueue } from "../../src/jobs/store";
import { silentLogger } from "../../src/logger";

// The storage drivers (src/db/store/): one storage function, run by the store of each database.

function* accountName(id: string): Work<string | undefined> {
  const row = yield* get((db, t) =>
    db.select({ name: t.accounts.name }).from(t.accounts).where(eq(t.accounts.id, id)),
  );
  return row?.name;
}

function* rename(id: string, name: string): Work<number> {
  return yield* run((db, t) => db.update(t.accounts).set({ name }).where(eq(t.accounts.id, id)));
}

function storeWithAccount(): { store: Store; id: string } {
  const db = createDb(":memory:");
  return { store: sqliteStore(db), id: runNow(db, createAccount(systemClock, "first", 0)).id };
}

describe("the SQLite store", () => {
  it("runs reads and writes and answers with their results", async () => {
    const { store, id } = storeWithAccount();
    expect(await store.run(rename(id, "second"))).toBe(1);
    expect(await store.run(rename("no-such-id", "x"))).toBe(0);
    expect(await store.run(accountName(id))).toBe("second");
    const names = await store.run(all((db, t) => db.select({ name: t.accounts.name }).from(t.accounts)));
    expect(names).toEqual([{ name: "second" }]);
  });

  it("rolls a transaction back when its work throws, and a savepoint alone when the inner one throws", async () => {
    const { store, id } = storeWithAccount();
    const failing = tx(function* () {
      yield* rename(id, "lost");
      throw new Error("boom");
    });
    await expect(store.run(failing)).rejects.toThrow("boom");
    expect(await store.run(accountName(id))).toBe("first");

    const kept = tx(function* () {
      yield* rename(id, "kept");
      try {
        yield* tx(function* () {
          yield* rename(id, "inner");
          throw new Error("inner boom");
        });
      } catch {
        // The savepoint rolled back; the outer transaction goes on.
      }
      return yield* accountName(id);
    });
    expect(await store.run(kept)).toBe("kept");
    expect(await store.run(accountName(id))).toBe("kept");
  });

  it("hands a statement's error to the work, which may catch it", async () => {
    const { store, id } = storeWithAccount();
    function* duplicate(): Work<string> {
      try {
        yield* run((db, t) =>
          db
            .insert(t.accounts)
            .values({ id, name: "dup", creditsBalance: 0, webhookSecret: "whsec_x", createdAt: 0 }),
        );
        return "inserted";
      } catch (err) {
        return (err as Error).message.includes("UNIQUE") ? "unique violation" : String(err);
      }
    }
    expect(await store.run(duplicate())).toBe("unique violation");
  });

  it("runs a dialect's own code on its database", async () => {
    const { store } = storeWithAccount();
    const version = native({
      sqlite: (db) => (db.$client.prepare("select sqlite_version() as v").get() as { v: string }).v,
      pg: async () => "postgres",
    });
    expect(await store.run(version)).toMatch(/^3\.\d+/);
  });

  it("has finished SQLite work by the time run returns", () => {
    const { store, id } = storeWithAccount();
    const sqlite = store as ReturnType<typeof sqliteStore>;
    expect(sqlite.runNow(rename(id, "now"))).toBe(1);
    expect(sqlite.runNow(accountName(id))).toBe("now");
  });
});

describe("enqueue as storage work", () => {
  it("writes the row enqueueJob writes: the runner reads the payload back as it was", async () => {
    const db = createDb(":memory:");
    const clock = new ManualClock();
    const store = sqliteStore(db);
    const seen: unknown[] = [];
    const runner = new JobRunner(store, clock, silentLogger).register<{ n: number; s: string }>("q", {
      concurrency: 2,
      handler: async (job) => void seen.push(job.payload),
    });
    await store.run(enqueue(clock, "q", { n: 1, s: "work" }));
    enqueueJob(db, clock, "q", { n: 2, s: "sync" });
    await runner.runUntilEmpty();
    expect(seen).toEqual([
      { n: 1, s: "work" },
      { n: 2, s: "sync" },
    ]);
  });
});
