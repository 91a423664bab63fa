/**
 * The kinds of fact a question can ask for, each as a pattern a value must match, and how a value of a kind is
 * compared (for "the cheapest", "which closes latest"). Deliberately strict: a value that does not look like the
 * kind asked for is never an answer.
 */
export type AnswerType =
  | "time"
  | "date"
  | "year"
  | "price"
  | "phone"
  | "email"
  | "address"
  | "postcode"
  | "person"
  | "count"
  | "number"
  | "duration"
  | "frequency"
  | "version"
  | "when"
  | "contact"
  | "temperature"
  | "distance"
  | "speed"
  | "weight"
  | "yesno"
  | "list"
  | "any";

/**
 * A time of day; never an amount ("£3.95"), a decimal ("12.5") or a lap ("51.36 seconds"): hours are 0-24, minutes
 * 00-59, no currency leads and no unit follows.
 */
const TIME =
  /(?<![$€£¥]\s?)(?<![\d.,])\b(?:[01]?\d|2[0-4])[:.][0-5]\d(?![\d%])(?!\s*(?:seconds?|secs?|mins?|minutes|mph|km|kg|metres|m)\b)\s*(?:am|pm|a\.m\.|p\.m\.)?|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)|\bnoon\b|\bmidnight\b|\bclosed\b/i;
