import type { RecordField } from "../page/records";
import type { Outcome } from "./answer";
import { columnsNamed } from "./columns-named";
import { countsTarget } from "./counted";
import { coversDays } from "./days-covered";
import { type Candidate, has, isGeneric, wordsOf } from "./match";
import type { Question } from "./question";
import { foundFrom, namedFields } from "./record-fields";
import { roomFields, SEATS_ASKED } from "./room-asked";
import { withoutSiteSaid } from "./site-name";
import { IRREGULAR } from "./synonyms";
import { MIN_COVERAGE, typedAnswer } from "./typed";
import { SMALL_NUMBERS } from "./values";

// A count a record states itself (answer.ts asks when no table's rows are counted): "How many times can it be
// renewed?", "how many people work at Pressleys in total".

/** The numbers one to twelve as words, as a pattern's alternatives. */
const COUNT_WORDS = SMALL_NUMBERS.slice(1).join("|");
/** A label that asks for a count ("How many", "Number"), and a value that begins with one ("Five: three at …"). */
const COUNT_LABEL = /^(?:how\s+many|number|total|count)\b/i;
const COUNT_VALUE = new RegExp(
  String.raw`^\s*(?:about|around|over|more\s+than|nearly|some|up\s+to)?\s*(?:\d|(?:${COUNT_WORDS})\b)`,
  "i",
);
/**
 * A number said as a limit with nothing after it ("up to 10)", "a maximum of 6."): a size, not "up to 6 liveaboard
 * boats", which counts them; and a question asking a limit ("how many can …").
 */
const LIMIT =
  /\b(?:up\s+to|at\s+most|a\s+maximum\s+of|max(?:imum)?\.?|no\s+more\s+than)\s+\d[\d,]*(?!\s*[\p{L}\d])/giu;
const LIMIT_ASKED = new RegExp(
  `${SEATS_ASKED.source}|\\bhow\\s+many\\b.*\\b(?:can|could|may|allowed|max(?:imum)?|most|at\\s+once|per)\\b`,
  "i",
);
/** A value that is a measure, not a count: "20 cubic metres", "about 3 hours". */
const MEASURED =
  /^\s*(?:about|around|up\s+to)?\s*[\d.,]+\s*(?:cubic|square|sq|metres?|meters?|m|cm|km|miles?|kg|litres?|ft|feet|inch(?:es)?|hours?|minutes?|mins?|days?|weeks?|months?|years?|%)(?![\p{L}])/iu;
/**
 * A number and the words after it ("Two rehearsal rooms", "1,150 m", "51.36 seconds"), unless they begin with a
 * rate's or a limit's ("12 a year", "6 or more").
 */
const NUMBER_OF = new RegExp(
  String.raw`^\s*(?:about|around|over|nearly|up\s+to)?\s*(?:\d(?:[\d,.]*\d)?|${COUNT_WORDS})\s+(?!(?:a|an|per|each|every|of|or|and|to|at|for|in|max|maximum|more|plus)\b)([\p{L}'-]+(?:\s+[\p{L}'-]+){0,2})`,
  "iu",
);

/**
 * Whether a value counts a thing other than the one asked: "Two rehearsal rooms" of a count of days. (People go by
 * many names, "20 passengers" of "how many people": a count of them is not judged by its noun.)
 */
function countsOther(value: string, target: string | undefined): boolean {
  const named = target && target !== "person" ? value.match(NUMBER_OF)?.[1] : undefined;
  return named !== undefined && !has({ words: wordsOf(named) }, target!);
}

