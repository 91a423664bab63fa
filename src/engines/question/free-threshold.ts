import type { Outcome } from "./answer";
import { type Candidate, has, isGeneric, ownTerms } from "./match";
import type { Question } from "./question";
import { foundFrom } from "./record-fields";

// "How much do I have to spend to get free delivery": not what delivery costs, but the order that makes it free —
// "free over £40", "Free on orders of £75 or more", a column "Free on orders over".

/** A question asking the spend that makes something free, and what it makes free. */
const SPEND_FOR_FREE =
  /\b(?:spend|order|buy)\b.*\bfree\s+(delivery|postage|shipping|p\s*&\s*p|p&p)\b|\bfree\s+(delivery|postage|shipping)\s+(?:threshold|minimum)\b|\bminimum\s+(?:order|spend)\s+(?:for|to\s+get)\s+free\s+(delivery|postage|shipping)\b/i;

/** A sum of money: "£40", "$50", "€1,000". */
const SUM = String.raw`[£$€]\s?\d[\d,]*(?:\.\d\d)?`;
/** A clause giving the spend that makes it free: "free over £40", "on orders of £75 or more", "free when you spend £50". */
export const FREE_OVER = new RegExp(
  String.raw`\bfree\b[^.;]*?\b(?:over|above|from|more\s+than|when\s+you\s+spend|on\s+orders?\s+(?:of\s+|over\s+|above\s+)?)\s*${SUM}|\bon\s+orders?\s+(?:of\s+)?${SUM}\s+or\s+(?:more|over)|\b(?:orders?|spend)\s+(?:over|above)\s+${SUM}[^.;]*\bfree\b`,
  "i",
);
/** Words the question needs no record to say: the asking and the thing made free. */
const ASKING = /^(?:spend|order|buy|get|free|deliver(?:y|ed)?|postage|post|shipping|minimum|threshold)$/i;

/**
 * The spend making delivery free, from the one record giving such a spend that says most of the rest of the question
 * ("in England" of a zone's row); postage prefers a postal service's ("Royal Mail Tracked 48 — free over £40") to a
 * local courier's. Undefined unless one record is left.
 */
export function freeThresholdAnswer(cands: readonly Candidate[], q: Question): Outcome | undefined {
  const asked = q.asked.match(SPEND_FOR_FREE);
  if (!asked) return undefined;
  const top = thresholdSaid(cands, q, /\bpost/i.test(asked.slice(1).find(Boolean) ?? ""));
  return top && foundFrom(top.c, top.said);
}

/** A yes or no asked of a spend: "is the postage free if i spend £55" of "By post: £4.95, free over £50". */
const FREE_AT_SPEND =
  /\b(delivery|postage|post|shipping|p\s*&\s*p)\b.*\bfree\b|\bfree\s+(delivery|postage|post|shipping)\b/i;

/**
 * "Is the postage free if I spend £55?": a yes when the spend is over the one the record giving it names ("free over
 * £50"), a no when under; undefined unless one record gives a spend, as freeThresholdAnswer reads it.
 */
export function freeAtSpendAnswer(cands: readonly Candidate[], q: Question): Outcome | undefined {
  const spend = q.amounts?.find((a) => a.unit === "money")?.n;
  const asked = q.type === "yesno" && spend !== undefined ? q.asked.match(FREE_AT_SPEND) : null;
  if (!asked) return undefined;
  const top = thresholdSaid(cands, q, /\bpost/i.test(asked.slice(1).find(Boolean) ?? ""));
  // (The clause giving the spend, not the charge beside it: "£4.95, free over £50".)
  const reached = top ? spendMakesFree(top.said, spend!) : undefined;
  return top && reached !== undefined
    ? foundFrom(top.c, `${reached ? "Yes" : "No"} — ${top.said}`)
    : undefined;
}

/**
 * Whether a spend reaches the one a text's "free over" clause names; undefined when it names none. "Free on orders
 * of £75 or more" takes £75 in; "free over £50" does not take £50.
 */
export function spendMakesFree(text: string, spend: number): boolean | undefined {
  const clause = text.match(FREE_OVER)?.[0];
  const sum = clause?.match(new RegExp(SUM))?.[0];
  if (!clause || !sum) return undefined;
  const least = Number(sum.replace(/[^\d.]/g, ""));
  return /\bor\s+(?:more|over)\b|\bfrom\b/i.test(clause) ? spend >= least : spend > least;
}

/** The one record giving the spend that makes delivery free, and what it says; postage prefers a postal service's. */
function thresholdSaid(cands: readonly Candidate[], q: Question, postal: boolean) {
  const own = q.terms.filter((t) => !ASKING.test(t) && !isGeneric(t) && !/^(?:pay|spend)$/.test(t));
  const giving = cands.flatMap((c) => {
    const said = thresholdOf(c);
    return said ? [{ c, said, own: ownTerms(c, own), postal: postal && has(c, "post|mail") }] : [];
  });
  if (giving.length === 0) return undefined;
  const most = Math.max(...giving.map((g) => g.own + (g.postal ? 0.5 : 0)));
  const top = giving.filter((g) => g.own + (g.postal ? 0.5 : 0) === most);
  return top.length === 1 && top[0]!.own >= own.length ? top[0] : undefined;
}

/** What a record says of the spend that makes delivery free: its column so named, or its clause saying so. */
function thresholdOf(c: Candidate): string | undefined {
  const r = c.record;
  const column = r.fields.find((f) => /\bfree\b/i.test(f.name) && new RegExp(SUM).test(f.value));
  if (column && r.kind === "row") return `${r.subject} — ${column.name}: ${column.value}`;
  for (const f of r.kind === "text" ? [{ name: "", value: r.text }] : r.fields) {
    const clause = f.value
      .split(/\s*[;.]\s+/)
      .find((s) => FREE_OVER.test(s) || (/\bfree\b/i.test(f.name) && FREE_OVER.test(`free ${s}`)));
    if (!clause) continue;
    const label = r.kind === "row" ? `${r.subject} — ${f.name}` : r.subject;
    return label ? `${label}: ${clause}` : clause;
  }
  return undefined;
}
