import { createHmac } from "node:crypto";
import type { ReceivedRequest, VerifyResult } from "./verify";
import { decodeBase64, decodeHexAny, fail, OK, sameDigest, timestampProblem } from "./verify-parts";

/**
 * The generic `hmac` scheme: an HMAC of a content template, sent in one header, as most providers sign. The
 * fields a user can set (docs/relay.md, Verification) come first; the rest only presets set, for providers whose
 * header or timestamp is shaped otherwise.
 */
export interface HmacSettings {
  /** The header carrying the signature. */
  header: string;
  algorithm: "sha1" | "sha256" | "sha512";
  encoding: "hex" | "base64";
  /** What precedes the digest in the header (`sha256=`, `v0=`); compared exactly. */
  prefix?: string;
  /** What is signed: a template over `{timestamp}`, `{method}`, `{url}` and `{body}`; `{body}` by default. */
  content?: string;
  /** The header carrying a signed timestamp in seconds, checked within `tolerance_s`. */
  timestamp_header?: string;
  /** How far the signed timestamp may be from our clock, either way; TOLERANCE_S (300) by default. */
  tolerance_s?: number;
  /** The header holds `key=value` items split by `separator`: the signatures under `signature_key`, and the timestamp under `timestamp_key` (Paddle, Calendly, PagerDuty). */
  params?: { separator: string; signature_key: string; timestamp_key?: string };
  /** The timestamp counts milliseconds (HubSpot, Linear). */
  timestamp_ms?: boolean;
  /** The timestamp is this top-level field of the JSON body rather than a header (Linear). */
  timestamp_field?: string;
  /** HubSpot decodes these percent-escapes in the URL before signing it. */
  decode_url?: boolean;
}

export const HMAC_ALGORITHMS = ["sha1", "sha256", "sha512"] as const;
export const HMAC_ENCODINGS = ["hex", "base64"] as const;
/** The placeholders a content template may use; anything else in braces is refused up front. */
const PLACEHOLDER = /\{(timestamp|method|url|body)\}/g;

/** Why these settings can never verify a request, or null. */
export function hmacProblem(s: HmacSettings): string | null {
  if (!s.header || !HEADER_NAME.test(s.header)) return "the hmac scheme needs a valid header name";
  if (!HMAC_ALGORITHMS.includes(s.algorithm)) return "the hmac algorithm is sha1, sha256 or sha512";
  if (!HMAC_ENCODINGS.includes(s.encoding)) return "the hmac encoding is hex or base64";
  if (s.timestamp_header !== undefined && !HEADER_NAME.test(s.timestamp_header))
    return "the hmac timestamp_header is not a valid header name";
  if (s.tolerance_s !== undefined && !(Number.isInteger(s.tolerance_s) && s.tolerance_s > 0))
    return "the hmac tolerance_s is a whole number of seconds above 0";
  const content = s.content ?? "{body}";
  if (/\{[^}]*\}/.test(content.replace(PLACEHOLDER, "")))
    return "the hmac content template knows only {timestamp}, {method}, {url} and {body}";
  if (
    content.includes("{timestamp}") &&
    !s.timestamp_header &&
    !s.params?.timestamp_key &&
    !s.timestamp_field
  )
    return "the hmac content signs {timestamp}, so it needs a timestamp_header";
  return null;
}

export const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Verify `req` against the settings with `secret` (its UTF-8 bytes are the key, as every provider here uses). */
export function verifyHmac(
  s: HmacSettings,
  secret: string,
  req: ReceivedRequest,
  nowMs: number,
): VerifyResult {
  const raw = req.headers[s.header.toLowerCase()];
  if (raw === undefined) return fail(`missing ${s.header} header`);
  const { signatures, timestamp: fromParams } = s.params
    ? splitParams(raw, s.params)
    : { signatures: [raw.trim()], timestamp: undefined };
  const ts = timestampOf(s, req, fromParams);
  if (ts.problem) return fail(ts.problem);
  if (ts.value !== undefined) {
    const timing = timestampProblem(ts.what, ts.value, nowMs, s.tolerance_s, s.timestamp_ms);
    if (timing) return fail(timing);
  }
  const prefix = s.prefix ?? "";
  const given = signatures
    .filter((g) => g.startsWith(prefix))
    .map((g) => decode(s.encoding, g.slice(prefix.length)));
  if (given.length === 0) return fail(`${s.header} has no signature${prefix ? ` starting ${prefix}` : ""}`);
  const expected = digest(s, secret, req, ts.value ?? "");
  return given.some((g) => sameDigest(g, expected)) ? OK : fail(`${s.header} does not match`);
}

