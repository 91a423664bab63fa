import type { PageRecord } from "../page/records";
import { tokenize } from "../research/bm25";
import { sentences } from "../research/passages";
import type { Question } from "./question";

/** A record with the page it is on, and the words it is known by: its text, section, column and page title. */
export interface Candidate {
  record: PageRecord;
  url: string;
  title: string;
  words: Set<string>;
}

/** Words that mean the same thing to a reader asking, each group's first word standing for all. */
const SYNONYMS: string[][] = [
  ["abroad", "international", "internationally", "overseas", "worldwide", "outside"],
  ["role", "job", "position", "vacancy", "career"],
  ["close", "closing", "shut"],
  ["price", "cost", "fee", "charge"],
  ["phone", "telephone", "tel", "call"],
  ["email", "mail"],
  ["deliver", "delivery", "ship", "shipping", "postage"],
  ["kid", "child", "children", "junior"],
  ["senior", "pensioner", "oap", "retiree"],
  ["car", "vehicle"],
  ["sso", "single", "sign"],
  ["vegetarian", "veggie"],
  ["dog", "pet"],
  ["wifi", "wi-fi", "internet"],
  ["seat", "seats", "capacity", "guests", "covers"],
  ["start", "founded", "established"],
  ["year", "yearly", "annual", "annually"],
  ["month", "monthly"],
  ["day", "daily"],
  ["christmas", "festive", "xmas"],
  ["week", "weekly"],
  ["min", "mins", "minute", "minutes"],
  ["hour", "hours", "hr", "hrs"],
];
const CANONICAL: ReadonlyMap<string, string> = new Map(
  SYNONYMS.flatMap((g) => g.flatMap((w) => tokenize(w).map((t) => [t, tokenize(g[0]!)[0]!] as const))),
);

/** Plurals a stemmer does not undo: "women-only swim" is about a woman's swim as the question lemmatises it. */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ["women", "woman"],
  ["men", "man"],
  ["children", "child"],
  ["people", "person"],
  ["feet", "foot"],
  ["teeth", "tooth"],
  ["mice", "mouse"],
]);

/** A number and its unit written together ("5-6ft", "500ml") as a page writes them apart ("5–6 ft"). */
const UNIT_AFTER_NUMBER = /(\d)(ft|feet|cm|mm|m|kg|g|lbs?|oz|ml|cl|l|km|mi|in|gb|mb|tb|hrs?|mins?|kwh)\b/gi;
/** Words as compared: units apart, dashes as spaces, accents off ("café" is the "cafe" asked about). */
const apart = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").replace(UNIT_AFTER_NUMBER, "$1 $2").replace(/[-–—]/g, " ");

/** Stemmed words of a text, each also as its group's word (so "shipping" finds "deliver"). */
export function wordsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of tokenize(apart(text))) {
    out.add(t);
    const singular = IRREGULAR.get(t);
    if (singular) out.add(singular);
    const c = CANONICAL.get(t);
    if (c) out.add(c);
    // "fully remote" is "full" remote, "monthly" is per month.
    if (t.length > 5 && t.endsWith("ly")) out.add(t.slice(0, -2));
  }
  return out;
}

/**
 * Two stems match when equal, when they share a beginning of 5+ letters ("pricing", "price"), or when one of 4+
 * letters begins the other, a few letters short ("char", "charred").
 */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.length - short.length <= 3 && long.startsWith(short)) return true;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n >= 5 && n >= Math.min(a.length, b.length) - 2;
}

/** Whether a candidate's words have the term: every word of it ("4.11.2" is 4, 11 and 2), or its synonym's. */
export function has(c: { words: Set<string> }, term: string): boolean {
  // "christmas eve|24 december": a thing a page may name either way (question.ts's HOLIDAYS).
  if (term.includes("|")) return term.split("|").some((t) => has(c, t));
  const parts = tokenize(apart(term));
  if (parts.length === 0) return false;
  const one = (s: string) => {
    if (c.words.has(s) || c.words.has(CANONICAL.get(s) ?? s)) return true;
    for (const w of c.words) if (sameStem(w, s)) return true;
    return false;
  };
  return parts.every(one);
}

const DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
/** Whether a text covers a weekday: names it ("Mon", "Mondays"), or a range or word that includes it. */
export function coversDay(text: string, day: string): boolean {
  const t = text.toLowerCase();
  const i = DAY_NAMES.indexOf(day);
  if (new RegExp(`\\b${day.slice(0, 3)}(?:${day.slice(3)})?s?\\b`).test(t)) return true;
  if (/\b(?:daily|every\s+day|7\s+days)\b/.test(t)) return true;
  if (/\bweekdays?\b/.test(t) && i >= 1 && i <= 5) return true;
  if (/\bweekends?\b/.test(t) && (i === 0 || i === 6)) return true;
  // Every range it gives: "£92 Monday to Thursday, £102 Friday to Sunday" covers Saturday by its second.
  for (const range of t.matchAll(
    /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\s*(?:-|–|—|to|through|until)\s*(sun|mon|tue|wed|thu|fri|sat)[a-z]*/g,
  )) {
    const a = DAY_NAMES.findIndex((d) => d.startsWith(range[1]!));
    const b = DAY_NAMES.findIndex((d) => d.startsWith(range[2]!));
    if (a <= b ? i >= a && i <= b : i >= a || i <= b) return true;
  }
  return false;
}

/** Whether a text names any weekday at all (a timetable does; a paragraph about the pool usually does not). */
export const namesDays = (text: string) =>
  DAY_NAMES.some((d) => coversDay(text, d)) && !/\bdaily\b/i.test(text);

/**
 * The site's own name, which its pages need not repeat ("Where is Acme Kettles based?" is answered by "Our
 * workshop is at 4 Mill Lane" on its contact page): the title of its home page when one was read.
 */
function siteName(pages: { url: string; title: string }[]): string {
  return pages.find((p) => /^https?:\/\/[^/]+\/?$/.test(p.url))?.title ?? "";
}

/** The words of a page's address ("/workshops" of a page titled "Learn with us"): what the site files it under. */
export function pathOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname)
      .replace(/\.\w+$/, "")
      .replace(/[/_.-]+/g, " ");
  } catch {
    return "";
  }
}

/** Every record of the pages read that can answer (not a heading), with its words (and its site's name). */
export function candidatesOf(
  pages: { url: string; title: string; site?: string; records: PageRecord[] }[],
): Candidate[] {
  const site = siteName(pages);
  return pages.flatMap((p) => {
    // A definition list is about what the one sentence above it in its section says: "Price: £50" under "Video
    // gait analysis for runners" is the price of gait analysis (a paragraph about several things says no one).
    const leads = new Map<string, string>();
    for (const r of p.records) {
      if (r.kind !== "text" || leads.has(r.section)) continue;
      leads.set(r.section, sentences(r.text).length === 1 ? r.text : "");
    }
    return p.records
      .filter((r) => r.kind !== "heading")
      .map((record) => {
        const lead = record.kind === "pair" ? (leads.get(record.section) ?? "") : "";
        return {
          record,
          url: p.url,
          title: p.title,
          words: wordsOf(
            `${record.text} ${record.section} ${record.of ?? ""} ${lead} ${p.title} ${site} ${p.site ?? ""} ${pathOf(p.url)}`,
          ),
        };
      });
  });
}

/** Nouns so general that a page need not repeat them: "the Leith branch" is the card headed "Leith". */
const GENERIC: ReadonlySet<string> = new Set(
  tokenize(
    "branch location restaurant shop store company office site place venue service product team business " +
      "library centre center cafe kitchen they thing option one people staff shop clinic practice surgery " +
      "appointment home house household property ticket tickets salon studio gym",
  ),
);

/** Whether a term is a noun so general a page need not repeat it ("the branch", "the shop"). */
export const isGeneric = (t: string) => tokenize(t).every((s) => GENERIC.has(s));

