import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../src/logger";
import { metrics } from "../../src/metrics";
import { enqueueDeliveryNow } from "../../src/webhooks/event";
import { SLACK_LIMITS } from "../../src/webhooks/formats";
import { makeAccount } from "../helpers/deps";
import { closedPort, type Receiver, startReceiver, waitFor } from "./receiver";
import { pipeline, sampleEvent } from "./setup";

let receiver: Receiver;
let p: ReturnType<typeof pipeline>;

beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
afterEach(async () => {
  receiver.reset();
  await p?.close();
});

/** Requests the receiver got for one delivery (the webhook-id header is the delivery id). */
const hitsFor = (id: string) => receiver.requests.filter((r) => r.headers["webhook-id"] === id);

describe("pipeline: happy path", () => {
  it("delivers once on 200, signed, with the required headers, and records request and response", async () => {
    p = pipeline();
    receiver.plan({ status: 200, headers: { "x-receiver": "yes" }, body: '{"ok":true}' });
    const id = p.enqueue(receiver.url("/ok"));
    const d = await p.settle(id);
    expect(d).toMatchObject({
      status: "succeeded",
      attempts: 1,
      manualAttempts: 0,
      lastStatusCode: 200,
      lastError: null,
    });
    expect(d.completedAt).not.toBeNull();

    const [hit] = hitsFor(id);
    expect(hit!.method).toBe("POST");
    expect(hit!.headers["content-type"]).toBe("application/json");
    expect(hit!.headers["user-agent"]).toBe("Scout-Webhook/1.0");
    expect(hit!.headers["x-scout-event"]).toBe("scout.update");
    const verified = new Webhook(p.account.webhookSecret).verify(hit!.body, hit!.headers) as Record<
      string,
      unknown
    >;
    expect(verified).toMatchObject({
      event_type: "scout_update",
      scout: sampleEvent.scout,
      update: sampleEvent.update,
      delivery: { id, attempt: 1 },
    });

    const [a] = p.attempts(id);
    expect(a).toMatchObject({
      number: 1,
      trigger: "initial",
      requestUrl: receiver.url("/ok"),
      requestBody: hit!.body,
      responseStatus: 200,
      responseBody: '{"ok":true}',
      errorClass: null,
      retryable: false,
    });
    expect(a!.requestHeaders["webhook-id"]).toBe(id);
    expect(a!.responseHeaders!["x-receiver"]).toBe("yes");
    expect(a!.completedAt).not.toBeNull();
    expect(a!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("treats 204 as success", async () => {
    p = pipeline();
    receiver.plan({ status: 204 });
    const d = await p.settle(p.enqueue(receiver.url()));
    expect(d).toMatchObject({ status: "succeeded", attempts: 1, lastStatusCode: 204 });
  });

  it("sends a Slack payload within Block Kit limits", async () => {
    p = pipeline();
    const id = p.enqueue(receiver.url("/slack"), "slack");
    await p.settle(id);
    const body = JSON.parse(hitsFor(id)[0]!.body);
    expect(body.text).toContain("Acme pricing");
    expect(body.blocks.length).toBeLessThanOrEqual(SLACK_LIMITS.blocks);
    expect(body.blocks[0]).toMatchObject({ type: "header", text: { type: "plain_text" } });
    expect(body.blocks[0].text.text.length).toBeLessThanOrEqual(SLACK_LIMITS.headerText);
  });

  it("retries a 503 and succeeds on the second attempt", async () => {
    p = pipeline();
    receiver.plan({ status: 503 }, { status: 200 });
    const id = p.enqueue(receiver.url());
    expect(await p.settle(id)).toMatchObject({ status: "succeeded", attempts: 2, lastStatusCode: 200 });
    expect(p.attempts(id).map((a) => [a.trigger, a.responseStatus])).toEqual([
      ["initial", 503],
      ["retry", 200],
    ]);
    expect(JSON.parse(hitsFor(id)[1]!.body).delivery.attempt).toBe(2);
  });

  it("logs a failed attempt at warn with its ids and why, never its URL; a success only at debug", async () => {
    p = pipeline();
    const lines: Record<string, unknown>[] = [];
    p.deps.logger = createLogger("info", {}, (line) => lines.push(JSON.parse(line)));
    receiver.plan({ status: 503 }, { status: 200 });
    const id = p.enqueue(receiver.url("/services/T0/B0/url-secret"));
    await p.settle(id);
    const [failed, ok] = p.attempts(id);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "webhook attempt failed",
        deliveryId: id,
        attemptId: failed!.id,
        number: 1,
        outcome: "retryable",
        status: 503,
        errorClass: "http_status",
        error: failed!.errorMessage,
      }),
    ]);
    expect(ok!.responseStatus).toBe(200);
    expect(JSON.stringify(lines)).not.toContain("url-secret");
  });

  it("stores only the first 16 KiB of a large response body", async () => {
    p = pipeline();
    receiver.plan({ big: { status: 200, bytes: 100_000 } });
    const id = p.enqueue(receiver.url());
    await p.settle(id);
    expect(p.attempts(id)[0]!.responseBody).toHaveLength(16 * 1024);
  });

  it("cuts a large response body before a character the limit would split, not inside it", async () => {
    p = pipeline();
    // "é" is two bytes: after one ASCII byte, the 16 KiB limit falls in the middle of one.
    receiver.plan({ status: 200, body: `a${"é".repeat(10_000)}` });
    const id = p.enqueue(receiver.url());
    await p.settle(id);
    const body = p.attempts(id)[0]!.responseBody!;
    expect(body).toBe(`a${"é".repeat((16 * 1024 - 1 - 1) / 2)}`);
    expect(body).not.toContain("\uFFFD");
    expect(p.attempts(id)[0]!.responseBodyEncoding).toBe("utf8");
  });

  it("keeps a response body that is not UTF-8 exactly, in base64 (up to the 16 KiB limit)", async () => {
    p = pipeline();
    const bytes = Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 7 + 0x80) % 256));
    receiver.plan({ status: 200, headers: { "content-type": "application/octet-stream" }, body: bytes });
    const id = p.enqueue(receiver.url());
    await p.settle(id);
    const [a] = p.attempts(id);
    expect(a!.responseBodyEncoding).toBe("base64");
    expect(Buffer.from(a!.responseBody!, "base64").equals(bytes.subarray(0, 16 * 1024))).toBe(true);
  });

  it("counts attempts and finished deliveries in the metrics", async () => {
    p = pipeline();
    const before = (await metrics.webhookAttempts.get()).values.find(
      (v) => v.labels.outcome === "success" && v.labels.trigger === "initial",
    )?.value;
    await p.settle(p.enqueue(receiver.url()));
    const after = (await metrics.webhookAttempts.get()).values.find(
      (v) => v.labels.outcome === "success" && v.labels.trigger === "initial",
    )?.value;
    expect(after).toBe((before ?? 0) + 1);
  });
});

