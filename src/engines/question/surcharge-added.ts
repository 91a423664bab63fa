import { escapeRegExp } from "../../text";
import type { PageRecord } from "../page/records";
import type { Outcome, RecordsPage } from "./answer";
import { parseQuestion, type Question } from "./question";
import { amountOf, onePrice, SUM_SAID, sumText } from "./values";

// "Jeans shortened with the express", "suit trousers hemmed for the next day": the price of the job asked, and what
// the turnaround's row says it adds on top ("Express — … £10 on top", "Next day — … 50% on top of the price").

/** What a row's cell adds to a price: "£10 on top, for the whole order", "50% on top of the price", "25% extra". */
const ON_TOP =
  /(?:[£$€]\s?(?<sum>\d[\d,]*(?:\.\d{2})?)|(?<share>\d+(?:\.\d+)?)\s?%)\s+(?:on\s+top|extra|more|surcharge)\b/i;
/** A column of what a row adds: "On top of the treatment", "Surcharge", "Extra". */
const ON_TOP_COLUMN = /\b(?:on\s+top|surcharge|extra)\b/i;
/** A cell that is one amount alone: "£30", "+£30", "25%". */
const ALONE = /^\s*\+?\s*(?:[£$€]\s?(?<sum>\d[\d,]*(?:\.\d{2})?)|(?<share>\d+(?:\.\d+)?)\s?%)\s*$/;
/** A row's name as a question may say it: one to three words ("Express", "Next day"). */
const ROW_NAME = /^[\p{L}-]{3,}(?: [\p{L}-]{2,}){0,2}$/u;

/**
 * The price asked without the row the question names, plus what that row's one cell saying an amount on top adds:
 * "Express — Ready in 3 working days, £10 on top" for "jeans shortening within 3 days … with the express" is the
 * jeans' £12 and £10; "Next day — 50% on top of the alterations' price" for "suit trousers hemmed for the next day"
 * is £14 and half of it. (The question's "within 3 days" is the row's own, asked of it: left out with it.) Undefined
 * unless the question without the row gives one price, of another record than that row.
 */
export function surchargeAddedAnswer(
  pages: readonly RecordsPage[],
  q: Question,
  answer: (pages: RecordsPage[], q: Question) => Outcome,
): Outcome | undefined {
  const named = (r: PageRecord) => {
    const name = r.subject.trim().toLowerCase();
    return ROW_NAME.test(name) && new RegExp(String.raw`\b${escapeRegExp(name)}\b`, "i").test(q.asked);
  };
  const rows = q.type === "price" ? pages.flatMap((p) => p.records).filter((r) => r.kind === "row") : [];
  for (const r of rows.filter(named)) {
    const name = r.subject.trim().toLowerCase();
    // (Or a column saying it, "On top of the treatment £30", of a row priced by nothing else: not "Oil boiler —
    // Annual service £135, …, each extra 30 minutes £38".)
    const onePriced = r.fields.filter((f) => f.value.match(SUM_SAID) !== null).length === 1;
    const adding = r.fields.flatMap((f) => {
      const m =
        ON_TOP.exec(f.value) ?? (onePriced && ON_TOP_COLUMN.test(f.name) ? ALONE.exec(f.value) : null);
      return m?.groups && (f.value.match(SUM_SAID)?.length ?? 0) <= 1
        ? [{ f, sum: m.groups.sum, share: m.groups.share }]
        : [];
    });
    if (adding.length !== 1) continue;
    const { f, sum, share } = adding[0]!;
    const phrase = new RegExp(
      String.raw`\s*(?:\b(?:with|for|on|by|at|the|an?|plus)\s+){0,3}\b${escapeRegExp(name)}(?:\s+(?:service|rate|option))?\b`,
      "i",
    );
    const without = q.asked.replace(phrase, "").replace(ownSpan(r.text), " ");
    const plain = { ...parseQuestion(without, new Date(q.asOf ?? Date.now())), total: q.total };
    const outcome = answer([...pages], plain);
    if (!("found" in outcome) || outcome.found.evidence.includes(r.text)) return undefined;
    const price = onePrice(outcome.found.text);
    if (!price) return undefined;
    const total = share ? price.amount * (1 + Number(share) / 100) : price.amount + amountOf(sum!)!;
    const text = `${outcome.found.text} — ${sumText(price.sign, Math.round(total * 100) / 100)} with ${r.subject.trim()}: ${f.value.trim()}`;
    return { found: { ...outcome.found, text } };
  }
  return undefined;
}

/**
 * The span of days a row says ("Ready in 3 working days") as a question says it of that row ("within 3 days", "in 3
 * working days"); nothing when the row says none.
 */
function ownSpan(text: string): RegExp {
  const days = text.match(/\b(\d+)\s+(?:working\s+|business\s+)?days?\b/i)?.[1];
  return days
    ? new RegExp(String.raw`\b(?:within|in)\s+${days}\s+(?:working\s+|business\s+)?days?\b`, "i")
    : /(?!)/;
}
