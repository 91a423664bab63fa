import { sentences as sentencesOf } from "../research/passages";
import type { Outcome } from "./answer";
import type { Candidate } from "./match";
import type { Question } from "./question";
import { foundFrom } from "./record-fields";

// "Do I have to pay the whole lot up front?": a page that takes a deposit and the rest later says no; one that takes
// the whole price when you book says yes.

/** A question asking whether all of a price is paid before: "the whole lot up front", "everything in advance". */
const ALL_UP_FRONT_ASKED =
  /\bpay\b.*\b(?:whole\s+(?:lot|thing|amount|price|cost|bill)|everything|all\s+of\s+it|all\s+at\s+once|in\s+full|the\s+lot|it\s+all)\b.*\b(?:up\s*front|in\s+advance|before(?:hand)?|when\s+(?:i|we)\s+book)\b|\bpay\b.*\b(?:up\s*front|in\s+advance)\b.*\b(?:whole|everything|all|in\s+full)\b/i;

/** A deposit taken: a label "Deposit" with a sum, or a sentence taking one ("A £200 deposit secures your date"). */
const DEPOSIT_LABEL = /^(?:a\s+|the\s+)?(?:booking\s+)?deposit$/i;
const DEPOSIT_SENTENCE =
  /(?:£\s?\d[\d,]*|\d+\s?%)\s+(?:non-refundable\s+)?deposit\b|\bdeposit\s+of\s+(?:£\s?\d|\d+\s?%)/i;
/** The whole price taken at booking: "payment in full when you book", "pay in full at the time of booking". */
const FULL_AT_BOOKING =
  /\b(?:in\s+full|the\s+full\s+(?:price|amount|cost))\b[^.;]*\b(?:when\s+you\s+book|at\s+(?:the\s+time\s+of\s+)?booking|to\s+book|up\s*front|in\s+advance)\b/i;

/**
 * No, from the one deposit the pages take (the rest paid later); yes from a line taking the full price at booking;
 * undefined when the pages say both, or neither.
 */
export function paidUpFront(cands: readonly Candidate[], q: Question): Outcome | undefined {
  if (q.type !== "yesno" || !ALL_UP_FRONT_ASKED.test(q.asked)) return undefined;
  const deposits: { c: Candidate; said: string }[] = [];
  const full: { c: Candidate; said: string }[] = [];
  for (const c of cands) {
    const r = c.record;
    if (
      (r.kind === "pair" || r.kind === "row") &&
      DEPOSIT_LABEL.test(r.subject.trim()) &&
      /£\s?\d|\d\s?%/.test(r.text)
    )
      deposits.push({ c, said: r.text });
    else if (r.kind === "text" || r.kind === "item" || r.kind === "pair")
      for (const s of sentencesOf(r.text)) {
        if (FULL_AT_BOOKING.test(s)) full.push({ c, said: s });
        else if (DEPOSIT_SENTENCE.test(s)) deposits.push({ c, said: s });
      }
  }
  if (full.length > 0 && deposits.length === 0) return foundFrom(full[0]!.c, `Yes — ${full[0]!.said}`);
  if (deposits.length > 0 && full.length === 0 && new Set(deposits.map((d) => d.said)).size === 1)
    return foundFrom(deposits[0]!.c, `No — ${deposits[0]!.said}`);
  return undefined;
}
