import { createRequire } from "node:module";
import type * as Chrono from "chrono-node";
import type Compromise from "compromise";

// The NLP libraries the question model reads with, each loaded at its first use.

/** Loaded at the first question: compromise alone is ~30 MB and 0.3 s (docs/performance.md, start-up). */
const load = createRequire(import.meta.url);
export const nlp = (): typeof Compromise => load("compromise");
/** chrono-node, loaded at its first use (the navigator's forms read dates with it too). */
export const chrono = (): typeof Chrono => load("chrono-node");
