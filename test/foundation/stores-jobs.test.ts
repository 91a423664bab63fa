import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createAccount } from "../../src/accounts/keys";
import { createBrowsingTask } from "../../src/browsing/service";
import { BROWSING_QUEUE } from "../../src/browsing/worker";
import { ManualClock } from "../../src/clock";
import { all, native, tx, type Work } from "../../src/db/store";
import type { AppDeps } from "../../src/deps";
import { createResearchTask } from "../../src/research/service";
import { RESEARCH_QUEUE } from "../../src/research/worker";
import {
  claimDueScout,
  enqueueScoutRun,
  findDueScouts,
  outstandingRunDue,
  runOutstanding,
  SCOUT_RUN_QUEUE,
} from "../../src/scouts/scheduler";
import { insertScout } from "../../src/scouts/store";
import {
  BULK_REDELIVER_QUEUE,
  countRedeliverable,
  redeliverMatching,
} from "../../src/webhooks/bulk-redeliver";
import { insertDelivery, STORES, storeFixture } from "../helpers/stores";

// Producers that enqueue jobs in their own transaction, on both databases: the job row is written with theirs
// (the runner's enqueueWork: the same statement on both, src/jobs/store.ts), and the runner is
// woken once that transaction has committed. The runners here poll once a minute, so a job run within seconds
// was found by the wake-up, which on PostgreSQL only finds it after the commit.

const NOW = Date.UTC(2026, 0, 5);
const fixture = storeFixture();

/**
 * `work` in a transaction that goes on a while after it (on PostgreSQL; SQLite's is synchronous): a runner woken
 * before the commit would look, find nothing committed, and wait for its next poll.
 */
const committedLate = <T>(work: Work<T>) =>
  tx(function* () {
    const out = yield* work;
    yield* native({
      sqlite: () => undefined,
      pg: async (db) => {
        await db.execute(sql`select pg_sleep(0.3)`);
      },
    });
    return out;
  });

/** The jobs of `queue`, oldest first. */
const jobsOf = (deps: AppDeps, queue: string) =>
  deps.store.run(
    all((db, t) =>
      db.select().from(t.jobs).where(eq(t.jobs.queue, queue)).orderBy(t.jobs.createdAt, t.jobs.id),
    ),
  );

/** Start the runner with `queue` registered to note what it runs (each job then waits for `gate`). */
function runnerNoting(deps: AppDeps, queue: string, gate: Promise<void> = Promise.resolve()): unknown[] {
  const seen: unknown[] = [];
  deps.jobs.register(queue, {
    concurrency: 4,
    handler: async (job) => {
      seen.push(job.payload);
      await gate;
    },
  });
  deps.jobs.start();
  return seen;
}

async function instance(kind: (typeof STORES)[number]) {
  const clock = new ManualClock(NOW);
  const deps = await (await fixture.database(kind))(clock);
  const account = await deps.store.run(createAccount(clock, "producer", 1_000));
  return { deps, clock, account };
}

