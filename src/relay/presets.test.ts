import { createHash, createHmac, generateKeyPairSync, sign } from "node:crypto";
import { sign as githubSign } from "@octokit/webhooks-methods";
import { Paddle } from "@paddle/paddle-node-sdk";
import { verifyKey } from "discord-interactions";
import { Webhook } from "standardwebhooks";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { dedupeKey } from "./dedupe";
import { findPreset, PRESETS, type PresetName, presetHeader, presetScheme } from "./presets";
import { type ReceivedRequest, type VerifyConfig, verifyRequest } from "./verify";
import { expectFail, expectOk, NOW_MS, NOW_S, SIX_MIN, secret } from "./verify.fixtures";

// Every preset, signed as its provider signs: with the provider's own library where one signs (Stripe, GitHub,
// Standard Webhooks) or verifies (Paddle's SDK and discord-interactions check what we sign here), otherwise by the
// provider's published description, named beside each. Each is passed, refused when forged, stale (where the
// provider signs a time) or missing, and recognised by the provider's retry identity.

const URL_ = "https://relay.example/hooks/relay/0123456789abcdefghijABCDEFGHIJ0123456789";
const mac = (alg: string, key: string, data: string | Buffer) => createHmac(alg, key).update(data);
const json = (v: unknown) => Buffer.from(JSON.stringify(v));
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const stripe = new Stripe("sk_test_unused");
const discordKeys = generateKeyPairSync("ed25519");
const DISCORD_PUBLIC = discordKeys.publicKey
  .export({ format: "der", type: "spki" })
  .subarray(-32)
  .toString("hex");

type Signed = Omit<ReceivedRequest, "method" | "url"> & { method?: string; url?: string };
interface Case {
  /** The secret a source keeps (Discord: the public key; Postmark: the password). */
  key: string;
  /** A request as the provider sends it at `t` (seconds), under `key`, or under another key when forged. */
  sign: (t: number, key: string) => Signed | Promise<Signed>;
  /** The retry identity of the request signed at NOW_S. */
  retry: string | null;
  /** Seconds old past the provider's window; undefined when nothing the provider signs holds a time. */
  stale?: number;
  username?: string;
  /** The request without its proof; by default without the preset's header. */
  strip?: (r: Signed) => Signed;
}

