import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { relayVerifySchemes } from "../db/schema";
import { findPreset, type PresetName, type VerifyMethod } from "./presets";
import { HEADER_NAME, type HmacSettings, hmacProblem, verifyHmac } from "./verify-hmac";
import { ed25519Problem, verifyBasicAuth, verifyEd25519 } from "./verify-keys";
import { decodeBase64, decodeHex, fail, OK, sameDigest, timestampProblem } from "./verify-parts";

/**
 * Verifying a sender's proof on a webhook that a relay source received: the provider schemes here, the generic
 * `hmac` (./verify-hmac.ts), `basic_auth` and `ed25519` (./verify-keys.ts), and presets that name a provider
 * (./presets.ts). Every signature covers the raw body bytes exactly as received (never a decoded string), every
 * comparison is constant-time, and a reason names the header at fault but never the secret or what we expected.
 */

/** The schemes, as the relay_sources table declares them. */
export const VERIFY_SCHEMES = relayVerifySchemes;
export type VerifyScheme = (typeof VERIFY_SCHEMES)[number];

/** The settings of the `hmac`, `basic_auth` and `ed25519` schemes, and the preset a source chose (stored as JSON). */
export interface VerifyOptions
  extends Partial<Pick<HmacSettings, "algorithm" | "encoding" | "prefix" | "content">> {
  /** A provider's name (./presets.ts): it fills the scheme, whatever else is here. */
  preset?: PresetName;
  timestamp_header?: string;
  tolerance_s?: number;
  /** For `basic_auth`: the user name (the password is the secret). */
  username?: string;
  /** For `ed25519`: the header with the hex signature (the public key is the secret). */
  signature_header?: string;
}

export interface VerifyConfig {
  scheme: VerifyScheme;
  /** The signing secret; for `basic_auth` the password, for `ed25519` the sender's public key in hex. */
  secret: string;
  /** For `header`: the header whose value must equal `secret`; for `hmac`: the header carrying the signature. */
  header?: string;
  options?: VerifyOptions;
}

/** The request as received: header names lower-case, the body's bytes untouched; method and URL for templates. */
export interface ReceivedRequest {
  headers: Record<string, string>;
  body: Buffer;
  method?: string;
  /** The URL the sender addressed (PUBLIC_URL, then the path and query as received). */
  url?: string;
}

export type VerifyResult = { ok: true } | { ok: false; reason: string };

export { TOLERANCE_S } from "./verify-parts";

/**
 * Whether `req` carries the sender's proof under `cfg` at `nowMs`. A preset's own scheme replaces the config's;
 * a configuration that can never pass fails closed with its problem.
 */
export function verifyRequest(cfg: VerifyConfig, req: ReceivedRequest, nowMs: number): VerifyResult {
  const problem = verifyConfigProblem(cfg);
  if (problem) return fail(problem);
  const m = resolveMethod(cfg)!;
  switch (m.scheme) {
    case "standard_webhooks":
      return verifyStandardWebhooks(standardWebhooksKey(cfg.secret)!, req, nowMs);
    case "stripe":
      return verifyStripe(cfg.secret, req, nowMs);
    case "github":
      return verifyGithub(cfg.secret, req);
    case "slack":
      return verifySlack(cfg.secret, req, nowMs);
    case "header":
      return verifyHeaderSecret(m.header, cfg.secret, req);
    case "hmac":
      return verifyHmac(m.hmac, cfg.secret, req, nowMs);
    case "basic_auth":
      return verifyBasicAuth(m.username, cfg.secret, req);
    case "ed25519":
      return verifyEd25519(cfg.secret, m.ed25519, req, nowMs);
    case "custom":
      return m.verify(cfg.secret, req, nowMs);
  }
}

/**
 * Why a configuration can never verify anything, or null when it can. The API can call it to refuse a source
 * up front; verifyRequest calls it too so that a bad configuration fails closed rather than open.
 */
