import type { PageRecord } from "../page/records";
import type { Outcome, RecordsPage } from "./answer";
import { discountFor } from "./group-discount";
import { parseQuestion, type Question } from "./question";
import { answerRow } from "./share-of-sum";
import { countValue, SMALL_NUMBERS, sumText } from "./values";

// "How much for 12 neon tetras" of "Neon tetra — Price Each £2.50, Price Each, for 10 or more £1.95": the price of
// one, at the tier the count reaches, times the count ("£23.40 for 12"). "2 guinea pigs and an indoor home for them,
// how much all in": each thing asked read as its own question, and their prices added up. Precision first: only a
// price said to be for one of the thing (or a pair, or a kg) is multiplied, and only two things each with one price
// are added; otherwise the question is answered as it stands.

// ("1,200 words", "5000 leaflets": thousands, with or without their comma; never a year, "2027 prices".)
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+|(?!(?:19|20)\d\d\b)\d{4,6}|\d{1,3}|${SMALL_NUMBERS.slice(2).join("|")}|a\s+dozen`;
/**
 * A count of a thing, its name ending in a plural: "12 neon tetras", "13 straight stairs", "3 groomsmen", "60 of the
 * white chairs", "two 55cm feather cushions".
 */
const COUNTED = new RegExp(
  String.raw`\b(${NUMBER})\s+(?:of\s+(?:the|your|those|these)\s+)?((?:(?:[a-z]+|\d+\s?cm)\s+){0,2}?(?:[a-z]+[^s\s]s|[a-z]+men))\b`,
  "i",
);
/** A count of people each wanting one of a thing: "6 of us want classic costumes", "4 of us need wetsuits". */
const EACH_OF_US = new RegExp(
  String.raw`\b(${NUMBER})\s+of\s+us\s+(?:want|need|would\s+like|fancy|are\s+after|(?:are\s+)?hiring|to\s+hire)\s+((?:[a-z]+\s+){0,2}?[a-z]+[^s\s]s)\b`,
  "i",
);
/** An amount by weight: "2kg of kale". */
const WEIGHED = /\b(\d{1,2}(?:\.\d)?)\s*(?:kg|kilos?)\s+(?:of\s+)?/i;
/** Counts that are not of the thing bought: lengths of time, people (party-total.ts), sizes. */
const NOT_A_THING =
  /^(?:hours|hrs|minutes|mins|days|nights|weeks|months|years|yrs|miles|people|persons|adults|kids|children|guests|grandchildren|others|times|points|layers|inches|seats|seaters)$/i;
/** A question asking the price of one: "how much each", "per shirt", "a night" (not "for a week", a hire's length). */
const ASKS_ONE =
  /\b(?:each|per\s+\w+|(?<!\bfor\s)a\s+(?:night|day|week|month|year|term|session|head|person))\b/i;
/** Of a weight, only its unit asks for one: "12kg of dye works a week" is a week's 12kg, "a kilo" asks one. */
const ASKS_ONE_KG = /\b(?:each|per\s+(?:kg|kilo)|an?\s+(?:kg|kilo))\b/i;

interface Counted {
  n: number;
  /** What one is: "tetra", "stair", "kg". */
  unit: string;
  /** The question without the count: "how much for neon tetras". */
  without: string;
}

const singular = (word: string) =>
  word
    .toLowerCase()
    .replace(/men$/, "man")
    .replace(/ies$/, "y")
    .replace(/(ch|sh|x|ss)es$/, "$1")
    .replace(/s$/, "");

/** The count of a thing a price question gives, or undefined. */
export function countedOf(asked: string): Counted | undefined {
  const weighed = WEIGHED.exec(asked);
  if (weighed) return { n: Number(weighed[1]), unit: "kg", without: asked.replace(weighed[0], "") };
  const each = EACH_OF_US.exec(asked);
  if (each) {
    const n = countValue(each[1]!);
    const unit = singular(each[2]!.split(/\s+/).at(-1)!);
    const without = asked.replace(/\b\S+\s+of\s+us\s+/i, "");
    return n !== undefined && n >= 2 && !NOT_A_THING.test(`${unit}s`) ? { n, unit, without } : undefined;
  }
  const m = COUNTED.exec(asked);
  if (!m) return undefined;
  const words = m[2]!.split(/\s+/);
  const n = /dozen/i.test(m[1]!) ? 12 : countValue(m[1]!);
  if (n === undefined || n < 2 || words.some((w) => NOT_A_THING.test(w))) return undefined;
  const rest = asked.slice(m.index + m[1]!.length).trimStart();
  const without = `${asked.slice(0, m.index)}${rest.replace(/^of\s+/i, "")}`;
  return { n, unit: singular(words.at(-1)!), without };
}

/** A price for each one past some first ones: "Each player more: £8", "each extra hour" (not "10 or more"). */
const ONE_MORE = /\b(?:extra|additional|thereafter)\b|(?<!\bor\s)\bmore\b|\bafter\s+the\s+first\b/i;

/**
 * How many of the thing a price is for: "each", "a stair" 1, "the pair" 2; undefined when it says none, or is for
 * each one past a first few ("Each player more: £8", which a count of 25 does not multiply).
 */
function forHowMany(said: string, unit: string): number | undefined {
  if (ONE_MORE.test(said)) return undefined;
  if (/\b(?:the|a|per)\s+pair\b/i.test(said)) return 2;
  if (/\beach\b/i.test(said)) return 1;
  const one = unit === "kg" ? "(?:kg|kilo)" : unit;
  return new RegExp(String.raw`\b(?:an?|per|one)\s+${one}\b`, "i").test(said) ? 1 : undefined;
}

/** The fewest and most a price is for: "Each, for 10 or more" 10, "6+" 6, "25 to 49" 25 to 49; 1 otherwise. */
function tierOf(said: string): { tier: number; most: number } {
  const span = /^\s*(\d{1,3})\s*(?:to|-|–)\s*(\d{1,3})\b(?!\s*(?:kg|kilos?|g)\b)/i.exec(said);
  if (span) return { tier: Number(span[1]), most: Number(span[2]) };
  const m = /\b(\d{1,3})\s+or\s+more\b|\b(\d{1,3})\s*\+|\bover\s+(\d{1,3})\b/i.exec(said);
  const tier = !m ? 1 : m[3] !== undefined ? Number(m[3]) + 1 : Number(m[1] ?? m[2]);
  return { tier, most: Number.POSITIVE_INFINITY };
}

/** A sum of money: "£23.40", "$1,200". */
const MONEY = String.raw`[£$€]\s?\d[\d,]*(?:\.\d{2})?`;
/** A price, its pounds or pence captured: "£2.50", "60p". */
const PRICE = /[£$€]\s?(\d[\d,]*(?:\.\d{2})?)|\b(\d{1,2})p\b/;

/** The price of the one cell (or sentence) an answer gives for one of the thing, at the count's tier. */
function priceForOne(outcome: Outcome, pages: readonly RecordsPage[], counted: Counted) {
  if (!("found" in outcome)) return undefined;
  const { found } = outcome;
  const row = answerRow(found, pages);
  const said = row
    ? row.fields
        .filter((f) => found.text.includes(f.value.trim()))
        .map((f) => ({ said: `${f.name} ${f.value.trim()}`, of: `${row.subject} ${f.name} ${f.value}` }))
    : [{ said: found.text, of: found.evidence }];
  // (A table whose heading names the thing prices one of it a row: "Costume hire — Character: Hire A week £50".)
  const thing = new RegExp(String.raw`\b${counted.unit}(?:s|es)?\b`, "i");
  const ofTheThing = row !== undefined && thing.test(`${row.section.split(" › ").at(-1)} ${row.of ?? ""}`);
  const priced = said.flatMap((c) => {
    const m = PRICE.exec(c.said);
    const per =
      forHowMany(c.of, counted.unit) ??
      (ofTheThing && !ONE_MORE.test(c.of) && !/\bfor\s+\d/i.test(c.said) ? 1 : undefined);
    // (A cell of two prices, "£25 a track, or £90 for up to 5 tracks", says more than a price for one.)
    const prices = c.of.match(new RegExp(PRICE.source, "g")) ?? [];
    if (!m || per === undefined || prices.length !== 1) return [];
    const amount = m[1] !== undefined ? Number(m[1].replace(/,/g, "")) : Number(m[2]) / 100;
    return [{ ...c, amount, per, ...tierOf(c.said) }];
  });
  const reached = priced.filter((c) => c.tier <= counted.n && counted.n <= c.most);
  const tier = Math.max(...reached.map((c) => c.tier));
  const at = reached.filter((c) => c.tier === tier);
  if (at.length === 0 || new Set(at.map((c) => c.amount * 1000 + c.per)).size !== 1) return undefined;
  const cell = at[0]!;
  return counted.n % cell.per === 0 ? { cell, subject: row?.subject } : undefined;
}

/**
 * "How much for 12 neon tetras": the question without its count answered, and that answer's price for one times the
 * count. Undefined when the question gives no count of a thing or asks the price of one, or the answer says no
 * price for one of it.
 */
export function countedAnswer(
  pages: RecordsPage[],
  q: Question,
  answer: (pages: RecordsPage[], q: Question) => Outcome,
): Outcome | undefined {
  const counted = q.type === "price" ? countedOf(q.asked) : undefined;
  if (!counted || (counted.unit === "kg" ? ASKS_ONE_KG : ASKS_ONE).test(q.asked)) return undefined;
  // (A row of that many is their price: "Two games — A player Peak £17", not One game's twice.)
  const many = new RegExp(
    String.raw`\b(?:${counted.n}|${SMALL_NUMBERS[counted.n] ?? "-"})\s+${counted.unit}`,
    "i",
  );
  // (Nor is a cell's price for that many: "Larger £40 for 5kg" of "5kg of your boilies".)
  const forMany = new RegExp(
    String.raw`\bfor\s+${counted.n}\s*${counted.unit === "kg" ? "(?:kg|kilos?)" : counted.unit}`,
    "i",
  );
  const priced = (r: PageRecord) => many.test(r.subject) || r.fields.some((f) => forMany.test(f.value));
  if (pages.some((p) => p.records.some(priced))) return undefined;
  const plain = parseQuestion(counted.without, new Date(q.asOf ?? Date.now()));
  let out = answer(pages, plain);
  let one = priceForOne(out, pages, counted);
  // (Else a weight picks the row whose range takes it in: "10 to 19kg — A kilo Dye Works £18.50" of 12kg.)
  if (!one && counted.unit === "kg" && q.amounts) {
    out = answer(pages, { ...plain, amounts: q.amounts });
    one = priceForOne(out, pages, counted);
  }
  if (!one || !("found" in out)) return undefined;
  const { cell, subject } = one;
  const sign = /[£$€]/.exec(cell.said)?.[0] ?? "£";
  const whole = (cell.amount * counted.n) / cell.per;
  // (Less what the page takes off that many: "10 or more: 20% off".)
  const discount =
    counted.unit === "kg" ? undefined : discountFor(pages, out.found.url, counted.unit, counted.n);
  const sum = sumText(sign, Math.round(whole * (100 - (discount ?? 0))) / 100);
  const of = counted.unit === "kg" ? `${counted.n} kg` : `${counted.n}`;
  const lead = subject && !cell.said.startsWith(subject) ? `${subject}: ${cell.said}` : cell.said;
  const less = discount ? ` (${sumText(sign, Math.round(whole * 100) / 100)} less ${discount}%)` : "";
  return { found: { ...out.found, text: `${lead} — ${sum} for ${of}${less}` } };
}

/** A price question after a statement giving a count ("12 character costumes for a week, how much is the hire"). */
export const withCountSaid = (q: Question, statement: Question): Question =>
  q.type === "price" && !countedOf(q.asked) && countedOf(statement.asked)
    ? { ...q, asked: `${statement.asked}, ${q.asked}` }
    : q;

/** A total asked: "how much altogether", "all in", "what will that be". */
const TOTAL_ASKED =
  /\s*\b(?:altogether|all\s+in|in\s+total|total|all\s+together|combined|(?:will|would)\s+(?:that|it)\s+be|does\s+that\s+come\s+to)\b/i;
/** Where the first thing asked starts: after the last of these words before "and". */
const LEFT_EDGE =
  /\b(?:need|want|picked|bought|buy|buying|get|getting|order|ordered|having|have|for|to|is|are|be)\s+/gi;
/** Where the second thing asked ends: before any of these after "and". */
const RIGHT_EDGE =
  /\s+(?:on|for|in|at|with|today|tonight|tomorrow|please|pls|how|hw|what|whats)\b|\s*[,?.!]|$/i;

/** The two questions a question asking the total of two things is: each with the other thing left out. */
export function basketOf(asked: string): [string, string] | undefined {
  if (!TOTAL_ASKED.test(asked)) return undefined;
  const plain = asked.replace(new RegExp(TOTAL_ASKED.source, "gi"), "");
  const ands = [...plain.matchAll(/\s+(?:and|plus|&)\s+/gi)];
  if (ands.length !== 1) return undefined;
  const [pre, post] = [plain.slice(0, ands[0]!.index), plain.slice(ands[0]!.index! + ands[0]![0].length)];
  const edge = [...pre.matchAll(LEFT_EDGE)].at(-1);
  const start = edge ? edge.index! + edge[0].length : 0;
  const end = RIGHT_EDGE.exec(post)!.index;
  const [before, left, right, after] = [
    pre.slice(0, start),
    pre.slice(start),
    post.slice(0, end),
    post.slice(end),
  ];
  if (!left.trim() || !right.trim()) return undefined;
  return [`${before}${left}${after}`, `${before}${right}${after}`];
}

const COUNTED_TOTAL = new RegExp(String.raw`—\s*(${MONEY})\s+for\s+\d`);
const EVERY_SUM = new RegExp(MONEY, "g");

/** The one price an answer states: a counted answer's total ("— £23.40 for 12"), else its only price. */
function statedPrice(text: string): string | undefined {
  const total = COUNTED_TOTAL.exec(text);
  if (total) return total[1];
  const all = new Set(text.match(EVERY_SUM) ?? []);
  return all.size === 1 ? [...all][0] : undefined;
}

/**
 * "2 guinea pigs and an indoor home for them, how much all in": the two things, each answered as its own question
 * (a count priced by countedAnswer), added up. Undefined unless both are found, from different records, each with
 * one price in the same currency.
 */
export function basketAnswer(
  pages: RecordsPage[],
  q: Question,
  answer: (pages: RecordsPage[], q: Question) => Outcome,
): Outcome | undefined {
  const halves = q.type === "price" ? basketOf(q.asked) : undefined;
  if (!halves) return undefined;
  const now = new Date(q.asOf ?? Date.now());
  const [a, b] = halves.map((h) => answer(pages, parseQuestion(h, now)));
  if (!a || !b || !("found" in a) || !("found" in b) || a.found.evidence === b.found.evidence)
    return undefined;
  const prices = [statedPrice(a.found.text), statedPrice(b.found.text)];
  if (prices.some((p) => p === undefined) || prices[0]![0] !== prices[1]![0]) return undefined;
  const amount = (p: string) => Number(p.slice(1).trim().replace(/,/g, ""));
  const sum = sumText(prices[0]![0]!, amount(prices[0]!) + amount(prices[1]!));
  return {
    found: {
      text: `${sum} altogether (${a.found.text}; ${b.found.text})`,
      evidence: `${a.found.evidence}\n${b.found.evidence}`,
      url: a.found.url,
      title: a.found.title,
    },
  };
}
