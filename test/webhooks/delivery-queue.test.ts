import { randomUUID } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { deliveries, deliveryAttempts } from "../../src/db/schema";
import { runNow, type Work } from "../../src/db/store";
import {
  type ClaimedDelivery,
  type DeliveryCaps,
  deliveryQueueStore,
} from "../../src/webhooks/delivery-queue";
import * as log from "../../src/webhooks/log";
import { unfinishedDeliveries } from "../../src/webhooks/log";
import { makeAccount } from "../helpers/deps";
import { pipeline } from "./setup";

// The webhook queue store on its own: the job runner's contract (src/jobs/types.ts QueueStore) on delivery rows.
// A closed port: nothing here is sent, the store is driven by hand.
const URL = "http://127.0.0.1:9/hook";
const open: ReturnType<typeof pipeline>[] = [];
afterEach(async () => {
  for (const p of open.splice(0)) await p.close();
});

function setup(maxAttempts = 3, caps?: DeliveryCaps) {
  const p = pipeline();
  open.push(p);
  const queue = deliveryQueueStore({ maxAttempts, caps });
  // Driven by hand, one call at a time, each run at once on the test's database.
  const now =
    <A extends unknown[], R>(f: (...a: A) => Work<R>) =>
    (...a: A) =>
      runNow(p.deps.db, f(...a));
  const store = {
    claim: now(queue.claim),
    settle: now(queue.settle),
    renew: now(queue.renew),
    expired: now(queue.expired),
    requeue: now(queue.requeue),
  };
  /** Give a claimed delivery an open automatic attempt, as a claim's `begin` does. */
  const openAttempt = (id: string, number = 1) =>
    runNow(
      p.deps.db,
      log.startAttempt({
        attemptId: randomUUID(),
        deliveryId: id,
        accountId: p.account.id,
        number,
        trigger: number === 1 ? "initial" : "retry",
        startedAt: Date.now(),
        url: URL,
        headers: {},
        body: "{}",
      }),
    );
  /** The deliveries whose attempt was closed as interrupted. */
  const lost = () =>
    p.deps.db
      .select({ id: deliveryAttempts.deliveryId })
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.errorClass, "interrupted"))
      .all()
      .map((a) => a.id)
      .sort();
  const row = (id: string) => p.deps.db.select().from(deliveries).where(eq(deliveries.id, id)).get()!;
  const set = (id: string, values: Partial<typeof deliveries.$inferInsert>) =>
    p.deps.db.update(deliveries).set(values).where(eq(deliveries.id, id)).run();
  return { p, store, lost, openAttempt, row, set };
}

