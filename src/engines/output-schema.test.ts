import { describe, expect, it } from "vitest";
import { answerProblems, compileOutputSchema, OutputSchemaError, readJsonObject } from "./output-schema";

const product = {
  type: "object",
  properties: {
    name: { type: "string" },
    price: { type: "number", minimum: 0 },
    tags: { type: "array", items: { type: "string" } },
  },
  required: ["name", "price"],
};

/** `depth` levels of a nullable object: zod's converter builds each level once per type, 2^depth in all. */
function nullable(depth: number): Record<string, unknown> {
  let node: Record<string, unknown> = { type: "string" };
  for (let i = 0; i < depth; i++) node = { type: ["object", "null"], properties: { a: node } };
  return node;
}

describe("output schemas", () => {
  it("names each problem with its path, and passes a conforming object as it is", () => {
    const schema = compileOutputSchema(product);
    expect(schema.check({ name: "Lamp", price: 12.5, tags: ["a"], extra: true })).toEqual([]);
    const problems = schema.check({ price: -1, tags: ["a", 2] });
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.startsWith("name: "))).toMatch(/expected string/);
    expect(problems.find((p) => p.startsWith("price: "))).toMatch(/>=0/);
    expect(problems.find((p) => p.startsWith("tags[1]: "))).toMatch(/expected string/);
    expect(compileOutputSchema({ type: "object" }).check([1])[0]).toMatch(
      /^\(the object\): .*expected object/,
    );
    // Without a root type the answer is still an object, and its properties are checked.
    expect(compileOutputSchema({ properties: { a: { type: "string" } } }).check({ a: 1 })).toEqual([
      expect.stringMatching(/^a: .*expected string/),
    ]);
  });

  it("checks nullable objects nested as deep as a hand-written schema goes", () => {
    const schema = compileOutputSchema(nullable(8));
    expect(schema.check({ a: { a: null } })).toEqual([]);
    // A union reports at its own level (zod names no branch).
    expect(schema.check({ a: { a: 5 } })).toHaveLength(1);
  });

  it("follows local $refs, recursion included", () => {
    const schema = compileOutputSchema({
      type: "object",
      properties: { size: { $ref: "#/$defs/n" }, child: { $ref: "#" } },
      $defs: { n: { type: "integer" } },
    });
    expect(schema.check({ size: 2, child: { size: 3 } })).toEqual([]);
    expect(schema.check({ child: { child: { size: 1.5 } } })).toEqual([
      expect.stringMatching(/^child\.child\.size: .*int/),
    ]);
  });

  it("refuses schemas it cannot check, with the reason", () => {
    const deep: Record<string, unknown> = { type: "object" };
    let node = deep;
    for (let i = 0; i < 100; i++) {
      const child: Record<string, unknown> = { type: "object" };
      node.properties = { a: child };
      node = child;
    }
    // Built from text: an object literal with a `then` key reads as a promise to linters.
    const conditional = JSON.parse('{"if": {"type": "object"}, "then": {}}');
    for (const [schema, reason] of [
      [{ type: "string" }, /must describe a JSON object/],
      [{ type: ["array", "null"] }, /must describe a JSON object/],
      [{ type: "object", properties: { a: { type: "wat" } } }, /wat/],
      [{ properties: { a: { $ref: "#/$defs/missing" } } }, /missing/],
      [{ properties: { a: { $ref: "https://example.com/s.json" } } }, /External \$ref/],
      [conditional, /if\/then\/else/],
      [deep, /nests deeper than 64/],
      [{ properties: { a: { type: ["string", "string"] } } }, /a type list names a type twice/],
      [nullable(12), /too large to check \(\d+ parts/],
      [[], /must be a JSON Schema object/],
    ] as const)
      expect(() => compileOutputSchema(schema), JSON.stringify(schema).slice(0, 60)).toThrow(
        expect.objectContaining({ name: OutputSchemaError.name, message: expect.stringMatching(reason) }),
      );
  });

  it("never runs a caller's regular expression, and keeps keys and values that only look like keywords", () => {
    // ^(a+)+$ backtracks for minutes on "aaaa…a!": patterns are left out of the check.
    const schema = compileOutputSchema({
      type: "object",
      properties: {
        code: { type: "string", pattern: "^(a+)+$" },
        pattern: { type: "string" },
        mode: { enum: ["plain", "pattern"] },
        origin: { const: { pattern: "x" } },
      },
      patternProperties: { "^x-": { type: "number" } },
      additionalProperties: false,
      required: ["pattern"],
    });
    const answer = {
      code: `${"a".repeat(40)}!`,
      pattern: "p",
      "x-rate": 2,
      mode: "pattern",
      origin: { pattern: "x" },
    };
    expect(schema.check(answer)).toEqual([]);
    expect(schema.check({ code: "ok" })).toEqual([expect.stringMatching(/^pattern: /)]);
    expect(schema.check({ pattern: "p", mode: "regex" })).toEqual([expect.stringMatching(/^mode: /)]);
  });

  it("reads the JSON object of an answer, bare or fenced", () => {
    expect(readJsonObject(' {"a": 1} ')).toEqual({ a: 1 });
    expect(readJsonObject('Done.\n```json\n{"a": 2}\n```\nBye')).toEqual({ a: 2 });
    expect(readJsonObject("[1, 2]")).toBeNull();
    expect(readJsonObject("no json")).toBeNull();
    const schema = compileOutputSchema(product);
    expect(answerProblems(schema, "sorry").problems).toEqual(["the answer is not a JSON object"]);
    expect(answerProblems(schema, '{"name": "x", "price": 1}')).toEqual({
      value: { name: "x", price: 1 },
      problems: [],
    });
  });
});
