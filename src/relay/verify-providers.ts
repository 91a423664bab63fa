import { createHash, createHmac } from "node:crypto";
import type { ReceivedRequest, VerifyResult } from "./verify";
import { decodeBase64, decodeHex, fail, OK, sameDigest, timestampProblem } from "./verify-parts";

// Two providers whose signature is not a template over one request: Twilio signs the URL with the sorted form
// parameters, Mailgun signs a token that it puts in the body.

/**
 * Twilio ("Webhooks security", Twilio docs): `X-Twilio-Signature` is base64 HMAC-SHA1 under the auth token of the
 * URL followed, for a form POST, by each parameter's name and value sorted by name. A JSON body is signed through
 * the URL instead: its `bodySHA256` query parameter must be the body's SHA-256 in hex. Like Twilio's own library,
 * the URL is tried as received and with its default port added or dropped (proxies differ on that).
 */
export function verifyTwilio(token: string, req: ReceivedRequest): VerifyResult {
  const header = req.headers["x-twilio-signature"];
  if (header === undefined) return fail("missing X-Twilio-Signature header");
  const given = decodeBase64(header.trim());
  let url: URL;
  try {
    url = new URL(req.url ?? "");
  } catch {
    return fail("the request has no URL to check X-Twilio-Signature against");
  }
  const bodyHash = url.searchParams.get("bodySHA256");
  let params = "";
  if (bodyHash !== null) {
    if (!sameDigest(decodeHex(bodyHash), createHash("sha256").update(req.body).digest()))
      return fail("the body does not match the URL's bodySHA256");
  } else if (/^application\/x-www-form-urlencoded/i.test(req.headers["content-type"] ?? "")) {
    const form = new URLSearchParams(req.body.toString("utf8"));
    for (const name of [...new Set(form.keys())].sort())
      for (const value of form.getAll(name)) params += name + value;
  }
  const matches = urlVariants(req.url!, url).some((u) =>
    sameDigest(
      given,
      createHmac("sha1", Buffer.from(token, "utf8"))
        .update(u + params, "utf8")
        .digest(),
    ),
  );
  return matches ? OK : fail("X-Twilio-Signature does not match");
}

/** The URL exactly as received first: `URL.href` would re-encode what the sender signed. */
function urlVariants(raw: string, url: URL): string[] {
  const defaultPort = url.protocol === "https:" ? "443" : "80";
  const withPort = url.port ? raw : raw.replace(url.host, `${url.hostname}:${defaultPort}`);
  const withoutPort = url.port === defaultPort ? raw.replace(url.host, url.hostname) : raw;
  return [...new Set([raw, withPort, withoutPort])];
}

/**
 * Mailgun ("Securing webhooks", Mailgun docs): the body carries `signature: {timestamp, token, signature}` (JSON
 * webhooks) or the same three form fields (legacy ones); `signature` is hex HMAC-SHA256 under the webhook signing
 * key of the timestamp followed by the token. The rest of the body is not signed.
 */
export function verifyMailgun(key: string, req: ReceivedRequest, nowMs: number): VerifyResult {
  const s = mailgunSignature(req.body);
  if (!s) return fail("the body has no Mailgun signature (timestamp, token and signature)");
  const timing = timestampProblem("the body's signature timestamp", s.timestamp, nowMs);
  if (timing) return fail(timing);
  const expected = createHmac("sha256", Buffer.from(key, "utf8"))
    .update(s.timestamp + s.token, "utf8")
    .digest();
  return sameDigest(decodeHex(s.signature), expected)
    ? OK
    : fail("the body's Mailgun signature does not match");
}

/** The signed token, timestamp and signature of a Mailgun body, or null. */
export function mailgunSignature(
  body: Buffer,
): { timestamp: string; token: string; signature: string } | null {
  const text = body.toString("utf8");
  let fields: Record<string, unknown> | undefined;
  try {
    fields = (JSON.parse(text) as { signature?: Record<string, unknown> } | null)?.signature;
  } catch {
    fields = Object.fromEntries(new URLSearchParams(text));
  }
  const { timestamp, token, signature } = fields ?? {};
  return typeof timestamp === "string" && typeof token === "string" && typeof signature === "string"
    ? { timestamp, token, signature }
    : null;
}
