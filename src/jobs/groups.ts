import type { ClaimedEntry, QueueStore } from "./types";

/** One cap within a queue (QueueDef.group or QueueDef.tenant) and how many of each key hold a slot now. */
export interface GroupCap<P> {
  of: (payload: P) => string;
  concurrency: number;
  /** Jobs in flight by key; counted up as entries are claimed. */
  held: Map<string, number>;
}

/** The caps of a queue: a group (webhooks: the receiver URL) and a tenant (webhooks: the account), either or both. */
export interface Caps<P> {
  group?: GroupCap<P>;
  tenant?: GroupCap<P>;
}

/** What the helpers below read of a cap: the payload type does not matter to them. */
type Held = Pick<GroupCap<never>, "concurrency" | "held">;

const limitOf = (cap: Held) => Math.max(1, cap.concurrency);
const fullKeys = (cap: Held | undefined) =>
  cap ? [...cap.held].filter(([, n]) => n >= limitOf(cap)).map(([k]) => k) : [];
const roomIn = (cap: Held | undefined, key: string | undefined) =>
  !cap || key === undefined || (cap.held.get(key) ?? 0) < limitOf(cap);

/**
 * Claim up to `free` entries without taking any group or tenant past its cap. A claim can return more entries of
 * one key than it has room for: the oldest are kept, the rest handed back as they were, and the next round claims
 * past every full key. A round that hands any back has filled a key the next one passes over, and at most
 * concurrency / cap keys of each kind can be full at once, so that many rounds (+ 1) fill every slot there is
 * work for. Returns each claimed entry with its group and tenant.
 */
export function claimWithinGroups<P>(
  store: QueueStore<P>,
  caps: Caps<P>,
  claim: { allocationId: string; leaseUntil: number; now: number; free: number; concurrency: number },
): { row: ClaimedEntry<P>; group?: string; tenant?: string }[] {
  const out: { row: ClaimedEntry<P>; group?: string; tenant?: string }[] = [];
  const { group, tenant } = caps;
  const rounds =
    (group ? Math.floor(claim.concurrency / limitOf(group)) : 0) +
    (tenant ? Math.floor(claim.concurrency / limitOf(tenant)) : 0) +
    1;
  let free = claim.free;
  for (let round = 0; free > 0 && round < rounds; round++) {
    let overflowed = false;
    const rows = store.claim(
      claim.allocationId,
      claim.leaseUntil,
      claim.now,
      free,
      fullKeys(group),
      fullKeys(tenant),
    );
    for (const row of rows) {
      const g = group?.of(row.payload);
      const t = tenant?.of(row.payload);
      if (!roomIn(group, g) || !roomIn(tenant, t)) {
        store.unclaim?.(row.id, claim.allocationId);
        overflowed = true;
        continue;
      }
      if (group && g !== undefined) group.held.set(g, (group.held.get(g) ?? 0) + 1);
      if (tenant && t !== undefined) tenant.held.set(t, (tenant.held.get(t) ?? 0) + 1);
      free--;
      out.push({ row, group: g, tenant: t });
    }
    if (!overflowed) break;
  }
  return out;
}
