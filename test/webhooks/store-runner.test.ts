import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uuidv7 } from "../../src/db/ids";
import { accounts, deliveries, jobs } from "../../src/db/schema";
import { run } from "../../src/db/store";
import { groupCommit } from "../../src/db/tx";
import { enqueueDeliveryNow } from "../../src/webhooks/event";
import { capStorage, makeAccount, makeDeps } from "../helpers/deps";
import { pipeline, sampleEvent } from "./setup";

// The throughput work on the send path (docs/performance.md, "Webhook pipeline in detail") batched commits in the
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

  it("a write the full disk refuses fails its whole batch: nothing in it commits, and nothing after it runs alone", async () => {
    const deps = makeDeps();
    const a = makeAccount(deps, "a").account;
    const b = makeAccount(deps, "b").account;
    deps.db.$client.exec("create table filler (x text)");
    capStorage(deps.db);
    const ran: string[] = [];
    const write = (what: string, fn: () => void) =>
      groupCommit(deps.db, () => {
        ran.push(what);
        fn();
      });
    const results = await Promise.allSettled([
      write("rename a", () =>
        deps.db.update(accounts).set({ name: "a2" }).where(eq(accounts.id, a.id)).run(),
      ),
      write("fill", () =>
        deps.db.$client.prepare("insert into filler (x) values (?)").run("x".repeat(100_000)),
      ),
      write("rename b", () =>
        deps.db.update(accounts).set({ name: "b2" }).where(eq(accounts.id, b.id)).run(),
      ),
    ]);
    // SQLite ended the transaction at the full write: the rename before it is gone, the one after must not run.
    expect(ran).toEqual(["rename a", "fill"]);
    for (const r of results) expect(r).toMatchObject({ status: "rejected", reason: { code: "SQLITE_FULL" } });
    const names = deps.db
      .select({ name: accounts.name })
      .from(accounts)
      .all()
      .map((r) => r.name);
    expect(names.sort()).toEqual(["a", "b"]);
    expect(deps.db.$client.inTransaction).toBe(false);
    deps.db.$client.close();
  });

  it("uuidv7 makes valid, time-ordered UUIDs", () => {
    const ids = [uuidv7(1_000), uuidv7(2_000), uuidv7(Date.now())];
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 1000 }, () => uuidv7(5))).size).toBe(1000);
  });

  it("uuidv7 ids made in one millisecond sort in the order they were made, past the 12-bit sequence", () => {
    const ids = Array.from({ length: 5000 }, () => uuidv7(7_000));
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const later = uuidv7(9_000);
    expect(later > ids.at(-1)!).toBe(true);
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
      onGiveUp: (payload, reason) => void gaveUp.push(`${payload.kind}:${reason}`),
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
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    deps.jobs.register("stop-test", {
      concurrency: 1,
      handler: (job) =>
        new Promise((_resolve, reject) => {
          started();
          job.signal.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    });
    const id = deps.jobs.enqueue(deps.db, "stop-test", {});
    deps.jobs.start();
    await running;
    await deps.jobs.stop(10);
    expect(deps.db.select().from(jobs).where(eq(jobs.id, id)).get()).toMatchObject({
      status: "pending",
      allocationId: null,
    });
    deps.db.$client.close();
  });
});

