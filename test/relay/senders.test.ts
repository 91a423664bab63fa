import { createHmac } from "node:crypto";
import { sign as githubSign } from "@octokit/webhooks-methods";
import { Webhook } from "standardwebhooks";
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { relayApp, startDestination } from "./support";

// Each sender signs with its own library (Slack has none for signing: its documented v0 scheme by hand), and the
// relay must forward what verifies and refuse, record and forward nowhere what does not.

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of open.splice(0).reverse()) await close();
});

async function sourceWith(verify: { scheme: string; secret: string; header?: string }) {
  const r = relayApp();
  const dest = await startDestination();
  open.push(r.close, dest.close);
  const src = await r.api("POST", "/v1/relay/sources", {
    name: verify.scheme,
    verify,
    destinations: [{ url: dest.url() }],
  });
  expect(src.status).toBe(200);
  const post = (headers: Record<string, string>, body: string) =>
    r.send(src.body.ingest_url, { headers: { "content-type": "application/json", ...headers }, body });
  const statuses = async () =>
    (await r.api("GET", `/v1/relay/sources/${src.body.id}/requests`)).body.requests.map(
      (x: { status: string; reason: string | null }) => [x.status, x.reason],
    );
  return { ...r, dest, src: src.body, post, statuses };
}

const stripe = new Stripe("sk_test_unused");
const nowS = () => Math.floor(Date.now() / 1000);

