// The keywords that check arrays (items, uniqueItems, contains, …) and objects (required, properties, …).

import { add, child, type Problems, type Walker } from "./problems";
import { type Obj, own, type Schema } from "./schema";

/** An array's length, its items (items, prefixItems, additionalItems), uniqueItems and contains. */
export function arrayProblems(
  walker: Walker,
  s: Obj,
  v: unknown[],
  path: string,
  depth: number,
  out: Problems,
): void {
  const at = path || "(the object)";
  const minItems = own(s, "minItems") as number | undefined;
  const maxItems = own(s, "maxItems") as number | undefined;
  if (minItems !== undefined && v.length < minItems)
    add(out, [`${at}: must have at least ${minItems} items`]);
  if (maxItems !== undefined && v.length > maxItems) add(out, [`${at}: must have at most ${maxItems} items`]);
  const items = own(s, "items");
  const prefix = (Array.isArray(items) ? items : own(s, "prefixItems")) as Schema[] | undefined;
  const rest = Array.isArray(items) ? own(s, "additionalItems") : items;
  for (const [i, item] of v.entries()) {
    walker.step();
    const sub = Array.isArray(prefix) && i < prefix.length ? prefix[i] : (rest as Schema | undefined);
    if (sub !== undefined) add(out, walker.problems(sub, item, child(path, i), depth + 1));
  }
  if (own(s, "uniqueItems") === true) {
    const seen = new Set<string>();
    for (const item of v) {
      const key = walker.canonical(item);
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
    !v.some((item, i) => walker.problems(contains as Schema, item, child(path, i), depth + 1).length === 0)
  )
    add(out, [`${at}: must contain an item matching "contains"`]);
}

/** An object's required keys, its properties (and additionalProperties), and how many keys it has. */
export function objectProblems(
  walker: Walker,
  s: Obj,
  v: Obj,
  path: string,
  depth: number,
  out: Problems,
): void {
  const required = own(s, "required");
  if (Array.isArray(required)) {
    walker.step(required.length);
    for (const name of required as string[])
      if (!Object.hasOwn(v, name)) add(out, [`${child(path, name)}: is required`]);
  }
  const properties = (own(s, "properties") ?? {}) as Obj;
  const additional = own(s, "additionalProperties");
  // Keys matching a patternProperties (not run) are neither checked nor refused.
  const checkOthers = additional !== undefined && own(s, "patternProperties") === undefined;
  const keys = Object.keys(v);
  for (const key of keys) {
    walker.step();
    const sub = own(properties, key);
    if (sub !== undefined) add(out, walker.problems(sub as Schema, v[key], child(path, key), depth + 1));
    else if (checkOthers)
      add(out, walker.problems(additional as Schema, v[key], child(path, key), depth + 1));
  }
  const min = own(s, "minProperties") as number | undefined;
  const max = own(s, "maxProperties") as number | undefined;
  const at = path || "(the object)";
  if (min !== undefined && keys.length < min) add(out, [`${at}: must have at least ${min} properties`]);
  if (max !== undefined && keys.length > max) add(out, [`${at}: must have at most ${max} properties`]);
}
