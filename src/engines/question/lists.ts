import type { PageRecord } from "../page/records";
import { tokenize } from "../research/bm25";
import { takesIn } from "./amounts";
import type { Outcome } from "./answer";
import { countReached } from "./at-least";
import { partOfDayIn } from "./attributes";
import { coverage, coversMonths } from "./coverage";
import { coversDays } from "./days-covered";
import { dayClauseAsked } from "./days-said";
import { extremeOf } from "./extremes";
import {
  dayFieldOf,
  dayFieldsSay,
  EVERY_PLACE,
  filterUnknown,
  keptByState,
  notDenied,
  ofTheRole,
  saysNo,
  withSiblings,
} from "./item-filters";
import { listText } from "./list-text";
import {
  type Candidate,
  has,
  inEveryTitle,
  isGeneric,
  isHomePage,
  pathOf,
  wordsOf,
  writtenAsName,
} from "./match";
import { inWeekAsked } from "./months";
import { measureColumnExtreme, placeColumnExtreme } from "./place-columns";
import type { Question } from "./question";
import { columnAsSaid, columnNamed, lastSection, personOf } from "./record-fields";
import { ownText, placesBeyondName, saidBeyondName } from "./site-name";
import { totalOf } from "./totals";
import { firstValue, holds, inPartOfDay, PERSON } from "./values";
import { AFFIRMATIVE, whichFields } from "./which-fields";

/** A page's own title, without the site's name after it ("Visit us | Larkspur Physio" is "Visit us"). */
const ownTitle = (title: string) => title.split(/\s+[|–—-]\s+/)[0] ?? title;

/** Records that are one thing of several: table rows, cards, list items. */
const ITEM_KINDS: ReadonlySet<PageRecord["kind"]> = new Set(["row", "card", "item"]);
const TOTAL_ROW = /^(?:total|totals|sub-?total|grand\s+total|out|in|overall)$/i;

/**
 * What a page's address files its cards and list items under ("/workshops" of a page titled "Learn with us"); not
 * its table rows, which may be anything the page gives beside them (a clinics page's opening hours).
 */
const filedAs = (c: Candidate) => (c.record.kind === "row" ? "" : pathOf(c.url));

/**
 * The records of the thing a question lists, counts or compares ("roles", "cakes", "branches"): the items whose
 * table, list or cards the target names (in a section, a row-header column, a page title), else every item; then
 * only those that have every other term of the question ("remote", "Lisbon") and none of its exclusions
 * ("nut-free": an item whose text names nuts is out, unless it says it is nut-free).
 */