/** The HMAC of the rendered content template: the body's bytes exactly as received, the rest as UTF-8. */
export function digest(s: HmacSettings, secret: string, req: ReceivedRequest, timestamp: string): Buffer {
  const h = createHmac(s.algorithm, Buffer.from(secret, "utf8"));
  const url = s.decode_url ? hubspotDecoded(req.url ?? "") : (req.url ?? "");
  const values: Record<string, string> = { timestamp, method: req.method ?? "", url };
  let last = 0;
  const content = s.content ?? "{body}";
  for (const m of content.matchAll(PLACEHOLDER)) {
    h.update(content.slice(last, m.index), "utf8");
    if (m[1] === "body") h.update(req.body);
    else h.update(values[m[1]!]!, "utf8");
    last = m.index + m[0].length;
  }
  return h.update(content.slice(last), "utf8").digest();
}

function splitParams(raw: string, p: NonNullable<HmacSettings["params"]>) {
  const signatures: string[] = [];
  let timestamp: string | undefined;
  for (const item of raw.split(p.separator)) {
    const eq = item.indexOf("=");
    if (eq < 0) continue;
    const key = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    if (key === p.signature_key) signatures.push(value);
    else if (key === p.timestamp_key) timestamp = value;
  }
  return { signatures, timestamp };
}

type Timestamp = { value?: string; what: string; problem?: string };

function timestampOf(s: HmacSettings, req: ReceivedRequest, fromParams: string | undefined): Timestamp {
  if (s.params?.timestamp_key) {
    const what = `${s.header} timestamp`;
    return fromParams === undefined
      ? { what, problem: `${s.header} has no ${s.params.timestamp_key}= timestamp` }
      : { what, value: fromParams };
  }
  if (s.timestamp_header) {
    const value = req.headers[s.timestamp_header.toLowerCase()];
    return value === undefined
      ? { what: s.timestamp_header, problem: `missing ${s.timestamp_header} header` }
      : { what: s.timestamp_header, value };
  }
  if (s.timestamp_field) {
    const what = `the body's ${s.timestamp_field}`;
    const value = bodyField(req.body, s.timestamp_field);
    return value === undefined ? { what, problem: `the body has no ${s.timestamp_field}` } : { what, value };
  }
  return { what: "" };
}

function bodyField(body: Buffer, field: string): string | undefined {
  try {
    const v = (JSON.parse(body.toString("utf8")) as Record<string, unknown> | null)?.[field];
    return typeof v === "number" || typeof v === "string" ? String(v) : undefined;
  } catch {
    return undefined;
  }
}

function decode(encoding: HmacSettings["encoding"], s: string): Buffer | null {
  return encoding === "hex" ? decodeHexAny(s) : decodeBase64(s);
}

// HubSpot's v3 signature covers the URL with these escapes decoded ("Validating requests", HubSpot developer docs).
const HUBSPOT_DECODED: Record<string, string> = {
  "%3A": ":",
  "%2F": "/",
  "%3F": "?",
  "%40": "@",
  "%21": "!",
  "%24": "$",
  "%27": "'",
  "%28": "(",
  "%29": ")",
  "%2A": "*",
  "%2C": ",",
  "%3B": ";",
};

function hubspotDecoded(url: string): string {
  return url.replace(/%(3A|2F|3F|40|21|24|27|28|29|2A|2C|3B)/gi, (m) => HUBSPOT_DECODED[m.toUpperCase()]!);
}
