import type { PageRecord } from "../page/records";
import { isMeasure } from "./amount-units";
import { agesStatedTakeIn, takesIn } from "./amounts";
import type { Candidate } from "./match";
import type { Question } from "./question";
import { ageCell, WEIGHT_LIMIT } from "./ranges-taken";

// What a record says of the age a yes/no question gives ("can my 9 year old …", "does my 2 year old need a ticket")
// (yes-no.ts asks): ages a row leaves out, a label for an age group, a fare for the age; and of a weight it gives,
// a limit it is over.

/** Whether a row, a card or a label's line gives ages leaving out the age a yes/no question asks ("my 9 year old"). */
export function agesLeaveOut(r: PageRecord, q: Question): boolean {
  const age = q.amounts?.find((a) => a.unit === "age");
  if (!age || (r.kind !== "row" && r.kind !== "card" && r.kind !== "pair")) return false;
  // (A card too: "Friday Night Freeze — … 20:30–23:00, 16 and over"; and a label's line: "Wenbury: For under 8s only".)
  const said = agesSaid(r);
  // (A bare "12 to 15" beside "16 and over" is ages too: "with a paying adult" takes a 13 year old in.)
  const bare = bareRanges(said).some(([lo, hi]) => age.n >= lo && age.n <= hi);
  return !bare && takesIn(said, age) === false;
}

/**
 * Whether a row or a card gives ages taking in the age of someone a question asks may do a thing: "Junior Kickboxing
 * — Ages 11 to 15" of "can my 12 year old do kickboxing".
 */
export function agesTakeIn(r: PageRecord, q: Question): boolean {
  const age = q.amounts?.find((a) => a.unit === "age");
  if (!age || !AGE_ASKED.test(q.asked) || (r.kind !== "row" && r.kind !== "card")) return false;
  const said = agesSaid(r);
  const ranges = bareRanges(said);
  return ranges.length > 0
    ? ranges.some(([lo, hi]) => age.n >= lo && age.n <= hi)
    : takesIn(said, age) === true;
}

/** What a row, a card or a label's line says of ages: a card's text, else its header and its cells' ages. */
const agesSaid = (r: PageRecord) =>
  r.kind === "card" ? r.text : `${r.subject} ${r.fields.map(ageCell).join(", ")}`;

/** Ranges of ages said bare: "8 to 15", "11–15" (not times, "17:30 to 18:30"). */
const bareRanges = (said: string): [number, number][] =>
  [...said.matchAll(/\b(\d{1,2})\s*(?:to|–|-)\s*(\d{1,2})\b(?![:.]\d)/g)]
    .map((m) => [Number(m[1]), Number(m[2])] as [number, number])
    .filter(([, hi]) => hi <= 21);

/**
 * Of a pair labelled by ages ("Under 7: Family classes only", "14 and 15: They can also come to an adult class"),
 * the answer to a question giving an age: none from a label leaving it out (that is another age group's rule), a
 * yes from one taking it in that says they can; else undefined.
 */