const NEWS_SECTION = /\b(?:news|journal|blog|latest|updates?|announcements?|press|stories|what'?s\s+new)\b/i;
const DATED = /\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{4}\b/i;

/**
 * A news item: a record under a News or Blog heading, or a card headed by its date. It tells of something at one
 * time ("vouchers from £40 this Christmas"); a price list or a timetable says the standing fact.
 */
export const isNews = (r: PageRecord) =>
  NEWS_SECTION.test(r.section.split(" › ").at(-1) ?? "") ||
  (r.kind === "card" && (DATED.test(r.subject) || datedFirst(r)));

/**
 * A card whose first line is its date, alone ("Gift vouchers are back / 18 November 2026 / …"): a post. A date a
 * label gives ("When: Thursday 3 December 2026, 19:00") is an event's, which a programme of them lists.
 */
function datedFirst(r: PageRecord): boolean {
  const first = r.fields[0];
  if (first) return !first.name && first.value.length <= 40 && DATED.test(first.value);
  return DATED.test(r.text.slice(0, 90));
}

/** A news item counts a little less than a standing record that covers the question as well. */
const NEWS_WEIGHT = 0.9;

/** "Block of 10 classes", "5-session pass": several of a thing sold together, not the thing a question prices. */
const PACKAGE =
  /\b(?:block|pack|bundle|book|course|set)\s+of\s+\d+|\b\d+\s*[- ]?(?:class|session|visit|lesson)e?s?\s+(?:pass|pack|block|card)\b/i;
/** A package counts less than the single thing, unless the question asks about packages. */
const PACKAGE_WEIGHT = 0.8;
const ASKS_PACKAGE =
  /\b(?:block|pack|bundle|pass|course|packages?|several|multiple)\b|\b\d+\s+(?:classes|sessions|visits|lessons)\b/i;

/** What a record counts for, of its coverage: less for a news item, less for a package the question did not ask. */
function standing(r: PageRecord, q: Question): number {
  const pack =
    PACKAGE.test(r.subject || r.text.slice(0, 80)) && !ASKS_PACKAGE.test(q.asked) ? PACKAGE_WEIGHT : 1;
  return pack * (isNews(r) ? NEWS_WEIGHT : 1);
}

/** A number, alone or with its unit: "42", "8-9ft" (as "9ft"), "2 bedroom", "10". */
const NUMBER_TERM = /^\d+(?:[.,]\d+)?(?:\s*[\p{L}]{1,8})?$/u;
/** What a number counts when it is an amount a page states as a range or a limit ("up to 10 miles", "over 65s"). */
const AMOUNT_UNIT = /(?:miles?|km|kg|people|persons?|guests|kids|children|adults|years?|yrs?|\d+s)$/i;

/**
 * Whether a term no record has is a number that says which one is asked about ("an 8-9ft fir", "the 2 bedroom
 * lodge", "bus 42"), so no record read is about it — not an amount a record's range takes in ("a table for 4",
 * "15 miles away", "over 65s").
 */
function namesWhichByNumber(term: string, asked: string): boolean {
  if (!NUMBER_TERM.test(term) || AMOUNT_UNIT.test(term)) return false;
  const n = term.match(/^\d+(?:[.,]\d+)?/)![0];
  return !new RegExp(
    `\\b(?:for|over|under|than|to|within|about|around|aged?|of)\\s+${n.replace(".", "\\.")}\\b`,
    "i",
  ).test(asked);
}

/**
 * How well each candidate covers the question's subject and qualifiers, 0..1: the share of the terms' weight it
 * has, a term weighing more the fewer records have it ("Central" tells the branches apart, "library" does not).
 * Terms no record has are left out, unless they name the subject — a capitalised word ("Leith"), or half the
 * terms being words that are not generic nouns — then nothing read is about it and every candidate scores 0.
 * Weekdays the question names must be covered by a record that names days.
 */
export function coverage(q: Question, candidates: Candidate[], terms = q.terms): number[] {
  const present = terms.filter((t) => candidates.some((c) => has(c, t)));
  const absent = terms.filter((t) => !present.includes(t));
  const capital = new Set((q.asked.match(/(?<!^)\b\p{Lu}[\p{L}-]+/gu) ?? []).map((w) => w.toLowerCase()));
  const specific = absent.filter((t) => !tokenize(t).every((s) => GENERIC.has(s)));
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
  const missingSubject =
    absent.some((t) => capital.has(t)) ||
    absent.some((t) => namesWhichByNumber(t, q.asked)) ||
    specific.some(kindOfGeneric) ||
    specific.some((t) => q.priced?.includes(t)) ||
    (specific.length > 0 && size(specific) * 2 >= size(asked()));
  if (missingSubject) return candidates.map(() => 0);
  const weight = new Map(
    present.map((t) => [t, Math.log(1 + candidates.length / candidates.filter((c) => has(c, t)).length)]),
  );
  // A generic noun ("the shop", "the branch") adds to a record that has it and is not missed in one that does not.
  const total = [...weight].reduce((a, [t, w]) => a + (isGeneric(t) ? 0 : w), 0);
  const dayOf = (c: Candidate) => `${c.record.text} ${c.record.section}`;
  // When some records are about the weekdays asked (a timetable's rows), only those are.
  const dated = q.days.length > 0 && candidates.some((c) => q.days.every((d) => coversDay(dayOf(c), d)));
  return candidates.map((c) => {
    const text = dayOf(c);
    if (q.days.length > 0 && (namesDays(text) || dated) && !q.days.every((d) => coversDay(text, d))) return 0;
    if (total === 0) return standing(c.record, q);
    let got = 0;
    for (const [t, w] of weight) if (has(c, t) && !isGeneric(t)) got += w;
    return (got / total) * standing(c.record, q);
  });
}
