import { MONTHS, monthOf } from "../question/months";
import { HOUR_AND_A_HALF } from "./form-amounts";
import type { TaskValues } from "./form-values";
import { words } from "./links";

// The words a request says, with what a form's options often call the same thing (form-values.ts reads them).

/**
 * The word a request denies: "no dog", "not free", "don't get a free one", "don't want the morning", "none of us
 * are members".
 */
const NOT_WANTED =
  /\b(?:no|not|don'?t\s+(?:get|want|need|have)|doesn'?t\s+(?:get|want|need|have)|none\s+of\s+(?:us|them)\s+(?:are|is|have|has))\s+(?:an?\s+|the\s+|any\s+)?([\p{L}-]+)/giu;

const DENIAL = /^(?:no|not|never|dont|don't|t|s)$/;

/** A word's first half that makes another word of it: "semi-private" is not "private". */
export const COMPOUND_PREFIX = "semi|non|half|part|self";

/**
 * A number with its unit as one word, however written: "2 hour", "2-hour" and "2 hours" are "2hour" ("the 2 hour
 * hack" is the "2-hour common hack", not the "1-hour steady hack"); "semi-private" is "semiprivate", which "private"
 * does not say; sides printed on as "single" or "double"; "Saturday or Sunday" as a weekend and "Monday to Friday"
 * as a weekday.
 */
export const measuredWords = (s: string): string[] => [
  ...[...s.matchAll(/\b(\d+)\s*-?\s*(hour|hr|minute|min|night|day|week|month|year|mile|inch)s?\b/gi)].map(
    (m) => `${m[1]}${m[2]!.toLowerCase()}`,
  ),
  ...[...s.matchAll(new RegExp(String.raw`\b(${COMPOUND_PREFIX})-(\p{L}+)`, "giu"))].map((m) =>
    `${m[1]}${m[2]}`.toLowerCase(),
  ),
  // "Reserve, 6 bottles" of "the 6 bottle one": a count of one digit (no word of its own) with what it counts.
  ...[...s.matchAll(/(?<![\d.,£$€])\b(\d)\s+(\p{L}{3,}?)s?\b/giu)].map(
    (m) => `${m[1]}${m[2]!.toLowerCase()}`,
  ),
  // "Both sides", "double sided", "printed on both sides" are one thing, "One side" and "single-sided" another.
  ...(/\b(?:double|two|2)[\s-]+sided\b|\b(?:both|two)\s+sides\b/i.test(s) ? ["double"] : []),
  ...(/\b(?:single|one|1)[\s-]+sided\b|\b(?:one|1)\s+side\b/i.test(s) ? ["single"] : []),
  ...(/\bsaturday\s+(?:or|and|&)\s+sunday\b/i.test(s) ? ["weekend"] : []),
  ...(/\bmonday\s+to\s+friday\b/i.test(s) ? ["weekday"] : []),
];

/**
 * The request's words, with what options often call the same thing: "an hour long" is "60 min", "half an hour"
 * "30 min", a "first" appointment an "initial" one, "come and get it" collecting it.
 */
export function saidWords(text: string): Pick<TaskValues, "words" | "denied"> {
  // What the request says it does not want is not said: "I don't get a free one", "no dog", "not the morning".
  const denied = new Set(
    [...text.matchAll(NOT_WANTED)].flatMap((m) => words(m[1]!)).filter((w) => !DENIAL.test(w)),
  );
  const out = new Set([...words(text), ...measuredWords(text)].filter((w) => !denied.has(w)));
  const also = (...ws: string[]) => {
    for (const w of ws) out.add(w);
  };
  if (HOUR_AND_A_HALF.test(text)) also("90", "min", "minutes");
  else if (/\bhalf\s+an?\s+hour\b|\bhalf[- ]hour\b/i.test(text)) also("30", "min", "minutes");
  else if (/\b(?:an|one|1)\s*[- ]?hours?\b|\bhour[- ]long\b/i.test(text)) also("60", "min", "minutes");
  if (/\b(?:first|new\s+patient)\b/i.test(text)) also("initial", "first", "new");
  // "done today", "ready tomorrow": a turnaround list's "Same day" and "Next day".
  if (/\b(?:done|ready|printed|back)\s+(?:by\s+)?today\b/i.test(text)) also("same");
  if (/\b(?:done|ready|printed|back)\s+(?:by\s+)?tomorrow\b/i.test(text)) also("next");
  // "the second floor" is a list's "1st or 2nd floor".
  for (const [i, w] of ["first", "second", "third", "fourth", "fifth"].entries())
    if (new RegExp(`\\b${w}\\s+floor\\b`, "i").test(text)) also(`${i + 1}${["st", "nd", "rd"][i] ?? "th"}`);
  // "as early as poss": a list's first slot ("First thing (07:30)").
  if (/\bas\s+early\s+as\s+poss(?:ible)?\b|\basap\b|\bearliest\b/i.test(text)) also("first", "early");
  // "would they supply us sourdough": a list's "Buying wholesale for my business", "Trade accounts".
  if (/\bsupply\s+(?:us|me|our)\b|\bstock\s+(?:your|their)\b/i.test(text))
    also("wholesale", "trade", "business");
  // "come out to the house to value …": a list's "A home visit".
  if (/\bcome\s+(?:out\s+|round\s+|over\s+)?to\s+(?:the|my|our)\s+(?:house|home|flat|place)\b/i.test(text))
    also("home", "visit");
  // "we'll pack ourselves": a list's "We'll do our own".
  if (/\b(?:ourselves|myself|themselves|yourself)\b/i.test(text)) also("own");
  // "we're both veggie": a list's "Vegetarian".
  if (/\bveggies?\b/i.test(text)) also("vegetarian");
  // "a kids haircut": a list's "Children's cut".
  if (/\b(?:kids?|kiddies)\b/i.test(text)) also("children", "child");
  if (/\bhaircuts?\b/i.test(text)) also("cut");
  // "i left a blue water bottle at the wall": a list's "Lost property".
  if (/\b(?:left|lost|forgot|dropped)\s+(?:my|a|an|the|our|his|her)\b/i.test(text)) also("lost", "property");
  // "they'd need to come and get it": a list's "Yes, please collect it".
  if (/\bcome\s+and\s+(?:get|fetch)\b|\bpick\s+(?:it|them)\s+up\b/i.test(text)) also("collect", "fetch");
  // "my back's much better now": a list's "My symptoms have improved".
  if (/\b(?:much\s+|feeling\s+|a\s+lot\s+)?better\s+now\b|\bfeeling\s+better\b|\bhas\s+healed\b/i.test(text))
    also("improved", "better");
  // "for my dad's 60th": a list's "Birthday".
  if (
    /['’]s\s+\d{1,3}(?:st|nd|rd|th)\b(?!\s+(?:of|floor|street|road|avenue|anniversary|wedding))/i.test(text)
  )
    also("birthday");
  // "ask if they'd like my grandmother's dresses": a list's "Giving us costumes", "Donations".
  if (
    /\b(?:(?:they|you)['’]?d\s+like|would\s+(?:they|you)\s+(?:like|want|take)|(?:they|you)\s+want)\s+(?:my|our)\b|\b(?:donate|donating|give\s+away|giving\s+away)\b/i.test(
      text,
    )
  )
    also("giving", "give", "donation", "donations", "donate");
  // "feb half term": a list's "February half term".
  for (const m of text.matchAll(/\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/gi))
    also(MONTHS[monthOf(m[1]!) - 1]!);
  return { words: out, denied };
}
