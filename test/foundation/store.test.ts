import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "../../src/accounts/keys";
import { ManualClock, systemClock } from "../../src/clock";
import { createDb } from "../../src/db/client";
import { get, run, runNow, type Store, sqliteStore, type Work } from "../../src/db/store";
import { enqueueJob, JobRunner } from "../../src/jobs/runner";
import { enqueue } from "../../src/jobs/store";
import { silentLogger } from "../../src/logger";

// The SQLite store's own promise: work has run by the time it returns; and enqueueing as storage work.

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

// The driver cases both stores share are in test/foundation/pg-store.test.ts.
describe("the SQLite store", () => {
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
