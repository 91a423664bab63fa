// Months as a question's qualifier ("can I take my dog on the beach in July?", "what's on in December?") and the
// months a record's dates take in ("No dogs on the beach from Easter Sunday to 30 September", "Saturday 5 December
// 2026"), so a record about other months is not an answer, as one about other weekdays is not (days-covered.ts coversDay).

export const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const NAME = `(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
/** A month by name, or Easter (in April most years, which is what a range "from Easter" starts near). */
const MONTH = `(?:${NAME}|easter)`;
/** A month's number (1 – 12) by its name or the first three letters of it ("feb", "September"); 4 for Easter; 0 else. */
export const monthOf = (word: string) =>
  /^easter/i.test(word) ? 4 : MONTHS.findIndex((m) => m.startsWith(word.toLowerCase().slice(0, 3))) + 1;

/** A season's months, as a page in Britain would mean them. */
export const SEASON_MONTHS: Readonly<Record<string, number[]>> = {
  winter: [12, 1, 2],
  spring: [3, 4, 5],
  summer: [6, 7, 8],
  autumn: [9, 10, 11],
};

/** "In the summer", "next winter": a season asked about. ("The spring term", "the summer show" are things.) */
const SEASON_ASKED =
  /\b(?:in|during|over|this|next)\s+(?:the\s+)?(winter|spring|summer|autumn)(?=\s*$|\s*[?.,!;]|\s+(?:holidays?|months?|season|time|on|at|in|for|from|to|when|and|or|is|are|please)\b)/g;

/**
 * Whether `w` is a season the question asks about as a time to come ("summer" of "next summer"), for leaving out
 * of its terms; "in winter" stays one, which a page's "Winter" rows say.
 */
export const isSeasonAsked = (w: string, lower: string) =>
  [...lower.matchAll(SEASON_ASKED)].some((m) => m[1] === w && /^next\b/.test(m[0]));

/** The months a question names as when it asks about: "in July", "during August", "this December", "in winter". */
export function monthsAsked(lower: string): number[] {
  const said = lower.matchAll(new RegExp(String.raw`\b(?:in|during|over|this|next|for)\s+(${NAME})\b`, "g"));
  const seasons = lower.matchAll(SEASON_ASKED);
  return [
    ...new Set([
      ...[...said].map((m) => monthOf(m[1]!)),
      ...[...seasons].flatMap((m) => SEASON_MONTHS[m[1]!]!),
    ]),
  ];
}

/** A month with its year: "august 2027". */
const MONTH_AND_YEAR = new RegExp(String.raw`\b${NAME}\s+(20\d\d)\b`, "g");
/** The years a question says after a month it asks about: "2027" of "in august 2027". */
export const yearsOfMonthsSaid = (lower: string) =>
  new Set([...lower.matchAll(MONTH_AND_YEAR)].map((m) => m[1]!));

/** A day said in full, its weekday too: "Sunday 31 January 2027", "1 March 2027" (day, month, year captured). */
export const DAY_SAID = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+(20\d\d)`;
/** The instant (UTC midnight) of a day DAY_SAID matched, its captures from `at` on. */
export const dayOf = (m: RegExpMatchArray, at = 1) =>
  Date.UTC(Number(m[at + 2]), monthOf(m[at + 1]!) - 1, Number(m[at]));

/** A month's words in a question, for leaving out of its terms: "july" of "in july". */
const MONTH_WORD = new RegExp(`^${NAME}$`);
export const isMonthWord = (w: string) => MONTH_WORD.test(w);

