import { sentences as sentencesOf } from "../research/passages";
import type { Outcome } from "./answer";
import { coverage } from "./coverage";
import { type Candidate, has, isGeneric, wordsOf } from "./match";
import { seasonCovered } from "./months";
import type { Question } from "./question";
import { best, evidenceOf, foundFrom } from "./record-fields";

const OPEN_SEASON = /\b(?:open|opens|runs?|available|operat\w*)\b/i;

/**
 * "Is the pool open in December?" of "Indoor pool — Heated pool, open 1 April to 31 October": a record saying the
 * whole subject itself, and when it is open, in a season that leaves out every month asked, is a no. Coverage sets
 * such a record aside (it is about other months), and a record that has the subject only from its page ("Sauna:
 * open all year" on /pool) must not answer instead: unless another record saying the subject itself is about the
 * months asked (or gives none), this answers first.
 */
export function outOfSeason(
  cands: Candidate[],
  scores: number[],
  q: Question,
  /** The coverage a record needs to say a yes or a no (yes-no.ts's). */
  min: number,
): Outcome | undefined {
  if (!q.months) return undefined;
  const months = q.months;
  const says = (c: Candidate) => {
    const own = { words: wordsOf(`${c.record.subject} ${c.record.text}`) };
    return q.terms.every((t) => isGeneric(t) || has(own, t));
  };
  if (cands.some((c, i) => scores[i]! > 0 && says(c))) return undefined;
  const top = best(cands, coverage({ ...q, months: undefined }, cands), min, (c) => {
    const sentence = sentencesOf(c.record.text).find((x) => OPEN_SEASON.test(x));
    const season = sentence ? seasonCovered(sentence, months.now) : undefined;
    return says(c) && season !== undefined && months.asked.every((m) => !season.has(m));
  });
  return top.length === 1 ? foundFrom(top[0]!, `No — ${evidenceOf(top[0]!.record)}`) : undefined;
}
