import {
  isObject,
  MAX_PROBLEMS,
  MAX_STEPS,
  MAX_VALUE_DEPTH,
  type Obj,
  own,
  resolve,
  type Schema,
} from "./schema";

// Checking an answer against a schema that ./schema.ts has inspected (its shape trusted, its `$ref`s resolved): every
// step counted, at most MAX_PROBLEMS problems kept, each with the path into the answer where it was found.

/** The schema ran out of the work allowed for one check. */
export class OverBudget extends Error {
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

export class Checker {
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
