import type { PageRecord } from "../page/records";
import { lemmas } from "./nlp";
import type { Question } from "./question";

// "How much is a term of stage 6": a thing the question names by a noun and a number. A row headed by the same noun
// with other numbers ("Stage 4 — Ages 6 to 10 years …") is about another thing, however many of the question's
// words it says elsewhere.

/** A noun and the number naming one of its kind: "stage 6", "zone 3", "level 2". */
const NUMBERED = /\b(\p{L}{3,})\s+(\d{1,3})\b(?![:.]\d|\s*(?:%|am|pm)\b)/giu;

/** The nouns the question names with a number, each with that number: "stage 6" gives stage → 6. */
function numberedAsked(q: Question): Map<string, number> {
  const named = new Map<string, number>();
  for (const m of q.asked.matchAll(NUMBERED)) {
    const noun = lemmas(m[1]!)[0] ?? m[1]!.toLowerCase();
    if (q.terms.includes(noun) && q.terms.includes(m[2]!)) named.set(noun, Number(m[2]));
  }
  return named;
}

/** How a noun is said before its numbers, in a heading ("Stages 1 to 4") or as a column's name ("Stages"). */
const saidAs = (noun: string) => String.raw`\b${noun}s?`;

/**
 * The numbers a heading names of a noun (`said`: the noun as saidAs says it, then its numbers): "Stage 4" 4; "Grade
 * 5 and 6" 5, 6; "Stages 1 to 3" 1, 2, 3.
 */
function numbersOf(heading: string, said: RegExp): number[] | undefined {
  const numbers = heading.match(said)?.[1];
  if (numbers === undefined) return undefined;
  const range = numbers.match(/^(\d+)\s*(?:to|–|-)\s*(\d+)$/);
  if (range) {
    const [lo, hi] = [Number(range[1]), Number(range[2])];
    return hi >= lo && hi - lo < 50 ? Array.from({ length: hi - lo + 1 }, (_, i) => lo + i) : [lo, hi];
  }
  return (numbers.match(/\d+/g) ?? []).map(Number);
}

/**
 * Whether a record's heading, or its column of the noun, names a thing the question names by number with other
 * numbers only ("Stage 4", "Stages: Stages 1 to 4" of "stage 6"): a table's row, a card or a label; a sentence may
 * name several. The question is read once.
 */
export function otherNumbered(q: Question): (r: PageRecord) => boolean {
  // (Each noun's patterns are made once, not for every record read.)
  const named = [...numberedAsked(q)].map(([noun, n]) => ({
    word: noun,
    n,
    numbers: new RegExp(
      String.raw`${saidAs(noun)}\s+(\d{1,3}(?:\s*(?:,|and|&|or|to|–|-)\s*\d{1,3})*)\b(?![:.]\d)`,
      "i",
    ),
    column: new RegExp(String.raw`^\s*${saidAs(noun)}\b`, "i"),
  }));
  // (Or its column of the noun: "Stages — Stages 1 to 4" of a crash course's row; its value may say the noun.)
  const columnOf = (r: PageRecord, noun: { word: string; column: RegExp }) =>
    r.fields
      .filter((f) => noun.column.test(f.name))
      .map((f) => (noun.column.test(f.value) ? f.value : `${noun.word} ${f.value}`));
  return (r) =>
    r.kind !== "text" &&
    r.subject !== "" &&
    named.some((noun) => {
      const said = [r.subject, ...columnOf(r, noun)].flatMap((h) => numbersOf(h, noun.numbers) ?? []);
      return said.length > 0 && !said.includes(noun.n);
    });
}
