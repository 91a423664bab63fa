import { sentences } from "../research/passages";
import type { Outcome } from "./answer";
import { datesNamed, spanTakesIn } from "./date-asked";
import { type Candidate, wordsOf } from "./match";
import type { Question } from "./question";
import { evidenceOf, foundFrom } from "./record-fields";

// "Are there lessons at dunmere on sunday 10 january" of "Dunmere closed for retiling: from Monday 4 January to
// Sunday 17 January 2027": a place the question names, closed over dates taking in the day asked, has nothing on
// that day — whatever its ordinary Sunday says.

const CLOSED = /\b(?:closed|shut)\b/i;
/** Words that may stand before "closed" beside the place's name: "The Dunmere pool will be closed". */
const LEAD_IN = /^(?:the|our|will|be|is|are|pool|centre|center|site|branch|shop|office|studio|base|both)$/;

/**
 * No (yes, when asked whether it is closed), from the one sentence saying that a place the question names is
 * closed on dates taking in the day asked; undefined unless exactly one record says so. Only the place may be named
 * before "closed", so that a closure of one thing at a place ("the café is closed …") says nothing of another.
 */
export function closedOnDateAsked(cands: Candidate[], q: Question): Outcome | undefined {
  const day = q.onDate;
  if (day === undefined) return undefined;
  const asked = new Set(q.terms.flatMap((t) => [...wordsOf(t)]));
  const closing = cands.filter((c) =>
    sentences(c.record.text).some((s) => {
      const at = s.search(CLOSED);
      if (at < 0) return false;
      const before = s
        .slice(0, at)
        .toLowerCase()
        .match(/[\p{L}']+/gu)
        ?.filter((w) => !LEAD_IN.test(w));
      if (!before || before.length === 0) return false;
      const named = before.every((w) => [...wordsOf(w)].every((stem) => asked.has(stem)));
      return named && (datesNamed(s.slice(at)) ?? []).some((span) => spanTakesIn(span, day));
    }),
  );
  // ("Is the club closed on christmas eve": a yes.)
  const answer = q.closed === true ? "Yes" : "No";
  return closing.length === 1
    ? foundFrom(closing[0]!, `${answer} — ${evidenceOf(closing[0]!.record)}`)
    : undefined;
}
