import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";
import type { BoundedMemo } from "../memory";

/** A secret replaced by a rotation, signing until `expiresAt` (ms). */
export interface RetiredSecret {
  secret: string;
  expiresAt: number;
}

/** The account columns signing needs. */
export interface SigningAccount {
  webhookSecret: string;
  retiredWebhookSecrets: readonly RetiredSecret[];
}

/** The `retired_webhook_secrets` column as the send path's plain SQL reads it (JSON text). */
export function parseRetiredSecrets(text: string | null): RetiredSecret[] {
  try {
    const list = JSON.parse(text ?? "[]") as unknown;
    return Array.isArray(list)
      ? list.filter(
          (r): r is RetiredSecret => typeof r?.secret === "string" && typeof r?.expiresAt === "number",
        )
      : [];
  } catch {
    return [];
  }
}

export interface SignatureHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
}

const PREFIX = "whsec_";

/** The HMAC key of a `whsec_<base64>` secret: the base64-decoded part after the prefix (Standard Webhooks). */
export function secretKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, "base64");
}

/** The HMAC key object of a secret. */
const hmacKey = (secret: string): KeyObject => createSecretKey(secretKey(secret));

/**
 * Keys of the secrets in use, decoded once: `deps.memory.signingKeys` (every attempt signs; an account has one or
 * two secrets at a time). Without it each signature decodes its key.
 */
export type SigningKeys = BoundedMemo<string, KeyObject>;

/** One Standard Webhooks signature: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. */
export function sign(
  secret: string,
  id: string,
  timestampS: number | string,
  body: string | Uint8Array,
  keys?: SigningKeys,
): string {
  const mac = createHmac("sha256", keys ? keys.get(secret, hmacKey) : hmacKey(secret))
    .update(`${id}.${timestampS}.`)
    .update(body)
    .digest("base64");
  return `v1,${mac}`;
}

/**
 * The secrets that sign right now: the current one, and each retired one while its overlap window lasts, so a
 * receiver that has not switched to a rotated secret yet keeps verifying.
 */
export function activeSecrets(account: SigningAccount, nowMs: number): string[] {
  const secrets = [account.webhookSecret];
  for (const r of account.retiredWebhookSecrets)
    if (r.expiresAt > nowMs && !secrets.includes(r.secret)) secrets.push(r.secret);
  return secrets;
}

/** The three Standard Webhooks headers; several signatures are space-separated, as receivers expect. */
export function signatureHeaders(
  secrets: readonly string[],
  id: string,
  timestampS: number,
  body: string | Uint8Array,
  keys?: SigningKeys,
): SignatureHeaders {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestampS),
    "webhook-signature": secrets.map((s) => sign(s, id, timestampS, body, keys)).join(" "),
  };
}

/** What checking a received request's Standard Webhooks signature against the account's secrets found. */
export type SignatureCheck =
  | { result: "valid"; secret: "current" | "replaced"; skewS: number }
  | { result: "invalid" | "absent" };

/**
 * Check a captured request's `webhook-signature` against the account's secrets that sign now (the current one,
 * then each replaced one still in its overlap), as a receiver would: the inbox turns into a verifier. `skewS` is
 * how far the signed timestamp is from `receivedAtMs` (receivers usually refuse more than 300 s).
 */
export function checkSignature(
  headers: Record<string, string>,
  body: string | Uint8Array,
  account: SigningAccount,
  receivedAtMs: number,
  keys?: SigningKeys,
): SignatureCheck {
  const id = headers["webhook-id"];
  const ts = headers["webhook-timestamp"];
  const sent = headers["webhook-signature"];
  if (!id || !ts || !sent) return { result: "absent" };
  const given = sent
    .split(" ")
    .filter((s) => s.startsWith("v1,"))
    .map((s) => Buffer.from(s.slice(3), "base64"));
  const secrets = activeSecrets(account, receivedAtMs);
  for (const [i, secret] of secrets.entries()) {
    // The timestamp as sent, as a receiver signs it (not re-formatted as a number).
    const expected = Buffer.from(sign(secret, id, ts, body, keys).slice(3), "base64");
    if (given.some((g) => g.length === expected.length && timingSafeEqual(g, expected))) {
      const skewS = Math.round(Math.abs(receivedAtMs / 1000 - Number(ts)));
      return { result: "valid", secret: i === 0 ? "current" : "replaced", skewS };
    }
  }
  return { result: "invalid" };
}
