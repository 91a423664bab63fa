import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_SCOUT_ID } from "../../src/api/webhooks/test-endpoint.index";
import { createApp } from "../../src/app";
import { type Clock, ManualClock } from "../../src/clock";
import { deliveries, deliveryAttempts, jobs, scouts } from "../../src/db/schema";
import { runNow } from "../../src/db/store";
import { RETENTION_INTERVAL_MS, registerRetention } from "../../src/retention";
import * as log from "../../src/webhooks/log";
import { STRANDED_GRACE_MS } from "../../src/webhooks/stranded";
import { capStorage, jsonInit, makeAccount } from "../helpers/deps";
import { type Receiver, startReceiver, waitFor } from "./receiver";
import { pipeline } from "./setup";

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

function api(env?: Record<string, string>, clock?: Clock) {
  p = pipeline({ env, clock });
  const app = createApp(p.deps);
  const { user } = p;
  const post = (path: string, body?: unknown, headers = user.headers) =>
    app.request(path, body === undefined ? { method: "POST", headers } : jsonInit("POST", body, headers));
  return { app, user, post };
}

/** A delivery of the caller that already failed its automatic attempts. */
async function failedDelivery(accountId: string, url = receiver.url("/redeliver")) {
  const id = randomUUID();
  p.deps.db
    .insert(deliveries)
    .values({
      id,
      accountId,
      sourceType: "scout",
      url,
      format: "scout",
      event: { scout: { id: "s", display_name: "S", query: "q" }, update: { id: "u", summary: "x" } },
      status: "failed",
      attempts: 3,
      createdAt: Date.now(),
      completedAt: Date.now(),
    })
    .run();
  return id;
}

