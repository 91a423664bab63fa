import type { Outcome } from "./answer";
import { IMPLIED_EVENTS } from "./attributes";
import { closedOnDateAsked } from "./closed-dates";
import { columnsNamed } from "./columns-named";
import { fitsDateAsked, ofDayAsked } from "./date-asked";
import { coversDays } from "./days-covered";
import { onlyForOneKind } from "./faq";
import { groupTooSmall, oneOfAPair } from "./group-size";
import { kindsTakenIn, pluralKindsTakenIn } from "./heading-words";
import { type Candidate, has, isGeneric, ownTerms, wordsOf } from "./match";
import { freeOfSaid, membership } from "./membership";
import { onlyElsewhere } from "./only-elsewhere";
import { closedThatDay, notSoldOnDate, outOfSeason, overNow, shutInSeason } from "./out-of-season";
import { partOfDayDays } from "./part-of-day-days";
import { phoneLineOpen } from "./phone-line";
import type { Question } from "./question";
import { best, evidenceOf, foundFrom, lastSection } from "./record-fields";
import { saidAnyway } from "./said-anyway";
import { paidUpFront } from "./up-front";
import { holds } from "./values";
import { headedByAmount, takingTheAge } from "./yes-no-ages";
import { inTimeSaid } from "./yes-no-kinds";
import { polarity } from "./yes-no-polarity";
import { aboutSentences, clauseAsked } from "./yes-no-said";

// Yes/no questions over the records of the pages read (answer.ts asks): precision first, a plain yes or no or none.

/** A yes or a no is said only from a record that is clearly about the question. */
const MIN_YES_NO_COVERAGE = 0.75;

/** A yes or no that also asks when: "… and what hours?", "and what time". */
const ALSO_WHEN = /(?:\band|,)\s+(?:what|which)\s+(?:hours|times?)\b|\band\s+when\b/i;

/**
 * Answer a yes/no question from the records, or undefined: a yes or a no only from a record about the question's
 * whole subject that says it plainly; "is it nut-free?" by what a column lists (membership), never by a "no" or
 * "none" in the text.
 */
