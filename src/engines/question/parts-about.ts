import { coversDays } from "./days-covered";
import { has, isGeneric, wordsOf, writtenAsName } from "./match";
import { isMonthWord } from "./months";
import type { Question } from "./question";

// Of the parts of a value or a sentence, the one about the question: the part for the days asked, the part with
// most of its terms, whether a part is of another place; used wherever a value is cut down to its answer.

/** Where a value's parts for different days begin: ", Saturday 08:30–11:30", "; Sun closed". */
const DAY_LED =
  /[,;]\s+(?=(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)|\s+\((?=(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)/i;

/**
 * Of a value or sentence giving each day its own ("Monday to Friday 08:30–16:30, Saturday 08:30–11:30"), the one
 * part covering the days asked, with whatever comes before the first day (the place it is of); else the whole.
 * Every part must give something beside its days: "Tuesday, Saturday 10:00" gives both days one time.
 */
export function dayPart(value: string, days: readonly string[]): string {
  if (days.length === 0) return value;
  // "£49 (Saturdays £55)" gives Saturday its own.
  const parts = value.split(DAY_LED).map((p) => (/^[^(]*\)$/.test(p) ? p.slice(0, -1) : p));
  if (parts.length < 2 || !parts.every((p) => /\d|\bclosed\b/i.test(p))) return value;
  const covering = parts.filter((p) => coversDays(p, days));
  if (covering.length !== 1 || covering[0] === parts[0]) return covering.length === 1 ? covering[0]! : value;
  const lead = parts[0]!.match(/^(.*?)\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/i)?.[1] ?? "";
  return `${lead}${covering[0]}`;
}

/**
 * Whether a part holding a value is about another place than the one asked, which another part of the same text
 * names: "At Ashby Road you can … walk in … between 09:00 and 12:00" beside "At Market Square, yes." is not Market
 * Square's.
 */
export function missesSaid(part: string, parts: readonly string[], q: Question): boolean {
  const own = { words: wordsOf(part) };
  const others = parts.filter((p) => p !== part);
  const elsewhere = q.terms.filter((t) => !isGeneric(t) && !has(own, t) && writtenAsName(t, others));
  if (elsewhere.length === 0) return false;
  // ("Opened on Wharf Street" is a place; "on Monday", "on Christmas Eve" are days.)
  const places = [...part.matchAll(/\b([Aa]t|[Ii]n|[Ff]rom|[Oo]n)\s+(\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)?)/gu)]
    .filter((m) => !/^on$/i.test(m[1]!) || !dayNamed(m[2]!))
    .map((m) => m[2]!);
  return places.some((n) => !q.terms.some((t) => has({ words: wordsOf(n) }, t)));
}

/** A day's or a holiday's name, which "on" leads as it leads a street ("on Market Street" is one). */
const DAY_OR_HOLIDAY =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun|christmas|new\s+year|boxing|easter|bank\s+holidays?|good\s+friday|weekdays?|weekends?)\b/i;
/** Whether a name after "on" is a day's, a month's ("on March 3": months.ts) or a holiday's, not a place's. */
const dayNamed = (name: string) =>
  DAY_OR_HOLIDAY.test(name) || isMonthWord(name.split(/\s+/)[0]!.toLowerCase());

/** The one part that has most of `terms` (generic nouns aside), or undefined when none or several do. */
export function mostAbout(parts: string[], terms: string[], generic = false): string | undefined {
  // A word the stemmer drops as too common ("both") is no general noun, and is said as itself: "£60 both ears".
  const telling = generic ? terms : terms.filter((t) => !isGeneric(t) || wordsOf(t).size === 0);
  const says = (p: string, t: string) =>
    has({ words: wordsOf(p) }, t) || (/^\p{L}+$/u.test(t) && new RegExp(`\\b${t}\\b`, "iu").test(p));
  const hits = parts.map((p) => telling.filter((t) => says(p, t)).length);
  const most = Math.max(...hits);
  const best = parts.filter((_, i) => hits[i] === most);
  return most > 0 && best.length === 1 ? best[0] : undefined;
}

/** The attribute words a question says itself ("end" of "when does the offer end?"); none when it says none. */
export function attributeWordsSaid(q: Question): string[] {
  const asked = { words: wordsOf(q.asked) };
  return q.attribute.filter((a) => has(asked, a));
}
