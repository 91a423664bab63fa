import { sentences as sentencesOf } from "../research/passages";
import type { Outcome } from "./answer";
import { type Candidate, has, inEveryTitle, isGeneric, wordsOf } from "./match";
import type { Question } from "./question";
import { evidenceOf, foundFrom } from "./record-fields";
import { existsThing } from "./yes-no-said";

// A no said by a record about the thing asked: had at another place only (yes-no.ts asks, when no record answers).

/** A month, a weekday or a season: "weekends only from October" names a time, not a place. */
const CALENDAR_WORD =
  /^(?:(?:jan|febr)uary|march|april|may|june|july|august|(?:septem|octo|novem|decem)ber|(?:mon|tues|wednes|thurs|fri|satur|sun)day|christmas|easter|spring|summer|autumn|winter)\b/i;

/**
 * "Yes, at Ashcombe only", "At Halsey only, …", "only in Leith", "(Market Square only)", "at the Mill Lane shop
 * only": a thing had at one named place alone.
 */
const ONLY_AT =
  /\bonly\s+(?:at|in|from)\s+(?:the\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\b|(?:\b(?:[Aa]t|[Ii]n|[Ff]rom)\s+(?:the\s+)?|\()(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(?:\s+(?:shop|branch|site|store|base|depot|office|centre))?\s+only\b/u;

/**
 * "Can I get my growler filled at Tolbury?" of "Do you fill growlers? Yes, at Ashcombe only": a record about all of
 * the question but the place, saying it is had at another place only, is a no — when the place asked is one the
 * pages name (written as a name in some record), so a sibling of the one named. Undefined unless one record says so.
 */
export function onlyElsewhere(cands: Candidate[], q: Question): Outcome | undefined {
  // A name: a word the pages write capitalised and never in lower case ("Tolbury", not "taproom"). The pages'
  // distinct words are read once, not once for every term asked of them.
  const texts = cands.map((c) => `${c.record.text} ${c.record.section}`).join(" ");
  const lower = texts.toLowerCase();
  const said = [...new Set(texts.match(/(?<![\p{L}'’-])[\p{L}][\p{L}'’-]*/gu) ?? [])].map((w) => ({
    capital: /^\p{Lu}/u.test(w),
    words: wordsOf(w),
  }));
  const name = (t: string) => said.every((w) => w.capital || !has(w, t)) && lower.includes(t.toLowerCase());
  // (Not the site's own name, in every title: "does brackenby pets sell tortoises" names no place of it.)
  const siteWide = inEveryTitle(cands);
  const thing = existsThing(q.asked);
  // (Or a word the question ends on as where it asks, "… irrigated at kettlewick", which the page read may not name.)
  const placeAtEnd = (t: string) =>
    /^[a-z]+$/.test(t) &&
    !isGeneric(t) &&
    !CALENDAR_WORD.test(t) &&
    new RegExp(`\\b(?:at|in)\\s+(?:the\\s+)?${t}[?.!]?$`, "i").test(q.asked.trim());
  const askedWords = wordsOf(q.asked);
  const saying = cands.filter((c) => {
    const only = onlySaid(c);
    if (!only) return false;
    const { sentence, other } = only;
    // (A label naming a kind the question does not, "Free trial lesson: At Halsey only", says nothing of lessons;
    // a sentence naming its own thing, "Showers are at The Ironworks only", needs no label.)
    const ofLabel =
      c.record.kind === "pair" && /^\s*(?:at|in|from|only)\b/i.test(c.record.fields[0]?.value ?? "");
    if (ofLabel && [...wordsOf(c.record.subject)].some((w) => !askedWords.has(w))) return false;
    // What the sentence saying "only" leaves out: "Paddleboards are at the Mere Boathouse only. At Stowford Quay you
    // can hire kayaks" names the place asked in another sentence, about other things.
    const here = { words: wordsOf(`${sentence} ${c.record.subject} ${c.record.section}`) };
    const missing = q.terms.filter((t) => !has(here, t));
    // The place asked, in one word or two ("Ashby Road": a street's name is a place's even where no page read
    // writes it), and the one the record names.
    const street = missing.length <= 2 && missing.some((t) => STREET.test(t));
    const asked = (street ? missing : missing.filter((t) => name(t) || placeAtEnd(t))).filter(
      (t) => !siteWide(t),
    );
    const unsaid = q.terms.filter((t) => !asked.includes(t) && !has(c, t));
    // The sentence (or its label) says the thing asked: "Showers are at The Ironworks only" says nothing of opening.
    const otherWords = { words: wordsOf(other) };
    const thingSaid = q.terms.some((t) => !asked.includes(t) && has(here, t) && !has(otherWords, t));
    // "weekends only from October": a time, not another place; "is there parking" of a record saying none.
    if (CALENDAR_WORD.test(other) || (thing !== undefined && !has(c, thing))) return false;
    return (
      thingSaid &&
      asked.length >= 1 &&
      asked.length <= 2 &&
      unsaid.length <= 1 &&
      other.split(/\s+/).every((w) => name(w.toLowerCase())) &&
      !asked.some((a) => has({ words: wordsOf(other) }, a))
    );
  });
  if (saying.length !== 1) return undefined;
  return foundFrom(saying[0]!, `No — ${evidenceOf(saying[0]!.record)}`);
}

/** The last word of a street's name, which names a branch ("the Ashby Road branch"). */
const STREET = /^(?:road|rd|street|st|lane|square|avenue|ave|way|parade|row|hill|green|crescent|terrace)$/;

/**
 * "Can I hire a paddleboard at the Mere Boathouse?" of "Paddleboards are at the Mere Boathouse only": a sentence
 * saying the thing asked is had only at the place asked is a yes, whatever else the record says of other places.
 */
export function onlyHere(c: Candidate, q: Question): boolean {
  const only = onlySaid(c);
  if (!only) return false;
  const place = wordsOf(only.other);
  const asked = q.terms.filter((t) => has({ words: place }, t));
  const thing = q.terms.filter((t) => !asked.includes(t) && !isGeneric(t));
  const here = { words: wordsOf(only.sentence) };
  return asked.length === place.size && thing.some((t) => has(here, t)) && thing.every((t) => has(c, t));
}

/** A record's sentence saying a thing is had at one place only, and that place ("the Mere Boathouse"). */
function onlySaid(c: Candidate): { sentence: string; other: string } | undefined {
  const sentence = sentencesOf(c.record.text).find((s) => ONLY_AT.test(s));
  const only = sentence?.match(ONLY_AT);
  return sentence && only ? { sentence, other: only[1] ?? only[2]! } : undefined;
}

/**
 * "Can you night fish on Willow Lake?" of "Night fishing: Mill Lake and Willow Lake only; …": a label saying the thing
 * asked over a list of places before "only" that names the place asked (every other word of the question) — a yes.
 */
export function listedOnly(c: Candidate, q: Question): boolean {
  const value = c.record.kind === "pair" ? (c.record.fields[0]?.value ?? "") : "";
  const listed = value.match(/^([^;.]*?)\s+only\b/i)?.[1]?.split(/,\s+|\s+(?:and|or|&)\s+/) ?? [];
  const label = { words: wordsOf(c.record.subject) };
  const rest = q.terms.filter((t) => !isGeneric(t) && !has(label, t));
  return (
    listed.length > 1 &&
    rest.length > 0 &&
    q.terms.some((t) => !isGeneric(t) && has(label, t)) &&
    listed.some((item) => rest.every((t) => has({ words: wordsOf(item) }, t)))
  );
}