describe("delivery queue store", () => {
  it("claims due pending deliveries once, oldest first, and leaves future and test ones alone", () => {
    const { p, store, set } = setup();
    const now = Date.now();
    const a = p.enqueue(URL);
    const b = p.enqueue(URL);
    const later = p.enqueue(URL);
    set(a, { nextAttemptAt: now - 2_000 });
    set(b, { nextAttemptAt: now - 1_000 });
    set(later, { nextAttemptAt: now + 60_000 });
    const test = p.enqueue(URL);
    set(test, { sourceType: "test", nextAttemptAt: null });

    const first = store.claim("alloc-1", now + 15_000, now, 1);
    expect(first.map((c) => c.id)).toEqual([a]);
    const rest = store.claim("alloc-2", now + 15_000, now, 10);
    expect(rest.map((c) => c.id)).toEqual([b]);
    expect(store.claim("alloc-3", now + 15_000, now, 10)).toEqual([]);
    // What an attempt needs comes with the claim.
    expect(first[0]!.payload).toMatchObject<Partial<ClaimedDelivery>>({
      id: a,
      accountId: p.account.id,
      url: URL,
      format: "scout",
      attempts: 0,
      manualAttempts: 0,
    });
    expect(JSON.parse(first[0]!.payload.event)).toMatchObject({ scout: { display_name: "Acme pricing" } });
    expect(runNow(p.deps.db, unfinishedDeliveries()).pending).toBe(2);
  });

  it.each([
    ["a small backlog (walked past along the due index)", 30],
    ["a large backlog (the receivers visited one by one)", 250],
  ])(
    "claims past full receivers with %s: the oldest due of the others, in order, each within its cap",
    (_, backlog) => {
      const { p, store, row, set } = setup(3, { receiver: 2 });
      const now = Date.now();
      const full = ["http://127.0.0.1:9/full-a", "http://127.0.0.1:9/full-b"];
      const open = ["http://127.0.0.1:9/x", "http://127.0.0.1:9/y", "http://127.0.0.1:9/z"];
      const enqueueAt = (url: string, due: number) => {
        const id = p.enqueue(url);
        set(id, { nextAttemptAt: due });
        return id;
      };
      // Each full receiver has two deliveries in flight, held by another process: its cap.
      for (const url of full)
        for (let i = 0; i < 2; i++)
          set(p.enqueue(url), { status: "delivering", allocationId: "other", leaseExpiresAt: now + 15_000 });
      // The full receivers' waiting rows are all due before the others'.
      for (let i = 0; i < backlog; i++) enqueueAt(full[i % 2]!, now - 100_000 + i);
      // The others': due times interleaved across receivers, enqueued out of due order; one not due yet; x has
      // three due, one more than its cap.
      const wanted = [
        enqueueAt(open[2]!, now - 500),
        enqueueAt(open[0]!, now - 900),
        enqueueAt(open[1]!, now - 700),
        enqueueAt(open[0]!, now - 600),
        enqueueAt(open[1]!, now - 400),
      ];
      const third = enqueueAt(open[0]!, now - 550);
      enqueueAt(open[2]!, now + 60_000);
      const claimed = store.claim("c", now + 15_000, now, 5).map((e) => e.id);
      expect(claimed).toEqual([wanted[1], wanted[2], wanted[3], wanted[0], wanted[4]]);
      // x's third went back exactly as it was: pending, due when it was, held by no one.
      expect(row(third)).toMatchObject({ status: "pending", nextAttemptAt: now - 550, allocationId: null });
      // Once one of x's settles, the next claim takes it.
      set(wanted[1]!, { status: "succeeded", allocationId: null, leaseExpiresAt: null });
      expect(store.claim("d", now + 15_000, now, 5).map((e) => e.id)).toEqual([third]);
    },
  );

  it("keeps an account within its cap across its receivers, passing over its backlog", () => {
    const { p, store, set } = setup(3, { account: 2 });
    const now = Date.now();
    const other = makeAccount(p.deps, "other").account.id;
    const mine = [0, 1, 2].map((i) => p.enqueue(`http://127.0.0.1:9/r${i}`));
    for (const [i, id] of mine.entries()) set(id, { nextAttemptAt: now - 1_000 + i });
    const theirs = p.enqueue("http://127.0.0.1:9/theirs");
    set(theirs, { accountId: other, nextAttemptAt: now });
    expect(store.claim("c", now + 15_000, now, 10).map((e) => e.id)).toEqual([mine[0], mine[1], theirs]);
    expect(store.claim("d", now + 15_000, now, 10)).toEqual([]);
  });

  it("lets only the claim that holds a delivery renew or settle it", () => {
    const { p, store, row } = setup();
    const id = p.enqueue(URL);
    const now = Date.now();
    store.claim("holder", now + 15_000, now, 1);
    store.renew(id, "stale", now + 99_000, now);
    store.settle(id, "stale", "release", now);
    expect(row(id)).toMatchObject({
      status: "delivering",
      allocationId: "holder",
      leaseExpiresAt: now + 15_000,
    });
    store.renew(id, "holder", now + 30_000, now);
    expect(row(id).leaseExpiresAt).toBe(now + 30_000);
  });

  it("hands a released delivery back due now, fails one that ended with an error and closes its attempt", () => {
    const { p, store, row, lost, openAttempt } = setup();
    const [released, broken] = [0, 1].map(() => p.enqueue(URL));
    const now = Date.now();
    store.claim("c", now + 15_000, now, 10);
    openAttempt(broken!);
    store.settle(released!, "c", "release", now);
    store.settle(broken!, "c", "failed", now, "boom");
    expect(row(released!)).toMatchObject({ status: "pending", nextAttemptAt: now, allocationId: null });
    // Its open attempt, closed as interrupted in the same transaction, is the delivery's last result.
    expect(row(broken!)).toMatchObject({
      status: "failed",
      completedAt: now,
      lastError: log.INTERRUPTED_MESSAGE,
      lastErrorClass: "interrupted",
      leaseExpiresAt: null,
    });
    // Only the failed one's open attempt is closed.
    expect(lost()).toEqual([broken]);
  });

  it("leaves a claim its settle writes did not end to its lease, and recovery takes it back", () => {
    const { p, store, row } = setup();
    const id = p.enqueue(URL);
    const now = Date.now();
    store.claim("c", now + 15_000, now, 1);
    store.settle(id, "c", "done", now);
    store.settle(id, "c", { retryAt: now + 5_000 }, now);
    expect(row(id)).toMatchObject({ status: "delivering", allocationId: "c" });
    expect(store.expired(now + 14_000)).toEqual([]);
    const [e] = store.expired(now + 16_000);
    expect(store.requeue(e!, 1, false, now + 16_000)).toBe(true);
    expect(row(id)).toMatchObject({ status: "pending", nextAttemptAt: now + 16_000, lostCount: 1 });
  });

  it("does not move a delivery its own settle already moved", () => {
    const { p, store, row, set } = setup();
    const id = p.enqueue(URL);
    const now = Date.now();
    store.claim("c", now + 15_000, now, 1);
    // The dispatcher's settle writes end the claim together with the outcome.
    set(id, { status: "succeeded", completedAt: now, allocationId: null, leaseExpiresAt: null });
    store.settle(id, "c", "done", now);
    expect(row(id)).toMatchObject({ status: "succeeded", lastError: null });
  });

  it("recovers an expired claim: requeued while attempts remain, failed at the cap, counted as lost", () => {
    const { p, store, lost, openAttempt, row, set } = setup(3);
    const again = p.enqueue(URL);
    const capped = p.enqueue(URL);
    const alive = p.enqueue(URL);
    const now = Date.now();
    store.claim("dead", now - 1, now, 2);
    store.claim("live", now + 15_000, now, 1);
    // `capped` is on its third attempt: two made before, closed as a 503 would leave them.
    openAttempt(again);
    for (const number of [1, 2, 3]) openAttempt(capped, number);
    p.deps.db
      .update(deliveryAttempts)
      .set({ completedAt: now - 10, responseStatus: 503 })
      .where(and(eq(deliveryAttempts.deliveryId, capped), lt(deliveryAttempts.number, 3)))
      .run();
    set(again, { attempts: 1 });
    set(capped, { attempts: 3 });

    const expired = store.expired(now);
    expect(expired.map((e) => e.id).sort()).toEqual([again, capped].sort());
    expect(expired.every((e) => e.allocationId === "dead")).toBe(true);
    for (const e of expired) expect(store.requeue(e, e.lostCount + 1, false, now)).toBe(true);
    expect(lost()).toEqual([again, capped].sort());
    expect(row(again)).toMatchObject({
      status: "pending",
      nextAttemptAt: now,
      lostCount: 1,
      allocationId: null,
    });
    expect(row(capped)).toMatchObject({
      status: "failed",
      lastError: "Interrupted: the process stopped mid-attempt",
      allocationId: null,
    });
    expect(row(alive)).toMatchObject({ status: "delivering", allocationId: "live" });
    // A requeue by a stale view of the claim changes nothing.
    expect(store.requeue({ ...expired[0]!, allocationId: "someone-else" }, 5, false, now)).toBe(false);
  });

  it("gives a delivery up when the runner says so, whatever attempts remain", () => {
    const { p, store, row } = setup(3);
    const id = p.enqueue(URL);
    const now = Date.now();
    store.claim("dead", now - 1, now, 1);
    const [e] = store.expired(now);
    expect(store.requeue(e!, 1_001, true, now)).toBe(true);
    expect(row(id)).toMatchObject({ status: "failed", attempts: 0 });
  });
});

describe("delivery queue store under the dispatcher", () => {
  it("numbers an automatic attempt after the manual ones and counts it on the delivery", async () => {
    const { p } = setup();
    const id = p.enqueue(URL);
    // A manual redelivery made while the delivery waited (counted in manual_attempts, numbered 1).
    p.deps.db.transaction((tx) => {
      tx.insert(deliveryAttempts)
        .values({
          id: randomUUID(),
          deliveryId: id,
          accountId: p.account.id,
          number: 1,
          trigger: "manual",
          startedAt: Date.now(),
          completedAt: Date.now(),
          requestUrl: URL,
          requestHeaders: {},
          requestBody: "{}",
          errorClass: "network",
          retryable: true,
        })
        .run();
      tx.update(deliveries).set({ manualAttempts: 1 }).where(eq(deliveries.id, id)).run();
    });
    const d = await p.settle(id);
    expect(d).toMatchObject({ status: "failed", attempts: 3, manualAttempts: 1 });
    expect(p.attempts(id).map((a) => [a.number, a.trigger])).toEqual([
      [1, "manual"],
      [2, "initial"],
      [3, "retry"],
      [4, "retry"],
    ]);
  });
});
