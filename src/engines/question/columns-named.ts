import type { PageRecord, RecordField } from "../page/records";
import { takesIn } from "./amounts";
import { type PartOfDay, partOfDayIn } from "./attributes";
import { coversDay, namesDays } from "./days-covered";
import { has, wordsOf } from "./match";
import { seasonCovered } from "./months";
import { carriesParty, fewestCarried, partyColumn } from "./party-total";
import type { Question } from "./question";
import { rowName } from "./row-head";
import { holds, minutesOf, partOfDayAt } from "./values";

// Which of a row's columns a question names: the place, the period, the party, the part of a heading it says.

/** 1 for a column named inside a heading over the record that a term names: "castlegate" of "Castlegate Trade Park". */
function placeHeaded(column: string, r: PageRecord, q: Question): number {
  const own = { words: wordsOf(column) };
  // (Of the headings over the table, not its own caption: "Permit prices" names no place of a "Price" column.)
  const heads = r.section.split(" › ").slice(0, -1);
  const named = (h: Set<string>) =>
    [...own.words].every((w) => h.has(w)) && q.terms.some((t) => !has(own, t) && has({ words: h }, t));
  return own.words.size > 0 && heads.some((h) => named(wordsOf(h))) ? 1 : 0;
}

/** "1 day" of a helmet "for one day" (or "a day"), before "2 days": the column of one period, when no more asked. */
function oneOfPeriod(name: string, q: Question): boolean {
  const period = q.period!;
  return (
    new RegExp(`^(?:1|one|a|per)\\s+${period}$`, "i").test(name.trim()) &&
    !new RegExp(`\\b(?:[2-9]|\\d{2,}|two|three|four|five|six|seven|several|few)\\s+${period}s?\\b`, "i").test(
      q.asked,
    )
  );
}

/** A time of day a question gives: "at 6pm", "at 18:00", "for 10.30am". */
const CLOCK_ASKED = /\b(?:at|for|around|about)\s+(\d{1,2}(?:[:.]\d\d)?\s*[ap]\.?m\b|\d{1,2}:\d\d\b)/i;
/** The time a column starts from: "Evenings (from 17:00)", "after 6pm". */
const COLUMN_FROM = /\b(?:from|after)\s+(\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?m\b)?)/i;
/** A column of a part of the day or of some days, either: "Evenings (from 17:00) and Saturdays". */
const PART_OR_DAYS =
  /\b(?:evenings?|mornings?|afternoons?|nights?)\b[^,]*\b(?:and|or|&)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|bank\s+holidays)\b/i;
/** A column for the day's working hours, not the evening: "Daytime, Monday to Friday". */
const DAYTIME = /\bday[\s-]?times?\b/i;

/** The part of the day a question names, by its word or by the time it gives ("at 6pm": the evening). */
function partAsked(asked: string): { part?: PartOfDay; minutes?: number } {
  const lower = asked.toLowerCase();
  const clock = lower.match(CLOCK_ASKED)?.[1];
  const minutes = clock ? minutesOf(clock) : undefined;
  return { part: partOfDayIn(lower) ?? (minutes === undefined ? undefined : partOfDayAt(minutes)), minutes };
}

/**
 * Whether a column names the part of the day asked: "for an evening do" names "Evening, 18:00 to midnight"; "at 6pm"
 * names "Evenings (from 17:00) and Saturdays" (the time is from its start on); "during the day", a morning or an
 * afternoon names "Daytime, Monday to Friday". False when it names none, undefined when it names another part.
 */
