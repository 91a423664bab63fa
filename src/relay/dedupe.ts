import { createHash } from "node:crypto";
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
 * Otherwise (no verification, or the `header` scheme, whose secret signs nothing) the first of these that the
 * request carries: `webhook-id`, `X-GitHub-Delivery`, the Stripe body `id` when a `Stripe-Signature` is present,
 * `Idempotency-Key`, Slack's signature and timestamp.
 */
export function dedupeKey(
  scheme: VerifyScheme | null,
  headers: Record<string, string>,
  body: Buffer,
): string | null {
  switch (scheme) {
    case "stripe":
      return stripeKey(body);
    case "standard_webhooks":
      return webhookIdKey(headers);
    case "github":
      return githubKey(headers, true);
    case "slack":
      return slackKey(headers);
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

function namespaced(namespace: string, value: string): string {
  if (value.length <= DEDUPE_VALUE_MAX) return `${namespace}:${value}`;
  return `${namespace}:sha256:${createHash("sha256").update(value, "utf8").digest("hex")}`;
}

function topLevelStringId(body: Buffer): string | null {
  try {
    const parsed: unknown = JSON.parse(body.toString("utf8"));
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    const id = (parsed as Record<string, unknown>).id;
    return typeof id === "string" && id.trim() ? id.trim() : null;
  } catch {
    return null;
  }
}