export function answerYesNo(cands: Candidate[], scores: number[], q: Question): Outcome | undefined {
  const season =
    outOfSeason(cands, scores, q, MIN_YES_NO_COVERAGE) ?? shutInSeason(cands, scores, q, MIN_YES_NO_COVERAGE);
  if (season) return season;
  // ("Are there lessons at dunmere on sunday 10 january" of "Dunmere closed for retiling: from … 4 January to …
  // 17 January".)
  const shut = closedOnDateAsked(cands, q);
  if (shut) return shut;
  // ("Is the pumpkin festival still on?" of "The Pumpkin Festival 2026 has finished.")
  const over = overNow(cands, q);
  if (over) return over;
  // ("Can I phone you on Christmas Day?": the line answered that day, not the branches' hours.)
  const line = phoneLineOpen(cands, q);
  if (line) return line;
  // ("Can a group of 12 of us come on a wednesday" of "Groups on weekdays: 20 players or more, Monday to Friday".)
  const few = groupTooSmall(cands, q);
  if (few) return few;
  // ("Can I just buy one guinea pig" of "Rabbits and guinea pigs: Sold in pairs only".)
  const pair = oneOfAPair(cands, q);
  if (pair) return pair;
  // ("Can you come out in the evening at the weekend" of "Evening — When Monday to Friday, 18:00 to 21:00, …".)
  const partOfDay = partOfDayDays(cands, q);
  if (partOfDay) return partOfDay;
  // ("Do parents have to get in the water for stage 1" of "Do parents get in the water? — Only in Ducklings.")
  const oneKind = onlyForOneKind(cands, q);
  if (oneKind) return oneKind;
  const everywhere = saidAnyway(cands, q);
  // "Does otterbrook have lessons at dunmere this sunday" is not answered by the row of a thing it never names
  // ("Stage 6 — …, Dunmere Not taught at Dunmere"), which says nothing of Sundays.
  const coversAsked = (c: Candidate) => coversDays(`${c.record.text} ${c.record.section}`, q.days);
  const otherRowOfDay = (c: Candidate) =>
    c.record.kind === "row" &&
    q.days.length > 0 &&
    !coversAsked(c) &&
    !q.terms.some((t) => has({ words: wordsOf(c.record.subject) }, t));
  const kindOf = kindsTakenIn(q.asked, q.terms);
  const oneOfKind = pluralKindsTakenIn(q.asked, q.terms);
  // Where the asker is ("a bee swarm in my garden", "the cable to my car") a page about the thing leaves unsaid.
  const askersPlace = new Set(
    [
      ...q.asked.matchAll(
        /\b(?:in|at|to|into|outside)\s+(?:my|our)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)\s*[?.!]?$/giu,
      ),
    ].flatMap((m) => q.terms.filter((t) => has({ words: wordsOf(m[1]!) }, t))),
  );
  // "Is it nut-free?" is answered by what a column lists (membership), never by a "no" or "none" in the text.
  let top =
    q.exclude.length > 0
      ? []
      : best(
          cands,
          scores,
          MIN_YES_NO_COVERAGE,
          // A yes or a no is about the whole subject: "does the physio treat kids?" is not answered by a
          // record about the physios that never mentions children.
          (c) =>
            // (A light verb, "play" of "can we play paintball on sunday 27th december", the rows leave unsaid.)
            q.terms.every(
              (t) =>
                isGeneric(t) ||
                has(c, t) ||
                everywhere(t) ||
                kindOf(c, t) ||
                oneOfKind(c, t) ||
                askersPlace.has(t) ||
                IMPLIED_EVENTS.test(t),
            ) &&
            // Something of the question beyond "the clinic": a term of its own, or the days it asks about.
            // (Or the age asked, heading the record: "Under 3s — Free" of "does my 2 year old need a ticket".)
            (q.terms.some((t) => !isGeneric(t) && has(c, t)) ||
              (q.days.length > 0 && coversAsked(c)) ||
              headedByAmount(c.record, q)) &&
            !otherRowOfDay(c) &&
            polarity(c, q) !== undefined,
        );
  // "Is there a lift at the Kiln?" of Kiln Yard Co-working: every record has "kiln" from the site's name in its
  // page's title, so two buildings' rows tie and disagree; the one naming it itself (its section "The Kiln") says.
  // Still tied, the one whose own heading says more of it: "Office, Sunday — … Eastwold Closed" over "Access to
  // your unit — … Eastwold 08:00–18:00 Sunday", both under "Office hours and access".
  // (Not by the words after the first of the site's name, which say its trade: "kestrel cars' colnford office"
  // asks nothing of cars; its first word may name a place of it, as "the kiln" at Kiln Yard Co-working does.)
  const trade = (c: Candidate) => wordsOf(c.site?.split(/\s+/).slice(1).join(" ") ?? "");
  const own = (c: Candidate) =>
    ownTerms(
      c,
      q.terms.filter((t) => {
        const words = [...wordsOf(t)];
        return words.length === 0 || !words.every((w) => trade(c).has(w));
      }),
    );
  // (An answer's heading is the question it answers: "Can I bring my dog in?" over "Will you take fish I don't
  // want?".)
  const asked = (c: Candidate) => (/\?\s*$/.test(lastSection(c.record)) ? lastSection(c.record) : "");
  const headed = (c: Candidate) =>
    q.terms.filter((t) => has({ words: wordsOf(c.record.subject || asked(c)) }, t)).length;
  // Before the words each says, the row headed by the day asked ("Monday — Bookshop 09:30–17:30, Café Closed") over
  // a sentence saying "every day" of something else ("Hot food in the café stops at 14:30 every day"), or a row of
  // another thing that names the place more ("does otterbrook have lessons at dunmere this sunday" is the Sunday
  // row's "Dunmere 09:00 to 13:00", not Stage 6's "Not taught at Dunmere").
  const dayHeaded = (c: Candidate) => (q.days.length > 0 && coversDays(c.record.subject, q.days) ? 1 : 0);
  // First of all, a record giving the cut-off for the time asked ("or by 11:00 on a Saturday") over one saying
  // something else of the day ("Orders after the Saturday cut-off go out on Monday").
  const timed = (c: Candidate) => (inTimeSaid(c.record.text, q) ? 1 : 0);
  // Before all, the row of the day asked: "is oakhurst open next tuesday" is the ordinary Tuesday's "Oakhurst
  // Closed", not "Tuesday 29 and Wednesday 30 December — … Oakhurst 10:00 to 16:00" (date-asked.ts).
  const onDate = (c: Candidate) => fitsDateAsked(c.record.subject, q.onDate, c.record.text);
  top = ofDayAsked(top, cands, scores, q);
  top = takingTheAge(top, q, polarity);
  for (const by of [onDate, timed, dayHeaded, own, headed]) {
    if (new Set(top.map((c) => polarity(c, q))).size < 2) break;
    const most = Math.max(...top.map(by));
    top = top.filter((c) => by(c) === most);
  }
  // "Can I be seen at any of your clinics on a Sunday?": one that says yes answers it; one that says no does not.
  // (Not "are there any places left": there, "any" is how many.)
  const asksAny = /\bany\s+of\b|\b(?:at|on|in)\s+any\b/i.test(q.asked);
  const any = asksAny ? top.filter((c) => polarity(c, q) === "yes") : [];
  const said = new Set((any.length > 0 ? any : top).map((c) => polarity(c, q)));
  if (top.length === 0 || said.size !== 1 || (asksAny && any.length === 0))
    return (
      membership(cands, q) ??
      freeOfSaid(cands, q) ??
      paidUpFront(cands, q) ??
      onlyElsewhere(cands, q) ??
      notSoldOnDate(cands, q) ??
      closedThatDay(cands, q, MIN_YES_NO_COVERAGE)
    );
  // Of records agreeing, the one headed by the question's words ("Step-free way in" over "Workshops").
  const c = any[0] ?? top.reduce((a, b) => (headed(b) > headed(a) ? b : a));
  const [answer] = said;
  // "Paddleboards are at the Mere only. At Stowford Quay you can hire kayaks": a yes to "at Stowford Quay" is a no.
  const elsewhere = answer === "yes" ? onlyElsewhere(top, q) : undefined;
  if (elsewhere) return elsewhere;
  // "Is Quay Street open on Christmas Eve, and what hours?": the yes with the clause giving them.
  if (answer === "yes" && ALSO_WHEN.test(q.asked)) {
    // Of a row, the column the question names ("the westgate lot": Westgate's hours, not Market Place's Closed).
    const named = columnsNamed(c.record, q);
    const fields = named.length > 0 ? named : c.record.fields;
    const texts = c.record.kind === "text" ? [c.record.text] : fields.map((f) => f.value);
    const clause = texts
      .map((t) => clauseAsked(aboutSentences(t, q), q))
      .find((t) => holds("time", t) && !/\bclosed\b/i.test(t));
    if (clause) return foundFrom(c, `Yes — ${clause}`);
  }
  return foundFrom(c, `${answer === "yes" ? "Yes" : "No"} — ${evidenceOf(c.record)}`);
}
