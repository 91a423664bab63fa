import { join } from "node:path";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { ManualClock } from "../../src/clock";
import { createDb, type Db } from "../../src/db/client";
import { jobs } from "../../src/db/schema";
import { native, sqliteStore } from "../../src/db/store";
import { enqueueJob, JobRunner } from "../../src/jobs/runner";
import { jobsStore } from "../../src/jobs/store";
import { silentLogger } from "../../src/logger";
import { capStorage } from "../helpers/deps";
import { tempDir } from "../helpers/temp";

const tempDb = () => join(tempDir("jobs"), "jobs.db");

describe("job runner: happy path", () => {
  it("runs due jobs to completion and leaves future ones pending", async () => {
    const clock = new ManualClock();
    const db = createDb(":memory:");
    const runner = new JobRunner(sqliteStore(db), clock, silentLogger);
    const seen: string[] = [];
    runner.register<{ n: string }>("q", {
      concurrency: 2,
      handler: async (j) => void seen.push(j.payload.n),
    });
    enqueueJob(db, clock, "q", { n: "a" });
    enqueueJob(db, clock, "q", { n: "b" });
    enqueueJob(db, clock, "q", { n: "later" }, { availableAt: clock.now() + 60_000 });
    await runner.runUntilEmpty();
    expect(seen.sort()).toEqual(["a", "b"]);
    clock.advance(60_000);
    await runner.runUntilEmpty();
    expect(seen).toContain("later");
    expect(
      db
        .select()
        .from(jobs)
        .all()
        .every((j) => j.status === "done"),
    ).toBe(true);
  });

  it("reschedules a job that asks to run again later", async () => {
    const clock = new ManualClock();
    const db = createDb(":memory:");
    const runner = new JobRunner(sqliteStore(db), clock, silentLogger);
    let runs = 0;
    runner.register("q", {
      concurrency: 1,
      handler: async () => (++runs < 3 ? { retryAt: clock.now() + 1000 } : undefined),
    });
    enqueueJob(db, clock, "q", {});
    await runner.runUntilEmpty();
    expect(runs).toBe(1);
    clock.advance(1000);
    await runner.runUntilEmpty();
    clock.advance(1000);
    await runner.runUntilEmpty();
    expect(runs).toBe(3);
    expect(db.select().from(jobs).get()!.status).toBe("done");
  });

  it("never runs more than `concurrency` jobs of a queue at once", async () => {
    const clock = new ManualClock();
    const db = createDb(":memory:");
    const runner = new JobRunner(sqliteStore(db), clock, silentLogger);
    let now = 0;
    let peak = 0;
    runner.register("q", {
      concurrency: 3,
      handler: async () => {
        peak = Math.max(peak, ++now);
        await new Promise((r) => setImmediate(r));
        now--;
      },
    });
    for (let i = 0; i < 20; i++) enqueueJob(db, clock, "q", { i });
    await runner.runUntilEmpty();
    expect(peak).toBe(3);
  });

  it("runs at most a group's cap at once and claims other groups' jobs past a full one, each group oldest first", async () => {
    const clock = new ManualClock();
    const db = createDb(":memory:");
    const runner = new JobRunner(sqliteStore(db), clock, silentLogger);
    const running = new Map<string, number>();
    const peak = new Map<string, number>();
    const started: string[] = [];
    const release: (() => void)[] = [];
    runner.register<{ g: string; n: number }>("q", {
      concurrency: 4,
      store: jobsStore("q", { groupConcurrency: 2 }),
      handler: async ({ payload: { g, n } }) => {
        running.set(g, (running.get(g) ?? 0) + 1);
        peak.set(g, Math.max(peak.get(g) ?? 0, running.get(g)!));
        started.push(`${g}${n}`);
        await new Promise<void>((r) => release.push(r));
        running.set(g, running.get(g)! - 1);
      },
    });
    // Twenty of group a first (due first), then two of b: a's backlog must not hold b back.
    for (let n = 0; n < 20; n++) runner.enqueue(db, "q", { g: "a", n }, { group: "a" });
    for (let n = 0; n < 2; n++) runner.enqueue(db, "q", { g: "b", n }, { group: "b" });
    expect(await runner.poll()).toBe(4);
    expect(started.sort()).toEqual(["a0", "a1", "b0", "b1"]);
    // a's extras went back as they were: pending, due when they were, nothing lost.
    const rows = db.select().from(jobs).all();
    expect(
      rows
        .filter((j) => j.status === "pending")
        .every((j) => j.availableAt === clock.now() && j.lostCount === 0),
    ).toBe(true);
    // Drain: a's jobs start in their order, never more than two at once.
    for (let i = 0; i < 100 && (release.length > 0 || started.length < 22); i++) {
      for (const r of release.splice(0)) r();
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
      await runner.poll();
    }
    expect(started.filter((s) => s.startsWith("a"))).toEqual(Array.from({ length: 20 }, (_, n) => `a${n}`));
    expect(Object.fromEntries(peak)).toEqual({ a: 2, b: 2 });
    await runner.drain();
  });

  it("fills every slot in one turn however many groups a batch overflows (each round fills a group)", async () => {
    const clock = new ManualClock();
    const db = createDb(":memory:");
    const runner = new JobRunner(sqliteStore(db), clock, silentLogger);
    const release: (() => void)[] = [];
    const started: string[] = [];
    runner.register<{ g: string }>("q", {
      concurrency: 8,
      store: jobsStore("q", { groupConcurrency: 1 }),
      handler: async ({ payload: { g } }) => {
        started.push(g);
        await new Promise<void>((r) => release.push(r));
      },
    });
    // Eight due of each of seven groups, group by group: every claim of the free slots is one group's backlog.
    for (const g of "abcdefg") for (let n = 0; n < 8; n++) runner.enqueue(db, "q", { g }, { group: g });
    expect(await runner.poll()).toBe(7);
    expect(started.sort()).toEqual([..."abcdefg"]);
    for (const r of release.splice(0)) r();
    await runner.drain();
  });

  it("counts a group's cap across runners: jobs another process holds take its slots", async () => {
    const clock = new ManualClock();
    const db = createDb(":memory:");
    const started: string[] = [];
    const release: (() => void)[] = [];
    const runners = [0, 1].map(() =>
      new JobRunner(sqliteStore(db), clock, silentLogger).register<{ g: string; n: number }>("q", {
        concurrency: 4,
        store: jobsStore("q", { groupConcurrency: 2 }),
        handler: async ({ payload: { g, n } }) => {
          started.push(`${g}${n}`);
          await new Promise<void>((r) => release.push(r));
        },
      }),
    );
    for (let n = 0; n < 4; n++) runners[0]!.enqueue(db, "q", { g: "a", n }, { group: "a" });
    runners[0]!.enqueue(db, "q", { g: "b", n: 0 }, { group: "b" });
    expect(await runners[0]!.poll()).toBe(3);
    // The second runner has free slots, but group a is full: only b's would do, and the first took it.
    expect(await runners[1]!.poll()).toBe(0);
    expect(started.sort()).toEqual(["a0", "a1", "b0"]);
    for (const r of release.splice(0)) r();
    await runners[0]!.drain();
    expect(await runners[1]!.poll()).toBe(2);
    for (const r of release.splice(0)) r();
    await runners[1]!.drain();
  });

  it("picks up enqueued work promptly once started", async () => {
    const db = createDb(":memory:");
    const runner = new JobRunner(sqliteStore(db), { now: () => Date.now() }, silentLogger, {
      pollMs: 10_000,
    });
    const done = new Promise<void>((resolve) =>
      runner.register("q", { concurrency: 1, handler: async () => resolve() }),
    );
    runner.start();
    runner.enqueue(db, "q", {});
    await done; // with a 10 s poll, only the wake-up can make this finish within the test timeout
    await runner.stop();
  });
});

