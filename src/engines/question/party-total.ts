import { isMeasure } from "./amount-units";
import { takesIn } from "./amounts";
import type { Outcome, RecordsPage } from "./answer";
import { discountFor, moneyOffEachFor } from "./group-discount";
import { headcountTotal } from "./headcount-total";
import { cellsSaid, groupWithExtras, mixedPartyTotal, pricedCellsOf } from "./mixed-party";
import type { Question } from "./question";
import { lastSection, recordFound } from "./record-fields";
import { shareOfSum } from "./share-of-sum";
import { countValue, sumText } from "./values";

// "What's a private flight for me and my wife midweek?" of "Private Flight for Two — Weekday price £395 a person":
// a price a person, for the party the question says, is also said for all of them ("£790 for 2"). So are a grown-up's
// and a child's prices together, several of a unit priced for one ("£44 for 2 hours"), and a share of a sum the
// question gives (./share-of-sum.ts); and the party picks the car that carries it ("Minibus, up to 8").

const COUNT = String.raw`(\d{1,2}|two|three|four|five|six|seven|eight)`;
/** "The two of us" (as-said.ts makes of "me and my mate"), "3 of us", "for 4 people". */
const PARTY = new RegExp(
  String.raw`\bthe\s+${COUNT}\s+of\s+us\b|\b${COUNT}\s+of\s+us\b|\bfor\s+${COUNT}\s+(?:people|persons|adults|guests)\b`,
  "i",
);
/** A price said to be a person's: "£395 a person", "£20 each", "£12pp", "per head". */
const A_PERSON = /^\s*(?:a|per)\s+(?:person|head|passenger|guest)\b|^\s*(?:each|pp|p\.p\.)\b/i;
/**
 * A column naming a person's price, just before it ("A head £52", "Per person £40", "Each £12") or leading its name
 * ("A player Saturday or Sunday £55").
 */
const A_PERSON_HEADED =
  /(?:\b(?:a|per)\s+(?:person|head|guest)|\beach)\s*$|(?:^|[:,—]\s*)(?:a|per)\s+(?:person|head|guest|player|rider|diver|climber|skier|participant)\b[^£$€,:]*$/i;
/** A page saying its prices are a person's: "Prices are a person, except the Exclusive Basket", "… for one driver". */
const PRICES_A_PERSON =
  /\b(?:all\s+)?prices\s+are\s+(?:a|per|for\s+(?:one|each|a|1))\s+(?:person|head|passenger|guest|driver|rider|player|diver|climber|jumper|skier|participant|visitor)\b([^.]*)/i;
/** A table headed as a person's prices: "Spa days, per person", "Menus (a head)". */
const TABLE_A_PERSON = /(?:,|—|–|\()\s*(?:per|a)\s+(?:person|head)\)?\s*$/i;
const PRICE = /[£$€]\s?(\d[\d,]*(?:\.\d{2})?)/g;

/** The word counting the party a question says it is for ("2" of "for 2 of us"), as it says it. */
export const partyWord = (asked: string): string | undefined =>
  PARTY.exec(asked)
    ?.slice(1)
    .find((g) => g !== undefined)
    ?.toLowerCase();

/** An event's guests, counted: "for 80 guests". */
const GUESTS = /\bfor\s+\d{1,3}\s+guests\b/i;

/** How many people a question says it is for, when two or more. */
export function partyOf(asked: string): number | undefined {
  const word = partyWord(asked);
  const n = word === undefined ? undefined : countValue(word);
  // (An event's guests may be many: "crockery for 80 guests".)
  const most = GUESTS.test(asked) ? 250 : 20;
  return n !== undefined && n >= 2 && n <= most ? n : undefined;
}

/**
 * "How much for 2 of us to do the circuit hour": the count may be said by the record of the thing ("Couples — … for
 * two people") or not ("Circuit Hour — Peak £99", one driver's price, which withPartyTotal gives for the party).
 * The question without it, for when nothing is found with it.
 */
export function withoutPartyCount(q: Question): Question | undefined {
  const word = partyWord(q.asked);
  // (With the guests it counts: "for 80 guests" of "Crockery — £4.50 a head".)
  return word !== undefined && q.terms.includes(word)
    ? { ...q, terms: q.terms.filter((t) => t !== word && !(t === "guest" && GUESTS.test(q.asked))) }
    : undefined;
}

