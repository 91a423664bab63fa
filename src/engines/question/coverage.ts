import type { PageRecord } from "../page/records";
import { tokenize } from "../research/bm25";
import { IMPLIED_EVENTS } from "./attributes";
import { fitsDateAsked } from "./date-asked";
import { coversDays, dayColumnOf, namesDays } from "./days-covered";
import { kindsTakenIn, pluralKindsTakenIn } from "./heading-words";
import { type Candidate, has, inEveryTitle, isGeneric, wordsOf } from "./match";
import { DATED_CHANGES, MONTHS, monthOf, monthsCovered, namesDatedChange, seasonCovered } from "./months";
import { isNews } from "./news";
import { countedAs, namesWhichByNumber, uncounted } from "./numbers-asked";
import type { Question } from "./question";
import { beyondName, ownlyNamed, ownText, siteNameOf } from "./site-name";
import { asksUsualWeek, DATED_DAY_RUN, dayMentioned, onlyDated } from "./usual-week";
import { holds } from "./values";

// How much of a question a record covers (match.ts's candidates weighed): its terms by rarity, the subject that
// must be said, the weekdays, months and season asked, and what a record counts for (a news item, a package).

/**
 * Whether a text's dates take in every month the question asks about ("from Easter Sunday to 30 September" of "in
 * July"); undefined when it names no month or the question asks none.
 */
export function coversMonths(text: string, q: Question): boolean | undefined {
  if (!q.months) return undefined;
  const covered = monthsCovered(text, q.months.now);
  return covered && q.months.asked.every((m) => covered.has(m));
}

/** The ordinary week's row, where another is dated to the day asked. */
const ORDINARY_WEEK_WEIGHT = 0.9;

/** The best time anyone has done a thing in: "the record time", "the fastest time". */
const BEST_TIME = /\b(?:record|fastest|quickest)\s+time\b/i;

/**
 * What a thing is printed on ("our logo on 500 envelopes", "a photo printed on canvas"): the product asked for, which
 * a page must say (a poster's price is no canvas's).
 */
const printedOn = (asked: string) =>
  wordsOf(
    asked.match(
      /\bprint(?:ed|ing|s)?\b.*?\bon(?:to)?\s+(?:\d[\d,]*\s+)?(?:(?:an?|the|my|our|some)\s+)?([\p{L}-]+)/iu,
    )?.[1] ?? "",
  );

/** The words of mending a thing ("fix", "repair", "replace"), synonyms.ts's one group. */
const REPAIRING = wordsOf("repair");

/** A news item counts a little less than a standing record that covers the question as well. */
const NEWS_WEIGHT = 0.9;

/** "Block of 10 classes", "5-session pass": several of a thing sold together, not the thing a question prices. */
const PACKAGE =
  /\b(?:block|pack|bundle|book|course|set|case)\s+of\s+\d+|\b\d+\s*[- ]?(?:class|session|visit|lesson)e?s?\s+(?:pass|pack|block|card)\b|\b(?:\d+|two|three|four|six|eight|twelve)-pack\b|\bmixed\s+case\b/i;
/** A package counts less than the single thing, unless the question asks about packages. */
const PACKAGE_WEIGHT = 0.8;
const ASKS_PACKAGE =
  /\b(?:block|pack|bundle|pass|course|packages?|several|multiple)\b|\b\d+\s+(?:classes|sessions|visits|lessons)\b/i;

/** A price list's column for several of a thing together ("Pack of 10") where the question asks for one. */
export const unaskedPackage = (name: string, q: Question) =>
  PACKAGE.test(name) && !ASKS_PACKAGE.test(q.asked);

/** What a record counts for, of its coverage: less for a news item, less for a package the question did not ask. */
function standing(r: PageRecord, q: Question): number {
  const pack =
    PACKAGE.test(r.subject || r.text.slice(0, 80)) && !ASKS_PACKAGE.test(q.asked) ? PACKAGE_WEIGHT : 1;
  return pack * (isNews(r) && !eventHeaded(r, q) ? NEWS_WEIGHT : 1);
}

