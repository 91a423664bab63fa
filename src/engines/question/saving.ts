import type { Outcome, RecordsPage } from "./answer";
import { parseQuestion, type Question } from "./question";
import { countValue, onePrice, sumText } from "./values";

// "How much do I save getting the block of six mat classes rather than paying for 6 separately", "how much does the
// adult week ticket save over 5 day tickets": the bundle's price and the single thing's, each read as its own
// question, and what that many single ones cost more. Precision first: each side must give one price, or nothing
// is found.

/** A saving asked: "how much do I save", "how much does … save", "what's the saving". */
const SAVING_ASKED = /\bhow\s+much\b.*\bsav(?:e|es|ing)\b|\bwhat(?:'s|\s+is|\s+would\s+be)\s+the\s+saving\b/i;
/** What the bundle is set against: "rather than paying for 6 separately", "instead of 5 day tickets". */
const AGAINST =
  /\s+(?:instead\s+of|rather\s+than|over|compared\s+(?:to|with)|versus|vs\.?)\s+(?:(?:paying\s+for|buying|getting|booking)\s+)?(\S+)\s*(.*?)[?.!]*$/i;
/** The bundle after the saving: "save (by) getting the block of six …", "save with an adult week ticket …". */
const SAVED_BY = /\bsav(?:e|ing)\s+(?:by\s+)?(?:(?:getting|buying|booking|taking|using|with|on)\s+)?(.+)$/i;
/** The bundle before it: "how much does the block of six … save", "how much ashgrove's block … saves". */
const SAVES = /\bhow\s+much\s+(?:(?:does|would|will|do|can)\s+)?(.+?)\s+saves?\s*$/i;
/** How a bundle names its count: "block of six", "pack of 10", "book of 5". */
const BUNDLE_OF =
  /\b(?:block|pack|bundle|book|course|set|card|strip|carnet)\s+of\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+/i;
/** Words that say one of a thing, not which: "6 separately", "six single classes". */
const ONE_BY_ONE =
  /^(?:separately|individually|singly|single|separate|individual|each|one-off|on\s+their\s+own)$/i;
/** Periods a ticket or a pass is for: "week" of the bundle, "day" of the single ones. */
const PERIOD = /^(?:day|week|month|year|season|annual|weekly|monthly|daily|yearly)$/i;

const singular = (word: string) =>
  /(?:ch|sh|x|ss)es$/i.test(word) ? word.slice(0, -2) : word.replace(/(?<!s)s$/i, "");

/** The single thing a bundle is made of, as the other side says it: "a mat pilates class", "an adult day ticket …". */
function singleThing(bundle: string, said: string[]): string {
  const thing = bundle.replace(/^(?:the|a|an|[\p{L}'’-]+['’]s)\s+/iu, "").replace(BUNDLE_OF, "");
  const words = thing.split(/\s+/);
  const own = said.filter((w) => !ONE_BY_ONE.test(w));
  const noun = own.at(-1);
  // ("5 day tickets" of "an adult week ticket for zones 1 and 2": the day ticket for the same zones.)
  const at = noun ? words.findIndex((w) => singular(w).toLowerCase() === singular(noun).toLowerCase()) : -1;
  const end = at >= 0 ? at : words.findIndex((w, i) => i > 0 && /s$/i.test(w));
  const last = end >= 0 ? end : words.length - 1;
  const before = words.slice(0, last);
  const modifiers = own.slice(0, -1);
  const period = modifiers.find((w) => PERIOD.test(w));
  const kept = period ? before.map((w) => (PERIOD.test(w) ? period : w)) : before;
  return [...kept, singular(words[last]!), ...words.slice(last + 1)].join(" ");
}

/**
 * What a bundle saves against that many of the single thing: undefined when no saving is asked, or the question
 * does not say both sides; nothing found when either side's price is not found.
 */
export function savingAnswer(
  pages: RecordsPage[],
  q: Question,
  answer: (pages: RecordsPage[], q: Question) => Outcome,
): Outcome | undefined {
  if (!SAVING_ASKED.test(q.asked)) return undefined;
  const against = q.asked.match(AGAINST);
  const n = against ? countValue(against[1]!) : undefined;
  if (!against || n === undefined || n < 2) return undefined;
  const left = q.asked.slice(0, against.index).trim();
  const bundle = (left.match(SAVED_BY)?.[1] ?? left.match(SAVES)?.[1])?.trim();
  if (!bundle) return undefined;
  const now = new Date(q.asOf ?? Date.now());
  const whole = answer(pages, parseQuestion(`how much is ${bundle}`, now));
  const one = answer(
    pages,
    parseQuestion(`how much is a ${singleThing(bundle, against[2]!.split(/\s+/))}`, now),
  );
  if (!("found" in whole) || !("found" in one)) return { notFound: { closest: [] } };
  const [a, b] = [onePrice(whole.found.text), onePrice(one.found.text)];
  if (!a || !b) return { notFound: { closest: [] } };
  const separately = Math.round(b.amount * n * 100) / 100;
  const saved = Math.round((separately - a.amount) * 100) / 100;
  const said =
    saved > 0
      ? `${sumText(a.sign, saved)} saved`
      : saved === 0
        ? "Nothing saved"
        : `${sumText(a.sign, -saved)} more, not a saving`;
  return {
    found: {
      text: `${said}: ${n} × ${sumText(b.sign, b.amount)} = ${sumText(b.sign, separately)} (${one.found.text}), against ${whole.found.text}`,
      evidence: `${whole.found.evidence}\n${one.found.evidence}`,
      url: whole.found.url,
      title: whole.found.title,
    },
  };
}