const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*";
const DATE = new RegExp(
  String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}(?:\s+\d{4})?\b|\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\b|\b\d{4}-\d\d-\d\d\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b${MONTH}\s+\d{4}\b`,
  "i",
);
const YEAR = /\b(?:1[6-9]\d\d|20\d\d)\b/;
/**
 * A price: a currency sign or word, pence or cents ("50p", "99¢"), a rent's weeks ("One week's rent", "Five
 * weeks' rent"), or free — not what a thing is free of ("gluten-free", "step-free", "dairy free"), which is no price.
 */
const PRICE =
  /[$€£¥]\s?\d[\d,]*(?:\.\d+)?(?:\s*[km])?|\b(?:one|two|three|four|five|six|\d{1,2})\s+(?:week|month)s?['’]?s?\s+rent\b|\b\d[\d,]*(?:\.\d+)?\s?(?:usd|eur|gbp|dollars?|euros?|pounds?|pence|cents?)\b|\b\d{1,3}(?:p|¢)(?![\w])|(?<!-|\b(?:gluten|nuts?|dairy|milk|eggs?|sugar|alcohol|meat|soya?|sesame|wheat|lactose|caffeine)\s)\bfree\b/i;
const PHONE = /\+?\(?\d[\d\s().-]{6,}\d/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** A UK postcode: "MB1 2PW", "EC1A 1BB". */
export const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/;
/** A UK postcode or a US ZIP code ("94107", "94107-1234"). */
const POSTCODE = new RegExp(String.raw`${UK_POSTCODE.source}|\b\d{5}(?:-\d{4})?\b`);
const NUMBER_WORDS =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand";
const COUNT = new RegExp(String.raw`\b\d[\d,]*\b|\b(?:${NUMBER_WORDS})\b|\bunlimited\b`, "i");
/**
 * A length of time, or a turnaround ("next day", "same day", "the day after"); not a gap between things ("two
 * doses, 4 weeks apart") nor a rate ("£4 a day", "twice a week").
 */
const DURATION = new RegExp(
  String.raw`(?:\b\d+(?:\.\d+)?[½¼¾]?|(?<!\d)[½¼¾]|\b(?:${NUMBER_WORDS})|\b(?<!(?:[£$€]\s?\d[\d.,]*|\btimes|\btwice|\bonce)\s)(?:a|an))[-\s](?:(?:working|business|calendar|school)\s)?(?:years?|months?|weeks?|days?|nights?|hours?|minutes?|mins?|seconds?)\b(?!\s+apart\b)|\b(?:same|next)[-\s]day\b|\bthe\s+day\s+after\b(?!\s+(?:we|you|they|it|your|the|i)\b)`,
  "i",
);
/** How often a thing is done: "every 3 months", "twice a year", "every other Monday", "weekly". */
const FREQUENCY = new RegExp(
  String.raw`\bevery\s+(?:(?:\d+|${NUMBER_WORDS}|other|few|couple\s+of|second|third)\s+)?(?:days?|weeks?|fortnights?|months?|years?|seasons?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b|\b(?:once|twice|(?:\d+|${NUMBER_WORDS})\s+times)\s+(?:a|per|each|every)\s+(?:day|week|fortnight|month|year|season)\b|\b(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annually)\b`,
  "i",
);
const VERSION = /\bv?\d+\.\d+(?:\.\d+)?\b/i;
// ("Unit 6, Brookmead Retail Park, Oakhurst OK5 1BR": a unit on a park, and a UK postcode after a place.)
const ADDRESS =
  /\b\d+[a-z]?\s+\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)*\s+(?:Street|St|Road|Rd|Lane|Ln|Avenue|Ave|Square|Sq|Place|Pl|Way|Row|Walk|Terrace|Close|Drive|Dr|Quay|Wharf|Gardens|Hill|Parade|Crescent)\b|\b(?:Street|Road|Lane|Avenue|Square|Place|Quay)\b|\bUnits?\s+\d+[A-Z]?,\s+\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)*\s+(?:Retail|Business|Industrial|Trading|Enterprise)\s+(?:Park|Estate|Centre)\b/u;
/**
 * A person's name: two capitalised words, not after a number ("4 Mill Lane"), not starting with a determiner or
 * pronoun ("The Basic plan"), not a place, a room, a building or a business ("Mill Lane", "Ash Room", "Kelderby Mill",
 * "River Leddon", "Tuft Club").
 */
export const PERSON =
  /(?<!\d\s)\b(?!(?:The|A|An|Our|Your|This|That|We|It|In|On|At|For|River|Lake|Loch|Mount|Cape)\b)\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?\s+(?:\p{Lu}\.?\s+)?(?!(?:Street|St|Road|Rd|Lane|Avenue|Square|Place|Way|Row|Quay|Library|Room|Yard|Mill|Museums?|Hall|Gallery|Centre|Center|Park|Church|House|Court|Market|Bridge|Green|Gardens|Wharf|Theatre|Playhouse|Hotel|School|Council|Bay|Cycles|Chapel|Academy|College|Institute|Arcade|Basin|Quarter|Reach|Marina|Harbour|Dock|Docks|Pier|Warehouse|Depot|Station|Surgery|Pharmacy|Clinic|Studios|Works|Terrace|Crescent|Parade|Estate|Mere|Water|Lake|River|Valley|Forest|Common|Heath|Moor|Wood|Woods|Country|Club|Society|Trust|Shop|Studio|Café|Cafe|Kitchen|Bakery|Salon|Ltd|Limited)\b)\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}\p{Ll}+)?\b/u;

const TEMPERATURE = /-?\d+(?:\.\d+)?\s?°\s?[CF]?|\b\d+\s?degrees\b/i;

/** A distance: "110 km", "23 nautical miles", "12 metres", a height of "120 cm". */
const DISTANCE =
  /\b\d[\d,.]*\s?(?:nautical\s+)?(?:km|kilometres?|kilometers?|miles?|mi|metres?|meters?|m|cm|centimetres?|centimeters?)\b/i;

/** A speed: "25 mph", "40 km/h", "6 knots"; a connection's "900 Mbps". */
const SPEED =
  /\b\d[\d,.]*\s?(?:mph|km\/h|kph|kmh|knots|miles\s+(?:an|per)\s+hour|[mg]bps|[mg]b\/s|megabits|gigabits)\b/i;

/** A weight: "120 kg", "18 stone", "250 lb". */
const WEIGHT = /\b\d[\d,.]*\s?(?:kg|kilos?|kilograms?|st|stone|lbs?)\b/i;

/** A run of months: "June to September", "Mid-July to August", "late June to July". */
const MONTHS_RUN = new RegExp(
  String.raw`\b(?:(?:early|mid|late)[-\s]?)?${MONTH}\s*(?:to|until|till|–|—|-)\s*(?:(?:early|mid|late)[-\s]?)?${MONTH}\b`,
  "i",
);

/** A time said by another: "14 days before the event", "8 weeks before you arrive", "the day before". */
const RELATIVE_DUE =
  /\b(?:\d{1,3}|a|one|two|three|four|six|eight)\s+(?:working\s+)?(?:days?|weeks?|months?|hours?)['’]?\s+(?:before|after|ahead\s+of|prior\s+to)\s+(?:the|your|you|we|it|they|each|every)\b/i;

const PATTERNS: Partial<Record<AnswerType, RegExp>> = {
  temperature: TEMPERATURE,
  distance: DISTANCE,
  speed: SPEED,
  weight: WEIGHT,
  time: TIME,
  // ("When can you pick blueberries": "Mid-July to August", a run of months.)
  date: new RegExp(`${DATE.source}|${YEAR.source}|${MONTHS_RUN.source}`, "i"),
  // "When is Baby Rhyme Time?": a date, a weekday or a time of day; "when do we pay the balance": a time before or
  // after another ("Due 14 days before the event").
  when: new RegExp(
    `${DATE.source}|${YEAR.source}|${MONTHS_RUN.source}|\\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\\b|${TIME.source}|${RELATIVE_DUE.source}`,
    "i",
  ),
  year: YEAR,
  price: PRICE,
  phone: PHONE,
  email: EMAIL,
  // "How do I contact you?": an address to write to, or a number to call.
  contact: new RegExp(`${EMAIL.source}|${PHONE.source}`),
  address: ADDRESS,
  postcode: POSTCODE,
  person: PERSON,
  count: COUNT,
  number: COUNT,
  duration: DURATION,
  frequency: FREQUENCY,
  version: VERSION,
};

/** Numbers of other kinds: a count is never a price, a time of day, a date or a phone number. */
const NOT_A_COUNT = new RegExp([PRICE, TIME, DATE, PHONE].map((r) => r.source).join("|"), "gi");

/** The first value of the kind in a text, or undefined; any text will do for kinds without a pattern. */
export function firstValue(type: AnswerType, text: string): string | undefined {
  const re = PATTERNS[type];
  if (!re) return text.trim() || undefined;
  const said = type === "count" || type === "number" ? text.replace(NOT_A_COUNT, " ") : text;
  return said.match(re)?.[0]?.trim();
}

/** How many values of the kind a text holds (0 for kinds without a pattern). */
export function valueCount(type: AnswerType, text: string): number {
  const re = PATTERNS[type];
  if (!re) return 0;
  const said = type === "count" || type === "number" ? text.replace(NOT_A_COUNT, " ") : text;
  return [...said.matchAll(new RegExp(re.source, `${re.flags.replace("g", "")}g`))].length;
}

/** Whether a text holds a value of the kind. */
export const holds = (type: AnswerType, text: string) => firstValue(type, text) !== undefined;

/**
 * A time of day to another, its two ends captured: "09:00 to 17:00", "9am-5pm"; never a span of ages ("7 to 10"),
 * as each end has its minutes or its am/pm (typed.ts, later-than.ts).
 */
export const TIME_SPAN =
  /\b(\d{1,2}(?:[:.]\d{2}\s*(?:am|pm)?|\s*(?:am|pm)))\s*(?:–|—|-|to|until|till)\s*(\d{1,2}(?:[:.]\d{2}\s*(?:am|pm)?|\s*(?:am|pm)))/i;

/** A time of day as minutes after midnight ("9:30", "6.30pm", "9pm", "noon"); undefined for "closed" or none. */
export function minutesOf(text: string): number | undefined {
  const t = text.toLowerCase();
  if (/\bnoon\b/.test(t)) return 12 * 60;
  if (/\bmidnight\b/.test(t)) return 24 * 60;
  const all = [...t.matchAll(/\b(\d{1,2})(?:[:.](\d\d))?\s*(am|pm|a\.m\.|p\.m\.)?/g)].filter(
    (m) => m[2] || m[3],
  );
  // A range ("9:00–18:00") is compared by its end: "closes latest" and "open until" read the end of the day.
  const m = all.at(-1);
  if (!m) return undefined;
  let h = Number(m[1]);
  const pm = m[3]?.startsWith("p");
  if (pm && h < 12) h += 12;
  if (m[3]?.startsWith("a") && h === 12) h = 0;
  return h * 60 + Number(m[2] ?? 0);
}

/** Numbers written as words, zero to twelve, each at its own index. */
export const SMALL_NUMBERS: readonly string[] =
  "zero one two three four five six seven eight nine ten eleven twelve".split(" ");

/** A number said in digits or as a word up to twelve ("5", "Five"). */
export function countValue(said: string): number | undefined {
  const w = said.trim().toLowerCase();
  if (/^\d+$|^\d{1,3}(?:,\d{3})+$/.test(w)) return Number(w.replace(/,/g, ""));
  const i = SMALL_NUMBERS.indexOf(w);
  return i >= 0 ? i : undefined;
}

/** An amount of money or a plain number in a text ("£24.00", "$1,200/year", "3"). */
export function amountOf(text: string): number | undefined {
  if (/^\s*free\b/i.test(text)) return 0;
  const m = text.match(/[$€£¥]\s?(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)/);
  const n = m ? Number((m[1] ?? m[2])!.replace(/,/g, "")) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** Fractions written as one character: "3½ hours". */
const FRACTION: Readonly<Record<string, number>> = { "½": 0.5, "¼": 0.25, "¾": 0.75 };

/** A value as a number to compare by the question's kind. */
export function measure(type: AnswerType, text: string): number | undefined {
  if (type === "time") return minutesOf(text);
  // "1 hour 30 minutes", "75 minutes", "2 hrs": a length of time, in minutes.
  if (type === "duration") {
    const said = firstValue("duration", text) ?? "";
    // ("3½ hours", "¾ hour".)
    const [, whole, part] = said.match(/(\d+(?:\.\d+)?)?([½¼¾])?\s*(?:hours?|hrs?|h)\b/i) ?? [];
    const hours = whole || part ? Number(whole ?? 0) + (part ? FRACTION[part]! : 0) : undefined;
    const minutes = said.match(/(\d+)\s*(?:minutes?|mins?)\b/i)?.[1];
    if (hours !== undefined || minutes) return (hours ?? 0) * 60 + Number(minutes ?? 0);
    // ("How long: 10:00 to 16:00": a day's span is its length.)
    const span = text.match(/^\s*(\d{1,2}[:.]\d{2})\s*(?:to|–|-)\s*(\d{1,2}[:.]\d{2})\s*$/);
    const [from, to] = span ? [minutesOf(span[1]!), minutesOf(span[2]!)] : [];
    return from !== undefined && to !== undefined && to > from ? to - from : undefined;
  }
  if (type === "date" || type === "year") {
    const t = Date.parse(firstValue("date", text) ?? "");
    return Number.isFinite(t) ? t : amountOf(firstValue("year", text) ?? "");
  }
  return amountOf(text);
}

/** Whether a text's first time of day falls in a part of the day: before 12:00, 12:00 to 17:00, from 17:00. */
export function inPartOfDay(text: string, part: "morning" | "afternoon" | "evening"): boolean {
  const first = firstValue("time", text);
  const m = first === undefined ? undefined : minutesOf(first);
  return m !== undefined && partOfDayAt(m) === part;
}

/** The part of the day a time of day (minutes after midnight) falls in: before noon, before 17:00, after. */
export const partOfDayAt = (minutes: number): "morning" | "afternoon" | "evening" =>
  minutes < 12 * 60 ? "morning" : minutes < 17 * 60 ? "afternoon" : "evening";

/** An age said as one, when a question asks how old ("ages 8 and up", "aged 12", "at least 6", "16+", "under 16s"). */
export const agedIfAsked = (q: { type: string; attribute: string[] }, text: string) =>
  q.type !== "number" ||
  !q.attribute.includes("age") ||
  /\b(?:ages?|aged|at\s+least|minimum(?:\s+age)?(?:\s+of)?)\s+\d|\b\d+\s*(?:\+|and\s+(?:up|over|above)|or\s+(?:over|older)|years?\b|yrs?\b|-year|s\b)|\b(?:under|over)[\s-]+\d/i.test(
    text,
  );

/** How a page writes a measure a count may ask for ("how many metres"): its units, short and long. */
const UNITS: Record<string, string> = {
  metre: "m|metres?|meters?",
  yard: "yds?|yards?",
  gram: "g|grams?",
  kilogram: "kg|kilos?|kilograms?",
  mile: "mi|miles?",
  kilometre: "km|kilometres?|kilometers?",
  litre: "l|litres?|liters?",
};

/** A value in the unit a count asks for: "how many metres" is not "50 g". */
export function inUnitAsked(q: { type: string; target?: string }, value: string): boolean {
  const unit = q.type === "count" && q.target ? UNITS[q.target] : undefined;
  return unit === undefined || new RegExp(`\\d\\s*(?:${unit})\\b`, "i").test(value);
}

/** A sum of money with its sign, the amount captured ("£1,250", "€12.50"): what a sum worked out is added from. */
export const SUM_SAID = /[£$€]\s?(\d[\d,]*(?:\.\d{2})?)/g;

/** The one sum of money a text says, its sign and amount ("£1,250": £, 1250); undefined for none or several. */
export function onePrice(text: string): { sign: string; amount: number } | undefined {
  const sums = [...text.matchAll(SUM_SAID)];
  return sums.length === 1 ? { sign: sums[0]![0][0]!, amount: amountOf(sums[0]![0])! } : undefined;
}

/** A text with its sums left out, and what they leave dangling at its end: "Mice: House £140" is "Mice: House". */
export const withoutSums = (text: string) => text.replace(SUM_SAID, "").replace(/[\s:—-]+$/, "");

/** A sum as a page writes it: "£44", "£58.50", "£4,590" (pence only when there are some). */
export const sumText = (sign: string, n: number) =>
  `${sign}${n.toLocaleString("en-GB", { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;
