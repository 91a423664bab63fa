import type { RecordField } from "../page/records";
import { sentences as sentencesOf } from "../research/passages";
import type { Outcome } from "./answer";
import { columnsNamed } from "./columns-named";
import { coverage } from "./coverage";
import { coversDays } from "./days-covered";
import { saleUnsaid } from "./deal-said";
import { type Candidate, has, wordsOf } from "./match";
import { closedOnDayAsked, labelledOtherwise } from "./open-on-day";
import type { Question } from "./question";
import { evidenceOf, foundFrom } from "./record-fields";
import { cellCharged } from "./yes-no-kinds";
import { cellSays } from "./yes-no-said";

// Whether a thing is among what a column lists (yes-no.ts asks): "does the hispi cabbage have nuts in it?".

/** Whether one pays to park or to go in: "do i have to pay to park", "is parking free", "is entry free". */
const PAY_TO_ENTER =
  /\bpay\s+to\s+(?:park|get\s+in|go\s+in|enter)\b|\b(?:parking|car\s+park|entry|admission)\s+(?:\S+\s+){0,3}?free\b|\bfree\s+(?:parking|entry|admission)\b/i;

/**
 * "Does the hispi cabbage have nuts in it?": the record about the cabbage lists its allergens; when other records
 * list nuts in that same column and this one does not, the answer is no (and yes when it does). Only for a thing
 * the question names that a column of the pages lists somewhere: a record silent on something no column lists
 * says nothing about it.
 */
export function membership(cands: Candidate[], q: Question): Outcome | undefined {
  // (Not whether a thing is free or paid for: "is parking free" is not answered by "Meet at: The dam car park".)
  if (!/^(?:does|do|is|are|has|have)\b/i.test(q.asked) || PAY_TO_ENTER.test(q.asked)) return undefined;
  const listed = (t: string) => (f: RecordField) => f.name !== "" && has({ words: wordsOf(f.value) }, t);
  // Another record's column lists a thing as one of its items, of a word or three ("Nuts" of "Gluten, nuts,
  // sesame"), not as the "track" of "Pit Stop Café, open while the track is", which is no list of tracks.
  const itemOf = (t: string) => (f: RecordField) =>
    f.name !== "" &&
    f.value
      .split(/[,;/]\s*|\s+(?:and|or|&)\s+/)
      .some((item) => item.trim().split(/\s+/).length <= 3 && has({ words: wordsOf(item) }, t));
  const answers: { c: Candidate; yes: boolean }[] = [];
  for (const [i, c] of cands.entries()) {
    if (!c.record.subject || c.record.fields.length === 0) continue;
    if (c.record.kind === "pair" && labelledOtherwise(c.record.subject, q)) continue;
    const missing = q.terms.filter((t) => !has(c, t));
    const about = q.terms.filter((t) => !missing.includes(t));
    if (about.length < 2 || coverage({ ...q, terms: about }, [c], about)[0]! < 1) continue;
    // Nor a record of no day asked ("is the office open this Saturday?" of "Landlord certificates: ring the office").
    if (!coversDays(`${c.record.text} ${c.record.section}`, q.days)) continue;
    // A term is judged only in a column of this record that lists such things in other records ("nuts" under
    // Allergens); a record silent on a thing no such column lists says nothing about it.
    const judged = (t: string) =>
      cands.some(
        (o, j) =>
          j !== i &&
          o.record.fields.some((f) => itemOf(t)(f) && c.record.fields.some((g) => g.name === f.name)),
      ) || c.record.fields.some(listed(t));
    const inColumn = (t: string) => c.record.fields.some(listed(t));
    const unwanted = q.exclude.filter(judged);
    if (!missing.every(judged) || (missing.length === 0 && unwanted.length === 0 && !q.terms.some(inColumn)))
      continue;
    // "Copic markers at Castle Street" of "Markers — Brands Copic, Posca, Castle Street ✗": the place's cell says no.
    // ("Christmas: Closed 24 December to 3 January" lists the days asked of, as closed.)
    const closure = closedOnDayAsked(c.record.text, q);
    const place = columnsNamed(c.record, q);
    const refused = place.length === 1 && cellSays(place[0]!.value.trim(), q) === "no";
    const yes = closure ? closure === "yes" : missing.length === 0 && !unwanted.some(inColumn) && !refused;
    // (A thing listed as given is not one sold: "Kit: Every player gets … a marker (the paintball gun)".)
    if (yes && saleUnsaid(c, q)) continue;
    answers.push({ c, yes });
  }
  if (answers.length !== 1) return undefined;
  const { c, yes } = answers[0]!;
  // "We're in OK7, do you charge to come out and measure" of "The villages around — Postcodes … OK7 …, A measuring
  // visit Free": the row lists the place, and its one cell of a charge says whether it is paid for.
  const charged = c.record.fields.map((f) => cellCharged(f.value, q)).filter((x) => x !== undefined);
  if (yes && charged.length === 1)
    return foundFrom(c, `${charged[0] === "yes" ? "Yes" : "No"} — ${evidenceOf(c.record)}`);
  return foundFrom(c, `${yes ? "Yes" : "No"} — ${evidenceOf(c.record)}`);
}

/**
 * "Is the nursery nut free?" of "We're a nut-free nursery": a sentence saying the thing asked about is free of what
 * the question leaves out; "we can't promise a nut-free kitchen" is a no. Sentences that disagree answer nothing.
 * The thing may be named by the record's page or heading instead: "is the cafe nut free" of the café page's
 * "Nuts: The Watering Hole is nut-free", the café called by its name.
 */
export function freeOfSaid(cands: Candidate[], q: Question): Outcome | undefined {
  if (q.exclude.length !== 1 || !/^(?:is|are)\b/i.test(q.asked)) return undefined;
  const freeOf = new RegExp(`\\b${q.exclude[0]}s?[-\\s]free\\b`, "i");
  const answers: { c: Candidate; yes: boolean; sentence: string }[] = [];
  for (const c of cands) {
    // (Not a table's row: "Nut-free ✗" is a cell, not a sentence.)
    if (!["text", "pair", "item"].includes(c.record.kind)) continue;
    for (const sentence of sentencesOf(c.record.text)) {
      const at = sentence.search(freeOf);
      const said = at < 0 ? undefined : { words: wordsOf(sentence) };
      if (!said || !q.terms.every((t) => has(said, t) || has(c, t))) continue;
      const denied = /\b(?:not|never|no|can'?t|cannot|won'?t|isn'?t|aren'?t)\b/i.test(sentence.slice(0, at));
      answers.push({ c, yes: !denied, sentence });
    }
  }
  if (answers.length === 0 || new Set(answers.map((a) => a.yes)).size !== 1) return undefined;
  const { c, yes, sentence } = answers[0]!;
  return foundFrom(c, `${yes ? "Yes" : "No"} — ${sentence}`);
}
