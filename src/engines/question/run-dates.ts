import { sentences as sentencesOf } from "../research/passages";
import { type Candidate, has, isGeneric, wordsOf } from "./match";
import { attributeWordsSaid, mostAbout } from "./parts-about";
import type { Question } from "./question";
import { holds } from "./values";

// What a statement says of dates, for "when" questions: the end or the start of a run of dates, a deadline, and
// the date a news card gives its event.

/** A run of dates: "11 December 2026 to 3 January 2027", "12 to 20 December 2026". */
const DATE_RANGE =
  /\b(\d{1,2}(?:\s+[A-Z][a-z]+)?(?:\s+\d{4})?)\s*(?:to|–|—|-|until)\s*(\d{1,2}\s+[A-Z][a-z]+(?:\s+\d{4})?)/;

/** A date something lasts until: "booked before 31 January 2027", "until 3 January". */
const UNTIL_DATE =
  /\b(?:[Bb]efore|[Uu]ntil|[Tt]ill|by|ends?\s+on|closes?\s+on)\s+((?:[A-Z][a-z]+day\s+)?\d{1,2}\s+[A-Z][a-z]+(?:\s+\d{4})?)/;

/** A date something starts on: "starts on Tuesday 12 January 2027", "begins 4 May", "From Saturday 3 October". */
const START_DATE =
  /\b(?:starts?|begins?|opens?|runs?\s+from|[Ff]rom|[Ss]ince)\s+(?:on\s+)?((?:[A-Z][a-z]+day\s+)?\d{1,2}\s+[A-Z][a-z]+(?:\s+\d{4})?)/;

/** A day of a month as a page writes it: "Tuesday 19 January", "4 May 2027". */
const DAY_OF_MONTH = /\b\d{1,2}\s+[A-Z][a-z]+\b/;

/** A column giving a run's last day: "Ends", "Finish", "Last day", "Until". */
const END_COLUMN = /^(?:ends?|finish(?:es)?|last\s+(?:day|date|session)|until|to|end\s+date|closes?)$/i;
/** A column giving a run's first day: "Starts", "Begins", "First day", "From". */
const START_COLUMN = /^(?:starts?|begins?|first\s+(?:day|date|session)|from|start\s+date|opens?)$/i;

/** Which end of a run of dates a question asks: "when does it finish" its end, "when does it start" its start. */
export function rangeEndAsked(lower: string): { rangeEnd?: "start" | "end" } {
  if (/\b(?:finish|finishes|end|ends|last|until)\b/.test(lower)) return { rangeEnd: "end" };
  return /\b(?:start|starts|begin|begins|first\s+night|since)\b/.test(lower) ? { rangeEnd: "start" } : {};
}

/** Of a statement giving a run of dates, its end or its start when the question asks for one. */
export function endOfRun(said: string, c: Candidate, q: Question): string | undefined {
  // A deadline is the date a thing must be done by, before any run of dates it is for ("Lifts on 5–6 December
  // … Book your slot by Monday 30 November").
  const by = q.attribute.includes("deadline") ? said.match(UNTIL_DATE) : null;
  if (by) return `${c.record.subject ? `${c.record.subject}: ` : ""}by ${by[1]}`;
  // "Spring 2027 — Starts Monday 11 January 2027, Half term 15–19 February, Ends Thursday 25 March 2027": of a
  // row, the column naming the end (or the start) asked.
  const edge = q.rangeEnd === "end" ? END_COLUMN : q.rangeEnd === "start" ? START_COLUMN : undefined;
  const column =
    edge && c.record.kind === "row" ? c.record.fields.filter((f) => edge.test(f.name.trim())) : [];
  if (column.length === 1 && holds("date", column[0]!.value))
    return `${c.record.subject ? `${c.record.subject}: ` : ""}${column[0]!.name} ${column[0]!.value}`;
  const ofPlace = clauseOfPlace(said, c, q);
  if (ofPlace) return ofPlace;
  const run = q.rangeEnd ? said.match(DATE_RANGE) : null;
  // "20% off a Full service booked before 31 January 2027": the end is the date it runs until; "a new course
  // starts on Tuesday 12 January 2027. The course after that starts on …": the start is the first one said.
  const named = c.record.subject ? `${c.record.subject}: ` : "";
  const until = q.rangeEnd === "end" && !run ? said.match(UNTIL_DATE) : null;
  if (until) return `${named}until ${until[1]}`;
  const starts = q.rangeEnd === "start" && !run ? said.match(START_DATE) : null;
  if (starts) return `${named}from ${starts[1]}`;
  // "When does the spring term finish?" is not answered by "Spring term starts on Monday 11 January", its one date.
  const oneDate = () => (said.match(new RegExp(DAY_OF_MONTH, "g")) ?? []).length === 1;
  if (q.rangeEnd === "end" && !run && START_DATE.test(said) && oneDate()) return undefined;
  if (!run) return said;
  const [, from, to] = run;
  // "12 to 20 December 2026" starts on 12 December 2026.
  const start = /[A-Za-z]/.test(from!) ? from! : `${from} ${to!.replace(/^\d{1,2}\s+/, "")}`;
  return q.rangeEnd === "end" ? `${named}until ${to}` : `${named}from ${start}`;
}

