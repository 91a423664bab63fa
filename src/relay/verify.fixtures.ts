/** Shared by the verify tests: a fixed clock, bodies, and signers built per each sender's documented scheme. */
import { createHmac } from "node:crypto";
import { expect } from "vitest";
import type { VerifyResult } from "./verify";

export const NOW_MS = Date.UTC(2026, 0, 15, 12, 0, 0);
export const NOW_S = NOW_MS / 1000;
export const SIX_MIN = 6 * 60;

export const JSON_BODY = Buffer.from(
  '{"id":"evt_1","object":"event","type":"invoice.paid","data":{"x":"é😀"}}',
);
// Not valid UTF-8: a lone continuation byte, an overlong lead, 0xff. Decoding it to text would lose bytes.
export const BINARY_BODY = Buffer.from([0x00, 0x80, 0xc0, 0xaf, 0xff, 0xfe, 0x7b, 0x22, 0x0a]);
// Same length, and the same text after lossy UTF-8 decoding (every invalid byte becomes U+FFFD), different bytes.
export const BINARY_TWIN = Buffer.from([0x00, 0x81, 0xc0, 0xaf, 0xff, 0xfe, 0x7b, 0x22, 0x0a]);

const SECRETS: string[] = [];
export function secret(s: string): string {
  SECRETS.push(s);
  return s;
}

export function expectOk(result: VerifyResult): void {
  expect(result).toEqual({ ok: true });
}

/** A failure whose reason says `says`, and never mentions any secret of this file. */
export function expectFail(result: VerifyResult, says: string | RegExp): void {
  expect(result.ok).toBe(false);
  const reason = result.ok ? "" : result.reason;
  if (typeof says === "string") expect(reason).toContain(says);
  else expect(reason).toMatch(says);
  for (const s of SECRETS) expect(reason).not.toContain(s);
  expect(reason).not.toMatch(/[0-9a-f]{32}|[A-Za-z0-9+/]{40}/);
}

export const hmacHex = (key: string, ...parts: (string | Buffer)[]) =>
  parts.reduce((h, p) => h.update(p), createHmac("sha256", key)).digest("hex");

// ---- Stripe: header built per Stripe's documented scheme; the golden values below came from the stripe
// package's own `webhooks.generateTestHeaderString` (stripe-node 23.1.0), proving this helper signs as Stripe does.
export const stripeHeader = (key: string, body: Buffer, t: number) =>
  `t=${t},v1=${hmacHex(key, `${t}.`, body)}`;
// ---- GitHub: likewise, golden values from @octokit/webhooks-methods 6.0.0 `sign(secret, payload)`.
export const githubHeader = (key: string, body: Buffer) => `sha256=${hmacHex(key, body)}`;
// ---- Slack: its documented v0 scheme, by hand.
export const slackHeaders = (key: string, body: Buffer, ts: number | string) => ({
  "x-slack-request-timestamp": String(ts),
  "x-slack-signature": `v0=${hmacHex(key, `v0:${ts}:`, body)}`,
});
