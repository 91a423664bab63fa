/**
 * A store's cap on one key of its entries (the jobs table's group, a delivery's receiver or account): at most
 * `limit` claimed at once. `held` counts the entries of each key claimed now, read from the store's own rows
 * (whichever process holds them); it is counted up here as entries are claimed.
 */
export interface Cap<R> {
  of: (entry: R) => string;
  limit: number;
  held: Map<string, number>;
}

const full = <R>(cap: Cap<R>) => [...cap.held].filter(([, n]) => n >= cap.limit).map(([k]) => k);
const hasRoom = <R>(cap: Cap<R>, key: string) => (cap.held.get(key) ?? 0) < cap.limit;

/**
 * Claim up to `limit` entries without taking any key past its cap. `claimPast(full, n)` claims up to `n` due
 * entries, oldest first, passing over the keys listed (one list per cap) when it can; an entry it returns whose key
 * has no room left is handed back with `unclaim`, exactly as it was, and the next round passes over that key too.
 * A round that hands any back has filled a key the next one passes over, and at most limit / cap keys of each cap
 * can fill within one claim, so that many rounds (+ 1) fill every slot there is work for.
 */
export function claimWithinCaps<R>(
  caps: readonly Cap<R>[],
  limit: number,
  claimPast: (full: string[][], n: number) => R[],
  unclaim: (entry: R) => void,
): R[] {
  const out: R[] = [];
  const rounds = caps.reduce((n, cap) => n + Math.floor(limit / Math.max(1, cap.limit)), 1);
  for (let round = 0; out.length < limit && round < rounds; round++) {
    let overflowed = false;
    for (const entry of claimPast(caps.map(full), limit - out.length)) {
      const keys = caps.map((cap) => cap.of(entry));
      if (!caps.every((cap, i) => hasRoom(cap, keys[i]!))) {
        unclaim(entry);
        overflowed = true;
        continue;
      }
      caps.forEach((cap, i) => {
        cap.held.set(keys[i]!, (cap.held.get(keys[i]!) ?? 0) + 1);
      });
      out.push(entry);
    }
    if (!overflowed) break;
  }
  return out;
}

/** How many entries of each key are claimed now, from the keys of the claimed entries. */
export function countKeys(keys: Iterable<string>): Map<string, number> {
  const n = new Map<string, number>();
  for (const k of keys) n.set(k, (n.get(k) ?? 0) + 1);
  return n;
}