/** "When does the Christmas show finish?" of a card headed "Small Works: the Christmas show": the event itself. */
function eventHeaded(r: PageRecord, q: Question): boolean {
  const heading = { words: wordsOf(r.subject) };
  return (
    (q.type === "when" || q.type === "date") && q.terms.length > 0 && q.terms.every((t) => has(heading, t))
  );
}

/** "Sausage making classes", "a wreath making workshop": a craft taught, named by the thing made and the making. */
const CRAFT_ASKED =
  /\b(\p{L}{3,})[\s-]+((?:mak|bak|brew|cook|paint|carv|sew|knitt|weav|decorat|build|blow|forg|print|arrang|craft|smok|cur|throw)ing)\s+(?:class(?:es)?|courses?|workshops?|lessons?|sessions?|evenings?|experiences?|part(?:y|ies))\b/iu;

/**
 * Whether a craft the question asks about is said by no record: the breakfast's "sausage" is not "sausage making
 * classes". A record must say the thing and the making ("Sausage-making evenings", "Dressmaking: a skirt"), or be
 * one of a page's or a section's things taught ("Sew a Simple Skirt" on /workshops).
 */
function craftUnsaid(q: Question, candidates: Candidate[]): boolean {
  const m = q.asked.match(CRAFT_ASKED);
  const thing = m && tokenize(m[1]!)[0];
  // (The thing made is one of the question's terms: not "many" of "how many baking classes".)
  if (!m || !thing || !q.terms.includes(thing)) return false;
  const making = m[2]!
    .toLowerCase()
    .slice(0, -3)
    .replace(/(.)\1$/, "$1");
  return !candidates.some(
    (c) =>
      has(c, thing) &&
      (c.record.text.toLowerCase().includes(making) ||
        TAUGHT.test(`${c.record.section} ${c.title} ${c.url}`)),
  );
}

/** Where a page or a section is about things taught ("Classes", /workshops): its rows are, whatever they say. */
const TAUGHT = /(?<![\p{L}])(?:class(?:es)?|courses?|workshops?|lessons?|masterclass(?:es)?)(?![\p{L}])/iu;

/**
 * How well each candidate covers the question's subject and qualifiers, 0..1: the share of the terms' weight it
 * has, a term weighing more the fewer records have it ("Central" tells the branches apart, "library" does not).
 * Terms no record has are left out, unless they name the subject — a capitalised word ("Leith"), or half the
 * terms being words that are not generic nouns — then nothing read is about it and every candidate scores 0.
 * Weekdays the question names must be covered by a record that names days.
 */