function partNamed(column: string, asked: string): boolean | undefined {
  const { part, minutes } = partAsked(asked);
  const from = column.match(COLUMN_FROM)?.[1];
  const start = from && /[:.ap]/i.test(from) ? minutesOf(from) : undefined;
  if (minutes !== undefined && start !== undefined) return minutes >= start ? true : undefined;
  const daytime = /\b(?:during|in)\s+the\s+day\b|\bday[\s-]?time\b/i.test(asked);
  if (DAYTIME.test(column))
    return daytime || part === "morning" || part === "afternoon"
      ? true
      : part === undefined
        ? false
        : undefined;
  const named = (p: string) => new RegExp(`\\b${p}s?\\b`, "i").test(column);
  const other = (["morning", "afternoon", "evening"] as const).filter((p) => p !== part && named(p));
  if (part !== undefined && named(part)) return true;
  return (part !== undefined || daytime) && other.length > 0 ? undefined : false;
}

/**
 * "Buyer's premium including VAT" asks the column "With VAT at 20%" (the same sum with it), over "Buyer's premium";
 * "before vat" asks "Without VAT".
 */
function withAsked(column: string, asked: string): boolean {
  const added = column.match(/^\s*(?:with|including|incl?\.?)\s+([\p{L}]+)/iu)?.[1];
  const without = column.match(/^\s*(?:without|excluding|excl?\.?|before)\s+([\p{L}]+)/iu)?.[1];
  return (
    (added !== undefined &&
      new RegExp(`\\b(?:with|including|incl?|plus)\\s+(?:the\\s+)?${added}\\b`, "i").test(asked)) ||
    // (And "before vat", "ex vat" the column "Without VAT".)
    (without !== undefined &&
      new RegExp(
        `\\b(?:without|excluding|excl?\\.?|before|not\\s+including)\\s+(?:the\\s+)?${without}\\b`,
        "i",
      ).test(asked))
  );
}

/**
 * The fields of a record that the question names by a term or a weekday: a column ("Business", "Saturday", "Loan
 * period") of the row it is about. None when every field is named (the question names the table, not a cell).
 */
/**
 * The words of whose a thing asked is, said before "'s" (or a plural's "s'") and the thing: "scarrow wood" of
 * "scarrow wood's arena", "greyhaven buses" of "greyhaven buses' travel shop".
 */
