import { EMPTY_VALUE } from "../page/records";
import { sentences as sentencesOf } from "../research/passages";
import { dayClauseSays, noFirstOfItsOwn } from "./clauses-apart";
import { columnSays } from "./column-says";
import { columnsNamed } from "./columns-named";
import { coversDays, namesDays } from "./days-covered";
import { saleUnsaid } from "./deal-said";
import { type Candidate, has, isGeneric, ownTerms, wordsOf } from "./match";
import { listedOnly, onlyHere } from "./only-elsewhere";
import { closedOnDayAsked, labelledOtherwise, pricedDayOnly } from "./open-on-day";
import { mostAbout } from "./parts-about";
import type { Question } from "./question";
import { beyond, lastSection } from "./record-fields";
import { withoutSiteSaid } from "./site-name";
import { holds } from "./values";
import { agedLabelSays, agesLeaveOut, agesTakeIn, ageUnsaid, paidForAge, weightOver } from "./yes-no-ages";
import {
  cellLimitSaid,
  chargeSaid,
  doingSaid,
  doneAsAsked,
  extraSaid,
  firstNeededSaid,
  freeSaid,
  harmSaid,
  inTimeSaid,
  limitSaid,
  statusSaid,
} from "./yes-no-kinds";
import {
  aboutSentences,
  CAN,
  clauseAsked,
  EXISTS,
  existsThing,
  FREE_OF_SAID,
  labelDenies,
  labelOffers,
  negatesTerm,
  onlyInAName,
  openSaid,
  ownSays,
  ownThingFromUs,
  ownThingSaid,
  saysFull,
  withoutIt,
} from "./yes-no-said";
import { deniedApart, NEGATIVE, negative, POSITIVE, valuesSaid } from "./yes-no-words";

// A record's yes or no to a yes/no question (yes-no.ts weighs the records that say one).