/** An active scout of `accountId` watching `query`; returns its id. */
function insertScout(accountId: string, query: string): string {
  const id = randomUUID();
  const now = Date.now();
  p.deps.db
    .insert(scouts)
    .values({
      id,
      accountId,
      query,
      displayName: "Changelog",
      status: "active",
      outputInterval: 86400,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return id;
}

const hitsFor = (id: string) => receiver.requests.filter((r) => r.headers["webhook-id"] === id);

describe("POST /v1/scouting/webhooks/test", () => {
  it("makes one real, signed attempt and answers its outcome", async () => {
    const { post, user } = api();
    const res = await post("/v1/scouting/webhooks/test", { webhook_url: receiver.url("/test") });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, status_code: 200, error: null });
    expect(body.duration_ms).toBeGreaterThanOrEqual(0);
    // Time-ordered like every other delivery id (UUIDv7), so ids sort as the log does.
    expect(body.delivery_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    const [hit] = hitsFor(body.delivery_id);
    const payload = new Webhook(user.account.webhookSecret).verify(hit!.body, hit!.headers) as {
      scout: { id: string };
    };
    expect(payload.scout.id).toBe(SAMPLE_SCOUT_ID);
    expect(p.delivery(body.delivery_id)).toMatchObject({
      sourceType: "test",
      status: "succeeded",
      attempts: 1,
    });
    expect(p.attempts(body.delivery_id).map((a) => a.trigger)).toEqual(["test"]);
  });

  it("reports a failure without retrying it", async () => {
    const { post } = api();
    receiver.plan({ status: 503 });
    const body = await (await post("/v1/scouting/webhooks/test", { webhook_url: receiver.url() })).json();
    expect(body).toMatchObject({ success: false, status_code: 503, error: "HTTP 503" });
    await p.deps.jobs.runUntilEmpty();
    expect(hitsFor(body.delivery_id)).toHaveLength(1);
    expect(p.delivery(body.delivery_id).status).toBe("failed");
    expect(p.deps.db.select().from(jobs).all()).toHaveLength(0);
  });

  it("uses the caller's scout when scout_id names one, and the format asked for", async () => {
    const { post, user } = api();
    const scoutId = insertScout(user.account.id, "Watch the changelog");
    const body = await (
      await post("/v1/scouting/webhooks/test", {
        webhook_url: receiver.url(),
        webhook_format: "zapier",
        scout_id: scoutId,
      })
    ).json();
    const sent = JSON.parse(hitsFor(body.delivery_id)[0]!.body);
    expect(sent).toMatchObject({
      scout_id: scoutId,
      scout_display_name: "Changelog",
      query: "Watch the changelog",
    });
  });

  it("answers another account's scout (or an unknown one) with 404, sending nothing", async () => {
    const { post } = api();
    const other = makeAccount(p.deps, "mallory");
    const scoutId = randomUUID();
    p.deps.db
      .insert(scouts)
      .values({
        id: scoutId,
        accountId: other.account.id,
        query: "secret query",
        displayName: "Secret",
        status: "active",
        outputInterval: 86400,
        createdAt: 1,
        updatedAt: 1,
      })
      .run();
    const before = receiver.requests.length;
    for (const id of [scoutId, randomUUID()]) {
      const res = await post("/v1/scouting/webhooks/test", { webhook_url: receiver.url(), scout_id: id });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "Scout not found" });
    }
    expect(receiver.requests.length).toBe(before);
  });

  it("refuses a bad URL or format with 422 at the field", async () => {
    const { post } = api();
    const cases: [unknown, (string | number)[], string][] = [
      [{}, ["body", "webhook_url"], "missing"],
      [{ webhook_url: "http://example.com/hook" }, ["body", "webhook_url"], "url_parsing"],
      [{ webhook_url: "not a url" }, ["body", "webhook_url"], "url_parsing"],
      [{ webhook_url: receiver.url(), webhook_format: "msteams" }, ["body", "webhook_format"], "enum"],
    ];
    for (const [input, loc, type] of cases) {
      const res = await post("/v1/scouting/webhooks/test", input);
      expect(res.status).toBe(422);
      expect((await res.json()).detail[0]).toMatchObject({ loc, type });
    }
    expect((await post("/v1/scouting/webhooks/test", undefined)).status).toBe(422);
  });

  it("sends a chat format's message, signed, to a real receiver: Teams' Adaptive Card, Discord's embed, Google Chat's card", async () => {
    const { post } = api();
    const shapes: Record<string, (b: Record<string, never>) => unknown> = {
      teams: (b) => b.attachments[0]["contentType"],
      discord: (b) => typeof b.embeds[0]["title"],
      google_chat: (b) => typeof b.cardsV2[0]["card"],
    };
    const expected = {
      teams: "application/vnd.microsoft.card.adaptive",
      discord: "string",
      google_chat: "object",
    };
    for (const format of Object.keys(shapes) as (keyof typeof expected)[]) {
      const res = await post("/v1/scouting/webhooks/test", {
        webhook_url: receiver.url(),
        webhook_format: format,
      });
      expect((await res.json()).success).toBe(true);
      const got = receiver.requests.at(-1)!;
      expect(shapes[format]!(JSON.parse(got.body))).toBe(expected[format]);
      expect(got.headers["webhook-signature"]).toMatch(/^v1,/);
    }
  });

  it("on a full disk: a test send is a 503 and leaves nothing, or its answer is recorded once there is room", async () => {
    const { post, user } = api();
    const tests = () => p.deps.db.select().from(deliveries).where(eq(deliveries.sourceType, "test")).all();
    // A scout whose query is long enough that a test event about it needs pages of its own.
    const scoutId = insertScout(
      user.account.id,
      `Watch the changelog ${"and the release notes ".repeat(300)}`,
    );
    // Room for the delivery row but not its attempt: neither is stored (before the fix the delivery stayed
    // pending for ever), and nothing is sent.
    const release = capStorage(p.deps.db, 1);
    const refused = await post("/v1/scouting/webhooks/test", {
      webhook_url: receiver.url("/full"),
      scout_id: scoutId,
    });
    expect(refused.status).toBe(503);
    expect(tests()).toEqual([]);
    expect(receiver.requests.filter((r) => r.url === "/full")).toEqual([]);
    release();

    // Full while the request is out: the answer waits for room.
    let later = () => {};
    receiver.plan({
      effect: () => {
        later = capStorage(p.deps.db);
      },
      answer: { big: { status: 500, bytes: 16_000 } },
    });
    expect((await post("/v1/scouting/webhooks/test", { webhook_url: receiver.url("/full") })).status).toBe(
      503,
    );
    const [sent] = tests();
    expect(sent).toMatchObject({ status: "delivering", completedAt: null });
    later();
    await waitFor(() => p.delivery(sent!.id).status === "failed", 5_000, "the answer to be recorded");
    expect(p.delivery(sent!.id)).toMatchObject({ lastStatusCode: 500, lastErrorClass: "http_status" });
    expect(p.attempts(sent!.id)).toMatchObject([{ trigger: "test", responseStatus: 500 }]);
  });

  it("the hourly housekeeping fails a test send whose answer was never stored, once no exchange could still run", async () => {
    const clock = new ManualClock(Date.now());
    api({}, clock);
    const id = randomUUID();
    // What a test send whose answer could not be written leaves (and a restart has not swept): an open attempt.
    p.deps.db.transaction((tx) => {
      tx.insert(deliveries)
        .values({
          id,
          accountId: p.user.account.id,
          sourceType: "test",
          url: receiver.url(),
          format: "scout",
          event: { scout: { id: "s", display_name: "S", query: "q" }, update: { id: "u", summary: "x" } },
          status: "delivering",
          attempts: 1,
          createdAt: clock.now(),
        })
        .run();
      tx.insert(deliveryAttempts)
        .values({
          id: randomUUID(),
          deliveryId: id,
          accountId: p.user.account.id,
          number: 1,
          trigger: "test",
          startedAt: clock.now(),
          requestUrl: receiver.url(),
          requestHeaders: {},
          requestBody: "{}",
        })
        .run();
    });
    await registerRetention(p.deps);
    await p.deps.jobs.runUntilEmpty();
    expect(p.delivery(id).status).toBe("delivering"); // it could still be running
    clock.advance(RETENTION_INTERVAL_MS);
    await p.deps.jobs.runUntilEmpty();
    expect(p.delivery(id)).toMatchObject({ status: "failed", lastErrorClass: "interrupted" });
    expect(p.attempts(id)).toMatchObject([{ trigger: "test", errorClass: "interrupted" }]);
  });

  it("lets one account have 4 test sends and redeliveries in flight at once: a 5th is a 429, another account's goes", async () => {
    const { post, user } = api();
    const bob = makeAccount(p.deps, "bob");
    receiver.fallback = { hang: true }; // each attempt holds its connection until the timeout (400 ms here)
    const url = receiver.url("/held");
    const held = () => receiver.requests.filter((r) => r.url === "/held").length;
    const running = [
      post("/v1/scouting/webhooks/test", { webhook_url: url }),
      post("/v1/scouting/webhooks/test", { webhook_url: url }),
      post("/v1/scouting/webhooks/test", { webhook_url: url }),
      post(`/v1/webhooks/deliveries/${await failedDelivery(user.account.id, url)}/redeliver`),
    ];
    await waitFor(() => held() === 4, 5_000, "four attempts in flight");
    for (const res of [
      await post("/v1/scouting/webhooks/test", { webhook_url: url }),
      await post(`/v1/webhooks/deliveries/${await failedDelivery(user.account.id, url)}/redeliver`),
    ]) {
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(await res.json()).toEqual({
        detail:
          "Too many test sends and redeliveries of this account in flight (at most 4 at once); retry shortly",
      });
    }
    expect(held()).toBe(4);
    const other = post("/v1/scouting/webhooks/test", { webhook_url: url }, bob.headers);
    await waitFor(() => held() === 5, 5_000, "bob's attempt");
    for (const res of await Promise.all([...running, other])) expect(res.status).toBe(200);
    // Slots come back when the attempts end.
    receiver.fallback = { status: 200 };
    expect((await post("/v1/scouting/webhooks/test", { webhook_url: url })).status).toBe(200);
  });

  it("requires an API key", async () => {
    const { app } = api();
    const res = await app.request(
      "/v1/scouting/webhooks/test",
      jsonInit("POST", { webhook_url: receiver.url() }),
    );
    expect(res.status).toBe(401);
  });
});

