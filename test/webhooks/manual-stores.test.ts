import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as log from "../../src/webhooks/log";
import { performAttempt } from "../../src/webhooks/perform";
import { sendTestDelivery } from "../../src/webhooks/test-delivery";
import { logFixture, NOW, result } from "./log-fixture";
import { type Receiver, startReceiver } from "./receiver";
import { KINDS, storesForSuite } from "./stores";

// Manual redeliveries and test sends, each case on SQLite and on PostgreSQL: their holds, results and settling
// (src/webhooks/log/transitions.ts) and the sender's transactions around them (src/webhooks/sender.ts).

const instance = storesForSuite();
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe.each(KINDS)("manual and test attempts on %s", (kind) => {
  const setup = () => logFixture(instance, kind);

  it("holds a delivery waiting for its retry during a manual attempt, and a success settles it", async () => {
    const s = await setup();
    const id = await s.enqueue();
    await s.claim("A");
    const first = await s.start(id, 1, "initial");
    await s.inTx(() =>
      log.scheduleRetry(first, { deliveryId: id, allocationId: "A" }, result(503, NOW), NOW + 1_000),
    );
    const hold = { deliveryId: id, allocationId: "M" };
    expect(await s.inTx(() => log.hold(hold, NOW + 20_000))).toBe(NOW + 1_000);
    expect(await s.inTx(() => log.hold({ ...hold, allocationId: "M2" }, NOW + 20_000))).toBeUndefined();
    const manual = await s.start(id, 2, "manual");
    const attempt = { attemptId: manual, deliveryId: id };
    expect(await s.inTx(() => log.completeAttempt(attempt, result(500, NOW + 3)))).toBe(false);
    await s.inTx(() => log.releaseHold(hold, NOW + 1_000));
    expect(await s.row(id)).toMatchObject({
      status: "pending",
      nextAttemptAt: NOW + 1_000,
      attempts: 1,
      manualAttempts: 1,
      lastStatusCode: 500,
      allocationId: null,
    });
    const again = await s.start(id, 3, "manual");
    expect(
      await s.inTx(() =>
        log.completeAttempt({ attemptId: again, deliveryId: id }, result(200, NOW + 9), "succeeded"),
      ),
    ).toBe(true);
    expect(await s.row(id)).toMatchObject({ status: "succeeded", completedAt: NOW + 9, nextAttemptAt: null });
  });

  it("sends a test delivery and a manual redelivery through the store", async () => {
    const s = await setup();
    receiver.reset();
    const sent = await sendTestDelivery(s.deps, s.account.id, { url: receiver.url("/test") });
    expect(sent.outcome).toMatchObject({ outcome: "success", statusCode: 200, number: 1, trigger: "test" });
    expect(await s.row(sent.deliveryId)).toMatchObject({
      sourceType: "test",
      status: "succeeded",
      attempts: 1,
    });
    receiver.plan({ status: 500 });
    expect(await performAttempt(s.deps, sent.deliveryId, "manual")).toMatchObject({
      number: 2,
      statusCode: 500,
    });
    expect(await s.row(sent.deliveryId)).toMatchObject({
      status: "succeeded",
      manualAttempts: 1,
      lastStatusCode: 500,
    });
    expect(receiver.requests.filter((r) => r.headers["webhook-id"] === sent.deliveryId)).toHaveLength(2);
  });
});
