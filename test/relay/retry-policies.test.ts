import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveries } from "../../src/db/schema";
import { enqueueDeliveryNow } from "../../src/webhooks/event";
import { DEFAULT_SCHEDULE_S } from "../../src/webhooks/retry-policy";
import { sampleEvent } from "../webhooks/setup";
import { gapsS, retrySuite } from "./retry-support";

// docs/design.md §6b: a relay destination's retry policy, Retry-After within it, and our own webhooks still at the
// spec's three attempts. A real receiver on 127.0.0.1 fails as told; the clock is moved to each attempt's due time.

const suite = retrySuite();

const fail = (n: number, headers?: Record<string, string>) =>
  Array.from({ length: n }, () => ({ status: 503, headers }));

/** Send one request through a source with `destination` and run it to the end; its attempts' starts. */
async function forwardOnce(destination: Record<string, unknown>) {
  const h = suite.harness();
  const s = await h.source([{ url: suite.receiver.url(), ...destination }]);
  const created = h.clock.now();
  expect(await h.ingest(s.path)).toBe(200);
  await h.runAll();
  const [d] = h.deliveriesTo(s.destinations[0]!.id);
  const starts = h.attemptsOf([d!.id]).map((a) => a.startedAt);
  return { s, d: d!, starts, created };
}

describe("retry policies: happy path", () => {
  it("the default schedule outlasts a long outage: immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h", async () => {
    suite.receiver.plan(...fail(7));
    const { s, d, starts, created } = await forwardOnce({});
    expect(s.destinations[0]!.retry).toEqual({ schedule_s: [...DEFAULT_SCHEDULE_S] });
    expect(starts[0]).toBe(created);
    expect(gapsS(starts)).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(d.status).toBe("succeeded");
    expect(d.attempts).toBe(8);
  });

  it("the default schedule gives up after its 8th attempt, about 27.5 hours on", async () => {
    suite.receiver.fallback = { status: 503 };
    const { d, starts, created } = await forwardOnce({});
    expect(starts).toHaveLength(8);
    expect((starts.at(-1)! - created) / 3_600_000).toBeCloseTo(27.59, 1);
    expect(d.status).toBe("failed");
  });

  it("a custom schedule_s is followed exactly, its first entry the wait before the first attempt", async () => {
    suite.receiver.fallback = { status: 500 };
    const { d, starts, created } = await forwardOnce({ retry: { schedule_s: [30, 60, 120] } });
    expect(starts[0]! - created).toBe(30_000);
    expect(gapsS(starts)).toEqual([60, 120]);
    expect(d.status).toBe("failed");
    expect(d.attempts).toBe(3);
  });

  it("max_attempts caps the attempts, on the default waits", async () => {
    suite.receiver.fallback = { status: 502 };
    const { s, d, starts } = await forwardOnce({ retry: { max_attempts: 4, max_age_s: 86_400 } });
    expect(s.destinations[0]!.retry).toEqual({ max_attempts: 4, max_age_s: 86_400 });
    expect(gapsS(starts)).toEqual([5, 300, 1800]);
    expect(d.status).toBe("failed");
  });

  it("max_age_s ends the retries: the last attempt is at the deadline, none after it", async () => {
    suite.receiver.fallback = { status: 504 };
    const { d, starts, created } = await forwardOnce({ retry: { max_attempts: 50, max_age_s: 400 } });
    expect(starts.map((t) => (t - created) / 1000)).toEqual([0, 5, 305, 400]);
    expect(d.status).toBe("failed");
  });

  it("a final failure (400) is not retried whatever the policy: the spec's classification is kept", async () => {
    suite.receiver.plan({ status: 400 });
    const { d, starts } = await forwardOnce({ retry: { schedule_s: [0, 1, 1, 1] } });
    expect(starts).toHaveLength(1);
    expect(d.status).toBe("failed");
  });
});

describe("retry policies: Retry-After", () => {
  it("a longer Retry-After (seconds) is honoured; a shorter one does not hurry the schedule", async () => {
    suite.receiver.plan(...fail(1, { "retry-after": "60" }), ...fail(1, { "retry-after": "1" }));
    const { d, starts } = await forwardOnce({ retry: { schedule_s: [0, 5, 10, 3600] } });
    expect(gapsS(starts)).toEqual([60, 10]);
    expect(d.status).toBe("succeeded");
  });

  it("Retry-After as an HTTP date is honoured too", async () => {
    const h = suite.harness();
    const at = new Date(h.clock.now() + 120_000).toUTCString();
    suite.receiver.plan(...fail(1, { "retry-after": at }));
    const s = await h.source([{ url: suite.receiver.url(), retry: { schedule_s: [0, 5, 3600] } }]);
    await h.ingest(s.path);
    await h.runAll();
    const [d] = h.deliveriesTo(s.destinations[0]!.id);
    expect(gapsS(h.attemptsOf([d!.id]).map((a) => a.startedAt))).toEqual([120]);
  });

  it("Retry-After never goes past the policy's last allowed time", async () => {
    suite.receiver.plan(...fail(1, { "retry-after": "999999" }));
    const { starts, created } = await forwardOnce({ retry: { schedule_s: [0, 5, 300] } });
    // The schedule's last attempt is due 305 s after the request: the second attempt waits until then, not 11 days.
    expect((starts[1]! - created) / 1000).toBe(305);
  });

  it("on a capped policy, Retry-After is held to the max age", async () => {
    suite.receiver.plan(...fail(1, { "retry-after": "7200" }));
    const { starts, created } = await forwardOnce({ retry: { max_attempts: 5, max_age_s: 900 } });
    expect((starts[1]! - created) / 1000).toBe(900);
  });
});

describe("retry policies: our own webhooks keep the spec's rule", () => {
  it("a scout webhook still makes 3 attempts on the doubling backoff (WEBHOOK_BACKOFF_MS ±20 %), then fails", async () => {
    const h = suite.harness();
    suite.receiver.fallback = { status: 503 };
    const id = h.deps.db.transaction((tx) =>
      enqueueDeliveryNow(tx, h.deps, {
        accountId: h.user.account.id,
        source: { type: "scout", id: sampleEvent.scout.id },
        updateId: sampleEvent.update.id,
        url: suite.receiver.url(),
        event: sampleEvent,
      }),
    );
    await h.runAll();
    const starts = h.attemptsOf([id]).map((a) => a.startedAt);
    expect(starts).toHaveLength(3);
    const [first, second] = gapsS(starts).map((s) => s * 1000);
    expect(first).toBeGreaterThanOrEqual(8);
    expect(first).toBeLessThanOrEqual(12);
    expect(second).toBeGreaterThanOrEqual(16);
    expect(second).toBeLessThanOrEqual(24);
    expect(h.deps.db.select().from(deliveries).where(eq(deliveries.id, id)).get()!.status).toBe("failed");
  });
});
