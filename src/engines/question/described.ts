import type { Outcome } from "./answer";
import { columnsNamed } from "./columns-named";
import { namesDays } from "./days-covered";
import { type Candidate, has, wordsOf } from "./match";
import { listsOwn, namedIn } from "./names-asked";
import type { Question } from "./question";
import { best, beyond, fieldsOfKind, foundFrom, namedFields } from "./record-fields";
import { statementFrom } from "./statement";
import { saysOwn } from "./unsaid";
import { holds } from "./values";

/**
 * A question with no kind of value to check an answer by ("which languages does Rafael speak?", "what's included in
 * the EV service?"): the one record about the whole question that says more than it asks, or undefined. `thingAsked`:
 * the records of the thing a "which" names (which-fields.ts); `byAttribute`: the question's attribute is its target,
 * so a record must say the attribute ("what allergens are in the tapas class?").
 */
export function describedAnswer(
  cands: Candidate[],
  scores: number[],
  q: Question,
  thingAsked: (c: Candidate) => boolean,
  byAttribute: boolean,
): Outcome | undefined {
  const asked = wordsOf(q.asked);
  // No kind to check the value by (a list no table or cards give: "which languages does Rafael speak?" is one
  // record's field): the record must be about the whole question and say more than it asks.
  const all = best(
    cands,
    scores,
    0.75,
    (c) =>
      beyond(c.record.text, q).replace(/\W+/g, "").length > 2 &&
      thingAsked(c) &&
      // "What allergens are in the tapas class?": a record saying allergens, not the class's timetable row.
      (!byAttribute || q.attribute.some((a) => has(c, a))) &&
      // "What's included in the EV service?": a record saying what it covers, or listing it in its fields.
      (!q.included || has(c, "include|cover") || listsOwn(c, q)) &&
      // A list is one record's field the question names ("Speaks"), never a sentence naming a few; "which
      // days …" a record of the subject that names weekdays ("Matinees: Thursday and Saturday at 14:30"),
      // "what times …" one with a field giving times ("When: Saturdays at 13:00 and 15:30").
      // "On which days is it open after half five?" is answered by a record naming days, whatever its kind.
      ((q.type !== "list" && q.target !== "day") ||
        columnsNamed(c.record, q).length + namedFields(c.record, q).length > 0 ||
        // (A sentence naming a day must say something of the question itself: not "our stout returns on Friday".)
        (q.target === "day" && namesDays(c.record.text) && saysOwn(c, q)) ||
        (q.target === "time" && fieldsOfKind(c.record, "time").length > 0) ||
        // (Or names them after the thing and a colon: "… in 4 of our 12 lodges: Heron, Kestrel, Puffin and Wren";
        // not a label naming one kind of them, "Ramp cars: Peugeot e-Rifters …" of "what kinds of car".)
        (q.type === "list" &&
          new RegExp(`\\b${q.target}s?:\\s+\\p{Lu}`, "iu").test(c.record.text) &&
          !(c.record.kind === "pair" && [...wordsOf(c.record.subject)].some((w) => !asked.has(w))))),
  );
  // "What's included …": a record saying what is included, or in a part saying it, before a row listing fields.
  const including = q.included ? all.filter((c) => has(c, "include|cover")) : [];
  const about = including.length > 0 ? including : all;
  // Of records equally about the question, the one with a column it names ("Status") says what it asks; else,
  // for "which lodges …", the one that names them ("in 4 of our 12 lodges: Heron, Kestrel, Puffin and Wren").
  const withColumn = about.filter((c) => columnsNamed(c.record, q).length > 0);
  const naming = q.target
    ? about.flatMap((c) => {
        const sentence = namedIn(c.record.text, q.target!);
        return sentence ? [{ c, sentence }] : [];
      })
    : [];
  // A part saying only what was asked ("Clubs for kids" of "which kids club …") is no answer; nor one giving no
  // number for "what's the OFTEC number …", nor a salon's hours for "who works there on Thursdays", nor a
  // text led by a question of the page's own ("Want a Town Basin berth? There's a wait …").
  const saysMore = (said: string) =>
    wordsOf(beyond(said, q)).size > 0 &&
    !/^[^.!]*\?/.test(said) &&
    (q.head !== "number" || /\d/.test(said)) &&
    (!/^who\b/i.test(q.asked) || holds("person", said));
  if (withColumn.length === 0 && naming.length === 1)
    return saysMore(naming[0]!.sentence) ? foundFrom(naming[0]!.c, naming[0]!.sentence) : undefined;
  // Of several, the one labelled by the verb asked: "Bring: Two large lidded containers …" of "what do I need to
  // bring", not "Aprons and knives: … you don't need to bring any equipment".
  // So is one labelled by the thing asked: "Kit: Every player gets a full-face mask, …" of "what kit do you give
  // us", not "Every package includes your kit".
  const labelled = about.filter(
    (c) =>
      c.record.kind === "pair" &&
      ((q.doing && wordsOf(c.record.subject).has(q.doing)) ||
        // (The label the thing alone: not "Photo ID" of "what ID", nor "Minimum commission".)
        (q.target !== undefined &&
          wordsOf(c.record.subject).size === 1 &&
          has({ words: wordsOf(c.record.subject) }, q.target))),
  );
  // (Rows that each have a column it names are no one answer: "Foam: Fire-retardant CMHR foam" of "what type of
  // foam …", not the cushion rows' Foam prices.)
  const top =
    withColumn.length === 1
      ? withColumn
      : labelled.length === 1
        ? labelled
        : withColumn.length > 0
          ? withColumn
          : about;
  if (top.length !== 1) return undefined;
  const said = statementFrom(top[0]!, q) ?? top[0]!.record.text;
  return saysMore(said) ? foundFrom(top[0]!, said) : undefined;
}