/** The number of people a column is for: "Two of you" 2, "4 people" 4; undefined for any other column. */
export function partyColumn(name: string): number | undefined {
  const word = name
    .trim()
    .toLowerCase()
    .match(/^(\d{1,2}|one|two|three|four|five|six|seven|eight)\s+(?:of\s+you|people|persons?)$/)?.[1];
  return word === undefined ? undefined : countValue(word);
}

/** How many people a column says its price carries: "Minibus, up to 8" 8, "8 seater" 8; undefined when it says none. */
export function capacityOf(name: string): number | undefined {
  const m =
    /\b(?:up\s+to|max(?:imum)?\.?|seats)\s+(\d{1,2})(?:\s+(?:people|passengers|persons|guests|seats))?\s*(?:[,;)]|$)/i.exec(
      name,
    ) ?? /\b(\d{1,2})[-\s]seater\b/i.exec(name);
  return m ? Number(m[1]) : undefined;
}

/**
 * "Price for 6 of us to Marshgate Airport" of "Saloon, up to 4 £88, Minibus, up to 8 £125": a column carrying fewer
 * than the party is not theirs (false), one carrying them is (true); undefined where the question says no party or
 * the column no number of people.
 */
export function carriesParty(name: string, q: Question): boolean | undefined {
  const party = partyOf(q.asked);
  const capacity = capacityOf(name);
  return party === undefined || capacity === undefined ? undefined : capacity >= party;
}

/**
 * "Saloon, up to 4" of "Saloon, up to 4; Minibus, up to 8", each said alike by the question: the columns carrying
 * fewest people (the party, when it said one, already left out those too small for it).
 */
export function fewestCarried<F extends { name: string }>(fields: F[]): F[] {
  const caps = fields.map((f) => capacityOf(f.name) ?? Number.NaN);
  const least = Math.min(...caps);
  return caps.some(Number.isNaN) || fields.length < 2 ? fields : fields.filter((_, i) => caps[i] === least);
}

/**
 * The answer with the party's total after its one price, when that price is a person's: said so after it or before
 * it ("A head £52"), or by a sentence of its page ("Prices are a person") that does not leave the answer's thing out
 * ("except the Exclusive Basket"). First, a grown-up with children, several of a unit or a share of a sum, when the
 * question gives one. Unchanged otherwise: a price for a group, two prices, or no party said.
 */
export function withPartyTotal(outcome: Outcome, pages: readonly RecordsPage[], q: Question): Outcome {
  if (!("found" in outcome) || q.type !== "price") return outcome;
  const mixed =
    askerWithChildren(outcome, pages, q) ??
    mixedPartyTotal(outcome, pages, q) ??
    groupWithExtras(outcome, q) ??
    quantityTotal(outcome, q) ??
    headcountTotal(outcome, pages, q) ??
    shareOfSum(outcome, pages, q);
  if (mixed) return mixed;
  const party = partyOf(q.asked);
  const prices = [...outcome.found.text.matchAll(PRICE)];
  // (One price said in two columns alike is one price: "A player Saturday or Sunday £55, …, A player Monday to
  // Friday £55".)
  const amounts = new Set(prices.map((p) => p[1]!.replace(/,$/, "")));
  if (party === undefined || prices.length === 0 || amounts.size !== 1) return outcome;
  const price = prices[0]!;
  const after = outcome.found.text.slice(price.index! + price[0].length);
  const page = pages.find((p) => p.url === outcome.found.url);
  const note = page?.records
    .filter((r) => r.kind === "text")
    .map((r) => PRICES_A_PERSON.exec(r.text))
    .find((m) => m !== null);
  const excepted = note?.[1]?.match(/\bexcept\s+(?:the\s+|for\s+)?([^,;]+)/i)?.[1];
  const left =
    excepted !== undefined && outcome.found.text.toLowerCase().includes(excepted.trim().toLowerCase());
  // (Or its column's name before it: "A head £52", "Per person £40"; or its table's heading, "Spa days, per person".)
  const headed =
    A_PERSON_HEADED.test(outcome.found.text.slice(0, price.index)) ||
    TABLE_A_PERSON.test(lastSection(recordFound(pages, outcome.found) ?? { section: "" }));
  // (Or the question gives each their own: "a night on Mill Lake, 2 rods each, for both of us".)
  const eachOwn = EACH_OWN.test(q.asked);
  if (!A_PERSON.test(after) && !headed && !eachOwn && (note === undefined || left)) return outcome;
  const each = Number(price[1]!.replace(/,/g, ""));
  const extra = page ? supplementTakingIn(page, q) : undefined;
  // (Less what the page takes off a party that size: "Book 4 or more places in one go: 10% off".)
  // (Or a sum off each place: "Book 6 or more places in one go: £5 off each place".)
  const off = PARTY_UNITS.map((unit) => discountFor(pages, outcome.found.url, unit, party)).find(Boolean);
  const offEach = off
    ? undefined
    : PARTY_UNITS.map((unit) => moneyOffEachFor(pages, outcome.found.url, unit, party)).find(Boolean);
  const sign = price[0].match(/[£$€]/)![0]!;
  const whole = (each - (offEach ?? 0)) * party;
  const total = Math.round(whole * (100 - (off ?? 0))) / 100 + (extra?.sum ?? 0);
  const money = sumText(sign, total);
  const plus = extra ? `, and ${extra.said} for ${extra.label.toLowerCase()}` : "";
  const less = off
    ? `, ${sumText(sign, each * party)} less ${off}%`
    : offEach
      ? `, less ${sumText(sign, offEach)} each`
      : "";
  return {
    found: {
      ...outcome.found,
      text: `${outcome.found.text} — ${money} for ${party} (${price[0].replace(/,$/, "")} a person${less}${plus})`,
    },
  };
}

