import type { ClaimedEntry, QueueStore } from "./types";

/** A queue's cap within it (QueueDef.group) and how many of each group hold a slot now. */
export interface GroupCap<P> {
  of: (payload: P) => string;
  concurrency: number;
  /** Jobs in flight by group; counted up as entries are claimed. */
  held: Map<string, number>;
}

/**
 * Claim up to `free` entries without taking any group past its cap. A claim can return more entries of one group
 * than it has room for: the oldest are kept, the rest handed back as they were, and the next round claims past
 * every full group. A round that hands any back has filled a group the next one passes over, and at most
 * concurrency / cap groups can be full at once, so `concurrency / cap + 1` rounds fill every slot there is work
 * for. Returns each claimed entry with its group.
 */
export function claimWithinGroups<P>(
  store: QueueStore<P>,
  cap: GroupCap<P>,
  claim: { allocationId: string; leaseUntil: number; now: number; free: number; concurrency: number },
): { row: ClaimedEntry<P>; group: string }[] {
  const out: { row: ClaimedEntry<P>; group: string }[] = [];
  const limit = Math.max(1, cap.concurrency);
  const rounds = Math.floor(claim.concurrency / limit) + 1;
  let free = claim.free;
  for (let round = 0; free > 0 && round < rounds; round++) {
    const full = [...cap.held].filter(([, n]) => n >= limit).map(([g]) => g);
    let overflowed = false;
    for (const row of store.claim(claim.allocationId, claim.leaseUntil, claim.now, free, full)) {
      const group = cap.of(row.payload);
      const n = cap.held.get(group) ?? 0;
      if (n >= limit) {
        store.unclaim?.(row.id, claim.allocationId);
        overflowed = true;
        continue;
      }
      cap.held.set(group, n + 1);
      free--;
      out.push({ row, group });
    }
    if (!overflowed) break;
  }
  return out;
}
