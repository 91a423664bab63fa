// What the checks of each kind of value share: the problems list, paths into the answer, the Checker's steps.

import { MAX_PROBLEMS, type Schema } from "./schema";

/** Problems collected for one node: at most MAX_PROBLEMS (a schema can name millions of missing properties). */
export type Problems = string[];
export const add = (out: Problems, more: Problems) => {
  for (const p of more) {
    if (out.length >= MAX_PROBLEMS) return;
    out.push(p);
  }
};
/** The path of a property or item of the value at `path`: `a.b`, `a[0]`. */
export const child = (path: string, key: string | number) =>
  typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** What the checks of strings, numbers, arrays and objects use of the Checker running them. */
export interface Walker {
  /** Count `n` steps of work (the check is over budget past MAX_STEPS). */
  step(n?: number): void;
  /** What is wrong with `v` (a part of the answer at `path`, `depth` deep) for `schema`. */
  problems(schema: Schema, v: unknown, path: string, depth: number): Problems;
  /** A value as canonical text (object keys sorted): equal values, equal text. */
  canonical(v: unknown): string;
}
