import type { Outcome, RecordsPage } from "./answer";
import { DAYS } from "./days-asked";
import { isGeneric } from "./match";
import { parseQuestion, type Question } from "./question";
import { minutesOf, TIME_SPAN } from "./values";

// "How much later is the boutique open on a thursday than on a wednesday", "on a thursday how much later is
// halesford open than oakhurst": the two times asked of, each read as its own question, and the difference.

/** A difference in opening hours asked: later or earlier, of closing or of opening. */
const LATER_THAN =
  /\bhow\s+(?:much|many\s+(?:hours|minutes))\s+(later|earlier)\s+(?:is|are|does|do)\b.*\bthan\b/i;

/** "2 hours", "1 hour 30 minutes", "45 minutes". */
function lengthOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h > 0 ? `${h} hour${h === 1 ? "" : "s"}` : "";
  const mins = m > 0 ? `${m} minute${m === 1 ? "" : "s"}` : "";
  return [hours, mins].filter(Boolean).join(" ");
}

/**
 * The difference between two times a question compares — two days of one place, or two places on one day — each
 * answered from the pages as its own "what time does … close on …" question (the opening, for "does … open
 * earlier"); undefined when the question compares no such two, and not found when either time is not.
 */
export function laterThanAnswer(
  pages: RecordsPage[],
  q: Question,
  answer: (pages: RecordsPage[], q: Question) => Outcome,
): Outcome | undefined {
  const asked = q.asked.match(LATER_THAN);
  if (!asked) return undefined;
  const places = q.terms.filter((t) => !isGeneric(t));
  const days = DAYS.filter((d) => q.days.includes(d));
  // The order said: "on a thursday than on a wednesday", "halesford … than oakhurst".
  const at = (w: string) => q.asked.toLowerCase().indexOf(w.slice(0, 3));
  const sides =
    days.length === 2
      ? [...days].sort((a, b) => at(a) - at(b)).map((d) => ({ who: q.terms.join(" "), day: d }))
      : days.length === 1 && places.length === 2
        ? [...places].sort((a, b) => at(a) - at(b)).map((p) => ({ who: p, day: days[0]! }))
        : undefined;
  if (!sides) return undefined;
  // ("Does it open earlier" compares openings; "is it open later", "does it stay open later", closings.)
  const opening =
    /\b(?:does|do)\b(?!.*\bstay\b).*\bopens?\b/i.test(q.asked) && !/\b(?:close|shut)\b/i.test(q.asked);
  const now = new Date(q.asOf ?? Date.now());
  const times = sides.map(({ who, day }) => {
    // ("On thursdays": the ordinary week's, not a dated row's "New Year's Eve, Thursday 31 December".)
    const sub = parseQuestion(`what time does the ${who} ${opening ? "open" : "close"} on ${day}s`, now);
    const out = answer(pages, sub);
    if (!("found" in out)) return undefined;
    const span = out.found.text.match(TIME_SPAN);
    const minutes = span ? minutesOf(span[opening ? 1 : 2]!) : undefined;
    return minutes === undefined ? undefined : { out, minutes };
  });
  const [a, b] = times;
  if (!a || !b) return { notFound: { closest: [] } };
  const diff = Math.abs(a.minutes - b.minutes);
  const way = a.minutes >= b.minutes ? "later" : "earlier";
  const said = diff === 0 ? `No ${way}: the same time` : `${lengthOf(diff)} ${way}`;
  const found = a.out.found;
  return {
    found: {
      text: `${said} (${found.text}; ${b.out.found.text})`,
      evidence: `${found.evidence}\n${b.out.found.evidence}`,
      url: found.url,
      title: found.title,
    },
  };
}
