import type { PageRecord } from "../page/records";
import type { Registration } from "../page/registration";
import { tokenize } from "../research/bm25";
import { answersOtherwise } from "./answers-otherwise";
import { attributeRowAnswer } from "./attribute-rows";
import { basketAnswer, countedAnswer } from "./basket";
import { listByCellWord } from "./cell-lists";
import { cellsAddedAnswer } from "./cells-added";
import { chargeAddedAnswer, optionAddedAnswer } from "./charge-added";
import { asksAtTime, clockCell } from "./clock-columns";
import { columnsNamed } from "./columns-named";
import { coverage } from "./coverage";
import { changedBy } from "./dated-change";
import { daysOpenAnswer } from "./days-open";
import { depositShareAnswer } from "./deposit-share";
import { describedAnswer } from "./described";
import { faqAnswer, labelAsked } from "./faq";
import {
  asksToCome,
  comingOf,
  FROM_TO,
  formerOf,
  givesEarlier,
  laterOf,
  nextOf,
  setAside,
  withoutWas,
} from "./former";
import { freeAtSpendAnswer, freeThresholdAnswer } from "./free-threshold";
import { furtherAddedAnswer } from "./further-added";
import { groupRowOf, withColumnsNamed } from "./group-columns";
import { labelledList } from "./labelled-list";
import { laterThanAnswer } from "./later-than";
import { answerOverRecords } from "./lists";
import { type Candidate, candidatesOf, has, wordsOf } from "./match";
import { withoutMixedCounts } from "./mixed-party";
import { rolesAsPages } from "./names-asked";
import { isNews } from "./news";
import { noticeBandAnswer } from "./notice-bands";
import { otherNumbered } from "./numbered-names";
import { rateForOneOfMany, totalUnmade, withoutPartyCount, withPartyTotal } from "./party-total";
import type { Question } from "./question";
import { measureUnsaid, rangesTaken } from "./ranges-taken";
import { best, eventCellsSaid, evidenceOf, foundFrom, namedFields } from "./record-fields";
import { referredTo } from "./referred-to";
import { registrationAnswer } from "./registration";
import { riseAddedAnswer } from "./rise-added";
import { SEATS_ASKED } from "./room-asked";
import { savingAnswer } from "./saving";
import { withSeasonBand } from "./season-bands";
import { spelledAsPages } from "./spelling";
import { spendBelowFree } from "./spend-below-free";
import { statedCountAnswer } from "./stated-count";
import { labelledExtreme, statedExtreme } from "./stated-extreme";
import { statementFrom } from "./statement";
import { surchargeAddedAnswer } from "./surcharge-added";
import { MIN_COVERAGE, typedAnswer } from "./typed";
import { roleUnsaid } from "./unsaid";
import { holds } from "./values";
import { ofThingAsked, oneOfNamed } from "./which-fields";
import { inYearAsked, notOfPastYear } from "./year-asked";
import { answerYesNo } from "./yes-no";

/** A page read, as the answerer needs it. */
export interface RecordsPage {
  url: string;
  title: string;
  /** The site's own name (src/engines/research/extract.ts), which its pages need not repeat. */
  site?: string;
  records: PageRecord[];
  /** The company, charity and VAT numbers its footer states: read only when one is asked (registration.ts). */
  registrations?: Registration[];
}

/** An answer: what it says, the record or sentence it says it from, and that record's page. */
export interface Found {
  /** The answer as one statement: "Wednesday — Closes 18:00". */
  text: string;
  /** The record it was read from, with its section: "Central Library › Opening hours: Wednesday — …". */
  evidence: string;
  url: string;
  title: string;
  /** Read from a news item (match.ts) or a home page's teasers (its cards): another page may say it better. */
  news?: boolean;
}

/** Nothing read answers: the passages that came closest, for the error or the report. */
export interface NotFound {
  closest: { text: string; url: string }[];
}

export type Outcome = { found: Found } | { notFound: NotFound };

/** Nouns naming what kind of value a thing's is: "the record time", "the closing date". */
const MEASURE_HEAD = /^(?:time|date|day|number|amount|length)$/;
/**
 * Answer a question from the records of the pages read, precision first: the answer is a value of the kind asked
 * for, from a record about the question's subject (typed.ts's MIN_COVERAGE) that names the attribute where it can;
 * a yes or a no only from a record that says it plainly; lists, counts and superlatives over the records of a
 * table, a list or cards (lists.ts). When nothing qualifies, `notFound` with the closest records.
 */