export function verifyConfigProblem(cfg: VerifyConfig): string | null {
  if (!VERIFY_SCHEMES.includes(cfg.scheme)) return "the verification scheme is not one we know";
  if (!cfg.secret) return "the source has no secret to verify with";
  const m = resolveMethod(cfg);
  if (!m) return "the preset is not one we know";
  if (m.scheme === "standard_webhooks" && !standardWebhooksKey(cfg.secret))
    return "the Standard Webhooks secret is not base64 (whsec_ followed by base64)";
  if (m.scheme === "header" && !HEADER_NAME.test(m.header))
    return "the header scheme needs a valid header name to check";
  if (m.scheme === "hmac") return hmacProblem(m.hmac);
  if (m.scheme === "basic_auth" && !m.username) return "basic_auth needs a username";
  if (m.scheme === "basic_auth" && m.username.includes(":")) return "a basic_auth username has no colon";
  if (m.scheme === "ed25519") return ed25519Problem(cfg.secret, m.ed25519);
  return null;
}

/**
 * The header that carries a shared secret rather than a signature (the `header` scheme's, `basic_auth`'s
 * Authorization): the secret is ours, so it is neither kept nor forwarded. Undefined for every other scheme.
 */
export function sharedSecretHeader(cfg: Omit<VerifyConfig, "secret">): string | undefined {
  const m = resolveMethod({ ...cfg, secret: "-" });
  if (m?.scheme === "header") return m.header.toLowerCase();
  if (m?.scheme === "basic_auth") return "authorization";
  return undefined;
}

/** How `cfg` is checked: its preset's method, or its own scheme's settings; undefined for an unknown preset. */
export function resolveMethod(cfg: VerifyConfig): VerifyMethod | undefined {
  const o = cfg.options ?? {};
  if (o.preset !== undefined) {
    const preset = findPreset(o.preset);
    if (!preset) return undefined;
    // Postmark-style presets fill the scheme; the user name is the user's own.
    return preset.method.scheme === "basic_auth"
      ? { scheme: "basic_auth", username: o.username ?? "" }
      : preset.method;
  }
  switch (cfg.scheme) {
    case "header":
      return { scheme: "header", header: cfg.header ?? "" };
    case "hmac":
      return {
        scheme: "hmac",
        hmac: {
          header: cfg.header ?? "",
          algorithm: o.algorithm ?? "sha256",
          encoding: o.encoding ?? "hex",
          prefix: o.prefix,
          content: o.content,
          timestamp_header: o.timestamp_header,
          tolerance_s: o.tolerance_s,
        },
      };
    case "basic_auth":
      return { scheme: "basic_auth", username: o.username ?? "" };
    case "ed25519":
      return {
        scheme: "ed25519",
        ed25519: { signature_header: o.signature_header ?? "", timestamp_header: o.timestamp_header ?? "" },
      };
    default:
      return { scheme: cfg.scheme };
  }
}

/**
 * A fresh secret for a source whose sender lets the user choose one: Standard Webhooks' `whsec_<base64>` form,
 * otherwise 64 hex characters (fine for GitHub, Slack-style and plain header checks).
 */
export function generateSecret(scheme: VerifyScheme): string {
  if (scheme === "standard_webhooks") return `whsec_${randomBytes(24).toString("base64")}`;
  return randomBytes(32).toString("hex");
}

/**
 * The HMAC key of a Standard Webhooks secret, as the `standardwebhooks` library derives it: the optional
 * `whsec_` prefix dropped and the rest base64-decoded (a secret without the prefix is base64 too, not raw
 * bytes). Null when that is not base64 or decodes to nothing.
 */
export function standardWebhooksKey(secret: string): Buffer | null {
  const b64 = secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret;
  const key = decodeBase64(b64);
  return key && key.length > 0 ? key : null;
}

function verifyStandardWebhooks(key: Buffer, req: ReceivedRequest, nowMs: number): VerifyResult {
  const { "webhook-id": id, "webhook-timestamp": ts, "webhook-signature": sigs } = req.headers;
  if (!id) return fail("missing webhook-id header");
  if (!ts) return fail("missing webhook-timestamp header");
  if (!sigs) return fail("missing webhook-signature header");
  const timing = timestampProblem("webhook-timestamp", ts, nowMs);
  if (timing) return fail(timing);
  // Space-separated `version,base64` entries; other versions (v1a: asymmetric) are not ours to check.
  const v1 = sigs
    .split(" ")
    .filter((s) => s.startsWith("v1,"))
    .map((s) => s.slice(3));
  if (v1.length === 0) return fail("webhook-signature has no v1 signature");
  const expected = hmac(key, `${id}.${Number(ts)}.`, req.body);
  return v1.some((s) => sameDigest(decodeBase64(s), expected))
    ? OK
    : fail("no v1 signature in webhook-signature matches");
}

