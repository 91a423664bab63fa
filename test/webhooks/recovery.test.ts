import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deliveries, deliveryAttempts } from "../../src/db/schema";
import { type Receiver, startReceiver } from "./receiver";
import { pipeline } from "./setup";

let receiver: Receiver;
let dir: string;
const open: ReturnType<typeof pipeline>[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  dir = mkdtempSync(join(tmpdir(), "scoutpost-recovery-"));
});
afterAll(async () => {
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(async () => {
  receiver.reset();
  for (const p of open.splice(0)) await p.close();
});

/** A pipeline on a SQLite file, as a process would open it. */
const processOn = (dbPath: string, env?: Record<string, string>) => {
  const p = pipeline({ dbPath, env });
  open.push(p);
  return p;
};

/**
 * Leave the database as a process that died mid-attempt would: the delivery claimed with a lease that has run out,
 * `completed` automatic attempts finished as retryable failures and one more written but never completed.
 */
function crashMidAttempt(p: ReturnType<typeof pipeline>, deliveryId: string, completed: number) {
  const now = Date.now();
  const attempt = (number: number, done: boolean) => ({
    id: randomUUID(),
    deliveryId,
    accountId: p.account.id,
    number,
    trigger: number === 1 ? ("initial" as const) : ("retry" as const),
    startedAt: now - 30_000 + number,
    requestUrl: receiver.url(),
    requestHeaders: { "webhook-id": deliveryId },
    requestBody: "{}",
    ...(done
      ? {
          completedAt: now - 29_000,
          durationMs: 5,
          responseStatus: 503,
          errorClass: "http_status" as const,
          retryable: true,
        }
      : {}),
  });
  p.deps.db.transaction((tx) => {
    for (let n = 1; n <= completed; n++) tx.insert(deliveryAttempts).values(attempt(n, true)).run();
    tx.insert(deliveryAttempts)
      .values(attempt(completed + 1, false))
      .run();
    // The delivery row is the dispatcher's queue entry: claimed, with a lease that has run out.
    tx.update(deliveries)
      .set({
        status: "delivering",
        attempts: completed + 1,
        // What the completed attempts left on the delivery.
        ...(completed > 0
          ? { lastStatusCode: 503, lastError: "HTTP 503", lastErrorClass: "http_status" as const }
          : {}),
        nextAttemptAt: null,
        allocationId: randomUUID(),
        leaseExpiresAt: now - 1,
      })
      .where(eq(deliveries.id, deliveryId))
      .run();
  });
}

describe("crash recovery", () => {
  it("closes an attempt left open by a dead process as interrupted and finishes the delivery", async () => {
    const dbPath = join(dir, "a.db");
    const dead = processOn(dbPath);
    const id = dead.enqueue(receiver.url());
    crashMidAttempt(dead, id, 0);
    await dead.close();

    const fresh = processOn(dbPath);
    const d = await fresh.settle(id);
    expect(d).toMatchObject({ status: "succeeded", attempts: 2, lostCount: 1, allocationId: null });
    const log = fresh.attempts(id);
    expect(log.map((a) => [a.number, a.trigger, a.errorClass])).toEqual([
      [1, "initial", "interrupted"],
      [2, "retry", null],
    ]);
    expect(log[0]).toMatchObject({ retryable: true });
    expect(log[0]!.completedAt).not.toBeNull();
    // Its duration is unknown, not the 30 s since it started (the downtime would skew the latency percentiles).
    expect(log[0]!.durationMs).toBeNull();
    expect(receiver.requests.filter((r) => r.headers["webhook-id"] === id)).toHaveLength(1);
  });

  it("never makes a 4th automatic attempt: an interrupted 3rd attempt ends the delivery as failed", async () => {
    const dbPath = join(dir, "b.db");
    const dead = processOn(dbPath);
    const id = dead.enqueue(receiver.url());
    crashMidAttempt(dead, id, 2);
    await dead.close();

    const fresh = processOn(dbPath);
    expect(await fresh.settle(id)).toMatchObject({ status: "failed", attempts: 3 });
    const log = fresh.attempts(id);
    expect(log).toHaveLength(3);
    expect(log[2]).toMatchObject({ errorClass: "interrupted", retryable: true });
    expect(receiver.requests.filter((r) => r.headers["webhook-id"] === id)).toHaveLength(0);
    // The claim ended with it: no lease left for a later recovery to find.
    expect(fresh.delivery(id)).toMatchObject({ allocationId: null, leaseExpiresAt: null });
    // The delivery shows its last attempt: no status code came back (not the 503 of the attempt before it).
    expect(fresh.delivery(id)).toMatchObject({
      lastStatusCode: null,
      lastErrorClass: "interrupted",
      lastError: expect.stringMatching(/^Interrupted/),
    });
  });

  it("a shutdown mid-attempt records it as interrupted and hands the delivery back to the queue", async () => {
    const dbPath = join(dir, "c.db");
    // The shutdown, not the timeout, ends the hanging attempt; a long timeout keeps a busy machine from timing out
    // the second process's attempt (one more attempt than this test is about).
    const slow = { WEBHOOK_TIMEOUT_MS: "10000" };
    const first = processOn(dbPath, slow);
    receiver.plan({ hang: true });
    const id = first.enqueue(receiver.url());
    // One turn claims it and commits its attempt row before the request goes out: the attempt is under way.
    expect(await first.deps.jobs.poll()).toBe(1);
    expect(first.attempts(id)).toHaveLength(1);
    await first.deps.jobs.stop(10);
    expect(first.attempts(id)[0]).toMatchObject({ errorClass: "interrupted", retryable: true });
    expect(first.delivery(id).status).toBe("pending");
    await first.close();

    const second = processOn(dbPath, slow);
    expect(await second.settle(id)).toMatchObject({ status: "succeeded", attempts: 2 });
  });
});
