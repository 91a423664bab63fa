import { EMPTY_VALUE, type PageRecord, type RecordField } from "../page/records";
import { sentences as sentencesOf } from "../research/passages";
import { isMeasure } from "./amount-units";
import { takesIn } from "./amounts";
import { noticePart, pricedThingOtherThanAsked } from "./clause-sides";
import { clauseAbout, LOOSE, segmentAbout } from "./clauses";
import { columnsNamed } from "./columns-named";
import { unaskedPackage } from "./coverage";
import { laterColumn } from "./dated-change";
import { coversDays } from "./days-covered";
import { recordDays } from "./days-said";
import { afterTheFirst, dealtOtherwise, firstOnly } from "./deal-said";
import { leavesOut, withoutExcluded } from "./left-out";
import { type Candidate, has, isGeneric, untitledTerms, wordsOf } from "./match";
import { attributeWordsSaid, dayPart } from "./parts-about";
import { newNameIn, personAbout } from "./person-clause";
import type { Question } from "./question";
import { fieldsOfKind, lastSection, NOT_OFFERED, namedFields, noneSaid, SINGLE, TICK } from "./record-fields";
import { roomAsked } from "./room-asked";
import { pricesOther, rowLabel } from "./row-head";
import { DATED_KINDS, datedAside, endOfRun, eventSaid } from "./run-dates";
import { placeNamed, withoutSiteSaid } from "./site-name";
import { sentenceAbout } from "./text-statement";
import { agedIfAsked, countValue, holds, inUnitAsked, valueCount } from "./values";

// What one record says for a question (answer.ts weighs the records): the cell, pair, sentence or clause holding a
// value of the kind asked for, narrowed to the part about the question's subject, qualifiers and part of the day.

/** A charge that may be a share of a price: a cancellation or late fee, a discount, a service charge. */
const SHARE_ASKED =
  /\b(?:cancel\w*|late|discount\w*|penalt\w*|service\s+charge|commission|tip|deposit|refund\w*|extra|surcharge|supplement)\b/i;

/** A charge said as a share of a price: "1.5% of the hammer price", "10% of the low estimate". */
const SHARE_OF_PRICE =
  /\b\d+(?:\.\d+)?\s?%\s+of\s+(?:the\s+|your\s+)?(?:[\p{L}-]+\s+)?(?:price|value|estimate|bill|total|cost|fare|invoice|order)\b/iu;

/** A price said as a deposit: "A £50 deposit secures a place", "a deposit of £100". */
const DEPOSIT_PRICE =
  /[$€£]\s?\d[\d,.]*\s+(?:non-refundable\s+)?deposit\b|\bdeposit\s+(?:of\s+)?[$€£]\s?\d/gi;

/**
 * "How much does the residential cost altogether?" of "A £50 deposit secures a place": every price the statement
 * gives is a deposit, a part of the price asked, not it (unless a deposit, or another share, is asked).
 */
function depositNotAsked(said: string, q: Question): boolean {
  if (q.type !== "price" || SHARE_ASKED.test(q.asked)) return false;
  const prices = said.match(/[$€£]\s?\d/g)?.length ?? 0;
  return prices > 0 && (said.match(DEPOSIT_PRICE)?.length ?? 0) === prices;
}

/** Kinds a card's whole text answers, unnarrowed: its fields together say when, or who, or what. */
const UNSPLIT_CARD: ReadonlySet<Question["type"]> = new Set([...LOOSE, "when", "date", "year"]);