function itemsFor(cands: Candidate[], q: Question): Candidate[] {
  // "What's on on Sunday?": what is on at a time or on a date (films, events), not a volunteer's "evenings and
  // weekends".
  const on = !q.target && /^what(?:'?s|\s+is)\s+on\b/i.test(q.asked);
  // A table's "Total" (or a scorecard's "Out" and "In") row adds the items up: it is none of them.
  // (Nor, of "what can you charge me for", one under "What we never charge tenants".)
  const items = notDenied(
    cands.filter(
      (c) =>
        ITEM_KINDS.has(c.record.kind) &&
        !TOTAL_ROW.test(c.record.subject) &&
        (!on || holds("time", c.record.text) || holds("date", c.record.text)),
    ),
    q,
  );
  // A word of the site's name, in every page's title ("the most expensive place to stay at Tansy Cove"), is no
  // thing the question asks about — unless items say it of themselves ("Physiotherapist" at Larkspur Physio) or
  // their own table's heading does ("Pianos in stock" at Fennimore Pianos), or their column's ("Animal").
  const ownWords = (c: Candidate) => wordsOf(c.record.subject || c.record.text);
  const siteWide = inEveryTitle(cands);
  // (Said by the name's own word, not one of the same sense: "animals" at a Wildlife Park are its cards.)
  const ownWord = (t: string) => cands.every((c) => tokenize(c.title).includes(tokenize(t)[0] ?? t));
  const siteName =
    q.target !== undefined &&
    siteWide(q.target) &&
    ownWord(q.target) &&
    !items.some(
      (c) =>
        has({ words: ownWords(c) }, q.target!) ||
        has({ words: wordsOf(lastSection(c.record)) }, q.target!) ||
        has({ words: wordsOf(c.record.of ?? "") }, q.target!) ||
        c.record.fields.some((f) => has({ words: wordsOf(f.value) }, q.target!)),
    );
  // A count or a list of a thing only the site's name says ("how many kennels have Fernleigh Kennels got", "which
  // physiotherapists could I see" at Larkspur Physio) is not of whatever rows the page has: a sentence must say it.
  if (siteName && (q.type === "count" || (q.type === "list" && !q.extreme))) return [];
  // "The most expensive place to stay", "the cheapest option": of a superlative, a general noun names no kind of
  // item ("how many clinics …" still counts clinics).
  const target = siteName || (q.extreme && q.target && isGeneric(q.target)) ? undefined : q.target;
  // A participle names no thing: "Staffed hours" are hours, not staff.
  const naming = (text: string) => wordsOf(text.replace(/\b\p{L}{2,}[^e\s]ed\b/giu, " "));
  // Nor does a deed name its doers: "What we teach" lists instruments, not teachers or instructors.
  const doer = target ? tokenize(target).find((w) => /(?:er|or)$/.test(w)) : undefined;
  const names = (words: Set<string>) => has({ words }, target!) && (!doer || words.has(doer));
  const pageNamed = target
    ? items.filter((c) =>
        names(naming(`${c.record.section} ${c.record.of ?? ""} ${ownTitle(c.title)} ${filedAs(c)}`)),
      )
    : [];
  // Of a page named for the thing ("Zones"), the table whose own heading or first column names it, not its "Kit
  // hire" table beside it.
  const ownNamed = pageNamed.filter((c) => names(naming(`${lastSection(c.record)} ${c.record.of ?? ""}`)));
  // A table whose first column is named for the thing ("Membership") over one headed "Extras for members", whose
  // rows are extras.
  const ofIt = ownNamed.filter((c) => c.record.of !== undefined && names(naming(c.record.of)));
  const named = ofIt.length > 0 ? ofIt : ownNamed.length > 0 ? ownNamed : pageNamed;
  // What an item is, by its own words — not its site's name ("Larkspur Physio"), nor its columns' names (a job's
  // "Clinic" column does not make jobs clinics).
  const isTarget = (c: Candidate) => {
    if (!target) return true;
    const r = c.record;
    // A card's labels are its own words ("Instructor: jumping"); a row's are its table's columns. Of the cheapest
    // or the latest, the thing compared is named by its heading: "Patron — … our summer preview night" is no night.
    const own = q.extreme
      ? r.subject
      : r.kind === "row" && r.fields.length > 0
        ? `${r.subject} ${r.fields.map((f) => f.value).join(" ")}`
        : r.text;
    return names(naming(`${own} ${r.section} ${r.of ?? ""}`));
  };
  // Else rows with a column named for the thing ("Event": "Milling demonstration" for "which events …"); a thing
  // the question names but no table, list or card of the pages is about: nothing to list.
  // Only for rows keyed by a date (a programme of events) or a list of things ("which places … without a travel
  // charge": the Places column; days are read by days-said.ts): a job's "Clinic" column makes no count of clinics.
  // (A card saying "classes" in passing, of nothing else asked, leaves "which classes does jordan teach" to a column.)
  const rest = q.terms.filter((t) => t !== target && !siteWide(t) && !isGeneric(t));
  const columned = target && items.some((c) => c.record.fields.some((f) => f.name && names(naming(f.name))));
  const byColumn =
    target &&
    named.length === 0 &&
    !items.some((c) => isTarget(c) && (!columned || rest.every((t) => has(c, t)))) &&
    ((q.type === "list" && !/^(?:day|time|date)$/.test(target)) ||
      items.some((c) => holds("date", c.record.subject)));
  // "How many senior stylists": a team's cards, each saying its person's role ("Hannah Loft — Senior stylist").
  const roled = (c: Candidate) =>
    c.record.kind === "card" &&
    holds("person", c.record.subject) &&
    c.record.fields.some((f) => names(naming(f.name || f.value)));
  const team =
    q.type === "count" && target !== undefined && named.length === 0 && !byColumn && items.some(roled);
  // A count is of a table, list or cards about the thing ("Our team"), not of items that mention it ("Our own
  // people, never agency staff" counts no staff).
  if (q.type === "count" && target && named.length === 0 && !byColumn && !team) return [];
  const saying = items.filter(isTarget);
  // Cards that say what they are in passing ("Our executive coach"), not in their heading: their sister cards are
  // of that kind too.
  const inPassing =
    target !== undefined &&
    saying.length > 0 &&
    saying.every(
      (c) =>
        c.record.kind === "card" && !holds("person", c.record.subject) && !names(naming(c.record.subject)),
    );
  const chosen =
    named.length > 0
      ? named
      : byColumn || team
        ? items.filter(byColumn ? (c) => !!columnNamed(c, target) : roled)
        : inPassing
          ? withSiblings(items, saying)
          : saying;
  const group = target ? ofTheRole(chosen, roled) : chosen;
  // (Of stock asked as what can be had, "buy" and "for sale" are its Status, not words its rows say.)
  const state = keptByState(q, group);
  const had = state?.keep;
  const filters = q.terms.filter(
    (t) => t !== target && !(target && has({ words: wordsOf(t) }, target)) && !state?.term.test(t),
  );
  // A filter that names a column ("contain sesame" over an allergen table) asks for a value there that says yes.
  const plain = filters.filter((t) => !group.some((c) => columnNamed(c, t)));
  // (The site's own name names no column: "Tuft & Tail's salon" is not its "Tuft Club day care".)
  const columns = filters.filter((t) => !plain.includes(t) && !siteWide(t));
  // "Which days does Jonty work": a person the pages name, in none of the items, says they are not what is asked.
  const person = new RegExp(PERSON.source, "gu");
  const people = wordsOf(cands.flatMap((c) => c.record.text.match(person) ?? []).join(" "));
  if (plain.some((t) => !group.some((c) => has(c, t)) && has({ words: people }, t))) return [];
  if (filterUnknown(q, plain, group, cands, siteWide)) return [];
  const scores = coverage({ ...q, terms: plain }, group, plain);
  // "closed on Sundays", "open on Mondays": the day's column must show that state.
  const dayColumns = q.days.length > 0 && group.some((c) => q.days.every((d) => dayFieldOf(c, d)));
  // "last 75 minutes": a number with its unit is said together, not a 75 anywhere in the row (a £75 price).
  // So is a column named for the unit holding the number alone ("Nights 4").
  const measured = plain
    .filter((t) => /^\d[\d.,]*\s+\p{L}+$/u.test(t))
    .map((t) => {
      const [n, unit] = t.split(/\s+/);
      const said = new RegExp(`(?<![\\d£$€.,])${n!.replace(/[.,]/g, "\\$&")}\\s*${unit!.slice(0, 3)}`, "i");
      const column = new RegExp(`^${unit!.slice(0, 3)}`, "i");
      return (c: Candidate) =>
        said.test(c.record.text) ||
        c.record.fields.some((f) => column.test(f.name) && f.value.trim().split(/\s+/)[0] === n);
    });
  // "Which shows can my 5 year old see": not those whose ages leave 5 out ("Ages 7 and up", "Youngest age 14").
  const aged = (q.amounts ?? []).filter((a) => a.unit === "age");
  // "What's on in December": items whose dates take in the month, when some items give dates.
  const monthed = q.months !== undefined && group.some((c) => coversMonths(c.record.text, q) !== undefined);
  // "Which funerals are you holding next week": items whose dates are in it, when some give a full date.
  // (Items giving no date say nothing of that week: the home page's cards are no list of funerals held next week.)
  const weeked = q.week !== undefined && group.some((c) => inWeekAsked(c.record.text, q.week!) !== undefined);
  if (q.week !== undefined && !weeked) return [];
  // "Which classes are in the evening": items whose time is in it, when every item gives a time.
  const lower = q.asked.toLowerCase();
  const part = /\b(?:evenings?|mornings?|afternoons?)\b/.test(lower) ? partOfDayIn(lower) : undefined;
  const timed = part !== undefined && group.every((c) => firstValue("time", c.record.text) !== undefined);
  // A place's name the item does not say, when it says it is of every place ("at either store").
  const texts = cands.map((c) => c.record.text);
  const placeNames = new Set(plain.filter((t) => writtenAsName(t, texts)));
  const everywhere = (c: Candidate) =>
    EVERY_PLACE.test(c.record.text) && plain.every((t) => has(c, t) || placeNames.has(t));
  // "Where my horse gets a stable": "Grass livery — … no stable" says the word and is without it; "Part furnished"
  // is not furnished.
  const lacks = (c: Candidate, t: string) =>
    new RegExp(
      `\\b(?:no|without|not\\s+an?|part(?:ly|ially)?|semi)[\\s-]+${t.replace(/[^\p{L}\d]/gu, "")}`,
      "iu",
    ).test(c.record.text);
  // "In the woods" of Scarrow Wood's parties, "at vale" of Linden & Vale's therapists: the place the name's word
  // names, said by the item itself (when some items say it).
  const site = cands[0]?.site ?? "";
  const again = [
    ...saidBeyondName(q, site),
    ...placesBeyondName(q, site).filter((t) => group.some((c) => has(ownText(c), t))),
  ];
  return group.filter((c, i) => {
    if (plain.length > 0 && scores[i]! < 0.999 && !everywhere(c)) return false;
    if (again.some((t) => !has(ownText(c), t))) return false;
    if (had && !had(c)) return false;
    if (plain.some((t) => lacks(c, t))) return false;
    if (monthed && coversMonths(c.record.text, q) !== true) return false;
    if (weeked && inWeekAsked(c.record.text, q.week!) !== true) return false;
    if (timed && !inPartOfDay(c.record.text, part!)) return false;
    if (measured.some((says) => !says(c))) return false;
    if (aged.some((a) => takesIn(c.record.text, a) === false)) return false;
    // "Sleep 6 or more": its Berths reach 6; an item giving no such number is not known to.
    if (q.atLeast && !((countReached(c.record, q.atLeast) ?? -1) >= q.atLeast.n)) return false;
    if (dayColumns) {
      if (!dayFieldsSay(c, q)) return false;
    } else if (q.days.length > 0) {
      // "Tuesday and Thursday in Wellbridge; Friday and Saturday in Tarnby": the days of the place asked.
      const said = dayClauseAsked(c.record, q) ?? `${c.record.text} ${c.record.section}`;
      if (!coversDays(said, q.days)) return false;
    }
    for (const t of columns) {
      // "Which beers are vegan": the Vegan column says yes ("No (contains lactose)" is out).
      const f = columnAsSaid(c, t, q.asked);
      // (A card has no columns: "Priya Raman — English tutor, Millbrook" says the centre a table's "Millbrook centre"
      // column names.)
      if (!f && c.record.kind === "card" && (has(c, t) || isGeneric(t))) continue;
      if (!f || saysNo(f.value)) return false;
      // "Which days is the Ashcombe taproom closed": the Ashcombe column shows the state asked.
      if (q.closed !== undefined && /\bclosed\b/i.test(f.value) !== q.closed) return false;
    }
    return q.exclude.every((x) => {
      // A "Gluten-free" column says it: Yes is in, No is out.
      const column = c.record.fields.find((f) => new RegExp(`\\b${x}s?[- ]free\\b`, "i").test(f.name));
      if (column) return AFFIRMATIVE.test(column.value.trim()) && !/^\d/.test(column.value.trim());
      // "Only at Castle Street and not the Arcade": the Arcade's column of ticks and crosses says no.
      const place = columnNamed(c, x);
      // "Without a travel charge" (asked only of a column named for it): "None" is without one, "£15" with it.
      const lacking = () => new RegExp(`\\b(?:without|no)\\s+(?:an?\\s+|any\\s+)?${x}`, "i").test(q.asked);
      if (place && (MARK.test(place.value.trim()) || lacking())) return saysNo(place.value);
      // A row's column headers ("Members", "Non-members") say what is priced for whom, not what the row has.
      const r = c.record;
      const text = (
        r.kind === "row" ? [r.subject, ...r.fields.map((f) => f.value)].join(" ") : r.text
      ).toLowerCase();
      return new RegExp(`\\b${x}s?-free\\b|\\bno\\s+${x}`).test(text) || !has({ words: wordsOf(text) }, x);
    });
  });
}

/**
 * Lists ("the nut-free cakes"), counts ("how many roles in Paris") and superlatives ("the cheapest starter",
 * "which branch closes latest on Saturday") over a page's items; "which plan includes …" over a table's row.
 * Undefined when the records give no such answer.
 */
export function answerOverRecords(cands: Candidate[], q: Question): Outcome | undefined {
  if (!q.extreme && q.type !== "list" && q.type !== "count") return whichFields(cands, q);
  // "Which plans include scheduled rollouts?": the plans are a feature table's columns, not its rows.
  if (q.type === "list" && q.target) {
    const marked = whichFields(cands, q, true);
    if (marked) return marked;
  }
  if (q.extreme?.by === "version") return extremeOf(cands, q);
  const acrossPlaces = placeColumnExtreme(cands, q) ?? measureColumnExtreme(cands, q);
  if (acrossPlaces) return acrossPlaces;
  // "Which class goes on the longest": a definition list's lengths ("Yoga Flow: 75 minutes …") when no item gives one.
  const pairs = () => cands.filter((c) => c.record.kind === "pair");
  const lasting = () => (q.extreme?.by === "duration" ? extremeOf(pairs(), q) : undefined);
  // "Who are the dentists at Quay Street?": people, by name; "A children's lead dentist and a play corner" is none.
  const found = itemsFor(cands, q);
  const who = /^who\b/i.test(q.asked);
  const items = who ? found.filter((c) => personOf(c, q)) : found;
  if (items.length === 0) return lasting();
  const page = items[0]!;
  // (The site's own name names no column to compare: "Tuft & Tail's salon" is not its "Tuft Club day care".)
  const siteWide = inEveryTitle(cands);
  if (q.extreme)
    return extremeOf(items, { ...q, terms: q.terms.filter((t) => !siteWide(t)) }, cands) ?? lasting();
  if (q.total) return totalOf(items, q);
  const { text, lines } = listText(items, q, who);
  // A list read off a site's home page is its teasers ("Coming up"): the navigator reads on for the page listing
  // them all, and answers from it when it does.
  const home = isHomePage(page.url);
  return {
    found: { text, evidence: lines, url: page.url, title: page.title, ...(home ? { news: true } : {}) },
  };
}

/** A cell that is a mark: a tick, a cross, yes or no. */
const MARK = /^(?:[✓✔✗✕×]|(?:yes|no)\b)/i;
