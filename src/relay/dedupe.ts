import { createHash } from "node:crypto";
import { findPreset, presetHeader, type RetryIdentity } from "./presets";
import type { VerifyScheme } from "./verify";

/** Longer identities are stored as their SHA-256 so that a key stays short enough to index. */
export const DEDUPE_VALUE_MAX = 200;

/**
 * The sender's retry identity for a request: the same value on every retry of one event, so that a source can
 * answer a retry as a duplicate instead of forwarding the event twice. Namespaced by where it came from (the
 * caller scopes it to the source). Null when there is none: such requests are never treated as duplicates.
 *
 * On a source that verifies a signature, only what that signature covers decides, so that an unsigned header
 * added to a captured request cannot make it new again:
 * - `stripe`: the JSON body's top-level string `id` (`evt_...`): Stripe retries with a new signature, same event;
 * - `standard_webhooks`: the signed `webhook-id` header;
 * - `github`: `X-GitHub-Delivery` together with the body's signature (the delivery id alone is not signed);
 * - `slack`: the signature and timestamp (Slack retries with both unchanged).
 * - a preset: the provider's own retry identity (./presets.ts, RetryIdentity);
 * - `hmac` or `ed25519` without a preset: none, since what the sender signs says nothing of what identifies it.
 * Otherwise (no verification, or the `header` and `basic_auth` schemes, whose secret signs nothing) the first of
 * these that the request carries: `webhook-id`, `X-GitHub-Delivery`, the Stripe body `id` when a
 * `Stripe-Signature` is present, `Idempotency-Key`, Slack's signature and timestamp.
 */
export function dedupeKey(
  scheme: VerifyScheme | null,
  headers: Record<string, string>,
  body: Buffer,
  preset?: string | null,
): string | null {
  const p = preset ? findPreset(preset) : undefined;
  if (p && p.retry.from !== "scheme") return presetKey(p.name, p.retry, presetHeader(p), headers, body);
  switch (scheme) {
    case "stripe":
      return stripeKey(body);
    case "standard_webhooks":
      return webhookIdKey(headers);
    case "github":
      return githubKey(headers, true);
    case "slack":
      return slackKey(headers);
    case "hmac":
    case "ed25519":
      return null;
    default:
      return (
        webhookIdKey(headers) ??
        githubKey(headers, false) ??
        (headers["stripe-signature"] ? stripeKey(body) : null) ??
        idempotencyKey(headers) ??
        slackKey(headers)
      );
  }
}

const header = (headers: Record<string, string>, name: string) => headers[name]?.trim() || null;

function webhookIdKey(headers: Record<string, string>): string | null {
  const id = header(headers, "webhook-id");
  return id ? namespaced("webhook-id", id) : null;
}

/** A verified GitHub request's key also holds its signature: that is what makes the delivery id its sender's. */
function githubKey(headers: Record<string, string>, signed: boolean): string | null {
  const delivery = header(headers, "x-github-delivery");
  if (!delivery) return null;
  if (!signed) return namespaced("github", delivery);
  const signature = header(headers, "x-hub-signature-256") ?? header(headers, "x-hub-signature");
  return signature ? namespaced("github", `${delivery}:${signature}`) : null;
}

function stripeKey(body: Buffer): string | null {
  const id = topLevelStringId(body);
  return id ? namespaced("stripe", id) : null;
}

function idempotencyKey(headers: Record<string, string>): string | null {
  const key = header(headers, "idempotency-key");
  return key ? namespaced("idempotency-key", key) : null;
}

function slackKey(headers: Record<string, string>): string | null {
  const signature = header(headers, "x-slack-signature");
  const timestamp = header(headers, "x-slack-request-timestamp");
  return signature && timestamp ? namespaced("slack", `${signature}:${timestamp}`) : null;
}

/** A preset's retry identity, namespaced by the preset's name. */
function presetKey(
  name: string,
  retry: Exclude<RetryIdentity, { from: "scheme" }>,
  signatureHeader: string,
  headers: Record<string, string>,
  body: Buffer,
): string | null {
  switch (retry.from) {
    case "field": {
      const id = stringAt(parseJson(body), retry.path);
      return id ? namespaced(name, id) : null;
    }
    case "header_and_signature": {
      const id = header(headers, retry.header);
      const signature = header(headers, signatureHeader.toLowerCase());
      return id && signature ? namespaced(name, `${id}:${signature}`) : null;
    }
    case "each": {
      const events = parseJson(body);
      if (!Array.isArray(events) || events.length === 0) return null;
      const ids = events.map((e) => stringAt(e, [retry.field], true));
      return ids.every((id) => id !== null) ? namespaced(name, ids.join(",")) : null;
    }
    case "body":
      return body.length > 0 ? `${name}:body:${createHash("sha256").update(body).digest("hex")}` : null;
    case "header": {
      const id = header(headers, retry.header);
      return id ? namespaced(name, id) : null;
    }
  }
}

function namespaced(namespace: string, value: string): string {
  if (value.length <= DEDUPE_VALUE_MAX) return `${namespace}:${value}`;
  return `${namespace}:sha256:${createHash("sha256").update(value, "utf8").digest("hex")}`;
}

function topLevelStringId(body: Buffer): string | null {
  return stringAt(parseJson(body), ["id"]);
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** The non-blank string at `path` of a JSON value (or a number, when `numbers`), as a string; null otherwise. */
function stringAt(value: unknown, path: readonly string[], numbers = false): string | null {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return null;
    v = (v as Record<string, unknown>)[key];
  }
  if (numbers && typeof v === "number" && Number.isFinite(v)) return String(v);
  return typeof v === "string" && v.trim() ? v.trim() : null;
}
