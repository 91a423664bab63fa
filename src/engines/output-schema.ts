import { z } from "@hono/zod-openapi";

// A caller's `output_schema` (research and browsing tasks): a JSON Schema the model is asked to fill, then checked
// against what it wrote. Converted with zod's fromJSONSchema (zod is already how every request is checked), so no
// caller data is compiled to code by a second validator. Three things are left out of the check, all looser:
// - regular expressions (`pattern`, `patternProperties`): one like ^(a+)+$ takes minutes on a short string, and
//   it would run on the one thread that serves every request. The model still sees them in the prompt.
// - `enum` and `const` with an object or array among their values: zod compares those by identity, so no answer
//   could ever match them.
// - a subschema zod does not apply (e.g. a keyword-only branch of allOf) simply checks less.

/** The schema cannot be used: not valid JSON Schema, or a part the checker does not support (if/then/else). */
export class OutputSchemaError extends Error {
  override name = "OutputSchemaError";
}

/** A compiled output schema: `check` lists what is wrong with a value (empty when it conforms). */
export interface OutputSchema {
  check(value: unknown): string[];
}

const MAX_DEPTH = 64;
const MAX_PROBLEMS = 10;
// Keys whose value is a map from names to subschemas: the names are data, never keywords.
const SCHEMA_MAPS = new Set(["properties", "$defs", "definitions", "dependentSchemas"]);
// Keys whose value is data, not a schema: left exactly as given.
const DATA = new Set(["enum", "const", "default", "examples", "required"]);

/**
 * How much converting the schema costs: zod's converter builds a node once per entry of its `type` list, subschemas
 * included, so `["object", "null"]` nested 18 deep is 2^18 conversions (seconds on the one thread). Counted here,
 * before converting, and capped at MAX_WEIGHT (a hand-written schema of a few hundred properties is far below).
 */
function weight(node: unknown): number {
  if (Array.isArray(node)) return node.reduce<number>((n, child) => n + weight(child), 0);
  if (node === null || typeof node !== "object") return 0;
  const source = node as Record<string, unknown>;
  let children = 0;
  for (const [key, value] of Object.entries(source)) {
    if (DATA.has(key) || value === null || typeof value !== "object") continue;
    children += SCHEMA_MAPS.has(key) && !Array.isArray(value) ? weight(Object.values(value)) : weight(value);
  }
  const types = Array.isArray(source.type) ? Math.max(1, source.type.length) : 1;
  return types * (1 + children);
}
const MAX_WEIGHT = 2_000;

/** The schema without regular-expression keywords; an object with patternProperties accepts any other key. */
function withoutPatterns(node: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new OutputSchemaError(`it nests deeper than ${MAX_DEPTH} levels`);
  if (Array.isArray(node)) return node.map((n) => withoutPatterns(n, depth + 1));
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  const source = node as Record<string, unknown>;
  if (Array.isArray(source.type) && new Set(source.type).size !== source.type.length)
    throw new OutputSchemaError("a type list names a type twice");
  for (const [key, value] of Object.entries(source)) {
    if (key === "pattern" || key === "patternProperties") continue;
    // Keys matching a dropped patternProperties would otherwise be judged by additionalProperties.
    if (key === "additionalProperties" && "patternProperties" in source) continue;
    const values = key === "enum" && Array.isArray(value) ? value : key === "const" ? [value] : [];
    if (values.some((v) => v !== null && typeof v === "object")) continue;
    if (DATA.has(key)) out[key] = value;
    else if (SCHEMA_MAPS.has(key) && value !== null && typeof value === "object" && !Array.isArray(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, withoutPatterns(sub, depth + 1)]),
      );
    else out[key] = withoutPatterns(value, depth + 1);
  }
  return out;
}

const describePath = (path: PropertyKey[]) =>
  path.reduce<string>(
    (s, p) => (typeof p === "number" ? `${s}[${p}]` : s ? `${s}.${String(p)}` : String(p)),
    "",
  ) || "(the object)";

/**
 * Compile a caller's output schema. It must describe a JSON object (the answer is one): a `type` other than
 * "object" is refused. Throws OutputSchemaError with a reason a caller can act on.
 */
export function compileOutputSchema(schema: unknown): OutputSchema {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema))
    throw new OutputSchemaError("it must be a JSON Schema object");
  const type = (schema as { type?: unknown }).type;
  if (type !== undefined && type !== "object" && !(Array.isArray(type) && type.includes("object")))
    throw new OutputSchemaError('it must describe a JSON object (type "object")');
  let validator: z.ZodType;
  try {
    // The answer is an object whatever the schema says: without a root `type`, zod would not apply `properties`.
    const root = { type: "object", ...(withoutPatterns(schema, 0) as object) };
    const cost = weight(root);
    if (cost > MAX_WEIGHT)
      throw new OutputSchemaError(
        `it is too large to check (${cost} parts, counting each type a part may take; at most ${MAX_WEIGHT})`,
      );
    validator = z.fromJSONSchema(root as z.core.JSONSchema.JSONSchema);
  } catch (err) {
    if (err instanceof OutputSchemaError) throw err;
    const reason = err instanceof RangeError ? "it nests too deeply" : (err as Error).message;
    throw new OutputSchemaError(reason);
  }
  return {
    check(value) {
      const r = validator.safeParse(value);
      if (r.success) return [];
      return r.error.issues.slice(0, MAX_PROBLEMS).map((i) => `${describePath(i.path)}: ${i.message}`);
    },
  };
}

/** The `output_schema` body field of research and browsing tasks: 422 at its `loc` when it cannot be used. */
export const outputSchemaField = z.record(z.string(), z.unknown()).superRefine((schema, ctx) => {
  try {
    compileOutputSchema(schema);
  } catch (err) {
    if (!(err instanceof OutputSchemaError)) throw err;
    ctx.addIssue({ code: "custom", message: `output_schema is not usable: ${err.message}` });
  }
});

/** The JSON object in a model's answer (bare, or the first ```json fence), or null when there is none. */
export function readJsonObject(text: string): Record<string, unknown> | null {
  const fenced = text.match(/```(?:json)?\s*([\s\S]*?)```/i);
  try {
    const v: unknown = JSON.parse((fenced?.[1] ?? text).trim());
    return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * What is wrong with a model's answer for `schema`: not a JSON object, or the schema's problems with it; empty when
 * it conforms. The message a model can correct its answer from.
 */
export function answerProblems(
  schema: OutputSchema,
  text: string,
): { value: Record<string, unknown> | null; problems: string[] } {
  const value = readJsonObject(text);
  if (!value) return { value, problems: ["the answer is not a JSON object"] };
  return { value, problems: schema.check(value) };
}

/** The message that asks a model to correct an answer that does not fit the schema. */
export const correctionRequest = (problems: string[]) =>
  `That answer does not match the JSON Schema:\n${problems.map((p) => `- ${p}`).join("\n")}\n` +
  "Reply again with the corrected JSON object only.";
