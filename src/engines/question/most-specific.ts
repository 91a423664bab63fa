import { columnsNamed } from "./columns-named";
import { type Candidate, has, isGeneric, wordsOf } from "./match";
import type { Question } from "./question";
import { wordsBeyondName } from "./site-name";
import { holds } from "./values";

// Of records equally about a question, the ones it names most exactly (typed.ts asks).

/** A row's header that is a size: "6ft to 7ft", "Up to 2 m". */
const SIZE_HEAD = /\d\s*(?:ft|feet|foot|inch(?:es)?|cm|mm|m|metres?|kg)\b/i;
/** A number and the unit it may carry: "5 ft 6 in", "12 kW", "2.5 litres". */
const MEASURED = /\d+(?:[.,]\d+)?\s*(?:ft|feet|foot|in|inch(?:es)?|cm|mm|m|metres?|kg|kw|l|litres?)?\b/gi;

/**
 * Of records equally about the question, those it names most exactly: a record whose subject (a row's header, a
 * pair's label) says a word of the question scores by how few words it adds ("Check-out" over "Late check-out",
 * "Child (5 to 16)" over "Family (2 adults and up to 3 children)", "Head chef" over "Bar manager" for "who is the
 * head chef"). Unchanged when no record's subject says a word of it (a timetable's rows for "when are you open?").
 */
export function mostSpecific(all: Candidate[], q: Question, cands: Candidate[]): Candidate[] {
  const chosen = numberSaid(all, q);
  if (chosen.length < 2) return chosen;
  // The one row whose header the question says word for word, its little words too: "an all zones adult single"
  // is the "All zones (1 to 3, the villages)" row, whose "all" no term keeps.
  const phrased = chosen.filter((c) => saysHeader(c.record.subject, q.asked));
  if (phrased.length === 1) return phrased;
  // (Not the site's name the question says: "on greyhaven buses" names no more "Zone 1 (Greyhaven town)" than the
  // "All zones" row.)
  const asked = wordsBeyondName(q.asked, chosen[0]?.site ?? "");
  const termWords = wordsOf(q.terms.join(" ").replace(/\|/g, " "));
  // Of people, what each is ("Ian Trelawney — Harbour master; Town Basin"): "Harbour master" over "Deputy
  // harbour master" for "who's the harbour master".
  // A row keyed by a size ("6ft to 7ft") is named by the column the question names too ("Nordmann Fir Cut your
  // own"), as a row headed by its thing ("Fraser Fir, ready cut") is by its header.
  const sized = (c: Candidate) =>
    c.record.kind === "row" && SIZE_HEAD.test(c.record.subject)
      ? `${c.record.subject} ${columnsNamed(c.record, q)
          .map((f) => f.name)
          .join(" ")}`
      : c.record.subject;
  const named = (c: Candidate) =>
    q.type === "person" && holds("person", c.record.subject)
      ? (c.record.text
          .slice(c.record.subject.length)
          .replace(/^\s*[—–:-]\s*/, "")
          .split(/[;,]/)[0] ?? "")
      : sized(c);
  const fit = chosen.map((c) => {
    // (A size is no word of its own: "Grand (over 5 ft 6 in)" adds nothing to a grand.)
    const words = [...wordsOf(named(c).replace(MEASURED, " "))];
    // A person's role is named by what it is, not a general noun ("Clinical" is no receptionist at a clinic).
    const shared = words.filter(
      (w) =>
        has({ words: asked }, w) &&
        !(q.type === "person" && q.terms.some((t) => isGeneric(t) && has({ words: new Set([w]) }, t))),
    ).length;
    return {
      extra: shared > 0 ? words.length - shared - shared / 100 : Number.POSITIVE_INFINITY,
      term: words.some((w) => has({ words: termWords }, w)),
    };
  });
  const least = Math.min(...fit.map((f) => f.extra));
  if (least === Number.POSITIVE_INFINITY) return chosen;
  const narrowed = chosen.filter((_, i) => fit[i]!.extra === least);
  // Named by the question's attribute alone ("Delivery fee" for "the corkage fee") while a word of its subject is
  // said by no page: which record is meant is not known.
  const unsaid = q.terms.some((t) => !isGeneric(t) && !cands.some((c) => has(c, t)));
  return unsaid && !narrowed.some((c) => fit[chosen.indexOf(c)]!.term) ? chosen : narrowed;
}

/** Whether a question says a header of two words or more (its words before any brackets) as it is written. */
function saysHeader(subject: string, asked: string): boolean {
  const head = subject
    .replace(/\s*\(.*$/, "")
    .trim()
    .toLowerCase();
  if (head.split(/\s+/).length < 2 || !/^[\p{L}\d\s'-]+$/u.test(head)) return false;
  return new RegExp(`(?<![\\p{L}\\d])${head.replace(/\s+/g, "\\s+")}(?![\\p{L}\\d])`, "iu").test(asked);
}

/** Whole numbers and decimals as written: "15", "2.5". */
const NUMBER = /(?<![\d.,])\d+(?:\.\d+)?(?![\d,]|\.\d)/g;

/**
 * "Arrive and drive 15 mins" of rows "Arrive & Drive 15" and "Arrive & Drive 30": where every record's subject names
 * a number, those naming the one the question says (all of them when none does).
 */
function numberSaid(chosen: Candidate[], q: Question): Candidate[] {
  const said: string[] = q.asked.match(NUMBER) ?? [];
  const numbersOf = (c: Candidate): string[] => c.record.subject.match(NUMBER) ?? [];
  if (chosen.length < 2 || said.length === 0 || chosen.some((c) => numbersOf(c).length === 0)) return chosen;
  const saying = chosen.filter((c) => numbersOf(c).some((n) => said.includes(n)));
  // ("A zone 1 adult single" is "Zone 1 (Greyhaven town)", not "All zones (1 to 3, the villages)" nor "Zones 1 and
  // 2": the number after the same word, alone.)
  const named = [...q.asked.matchAll(/\b(\p{L}{2,})\s+(\d+)\b/gu)].map(
    ([, w, n]) => new RegExp(`\\b${w}s?\\s+${n}(?![\\d.,]|\\s*(?:and|to|or|&|-|–)\\s*\\d)`, "i"),
  );
  const byName = saying.filter((c) => named.some((re) => re.test(c.record.subject)));
  return byName.length > 0 ? byName : saying.length > 0 ? saying : chosen;
}
