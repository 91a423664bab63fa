/**
 * Byte-identity of what two sides send (bench/peers/*.ts check it before measuring): requests as the receiver
 * (./lib.ts RECEIVER) recorded them, compared field by field, with the per-request values named.
 */
import { createHmac } from "node:crypto";
import type { Recorded } from "./lib";

/**
 * Byte-identity of two recorded requests: the same method, path, header names in the same order and the same
 * values, the same body bytes, except where `vary` names a header whose value is per request (ids, timestamps,
 * signatures) and `normalize` rewrites the per-request parts of a body (after which its bytes must still match).
 * Returns the differences (none: identical).
 */
export function differences(
  a: Recorded,
  b: Recorded,
  vary: readonly string[],
  normalize: (r: Recorded) => string = (r) => r.body,
): string[] {
  const out: string[] = [];
  if (a.method !== b.method) out.push(`method ${a.method} ≠ ${b.method}`);
  if (a.url !== b.url) out.push(`path ${a.url} ≠ ${b.url}`);
  const pairs = (r: Recorded) =>
    Array.from({ length: r.headers.length / 2 }, (_, i) => [
      r.headers[2 * i]!.toLowerCase(),
      r.headers[2 * i + 1]!,
    ]);
  const ha = pairs(a);
  const hb = pairs(b);
  if (ha.map((h) => h[0]).join() !== hb.map((h) => h[0]).join())
    out.push(`header names ${ha.map((h) => h[0]).join(",")} ≠ ${hb.map((h) => h[0]).join(",")}`);
  for (const [name, value] of ha) {
    const other = hb.find((h) => h[0] === name)?.[1];
    if (other === undefined) continue;
    if (vary.includes(name!)) {
      if (value!.length !== other.length) out.push(`${name}: length ${value!.length} ≠ ${other.length}`);
    } else if (value !== other) out.push(`${name}: ${value} ≠ ${other}`);
  }
  if (a.body.length !== b.body.length) out.push(`body length ${a.body.length} ≠ ${b.body.length}`);
  if (normalize(a) !== normalize(b)) out.push("body bytes differ beyond the per-request parts");
  return out;
}

/** A recorded request's header value (first of its name), or undefined. */
export function header(r: Recorded, name: string): string | undefined {
  for (let i = 0; i < r.headers.length; i += 2)
    if (r.headers[i]!.toLowerCase() === name) return r.headers[i + 1];
  return undefined;
}

/** A Standard Webhooks signature checked as a receiver checks it (the key is the base64 after `whsec_`). */
export function standardSignatureValid(r: Recorded, secret: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const mac = createHmac("sha256", key)
    .update(`${header(r, "webhook-id")}.${header(r, "webhook-timestamp")}.`)
    .update(Buffer.from(r.body, "latin1"))
    .digest("base64");
  return header(r, "webhook-signature") === `v1,${mac}`;
}

/** A pipeline delivery's per-request parts: its delivery id and attempt time in the body (the same lengths). */
const DELIVERY_META = /"delivery":\{"id":"[0-9a-f-]{36}","attempt":1,"timestamp":"[0-9TZ:.-]{24}"\}/;

/**
 * Byte-identity of our pipeline's first request and a peer's: everything equal except the per-delivery
 * `webhook-id`, `webhook-timestamp` and `webhook-signature` values and the body's `delivery.id` and
 * `delivery.timestamp` (each side's own, of equal length); each body names its own webhook-id and each signature
 * verifies with its side's secret. Throws with the differences.
 */
export function assertSamePipelineRequest(
  ours: Recorded,
  oursSecret: string,
  peer: Recorded,
  peerSecret: string,
  peerName: string,
): { varying: string[] } {
  const varying = ["webhook-id", "webhook-timestamp", "webhook-signature"];
  const problems = differences(ours, peer, varying, (r) => r.body.replace(DELIVERY_META, "<delivery>"));
  for (const [side, r, secret] of [
    ["ours", ours, oursSecret],
    [peerName, peer, peerSecret],
  ] as const) {
    if (!DELIVERY_META.test(r.body)) problems.push(`${side}: no delivery block of the expected shape`);
    else if ((JSON.parse(r.body) as { delivery: { id: string } }).delivery.id !== header(r, "webhook-id"))
      problems.push(`${side}: delivery.id is not the webhook-id`);
    if (!standardSignatureValid(r, secret)) problems.push(`${side}: signature does not verify`);
  }
  if (problems.length)
    throw new Error(`bench: ours and ${peerName} send different requests:\n  ${problems.join("\n  ")}`);
  return { varying: [...varying, "body delivery.id", "body delivery.timestamp"] };
}
