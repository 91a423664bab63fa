import { sentences as sentencesOf } from "../research/passages";
import type { Outcome } from "./answer";
import { coverage } from "./coverage";
import { type Candidate, coversDays, has, isGeneric, namesDays, wordsOf } from "./match";
import { seasonCovered } from "./months";
import type { Question } from "./question";
import { best, columnsNamed, evidenceOf, foundFrom } from "./record-fields";

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

/**
 * "Is the shop open on Tuesday this week?" of a table of seasons ("Winter — Dates 1 November to 28 February, Shop
 * and fills Friday to Sunday"): the row of this season, whose column the question names gives days that leave the
 * day asked out, is a no. Undefined unless exactly one such row says so.
 */
export function closedThatDay(cands: Candidate[], q: Question, min: number): Outcome | undefined {
  if (q.closed !== false || q.days.length === 0 || !q.season) return undefined;
  const scores = coverage({ ...q, days: [], season: undefined }, cands);
  const rows = cands.filter((c, i) => {
    if (scores[i]! < min || c.record.kind !== "row") return false;
    if (!seasonCovered(c.record.text, q.season!)?.has(q.season!)) return false;
    const named = columnsNamed(c.record, q);
    const value = named.length === 1 ? named[0]!.value : "";
    return namesDays(value) && !coversDays(value, q.days);
  });
  return rows.length === 1 ? foundFrom(rows[0]!, `No — ${evidenceOf(rows[0]!.record)}`) : undefined;
}

/** "Is the pumpkin festival still on?", "is it running now?": whether a thing is going on at the moment. */
const STILL_ON_ASKED =
  /\b(?:still|now)\s+(?:on|running|open|going|happening|available)\b|\b(?:on|running|happening)\s+(?:now|at\s+the\s+moment)\b/i;
/** A sentence saying a thing is over: "The Pumpkin Festival 2026 has finished", "… is over for this year". */
const OVER =
  /\b(?:has|have)\s+(?:now\s+)?(?:finished|ended|closed)\b|\b(?:is|are)\s+(?:now\s+)?(?:over|finished)\b/i;

/**
 * No, from the one sentence saying the whole subject of "is … still on" has finished ("The Pumpkin Festival 2026 has
 * finished."), before any record of its prices says yes; undefined otherwise.
 */
export function overNow(cands: Candidate[], q: Question): Outcome | undefined {
  if (!STILL_ON_ASKED.test(q.asked)) return undefined;
  const over = cands.flatMap((c) =>
    sentencesOf(c.record.text)
      .filter((s) => OVER.test(s) && q.terms.every((t) => isGeneric(t) || has({ words: wordsOf(s) }, t)))
      .map((s) => ({ c, s })),
  );
  if (new Set(over.map((x) => x.s)).size !== 1) return undefined;
  return foundFrom(over[0]!.c, `No — ${over[0]!.s}`);
}