/** The statement a record gives for the question, or undefined when it holds no value of the kind asked. */
export function statementFrom(c: Candidate, q: Question): string | undefined {
  const found = statementOf(c, q);
  const said = found && endOfRun(found, c, q);
  // A row's cells are its statement; so are a card's, unless a time, a price or an amount is asked and the
  // statement is the card's whole text (a news card's title, date and paragraph). A date or "when" may be the
  // card's own date, or its date with its title's time: the whole card says it.
  const wholeCard = c.record.kind === "card" && said === c.record.text && !UNSPLIT_CARD.has(q.type);
  const fits = (s: string) => holds(q.type, s) || LOOSE.has(q.type);
  if (said && (pricedThingOtherThanAsked(said, q) || depositNotAsked(said, q))) return undefined;
  if (!said || c.record.kind === "row") return said;
  const aside = DATED_KINDS.has(q.type) ? datedAside(said, q) : undefined;
  if (aside) return aside;
  const event =
    c.record.kind === "card" && DATED_KINDS.has(q.type) ? eventSaid(said, c.record.subject, q) : undefined;
  if (event) return event;
  // "What's included on Christmas in the Lakes?" of a pair labelled with it: all its value says.
  const labelSays = (t: string) => has({ words: wordsOf(c.record.subject) }, t);
  if (q.included && c.record.kind === "pair" && q.terms.every(labelSays)) return said;
  // A card's statement is its sentence saying it; of two things it gives values for, the clause about the one asked.
  const kind = c.record.kind;
  const notice = kind === "pair" ? noticePart(said, q) : undefined;
  if (notice) return notice;
  const parted = withoutSiteSaid(q, c.site);
  const statement =
    kind === "card" && !wholeCard
      ? clauseAbout(said, parted, fits)
      : segmentAbout(said, parted, fits, kind === "card" || kind === "pair" ? c.record.subject : "");
  if (statement !== undefined && pricedElsewhere(statement, c.record, q)) return undefined;
  if (statement !== undefined && firstOnly(statement, q.asked)) return afterTheFirst(c.record);
  // (A sentence, not a label's value: "Marcus Obi: Role Head barber" names one person.)
  const sentence = statement !== undefined && !/^[^:]{1,60}:\s/.test(statement);
  const named = sentence && q.type === "person" ? personAbout(statement, q) : statement;
  // "Who do I speak to about parties?": a name, never a link's "Birthday parties" or a thing's "Tiny Orbit" (a
  // card's heading names its person; a sentence or a label names one the question does not say).
  const aName = (t: string) =>
    holds("person", t) && (c.record.kind === "card" || newNameIn(t, `${q.asked} ${c.title}`) !== undefined);
  if (q.type !== "person") return named;
  if (named === undefined || !aName(named)) return undefined;
  // "Who designed Lab 47?" of "Bea Lindqvist — Head of puzzles; Designed Lab 47 …": the person is the card's heading.
  const heading = c.record.kind === "card" && holds("person", c.record.subject) ? c.record.subject : "";
  return heading && !named.includes(heading) ? `${heading} — ${named}` : named;
}