describe.each(STORES)("job producers on %s", (kind) => {
  it("a research task is stored queued with its job, which the runner runs once the task is committed", async () => {
    const { deps, account } = await instance(kind);
    const seen = runnerNoting(deps, RESEARCH_QUEUE);
    try {
      const task = await deps.store.run(
        committedLate(createResearchTask(deps, account, { query: "q", mode: "fast" })),
      );
      expect(task).toMatchObject({ status: "queued", accountId: account.id });
      const [job] = await jobsOf(deps, RESEARCH_QUEUE);
      expect(job).toMatchObject({
        id: task.jobId,
        payload: { taskId: task.id },
        subject: null,
        groupKey: null,
      });
      await vi.waitFor(() => expect(seen).toEqual([{ taskId: task.id }]), { timeout: 5_000, interval: 10 });
    } finally {
      await deps.jobs.stop();
    }
  });

  it("a browsing task is stored queued with its job, which the runner runs once the task is committed", async () => {
    const { deps, account } = await instance(kind);
    const seen = runnerNoting(deps, BROWSING_QUEUE);
    try {
      const task = await deps.store.run(
        committedLate(createBrowsingTask(deps, account, { task: "go to https://example.com" })),
      );
      expect(task.status).toBe("queued");
      const [job] = await jobsOf(deps, BROWSING_QUEUE);
      expect(job).toMatchObject({ id: task.jobId, payload: { taskId: task.id }, status: expect.any(String) });
      await vi.waitFor(() => expect(seen).toEqual([{ taskId: task.id }]), { timeout: 5_000, interval: 10 });
    } finally {
      await deps.jobs.stop();
    }
  });

  it("a claimed due scout gets one run job about it, and none while that one is outstanding", async () => {
    const { deps, clock, account } = await instance(kind);
    const scout = await deps.store.run(
      insertScout(clock, account.id, { query: "Monitor https://example.com" }),
    );
    expect(await deps.store.run(runOutstanding(scout.id))).toBe(false);
    const [due] = await deps.store.run(findDueScouts(NOW, 10));
    expect(due?.id).toBe(scout.id);
    expect(await deps.store.run(claimDueScout(deps.jobs, due!, NOW))).toBe(true);
    const jobs = await jobsOf(deps, SCOUT_RUN_QUEUE);
    expect(jobs).toMatchObject([
      { payload: { scoutId: scout.id, dueAt: NOW }, subject: scout.id, status: "pending" },
    ]);
    expect(await deps.store.run(runOutstanding(scout.id))).toBe(true);
    expect(await deps.store.run(outstandingRunDue(scout.id))).toBe(NOW);

    // The next due time comes while the run is still queued: the due time moves on, no second job.
    clock.advance(scout.outputInterval * 1000);
    const [next] = await deps.store.run(findDueScouts(clock.now(), 10));
    expect(await deps.store.run(claimDueScout(deps.jobs, next!, clock.now()))).toBe(false);
    expect(await jobsOf(deps, SCOUT_RUN_QUEUE)).toHaveLength(1);

    // A run queued directly (a changed query's owed run) is outstanding too; the earliest due time is reported.
    await deps.store.run(enqueueScoutRun(deps.jobs, { scoutId: scout.id, dueAt: NOW - 1 }));
    expect(await deps.store.run(outstandingRunDue(scout.id))).toBe(NOW - 1);
  });

  it("a bulk redelivery queues one job per matching delivery in its group, none for one queued or running", async () => {
    const { deps, account } = await instance(kind);
    let open = () => {};
    const seen = runnerNoting(deps, BULK_REDELIVER_QUEUE, new Promise<void>((r) => (open = r)));
    try {
      const failed: string[] = [];
      for (let i = 0; i < 3; i++)
        failed.push(
          await deps.store.run(
            insertDelivery(account.id, { sourceId: "s", createdAt: NOW - 10_000 + i, status: "failed" }),
          ),
        );
      await deps.store.run(
        insertDelivery(account.id, { sourceId: "s", createdAt: NOW, status: "succeeded" }),
      );
      await deps.store.run(
        insertDelivery(account.id, { sourceId: "t", createdAt: NOW, status: "failed", sourceType: "test" }),
      );
      const req = { filters: { status: "failed" as const }, max: 2, dryRun: false };
      expect(await deps.store.run(countRedeliverable(account.id, req.filters))).toBe(3);
      expect(await deps.store.run(redeliverMatching(deps, account.id, req))).toEqual({
        matched: 3,
        queued: 2,
        deliveryIds: failed.slice(0, 2),
      });
      const payload = (id: string) => ({ deliveryId: id, whileStatus: "failed", accountId: account.id });
      const jobs = await jobsOf(deps, BULK_REDELIVER_QUEUE);
      expect(jobs.map((j) => [j.subject, j.groupKey, j.payload])).toEqual(
        failed.slice(0, 2).map((id) => [id, account.id, payload(id)]),
      );
      // Both run (held open by the gate): the runner was woken once they were committed.
      await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 5_000, interval: 10 });

      // A second click while they run selects only the one left.
      expect(await deps.store.run(redeliverMatching(deps, account.id, req))).toEqual({
        matched: 1,
        queued: 1,
        deliveryIds: [failed[2]],
      });
      await vi.waitFor(() => expect(seen).toEqual(failed.map(payload)), { timeout: 5_000, interval: 10 });
    } finally {
      open();
      await deps.jobs.stop();
    }
  });
});
