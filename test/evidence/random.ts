import { createHash } from "node:crypto";

/**
 * A small seeded PRNG (mulberry32), so a run that found something can be replayed exactly with the seed it
 * printed (EVIDENCE_SEED=<n>).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed for this run: EVIDENCE_SEED when set, else a fresh one (printed by the suites that use it). */
export function evidenceSeed(): number {
  const fromEnv = Number(process.env.EVIDENCE_SEED);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 1 + Math.floor(Math.random() * 2 ** 31);
}

/** A stable number in 0..99 for a string: how receivers pick a deterministic answer per delivery id. */
export function percentileOf(s: string): number {
  return createHash("sha256").update(s).digest().readUInt32BE(0) % 100;
}
