import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { WebhookFormat } from "../../src/db/schema";
import type { WebhookEvent } from "../../src/webhooks/event";
import { buildBody, type DeliveryMeta } from "../../src/webhooks/formats";

// Our payloads beside the hosted service's published ones (test/webhooks/golden/README.md): for the same input,
// every published key is there with the published type, and the published value where the example fixes one.

const dir = join(import.meta.dirname, "golden");
const read = (name: string): unknown => JSON.parse(readFileSync(join(dir, name), "utf8"));
const input = read("input.json") as { event: WebhookEvent; delivery: DeliveryMeta };

/** Keys whose published value the material does not fix: only their type is compared. */
const TYPE_ONLY: Partial<Record<WebhookFormat, string[]>> = {
  scout: [],
  slack: [],
  zapier: ["change_status", "formatted_timestamp"],
};

const kind = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

/** Every difference between the published value and ours: a missing key, another type, another value. */
function differences(published: unknown, ours: unknown, path: string, typeOnly: string[]): string[] {
  if (kind(published) !== kind(ours))
    return [`${path || "(root)"}: ${kind(ours)}, published ${kind(published)}`];
  if (Array.isArray(published)) {
    const got = ours as unknown[];
    if (got.length < published.length) return [`${path}: ${got.length} items, published ${published.length}`];
    return published.flatMap((p, i) => differences(p, got[i], `${path}[${i}]`, typeOnly));
  }
  if (kind(published) === "object") {
    const got = ours as Record<string, unknown>;
    return Object.entries(published as Record<string, unknown>).flatMap(([k, v]) => {
      const at = path ? `${path}.${k}` : k;
      return k in got ? differences(v, got[k], at, typeOnly) : [`${at}: missing`];
    });
  }
  if (typeOnly.includes(path) || published === ours) return [];
  return [`${path}: ${JSON.stringify(ours)}, published ${JSON.stringify(published)}`];
}

describe("webhook payloads carry the published shapes", () => {
  for (const format of ["scout", "slack", "zapier"] as const) {
    it(`${format}: every published key, type and value`, () => {
      const ours = JSON.parse(buildBody(format, input.event, input.delivery));
      expect(differences(read(`${format}.json`), ours, "", TYPE_ONLY[format] ?? [])).toEqual([]);
    });
  }

  it("the comparison itself catches a missing key, a changed type, a changed value and a short array", () => {
    const published = { a: "x", b: { c: 1 }, d: [{ e: true }, { f: "g" }] };
    expect(
      differences(published, { a: "x", b: { c: 1 }, d: [{ e: true }, { f: "g" }], z: 0 }, "", []),
    ).toEqual([]);
    expect(differences(published, { a: "y", b: { c: "1" }, d: [{ e: true }] }, "", [])).toEqual([
      'a: "y", published "x"',
      "b.c: string, published number",
      "d: 1 items, published 2",
    ]);
    expect(differences(published, { b: { c: 1 }, d: [{}, { f: "h" }] }, "", ["d[1].f"])).toEqual([
      "a: missing",
      "d[0].e: missing",
    ]);
  });
});
