import { execFileSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/clock";
import { deliveries, deliveryAttempts, inboxes, inboxRequests, scoutUpdates } from "../../src/db/schema";
import { runNow } from "../../src/db/store";
import { asCurl } from "../../src/platform/pages/delivery";
import { registerWebhookDispatcher } from "../../src/webhooks/dispatcher";
import { createInbox } from "../../src/webhooks/inbox";
import { sign } from "../../src/webhooks/signing";
import { makeAccount, makeTestApp } from "../helpers/deps";
import { insertScout } from "../platform/seed";
import { startReceiver } from "../webhooks/receiver";
import { Browser } from "./platform-helpers";
import { insertAttempt, insertDelivery } from "./seed";

const servers: ServerType[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function signedIn() {
  const clock = new ManualClock();
  const t = makeTestApp({ clock });
  const b = new Browser(t.app);
  await b.signIn(t.user.key);
  const bob = makeAccount(t.deps, "bob");
  return { ...t, b, bob, clock };
}

describe("platform inspector pages", () => {
  it("lists only the signed-in account's deliveries, newest first, refreshing while any is in flight", async () => {
    const { b, deps, user, bob } = await signedIn();
    insertDelivery(deps.db, user.account.id, { url: "https://a.example/first", createdAt: 1000 });
    insertDelivery(deps.db, user.account.id, {
      url: "https://a.example/second",
      createdAt: 2000,
      status: "pending",
    });
    insertDelivery(deps.db, bob.account.id, { url: "https://bob.example/secret" });
    const html = await (await b.get("/platform/webhooks")).text();
    expect(html.indexOf("a.example/second")).toBeLessThan(html.indexOf("a.example/first"));
    expect(html).not.toContain("bob.example");
    expect(html).toContain('http-equiv="refresh"');
    const filtered = await (await b.get("/platform/webhooks?status=succeeded")).text();
    expect(filtered).toContain("a.example/first");
    expect(filtered).not.toContain("a.example/second");
    expect(filtered).not.toContain('http-equiv="refresh"');
  });

  it("shows a delivery with each attempt's request and response, and escapes what receivers sent", async () => {
    const { b, deps, user } = await signedIn();
    const id = insertDelivery(deps.db, user.account.id, {
      status: "failed",
      url: "https://a.example/<b>x</b>",
    });
    insertAttempt(deps.db, user.account.id, id, {
      number: 1,
      responseStatus: 500,
      responseBody: "<script>alert(1)</script>",
      errorClass: "http_status",
      errorMessage: "HTTP 500",
      retryable: true,
    });
    const res = await b.get(`/platform/webhooks/deliveries/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("webhook-id");
    expect(html).toContain("&quot;event_type&quot;: &quot;scout_update&quot;");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain("https://a.example/&lt;b&gt;x&lt;/b&gt;");
    expect(html).toContain("Redeliver");
  });

  it("tells an attempt in flight from one a crash interrupted (both have no duration)", async () => {
    const { b, deps, user } = await signedIn();
    const id = insertDelivery(deps.db, user.account.id, { status: "delivering" });
    const crash = { responseStatus: null, responseBody: null, responseHeaders: null, durationMs: null };
    insertAttempt(deps.db, user.account.id, id, {
      number: 1,
      ...crash,
      errorClass: "interrupted",
      errorMessage: "Interrupted: the process stopped before the response was recorded",
      retryable: true,
    });
    insertAttempt(deps.db, user.account.id, id, { number: 2, ...crash, completedAt: null, retryable: null });
    const html = await (await b.get(`/platform/webhooks/deliveries/${id}`)).text();
    expect(html).toMatch(/#1 initial · .*interrupted.* · duration unknown · /s);
    expect(html).toMatch(/#2 retry · .*pending.* · in flight · /s);
  });

  it("keeps refreshing a finished delivery while a manual attempt is in flight, offering no second one", async () => {
    const { b, deps, user } = await signedIn();
    const id = insertDelivery(deps.db, user.account.id, {
      status: "failed",
      sourceType: "browsing",
      sourceId: "b-task-1",
      createdAt: Date.UTC(2026, 0, 1, 12, 30, 5),
    });
    insertAttempt(deps.db, user.account.id, id, { number: 1, errorClass: "timeout", retryable: true });
    insertAttempt(deps.db, user.account.id, id, {
      number: 2,
      trigger: "manual",
      completedAt: null,
      durationMs: null,
    });
    const html = await (await b.get(`/platform/webhooks/deliveries/${id}`)).text();
    expect(html).toContain('http-equiv="refresh"');
    expect(html).toContain("An attempt is in flight; this page refreshes until it has finished.");
    expect(html).not.toContain(`/platform/webhooks/deliveries/${id}/redeliver`);
    expect(html).toContain('browsing <a class="mono" href="/platform/browsing/b-task-1">b-task-1</a>');
    expect(html).toContain(">2026-01-01 12:30:05 UTC</time>");
    // Once it has finished, the page rests and offers Redeliver again.
    deps.db
      .update(deliveryAttempts)
      .set({ completedAt: 1, durationMs: 5 })
      .where(eq(deliveryAttempts.number, 2))
      .run();
    const done = await (await b.get(`/platform/webhooks/deliveries/${id}`)).text();
    expect(done).not.toContain('http-equiv="refresh"');
    expect(done).toContain(`/platform/webhooks/deliveries/${id}/redeliver`);
  });

  it("names the receivers that failed in the last 24 h, most failures first, each linking its failed deliveries", async () => {
    const { b, deps, user, bob, clock } = await signedIn();
    const now = clock.now();
    expect(await (await b.get("/platform/webhooks")).text()).not.toContain("Receivers with failures");
    const at = (url: string, status: "failed" | "succeeded", ago: number, account = user.account.id) =>
      insertDelivery(deps.db, account, { url, status, createdAt: now - ago });
    at("https://a.example/hook", "failed", 60_000);
    at("https://a.example/hook", "failed", 30_000);
    at("https://a.example/hook", "succeeded", 10_000);
    at("https://b.example/hook", "failed", 5_000);
    at("https://c.example/hook", "succeeded", 5_000);
    at("https://old.example/hook", "failed", 25 * 3_600_000); // before the window
    at("https://bob.example/hook", "failed", 5_000, bob.account.id);
    clock.advance(16_000); // past the stats cache
    const html = await (await b.get("/platform/webhooks")).text();
    const card = html.slice(html.indexOf("Receivers with failures, last 24 h"), html.indexOf("Find by id"));
    const urls = [...card.matchAll(/<td class="url mono"><a href="([^"]+)">([^<]+)<\/a>/g)];
    expect(urls.map((m) => m[2])).toEqual(["https://a.example/hook", "https://b.example/hook"]);
    const link = urls[0]![1]!.replaceAll("&amp;", "&");
    expect(new URL(link, "http://x").searchParams.get("receiver")).toBe("https://a.example/hook");
    // The link lists exactly that receiver's failures of the window: not a longer URL containing it, not older ones.
    at("https://a.example/hook-v2", "failed", 5_000);
    at("https://a.example/hook", "failed", 30 * 3_600_000);
    const listed = await (await b.get(link)).text();
    expect(listed).toContain("2 of 8 deliveries");
    expect(listed).not.toContain("hook-v2");
    expect(listed).toContain('name="receiver" value="https://a.example/hook"');
    expect(card).toMatch(/a\.example\/hook<\/a><\/td><td class="num">2<\/td><td class="num">3<\/td>/);
    // An overview of the account: not repeated over a filtered list.
    expect(await (await b.get("/platform/webhooks?status=failed")).text()).not.toContain(
      "Receivers with failures",
    );
  });

  it("calls only automatic failures retryable, and says when a response body was cut", async () => {
    const { b, app, deps, user } = await signedIn();
    const id = insertDelivery(deps.db, user.account.id, { status: "failed", sourceType: "test" });
    insertAttempt(deps.db, user.account.id, id, {
      number: 1,
      trigger: "test",
      responseStatus: 503,
      responseBody: "x".repeat(16 * 1024),
      errorClass: "http_status",
      errorMessage: "HTTP 503",
      retryable: true,
    });
    insertAttempt(deps.db, user.account.id, id, {
      number: 2,
      trigger: "retry",
      responseStatus: 503,
      responseBody: "short",
      errorClass: "http_status",
      errorMessage: "HTTP 503",
      retryable: true,
    });
    // A binary answer at the limit: shown as base64 with its size, and said to be cut.
    insertAttempt(deps.db, user.account.id, id, {
      number: 3,
      trigger: "manual",
      responseStatus: 503,
      responseBody: Buffer.alloc(16 * 1024, 0xff).toString("base64"),
      responseBodyEncoding: "base64",
      errorClass: "http_status",
      errorMessage: "HTTP 503",
      retryable: false,
    });
    const html = await (await b.get(`/platform/webhooks/deliveries/${id}`)).text();
    expect(html.match(/http_status \(retryable\): HTTP 503/g)).toHaveLength(1);
    expect(html).toContain("http_status: HTTP 503");
    expect(html.match(/Only the first 16 KiB of a response is kept\./g)).toHaveLength(2);
    expect(html).toContain("Not UTF-8 text: 16384 bytes, shown in base64.");
    const api = await (await app.request(`/v1/webhooks/deliveries/${id}`, { headers: user.headers })).json();
    expect(
      api.attempt_log.map((a: { response: { body_encoding: string } }) => a.response.body_encoding),
    ).toEqual(["utf8", "utf8", "base64"]);
  });

  it("filters by source id, and redelivers the failed deliveries the filters show from one button", async () => {
    const { b, deps, user, bob } = await signedIn();
    registerWebhookDispatcher(deps);
    const receiver = await startReceiver();
    try {
      const failed = (url: string, sourceId: string, accountId = user.account.id) =>
        insertDelivery(deps.db, accountId, {
          status: "failed",
          attempts: 3,
          url: receiver.url(url),
          sourceId,
        });
      const a = failed("/a", "scout-A");
      const other = failed("/b", "scout-B");
      const bobs = failed("/a", "scout-A", bob.account.id);
      insertDelivery(deps.db, user.account.id, {
        status: "succeeded",
        url: receiver.url("/ok"),
        sourceId: "scout-A",
      });
      // A failed test delivery is a rehearsal: neither counted on the button nor redelivered by it.
      insertDelivery(deps.db, user.account.id, {
        status: "failed",
        sourceType: "test",
        url: receiver.url("/t"),
        sourceId: "scout-A",
      });

      // The triage filters narrow the page too (these deliveries have no last status).
      const none = await (await b.get("/platform/webhooks?source_id=scout-A&status_code=5xx")).text();
      expect(none).toContain('value="5xx"');
      expect(none).toContain("No deliveries match.");
      const html = await (await b.get("/platform/webhooks?source_id=scout-A")).text();
      expect(html).toContain(receiver.url("/a"));
      expect(html).not.toContain(receiver.url("/b"));
      expect(html).toContain(
        "1 failed delivery here can be redelivered (test deliveries and those already queued are left out).",
      );
      expect(html).toContain('<input type="hidden" name="source_id" value="scout-A"/>');
      const done = await b.post("/platform/webhooks/redeliver", {
        _csrf: Browser.csrf(html),
        source_id: "scout-A",
      });
      expect(done.headers.get("location")).toBe("/platform/webhooks?source_id=scout-A");
      await deps.jobs.runUntilEmpty();
      const status = (id: string) => deps.db.select().from(deliveries).where(eq(deliveries.id, id)).get()!;
      expect(status(a)).toMatchObject({ status: "succeeded", manualAttempts: 1 });
      expect(status(other)).toMatchObject({ status: "failed", manualAttempts: 0 });
      expect(status(bobs)).toMatchObject({ status: "failed", manualAttempts: 0 });
      expect(receiver.requests.map((r) => new URL(r.url, "http://x").pathname)).toEqual(["/a"]);
      const after = await (await b.get(done.headers.get("location")!)).text();
      expect(after).toContain("Queued 1 redelivery");
      expect(after).not.toContain("can be redelivered");
      // Said once, to this session: not again on reload, and no link can make the page say it.
      expect(await (await b.get(done.headers.get("location")!)).text()).not.toContain("Queued");
      expect(await (await b.get("/platform/webhooks?queued=9999&notice=none")).text()).not.toContain(
        "Queued",
      );
    } finally {
      await receiver.close();
    }
  });

  it("finds a pasted id: a delivery opens, a source or update filters, another account's is not found", async () => {
    const { b, deps, user, bob } = await signedIn();
    const scout = insertScout(deps.db, user.account.id, [{ summary: "First run.", hasChanges: true }]);
    const update = deps.db.select().from(scoutUpdates).where(eq(scoutUpdates.scoutId, scout)).get()!.id;
    const id = insertDelivery(deps.db, user.account.id, { sourceId: scout, updateId: update });
    const task = insertDelivery(deps.db, user.account.id, { sourceType: "research", sourceId: "task-1" });
    const bobs = insertDelivery(deps.db, bob.account.id, { sourceId: "bob-task" });
    const go = async (q: string) => {
      const res = await b.get(`/platform/webhooks?id=${encodeURIComponent(q)}`);
      return [res.status, res.headers.get("location")];
    };
    expect(await go(` ${id} `)).toEqual([303, `/platform/webhooks/deliveries/${id}`]);
    expect(await go("task-1")).toEqual([303, "/platform/webhooks?source_id=task-1"]);
    expect(await go(update)).toEqual([303, `/platform/webhooks?update_id=${update}`]);
    for (const q of [bobs, "bob-task", "nothing"]) {
      const res = await b.get(`/platform/webhooks?id=${q}`);
      expect(res.status, q).toBe(404);
      expect(await res.text()).toContain(`No delivery, source or update has the id ${q}.`);
    }
    const filtered = await (await b.get(`/platform/webhooks?update_id=${update}`)).text();
    expect(filtered).toContain(`name="update_id" value="${update}"`);
    expect(filtered).toContain(`/platform/webhooks/deliveries/${id}`);
    expect(filtered).not.toContain(`/platform/webhooks/deliveries/${task}`);
    expect(await (await b.get("/platform/webhooks?update_id=other")).text()).toContain(
      "No deliveries match.",
    );
  });

  it("shows why each delivery last failed, and links its source's page", async () => {
    const { b, deps, user } = await signedIn();
    insertDelivery(deps.db, user.account.id, {
      status: "failed",
      sourceType: "research",
      sourceId: "7d5c1f9e-aaaa-bbbb-cccc-000000000001",
      lastErrorClass: "timeout",
      lastError: "Timed out after 10 s",
    });
    insertDelivery(deps.db, user.account.id, {
      status: "failed",
      sourceType: "test",
      sourceId: "test-src-1",
      lastStatusCode: 503,
    });
    const html = await (await b.get("/platform/webhooks")).text();
    expect(html).toContain(
      '<td title="Timed out after 10 s"><span class="badge b-failed">timeout</span></td>',
    );
    expect(html).toContain('<span class="badge b-5xx">503</span>');
    expect(html).toContain(
      '<a class="mono" href="/platform/research/7d5c1f9e-aaaa-bbbb-cccc-000000000001" title="7d5c1f9e-aaaa-bbbb-cccc-000000000001">7d5c1f9e</a>',
    );
    // A test delivery has no page of its own.
    expect(html).not.toContain("/platform/test/");
  });

  it("recomputes the 24 h numbers at most every 15 s per account", async () => {
    const { b, deps, user, clock } = await signedIn();
    const shown = async () =>
      (await (await b.get("/platform/webhooks")).text()).match(/Last 24 h<b>(\d+)<\/b>/)![1];
    insertDelivery(deps.db, user.account.id, { createdAt: clock.now() });
    expect(await shown()).toBe("1");
    insertDelivery(deps.db, user.account.id, { createdAt: clock.now() });
    clock.advance(14_000);
    expect(await shown()).toBe("1");
    clock.advance(2_000);
    expect(await shown()).toBe("2");
  });

  it("pages an inbox's live view without leaving it, and deletes the inbox from its own page", async () => {
    const { b, deps, user, clock } = await signedIn();
    const inbox = runNow(deps.db, createInbox(clock, user.account.id, { name: "many" }));
    for (let i = 0; i < 30; i++)
      deps.db
        .insert(inboxRequests)
        .values({
          id: `req-${String(i).padStart(2, "0")}`,
          inboxId: inbox.id,
          method: "POST",
          path: "/",
          query: "",
          headers: {},
          body: `n${i}`,
          responseStatus: 200,
          receivedAt: 1000 + i,
        })
        .run();
    const page = `/platform/webhooks/inboxes/${inbox.id}`;
    const live = await (await b.get(`${page}?live=1`)).text();
    const older = /href="([^"]+)">Older →/.exec(live)![1]!.replaceAll("&amp;", "&");
    expect(new URL(older, "http://x").searchParams.get("live")).toBe("1");
    expect(await (await b.get(older)).text()).toContain('http-equiv="refresh"');
    const del = await b.post(`${page}/delete`, { _csrf: Browser.csrf(live) });
    expect(del.headers.get("location")).toBe("/platform/webhooks/inboxes");
    expect(deps.db.select().from(inboxes).where(eq(inboxes.id, inbox.id)).get()).toBeUndefined();
  });

  it("shows a body that was not UTF-8 as base64 with its size, and checks its signature over the bytes", async () => {
    const { b, deps, user, clock } = await signedIn();
    const inbox = runNow(deps.db, createInbox(clock, user.account.id, { name: "binary" }));
    const bytes = Buffer.from([0x1f, 0x8b, 0xff, 0x00]);
    const ts = Math.floor(clock.now() / 1000);
    deps.db
      .insert(inboxRequests)
      .values({
        id: "req-binary",
        inboxId: inbox.id,
        method: "POST",
        path: "/",
        query: "",
        headers: {
          "webhook-id": "msg_1",
          "webhook-timestamp": String(ts),
          "webhook-signature": sign(user.account.webhookSecret, "msg_1", ts, bytes),
        },
        body: bytes.toString("base64"),
        bodyEncoding: "base64",
        responseStatus: 200,
        receivedAt: clock.now(),
      })
      .run();
    const html = await (await b.get(`/platform/webhooks/inboxes/${inbox.id}`)).text();
    expect(html).toContain("Not UTF-8 text: 4 bytes, shown in base64.");
    expect(html).toContain(`<pre class="raw">${bytes.toString("base64")}</pre>`);
    expect(html).toContain("Signature: valid with your current secret.");
  });

  it("answers another account's delivery or inbox with 404, and cannot delete it", async () => {
    const { b, deps, bob } = await signedIn();
    const theirs = insertDelivery(deps.db, bob.account.id, {});
    const inbox = runNow(deps.db, createInbox(deps.clock, bob.account.id, { name: "bob-inbox" }));
    expect((await b.get(`/platform/webhooks/deliveries/${theirs}`)).status).toBe(404);
    expect((await b.get(`/platform/webhooks/inboxes/${inbox.id}`)).status).toBe(404);
    const csrf = Browser.csrf(await (await b.get("/platform/webhooks/inboxes")).text());
    expect((await b.post(`/platform/webhooks/deliveries/${theirs}/redeliver`, { _csrf: csrf })).status).toBe(
      404,
    );
    await b.post(`/platform/webhooks/inboxes/${inbox.id}/delete`, { _csrf: csrf });
    expect(deps.db.select().from(inboxes).all()).toHaveLength(1);
    expect(await (await b.get("/platform/webhooks/inboxes")).text()).not.toContain("bob-inbox");
  });

  it("refuses every form without this session's CSRF token", async () => {
    const { b, deps, user, app, clock } = await signedIn();
    const mine = runNow(deps.db, createInbox(deps.clock, user.account.id, {}));
    const id = insertDelivery(deps.db, user.account.id, {});
    for (const [path, fields] of [
      ["/platform/webhooks/inboxes", { name: "x" }],
      [`/platform/webhooks/inboxes/${mine.id}/delete`, {}],
      [`/platform/webhooks/deliveries/${id}/redeliver`, {}],
      ["/platform/webhooks/test", { webhook_url: "http://127.0.0.1:9/x" }],
      ["/platform/webhooks/redeliver", { status: "failed" }],
      ["/platform/sign-out", {}],
    ] as const) {
      expect((await b.post(path, fields)).status).toBe(403);
      expect((await b.post(path, { ...fields, _csrf: "wrong" })).status).toBe(403);
    }
    // Another session's token is no good either, even for the same key.
    clock.advance(1000);
    const other = new Browser(app);
    await other.signIn(user.key);
    const foreign = Browser.csrf(await (await other.get("/platform/webhooks")).text());
    expect((await b.post("/platform/webhooks/inboxes", { _csrf: foreign })).status).toBe(403);
    expect(deps.db.select().from(inboxes).all()).toHaveLength(1);
    expect(deps.db.select().from(deliveries).all()).toHaveLength(1);
    expect(b.cookies.has("sp_session")).toBe(true);
  });

  it("creates an inbox, sends a test to it over HTTP and redelivers: both sides visible", async () => {
    const { b, app, deps } = await signedIn();
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    let csrf = Browser.csrf(await (await b.get("/platform/webhooks/inboxes")).text());
    const created = await b.post("/platform/webhooks/inboxes", {
      _csrf: csrf,
      name: "dev",
      response_status: "200",
    });
    expect(created.status).toBe(303);
    const inboxPage = created.headers.get("location")!;
    const inboxHtml = await (await b.get(inboxPage)).text();
    const token = /\/hooks\/inbox\/([0-9A-Za-z]{40})/.exec(inboxHtml)![1];
    const hook = `${base}/hooks/inbox/${token}`;

    csrf = Browser.csrf(await (await b.get("/platform/webhooks")).text());
    const bad = await b.post("/platform/webhooks/test", { _csrf: csrf, webhook_url: "http://example.com/x" });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain("HTTPS is required");

    const sent = await b.post("/platform/webhooks/test", {
      _csrf: csrf,
      webhook_url: hook,
      webhook_format: "slack",
    });
    expect(sent.status).toBe(303);
    const deliveryPage = sent.headers.get("location")!;
    const [row] = deps.db.select().from(deliveries).all();
    expect(row).toMatchObject({ sourceType: "test", format: "slack", status: "succeeded", attempts: 1 });
    expect(deliveryPage).toBe(`/platform/webhooks/deliveries/${row!.id}`);

    const redelivered = await b.post(`${deliveryPage}/redeliver`, { _csrf: csrf });
    expect(redelivered.headers.get("location")).toBe(deliveryPage);
    const detail = await (await b.get(deliveryPage)).text();
    expect(detail).toContain("Redelivered");
    expect(detail).toContain("#2 manual");

    // A request that is not ours, unsigned, beside the two signed ones.
    await fetch(hook, { method: "POST", body: "{}" });
    const received = await (await b.get(inboxPage)).text();
    expect(received.match(/POST \//g)).toHaveLength(3);
    expect(received).toContain("Scout-Webhook/1.0");
    expect(received.match(/Signature: valid with your current secret\./g)).toHaveLength(2);
    expect(received).toContain("Signature: none (no webhook-signature headers).");
    // Both signed requests link the delivery that sent them; the unsigned one links nothing.
    expect(
      received.match(new RegExp(`href="${deliveryPage}">The delivery that sent this`, "g")),
    ).toHaveLength(2);
    const sentHere = /href="(\/platform\/webhooks\?url=[^"]+)">Deliveries to this inbox/.exec(received)![1]!;
    expect(await (await b.get(sentHere.replaceAll("&amp;", "&"))).text()).toContain(deliveryPage);

    // The attempt as curl: run through bash with curl replaced by a printer, it gives back the exact request.
    const [attempt] = deps.db
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.deliveryId, row!.id))
      .all();
    const curl = asCurl({
      url: attempt!.requestUrl,
      headers: attempt!.requestHeaders,
      body: attempt!.requestBody,
    });
    expect(detail).toContain("As curl");
    const args = execFileSync("bash", ["-c", `curl() { printf '%s\\0' "$@"; }\n${curl}`])
      .toString()
      .split("\0");
    expect(args.slice(0, 5)).toEqual(["-sS", "--globoff", "-X", "POST", hook]);
    expect(args).toContain(`webhook-signature: ${attempt!.requestHeaders["webhook-signature"]}`);
    expect(args.at(-2)).toBe(attempt!.requestBody);
    // Quotes, $, backslashes and a real line break all come through as they are.
    const body = `{"s":"it's \\n $HOME \\\\"}\nsecond line`;
    const quoted = asCurl({ url: "http://127.0.0.1:9/it's{a,b}", headers: { "x-a": "it's $HOME" }, body });
    const back = execFileSync("bash", ["-c", `curl() { printf '%s\\0' "$@"; }\n${quoted}`])
      .toString()
      .split("\0");
    expect(back.slice(4, -1)).toEqual([
      "http://127.0.0.1:9/it's{a,b}",
      "-H",
      "x-a: it's $HOME",
      "--data-raw",
      body,
    ]);
  });
});