const evt = json({ id: "evt_1", object: "event", type: "invoice.paid" });
const CASES: Record<PresetName, Case> = {
  stripe: {
    key: "whsec_stripe_preset",
    sign: (t, key) => ({
      headers: {
        "stripe-signature": stripe.webhooks.generateTestHeaderString({
          payload: evt.toString(),
          secret: key,
          timestamp: t,
        }),
      },
      body: evt,
    }),
    retry: "stripe:evt_1",
    stale: SIX_MIN,
  },
  github: {
    key: "gh-preset",
    sign: async (_t, key) => ({
      headers: { "x-hub-signature-256": await githubSign(key, evt.toString()), "x-github-delivery": "d-1" },
      body: evt,
    }),
    retry: `github:d-1:${await githubSign("gh-preset", evt.toString())}`,
  },
  slack: {
    key: "slack-preset",
    // "Verifying requests from Slack" (Slack API docs): v0= hex HMAC-SHA256 of v0:timestamp:body.
    sign: (t, key) => ({
      headers: {
        "x-slack-signature": `v0=${mac("sha256", key, `v0:${t}:${evt}`).digest("hex")}`,
        "x-slack-request-timestamp": String(t),
      },
      body: evt,
    }),
    retry: `slack:v0=${mac("sha256", "slack-preset", `v0:${NOW_S}:${evt}`).digest("hex")}:${NOW_S}`,
    stale: SIX_MIN,
  },
  standard_webhooks: {
    key: "whsec_c3RhbmRhcmQtd2ViaG9va3MtcHJlc2V0",
    sign: (t, key) => ({
      headers: {
        "webhook-id": "msg_1",
        "webhook-timestamp": String(t),
        "webhook-signature": new Webhook(
          key === "whsec_c3RhbmRhcmQtd2ViaG9va3MtcHJlc2V0" ? key : "whsec_b3RoZXI=",
        ).sign("msg_1", new Date(t * 1000), evt.toString()),
      },
      body: evt,
    }),
    retry: "webhook-id:msg_1",
    stale: SIX_MIN,
    strip: (r) => ({ ...r, headers: { "webhook-id": "msg_1", "webhook-timestamp": String(NOW_S) } }),
  },
  // "Verify webhooks" (Shopify docs): base64 HMAC-SHA256 of the body in X-Shopify-Hmac-Sha256.
  shopify: shopifyLike("shopify", "X-Shopify-Hmac-Sha256", "x-shopify-webhook-id"),
  // "Webhooks" (GitLab docs): the secret token, as set, in X-Gitlab-Token; retries carry Idempotency-Key.
  gitlab: {
    key: "gitlab-token",
    sign: (_t, key) => ({
      headers: { "x-gitlab-token": key, "idempotency-key": "gl-1" },
      body: json({ object_kind: "push" }),
    }),
    retry: "gitlab:gl-1",
  },
  // "Webhooks" (Linear developers): hex HMAC-SHA256 of the body in Linear-Signature; webhookTimestamp (ms) in
  // the body within a minute.
  linear: {
    key: "lin_wh_secret",
    sign: (t, key) => {
      const body = json({ action: "create", type: "Issue", webhookTimestamp: t * 1000 });
      return {
        headers: { "linear-signature": mac("sha256", key, body).digest("hex"), "linear-delivery": "ld-1" },
        body,
      };
    },
    retry: `linear:ld-1:${mac("sha256", "lin_wh_secret", json({ action: "create", type: "Issue", webhookTimestamp: NOW_MS })).digest("hex")}`,
    stale: 61,
  },
  // "Verify webhook signatures" (Paddle developer docs); Paddle's SDK checks this signer below.
  paddle: {
    key: "pdl_ntfset_secret",
    sign: (t, key) => ({
      headers: { "paddle-signature": paddleHeader(key, t, paddleBody) },
      body: paddleBody,
    }),
    retry: "paddle:evt_01hv8",
    stale: 6,
  },
  // "Webhooks security" (Twilio docs): base64 HMAC-SHA1 of the URL and the sorted form parameters; the
  // published example is checked below.
  twilio: {
    key: "twilio-auth-token",
    sign: (_t, key) => {
      const body = Buffer.from("To=%2B18005551212&CallSid=CA1&From=%2B14158675309");
      const data = `${URL_}CallSidCA1From+14158675309To+18005551212`;
      return {
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": mac("sha1", key, data).digest("base64"),
          "i-twilio-idempotency-token": "tw-1",
        },
        body,
        url: URL_,
      };
    },
    retry: `twilio:tw-1:${mac("sha1", "twilio-auth-token", `${URL_}CallSidCA1From+14158675309To+18005551212`).digest("base64")}`,
  },
  // "Verify webhook events" (Zoom developer docs): v0= hex HMAC-SHA256 of v0:timestamp:body.
  zoom: {
    key: "zoom-secret-token",
    sign: (t, key) => ({
      headers: {
        "x-zm-signature": `v0=${mac("sha256", key, `v0:${t}:${zoomBody}`).digest("hex")}`,
        "x-zm-request-timestamp": String(t),
      },
      body: zoomBody,
    }),
    retry: `zoom:body:${sha256(json({ event: "meeting.started", event_ts: 1 }))}`,
    stale: SIX_MIN,
  },
  // "Validate notifications" (Square developer docs): base64 HMAC-SHA256 of the notification URL and the body.
  square: {
    key: "square-signature-key",
    sign: (_t, key) => {
      const body = json({ merchant_id: "M1", event_id: "sq-evt-1", type: "payment.updated" });
      return {
        headers: { "x-square-hmacsha256-signature": mac("sha256", key, `${URL_}${body}`).digest("base64") },
        body,
        url: URL_,
      };
    },
    retry: "square:sq-evt-1",
  },
  // "Secure your webhooks" (Typeform developer docs): sha256= then base64 HMAC-SHA256 of the body.
  typeform: {
    key: "typeform-secret",
    sign: (_t, key) => {
      const body = json({ event_id: "01TF", event_type: "form_response" });
      return {
        headers: { "typeform-signature": `sha256=${mac("sha256", key, body).digest("base64")}` },
        body,
      };
    },
    retry: "typeform:01TF",
  },
  // "Webhook signatures" (Calendly developer docs): t=timestamp,v1=hex HMAC-SHA256 of timestamp.body; 3 minutes.
  calendly: {
    key: "calendly-signing-key",
    sign: (t, key) => ({
      headers: {
        "calendly-webhook-signature": `t=${t},v1=${mac("sha256", key, `${t}.${calendlyBody}`).digest("hex")}`,
      },
      body: calendlyBody,
    }),
    retry: `calendly:body:${sha256(json({ event: "invitee.created", payload: { uri: "https://api.calendly.com/x" } }))}`,
    stale: 181,
  },
  // "Validating requests" (HubSpot developer docs), v3: base64 HMAC-SHA256 of method, URL, body and the
  // millisecond timestamp; 5 minutes.
  hubspot: {
    key: "hubspot-client-secret",
    sign: (t, key) => {
      const body = json([{ eventId: 100, subscriptionType: "contact.creation" }, { eventId: 101 }]);
      const sig = mac("sha256", key, `POST${URL_}${body}${t * 1000}`).digest("base64");
      return {
        headers: { "x-hubspot-signature-v3": sig, "x-hubspot-request-timestamp": String(t * 1000) },
        body,
        method: "POST",
        url: URL_,
      };
    },
    retry: "hubspot:100,101",
    stale: SIX_MIN,
  },
  // "Verifying Signatures" (PagerDuty developer docs): v1= hex HMAC-SHA256 of the body, several comma-separated.
  pagerduty: {
    key: "pagerduty-secret",
    sign: (_t, key) => {
      const body = json({ event: { id: "01PD", event_type: "incident.triggered" } });
      return {
        headers: {
          "x-pagerduty-signature": `v1=${"0".repeat(64)},v1=${mac("sha256", key, body).digest("hex")}`,
        },
        body,
      };
    },
    retry: "pagerduty:01PD",
  },
  // "Webhooks" (Sentry integration platform docs): hex HMAC-SHA256 of the body in Sentry-Hook-Signature.
  sentry: shopifyLike("sentry", "Sentry-Hook-Signature", "request-id", "hex"),
  // "Setting up webhooks" (Intercom developer docs): sha1= then hex HMAC-SHA1 of the body in X-Hub-Signature.
  intercom: {
    key: "intercom-client-secret",
    sign: (_t, key) => {
      const body = json({ type: "notification_event", id: "notif_1", topic: "conversation.user.created" });
      return { headers: { "x-hub-signature": `sha1=${mac("sha1", key, body).digest("hex")}` }, body };
    },
    retry: "intercom:notif_1",
  },
  // "Receiving and responding to interactions" (Discord developer docs); discord-interactions checks it below.
  discord: {
    key: DISCORD_PUBLIC,
    sign: (t, key) => ({
      headers: discordHeaders(
        t,
        key === DISCORD_PUBLIC ? discordKeys.privateKey : generateKeyPairSync("ed25519").privateKey,
      ),
      body: discordBody,
    }),
    retry: "discord:1234567890",
    stale: SIX_MIN,
  },
  // "Securing webhooks" (Vercel docs): hex HMAC-SHA1 of the body in x-vercel-signature.
  vercel: {
    key: "vercel-integration-secret",
    sign: (_t, key) => {
      const body = json({ id: "vercel-evt-1", type: "deployment.created" });
      return { headers: { "x-vercel-signature": mac("sha1", key, body).digest("hex") }, body };
    },
    retry: "vercel:vercel-evt-1",
  },
  // "Securing webhooks" (Mailgun docs): hex HMAC-SHA256 of timestamp then token, carried in the body.
  mailgun: {
    key: "mailgun-signing-key",
    sign: (t, key) => ({ headers: {}, body: mailgunBody(t, key) }),
    retry: "mailgun:tok-1",
    stale: SIX_MIN,
    strip: () => ({ headers: {}, body: json({ "event-data": { event: "delivered" } }) }),
  },
  // "Webhooks overview" (Postmark developer docs): Basic credentials in the webhook URL; nothing is signed.
  postmark: {
    key: "postmark-password",
    username: "hooks",
    sign: (_t, key) => ({
      headers: { authorization: `Basic ${Buffer.from(`hooks:${key}`).toString("base64")}` },
      body: postmarkBody,
    }),
    retry: `postmark:body:${sha256(json({ RecordType: "Delivery", MessageID: "pm-1" }))}`,
  },
};

