import type { ReceivedRequest, VerifyResult } from "./verify";
import type { HmacSettings } from "./verify-hmac";
import type { Ed25519Settings } from "./verify-keys";
import { verifyMailgun, verifyTwilio } from "./verify-providers";

/**
 * Providers by name: each fills a source's verification scheme and names the provider's own retry identity, so
 * that choosing one is one word (`verify: {preset: "shopify", secret}`). Each entry follows the provider's
 * published description of its signature; test/relay/presets.test.ts signs as each provider does.
 */

/** How a source checks its sender: one of the schemes, with what a preset fixes. */
export type VerifyMethod =
  | { scheme: "standard_webhooks" | "stripe" | "github" | "slack" }
  | { scheme: "header"; header: string }
  | { scheme: "hmac"; hmac: HmacSettings }
  | { scheme: "basic_auth"; username: string }
  | { scheme: "ed25519"; ed25519: Ed25519Settings }
  | {
      scheme: "custom";
      header: string;
      verify: (secret: string, req: ReceivedRequest, nowMs: number) => VerifyResult;
    };

/**
 * What recognises a provider's retry of one event (src/relay/dedupe.ts reads it). Only what the signature covers:
 * - `scheme`: the scheme's own (Stripe's event id, Standard Webhooks' webhook-id, GitHub's, Slack's);
 * - `field`: a field of the signed JSON body (`path`), the provider's event id;
 * - `header_and_signature`: the provider's delivery id header, which the signature does not cover, together with
 *   the signature that makes it the sender's (as for GitHub);
 * - `each`: the `field` of each event in a signed JSON array (HubSpot sends several at once);
 * - `body`: the body's bytes themselves, when the provider names no id: a retry sends the same bytes;
 * - `header`: a header, only where the scheme signs nothing (a shared token), so nothing signed could decide.
 */
export type RetryIdentity =
  | { from: "scheme" }
  | { from: "field"; path: readonly string[] }
  | { from: "header_and_signature"; header: string }
  | { from: "each"; field: string }
  | { from: "body" }
  | { from: "header"; header: string };

export interface Preset {
  name: string;
  provider: string;
  method: VerifyMethod;
  retry: RetryIdentity;
}

const hmac = (h: HmacSettings): VerifyMethod => ({ scheme: "hmac", hmac: h });
const hex256 = (header: string, prefix?: string) =>
  hmac({ header, algorithm: "sha256", encoding: "hex", ...(prefix ? { prefix } : {}) });

