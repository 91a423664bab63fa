import type { ServerOptions } from "node:http";
import type { Config } from "../config";

/**
 * The HTTP server's bounds on a client (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS,
 * HTTP_KEEP_ALIVE_TIMEOUT_MS): a sender that stalls before its request is whole gets 408 and its socket closed.
 * They bound receiving the request only, so an answer that stays open (a relay stream, a streamed chat
 * completion) is never cut.
 */
export function serverOptions(http: Config["http"]): ServerOptions {
  return {
    headersTimeout: http.headersTimeoutMs,
    requestTimeout: http.requestTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    // How often the bounds are checked: Node's default, 30 s, would let a stalled sender stay that much longer.
    connectionsCheckingInterval: Math.min(1_000, http.headersTimeoutMs),
  };
}
