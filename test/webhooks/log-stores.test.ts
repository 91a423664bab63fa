import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createAccount } from "../../src/accounts/keys";
import * as log from "../../src/webhooks/log";
import { closeStrandedAttempts } from "../../src/webhooks/stranded";
import { logFixture, NOW, result, URL } from "./log-fixture";
import { sampleEvent } from "./setup";
import { KINDS, storesForSuite } from "./stores";

// The delivery log's transitions and reads, each case on SQLite and on PostgreSQL (the statements of
// src/webhooks/log/statements.ts on both; on PostgreSQL also the batched statements of src/webhooks/log/batch-pg.ts
// and the claim's FOR UPDATE SKIP LOCKED): both must land the same rows and answer the same.

const instance = storesForSuite();

describe.each(KINDS)("the delivery log on %s", (kind) => {
  const setup = (opts?: Parameters<typeof logFixture>[2]) => logFixture(instance, kind, opts);

  it("enqueues, claims once, starts an attempt and succeeds, as the log's rows say", async () => {
    const s = await setup();
    const id = await s.enqueue();
    expect(await s.row(id)).toMatchObject({
      status: "pending",
      nextAttemptAt: NOW,
      attempts: 0,
      event: sampleEvent,
    });
    const [claimed, ...more] = await s.claim("A");
    expect(more).toEqual([]);
    const { signing, ...row } = claimed!;
    // PostgreSQL's claim reads the account's signing secrets with the row; SQLite's turn reads them apart.
    if (kind === "PostgreSQL")
      expect(signing).toEqual({ webhookSecret: s.account.webhookSecret, retiredWebhookSecrets: [] });
    else expect(signing).toBeUndefined();
    expect(row).toEqual({
      id,
      accountId: s.account.id,
      url: URL,
      format: "scout",
      event: JSON.stringify(sampleEvent),
      requestId: null,
      attempts: 0,
      manualAttempts: 0,
      lostCount: 0,
      destinationId: null,
      createdAt: NOW,
      slotAt: null,
    });
    // Held: a second claim gets nothing.
    expect(await s.claim("B")).toEqual([]);
    expect(await s.store.run(log.loadTarget(id))).toMatchObject({
      status: "delivering",
      lastNumber: 0,
      event: JSON.stringify(sampleEvent),
      webhookSecret: s.account.webhookSecret,
      retiredWebhookSecrets: [],
    });
    // Bytes that are not UTF-8 are kept in base64.
    const attemptId = await s.start(id, 1, "initial", Buffer.from([0xff, 0x00, 0x41]));
    // Counted by its claim; the due time it was claimed at stays until the attempt settles.
    expect(await s.row(id)).toMatchObject({ status: "delivering", attempts: 1, nextAttemptAt: NOW });
    expect(await s.store.run(log.attemptInFlight({ id, status: "pending" }))).toBe(true);
    s.clock.advance(7);
    const claim = { deliveryId: id, allocationId: "A" };
    expect(await s.inTx(() => log.succeedClaimed(attemptId, claim, result(200, s.clock.now())))).toBe(true);
    expect(await s.row(id)).toMatchObject({
      status: "succeeded",
      completedAt: NOW + 7,
      lastStatusCode: 200,
      lastError: null,
      allocationId: null,
      leaseExpiresAt: null,
    });
    expect(await s.attempts(id)).toMatchObject([
      {
        number: 1,
        trigger: "initial",
        requestBody: Buffer.from([0xff, 0x00, 0x41]).toString("base64"),
        requestBodyEncoding: "base64",
        requestHeaders: { "webhook-id": id },
        responseStatus: 200,
        responseHeaders: { "content-type": "text/plain" },
        retryable: false,
        completedAt: NOW + 7,
      },
    ]);
    expect(await s.store.run(log.attemptInFlight({ id, status: "succeeded" }))).toBe(false);
    expect(await s.store.run(log.loadTarget(id))).toMatchObject({ status: "succeeded", lastNumber: 1 });
    expect(await s.store.run(log.unfinishedDeliveries())).toEqual({ pending: 0, delivering: 0 });
  });

  it("waits a retryable failure out until its retry is due, then fails on a final failure", async () => {
    const s = await setup();
    const id = await s.enqueue();
    await s.claim("A");
    const first = await s.start(id, 1, "initial");
    const claimA = { deliveryId: id, allocationId: "A" };
    expect(await s.inTx(() => log.scheduleRetry(first, claimA, result(503, NOW), NOW + 1_000))).toBe(true);
    expect(await s.row(id)).toMatchObject({
      status: "pending",
      nextAttemptAt: NOW + 1_000,
      lastStatusCode: 503,
      lastErrorClass: "http_status",
      allocationId: null,
    });
    expect(await s.store.run(log.unfinishedDeliveries())).toEqual({ pending: 1, delivering: 0 });
    expect(await s.claim("early")).toEqual([]);
    s.clock.advance(1_000);
    expect((await s.claim("B")).map((d) => [d.id, d.attempts])).toEqual([[id, 1]]);
    const second = await s.start(id, 2, "retry");
    const claimB = { deliveryId: id, allocationId: "B" };
    expect(await s.inTx(() => log.failClaimedAttempt(second, claimB, result(404, s.clock.now())))).toBe(true);
    expect(await s.row(id)).toMatchObject({
      status: "failed",
      attempts: 2,
      lastStatusCode: 404,
      completedAt: NOW + 1_000,
    });
    expect((await s.attempts(id)).map((a) => [a.trigger, a.responseStatus, a.retryable])).toEqual([
      ["initial", 503, true],
      ["retry", 404, false],
    ]);
  });

  it("claims oldest due first; only the claim that holds a delivery renews, hands back or fails it", async () => {
    const s = await setup();
    const first = await s.enqueue();
    s.clock.advance(1);
    const second = await s.enqueue();
    expect((await s.claim("A", 1)).map((d) => d.id)).toEqual([first]);
    expect((await s.claim("B", 5)).map((d) => d.id)).toEqual([second]);
    const stale = { deliveryId: first, allocationId: "B" };
    const held = { deliveryId: first, allocationId: "A" };
    const before = await s.row(first);
    await s.inTx(() => log.renewClaim(stale, NOW + 99_000));
    await s.inTx(() => log.releaseClaim(stale, NOW));
    await s.inTx(() => log.unclaim(stale));
    expect(await s.inTx(() => log.failClaim(stale, NOW, "no"))).toBe(false);
    expect(await s.row(first)).toEqual(before);
    await s.inTx(() => log.renewClaim(held, NOW + 30_000));
    expect(await s.row(first)).toMatchObject({ allocationId: "A", leaseExpiresAt: NOW + 30_000 });
    // Handed back in its turn: due when it was, so it keeps its place.
    await s.inTx(() => log.unclaim(held));
    expect(await s.row(first)).toMatchObject({ status: "pending", nextAttemptAt: NOW, allocationId: null });
    expect((await s.claim("C")).map((d) => d.id)).toEqual([first]);
    // Once its attempt started, a claim can no longer be undone, only released or settled.
    await s.start(first, 1, "initial");
    await s.inTx(() => log.unclaim({ deliveryId: first, allocationId: "C" }));
    expect(await s.row(first)).toMatchObject({ status: "delivering", allocationId: "C" });
    await s.inTx(() => log.releaseClaim({ deliveryId: first, allocationId: "C" }, NOW + 5_000));
    expect(await s.row(first)).toMatchObject({
      status: "pending",
      nextAttemptAt: NOW + 5_000,
      allocationId: null,
    });
    expect(await s.inTx(() => log.failClaim({ deliveryId: second, allocationId: "B" }, NOW, "gave up"))).toBe(
      true,
    );
    expect(await s.row(second)).toMatchObject({ status: "failed", lastError: "gave up", completedAt: NOW });
  });

  it("hands an expired claim back with its attempt interrupted, and gives it up at maxAttempts", async () => {
    const s = await setup({ maxAttempts: 2 });
    const id = await s.enqueue();
    const claimAs = (allocationId: string) =>
      s.inTx(() => s.queue.claim(allocationId, s.clock.now() + 1_000, s.clock.now(), 5));
    await claimAs("dead-1");
    await s.start(id, 1, "initial");
    expect(await s.store.run(s.queue.expired(s.clock.now()))).toEqual([]);
    s.clock.advance(1_001);
    const [e] = await s.store.run(s.queue.expired(s.clock.now()));
    expect(e).toMatchObject({ id, allocationId: "dead-1", lostCount: 0, payload: { attempts: 1 } });
    expect(await s.inTx(() => s.queue.requeue(e!, 1, false, s.clock.now()))).toBe(true);
    // Taken back already: a second hand-back of the same claim changes nothing.
    expect(await s.inTx(() => s.queue.requeue(e!, 2, false, s.clock.now()))).toBe(false);
    expect(await s.row(id)).toMatchObject({
      status: "pending",
      lostCount: 1,
      nextAttemptAt: NOW + 1_001,
      lastErrorClass: "interrupted",
      lastStatusCode: null,
    });
    expect((await s.attempts(id))[0]).toMatchObject({
      errorClass: "interrupted",
      retryable: true,
      durationMs: null,
    });

    await claimAs("dead-2");
    await s.start(id, 2, "retry");
    s.clock.advance(1_001);
    const [again] = await s.store.run(s.queue.expired(s.clock.now()));
    expect(again).toMatchObject({ allocationId: "dead-2", lostCount: 1, payload: { attempts: 2 } });
    expect(await s.inTx(() => s.queue.requeue(again!, 2, false, s.clock.now()))).toBe(true);
    expect(await s.row(id)).toMatchObject({
      status: "failed",
      lastError: "Interrupted: the process stopped mid-attempt",
      allocationId: null,
    });
    expect((await s.attempts(id)).map((a) => a.errorClass)).toEqual(["interrupted", "interrupted"]);
  });

  it("interrupts open attempts of the triggers named, and fails the test deliveries left unfinished", async () => {
    const s = await setup();
    const automatic = await s.enqueue();
    await s.claim("A");
    await s.start(automatic, 1, "initial");
    const test = randomUUID();
    const base = { accountId: s.account.id, sourceId: null, url: URL, format: "scout" as const };
    await s.inTx(() => log.enqueueTest({ ...base, id: test, event: "{}", createdAt: NOW }));
    expect(await s.claim("never")).toEqual([]);
    await s.start(test, 1, "test");
    s.clock.advance(10);
    const manual = await s.enqueue();
    await s.start(manual, 1, "manual");
    // Only what started before the cutoff.
    await s.inTx(() => closeStrandedAttempts(s.clock.now(), { startedBefore: NOW + 5 }));
    expect((await s.attempts(manual))[0]).toMatchObject({ completedAt: null });
    expect(await s.row(test)).toMatchObject({
      status: "failed",
      lastError: "Interrupted before the test attempt finished",
    });
    await s.inTx(() => closeStrandedAttempts(s.clock.now()));
    expect((await s.attempts(manual))[0]).toMatchObject({ errorClass: "interrupted", completedAt: NOW + 10 });
    expect((await s.attempts(automatic))[0]).toMatchObject({ completedAt: null });
    expect(await s.inTx(() => log.interrupt(s.clock.now(), { triggers: ["initial", "retry"] }))).toBe(1);
    expect(await s.inTx(() => log.interrupt(s.clock.now(), { triggers: ["initial", "retry"] }))).toBe(0);
    expect(await s.row(automatic)).toMatchObject({
      status: "delivering",
      attempts: 1,
      lastErrorClass: "interrupted",
    });
  });

  it("reads a turn's accounts' signing secrets at once, each account once, one that is gone absent", async () => {
    const s = await setup();
    const other = await s.store.run(createAccount(s.clock, `other-${randomUUID()}`, 0));
    const ids = [s.account.id, other.id, s.account.id, "no-such-account"];
    const read = await s.store.run(log.accountsSecrets(ids));
    expect([...read.keys()].sort()).toEqual([s.account.id, other.id].sort());
    expect(read.get(other.id)).toEqual({ webhookSecret: other.webhookSecret, retiredWebhookSecrets: [] });
    expect(await s.store.run(log.accountsSecrets([]))).toEqual(new Map());
  });

  it("prunes finished deliveries completed before the cutoff, with their attempts, and nothing else", async () => {
    const s = await setup();
    const old = await s.enqueue();
    const waiting = await s.enqueue();
    await s.claim("A", 1);
    const a = await s.start(old, 1, "initial");
    await s.inTx(() => log.succeedClaimed(a, { deliveryId: old, allocationId: "A" }, result(200, NOW + 1)));
    s.clock.advance(10_000);
    const recent = await s.enqueue();
    await s.claim("B", 5);
    const r = await s.start(recent, 1, "initial");
    await s.inTx(() =>
      log.succeedClaimed(r, { deliveryId: recent, allocationId: "B" }, result(200, NOW + 10_001)),
    );
    expect(await s.store.run(log.prune(NOW + 5_000))).toBe(1);
    expect(await s.store.run(log.loadTarget(old))).toBeUndefined();
    expect(await s.attempts(old)).toEqual([]);
    expect((await s.row(waiting)).status).toBe("delivering");
    expect((await s.row(recent)).status).toBe("succeeded");
  });

  it("claims within a receiver's cap, passing over a full receiver's backlog", async () => {
    const s = await setup({ caps: { receiver: 2 } });
    const a = [0, 1, 2].map(() => "http://127.0.0.1:9/a");
    const ids: string[] = [];
    for (const url of [...a, "http://127.0.0.1:9/b"]) {
      ids.push(await s.enqueue(url));
      s.clock.advance(1);
    }
    const claimAs = (allocationId: string) =>
      s.inTx(() => s.queue.claim(allocationId, s.clock.now() + 15_000, s.clock.now(), 10));
    expect((await claimAs("c1")).map((e) => e.id)).toEqual([ids[0], ids[1], ids[3]]);
    expect(await s.row(ids[2]!)).toMatchObject({
      status: "pending",
      nextAttemptAt: NOW + 2,
      allocationId: null,
    });
    expect(await claimAs("c2")).toEqual([]);
    await s.inTx(() => log.failClaim({ deliveryId: ids[0]!, allocationId: "c1" }, s.clock.now()));
    expect((await claimAs("c3")).map((e) => e.id)).toEqual([ids[2]]);
  });
});
