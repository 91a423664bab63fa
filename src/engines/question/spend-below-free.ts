import type { Outcome } from "./answer";
import { FREE_OVER, spendMakesFree } from "./free-threshold";
import type { Question } from "./question";
import { sumText } from "./values";

// "What do you charge to collect and bring back an order of about £400" of "What it costs: £35 each way, free both
// ways on orders over £500": the free clause is for a bigger order than the one asked, so the charge beside it is the
// answer, and a charge each way is twice that for there and back. An order that reaches it is free.

/** A question asking for both ways: "collect and bring back", "there and back", "both ways", "a return trip". */
const BOTH_WAYS =
  /\b(?:collect|pick\s+up|fetch)\b.*\b(?:bring|drop|deliver)\b.*\bback\b|\bthere\s+and\s+back\b|\bboth\s+ways\b|\breturn(?:ed)?\b.*\bcollect/i;
/** A charge said to be for one way: "£35 each way", "£20 per way". */
const EACH_WAY = /[£$€]\s?(\d[\d,]*(?:\.\d\d)?)\s+(?:each|per|a)\s+way\b/i;
const SUM = /[£$€]\s?(\d[\d,]*(?:\.\d\d)?)/;

/** The answer read again for the spend the question gives; undefined unless its record has one "free over" clause. */
export function spendBelowFree(outcome: Outcome, q: Question): Outcome | undefined {
  const spend = q.amounts?.find((a) => a.unit === "money")?.n;
  if (!("found" in outcome) || q.type !== "price" || spend === undefined) return undefined;
  const { evidence } = outcome.found;
  const clauses = evidence.split(/,\s+|;\s+/);
  const free = clauses.filter((c) => FREE_OVER.test(c));
  if (free.length !== 1) return undefined;
  const rule = free[0]!.replace(/^(?:[^:]*:\s+)+/, "");
  if (spendMakesFree(free[0]!, spend)) return { found: { ...outcome.found, text: `Free — ${rule}` } };
  const charges = clauses.filter((c) => c !== free[0] && SUM.test(c));
  if (charges.length !== 1) return undefined;
  const charge = charges[0]!.replace(/^(?:[^:]*:\s+)+/, "");
  const each = EACH_WAY.exec(charge);
  const twice =
    each && BOTH_WAYS.test(q.asked)
      ? ` — ${sumText(charge.match(/[£$€]/)![0], 2 * Number(each[1]!.replace(/,/g, "")))} both ways`
      : "";
  const sign = free[0]!.match(/[£$€]/)![0];
  return {
    found: { ...outcome.found, text: `${charge}${twice} (an order of ${sumText(sign, spend)}; ${rule})` },
  };
}
