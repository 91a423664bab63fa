import { chatRenderers } from "../webhooks/chat";
import type { ForwardedRequest } from "../webhooks/forwarders";
import type { RelayedRequest } from "../webhooks/log";
import { relayCard } from "./chat-card";
import { forwardedHeaders } from "./forward-headers";
import { forwardHops } from "./loops";
import { relaySlackMessage } from "./slack-message";

/** What a relay delivery's event names (the delivery row's `event` JSON, written by src/relay/ingest.ts). */
export interface RelayEvent {
  relay: { request_id: string; destination_id: string; source_id: string; source_name: string };
}

export const isRelayEvent = (e: unknown): e is RelayEvent =>
  typeof e === "object" && e !== null && typeof (e as RelayEvent).relay?.request_id === "string";

/** A relayed request as one destination receives it, before any signature of ours. */
export type RelayedOutgoing = ForwardedRequest;

/**
 * Build what a destination receives. `passthrough`: the sender's method, body bytes and headers (less hop-by-hop,
 * Host and Content-Length), so the destination can still check the sender's own signature, plus
 * `x-scoutpost-request`, `x-scoutpost-delivery` and `x-scoutpost-hops` (./loops.ts), the last on every format. `slack`: a Block Kit message made from the body, POSTed as
 * JSON and signed like every delivery of ours; `discord`, `teams` and `google_chat` likewise, each platform's
 * message (./chat-card.ts).
 */
export function relayedOutgoing(
  format: string,
  event: RelayEvent,
  req: RelayedRequest,
  deliveryId: string,
  inspectorBase: string,
): RelayedOutgoing {
  const ours = {
    "x-scoutpost-request": req.id,
    "x-scoutpost-delivery": deliveryId,
    ...forwardHops(req.headers),
  };
  const chat = chatRenderers.get(format);
  if (format === "slack" || chat) {
    const input = {
      sourceName: event.relay.source_name,
      headers: req.headers,
      body: req.body,
      requestId: req.id,
      inspectorUrl: `${inspectorBase}/platform/relay/${event.relay.source_id}`,
      receivedAt: req.receivedAt,
    };
    const message = chat ? chat(relayCard(input)) : relaySlackMessage(input);
    return {
      method: "POST",
      headers: { "content-type": "application/json", ...ours },
      body: JSON.stringify(message),
      sign: true,
    };
  }
  return {
    method: req.method,
    headers: { ...forwardedHeaders(req.headers), ...ours },
    body: req.body,
    sign: false,
  };
}