/**
 * "Spring term: Halsey starts on Monday 11 January, Dunmere on Tuesday 19 January" of "… start at dunmere": of
 * clauses each giving a date, the one naming what the question names beyond the record's own heading (the place),
 * when only one does; undefined otherwise.
 */
function clauseOfPlace(said: string, c: Candidate, q: Question): string | undefined {
  const dated = said.split(/[;,]\s+/).filter((cl) => DAY_OF_MONTH.test(cl));
  if (dated.length < 2) return undefined;
  const heading = { words: wordsOf(c.record.subject) };
  const own = q.terms.filter((t) => !isGeneric(t) && !has(heading, t));
  const naming = dated.filter((cl) => own.some((t) => has({ words: wordsOf(cl) }, t)));
  if (naming.length !== 1 || naming[0] === dated[0]) return undefined;
  const named = c.record.subject ? `${c.record.subject}: ` : "";
  return `${named}${naming[0]!.trim()}`;
}

/** Kinds of answer a card's event gives with its date (eventSaid). */
export const DATED_KINDS: ReadonlySet<Question["type"]> = new Set(["when", "date"]);

/**
 * "When does the office reopen?" of a news card ("Christmas break — 10 November 2026; The office closes at 12:30 on
 * 23 December and reopens on Monday 4 January"): the side of the sentence saying the question's own word that the
 * card's title does not, with its date — not the card's own date. Undefined when no one sentence says it.
 */
export function eventSaid(text: string, subject: string, q: Question): string | undefined {
  const titled = { words: wordsOf(subject) };
  const own = q.terms.filter((t) => !isGeneric(t) && !has(titled, t));
  // The card's text may come with its title first, or without it.
  const body = subject && text.startsWith(subject) ? text.slice(subject.length) : text;
  // A date to come is never the post's own ("The Winter Sample Sale — 18 November 2026; Saturday 16 and Sunday 17
  // January …" of "when's the next sample sale"): with every word in the title, the body's date is the event's.
  const posted = /^\s*[—–-]?\s*\d{1,2}\s+\p{L}+\s+\d{4};\s+/u;
  const ofEvent =
    own.every((t) => /^(?:next|upcoming|coming)$/.test(t)) && q.comingFrom !== undefined && posted.test(body);
  const saying = sentencesOf(ofEvent ? body.replace(posted, "") : body).filter(
    (s) => holds("date", s) && (ofEvent || own.some((t) => has({ words: wordsOf(s) }, t))),
  );
  if (saying.length !== 1) return undefined;
  // "Last orders: Saturday 12 December at Castle Street, or Friday 4 December at the Arcade": the side about the one
  // asked, with the lead they share.
  const [, lead = "", rest] = saying[0]!.match(/^([^:]{1,80}:\s+)?(.*)$/s)!;
  const sides = rest!.split(/,?\s+and\s+|;\s+|,\s+or\s+/).filter((s) => holds("date", s));
  // "Weekly classes stop after 19 December and start again on 4 January": what the first side opens with is
  // what both are about, so the sides are told apart by the other words first.
  const opening = { words: wordsOf(sides[0]?.split(/\d/)[0] ?? "") };
  const telling = [...own, ...attributeWordsSaid(q)].filter((t) => !has(opening, t));
  const side = sides.length > 1 ? (mostAbout(sides, telling) ?? mostAbout(sides, own)) : undefined;
  return side ? lead + side : saying[0];
}

/** "… open again on Monday 4 January (the Paint Café on Tuesday 5 January)": a part's own date, in brackets. */
const DATED_ASIDE = /\(((?:the|our)\s+)?([^()]{2,40}?)\s+(?:on|from|until|till)\s+([^()]*\d[^()]*)\)/giu;

/** Of a statement giving a date, the bracketed one of a part the question names and the rest does not. */
export function datedAside(statement: string, q: Question): string | undefined {
  for (const m of statement.matchAll(DATED_ASIDE)) {
    const part = { words: wordsOf(m[2]!) };
    const rest = { words: wordsOf(statement.replace(m[0], " ")) };
    const names = q.terms.filter((t) => has(part, t));
    if (names.some((t) => !has(rest, t))) return m[0].slice(1, -1);
  }
  return undefined;
}
