import type { Amount } from "./amount-units";
import { takesIn } from "./amounts";
import type { Outcome } from "./answer";
import { columnsNamed } from "./columns-named";
import { type Candidate, has, ownTerms, wordsOf } from "./match";
import type { Question } from "./question";
import { foundFrom } from "./record-fields";

// "If I cancel 3 days before do I get a refund", "cost to change my dates 12 hours before I arrive": a table (or a
// list of pairs) of how much notice is given, read by the band taking in the notice the question gives, in the column
// the question names and the clause of its cell saying what the question does.

/** What a question about notice does: cancel it, or move it to another time. */
const DOINGS: [RegExp, string][] = [
  [/\bcancel/i, "cancel"],
  [/\b(?:move|moving|change|changing|rebook|transfer|swap|switch)/i, "move|change|rebook|transfer"],
];

/** A yes or no asking whether money comes back: "do I get a refund", "… my deposit back", "anything back". */
const MONEY_BACK = /\brefund|\b(?:money|deposit|anything|something|it\s+all)\s+back\b/i;
/** A clause giving all the money back, or none of it. */
const ALL_BACK =
  /\b(?:all\s+(?:your|of\s+your|the)\s+money\s+back|(?:a\s+)?full\s+refund|refund(?:ed)?\s+in\s+full|back\s+in\s+full|your\s+deposit\s+back)\b/i;
const NONE_BACK =
  /\b(?:nothing\s+back|no\s+refunds?|(?:we\s+)?keep\s+(?:the|your|it)|lose\s+(?:the|your)|not\s+refund(?:ed|able)?|non-refundable|pay\s+the\s+full\s+price)\b/i;

/**
 * The answer from the band of notice taking in the question's: one record of a set (a section's rows or pairs) whose
 * labels state notice, and exactly one of them taking it in. Undefined unless that band says plainly what the
 * question asks: one column of it (named, or the only one), one clause of that about what the question does.
 */
export function noticeBandAnswer(cands: readonly Candidate[], q: Question): Outcome | undefined {
  const notice = q.amounts?.find((a) => a.unit === "notice");
  const doing = DOINGS.find(([re]) => re.test(q.asked))?.[1];
  if (!notice || !doing) return undefined;
  const sets = new Map<string, { c: Candidate; takes: boolean }[]>();
  for (const c of cands) {
    if (c.record.kind !== "row" && c.record.kind !== "pair") continue;
    const takes = takesIn(c.record.subject, notice);
    if (takes === undefined) continue;
    const key = `${c.url} ${c.record.section} ${c.record.of ?? ""}`;
    sets.set(key, [...(sets.get(key) ?? []), { c, takes }]);
  }
  // Of the sets about what the question does ("Moving and cancelling", a column "Cancel"), the one to read.
  const about = [...sets.values()].filter(
    (set) =>
      set.length >= 2 &&
      set.some((x) => has({ words: wordsOf(`${x.c.record.section} ${x.c.record.text}`) }, doing)),
  );
  if (about.length !== 1) return about.length === 0 ? noticeSaidAnswer(cands, q, notice, doing) : undefined;
  const taking = about[0]!.filter((x) => x.takes);
  if (taking.length !== 1) return undefined;
  const c = taking[0]!.c;
  const r = c.record;
  const named = r.kind === "row" ? columnsNamed(r, q) : [];
  const fields = r.kind === "pair" ? r.fields : named.length > 0 ? named : r.fields;
  if (fields.length !== 1) return undefined;
  const field = fields[0]!;
  const clause = clauseDoing(field.value, doing);
  if (!clause) return undefined;
  const said = r.kind === "row" ? `${r.subject} — ${field.name}: ${clause}` : `${r.subject}: ${clause}`;
  return answerFrom(c, q, clause, said);
}

/** The band's clause as the answer: a yes or a no when money back is asked and the clause says all or none. */
function answerFrom(c: Candidate, q: Question, clause: string, said: string): Outcome | undefined {
  if (q.type === "price" && !/£\s?\d|\bfree\b/i.test(clause)) return undefined;
  if (q.type === "yesno" && MONEY_BACK.test(q.asked)) {
    if (NONE_BACK.test(clause) || IN_KIND.test(clause)) return foundFrom(c, `No — ${said}`);
    if (ALL_BACK.test(clause) && !/\b(?:less|minus|but)\b/i.test(clause))
      return foundFrom(c, `Yes — ${said}`);
  }
  return foundFrom(c, said);
}

/** Something given back in place of money: a credit note, a voucher. */
const IN_KIND = /\b(?:credit\s+note|voucher|credit\s+(?:for|towards))\b/i;
/** A clause about the notice short of the one before it: "After that, …", "Otherwise …". */
const SHORT_OF_IT = /^(?:after\s+that|otherwise|later\s+than\s+that|any\s+later|with\s+less\s+notice)\b/i;

/**
 * The notice a record's own sentences set out ("Cancel more than 7 days before your move and we give your deposit
 * back in full; within 7 days, we keep it."): the one clause taking the notice in, or the one after a clause leaving
 * it out that says what happens short of it ("After that, … a credit note"). Only of the one record about what the
 * question does that sets notice out so.
 */
function noticeSaidAnswer(
  cands: readonly Candidate[],
  q: Question,
  notice: Amount,
  doing: string,
): Outcome | undefined {
  // Of the records setting notice out, those saying most of the question (the RYA course's, not the season ticket's).
  const setting: { c: Candidate; clause?: string; own: number }[] = [];
  for (const c of cands) {
    const r = c.record;
    if ((r.kind !== "text" && r.kind !== "pair") || !has(c, doing)) continue;
    const text = r.kind === "pair" ? r.fields.map((f) => f.value).join(" ") : r.text;
    const clauses = text.split(/\s*(?:;|\.\s+|\.$)\s*/).filter((s) => s.length > 0);
    const takes = clauses.map((s) => takesIn(s, notice));
    if (takes.every((t) => t === undefined)) continue;
    const inIt = clauses.filter((_, i) => takes[i] === true);
    const short = clauses.filter(
      (s, i) => i > 0 && takes[i - 1] === false && takes[i] === undefined && SHORT_OF_IT.test(s),
    );
    const clause =
      inIt.length === 1 ? inIt[0] : inIt.length === 0 && short.length === 1 ? short[0] : undefined;
    setting.push({ c, clause, own: ownTerms(c, q.terms) });
  }
  const most = Math.max(...setting.map((x) => x.own));
  const found = setting.filter((x) => x.own === most);
  if (found.length !== 1 || !found[0]!.clause) return undefined;
  const { c, clause } = found[0]!;
  return answerFrom(c, q, clause!, clause!);
}

/** Of a cell's clauses ("Move for free; cancel and get half back"), the one saying what is done, or the only one. */
function clauseDoing(value: string, doing: string): string | undefined {
  const clauses = value.split(/\s*;\s*/).filter((s) => s.length > 0);
  if (clauses.length === 1) return clauses[0];
  const saying = clauses.filter((s) => has({ words: wordsOf(s) }, doing));
  return saying.length === 1 ? saying[0] : undefined;
}