// The patterns, made once: a text's months are read for every record a question weighs. A range's first month may
// carry its year ("April 2026 to March 2027"); its last may be said by its end ("1 November to the end of February").
const D = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?\s+)?`;
const W = String.raw`(?:[a-z]+day\s+)?`;
const RANGE = new RegExp(
  String.raw`\b${W}${D}(${MONTH})[a-z]*(?:\s+\d{4})?(?:\s+sunday|\s+monday)?\s*(?:to|until|till|through|[-–—])\s*(?:the\s+(?:end|middle)\s+of\s+)?${W}${D}(${NAME})\b`,
  "g",
);
const UNTIL = new RegExp(String.raw`\b(?:until|till|closed\s+to)\s+${W}${D}(${NAME})\b`, "g");
/** A month named alone, in full ("Jan" may be a person; "may" is one only beside a number: "5 May", "May 2027"). */
const ALONE =
  /(\d\s+)?\b(january|february|march|april|may|june|july|august|september|october|november|december|easter)\b(\s+\d)?/g;
/** Any month word at all: texts without one (most) are passed over at once. */
const ANY_MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|easter)/;
const SEASON = new RegExp(
  String.raw`\b(?:from|until|till|to|[-–—])\s*${W}(?:\d{1,2}\s+)?${NAME}\b|\b(?:from|since)\s+${MONTH}\b`,
);
/** "From 1 April 2026 full livery is £195": a change from a dated day on, no season. */
const DATED_CHANGE = new RegExp(String.raw`\bfrom\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+)?${MONTH}\s+20\d\d\b`);
export const DATED_CHANGES = new RegExp(DATED_CHANGE.source, "gi");
const DATED_CHANGE_ALONE = new RegExp(String.raw`^\s*${DATED_CHANGE.source}\s*$`);
/** A column named for the day a change starts, and nothing else: "From 4 January 2027". */
export const namesDatedChange = (name: string) => DATED_CHANGE_ALONE.test(name.toLowerCase());
const FROM_ON = new RegExp(String.raw`\bfrom\s+(${MONTH})\b(?![^.;]*\b(?:to|until|till)\b)`, "g");

/**
 * The months a text's dates take in: a range ("from Easter Sunday to 30 September", "May–September", "until 12
 * March" from `nowMonth`) every month of it, a date or a month named alone that month; undefined when it names none.
 */
export function monthsCovered(text: string, nowMonth: number): Set<number> | undefined {
  const t = text.toLowerCase();
  if (!ANY_MONTH.test(t)) return undefined;
  const out = new Set<number>();
  const span = (a: number, b: number) => {
    for (let m = a; ; m = (m % 12) + 1) {
      out.add(m);
      if (m === b || out.size === 12) break;
    }
  };
  let rest = t;
  for (const m of t.matchAll(RANGE)) {
    span(monthOf(m[1]!), monthOf(m[2]!));
    rest = rest.replace(m[0], " ");
  }
  for (const m of rest.matchAll(UNTIL)) {
    span(nowMonth, monthOf(m[1]!));
    rest = rest.replace(m[0], " ");
  }
  for (const m of rest.matchAll(ALONE)) if (m[2] !== "may" || m[1] || m[3]) out.add(monthOf(m[2]!));
  return out.size > 0 ? out : undefined;
}

/**
 * The months a text's season takes in: a range ("Opening hours, November to March"), "until" a month, or "from" a
 * month on (for six months: "From April the shop opens …"); undefined when it gives no season. Single dates ("5
 * December") are an event's, not a season's, and are left out.
 */
export function seasonCovered(text: string, nowMonth: number): Set<number> | undefined {
  const t = text.toLowerCase();
  if (!ANY_MONTH.test(t) || !SEASON.test(t) || DATED_CHANGE.test(t)) return undefined;
  const onward = t.replace(FROM_ON, (_, m: string) => `from ${m} to ${MONTHS[(monthOf(m) + 4) % 12]}`);
  return monthsCovered(onward, nowMonth);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Which funerals are you holding next week", "what's on this week": the days of that week (Monday to Sunday, as
 * UTC instants from and to), relative to when the question is asked.
 */
export function weekAsked(lower: string, now: Date): { from: number; to: number } | undefined {
  const m = lower.match(/\b(next|this|coming)\s+week\b(?!end)/);
  if (!m) return undefined;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  const from = m[1] === "this" ? today : monday + 7 * DAY_MS;
  return { from, to: (m[1] === "this" ? monday : monday + 7 * DAY_MS) + 7 * DAY_MS - 1 };
}

/** Whether a text's first full date (with its year) falls in a week asked; undefined when it gives none. */
export function inWeekAsked(text: string, week: { from: number; to: number }): boolean | undefined {
  const m = text.match(new RegExp(DAY_SAID, "i"));
  if (!m) return undefined;
  const at = dayOf(m);
  return at >= week.from && at <= week.to;
}
