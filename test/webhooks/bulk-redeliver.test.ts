import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { jobs } from "../../src/db/schema";
import { BULK_REDELIVER_QUEUE } from "../../src/webhooks/bulk-redeliver";
import { jsonInit, makeAccount } from "../helpers/deps";
import { insertDelivery } from "../webhooks-inspector/seed";
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

type Result = { matched: number; queued: number; delivery_ids: string[]; dry_run: boolean };

/** A pipeline whose receiver was down for three deliveries (each failed after its three attempts). */
async function afterAnOutage() {
  p = pipeline();
  const app = createApp(p.deps);
  const bulk = async (body?: unknown, headers = p.user.headers) => {
    const res = await app.request(
      "/v1/webhooks/deliveries/redeliver",
      body === undefined ? { method: "POST", headers } : jsonInit("POST", body, headers),
    );
    return { status: res.status, body: (await res.json()) as Result & { detail?: unknown } };
  };
  receiver.fallback = { status: 503 };
  const failed = [
    p.enqueue(receiver.url("/a")),
    p.enqueue(receiver.url("/a")),
    p.enqueue(receiver.url("/b")),
  ];
  for (const id of failed) expect((await p.settle(id)).status).toBe("failed");
  receiver.fallback = { status: 200, body: "ok" };
  const ok = p.enqueue(receiver.url("/a"));
  expect((await p.settle(ok)).status).toBe("succeeded");
  return { app, bulk, failed, ok };
}

const queuedJobs = () =>
  p.deps.db
    .select()
    .from(jobs)
    .all()
    .filter((j) => j.queue === BULK_REDELIVER_QUEUE);

const hitsFor = (id: string) => receiver.requests.filter((r) => r.headers["webhook-id"] === id);

