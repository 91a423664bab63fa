import { sentences as sentencesOf } from "../research/passages";
import type { Outcome } from "./answer";
import { columnsNamed } from "./columns-named";
import { coverage } from "./coverage";
import { datesNamed, spanTakesIn } from "./date-asked";
import { coversDays, namesDays } from "./days-covered";
import { type Candidate, has, isGeneric, wordsOf } from "./match";
import { isMonthWord, seasonCovered } from "./months";
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

/** Having a thing, as a question asks it: "can i buy a rabbit", "could we get one", "adopt a kitten". */
const HAVING_ASKED = /\b(?:buy|get|order|adopt|collect|pick\s+up|take\s+home)\b/i;
/** A sentence saying things are not sold: "We don't sell animals from …", "No puppies are sold between …". */
const NOT_SOLD =
  /\b(?:don['’]?t|do\s+not|won['’]?t|will\s+not|can['’]?t|cannot|not)\s+(?:be\s+)?(?:sell|sold|rehome)\b|\bno\s+(?:[\p{L}-]+\s+){0,2}(?:are\s+|is\s+)?(?:sold|for\s+sale)\b/iu;

/**
 * "Can i buy a rabbit on the 23rd december" of "Christmas: We don't sell animals from Friday 18 December to Saturday 2
 * January": no, from the one record whose sentence says things are not sold on dates taking in the day asked, of the
 * thing asked or its kind (the rabbits' rows are "Animal"s, under "Small animals and birds"). Undefined otherwise.
 */
export function notSoldOnDate(cands: Candidate[], q: Question): Outcome | undefined {
  const day = q.onDate;
  if (day === undefined || !HAVING_ASKED.test(q.asked)) return undefined;
  // The thing asked, by the question's words but the day's month and the having ("buy").
  const thing = q.terms.filter((t) => !isMonthWord(t) && !HAVING_ASKED.test(t));
  // Its kinds: of the rows or cards saying most of the thing's words ("Two-storey hutch … For 2 rabbits" for "a
  // rabbit hutch", not "Rabbit, lop"), their table's and heading's.
  const named = (c: Candidate) =>
    c.record.kind === "row" || c.record.kind === "card"
      ? thing.filter((t) => has({ words: wordsOf(c.record.text) }, t)).length
      : 0;
  const most = Math.max(0, ...cands.map(named));
  const kinds = cands.flatMap((c) =>
    most > 0 && named(c) === most
      ? [c.record.of ?? "", c.record.section.split(" › ").at(-1) ?? ""].flatMap((k) => [...wordsOf(k)])
      : [],
  );
  const saying = cands.filter((c) => {
    const sentence = sentencesOf(c.record.text).find(
      (s) => NOT_SOLD.test(s) && (datesNamed(s) ?? []).some((span) => spanTakesIn(span, day)),
    );
    if (!sentence) return false;
    const said = { words: wordsOf(sentence) };
    return kinds.some((k) => has(said, k)) || thing.some((t) => !isGeneric(t) && has(said, t));
  });
  return saying.length === 1 ? foundFrom(saying[0]!, `No — ${evidenceOf(saying[0]!.record)}`) : undefined;
}

/** A season something is shut for: "shut from 15 March", "closed in February", "rests", "no fishing from …". */
const SHUT_SEASON = /\b(?:shut|closed|close\s+season|rests?|no\s+[a-z]+ing)\b/i;

/**
 * "Can I fish the river in April?" of "Close season: The River Lodd is shut from 15 March to 15 June, …; the lakes
 * are open all year": a clause saying the thing asked (a word of its own, not a general noun) is shut in a season
 * taking in every month asked is a no. One such clause of a record about the question, or none.
 */
export function shutInSeason(
  cands: Candidate[],
  scores: number[],
  q: Question,
  min: number,
): Outcome | undefined {
  if (!q.months || q.type !== "yesno") return undefined;
  const months = q.months;
  const own = q.terms.filter((t) => !isGeneric(t));
  const shut = cands.filter((c, i) => {
    // (A row's seasons are its columns, which the table's own reading tells apart.)
    if (scores[i]! < min || c.record.kind === "row") return false;
    return sentencesOf(c.record.text)
      .flatMap((s) => s.split(/;\s+|,\s+but\s+/))
      .some((clause) => {
        const season = SHUT_SEASON.test(clause) ? seasonCovered(clause, months.now) : undefined;
        const words = { words: wordsOf(clause) };
        return (
          season !== undefined && months.asked.every((m) => season.has(m)) && own.some((t) => has(words, t))
        );
      });
  });
  return shut.length === 1 ? foundFrom(shut[0]!, `No — ${evidenceOf(shut[0]!.record)}`) : undefined;
}
