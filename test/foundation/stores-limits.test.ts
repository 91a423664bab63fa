import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "../../src/accounts/keys";
import { ManualClock } from "../../src/clock";
import { IDEMPOTENCY_TTL_MS, pruneIdempotencyKeys } from "../../src/db/idempotency-keys";
import { all, run } from "../../src/db/store";
import type { AppDeps } from "../../src/deps";
import { pruneFinishedJobs } from "../../src/jobs/store";
import { RETENTION_QUEUE, registerRetention } from "../../src/retention";
import { createInbox, pruneInboxRequests, recordCapture } from "../../src/webhooks/inbox";
import {
  INLINE_ATTEMPTS_PER_ACCOUNT,
  releaseInlineSlot,
  takeInlineSlot,
  withInlineSlot,
} from "../../src/webhooks/inline-limit";
import { STORES, storeFixture } from "../helpers/stores";

// What must hold across instances on one database, and the retention pruning, on both databases: each instance
// here is a pool of its own on PostgreSQL (a process of its own); on SQLite the instances share one connection.

const NOW = Date.UTC(2026, 0, 5);
const DAY = 86_400_000;
const fixture = storeFixture();

/** `n` instances on one fresh database of `kind`, and an account. */
async function instances(kind: (typeof STORES)[number], n: number) {
  const clock = new ManualClock(NOW);
  const open = await fixture.database(kind);
  const all: AppDeps[] = [];
  for (let i = 0; i < n; i++) all.push(await open(clock));
  const account = await all[0]!.store.run(createAccount(clock, "limited", 0));
  return { all, clock, accountId: account.id };
}

describe.each(STORES)("limits across instances on %s", (kind) => {
  it("gives an account at most its inline slots, whichever instance asks, all at once", async () => {
    const {
      all: [a, b],
      accountId,
    } = await instances(kind, 2);
    const expires = NOW + 60_000;
    const asks = Array.from({ length: 2 * INLINE_ATTEMPTS_PER_ACCOUNT }, (_, i) =>
      (i % 2 ? a! : b!).store.run(takeInlineSlot(accountId, NOW, expires)),
    );
    const taken = (await Promise.all(asks)).filter((s) => s !== undefined);
    expect(taken.map((s) => s.slot).sort()).toEqual([0, 1, 2, 3]);
    expect(await b!.store.run(takeInlineSlot(accountId, NOW, expires))).toBeUndefined();

    // Given back on one instance, a slot is free on the other.
    await a!.store.run(releaseInlineSlot(taken[2]!));
    expect(await b!.store.run(takeInlineSlot(accountId, NOW, expires))).toMatchObject({
      slot: taken[2]!.slot,
    });
  });

  it("frees a slot whose holder died once it expires; the late holder cannot give back its successor's", async () => {
    const {
      all: [a],
      accountId,
    } = await instances(kind, 1);
    const held = [];
    for (let i = 0; i < INLINE_ATTEMPTS_PER_ACCOUNT; i++)
      held.push(await a!.store.run(takeInlineSlot(accountId, NOW, NOW + 1_000 * (i + 1))));
    expect(await a!.store.run(takeInlineSlot(accountId, NOW + 999, NOW + 5_000))).toBeUndefined();
    const successor = await a!.store.run(takeInlineSlot(accountId, NOW + 1_000, NOW + 5_000));
    expect(successor).toMatchObject({ slot: held[0]!.slot });
    expect(successor!.holder).not.toBe(held[0]!.holder);
    await a!.store.run(releaseInlineSlot(held[0]!));
    expect(await a!.store.run(takeInlineSlot(accountId, NOW + 1_000, NOW + 5_000))).toBeUndefined();
    // Another account has slots of its own.
    const other = await a!.store.run(createAccount(new ManualClock(NOW), "other", 0));
    expect(await a!.store.run(takeInlineSlot(other.id, NOW, NOW + 5_000))).toMatchObject({ slot: 0 });
  });

  it("refuses a test send or redelivery past the cap on any instance, and frees the slot when it ends", async () => {
    const {
      all: [a, b],
      accountId,
    } = await instances(kind, 2);
    let open = () => {};
    const gate = new Promise<void>((r) => (open = r));
    let started = 0;
    const send = async () => {
      started++;
      await gate;
      return "sent";
    };
    const sends = Array.from({ length: INLINE_ATTEMPTS_PER_ACCOUNT }, (_, i) =>
      withInlineSlot(i % 2 ? a! : b!, accountId, send),
    );
    await expect.poll(() => started, { timeout: 5_000, interval: 10 }).toBe(INLINE_ATTEMPTS_PER_ACCOUNT);
    expect(await withInlineSlot(a!, accountId, send)).toBe("too_many");
    expect(await withInlineSlot(b!, accountId, send)).toBe("too_many");
    expect(started).toBe(INLINE_ATTEMPTS_PER_ACCOUNT);
    open();
    expect(await Promise.all(sends)).toEqual(Array(INLINE_ATTEMPTS_PER_ACCOUNT).fill("sent"));
    expect(await b!.store.run(all((db, t) => db.select().from(t.inlineSlots)))).toEqual([]);
    expect(await withInlineSlot(b!, accountId, async () => "again")).toBe("again");
    // A send that throws gives its slot back too.
    await expect(
      withInlineSlot(a!, accountId, async () => {
        throw new Error("receiver exploded");
      }),
    ).rejects.toThrow("receiver exploded");
    expect(await a!.store.run(all((db, t) => db.select().from(t.inlineSlots)))).toEqual([]);
  });

  it("schedules one housekeeping job however many instances start at once", async () => {
    const { all: starting } = await instances(kind, 3);
    const scheduled = () =>
      starting[0]!.store.run(
        all((db, t) => db.select().from(t.jobs).where(eq(t.jobs.queue, RETENTION_QUEUE))),
      );
    for (let round = 0; round < 5; round++) {
      await Promise.all(starting.map((deps) => registerRetention(deps)));
      expect(await scheduled()).toHaveLength(1);
      await starting[0]!.store.run(
        run((db, t) => db.delete(t.jobs).where(eq(t.jobs.queue, RETENTION_QUEUE))),
      );
    }
  });
});

