import { lemmas, nlp } from "./nlp";
import type { Question } from "./question";
import type { AnswerType } from "./values";

// The words question.ts reads a question by: what it asks for, what only carries it, what the answer must be
// without, days, measures, superlatives and "the next" as people say them, and the noun or event a "what's the …"
// or "when did …" question is about.

/** Attribute words and the kind of fact each asks for; the first that the question has decides. */
export const ATTRIBUTES: [RegExp, AnswerType, string[]][] = [
  [/\b(?:e-?mail|email address)\b/, "email", ["email"]],
  // Not "how many phone booths …", "is there phone signal": a number to call is asked for.
  [
    // "What's the number for the shop in the Arcade": a number asked for a place is its phone number.
    /^(?!.*\bhow\s+many\b).*\b(?:phone|telephone|call|ring)\b(?!\s+(?:booths?|box(?:es)?|signal|charg\w*))|^what(?:'s|\s+is)\s+(?:the|their|your)\s+number\s+(?:for|of)\b/,
    "phone",
    ["phone", "telephone", "tel"],
  ],
  [/\b(?:what|which)\s+dates?\b/, "date", ["date", "dates", "when"]],
  // "Since when has it been shut on Saturdays?", "until when is the offer on?": a date, not the closing time.
  [/\b(?:since|until|till|from)\s+when\b/, "date", ["date", "since", "from", "until", "when"]],
  // "How far can it go", "the e-bike's range" — not a salary, price or age range, nor a mid-range brand.
  [
    /\bhow\s+far\b|(?<!\b(?:salary|price|pay|wage|age|size|date|time|product|mid|top|low|high|full|entry)[\s-])\brange\b/,
    "distance",
    ["range", "distance", "far"],
  ],
  [
    /\bhow\s+long\b|\bhow\s+much\s+(?:notice|time)\b/,
    "duration",
    ["long", "duration", "length", "notice", "take", "takes"],
  ],
  [/\bhow\s+many\b|\bnumber\s+of\b|\bcount\b/, "count", []],
  [
    /\b(?:which|what)(?:'s|\s+is)?\s+(?:the\s+)?(?:\w+\s+)?(?:version|release)\b/,
    "version",
    ["version", "release"],
  ],
  // Before a price: "the last day to move in for the half price deal" asks a date, as does "what's the last day
  // you're doing moves before Christmas?".
  [
    /\b(?:deadline|closing\s+date|apply\s+by|last\s+day\s+to\s+\w+)\b|^(?:what|which)(?:'?s|\s+is)?\s+(?:the\s+)?(?:first|last)\s+day\b/,
    "date",
    ["deadline", "closing date", "apply by", "closes"],
  ],
  [
    /\b(?:how\s+much|price|prices|cost|costs|costing|fee|fees|(?<!\bin\s)charges?|salary|pay|rate|tax)\b(?!\s+limit)|\bper\s+(?:litre|liter|gallon|kilo|kg)\b/,
    "price",
    ["price", "cost", "fee", "charge", "salary", "rate", "pay"],
  ],
  // "How late is the Kiln open?" asks when it closes; "how early does it open?" when it opens.
  [
    /\b(?:close|closes|closing|shut|shuts|until|till)\b|\bhow\s+late\b.*\b(?:open|serves?|serving)\b/,
    "time",
    ["close", "closing", "shut", "until", "till", "to"],
  ],
  [
    /\b(?:open|opens|opening)\s+(?:time|at)\b|\bwhat\s+time\b.*\bopen|\bwhen\s+(?:does|do|is|are)\b.*\bopens?\b|\bhow\s+early\b.*\bopens?\b/,
    "time",
    ["open", "opening", "from"],
  ],
  // "What time can I get into my lodge?", "when can we check in?": the arrival time a stay gives.
  [
    /\b(?:what\s+time|how\s+early)\b.*\b(?:(?:get|getting|go|move)\s+in(?:to)?|arriv(?:e|al))\b|\bcheck[\s-]?in\b/,
    "time",
    ["arrive", "arrival", "check-in", "from"],
  ],
  [
    /\b(?:hours|what\s+time|opening\s+times?)\b/,
    "time",
    ["hours", "open", "close", "time", "start", "begin", "finish", "end"],
  ],
  // "What's the postcode of Printworks?": a postcode, which an address holds. "Who … is based at …" asks for people.
  [
    /\b(?:post\s?codes?|zip(?:\s?codes?)?|postal\s+codes?)\b/,
    "postcode",
    ["postcode", "zip", "postal", "address"],
  ],
  // "Where are you based?", "based in Leeds" — not "water based paint".
  [
    /^(?!who\b).*\b(?:address|where|located|location|based\s+(?:in|at|near|out\s+of))\b/,
    "address",
    ["address", "location", "where", "based"],
  ],
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
  // Not "what do I need to bring when I move in?": a "when" joining a clause asks no date.
  [
    /^(?!.+\bwhen\s+(?:i|we|you|my|our|they|he|she|it)\b)(?:.*\bwhen\b|.*\bwhat\s+date\b|.*\bwhich\s+date\b|.*\b(?:released|shipped|launched|published)\b)/,
    "date",
    ["date", "released", "shipped", "launched", "published", "when"],
  ],
  // "How do I reach you?" — not "at Heron Reach".
  [
    /\b(?:contact|get\s+in\s+touch)\b|\breach\s+(?:you|them|us|him|her|someone|the\s+office)\b|\bhow\s+(?:do|can)\s+i\s+reach\b/,
    "contact",
    ["email", "phone", "contact"],
  ],
  // "What happened to the application for 41 Lark Rise?": its status.
  [/\bwhat\s+happened\b|\b(?:status|outcome|decision)\b/, "any", ["status", "outcome", "decision", "result"]],
  [/\b(?:temperature|how\s+(?:warm|hot|cold))\b/, "temperature", ["temperature"]],
  // "How old do you have to be to learn double bass?": an age ("Youngest age 11", "Ages 5+").
  [
    /\bhow\s+old\b|\b(?:minimum|youngest|lowest)\s+age\b|\bage\s+limit\b/,
    "number",
    ["age", "ages", "youngest", "old"],
  ],
  [
    /\b(?:limit|capacity|maximum|max|minimum)\b|(?<!\d\s)\bmin\b/,
    "number",
    ["limit", "capacity", "maximum", "minimum"],
  ],
];

/**
 * "Who are the barbers", "which of the crew are drivers": people asked for by what they are, as a list. Not the
 * founders, owners or managers: a person's role, which the "who" answer reads (ATTRIBUTES).
 */
export function peopleAsked(lower: string): string | undefined {
  const m =
    lower.match(/^who\s+are\s+(?:the|your|their)\s+([\p{L}-]+s)\b/u) ??
    lower.match(/^which\s+of\s+(?:the|your|their|our)\s+.+?\s+are\s+([\p{L}-]+s)\b/u);
  const noun = m ? lemmas(m[1]!)[0] : undefined;
  return noun && !/^(?:founder|owner|manager|director|head|chef)$/.test(noun) ? noun : undefined;
}

export type PartOfDay = "morning" | "afternoon" | "evening";

/** The part of the day a question names. */
export function partOfDayIn(lower: string): PartOfDay | undefined {
  if (/\b(?:evenings?|nights?|tonight)\b/.test(lower)) return "evening";
  if (/\b(?:afternoons?|matinees?)\b/.test(lower)) return "afternoon";
  if (/\bmornings?\b/.test(lower)) return "morning";
  return undefined;
}

/** Words that only carry the question, never its subject. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the of to in on at for per and or if is are was were be been do does did can could will would should may might " +
    "what which who whom whose when where why how me my i you your we our they their it its this that these those " +
    "there here tell know find out look up show give get please want need like would let about any some much many " +
    "have has had with from by through via as than then also just currently today tonight now exactly approximately roughly " +
    "site website page web us them one ones offer offered list all every each available current contain " +
    "include come over total altogether across combined right now people person fit hold thing things item " +
    "items stuff option options ok okay someone somebody anyone anybody something anything " +
    // "do you treat / see / take children?": the verb only carries the question; its object is the subject.
    "only really real very quite dad mum mom mother father wife husband partner friend son daughter " +
    "work works working treat treats see sees seen accept accepts take takes provide provides cater caters serve serves allow allows " +
    "bring brings put puts " +
    // "get rid of plasterboard": what is done with it, never said on the price list.
    "rid already still yet ever even go goes going he she him his her hers son into onto upon anywhere somewhere " +
    // "get my mot done", "have it done", "fill up with petrol": the doing, not what is done.
    "done fill"
  ).split(" "),
);

/**
 * "What do I need to bring", "what should we take", "what's included in the EV service": a verb carrying the
 * thing asked for, kept as a term.
 */
export const WHAT_TO_DO =
  /^what\s+(?:do|does|should|must|will|can)\s+(?:i|we|you|they)\s+(?:need\s+to\s+|have\s+to\s+)?(bring|take|wear|show|pack)\b|^what(?:'?s|\s+is|\s+are|\s+comes?)\s+(included|covered)\b/;

/** The amount a thing comes in, before the thing: "a roll of", "a box of", "a pair of". */
export const AMOUNT_OF =
  /^(?:roll|box|bag|pack|packet|tub|bottle|tin|jar|pair|set|sheet|carton|crate|sack|reel|tube|can)s?\s+of\s+/;

/** A price's period said as "weekly", "annually", "per week", "a month" (not "a week ago", "a day's notice"). */
export const PER_PERIOD =
  /\b(hourly|daily|nightly|weekly|monthly|yearly|annual|annually)\b|\bper\s+(hour|day|night|week|month|year)\b|\b(?:a|each|every)\s+(hour|day|night|week|month|year)\b(?!\s*(?:ago|before|after|early|in\s+advance|'s|’s))/;
const PERIOD_OF: Record<string, string> = {
  hourly: "hour",
  daily: "day",
  nightly: "night",
  weekly: "week",
  monthly: "month",
  yearly: "year",
  annual: "year",
  annually: "year",
};

/** "Hire an e-bike for the day", and of a price "weekly", "per month", "a night": the period it is for. */
export function periodOf(lower: string, price: boolean): string | undefined {
  const per = price ? lower.match(PER_PERIOD) : null;
  return (
    lower.match(/\bfor\s+(?:the|a|an|one)\s+(hour|day|night|week|weekend|month|year)\b/)?.[1] ??
    (per ? (PERIOD_OF[per[1]!] ?? per[2] ?? per[3]) : undefined)
  );
}

/** Days pages name by their date as often as by their name: "on 24 and 31 December we close at 15:00". */
export const HOLIDAYS: [RegExp, string][] = [
  [/\bchristmas\s+eve\b/, "christmas eve|24 december"],
  [/\bchristmas\s+day\b/, "christmas day|25 december"],
  [/\bboxing\s+day\b/, "boxing day|26 december"],
  [/\bnew\s+year'?s\s+eve\b/, "new year's eve|31 december"],
  [/\bnew\s+year'?s\s+day\b/, "new year's day|1 january"],
];

/**
 * A verb and its particle that pages write as one noun ("check-out", "drop-off", "sign-up"), and a season named by
 * its level ("low season", a price list's column).
 */
export const PHRASAL =
  /\b(check|sign|log|drop|pick|take|top|walk|pay)[\s-](in|out|up|off|away|back)\b|\b(low|high|mid|peak|off|shoulder)[\s-](season)\b/g;

/** A number with its unit: "75 min", "2 hours", "110 km". */
export const MEASURE =
  /\b(\d[\d.,]*)\s*(min|mins|minutes?|hours?|days?|weeks?|months?|km|miles?|cm|metres?)\b/g;

export const SUPERLATIVE: [RegExp, boolean, NonNullable<Question["extreme"]>["by"]][] = [
  [/\b(?:cheapest|least\s+expensive)\b/, false, "price"],
  [/\b(?:most\s+expensive|dearest|priciest)\b/, true, "price"],
  [/\b(?:earliest|soonest)\b/, false, "time"],
  [/\b(?:latest)\b/, true, "time"],
  // "The strongest beer": its strength (a measuredField of lists.ts reads the ABV column).
  [/\b(?:weakest|lowest|smallest|fewest|shortest|worst|least)\b/, false, "number"],
  // ("Which stylist is best for curly hair" asks which one is for it: nothing to compare.)
  [/\b(?:strongest|highest|largest|biggest|longest|best(?!\s+(?:for|at|with|to)\b)|most)\b/, true, "number"],
];

/** Verbs whose date a page gives under a heading or a label without saying the verb ("Version 4.0 — 12 March"). */
export const IMPLIED_EVENTS =
  /^(?:ship|release|launch|publish|open|close|start|begin|end|found|establish|be|have|hold|take|run|happen|come|go|get|make|do|give|put|use|need|occur|change|move)$/;

/** The noun "what's the …" asks about, and the event "when did … <verb>" asks the date of (the Question's `head` and `event`). */
export function headAndEvent(lower: string): { head?: string; event?: string } {
  const rest = lower
    .replace(/[?.!]+$/, "")
    .match(/^what(?:'s|\s+is|\s+are)\s+(?:the\s+|your\s+|its\s+|their\s+)?(.+)$/)?.[1];
  // "the postcode of the Printworks building" is about the postcode; "Skylark's charity number" about the number.
  const noun = rest
    ? nlp()(
        rest
          .split(/\s+of\s+/)[0]!
          .split(/['’]s\s+/)
          .at(-1)!,
      )
        .nouns()
        .first()
        .text("root")
        .split(/[\s-]+/)
        .at(-1)
    : undefined;
  const head = noun && /^\p{L}{3,}$/u.test(noun) && !FUNCTION_WORDS.has(noun) ? noun : undefined;
  let event: string | undefined;
  // "Until when can I object to …": the doing a date is the limit of, which the record must say as "when did …".
  if (
    /^(?:when|(?:since|until|till)\s+when\s+(?:can|could|may|should))\s+(?:did|does|do|will|was|were|has|have|i|we|you)\b/.test(
      lower,
    )
  ) {
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

/** "the next …", "upcoming": the first date to come; not "next Tuesday", "next week", which name a day. */
export const SOONEST =
  /\b(?:next|upcoming|soonest)\b(?!\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|weekend|month|year))/;

/**
 * Words that say nothing of what is asked: "park my car" is parking (a page says "Parking: 8 spaces", not "car");
 * "at the Kiln building" is at the Kiln (but "who designed the library building" asks about the building).
 */
export const FILLER =
  /(?<=\bpark\s+)(?:my|our|the|a|your)\s+(?:car|vehicle|van)\b|(?<=\b(?:at|in|inside|near)\s+(?:the\s+)?[\p{L}'-]+\s+)(?:building|premises)\b/gu;

/**
 * What the answer must be without: "nut-free", "without nuts", "no sesame", and "gluten free" for what a diet
 * leaves out ("is parking free?" asks a price, so a spaced "free" counts only after these), ", not massage", "if I'm
 * not a member" and "for non-members".
 * "Step-free", "smoke-free", "interest-free" name a quality the answer has, not a thing it is without.
 */
export const FREE_OF =
  /\b((?:gluten|nuts?|peanuts?|dairy|milk|egg|eggs|sugar|alcohol|meat|soy|sesame|wheat|lactose|caffeine|fish|shellfish|pork|celery|mustard|lupin|sulphites?|fat|salt))-free\b|\b(gluten|nuts?|dairy|milk|egg|eggs|sugar|alcohol|meat|soy|sesame|wheat|lactose|caffeine)\s+free\b|\bwithout\s+([\p{L}]+)|\bno\s+([\p{L}]+)|(?:^|[,;.?!]\s*|\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+)not\s+(?:an?\s+|one\s+of\s+(?:your|their|the|its)\s+)?([\p{L}]+)|\bnon-([\p{L}]+)/giu;

export const ROLE_NAMES: Record<string, string> = {
  cto: "chief technology officer",
  ceo: "chief executive officer",
  cfo: "chief financial officer",
  coo: "chief operating officer",
};
