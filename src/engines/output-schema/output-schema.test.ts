import { describe, expect, it } from "vitest";
import { answerProblems, compileOutputSchema, OutputSchemaError, readJsonObject } from ".";

const product = {
  type: "object",
  properties: {
    name: { type: "string", minLength: 2 },
    price: { type: "number", minimum: 0 },
    tags: { type: "array", items: { type: "string" }, maxItems: 3 },
    currency: { enum: ["EUR", "USD"] },
  },
  required: ["name", "price"],
  additionalProperties: false,
};

/** `depth` levels of a nullable object. */
/**
 * The CPU time this process has used (ms): the bounds below are on the work a check does, which a machine busy
 * with other work does not stretch as it stretches the wall-clock time.
 */
function cpuNow(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

function nullable(depth: number): Record<string, unknown> {
  let node: Record<string, unknown> = { type: "string" };
  for (let i = 0; i < depth; i++) node = { type: ["object", "null"], properties: { a: node } };
  return node;
}

/** A chain of `anyOf` choices, each two references to the next: 2^n ways to try every branch. */
function unionChain(n: number): Record<string, unknown> {
  const defs: Record<string, unknown> = { [`d${n}`]: { type: "string" } };
  for (let i = 0; i < n; i++)
    defs[`d${i}`] = { anyOf: [{ $ref: `#/$defs/d${i + 1}` }, { $ref: `#/$defs/d${i + 1}` }] };
  return { type: "object", properties: { a: { $ref: "#/$defs/d0" } }, required: ["a"], $defs: defs };
}

describe("output schemas: checking answers", () => {
  it("names each problem with its path, and passes a conforming object as it is", () => {
    const schema = compileOutputSchema(product);
    expect(schema.check({ name: "Lamp", price: 12.5, tags: ["a"], currency: "EUR" })).toEqual([]);
    expect(
      schema.check({ name: "L", price: -1, tags: ["a", 2, "c", "d"], currency: "GBP", extra: 1 }),
    ).toEqual([
      "name: must be at least 2 characters long",
      "price: must be at least 0",
      "tags: must have at most 3 items",
      "tags[1]: expected string, got integer",
      'currency: must be one of ["EUR","USD"]',
      "extra: no value is allowed here",
    ]);
    expect(schema.check({})).toEqual(["name: is required", "price: is required"]);
    expect(compileOutputSchema({ type: "object" }).check([1])).toEqual([
      "(the object): expected object, got array",
    ]);
    // Without a root type the answer is still an object, and its properties are checked.
    expect(compileOutputSchema({ properties: { a: { type: "string" } } }).check({ a: 1 })).toEqual([
      "a: expected string, got integer",
    ]);
    // JSON.parse reads 1e400 as Infinity: a number, but not one the schema's "number" admits.
    expect(
      compileOutputSchema({ properties: { n: { type: "number" } } }).check(JSON.parse('{"n": 1e400}')),
    ).toEqual(["n: expected number, got a number too large for JSON"]);
  });

  it("applies allOf, anyOf, oneOf, not, if/then/else, const, nullable, integer and exclusive bounds", () => {
    const schema = compileOutputSchema({
      type: "object",
      properties: {
        n: { type: "integer", exclusiveMinimum: 0, multipleOf: 5 },
        id: { anyOf: [{ type: "string" }, { type: "integer" }] },
        one: { oneOf: [{ type: "number" }, { type: "integer" }] },
        word: { allOf: [{ type: "string" }, { maxLength: 3 }], not: { const: "bad" } },
        kind: { const: "x" },
        note: { type: "string", nullable: true },
        // Built from text: an object literal with a `then` key reads as a promise to linters.
        unit: JSON.parse('{"if": {"const": "kg"}, "then": {"type": "string"}, "else": {"enum": ["g"]}}'),
      },
    });
    expect(schema.check({ n: 10, id: "a", one: 1.5, word: "ok", kind: "x", note: null, unit: "kg" })).toEqual(
      [],
    );
    expect(schema.check({ n: 0, id: true, one: 2, word: "toolong", kind: "y", note: 3, unit: "lb" })).toEqual(
      [
        "n: must be more than 0",
        "id: matches none of the 2 choices (anyOf); the first says: id: expected string, got boolean",
        "one: matches 2 of the 2 choices, and oneOf wants exactly one",
        "word: must be at most 3 characters long",
        'kind: must be "x"',
        "note: expected string, got integer",
        'unit: must be one of ["g"]',
      ],
    );
    expect(schema.check({ n: 7, word: "bad" })).toEqual([
      "n: must be a multiple of 5",
      'word: must not match the schema under "not"',
    ]);
  });

  it("follows local $refs, recursion included, and reads only a schema's own properties", () => {
    const schema = compileOutputSchema({
      type: "object",
      properties: { size: { $ref: "#/$defs/n" }, child: { $ref: "#" }, constructor: { type: "string" } },
      $defs: { n: { type: "integer" } },
    });
    expect(schema.check({ size: 2, child: { size: 3 } })).toEqual([]);
    expect(schema.check({ child: { child: { size: 1.5 } } })).toEqual([
      "child.child.size: expected integer, got number",
    ]);
    // "constructor" is a property like any other: Object.prototype's does not count as given.
    expect(schema.check({ constructor: 5 })).toEqual(["constructor: expected string, got integer"]);
  });

  it("never runs a caller's regular expression, and keeps keys and values that only look like keywords", () => {
    // ^(a+)+$ backtracks for minutes on "aaaa…a!": patterns are left out of the check.
    const schema = compileOutputSchema({
      type: "object",
      properties: {
        code: { type: "string", pattern: "^(a+)+$" },
        pattern: { type: "string" },
        mode: { enum: ["plain", "pattern"] },
      },
      patternProperties: { "^x-": { type: "number" } },
      additionalProperties: false,
      required: ["pattern"],
    });
    expect(schema.check({ code: `${"a".repeat(40)}!`, pattern: "p", "x-rate": 2, mode: "pattern" })).toEqual(
      [],
    );
    expect(schema.check({ code: "ok" })).toEqual(["pattern: is required"]);
    expect(schema.check({ pattern: "p", mode: "regex" })).toEqual([
      'mode: must be one of ["plain","pattern"]',
    ]);
  });

  it("stops a check that would take too long, passing the answer unchecked; refuses one nested too deep", () => {
    // 2^30 ways through the choices for a value none of them takes: checking stops at the budget, and an answer is
    // not refused only for being slow to check.
    for (const [schema, value] of [
      [unionChain(30), { a: 1 }],
      [{ $ref: "#" }, {}],
    ] as const) {
      const t0 = cpuNow();
      expect(compileOutputSchema(schema).check(value)).toEqual([]);
      expect(cpuNow() - t0).toBeLessThan(5_000);
    }
    const nested = JSON.parse(`${'{"a":'.repeat(100)}{}${"}".repeat(100)}`);
    expect(compileOutputSchema({ type: "object", properties: { a: { $ref: "#" } } }).check(nested)).toEqual([
      "(the object): nests deeper than 64 levels",
    ]);
    expect(compileOutputSchema(nullable(30)).check({ a: { a: null } })).toEqual([]);
  });

  it("compares big values by counted work, and takes decimal multiples as people write them", () => {
    const t0 = cpuNow();
    const objects = compileOutputSchema({
      properties: { x: { enum: Array.from({ length: 5_000 }, () => ({})) } },
    });
    const wide = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    expect(objects.check({ x: wide })).toHaveLength(1);
    const deepItem = JSON.parse(`${"[".repeat(4_000)}${"]".repeat(4_000)}`);
    const unique = compileOutputSchema({ properties: { a: { uniqueItems: true } } });
    expect(unique.check({ a: [deepItem] })).toEqual(["(the object): nests deeper than 64 levels"]);
    expect(cpuNow() - t0).toBeLessThan(3_000);
    const cents = compileOutputSchema({ properties: { p: { type: "number", multipleOf: 0.01 } } });
    for (const p of [111848.18, 1234567.89, 0.07, 19.99]) expect(cents.check({ p }), String(p)).toEqual([]);
    expect(cents.check({ p: 1.005 })).toEqual(["p: must be a multiple of 0.01"]);
    expect(() =>
      compileOutputSchema({ const: JSON.parse(`${"[".repeat(6_000)}${"]".repeat(6_000)}`) }),
    ).toThrow(OutputSchemaError);
  });
});

describe("output schemas: large schemas and answers that conform", () => {
  it("checks what real schemas hold without running out of steps, and keeps problem lists short", () => {
    const t0 = cpuNow();
    const tree = {
      $defs: {
        node: {
          type: "object",
          properties: {
            name: { type: "string" },
            children: { type: "array", items: { $ref: "#/$defs/node" } },
          },
        },
      },
      $ref: "#/$defs/node",
    };
    let deep: Record<string, unknown> = { name: "leaf", children: [] };
    for (let i = 0; i < 20; i++) deep = { name: "n", children: [deep] };
    expect(compileOutputSchema(tree).check(deep)).toEqual([]);
    const codes = Array.from({ length: 5_000 }, (_, i) => `c${i}`);
    const many = compileOutputSchema({ properties: { a: { type: "array", items: { enum: codes } } } });
    expect(many.check({ a: Array.from({ length: 2_000 }, (_, i) => `c${i}`) })).toEqual([]);
    const unique = compileOutputSchema({ properties: { a: { type: "array", uniqueItems: true } } });
    expect(unique.check({ a: Array.from({ length: 1_000 }, (_, i) => i) })).toEqual([]);
    expect(
      unique.check({
        a: [
          { x: 1, y: 2 },
          { y: 2, x: 1 },
        ],
      }),
    ).toEqual(["a: must not repeat an item"]);
    const names = Array.from({ length: 5_000 }, (_, i) => `k${i}`);
    const required = compileOutputSchema({
      properties: { a: { type: "array", items: { required: names } } },
    });
    expect(required.check({ a: [{}, {}] })).toHaveLength(10);
    expect(cpuNow() - t0).toBeLessThan(2_000);
  });

  it("lets null through a nullable $ref, and inspects every $ref target", () => {
    const schema = compileOutputSchema({
      properties: { a: { $ref: "#/$defs/A", nullable: true } },
      $defs: { A: { type: "object" } },
    });
    expect(schema.check({ a: null })).toEqual([]);
    expect(() => compileOutputSchema({ properties: { a: { $ref: "#/x" } }, x: { items: null } })).toThrow(
      /#\/x\.items must be a schema/,
    );
  });
});

describe("output schemas: refusing what cannot be used", () => {
  it("refuses schemas it cannot check, with the reason", () => {
    const deep: Record<string, unknown> = { type: "object" };
    let node = deep;
    for (let i = 0; i < 100; i++) {
      const child: Record<string, unknown> = { type: "object" };
      node.properties = { a: child };
      node = child;
    }
    const wide = { anyOf: Array.from({ length: 20_000 }, () => ({})) };
    const big = { type: "object", description: "x".repeat(300 * 1024) };
    for (const [schema, reason] of [
      [{ type: "string" }, /must describe a JSON object/],
      [{ type: ["array", "null"] }, /must describe a JSON object/],
      [{ type: "object", properties: { a: { type: "wat" } } }, /unknown type "wat"/],
      [{ properties: { a: { type: ["string", "string"] } } }, /a type list names a type twice/],
      [{ properties: { a: { $ref: "#/$defs/missing" } } }, /does not point at a schema/],
      [{ properties: { a: { $ref: "#/$defs/constructor" } } }, /does not point at a schema/],
      [{ properties: { a: { $ref: "https://example.com/s.json" } } }, /only local \$refs/],
      [{ properties: { a: { maxLength: -1 } } }, /maxLength must be a whole number/],
      [{ properties: { a: { multipleOf: 0 } } }, /multipleOf must be more than 0/],
      [{ properties: { a: 5 } }, /must be a schema/],
      [{ anyOf: [] }, /anyOf must be a list of schemas/],
      [deep, /nests deeper than 64/],
      [wide, /more than 10000 subschemas/],
      [big, /larger than 256 KiB/],
      [[], /must be a JSON Schema object/],
    ] as const)
      expect(() => compileOutputSchema(schema), JSON.stringify(schema).slice(0, 60)).toThrow(
        expect.objectContaining({ name: OutputSchemaError.name, message: expect.stringMatching(reason) }),
      );
  });

  it("takes a schema with many parts quickly (no part is converted per type it may take)", () => {
    const t0 = cpuNow();
    compileOutputSchema(nullable(60));
    compileOutputSchema(unionChain(30));
    expect(cpuNow() - t0).toBeLessThan(1_000);
  });
});

describe("output schemas: answers", () => {
  it("reads the JSON object of an answer, bare or fenced", () => {
    expect(readJsonObject(' {"a": 1} ')).toEqual({ a: 1 });
    expect(readJsonObject('Done.\n```json\n{"a": 2}\n```\nBye')).toEqual({ a: 2 });
    expect(readJsonObject("[1, 2]")).toBeNull();
    expect(readJsonObject("no json")).toBeNull();
    // Endless whitespace after a fence (models in JSON mode do this) is read in linear time.
    const t0 = cpuNow();
    expect(readJsonObject(`\`\`\`json\n${"\n".repeat(200_000)}`)).toBeNull();
    expect(cpuNow() - t0).toBeLessThan(1_000);
    const schema = compileOutputSchema(product);
    expect(answerProblems(schema, "sorry").problems).toEqual(["the answer is not a JSON object"]);
    expect(answerProblems(schema, '{"name": "xy", "price": 1}')).toEqual({
      value: { name: "xy", price: 1 },
      problems: [],
    });
  });
});
