import { escapeRegExp } from "../../text";
import type { Outcome, RecordsPage } from "./answer";
import { parseQuestion, type Question } from "./question";
import { onePrice, sumText, withoutSums } from "./values";

// "How much deposit would I pay on a full bespoke two piece": the suit's price, and the share of it a line named for
// the deposit says ("Deposit: Half the price when you order").

/** A share of a price, said first: "Half the price …", "a third of the total", "25% of the fee", "20% up front". */
const SHARE_FIRST =
  /^\s*(?:(?<word>half|a\s+third|one\s+third|a\s+quarter|one\s+quarter)\b|(?<percent>\d+(?:\.\d+)?)\s?%)\s*(?:of\s+)?(?:the\s+)?(?:price|total|cost|fee|bill|up\s+front)\b/i;
const SHARES: Record<string, number> = { half: 1 / 2, third: 1 / 3, quarter: 1 / 4 };

/**
 * The price asked without the label a question names ("deposit"), times the share that label's line says of the
 * price: "Deposit: Half the price when you order" of a £1,250 suit is £625. Undefined unless the question names a
 * label of one or two words whose line opens with such a share, and the question without it gives one price.
 */
export function depositShareAnswer(
  pages: readonly RecordsPage[],
  q: Question,
  answer: (pages: RecordsPage[], q: Question) => Outcome,
): Outcome | undefined {
  if (q.type !== "price") return undefined;
  const lines = pages.flatMap((p) => p.records).filter((r) => r.kind === "pair" && r.fields.length === 1);
  for (const r of lines) {
    const label = r.subject.trim();
    const said = new RegExp(String.raw`\b${escapeRegExp(label)}\b`, "i");
    const share = SHARE_FIRST.exec(r.fields[0]!.value)?.groups;
    if (!/^[\p{L}-]{4,}(?: [\p{L}-]{3,})?$/u.test(label) || !share || !said.test(q.asked)) continue;
    const plain = parseQuestion(q.asked.replace(said, " "), new Date(q.asOf ?? Date.now()));
    const outcome = answer([...pages], plain);
    if (!("found" in outcome)) return undefined;
    const price = onePrice(outcome.found.text);
    if (!price) return undefined;
    const part = share.percent
      ? Number(share.percent) / 100
      : SHARES[share.word!.toLowerCase().split(/\s+/).at(-1)!]!;
    const sum = Math.round(price.amount * part * 100) / 100;
    // (The price it is a share of is the evidence's: the lead says what is asked, the deposit, and of what.)
    const of = withoutSums(outcome.found.text);
    const text = `${sumText(price.sign, sum)}: ${label} ${r.fields[0]!.value.trim()} (of ${of})`;
    return { found: { ...outcome.found, text } };
  }
  return undefined;
}