var paddleBody = json({ event_id: "evt_01hv8", event_type: "transaction.paid" });
var zoomBody = json({ event: "meeting.started", event_ts: 1 });
var calendlyBody = json({ event: "invitee.created", payload: { uri: "https://api.calendly.com/x" } });
var discordBody = json({ id: "1234567890", type: 1 });
var postmarkBody = json({ RecordType: "Delivery", MessageID: "pm-1" });

function paddleHeader(key: string, t: number, body: Buffer) {
  return `ts=${t};h1=${mac("sha256", key, `${t}:${body}`).digest("hex")}`;
}
function discordHeaders(t: number, privateKey: ReturnType<typeof generateKeyPairSync>["privateKey"]) {
  const signature = sign(null, Buffer.concat([Buffer.from(String(t)), discordBody]), privateKey).toString(
    "hex",
  );
  return { "x-signature-ed25519": signature, "x-signature-timestamp": String(t) };
}
function mailgunBody(t: number, key: string) {
  const signature = mac("sha256", key, `${t}tok-1`).digest("hex");
  return json({
    signature: { timestamp: String(t), token: "tok-1", signature },
    "event-data": { event: "delivered" },
  });
}
function shopifyLike(
  name: string,
  header: string,
  idHeader: string,
  encoding: "hex" | "base64" = "base64",
): Case {
  const body = json({ id: 820982911946154500, email: "jon@example.com" });
  const sig = (key: string) => mac("sha256", key, body).digest(encoding);
  return {
    key: `${name}-secret`,
    sign: (_t, key) => ({
      headers: { [header.toLowerCase()]: sig(key), [idHeader]: `${name}-delivery-1` },
      body,
    }),
    retry: `${name}:${name}-delivery-1:${sig(`${name}-secret`)}`,
  };
}