describe("pipeline: failures", () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    "retries HTTP %i three times in all, then fails",
    async (status) => {
      p = pipeline();
      receiver.plan({ status }, { status }, { status });
      const id = p.enqueue(receiver.url());
      expect(await p.settle(id)).toMatchObject({ status: "failed", attempts: 3, lastStatusCode: status });
      const log = p.attempts(id);
      expect(log.map((a) => a.trigger)).toEqual(["initial", "retry", "retry"]);
      expect(log.every((a) => a.errorClass === "http_status" && a.retryable === true)).toBe(true);
      expect(hitsFor(id)).toHaveLength(3);
    },
  );

  it.each([400, 401, 404, 410, 422, 501])("gives up on HTTP %i after one attempt", async (status) => {
    p = pipeline();
    receiver.plan({ status });
    const id = p.enqueue(receiver.url());
    expect(await p.settle(id)).toMatchObject({ status: "failed", attempts: 1, lastStatusCode: status });
    expect(p.attempts(id)[0]).toMatchObject({ errorClass: "http_status", retryable: false });
  });

  it.each([301, 302])("does not follow a %i redirect: a final failure", async (status) => {
    p = pipeline();
    receiver.plan({ status, headers: { location: receiver.url("/elsewhere") } });
    const id = p.enqueue(receiver.url("/moved"));
    expect(await p.settle(id)).toMatchObject({ status: "failed", attempts: 1, lastStatusCode: status });
    expect(p.attempts(id)[0]!.errorMessage).toContain("redirects are not followed");
    expect(receiver.requests.filter((r) => r.url === "/elsewhere")).toHaveLength(0);
  });

  it("times out a receiver that never answers, three times, then fails", async () => {
    p = pipeline();
    // It answers 200 two seconds after each request: only a sender that gave up at its 400 ms timeout fails.
    const late = { hang: true, lateAnswerMs: 2_000 } as const;
    receiver.plan(late, late, late);
    const id = p.enqueue(receiver.url());
    expect(await p.settle(id)).toMatchObject({ status: "failed", attempts: 3, lastStatusCode: null });
    for (const a of p.attempts(id)) {
      expect(a).toMatchObject({ errorClass: "timeout", retryable: true, responseStatus: null });
      expect(a.durationMs).toBeGreaterThanOrEqual(390);
    }
  });

  it("bounds the whole exchange: a body that trickles past the timeout is a timeout", async () => {
    p = pipeline({ env: { WEBHOOK_MAX_ATTEMPTS: "1" } });
    receiver.plan({ slowBody: { status: 200, everyMs: 100, chunks: 50 } });
    const id = p.enqueue(receiver.url());
    expect(await p.settle(id)).toMatchObject({ status: "failed", attempts: 1 });
    const [a] = p.attempts(id);
    expect(a).toMatchObject({ errorClass: "timeout", responseStatus: 200, retryable: true });
    // The sender hung up while the body still trickled: it did not read the 5 s of it to the end.
    const trickle = receiver.trickles.at(-1)!;
    await vi.waitFor(() => expect(trickle.cut).toBe(true), { timeout: 10_000, interval: 20 });
    expect(trickle.sent).toBeLessThan(50);
  });

  it("retries a refused connection as a network error", async () => {
    p = pipeline();
    const id = p.enqueue(`http://127.0.0.1:${await closedPort()}/hook`);
    expect(await p.settle(id)).toMatchObject({ status: "failed", attempts: 3 });
    for (const a of p.attempts(id)) expect(a).toMatchObject({ errorClass: "network", retryable: true });
    expect(p.attempts(id)[0]!.errorMessage).toContain("ECONNREFUSED");
  });

  it("retries a connection reset mid-response as a network error", async () => {
    p = pipeline();
    receiver.plan({ reset: true }, { status: 200 });
    const id = p.enqueue(receiver.url());
    expect(await p.settle(id)).toMatchObject({ status: "succeeded", attempts: 2 });
    expect(p.attempts(id)[0]).toMatchObject({ errorClass: "network", retryable: true });
  });

  it("retries a DNS failure as a network error", async () => {
    // The resolver's answer for .invalid can take longer than the suite's 400 ms attempt timeout on a busy
    // machine, which would turn the DNS failure under test into a timeout.
    p = pipeline({ env: { WEBHOOK_TIMEOUT_MS: "5000" } });
    const id = p.enqueue("https://scoutpost-test.invalid/hook");
    expect(await p.settle(id, 30_000)).toMatchObject({ status: "failed", attempts: 3 });
    const [a] = p.attempts(id);
    expect(a).toMatchObject({ errorClass: "network", retryable: true });
    expect(a!.errorMessage).toMatch(/ENOTFOUND|EAI_AGAIN/);
  });

  it("honours Retry-After before the next attempt", async () => {
    p = pipeline();
    receiver.plan({ status: 429, headers: { "retry-after": "1" } }, { status: 200 });
    const id = p.enqueue(receiver.url());
    expect(await p.settle(id)).toMatchObject({ status: "succeeded", attempts: 2 });
    const [first, second] = p.attempts(id);
    expect(second!.startedAt - first!.completedAt!).toBeGreaterThanOrEqual(990);
  });

  it("caps Retry-After at 10 s", async () => {
    p = pipeline();
    receiver.plan({ status: 503, headers: { "retry-after": "3600" } });
    const id = p.enqueue(receiver.url());
    await p.deps.jobs.runUntilEmpty();
    const d = p.delivery(id);
    const [first] = p.attempts(id);
    expect(d).toMatchObject({ status: "pending", attempts: 1 });
    expect(d.nextAttemptAt! - first!.completedAt!).toBeGreaterThanOrEqual(10_000);
    expect(d.nextAttemptAt! - first!.completedAt!).toBeLessThanOrEqual(10_500);
  });
});