export function answerQuestion(pages: RecordsPage[], question: Question): Outcome {
  // ("A week in may" of a page whose mid season is "April, May, June …": the Mid season column, season-bands.ts.)
  const asked = withSeasonBand(pages, rolesAsPages(pages, question));
  // "What's their company number": the one the footers state (registration.ts), else the content's.
  const registered = registrationAnswer(pages, asked);
  if (registered) return registered;
  // "How much later is the boutique open on a thursday than on a wednesday": two times, and the difference.
  const later = laterThanAnswer(pages, asked, answerQuestion);
  if (later) return later;
  // "How much do I save with the block of six rather than 6 separately": two prices, and the difference (saving.ts).
  const saving = savingAnswer(pages, asked, answerQuestion);
  if (saving) return saving;
  // "2 guinea pigs and an indoor home, how much all in", "how much for 12 neon tetras": prices added up (basket.ts).
  // "… the total with the damage deposit": the price asked and its row's deposit, added up (charge-added.ts); so
  // are "… but rechargeable ones" and the line saying what being rechargeable adds, and "a skirt taken up and a new
  // zip, how much for both" of the skirt's row (cells-added.ts), and "… with the express" and what its row adds on
  // top (surcharge-added.ts). "How much deposit …" is the price times the share the deposit's line says
  // (deposit-share.ts). "2 wasp nests": the first's price and each further one's (further-added.ts). "After the
  // april price rise": today's price and the sum a notice dated then adds (rise-added.ts).
  const priced =
    riseAddedAnswer(pages, asked, answerQuestion) ??
    optionAddedAnswer(pages, asked, answerQuestion) ??
    cellsAddedAnswer(pages, asked) ??
    surchargeAddedAnswer(pages, asked, answerQuestion) ??
    depositShareAnswer(pages, asked, answerQuestion) ??
    basketAnswer(pages, asked, answerQuestion) ??
    furtherAddedAnswer(pages, asked, answerQuestion) ??
    countedAnswer(pages, asked, answerQuestion) ??
    chargeAddedAnswer(pages, asked, answerQuestion);
  if (priced) return priced;
  // "Which show is on at half 3 on a saturday": a timetable's cell, by its day's row and its time's column.
  // (Only then are the pages' candidates read for it: answerNow reads its own.)
  const atTime = asksAtTime(asked) ? clockCell(candidatesOf(pages), asked) : undefined;
  if (atTime) return atTime;
  // "How much was unlimited last year": from a record naming that year ("Prices for 2025: … Unlimited £50"), or
  // saying "last year" itself; never this year's price.
  if (asked.year) return inYearAsked(pages, asked, answerNow);
  // "What did shoe hire cost before March?": the records giving an earlier value first ("… now £1.75, up from
  // £1.50"), not a later change's ("… goes up to £1.95").
  const earlier = asked.former ? formerOf(answerNow(pages, asked, givesEarlier), asked) : undefined;
  if (earlier && "found" in earlier) return earlier;
  // ("For 2 of us" where no record says the party: asked again without the count, party-total.ts.)
  // (Never from last year's price list: year-asked.ts.)
  const present = notOfPastYear(asked);
  const first = answerNow(pages, asked, present);
  const plain = "notFound" in first ? (withoutMixedCounts(asked) ?? withoutPartyCount(asked)) : undefined;
  const again = plain && answerNow(pages, plain, present);
  const read = again && "found" in again ? again : first;
  const now = changedBy(comingOf(nextOf(read, asked), asked), pages, asked);
  if (asked.former) return formerOf(now, asked);
  // ("… from march" of "From 1 March the gate price goes from £21.00 to £22.50": what it goes to.)
  if (asked.later || (asksToCome(asked) && "found" in now && now.found.text.match(FROM_TO)?.length === 1))
    return laterOf(now);
  // "Up from £8.50" is what something cost before: never the answer to what it costs.
  if ("found" in now && answersOtherwise(now.found, asked)) return setAside(now.found);
  // "For me and my wife" of "£395 a person": the two of them's too.
  // ("An order of about £400" of "£35 each way, free both ways on orders over £500": the charge, both ways.)
  const unsaid = withoutWas(now);
  const totalled = withPartyTotal(spendBelowFree(unsaid, asked) ?? unsaid, pages, asked);
  return "found" in totalled && totalUnmade(totalled, asked) ? setAside(totalled.found) : totalled;
}

