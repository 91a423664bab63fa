import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { all, native, tx, type Work } from "../../src/db/store";
import type { JobResult } from "../../src/jobs/runner";
import { enqueue, pendingJobsByQueue } from "../../src/jobs/store";
import { pgQueriesSent } from "../helpers/pg-queries";
import { STORES, storeFixture } from "../helpers/stores";

// A queue's beginMany and settleMany (src/jobs/types.ts): the jobs one claim took begin together, and the handlers
// that finished since the last turn settle together, with no savepoint; when a batch throws, the turn is rolled
// back and run again carefully, each batch in a savepoint and, when it throws there, each job alone in a savepoint
// of its own, so only the job whose writes fail fails — on both databases, where a failed statement on PostgreSQL
// aborts everything after it unless its savepoint is rolled back.

const fixture = storeFixture();

/** A statement that fails on either database (no such table). */
const failingStatement = (): Work<unknown> =>
  native({
    sqlite: (db) => db.$client.prepare("select * from no_such_table").all(),
    pg: async (db) => (await db.execute(sql`select * from no_such_table`)).rows,
  });

function* jobStatuses(queue: string): Work<Record<string, string>> {
  const rows = yield* all((db, t) =>
    db
      .select({ payload: sql<string>`${t.jobs.payload}`, status: t.jobs.status })
      .from(t.jobs)
      .where(sql`${t.jobs.queue} = ${queue}`),
  );
  return Object.fromEntries(rows.map((r) => [(JSON.parse(r.payload) as { n: string }).n, r.status]));
}

/** A promise and the function that resolves it (Node 20 has no Promise.withResolvers). */
function resolvable(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe.each(STORES)("job runner batches (%s)", (kind) => {
  it("begins every job of a claim in one beginMany and settles the handlers that finished together in one settleMany", async () => {
    const clock = new ManualClock();
    const deps = await (await fixture.database(kind))(clock);
    const begun: string[][] = [];
    const settled: string[][] = [];
    const sent = kind === "PostgreSQL" ? pgQueriesSent().texts : undefined;
    const { promise: gate, resolve: release } = resolvable();
    let waiting = 0;
    const allWaiting = resolvable();
    deps.jobs.register<{ n: string }, string>("batched", {
      concurrency: 4,
      *beginMany(jobs) {
        begun.push(jobs.map((j) => j.payload.n));
        return jobs.map((j) => `started ${j.payload.n}`);
      },
      handler: async (job, started) => {
        expect(started).toBe(`started ${job.payload.n}`);
        if (++waiting === 4) allWaiting.resolve();
        await gate;
        return { settleWith: job.payload.n };
      },
      *settleMany(values) {
        settled.push(values as string[]);
        return values.map(() => undefined);
      },
    });
    await deps.store.run(
      tx(function* () {
        for (const n of ["a", "b", "c", "d"]) yield* enqueue(clock, "batched", { n });
      }),
    );
    expect(await deps.jobs.poll()).toBe(4);
    await allWaiting.promise;
    release();
    await deps.jobs.drain();
    await deps.jobs.poll();
    expect(begun).toEqual([["a", "b", "c", "d"]]);
    if (sent) expect(sent().filter((q) => /savepoint/i.test(q))).toEqual([]);
    expect(settled.map((s) => [...s].sort())).toEqual([["a", "b", "c", "d"]]);
    expect(await deps.store.run(jobStatuses("batched"))).toEqual({
      a: "done",
      b: "done",
      c: "done",
      d: "done",
    });
  });

  it("a batch that throws is run again job by job: only the job whose writes fail fails, the others' writes land once", async () => {
    const clock = new ManualClock();
    const deps = await (await fixture.database(kind))(clock);
    const givenUp: string[] = [];
    const { promise: gate, resolve: release } = resolvable();
    let waiting = 0;
    const allWaiting = resolvable();
    deps.jobs.register<{ n: string }, string>("poisoned", {
      concurrency: 4,
      *beginMany(jobs) {
        // Written for each job first, so a batch rolled back to its savepoint shows as no extra rows.
        for (const j of jobs) yield* enqueue(clock, "begun", { n: j.payload.n });
        if (jobs.some((j) => j.payload.n === "bad-begin")) yield* failingStatement();
        return jobs.map((j) => j.payload.n);
      },
      handler: async (job) => {
        if (++waiting === 3) allWaiting.resolve();
        await gate;
        return { settleWith: job.payload.n };
      },
      *settleMany(values): Work<JobResult[]> {
        for (const n of values) yield* enqueue(clock, "settled", { n });
        if (values.includes("bad-settle")) yield* failingStatement();
        return values.map(() => undefined);
      },
      onGiveUp: (payload) => void givenUp.push(payload.n),
    });
    await deps.store.run(
      tx(function* () {
        for (const n of ["ok", "bad-begin", "bad-settle", "fine"]) yield* enqueue(clock, "poisoned", { n });
      }),
    );
    await deps.jobs.poll();
    await allWaiting.promise;
    release();
    await deps.jobs.drain();
    await deps.jobs.poll();
    expect(await deps.store.run(jobStatuses("poisoned"))).toEqual({
      ok: "done",
      "bad-begin": "failed",
      "bad-settle": "failed",
      fine: "done",
    });
    expect(givenUp.sort()).toEqual(["bad-begin", "bad-settle"]);
    const counts = await deps.store.run(pendingJobsByQueue());
    // The three that began alone (the batch rolled back), and the two that settled alone.
    expect(counts.begun).toBe(3);
    expect(counts.settled).toBe(2);
    expect(Object.keys(await deps.store.run(jobStatuses("begun"))).sort()).toEqual([
      "bad-settle",
      "fine",
      "ok",
    ]);
    expect(Object.keys(await deps.store.run(jobStatuses("settled"))).sort()).toEqual(["fine", "ok"]);
  });

  it("turns in flight together (three on PostgreSQL) never run more than the queue's concurrency at once", async () => {
    const clock = new ManualClock();
    const deps = await (await fixture.database(kind))(clock);
    let running = 0;
    let peak = 0;
    let ran = 0;
    deps.jobs.register<{ n: number }>("capped", {
      concurrency: 3,
      handler: async () => {
        peak = Math.max(peak, ++running);
        // Finishing at different times makes turns that settle a few and claim a few, while others are in flight.
        for (let i = 0; i < 1 + (ran % 4); i++) await new Promise((r) => setImmediate(r));
        running--;
        ran++;
      },
    });
    await deps.store.run(
      tx(function* () {
        for (let n = 0; n < 40; n++) yield* enqueue(clock, "capped", { n });
      }),
    );
    deps.jobs.start();
    try {
      for (let i = 0; i < 2_000 && ran < 40; i++) await new Promise((r) => setTimeout(r, 5));
    } finally {
      await deps.jobs.stop();
    }
    expect(ran).toBe(40);
    expect(peak).toBe(3);
  });
});
