import type { Config } from "../../config";
import type { DestinationRow } from "../../relay/destinations";
import type { RelayRequest } from "../../relay/requests";
import type { Source } from "../../relay/sources";
import { storedBody } from "../../text";

const iso = (ms: number) => new Date(ms).toISOString();

export const ingestUrl = (config: Config, token: string) => `${config.publicUrl}/hooks/relay/${token}`;

export function destinationView(d: DestinationRow) {
  return {
    id: d.id,
    url: d.url,
    format: d.format,
    filter: d.filter ?? null,
    paused: d.paused,
    created_at: iso(d.createdAt),
  };
}

/** A source as the API shows it: never its secret. */
export function sourceView(s: Source, config: Config) {
  return {
    id: s.id,
    name: s.name,
    ingest_url: ingestUrl(config, s.token),
    verify: s.verifyScheme
      ? { scheme: s.verifyScheme, ...(s.verifyHeader ? { header: s.verifyHeader } : {}) }
      : null,
    destinations: s.destinations.map(destinationView),
    created_at: iso(s.createdAt),
    request_count: s.requestCount,
    last_request_at: s.lastRequestAt === null ? null : iso(s.lastRequestAt),
  };
}

/** A received request: its body as text, or base64 when its bytes are not UTF-8. */
export function requestView(r: Omit<RelayRequest, "deliveries"> & Partial<Pick<RelayRequest, "deliveries">>) {
  const { body, bodyEncoding } = storedBody(r.body, false);
  return {
    id: r.id,
    received_at: iso(r.receivedAt),
    method: r.method,
    path: r.path,
    query: r.query,
    headers: r.headers,
    body,
    body_encoding: bodyEncoding,
    status: r.status,
    reason: r.reason,
    deliveries: (r.deliveries ?? []).map((d) => ({
      id: d.id,
      destination_id: d.destinationId,
      status: d.status,
    })),
  };
}
