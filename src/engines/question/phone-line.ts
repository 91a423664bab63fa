import { sentences as sentencesOf } from "../research/passages";
import type { Outcome } from "./answer";
import { coversDays } from "./days-covered";
import { type Candidate, has, wordsOf } from "./match";
import type { Question } from "./question";
import { foundFrom } from "./record-fields";
import { holds } from "./values";

// "Can I phone you on Christmas Day?": a telephone line said to be answered that day (or every day, day or night)
// says yes, though the branches are closed; a closed branch says nothing of the phone.

/** A yes or no asking whether one may ring: "can i phone …", "could we call you …", "is anyone answering …". */
const PHONING_ASKED =
  /^(?:can|could|may|will)\s+(?:i|we|you|someone|anyone)\s+(?:\S+\s+)?(?:phone|ring|call|get\s+through)\b(?!\s+(?:in|into|round|by)\b)/i;
/** A line answered at all times: "every day of the year", "day or night", "24 hours", "24/7". */
const ALWAYS_ANSWERED =
  /\b(?:every\s+day\s+of\s+the\s+year|day\s+(?:or|and)\s+night|24\s+hours?\s+a\s+day|24\s*\/\s*7|round\s+the\s+clock|any\s+time)\b/i;
const NOT_ANSWERED = /\b(?:not\s+answered|closed|no\s+one\s+(?:answers|is\s+available)|switched\s+off)\b/i;

/**
 * Yes from the one line (a number with its sentence) said to be answered on the day asked, or at all times, and not
 * said closed that day; undefined otherwise.
 */
export function phoneLineOpen(cands: readonly Candidate[], q: Question): Outcome | undefined {
  if (q.type !== "yesno" || !PHONING_ASKED.test(q.asked)) return undefined;
  const dayTerms = q.terms.filter((t) => /\bday\b|\bdecember\b|\bjanuary\b|\beve\b/i.test(t));
  const lines: { c: Candidate; said: string }[] = [];
  for (const c of cands) {
    const text =
      c.record.kind === "pair" ? `${c.record.subject}: ${c.record.fields[0]?.value ?? ""}` : c.record.text;
    for (const s of sentencesOf(text)) {
      if (!holds("phone", s) || NOT_ANSWERED.test(s)) continue;
      const words = { words: wordsOf(s) };
      const onDay =
        (dayTerms.length > 0 && dayTerms.every((t) => has(words, t))) ||
        (q.days.length > 0 && coversDays(s, q.days));
      if (onDay || ALWAYS_ANSWERED.test(s)) lines.push({ c, said: s });
    }
  }
  if (new Set(lines.map((l) => l.said)).size !== 1) return undefined;
  return foundFrom(lines[0]!.c, `Yes — ${lines[0]!.said}`);
}
