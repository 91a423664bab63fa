import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { enqueueDeliveries } from "../../src/webhooks/event";
import * as log from "../../src/webhooks/log";
import { logFixture, NOW, result, URL } from "./log-fixture";
import { sampleEvent } from "./setup";
import { KINDS, storesForSuite } from "./stores";

// The delivery log's batched writes — a producer's deliveries enqueued together, a turn's attempts started
// together and settled together (on PostgreSQL one statement each, src/webhooks/log/batch-pg.ts) — land exactly
// the rows the one-at-a-time transitions land, on both databases, guards included.

const instance = storesForSuite();

describe.each(KINDS)("the delivery log's batches on %s", (kind) => {
  it("enqueues several deliveries at once, each pending and due, in order", async () => {
    const s = await logFixture(instance, kind);
    const ids = await s.inTx(() =>
      enqueueDeliveries(s.deps, [
        { accountId: s.account.id, source: { type: "scout", id: "s1" }, url: URL, event: sampleEvent },
        {
          accountId: s.account.id,
          source: { type: "research" },
          url: `${URL}/2`,
          event: sampleEvent,
          firstDelayMs: 5,
        },
        { accountId: s.account.id, source: { type: "scout" }, url: URL, format: "slack", event: sampleEvent },
      ]),
    );
    expect(ids).toHaveLength(3);
    expect([...ids].sort()).toEqual(ids);
    expect(await s.row(ids[0]!)).toMatchObject({
      status: "pending",
      sourceType: "scout",
      sourceId: "s1",
      nextAttemptAt: NOW,
      attempts: 0,
      event: sampleEvent,
    });
    expect(await s.row(ids[1]!)).toMatchObject({
      sourceType: "research",
      url: `${URL}/2`,
      nextAttemptAt: NOW + 5,
    });
    expect(await s.row(ids[2]!)).toMatchObject({ format: "slack" });
  });

  it("starts a turn's attempts together and settles them together: succeeded, due again, failed, and one a manual attempt settled first", async () => {
    const s = await logFixture(instance, kind);
    const ids = [await s.enqueue(), await s.enqueue(), await s.enqueue(), await s.enqueue()];
    const claimed = await s.claim("A");
    expect(claimed.map((c) => c.id)).toEqual(ids);
    const attempts = ids.map((deliveryId) => ({
      attemptId: randomUUID(),
      deliveryId,
      accountId: s.account.id,
      number: 1,
      trigger: "initial" as const,
      startedAt: NOW,
      url: URL,
      headers: { "webhook-id": deliveryId },
      body: `{"n":"${deliveryId}"}`,
    }));
    await s.inTx(() => log.startAttempts(attempts));
    for (const id of ids) expect(await s.row(id)).toMatchObject({ status: "delivering", attempts: 1 });
    // The fourth was settled meanwhile by a manual attempt, which ended the claim: the claim's settle writes nothing.
    await s.inTx(() =>
      log.completeAttempt(
        { attemptId: attempts[3]!.attemptId, deliveryId: ids[3]! },
        result(200, NOW + 1),
        "succeeded",
      ),
    );
    const claim = (i: number) => ({ deliveryId: ids[i]!, allocationId: "A" });
    const at = NOW + 10;
    const moved = await s.inTx(() =>
      log.settleClaimedMany([
        { attemptId: attempts[0]!.attemptId, claim: claim(0), result: result(200, at), to: "succeeded" },
        {
          attemptId: attempts[1]!.attemptId,
          claim: claim(1),
          result: result(503, at),
          to: "retry",
          retryAt: at + 1_000,
        },
        { attemptId: attempts[2]!.attemptId, claim: claim(2), result: result(404, at), to: "failed" },
        {
          attemptId: randomUUID(),
          claim: claim(3),
          result: result(503, at),
          to: "retry",
          retryAt: at + 1_000,
        },
      ]),
    );
    expect(moved).toEqual([true, true, true, false]);
    expect(await s.row(ids[0]!)).toMatchObject({ status: "succeeded", completedAt: at, allocationId: null });
    expect(await s.row(ids[1]!)).toMatchObject({
      status: "pending",
      nextAttemptAt: at + 1_000,
      completedAt: null,
      lastStatusCode: 503,
      lastErrorClass: "http_status",
      allocationId: null,
      leaseExpiresAt: null,
    });
    expect(await s.row(ids[2]!)).toMatchObject({ status: "failed", completedAt: at, lastStatusCode: 404 });
    expect(await s.row(ids[3]!)).toMatchObject({
      status: "succeeded",
      lastStatusCode: 200,
      allocationId: null,
    });
    const [first] = await s.attempts(ids[1]!);
    expect(first).toMatchObject({
      completedAt: at,
      durationMs: 5,
      responseStatus: 503,
      responseHeaders: { "content-type": "text/plain" },
      responseBody: "answer",
      retryable: true,
      requestBody: `{"n":"${ids[1]}"}`,
      requestHeaders: { "webhook-id": ids[1] },
    });
    // Settling again changes nothing: the claims have ended, the attempts have their results.
    const again = await s.inTx(() =>
      log.settleClaimedMany([
        { attemptId: attempts[0]!.attemptId, claim: claim(0), result: result(404, at + 5), to: "failed" },
      ]),
    );
    expect(again).toEqual([false]);
    expect(await s.row(ids[0]!)).toMatchObject({ status: "succeeded", lastStatusCode: 200 });
    expect((await s.attempts(ids[0]!))[0]).toMatchObject({ responseStatus: 200 });
  });
});
