import { createRequire } from "node:module";
import type * as Chrono from "chrono-node";
import type Compromise from "compromise";
import { type Amount, amountsIn } from "./amounts";
import type { AnswerType } from "./values";

/**
 * A question as the navigator, research and scouts read it: what kind of fact it asks for, the words naming the
 * attribute asked about ("price", "close"), the words naming its subject and qualifiers ("Central Library",
 * "Wednesday"), the days it names or implies, a superlative ("the cheapest"), exclusions ("nut-free") and, for
 * "which plan …" or "how many roles …", the kind of thing the answer names.
 */
export interface Question {
  asked: string;
  type: AnswerType;
  /** Lemmas naming the attribute: "price", "close", "phone". */
  attribute: string[];
  /** Lemmas of the subject and its qualifiers, in the question's order. */
  terms: string[];
  /** Weekdays named or implied ("tomorrow"), lower case. */
  days: string[];
  /** "the cheapest", "fits the most", "closes latest": which end, and what is compared. */
  extreme?: { highest: boolean; by: "price" | "time" | "date" | "version" | "number" };
  /** "closed on Sundays" (true) or "open on Sundays" (false): the state a day's hours must show. */
  closed?: boolean;
  /** "in total", "altogether": a count that adds up a column rather than counting rows. */
  total?: boolean;
  /** Lemmas the answer must not contain ("nut-free" → "nut"). */
  exclude: string[];
  /** The lemma of the thing "which …", "how many …", "list the …" asks about ("plan", "role"). */
  target?: string;
  /**
   * "What's the Wi-Fi password?", "which brand of products …": the noun a shapeless answer must be about
   * ("password", "brand"), which some page read must say.
   */
  head?: string;
  /** "When did she first exhibit …?": the event a date must be of, said by the record itself ("exhibit"). */
  event?: string;
  /** "evening performances", "a matinee", "in the morning": the part of the day a time must fall in. */
  partOfDay?: PartOfDay;
  /** "a 15kg dog", "an 8 year old", "in year 4": amounts a row's or a column's range must take in (amounts.ts). */
  amounts?: Amount[];
  /** "for the day", "for a week": the period a price is for, which some record must say. */
  period?: string;
  /** "When does the panto finish?" asks for the end of a run of dates, "when does it start?" its start. */
  rangeEnd?: "start" | "end";
}

export type PartOfDay = "morning" | "afternoon" | "evening";

/** The part of the day a question names. */
function partOfDayIn(lower: string): PartOfDay | undefined {
  if (/\b(?:evenings?|nights?|tonight)\b/.test(lower)) return "evening";
  if (/\b(?:afternoons?|matinees?)\b/.test(lower)) return "afternoon";
  if (/\bmornings?\b/.test(lower)) return "morning";
  return undefined;
}

/** Loaded at the first question: compromise alone is ~30 MB and 0.3 s (docs/performance.md, start-up). */
const load = createRequire(import.meta.url);
const nlp = (): typeof Compromise => load("compromise");
/** chrono-node, loaded at its first use (the navigator's forms read dates with it too). */
export const chrono = (): typeof Chrono => load("chrono-node");

/**
 * What the answer must be without: "nut-free", "without nuts", "no sesame", and "gluten free" for what a diet
 * leaves out ("is parking free?" asks a price, so a spaced "free" counts only after these), and ", not massage".
 * "Step-free", "smoke-free", "interest-free" name a quality the answer has, not a thing it is without.
 */
const FREE_OF =
  /\b((?:gluten|nuts?|peanuts?|dairy|milk|egg|eggs|sugar|alcohol|meat|soy|sesame|wheat|lactose|caffeine|fish|shellfish|pork|celery|mustard|lupin|sulphites?|fat|salt))-free\b|\b(gluten|nuts?|dairy|milk|egg|eggs|sugar|alcohol|meat|soy|sesame|wheat|lactose|caffeine)\s+free\b|\bwithout\s+([\p{L}]+)|\bno\s+([\p{L}]+)|(?:^|[,;.?!]\s*)not\s+(?:an?\s+)?([\p{L}]+)/giu;

const ROLE_NAMES: Record<string, string> = {
  cto: "chief technology officer",
  ceo: "chief executive officer",
  cfo: "chief financial officer",
  coo: "chief operating officer",
};