describe("runner: begin and settle run in the runner's own transactions", () => {
  it("commits begin's writes with the claim before the handler runs; a begin that throws leaves nothing", async () => {
    const deps = makeDeps();
    const a = makeAccount(deps, "a").account;
    const b = makeAccount(deps, "b").account;
    const handled: string[] = [];
    const gaveUp: string[] = [];
    deps.jobs.register<{ account: string; name: string; fail?: boolean }, string>("begin-test", {
      concurrency: 4,
      begin: function* (job) {
        yield* run((db, t) =>
          db.update(t.accounts).set({ name: job.payload.name }).where(eq(t.accounts.id, job.payload.account)),
        );
        if (job.payload.fail) throw new Error("begin broke");
        return job.payload.name;
      },
      handler: async (_job, started) => {
        // Outside any transaction: what begin wrote is committed.
        expect(deps.db.$client.inTransaction).toBe(false);
        handled.push(started);
      },
      onGiveUp: (payload, reason, err) =>
        void gaveUp.push(`${payload.name}:${reason}:${(err as Error).message}`),
    });
    const ok = deps.jobs.enqueue(deps.db, "begin-test", { account: a.id, name: "a2" });
    const bad = deps.jobs.enqueue(deps.db, "begin-test", { account: b.id, name: "b2", fail: true });
    await deps.jobs.runUntilEmpty();
    const name = (id: string) => deps.db.select().from(accounts).where(eq(accounts.id, id)).get()!.name;
    const job = (id: string) => deps.db.select().from(jobs).where(eq(jobs.id, id)).get()!;
    expect(handled).toEqual(["a2"]);
    expect([name(a.id), name(b.id)]).toEqual(["a2", "b"]);
    expect(job(ok)).toMatchObject({ status: "done", allocationId: null });
    expect(job(bad)).toMatchObject({ status: "failed", lastError: "begin broke", allocationId: null });
    expect(gaveUp).toEqual(["b2:handler_error:begin broke"]);
    deps.db.$client.close();
  });

  it("commits settle's writes with the job's new state; a settle that throws rolls back and fails the job", async () => {
    const deps = makeDeps();
    const acct = Object.fromEntries(
      ["done", "retry", "throw"].map((k) => [k, makeAccount(deps, k).account.id]),
    );
    const later = Date.now() + 60_000;
    const gaveUp: string[] = [];
    deps.jobs.register<{ kind: string }>("settle-test", {
      concurrency: 4,
      handler: async (job) => ({
        settle: function* () {
          const { kind } = job.payload;
          yield* run((db, t) =>
            db
              .update(t.accounts)
              .set({ name: `settled-${kind}` })
              .where(eq(t.accounts.id, acct[kind]!)),
          );
          if (kind === "throw") throw new Error("settle broke");
          return kind === "retry" ? { retryAt: later } : undefined;
        },
      }),
      onGiveUp: (payload, reason) => void gaveUp.push(`${payload.kind}:${reason}`),
    });
    const ids = Object.fromEntries(
      ["done", "retry", "throw"].map((kind) => [kind, deps.jobs.enqueue(deps.db, "settle-test", { kind })]),
    );
    await deps.jobs.runUntilEmpty();
    const name = (kind: string) =>
      deps.db.select().from(accounts).where(eq(accounts.id, acct[kind]!)).get()!.name;
    const job = (kind: string) => deps.db.select().from(jobs).where(eq(jobs.id, ids[kind]!)).get()!;
    expect(job("done")).toMatchObject({ status: "done", allocationId: null });
    expect(name("done")).toBe("settled-done");
    expect(job("retry")).toMatchObject({ status: "pending", availableAt: later, allocationId: null });
    expect(name("retry")).toBe("settled-retry");
    expect(job("throw")).toMatchObject({ status: "failed", lastError: "settle broke" });
    expect(name("throw")).toBe("throw");
    expect(gaveUp).toEqual(["throw:handler_error"]);
    deps.db.$client.close();
  });

  it("runs an aborted job's settle writes and hands the job back to the queue", async () => {
    const deps = makeDeps();
    const a = makeAccount(deps, "a").account;
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    deps.jobs.register("abort-settle-test", {
      concurrency: 1,
      handler: (job) =>
        new Promise((resolve) => {
          started();
          job.signal.addEventListener("abort", () =>
            resolve({
              settle: function* () {
                yield* run((db, t) =>
                  db.update(t.accounts).set({ name: "recorded" }).where(eq(t.accounts.id, a.id)),
                );
                return undefined;
              },
            }),
          );
        }),
    });
    const id = deps.jobs.enqueue(deps.db, "abort-settle-test", {});
    deps.jobs.start();
    await running;
    await deps.jobs.stop(10);
    expect(deps.db.select().from(jobs).where(eq(jobs.id, id)).get()).toMatchObject({
      status: "pending",
      allocationId: null,
      lostCount: 0,
    });
    expect(deps.db.select().from(accounts).where(eq(accounts.id, a.id)).get()!.name).toBe("recorded");
    deps.db.$client.close();
  });
});

describe("webhook send path: what is committed when", () => {
  it("writes a delivery only when the producer's transaction commits", async () => {
    const p = pipeline();
    expect(() =>
      p.deps.db.transaction((tx) => {
        enqueueDeliveryNow(tx, p.deps, {
          accountId: p.account.id,
          source: { type: "scout" },
          url: "http://127.0.0.1:9/hook",
          event: sampleEvent,
        });
        throw new Error("the producer failed");
      }),
    ).toThrow("the producer failed");
    expect(p.deps.db.select({ n: count() }).from(deliveries).get()!.n).toBe(0);
    // The delivery row is the dispatcher's queue entry: no job row either way.
    expect(p.deps.db.select({ n: count() }).from(jobs).get()!.n).toBe(0);
    await p.close();
  });

  it("commits the claim and the attempt row before the request goes out, and the outcome with the claim's end", async () => {
    const dir = mkdtempSync(join(tmpdir(), "scoutpost-commit-order-"));
    const dbPath = join(dir, "c.db");
    const p = pipeline({ dbPath });
    // A second connection sees only what is committed.
    const observer = new Database(dbPath);
    const seen: unknown[] = [];
    const server = createServer((req, res) => {
      const id = String(req.headers["webhook-id"]);
      seen.push({
        attempt: observer
          .prepare("select number, completed_at as completedAt from webhook_attempts where delivery_id = ?")
          .get(id),
        delivery: observer
          .prepare(
            "select status, attempts, allocation_id is not null as claimed, lease_expires_at > ? as leased from webhook_deliveries where id = ?",
          )
          .get(Date.now(), id),
      });
      req.resume();
      req.on("end", () => res.end("ok"));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    try {
      const id = p.enqueue(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`);
      expect(await p.settle(id)).toMatchObject({ status: "succeeded", attempts: 1 });
      expect(seen).toEqual([
        {
          attempt: { number: 1, completedAt: null },
          delivery: { status: "delivering", attempts: 1, claimed: 1, leased: 1 },
        },
      ]);
      const after = observer
        .prepare(
          `select a.completed_at is not null as completed, a.response_status as status, d.status as delivery,
             d.allocation_id as allocation, d.lease_expires_at as lease
           from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id where a.delivery_id = ?`,
        )
        .get(id);
      expect(after).toEqual({
        completed: 1,
        status: 200,
        delivery: "succeeded",
        allocation: null,
        lease: null,
      });
    } finally {
      observer.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await p.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
