import { sentences as sentencesOf } from "../research/passages";
import { partTakingIn } from "./amounts";
import { freeFromSaid, siblingNamed, sidesOf } from "./clause-sides";
import { countsTarget, partNotAsked } from "./counted";
import { coversDays, namesDays } from "./days-covered";
import { clausesNotLeftOut } from "./left-out";
import { has, isGeneric, wordsOf } from "./match";
import { attributeWordsSaid, dayPart, missesSaid, mostAbout } from "./parts-about";
import type { Question } from "./question";
import { sizeAsked } from "./size-asked";
import { type AnswerType, holds, inPartOfDay, valueCount } from "./values";

// Of a sentence or a label's value saying several things, the part about the question (./statement.ts asks): the
// segment of a label's value, the clause of a sentence, told apart by the question's terms, names and attribute.

/** Kinds whose values have no shape of their own: a field the question names may hold any text. */
export const LOOSE: ReadonlySet<Question["type"]> = new Set(["any", "address", "person", "list"]);

/**
 * Of a sentence that lists several things ("Hobby: $0 · Team: $24 per seat … · Business: $59 …"), or an answer of
 * several sentences, the one part about the question's subject when one part is more about it than the others;
 * else the whole. `title`: a card's, which every part is about.
 */
export function segmentAbout(
  sentence: string,
  q: Question,
  fits: (s: string) => boolean,
  title = "",
): string | undefined {
  const free = freeFromSaid(sentence, q);
  if (free) return title ? `${title}: ${free.trim()}` : free.trim();
  // Parts a separator divides; else, for a label's answer of several sentences, its sentences; else its
  // clauses after ";".
  const listed = sentence.split(/\s+[·•|]\s+/);
  const pieces = listed.length > 1 ? listed : sentencesOf(sentence);
  let parts = pieces.filter(fits);
  // The one sentence of several holding a value of the kind ("Town Basin: open 24 hours … . Heron Reach:
  // 07:00–21:00") is the statement — unless another says more of the question (it is Town Basin's asked).
  // Terms the title says (a pair's label, "Inchmore office") are what every part is about, not one part's.
  const titled = { words: wordsOf(title) };
  const aboutCount = (p: string) =>
    q.terms.filter((t) => !isGeneric(t) && !has(titled, t) && has({ words: wordsOf(p) }, t)).length;
  const lone = pieces.length > 1 && parts.length === 1 && !LOOSE.has(q.type) ? parts[0] : undefined;
  const mostSaid = Math.max(...pieces.map(aboutCount));
  // Of a list ("Visitors from £22 a night · … · Get lifted"), a lone value in an item less about the question
  // than another item is that item's thing's: no lift's price. A contact line's parts are one place's ("7 Market
  // Place, Tarnby · 0117 496 0187").
  const contact = q.type === "phone" || q.type === "email";
  if (lone && ((listed.length > 1 && !contact && aboutCount(lone) < mostSaid) || missesSaid(lone, pieces, q)))
    return undefined;
  const lonely = lone && aboutCount(lone) >= mostSaid ? lone : undefined;
  // "Click and collect: Ready in 2 hours at Aldwick; next day at Riverside": the label is what every clause after
  // ";" is about, so the clauses are told apart without it, and the one chosen keeps it.
  let label = "";
  if (parts.length < 2) {
    label = sentence.match(/^[^:;]{1,80}:\s+(?=\S)/)?.[0] ?? "";
    parts = sentence.slice(label.length).split(/;\s+/).filter(fits);
    if (parts.length < 2) [label, parts] = ["", sentence.split(/;\s+/).filter(fits)];
  }
  // The one part holding a value of the kind is the statement: "There are no sailings on 25 December." says no
  // time for the last sailing on the 24th.
  const one =
    lonely ?? (parts.length === 1 && !LOOSE.has(q.type) && parts[0] !== sentence ? parts[0] : undefined);
  // The label's own words are what every clause is about ("Lodges: Arrive from 16:00 …; early arrival if the lodge
  // is ready"): the clauses are told apart by the others, then by the attribute asked.
  // So are a card's title's ("Christmas and New Year opening"): its sentences are told apart by the terms it leaves.
  // A price's period names the column the parts are in ("Per hour: £24; members £16"), not one of them.
  const labelled = { words: wordsOf(`${label} ${title}`) };
  const rest = q.terms.filter((t) => !has(labelled, t) && t !== q.period);
  const about =
    parts.length < 2
      ? undefined
      : (mostAbout(parts, rest) ??
        mostAbout(parts, namesIn(parts, q)) ??
        (label ? plainestSaying(parts, q.attribute) : undefined) ??
        mostAbout(parts, q.terms));
  const chosen = one ?? (about ? `${label}${about}` : sentence);
  // "At Ashby Road you can walk in on Saturday mornings, 09:00–12:00; at Market Square, please book": the one side
  // holding the value is another place's.
  const sides = chosen.split(/;\s+/);
  const holding = sides.filter(fits);
  if (sides.length > 1 && holding.length === 1 && missesSaid(holding[0]!, sides, q)) return undefined;
  // "What times can the van come?", "what start times are there at Wenbury": every time a part gives
  // ("08:00–10:00, 12:00–14:00 or 18:00–20:00", "Wenbury: 10:30 and 14:00").
  return q.type === "list" || (q.target === "time" && q.days.length === 0)
    ? chosen
    : clauseAbout(chosen, q, fits);
}

