import { escapeRegExp } from "../../text";
import { takesIn } from "./amounts";
import { type Candidate, has, wordsOf } from "./match";
import { DAY_SAID, dayOf, monthsCovered } from "./months";
import type { Question } from "./question";
import { priceColumns } from "./record-fields";

// "3 cats over Christmas", "a 30kg lab in August": a price table's columns are often named for times of the year
// ("Peak", "Off-peak", "High season") that another part of the page defines ("Peak dates: Christmas and New Year:
// 18 December 2026 to 4 January 2027; Summer: 23 July to 5 September 2027"). The question then names the column
// whose definition takes in the time it asks about, or, when the page defines that column and none of its times
// takes it in, the column of the rest of the year ("Off-peak").

const MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split(" ");
/** Times of the year a question may name without a month. */
const TIME_OF_YEAR = /^(?:christmas|easter|summer|winter|spring|autumn|half term|new year)$/;
/** A definition says times of the year: months, holidays, seasons. */
const SAYS_TIME_OF_YEAR =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:christmas|easter|summer|winter|spring|autumn|half[- ]terms?|new\s+year|holidays?)\b/i;
const PERIODS: ReadonlySet<string> = new Set(["year", "month", "week", "day", "night", "hour", "min"]);
/** Words that make a column the rest of the year: "Off-peak", "Low season", "Non-peak". */
const REST_OF_YEAR: ReadonlySet<string> = new Set(["off", "low", "non", "standard"]);

/** The question as it names a time-of-year column of the pages' tables, or as it was. */
export function withTimeColumn(cands: Candidate[], q: Question): Question {
  const times = q.terms.filter((t) => TIME_OF_YEAR.test(t));
  // Seasons price a thing differently; a price table's columns are what they name.
  if (q.type !== "price" || (!q.months && times.length === 0)) return q;
  // Whether a definition takes the time in: "yes", "no", or "partly" for a month it starts or ends in ("26 March
  // to 11 April" of March), which leaves the column unknown.
  const timed = (text: string): "yes" | "no" | "partly" => {
    if (times.length > 0) return times.every((t) => has({ words: wordsOf(text) }, t)) ? "yes" : "no";
    const covered = monthsCovered(text, q.months!.now);
    const asked = q.months!.asked;
    if (!covered || !asked.some((m) => covered.has(m))) return "no";
    const partly = asked.some((m) => !wholeIn(text, m));
    return partly || !asked.every((m) => covered.has(m)) ? "partly" : "yes";
  };
  // The page whose table is most about the question: its rows saying its words or taking in its amounts.
  const about = (c: Candidate) =>
    c.record.kind === "row" &&
    (q.terms.some((t) => !times.includes(t) && has({ words: wordsOf(c.record.text) }, t)) ||
      (q.amounts ?? []).some((a) => takesIn(c.record.text, a) === true));
  // "Winter only", "Festive": a column the question's time names itself, on any page read.
  const columns = cands.flatMap((c) => (c.record.kind === "row" ? c.record.fields.map((f) => f.name) : []));
  if (columns.some((h) => times.some((t) => has({ words: wordsOf(h) }, t)))) return q;
  const urls = [...new Set(cands.map((c) => c.url))];
  const aboutCount = new Map(urls.map((u) => [u, cands.filter((c) => c.url === u && about(c)).length]));
  for (const url of urls.sort((a, b) => aboutCount.get(b)! - aboutCount.get(a)!)) {
    const page = cands.filter((c) => c.url === url);
    const headers = priceColumns(page);
    // A column the page defines: records outside the table whose heading, label or first words say every word of
    // its name ("Peak dates", "Peak nights are …").
    const defined = headers.flatMap((h) => {
      const name = [...wordsOf(h)];
      // "A year", "Per night" are periods a price is for, not times of the year.
      if (name.some((w) => PERIODS.has(w))) return [];
      const defining = page.filter((c) => {
        const r = c.record;
        const opening = r.text.split(/\s+/).slice(0, 3).join(" ");
        const said = { words: wordsOf(`${r.section} ${r.subject} ${opening}`) };
        return r.kind !== "row" && name.every((w) => has(said, w)) && SAYS_TIME_OF_YEAR.test(r.text);
      });
      return defining.length > 0 ? [{ h, name, defining }] : [];
    });
    // The most specific definition: "Peak dates" defines Peak, not Off-peak (which it does not name). Of columns
    // each defined ("Low season: …", "Mid season: …", "High season: …"), the one whose dates take the time in.
    const saidOf = (d: (typeof defined)[number]) => d.defining.map((c) => timed(c.record.text));
    const taking = defined.filter((d) => saidOf(d).includes("yes") && !saidOf(d).includes("partly"));
    if (defined.length > 1 && (taking.length !== 1 || defined.some((d) => saidOf(d).includes("partly"))))
      continue;
    const chosen = defined.length > 1 ? taking[0] : defined[0];
    if (!chosen) continue;
    const { h, name } = chosen;
    const said = saidOf(chosen);
    if (said.includes("partly")) continue;
    const within = said.includes("yes");
    const rest = headers.find((x) => {
      const ws = [...wordsOf(x)];
      return (
        ws.length > name.length && name.every((w) => ws.includes(w)) && ws.some((w) => REST_OF_YEAR.has(w))
      );
    });
    const column = within ? h : rest;
    if (!column) continue;
    return {
      ...q,
      terms: [
        ...q.terms.filter((t) => !times.includes(t)),
        ...(within ? [h.toLowerCase()] : [...wordsOf(column)]),
      ],
      months: undefined,
    };
  }
  return q;
}

