// A caller's `output_schema` (research and browsing tasks; `response_format` and forced tool calls in chat): a JSON
// Schema the model is asked to fill, then checked against what it wrote. The schema comes from the caller, so it is
// checked here by a small validator whose work is counted, not by a library that trusts its schemas: zod's JSON
// Schema converter spent seconds to minutes (and all the memory) on a few hundred bytes of nested `type` lists or
// `anyOf` references and kept every `id` in a global registry, and ajv compiles schemas to code and documents
// untrusted schemas as unsafe. What it checks is the subset structured output uses — types, properties, required,
// additionalProperties, items and prefixItems, enum, const, number and length bounds, allOf / anyOf / oneOf / not,
// if / then / else, local `$ref`s, OpenAPI's `nullable` — and it is looser, on purpose, in two places: `pattern`
// and `patternProperties` are not run (a regular expression such as ^(a+)+$ takes minutes on a short string, on the
// thread that serves every request; the model still sees them), and other keywords (`format`, `propertyNames`, …)
// are not checked.

/** The schema cannot be used: not a JSON Schema, a `$ref` that leads nowhere, or too large to check. */
export class OutputSchemaError extends Error {
  override name = "OutputSchemaError";
}

/** A checked output schema: `check` lists what is wrong with a value (empty when it conforms). */
export interface OutputSchema {
  check(value: unknown): string[];
}

export const MAX_SCHEMA_BYTES = 256 * 1024;
const MAX_NODES = 10_000;
const MAX_DEPTH = 64;
/** Work one check may do (a schema node applied to a value is one step): about 100 ms at most. */
export const MAX_STEPS = 300_000;
/** How deep an answer (and `$ref` recursion) is followed. */
export const MAX_VALUE_DEPTH = 64;
export const MAX_PROBLEMS = 10;
export const MAX_PROBLEM_CHARS = 300;

const TYPES: ReadonlySet<string> = new Set([
  "null",
  "boolean",
  "object",
  "array",
  "number",
  "integer",
  "string",
]);
export type Obj = Record<string, unknown>;
export type Schema = boolean | Obj;

export const isObject = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
/** An own property only: a schema's "constructor" must not find Object.prototype's. */
export const own = (o: object, key: string): unknown => (Object.hasOwn(o, key) ? (o as Obj)[key] : undefined);

// Keywords whose value is one subschema, a list of them, or a map of them by name.
const ONE = ["additionalProperties", "additionalItems", "not", "if", "then", "else", "contains", "items"];
const LIST = ["allOf", "anyOf", "oneOf", "prefixItems"];
const MAP = ["properties", "$defs", "definitions", "dependentSchemas"];
const COUNTS = ["minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"];
const BOUNDS = ["minimum", "maximum", "multipleOf"];

/** The schema a local `$ref` (`#`, `#/$defs/name`, JSON Pointer escapes) points at, through own properties. */
export function resolve(root: Schema, ref: string): Schema {
  if (ref !== "#" && !ref.startsWith("#/"))
    throw new OutputSchemaError(
      `$ref ${JSON.stringify(ref).slice(0, 80)}: only local $refs (#/…) are supported`,
    );
  let node: unknown = root;
  for (const raw of ref === "#" ? [] : ref.slice(2).split("/")) {
    let key: string;
    try {
      key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    } catch {
      key = raw;
    }
    node = node !== null && typeof node === "object" ? own(node, key) : undefined;
  }
  if (typeof node === "boolean" || isObject(node)) return node;
  throw new OutputSchemaError(`$ref ${JSON.stringify(ref).slice(0, 80)} does not point at a schema`);
}

const lead = (where: string) => (where ? `${where}: ` : "");
const join = (where: string, key: string) => (where ? `${where}.${key}` : key);

/** What inspecting a schema keeps: nodes counted, the nodes already inspected, each `$ref` resolved once. */
export interface Inspection {
  n: number;
  seen: WeakSet<object>;
  refs: Map<string, Schema>;
}

