import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Verifying a sender's signature on a webhook that a relay source received. Every scheme hashes the raw body
 * bytes exactly as received (never a decoded string), compares HMAC digests in constant time, and answers a
 * reason that names the header at fault but never the secret or the signature we expected.
 */

export const VERIFY_SCHEMES = ["standard_webhooks", "stripe", "github", "slack", "header"] as const;
export type VerifyScheme = (typeof VERIFY_SCHEMES)[number];

export interface VerifyConfig {
  scheme: VerifyScheme;
  secret: string;
  /** For `header`: the name of the header whose value must equal `secret`. */
  header?: string;
}

/** The request as received: header names lower-case, the body's bytes untouched. */
export interface ReceivedRequest {
  headers: Record<string, string>;
  body: Buffer;
}

export type VerifyResult = { ok: true } | { ok: false; reason: string };

/** How far a signed timestamp may be from our clock, either way (Stripe, Slack and Standard Webhooks use 5 minutes). */
export const TOLERANCE_S = 300;

const OK: VerifyResult = { ok: true };
const fail = (reason: string): VerifyResult => ({ ok: false, reason });

export function verifyRequest(cfg: VerifyConfig, req: ReceivedRequest, nowMs: number): VerifyResult {
  const problem = verifyConfigProblem(cfg);
  if (problem) return fail(problem);
  switch (cfg.scheme) {
    case "standard_webhooks":
      return verifyStandardWebhooks(standardWebhooksKey(cfg.secret)!, req, nowMs);
    case "stripe":
      return verifyStripe(cfg.secret, req, nowMs);
    case "github":
      return verifyGithub(cfg.secret, req);
    case "slack":
      return verifySlack(cfg.secret, req, nowMs);
    case "header":
      return verifyHeaderSecret(cfg.header!, cfg.secret, req);
  }
}

/**
 * Why a configuration can never verify anything, or null when it can. The API can call it to refuse a source
 * up front; verifyRequest calls it too so that a bad configuration fails closed rather than open.
 */
export function verifyConfigProblem(cfg: VerifyConfig): string | null {
  if (!VERIFY_SCHEMES.includes(cfg.scheme)) return "the verification scheme is not one we know";
  if (!cfg.secret) return "the source has no secret to verify with";
  if (cfg.scheme === "standard_webhooks" && !standardWebhooksKey(cfg.secret))
    return "the Standard Webhooks secret is not base64 (whsec_ followed by base64)";
  if (cfg.scheme === "header" && !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(cfg.header ?? ""))
    return "the header scheme needs a valid header name to check";
  return null;
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

/** Why a signed `seconds` timestamp (`what` names it) is unusable or more than TOLERANCE_S from now, or null. */
function timestampProblem(what: string, raw: string, nowMs: number): string | null {
  if (!/^\d{1,15}$/.test(raw)) return `${what} is not a whole number of seconds`;
  const skewS = Math.floor(nowMs / 1000) - Number(raw);
  if (Math.abs(skewS) <= TOLERANCE_S) return null;
  const how = skewS > 0 ? `${skewS} s old` : `${-skewS} s in the future`;
  return `${what} is outside the 5-minute tolerance (${how})`;
}

function hmac(key: Buffer, prefix: string, body: Buffer): Buffer {
  return createHmac("sha256", key).update(prefix, "utf8").update(body).digest();
}

/** Constant-time digest comparison; a missing or wrong-length signature simply does not match. */
function sameDigest(given: Buffer | null, expected: Buffer): boolean {
  return given !== null && given.length === expected.length && timingSafeEqual(given, expected);
}

function decodeHex(s: string): Buffer | null {
  return /^[0-9a-fA-F]{64}$/.test(s) ? Buffer.from(s, "hex") : null;
}

/** Standard base64, padded or not; Buffer.from alone would skip stray characters and a dangling last one. */
function decodeBase64(s: string): Buffer | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(s)) return null;
  const wellSized = s.endsWith("=") ? s.length % 4 === 0 : s.length % 4 !== 1;
  return wellSized ? Buffer.from(s, "base64") : null;
}

export { DEDUPE_VALUE_MAX, dedupeKey } from "./dedupe";