/** Words of the people working somewhere: their work, the staff or team, "of us", "we're". */
const WORKING = /\b(?:employ\w*|staff|work\w*|team|of\s+us|we['’]?re|we\s+are)\b/i;

/** A sentence counting the people who work somewhere: a headcount, never the room a thing has. */
const HEADCOUNT = /\b(?:employs?|employing|staff|work(?:s|ing)?\s+(?:at|here|for|in))\b/i;

/**
 * The count a record states (answer.ts asks when no table's rows are counted): of "how many do you need for a group
 * discount", the label "Groups of 12 or more" is the count, not its "15% off".
 */
export function statedCountAnswer(cands: Candidate[], scores: number[], q: Question): Outcome | undefined {
  const all = siteHeadcount(cands, q);
  if (all) return all;
  const placed = placedCount(cands, scores, q);
  if (placed) return placed;
  // (The site's name the question says names no column: "Miles from Wealdmoor" counts no stations of the Wealdmoor
  // & Cressby Railway.)
  const own = withoutSiteSaid(q, cands[0]?.site ?? "");
  // Of the people working at the site, a record saying so ("16 of us work across the two salons", "we're 14
  // people"): not "an hour for 5 or more people" of a fitting.
  const ofSite = headcountOfSite(cands, q);
  const staffed = (c: Candidate) => !ofSite || WORKING.test(`${c.record.section} ${c.record.text}`);
  const out = typedAnswer(
    cands,
    cands.map((c, i) => (statesCount(c, own) && staffed(c) ? scores[i]! : 0)),
    q,
  );
  const label = out && "found" in out ? out.found.text.split(/:\s/)[0]! : "";
  if (out && "found" in out && NEEDED_ASKED.test(q.asked) && AT_LEAST_LABEL.test(label))
    return { found: { ...out.found, text: label } };
  return out && "found" in out ? { found: { ...out.found, text: countOfTarget(out.found.text, q) } } : out;
}

/**
 * "How many artists are in the Christmas show" of "Small Works: the Christmas show — …; Over 200 small works by 48
 * artists, …": of a clause counting two things, the number said of the thing counted ("Small Works: the Christmas
 * show: 48 artists").
 */
function countOfTarget(text: string, q: Question): string {
  // (Not a part of them: "if you come to 8 of the 10 lessons".)
  const several = (text.match(/\d[\d,]*/g) ?? []).length > 1;
  if (!q.target || /[|\W]/.test(q.target) || !several || /\d\s+of\s+(?:the\s+|our\s+)?\d/.test(text))
    return text;
  // ("People" are persons counted: the plural a page says.)
  const plural = [...IRREGULAR].find(([, one]) => one === q.target)?.[0];
  const target = plural ? `(?:${q.target}s?|${plural})` : `${q.target}s?`;
  const mentions = [
    ...text.matchAll(new RegExp(`\\b\\d[\\d,]*\\s+(?:[\\p{L}-]+\\s+){0,2}?${target}\\b`, "giu")),
  ];
  // ("7 solicitors, 2 trainee solicitors": the solicitors are the ones said so, without a word between.)
  const direct = mentions.filter((m) => new RegExp(`^\\d[\\d,]*\\s+${target}$`, "iu").test(m[0]));
  // "How many vans … altogether" of "Wendham …, 5 vans …, Portsby 3 vans …": the counts added up.
  if (q.total && direct.length > 1) {
    const sum = direct.reduce((n, m) => n + Number(m[0].match(/\d[\d,]*/)![0].replace(/,/g, "")), 0);
    const noun = direct[0]![0].replace(/^\d[\d,]*\s+/, "");
    return `${sum} ${noun} (${direct.map((m) => m[0]).join(" + ")}): ${text}`;
  }
  const said = mentions.length > 1 && direct.length === 1 ? direct : mentions;
  if (said.length !== 1) return text;
  // Only where another number comes first in the same clause ("Over 200 small works by 48 artists"): a count read
  // whole otherwise ("now has 12 moorings (it had 8)", "Maxi, 14 yard: Holds about 130 bin bags").
  const clause =
    text
      .slice(0, said[0]!.index)
      .split(/[;:,.()—–]/)
      .at(-1) ?? "";
  // ("We're 14 people in two offices: 7 solicitors, 2 paralegals …": the count, not the breakdown after it.)
  const end = said[0]!.index! + said[0]![0].length;
  const breakdown = text.slice(end).search(/:\s+(?:\D{0,20})\d/);
  // ("We're 14 people in two offices: 7 solicitors": a count of other things before it is not the one asked; a
  // size in a name is no count, "Maxi, 14 yard: Holds about 130 bin bags".)
  const before = text.slice(0, said[0]!.index);
  const otherCounted = new RegExp(`\\d[\\d,]*\\s+(?!${target}\\b)(?:people|\\p{L}{2,}s)\\b`, "iu").test(
    before,
  );
  if (!/\d/.test(clause) && !otherCounted) return breakdown >= 0 ? text.slice(0, end + breakdown) : text;
  const head = text.match(/^(.{1,80}?)\s+(?:—|–)\s/)?.[1];
  return head ? `${head}: ${said[0]![0]}` : said[0]![0];
}

/**
 * Whether a record states the count a question asks: "How many times can it be renewed?" is a number a record
 * states in a column or sentence that names what is counted ("how many roles in Paris" is a count of rows).
 */
export function statesCount(c: Candidate, q: Question): boolean {
  // A column or field named for the thing must hold a number, not a price ("Each extra dog sharing the kennel
  // £18.00" counts no kennels).
  const counting = (f: RecordField) => COUNT_VALUE.test(f.value);
  // (Nor a count of something else named after its number: "Hepford — Two rehearsal rooms and the recording
  // studio" counts no days.)
  const countingIt = (f: RecordField) => counting(f) && !countsOther(f.value, q.target);
  return (
    ([...columnsNamed(c.record, q), ...namedFields(c.record, q)].some(countingIt) &&
      (c.record.kind !== "row" || namesOwnThing(c, q))) ||
    // "Goats — Breed …, How many 9": the row of the thing counted, with a column asking the count (or its card,
    // "Meerkats — Where: …; How many: 11").
    ((c.record.kind === "row" || c.record.kind === "card") &&
      has({ words: wordsOf(c.record.subject) }, q.target ?? "") &&
      c.record.fields.some((f) => COUNT_LABEL.test(f.name) && counting(f))) ||
    // "Patron — …, What you get … with 12 free tickets a year": a row's cell that is a sentence counting the
    // thing.
    (c.record.kind === "row" &&
      q.target !== undefined &&
      c.record.fields.some(
        (f) => f.value.split(/\s+/).length > 3 && countsTarget(f.value.replace(LIMIT, " "), q.target!),
      )) ||
    // "Maxi skip — Holds about: 120 bin bags": a row's cell that is a number of the thing, the row's own.
    (c.record.kind === "row" &&
      q.target !== undefined &&
      namesOwnThing(c, q) &&
      c.record.fields.some((f) => COUNT_VALUE.test(f.value) && countsTarget(f.value, q.target!))) ||
    // "Seats: 14 at one table" for "how many people can it seat".
    // The value must be the count itself ("about 2,100"), not a thing described ("A flint hand axe, about
    // 300,000 years old" under "The oldest object").
    // "Courtesy cars › How many: Five: three at …": a label asking the count, under a heading of the thing.
    (c.record.kind === "pair" &&
      c.record.fields.some(
        (f) =>
          f.name &&
          (q.terms.some((t) => has({ words: wordsOf(f.name) }, t)) ||
            (COUNT_LABEL.test(f.name) && has({ words: wordsOf(c.record.section) }, q.target ?? ""))) &&
          COUNT_VALUE.test(f.value) &&
          // "Luton van: 20 cubic metres" measures one; it counts none.
          !MEASURED.test(f.value),
      )) ||
    // "How many bikes can go on one train" of "Bikes: £3 each, in the guard's van, 6 on a train": the record of
    // the thing counted, saying how many go on each of what the question says one of.
    perOneSaid(c, q) ||
    // "How many do you need for a group discount" of "Groups of 12 or more: 15% off": the size its label starts at.
    (c.record.kind === "pair" && NEEDED_ASKED.test(q.asked) && AT_LEAST_LABEL.test(c.record.subject)) ||
    // "How many people can go to the supper": its Places (Seats, Capacity) field — of the row's own thing, not of
    // a place a cell names ("Bootcamp, Where Car park, Spaces 24" has no car park's spaces).
    (SEATS_ASKED.test(q.asked) &&
      roomFields(c.record).some((f) => /^\s*(?:up\s+to\s+)?\d+\b/i.test(f.value)) &&
      (c.record.kind !== "row" || namesOwnThing(c, q))) ||
    // A card's or a pair's sentence counts too ("Tent pitches — Top Field; 60 grass pitches, each 10 by 10
    // metres", "How many: Up to 2 dogs per pitch").
    (c.record.kind !== "row" &&
      c.record.kind !== "heading" &&
      q.target !== undefined &&
      // "Group size: up to 8 (kids' classes up to 10)" is a limit: the count only of how many can come.
      countsTarget(LIMIT_ASKED.test(q.asked) ? c.record.text : c.record.text.replace(LIMIT, " "), q.target) &&
      // "How many people can go to the supper?" is not answered by "Old Weir employs 27 people".
      !(SEATS_ASKED.test(q.asked) && HEADCOUNT.test(c.record.text)) &&
      // "three clinics" does not say how many are open on Saturdays.
      coversDays(c.record.text, q.days))
  );
}

/**
 * Whether a row's own thing is what the question names, when it names one beside what it counts: its header, or a
 * row keyed by a time or date its first cell naming a thing ("09:30 — Class Kettlebells"), or its table's heading.
 */
function namesOwnThing(c: Candidate, q: Question): boolean {
  const r = c.record;
  const name = /\d/.test(r.subject)
    ? r.fields.find((f) => !/\d/.test(f.value) && /\p{L}{3}/u.test(f.value))
    : undefined;
  const own = { words: wordsOf(`${r.subject} ${name?.value ?? ""} ${r.section} ${r.of ?? ""}`) };
  const things = q.terms.filter((t) => !isGeneric(t) && t !== q.target);
  return things.length === 0 || things.some((t) => has(own, t));
}

/** A count asked as the least that will do: "how many do you need for …", "how many people for a group rate". */
const NEEDED_ASKED = /\bhow\s+many\b.*\b(?:need|needed|have\s+to\s+be|minimum|at\s+least|qualify)\b/i;
/** A label giving the least a thing takes: "Groups of 12 or more", "15+ people", "At least 10". */
const AT_LEAST_LABEL = /\bof\s+\d+\s+or\s+more\b|\b\d+\s*\+|\bat\s+least\s+\d+\b|\b\d+\s+or\s+more\b/i;

/** "On one train", "per session", "in each car", "on each Inchmore sailing": what a count is asked of each of. */
const PER_ONE =
  /\b(?:on|in|per)\s+(?:one|a|an|each|every)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)|\bper\s+([\p{L}-]+)/iu;

/** Whether a record headed by the thing counted says how many go on each of what the question asks one of. */
function perOneSaid(c: Candidate, q: Question): boolean {
  const unit = q.asked.match(PER_ONE)?.slice(1).find(Boolean);
  if (!unit || !q.target || c.record.kind === "row" || !has({ words: wordsOf(c.record.subject) }, q.target))
    return false;
  const stem = wordsOf(unit);
  // ("6 on a train", "8 spaces on each sailing".)
  return [
    ...c.record.text.matchAll(
      /\b\d+\s+(?:[\p{L}-]+\s+)?(?:on|in|per)\s+(?:a|an|one|each|every)?\s*([\p{L}-]+)/giu,
    ),
  ].some((m) => [...wordsOf(m[1]!)].some((w) => stem.has(w)));
}

/** "14 in the arena", "6 at Lodge Field": a number and the place it is of. */
const AT_PLACE = /^(?:about\s+|around\s+)?(\d[\d,]*)\s+(?:in|at|on|by)\s+(?:the\s+)?(.+)$/i;

/**
 * "How many accessible toilets are there in the arena" of "Accessible toilets — Where: 14 in the arena and 6 in
 * Lodge Field": of a record headed by the thing counted, the one clause giving a number at a place the question
 * names (and its subject does not).
 */
function placedCount(cands: Candidate[], scores: number[], q: Question): Outcome | undefined {
  if (!q.target) return undefined;
  const counts = cands.flatMap((c, i) => {
    const subject = { words: wordsOf(c.record.subject) };
    if (scores[i]! < MIN_COVERAGE || !has(subject, q.target!)) return [];
    const places = q.terms.filter((t) => !isGeneric(t) && !has(subject, t));
    const values = c.record.kind === "text" ? [] : c.record.fields.map((f) => f.value);
    return (
      values
        .flatMap((v) => v.split(/[,;]\s*|\s+and\s+/))
        // ("Yes: 6 on Willow Lake, … and 2 on Reed Lake": a FAQ's answer after its yes.)
        .map((clause) =>
          clause
            .trim()
            .replace(/^(?:yes|no)\b[:,.]?\s*/i, "")
            .match(AT_PLACE),
        )
        .filter((m) => m !== null && places.some((t) => has({ words: wordsOf(m[2]!) }, t)))
        .map((m) => ({ c, said: m![0]! }))
    );
  });
  if (counts.length !== 1) return undefined;
  const [{ c, said }] = counts as [{ c: Candidate; said: string }];
  return foundFrom(c, `${c.record.subject}: ${said}`);
}

/** A count of everyone there: "12 of us across the two branches", "we employ 27 people", "a team of 15". */
const EVERYONE = new RegExp(
  String.raw`\b(?:(\d{1,4}|${COUNT_WORDS})\s+(?:of\s+us|people|staff|employees)|(?:team|staff)\s+of\s+(\d{1,4}|${COUNT_WORDS}))\b(?!\s+(?:are|is|were)\b)`,
  "i",
);

/**
 * "How many people work at Hartsey Funeral Directors", of "Today there are 12 of us across the two branches, and 4
 * of us are funeral directors": where every word the question counts by is the site's own name, the one clause
 * counting everyone, not the one saying what some of them are.
 */
function siteHeadcount(cands: Candidate[], q: Question): Outcome | undefined {
  if (!headcountOfSite(cands, q)) return undefined;
  const said = cands.flatMap((c) =>
    c.record.text.split(/(?<=[.!?])\s+|;\s+|,\s+(?:and\s+|but\s+)?/).flatMap((clause) => {
      // (Of the people working there: not "half an hour for one or two people" of a fitting.)
      const m = WORKING.test(`${c.record.section} ${clause}`) ? EVERYONE.exec(clause) : null;
      return m ? [{ c, clause: clause.trim(), n: (m[1] ?? m[2])!.toLowerCase() }] : [];
    }),
  );
  if (new Set(said.map((x) => x.n)).size !== 1) return undefined;
  return foundFrom(said[0]!.c, said[0]!.clause);
}

/** Whether the question asks how many work for the site itself: "how many people work at motley & masque". */
function headcountOfSite(cands: Candidate[], q: Question): boolean {
  const site = cands[0]?.site;
  if (!site || !HEADCOUNT.test(q.asked) || q.terms.length === 0) return false;
  const name = { words: wordsOf(site) };
  return q.terms.every((t) => isGeneric(t) || has(name, t));
}
