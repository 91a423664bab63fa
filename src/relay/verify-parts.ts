import { timingSafeEqual } from "node:crypto";
import type { VerifyResult } from "./verify";

// What every verification scheme shares: outcomes, constant-time comparison, strict decoding, the timestamp window.

/** How far a signed timestamp may be from our clock, either way (Stripe, Slack and Standard Webhooks use 5 minutes). */
export const TOLERANCE_S = 300;

export const OK: VerifyResult = { ok: true };
export const fail = (reason: string): VerifyResult => ({ ok: false, reason });

/**
 * Why a signed timestamp (`what` names it) is unusable or more than `toleranceS` from now, or null. It counts
 * seconds, or milliseconds when `ms`.
 */
export function timestampProblem(
  what: string,
  raw: string,
  nowMs: number,
  toleranceS = TOLERANCE_S,
  ms = false,
): string | null {
  if (!/^\d{1,15}$/.test(raw)) return `${what} is not a whole number of ${ms ? "milliseconds" : "seconds"}`;
  const skewS = Math.trunc((nowMs - Number(raw) * (ms ? 1 : 1000)) / 1000);
  if (Math.abs(skewS) <= toleranceS) return null;
  const how = skewS > 0 ? `${skewS} s old` : `${-skewS} s in the future`;
  const window = toleranceS % 60 === 0 ? `${toleranceS / 60}-minute` : `${toleranceS} s`;
  return `${what} is outside the ${window} tolerance (${how})`;
}

/** Constant-time digest comparison; a missing or wrong-length signature simply does not match. */
export function sameDigest(given: Buffer | null, expected: Buffer): boolean {
  return given !== null && given.length === expected.length && timingSafeEqual(given, expected);
}

/** A SHA-256 digest in hex (64 characters), or null. */
export function decodeHex(s: string): Buffer | null {
  return /^[0-9a-fA-F]{64}$/.test(s) ? Buffer.from(s, "hex") : null;
}

/** Hex of any even length, or null: Buffer.from alone stops quietly at the first non-hex character. */
export function decodeHexAny(s: string): Buffer | null {
  return /^(?:[0-9a-fA-F]{2})+$/.test(s) ? Buffer.from(s, "hex") : null;
}

/** Standard base64, padded or not; Buffer.from alone would skip stray characters and a dangling last one. */
export function decodeBase64(s: string): Buffer | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(s)) return null;
  const wellSized = s.endsWith("=") ? s.length % 4 === 0 : s.length % 4 !== 1;
  return wellSized ? Buffer.from(s, "base64") : null;
}
