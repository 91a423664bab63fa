import { DAYS } from "../question/days-asked";
import { has, wordsOf } from "../question/match";
import { parseQuestion, type Question } from "../question/question";
import { firstValue, minutesOf } from "../question/values";
import type { SeenPage } from "./answer";
import type { TaskValues } from "./form-values";
import type { Clock } from "./form-when";
import type { ReadPage } from "./page-read";
import { seek } from "./seek";
import type { Action } from "./types";

export type LookupStep =
  | { action: Action; recoverable: true }
  | { time: Clock; url: string; row: string }
  | { error: string };

/**
 * The start time a booking form asks for and the request does not say, when the request says which class on which
 * day ("book a free trial ballet class … the saturday morning one at the chapel studio, this saturday"): asked of
 * the site as a question of its own, which the records of the pages read answer the way they answer any question
 * (seek.ts: a timetable's row, following the links that promise it). The question names the class by the words of
 * the form's options the request chose and says ("Ballet", "Chapel Studio"), the day, the part of the day and an
 * age said ("what time is ballet chapel studio on saturday morning for a 6 year old"), so the row's ages must
 * take the age in; names, dates and the rest of the request are left out of it.
 */
export class TimeLookup {
  private readonly state: { searched: boolean; narrowed?: boolean; tried: Set<string> } = {
    searched: false,
    tried: new Set(),
  };

  private constructor(
    /** What the site is asked: the class by its words, its day, its part of the day and an age. */
    readonly question: Question,
  ) {}

  /** The lookup for a request that names a day and no time and chose at least one option, or undefined. */
  static of(v: TaskValues, chosen: readonly string[], now: Date): TimeLookup | undefined {
    if (!v.date || v.time) return undefined;
    const request = { words: wordsOf(v.text) };
    // (A list's bare number, "6" of "Dancer's age", is the age asked below, not a word of the class.)
    const options = chosen.filter((c) => !/^\s*\d+\s*$/.test(c));
    const named = [...new Set(options.flatMap((c) => [...wordsOf(c)]))].filter((w) => has(request, w));
    if (named.length === 0) return undefined;
    const weekday = DAYS[new Date(Date.UTC(v.date.y, v.date.m - 1, v.date.d)).getUTCDay()];
    const part = v.text.match(/\b(?:morning|afternoon|evening|lunchtime)\b/i)?.[0] ?? "";
    const age = v.amounts.find((a) => a.unit === "years")?.n;
    const asked = `what time is ${named.join(" ")} on ${weekday} ${part}${age ? ` for a ${age} year old` : ""}`;
    return new TimeLookup(parseQuestion(asked.replace(/\s+/g, " ").trim(), now));
  }

  step(current: ReadPage | undefined, pages: ReadonlyMap<string, SeenPage>): LookupStep {
    const read = [...pages.values()].map((p) => ({ ...p, records: p.records ?? [] }));
    const here = current ? { ...current, records: current.records ?? [] } : undefined;
    const out = seek(this.question, read, here, this.state);
    if ("result" in out) {
      // Two rows answering ("17:30 Street Juniors", "18:30 Street Seniors") leave the class open: no guess.
      const times = new Set(out.result.split("\n").map((l) => JSON.stringify(clockOf(l) ?? null)));
      const time = clockOf(out.result);
      if (times.size > 1) return { error: `${out.url} gives more than one time for it: ${out.result}` };
      return time ? { time, url: out.url, row: out.result } : { error: `${out.url} gives no time for it` };
    }
    if ("search" in out) {
      if (out.narrowed) this.state.narrowed = true;
      this.state.searched = true;
      return { action: { type: "search", query: out.search }, recoverable: true };
    }
    if ("go" in out) {
      this.state.tried.add(out.go.href.split("#")[0]!);
      const action: Action = out.onCurrent
        ? { type: "click", target: out.go.text }
        : { type: "goto_url", url: out.go.href };
      return { action, recoverable: true };
    }
    return { error: out.error };
  }
}

/** The first clock time a text says, as values.ts reads times: "10:30: Class Ballet Primary, …" is 10:30. */
export function clockOf(text: string): Clock | undefined {
  const said = firstValue("time", text);
  const at = said === undefined ? undefined : minutesOf(said);
  return at === undefined ? undefined : { h: Math.floor(at / 60) % 24, min: at % 60 };
}
