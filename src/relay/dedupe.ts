import { createHash } from "node:crypto";
import type { VerifyScheme } from "./verify";

/** Longer identities are stored as their SHA-256 so that a key stays short enough to index. */
export const DEDUPE_VALUE_MAX = 200;

/**
 * The sender's retry identity for a request: the same value on every retry of one event, so that a source can
 * answer a retry as a duplicate instead of forwarding the event twice. The first of these that the request
 * carries, namespaced by where it came from (the caller scopes it to the source):
 * - `webhook-id:<v>`: Standard Webhooks' `webhook-id` header (any scheme; Svix and others send it);
 * - `github:<v>`: GitHub's `X-GitHub-Delivery` header;
 * - `stripe:<v>`: the JSON body's top-level string `id` (`evt_...`), when the source verifies Stripe or the
 *   request has a `Stripe-Signature`: Stripe retries with a new signature but the same event;
 * - `idempotency-key:<v>`: an `Idempotency-Key` header;
 * - `slack:<signature>:<timestamp>`: Slack retries with the same signature and timestamp.
 * Null when there is none: such requests are never treated as duplicates.
 */
export function dedupeKey(
  scheme: VerifyScheme | null,
  headers: Record<string, string>,
  body: Buffer,
): string | null {
  const webhookId = headers["webhook-id"]?.trim();
  if (webhookId) return namespaced("webhook-id", webhookId);
  const githubDelivery = headers["x-github-delivery"]?.trim();
  if (githubDelivery) return namespaced("github", githubDelivery);
  if (scheme === "stripe" || headers["stripe-signature"]) {
    const id = topLevelStringId(body);
    if (id) return namespaced("stripe", id);
  }
  const idempotencyKey = headers["idempotency-key"]?.trim();
  if (idempotencyKey) return namespaced("idempotency-key", idempotencyKey);
  const slackSignature = headers["x-slack-signature"]?.trim();
  const slackTimestamp = headers["x-slack-request-timestamp"]?.trim();
  if (slackSignature && slackTimestamp) return namespaced("slack", `${slackSignature}:${slackTimestamp}`);
  return null;
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
