import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ManualClock, systemClock } from "../../src/clock";
import { scouts, scoutUpdates } from "../../src/db/schema";
import { runNow } from "../../src/db/store";
import { runScout } from "../../src/scouts/run";
import { SCOUT_RUN_QUEUE, ScoutScheduler } from "../../src/scouts/scheduler";
import { patchScout, transition } from "../../src/scouts/store";
import { updateIdFor } from "../../src/scouts/updates";
import { makeAccount, makeDeps, type SqliteDeps } from "../helpers/deps";
import { addScout, runJobs, scoutRow, tempDbPath } from "./helpers";

const H = 3_600_000;
const T0 = Date.UTC(2026, 0, 1, 12);
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

/** What the run workers would do: finish every queued run, so the next due time may queue one again. */
/** What runScout's store does for a completed run claimed for `dueAt`: its update, and the scout's last run time. */
function storeRunOf(deps: SqliteDeps, scoutId: string, dueAt: number) {
  const at = deps.clock.now();
  deps.db
    .insert(scoutUpdates)
    .values({
      id: updateIdFor(scoutId, dueAt),
      scoutId,
      accountId: scoutRow(deps, scoutId)!.accountId,
      timestamp: at,
      status: "completed",
      hasChanges: true,
      summary: "stored",
      reportContent: "stored",
    })
    .run();
  deps.db.update(scouts).set({ lastRunAt: at }).where(eq(scouts.id, scoutId)).run();
}

const finishRuns = (deps: SqliteDeps) =>
  deps.db.$client
    .prepare("update jobs set status = 'done' where queue = ? and status = 'pending'")
    .run(SCOUT_RUN_QUEUE);

function setup(dbPath?: string) {
  const clock = new ManualClock(T0);
  const deps = makeDeps({ clock, dbPath });
  const user = makeAccount(deps);
  const scheduler = new ScoutScheduler(deps);
  return { clock, deps, user, scheduler };
}

describe("scheduler: happy path", () => {
  it("claims a due scout once and moves next_run_at one interval on", async () => {
    const { deps, user, scheduler, clock } = setup();
    const s = addScout(deps, user.account.id, { output_interval: 3600 });
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
    expect(runJobs(deps)).toEqual([{ scoutId: s.id, dueAt: T0 }]);
    // Claimed, not run: the last run is the last update stored, of which there is none yet.
    expect(scoutRow(deps, s.id)).toMatchObject({ nextRunAt: T0 + H, lastRunAt: null });

    finishRuns(deps);
    clock.advance(H - 1);
    expect(await scheduler.tick()).toBe(0);
    clock.advance(1);
    expect(await scheduler.tick()).toBe(1);
    expect(runJobs(deps).map((j) => j.dueAt)).toEqual([T0, T0 + H]);
  });

  it("queues no second run while one is still queued (restart just after a claim, a busy worker): one run, one charge", async () => {
    const { deps, user, scheduler, clock } = setup();
    const s = addScout(deps, user.account.id, { output_interval: 3600 });
    expect(await scheduler.tick()).toBe(1);
    clock.advance(1000);
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "restart"));
    expect(await scheduler.tick()).toBe(0);
    clock.advance(H);
    expect(await scheduler.tick()).toBe(0);
    expect(runJobs(deps)).toEqual([{ scoutId: s.id, dueAt: T0 }]);
    // The schedule still moved on: the run queued at T0 is the one owed.
    expect(scoutRow(deps, s.id)!.nextRunAt).toBe(T0 + 1000 + 2 * H);
    finishRuns(deps);
    clock.advance(2 * H);
    expect(await scheduler.tick()).toBe(1);
  });

  it("keeps a daily scout at its local time in its user_timezone when the clocks change", async () => {
    const { deps, user, scheduler, clock } = setup();
    const first = Date.parse("2026-03-28T08:00:00Z"); // 09:00 in Oslo, the day before summer time
    clock.set(first);
    const s = addScout(deps, user.account.id, { output_interval: 86_400, user_timezone: "Europe/Oslo" });
    const utc = addScout(deps, user.account.id, { output_interval: 86_400 });
    expect(await scheduler.tick()).toBe(2);
    expect(new Date(scoutRow(deps, s.id)!.nextRunAt!).toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(new Date(scoutRow(deps, utc.id)!.nextRunAt!).toISOString()).toBe("2026-03-29T08:00:00.000Z");
  });

  it("waits for start_timestamp", async () => {
    const { deps, user, scheduler, clock } = setup();
    addScout(deps, user.account.id, { start_timestamp: (T0 + 2 * H) / 1000 });
    expect(await scheduler.tick()).toBe(0);
    clock.advance(2 * H);
    expect(await scheduler.tick()).toBe(1);
  });

  it("runs a run missed while the service was down once after restart, not once per missed interval", async () => {
    const db = tempDbPath();
    cleanups.push(db.cleanup);
    const first = setup(db.path);
    const s = addScout(first.deps, first.user.account.id, { output_interval: 3600 });
    expect(await first.scheduler.tick()).toBe(1);
    finishRuns(first.deps);
    first.deps.db.$client.close();

    // Down for five and a half intervals; a new process opens the same file.
    const clock = new ManualClock(T0 + 5.5 * H);
    const deps = makeDeps({ clock, dbPath: db.path });
    const scheduler = new ScoutScheduler(deps);
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
    expect(runJobs(deps).map((j) => j.dueAt)).toEqual([T0, T0 + H]);
    // Back on the original grid: next at 6h, not at 5.5h + 1h.
    expect(scoutRow(deps, s.id)!.nextRunAt).toBe(T0 + 6 * H);
    finishRuns(deps);
    clock.set(T0 + 6 * H);
    expect(await scheduler.tick()).toBe(1);
    deps.db.$client.close();
  });
});