function verifyStripe(secret: string, req: ReceivedRequest, nowMs: number): VerifyResult {
  const header = req.headers["stripe-signature"];
  if (!header) return fail("missing Stripe-Signature header");
  // `t=<seconds>,v1=<hex>[,v1=<hex>...][,v0=<hex>]`: several v1 while Stripe rolls a secret; v0 is test-only.
  let ts: string | undefined;
  const v1: string[] = [];
  for (const item of header.split(",")) {
    const eq = item.indexOf("=");
    if (eq < 0) continue;
    const key = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    if (key === "t") ts = value;
    else if (key === "v1") v1.push(value);
  }
  if (ts === undefined) return fail("Stripe-Signature has no t= timestamp");
  const timing = timestampProblem("Stripe-Signature timestamp", ts, nowMs);
  if (timing) return fail(timing);
  if (v1.length === 0) return fail("Stripe-Signature has no v1 signature");
  // Stripe keys the HMAC with the whole `whsec_...` string as UTF-8 bytes (not base64-decoded).
  const expected = hmac(Buffer.from(secret, "utf8"), `${Number(ts)}.`, req.body);
  return v1.some((s) => sameDigest(decodeHex(s), expected))
    ? OK
    : fail("no v1 signature in Stripe-Signature matches");
}

function verifyGithub(secret: string, req: ReceivedRequest): VerifyResult {
  const header = req.headers["x-hub-signature-256"];
  if (!header) {
    return fail(
      req.headers["x-hub-signature"]
        ? "missing X-Hub-Signature-256 header (the SHA-1 X-Hub-Signature alone is not accepted)"
        : "missing X-Hub-Signature-256 header",
    );
  }
  const given = header.startsWith("sha256=") ? decodeHex(header.slice("sha256=".length)) : null;
  if (!given) return fail("X-Hub-Signature-256 is not of the form sha256=<hex digest>");
  return sameDigest(given, hmac(Buffer.from(secret, "utf8"), "", req.body))
    ? OK
    : fail("X-Hub-Signature-256 does not match");
}

function verifySlack(secret: string, req: ReceivedRequest, nowMs: number): VerifyResult {
  const signature = req.headers["x-slack-signature"];
  const ts = req.headers["x-slack-request-timestamp"];
  if (!signature) return fail("missing X-Slack-Signature header");
  if (!ts) return fail("missing X-Slack-Request-Timestamp header");
  const timing = timestampProblem("X-Slack-Request-Timestamp", ts, nowMs);
  if (timing) return fail(timing);
  const given = signature.startsWith("v0=") ? decodeHex(signature.slice("v0=".length)) : null;
  if (!given) return fail("X-Slack-Signature is not of the form v0=<hex digest>");
  // Slack's base string uses the timestamp header exactly as sent.
  return sameDigest(given, hmac(Buffer.from(secret, "utf8"), `v0:${ts}:`, req.body))
    ? OK
    : fail("X-Slack-Signature does not match");
}

function verifyHeaderSecret(name: string, secret: string, req: ReceivedRequest): VerifyResult {
  const value = req.headers[name.toLowerCase()];
  if (value === undefined) return fail(`missing ${name} header`);
  // Hashing both sides first gives equal lengths, so neither the comparison nor its length leaks the secret.
  const sha = (s: string) => createHash("sha256").update(s, "utf8").digest();
  return timingSafeEqual(sha(value), sha(secret)) ? OK : fail(`${name} does not match`);
}

function hmac(key: Buffer, prefix: string, body: Buffer): Buffer {
  return createHmac("sha256", key).update(prefix, "utf8").update(body).digest();
}

export { DEDUPE_VALUE_MAX, dedupeKey } from "./dedupe";