function statementOf(c: Candidate, q: Question): string | undefined {
  const r = c.record;
  if (pricesOther(r, q, c.title)) return undefined;
  // "How much to buy a buoyancy aid?" is not answered by a hire price, nor "to hire a van" by a sale price.
  if (q.type === "price" && dealtOtherwise(`${r.section} ${r.text}`, q.asked)) return undefined;
  const label = rowLabel(r);
  const loose = LOOSE.has(q.type);
  const fits = (v: string) =>
    (holds(q.type, v) && inUnitAsked(q, v)) ||
    (q.type === "time" && /\bclosed\b/i.test(v)) ||
    // "What do you charge if I cancel late?": a share of the fee is the charge; never for what a thing costs.
    (q.type === "price" && SHARE_ASKED.test(q.asked) && /\b\d+(?:\.\d+)?\s?%/.test(v)) ||
    // "Insurance: 1.5% of the hammer price": a charge said as a share of a price is what it costs.
    (q.type === "price" && SHARE_OF_PRICE.test(v));
  // A column the question names ("Location", "Head chef") may hold any text for kinds without a shape, but a mark
  // ("Exam centre — Fernley ✗" gives no address). A person is a name ("Kelbrook: Priya Lal"): "Founded: 2014" and
  // "Kelbrook: Not tested here" say no one.
  const fitsNamed = (v: string) =>
    (loose && !EMPTY_VALUE.test(v.trim()) && !TICK.test(v.trim()) && q.type !== "person") || fits(v);
  const say = (fields: RecordField[]) =>
    r.kind === "pair"
      ? r.text
      : `${label}${fields.map((f) => `${f.name ? `${f.name} ` : ""}${cellPart(f.value, q, fits)}`).join(", ")}`;
  // A row keyed by its date or time of day: "19:30 — Class Spin 30" of "what time is spin on a tuesday evening".
  if (
    r.kind === "row" &&
    (DATED_KINDS.has(q.type) || q.type === "time") &&
    holds(q.type, r.subject) &&
    !r.fields.some((f) => fits(f.value))
  )
    return say(r.fields);
  // "How much is one wardrobe box": its "Each" cell, not "Pack price 3 for £30".
  const single = /\b(?:one|each|single)\b/i.test(q.asked) ? r.fields.filter((f) => SINGLE.test(f.name)) : [];
  if (single.length === 1 && fits(single[0]!.value)) return say(single);
  // "5kg of your boilies" of "Smaller £9 a kilo, Larger £40 for 5kg": the one cell saying the weight asked.
  const weights = (q.amounts ?? []).filter((a) => isMeasure(a.unit));
  const weighed = r.fields.filter((f) => fits(f.value) && weights.some((a) => takesIn(f.value, a) === true));
  if (r.kind === "row" && weighed.length === 1) return say(weighed);
  // "Which day is Giulia at Ashcombe?": of fields naming days, the clause about the place asked.
  const dayOf =
    q.type === "any" && q.attribute.includes("day") && r.kind !== "row" ? recordDays(r, q) : undefined;
  if (dayOf) return dayOf;
  // "How many people can go to the supper?" of its card: the field saying its room ("Places: 12").
  const room = roomAsked(r, q, fits);
  if (room) return say([room]);
  // "Who wrote the January book?": the column its attribute names ("Author"), not the one a term names ("Book").
  const byAttribute = namedFields(r, q);
  // So is "what allergens are in the vegan cake": its "Contains" column, not the "Whole cake" one a term names.
  const authored =
    q.type === "person" || q.type === "any" ? byAttribute.filter((f) => fitsNamed(f.value)) : [];
  if (authored.length > 0) return say(authored);
  // An empty cell ("—", "✗") says a thing is not offered: no phone number, address or name.
  const saysNone = (v: string) => noneSaid(v, q);
  const asked = columnsNamed(r, q, (v) => fitsNamed(v) || saysNone(v));
  const columns = asked.filter((f) => fitsNamed(f.value) || saysNone(f.value));
  if (columns.length > 0) return say(columns);
  // "Vans — Kelbrook £55, Stanmere Not tested here" says nothing for Stanmere: not Kelbrook's price instead.
  if (asked.length > 0 && asked.every((f) => NOT_OFFERED.test(f.value.trim()))) return undefined;
  // Nor does "Parking — Tamsford Free, …, Ellerby The Market Square car park, pay and display" give Ellerby a price:
  // places side by side (under a heading naming them, "Tamsford and Ellerby") are not one another's; nor do
  // "Linden spa, Brackwell" and "Vale spa, Hollins Cross" under "Linden and Vale".
  const heading = { words: wordsOf(lastSection(r)) };
  // ("Kelby clinic" and "Dunmore clinic" under "Kelby and Dunmore" too.)
  const placeLike = (f: RecordField) =>
    (/^\p{Lu}\p{L}+(?:(?:\s+\p{L}+)?,\s+\p{Lu}[\p{L}\s]+)?$/u.test(f.name.trim()) ||
      placeNamed(f.name.trim())) &&
    has(heading, f.name.trim().split(/\s+/)[0]!);
  const others = r.fields.filter((f) => !asked.includes(f) && fits(f.value));
  if (asked.length > 0 && others.length > 0 && [...asked, ...others].every(placeLike)) return undefined;
  const named = byAttribute.filter((f) => fitsNamed(f.value) || saysNone(f.value));
  if (named.length > 0) return say(named);
  if (r.kind === "pair" && !loose && !aboutLabel(r, q)) {
    // The clause saying most of the question ("including one interval" of a running time gives no interval's length)
    // and its days ("Order by 13:00 Monday to Friday, or by 11:00 on a Saturday"); "how old do kids have to be" is
    // an age said as one ("ages 8 and up", not "up to 4 children").
    const parts = r.fields[0]!.value.split(/[,;]\s+|\s+\(/);
    const aged = (p: string) => agedIfAsked(q, p) || /\bage/i.test(r.subject);
    const ofDays = (p: string) => (q.days.length > 0 && coversDays(p, q.days) ? 1 : 0);
    const said = parts.map((p) =>
      fits(p) && aged(p) ? q.terms.filter((t) => has({ words: wordsOf(p) }, t)).length + ofDays(p) : 0,
    );
    // The one part saying the thing asked ("a 2 rod night"), when the value begins with what they all share: "Mill
    // Lake day tickets will be £16 with 2 rods …, and night tickets £30 with 2 rods …".
    const saysTarget = (p: string) => q.target !== undefined && has({ words: wordsOf(p) }, q.target);
    const ofTarget = said.flatMap((n, i) => (n > 0 && saysTarget(parts[i]!) ? [i] : []));
    const leads = saysTarget(parts[0]!.split(/\s+/).slice(0, 4).join(" "));
    if (ofTarget.length === 1 && !leads) said[ofTarget[0]!] = Math.max(...said) + 1;
    const most = Math.max(0, ...said);
    if (most > 0) return `${r.subject}: ${parts[said.indexOf(most)]!.replace(/^(?:and|but|or)\s+/i, "")}`;
    // "How much notice to get a full refund" of "7 days' notice or more: A full refund": the label is the value,
    // when what it is for says the question.
    const value = { words: wordsOf(r.fields[0]!.value) };
    return fits(r.subject) && q.terms.some((t) => !isGeneric(t) && has(value, t)) ? r.text : undefined;
  }
  if (r.kind === "text" || r.kind === "item") return sentenceAbout(c, q, fits);
  // "What times do the tours go?" of a card: its fields giving times, not the whole card.
  if (q.type === "list" && q.target === "time") {
    const timed = fieldsOfKind(r, "time");
    if (timed.length > 0) return say(timed);
  }
  // "Which days does Rosa work in Tarnby?" of her card: the field naming days, its clause about Tarnby.
  const days = q.type === "list" && q.target === "day" ? recordDays(r, q) : undefined;
  if (days) return days;
  if (q.type === "any" || q.type === "list") return r.text;
  // "Who is the head brewer?" of a team table or cards: the row's header (the card's title) is the person, a cell
  // (a field) of it says the role asked.
  // The row or card must say a word of the question that the page's title does not: "Head chef, the Cove Café"
  // does not say who started Tansy Cove.
  if (q.type === "person" && (r.kind === "row" || r.kind === "card")) {
    const asked = untitledTerms(q.terms, c.title);
    if (asked.length > 0 && !asked.some((t) => has({ words: wordsOf(r.text) }, t))) return undefined;
    const saying = r.fields.filter((f) => f.name && asked.some((t) => has({ words: wordsOf(f.value) }, t)));
    if (holds("person", r.subject) && saying.length > 0) return say(saying);
    // "Tomasz Zielinski — Pharmacist, ear care; Market Square; Does our ear wax removal": a person's card saying
    // all the question asks of them.
    // ("Ida Holm — Workshop manager; Northgate": the role the question says counts.)
    const told = { words: wordsOf(r.text.slice(r.subject.length)) };
    // Who "runs" a thing is its manager, head or director ("Kwame Boateng — Warehouse manager").
    const runs = (a: string) =>
      /^runs?$/.test(a) && ["manager", "head", "director"].some((w) => has(told, w));
    const roles = attributeWordsSaid(q);
    const role = roles.filter((a) => has(told, a) || runs(a));
    // "Who is the head barber" at Copperleaf Hair & Barbers: "Amir Sadeghi — Head barber" says it, though the title
    // says "barber" too.
    const ownSaid = q.terms.filter((t) => !isGeneric(t) && has(told, t));
    // ("Aisha Rahman — Seamstress; Does every alteration and repair" for "who does the alterations": what they do,
    // when the question names no role.)
    if (
      holds("person", r.subject) &&
      (Math.max(asked.length, ownSaid.length) + role.length > 1 ||
        (roles.length === 0 && asked.some((t) => !isGeneric(t)))) &&
      asked.every((t) => isGeneric(t) || has(told, t))
    )
      return r.text;
  }
  const typed = r.fields.filter((f) => fits(f.value));
  if (typed.length === 1 && typed[0]!.name) return say(typed);
  // "If I'm not one of their pupils": everyone else's cell; "a full day": "One day £32", not "Pack of 10 £290";
  // today's price, not a dated column's, unless the price after the change is asked.
  const kept = typed.filter(
    (f) =>
      !q.exclude.some((x) => leavesOut(f.name, x)) &&
      !unaskedPackage(f.name, q) &&
      laterColumn(f, r.fields) === (q.later === true),
  );
  if (typed.length > 1 && kept.length === 1 && kept[0]!.name) return say(kept);
  // "Wool coat — Standard £16.50, Express £22.00, Notes Full length: £19.50" of a full length coat: the one cell
  // naming what the question says beside its value, and the row's header does not.
  const subject = { words: wordsOf(r.subject) };
  const variant = typed.filter((f) =>
    q.terms.some((t) => !has(subject, t) && has({ words: wordsOf(f.value) }, t)),
  );
  if (typed.length > 1 && variant.length === 1 && variant[0]!.name) return say(variant);
  // "Five or more at once: £2.10 each" of "I've got 6 shirts": the cell whose threshold the number asked reaches.
  const many = Number(q.asked.match(/\b(\d+)\s+\p{L}+s\b/u)?.[1] ?? Number.NaN);
  const reached = typed.filter((f) => {
    const from = f.value.match(/\b(\d+|[a-z]+)\s*(?:or\s+more|or\s+over|\+)/i)?.[1];
    const n = from === undefined ? undefined : countValue(from);
    return n !== undefined && many >= n;
  });
  if (typed.length > 1 && reached.length === 1 && reached[0]!.name) return say(reached);
  // A news card's post of several sentences ("Christmas and New Year — 20 November 2026; Our last moves before
  // Christmas are on Thursday 24 December …"): the one sentence giving a value and saying all the question names.
  // Else the one saying most of it (below), or the card whole: of "Lifts on 5–6 December …, 10% off. Book your slot
  // by Monday 30 November.", neither sentence says enough of "the deadline to get on the winter lift-out weekends".
  if (r.kind === "card") {
    const telling = q.terms.filter((t) => !isGeneric(t));
    const posts = typed.map((f) => sentencesOf(f.value));
    const saying =
      telling.length > 0 && posts.some((p) => p.length > 1)
        ? posts.flat().filter((s) => fits(s) && telling.every((t) => has({ words: wordsOf(s) }, t)))
        : [];
    if (saying.length === 1) return saying[0];
    // Two things at least, one a word of its subject (its attribute one more): "Weekly classes … start again …".
    const attribute = attributeWordsSaid(q);
    const said = (s: string) => {
      const words = { words: wordsOf(s) };
      const n = telling.filter((t) => has(words, t)).length;
      const all = n + (attribute.some((a) => has(words, a)) ? 1 : 0);
      return n > 0 && all >= 2 ? all : 0;
    };
    const all = posts.flat().filter(fits);
    const counts = all.map(said);
    const top = Math.max(0, ...counts);
    if (top > 0 && counts.filter((n) => n === top).length === 1) return all[counts.indexOf(top)];
  }
  if (typed.length > 0) return r.text;
  // The value may be the heading the record sits under ("Version 4.10.0" of a changelog entry).
  const under = lastSection(r);
  const dated = q.type === "version" || q.type === "date" || q.type === "year";
  return dated && under && holds(q.type, under) ? `${under}: ${r.text}` : undefined;
}

/**
 * Of a cell, the part the question asks: not what it leaves out, the day asked, and of several values of the kind
 * the clause about the question ("£45 one ear, £60 both ears" → "£60 both ears").
 */
function cellPart(value: string, q: Question, fits: (v: string) => boolean): string {
  const v = dayPart(withoutExcluded(value, q), q.days);
  return valueCount(q.type, v) > 1 ? clauseAbout(v, q, fits) : v;
}

/** Whether a pair's label says a word of the question's subject, or its value says none (a page's own fact). */
function aboutLabel(r: PageRecord, q: Question): boolean {
  const inLabel = q.terms.some((t) => has({ words: wordsOf(r.subject) }, t));
  const inValue = q.terms.some((t) => has({ words: wordsOf(r.fields[0]?.value ?? "") }, t));
  return inLabel || !inValue;
}

/**
 * "A cappuccino £3.50" beside "Take-away prices haven't changed", for a takeaway cappuccino: a word of the thing
 * priced that another sentence of the record says and the price's does not makes it the price of something else
 * (unless the record's heading says it: "Christmas Market — … Stalls cost £35 a day" is the market's stall).
 */
function pricedElsewhere(statement: string, r: PageRecord, q: Question): boolean {
  const own = { words: wordsOf(`${statement} ${r.subject} ${r.section}`) };
  const others = sentencesOf(r.text).filter((s) => !s.includes(statement) && !statement.includes(s));
  return (q.priced ?? []).some((t) => !has(own, t) && others.some((s) => has({ words: wordsOf(s) }, t)));
}
