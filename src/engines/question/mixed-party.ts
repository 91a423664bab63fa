import type { RecordField } from "../page/records";
import { takesIn } from "./amounts";
import type { Found, Outcome, RecordsPage } from "./answer";
import type { Question } from "./question";
import { answerRow } from "./share-of-sum";
import { countValue, sumText } from "./values";

// A party of grown-ups and children: "the orchard package for 80 adults and 6 children aged 4 to 10" is each of
// them at their price ("A head Adult £112", "A head Child, 3 to 12 £45") and the sum; one price alone is no answer.

const COUNT = String.raw`(\d{1,3}|an?|one|two|three|four|five|six)`;
/** "2 adults and a child", "80 adults and 6 children aged 4 to 10", "2 grown-ups + 3 kids". */
const MIXED_PARTY = new RegExp(
  String.raw`\b${COUNT}\s+(?:adults?|grown-?ups?)\s+(?:and|&|\+)\s+${COUNT}\s+(?:child|children|kids?|under-?\s?1\d\s?s)\b(?:\s+aged\s+(\d{1,2})(?:\s*(?:to|-|–|and)\s*(\d{1,2}))?)?`,
  "i",
);
/** A price for such a party as one: "Family (2 adults and 2 children)", "Group of 4". */
const PARTY_PRICE = /\b(?:family|families|group|party|adults?\s+and\s+|everyone|all\s+of\s+you)\b/i;
const ADULT_COLUMN = /\b(?:adults?|grown-?ups?)\b/i;
const CHILD_COLUMN = /\b(?:child|children|kids?|junior|under\s?1\d)/i;

/** A cell that is a price alone ("£112"), with its amount. */
export type PricedCell = RecordField & { amount: number };
const BARE_PRICE = /^\s*[£$€]\s?(\d[\d,]*(?:\.\d{2})?)\s*$/;

/**
 * The answer's table row and its cells that are a price alone ("A head Adult £112"), each with its amount: what a
 * party's total is added up from (here, and party-total.ts's asker with children).
 */
export function pricedCellsOf(found: Found, pages: readonly RecordsPage[]) {
  const row = answerRow(found, pages);
  const priced = (row?.fields ?? []).flatMap((f): PricedCell[] => {
    const m = BARE_PRICE.exec(f.value);
    return m ? [{ ...f, amount: Number(m[1]!.replace(/,/g, "")) }] : [];
  });
  return { row, priced };
}

/** Cells as the answer says them, each once: "A head Adult £112, A head Child, 3 to 12 £45". */
export const cellsSaid = (cells: readonly PricedCell[]) =>
  [...new Set(cells)].map((f) => `${f.name} ${f.value.trim()}`).join(", ");

const countOf = (said: string) => (/^an?$/i.test(said) ? 1 : countValue(said.toLowerCase()));

/** The grown-ups, the children and the children's ages a question gives, if it gives such a party. */
function mixedParty(asked: string) {
  const m = MIXED_PARTY.exec(asked);
  const [adults, children] = [countOf(m?.[1] ?? ""), countOf(m?.[2] ?? "")];
  if (!m || adults === undefined || children === undefined) return undefined;
  const ages = [m[3], m[4]].filter((a) => a !== undefined).map(Number);
  return { adults, children, ages, said: m[0] };
}

/**
 * "How much is sunday lunch for 2 adults and a child" of "a children's roast £7.50": one price for a party of grown-ups
 * and children is one of them's, not what they all cost (unless its record prices the party as one).
 */
export function onePriceForMixedParty(said: string, evidence: string, q: Question): boolean {
  if (q.type !== "price" || !mixedParty(q.asked)) return false;
  const prices = said.match(/[£$€]\s?\d/g) ?? [];
  return prices.length === 1 && !PARTY_PRICE.test(evidence);
}

/** The question without the party's counts and ages, for the thing's row to be found by what it is. */
export function withoutMixedCounts(q: Question): Question | undefined {
  const party = q.type === "price" ? mixedParty(q.asked) : undefined;
  if (!party) return undefined;
  const said = new Set(party.said.toLowerCase().match(/\d+/g) ?? []);
  const terms = q.terms.filter((t) => !said.has(t) && !/^(?:adult|child|kid)$/.test(t));
  const amounts = q.amounts?.filter((a) => !(a.unit === "age" && party.ages.includes(a.n)));
  return { ...q, terms, amounts };
}

/**
 * The party's total from the answer's row: the grown-ups at its one adults' price, the children at its one
 * children's price (taking in the ages said), each a bare price. Undefined otherwise.
 */
export function mixedPartyTotal(
  outcome: Outcome,
  pages: readonly RecordsPage[],
  q: Question,
): Outcome | undefined {
  const party = mixedParty(q.asked);
  if (!("found" in outcome) || !party) return undefined;
  const { row, priced } = pricedCellsOf(outcome.found, pages);
  const adult = priced.filter((f) => ADULT_COLUMN.test(f.name));
  const child = priced.filter(
    (f) =>
      !adult.includes(f) &&
      CHILD_COLUMN.test(f.name) &&
      party.ages.every((n) => takesIn(f.name, { n, unit: "age" }) !== false),
  );
  if (!row || adult.length !== 1 || child.length !== 1) return undefined;
  const total = party.adults * adult[0]!.amount + party.children * child[0]!.amount;
  const sign = adult[0]!.value.trim()[0]!;
  const cells = cellsSaid([adult[0]!, child[0]!]);
  const text = `${row.subject}: ${cells} — ${sumText(sign, total)} for ${party.said.replace(/\s+aged\b.*$/i, "")}`;
  return { found: { ...outcome.found, text } };
}

/** "For 18 kids", "for 30 people": how many a group price is asked for. */
const GROUP_ASKED = /\bfor\s+(\d{1,3})\s+(?:kids|children|people|guests|adults|pupils|of\s+us)\b/i;
/** "£160 for up to 15 children; £10 each child more": a price for a group, and each one more. */
const UP_TO_THEN_EACH =
  /[£$€]\s?(\d[\d,]*(?:\.\d\d)?)\s+for\s+up\s+to\s+(\d{1,3})\b[^;.]*?[;,]\s*(?:then\s+|and\s+)?[£$€]\s?(\d[\d,]*(?:\.\d\d)?)\s+(?:each|a|per|for\s+each)\s+(?:\w+\s+)?(?:more|extra|after\s+that|over\s+that)\b/i;

/**
 * "How much for a farmyard party for 18 kids" of "Price £160 for up to 15 children; £10 each child more": the group's
 * price with each one over it ("£190 for 18"); the group's price alone when they are no more than it takes.
 */
export function groupWithExtras(outcome: Outcome, q: Question): Outcome | undefined {
  const asked = GROUP_ASKED.exec(q.asked);
  // (The group's price may be the answer's clause, each one more the next: the record says both.)
  const said = "found" in outcome ? UP_TO_THEN_EACH.exec(outcome.found.evidence) : null;
  if (!("found" in outcome) || !asked || !said) return undefined;
  const n = Number(asked[1]);
  const [base, upTo, each] = [said[1]!, said[2]!, said[3]!].map((x) => Number(x.replace(/,/g, "")));
  const total = base! + Math.max(0, n - upTo!) * each!;
  const sign = said[0].match(/[£$€]/)![0];
  const more = said[0].slice(said[0].search(/[;,]/) + 1).trim();
  const text = outcome.found.text.includes(more) ? outcome.found.text : `${outcome.found.text}; ${more}`;
  return { found: { ...outcome.found, text: `${text} — ${sumText(sign, total)} for ${n}` } };
}
