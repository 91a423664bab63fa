import { z } from "@hono/zod-openapi";

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

const MAX_SCHEMA_BYTES = 256 * 1024;
const MAX_NODES = 10_000;
const MAX_DEPTH = 64;
/** Work one check may do (a schema node applied to a value is one step): about 100 ms at most. */
const MAX_STEPS = 300_000;
/** How deep an answer (and `$ref` recursion) is followed. */
const MAX_VALUE_DEPTH = 64;
const MAX_PROBLEMS = 10;
const MAX_PROBLEM_CHARS = 300;

const TYPES = new Set(["null", "boolean", "object", "array", "number", "integer", "string"]);
type Obj = Record<string, unknown>;
type Schema = boolean | Obj;

const isObject = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);
/** An own property only: a schema's "constructor" must not find Object.prototype's. */
const own = (o: object, key: string): unknown => (Object.hasOwn(o, key) ? (o as Obj)[key] : undefined);

// Keywords whose value is one subschema, a list of them, or a map of them by name.
const ONE = ["additionalProperties", "additionalItems", "not", "if", "then", "else", "contains", "items"];
const LIST = ["allOf", "anyOf", "oneOf", "prefixItems"];
const MAP = ["properties", "$defs", "definitions", "dependentSchemas"];
const COUNTS = ["minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"];
const BOUNDS = ["minimum", "maximum", "multipleOf"];

