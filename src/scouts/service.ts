// The scouts service: scouts stored (store.ts) and checked against the configuration (here), scheduled
// (scheduler.ts, schedule.ts), run (worker.ts, run.ts), compared run to run (compare.ts, summary.ts), listed
// (list.ts) and shown (serialize.ts, updates.ts). The API (src/api/scouting) and the platform's pages
// (src/platform/pages/scouts.tsx) both go through these modules; the service knows no HTTP, so what it refuses is a
// value (FieldProblem, Refusal), never an HTTP error. The rule for what lives here rather than in src/engines/: a
// file that exists only for scouts is the service, pure or not (the change detection, compare.ts, too); the engines
// are machinery that knows nothing of any capability's tasks (the research engine, the browser, the navigator,
// output schemas, the model client).

import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Work } from "../db/store";
import { urlsInQuery } from "../engines/research/search";
import type { FieldProblem } from "../refusal";
import type { CreateScoutInput, PatchScoutInput } from "./input";
import { insertScout } from "./store";
import type { ScoutRow } from "./updates";

/** SCOUT_MIN_INTERVAL_S is configuration, so this bound is checked here rather than in the static schema. */
function checkInterval(value: number | undefined, min: number): FieldProblem | undefined {
  if (value !== undefined && value < min) {
    return {
      field: "output_interval",
      msg: `Input should be greater than or equal to ${min}`,
      type: "greater_than_equal",
      input: value,
      ctx: { ge: min },
    };
  }
  return undefined;
}

/**
 * A scout reads the URLs in its query, or searches (SEARCH_URL). Without either, every run would fail: refuse such
 * a query now, at its field, rather than store a scout that can never run.
 */
function checkSources(query: string | undefined, config: Config): FieldProblem | undefined {
  if (query === undefined || config.searchUrl || urlsInQuery(query).length > 0) return undefined;
  return {
    field: "query",
    msg: "The query names no URL to watch, and this instance has no SEARCH_URL to search with: put the page's URL in the query",
    type: "value_error",
    input: query,
  };
}

/** The checks that depend on configuration (the schema has done the rest): the first field they refuse, if any. */
export function checkScoutInput(input: PatchScoutInput, config: Config): FieldProblem | undefined {
  return (
    checkInterval(input.output_interval, config.scouts.minIntervalS) ?? checkSources(input.query, config)
  );
}

/** Check a new scout against the configuration, then store it (the API's POST and the platform's form). */
export function* createScout(
  clock: Clock,
  config: Config,
  accountId: string,
  input: CreateScoutInput,
): Work<{ scout: ScoutRow } | { problem: FieldProblem }> {
  const problem = checkScoutInput(input, config);
  if (problem) return { problem };
  return { scout: yield* insertScout(clock, accountId, input, config.scouts.minIntervalS) };
}
