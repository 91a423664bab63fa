import type { RecordField } from "../page/records";
import { takesIn } from "./amounts";
import type { Found, Outcome, RecordsPage } from "./answer";

import type { Question } from "./question";
import { sumText } from "./values";

// "How much would you charge to deal with an estate worth £200,000, including vat" of a band's row "Up to £325,000 —
// Our fee 2.5% of the estate, plus VAT, The least we charge £2,000 plus VAT": the fee worked out for the sum the
// question gives, not the band's least.

/** A fee said as a share of a sum: "2.5% of the estate", "1.5% of the sale price". */
const SHARE = /(\d+(?:\.\d+)?)\s?%\s+of\s+(?:the\s+)?[\p{L}]/iu;
/** A column of the least a fee comes to: "The least we charge", "Minimum fee". */
const LEAST = /\b(?:least|minimum|min\.?)\b/i;
const POUNDS = /£\s?(\d[\d,]*(?:\.\d{2})?)/;
const PLUS_VAT = /\bplus\s+vat\b|\+\s?vat\b|\bexc(?:l\.?|luding)?\s+vat\b/i;
const WITH_VAT = /\b(?:inc(?:l\.?|luding)?|with|plus)\s+vat\b/i;
/** The UK's standard rate, which a fee said "plus VAT" in pounds adds. */
const UK_VAT = 0.2;

const money = (n: number) => sumText("£", n);

/** The table row an answer was read from (its evidence ends with the row's text), if it was one. */
export const answerRow = (found: Found, pages: readonly RecordsPage[]) =>
  pages
    .find((p) => p.url === found.url)
    ?.records.find((r) => r.kind === "row" && found.evidence.endsWith(r.text));

/**
 * The answer's row worked out for the sum of money the question gives: its share, raised to its least, with VAT
 * when asked and the fee is said before it. Undefined unless the answer is a row of a band taking the sum in whose
 * cells say a share of it.
 */
export function shareOfSum(
  outcome: Outcome,
  pages: readonly RecordsPage[],
  q: Question,
): Outcome | undefined {
  const sum = q.amounts?.find((a) => a.unit === "money");
  if (!("found" in outcome) || q.type !== "price" || !sum) return undefined;
  const { found } = outcome;
  const row = answerRow(found, pages);
  // (A row of a band taking the sum in, or one whose fee is a share of the rent the question gives: "Full
  // management — Fee Without VAT 12% of the monthly rent, Fee With VAT 14.4% …".)
  const band = row ? takesIn(row.subject, sum) : false;
  const ofRent = (f: RecordField) =>
    /%\s+of\s+(?:the\s+|one\s+)?(?:monthly\s+|month['’]s\s+)?rent\b/i.test(f.value);
  if (!row || band === false || (band === undefined && !row.fields.some(ofRent))) return undefined;
  // (Of columns with VAT and without, those the question asks: "inc vat".)
  const vatAsked = WITH_VAT.test(q.asked.replace(PLUS_VAT_ASKED, ""));
  const ofVat = (fields: RecordField[]) => {
    const told = fields.filter((f) => (vatAsked ? /\bwith\s+vat\b/i : /\bwithout\s+vat\b/i).test(f.name));
    return told.length > 0 ? told : fields;
  };
  const shares = ofVat(row.fields.filter((f) => SHARE.test(f.value)));
  if (shares.length !== 1) return undefined;
  const share = shares[0]!;
  const fee = (sum.n * Number(SHARE.exec(share.value)![1])) / 100;
  const least = leastOf(ofVat(row.fields.filter((f) => LEAST.test(f.name))));
  const charged = Math.max(fee, least ?? 0);
  const beforeVat = PLUS_VAT.test(share.value);
  const withVat = beforeVat && vatAsked;
  const total = Math.round((withVat ? charged * (1 + UK_VAT) : charged) * 100) / 100;
  const under = least !== undefined && least > fee ? `, under the least we charge, ${money(least)}` : "";
  const vat = withVat
    ? " with VAT at 20%"
    : beforeVat
      ? " plus VAT"
      : /\bwith\s+vat\b/i.test(share.name)
        ? " with VAT"
        : "";
  const text = `${row.subject}: ${share.value.match(SHARE)![1]}% of ${money(sum.n)} is ${money(fee)}${under}: ${money(total)}${vat}`;
  return { found: { ...found, text } };
}

/** "Is that plus vat": asked whether VAT is added, not for the fee with it. */
const PLUS_VAT_ASKED = /\bis\s+(?:that|it|this)\s+plus\s+vat\b/gi;

/** The least a row's fee comes to, from its column saying so. */
function leastOf(fields: readonly RecordField[]): number | undefined {
  const cell = fields.find((f) => LEAST.test(f.name) && POUNDS.test(f.value));
  return cell ? Number(POUNDS.exec(cell.value)![1]!.replace(/,/g, "")) : undefined;
}
