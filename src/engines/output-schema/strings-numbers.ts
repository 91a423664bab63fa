// The keywords that check strings (minLength, maxLength) and numbers (bounds, multipleOf).

import { add, type Problems, type Walker } from "./problems";
import { type Obj, own } from "./schema";

/** A string's minLength and maxLength, in characters (a surrogate pair is one). */
export function stringProblems(walker: Walker, s: Obj, v: string, at: string, out: Problems): void {
  const min = own(s, "minLength") as number | undefined;
  const max = own(s, "maxLength") as number | undefined;
  if (min === undefined && max === undefined) return;
  // A string has between length/2 and length characters (surrogate pairs): count them only when that decides.
  const surely = (max === undefined || v.length <= max) && (min === undefined || v.length / 2 >= min);
  if (surely) return;
  walker.step(Math.ceil(v.length / 100));
  let n = 0;
  for (const _ of v) n++;
  if (min !== undefined && n < min) add(out, [`${at}: must be at least ${min} characters long`]);
  if (max !== undefined && n > max) add(out, [`${at}: must be at most ${max} characters long`]);
}

/** A number's bounds (exclusive as a number, or as draft 4's boolean) and multipleOf. */
export function numberProblems(s: Obj, v: number, at: string, out: Problems): void {
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
