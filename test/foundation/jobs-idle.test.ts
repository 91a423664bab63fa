import { describe, expect, it, onTestFinished, vi } from "vitest";
import { ManualClock } from "../../src/clock";
import { createDb } from "../../src/db/client";
import { sqliteStore } from "../../src/db/store";
import { enqueueJob, JobRunner } from "../../src/jobs/runner";
import { jobsStore } from "../../src/jobs/store";
import { silentLogger } from "../../src/logger";

// A queue with nothing due costs no database work (src/jobs/runner.ts): the runner reads its clock on every tick
// and looks at the database only when its stores said something falls due by then, or once per idle interval.

/** A runner over one `jobs` queue whose claims are counted, on a clock whose reads are counted (one per tick). */
function countedRunner(opts: { idleLookMs: number }) {
  const db = createDb(":memory:");
  const manual = new ManualClock();
  const seen = { claims: 0, reads: 0, runs: [] as string[] };
  const clock = {
    now: () => {
      seen.reads++;
      return manual.now();
    },
  };
  const base = jobsStore<{ n: string; retryMs?: number }>("q");
  const store = {
    ...base,
    claim: (...args: Parameters<typeof base.claim>) => {
      seen.claims++;
      return base.claim(...args);
    },
  };
  const runner = new JobRunner(sqliteStore(db), clock, silentLogger, { pollMs: 2, ...opts });
  runner.register<{ n: string; retryMs?: number }>("q", {
    concurrency: 2,
    store,
    handler: async (j) => {
      const again = j.payload.retryMs !== undefined && !seen.runs.includes(j.payload.n);
      seen.runs.push(j.payload.n);
      return again ? { retryAt: manual.now() + j.payload.retryMs! } : undefined;
    },
  });
  onTestFinished(() => runner.stop(0));
  /** Wait until the runner has read its clock `n` more times: as many ticks have passed. */
  const ticks = (n: number) => {
    const until = seen.reads + n;
    return vi.waitFor(() => expect(seen.reads).toBeGreaterThanOrEqual(until), { timeout: 5_000 });
  };
  return { db, manual, seen, runner, ticks };
}

describe("job runner: an idle queue", () => {
  it("is looked at once, and again when its next job falls due by the clock, not on every tick", async () => {
    const { db, manual, seen, runner, ticks } = countedRunner({ idleLookMs: 600_000 });
    // Written behind the runner's back (no wake), as another process would: due in 5 s.
    enqueueJob(db, manual, "q", { n: "later" }, { availableAt: manual.now() + 5_000 });
    runner.start();
    await ticks(50);
    expect(seen.claims).toBe(1);
    expect(seen.runs).toEqual([]);
    manual.advance(5_000);
    await vi.waitFor(() => expect(seen.runs).toEqual(["later"]), { timeout: 5_000 });
    await ticks(50);
    // The look that claimed it, and the turn that settled it (which found nothing more due).
    expect(seen.claims).toBe(3);
  });

  it("claims a retry a finished job asked for when it falls due", async () => {
    const { manual, seen, runner, ticks, db } = countedRunner({ idleLookMs: 600_000 });
    runner.start();
    runner.enqueue(db, "q", { n: "flaky", retryMs: 1_000 });
    await vi.waitFor(() => expect(seen.runs).toEqual(["flaky"]), { timeout: 5_000 });
    await ticks(50);
    const before = seen.claims;
    manual.advance(1_000);
    await vi.waitFor(() => expect(seen.runs).toEqual(["flaky", "flaky"]), { timeout: 5_000 });
    expect(seen.claims).toBeLessThanOrEqual(before + 2);
  });

  it("finds a job another process wrote within its idle interval, with nothing said to it", async () => {
    const { db, manual, seen, runner } = countedRunner({ idleLookMs: 20 });
    runner.start();
    await vi.waitFor(() => expect(seen.claims).toBeGreaterThanOrEqual(1), { timeout: 5_000 });
    enqueueJob(db, manual, "q", { n: "elsewhere" });
    await vi.waitFor(() => expect(seen.runs).toEqual(["elsewhere"]), { timeout: 5_000 });
  });
});

describe("job runner: a busy queue beside an idle one", () => {
  it("claims the idle queue only when it looks or is woken for it, not on every turn of the busy one", async () => {
    const db = createDb(":memory:");
    const clock = new ManualClock();
    const claims = { busy: 0, idle: 0 };
    const counted = (name: "busy" | "idle") => {
      const base = jobsStore<{ n: number }>(name);
      return {
        ...base,
        claim: (...args: Parameters<typeof base.claim>) => {
          claims[name]++;
          return base.claim(...args);
        },
      };
    };
    const ran = { busy: 0, idle: 0 };
    const runner = new JobRunner(sqliteStore(db), clock, silentLogger, { pollMs: 2, idleLookMs: 600_000 });
    for (const name of ["busy", "idle"] as const)
      runner.register<{ n: number }>(name, {
        concurrency: 2,
        store: counted(name),
        handler: async () => void ran[name]++,
      });
    onTestFinished(() => runner.stop(0));
    runner.start();
    await vi.waitFor(() => expect(claims.idle).toBe(1), { timeout: 5_000 });
    for (let n = 0; n < 20; n++) runner.enqueue(db, "busy", { n });
    await vi.waitFor(() => expect(ran.busy).toBe(20), { timeout: 5_000 });
    // Two at a time: the busy queue was claimed on turn after turn, the idle one on none of them.
    expect(claims.busy).toBeGreaterThanOrEqual(10);
    expect(claims.idle).toBe(1);
    runner.enqueue(db, "idle", { n: 0 });
    await vi.waitFor(() => expect(ran.idle).toBe(1), { timeout: 5_000 });
    expect(claims.idle).toBeGreaterThanOrEqual(2);
  });
});