const OWNER =
  /\b((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)['’]s\s+(?=[\p{L}])|\b((?:[\p{L}-]+\s+){0,2}[\p{L}-]+s)['’]\s+(?=[\p{L}])/giu;
const ownerWords = (asked: string) =>
  new Set([...asked.matchAll(OWNER)].flatMap((m) => [...wordsOf((m[1] ?? m[2])!)]));

export function columnsNamed(r: PageRecord, q: Question, fits?: (value: string) => boolean): RecordField[] {
  // How much of the question a column's name says: "Next blue bin" says more of "the next blue bin collection"
  // than "Next grey bin" or "Collection day" does, and is the one meant.
  // "If I'm not a friend": the excluded words another column names ("Friends £10"), whose "Everyone else" is asked.
  const namedElsewhere = q.exclude.filter((x) =>
    r.fields.some((f) => f.name && has({ words: wordsOf(f.name) }, x)),
  );
  // Columns named by an amount the question gives ("Child" of "he's 9"), not by a word of it.
  const byAmount = new Set<RecordField>();
  // ("Trip" of a row keyed by its date names the row, as its header would: no cell asked.)
  const name = rowName(r);
  const owner = ownerWords(q.asked);
  const said = r.fields.map((f) => {
    if (!f.name || (name && f.value === name)) return 0;
    const words = { words: wordsOf(f.name) };
    // "Members per hour" is not the column of someone who is not a member; "Non-members" is, and "No contract" of
    // "if I don't want a contract".
    const left = q.exclude.filter((x) => has(words, x)).length;
    if (left > 0) return NEGATED.test(f.name.trim()) ? left : 0;
    if ((negates(f.name, q.asked) && !withAsked(f.name, q.asked)) || carriesParty(f.name, q) === false)
      return 0;
    // ("Standard" named by the question is asked itself.)
    if (OTHERS.test(f.name.trim()) && !q.terms.some((t) => has(words, t))) return namedElsewhere.length;
    // "Ages 7 to 10" is the column of an 8 year old.
    const ranged =
      (q.amounts ?? []).filter((a) => takesIn(f.name, a) === true).length + (carriesParty(f.name, q) ? 1 : 0);
    if (ranged > 0) byAmount.add(f);
    // "Mere Boathouse, November to March" is the column of a Friday in winter, and of one asked in November.
    const season = seasonCovered(f.name, q.months?.now ?? q.season ?? 0);
    const months = q.months?.asked ?? (q.season ? [q.season] : []);
    const inSeason = season && months.length > 0 && months.every((m) => season.has(m)) ? 1 : 0;
    // "For a Saturday, order by" is no column of a Friday's order, and second to the column of any day.
    // (Nor is a column of another part of the day, "Daytime" of "at 6pm"; but a column of a part of the day or of
    // days, "Evenings (from 17:00) and Saturdays", is a Tuesday's at 6pm and a Saturday morning's.)
    const part = partNamed(f.name, q.asked);
    const either = PART_OR_DAYS.test(f.name);
    const dayCovered = q.days.some((d) => coversDay(f.name, d));
    if (part === undefined && !(either && dayCovered)) return 0;
    const otherDay = namesDays(f.name) && !dayCovered && !(part && either);
    if (otherDay && q.days.length > 0) return 0;
    // ("3 days" of "3 days in economy" is the "3 days" column before "1 to 3 days"; "Per day" of "dive kit for a
    // day" before "Per dive".)
    const exact =
      q.terms.some((t) => t.includes(" ") && t === f.name.trim().toLowerCase()) ||
      (q.period !== undefined && has(words, q.period))
        ? 0.5 + (q.period !== undefined && oneOfPeriod(f.name, q) ? 0.25 : 0)
        : 0;
    // (Terms saying one word of the column count once: "Per dive" is said once by "dive kit" at Selkie Divers.)
    const wordsSaid = new Set(
      q.terms
        .filter((t) => has(words, t))
        .map((t) => [...words.words].find((w) => has({ words: new Set([w]) }, t)) ?? t),
    );
    // (A word said only of whose the thing is counts for less than the thing: "scarrow wood's laser tag arena" is
    // the Arena's column, not Scarrow Wood's.)
    const owned = [...wordsSaid].filter((w) => has({ words: owner }, w)).length * 0.75;
    return (
      exact +
      wordsSaid.size -
      owned +
      q.days.filter((d) => coversDay(f.name, d)).length +
      ranged +
      inSeason +
      placeHeaded(f.name, r, q) +
      (withAsked(f.name, q.asked) ? 2 : 0) +
      (part ? 1 : 0) -
      (otherDay ? 0.5 : 0)
    );
  });
  const most = Math.max(0, ...said);
  if (most === 0) return defaultColumn(r);
  // Of columns named alike, those holding a value of the kind asked: "Full day … £420", not "Seats 33" of "a whole
  // day in the 33 seater".
  const named = r.fields.filter((_, i) => said[i] === most);
  const holding = fits ? named.filter((f) => fits(f.value)) : [];
  const tied = ownPartSays(holding.length > 0 ? holding : named, q);
  // "How much is the fee and the accompanist?": columns named by different words the question joins with "and" are
  // each asked for ("Exam fee £112, Accompanist £35").
  if (tied.length > 1 && /\band\b/i.test(q.asked)) {
    const namers = tied.map((f) => q.terms.filter((t) => has({ words: wordsOf(f.name) }, t)));
    const apart = namers.every(
      (ts, i) => ts.length > 0 && namers.every((us, j) => i === j || !us.some((u) => ts.includes(u))),
    );
    if (apart) return tied;
  }
  // "A medium picture in a simple frame" of a table headed "Bespoke framing prices": "frame" names the table, so
  // "Simple wood or aluminium" is the column asked, not "Box frame".
  const headed = { words: wordsOf(r.section) };
  const telling = tied.filter(
    (f) => byAmount.has(f) || q.terms.some((t) => !has(headed, t) && has({ words: wordsOf(f.name) }, t)),
  );
  const chosen = telling.length > 0 ? telling : tied;
  // Of those, the ones adding fewest words the question does not say: "Full day" over "Half day (4 hours)"; a
  // number it does not say is half a word more: "per week" over "per 4 weeks" for a weekly price.
  const asked = wordsOf(`${q.asked} ${q.period ?? ""} ${q.terms.join(" ")}`);
  const extra = chosen.map((f) =>
    byAmount.has(f)
      ? 0
      : [...wordsOf(f.name.replace(/\d+/g, " "))].filter((w) => !asked.has(w)).length +
        (f.name.match(/\d+/g) ?? []).filter((n) => !asked.has(n)).length / 2,
  );
  const least = Math.min(...extra);
  const fewest = fewestCarried(chosen.filter((_, i) => extra[i] === least));
  // Every column named alike names the table, not a cell ("Peak" of "Off-peak, Peak" is one cell).
  return fewest.length >= r.fields.length ? [] : fewest;
}

/**
 * Of columns under one heading ("Christmas and New Year Christmas week", "Christmas and New Year New Year week"),
 * those whose own part, after the words they all begin with, says most words of the question ("the new year
 * week"); all of them when each says as many.
 */
function ownPartSays(fields: RecordField[], q: Question): RecordField[] {
  if (fields.length < 2) return fields;
  const split = fields.map((f) => f.name.toLowerCase().split(/\s+/));
  let shared = 0;
  while (split.every((w) => w.length > shared + 1 && w[shared] === split[0]![shared])) shared++;
  if (shared === 0) return fields;
  const says = split.map((w) => {
    const own = { words: wordsOf(w.slice(shared).join(" ")) };
    return q.terms.filter((t) => has(own, t)).length;
  });
  const most = Math.max(...says);
  return most > 0 && says.some((n) => n < most) ? fields.filter((_, i) => says[i] === most) : fields;
}

/** Columns of a price for a group of people: "Friends and local charities", "Members", "Students". */
const GROUP =
  /\b(?:friends?|members?|charit(?:y|ies)|students?|concessions?|seniors?|pensioners?|staff|locals?|residents?|carers?|nhs)\b/i;

/**
 * "How much is the Reading Room on a Saturday?" of "Standard £35, Friends and local charities £28": when the
 * question names no column, the price of everyone not in a group the other columns name. None otherwise.
 */
function defaultColumn(r: PageRecord): RecordField[] {
  // "One of you £38, Two of you £52" of a question naming no party: the price for one.
  const parties = r.fields.filter((f) => partyColumn(f.name) !== undefined && holds("price", f.value));
  const forOne = parties.filter((f) => partyColumn(f.name) === 1);
  if (parties.length > 1 && forOne.length === 1) return forOne;
  const others = r.fields.filter((f) => OTHERS.test(f.name.trim()) && holds("price", f.value));
  const rest = r.fields.filter((f) => f.name && !others.includes(f) && holds("price", f.value));
  return others.length === 1 && rest.length > 0 && rest.every((f) => GROUP.test(f.name)) ? others : [];
}

/** A column that is the opposite of what was asked: "Non-members" when the question says "members". */
const NEGATED = /^(non|not|no|without|un)[-\s]/i;
/** The column of everyone the other columns do not name: "Everyone else", "Others", "Standard", "Private". */
const OTHERS =
  /^(?:every(?:one|body)\s+else|any(?:one|body)\s+else|others?|standard(?:\s+price)?|general\s+public|public|private)$/i;
function negates(name: string, asked: string): boolean {
  const word = NEGATED.exec(name.trim())?.[1];
  return word !== undefined && !new RegExp(`\\b${word}\\b`, "i").test(asked);
}
