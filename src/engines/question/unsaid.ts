import { escapeRegExp } from "../../text";
import { tokenize } from "../research/bm25";
import { FUNCTION_WORDS } from "./attributes";
import { type Candidate, has, isGeneric, ownTerms, wordsOf } from "./match";
import type { Question } from "./question";

// What a question needs said that the records read may not say (answer.ts asks): the role asked for, a word of its
// subject in the record itself, the add-on it did not ask about, the kind of thing counted. Unsaid, the question is
// not answered.

/** A charge on top of another: "Winter heating charge: £3 an hour on top", "Sunday supplement £5". */
export const ADD_ON = /\bon\s+top\b|\bsurcharges?\b|\bsupplements?\b/i;
const ADD_ON_ASKED = /\b(?:extra|additional|on\s+top|surcharges?|supplements?|as\s+well)\b/i;

/** An add-on given for what a thing costs, the question naming neither it nor what it is for ("to hire the hall"). */
export function addOnNotAsked(found: string, q: Question): boolean {
  if (q.type !== "price" || !ADD_ON.test(found) || ADD_ON_ASKED.test(q.asked)) return false;
  // What it is said of, up to its amount: "OS5, OS6: Travel surcharge £10" is travel's.
  const label = { words: wordsOf(found.split(/[£$€]\s?\d/)[0]!) };
  return !q.terms.some((t) => has(label, t));
}

/** A sum saved or a rise, not a price: "save up to £8", "£5 off", "£2 less online", "goes up by £2". */
const SAVED =
  /\bsave\s+(?:up\s+to\s+|over\s+|about\s+)?[£$€]\s?\d[\d,.]*|[£$€]\s?\d[\d,.]*\s+(?:off(?![\s-]?peak)|less|cheaper)\b|\b(?:go(?:es)?|went|going|gone|rises?|rising|increases?)\s+(?:up\s+)?by\s+[£$€]\s?\d[\d,.]*|\b(?:rise|increase)\s+of\s+[£$€]\s?\d[\d,.]*/gi;
const PRICE = /[£$€]\s?\d[\d,.]*/g;
const SAVING_ASKED =
  /\b(?:save|saving|savings|off(?![\s-]?peak)|discount|cheaper|less|more|rise|increase|up\s+by)\b/i;

/**
 * "Buy online … and save up to £8 on a family ticket" gives what is saved, not what the ticket costs (nor does "an
 * hour's hire goes up by £2" give the hour's price): a statement whose every price is a saving or a rise does not
 * answer a price asked, unless that is what is asked.
 */
export function savingNotAsked(found: string, q: Question): boolean {
  if (q.type !== "price" || SAVING_ASKED.test(q.asked)) return false;
  const saved = found.match(SAVED)?.length ?? 0;
  return saved > 0 && saved === (found.match(PRICE)?.length ?? 0);
}

/** A time of day as a clock gives it: "17:00", "9.30am", "6pm", "noon", "midnight" (not "Closed"). */
export const CLOCK_TIME =
  /\b\d{1,2}[:.]\d\d(?:\s*[ap]\.?m\b\.?)?|\b\d{1,2}\s*[ap]\.?m\b\.?|\b(?:noon|midday|midnight)\b/i;
const CLOCK = new RegExp(CLOCK_TIME.source, "gi");
/** Words before a time that make it a start: "from 17:00", "opens at 9", "doors 19:30". */
const STARTS_AT = /\b(?:from|opens?|opening|starts?|starting|doors(?:\s+open)?)\s+(?:at\s+)?$/i;
/** Anything that says an end: a closing word, a range of times ("10:00 to 23:00", "9–5"). */
const ENDS =
  /\b(?:clos(?:e|es|ed|ing)|shuts?|until|till|til|last\s+(?:orders|entry|admission))\b|\d\s*(?:[–—-]|to)\s*\d/i;

/**
 * "What time does the Hepford studio close on a Friday" of "Drinks: Hepford Café bar, Thursday to Saturday from
 * 17:00": a statement whose every time is a start, saying nothing of an end, tells when something opens, not when
 * it closes.
 */
export function startForClose(found: string, q: Question): boolean {
  if (q.type !== "time" || !q.attribute.includes("closing") || ENDS.test(found)) return false;
  const times = [...found.matchAll(CLOCK)];
  return times.length > 0 && times.every((m) => STARTS_AT.test(found.slice(0, m.index)));
}

/**
 * "How much is parking once the free 2 hours are up": the free part is what the question is past, so a statement
 * whose only price is that it is free ("the first 2 hours are free") does not answer it.
 */
export function freeBeyondAsked(found: string, q: Question): boolean {
  return (
    q.type === "price" &&
    /\b(?:after|once|when|beyond|past)\b[^?.]*\bfree\b|\bfree\b[^?.]*\b(?:up|over|used|gone)\b/i.test(
      q.asked,
    ) &&
    /\bfree\b/i.test(found) &&
    !/[£$€]\s?\d|\d+p\b/.test(found)
  );
}

