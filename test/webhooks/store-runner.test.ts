import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, jobs } from "../../src/db/schema";
import { groupCommit, uuidv7 } from "../../src/webhooks/store";
import { makeAccount, makeDeps } from "../helpers/deps";

// The throughput work on the send path (docs/readme/webhooks-sending.md, "Benchmark") batched commits in the
// webhook store and in the job runner; these tests pin down that batching changed no outcome.

describe("store: group commit", () => {
  it("writes queued in one turn share a transaction, and one that throws rolls back alone", async () => {
    const deps = makeDeps();
    const a = makeAccount(deps, "a").account;
    const b = makeAccount(deps, "b").account;
    const rename = (id: string, name: string, fail = false) =>
      groupCommit(deps.db, () => {
        expect(deps.db.$client.inTransaction).toBe(true);
        deps.db.update(accounts).set({ name }).where(eq(accounts.id, id)).run();
        if (fail) throw new Error("boom");
        return name;
      });
    const results = await Promise.allSettled([rename(a.id, "a2"), rename(b.id, "b2", true)]);
    expect(results[0]).toEqual({ status: "fulfilled", value: "a2" });
    expect(results[1]).toMatchObject({ status: "rejected", reason: new Error("boom") });
    const names = deps.db.select({ id: accounts.id, name: accounts.name }).from(accounts).all();
    expect(names.find((r) => r.id === a.id)!.name).toBe("a2");
    expect(names.find((r) => r.id === b.id)!.name).toBe("b");
    deps.db.$client.close();
  });

  it("uuidv7 makes valid, time-ordered UUIDs", () => {
    const ids = [uuidv7(1_000), uuidv7(2_000), uuidv7(Date.now())];
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 1000 }, () => uuidv7(5))).size).toBe(1000);
  });
});

describe("runner: batched settling keeps every outcome", () => {
  it("settles done, retry-later, failed and released jobs finishing together", async () => {
    const deps = makeDeps();
    const gaveUp: string[] = [];
    const later = Date.now() + 60_000;
    deps.jobs.register<{ kind: string }>("batch-test", {
      concurrency: 8,
      handler: async (job) => {
        if (job.payload.kind === "retry") return { retryAt: later };
        if (job.payload.kind === "throw") throw new Error("handler broke");
        return undefined;
      },
      onGiveUp: (_db, payload, reason) => void gaveUp.push(`${payload.kind}:${reason}`),
    });
    const ids = Object.fromEntries(
      ["done", "retry", "throw"].map((kind) => [kind, deps.jobs.enqueue(deps.db, "batch-test", { kind })]),
    );
    await deps.jobs.runUntilEmpty();
    const row = (id: string) => deps.db.select().from(jobs).where(eq(jobs.id, id)).get()!;
    expect(row(ids.done!)).toMatchObject({ status: "done", allocationId: null, leaseExpiresAt: null });
    expect(row(ids.retry!)).toMatchObject({ status: "pending", availableAt: later, allocationId: null });
    expect(row(ids.throw!)).toMatchObject({ status: "failed", lastError: "handler broke" });
    expect(gaveUp).toEqual(["throw:handler_error"]);
    deps.db.$client.close();
  });

  it("hands an aborted job back to the queue on stop", async () => {
    const deps = makeDeps();
    let started = false;
    deps.jobs.register("stop-test", {
      concurrency: 1,
      handler: (job) =>
        new Promise((_resolve, reject) => {
          started = true;
          job.signal.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    });
    const id = deps.jobs.enqueue(deps.db, "stop-test", {});
    deps.jobs.start();
    const deadline = Date.now() + 5_000;
    while (!started && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    await deps.jobs.stop(10);
    expect(deps.db.select().from(jobs).where(eq(jobs.id, id)).get()).toMatchObject({
      status: "pending",
      allocationId: null,
    });
    deps.db.$client.close();
  });
});
