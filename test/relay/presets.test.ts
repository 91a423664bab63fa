import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { relayApp, startDestination } from "./support";

// Presets and the new schemes through the API: one word chooses a provider, the answer never shows a secret,
// rotation keeps the replaced secret for a day, and a provider's retry is a duplicate.

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of open.splice(0).reverse()) await close();
});

async function setup() {
  const r = relayApp();
  const dest = await startDestination();
  open.push(r.close, dest.close);
  return { ...r, dest };
}

const shopifySig = (key: string, body: string) => createHmac("sha256", key).update(body).digest("base64");

describe("relay presets", () => {
  it("lists every preset with its scheme, header and retry identity", async () => {
    const { api } = await setup();
    const res = await api("GET", "/v1/relay/presets");
    expect(res.status).toBe(200);
    const shopify = res.body.presets.find((p: { name: string }) => p.name === "shopify");
    expect(shopify).toEqual({
      name: "shopify",
      provider: "Shopify",
      scheme: "hmac",
      header: "X-Shopify-Hmac-Sha256",
      retry_identity: "x-shopify-webhook-id with the signature",
    });
    expect(res.body.presets.length).toBeGreaterThanOrEqual(21);
  });

  it("verifies with a preset named in one word, recognises the retry, and keeps a rotated secret for a day", async () => {
    const { api, send, dest, deps } = await setup();
    const src = await api("POST", "/v1/relay/sources", {
      name: "shop",
      verify: { preset: "shopify", secret: "shpss_first" },
      destinations: [{ url: dest.url() }],
    });
    expect(src.status).toBe(200);
    expect(src.body.verify).toEqual({ scheme: "hmac", preset: "shopify" });
    const body = JSON.stringify({ id: 1, email: "a@example.com" });
    const post = (key: string, id = "wh-1") =>
      send(src.body.ingest_url, {
        headers: { "x-shopify-hmac-sha256": shopifySig(key, body), "x-shopify-webhook-id": id },
        body,
      });
    const first = await post("shpss_first");
    expect(first.status).toBe(200);
    expect((await post("shpss_first")).body).toEqual({
      ok: true,
      request_id: first.body.request_id,
      duplicate: true,
    });
    expect((await post("shpss_forged", "wh-2")).status).toBe(401);

    const rotated = await api("PATCH", `/v1/relay/sources/${src.body.id}`, {
      verify: { preset: "shopify", secret: "shpss_second" },
    });
    expect(rotated.status).toBe(200);
    expect((await post("shpss_second", "wh-3")).status).toBe(200);
    expect((await post("shpss_first", "wh-4")).status).toBe(200);
    await deps.jobs.runUntilEmpty();
    expect(dest.hits).toHaveLength(3);
    expect(JSON.stringify((await api("GET", `/v1/relay/sources/${src.body.id}`)).body)).not.toContain(
      "shpss_",
    );
  });

  it("takes basic_auth's password and ed25519's public key as the secret, never showing either", async () => {
    const { api, send } = await setup();
    const src = await api("POST", "/v1/relay/sources", {
      name: "pm",
      verify: { preset: "postmark", username: "hooks", password: "pm-pass-77" },
    });
    expect(src.status).toBe(200);
    expect(src.body.verify).toEqual({ scheme: "basic_auth", preset: "postmark", username: "hooks" });
    const auth = (p: string) => ({ authorization: `Basic ${Buffer.from(`hooks:${p}`).toString("base64")}` });
    expect((await send(src.body.ingest_url, { headers: auth("pm-pass-77"), body: "{}" })).status).toBe(200);
    expect((await send(src.body.ingest_url, { headers: auth("nope"), body: "{}" })).status).toBe(401);
    const log = await api("GET", `/v1/relay/sources/${src.body.id}/requests`);
    // The credentials are ours, not the destination's: not kept.
    expect(log.body.requests.map((q: { headers: object }) => "authorization" in q.headers)).toEqual([
      false,
      false,
    ]);

    const ed = await api("POST", "/v1/relay/sources", {
      name: "ed",
      verify: {
        scheme: "ed25519",
        public_key: "ab".repeat(32),
        signature_header: "X-Sig",
        timestamp_header: "X-Ts",
      },
    });
    expect(ed.status).toBe(200);
    expect(JSON.stringify(ed.body)).not.toContain("ab".repeat(32));
  });

  it("refuses with 422 at verify: an unknown preset, a setting of another scheme, an hmac without its algorithm", async () => {
    const { api } = await setup();
    for (const verify of [
      { preset: "acme", secret: "s" },
      { preset: "shopify", secret: "s", header: "X-Other" },
      { preset: "shopify", scheme: "stripe", secret: "s" },
      { scheme: "stripe", secret: "s", algorithm: "sha1" },
      { scheme: "hmac", secret: "s", header: "X-Sig" },
      {
        scheme: "hmac",
        secret: "s",
        header: "X-Sig",
        algorithm: "sha256",
        encoding: "hex",
        content: "{nonce}",
      },
      { scheme: "basic_auth", password: "p" },
      { scheme: "basic_auth", username: "u", secret: "a", password: "b" },
      { scheme: "ed25519", public_key: "xyz", signature_header: "X-Sig", timestamp_header: "X-Ts" },
    ]) {
      const res = await api("POST", "/v1/relay/sources", { name: "bad", verify });
      expect(res.status, JSON.stringify(verify)).toBe(422);
    }
  });
});