/**
 * "There's 12 of us …, what's the total" answered with a person's prices in two columns ("Off-peak £19, Peak £23"),
 * or "two 12kg bags …, what's the total" with a row's two sizes, and no sum of them: a total was asked, and which
 * price it is of is not known.
 */
export function totalUnmade(outcome: Outcome, q: Question): boolean {
  if (!("found" in outcome) || !q.total || q.type !== "price") return false;
  const amounts = new Set([...outcome.found.text.matchAll(PRICE)].map((p) => p[1]!.replace(/,$/, "")));
  const summed = /—\s*[£$€]\s?\d[\d,.]*\s+for\s+\d|\baltogether\b|\bin\s+total\b|\btotal\b/i;
  return amounts.size > 1 && !summed.test(outcome.found.text);
}

/** A question giving each of the party a thing of their own: "2 rods each", "one each". */
const EACH_OWN = /\b(?:\d{1,2}|one|two|three)(?:\s+\p{L}+)?\s+each\b/iu;

/** What a page counts a party in when it takes something off for its size: places, people, tickets. */
const PARTY_UNITS = ["place", "person", "people", "ticket", "guest"];

/** "2 hrs", "3 cases", "two nights": how many of a unit a question asks the price of. */
const QUANTITY =
  /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(hours?|hrs?|cases?|nights?|days?|weeks?|bottles?|boxes?|sessions?|lessons?|months?)\b/i;
/** "How much will I have paid altogether": a sum of the monthly payments is asked, not one of them. */
const ALTOGETHER = /\b(?:altogether|all\s+together|in\s+total|total)\b/i;
const UNIT_OF: Record<string, string> = { hr: "hour", hrs: "hour" };

/**
 * "2 hrs in Cinder on a Saturday how much" of "Cinder: Peak, an hour £22": a price for one of the unit the question
 * asks several of, said with their sum ("£44 for 2 hours"). Undefined unless the answer gives one price, said to be
 * for one ("an hour", "per night", "a case of 6").
 */
