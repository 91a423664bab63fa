import type { Work } from "../db/store";

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

/** The keys at their cap, one list per cap: a claim passes over them. */
export const fullKeys = <R>(caps: readonly Cap<R>[]) =>
  caps.map((cap) => [...cap.held].filter(([, n]) => n >= cap.limit).map(([k]) => k));
const hasRoom = <R>(cap: Cap<R>, key: string) => (cap.held.get(key) ?? 0) < cap.limit;

/**
 * How many claim rounds fill every slot there is work for: a round that hands any entry back has filled a key the
 * next one passes over, and at most limit / cap keys of each cap can fill within one claim (+ 1).
 */
export const capRounds = <R>(caps: readonly Cap<R>[], limit: number) =>
  caps.reduce((n, cap) => n + Math.floor(limit / Math.max(1, cap.limit)), 1);

/**
 * One round: of the claimed `entries` (oldest first), those within every cap (counted into `held`) and those whose
 * key has no room left, to hand back exactly as they were.
 */
export function withinCaps<R>(caps: readonly Cap<R>[], entries: R[]): { kept: R[]; handBack: R[] } {
  const kept: R[] = [];
  const handBack: R[] = [];
  for (const entry of entries) {
    const keys = caps.map((cap) => cap.of(entry));
    if (!caps.every((cap, i) => hasRoom(cap, keys[i]!))) {
      handBack.push(entry);
      continue;
    }
    caps.forEach((cap, i) => {
      cap.held.set(keys[i]!, (cap.held.get(keys[i]!) ?? 0) + 1);
    });
    kept.push(entry);
  }
  return { kept, handBack };
}

/**
 * Claim up to `limit` entries without taking any key past its cap, as storage work. `claimPast(full, n)` claims up
 * to `n` due entries, oldest first, passing over the keys listed (one list per cap) when it can; an entry it returns
 * whose key has no room left is handed back with `unclaim`, and the next round passes over that key too.
 */
export function* claimWithinCaps<R>(
  caps: readonly Cap<R>[],
  limit: number,
  claimPast: (full: string[][], n: number) => Work<R[]>,
  unclaim: (entry: R) => Work<unknown>,
): Work<R[]> {
  const out: R[] = [];
  for (let round = 0; out.length < limit && round < capRounds(caps, limit); round++) {
    const { kept, handBack } = withinCaps(caps, yield* claimPast(fullKeys(caps), limit - out.length));
    out.push(...kept);
    for (const entry of handBack) yield* unclaim(entry);
    if (handBack.length === 0) break;
  }
  return out;
}

/** How many entries of each key are claimed now, from the keys of the claimed entries. */
export function countKeys(keys: Iterable<string>): Map<string, number> {
  const n = new Map<string, number>();
  for (const k of keys) n.set(k, (n.get(k) ?? 0) + 1);
  return n;
}
