import {
  type AmountUnit,
  CLOCK,
  clockAt,
  HEADS,
  MEASURES,
  type Measure,
  NUM,
  TO,
  unitOf,
} from "./amount-units";

// The ranges a page's text states in each unit ("10 to 25 kg", "Ages 7 to 10", "Years 3 to 6", "17:00 to 21:00",
// "28 to 15 days before", "Up to £1,000"), which amounts.ts tests a question's amounts against.

/** Words naming an age group, whose bracketed numbers are ages. */
const AGE_GROUP =
  "(?:junior|child|children|kids?|teens?|teenagers?|youths?|adults?|seniors?|students?|infants?)";

/**
 * Notice in weeks said as its days: "2 to 4 weeks" as "14 to 28 days", "3 weeks" as "21 days"; "48 hours" as "2
 * days".
 */
const weeksAsDays = (t: string) =>
  t
    .replace(
      new RegExp(`${NUM}${TO}${NUM}\\s*hours?\\b`, "g"),
      (_, a, b) => `${Number(a) / 24} to ${Number(b) / 24} days`,
    )
    .replace(new RegExp(`${NUM}\\s*hours?\\b`, "g"), (_, a) => `${Number(a) / 24} days`)
    .replace(
      new RegExp(`${NUM}${TO}${NUM}\\s*weeks?\\b`, "g"),
      (_, a, b) => `${Number(a) * 7} to ${Number(b) * 7} days`,
    )
    .replace(new RegExp(`${NUM}\\s*weeks?\\b`, "g"), (_, a) => `${Number(a) * 7} days`)
    // ("6 to 12 months before": a month as 30 days, as a question's "8 months before" is read.)
    .replace(
      new RegExp(`${NUM}${TO}${NUM}\\s*months?\\b`, "g"),
      (_, a, b) => `${Number(a) * 30} to ${Number(b) * 30} days`,
    )
    .replace(new RegExp(`${NUM}\\s*months?\\b`, "g"), (_, a) => `${Number(a) * 30} days`)
    // ("24 hours to 3 days": a range whose ends are said in two units.)
    .replace(new RegExp(`${NUM}\\s*days?(${TO}${NUM}\\s*days?\\b)`, "g"), (_, a, rest) => `${a}${rest}`);