describe("POST /v1/webhooks/deliveries/redeliver", () => {
  it("recovers after an outage: every failed delivery gets one manual attempt, oldest first", async () => {
    const { bulk, failed, ok } = await afterAnOutage();
    const res = await bulk();
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ matched: 3, queued: 3, dry_run: false });
    expect([...res.body.delivery_ids].sort()).toEqual([...failed].sort());
    await p.deps.jobs.runUntilEmpty();
    for (const id of failed) {
      expect(p.delivery(id)).toMatchObject({ status: "succeeded", attempts: 3, manualAttempts: 1 });
      expect(p.attempts(id).map((a) => a.trigger)).toEqual(["initial", "retry", "retry", "manual"]);
      expect(hitsFor(id)).toHaveLength(4);
    }
    // The delivery that had succeeded was not selected.
    expect(hitsFor(ok)).toHaveLength(1);
    // Nothing failed is left: a second request matches nothing.
    expect((await bulk()).body).toMatchObject({ matched: 0, queued: 0 });
  });

  it("takes the list's filters, max and dry_run", async () => {
    const { bulk, failed, ok } = await afterAnOutage();
    expect((await bulk({ url: "/b", dry_run: true })).body).toEqual({
      matched: 1,
      queued: 0,
      delivery_ids: [failed[2]],
      dry_run: true,
    });
    expect(queuedJobs()).toEqual([]);
    const two = (await bulk({ max: 2 })).body;
    expect(two).toMatchObject({ matched: 3, queued: 2 });
    // Oldest first: the one left out was created no earlier than those taken.
    const created = (id: string) => p.delivery(id).createdAt;
    const [left] = failed.filter((id) => !two.delivery_ids.includes(id));
    for (const id of two.delivery_ids) expect(created(id)).toBeLessThanOrEqual(created(left!));
    expect((await bulk({ status: "succeeded", url: "/a", dry_run: true })).body).toMatchObject({
      matched: 1,
      delivery_ids: [ok],
    });
    // The two queued above are not selected again (a second click queues nothing twice); the third still is.
    expect((await bulk({ dry_run: true })).body).toMatchObject({ matched: 1, delivery_ids: [left] });
    // Triage filters: the three failed with a 503 last (an http_status error), none with a 4xx.
    expect((await bulk({ status_code: "5xx", error_class: "http_status", dry_run: true })).body.matched).toBe(
      1,
    );
    expect((await bulk({ status_code: "401", dry_run: true })).body.matched).toBe(0);
    // In a JSON body a code may be a number, as it naturally is there.
    expect((await bulk({ status_code: 503, dry_run: true })).body.matched).toBe(1);
    expect((await bulk({ status_code: 401, dry_run: true })).body.matched).toBe(0);
    expect((await bulk({ error_class: "timeout", dry_run: true })).body.matched).toBe(0);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await bulk({ since: future, dry_run: true })).body).toMatchObject({ matched: 0 });
    expect((await bulk({ until: Date.now() + 60_000, dry_run: true })).body).toMatchObject({ matched: 1 });
  });

  it("leaves test deliveries out unless source_type asks for them", async () => {
    const { app, bulk } = await afterAnOutage();
    receiver.fallback = { status: 503 };
    const test = await app.request(
      "/v1/scouting/webhooks/test",
      jsonInit("POST", { webhook_url: receiver.url("/t") }, p.user.headers),
    );
    const { delivery_id: testId } = (await test.json()) as { delivery_id: string };
    expect(p.delivery(testId).status).toBe("failed");
    expect((await bulk({ dry_run: true })).body.delivery_ids).not.toContain(testId);
    expect((await bulk({ source_type: "test", dry_run: true })).body.delivery_ids).toEqual([testId]);
  });

  it("never selects another account's deliveries", async () => {
    const { bulk } = await afterAnOutage();
    const bob = makeAccount(p.deps, "bob");
    expect((await bulk(undefined, bob.headers)).body).toMatchObject({
      matched: 0,
      queued: 0,
      delivery_ids: [],
    });
  });

  it("skips a delivery that succeeded between being queued and its turn (no second attempt)", async () => {
    const { app, bulk, failed } = await afterAnOutage();
    expect((await bulk({ max: 1 })).body.queued).toBe(1);
    // Redelivered by hand first: it succeeds, so the queued bulk attempt finds it no longer failed.
    const single = await app.request(`/v1/webhooks/deliveries/${failed[0]}/redeliver`, {
      method: "POST",
      headers: p.user.headers,
    });
    expect(single.status).toBe(200);
    await p.deps.jobs.runUntilEmpty();
    expect(p.delivery(failed[0]!)).toMatchObject({ status: "succeeded", manualAttempts: 1 });
    expect(hitsFor(failed[0]!)).toHaveLength(4);
  });

  it("shares the queue between accounts: one redelivering a backlog to a receiver that hangs does not stall another", async () => {
    const stuck = await startReceiver();
    stuck.fallback = { hang: true };
    try {
      p = pipeline({ env: { WEBHOOK_TIMEOUT_MS: "30000" } });
      const app = createApp(p.deps);
      const bob = makeAccount(p.deps, "bob");
      const db = p.deps.db;
      for (let i = 0; i < 8; i++)
        insertDelivery(db, p.account.id, {
          status: "failed",
          url: stuck.url("/stuck"),
          createdAt: Date.now() - 60_000 + i,
        });
      const bobs = insertDelivery(db, bob.account.id, {
        status: "failed",
        url: receiver.url("/bob"),
        createdAt: Date.now(),
      });
      const bulk = (headers: Record<string, string>) =>
        app.request("/v1/webhooks/deliveries/redeliver", jsonInit("POST", {}, headers));
      expect((await bulk(p.user.headers)).status).toBe(202);
      expect((await bulk(bob.headers)).status).toBe(202);
      p.deps.jobs.start();
      // Bob's one redelivery goes out while Alice's eight hang (two at a time: without the per-account share her
      // first four held every slot for 30 s).
      await waitFor(() => p.delivery(bobs).status === "succeeded", 10_000, "bob's redelivery");
      expect(stuck.requests).toHaveLength(2);
    } finally {
      // Abort Alice's hanging attempts at once rather than after close's grace.
      await p.deps.jobs.stop(0);
      await p.close();
      await stuck.close();
    }
  });

  it("records each queued redelivery's account even while the queue is too small to share (two slots)", async () => {
    p = pipeline({ env: { WEBHOOK_CONCURRENCY: "2" } });
    const app = createApp(p.deps);
    insertDelivery(p.deps.db, p.account.id, { status: "failed", url: receiver.url("/x") });
    const res = await app.request(
      "/v1/webhooks/deliveries/redeliver",
      jsonInit("POST", { dry_run: false }, p.user.headers),
    );
    expect(res.status).toBe(202);
    expect(queuedJobs().map((j) => j.groupKey)).toEqual([p.account.id]);
  });

  it("refuses bad input with 422 at the field, queueing nothing", async () => {
    const { bulk } = await afterAnOutage();
    for (const [body, loc] of [
      [{ status: "pending" }, "status"],
      [{ max: 0 }, "max"],
      [{ max: 1001 }, "max"],
      [{ since: "yesterday" }, "since"],
      [{ dry_run: "yes" }, "dry_run"],
    ] as const) {
      const res = await bulk(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((res.body.detail as { loc: string[] }[])[0]!.loc).toEqual(["body", loc]);
    }
    expect(queuedJobs()).toEqual([]);
  });
});