function quantityTotal(outcome: Outcome, q: Question): Outcome | undefined {
  const asked = QUANTITY.exec(q.asked);
  if (!("found" in outcome) || !asked) return undefined;
  const n = countValue(asked[1]!.toLowerCase());
  const said = asked[2]!.toLowerCase();
  // ("How much a month over 24 months" asks the month's payment.)
  if (said.startsWith("month") && !ALTOGETHER.test(q.asked)) return undefined;
  const unit = UNIT_OF[said] ?? (said === "boxes" ? "box" : said.replace(/s$/, ""));
  const prices = [...outcome.found.text.matchAll(PRICE)];
  if (n === undefined || n < 2 || prices.length !== 1) return undefined;
  const before = outcome.found.text.slice(0, prices[0]!.index);
  const forOne = new RegExp(String.raw`\b(?:an?|per|each|one)\s+${unit}\b(?!s)`, "i");
  // (Or said just after it: "Late returns: mascot suits £25 a day".)
  const after = outcome.found.text.slice(prices[0]!.index! + prices[0]![0].length);
  const justAfter = new RegExp(String.raw`^\s*(?:an?|per|each)\s+${unit}\b(?!s)`, "i");
  if (!forOne.test(before) && !justAfter.test(after)) return undefined;
  const total = Number(prices[0]![1]!.replace(/,/g, "")) * n;
  const sign = prices[0]![0].match(/[£$€]/)![0];
  const sum = sumText(sign, total);
  const units = `${n} ${unit === "box" ? "boxes" : `${unit}s`}`;
  return { found: { ...outcome.found, text: `${outcome.found.text} — ${sum} for ${units}` } };
}

/** "Me and my 9 year old", "me and my two kids (7 and 9)": the asker, a grown-up, with children of those ages. */
const ASKER_AND_KIN = /\bme\s+and\s+my\b/i;

/**
 * "How much for me and my 9 year old to do a taster swing" of "Taster Swing — … Price Adult £39, Price Under 16 £32":
 * the asker's price in the adults' column and each child's in the column taking their age in, and their sum ("£71
 * for the 2 of you"). Undefined unless the answer's row has one such column for each, each a bare price.
 */
function askerWithChildren(
  outcome: Outcome,
  pages: readonly RecordsPage[],
  q: Question,
): Outcome | undefined {
  const ages = (q.amounts ?? []).filter((a) => a.unit === "age");
  if (!("found" in outcome) || !ASKER_AND_KIN.test(q.asked) || ages.length === 0) return undefined;
  if (ages.some((a) => a.n >= 16)) return undefined;
  const { found } = outcome;
  const { row, priced } = pricedCellsOf(found, pages);
  const adults = priced.filter((f) => /\badults?\b/i.test(f.name));
  const children = ages.map((a) => priced.filter((f) => !adults.includes(f) && takesIn(f.name, a) === true));
  if (!row || adults.length !== 1 || children.some((c) => c.length !== 1)) return undefined;
  const paid = [adults[0]!, ...children.map((c) => c[0]!)];
  const total = paid.reduce((sum, f) => sum + f.amount, 0);
  const sign = paid[0]!.value.trim()[0];
  const cells = cellsSaid(paid);
  const sum = sumText(sign, total);
  return { found: { ...found, text: `${row.subject}: ${cells} — ${sum} for the ${paid.length} of you` } };
}

/**
 * "Me and my husband … he's about 17 stone" of "Over 16 stone: A heavier passenger supplement of £60": a label
 * whose range takes in a measure the question gives, saying a supplement of one sum, adds it to the party's total.
 */
function supplementTakingIn(
  page: RecordsPage,
  q: Question,
): { label: string; said: string; sum: number } | undefined {
  const measures = (q.amounts ?? []).filter((a) => isMeasure(a.unit));
  if (measures.length === 0) return undefined;
  const found = page.records.flatMap((r) => {
    const sums = [...r.text.matchAll(PRICE)];
    const taken = r.kind === "pair" && measures.some((a) => takesIn(r.subject, a) === true);
    return taken && sums.length === 1 && /\b(?:supplement|surcharge)\b/i.test(r.text)
      ? [
          {
            label: r.subject,
            said: sums[0]![0].replace(/,$/, ""),
            sum: Number(sums[0]![1]!.replace(/,/g, "")),
          },
        ]
      : [];
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * "Tariff 2: Colnford Each mile after £2.40" for "what would a 3 mile journey cost": a price for one of a unit the
 * question gives several of is a rate, not the cost asked.
 */
export function rateForOneOfMany(said: string, q: Question): boolean {
  const many = q.amounts?.find((a) => isMeasure(a.unit) && a.n > 1);
  return (
    q.type === "price" &&
    many !== undefined &&
    new RegExp(`\\b(?:each|per|a|every)\\s+(?:extra\\s+)?${many.unit}\\b`, "i").test(said)
  );
}