describe.each(STORES)("retention pruning on %s", (kind) => {
  it("deletes captured requests, finished jobs and day-old idempotency keys older than the cutoff only", async () => {
    const {
      all: [deps],
      clock,
      accountId,
    } = await instances(kind, 1);
    const store = deps!.store;
    const inbox = await store.run(createInbox(clock, accountId, {}));
    const capture = (id: string, receivedAt: number) =>
      recordCapture({
        id,
        inboxId: inbox.id,
        method: "POST",
        path: "/",
        query: null,
        headers: {},
        body: "",
        bodyEncoding: "utf8",
        bodyTruncated: false,
        responseStatus: 200,
        receivedAt,
      });
    await store.run(capture("old-req", NOW - 31 * DAY));
    await store.run(capture("new-req", NOW - 29 * DAY));
    const job = (id: string, status: "done" | "failed" | "pending", updatedAt: number) =>
      run((db, t) =>
        db
          .insert(t.jobs)
          .values({ id, queue: "q", payload: {}, status, availableAt: 0, createdAt: 0, updatedAt }),
      );
    await store.run(job("old-done", "done", NOW - 31 * DAY));
    await store.run(job("old-failed", "failed", NOW - 40 * DAY));
    await store.run(job("new-done", "done", NOW - 29 * DAY));
    await store.run(job("old-pending", "pending", NOW - 60 * DAY));
    const key = (k: string, createdAt: number) =>
      run((db, t) =>
        db.insert(t.idempotencyKeys).values({ accountId, key: k, fingerprint: randomUUID(), createdAt }),
      );
    await store.run(key("stale", NOW - IDEMPOTENCY_TTL_MS - 1));
    await store.run(key("fresh", NOW - IDEMPOTENCY_TTL_MS + 1));

    const cutoff = NOW - 30 * DAY;
    expect(await store.run(pruneInboxRequests(cutoff))).toBe(1);
    expect(await store.run(pruneFinishedJobs(cutoff))).toBe(2);
    expect(await store.run(pruneIdempotencyKeys(NOW))).toBe(1);
    const ids = async (rows: Promise<{ id: string }[]>) => (await rows).map((r) => r.id).sort();
    expect(
      await ids(store.run(all((db, t) => db.select({ id: t.inboxRequests.id }).from(t.inboxRequests)))),
    ).toEqual(["new-req"]);
    expect(await ids(store.run(all((db, t) => db.select({ id: t.jobs.id }).from(t.jobs))))).toEqual([
      "new-done",
      "old-pending",
    ]);
    const keys = await store.run(
      all((db, t) => db.select({ key: t.idempotencyKeys.key }).from(t.idempotencyKeys)),
    );
    expect(keys).toEqual([{ key: "fresh" }]);
    expect(await store.run(pruneInboxRequests(cutoff))).toBe(0);
    expect(await store.run(pruneFinishedJobs(cutoff))).toBe(0);
  });
});