describe("POST /v1/webhooks/deliveries/{id}/redeliver", () => {
  it("makes one manual attempt that can turn a failed delivery into succeeded", async () => {
    const { post, user } = api();
    const id = await failedDelivery(user.account.id);
    const res = await post(`/v1/webhooks/deliveries/${id}/redeliver`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      delivery_id: id,
      attempt_number: 1,
      status_code: 200,
      error: null,
      error_class: null,
      delivery_status: "succeeded",
    });
    expect(p.delivery(id)).toMatchObject({ status: "succeeded", attempts: 3, manualAttempts: 1 });
    expect(p.attempts(id).map((a) => a.trigger)).toEqual(["manual"]);
    const sent = JSON.parse(hitsFor(id)[0]!.body);
    expect(sent.delivery).toMatchObject({ id, attempt: 1 });
  });

  it("a failed manual attempt is not retried automatically", async () => {
    const { post, user } = api();
    const id = await failedDelivery(user.account.id);
    receiver.plan({ status: 500 });
    const body = await (await post(`/v1/webhooks/deliveries/${id}/redeliver`)).json();
    expect(body).toMatchObject({
      success: false,
      status_code: 500,
      error_class: "http_status",
      delivery_status: "failed",
    });
    await p.deps.jobs.runUntilEmpty();
    expect(hitsFor(id)).toHaveLength(1);
    expect(p.delivery(id)).toMatchObject({ status: "failed", attempts: 3, manualAttempts: 1 });
  });

  it("a successful redelivery of a delivery waiting for its retry ends the automatic retries", async () => {
    // A retry a minute away: on a busy machine the usual 10 ms could pass before the check below.
    const { post } = api({ WEBHOOK_BACKOFF_MS: "60000" });
    receiver.plan({ status: 503 });
    const id = p.enqueue(receiver.url());
    await p.deps.jobs.runUntilEmpty();
    expect(p.delivery(id).status).toBe("pending");
    const body = await (await post(`/v1/webhooks/deliveries/${id}/redeliver`)).json();
    expect(body).toMatchObject({ success: true, delivery_status: "succeeded" });
    // The pending retry job wakes, sees the delivery settled and sends nothing.
    await p.settle(id);
    expect(hitsFor(id)).toHaveLength(2);
    expect(p.delivery(id)).toMatchObject({ status: "succeeded", attempts: 1, manualAttempts: 1 });
  });

  it("answers 404 for an unknown id and for another account's delivery", async () => {
    const { post } = api();
    const other = makeAccount(p.deps, "mallory");
    const foreign = await failedDelivery(other.account.id);
    for (const id of [randomUUID(), "not-a-uuid", foreign]) {
      const res = await post(`/v1/webhooks/deliveries/${id}/redeliver`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: "Delivery not found" });
    }
    expect(hitsFor(foreign)).toHaveLength(0);
    expect(p.deps.db.select().from(deliveries).where(eq(deliveries.id, foreign)).get()!.manualAttempts).toBe(
      0,
    );
  });

  it("answers 409 while an attempt is in flight", async () => {
    const { post, user } = api();
    const id = await failedDelivery(user.account.id);
    p.deps.db.update(deliveries).set({ status: "delivering" }).where(eq(deliveries.id, id)).run();
    expect((await post(`/v1/webhooks/deliveries/${id}/redeliver`)).status).toBe(409);
  });

  it("answers 409 to a second redelivery while the first is in flight: the receiver never gets two at once", async () => {
    const { post, user } = api();
    const id = await failedDelivery(user.account.id);
    receiver.plan({ slowBody: { status: 500, everyMs: 40, chunks: 4 } });
    const first = post(`/v1/webhooks/deliveries/${id}/redeliver`);
    await waitFor(() => hitsFor(id).length === 1, 5_000, "the first manual attempt");
    const second = await post(`/v1/webhooks/deliveries/${id}/redeliver`);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      detail: "An attempt of this delivery is in flight; try again shortly",
    });
    expect((await first).status).toBe(200);
    expect(hitsFor(id)).toHaveLength(1);
    expect(p.attempts(id).map((a) => a.trigger)).toEqual(["manual"]);
  });

  it("holds a delivery waiting for its retry while a manual attempt runs: the retry starts after it", async () => {
    const { post } = api();
    receiver.plan({ status: 503 });
    const id = p.enqueue(receiver.url());
    await p.deps.jobs.runUntilEmpty();
    const { nextAttemptAt } = p.delivery(id);
    expect(p.delivery(id).status).toBe("pending");
    // The manual attempt is slow and fails; the retry falls due while it runs, with the dispatcher running.
    receiver.plan({ slowBody: { status: 500, everyMs: 40, chunks: 4 } }, { status: 200 });
    const manual = post(`/v1/webhooks/deliveries/${id}/redeliver`);
    await waitFor(() => hitsFor(id).length === 2, 5_000, "the manual attempt");
    expect(p.delivery(id)).toMatchObject({ status: "delivering" });
    expect(await (await manual).json()).toMatchObject({ success: false, delivery_status: "pending" });
    // Handed back to its retry, due when it was.
    expect(p.delivery(id)).toMatchObject({ status: "pending", nextAttemptAt, allocationId: null });
    expect(await p.settle(id)).toMatchObject({ status: "succeeded", attempts: 2, manualAttempts: 1 });
    const [initial, byHand, retry] = p.attempts(id);
    expect([initial!.trigger, byHand!.trigger, retry!.trigger]).toEqual(["initial", "manual", "retry"]);
    expect(retry!.startedAt).toBeGreaterThanOrEqual(byHand!.completedAt!);
  });

  it("a manual attempt whose answer cannot be stored (a full disk) is a 503; the answer is recorded once there is room", async () => {
    const { post, user } = api();
    // The disk fills up while the request is out, and the answer needs room to be recorded.
    let release = () => {};
    receiver.plan({
      effect: () => {
        release = capStorage(p.deps.db);
      },
      answer: { big: { status: 500, bytes: 16_000 } },
    });
    const id = await failedDelivery(user.account.id);
    const first = await post(`/v1/webhooks/deliveries/${id}/redeliver`);
    expect(first.status).toBe(503);
    expect(p.attempts(id)).toMatchObject([{ trigger: "manual", completedAt: null }]);
    // Still in flight as far as the log can tell: no second request to the receiver meanwhile.
    expect((await post(`/v1/webhooks/deliveries/${id}/redeliver`)).status).toBe(409);

    release();
    await waitFor(() => p.attempts(id)[0]!.completedAt !== null, 5_000, "the answer to be recorded");
    expect(p.attempts(id)).toMatchObject([
      { trigger: "manual", responseStatus: 500, errorClass: "http_status" },
    ]);
    expect(p.attempts(id)[0]!.responseBody).toHaveLength(16_000);
    expect(p.delivery(id)).toMatchObject({ status: "failed", lastStatusCode: 500, manualAttempts: 1 });
    const again = await post(`/v1/webhooks/deliveries/${id}/redeliver`);
    expect(await again.json()).toMatchObject({
      success: true,
      attempt_number: 2,
      delivery_status: "succeeded",
    });
    expect(hitsFor(id)).toHaveLength(2);
  });

  it("a manual attempt left open past any exchange's time (its answer never stored) no longer blocks redelivery", async () => {
    const clock = new ManualClock(Date.now());
    p = pipeline({ clock });
    const app = createApp(p.deps);
    const id = await failedDelivery(p.user.account.id);
    // What a manual attempt whose answer could not be written leaves: an open row.
    p.deps.db
      .insert(deliveryAttempts)
      .values({
        id: randomUUID(),
        deliveryId: id,
        accountId: p.user.account.id,
        number: 1,
        trigger: "manual",
        startedAt: clock.now(),
        requestUrl: receiver.url("/redeliver"),
        requestHeaders: {},
        requestBody: "{}",
      })
      .run();
    const post = () =>
      app.request(`/v1/webhooks/deliveries/${id}/redeliver`, { method: "POST", headers: p.user.headers });
    clock.advance(p.deps.config.webhooks.timeoutMs);
    expect((await post()).status).toBe(409);
    clock.advance(STRANDED_GRACE_MS + 1);
    const res = await post();
    expect(await res.json()).toMatchObject({
      success: true,
      attempt_number: 2,
      delivery_status: "succeeded",
    });
    expect(p.attempts(id)).toMatchObject([
      { trigger: "manual", errorClass: "interrupted", retryable: true },
      { trigger: "manual", responseStatus: 200 },
    ]);
  });

  it("a hold whose process died is taken back by recovery, and the delivery resumes its retries", async () => {
    p = pipeline();
    receiver.plan({ status: 503 });
    const id = p.enqueue(receiver.url());
    await p.deps.jobs.runUntilEmpty();
    expect(
      runNow(p.deps.db, log.hold({ deliveryId: id, allocationId: "a-dead-process" }, p.clock.now() - 1)),
    ).toBeTypeOf("number");
    expect(p.delivery(id).status).toBe("delivering");
    expect(await p.deps.jobs.recoverExpired()).toBe(1);
    expect(p.delivery(id)).toMatchObject({ status: "pending", allocationId: null, lostCount: 1 });
    expect(await p.settle(id)).toMatchObject({ status: "succeeded", attempts: 2 });
  });
});