describe("scheduler: pause, done, resume, restart", () => {
  it("pause and done stop runs, including a run claimed just before", async () => {
    const { deps, user, scheduler, clock } = setup();
    const a = addScout(deps, user.account.id, { output_interval: 3600 });
    const b = addScout(deps, user.account.id, { output_interval: 3600 });
    expect(await scheduler.tick()).toBe(2);
    runNow(deps.db, transition(deps.clock, scoutRow(deps, a.id)!, "pause"));
    runNow(deps.db, transition(deps.clock, scoutRow(deps, b.id)!, "done"));
    // The jobs claimed before the pause find the scout inactive and do nothing.
    for (const job of runJobs(deps)) expect(await runScout(deps, job)).toBe("skipped");
    clock.advance(10 * H);
    expect(await scheduler.tick()).toBe(0);
  });

  it("resume after a pause that caught a claimed run before it ran: the run is still owed, so it runs now", async () => {
    const { deps, user, scheduler, clock } = setup();
    const s = addScout(deps, user.account.id, { output_interval: 3600 });
    expect(await scheduler.tick()).toBe(1);
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "pause"));
    for (const job of runJobs(deps)) expect(await runScout(deps, job)).toBe("skipped");
    finishRuns(deps);
    clock.advance(H / 4);
    // A new interval while paused does not cancel what is owed.
    runNow(deps.db, patchScout(deps.clock, scoutRow(deps, s.id)!, { output_interval: 7200 }));
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "resume"));
    // Owed: due at once, under the due time it was claimed for (so it has that run's update id).
    expect(scoutRow(deps, s.id)!.nextRunAt).toBe(T0);
    expect(await scheduler.tick()).toBe(1);
    expect(runJobs(deps).map((j) => j.dueAt)).toEqual([T0, T0]);
    expect(scoutRow(deps, s.id)!.nextRunAt).toBe(T0 + 2 * H);
  });

  it("a run caught by a pause that stores after a quick resume is not run a second time", async () => {
    const { deps, user, scheduler, clock } = setup();
    const s = addScout(deps, user.account.id, { output_interval: 3600 });
    expect(await scheduler.tick()).toBe(1);
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "pause"));
    clock.advance(60_000);
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "resume"));
    // The run claimed at T0 was still queued: it finds the scout active again and stores its update.
    storeRunOf(deps, s.id, T0);
    finishRuns(deps);
    clock.advance(60_000);
    // Whatever the scheduler queues now is for T0 again, which has its update: it stores (and charges) nothing.
    await scheduler.tick();
    for (const job of runJobs(deps).slice(1)) {
      expect(job.dueAt).toBe(T0);
      expect(await runScout(deps, job)).toBe("skipped");
    }
    expect(scoutRow(deps, s.id)!.nextRunAt).toBe(T0 + H);
  });

  it("pause and resume keep the grid, however long the last run took", async () => {
    const { deps, user, scheduler, clock } = setup();
    const s = addScout(deps, user.account.id, { output_interval: 3600 });
    expect(await scheduler.tick()).toBe(1);
    // The run claimed for T0 took three minutes.
    clock.advance(3 * 60_000);
    storeRunOf(deps, s.id, T0);
    finishRuns(deps);
    clock.advance(10 * 60_000);
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "pause"));
    clock.advance(20 * 60_000);
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "resume"));
    expect(scoutRow(deps, s.id)!.nextRunAt).toBe(T0 + H);

    // Paused across a due time: one run at resume, then back on the grid (not one interval after the resume).
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "pause"));
    clock.set(T0 + 2.5 * H);
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "resume"));
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
    expect(scoutRow(deps, s.id)!.nextRunAt).toBe(T0 + 3 * H);
  });

  it("a paused scout's new output_interval or start_timestamp applies when it resumes", async () => {
    const { deps, user, scheduler, clock } = setup();
    const s = addScout(deps, user.account.id, { output_interval: 86_400 });
    expect(await scheduler.tick()).toBe(1);
    storeRunOf(deps, s.id, T0);
    finishRuns(deps);
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "pause"));
    runNow(deps.db, patchScout(deps.clock, scoutRow(deps, s.id)!, { output_interval: 3600 }));
    clock.advance(H / 2);
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "resume"));
    expect(scoutRow(deps, s.id)!.nextRunAt).toBe(T0 + H);

    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "pause"));
    runNow(deps.db, patchScout(deps.clock, scoutRow(deps, s.id)!, { start_timestamp: (T0 + 5 * H) / 1000 }));
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "resume"));
    expect(scoutRow(deps, s.id)!.nextRunAt).toBe(T0 + 5 * H);
    expect(await scheduler.tick()).toBe(0);
  });

  it("resume schedules the next run on the grid; restart runs now", async () => {
    const { deps, user, scheduler, clock } = setup();
    const s = addScout(deps, user.account.id, { output_interval: 3600 });
    expect(await scheduler.tick()).toBe(1);
    storeRunOf(deps, s.id, T0);
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "pause"));
    clock.advance(H / 2);
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "resume"));
    expect(scoutRow(deps, s.id)!.nextRunAt).toBe(T0 + H);
    expect(await scheduler.tick()).toBe(0);

    finishRuns(deps);
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "done"));
    runNow(deps.db, transition(deps.clock, scoutRow(deps, s.id)!, "restart"));
    expect(await scheduler.tick()).toBe(1);
    expect(runJobs(deps).map((j) => j.dueAt)).toEqual([T0, T0 + H / 2]);
  });
});

