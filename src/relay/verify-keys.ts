import { createHash, createPublicKey, type KeyObject, timingSafeEqual, verify } from "node:crypto";
import type { ReceivedRequest, VerifyResult } from "./verify";
import { HEADER_NAME } from "./verify-hmac";
import { decodeHexAny, fail, OK, timestampProblem } from "./verify-parts";

// The two schemes that are not an HMAC: HTTP Basic credentials, and an Ed25519 signature under the sender's public key.

/** Basic credentials: `Authorization: Basic base64(username:password)`, compared in constant time. */
export function verifyBasicAuth(username: string, password: string, req: ReceivedRequest): VerifyResult {
  const header = req.headers.authorization;
  if (header === undefined) return fail("missing Authorization header");
  const m = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header);
  if (!m) return fail("Authorization is not Basic credentials");
  // Hashing both sides first gives equal lengths, so neither the comparison nor its length leaks the password.
  const sha = (b: Buffer) => createHash("sha256").update(b).digest();
  const given = sha(Buffer.from(m[1]!, "base64"));
  return timingSafeEqual(given, sha(Buffer.from(`${username}:${password}`, "utf8")))
    ? OK
    : fail("Authorization does not match");
}

export interface Ed25519Settings {
  signature_header: string;
  timestamp_header: string;
}

/** Why an Ed25519 configuration can never verify, or null. */
export function ed25519Problem(publicKey: string, s: Partial<Ed25519Settings>): string | null {
  if (!ed25519Key(publicKey)) return "the ed25519 public_key is not 32 bytes of hex";
  if (!HEADER_NAME.test(s.signature_header ?? "") || !HEADER_NAME.test(s.timestamp_header ?? ""))
    return "the ed25519 scheme needs valid signature_header and timestamp_header names";
  return null;
}

/**
 * Discord's scheme: the hex signature in `signature_header` is Ed25519 over the timestamp header's value followed
 * by the body, under the sender's hex public key; the timestamp (seconds) must be within the 5-minute window.
 */
export function verifyEd25519(
  publicKey: string,
  s: Ed25519Settings,
  req: ReceivedRequest,
  nowMs: number,
): VerifyResult {
  const key = ed25519Key(publicKey);
  if (!key) return fail("the ed25519 public_key is not 32 bytes of hex");
  const signature = req.headers[s.signature_header.toLowerCase()];
  const ts = req.headers[s.timestamp_header.toLowerCase()];
  if (signature === undefined) return fail(`missing ${s.signature_header} header`);
  if (ts === undefined) return fail(`missing ${s.timestamp_header} header`);
  const timing = timestampProblem(s.timestamp_header, ts, nowMs);
  if (timing) return fail(timing);
  const given = decodeHexAny(signature);
  if (given?.length !== 64) return fail(`${s.signature_header} is not a 64-byte hex signature`);
  const message = Buffer.concat([Buffer.from(ts, "utf8"), req.body]);
  return verify(null, message, key, given) ? OK : fail(`${s.signature_header} does not match`);
}

// The fixed DER header of an Ed25519 SubjectPublicKeyInfo (RFC 8410), before the raw 32-byte key.
const SPKI_ED25519 = Buffer.from("302a300506032b6570032100", "hex");

function ed25519Key(hex: string): KeyObject | null {
  const raw = decodeHexAny(hex);
  if (raw?.length !== 32) return null;
  try {
    return createPublicKey({ key: Buffer.concat([SPKI_ED25519, raw]), format: "der", type: "spki" });
  } catch {
    return null; // 32 bytes that are not a point on the curve
  }
}