/**
 * The answer as things stand: the value in force, which formerOf reads the earlier value beside. `only`: the
 * records that may answer, scored among all the pages' records (a word only other records say still counts).
 */
function answerNow(pages: RecordsPage[], asked: Question, only?: (r: PageRecord) => boolean): Outcome {
  const cands = candidatesOf(pages);
  const thingAsked = ofThingAsked(cands, asked);
  const columned = withColumnsNamed(cands, spelledAsPages(cands, asked));
  // ("A midweek break on Wagtail": the row of the band the page lists it in.)
  const grouped = groupRowOf(cands, columned);
  const q = grouped?.q ?? columned;
  // The event a date is asked of must be said by the record itself, not only by its page's title ("When did she
  // first exhibit?" is not answered by her dates of birth on the exhibition's page).
  const covered = coverage(q, cands);
  const { ranges, taken, ranged, outOfRange } = rangesTaken(cands, q, covered);
  const numberedOther = otherNumbered(q);
  const scores = covered.map((s, i) => {
    const r = cands[i]!.record;
    if ((only && !only(r)) || (grouped && !grouped.keep(cands[i]!))) return 0;
    // (Of a row, in the column the question names: "Saltmouth Closed" beside "Wexley …, open again" is not its.)
    if (q.event && !has({ words: wordsOf(eventCellsSaid(r, q)) }, q.event)) return 0;
    // ("Stage 6" is not the row "Stage 4", whose ages say 6.)
    return outOfRange(i) || numberedOther(r) ? 0 : s;
  });
  const closest = (): Outcome => ({
    notFound: {
      closest: cands
        .map((c, i) => ({ c, s: scores[i]! }))
        .filter((x) => x.s > 0)
        .sort((a, b) => b.s - a.s)
        .slice(0, 3)
        .map((x) => ({ text: evidenceOf(x.c.record), url: x.c.url })),
    },
  });
  // "The deposit on a 30kg breaker" where no record read gives a weight: none is about the thing asked (ranges-taken.ts).
  if (measureUnsaid(cands, ranges)) return closest();
  // "If I cancel 3 days before, do I get a refund": the band of notice taking in the notice given.
  // "How much do I have to spend to get free delivery": the spend that makes it free, not what it costs.
  // "What days are lessons on at dunmere": a week's table's days whose Dunmere cell gives times. "Who should I take
  // my leather chair to?": the firm a page sends you to.
  const byBand =
    noticeBandAnswer(cands, q) ??
    freeThresholdAnswer(cands, q) ??
    freeAtSpendAnswer(cands, q) ??
    (q.type === "list" ? daysOpenAnswer(cands, q) : undefined) ??
    (q.type === "person" ? referredTo(cands, q) : undefined);
  if (byBand) return byBand;
  // "How many people work at Pressleys in total": no column to add up, the headcount a record states.
  const statedCount = () => statedCountAnswer(cands, scores, q);
  if (q.type === "count" && !q.total) {
    const fact = statedCount();
    if (fact) return fact;
    // The room a thing has is no count of a table's rows ("7 (Harriet Coyle, Joe Coyle, …)" for the supper).
    if (SEATS_ASKED.test(q.asked)) return closest();
  }
  // "What's the Wi-Fi password?", "which brand of products …" on pages that never say "password" or "brand":
  // not the Wi-Fi's or the spa's other facts.
  // (A measure's own noun need not be said: "the record time" is the *Record: 38 minutes 52 seconds*.)
  if (q.head && !MEASURE_HEAD.test(q.head) && !cands.some((c) => has(c, q.head!))) return closest();
  // "Who is the safeguarding lead?" where no page names that role: not whoever heads the school.
  if (q.type === "person" && roleUnsaid(cands, q)) return closest();
  // "Which bus goes to Riverside?" where no page says a bus: not the centre's address.
  // ("What discount …" may be answered by "10% off": only a "which" names a kind of thing a page must say.)
  // Nor "what allergens are in the tapas class" on a timetable that never says allergens: the thing its attribute
  // names must be said.
  // (Not a day, which a record says by its name: "Tuesday and Thursday" of "which days does Lena work".)
  const byAttribute = q.attribute.includes(q.target ?? "") && !/^(?:day|night)s?$/.test(q.target ?? "");
  const says = (c: Candidate) => has(c, q.target!) || (byAttribute && q.attribute.some((a) => has(c, a)));
  if (q.type === "any" && q.target && (byAttribute || /^which\b/i.test(q.asked)) && !cands.some(says))
    return closest();
  // A price "for a week" where no price list says a week: not the day's price.
  if (q.period && !cands.some((c) => c.words.has(tokenize(q.period!)[0]!))) return closest();
  if (q.type === "any" && q.target) {
    // "What uptime SLA does the Business plan have?": a cell of the row the question names, when one is named.
    // Or the cell the attribute names ("Status" for "what happened to the application for 41 Lark Rise?").
    // ("Which routes … on a short break" is not a base's "Weekend breaks start Friday": a record of the thing asked.)
    const top = best(
      cands,
      scores,
      0.75,
      (c) => thingAsked(c) && (columnsNamed(c.record, q).length > 0 || namedFields(c.record, q).length > 0),
    );
    const one = oneOfNamed(top, q);
    if (one) return foundFrom(one, statementFrom(one, q)!);
  }
  if (q.type === "list" || q.type === "count" || q.extreme || (q.target && q.type === "any")) {
    // Lists, counts and comparisons are over standing records: a news card is not one of the price list's rows.
    const asksNews = /\b(?:news|posts?|articles?|updates?|stories|announcements?)\b/i.test(q.asked);
    // Nor an item whose ranges leave the amount out ("what could my 7 year old do" is no "Ages 3 to 5" class), nor,
    // once a row takes it in, a row giving none (the timetable's "Monday" beside the lessons' ages).
    const fits = (c: Candidate, i: number) =>
      !taken[i]!.includes(false) && !(ranged && c.record.kind === "row" && !taken[i]!.includes(true));
    // "Smallest order: 2kg a week", "Roast days: Monday and Thursday": what a label says in the question's words.
    const about = cands.filter((_, i) => scores[i]! >= MIN_COVERAGE);
    const stated = q.extreme ? labelledExtreme(about, q) : labelledList(about, q);
    if (stated) return stated;
    const over = answerOverRecords(
      cands.filter((c, i) => (asksNews || !isNews(c.record)) && fits(c, i)),
      q,
    );
    if (over) return over;
    if (q.extreme)
      return (
        statedExtreme(
          cands.filter((_, i) => scores[i]! >= MIN_COVERAGE),
          q,
        ) ?? closest()
      );
    if (q.type === "count") return (q.total ? statedCount() : undefined) ?? closest();
  }
  if (q.type === "yesno") return labelAsked(cands, q) ?? answerYesNo(cands, scores, q) ?? closest();
  const byCell = listByCellWord(cands, q);
  if (byCell) return byCell;
  // (A list no records give may be a FAQ's answer: "Can I buy brewing kit?" of "what brewing kit does … sell".)
  const faq = q.type === "any" || q.type === "list" ? faqAnswer(cands, q) : undefined;
  if (faq) return faq;
  // "What isn't included in the fitting price": the one record labelled so ("Not included: …"), however little of
  // the thing it says itself (its page says it).
  const notIncluded =
    q.included && q.terms.includes("not")
      ? cands.filter((c, i) => {
          const label = { words: wordsOf(c.record.subject) };
          return scores[i]! > 0 && has(label, "include|cover") && has(label, "not");
        })
      : [];
  if (notIncluded.length === 1) return foundFrom(notIncluded[0]!, notIncluded[0]!.record.text);
  if (q.type === "any" || q.type === "list")
    return describedAnswer(cands, scores, q, thingAsked, byAttribute) ?? closest();
  const typed = daysOpenAnswer(cands, q) ?? typedAnswer(cands, scores, q);
  if (typed && "found" in typed && rateForOneOfMany(typed.found.text, q)) return closest();
  const row = attributeRowAnswer(cands, scores, q, MIN_COVERAGE);
  // ("Where is the laser tag arena": a row named "Address" giving the Arena's, over a record about the arena that
  // says no address.)
  const unheld = typed && "found" in typed && q.type === "address" && !holds(q.type, typed.found.text);
  return (unheld ? row : undefined) ?? typed ?? row ?? closest();
}
