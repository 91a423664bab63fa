/**
 * The sender's headers as a `passthrough` destination receives them: what describes the request end to end
 * (content type, the sender's signature and event headers, user agent) goes on; what describes one connection
 * or one hop does not, since our own connection to the destination has its own (and undici refuses several of
 * them outright).
 */

/** RFC 9110 §7.6.1 hop-by-hop fields, and `proxy-connection`, which some clients still send. */
export const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
] as const;

/** Fields that describe this hop's message framing or target, which the forwarding request sets for itself. */
export const PER_REQUEST = ["host", "content-length", "expect"] as const;

/** Headers the forwarder adds itself (`x-scoutpost-request`, `x-scoutpost-delivery`): a sender cannot supply them. */
const OURS = /^x-scoutpost-/;

const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
// Values with CR, LF or NUL cannot be sent (and would split the request if they could).
const BAD_VALUE = /[\r\n\0]/;

/**
 * `incoming` (lower-case names, as received) less hop-by-hop fields, any field the `Connection` header names,
 * Host, Content-Length, Expect, HTTP/2 pseudo-headers, our own `x-scoutpost-*` names, names that are not HTTP
 * tokens or values that cannot be sent, and `alsoDrop` (any case): the caller passes the source's secret header
 * when the source verifies with the `header` scheme, so that the secret is not handed to every destination.
 */
export function forwardedHeaders(
  incoming: Record<string, string>,
  alsoDrop: readonly string[] = [],
): Record<string, string> {
  const drop = new Set<string>([...HOP_BY_HOP, ...PER_REQUEST, ...alsoDrop.map((h) => h.toLowerCase())]);
  for (const [name, value] of Object.entries(incoming))
    if (name.toLowerCase() === "connection")
      for (const token of value.split(",")) drop.add(token.trim().toLowerCase());
  const out: Record<string, string> = {};
  for (const [rawName, value] of Object.entries(incoming)) {
    const name = rawName.toLowerCase();
    if (drop.has(name) || OURS.test(name) || !TOKEN.test(name) || BAD_VALUE.test(value)) continue;
    out[name] = value;
  }
  return out;
}