/** Check the schema's shape once, so checking an answer can trust it; throws OutputSchemaError. */
export function inspect(root: Schema, node: unknown, where: string, depth: number, count: Inspection): void {
  if (++count.n > MAX_NODES) throw new OutputSchemaError(`it has more than ${MAX_NODES} subschemas`);
  if (typeof node === "boolean") return;
  if (!isObject(node))
    throw new OutputSchemaError(`${where || "the schema"} must be a schema (an object, or true / false)`);
  if (count.seen.has(node)) return;
  count.seen.add(node);
  if (depth > MAX_DEPTH) throw new OutputSchemaError(`it nests deeper than ${MAX_DEPTH} levels`);
  const type = own(node, "type");
  if (type !== undefined) {
    const types = Array.isArray(type) ? type : [type];
    if (types.length === 0 || types.some((t) => typeof t !== "string" || !TYPES.has(t)))
      throw new OutputSchemaError(`${lead(where)}unknown type ${JSON.stringify(type).slice(0, 80)}`);
    if (new Set(types).size !== types.length)
      throw new OutputSchemaError(`${lead(where)}a type list names a type twice`);
  }
  const ref = own(node, "$ref");
  if (ref !== undefined) {
    if (typeof ref !== "string") throw new OutputSchemaError(`${lead(where)}$ref must be a string`);
    if (ref.length > 1_000) throw new OutputSchemaError(`${lead(where)}$ref is longer than 1000 characters`);
    // The target is inspected too: a check may reach it, so it must be a schema like any other.
    const target = count.refs.get(ref) ?? resolve(root, ref);
    count.refs.set(ref, target);
    inspect(root, target, ref, depth + 1, count);
  }
  for (const key of COUNTS) {
    const v = own(node, key);
    if (v !== undefined && !(Number.isInteger(v) && (v as number) >= 0))
      throw new OutputSchemaError(`${lead(where)}${key} must be a whole number, 0 or more`);
  }
  for (const key of [...BOUNDS, "exclusiveMinimum", "exclusiveMaximum"]) {
    const v = own(node, key);
    const ok = typeof v === "number" || (typeof v === "boolean" && key.startsWith("exclusive"));
    if (v !== undefined && !ok) throw new OutputSchemaError(`${lead(where)}${key} must be a number`);
  }
  const multipleOf = own(node, "multipleOf");
  if (typeof multipleOf === "number" && !(multipleOf > 0))
    throw new OutputSchemaError(`${lead(where)}multipleOf must be more than 0`);
  const required = own(node, "required");
  if (required !== undefined && !(Array.isArray(required) && required.every((r) => typeof r === "string")))
    throw new OutputSchemaError(`${lead(where)}required must be a list of property names`);
  if (Array.isArray(required)) count.n += required.length;
  const anEnum = own(node, "enum");
  if (anEnum !== undefined && !Array.isArray(anEnum))
    throw new OutputSchemaError(`${lead(where)}enum must be a list`);
  if (Array.isArray(anEnum)) count.n += anEnum.length;
  if (count.n > MAX_NODES) throw new OutputSchemaError(`it has more than ${MAX_NODES} subschemas`);
  for (const key of ONE) {
    const v = own(node, key);
    if (v === undefined) continue;
    // Draft 4's tuple form: items as a list.
    if (key === "items" && Array.isArray(v))
      for (const [i, sub] of v.entries())
        inspect(root, sub, `${where ? `${where}.` : ""}items[${i}]`, depth + 1, count);
    else inspect(root, v, join(where, key), depth + 1, count);
  }
  for (const key of LIST) {
    const v = own(node, key);
    if (v === undefined) continue;
    if (!Array.isArray(v) || v.length === 0)
      throw new OutputSchemaError(`${lead(where)}${key} must be a list of schemas`);
    for (const [i, sub] of v.entries()) inspect(root, sub, `${join(where, key)}[${i}]`, depth + 1, count);
  }
  for (const key of MAP) {
    const v = own(node, key);
    if (v === undefined) continue;
    if (!isObject(v)) throw new OutputSchemaError(`${lead(where)}${key} must map names to schemas`);
    // Name by name, so a map of millions stops at the node limit rather than after listing them all.
    for (const name in v)
      if (Object.hasOwn(v, name)) inspect(root, v[name], join(join(where, key), name), depth + 1, count);
  }
}
