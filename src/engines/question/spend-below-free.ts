import type { Outcome } from "./answer";
import { FREE_OVER } from "./free-threshold";
import type { Question } from "./question";
import { sumText } from "./values";

// "What do you charge to collect and bring back an order of about £400" of "What it costs: £35 each way, free both
// ways on orders over £500": the free clause is for a bigger order than the one asked, so the charge beside it is the
// answer, and a charge each way is twice that for there and back. An order that reaches it is free.

/** A question asking for both ways: "collect and bring back", "there and back", "both ways", "a return trip". */
const BOTH_WAYS =
  /\b(?:collect|pick\s+up|fetch)\b.*\b(?:bring|drop|deliver)\b.*\bback\b|\bthere\s+and\s+back\b|\bboth\s+ways\b|\breturn(?:ed)?\b.*\bcollect/i;
/** A charge said to be for one way: "£35 each way", "£20 a trip". */
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
  const least = Number(free[0]!.match(FREE_OVER)![0].match(SUM)![1]!.replace(/,/g, ""));
  // ("Free on orders of £75 or more" takes £75 in; "free over £50" does not take £50.)
  const reached = /\bor\s+(?:more|over)\b|\bfrom\b/i.test(free[0]!) ? spend >= least : spend > least;
  if (reached) return { found: { ...outcome.found, text: `Free — ${free[0]!.replace(/^.*?:\s+/, "")}` } };
  const charges = clauses.filter((c) => c !== free[0] && SUM.test(c));
  if (charges.length !== 1) return undefined;
  const charge = charges[0]!.replace(/^(?:[^:]*:\s+)+/, "");
  const each = EACH_WAY.exec(charge);
  const twice =
    each && BOTH_WAYS.test(q.asked)
      ? ` — ${sumText(charge.match(/[£$€]/)![0], 2 * Number(each[1]!.replace(/,/g, "")))} both ways`
      : "";
  const sign = free[0]!.match(/[£$€]/)![0];
  const rule = free[0]!.replace(/^(?:[^:]*:\s+)+/, "");
  return {
    found: { ...outcome.found, text: `${charge}${twice} (an order of ${sumText(sign, spend)}; ${rule})` },
  };
}