describe("scheduler: racing loops", () => {
  function twoConnections() {
    const db = tempDbPath();
    cleanups.push(db.cleanup);
    const clock = new ManualClock(T0);
    const a = makeDeps({ clock, dbPath: db.path });
    const b = makeDeps({ clock, dbPath: db.path });
    cleanups.unshift(() => {
      a.db.$client.close();
      b.db.$client.close();
    });
    return { clock, a, b };
  }

  const assertOneRunPerDueTime = (deps: SqliteDeps) => {
    const keys = runJobs(deps).map((j) => `${j.scoutId}@${j.dueAt}`);
    expect(new Set(keys).size).toBe(keys.length);
    return keys.length;
  };

  it("two loops that both read the same due rows claim each due time once", async () => {
    const { a, b } = twoConnections();
    const user = makeAccount(a);
    for (let i = 0; i < 10; i++) addScout(a, user.account.id, { output_interval: 3600 });
    const sa = new ScoutScheduler(a);
    const sb = new ScoutScheduler(b);
    const now = a.clock.now();
    const dueA = await sa.findDue(now);
    const dueB = await sb.findDue(now);
    expect(dueB).toHaveLength(10);
    // A claims first; B then tries every row it read and must lose each compare-and-swap.
    const claimed = async (s: ScoutScheduler, rows: typeof dueA) => {
      let n = 0;
      for (const r of rows) if (await s.claim(r, now)) n++;
      return n;
    };
    expect(await claimed(sa, dueA)).toBe(10);
    expect(await claimed(sb, dueB)).toBe(0);
    expect(assertOneRunPerDueTime(a)).toBe(10);
  });

  it("two started loops over one file, clock moving through 12 intervals: one run per scout per due time", async () => {
    const { a, b, clock } = twoConnections();
    const user = makeAccount(a);
    for (let i = 0; i < 8; i++) addScout(a, user.account.id, { output_interval: 1800 });
    const loops = [new ScoutScheduler(a, { tickMs: 1 }), new ScoutScheduler(b, { tickMs: 1 })];
    for (const l of loops) l.start();
    try {
      for (let step = 1; step <= 12; step++) {
        await vi.waitFor(() => expect(runJobs(a)).toHaveLength(8 * step), { timeout: 5000, interval: 2 });
        finishRuns(a);
        clock.advance(H / 2);
      }
    } finally {
      for (const l of loops) await l.stop();
    }
    expect(assertOneRunPerDueTime(a)).toBe(96);
  });

  it("two processes racing over one SQLite file claim each due time once", async () => {
    const { a } = twoConnections();
    // This process only writes scouts and reads results beside the two racing schedulers, as a tool would: its
    // connection may wait for their commits (the service's own waits are 5 ms, src/db/lock.ts).
    a.db.$client.pragma("busy_timeout = 5000");
    const user = makeAccount(a);
    const children = [spawnChild(a), spawnChild(a)];
    cleanups.unshift(() => {
      for (const c of children) if (c.proc.exitCode === null) c.proc.kill("SIGKILL");
    });
    await Promise.all(children.map((c) => c.ready));
    // System time here: the children run their own clocks. 1 s intervals so several due times pass quickly.
    const ids = Array.from(
      { length: 20 },
      () => addScout(makeSystemDeps(a), user.account.id, { output_interval: 1 }).id,
    );
    await vi.waitFor(
      () => {
        finishRuns(a);
        const perScout = ids.map((id) => runJobs(a).filter((j) => j.scoutId === id).length);
        expect(Math.min(...perScout)).toBeGreaterThanOrEqual(3);
      },
      { timeout: 20_000, interval: 50 },
    );
    for (const c of children) c.proc.kill("SIGTERM");
    const claimed = await Promise.all(children.map((c) => c.result));
    const total = assertOneRunPerDueTime(a);
    expect(claimed[0]! + claimed[1]!).toBe(total);
    // Each scout's due times are distinct points of its grid (one that came while the previous run was still
    // queued is skipped, by design).
    for (const id of ids) {
      const due = runJobs(a)
        .filter((j) => j.scoutId === id)
        .map((j) => j.dueAt)
        .sort((x, y) => x - y);
      expect(due.every((d, i) => (d - due[0]!) % 1000 === 0 && (i === 0 || d > due[i - 1]!))).toBe(true);
    }
  }, 40_000);
});

const makeSystemDeps = (deps: SqliteDeps): SqliteDeps => ({ ...deps, clock: systemClock });

function spawnChild(deps: SqliteDeps) {
  const script = fileURLToPath(new URL("./race-child.ts", import.meta.url));
  const proc: ChildProcess = spawn(process.execPath, ["--import", "tsx", script, deps.db.$client.name], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  proc.stderr!.on("data", (d) => {
    err += d;
  });
  const ready = new Promise<void>((resolve, reject) => {
    proc.stdout!.on("data", (d) => {
      out += d;
      if (out.includes("ready\n")) resolve();
    });
    proc.on("exit", () => reject(new Error(`race child exited early: ${err}`)));
  });
  const result = new Promise<number>((resolve, reject) =>
    proc.on("exit", () => {
      const m = out.match(/\{"claimed":(\d+)\}/);
      if (m) resolve(Number(m[1]));
      else reject(new Error(`race child failed: ${err || out}`));
    }),
  );
  return { proc, ready, result };
}