/**
 * Run `test` with a receiver that never answers and a pipeline of eight slots, two per receiver (and `env`), whose
 * attempts would hang for 30 s; both are closed after.
 */
async function withStuckReceiver(test: (stuck: Receiver) => Promise<void>, env: Record<string, string> = {}) {
  const stuck = await startReceiver();
  stuck.fallback = { hang: true };
  try {
    p = pipeline({
      env: {
        WEBHOOK_CONCURRENCY: "8",
        WEBHOOK_RECEIVER_CONCURRENCY: "2",
        WEBHOOK_TIMEOUT_MS: "30000",
        ...env,
      },
    });
    await test(stuck);
  } finally {
    // Abort the hanging attempts at once rather than after close's grace: nothing is left to wait for.
    await p.deps.jobs.stop(0);
    await p.close();
    await stuck.close();
  }
}

/**
 * Start the runner: every delivery of `ids` succeeds while the stuck receiver holds `held` requests, and after one
 * more turn still exactly `held` (the cap holds).
 */
async function deliveredPast(stuck: Receiver, ids: string[], held: number) {
  p.deps.jobs.start();
  await waitFor(
    () => ids.every((id) => p.delivery(id).status === "succeeded"),
    10_000,
    "the deliveries past it",
  );
  await waitFor(() => stuck.requests.length === held, 5_000, `${held} requests at the stuck receiver`);
  await p.deps.jobs.poll();
  expect(stuck.requests).toHaveLength(held);
}