export const PRESETS = [
  { name: "stripe", provider: "Stripe", method: { scheme: "stripe" }, retry: { from: "scheme" } },
  { name: "github", provider: "GitHub", method: { scheme: "github" }, retry: { from: "scheme" } },
  { name: "slack", provider: "Slack", method: { scheme: "slack" }, retry: { from: "scheme" } },
  {
    name: "standard_webhooks",
    provider: "Standard Webhooks (Svix, Resend, Clerk, …)",
    method: { scheme: "standard_webhooks" },
    retry: { from: "scheme" },
  },
  {
    name: "shopify",
    provider: "Shopify",
    method: hmac({ header: "X-Shopify-Hmac-Sha256", algorithm: "sha256", encoding: "base64" }),
    retry: { from: "header_and_signature", header: "x-shopify-webhook-id" },
  },
  {
    name: "gitlab",
    provider: "GitLab",
    method: { scheme: "header", header: "X-Gitlab-Token" },
    retry: { from: "header", header: "idempotency-key" },
  },
  {
    name: "linear",
    provider: "Linear",
    method: hmac({
      header: "Linear-Signature",
      algorithm: "sha256",
      encoding: "hex",
      timestamp_field: "webhookTimestamp",
      timestamp_ms: true,
      tolerance_s: 60,
    }),
    retry: { from: "header_and_signature", header: "linear-delivery" },
  },
  {
    name: "paddle",
    provider: "Paddle Billing",
    method: hmac({
      header: "Paddle-Signature",
      algorithm: "sha256",
      encoding: "hex",
      content: "{timestamp}:{body}",
      params: { separator: ";", signature_key: "h1", timestamp_key: "ts" },
      // Paddle's own SDK refuses a signature more than 5 s old.
      tolerance_s: 5,
    }),
    retry: { from: "field", path: ["event_id"] },
  },
  {
    name: "twilio",
    provider: "Twilio",
    method: { scheme: "custom", header: "X-Twilio-Signature", verify: verifyTwilio },
    retry: { from: "header_and_signature", header: "i-twilio-idempotency-token" },
  },
  {
    name: "zoom",
    provider: "Zoom",
    method: hmac({
      header: "x-zm-signature",
      algorithm: "sha256",
      encoding: "hex",
      prefix: "v0=",
      content: "v0:{timestamp}:{body}",
      timestamp_header: "x-zm-request-timestamp",
    }),
    retry: { from: "body" },
  },
  {
    name: "square",
    provider: "Square",
    method: hmac({
      header: "x-square-hmacsha256-signature",
      algorithm: "sha256",
      encoding: "base64",
      content: "{url}{body}",
    }),
    retry: { from: "field", path: ["event_id"] },
  },
  {
    name: "typeform",
    provider: "Typeform",
    method: hmac({
      header: "Typeform-Signature",
      algorithm: "sha256",
      encoding: "base64",
      prefix: "sha256=",
    }),
    retry: { from: "field", path: ["event_id"] },
  },
  {
    name: "calendly",
    provider: "Calendly",
    method: hmac({
      header: "Calendly-Webhook-Signature",
      algorithm: "sha256",
      encoding: "hex",
      content: "{timestamp}.{body}",
      params: { separator: ",", signature_key: "v1", timestamp_key: "t" },
      tolerance_s: 180,
    }),
    retry: { from: "body" },
  },
  {
    name: "hubspot",
    provider: "HubSpot (signature v3)",
    method: hmac({
      header: "X-HubSpot-Signature-v3",
      algorithm: "sha256",
      encoding: "base64",
      content: "{method}{url}{body}{timestamp}",
      timestamp_header: "X-HubSpot-Request-Timestamp",
      timestamp_ms: true,
      decode_url: true,
    }),
    retry: { from: "each", field: "eventId" },
  },
  {
    name: "pagerduty",
    provider: "PagerDuty (v3 webhooks)",
    method: hmac({
      header: "X-PagerDuty-Signature",
      algorithm: "sha256",
      encoding: "hex",
      params: { separator: ",", signature_key: "v1" },
    }),
    retry: { from: "field", path: ["event", "id"] },
  },
  {
    name: "sentry",
    provider: "Sentry (integration platform)",
    method: hex256("Sentry-Hook-Signature"),
    retry: { from: "header_and_signature", header: "request-id" },
  },
  {
    name: "intercom",
    provider: "Intercom",
    method: hmac({ header: "X-Hub-Signature", algorithm: "sha1", encoding: "hex", prefix: "sha1=" }),
    retry: { from: "field", path: ["id"] },
  },
  {
    name: "discord",
    provider: "Discord (interactions)",
    method: {
      scheme: "ed25519",
      ed25519: { signature_header: "X-Signature-Ed25519", timestamp_header: "X-Signature-Timestamp" },
    },
    retry: { from: "field", path: ["id"] },
  },
  {
    name: "vercel",
    provider: "Vercel",
    method: hmac({ header: "x-vercel-signature", algorithm: "sha1", encoding: "hex" }),
    retry: { from: "field", path: ["id"] },
  },
  {
    name: "mailgun",
    provider: "Mailgun",
    method: { scheme: "custom", header: "the body's signature", verify: verifyMailgun },
    retry: { from: "field", path: ["signature", "token"] },
  },
  {
    name: "postmark",
    provider: "Postmark",
    method: { scheme: "basic_auth", username: "" },
    retry: { from: "body" },
  },
] as const satisfies readonly Preset[];

export type PresetName = (typeof PRESETS)[number]["name"];
export const PRESET_NAMES = PRESETS.map((p) => p.name) as [PresetName, ...PresetName[]];

export function findPreset(name: string): Preset | undefined {
  return (PRESETS as readonly Preset[]).find((p) => p.name === name);
}

/** The scheme a preset fills, as a source shows it (`hmac` for Twilio's and Mailgun's own HMAC checks). */
export function presetScheme(p: Preset) {
  return p.method.scheme === "custom" ? "hmac" : p.method.scheme;
}

/** The header a preset's signature (or shared secret) arrives in, as a reader would look for it. */
export function presetHeader(p: Preset): string {
  const m = p.method;
  switch (m.scheme) {
    case "stripe":
      return "Stripe-Signature";
    case "github":
      return "X-Hub-Signature-256";
    case "slack":
      return "X-Slack-Signature";
    case "standard_webhooks":
      return "webhook-signature";
    case "header":
      return m.header;
    case "hmac":
      return m.hmac.header;
    case "basic_auth":
      return "Authorization";
    case "ed25519":
      return m.ed25519.signature_header;
    case "custom":
      return m.header;
  }
}

const SCHEME_RETRY: Record<string, string> = {
  stripe: "the body's event id",
  github: "X-GitHub-Delivery with the signature",
  slack: "the signature with its timestamp",
  standard_webhooks: "webhook-id",
};

/** A preset's retry identity in words, for the list of presets and docs/relay.md. */
export function retryIdentityText(p: Preset): string {
  const r = p.retry;
  switch (r.from) {
    case "scheme":
      return SCHEME_RETRY[p.name] ?? "the scheme's own";
    case "field":
      return `the body's ${r.path.join(".")}`;
    case "header_and_signature":
      return `${r.header} with the signature`;
    case "each":
      return `each event's ${r.field}`;
    case "body":
      return "the body's bytes";
    case "header":
      return r.header;
  }
}