/** A runner on a file database, and another connection to it (another process's, as far as SQLite can tell). */
function besideAnotherWriter() {
  const path = tempDb();
  const clock = new ManualClock();
  const db = createDb(path);
  const other = new Database(path);
  onTestFinished(() => {
    other.close();
  });
  return { clock, db, other, runner: new JobRunner(sqliteStore(db), clock, silentLogger) };
}

describe("job runner: failures and recovery", () => {
  it("marks a throwing job failed and calls onGiveUp", async () => {
    const clock = new ManualClock();
    const db = createDb(":memory:");
    const runner = new JobRunner(sqliteStore(db), clock, silentLogger);
    const gaveUp: string[] = [];
    runner.register<{ id: string }>("q", {
      concurrency: 1,
      handler: async () => {
        throw new Error("boom");
      },
      onGiveUp: (p, reason) => void gaveUp.push(`${p.id}:${reason}`),
    });
    enqueueJob(db, clock, "q", { id: "x" });
    await runner.runUntilEmpty();
    const row = db.select().from(jobs).get()!;
    expect(row.status).toBe("failed");
    expect(row.lastError).toBe("boom");
    expect(gaveUp).toEqual(["x:handler_error"]);
  });

  /** One job that writes 100 kB (in its handler, or in its `settle`) on a database whose disk is full. */
  function onFullDisk(writeIn: "handler" | "settle") {
    const clock = new ManualClock();
    const db = createDb(":memory:");
    db.$client.exec("create table filler (x text)");
    const write = (d: Db) =>
      void d.$client.prepare("insert into filler (x) values (?)").run("x".repeat(100_000));
    const runner = new JobRunner(sqliteStore(db), clock, silentLogger);
    const t = { clock, db, runner, runs: 0, gaveUp: [] as string[] };
    runner.register("q", {
      concurrency: 1,
      leaseMs: 1000,
      handler: async () => {
        t.runs++;
        if (writeIn === "settle")
          return {
            settle: () => native({ sqlite: write, pg: () => Promise.reject(new Error("SQLite only")) }),
          };
        write(db);
      },
      onGiveUp: (_p, reason) => void t.gaveUp.push(reason),
    });
    const id = enqueueJob(db, clock, "q", {});
    const row = () => db.select().from(jobs).where(eq(jobs.id, id)).get()!;
    return Object.assign(t, { row, release: capStorage(db) });
  }

  it("a turn SQLite cuts short (a full disk) writes nothing: the job is neither failed nor lost, and runs again once there is room", async () => {
    const t = onFullDisk("settle");
    await t.runner.runUntilEmpty();
    expect(t.runs).toBe(1);
    // As after a crash: still claimed, its lease running out.
    expect(t.row()).toMatchObject({ status: "running", lostCount: 0 });
    expect(t.gaveUp).toEqual([]);

    t.release();
    t.clock.advance(1001);
    await t.runner.runUntilEmpty();
    expect(t.runs).toBe(2);
    expect(t.row()).toMatchObject({ status: "done", lostCount: 1 });
    expect(t.db.$client.prepare("select count(*) as n from filler").get()).toEqual({ n: 1 });
  });

  it("puts off a job whose handler meets a storage problem (a full disk) instead of failing it", async () => {
    const t = onFullDisk("handler");
    await t.runner.runUntilEmpty();
    expect(t.row()).toMatchObject({ status: "pending", availableAt: t.clock.now() + 30_000, lostCount: 0 });
    expect(t.runner.storage.recent(t.clock.now())).toBe("full"); // for /health
    t.release();
    t.clock.advance(30_000);
    await t.runner.runUntilEmpty();
    expect(t.runs).toBe(2);
    expect(t.row().status).toBe("done");
    expect(t.gaveUp).toEqual([]);
    expect(t.runner.storage.recent(t.clock.now())).toBeUndefined(); // its work committed: the disk takes writes
  });

  it("a turn that meets another process's write lock loses nothing: the finished job settles once the lock is free", async () => {
    const { clock, db, other, runner } = besideAnotherWriter();
    let runs = 0;
    let held = 0;
    runner.register("q", {
      concurrency: 1,
      handler: async () => {
        runs++;
        // Another writer takes the lock just as the job finishes, and keeps it for a while.
        other.exec("BEGIN IMMEDIATE");
        setTimeout(() => {
          held = clock.now();
          other.exec("ROLLBACK");
        }, 300);
      },
    });
    enqueueJob(db, clock, "q", {});
    await runner.runUntilEmpty();
    expect(held).not.toBe(0);
    expect(runs).toBe(1);
    expect(db.select().from(jobs).get()).toMatchObject({ status: "done", lostCount: 0 });
  });

  it("puts off a job whose handler meets a held lock for a second, not the full disk's 30", async () => {
    const { clock, db, other, runner } = besideAnotherWriter();
    let runs = 0;
    runner.register("q", {
      concurrency: 1,
      handler: async () => {
        if (++runs === 1) {
          other.exec("BEGIN IMMEDIATE");
          try {
            db.$client.exec("create table if not exists t (x)");
          } finally {
            other.exec("ROLLBACK");
          }
        }
      },
    });
    enqueueJob(db, clock, "q", {});
    await runner.runUntilEmpty();
    expect(db.select().from(jobs).get()).toMatchObject({
      status: "pending",
      availableAt: clock.now() + 1_000,
    });
    clock.advance(1_000);
    await runner.runUntilEmpty();
    expect(runs).toBe(2);
    expect(db.select().from(jobs).get()!.status).toBe("done");
  });

  it("re-queues a job whose worker died once, then gives up as worker_lost", async () => {
    const clock = new ManualClock();
    const path = tempDb();
    const db = createDb(path);
    const id = enqueueJob(db, clock, "q", { id: "t1" });
    // A worker claims it and dies: the row stays running with a lease that will expire.
    db.update(jobs)
      .set({ status: "running", allocationId: "dead", leaseExpiresAt: clock.now() + 1000 })
      .where(eq(jobs.id, id))
      .run();
    const gaveUp: string[] = [];
    const runner = new JobRunner(sqliteStore(createDb(path)), clock, silentLogger);
    let runs = 0;
    runner.register<{ id: string }>("q", {
      concurrency: 1,
      maxLost: 1,
      handler: async () => {
        runs++;
      },
      onGiveUp: (p, reason) => void gaveUp.push(`${p.id}:${reason}`),
    });
    expect(await runner.recoverExpired()).toBe(0); // lease not yet expired
    clock.advance(1001);
    expect(await runner.recoverExpired()).toBe(1);
    expect(db.select().from(jobs).get()!.status).toBe("pending");
    expect(db.select().from(jobs).get()!.lostCount).toBe(1);
    // Second death.
    db.update(jobs)
      .set({ status: "running", allocationId: "dead2", leaseExpiresAt: clock.now() + 1000 })
      .where(eq(jobs.id, id))
      .run();
    clock.advance(1001);
    await runner.recoverExpired();
    const row = db.select().from(jobs).get()!;
    expect(row.status).toBe("failed");
    expect(row.lastError).toBe("worker_lost");
    expect(gaveUp).toEqual(["t1:worker_lost"]);
    expect(runs).toBe(0);
  });

  it("two runners on one database file never both claim a job", async () => {
    const clock = new ManualClock();
    const path = tempDb();
    const seed = createDb(path);
    for (let i = 0; i < 200; i++) enqueueJob(seed, clock, "q", { i });
    const counts = new Map<number, number>();
    const make = () => {
      const r = new JobRunner(sqliteStore(createDb(path)), clock, silentLogger);
      r.register<{ i: number }>("q", {
        concurrency: 8,
        handler: async (j) => {
          counts.set(j.payload.i, (counts.get(j.payload.i) ?? 0) + 1);
          await new Promise((res) => setImmediate(res));
        },
      });
      return r;
    };
    const [a, b] = [make(), make()];
    await Promise.all([a.runUntilEmpty(), b.runUntilEmpty()]);
    expect(counts.size).toBe(200);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it("stop() hands an aborted in-flight job back to the queue without counting it lost", async () => {
    const db = createDb(":memory:");
    const clock = { now: () => Date.now() };
    const runner = new JobRunner(sqliteStore(db), clock, silentLogger, { pollMs: 5 });
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    runner.register("q", {
      concurrency: 1,
      handler: (j) =>
        new Promise((_, reject) => {
          started();
          j.signal.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    });
    runner.start();
    runner.enqueue(db, "q", {});
    await running;
    await runner.stop(20);
    const row = db.select().from(jobs).get()!;
    expect(row.status).toBe("pending");
    expect(row.lostCount).toBe(0);
  });
});