const LAST_DAY = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether a definition takes in the whole of month `m` where it names it: a range starting on its 1st or ending on
 * its last day ("10 July to 31 August" takes in August, "5 March to 1 April" one day of April), or the month alone.
 */
function wholeIn(text: string, m: number): boolean {
  const name = MONTHS[m - 1]!;
  return [
    ...text.matchAll(new RegExp(`(\\b(?:to|until|till)\\s+|[-–—]\\s*)?(?:(\\d{1,2})\\s+)?\\b${name}`, "gi")),
  ].every((said) => {
    const day = said[2] ? Number(said[2]) : undefined;
    if (day === undefined) return true;
    return said[1] ? day === LAST_DAY[m - 1] || (m === 2 && day === 28) : day === 1;
  });
}

/** A date a sentence gives a column's prices until or from: "until 23:59 on Sunday 31 January 2027". */
const DAY = String.raw`(?:[\d:.]+\s*(?:am|pm)?\s+on\s+)?${DAY_SAID}`;
const PRICES = String.raw`\s+(?:prices?|tickets?|rates?|fares?)?\s*`;
const UNTIL = String.raw`(?:last|lasts|run|runs|apply|applies|are\s+on\s+sale|hold)?\s*(?:until|till)\s+${DAY}`;
const FROM = String.raw`(?:start|starts|begin|begins|apply|applies|are\s+on\s+sale)\s+(?:on|from)\s+${DAY}`;

/**
 * "Early bird prices last until 23:59 on Sunday 31 January 2027 …; standard prices start on Monday 1 February
 * 2027": a price table's columns named for when they are sold. The question then names the column in force at the
 * time it asks about (the month asked, wholly; else the instant asked at).
 */
export function withDatedColumn(cands: Candidate[], q: Question): Question {
  if (q.type !== "price" || (!q.months && q.asOf === undefined)) return q;
  const headers = priceColumns(cands);
  if (headers.length < 2 || q.terms.some((t) => headers.some((h) => has({ words: wordsOf(h) }, t)))) return q;
  // (Only of a table about the question: a row saying half its words or more, not "weekend" alone of "a locker
  // for the weekend" beside the weekend tickets.)
  const about = (c: Candidate) =>
    c.record.kind === "row" && q.terms.filter((t) => has(c, t)).length * 2 >= q.terms.length;
  if (!cands.some(about)) return q;
  const texts = cands.filter((c) => c.record.kind === "text").map((c) => c.record.text.toLowerCase());
  const spans = headers.flatMap((h) => {
    const name = escapeRegExp(h.toLowerCase());
    const until = texts.map((t) => t.match(new RegExp(`\\b${name}${PRICES}${UNTIL}`))).find(Boolean);
    const from = texts.map((t) => t.match(new RegExp(`\\b${name}${PRICES}${FROM}`))).find(Boolean);
    if (!until && !from) return [];
    return [{ h, from: from ? dayOf(from) : -Infinity, until: until ? dayOf(until) + 86_399_999 : Infinity }];
  });
  if (spans.length < 2) return q;
  // The days asked: each month asked wholly (its next coming), else the instant.
  const asked = q.months
    ? q.months.asked.flatMap((m) => {
        const year = (q.months!.year ?? new Date().getUTCFullYear()) + (m < q.months!.now ? 1 : 0);
        return [Date.UTC(year, m - 1, 1), Date.UTC(year, m, 0)];
      })
    : [q.asOf!];
  const inForce = spans.filter((s) => asked.every((d) => d >= s.from && d <= s.until));
  if (inForce.length !== 1) return q;
  return { ...q, terms: [...q.terms, inForce[0]!.h.toLowerCase()], months: undefined };
}