/** A clause giving a value as one that was: "the old record of …", "the previous price of …". */
const PAST_VALUE = /\b(?:old|previous|former|last\s+year's)\s+(?:record|price|best|time|fee|rate)\b/i;

/**
 * Where a sentence's clauses part: "; ", ", and …", ", 19 of whom …", "… and the last bus …", "large and £70"; not
 * before what follows in turn ("free for the first year, then £30 a year" is one).
 */
const CLAUSES =
  /;\s+|,\s+(?:and|but|while|whereas)\s+|,\s+(?!then\b|after\s+that\b|thereafter\b)(?=[\da-z£$€])|,?\s+and\s+(?=(?:the|a|an|from|to|at|on|in|for|by)\s)|(?<=\p{L})\s+and\s+(?=[£$€]\d)/u;

/** A period said of a price: "for a week", "a week", "per week", "weekly" (not "a weekend"). */
const periodSaid = (period: string) =>
  new RegExp(String.raw`\b(?:(?:a|an|one|per|each|the)\s+${period}|${period}ly)\b`, "i");
const ANY_PERIOD = periodSaid("(?:hour|day|night|week|weekend|month|year|term|session)");

/** A clause that begins at its price, said without a subject of its own: "£30 for 1kg". */
const PRICE_FIRST = /^\s*[£$€]\s?\d/;
/** What a clause says before its price, its subject: "Dye Works will be " of "Dye Works will be £9 for 250g". */
const beforePrice = (clause: string) => clause.split(/[£$€]\s?\d/)[0]!;

/**
 * "Period costumes will be £49 for a weekend and £70 for a week" of a week's hire: where every clause giving a price
 * says its period, the one saying the period asked, told with the first clause's subject ("Period costumes will be
 * £70 for a week"). Undefined unless exactly one says it.
 */
function periodClause(parts: string[], q: Question): string | undefined {
  if (q.type !== "price" || !q.period) return undefined;
  const priced = parts.filter((p) => holds("price", p));
  const asked = priced.filter((p) => periodSaid(q.period!).test(p));
  if (priced.length < 2 || !priced.every((p) => ANY_PERIOD.test(p)) || asked.length !== 1) return undefined;
  const [clause, first] = [asked[0]!, priced[0]!];
  return clause !== first && PRICE_FIRST.test(clause) ? `${beforePrice(first)}${clause.trim()}` : clause;
}

/** The kind of value whose clauses tell a sentence's parts apart: the kind asked, or a "which times" list's. */
function kindOf(q: Question): AnswerType | undefined {
  const kind = q.type === "any" || q.type === "list" ? q.target : q.type;
  return CLAUSE_KINDS.find((k) => k === kind);
}
/** Kinds a clause holds one value of; a date or "when" is often a weekday and a time together. */
const CLAUSE_KINDS: AnswerType[] = [
  "time",
  "price",
  "count",
  "number",
  "duration",
  "distance",
  "year",
  "weight",
  "speed",
  "temperature",
];

/**
 * Of a sentence giving several values of the kind asked, the clause about the question: "Members get 10% off
 * neutering, and 15% off all food" → the food's; "The bar opens at 18:00 on performance evenings and at 13:00
 * before matinees" → the evening's; "We employ 54 people, 19 of whom live on the islands" → the 54. A count's
 * clause is the one naming what is counted; else a term the sentence opens with is what all its clauses are about,
 * so the clauses are told apart by the others first, then by every term.
 */
export function clauseAbout(sentence: string, q: Question, fits: (s: string) => boolean): string {
  const kind = kindOf(q);
  // A label's words ("How many children one adult can supervise: …", "Heating up: …") are what every part is about.
  const lead = sentence.match(/^[^:;]{1,80}:\s+/)?.[0] ?? "";
  const labelled = { words: wordsOf(lead) };
  const several = (sentence.match(/\d+(?:[.,]\d+)?\s?%|[$€£]\s?\d/g) ?? []).length > 1;
  let parts: string[] = [];
  if (several) parts = sentence.split(/,\s+and\s+|;\s+/).filter(fits);
  if (parts.length < 2 && q.partOfDay) parts = sentence.split(/;\s+|,?\s+and\s+|,\s+but\s+/).filter(fits);
  // "the refractor of 1889, … in the West Dome, and a reflector, installed in 2024, in the East Dome": a year's
  // clause runs to the next ", and".
  if (kind === "year")
    parts = sentence.split(/,\s+(?:and|but|while|whereas)\s+|;\s+/).filter((p) => holds(kind, p));
  if (parts.length < 2 && kind && valueCount(kind, sentence) > 1) {
    // "…, junior from £95 to £100 and family from £720 to £760": a clause may hold two sides of its own.
    parts = sentence
      .split(CLAUSES)
      .filter((p) => holds(kind, p))
      .flatMap((p) => sidesOf(p, kind) ?? [p]);
    if (parts.length < 2) parts = sidesOf(sentence, kind) ?? parts;
  }
  // "Ashby Road 08:30–16:00, Market Square 09:00–13:00": each place with its own value, after a comma.
  // (Not a day's parts: "Monday to Friday 07:30–17:00, Saturday 08:00–13:00" is read by the day below.)
  if (parts.length < 2 && kind && valueCount(kind, sentence) > 1 && dayPart(sentence, q.days) === sentence) {
    const placed = sentence.split(/,\s+(?=\p{Lu})/u).filter((p) => holds(kind, p));
    // ("Heating up: Bubbles … 24 hours, Lagoons about 6 hours" of heating: the label tells no part apart.)
    if (
      placed.length > 1 &&
      mostAbout(
        placed,
        q.terms.filter((t) => !has(labelled, t)),
      )
    )
      parts = placed;
  }
  // "The 15 kg breaker: up to 2 hours a day. The 30 kg breaker: up to 45 minutes a day": a value's sentences.
  if (parts.length < 2 && kind && q.amounts) parts = sentencesOf(sentence).filter((p) => holds(kind, p));
  if (parts.length < 2) {
    const sized = kind === "price" ? sizeAsked(sentence, q) : undefined;
    if (sized) return sized;
    const day = dayPart(sentence, q.days);
    return day !== sentence && fits(day) ? day : sentence;
  }
  // "…, beating the old record of 43 minutes 50 seconds": a value said to be past is not the one asked.
  const current = parts.filter((p) => !PAST_VALUE.test(p));
  if (!q.former && current.length === 1) return current[0]!;
  // "How much is a lesson?" of "£31 for 45 minutes, or £170 for a block of 6": a bundle is the answer only to a
  // question asking for one.
  const single = BUNDLE.test(q.asked) ? parts : parts.filter((p) => !BUNDLE.test(p));
  if (single.length === 1 && parts.length > 1) return single[0]!;
  // A clause about what the question leaves out ("members £160" of a non-member's question) is not its answer.
  if (q.exclude.length > 0) {
    const left = clausesNotLeftOut(parts, q);
    if (left.one !== undefined) return left.one;
    parts = left.parts;
  }
  const ofPeriod = periodClause(parts, q);
  if (ofPeriod) return ofPeriod;
  // "Monday to Friday 17:00–22:00, and Saturday and Sunday 08:00–13:00" of the weekend: the clause of its days.
  const onDays = q.days.length > 0 ? parts.filter((p) => coversDays(p, q.days)) : [];
  if (onDays.length === 1 && parts.every(namesDays)) return onDays[0]!;
  if (q.partOfDay) {
    const inPart = parts.filter((p) => inPartOfDay(p, q.partOfDay!));
    if (inPart.length === 1) return inPart[0]!;
  }
  // "How many people …": the clause that counts people ("We employ 28 people, 12 of them climbing instructors"),
  // unless the clauses count one thing for places the question names ("… and Printworks has 2").
  // (A later clause's first word is a name too: it does not begin the sentence.)
  const spaced = parts.map((p, i) => (i > 0 ? ` ${p}` : p));
  const placed = q.type === "count" ? mostAbout(parts, namesIn(spaced, q)) : undefined;
  // "All 42 of our kennels …, 8 of them big enough for giant breeds": "them" counts kennels too.
  const ofThem = (p: string, i: number) =>
    i > 0 && /^\s*(?:\d+|[a-z]+)\s+of\s+(?:them|these|those)\b/i.test(p);
  const counting =
    q.type === "count" && q.target ? parts.filter((p, i) => countsTarget(p, q.target!) || ofThem(p, i)) : [];
  // "We have 24 heated chalets, 2 of them family chalets" of "how many chalets": the whole, not the part; of
  // "how many take big breeds", the part that says so.
  const whole = counting.filter((p) => !partNotAsked(p, q));
  const others = q.terms.filter((t) => t !== q.target && !has(labelled, t));
  const counted =
    q.type === "count" && q.target
      ? whole.length === 1 && counting.length > 1
        ? whole[0]
        : ((whole.length > 1 ? mostAbout(whole, others) : undefined) ??
          mostAbout(parts, [q.target], true) ??
          (counting.length === 1 ? counting[0] : undefined))
      : undefined;
  // (With a dated start leading every clause: "From Monday 1 March 2027 the family session goes …, the pet …".)
  const dated = sentence.match(/^(?:from|until|on|since)\s+[^,;]*?\b20\d\d\b/i)?.[0] ?? "";
  // (So is the first clause's subject when the others begin at their price: "Dye Works will be £9 for 250g and £30
  // for 1kg" is the Dye Works' both.)
  const shared = parts.slice(1).every((p) => PRICE_FIRST.test(p)) ? beforePrice(parts[0]!) : "";
  const opening = { words: wordsOf(`${sentence.split(/\s+/).slice(0, 3).join(" ")} ${dated} ${shared}`) };
  // A price's period names the column all the clauses are in ("Per hour £24; members £16"), not one of them.
  const telling = q.terms.filter((t) => t !== q.period);
  const chosen =
    placed ??
    counted ??
    partTakingIn(parts, q.amounts) ??
    numberSaidIn(parts, q, opening) ??
    siblingNamed(parts, telling) ??
    mostAbout(
      parts,
      telling.filter((t) => !has(opening, t)),
    ) ??
    // "Lodges: Arrive from 16:00, leave by 10:00; early arrival from 13:00 …" of "when can I get into my lodge":
    // the plainest clause saying the attribute asked, before one that repeats the subject.
    // Of the attribute, the words the question says ("start"), when it says some: a clause saying "finish" is
    // not the start asked of "the carol concert is on Saturday at 15:00, so lessons finish at 12:30".
    // (Not by the label the first clause keeps: "Notice: …" is every clause's.)
    plainestSaying(parts, attributeSaid(q), lead) ??
    mostAbout(parts, telling) ??
    // Else the one saying the head of its noun phrase: "3 working days for letters" of "funeral letters".
    mostAbout(parts, telling.filter((t) => !isGeneric(t)).slice(-1)) ??
    // Last, the question's own words as said: "just one ear" of "£45 one ear, £60 both ears".
    mostAbout(parts, saidWords(q.asked), true) ??
    sentence;
  // A clause that still gives several values ("Aldwick closes at 15:00 and Riverside at 14:00") parts again.
  if (chosen !== sentence && kind && valueCount(kind, chosen) > 1) return clauseAbout(chosen, q, fits);
  // (Told with the subject it shares: "From 1 February 2027: Dye Works will be £30 for 1kg".)
  const told = shared && chosen !== parts[0] && parts.includes(chosen) ? `${shared}${chosen.trim()}` : chosen;
  return sideAsked(told, parts, q);
}

/**
 * "At peak times" of "Arrive & Drive 15 is £22 off-peak and £27 at peak": "off-peak" is the other side of peak
 * (as "non-members" is of members), and the value after it, said without a subject of its own, is the side asked,
 * told with the chosen clause's subject ("Arrive & Drive 15 is £27 at peak").
 */
function sideAsked(chosen: string, parts: string[], q: Question): string {
  const otherSide = (p: string) =>
    q.terms.some((t) => /^[a-z]+$/.test(t) && OTHER_SIDE(t).test(p) && !OTHER_SIDE(t).test(q.asked));
  const next = parts[parts.indexOf(chosen) + 1];
  const value = chosen.search(/[£$€]\s?\d/);
  if (!otherSide(chosen) || !next || otherSide(next) || value < 0 || !PRICE_FIRST.test(next)) return chosen;
  return `${chosen.slice(0, value)}${next.trim()}`;
}

/** Several of a thing sold together: "a block of 6", "a course of five", "10 lessons" (not "2 lessons a week"). */
const BUNDLE =
  /\b(?:block|course|pack|bundle|book|set|series)\s+of\s+(?:\d+|two|three|four|five|six|eight|ten|twelve)\b|\b(?:[2-9]|\d{2}|two|three|four|five|six|eight|ten|twelve)[-\s](?:lesson|session|class|visit|swim|game|ride|flight)(?:es|s)?\b(?!\s+(?:a|per|each|every)\b)/i;

/** "Off-peak", "non-members": the other side of a word. */
const OTHER_SIDE = (word: string) => new RegExp(`\\b(?:off|non)[-\\s]?${word}`, "i");

/** The words a question says, but those every question says. */
const saidWords = (asked: string) =>
  (asked.toLowerCase().match(/\p{L}{2,}/gu) ?? []).filter((w) => !CARRIER_WORDS.has(w));
const CARRIER_WORDS: ReadonlySet<string> = new Set(
  "the and for you your our are is do does did can how much many what when where who which to of in on at it its get".split(
    " ",
  ),
);

/**
 * The question's terms that the parts write as names ("Riverside" of "at riverside"): what tells sibling clauses
 * apart when a plain word ("ready") is said in one and left out of the next ("next day at Riverside").
 */
function namesIn(parts: string[], q: Question): string[] {
  const names = parts.flatMap((p) => p.match(/(?<=\s)\p{Lu}[\p{L}'’-]+/gu) ?? []);
  return q.terms.filter((t) => names.some((n) => has({ words: wordsOf(n) }, t)));
}

/** Of the parts that say one of `attribute`'s words ("arrive"), the shortest: the plain fact, not its exception. */
function plainestSaying(parts: string[], attribute: string[], label = ""): string | undefined {
  const words = attribute.filter((a) => /^\p{L}{4,}$/u.test(a) && !/^(?:time|hours)$/.test(a));
  const saying = parts.filter((p) => words.some((a) => has({ words: wordsOf(p.replace(label, "")) }, a)));
  return saying.length === 0 ? undefined : saying.reduce((a, b) => (b.length < a.length ? b : a));
}

/** The attribute words a question says itself, else all of them. */
function attributeSaid(q: Question): string[] {
  const said = attributeWordsSaid(q);
  return said.length > 0 ? said : q.attribute;
}

/**
 * "A 3 rod day ticket" of "Mill Lake day tickets will be £16 with 2 rods and £19 with 3": the one clause saying a
 * number the question says (not as a price, nor in the words every clause shares).
 */
function numberSaidIn(parts: string[], q: Question, opening: { words: Set<string> }): string | undefined {
  const numbers = q.terms.filter((t) => /^\d{1,3}$/.test(t) && !opening.words.has(t));
  const says = (p: string, n: string) => new RegExp(`(?<![£$€\\d.,])${n}(?![\\d.,%:])`).test(p);
  const saying = parts.filter((p) => numbers.some((n) => says(p, n)));
  return numbers.length > 0 && saying.length === 1 ? saying[0] : undefined;
}
