import { createHmac, randomBytes } from "node:crypto";
import type { Sample } from "./samples";
import type { Source } from "./sources";
import { resolveMethod, standardWebhooksKey, type VerifyOptions } from "./verify";
import { digest } from "./verify-hmac";

// Signing a sample event (./samples.ts) as its provider would, with the source's own secret, so that the source's
// verification (./verify.ts) passes it exactly as it passes the provider's: each scheme's published construction,
// over the body's bytes and, where a scheme signs it, the ingest URL the sender is given.

/** The headers to send (the sample's own, the content type and the signature's), and the body, possibly rewritten. */
export type Signed = { headers: Record<string, string>; body: Buffer } | { problem: string };

const hmacOf = (algorithm: string, key: Buffer | string, ...parts: (string | Buffer)[]) => {
  const h = createHmac(algorithm, typeof key === "string" ? Buffer.from(key, "utf8") : key);
  for (const p of parts) h.update(p);
  return h.digest();
};

/**
 * `sample` signed for `source` at `nowMs`, sent as a POST to `url` (the source's ingest URL as its sender has it).
 * A problem instead when the source's scheme cannot be signed here: ed25519 (Discord) verifies with a public key,
 * and the private key that signs is the sender's alone.
 */
export function signSample(source: Source, sample: Sample, url: string, nowMs: number): Signed {
  const headers: Record<string, string> = { ...sample.headers, "content-type": sample.contentType };
  const { verifyScheme: scheme, verifySecret: secret } = source;
  if (!scheme || !secret) return { headers, body: sample.body };
  const options: VerifyOptions = source.verifyOptions ?? {};
  const m = resolveMethod({ scheme, secret, header: source.verifyHeader ?? undefined, options });
  if (!m) return { problem: "the source's preset is not one this version knows" };
  const body = sample.body;
  const ts = String(Math.floor(nowMs / 1000));
  switch (m.scheme) {
    case "standard_webhooks": {
      const id = headers["webhook-id"] ?? `msg_${randomBytes(12).toString("hex")}`;
      const key = standardWebhooksKey(secret);
      if (!key) return { problem: "the Standard Webhooks secret is not base64" };
      const sig = hmacOf("sha256", key, `${id}.${ts}.`, body).toString("base64");
      return {
        body,
        headers: { ...headers, "webhook-id": id, "webhook-timestamp": ts, "webhook-signature": `v1,${sig}` },
      };
    }
    case "stripe": {
      const v1 = hmacOf("sha256", secret, `${ts}.`, body).toString("hex");
      return { body, headers: { ...headers, "stripe-signature": `t=${ts},v1=${v1}` } };
    }
    case "github":
      return {
        body,
        headers: {
          ...headers,
          "x-hub-signature-256": `sha256=${hmacOf("sha256", secret, body).toString("hex")}`,
        },
      };
    case "slack": {
      const v0 = hmacOf("sha256", secret, `v0:${ts}:`, body).toString("hex");
      return {
        body,
        headers: { ...headers, "x-slack-request-timestamp": ts, "x-slack-signature": `v0=${v0}` },
      };
    }
    case "header":
      return { body, headers: { ...headers, [m.header.toLowerCase()]: secret } };
    case "basic_auth":
      return {
        body,
        headers: {
          ...headers,
          authorization: `Basic ${Buffer.from(`${m.username}:${secret}`).toString("base64")}`,
        },
      };
    case "hmac": {
      const s = m.hmac;
      const stamp = s.timestamp_field
        ? String((JSON.parse(body.toString("utf8")) as Record<string, unknown>)[s.timestamp_field])
        : s.timestamp_ms
          ? String(nowMs)
          : ts;
      const sig = digest(s, secret, { headers, body, method: "POST", url }, stamp).toString(s.encoding);
      const value = `${s.prefix ?? ""}${sig}`;
      const p = s.params;
      const header = p
        ? [...(p.timestamp_key ? [`${p.timestamp_key}=${stamp}`] : []), `${p.signature_key}=${value}`].join(
            p.separator,
          )
        : value;
      const out = { ...headers, [s.header.toLowerCase()]: header };
      if (s.timestamp_header) out[s.timestamp_header.toLowerCase()] = stamp;
      return { body, headers: out };
    }
    case "ed25519":
      return {
        problem:
          "an ed25519 source (Discord) verifies with the sender's public key; only the sender holds the private key that signs, so send a test from the sender instead",
      };
    case "custom":
      return options.preset === "twilio"
        ? signTwilio(secret, headers, body, url)
        : signMailgun(secret, headers, body, ts);
  }
}

/** Twilio: base64 HMAC-SHA1 of the URL followed by each form parameter's name and value, sorted by name. */
function signTwilio(token: string, headers: Record<string, string>, body: Buffer, url: string): Signed {
  const form = new URLSearchParams(body.toString("utf8"));
  let content = url;
  for (const name of [...new Set(form.keys())].sort()) for (const v of form.getAll(name)) content += name + v;
  return {
    body,
    headers: { ...headers, "x-twilio-signature": hmacOf("sha1", token, content).toString("base64") },
  };
}

/** Mailgun: the body carries `signature: {timestamp, token, signature}`, the hex HMAC-SHA256 of timestamp + token. */
function signMailgun(key: string, headers: Record<string, string>, body: Buffer, ts: string): Signed {
  const token = randomBytes(25).toString("hex");
  const signature = hmacOf("sha256", key, ts + token).toString("hex");
  const json = { signature: { timestamp: ts, token, signature }, ...JSON.parse(body.toString("utf8")) };
  return { headers, body: Buffer.from(JSON.stringify(json)) };
}