const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** Words that only carry the question, never its subject. */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the of to in on at for per and or if is are was were be been do does did can could will would should may might " +
    "what which who whom whose when where why how me my i you your we our they their it its this that these those " +
    "there here tell know find out look up show give get please want need like would let about any some much many " +
    "have has had with from by as than then also just currently today tonight now exactly approximately roughly " +
    "site website page web us them one ones offer offered list all every each available current contain " +
    "include come over total altogether across combined right now people person fit hold thing things item " +
    "items stuff option options ok okay someone somebody anyone anybody something anything " +
    // "do you treat / see / take children?": the verb only carries the question; its object is the subject.
    "only really real very quite dad mum mom mother father wife husband partner friend son daughter " +
    "work works working treat treats see sees seen accept accepts take takes provide provides cater caters serve serves allow allows " +
    // "get rid of plasterboard": what is done with it, never said on the price list.
    "rid already still yet ever even go goes going he she him his her hers son"
  ).split(" "),
);

/** Attribute words and the kind of fact each asks for; the first that the question has decides. */
const ATTRIBUTES: [RegExp, AnswerType, string[]][] = [
  [/\b(?:e-?mail|email address)\b/, "email", ["email"]],
  [/\b(?:phone|telephone|call|ring)\b/, "phone", ["phone", "telephone", "tel"]],
  [/\b(?:what|which)\s+dates?\b/, "date", ["date", "dates", "when"]],
  // "How far can it go", "the e-bike's range" — not a salary, price or age range.
  [
    /\bhow\s+far\b|(?<!\b(?:salary|price|pay|wage|age|size|date|time|product)\s)\brange\b/,
    "distance",
    ["range", "distance", "far"],
  ],
  [/\bhow\s+long\b|\bhow\s+much\s+(?:notice|time)\b/, "duration", ["long", "duration", "length", "notice"]],
  [/\bhow\s+many\b|\bnumber\s+of\b|\bcount\b/, "count", []],
  [
    /\b(?:which|what)(?:'s|\s+is)?\s+(?:the\s+)?(?:\w+\s+)?(?:version|release)\b/,
    "version",
    ["version", "release"],
  ],
  [
    /\b(?:how\s+much|price|prices|cost|costs|costing|fee|fees|charge|charges|salary|pay|rate|tax)\b(?!\s+limit)/,
    "price",
    ["price", "cost", "fee", "charge", "salary", "rate", "pay"],
  ],
  [
    /\b(?:deadline|closing\s+date|apply\s+by|last\s+day\s+to\s+apply)\b/,
    "date",
    ["deadline", "closing date", "apply by", "closes"],
  ],
  [/\b(?:close|closes|closing|shut|shuts|until)\b/, "time", ["close", "closing", "shut", "until", "to"]],
  [
    /\b(?:open|opens|opening)\s+(?:time|at)\b|\bwhat\s+time\b.*\bopen|\bwhen\s+(?:does|do|is|are)\b.*\bopens?\b/,
    "time",
    ["open", "opening", "from"],
  ],
  [
    /\b(?:hours|what\s+time|opening\s+times?)\b/,
    "time",
    ["hours", "open", "close", "time", "start", "begin", "finish", "end"],
  ],
  [/\b(?:address|where|located|location|based)\b/, "address", ["address", "location", "where"]],
  [
    /\bwho\b/,
    "person",
    ["founder", "founded", "owner", "run", "runs", "manager", "head", "director", "chef"],
  ],
  [
    /\b(?:what\s+year|which\s+year|founded|founding|established)\b/,
    "year",
    ["founded", "established", "year", "since"],
  ],
  // "When is Baby Rhyme Time?", "When does Cllr Pellew hold his surgery?": a date, a weekday or a time of day.
  [
    /^when\s+(?:is|are|does|do)\b(?!.*\b(?:release|ship|launch|publish)\w*)/,
    "when",
    ["when", "date", "time", "day", "opens", "open", "hours", "start", "begin", "finish", "end", "run"],
  ],
  [
    /\bwhen\b|\bwhat\s+date\b|\bwhich\s+date\b|\b(?:released|shipped|launched|published)\b/,
    "date",
    ["date", "released", "shipped", "launched", "published", "when"],
  ],
  [/\b(?:contact|reach|get\s+in\s+touch)\b/, "contact", ["email", "phone", "contact"]],
  // "What happened to the application for 41 Lark Rise?": its status.
  [/\bwhat\s+happened\b|\b(?:status|outcome|decision)\b/, "any", ["status", "outcome", "decision", "result"]],
  [/\b(?:temperature|how\s+(?:warm|hot|cold))\b/, "temperature", ["temperature"]],
  [
    /\b(?:limit|capacity|maximum|max|minimum)\b|(?<!\d\s)\bmin\b/,
    "number",
    ["limit", "capacity", "maximum", "minimum"],
  ],
];

/** Days pages name by their date as often as by their name: "on 24 and 31 December we close at 15:00". */
const HOLIDAYS: [RegExp, string][] = [
  [/\bchristmas\s+eve\b/, "christmas eve|24 december"],
  [/\bchristmas\s+day\b/, "christmas day|25 december"],
  [/\bboxing\s+day\b/, "boxing day|26 december"],
  [/\bnew\s+year'?s\s+eve\b/, "new year's eve|31 december"],
  [/\bnew\s+year'?s\s+day\b/, "new year's day|1 january"],
];

/** A verb and its particle that pages write as one noun: "check-out", "drop-off", "sign-up". */
const PHRASAL = /\b(check|sign|log|drop|pick|take|top|walk|pay)[\s-](in|out|up|off|away|back)\b/g;

/** A number with its unit: "75 min", "2 hours", "110 km". */
const MEASURE = /\b(\d[\d.,]*)\s*(min|mins|minutes?|hours?|days?|weeks?|months?|km|miles?|cm|metres?)\b/g;

const YES_NO = /^(?:is|are|was|were|do|does|did|can|could|will|has|have|should)\b/;
const SUPERLATIVE: [RegExp, boolean, NonNullable<Question["extreme"]>["by"]][] = [
  [/\b(?:cheapest|least\s+expensive)\b/, false, "price"],
  [/\b(?:most\s+expensive|dearest|priciest)\b/, true, "price"],
  [/\b(?:earliest|soonest)\b/, false, "time"],
  [/\b(?:latest)\b/, true, "time"],
  [/\b(?:lowest|smallest|fewest|shortest|worst|least)\b/, false, "number"],
  [/\b(?:highest|largest|biggest|longest|best|most)\b/, true, "number"],
];

/** The lemma of each word, with compromise: "closes" → "close", "cheapest starters" → "cheap starter". */
function lemmas(text: string): string[] {
  const doc = nlp()(text);
  doc.compute("root");
  return doc
    .text("root")
    .toLowerCase()
    .split(/[^\p{L}\p{N}.'-]+/u)
    .map((w) => w.replace(/^[.'-]+|[.'-]+$/g, ""))
    .filter(Boolean);
}

/** Whether "which …" / "what …" / "list …" asks for things in the plural ("which bakery items", "what rooms"). */
function asksForMany(q: string): boolean {
  const doc = nlp()(q);
  const asked = doc.match("^(which|what|list) of? (the|your|our|their|its|all)? #Adjective? #Noun+");
  if (!asked.found) return false;
  // "What plans do you offer?": compromise may read "plans" as a verb; a plural's lemma is shorter than it.
  const word = asked
    .text()
    .split(/\s+/)
    .at(-1)!
    .toLowerCase()
    .replace(/[^\p{L}]/gu, "");
  return nlp()(asked.text()).nouns().isPlural().found || (word.endsWith("s") && lemmas(word)[0] !== word);
}

/** The weekday a date falls on. */
const weekday = (d: Date) => DAYS[d.getUTCDay()]!;

/**
 * Parse a question. `now` resolves "today", "tomorrow" and "next Tuesday" (the task's creation time).
 */
export function parseQuestion(asked: string, now = new Date()): Question {
  // "Is it step-free? My mum uses a wheelchair": the question is the sentence that asks; the rest is context.
  // "an hour-long massage" is what price lists call "60 min", "half an hour" "30 min".
  const said = asked
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\bhalf\s+an\s+hour(?:[- ]long)?\b|\bhalf[- ]hour\b/gi, "30 min")
    .replace(
      /\b(?:an?|one)\s+hour[- ]long\b|\bhour[- ]long\b|\b(?:an|one)\s+hour\b(?!\s+(?:before|after|ago|later))/gi,
      "60 min",
    )
    .replace(/\b(\d+)\s*(?:minutes?|mins?)\b/gi, "$1 min");
  const sentence = said.includes("?") ? said.slice(0, said.indexOf("?") + 1) : said;
  // "we're a charity, do you give nonprofits a discount?": the clause that asks; role names as pages spell them.
  const q = (
    sentence.match(/(?:^|,\s*)((?:do|does|is|are|can|could|will|has|have)\s[^,]*)$/i)?.[1] ?? sentence
  ).replace(/\b(?:CTO|CEO|CFO|COO)\b/gi, (m) => ROLE_NAMES[m.toLowerCase()]!);
  // "send back", "take back": what a returns policy calls returning.
  const lower = q
    .toLowerCase()
    .replace(
      /\b(?:send|sending|take|taking|bring|bringing|give|giving)\s+(?:(?:it|them|this|that)\s+)?back\b/g,
      "return",
    );
  const yesNo =
    YES_NO.test(lower) &&
    !/\b(?:how|what|which|who|when|where)\b/.test(lower.split(/\s+/).slice(0, 1).join(" "));
  const attr = ATTRIBUTES.find(([re]) => re.test(lower));
  let type: AnswerType = attr?.[1] ?? "any";
  let attribute = attr?.[2] ?? [];

  const days = new Set(
    DAYS.filter((d) => new RegExp(`\\b${d.slice(0, 3)}(?:${d.slice(3)})?s?\\b`).test(lower)),
  );
  if (/\b(?:today|tonight|tomorrow|weekend)\b/.test(lower)) {
    for (const r of chrono().parse(q, now)) {
      if (/week-?end/i.test(r.text)) continue;
      days.add(weekday(r.start.date()));
    }
    if (/\bweekend\b/.test(lower)) for (const d of ["saturday", "sunday"]) days.add(d);
  }

  const superlative = SUPERLATIVE.find(([re]) => re.test(lower));
  // "the latest version", "closes latest": a version, or a time when the question is about hours.
  const by = superlative
    ? type === "version"
      ? "version"
      : superlative[2] === "time" && type !== "time"
        ? /\b(?:release|version|post|news|update)/.test(lower)
          ? "date"
          : "time"
        : superlative[2]
    : undefined;
  const extreme = superlative && by ? { highest: superlative[1], by } : undefined;
  // "…? not massage, an actual physio": what the answer must be without may follow the question.
  const exclude = [...said.toLowerCase().matchAll(FREE_OF)].map((m) =>
    (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5])!.replace(/s$/, ""),
  );
  const after = lower.match(
    /\b(?:which|what|how\s+many|list(?:\s+(?:all|the))?|the\s+(?:cheapest|dearest|most\s+expensive|latest|earliest|largest|smallest))\s+(?:of\s+(?:the|your|our|their|its)\s+)?(?:open\s+)?(.*)$/u,
  )?.[1];
  // The head of the noun phrase asked about: "which of the library rooms …" asks about rooms.
  // "which brand of products": the brand is asked about, not the products ("what kind of …" asks about the kind's).
  const ofWord = after?.match(/^([\p{L}-]+)\s+of\s+/u)?.[1];
  const ofHead =
    ofWord && !/^(?:kind|sort|type|variety|lots?|all|some|each|one|any|many|most|none)$/.test(ofWord)
      ? ofWord
      : undefined;
  const phrase = ofHead ? ofHead : after ? nlp()(after).nouns().first().text("root").toLowerCase() : "";
  const targetWord =
    phrase
      .split(/\s+/)
      .filter((w) => /^[\p{L}-]+$/u.test(w))
      .at(-1) ?? after?.match(/^[\p{L}-]+/u)?.[0];
  // "how many people …" counts people, a word too common to be a subject but what the number is of; "what is
  // …", "what time …" name no thing, only the question's form.
  // "How many working days does a full service take?" asks a length of time, not a count of rows.
  const inUnits =
    /\bhow\s+many\s+(?:working\s+|business\s+|calendar\s+|school\s+)?(?:minutes|hours|days|weeks|months|years|nights)\b/.test(
      lower,
    );
  const counted = inUnits
    ? undefined
    : lower.match(/\bhow\s+many\s+(?:of\s+(?:the|your|our|their|its)\s+)?([\p{L}-]+)/u)?.[1];
  const named =
    targetWord &&
    !FUNCTION_WORDS.has(targetWord) &&
    !/^(?:time|year|date|day|kind|sort|type)$/.test(targetWord)
      ? targetWord
      : undefined;
  const target = inUnits ? undefined : (counted ?? named);
  if (inUnits) {
    type = "duration";
    attribute = ["long", "duration", "length"];
  }
  const plural = asksForMany(q);
  const headed = headAndEvent(lower);
  const head = headed.head ?? ofHead;
  const event = headed.event;

  // "check out", "drop off": one thing a page names as one ("Check-out: by 11:00"), not "check" alone; "75 min",
  // "2 hours": a measure, said together (lists.ts filters by it).
  const compounds = [
    ...[...lower.matchAll(PHRASAL)].map((m) => `${m[1]} ${m[2]}`),
    ...[...lower.matchAll(MEASURE)].map((m) => `${m[1]} ${m[2]}`),
  ];
  const given = amountsIn(lower);
  const holidays = HOLIDAYS.filter(([re]) => re.test(lower));
  // "hire an e-bike for the day", "for a week": the period a price is for, a column of a price list.
  const period = lower.match(/\bfor\s+(?:the|a|an|one)\s+(hour|day|night|week|weekend|month|year)\b/)?.[1];
  const words = lemmas(
    holidays
      .reduce((t, [re]) => t.replace(re, " "), given.rest.replace(PHRASAL, " ").replace(MEASURE, " "))
      .replace(FREE_OF, " "),
  );
  const attributeWords = new Set(
    lemmas([...attribute, "much", "many", "time", "hours", "price", "cost", "when"].join(" ")),
  );
  const terms = words.filter(
    (w) =>
      !FUNCTION_WORDS.has(w) &&
      !attributeWords.has(w) &&
      !DAYS.includes(w) &&
      // "the day of my appointment", "this week": when, not what ("for the day" is a period, kept below).
      !/^(?:day|days|week|weeks|night|morning|afternoon|evening)$/.test(w) &&
      !exclude.includes(w) &&
      !/^(?:cheap|expensive|low|high|late|early|first|last|small|large|big|most|least|dear|pricey|bad|good|poor)$/.test(
        w,
      ) &&
      !/^(?:open|close|shut|opening|closing|call|contact|number|address|located|cost)$/.test(w) &&
      // "Is parking free?" asks a price; "which clubs are free" lists the free ones.
      (w !== "free" || (plural && !yesNo)),
  );
  if (yesNo) type = "yesno";
  else if (extreme && type !== "version") type = type === "any" ? "list" : type;
  else if (type === "any" && plural) type = "list";
  return {
    asked: q,
    type,
    attribute,
    terms: [
      ...new Set([...terms, ...compounds, ...holidays.map(([, term]) => term), ...(period ? [period] : [])]),
    ],
    ...(period ? { period } : {}),
    ...(given.amounts.length > 0 ? { amounts: given.amounts } : {}),
    days: [...days],
    ...(extreme ? { extreme } : {}),
    ...(/\bclosed\b/.test(lower) ? { closed: true } : /\bopen\b/.test(lower) ? { closed: false } : {}),
    ...(/\b(?:in\s+total|altogether|combined|across\s+all|all\s+together)\b/.test(lower)
      ? { total: true }
      : {}),
    exclude,
    ...(target ? { target: lemmas(target)[0] ?? target } : {}),
    ...(head && type === "any" && !yesNo ? { head } : {}),
    ...(event && (type === "date" || type === "when") ? { event } : {}),
    ...(partOfDayIn(lower) && (type === "time" || type === "when") ? { partOfDay: partOfDayIn(lower) } : {}),
    ...((type === "date" || type === "when") && /\b(?:finish|finishes|end|ends|last|until)\b/.test(lower)
      ? { rangeEnd: "end" as const }
      : (type === "date" || type === "when") && /\b(?:start|starts|begin|begins|first\s+night)\b/.test(lower)
        ? { rangeEnd: "start" as const }
        : {}),
  };
}

/** Verbs whose date a page gives under a heading or a label without saying the verb ("Version 4.0 — 12 March"). */
const IMPLIED_EVENTS =
  /^(?:ship|release|launch|publish|open|close|start|begin|end|found|establish|be|have|hold|take|run|happen|come|go|get|make|do|give|put|use|need|occur|change|move)$/;

/** The noun "what's the …" asks about, and the event "when did … <verb>" asks the date of (question.ts's fields). */
function headAndEvent(lower: string): { head?: string; event?: string } {
  const rest = lower
    .replace(/[?.!]+$/, "")
    .match(/^what(?:'s|\s+is|\s+are)\s+(?:the\s+|your\s+|its\s+|their\s+)?(.+)$/)?.[1];
  const noun = rest
    ? nlp()(rest)
        .nouns()
        .first()
        .text("root")
        .split(/[\s-]+/)
        .at(-1)
    : undefined;
  const head = noun && /^\p{L}{3,}$/u.test(noun) && !FUNCTION_WORDS.has(noun) ? noun : undefined;
  let event: string | undefined;
  if (/^when\s+(?:did|does|do|will|was|were|has|have)\b/.test(lower)) {
    const doc = nlp()(lower);
    doc.compute("root");
    const verb = doc
      .match("#Verb")
      .not("#Auxiliary")
      .not(
        "(is|are|was|were|be|been|do|does|did|will|would|can|could|shall|should|may|might|must|has|have|had)",
      )
      .first();
    const lemma = verb.text("root").trim();
    // Said in any form: "built" for "build" (has() matches alternatives split by "|").
    if (lemma && !lemma.includes(" ") && !IMPLIED_EVENTS.test(lemma)) {
      const forms = nlp()(lemma).verbs().conjugate()[0] as Record<string, string> | undefined;
      event = [...new Set([lemma, ...Object.values(forms ?? {})])].join("|");
    }
  }
  return { head, event };
}
