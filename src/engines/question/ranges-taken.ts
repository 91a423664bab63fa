import type { PageRecord, RecordField } from "../page/records";
import { type Amount, isMeasure } from "./amount-units";
import { takesIn } from "./amounts";
import type { Candidate } from "./match";
import type { Question } from "./question";
import { lastSection } from "./record-fields";
import { ADD_ON } from "./unsaid";

// Which records an amount the question gives rules out (answer.ts asks): a row whose range does not take in an
// amount ("10 to 25 kg" for a 15kg dog, not "Over 25 kg") is about something else.

/**
 * The text a record's ranges are read from: a row's cells ("Small — Weight Up to 10 kg, Off-peak £24.00" for a 7 kg
 * dog, each as ageCell reads it, a weight limit's left out), a card's text ("an adult ticket … is £9.50" is no 8 year old's); not a pair's text.
 * An "Age" column's header says what the rows it heads are: their "2 to 3".
 */
export function rangeText(r: PageRecord): string {
  const aged = r.kind === "row" && /^ages?\b/i.test(r.of ?? "") ? "Ages " : "";
  const head = r.kind === "card" ? r.text : r.subject || (r.kind === "pair" ? "" : r.text);
  const cells = r.kind === "row" ? r.fields.filter((f) => !WEIGHT_LIMIT.test(f.name.trim())) : [];
  return `${aged}${head} ${cells.map(ageCell).join(", ")} ${lastSection(r)}`;
}

/**
 * A column or label stating the most someone may weigh: "Heaviest", "Maximum weight", "Weight limit". Its "90 kg" is
 * a limit (yes-no-ages.ts weightOver reads it), not a range the row is about, as "Up to 10 kg" of a small dog's is.
 */
export const WEIGHT_LIMIT = /^(?:heaviest|max(?:imum)?\.?\s+weight|weight\s+limit)$/i;

/**
 * A row's cell as its ranges are read: an "Ages" column's name says what its "3 to 6" is, a "Youngest age" column
 * what its "14" is, and a column "Youngest" alone too ("Youngest 14, with a parent or guardian").
 */
export const ageCell = (f: RecordField) =>
  /^ages?\b|\b(?:youngest|minimum|lowest)\s+age\b/i.test(f.name)
    ? `${f.name} ${f.value}`
    : /^(?:youngest|min(?:imum)?\.?)$/i.test(f.name.trim())
      ? `Youngest age ${f.value}`
      : f.value;

/** A record for several people at once: "Family (2 adults and 2 children …)", "Groups of 10 or more". */
const PARTY = /\b(?:famil(?:y|ies)|groups?|part(?:y|ies)|\d+\s+(?:adults?|children|kids|people))\b/i;
/** A question asking of several: "a family of 4", "for all of us", "a group", "my son's party". */
const PARTY_ASKED = /\b(?:famil(?:y|ies)|groups?|part(?:y|ies)|us|we|of\s+us)\b/i;

export interface RangesTaken {
  /** The amounts whose ranges are read. */
  ranges: Amount[];
  /** Of each candidate, whether its ranges take each amount in (undefined: it gives none). */
  taken: (boolean | undefined)[][];
  /** Whether some table's row, pair or card about the question takes an amount in. */
  ranged: boolean;
  /** Whether the candidate at `i` is ruled out by the amounts. */
  outOfRange: (i: number) => boolean;
}

/**
 * The amounts' ranges over the candidates (`covered`: coverage.ts's scores). Whether hours take in a time asked yes
 * or no of is the answer, said by yes-no.ts: no record is ruled out; nor by an age a row's ages leave out (that row
 * says no).
 */
export function rangesTaken(cands: Candidate[], q: Question, covered: number[]): RangesTaken {
  const ranges =
    q.amounts?.filter((a) => q.type !== "yesno" || (a.unit !== "clock" && a.unit !== "age")) ?? [];
  const taken = cands.map((c) => ranges.map((a) => takesIn(rangeText(c.record), a)));
  // Once a table's row takes the amount in, another table's row that gives no range of it is about something else
  // (a cattery's "3 cats" row for a 30kg dog). (A sentence's group word takes an age in, "Children are 4 to 15": no
  // table's row for it; nor does a row about nothing asked: "Minimum age 5" of a court to a question on grip socks.)
  // (Nor an add-on taking it in: "Over 16 stone: a heavier passenger supplement of £60" is on top of a flight's
  // price, which says no weight.)
  const ranged = taken.some(
    (t, i) =>
      t.includes(true) &&
      cands[i]!.record.kind !== "text" &&
      covered[i]! > 0 &&
      !ADD_ON.test(cands[i]!.record.text),
  );
  // Of a price, so is a sentence that gives no range ("Swim Club members swim free" for a 12 year old); and of any
  // question, a label beside those giving ranges ("Parties: …" under "2 to 6 days' notice: …").
  const part = (c: Candidate) => `${c.url} ${c.record.kind} ${c.record.section}`;
  const parts = new Set(
    cands.filter((c, i) => taken[i]!.includes(true) && !ADD_ON.test(c.record.text)).map(part),
  );
  // "The price at the gate for a 4 year old" asks one person's: a family ticket's "2 adults and 2 children aged 3 to
  // 15" takes the age in as one of several, beside a ticket of its own for the age ("Little one (3 and 4)").
  const oneAged = ranges.some((a) => a.unit === "age") && !PARTY_ASKED.test(q.asked);
  const single = cands.some((c, i) => taken[i]!.includes(true) && !PARTY.test(c.record.subject));
  const outOfRange = (i: number) => {
    if (taken[i]!.includes(false)) return true;
    if (oneAged && single && taken[i]!.includes(true) && PARTY.test(cands[i]!.record.subject)) return true;
    const c = cands[i]!;
    const beside = c.record.kind === "row" || q.type === "price" || parts.has(part(c));
    return ranged && beside && !taken[i]!.includes(true);
  };
  return { ranges, taken, ranged, outOfRange };
}

/**
 * "The deposit on a 30kg breaker", "delivering a digger 8 miles" where no record read gives a weight or a distance:
 * none is about the thing asked (not the plant page's every deposit, nor the home page's "Diggers from £110").
 */
export const measureUnsaid = (cands: readonly Candidate[], amounts: readonly Amount[]) =>
  amounts.some(
    (a) =>
      isMeasure(a.unit) &&
      cands.every((c) => takesIn(`${c.record.text} ${rangeText(c.record)}`, a) === undefined),
  );