export function coverage(q: Question, candidates: Candidate[], termsAsked = q.terms): number[] {
  // ("The next price rise": the first to come, q.soonest, which no record need say; "next" the only word unsaid
  // is no word of it.)
  const said = (t: string) => candidates.some((c) => has(c, t));
  const next = (t: string) => q.soonest !== undefined && /^(?:next|upcoming|soonest)$/.test(t) && !said(t);
  const onlyNextUnsaid = termsAsked.some(next) && termsAsked.every((t) => next(t) || said(t));
  const terms = onlyNextUnsaid && !termsAsked.every(next) ? termsAsked.filter((t) => !next(t)) : termsAsked;
  const present = terms.filter(said);
  const absent = terms.filter((t) => !present.includes(t));
  const capital = new Set((q.asked.match(/(?<!^)\b\p{Lu}[\p{L}-]+/gu) ?? []).map((w) => w.toLowerCase()));
  // A verb pages leave unsaid ("which days does the taxi run": its Days) names no subject that is missing; nor
  // does the asker's own thing ("to cancel my membership": a members' site says "cancel").
  const mine = wordsOf((q.asked.match(/\b(?:my|our)\s+[\p{L}-]+/giu) ?? []).join(" "));
  const specific = absent.filter(
    (t) => !isGeneric(t) && !q.measured?.includes(t) && !IMPLIED_EVENTS.test(t) && !has({ words: mine }, t),
  );

  // A term of several words ("60 min") weighs as its words did apart.
  const size = (ts: string[]) => ts.reduce((n, t) => n + Math.max(1, tokenize(t.split("|")[0]!).length), 0);
  // A word no record says that names the kind of a general noun ("a family ticket", "a student room") asks for a
  // thing the pages do not have: their adult and child tickets are not it.
  const words = q.asked.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
  const generic = (w: string) => tokenize(w).length > 0 && isGeneric(w);
  const kindOfGeneric = (t: string) =>
    words.some((w, i) => tokenize(w)[0] === t && i + 1 < words.length && generic(words[i + 1]!));
  // Terms every record of several pages has (the site's name, in every title: "at Thistle & Shears") tell nothing
  // of what is asked about. On one page, its title is what a question names it by ("Caspian Yard"): kept.
  // The site's name alone, with nothing else of the question said ("Where is Acme Kettles based?"), is left to the
  // rules below.
  // Worked out only when some specific term is absent: every term is tested against every candidate.
  const asked = () => {
    if (new Set(candidates.map((c) => c.url)).size < 2) return terms;
    const beyondSite = terms.filter((t) => !candidates.every((c) => has(c, t)));
    return beyondSite.some((t) => present.includes(t)) ? beyondSite : terms;
  };
  // "The café at Tansy Cove" where no record read says café: the site's name alone says nothing of it.
  const siteWide = inEveryTitle(candidates);
  // When the site's name is all a page says of the question (with a verb, a general noun), what it leaves unsaid
  // is what is asked about: "what do Brackwater charge to use their slipway" of a page that never says "slipway".
  const name = siteNameOf(candidates);
  // (What a count counts tells, however general: "how many staff does Tallow Lane Kitchens employ".)
  const telling = present.filter(
    (t) => (t === q.target || !isGeneric(t)) && !IMPLIED_EVENTS.test(t) && !has(name, t),
  );
  const onlyTheName = telling.length === 0 && present.some((t) => has(name, t));
  // "How much to fix the strap on my handbag" where no page says a strap: a repairs list's "Boot zip replacement"
  // says only the doing.
  const onlyTheDoing = telling.length > 0 && telling.every((t) => has({ words: REPAIRING }, t));
  const printed = { words: printedOn(q.asked) };
  const missingSubject =
    (specific.length > 0 && (onlyTheName || onlyTheDoing)) ||
    absent.some((t) => capital.has(t)) ||
    absent.some((t) => namesWhichByNumber(t, q.asked)) ||
    craftUnsaid(q, candidates) ||
    specific.some(kindOfGeneric) ||
    specific.some((t) => q.priced?.includes(t) || t === q.doing || has(printed, t)) ||
    // "The record time for Lab 47" where no page says a record: not the room's length.
    absent.some((t) => BEST_TIME.test(`${t} time`) && BEST_TIME.test(q.asked)) ||
    (specific.length > 0 && size(specific) * 2 >= size(beyondName(asked(), name, q, candidates)));

  const named = present.filter((t) => !isGeneric(t));
  // The question names the site and a general thing of it, nothing more ("the café at Tansy Cove").
  const siteAndGeneric = named.length > 0 && named.every(siteWide) && candidates.length > 1;
  // (The thing a count counts may go unsaid: "18 of us work here" counts the staff.)
  const onlyGenericAsked =
    absent.some((t) => isGeneric(t) && !(q.type === "count" && t === q.target)) && siteAndGeneric;
  if (missingSubject || onlyGenericAsked) return candidates.map(() => 0);
  // (A word of the site's name that heads some records as a place's own name is theirs: site-name.ts.)
  const ownly = ownlyNamed(present, name, q, candidates);
  const everyKind = kindsTakenIn(q.asked, present);
  // (Of a yes or no, a record saying "Not on crash courses" is about "the easter crash course".)
  const oneOfKind = q.type === "yesno" ? pluralKindsTakenIn(q.asked, present) : () => false;
  const says = (c: Candidate, t: string) =>
    (ownly.has(t) ? has(ownText(c), t) : has(c, t)) || everyKind(c, t) || oneOfKind(c, t);
  const weight = new Map(
    present.map((t) => [t, Math.log(1 + candidates.length / candidates.filter((c) => says(c, t)).length)]),
  );
  // A generic noun ("the shop", "the branch") adds to a record that has it and is not missed in one that does not;
  // unless nothing else of the question tells records apart ("the café at Tansy Cove", every page titled with the
  // site's name): then it is what the question is about. So it is when nothing else the question names is said and
  // a record is headed by it: "what time does the cafe open?" over a list whose "Café" entry gives no time is not
  // answered by the showers' hours.
  // So does what an amount measures ("boat" of "a 13m boat"): the row's range says it.
  // So does how many ("6 shirts") when no record counts the same thing ("2 cats" rows do; "up to 6 kg" does not).
  // Worked out once per term, not per candidate: uncounted reads every candidate.
  const headed = (t: string) =>
    named.length === 0 && candidates.some((c) => has({ words: wordsOf(c.record.subject) }, t));
  const looseTerms: ReadonlySet<string> = new Set(
    [...weight.keys()].filter(
      (t) =>
        (isGeneric(t) && !siteAndGeneric && !headed(t)) ||
        (q.measured?.includes(t) ?? false) ||
        // "A band c boat" at Lapwing Narrowboat Holidays: the kind of thing the whole site is about.
        [...name.words].some((w) => t.length > 3 && w.length > t.length && w.endsWith(t)) ||
        // Of a price or a time, a light verb ("to move on a Sunday" at a removals firm) tells no record from
        // another, nor of a yes or no on a day asked ("can we play paintball on sunday 27th december": the day's
        // row says "Closed", never "play"); of a person, it is what they did ("who started Hartwell Cycles").
        (IMPLIED_EVENTS.test(t) &&
          (q.type === "price" || q.type === "time" || (q.type === "yesno" && q.days.length > 0))) ||
        // "How old do kids have to be": who the age is of, which a "Minimum age" column leaves unsaid.
        (q.attribute.includes("age") && /^(?:kid|adult|person)$/.test(t)) ||
        uncounted(t, q.asked, candidates),
    ),
  );
  const weightTerms = [...weight.keys()].filter((t) => !looseTerms.has(t));
  const total = [...weight].reduce((a, [t, w]) => a + (looseTerms.has(t) ? 0 : w), 0);
  const dayOf = (c: Candidate) => `${c.record.text} ${c.record.section}`;
  // When some records giving the kind of value asked are about the weekdays asked (a timetable's rows), only those
  // are; a day's note with no such value ("Picking now: kale and leeks, Tuesday to Sunday") leaves the price list be.
  const dated =
    q.days.length > 0 && candidates.some((c) => coversDays(dayOf(c), q.days) && holds(q.type, c.record.text));
  // (A row's dated column, "From 1 March 2027 £110", is its later value beside today's, not a month it is for.)
  const inMonths = (c: Candidate) =>
    coversMonths(c.record.kind === "row" ? dayOf(c).replace(DATED_CHANGES, " ") : dayOf(c), q);
  // (Beside a price list with a dated column, of those that could answer: "February half term, 15 to 19 February"
  // gives no price for "a price in february", which the column "From 4 January 2027" does.)
  const datedColumns = candidates.some(
    (c) => c.record.kind === "row" && c.record.fields.some((f) => namesDatedChange(f.name)),
  );
  const monthed =
    q.months !== undefined &&
    candidates.some((c) => inMonths(c) === true && (!datedColumns || holds(q.type, c.record.text)));
  // (A record giving the season asked by its name, a "Summer" column, says its months; so does one naming the band
  // they fall in, "Mid season", which season-bands.ts adds to the question's words.)
  const seasonSaid = (c: Candidate) =>
    q.terms.some(
      (t) =>
        (/^(?:winter|spring|summer|autumn)$/.test(t) && has(c, t)) ||
        (/^[\p{L}-]+$/u.test(t) && new RegExp(`\\b${t}\\s+season\\b`, "i").test(c.record.text)),
    );
  // A season that is not now is not the answer while one that is now is read.
  // (A row headed by one month alone, "October — Saturday and Sunday, Farm shop 09:00 to 17:00", is that month's.)
  const seasonOf = (c: Candidate) =>
    q.season
      ? (seasonCovered(dayOf(c), q.season) ??
        (MONTHS.includes(c.record.subject.trim().toLowerCase())
          ? new Set([monthOf(c.record.subject.trim())])
          : undefined))
      : undefined;
  const inSeason = candidates.filter((c) => seasonOf(c)?.has(q.season!));
  // (Only of the same thing: "Keukenhof, 19 to 23 April 2027" is not outdone by another holiday in November.)
  const outSeasoned = (c: Candidate) =>
    seasonOf(c)?.has(q.season!) === false &&
    inSeason.some((d) => weightTerms.every((t) => !has(c, t) || has(d, t)));
  // "On Saturdays", "every Saturday", "on wednesday" of a week's rows: the usual week (usual-week.ts).
  const habitual = asksUsualWeek(q, candidates);
  const dayMentions = habitual ? q.days.map(dayMentioned) : [];
  // Once a record says the number with its things ("3 classes a week"), another's 3 ("Or monthly 3 × £72") is not it.
  const counted = new Map(
    [...weight.keys()].flatMap((t) => {
      const said = countedAs(t, q.asked);
      return said && candidates.some((c) => said.test(c.record.text)) ? [[t, said] as const] : [];
    }),
  );
  // The day asked (date-asked.ts): a record dated to other days is not about it, and where one is dated to it the
  // ordinary week's rows give way ("monday 28th december" is "Sunday 27 to Wednesday 30 December", not "Monday").
  const fits = (c: Candidate) => fitsDateAsked(c.record.subject, q.onDate, c.record.text);
  const datedToIt = q.onDate !== undefined && candidates.some((c) => fits(c) === 2);
  const ordinary = (c: Candidate) => (datedToIt && fits(c) === 1 ? ORDINARY_WEEK_WEIGHT : 1);
  return candidates.map((c) => {
    if (q.onDate !== undefined && fits(c) === 0) return 0;
    // (A row's own Day column says its days, not its group's heading: days-covered.ts's dayColumnOf.)
    const dayColumn = dayColumnOf(c.record);
    const text = dayColumn && namesDays(dayColumn) ? dayColumn : dayOf(c);
    if (q.days.length > 0 && (namesDays(text) || dated) && !coversDays(text, q.days)) return 0;
    if (dayMentions.some((said) => onlyDated(text, said))) return 0;
    if (habitual && q.days.length > 0 && !coversDays(text.replace(DATED_DAY_RUN, " "), q.days)) return 0;
    if (q.months && (inMonths(c) === false || (monthed && inMonths(c) === undefined && !seasonSaid(c))))
      return 0;
    if (inSeason.length > 0 && outSeasoned(c)) return 0;
    if (total === 0) return standing(c.record, q) * ordinary(c);
    let got = 0;
    for (const [t, w] of weight)
      if (says(c, t) && !looseTerms.has(t) && (counted.get(t)?.test(c.record.text) ?? true)) got += w;
    return (got / total) * standing(c.record, q) * ordinary(c);
  });
}
