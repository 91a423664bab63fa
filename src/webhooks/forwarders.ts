import type { RelayedRequest } from "./log";

// Deliveries of events another module makes — the relay's forwards of the requests it received — go through the
// same pipeline as our own webhooks, but their requests are that module's to build. It hands the pipeline a
// Forwarder, composed into `deps.forwarders` at boot (src/index.ts), so the pipeline imports no feature
// (test/architecture.test.ts).

/** An event another module made for a delivery (stored as JSON on the delivery row), which its forwarder owns. */
export type ForwardedEvent = object;

/** A forwarded request as its destination receives it, before any signature of ours. */
export interface ForwardedRequest {
  method: string;
  headers: Record<string, string>;
  body: string | Buffer;
  /** Whether we sign it as our own deliveries are (a chat message made by us is; a byte-exact copy is not). */
  sign: boolean;
}

/** A destination's transform's answer: the request to forward and where to, or why there is none. */
export type TransformedRequest =
  | { ok: true; request: RelayedRequest; url: string }
  | {
      ok: false;
      error: string;
    };

export interface Forwarder {
  /** Whether `event` is one of this forwarder's. */
  owns(event: unknown): boolean;
  /** The request one attempt of the delivery sends; `request` is undefined when the forwarded request is gone. */
  build(a: {
    format: string;
    event: unknown;
    request: RelayedRequest | undefined;
    deliveryId: string;
    publicUrl: string;
  }): ForwardedRequest;
  /** The request a destination's `expression` makes of `request`, for `url`; never throws. */
  transform(expression: string, request: RelayedRequest, url: string): Promise<TransformedRequest>;
}
