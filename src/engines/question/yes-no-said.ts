import { EMPTY_VALUE, type PageRecord } from "../page/records";
import { sentences as sentencesOf } from "../research/passages";
import { FUNCTION_WORDS, type PartOfDay, partOfDayIn } from "./attributes";
import { coversDays, namesDays, onDaysAsked } from "./days-covered";
import { has, isGeneric, wordsOf } from "./match";
import { mostAbout } from "./parts-about";
import type { Question } from "./question";
import { clockSpans } from "./ranges-stated";
import { holds } from "./values";

// What a record's sentences say of a yes/no question's terms (yes-no.ts reads them): the sentences about it, a no
// said of one of its terms, the clause asked, a term said only inside a name, and what a table's cell says.

/**
 * The sentences of a text that are about the question's most specific terms: "Quayside has no parking …
 * Eastfield has a free car park" says yes for Eastfield. The whole text when no sentence is more about it. A label
 * (`head`) that says only what the question asks is the subject of the sentence after it: of "Dogs: Welcome …;
 * not on Santa Specials. Assistance dogs travel free on every train", the dog on the Santa train is the first's
 * (not so "Assistance dogs: Welcome … Other dogs can't travel" of my dog).
 */
export function aboutSentences(text: string, q: Question, head = ""): string {
  const all = sentencesOf(text);
  if (all.length < 2) return text;
  const specific = q.terms.filter((t) => !isGeneric(t));
  const asked = { words: wordsOf(q.asked) };
  const headWords = { words: wordsOf(head) };
  const headAsked = headWords.words.size > 0 && [...headWords.words].every((w) => has(asked, w));
  // A term the sentence writes as a name ("Riverside has an outdoor play area") counts half again: of two
  // sentences each saying as much of the question, the one about the place named is about it.
  const named = (s: string) =>
    (s.match(/\p{Lu}[\p{L}'’-]+/gu) ?? []).filter((n) => specific.some((t) => has({ words: wordsOf(n) }, t)))
      .length;
  // The thing asked for ("is there a lift at the Yard Kitchen") counts twice: "… there's no lift" over "4 Dyer's Yard".
  const thing = existsThing(q.asked);
  const hits = all.map((s, i) => {
    const words = { words: wordsOf(s) };
    const says = (t: string) => has(words, t) || (i === 0 && headAsked && has(headWords, t));
    // (So does the day asked: "On Saturdays, yes. We don't fit on Sundays." of "do you fit on a sunday".)
    const day = q.days.length > 0 && namesDays(s) && coversDays(s, q.days) ? 1 : 0;
    return specific.filter(says).length + 0.5 * named(s) + (thing && has(words, thing) ? 1 : 0) + day;
  });
  const most = Math.max(...hits);
  return most > 0 && hits.some((h) => h < most) ? all.filter((_, i) => hits[i] === most).join(" ") : text;
}

/**
 * Whether `text` says no to one of the question's own terms: "not in the main saloon", "no dogs". `all`: general
 * nouns count too, for a record headed by the thing asked ("Dogs: welcome, but not in the café").
 */
export function negatesTerm(text: string, q: Question, all = false): boolean {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  // ("Can come without an adult" agrees with "can he go without an adult": the question says it so itself.)
  const askedWithout = wordsOf((q.asked.match(/\bwithout\s+(?:\S+\s+){0,2}\S+/gi) ?? []).join(" "));
  const specific = q.terms.filter((t) => (all || !isGeneric(t)) && !has({ words: askedWithout }, t));
  return words.some(
    (w, i) =>
      /^(?:not|no|never|without|except|excluding|isn['’]t|aren['’]t|don['’]t|doesn['’]t|can['’]t|cannot|won['’]t)$/.test(
        w,
      ) && words.slice(i + 1, i + 5).some((n) => specific.some((t) => has({ words: wordsOf(n) }, t))),
  );
}

/** Words saying there is what a "-free" quality is free of: "step-free" is contradicted by "14 stairs". */
export const FREE_OF_SAID = (what: string) =>
  new RegExp(`\\b(?:${what}s?${what === "step" ? "|stairs?|staircase" : ""})\\b`, "i");

/**
 * Of a value's clauses ("Step-free on the ground floor; the upstairs bar is up 14 stairs"), the one about what the
 * question names beyond the record's subject ("the upstairs bar"), when one clause is more about it; else the whole.
 */
export function clauseAsked(value: string, q: Question): string {
  const clauses = value.split(/;\s+|,\s+(?:but|while|whereas)\s+/);
  return (clauses.length < 2 ? undefined : mostAbout(clauses, q.terms)) ?? value;
}

/**
 * Whether a sentence says a term only inside a name, in another form than the question's: "Weir Street Park" says
 * nothing of "parking"; "Millbrook Baths" does say "millbrook".
 */
export function onlyInAName(text: string, term: string, asked: string): boolean {
  const words = text.match(/[\p{L}'’-]+/gu) ?? [];
  const form = (w: string) =>
    w
      .toLowerCase()
      .replace(/['’]s$/, "")
      .replace(/s$/, "");
  const askedForms = new Set((asked.match(/[\p{L}'’-]+/gu) ?? []).map(form));
  const hits = words.flatMap((w, i) => (has({ words: wordsOf(w) }, term) ? [i] : []));
  const inName = (i: number) =>
    /^\p{Lu}/u.test(words[i]!) &&
    ((i > 0 && /^\p{Lu}/u.test(words[i - 1]!)) || /^\p{Lu}/u.test(words[i + 1] ?? ""));
  // ("Mercedes-Benz" says "mercedes" as asked.)
  const asAsked = (w: string) => askedForms.has(form(w)) || w.split("-").some((p) => askedForms.has(form(p)));
  return hits.length > 0 && hits.every((i) => inName(i) && !asAsked(words[i]!));
}

/** "Is there a café at …", "do you have free parking?": the head noun of the thing asked whether there is. */
export function existsThing(asked: string): string | undefined {
  const phrase = asked.match(
    /^(?:is\s+there|are\s+there|do\s+(?:you|they)\s+have|have\s+you\s+got)\s+(?:an?\s+|any\s+|some\s+)?((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?=\s+(?:at|in|on|for|near|by|with|inside|outside)\b|\s*[?.!]?\s*$)/iu,
  )?.[1];
  // "Gluten-free options", "anything vegan": a general word names no thing a record must say.
  const head = phrase?.split(/\s+/).at(-1)?.toLowerCase();
  return head && !FUNCTION_WORDS.has(head) && !FUNCTION_WORDS.has(head.replace(/s$/, "")) ? head : undefined;
}

/**
 * "Do I need to bring my own rope?" of "… only for climbers …, with their own rope": theirs is asked of, a yes; "we
 * lend hats for free, so you don't need your own" of a riding hat, a no; "we don't hire out ropes", a yes. Undefined
 * when no sentence says it.
 */
export function ownThingSaid(said: string, q: Question): "yes" | "no" | undefined {
  const thing = q.asked.match(
    /\bown\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?=\s+(?:to|for|at|in|on|when|if|with)\b|[?.!]*$)/iu,
  )?.[1];
  const owning = thing
    ? sentencesOf(said).find(
        (s) =>
          /\b(?:your|their|his|her)\s+own\b/i.test(s) &&
          thing.split(/\s+/).some((w) => has({ words: wordsOf(s) }, w)),
      )
    : undefined;
  // "We don't hire out ropes for lead climbing" of "do I need my own rope": theirs is what there is, a yes.
  const lent = thing
    ? sentencesOf(said).find(
        (s) =>
          /\b(?:don'?t|do\s+not|no\s+longer|can'?t|cannot)\s+(?:hire|lend|rent|provide|supply)\b/i.test(s) &&
          thing.split(/\s+/).some((w) => has({ words: wordsOf(s) }, w)),
      )
    : undefined;
  if (!owning) return lent ? "yes" : undefined;
  return /\b(?:don'?t|do\s+not|no\s+need|needn'?t|not\s+(?:required|needed))\b/i.test(owning) ? "no" : "yes";
}

/**
 * "Do you have …", "is there …", "do you do gait analysis?", "does tidewater sell landing nets": whether something
 * is there to be had.
 */
export const EXISTS =
  /^(?:do\s+(?:you|they)\s+(?:have|do|offer|provide|run|sell|stock|make)|does\s+(?:[\p{L}'’&-]+\s+){1,4}?(?:sell|stock)|is\s+there|are\s+there|have\s+you\s+got|can\s+i\s+get)\b/iu;

/** "Can I park …", "may we bring …": whether something is allowed or possible. */
export const CAN = /^(?:can|may)\s+(?:i|we|you)\b/i;

/** A question of getting a place: "can I still get on the sock class", "can we book", "any places". */
const PLACE_ASKED = /\b(?:still|get\s+(?:on|in|into|a\s+place)|book|join|places?|spaces?)\b/i;
/** A field saying there is no place left: "Full: ask at the counter …", "Sold out". */
const FULL = /^(?:full|sold\s+out|fully\s+booked)(?:$|[:.,;—–-])/i;

/** A clause saying a thing has no place left: "Saturday's Baby Ballet at Chapel Studio is full". */
const FULL_SAID = /\b(?:is|are)\s+(?:now\s+|already\s+)?(?:full|fully\s+booked|sold\s+out)\b/i;

/**
 * "Can I still get on the sock class?" of its card "… Full: ask at the counter for the waiting list": a no; so is
 * "Saturday's Baby Ballet at Chapel Studio is full; Monday's and Wednesday's have spaces" of the Saturday class.
 */
export const saysFull = (r: PageRecord, q: Question) =>
  PLACE_ASKED.test(q.asked) &&
  (r.fields.some((f) => FULL.test(f.name.trim()) || FULL.test(f.value.trim())) ||
    fullClause(aboutSentences(r.kind === "text" ? r.text : r.fields.map((f) => f.value).join(" "), q), q));

/**
 * A clause saying full, about what is asked, and of the days asked when it names days: "Saturday's … is full" says
 * nothing of Monday's, nor of the class on every day.
 */
const fullClause = (text: string, q: Question) =>
  text
    .split(/;\s+|,\s+(?:but|while|whereas)\s+|\.\s+/)
    .some(
      (c) =>
        FULL_SAID.test(c) &&
        ownSays(c, q.terms) &&
        (!namesDays(c) || (q.days.length > 0 && coversDays(c, q.days))),
    );

/** "What doesn't count: Sewing machine servicing and gift cards": a label saying no, of the thing its value names. */
export const labelDenies = (r: PageRecord, q: Question) =>
  r.kind === "pair" &&
  /\b(?:doesn'?t|does\s+not|don'?t|isn'?t|aren'?t|not|excluded|exclusions?|exceptions?)\b/i.test(r.subject) &&
  q.terms.some((t) => !isGeneric(t) && has({ words: wordsOf(r.fields[0]?.value ?? "") }, t));

/** A thing said to come from the business itself: "bought from us", "we provide". */
const FROM_US = /\b(?:(?:bought|supplied|provided)\s+(?:from|by)\s+us|we\s+(?:supply|provide))\b/i;

/**
 * "Can I bring my own clay to open studio?" of "Members use clay bought from us": the thing asked to bring is one
 * they sell or give, a no. Undefined when no sentence about the thing says where it comes from.
 */
export function ownThingFromUs(said: string, q: Question): "no" | undefined {
  const thing = /^(?:can|may)\s/i.test(q.asked)
    ? q.asked.match(/\b(?:my|our)\s+own\s+([\p{L}-]+)/iu)?.[1]
    : undefined;
  if (!thing) return undefined;
  // (Of sentences naming it, the one about what else is asked: "To the Kiln Yard, yes: any clay. On courses and at
  // open studio, no: please use clay bought from us.")
  const naming = sentencesOf(said).filter((s) => has({ words: wordsOf(s) }, thing));
  const about = mostAbout(naming, q.terms) ?? (naming.length === 1 ? naming[0] : undefined);
  const fromUs = about !== undefined && FROM_US.test(about) && !/\b(?:your|their)\s+own\b/i.test(about);
  return fromUs ? "no" : undefined;
}

/** What a table's cell says to a yes/no question of its column: a tick or hours, a cross, "Closed" or "No". */
export function cellSays(v: string, q: Question): "yes" | "no" {
  if (EMPTY_VALUE.test(v) || /^(?:closed|not\s+included|unavailable)$/i.test(v)) return "no";
  // "Is Brookside open on a Friday?" of "Brookside Tuesday, Thursday, Saturday": the days the cell names (not
  // "No Saturday services", which names the day to say no).
  if (q.days.length > 0 && namesDays(v) && !/^(?:no|not|never)\b/i.test(v))
    return coversDays(v, q.days) ? "yes" : "no";
  const atTime = hoursTakeIn(v, q);
  if (atTime) return atTime;
  // "Step-free access: No. The entrance has three steps"; "Places: Full: join the waiting list".
  if (/^(?:no|not|none|never|n\/a)\b/i.test(v)) return "no";
  if (
    /^(?:full|sold\s+out|out\s+of\s+stock|fully\s+booked)\b(?!\s+(?:day|board|price|groom|size|time|refund))/i.test(
      v,
    )
  )
    return "no";
  // "Museums not included", "Parking not available".
  if (/\bnot\s+(?:included|available|offered|allowed|permitted)\b/i.test(v)) return "no";
  // "We don't deliver tanks" of "do you deliver tanks 25 miles away": the doing asked, denied.
  const denied = v.match(
    /\b(?:don'?t|do\s+not|can'?t|cannot|won'?t|doesn'?t|does\s+not)\s+([\p{L}-]+)/iu,
  )?.[1];
  if (denied && has({ words: wordsOf(q.asked) }, [...wordsOf(denied)][0] ?? denied)) return "no";
  // "Sauna, steam room and an ice fountain (no pool)" of "does the vale spa have a pool": the thing asked, said
  // to be missing.
  const lacked = [...v.matchAll(/\b(?:no|without)\s+(?:an?\s+)?([\p{L}-]+)/giu)].map((m) => m[1]!);
  if (lacked.some((w) => q.terms.some((t) => !isGeneric(t) && has({ words: wordsOf(w) }, t)))) return "no";
  return /\bclosed\b/i.test(v) && /\bopen\b/i.test(q.asked) ? "no" : "yes";
}

/** Whether a clause says one of the terms. */
export const ownSays = (clause: string, terms: string[]) =>
  terms.some((t) => has({ words: wordsOf(clause) }, t));

/**
 * "Are there floodlights on the hard courts?" of "courts 1 to 4 are artificial clay with floodlights, and courts 5
 * and 6 are hard courts without lights": the clause about what else the question names has the thing without it
 * ("lights" of floodlights too).
 */
export function withoutIt(said: string, thing: string, q: Question): boolean {
  const clauses = said.split(/;\s+|,\s+(?:and|but|while|whereas)\s+/);
  const others = q.terms.filter((t) => !has({ words: wordsOf(t) }, thing));
  const clause = clauses.length > 1 ? mostAbout(clauses, others) : undefined;
  const lacked = clause?.match(/\bwithout\s+(?:an?\s+|any\s+)?([\p{L}-]+)/iu)?.[1]?.toLowerCase();
  if (!lacked) return false;
  return has({ words: wordsOf(lacked) }, thing) || thing.toLowerCase().endsWith(lacked);
}

/**
 * Whether hours said are open: "Quay Street is open 08:00–13:00; Elm Park is closed …" of the place asked (its
 * clause); of "open at 3pm this Saturday", whether the hours take the time in. Undefined when no hours are said.
 */
export function openSaid(said: string, q: Question): "yes" | "no" | undefined {
  // The clause of the holiday asked ("both yards shut … on 1 January; Copley Moor opens on Monday 28 December").
  const holidays = q.terms.filter((t) => t.includes("|"));
  const onIt =
    holidays.length > 0
      ? said.split(/;\s+/).filter((c) => holidays.every((t) => has({ words: wordsOf(c) }, t)))
      : [];
  const clause = onIt.length === 1 ? onIt[0]! : clauseAsked(aboutSentences(said, q), q);
  if (/\b(?:closed|shut)\b/i.test(clause)) return "no";
  return hoursTakeIn(clause, q) ?? (holds("time", clause) ? "yes" : undefined);
}

/**
 * "Open at 3pm this Saturday?" of "08:00–14:00": whether the hours a text gives take in the time asked; undefined
 * when the question gives no time or the text no hours.
 */
function hoursTakeIn(text: string, q: Question): "yes" | "no" | undefined {
  const at = q.amounts?.find((a) => a.unit === "clock");
  // "Is the kitchen open on a Monday evening?" of "Kitchen 10:00–15:00": hours that reach into the part of the day.
  const part = at ? undefined : partOfDayIn(q.asked.toLowerCase());
  if (!at && !part) return undefined;
  // ("Monday to Friday 08:00–17:30 and Saturday 09:00–13:00": the hours of the day asked.)
  const ofDay = text
    .split(/(?<=\d)(?:;\s+|,\s+|\s+and\s+)/)
    .filter((p) => onDaysAsked(p, q.days))
    .join("; ");
  const spans = clockSpans(ofDay);
  if (spans.length === 0) return undefined;
  if (part) return spans.some(([from, to]) => reachesInto(part, from, to)) ? "yes" : "no";
  return spans.some(([from, to]) => at!.n >= from && at!.n <= to) ? "yes" : "no";
}

/** Whether hours from one time to another (minutes after midnight) take in some of a part of the day. */
function reachesInto(part: PartOfDay, from: number, to: number): boolean {
  const end = to < from ? to + 24 * 60 : to;
  if (part === "morning") return from < 12 * 60;
  if (part === "afternoon") return from < 17 * 60 && end > 13 * 60;
  return end > 18 * 60;
}

/**
 * "Can I bring my own birthday cake?" of "Bring your own cake: we'll keep it in the fridge, and there's no cake
 * fee": a label that is the very thing asked to do, said as an offer, is a yes — unless its value opens with a no.
 */
export function labelOffers(r: PageRecord, q: Question): boolean {
  const doing = q.asked.match(/^(?:can|may)\s+(?:i|we)\s+(.+?)[?.!]*$/i)?.[1];
  if (!doing || r.kind !== "pair" || !r.subject) return false;
  const asked = wordsOf(doing);
  const label = wordsOf(r.subject);
  // The label is the request itself, its verb as said ("Bring your own cake", not "Returning a bike" of "return a
  // bike I've already ridden"), with at most one more word of the question ("birthday").
  const beyond = [...asked].filter((w) => !label.has(w) && !FUNCTION_WORDS.has(w));
  return (
    r.subject.split(/\s+/)[0]!.toLowerCase() === doing.split(/\s+/)[0]!.toLowerCase() &&
    [...label].every((w) => asked.has(w) || /^(?:your|you)$/.test(w)) &&
    beyond.length <= 1 &&
    !/^\s*(?:no|not|sorry)\b/i.test(r.fields[0]?.value ?? "")
  );
}
