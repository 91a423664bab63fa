import { describe, expect, it } from "vitest";
import { jsonEqual, matchesFilter, type RelayFilter, relayFilterSchema } from "./filter";

const STRIPE = Buffer.from(
  JSON.stringify({
    id: "evt_1",
    type: "invoice.paid",
    livemode: false,
    data: {
      object: { status: "paid", amount_paid: 500, lines: [{ id: "il_1", tags: ["a", "b"] }], meta: null },
    },
  }),
);
const HEADERS = { "content-type": "application/json", "x-github-event": "push" };
const matches = (filter: RelayFilter | null | undefined, body = STRIPE, headers = HEADERS) =>
  matchesFilter(filter, headers, body);

describe("matchesFilter", () => {
  it("lets everything through without conditions", () => {
    for (const f of [null, undefined, {}, { headers: {}, body: {} }]) {
      expect(matches(f)).toBe(true);
      expect(matches(f, Buffer.from([0xff]))).toBe(true);
    }
  });
  it("compares header values exactly, names in any case", () => {
    expect(matches({ headers: { "X-GitHub-Event": "push" } })).toBe(true);
    expect(matches({ headers: { "x-github-event": "Push" } })).toBe(false);
    expect(matches({ headers: { "x-github-event": "push " } })).toBe(false);
    expect(matches({ headers: { "x-missing": "" } })).toBe(false);
  });
  it("follows dotted paths through objects and array indexes", () => {
    expect(matches({ body: { type: "invoice.paid" } })).toBe(true);
    expect(matches({ body: { "data.object.status": "paid" } })).toBe(true);
    expect(matches({ body: { "data.object.lines.0.id": "il_1" } })).toBe(true);
    expect(matches({ body: { "data.object.lines.0.tags.1": "b" } })).toBe(true);
    expect(matches({ body: { "data.object.lines.1.id": "il_1" } })).toBe(false);
    expect(matches({ body: { "data.object.lines.00.id": "il_1" } })).toBe(false);
    expect(matches({ body: { "data.object.lines.id": "il_1" } })).toBe(false);
    expect(matches({ body: { "data.object.status.length": 4 } })).toBe(false);
  });
  it("compares JSON values by type and deeply", () => {
    expect(matches({ body: { "data.object.amount_paid": 500 } })).toBe(true);
    expect(matches({ body: { "data.object.amount_paid": "500" } })).toBe(false);
    expect(matches({ body: { livemode: false } })).toBe(true);
    expect(matches({ body: { livemode: 0 } })).toBe(false);
    expect(matches({ body: { "data.object.meta": null } })).toBe(true);
    expect(matches({ body: { "data.object.missing": null } })).toBe(false);
    expect(matches({ body: { "data.object.lines.0": { tags: ["a", "b"], id: "il_1" } } })).toBe(true);
    expect(matches({ body: { "data.object.lines.0": { id: "il_1" } } })).toBe(false);
    expect(matches({ body: { "data.object.lines.0.tags": ["b", "a"] } })).toBe(false);
  });
  it("finds nothing inherited", () => {
    expect(matches({ body: { "data.constructor": "x" } })).toBe(false);
    expect(matches({ body: { "type.length": 12 } })).toBe(false);
    const proto = Buffer.from('{"__proto__":{"x":1}}');
    expect(matches({ body: { "__proto__.x": 1 } }, proto)).toBe(true);
    expect(matches({ body: { "toString.x": 1 } }, proto)).toBe(false);
  });
  it("needs every condition", () => {
    const both = { headers: { "x-github-event": "push" }, body: { type: "invoice.paid" } };
    expect(matches(both)).toBe(true);
    expect(matches({ ...both, body: { type: "invoice.paid", livemode: true } })).toBe(false);
    expect(matches({ ...both, headers: { "x-github-event": "issues" } })).toBe(false);
  });
  it("fails body conditions on a body that is not JSON, but not header ones", () => {
    for (const body of [Buffer.from("type=invoice.paid"), Buffer.from([0xff, 0xfe]), Buffer.alloc(0)]) {
      expect(matches({ body: { type: "invoice.paid" } }, body)).toBe(false);
      expect(matches({ headers: { "x-github-event": "push" } }, body)).toBe(true);
    }
  });
  it("reads a body with a byte-order mark, and a top-level array", () => {
    expect(matches({ body: { a: 1 } }, Buffer.from('\uFEFF{"a":1}'))).toBe(true);
    expect(matches({ body: { "1.a": 2 } }, Buffer.from('[{"a":1},{"a":2}]'))).toBe(true);
  });
});

describe("jsonEqual", () => {
  it("is structural", () => {
    expect(jsonEqual({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true);
    expect(jsonEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(jsonEqual({ a: undefined }, { b: undefined })).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
  });
});

describe("relayFilterSchema", () => {
  const ok = (v: unknown) => relayFilterSchema.safeParse(v).success;
  const many = (n: number, value: unknown) =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, value]));

  it("accepts a filter like the design's", () => {
    expect(
      ok({
        headers: { "X-GitHub-Event": "push" },
        body: { "data.object.status": "paid", n: 5, o: { a: [1] } },
      }),
    ).toBe(true);
    expect(ok({})).toBe(true);
    expect(relayFilterSchema.parse({ body: { "items.0.id": null } })).toEqual({
      body: { "items.0.id": null },
    });
  });
  it("caps conditions at 20 each", () => {
    expect(ok({ headers: many(20, "v"), body: many(20, 1) })).toBe(true);
    expect(ok({ headers: many(21, "v") })).toBe(false);
    expect(ok({ body: many(21, 1) })).toBe(false);
  });
  it("caps key and value lengths", () => {
    expect(ok({ body: { ["a".repeat(200)]: 1 } })).toBe(true);
    expect(ok({ body: { ["a".repeat(201)]: 1 } })).toBe(false);
    expect(ok({ headers: { ["x".repeat(201)]: "v" } })).toBe(false);
    expect(ok({ headers: { x: "v".repeat(1001) } })).toBe(false);
    expect(ok({ body: { x: "v".repeat(5000) } })).toBe(false);
  });
  it("refuses bad names, paths and values", () => {
    expect(ok({ headers: { "bad name": "v" } })).toBe(false);
    expect(ok({ headers: { x: 5 } })).toBe(false);
    expect(ok({ headers: { "X-A": "1", "x-a": "2" } })).toBe(false);
    for (const path of ["", ".a", "a.", "a..b"]) expect(ok({ body: { [path]: 1 } })).toBe(false);
    expect(ok({ body: { a: undefined } })).toBe(false);
    expect(ok({ query: { a: 1 } })).toBe(false);
  });
});
