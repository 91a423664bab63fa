import { closingQuote } from "./instructions";
import { extremeRequest, listRequest } from "./page-lists";
import type { Reading } from "./reading";
import { summaryRequest } from "./summary";

// How the instruction follower (follower.ts) tells its clauses apart: what it can do without a model, clauses with
// a quoted target, questions that refer back, and clauses that ask to read a page's list or summary.

/** What the follower understands, for the error that names a clause it does not. */
export const VOCABULARY = [
  `"go to URL"`,
  `"go to the X page"`,
  `"click 'Text'"`,
  `"type 'text' into 'Field'"`,
  `"search for 'query'"`,
  `"press Enter"`,
  `"scroll down"`,
  `"go back"`,
  `"find 'text'"`,
  `"fill in the form with name Ada and email ada@example.com and submit"`,
  `requests by purpose ("book a table for 4 this Friday at 7pm, name Ada, phone 0113 496 0000", "renew …", "apply for …")`,
  `questions ("what is …?", "read the …", "tell me …")`,
  `"summarize this page"`,
  `"list the products"`,
  `"open the first result"`,
].join(", ");

/** "click 'Pricing' and read the price": a verb and a quoted target, then more. */
const QUOTED_HEAD =
  /^((?:click|tap|press|follow|select|open|visit|go\s+to|navigate\s+to|head\s+to)\s+(?:on\s+)?(?:the\s+)?)(.*)$/i;

/** Split a clause after its quoted target; the rest (without "and", "then", "to") is a clause of its own. */
export function splitAfterQuote(clause: string): [string, string] | undefined {
  const m = clause.match(QUOTED_HEAD);
  if (!m) return undefined;
  const arg = m[2]!;
  const end = closingQuote(arg, 0);
  if (end <= 0) return undefined;
  const tail = arg.slice(end + 1).replace(/^\s+(?:link|button|tab|page|menu item|item)\b/i, "");
  const rest = tail.replace(/^\s*(?:,|;|:)?\s*(?:(?:and|then|to|so\s+that\s+i\s+can)\s+)*/i, "").trim();
  if (!rest) return undefined;
  return [`${m[1]}${arg.slice(0, end + 1)}`, rest];
}

/** A search's words that ask something ("how soon I get an invoice") rather than name a thing to find. */
export const ASKS = /^(?:how|what|when|where|which|who|whether|why|if|do|does|can|is|are)\b/i;

/** Whether a clause quotes its text ("find 'Pro plan'"). */
export const quotedText = (clause: string) => /['"‘“]/.test(clause);

/** Whether a question refers back with a pronoun ("when can I visit it?"). */
export function pronounOf(question: string): boolean {
  return /\b(?:it|its|they|them|their|there|that|this\s+one)\b/i.test(question);
}

/** Whether the clause names its target in quotes (then it is exactly that text). */
export function quotedTarget(clause: string): boolean {
  const m = clause.match(QUOTED_HEAD);
  return m !== null && closingQuote(m[2]!, 0) > 0;
}

/** A clause that asks for a summary, a list or the cheapest (or dearest) of a list; undefined for any other. */
export function readingOf(clause: string): Reading | undefined {
  const summary = summaryRequest(clause);
  if (summary) return { kind: "summary", ...summary };
  const extreme = extremeRequest(clause);
  if (extreme) return { kind: "extreme", ...extreme };
  const thing = listRequest(clause);
  return thing ? { kind: "list", thing } : undefined;
}
