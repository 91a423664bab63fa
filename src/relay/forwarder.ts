import type { Forwarder } from "../webhooks/forwarders";
import type { RelayedRequest } from "../webhooks/log";
import { isRelayEvent, relayedOutgoing } from "./outgoing";
import { applyTransform } from "./transform";

/** A request that is gone (pruned) leaves its delivery nothing to forward: its attempts send an empty body. */
const MISSING_REQUEST: Omit<RelayedRequest, "id"> = {
  sourceId: "",
  method: "POST",
  path: "/",
  query: null,
  headers: {},
  body: Buffer.alloc(0),
  receivedAt: 0,
};

/** How the webhook pipeline sends a relay delivery: the destination's copy of the request, or its transform's. */
export const relayForwarder: Forwarder = {
  owns: isRelayEvent,
  build({ format, event, request, deliveryId, publicUrl }) {
    if (!isRelayEvent(event)) throw new Error("relayForwarder: not a relay event");
    const req = request ?? { ...MISSING_REQUEST, id: event.relay.request_id };
    return relayedOutgoing(format, event, req, deliveryId, publicUrl);
  },
  transform: applyTransform,
};