/** A part's heading that forbids what it lists: "Don't bring", "Not allowed", "Leave at home". */
const FORBIDDEN_PART =
  /^(?:please\s+)?(?:don'?t|do\s+not|never)\s+bring\b|\bnot\s+(?:allowed|permitted)\b|\b(?:banned|prohibited|forbidden)\b|\bleave\s+(?:\w+\s+)?at\s+home\b/i;

/** A part listing what is never charged for: "What we never charge tenants", "Free of charge". */
const UNCHARGED_PART =
  /\b(?:never|don'?t|do\s+not|won'?t)\s+charge\b|\bfree\s+of\s+charge\b|\bno\s+charge\b/i;

/** A record's polarity for a yes/no question: "yes", "no", or undefined when it does not say either plainly. */
export function polarity(c: Candidate, q: Question): "yes" | "no" | undefined {
  // Whether a place is open at a time is told by hours (or, of a day, the days it names): not by "Casters — …,
  // Where Kelsby shop only".
  const text = c.record.text;
  const clock = q.amounts?.some((a) => a.unit === "clock");
  const hours = holds("time", text) || /\bclosed\b/i.test(text) || (!clock && namesDays(text));
  if (q.closed !== undefined && (clock || q.days.length > 0) && !hours) return undefined;
  const said = polarityOf(c, q);
  // A yes for an age asked must come from a record speaking of ages (a "no" may not: "Jazz —" is none at any age);
  // one for a thing sold, from a record saying it is sold, not given ("every player gets a marker").
  if (said !== "yes") return said;
  return ageUnsaid(c.record, q) || saleUnsaid(c, q) ? undefined : said;
}

function polarityOf(c: Candidate, q: Question): "yes" | "no" | undefined {
  const r = c.record;
  // "Is there a café at Millbrook Baths?": the record must say the café itself, not only the place — neither a
  // yes ("Lane swimming — Millbrook Baths: Weekdays …") nor a no ("No food on the poolside at either pool").
  const thing = existsThing(q.asked);
  if (thing && !has({ words: wordsOf(`${r.subject} ${r.text} ${lastSection(r)}`) }, thing)) return undefined;
  // Nor by the answer to another such question ("Is there a waiting list?: Only for Saturday Baby Ballet …
  // Wednesday's have spaces" of "is there a space in saturday baby ballet").
  const label = r.subject || lastSection(r);
  const another =
    /^(?:is|are)\s+there\b|^(?:do|does)\s+(?:you|they|it)\s+have\b/i.test(label) && /\?\s*$/.test(label);
  if (thing && another && !has({ words: wordsOf(label) }, thing)) return undefined;
  const closure = closedOnDayAsked(r.text, q);
  if (closure) return closure;
  if ((r.kind === "pair" && labelledOtherwise(r.subject, q)) || pricedDayOnly(r, q)) return undefined;
  const aged = agedLabelSays(r, q);
  if (aged === "none") return undefined;
  const paid = paidForAge(r, q);
  if (paid) return paid;
  const status = extraSaid(r, lastSection(r), q)
    ? "no"
    : (statusSaid(r, q) ?? limitSaid(r.text, q) ?? cellLimitSaid(r, q));
  if (status) return status;
  // "Can I join without doing the beginners' course" of "… finish our beginners' course first": a no.
  if (firstNeededSaid(r.text, q)) return "no";
  // (Whether a place is open is told by its hours, not by a thing had there only: "Casters — … Kelsby shop only".)
  const hadOnly = q.closed === undefined && (onlyHere(c, q) || listedOnly(c, q));
  if (hadOnly || labelOffers(r, q) || aged === "yes" || doneAsAsked(r, q)) return "yes";
  // "Can my 9 year old do the wheel taster?" of its row "16 and over (12 to 15 with a paying adult)": a no; so is
  // a class that is full, and a label saying what does not count.
  if (agesLeaveOut(r, q) || weightOver(r, q) || saysFull(r, q) || labelDenies(r, q)) return "no";
  if (agesTakeIn(r, q)) return "yes";
  if (noFirstOfItsOwn(r.text, q)) return "no";
  if (r.kind === "text" && q.terms.some((t) => !isGeneric(t) && onlyInAName(r.text, t, q.asked)))
    return undefined;
  // Whether the record is headed by the thing asked about ("Parking", "Not for bouldering").
  const headedByIt = q.terms.some((t) => !isGeneric(t) && has({ words: wordsOf(r.subject) }, t));
  // "Not for bouldering: just turn up" (of "do I need to book to go bouldering?"): a label saying no to the thing.
  // Only to the question its heading asks ("Do I need to book?"), not "can she boulder on her own?".
  const heading = { words: wordsOf(r.section.split(" › ").at(-1) ?? "") };
  const sameAsked = q.terms.some((t) => !has({ words: wordsOf(r.subject) }, t) && has(heading, t));
  const columns = columnsNamed(r, withoutSiteSaid(q, c.site));
  if (/^(?:no|not|never|none)\b/i.test(r.subject) && headedByIt && sameAsked && columns.length !== 1)
    return "no";
  // "Drones" listed under "Don't bring" (of "am I allowed to bring a drone"): the part's heading forbids it.
  if (r.kind === "item" && headedByIt && FORBIDDEN_PART.test(lastSection(r))) return "no";
  // "References and credit checks" listed under "What we never charge tenants": no to paying, yes to free.
  if (r.kind === "item" && headedByIt && UNCHARGED_PART.test(lastSection(r))) {
    if (/\b(?:pay|charged?|cost|fee)\b/i.test(q.asked)) return "no";
    if (/(?<!-)\bfree\b/i.test(q.asked)) return "yes";
  }
  // "Is the Abbey Street salon step-free?" of "Access: Step-free, with an accessible toilet": the quality asked
  // for, said of it, with no "not" before it.
  const qualities = q.asked.toLowerCase().match(/\b[\p{L}]+-[\p{L}]+\b/gu) ?? [];
  // (Of a row, the column the question names: "The Arcade ✓", not "Castle Street No: two steps".)
  const values = columns.length === 1 ? columns : r.fields;
  const valueText = clauseAsked(values.map((f) => f.value).join(" ") || r.text, q);
  for (const w of qualities) {
    // "Step-free on the ground floor; the upstairs bar is up 14 stairs" of the upstairs bar: what "-free" is
    // free of, said of it, is a no.
    const freeOf = w.match(/^([\p{L}]+)-free$/u)?.[1];
    if (freeOf && !valueText.toLowerCase().includes(w) && FREE_OF_SAID(freeOf).test(valueText)) return "no";
    const at = valueText.toLowerCase().search(new RegExp(`(?<![\\p{L}-])${w}(?![\\p{L}-])`, "u"));
    if (at >= 0 && q.exclude.length === 0)
      return /\b(?:not|no|never|isn't|aren't)\s+(?:\S+\s+)?$/i.test(valueText.slice(0, at)) ? "no" : "yes";
  }
  // "Does the Team plan come with SSO?": the Team column of the SSO row says it.
  if (columns.length === 1) return columnSays(c, columns[0]!, q);
  const said = valuesSaid(r);
  if ((thing && withoutIt(said, thing, q)) || ownThingFromUs(said, q)) return "no";
  // "Step-free access: No. The entrance has three steps", "Do you see children? Yes, from the age of 8".
  // "Yes, within 28 days, except cut flowers and food" of "can I return cut flowers?": the exception is the answer.
  if (/\b(?:except|excluding)\b/i.test(said) && negatesTerm(said, q)) return "no";
  // "Paint: Water-based paint only" of "can I store water based paint?": the one kind allowed is the kind asked.
  const onlyKind = said.match(/^([^.;,]*?)\s+only\b/i)?.[1];
  if (onlyKind) {
    const kind = { words: wordsOf(onlyKind) };
    const inText = q.terms.filter((t) => has({ words: wordsOf(said) }, t));
    const beyondHead = inText.filter((t) => !has({ words: wordsOf(r.subject) }, t));
    if (beyondHead.length > 0 && inText.every((t) => has(kind, t))) return "yes";
  }
  // "Do I have to have the leukaemia jab?" of "Recommended, but not required": whether it is a must; "does my dog
  // need the kennel cough jab for a groom" of "Needed for Tuft Club. Not needed for grooming": the sentence of it;
  // "do carers have to pay for a permit?" of "Carer — Price Free": a no.
  if (/\b(?:have|has|need|needs)\s+to\b|\bmust\b|^(?:do|does)\s+(?:\S+\s+){1,2}need\b/i.test(q.asked)) {
    const own = ownThingSaid(said, q);
    if (own) return own;
    const must = mostAbout(sentencesOf(said), q.terms) ?? said;
    if (/\bpay\b/i.test(q.asked) && /(?<![-\w])free\b(?!\s+(?:of|from)\b)/i.test(must)) return "no";
    // ("no uniform needed", "no need to book" say no too.)
    const notNeeded =
      /\bnot\s+(?:required|needed|compulsory|necessary|essential)\b|\boptional\b|\bno\s+need\b/i;
    if (notNeeded.test(must) || /\bno\s+(?:[\p{L}-]+\s+){1,2}(?:required|needed|necessary)\b/iu.test(must))
      return "no";
    if (/\b(?:required|compulsory|essential|needed)\b/i.test(must) && !NEGATIVE.test(must)) return "yes";
  }
  // (A label names what is paid for: "Assistance dogs: Always welcome in any car, free".)
  const kind =
    chargeSaid(said, q) ??
    (r.kind === "pair" ? chargeSaid(`${r.subject}: ${said}`, q) : undefined) ??
    harmSaid(said, q) ??
    inTimeSaid(said, q);
  if (kind) return kind;
  const ofDay = dayClauseSays(said, q);
  if (ofDay) return ofDay;
  const lead = said.match(/^\s*(yes|no)\b(?![-\w])/i)?.[1];
  // "Is the office open this Saturday?" is not answered by a question and answer about landlord certificates.
  const daysSaid = coversDays(`${r.text} ${r.section}`, q.days);
  if (lead && daysSaid) return lead.toLowerCase() === "yes" ? "yes" : "no";
  const text = beyond(aboutSentences(said, q, r.subject), q);
  // "Can I be seen on a Sunday?" of a timetable's Sunday row: hours that day are a yes, "Closed" a no.
  const asksOpen = /\bopen\b/i.test(q.asked) || (q.days.length > 0 && namesDays(`${r.subject} ${r.text}`));
  const open = asksOpen && daysSaid ? openSaid(said, q) : undefined;
  if (open) return open;
  // "Is there free parking?" of "Parking: Pay and display": free or paid is what is asked, not whether there is.
  const free = freeSaid(said, q);
  if (free) return free;
  // ("Joining fee: None" says nothing of Saturdays.)
  if (daysSaid && r.fields.length === 1 && EMPTY_VALUE.test(r.fields[0]!.value.trim())) return "no";
  // "Do you have a private dining room?", "is there parking?": a record that is about it, and says nothing against.
  const exists = EXISTS.test(q.asked);
  const neg = negative(text, q);
  // A record about the thing (a row or card headed by it, or a sentence naming all of it) that says nothing against.
  // It must name the thing itself (not only "the clinic") and the days asked about.
  // Said by the record itself, not only by the words around it (its section's other text).
  const specific = q.terms.filter((t) => !isGeneric(t));
  const saysAsked = ownTerms(c, specific) > 0;
  const about =
    (r.subject !== "" || r.kind === "text") && saysAsked && coversDays(`${r.text} ${r.section}`, q.days);
  // "Can I park at Printworks?" of "Parking: 8 spaces, £6 a day": a field named for the thing, saying nothing
  // against it. Only a record headed by it: a sentence that names the park is not a yes.
  if (
    (exists || (CAN.test(q.asked) && headedByIt)) &&
    !neg &&
    about &&
    q.terms.every((t) => isGeneric(t) || has(c, t))
  )
    return "yes";
  // "… but not in the main saloon": a no said of the very thing asked about outweighs a yes said of another.
  const aboutIt = aboutSentences(said, q, r.subject);
  if (negatesTerm(aboutIt, q, headedByIt) || deniedApart(said, aboutIt, q)) return "no";
  // A "yes" or "no" word said of nothing the question names ("the lido stays open" for "is there free parking?"),
  // or of no day it asks about ("the 6th is free" for "can I book a lesson on a Monday?").
  if (!saysAsked && specific.length > 0) return undefined;
  if (!daysSaid) return undefined;
  const pos =
    POSITIVE.test(text) || (r.fields.length === 1 && /^(?:yes|✓|✔)$/i.test(r.fields[0]!.value.trim()));
  // The "no" must be said in a clause naming what is asked: "The Shed is bouldering only" says nothing of ropes.
  const clauses = aboutSentences(said, q, r.subject).split(/;\s+|,\s+(?:but|while|whereas)\s+/);
  const negAbout =
    neg &&
    clauses.some((cl) => negative(beyond(cl, q), q) && (specific.length === 0 || ownSays(cl, specific)));
  // "Sky lanterns and fireworks: Not allowed: they frighten the cattle": a label naming the thing, its value saying no.
  if (headedByIt && r.kind === "pair" && NO_FIRST.test(said) && !pos) return "no";
  if (negAbout && !pos) return "no";
  if ((pos || doingSaid(said, q)) && !neg) return "yes";
  // "Dogs: Welcome at the ceremony and for photos, on a lead; not at the wedding breakfast" of "can our dog come to
  // the ceremony": the clause naming what is asked says yes, the no is of something else.
  const posAbout = clauses.some(
    (cl) => POSITIVE.test(cl) && !negative(beyond(cl, q), q) && ownSays(cl, specific),
  );
  if (headedByIt && posAbout && !negAbout) return "yes";
  return undefined;
}

/** A value saying no first: "Not allowed: …", "Never", "No, …". */
const NO_FIRST = /^\s*(?:not\s+(?:allowed|permitted)|never|no)\b(?![-\w])/i;
