import { arrayProblems, objectProblems } from "./arrays-objects";
import { add, type Problems, type Walker } from "./problems";
import { isObject, MAX_STEPS, MAX_VALUE_DEPTH, type Obj, own, resolve, type Schema } from "./schema";
import { numberProblems, stringProblems } from "./strings-numbers";

// Checking an answer against a schema that ./schema.ts has inspected (its shape trusted, its `$ref`s resolved): every
// step counted, at most MAX_PROBLEMS problems kept, each with the path into the answer where it was found. Here the
// keywords for any value ($ref, type, enum, const, the combinators); those of strings and numbers are in
// ./strings-numbers.ts, those of arrays and objects in ./arrays-objects.ts.

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
/** How many schema applications may follow one another without descending into the value (`$ref`, allOf, …). */
const MAX_HOPS = 64;

export class Checker implements Walker {
  private steps = 0;
  private readonly previews = new WeakMap<object, string>();
  private readonly plainEnums = new WeakMap<unknown[], Set<unknown> | null>();
  private readonly canonicals = new WeakMap<object, string>();
  private readonly keyCounts = new WeakMap<object, number>();
  constructor(
    private readonly root: Schema,
    private readonly refs: Map<string, Schema>,
  ) {}

  step(n = 1): void {
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
  canonical(v: unknown, depth = 0): string {
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

    if (typeof v === "string") stringProblems(this, s, v, at, out);
    else if (typeof v === "number") numberProblems(s, v, at, out);
    else if (Array.isArray(v)) arrayProblems(this, s, v, path, depth, out);
    else if (isObject(v)) objectProblems(this, s, v, path, depth, out);

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
}
