import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  createAccount,
  createApiKey,
  ensureBootstrap,
  generateApiKey,
  listApiKeys,
  revokeApiKey,
  touchApiKey,
  verifyApiKey,
} from "../../src/accounts/keys";
import { inboxCaptureRouter } from "../../src/api/webhooks/inboxes/capture";
import { ManualClock } from "../../src/clock";
import type { AppDeps, AppEnv } from "../../src/deps";
import { createInbox } from "../../src/webhooks/inbox";
import { latestDeliveryBySource, listInboxRequests } from "../../src/webhooks/queries";
import { insertDelivery, STORES, storeFixture } from "../helpers/stores";

// The capture route, the latest delivery of each source and the API-key lookup, on both databases, with the same
// results: the same statements on both (src/db/store/statement.ts), the latest delivery's lookup written per database.

const NOW = Date.UTC(2026, 0, 5);
const fixture = storeFixture();

/** The capture route alone, over the instance's deps. */
function captureApp(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("deps", deps);
      await next();
    })
    .route("/", inboxCaptureRouter);
}

describe.each(STORES)("reads and hot-path writes on %s", (kind) => {
  it("captures a request to an inbox and lists it back as sent: headers, body, truncation, status", async () => {
    const clock = new ManualClock(NOW);
    const deps = await (await fixture.database(kind))(clock);
    const account = await deps.store.run(createAccount(clock, "inbox-owner", 0));
    const inbox = await deps.store.run(createInbox(clock, account.id, { name: "rehearsal" }));
    const app = captureApp(deps);

    const res = await app.request(`/hooks/inbox/${inbox.token}/orders/7?status=503&x=1`, {
      method: "POST",
      // A header of any name is recorded like any other, __proto__ included.
      headers: [
        ["content-type", "application/json"],
        ["x-trace", "abc"],
        ["__proto__", "kept"],
      ],
      body: '{"order":7}',
    });
    expect(res.status).toBe(503);
    const answered = (await res.json()) as { request_id: string };
    clock.advance(1_000);
    const big = await app.request(`/hooks/inbox/${inbox.token}`, {
      method: "PUT",
      body: "x".repeat(300 * 1024),
    });
    expect(big.status).toBe(413);
    expect((await app.request(`/hooks/inbox/${"A".repeat(40)}`, { method: "POST" })).status).toBe(404);

    const page = await deps.store.run(listInboxRequests(account.id, inbox.id, { pageSize: 10 }));
    expect(page?.total).toBe(2);
    const [newest, first] = page!.items;
    expect(first).toMatchObject({
      id: answered.request_id,
      inboxId: inbox.id,
      method: "POST",
      path: "/orders/7",
      query: "status=503&x=1",
      body: '{"order":7}',
      bodyEncoding: "utf8",
      bodyTruncated: false,
      responseStatus: 503,
      receivedAt: NOW,
      createdAt: NOW,
    });
    expect(first!.headers).toMatchObject({ "content-type": "application/json", "x-trace": "abc" });
    expect(Object.getOwnPropertyDescriptor(first!.headers, "__proto__")?.value).toBe("kept");
    expect(newest).toMatchObject({ method: "PUT", path: "/", bodyTruncated: true, responseStatus: 413 });
    expect(newest!.body).toHaveLength(256 * 1024);
  });

  it("finds the latest delivery of each source (creation time, then id), of the account's only", async () => {
    const clock = new ManualClock(NOW);
    const deps = await (await fixture.database(kind))(clock);
    const me = (await deps.store.run(createAccount(clock, "sources-me", 0))).id;
    const other = (await deps.store.run(createAccount(clock, "sources-other", 0))).id;
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await deps.store.run(insertDelivery(me, { sourceId: a, createdAt: NOW - 3_000, status: "succeeded" }));
    await deps.store.run(insertDelivery(me, { sourceId: a, createdAt: NOW - 2_000, status: "succeeded" }));
    const latestA = await deps.store.run(
      insertDelivery(me, { sourceId: a, createdAt: NOW - 1_000, status: "failed" }),
    );
    // Two in one millisecond: the later id is the latest (rows are written in id order, as the log writes them).
    await deps.store.run(insertDelivery(me, { sourceId: b, createdAt: NOW, status: "failed" }));
    const latestB = await deps.store.run(
      insertDelivery(me, { sourceId: b, createdAt: NOW, status: "succeeded" }),
    );
    // Another account's newer delivery to a source of the same id is not mine.
    await deps.store.run(insertDelivery(other, { sourceId: a, createdAt: NOW + 5_000, status: "succeeded" }));

    const latest = await deps.store.run(latestDeliveryBySource(me, "scout", [a, b, c]));
    expect(Object.fromEntries(latest)).toEqual({
      [a]: { id: latestA, status: "failed", lastError: `failed at ${NOW - 1_000}` },
      [b]: { id: latestB, status: "succeeded", lastError: null },
    });
    expect((await deps.store.run(latestDeliveryBySource(me, "research", [a]))).size).toBe(0);
    expect((await deps.store.run(latestDeliveryBySource(me, "scout", []))).size).toBe(0);
  });

  it("resolves a key to its account, never a wrong, revoked or malformed one", async () => {
    const clock = new ManualClock(NOW);
    const deps = await (await fixture.database(kind))(clock);
    const account = await deps.store.run(createAccount(clock, "key-owner", 25));
    const { key, id } = await deps.store.run(createApiKey(clock, account.id, { name: "ci" }));
    const { key: revoked, id: revokedId } = await deps.store.run(createApiKey(clock, account.id));
    await deps.store.run(revokeApiKey(clock, revokedId));

    const found = await deps.store.run(verifyApiKey(key));
    expect(found).toEqual({ keyId: id, account });
    expect(found?.account.creditsBalance).toBe(25);
    // One character off: same shape, another hash.
    const wrong = key.slice(0, -1) + (key.endsWith("a") ? "b" : "a");
    expect(await deps.store.run(verifyApiKey(wrong))).toBeUndefined();
    expect(await deps.store.run(verifyApiKey(revoked))).toBeUndefined();
    expect(await deps.store.run(verifyApiKey("sp_short"))).toBeUndefined();
  });

  it("records a key's use at most once a minute", async () => {
    const clock = new ManualClock(NOW);
    const deps = await (await fixture.database(kind))(clock);
    const account = await deps.store.run(createAccount(clock, "toucher", 0));
    const { id } = await deps.store.run(createApiKey(clock, account.id));
    const lastUsed = async () =>
      (await deps.store.run(listApiKeys(account.id))).find((k) => k.id === id)?.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await deps.store.run(touchApiKey(id, NOW));
    expect(await lastUsed()).toBe(NOW);
    await deps.store.run(touchApiKey(id, NOW + 59_999));
    expect(await lastUsed()).toBe(NOW);
    await deps.store.run(touchApiKey(id, NOW + 60_001));
    expect(await lastUsed()).toBe(NOW + 60_001);
  });

  it("makes the default account and the bootstrap key once when three instances start together", async () => {
    const clock = new ManualClock(NOW);
    const instance = await fixture.database(kind);
    const instances = await Promise.all([instance(clock), instance(clock), instance(clock)]);
    const key = generateApiKey();
    const opts = { bootstrapKey: key, defaultCredits: 5 };
    const started = await Promise.all(instances.map((d) => d.store.run(ensureBootstrap(clock, opts))));
    expect(started).toEqual([{}, {}, {}]);
    const found = await instances[0]!.store.run(verifyApiKey(key));
    expect(found?.account.name).toBe("default");
    expect(await instances[1]!.store.run(listApiKeys(found!.account.id))).toHaveLength(1);
  });
});