/** The ranges of a unit a text states, each as [low, high]. */
export function rangesIn(text: string, unit: AmountUnit): [number, number][] {
  const t = unit === "notice" ? weeksAsDays(text.toLowerCase()) : text.toLowerCase();
  const out: [number, number][] = [];
  const add = (re: RegExp, f: (m: RegExpExecArray) => [number, number]) => {
    for (const m of t.matchAll(new RegExp(re, `g${re.flags.replace("g", "")}`)))
      out.push(f(m as RegExpExecArray));
  };
  if (unit in MEASURES) {
    const u = unitOf(unit as Measure);
    // "2.1 to 3.0 litres", "Up to 8 m", "Over 3.0 litres", "12m and over".
    add(new RegExp(`(?:under|below|up\\s+to|less\\s+than)\\s+${NUM}${u}`, "u"), (m) => [0, Number(m[1])]);
    add(new RegExp(`(?:over|above|more\\s+than)\\s+${NUM}${u}`, "u"), (m) => [Number(m[1]) + 1e-9, Infinity]);
    add(new RegExp(`${NUM}(?:${u})?${TO}${NUM}${u}`, "u"), (m) => [Number(m[1]), Number(m[2])]);
    add(new RegExp(`${NUM}${u}\\s*(?:\\+|and\\s+(?:over|above)|or\\s+more)`, "u"), (m) => [
      Number(m[1]),
      Infinity,
    ]);
    // "16 inch" alone is a range of one.
    if (out.length === 0) add(new RegExp(`(?<![\\d.])${NUM}${u}`, "u"), (m) => [Number(m[1]), Number(m[1])]);
  } else if (unit === "money") {
    // "Up to £1,000", "£1,000.01 to £50,000", "Over £50,000", "£500 and over": a band of sums.
    const M = String.raw`£\s?(\d[\d,]*(?:\.\d+)?)`;
    const n = (x: string) => Number(x.replace(/,/g, ""));
    add(new RegExp(`(?:under|below|up\\s+to|less\\s+than)\\s+${M}`), (m) => [0, n(m[1]!)]);
    add(new RegExp(`(?:over|above|more\\s+than)\\s+${M}`), (m) => [n(m[1]!) + 1e-9, Infinity]);
    add(new RegExp(`${M}${TO}${M}`), (m) => [n(m[1]!), n(m[2]!)]);
    add(new RegExp(`${M}\\s*(?:\\+|and\\s+(?:over|above)|or\\s+more)`), (m) => [n(m[1]!), Infinity]);
  } else if (unit === "headcount") {
    // "Up to 5 tenants", "fewer than 10 employees", "6 tenants or more", "6+ staff", "1 to 5 employees".
    add(new RegExp(`(?:up\\s+to|at\\s+most)\\s+${NUM}${HEADS}`), (m) => [0, Number(m[1])]);
    add(new RegExp(`(?:under|below|fewer\\s+than|less\\s+than)\\s+${NUM}${HEADS}`), (m) => [
      0,
      Number(m[1]) - 1e-9,
    ]);
    add(new RegExp(`(?:over|above|more\\s+than)\\s+${NUM}${HEADS}`), (m) => [Number(m[1]) + 1e-9, Infinity]);
    add(new RegExp(`${NUM}${TO}${NUM}${HEADS}`), (m) => [Number(m[1]), Number(m[2])]);
    add(
      new RegExp(`${NUM}(?:\\s*\\+|\\s+or\\s+more)${HEADS}|${NUM}${HEADS}\\s*(?:\\+|or\\s+more|and\\s+over)`),
      (m) => [Number(m[1] ?? m[2]), Infinity],
    );
    add(
      new RegExp(`${NUM}(?:\\s+or\\s+(?:fewer|less))${HEADS}|${NUM}${HEADS}\\s+or\\s+(?:fewer|less)`),
      (m) => [0, Number(m[1] ?? m[2])],
    );
  } else if (unit === "clock") {
    // "17:00 to 21:00", "Before 17:00", "After 21:00", "from 9pm".
    out.push(...clockSpans(t));
    add(new RegExp(`\\bbefore\\s+${CLOCK}`), (m) => [0, clockAt(m, 1) - 1e-9]);
    add(new RegExp(`\\bafter\\s+${CLOCK}`), (m) => [clockAt(m, 1) + 1e-9, 1440]);
    add(new RegExp(`\\bfrom\\s+${CLOCK}(?!\\s*(?:to|until|–|—|-))`), (m) => [clockAt(m, 1), 1440]);
  } else if (unit === "age") {
    add(new RegExp(`\\bage[sd]?\\s+${NUM}${TO}${NUM}`), (m) => [Number(m[1]), Number(m[2])]);
    // "Teen Gym Club (14 to 17)": a bare range in brackets after a thing, of a child's or teen's years.
    add(new RegExp(`\\(\\s*${NUM}${TO}${NUM}\\s*\\)`), (m) =>
      Number(m[2]) <= 21 ? [Number(m[1]), Number(m[2])] : [Number.NaN, Number.NaN],
    );
    add(new RegExp(`\\b${NUM}${TO}${NUM}\\s*(?:years?|yrs?)`), (m) => [Number(m[1]), Number(m[2])]);
    // "for 5 to 11s", "1 to 4s": ages, as people write a group of them.
    add(new RegExp(`\\b${NUM}${TO}${NUM}s\\b`), (m) => [Number(m[1]), Number(m[2])]);
    // "Junior (4 to 17)", "Adult (18-64)": an age group's range in brackets after it.
    add(new RegExp(`\\b${AGE_GROUP}\\s*\\(\\s*${NUM}${TO}${NUM}\\s*\\)`), (m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    add(new RegExp(`\\b(?:under|under-)\\s*${NUM}s?\\b`), (m) => [0, Number(m[1]) - 1e-9]);
    add(
      new RegExp(`\\b(?:age\\s+)?${NUM}\\s*(?:\\+|and\\s+(?:over|up|upwards|older)|or\\s+(?:over|older))`),
      (m) => [Number(m[1]), Infinity],
    );
    // "Youngest age 14, with a parent or guardian", "Minimum age: 16": that age and over; "All ages": any.
    add(new RegExp(`\\b(?:youngest|minimum|min\\.?|lowest)\\s+age:?\\s+${NUM}`), (m) => [
      Number(m[1]),
      Infinity,
    ]);
    add(/\ball\s+ages\b/, () => [0, Infinity]);
    // "14 and 15: They can also come to an adult class": a label of two ages.
    add(/^\s*(\d{1,2})\s+(?:and|or|&)\s+(\d{1,2})(?![\d:.%])/, (m) => [Number(m[1]), Number(m[2])]);
  } else if (unit === "notice") {
    // "28 to 15 days before", "57 days or more before departure", "14 days or fewer", "less than 7 days".
    // ("7 days' notice or more": the notice said between.)
    const DAYS = String.raw`\s*days?\b['’]?(?:\s+notice\b)?`;
    add(new RegExp(`${NUM}${TO}${NUM}${DAYS}`), (m) => [
      Math.min(Number(m[1]), Number(m[2])),
      Math.max(Number(m[1]), Number(m[2])),
    ]);
    add(new RegExp(`${NUM}${DAYS}\\s+or\\s+(?:more|over|longer)`), (m) => [Number(m[1]), Infinity]);
    add(new RegExp(`${NUM}${DAYS}\\s+or\\s+(?:fewer|less)`), (m) => [0, Number(m[1])]);
    add(new RegExp(`(?:more|over|longer)\\s+than\\s+${NUM}${DAYS}`), (m) => [Number(m[1]) + 1e-9, Infinity]);
    add(new RegExp(`(?:less|fewer|under)\\s+(?:than\\s+)?${NUM}${DAYS}|within\\s+${NUM}${DAYS}`), (m) => [
      0,
      Number(m[1] ?? m[2]) - 1e-9,
    ]);
  } else {
    add(new RegExp(`\\breception${TO}year\\s+${NUM}`), (m) => [0, Number(m[1])]);
    add(new RegExp(`\\byears\\s+${NUM}${TO}${NUM}`), (m) => [Number(m[1]), Number(m[2])]);
    add(/\byears\s+(\d)(?:\s*,\s*\d)+\s*(?:and)\s*(\d)/, (m) => [Number(m[1]), Number(m[2])]);
    // "Key Stage 2" is Years 3 to 6; "Key Stages 3 and 4" Years 7 to 11.
    add(/\b(?:key\s+stages?\s*|ks)([1-4])(?:\s*(?:and|to|&|[-–])\s*([1-4]))?\b/, (m) => [
      KEY_STAGES[Number(m[1]) - 1]![0],
      KEY_STAGES[Number(m[2] ?? m[1]) - 1]![1],
    ]);
    if (out.length === 0) add(/\byear\s+(\d)\b/, (m) => [Number(m[1]), Number(m[1])]);
  }
  return out.filter(([lo]) => !Number.isNaN(lo));
}

/** The school years of England's key stages 1 to 4. */
const KEY_STAGES: [number, number][] = [
  [1, 2],
  [3, 6],
  [7, 9],
  [10, 11],
];

/** The spans of the day a text gives, in minutes after midnight: "07:30–18:00", "5pm to 9pm" (past midnight too). */
export function clockSpans(text: string): [number, number][] {
  const span = new RegExp(`${CLOCK}${TO.replace("and", "until")}${CLOCK}`, "gi");
  // "07:00 to midnight" ends at 24:00; "midnight to 06:00" starts at 00:00; noon is 12:00.
  const said = text.replace(/\bmidnight\b/gi, "24:00").replace(/\b(?:noon|midday)\b/gi, "12:00");
  return [...said.matchAll(span)].map((m) => {
    const from = clockAt(m, 1);
    return [from === 1440 ? 0 : from, clockAt(m, 4)];
  });
}
