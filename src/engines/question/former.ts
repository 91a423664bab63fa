import { sentences as sentencesOf } from "../research/passages";
import type { Found, Outcome } from "./answer";
import { has, wordsOf } from "./match";
import { DAY_SAID, dayOf } from "./months";
import { chrono } from "./nlp";
import { mostAbout } from "./parts-about";
import type { Question } from "./question";
import { firstValue, holds } from "./values";

/**
 * "What was an adult swim before the September price rise?", "what did it cost before it went up?", "the old
 * price", "what did part livery cost before april", "what did it cost last winter", "what time did the range shut
 * before they put the new floodlights in": the value a page gives as the one before a change, not the one in force
 * (question.ts sets `former`).
 */
export const FORMER =
  /\b(?:used\s+to\s+(?:cost|be|charge|open|close)|(?:the\s+)?(?:old|previous|former|original)\s+(?:price|fee|cost|rate|charge|time|hour)s?|before\s+(?:(?:the|its|their|it|they|prices?)\s+)?(?:[\p{L}']+\s+){0,2}?(?:rise|rises|increase|increases|went\s+up|go(?:es)?\s+up|changed?|changes|put\s+(?:(?:it|them|that|this)\s+)?up|hike|dropped|drop|cut|lowered|reduced|went\s+down|came\s+down))\b|(?<=\b(?:did|was|were)\b.*?)\bbefore\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|20\d\d|(?:they|we|you|it)\s+(?:put|installed|fitted|added|built|replaced|moved|got|did|changed|opened))\b|(?<=\b(?:did|was|were)\b.*?\b(?:cost|charge|price|pay)\b.*?)\blast\s+(?:year|season|winter|summer|spring|autumn)\b/iu;

/**
 * "What's the family membership going up to in April?", "the new price", "after the price change": the value a change
 * leads to, not the one before it (question.ts sets `later`; such a question asks an amount).
 */
export const LATER =
  /\b(?:(?:go(?:es|ing)?|went|gone)\s+up|rising|rises|increas(?:e|es|ing)|chang(?:e|es|ing))\s+to\b(?!\s+(?:the|a|an|my|our|your)\b)|\bnew\s+(?:price|fee|cost|rate|charge)s?\b|\b(?:after|once)\s+the\s+(?:price\s+|prices\s+)?(?:change|changes|rise|increase)\b|\bonce\s+(?:the\s+)?prices?\s+(?:go|goes|have\s+gone)\s+up\b/i;

/** Words of a former-value phrase that say a price was asked: "before the price rise", "before they put it up". */
export const FORMER_PRICE =
  /\b(?:price|prices|cost|fee|charge|rate|put\s+(?:\w+\s+)?up|(?:went|go|goes)\s+(?:up|down)|rise|increase|hike|came\s+down)\b/i;

/** The words a change says its earlier value with: "up from", "reduced from". */
const CHANGED_FROM = String.raw`(?:up|down|reduced|risen|rising|increased|cut)\s+from`;
/** After the value in force, the one before it: "£5.80, up from £5.40", "£3.40 (it was £3.20)". */
const WAS_AFTER = new RegExp(
  String.raw`^\s*(?:(?:a|an|per|each)\s+[a-z]+)?\s*[,(;–—-]?\s*(?:(?:it|they|this|that)\s+)?(?:was|were|previously|formerly|${CHANGED_FROM})\s+`,
  "i",
);
/** What a thing no longer charged is said with: "we've dropped the £10 joining fee". */
const DROPPED = String.raw`(?:dropped|scrapped|abolished|removed|axed|waived)\s+(?:the|our|its|their)`;
/** Just before an earlier value: "up from ", "(it was ", "dropped the ". */
const WAS_LEAD = new RegExp(
  String.raw`(?:\b${CHANGED_FROM}|\b(?:was|were|previously|formerly)|\b${DROPPED})\s+$`,
  "i",
);
/** A clause giving only an earlier value: "up from £8.50", "it was £3.20" (answer.ts never answers with one). */
const WAS_CLAUSE =
  /^\s*(?:(?:up|down|reduced|risen|increased|cut)\s+from|(?:it\s+)?was|previously|formerly)\s+[£$€]?\d/i;
export const onlyEarlierValue = (text: string) => WAS_CLAUSE.test(text);
/** Before the value in force: "goes up from £7.20 to ", "was £7.20, now ". */
const WAS_BEFORE = /\b(?:from|was|were)\s+(\S+(?:\s\S+)?)\s*,?\s+(?:to|now|and\s+is\s+now)\s+$/i;

/**
 * The value the evidence gives as the one before `now` (the answer's value), if it says one: read after `now`
 * ("up from £5.40", "(it was £3.20)") or before it ("from £7.20 to £7.60").
 */
function wasIn(evidence: string, now: string, kind: Question["type"]): string | undefined {
  for (let at = evidence.indexOf(now); at >= 0; at = evidence.indexOf(now, at + 1)) {
    // The answer read may be the earlier value itself: "… is £9.50, up from £8.50" read as "up from £8.50".
    if (WAS_LEAD.test(evidence.slice(Math.max(0, at - 30), at))) return now;
    const rest = evidence.slice(at + now.length, at + now.length + 60);
    const lead = WAS_AFTER.exec(rest);
    const after = lead ? firstValue(kind, rest.slice(lead[0].length)) : undefined;
    if (after && rest.slice(lead![0].length).trimStart().startsWith(after)) return after;
    const head = WAS_BEFORE.exec(evidence.slice(Math.max(0, at - 40), at));
    const before = head ? firstValue(kind, head[1]!) : undefined;
    if (before) return before;
  }
  return undefined;
}

/**
 * An answer read for a question asking the value before a change: the value its record gives as the earlier one,
 * or nothing found — the value in force is not the answer.
 */
export function formerOf(out: Outcome, q: Question): Outcome {
  if (!("found" in out)) return out;
  const { found } = out;
  const kind = q.type === "time" || q.type === "date" ? q.type : "price";
  // "Balayage with a stylist goes from £118 to £125": the change's first value. (The value in force is left to the
  // record quoted beside the answer: a lead giving both is read for the wrong one.)
  const until = kind === "price" ? untilNow(found.evidence, q) : undefined;
  if (until) return { found: { ...found, text: `${until} before the change` } };
  const changes = kind === "price" ? [...found.text.matchAll(FROM_TO)] : [];
  if (changes.length === 1) return { found: { ...found, text: `${changes[0]![1]} before the change` } };
  const now = firstValue(kind, found.text);
  const was = (now ? wasIn(found.evidence, now, kind) : undefined) ?? usedToIn(found.evidence, kind);
  if (!was) return setAside(found);
  // The earlier value ("£3.20 before the change"), never the other values its sentence gives (a cappuccino's beside
  // a flat white's).
  return { found: { ...found, text: `${was} before the change` } };
}

/** What an earlier value is said after: "It used to close at 21:00", "it used to be £5". */
const USED_TO =
  /\bused\s+to\s+(?:be|cost|charge|close|open|shut|finish|start|go\s+off)\s+(?:at\s+|from\s+|until\s+|till\s+)?/gi;

/** The one value a record says a thing used to be or do at, if it says one. */
function usedToIn(evidence: string, kind: Question["type"]): string | undefined {
  const said = [...evidence.matchAll(USED_TO)].map((m) => {
    const rest = evidence.slice(m.index + m[0].length);
    const value = firstValue(kind, rest);
    return value && rest.startsWith(value) ? value : undefined;
  });
  return said.length === 1 ? said[0] : undefined;
}

/**
 * A sentence giving earlier values: "Until now our trip has been £62 for adults, £41 for children …", "A full day
 * has been £29 since 2024" (before "From 1 April it's £32").
 */
const UNTIL_NOW = /^(?:until|up\s+to|till)\s+(?:now|today)\b|\b(?:has|have)\s+been\s+[£$€]\d[^.]*\bsince\b/i;

/**
 * Of a sentence giving earlier values ("Until now … £62 for adults, £41 for children and £58 for concessions"), the
 * one the question names a clause of ("for adults"), or its only one.
 */
function untilNow(evidence: string, q: Question): string | undefined {
  const earlier = sentencesOf(evidence).filter((s) => UNTIL_NOW.test(s.trim()));
  const sentence = earlier.length > 1 ? mostAbout(earlier, q.terms) : earlier[0];
  if (!sentence) return undefined;
  const clauses = sentence.split(/,\s*(?:and\s+)?|\s+and\s+/).filter((c) => holds("price", c));
  const named = clauses.filter((c) => q.terms.some((t) => has({ words: wordsOf(c) }, t)));
  const clause = named.length === 1 ? named[0] : clauses.length === 1 ? clauses[0] : undefined;
  if (!clause || !firstValue("price", clause)) return undefined;
  return clause
    .slice(clause.search(/[£$€]/))
    .replace(/\s+since\b.*$/i, "")
    .replace(/[.;,]+$/, "")
    .trim();
}

/** An earlier value said in brackets beside the one in force: "8 axe lanes (it had 6)", "£9 (up from £8.50)". */
const WAS_ASIDE =
  /\s*\((?:(?:it|they|we)\s+(?:had|was|were)|was|were|previously|formerly|(?:up|down)\s+from)\s+[^)]*\)/gi;

/** An answer without the earlier value it gives in brackets: "Mercer's Wharf now has 8 axe lanes". */
export function withoutWas(out: Outcome): Outcome {
  if (!("found" in out)) return out;
  const text = out.found.text.replace(WAS_ASIDE, "");
  return text === out.found.text || text.trim() === "" ? out : { found: { ...out.found, text } };
}

/** Nothing found: an answer read that does not answer, its evidence the closest passage. */
export const setAside = (found: Found): Outcome => ({
  notFound: { closest: [{ text: found.evidence, url: found.url }] },
});

/** "From £720 to £760": a change's two values, of which `later` asks the second. */
const AMOUNT = String.raw`(?:[$€£¥]\s?\d[\d,]*(?:\.\d+)?|\d+(?:\.\d+)?p\b)`;
export const FROM_TO = new RegExp(String.raw`\bfrom\s+(${AMOUNT})\s+to\s+(${AMOUNT})`, "gi");

/**
 * An answer read for a question asking the value a change leads to: of "family from £720 to £760", "family £760";
 * of a statement giving several changes, nothing (which one is asked is not told apart here).
 */
export function laterOf(out: Outcome): Outcome {
  if (!("found" in out)) return out;
  const changes = [...out.found.text.matchAll(FROM_TO)];
  if (changes.length === 0) return out;
  if (changes.length > 1) return setAside(out.found);
  // ("… goes from £21.00 to £22.50": "goes to £22.50".)
  const text = out.found.text.replace(FROM_TO, (_, _was, to: string, at: number, all: string) =>
    /\b(?:go(?:es)?|ris(?:es|ing)|increas(?:es|ing)|chang(?:es|ing)|mov(?:es|ing)|up)\s+$/i.test(
      all.slice(0, at),
    )
      ? `to ${to}`
      : to,
  );
  return { found: { ...out.found, text } };
}

/**
 * "When is the next model night?" of "Next dates: Monday 30 November 2026, Monday 14 December 2026": of the whole
 * dates an answer gives, the first on or after the task's creation, with the label before them; nothing found when
 * none is still to come.
 */
export function nextOf(out: Outcome, q: Question): Outcome {
  if (!("found" in out) || q.soonest === undefined) return out;
  const label = out.found.text.match(/^[^:.;]{1,60}:\s*/)?.[0] ?? "";
  const dated = out.found.text
    .slice(label.length)
    .split(/,\s*|;\s*|\s+and\s+/)
    .map((said) => {
      const at = chrono()
        .parse(said, new Date(q.soonest!), { forwardDate: true })
        .find((r) => r.start.isCertain("day") && r.start.isCertain("month"));
      return { said: said.trim(), at: at?.start.date().getTime() };
    });
  if (dated.filter((d) => d.at !== undefined).length < 2) return out;
  const coming = dated
    .filter((d) => d.at !== undefined && d.at >= q.soonest! - 86_400_000)
    .sort((a, b) => a.at! - b.at!);
  if (coming.length === 0) return setAside(out.found);
  // "8 January" of "8 January, 12 February … 2027" keeps the year the list gives once.
  const years = new Set(out.found.text.match(/\b20\d\d\b/g));
  const year = /\b20\d\d\b/.test(coming[0]!.said) || years.size !== 1 ? "" : [...years][0];
  return { found: { ...out.found, text: `${label}${coming[0]!.said}${year ? ` ${year}` : ""}` } };
}

/** "What will an 8 inch sponge cost from February?" of "… will be £56 (now £52)": the value to come, without today's. */
export function comingOf(out: Outcome, q: Question): Outcome {
  if (!("found" in out) || !/\bwill\b/i.test(q.asked)) return out;
  return { found: { ...out.found, text: out.found.text.replace(/\s*\((?:now|currently)\s+[^)]*\)/i, "") } };
}

/** A record that gives an earlier value: "up from £1.50", "it was £3.20", "from £118 to £125". */
const GIVES_EARLIER = new RegExp(
  String.raw`\b(?:until|up\s+to|till)\s+(?:now|today)\b[^.]*?[£$€]\d|\b${CHANGED_FROM}\b|\b(?:(?:was|were|previously|formerly)|${DROPPED})\s+[£$€]?\d|\bfrom\s+[£$€]\d[\d.,]*\s+to\s+[£$€]\d`,
  "i",
);

/** Whether a record gives an earlier value (a price before a change is asked of those). */
export const givesEarlier = (r: { text: string }) => GIVES_EARLIER.test(r.text);

/** A value a change will bring: "From 1 April 2027 a full day … will be £81", "goes up to £5 in May". */
const TO_COME =
  /\bwill\s+(?:be|cost|go\s+up\s+to|rise\s+to|increase\s+to|change\s+to)\b|\bgo(?:es)?\s+up\s+to\b/i;
/** "Day tickets from 1 March 2027": a day a table or a line holds from, with its year. */
const DATED_FROM = new RegExp(String.raw`\bfrom\s+${DAY_SAID}\b`, "i");
/** Whether a text holds from a day after `asOf` (the instant asked at): a price list still to come. */
const startsLater = (text: string, asOf: number | undefined) => {
  const m = text.match(DATED_FROM);
  return m !== null && asOf !== undefined && dayOf(m) > asOf;
};
/** A question asking of what is to come: "from april", "what will it cost", "next year", "the new price". */
const ASKS_TO_COME =
  /\bwill\b|\b(?:from|after|in)\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\bnext\s+(?:year|month|season|term)\b|\bnew\b/i;

/** Whether a question asks of what is to come: "from april", "next year", "what will it cost". */
export const asksToCome = (q: Question) => q.later === true || ASKS_TO_COME.test(q.asked);

/**
 * Of records giving different values, those in force when the question asks of now ("full day for my 18 month old"
 * is today's £78, not "from 1 April 2027 a full day for under-2s will be £81"), and those to come when it asks of
 * then ("floor saw per day from jan"); all of them when none is of the time asked.
 */
export function inForce<T>(records: T[], text: (r: T) => string, q: Question): T[] {
  const then = asksToCome(q);
  const kept = records.filter((r) => (TO_COME.test(text(r)) || startsLater(text(r), q.asOf)) === then);
  return kept.length > 0 ? kept : records;
}
