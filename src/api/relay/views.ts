import type { Config } from "../../config";
import type { DestinationRow } from "../../relay/destinations";
import type { RelayRequest } from "../../relay/requests";
import type { SourceDetail } from "../../relay/sources";
import { verifyView } from "../../relay/verify-input";
import { storedBody } from "../../text";
import { DEFAULT_RETRY } from "../../webhooks/retry-policy";
import { type RetryInput, retryPolicyOf } from "./retry.routes";

const iso = (ms: number) => new Date(ms).toISOString();

export const ingestUrl = (config: Config, token: string) => `${config.publicUrl}/hooks/relay/${token}`;

/** A destination as the API shows it; its signing secret only when `showSecret` (the answer that made it). */
export function destinationView(d: DestinationRow, showSecret = false) {
  return {
    id: d.id,
    url: d.url,
    format: d.format,
    filter: d.filter ?? null,
    paused: d.paused,
    retry: d.retry ?? DEFAULT_RETRY,
    rate_limit_per_s: d.rateLimitPerS,
    transform: d.transform,
    sign: d.signingSecret !== null,
    ...(showSecret && d.signingSecret ? { signing_secret: d.signingSecret } : {}),
    created_at: iso(d.createdAt),
  };
}

/** A source as the API shows it: never its secret; its destinations' signing secrets only when `showSecrets`. */
export function sourceView(s: SourceDetail, config: Config, showSecrets = false) {
  return {
    id: s.id,
    name: s.name,
    ingest_url: ingestUrl(config, s.token),
    verify: s.verifyScheme ? verifyView(s.verifyScheme, s.verifyHeader, s.verifyOptions) : null,
    destinations: s.destinations.map((d) => destinationView(d, showSecrets)),
    created_at: iso(s.createdAt),
    request_count: s.requestCount,
    last_request_at: s.lastRequestAt === null ? null : iso(s.lastRequestAt),
  };
}

/**
 * A received request: its body as text, or base64 when its bytes are not UTF-8. A page's row holds only the
 * start of a large body (`bodyBytes` is then the whole size): `body_truncated` says so, and
 * `GET /v1/relay/requests/{id}` has the whole body.
 */
export function requestView(
  r: Omit<RelayRequest, "deliveries"> & Partial<Pick<RelayRequest, "deliveries">> & { bodyBytes?: number },
) {
  const bodyBytes = r.bodyBytes ?? r.body.length;
  const truncated = bodyBytes > r.body.length;
  const { body, bodyEncoding } = storedBody(r.body, truncated);
  return {
    id: r.id,
    received_at: iso(r.receivedAt),
    method: r.method,
    path: r.path,
    query: r.query,
    headers: r.headers,
    body,
    body_encoding: bodyEncoding,
    body_bytes: bodyBytes,
    body_truncated: truncated,
    status: r.status,
    reason: r.reason,
    deliveries: (r.deliveries ?? []).map((d) => ({
      id: d.id,
      destination_id: d.destinationId,
      status: d.status,
    })),
  };
}

/** A destination's fields as the API takes them, as the relay stores them (undefined: unchanged). */
export function destinationInput<T extends { retry?: RetryInput | null; rate_limit_per_s?: number | null }>(
  body: T,
) {
  const { retry, rate_limit_per_s, ...rest } = body;
  return {
    ...rest,
    retry: retry === undefined || retry === null ? retry : retryPolicyOf(retry),
    rateLimitPerS: rate_limit_per_s,
  };
}