const configFor = (name: PresetName, c: Case): VerifyConfig => ({
  scheme: presetScheme(findPreset(name)!),
  secret: secret(c.key),
  options: { preset: name, ...(c.username ? { username: c.username } : {}) },
});
const check = (name: PresetName, c: Case, r: Signed, now = NOW_MS) =>
  verifyRequest(configFor(name, c), { method: "POST", url: URL_, ...r }, now);

describe("presets", () => {
  it("cover every provider the issue names, each tested here", () => {
    expect(PRESETS.map((p) => p.name).sort()).toEqual(Object.keys(CASES).sort());
    expect(PRESETS.length).toBeGreaterThanOrEqual(21);
  });

  for (const p of PRESETS) {
    const c = CASES[p.name];
    describe(p.name, () => {
      it("passes what the provider signs, and recognises its retry by the signed identity", async () => {
        const r = await c.sign(NOW_S, c.key);
        expectOk(check(p.name, c, r));
        expect(dedupeKey(presetScheme(p), r.headers, r.body, p.name)).toBe(c.retry);
        if (p.name !== "gitlab") {
          // Unsigned headers a replayer could add change nothing.
          const extra = { "webhook-id": "x", "idempotency-key": "y", "x-github-delivery": "z", ...r.headers };
          expect(dedupeKey(presetScheme(p), extra, r.body, p.name)).toBe(c.retry);
        }
      });
      it("refuses a forged and a missing proof", async () => {
        const forged = await c.sign(NOW_S, p.name === "discord" ? "0".repeat(64) : `${c.key}-forged`);
        expectFail(check(p.name, c, forged), /match|not a 64-byte/);
        const r = await c.sign(NOW_S, c.key);
        const header = presetHeader(p).toLowerCase();
        const stripped = c.strip
          ? c.strip(r)
          : { ...r, headers: Object.fromEntries(Object.entries(r.headers).filter(([k]) => k !== header)) };
        expectFail(check(p.name, c, stripped), /missing|no Mailgun signature/);
      });
      it(
        c.stale === undefined
          ? "signs no time, so only a duplicate can be refused"
          : "refuses a stale timestamp",
        async () => {
          const old = await c.sign(NOW_S - (c.stale ?? SIX_MIN), c.key);
          if (c.stale === undefined) expectOk(check(p.name, c, old));
          else expectFail(check(p.name, c, old), /outside the .* tolerance/);
        },
      );
    });
  }

  it("Twilio: its published example passes", () => {
    const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
    const body = Buffer.from(
      "CallSid=CA1234567890ABCDE&Caller=%2B14158675309&Digits=1234&From=%2B14158675309&To=%2B18005551212",
    );
    const headers = {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": "RSOYDt4T1cUTdK1PDd93/VVr8B8=",
    };
    const cfg = { scheme: "hmac", secret: secret("12345"), options: { preset: "twilio" } } as const;
    expectOk(verifyRequest(cfg, { headers, body, url }, NOW_MS));
    expectFail(
      verifyRequest(cfg, { headers, body, url: url.replace("foo=1", "foo=2") }, NOW_MS),
      "does not match",
    );
  });
  it("Twilio: a JSON body is signed through the URL's bodySHA256", () => {
    const body = json({ property: "value" });
    const url = `${URL_}?bodySHA256=${sha256(body)}`;
    const headers = {
      "content-type": "application/json",
      "x-twilio-signature": mac("sha1", "tok", url).digest("base64"),
    };
    const cfg = { scheme: "hmac", secret: secret("tok"), options: { preset: "twilio" } } as const;
    expectOk(verifyRequest(cfg, { headers, body, url }, NOW_MS));
    expectFail(verifyRequest(cfg, { headers, body: json({ property: "other" }), url }, NOW_MS), "bodySHA256");
  });
  it("Paddle: the SDK accepts what this test signs, and so does the preset", async () => {
    const t = Math.floor(Date.now() / 1000);
    const header = paddleHeader("pdl_sdk_key", t, paddleBody);
    expect(
      await new Paddle("pdl_unused").webhooks.isSignatureValid(paddleBody.toString(), "pdl_sdk_key", header),
    ).toBe(true);
    const cfg = { scheme: "hmac", secret: "pdl_sdk_key", options: { preset: "paddle" } } as const;
    expectOk(verifyRequest(cfg, { headers: { "paddle-signature": header }, body: paddleBody }, Date.now()));
  });
  it("Discord: discord-interactions accepts what this test signs", async () => {
    const h = discordHeaders(NOW_S, discordKeys.privateKey);
    expect(
      await verifyKey(discordBody, h["x-signature-ed25519"], h["x-signature-timestamp"], DISCORD_PUBLIC),
    ).toBe(true);
  });
});