describe("pipeline: receiver isolation", () => {
  it("a receiver that hangs holds at most WEBHOOK_RECEIVER_CONCURRENCY slots; other receivers keep being delivered", () =>
    withStuckReceiver(async (stuck) => {
      // Without the per-receiver cap the twelve deliveries to the stuck receiver (enqueued first, so due first)
      // fill every slot and the rest wait.
      for (let i = 0; i < 12; i++) p.enqueue(stuck.url("/stuck"));
      const healthy = Array.from({ length: 5 }, () => p.enqueue(receiver.url("/healthy")));
      // The cap still holds after one more turn: no third request, two deliveries in flight, ten waiting.
      await deliveredPast(stuck, healthy, 2);
      const states = p.deps.db.$client
        .prepare("select status, count(*) as n from webhook_deliveries where url = ? group by status")
        .all(stuck.url("/stuck"));
      expect(states).toEqual(
        expect.arrayContaining([
          { status: "delivering", n: 2 },
          { status: "pending", n: 10 },
        ]),
      );
    }));

  it("keeps the oldest due of a URL's deliveries within its cap; the rest wait where they were", () =>
    withStuckReceiver(async (stuck) => {
      const ids = Array.from({ length: 6 }, () => p.enqueue(stuck.url("/stuck")));
      // The last one enqueued is a retry due before all the others: due order is not insertion order.
      const due = p.deps.db.$client.prepare("update webhook_deliveries set next_attempt_at = ? where id = ?");
      due.run(p.delivery(ids[0]!).nextAttemptAt! - 10_000, ids[5]!);
      const before = new Map(ids.map((id) => [id, p.delivery(id).nextAttemptAt]));

      expect(await p.deps.jobs.poll()).toBe(2);
      const delivering = ids.filter((id) => p.delivery(id).status === "delivering");
      expect(delivering.sort()).toEqual([ids[0]!, ids[5]!].sort());
      for (const id of ids.slice(1, 5))
        expect(p.delivery(id)).toMatchObject({ status: "pending", nextAttemptAt: before.get(id) });
      await waitFor(() => stuck.requests.length === 2, 5_000, "two requests at the stuck receiver");
    }));
});

describe("pipeline: account isolation (WEBHOOK_ACCOUNT_CONCURRENCY)", () => {
  /**
   * One account floods receivers that never answer, through many URLs (so the per-URL cap alone lets it take
   * every slot); another account's deliveries must still go out at once. `backlog` deliveries of the first account
   * are waiting: a small backlog is claimed past along the due index, a large one receiver by receiver.
   */
  const floodThenDeliver = (backlog: number) =>
    withStuckReceiver(
      async (stuck) => {
        for (let i = 0; i < backlog; i++) p.enqueue(stuck.url(`/flood/${i % 8}`));
        const bob = makeAccount(p.deps, "bob").account;
        const bobs = Array.from({ length: 3 }, (_, i) =>
          p.deps.db.transaction((tx) =>
            enqueueDeliveryNow(tx, p.deps, {
              accountId: bob.id,
              source: { type: "scout", id: sampleEvent.scout.id },
              updateId: `bob-${i}`,
              url: receiver.url(`/bob/${i}`),
              event: sampleEvent,
            }),
          ),
        );
        await deliveredPast(stuck, bobs, 4);
        const inFlight = p.deps.db.$client
          .prepare(
            "select count(*) as n from webhook_deliveries where account_id = ? and status = 'delivering'",
          )
          .get(p.account.id);
        expect(inFlight).toEqual({ n: 4 });
      },
      { WEBHOOK_ACCOUNT_CONCURRENCY: "4" },
    );

  it("an account flooding many hanging URLs holds at most its cap; another account's deliveries go out", () =>
    floodThenDeliver(24));

  it("holds with a backlog large enough that the claim goes receiver by receiver", () =>
    floodThenDeliver(240));
});
