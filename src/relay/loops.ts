// Forwarding loops (docs/design.md §6b "Loops"): a destination that leads back to a relay ingest forwards every
// request it is sent again, without end. A destination that is one of this instance's own ingest URLs is refused
// when it is saved (ownIngestUrlProblem, ./destinations.ts); every other loop (another host name, another
// instance, a chain of sources, `scoutpost listen` forwarding to an ingest URL) is cut by a hop count that each
// forward carries and each ingest checks.

/** The header every forward carries: how many relays the request has passed through, this one included. */
export const HOPS_HEADER = "x-scoutpost-hops";
/** An incoming request that has already been forwarded this many times is refused (508), not forwarded again. */
export const MAX_HOPS = 5;

/** The hop count a request arrived with: 0 from a sender, n when another relay forwarded it n times. */
export function incomingHops(headers: Record<string, string>): number {
  const raw = headers[HOPS_HEADER]?.trim();
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

/** The `x-scoutpost-hops` header a forward of a request that arrived with `headers` carries. */
export const forwardHops = (headers: Record<string, string>) => ({
  [HOPS_HEADER]: String(incomingHops(headers) + 1),
});

/** Why a request that arrived with `headers` must not be forwarded (past MAX_HOPS), or undefined. */
export function loopProblem(headers: Record<string, string>): string | undefined {
  const hops = incomingHops(headers);
  if (hops < MAX_HOPS) return undefined;
  return `Forwarding loop: this request has already been forwarded ${hops} times (${HOPS_HEADER}); it is recorded and forwarded nowhere`;
}