/** Whether a record says a word of the question's subject itself, when the question has one. */
export const saysOwn = (c: Candidate, q: Question) => {
  const specific = q.terms.filter((t) => !isGeneric(t));
  return specific.length === 0 || ownTerms(c, specific) > 0;
};

/** Words for anyone in a role as said: "the contact lens person". */
const ANYONE = /^(?:person|people|guy|lady|man|woman|bloke|chap)$/;

/** A role a "who is the …" question names, a word of which no record says ("safeguarding lead", "deputy head"). */
export function roleUnsaid(cands: Candidate[], q: Question): boolean {
  const role = q.asked.match(
    /^who(?:'s|\s+is|\s+are)\s+(?:the|your|their)\s+(.+?)(?:\s+(?:at|of|for|in|on)\b|\??$)/i,
  )?.[1];
  // "The contact lens person": a role said with a word for anyone.
  const words = tokenize(role ?? "").filter(
    (w) => !isGeneric(w) && !ANYONE.test(w) && !q.attribute.some((a) => has({ words: new Set([w]) }, a)),
  );
  return words.some((w) => !cands.some((c) => has(c, w)));
}

/**
 * Words before a counted thing that say how it is counted, not what kind: "how many different classes", "how many
 * open positions" (those advertised).
 */
const NO_KIND =
  /^(?:different|separate|distinct|various|individual|other|total|actual|regular|open|current|available|vacant)$/;

/**
 * Of "how many disabled parking spaces", the kind counted ("disabled parking") that the record answering does not
 * say ("it now has 32 spaces" counts every space), or says only of a sibling count the answer is not ("4 men's, 3
 * ladies' and 2 mixed teams": "2 mixed teams" are no men's teams). Said elsewhere in the record, it stands: "Stays
 * for cats: … We have 24 heated chalets" counts cat chalets. So is what the things counted have ("with floodlights").
 */
export function countedKindUnsaid(answer: string, evidence: string, q: Question): boolean {
  if (q.type !== "count" || !q.target) return false;
  const after = (q.asked.toLowerCase().match(/\bhow\s+many\s+(.+)$/)?.[1] ?? "").split(/\s+/);
  const at = after.findIndex((w) => has({ words: wordsOf(w) }, q.target!));
  const kind = after
    .slice(0, Math.max(0, at))
    .filter((w) => [...wordsOf(w)].some((x) => !FUNCTION_WORDS.has(x) && !NO_KIND.test(x)));
  const record = { words: wordsOf(evidence) };
  const answered = { words: wordsOf(answer) };
  // "How many tennis courts have floodlights": what the things counted have is said by the clause counting them
  // ("with six tennis courts" counts every court), or by the rows a count lists.
  // Not what the place has ("how many staff have fenners got", "how many lanes has the lido got", "… will they have").
  const rest = after.slice(at + 1).join(" ");
  const owned = /\bgot\b|\b(?:will|do|does|did|can|they|you|we|i)\s+(?:have|has)\b/.test(rest);
  const having = [...(owned ? [] : rest.matchAll(/(?:^|\s)(?:have|has|with)\s+(?:an?\s+)?([\p{L}-]{3,})/gu))]
    .map((m) => m[1]!)
    .find((w) => ![...wordsOf(w)].some((x) => FUNCTION_WORDS.has(x)) && !FUNCTION_WORDS.has(w));
  if (having && (!has(record, having) || (!has(answered, having) && !/^\d+\s+\(/.test(answer)))) return true;
  return kind.some((w) => {
    const word = [...wordsOf(w)][0]!;
    if (!has(record, word)) return true;
    const stem = escapeRegExp(w.replace(/['’]s?$|s$/, ""));
    return !has(answered, word) && new RegExp(`\\b\\d+\\s+${stem}\\S*\\s*(?:,|and\\b)`, "i").test(evidence);
  });
}

/** A price "for a week" answered only with prices of another period ("£32 a day"). */
export function otherPeriodOnly(found: string, q: Question): boolean {
  if (q.type !== "price" || !q.period) return false;
  const prices = [
    ...found.matchAll(/[£$€]\s?\d[\d.,]*(?:\s+(?:a|an|per|each)\s+(day|night|week|month|year|hour)\b)?/gi),
  ];
  return prices.length > 0 && prices.every((m) => m[1] && m[1].toLowerCase() !== q.period);
}

/** A maker asked for by the word for it: "what brand are …", "which make is …". */
const MAKER_ASKED =
  /\b(?:what|which)\s+(brand|make|maker|manufacturer|model|supplier)s?\s+(?:is|are|was|were|do|does)\b/i;

/**
 * "What brand are the premium hearing aids" of "Premium — Behind the ear One aid £1,395, …": a maker asked for by
 * the word for it, which neither the record answering nor its page says. (Other kinds asked for, "what times",
 * "what allergens", are said by their values.)
 */
export function makerUnsaid(said: string, q: Question): boolean {
  const maker = q.type === "any" ? MAKER_ASKED.exec(q.asked)?.[1] : undefined;
  return maker !== undefined && !has({ words: wordsOf(said) }, maker.toLowerCase());
}