/** The schema a local `$ref` (`#`, `#/$defs/name`, JSON Pointer escapes) points at, through own properties. */
function resolve(root: Schema, ref: string): Schema {
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
interface Inspection {
  n: number;
  seen: WeakSet<object>;
  refs: Map<string, Schema>;
}

/** Check the schema's shape once, so checking an answer can trust it; throws OutputSchemaError. */
function inspect(root: Schema, node: unknown, where: string, depth: number, count: Inspection): void {
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

/** The schema ran out of the work allowed for one check. */
class OverBudget extends Error {
  constructor(readonly kind: "steps" | "depth") {
    super(kind);
  }
}

const typeOf = (v: unknown): string =>
  v === null
    ? "null"
    : Array.isArray(v)
      ? "array"
      : Number.isInteger(v)
        ? "integer"
        : typeof v === "number" && !Number.isFinite(v)
          ? "a number too large for JSON"
          : typeof v;
const isType = (t: string, v: unknown): boolean =>
  t === "integer"
    ? Number.isInteger(v)
    : t === "number"
      ? typeof v === "number" && Number.isFinite(v)
      : t === "object"
        ? isObject(v)
        : t === "array"
          ? Array.isArray(v)
          : t === "null"
            ? v === null
            : typeof v === t;
/** At most 60 characters of a value as JSON, built from a bounded part of it and copied flat (no slice of a big string). */
function preview(v: unknown): string {
  const part = Array.isArray(v) ? v.slice(0, 5) : v;
  let text: string;
  try {
    const short = (_k: string, x: unknown) =>
      typeof x === "string" && x.length > 60 ? `${x.slice(0, 60)}…` : x;
    text = JSON.stringify(part, short) ?? String(v);
  } catch {
    return "(a value nested too deeply to show)";
  }
  if (Array.isArray(v) && v.length > 5) text = `${text.slice(0, -1)},…]`;
  return text.length > 60 ? [...text.slice(0, 57), "…"].join("") : [...text].join("");
}
const child = (path: string, key: string | number) =>
  typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** Problems collected for one node: at most MAX_PROBLEMS (a schema can name millions of missing properties). */
type Problems = string[];
const add = (out: Problems, more: Problems) => {
  for (const p of more) {
    if (out.length >= MAX_PROBLEMS) return;
    out.push(p);
  }
};
/** How many schema applications may follow one another without descending into the value (`$ref`, allOf, …). */
const MAX_HOPS = 64;

class Checker {
  private steps = 0;
  private readonly previews = new WeakMap<object, string>();
  private readonly plainEnums = new WeakMap<unknown[], Set<unknown> | null>();
  private readonly canonicals = new WeakMap<object, string>();
  private readonly keyCounts = new WeakMap<object, number>();
  constructor(
    private readonly root: Schema,
    private readonly refs: Map<string, Schema>,
  ) {}

  private step(n = 1): void {
    this.steps += n;
    if (this.steps > MAX_STEPS) throw new OverBudget("steps");
  }

  /** The preview of a schema keyword's value, made once per schema node. */
  private previewOf(node: Obj, key: string): string {
    const value = node[key];
    if (value === null || typeof value !== "object") return preview(value);
    let text = this.previews.get(value);
    if (text === undefined) {
      text = preview(value);
      this.previews.set(value, text);
    }
    return text;
  }

  private equal(a: unknown, b: unknown, depth = 0): boolean {
    this.step();
    if (depth > MAX_VALUE_DEPTH) throw new OverBudget("depth");
    if (a === b) return true;
    if (typeof a === "string" && typeof b === "string") {
      this.step(Math.ceil(Math.min(a.length, b.length) / 1000));
      return false;
    }
    if (Array.isArray(a) && Array.isArray(b))
      return a.length === b.length && a.every((x, i) => this.equal(x, b[i], depth + 1));
    if (!isObject(a) || !isObject(b)) return false;
    const keys = Object.keys(a);
    this.step(keys.length);
    // The answer's side may hold many keys: counted once per object (and charged), not once per comparison.
    if (this.keyCount(b) !== keys.length) return false;
    return keys.every((k) => Object.hasOwn(b, k) && this.equal(a[k], b[k], depth + 1));
  }

  /** How many own keys an answer's object has, counted (and charged) once per check. */
  private keyCount(o: Obj): number {
    let n = this.keyCounts.get(o);
    if (n === undefined) {
      n = Object.keys(o).length;
      this.step(n);
      this.keyCounts.set(o, n);
    }
    return n;
  }

  /** Whether `v` is one of an enum's values: a set lookup when they are all plain values (built once per enum). */
  private inEnum(values: unknown[], v: unknown): boolean {
    let plain = this.plainEnums.get(values);
    if (plain === undefined) {
      this.step(values.length);
      plain = values.every((e) => e === null || typeof e !== "object") ? new Set(values) : null;
      this.plainEnums.set(values, plain);
    }
    if (plain) return v !== null && typeof v === "object" ? false : plain.has(v);
    return values.some((e) => this.equal(e, v));
  }

  /** A value as canonical text (object keys sorted), its work counted, made once per value: equal values, equal text. */
  private canonical(v: unknown, depth = 0): string {
    this.step();
    if (depth > MAX_VALUE_DEPTH) throw new OverBudget("depth");
    if (v !== null && typeof v === "object") {
      const known = this.canonicals.get(v);
      if (known !== undefined) return known;
    }
    let text: string;
    if (Array.isArray(v)) text = `[${v.map((x) => this.canonical(x, depth + 1)).join(",")}]`;
    else if (isObject(v)) {
      const keys = Object.keys(v).sort();
      this.step(keys.length + Math.ceil(keys.reduce((n, k) => n + k.length, 0) / 1000));
      text = `{${keys.map((k) => `${JSON.stringify(k)}:${this.canonical(v[k], depth + 1)}`).join(",")}}`;
    } else {
      if (typeof v === "string") this.step(Math.ceil(v.length / 1000));
      return JSON.stringify(v) ?? "null";
    }
    this.canonicals.set(v as object, text);
    return text;
  }

  /**
   * What is wrong with `v` for `schema`, each as "path: problem"; empty when it conforms. `depth` is how deep `v` is
   * in the answer; `hops` how many schemas were applied to this same value on the way here.
   */
  problems(schema: Schema, v: unknown, path: string, depth: number, hops = 0): Problems {
    this.step();
    if (depth > MAX_VALUE_DEPTH) throw new OverBudget("depth");
    if (hops > MAX_HOPS) throw new OverBudget("steps");
    if (schema === true) return [];
    const at = path || "(the object)";
    if (schema === false) return [`${at}: no value is allowed here`];
    const s = schema;
    const out: Problems = [];
    // OpenAPI's nullable: null is fine whatever else the schema (or its $ref) says.
    if (own(s, "nullable") === true && v === null) return out;
    const same = (sub: Schema) => this.problems(sub, v, path, depth, hops + 1);
    const ref = own(s, "$ref");
    if (typeof ref === "string") add(out, same(this.refs.get(ref) ?? resolve(this.root, ref)));

    const type = own(s, "type");
    if (type !== undefined) {
      const types = (Array.isArray(type) ? type : [type]) as string[];
      if (!types.some((t) => isType(t, v))) {
        add(out, [`${at}: expected ${types.join(" or ")}, got ${typeOf(v)}`]);
        return out;
      }
    }
    const anEnum = own(s, "enum");
    if (Array.isArray(anEnum) && !this.inEnum(anEnum, v))
      add(out, [`${at}: must be one of ${this.previewOf(s, "enum")}`]);
    if (Object.hasOwn(s, "const") && !this.equal(s.const, v))
      add(out, [`${at}: must be ${this.previewOf(s, "const")}`]);

    if (typeof v === "string") this.stringProblems(s, v, at, out);
    else if (typeof v === "number") this.numberProblems(s, v, at, out);
    else if (Array.isArray(v)) this.arrayProblems(s, v, path, depth, out);
    else if (isObject(v)) this.objectProblems(s, v, path, depth, out);

    const allOf = own(s, "allOf");
    if (Array.isArray(allOf)) for (const sub of allOf) add(out, same(sub));
    const anyOf = own(s, "anyOf");
    if (Array.isArray(anyOf)) {
      let first: Problems | undefined;
      let matched = false;
      for (const sub of anyOf as Schema[]) {
        const p = same(sub);
        if (p.length === 0) {
          matched = true;
          break;
        }
        first ??= p;
      }
      if (!matched)
        add(out, [
          `${at}: matches none of the ${anyOf.length} choices (anyOf); the first says: ${first?.[0] ?? ""}`,
        ]);
    }
    const oneOf = own(s, "oneOf");
    if (Array.isArray(oneOf)) {
      const matching = (oneOf as Schema[]).filter((sub) => same(sub).length === 0).length;
      if (matching !== 1)
        add(out, [`${at}: matches ${matching} of the ${oneOf.length} choices, and oneOf wants exactly one`]);
    }
    const not = own(s, "not");
    if (not !== undefined && same(not as Schema).length === 0)
      add(out, [`${at}: must not match the schema under "not"`]);
    const condition = own(s, "if");
    if (condition !== undefined) {
      const branch = own(s, same(condition as Schema).length === 0 ? "then" : "else");
      if (branch !== undefined) add(out, same(branch as Schema));
    }
    return out;
  }

  private stringProblems(s: Obj, v: string, at: string, out: Problems): void {
    const min = own(s, "minLength") as number | undefined;
    const max = own(s, "maxLength") as number | undefined;
    if (min === undefined && max === undefined) return;
    // A string has between length/2 and length characters (surrogate pairs): count them only when that decides.
    const surely = (max === undefined || v.length <= max) && (min === undefined || v.length / 2 >= min);
    if (surely) return;
    this.step(Math.ceil(v.length / 100));
    let n = 0;
    for (const _ of v) n++;
    if (min !== undefined && n < min) add(out, [`${at}: must be at least ${min} characters long`]);
    if (max !== undefined && n > max) add(out, [`${at}: must be at most ${max} characters long`]);
  }

  private numberProblems(s: Obj, v: number, at: string, out: Problems): void {
    const n = (key: string) => own(s, key) as number | boolean | undefined;
    const min = n("minimum");
    const max = n("maximum");
    const exMin = n("exclusiveMinimum");
    const exMax = n("exclusiveMaximum");
    if (typeof min === "number" && (exMin === true ? v <= min : v < min))
      add(out, [`${at}: must be ${exMin === true ? "more than" : "at least"} ${min}`]);
    if (typeof max === "number" && (exMax === true ? v >= max : v > max))
      add(out, [`${at}: must be ${exMax === true ? "less than" : "at most"} ${max}`]);
    if (typeof exMin === "number" && v <= exMin) add(out, [`${at}: must be more than ${exMin}`]);
    if (typeof exMax === "number" && v >= exMax) add(out, [`${at}: must be less than ${exMax}`]);
    const multipleOf = n("multipleOf");
    if (typeof multipleOf === "number") {
      const q = v / multipleOf;
      // Relative tolerance: 111848.18 / 0.01 is 11184818.000000002 in binary floating point.
      if (Math.abs(q - Math.round(q)) > 1e-9 * Math.max(1, Math.abs(q)))
        add(out, [`${at}: must be a multiple of ${multipleOf}`]);
    }
  }

  private arrayProblems(s: Obj, v: unknown[], path: string, depth: number, out: Problems): void {
    const at = path || "(the object)";
    const minItems = own(s, "minItems") as number | undefined;
    const maxItems = own(s, "maxItems") as number | undefined;
    if (minItems !== undefined && v.length < minItems)
      add(out, [`${at}: must have at least ${minItems} items`]);
    if (maxItems !== undefined && v.length > maxItems)
      add(out, [`${at}: must have at most ${maxItems} items`]);
    const items = own(s, "items");
    const prefix = (Array.isArray(items) ? items : own(s, "prefixItems")) as Schema[] | undefined;
    const rest = Array.isArray(items) ? own(s, "additionalItems") : items;
    for (const [i, item] of v.entries()) {
      this.step();
      const sub = Array.isArray(prefix) && i < prefix.length ? prefix[i] : (rest as Schema | undefined);
      if (sub !== undefined) add(out, this.problems(sub, item, child(path, i), depth + 1));
    }
    if (own(s, "uniqueItems") === true) {
      const seen = new Set<string>();
      for (const item of v) {
        const key = this.canonical(item);
        if (seen.has(key)) {
          add(out, [`${at}: must not repeat an item`]);
          break;
        }
        seen.add(key);
      }
    }
    const contains = own(s, "contains");
    if (
      contains !== undefined &&
      own(s, "minContains") !== 0 &&
      !v.some((item, i) => this.problems(contains as Schema, item, child(path, i), depth + 1).length === 0)
    )
      add(out, [`${at}: must contain an item matching "contains"`]);
  }

  private objectProblems(s: Obj, v: Obj, path: string, depth: number, out: Problems): void {
    const required = own(s, "required");
    if (Array.isArray(required)) {
      this.step(required.length);
      for (const name of required as string[])
        if (!Object.hasOwn(v, name)) add(out, [`${child(path, name)}: is required`]);
    }
    const properties = (own(s, "properties") ?? {}) as Obj;
    const additional = own(s, "additionalProperties");
    // Keys matching a patternProperties (not run) are neither checked nor refused.
    const checkOthers = additional !== undefined && own(s, "patternProperties") === undefined;
    const keys = Object.keys(v);
    for (const key of keys) {
      this.step();
      const sub = own(properties, key);
      if (sub !== undefined) add(out, this.problems(sub as Schema, v[key], child(path, key), depth + 1));
      else if (checkOthers)
        add(out, this.problems(additional as Schema, v[key], child(path, key), depth + 1));
    }
    const min = own(s, "minProperties") as number | undefined;
    const max = own(s, "maxProperties") as number | undefined;
    const at = path || "(the object)";
    if (min !== undefined && keys.length < min) add(out, [`${at}: must have at least ${min} properties`]);
    if (max !== undefined && keys.length > max) add(out, [`${at}: must have at most ${max} properties`]);
  }
}

/**
 * Check a caller's output schema and return its checker. It must describe a JSON object (the answer is one): a
 * `type` without "object" is refused. Throws OutputSchemaError with a reason a caller can act on.
 */
export function compileOutputSchema(schema: unknown): OutputSchema {
  if (!isObject(schema)) throw new OutputSchemaError("it must be a JSON Schema object");
  const type = own(schema, "type");
  if (type !== undefined && type !== "object" && !(Array.isArray(type) && type.includes("object")))
    throw new OutputSchemaError('it must describe a JSON object (type "object")');
  // Size first: a body can hold millions of subschemas, and counting them would take as long as reading them.
  let size: number;
  try {
    size = JSON.stringify(schema).length;
  } catch {
    throw new OutputSchemaError("it nests too deeply to read");
  }
  if (size > MAX_SCHEMA_BYTES)
    throw new OutputSchemaError(`it is larger than ${MAX_SCHEMA_BYTES / 1024} KiB`);
  const inspection: Inspection = { n: 0, seen: new WeakSet(), refs: new Map() };
  inspect(schema, schema, "", 0, inspection);
  // The answer is an object whatever the schema says.
  const root: Obj = type === undefined ? { ...schema, type: "object" } : schema;
  return {
    check(value) {
      try {
        const problems = new Checker(schema, inspection.refs).problems(root, value, "", 0);
        return problems
          .slice(0, MAX_PROBLEMS)
          .map((p) => (p.length > MAX_PROBLEM_CHARS ? `${p.slice(0, MAX_PROBLEM_CHARS - 1)}…` : p));
      } catch (err) {
        if (!(err instanceof OverBudget)) throw err;
        // Refusing an answer only because checking it takes long would refuse answers that conform: it passes
        // unchecked. One nested deeper than followed is refused (it could not be stored or sent as JSON either).
        if (err.kind === "steps") return [];
        return [`(the object): nests deeper than ${MAX_VALUE_DEPTH} levels`];
      }
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
  // Found with indexOf, not a regular expression: a model may answer with endless whitespace after the fence.
  const open = text.indexOf("```");
  const close = open < 0 ? -1 : text.indexOf("```", open + 3);
  const fenced = close < 0 ? undefined : text.slice(open + 3, close).replace(/^json/i, "");
  try {
    const v: unknown = JSON.parse((fenced ?? text).trim());
    return isObject(v) ? v : null;
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