export function agedLabelSays(r: PageRecord, q: Question): "yes" | "none" | undefined {
  const age = q.amounts?.find((a) => a.unit === "age");
  if (!age || r.kind !== "pair") return undefined;
  const taken = takesIn(r.subject, age);
  if (taken === false) return "none";
  const value = r.fields[0]?.value ?? "";
  return taken && /\bcan\b/i.test(value) && !/\b(?:not|never|only|can'?t|cannot)\b/i.test(value)
    ? "yes"
    : undefined;
}

/** "Does my 2 year old need a ticket", "do kids have to pay": whether someone of an age pays. */
const TICKET_ASKED =
  /\b(?:need|needs|require|requires)\s+(?:a|an|their\s+own|his\s+own|her\s+own)?\s*(?:ticket|pass|place|seat)\b|\b(?:have|has)\s+to\s+pay\b/i;

/**
 * "Does my 2 year old need a ticket?" of a fare's row for the age ("Under 3s — Now Free"): free is a no, a price a
 * yes. Undefined for a record not headed by an age that takes the asked one in.
 */
export function paidForAge(r: PageRecord, q: Question): "yes" | "no" | undefined {
  const age = q.amounts?.find((a) => a.unit === "age");
  if (!age || !TICKET_ASKED.test(q.asked) || (r.kind !== "row" && r.kind !== "pair")) return undefined;
  if (!agesStatedTakeIn(r.subject, age)) return undefined;
  const values = r.fields.map((f) => f.value.trim());
  if (values.length > 0 && values.every((v) => /^free\b/i.test(v))) return "no";
  return values.some((v) => /[£$€]\s?\d/.test(v)) ? "yes" : undefined;
}

/**
 * Whether a record is headed by an age or a measure the question's falls in: "Under 3s — Free" of "my 2 year old",
 * "Over 16 stone: A heavier passenger supplement of £60" of "my husband is 17 stone".
 */
export const headedByAmount = (r: PageRecord, q: Question) =>
  q.amounts?.some((a) => (a.unit === "age" || isMeasure(a.unit)) && takesIn(r.subject, a) === true) === true;

/** Words by which a record speaks of ages, though it states no range: "adults", "under 16s", "aged", "years old". */
const AGE_WORDS =
  /\b(?:ages?d?|youngest|oldest|years?\s+old|yrs?|adults?|grown-ups?|child(?:ren)?|kids?|juniors?|teens?|under\s+\d|over\s+\d|\d+\s*\+|\d+s\b|\d+\s+and\s+(?:over|up))/i;

/**
 * A question whether someone of an age may do a thing: "can my 13 yr old do …", "is my 7 year old old enough"; or
 * whether a place will see them: "will you see my 8 year old for a hearing test".
 */
const AGE_ASKED =
  /\b(?:can|could|may|see|take|treat|test|teach|accept|let|allow)\s+(?:my|our|a|an|the)\s+\d{1,2}[-\s]?(?:years?|yrs?)[-\s]?olds?\b|\bold\s+enough\b|\btoo\s+young\b/i;

/**
 * Whether a record says nothing of any age, where a yes/no question asks whether someone of one may do a thing ("can
 * my 13 yr old do the circuit sprint"): a membership's "2 free Circuit Sprints" neither lets a 13 year old race nor
 * stops them. (Not where the age only says who it is for: "is there a space in Tuesday's class for my 4 year old".)
 */
export const ageUnsaid = (r: PageRecord, q: Question) =>
  q.amounts?.some((a) => a.unit === "age") === true &&
  AGE_ASKED.test(q.asked) &&
  !AGE_WORDS.test(`${r.section} ${r.text}`);

/**
 * Of records answering a question giving an age, those saying yes when some do: "can my 12 year old do kickboxing"
 * of a timetable's adults' classes and its "Junior Kickboxing — Ages 11 to 15", one class taking the age in.
 */
export function takingTheAge(
  top: Candidate[],
  q: Question,
  polarity: (c: Candidate, q: Question) => "yes" | "no" | undefined,
): Candidate[] {
  if (!q.amounts?.some((a) => a.unit === "age")) return top;
  const taking = top.filter((c) => polarity(c, q) === "yes");
  return taking.length > 0 ? taking : top;
}

const KG_IN_A_STONE = 6.35029;

/** A weight a limit states, in kg: "90 kg (14 stone 2 lb)" 90, "15 stone" 95.25. */
function kgStated(value: string): number | undefined {
  const kg = value.match(/(\d+(?:\.\d+)?)\s*(?:kg|kilos?)\b/i);
  if (kg) return Number(kg[1]);
  const st = value.match(/(\d+(?:\.\d+)?)\s*(?:stone|st)\b(?:\s*(\d+)\s*(?:lb|lbs|pounds?)\b)?/i);
  return st ? Number(st[1]) * KG_IN_A_STONE + Number(st[2] ?? 0) * 0.4536 : undefined;
}

/**
 * "Im 14.5 stone, can i do the flying weekend" of "Flying Weekend — … Heaviest 90 kg (14 stone 2 lb)": a weight the
 * question gives over the limit a row's column or a label states says no.
 */
export function weightOver(r: PageRecord, q: Question): boolean {
  const given = q.amounts?.find((a) => a.unit === "kg" || a.unit === "stone");
  if (!given || (r.kind !== "row" && r.kind !== "pair")) return false;
  const kg = given.unit === "kg" ? given.n : given.n * KG_IN_A_STONE;
  const limit = r.fields.find((f) => WEIGHT_LIMIT.test(f.name.trim()));
  const most = limit && kgStated(limit.value);
  return most !== undefined && kg > most + 0.01;
}