describe("relay: senders' own signatures", () => {
  it("Stripe: a valid Stripe-Signature is forwarded; stale, forged or missing ones are 401; a retried event is a duplicate", async () => {
    const secret = "whsec_test_secret";
    const s = await sourceWith({ scheme: "stripe", secret });
    const payload = JSON.stringify({ id: "evt_1", type: "invoice.paid", data: { object: { id: "in_1" } } });
    const header = (opts: { secret?: string; timestamp?: number } = {}) =>
      stripe.webhooks.generateTestHeaderString({
        payload,
        secret: opts.secret ?? secret,
        timestamp: opts.timestamp,
      });
    const ok = await s.post({ "stripe-signature": header() }, payload);
    expect(ok.status).toBe(200);
    // Stripe retries an event with a fresh signature: the event id makes it a duplicate.
    const retry = await s.post({ "stripe-signature": header({ timestamp: nowS() - 5 }) }, payload);
    expect(retry.body).toEqual({ ok: true, request_id: ok.body.request_id, duplicate: true });
    expect((await s.post({ "stripe-signature": header({ timestamp: nowS() - 360 }) }, payload)).status).toBe(
      401,
    );
    expect((await s.post({ "stripe-signature": header({ secret: "whsec_other" }) }, payload)).status).toBe(
      401,
    );
    expect((await s.post({}, payload)).status).toBe(401);
    await s.deps.jobs.runUntilEmpty();
    expect(s.dest.hits.map((h) => h.body.toString())).toEqual([payload]);
    expect(s.dest.hits[0]!.headers["stripe-signature"]).toBeDefined();
    const statuses = await s.statuses();
    expect(statuses.map(([st]: string[]) => st)).toEqual([
      "rejected",
      "rejected",
      "rejected",
      "duplicate",
      "accepted",
    ]);
    for (const [, reason] of statuses.slice(0, 3)) expect(reason).toMatch(/Stripe-Signature/i);
    expect(JSON.stringify(statuses)).not.toContain(secret);
  });

  it("GitHub: @octokit/webhooks-methods' signature is forwarded, a tampered body is 401", async () => {
    const s = await sourceWith({ scheme: "github", secret: "gh-secret" });
    const payload = JSON.stringify({ action: "created", zen: "Keep it logically awesome." });
    const signature = await githubSign("gh-secret", payload);
    const headers = {
      "x-hub-signature-256": signature,
      "x-github-event": "star",
      "x-github-delivery": "g-1",
    };
    expect((await s.post(headers, payload)).status).toBe(200);
    expect(
      (await s.post({ ...headers, "x-github-delivery": "g-2" }, payload.replace("awesome", "AWESOME")))
        .status,
    ).toBe(401);
    await s.deps.jobs.runUntilEmpty();
    expect(s.dest.hits.map((h) => h.body.toString())).toEqual([payload]);
  });

  it("Standard Webhooks: the standardwebhooks library's headers are forwarded untouched, so the destination can verify them too", async () => {
    const secret = `whsec_${Buffer.from("a-standard-webhooks-key-32-bytes").toString("base64")}`;
    const s = await sourceWith({ scheme: "standard_webhooks", secret });
    const wh = new Webhook(secret);
    const payload = JSON.stringify({ type: "user.created", data: { id: 1 } });
    const at = new Date();
    const headers = {
      "webhook-id": "msg_1",
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": wh.sign("msg_1", at, payload),
    };
    expect((await s.post(headers, payload)).status).toBe(200);
    const stale = new Date(Date.now() - 10 * 60_000);
    const old = {
      "webhook-id": "msg_2",
      "webhook-timestamp": String(Math.floor(stale.getTime() / 1000)),
      "webhook-signature": wh.sign("msg_2", stale, payload),
    };
    expect((await s.post(old, payload)).status).toBe(401);
    await s.deps.jobs.runUntilEmpty();
    const [hit] = s.dest.hits;
    const forwarded = Object.fromEntries(
      ["webhook-id", "webhook-timestamp", "webhook-signature"].map((k) => [k, String(hit!.headers[k])]),
    );
    expect(wh.verify(hit!.body.toString(), forwarded)).toEqual(JSON.parse(payload));
  });

  it("Slack: v0 over v0:<ts>:<body> verifies; a retry of the same signature and timestamp is a duplicate", async () => {
    const secret = "slack-signing-secret";
    const s = await sourceWith({ scheme: "slack", secret });
    const payload = "token=x&team_id=T1&command=%2Fweather&text=94070";
    const ts = String(nowS());
    const sig = `v0=${createHmac("sha256", secret).update(`v0:${ts}:${payload}`).digest("hex")}`;
    const headers = {
      "content-type": "application/x-www-form-urlencoded",
      "x-slack-request-timestamp": ts,
      "x-slack-signature": sig,
    };
    const first = await s.post(headers, payload);
    expect(first.status).toBe(200);
    const retry = await s.post({ ...headers, "x-slack-retry-num": "1" }, payload);
    expect(retry.body).toMatchObject({ request_id: first.body.request_id, duplicate: true });
    const staleTs = String(nowS() - 400);
    const stale = `v0=${createHmac("sha256", secret).update(`v0:${staleTs}:${payload}`).digest("hex")}`;
    expect(
      (
        await s.post(
          { ...headers, "x-slack-request-timestamp": staleTs, "x-slack-signature": stale },
          payload,
        )
      ).status,
    ).toBe(401);
    await s.deps.jobs.runUntilEmpty();
    expect(s.dest.hits).toHaveLength(1);
    expect(s.dest.hits[0]!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  });

  it("header: the named header must equal the secret; the secret is neither stored nor forwarded", async () => {
    const s = await sourceWith({ scheme: "header", secret: "let-me-in", header: "X-Relay-Key" });
    expect(s.src.verify).toEqual({ scheme: "header", header: "X-Relay-Key" });
    expect((await s.post({ "x-relay-key": "let-me-in" }, "{}")).status).toBe(200);
    expect((await s.post({ "x-relay-key": "let-me-inn" }, "{}")).status).toBe(401);
    expect((await s.post({}, "{}")).status).toBe(401);
    await s.deps.jobs.runUntilEmpty();
    expect(s.dest.hits).toHaveLength(1);
    expect(s.dest.hits[0]!.headers["x-relay-key"]).toBeUndefined();
    const log = await s.api("GET", `/v1/relay/sources/${s.src.id}/requests`);
    expect(JSON.stringify(log.body)).not.toContain("let-me-in");
  });

  it("a rotated secret keeps the old one accepted for a day, then only the new one", async () => {
    const s = await sourceWith({ scheme: "github", secret: "old" });
    const payload = "{}";
    await s.api("PATCH", `/v1/relay/sources/${s.src.id}`, { verify: { scheme: "github", secret: "new" } });
    expect(
      (
        await s.post(
          { "x-hub-signature-256": await githubSign("old", payload), "x-github-delivery": "a" },
          payload,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await s.post(
          { "x-hub-signature-256": await githubSign("new", payload), "x-github-delivery": "b" },
          payload,
        )
      ).status,
    ).toBe(200);
    s.deps.db.$client.prepare("update relay_sources set previous_secret_until = 1").run();
    expect(
      (
        await s.post(
          { "x-hub-signature-256": await githubSign("old", payload), "x-github-delivery": "c" },
          payload,
        )
      ).status,
    ).toBe(401);
  });

  it("a captured signed request resent with an unsigned identity header is still a duplicate, forwarded once", async () => {
    const secret = "whsec_test_secret";
    const s = await sourceWith({ scheme: "stripe", secret });
    const payload = JSON.stringify({ id: "evt_9", type: "invoice.paid" });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const first = await s.post({ "stripe-signature": signature }, payload);
    expect(first.status).toBe(200);
    const extras: Record<string, string>[] = [
      { "webhook-id": "x" },
      { "x-github-delivery": "y" },
      { "idempotency-key": "z" },
    ];
    for (const extra of extras)
      expect((await s.post({ "stripe-signature": signature, ...extra }, payload)).body).toEqual({
        ok: true,
        request_id: first.body.request_id,
        duplicate: true,
      });

    const slack = await sourceWith({ scheme: "slack", secret: "slack-secret" });
    const form = "command=%2Fdeploy";
    const ts = String(nowS());
    const slackHeaders = {
      "x-slack-request-timestamp": ts,
      "x-slack-signature": `v0=${createHmac("sha256", "slack-secret").update(`v0:${ts}:${form}`).digest("hex")}`,
    };
    const slackFirst = await slack.post(slackHeaders, form);
    const resent = await slack.post({ ...slackHeaders, "idempotency-key": "fresh" }, form);
    expect(resent.body).toMatchObject({ request_id: slackFirst.body.request_id, duplicate: true });

    const gh = await sourceWith({ scheme: "github", secret: "gh-secret" });
    const ghHeaders = {
      "x-hub-signature-256": await githubSign("gh-secret", "{}"),
      "x-github-delivery": "g-7",
    };
    const ghFirst = await gh.post(ghHeaders, "{}");
    const ghResent = await gh.post({ ...ghHeaders, "webhook-id": "x" }, "{}");
    expect(ghResent.body).toMatchObject({ request_id: ghFirst.body.request_id, duplicate: true });

    for (const x of [s, slack, gh]) await x.deps.jobs.runUntilEmpty();
    expect([s.dest.hits.length, slack.dest.hits.length, gh.dest.hits.length]).toEqual([1, 1, 1]);
  });

  it("saving the same secret again keeps a rotation's window; a second rotation keeps only the secret it replaced", async () => {
    const s = await sourceWith({ scheme: "github", secret: "A" });
    const path = `/v1/relay/sources/${s.src.id}`;
    let n = 0;
    const status = async (secret: string) =>
      (
        await s.post(
          { "x-hub-signature-256": await githubSign(secret, "{}"), "x-github-delivery": `d-${++n}` },
          "{}",
        )
      ).status;
    await s.api("PATCH", path, { verify: { scheme: "github", secret: "B" } });
    const renamed = await s.api("PATCH", path, {
      name: "renamed",
      verify: { scheme: "github", secret: "B" },
    });
    expect(renamed.body.name).toBe("renamed");
    expect([await status("A"), await status("B")]).toEqual([200, 200]);
    await s.api("PATCH", path, { verify: { scheme: "github", secret: "C" } });
    expect([await status("A"), await status("B"), await status("C")]).toEqual([401, 200, 200]);
  });

  it("refuses a verification that could never pass, at the field", async () => {
    const r = relayApp();
    open.push(r.close);
    const bad = await r.api("POST", "/v1/relay/sources", {
      name: "x",
      verify: { scheme: "header", secret: "s" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["body", "verify"]);
    const sw = await r.api("POST", "/v1/relay/sources", {
      name: "x",
      verify: { scheme: "standard_webhooks", secret: "whsec_%%%" },
    });
    expect(sw.status).toBe(422);
  });
});
