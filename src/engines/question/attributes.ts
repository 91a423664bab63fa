import { lemmas, nlp } from "./nlp";
import { WILL_NOUN } from "./synonyms";

// The words question.ts reads a question by (what it asks for is in answer-kinds.ts): what only carries it, what
// the answer must be without, days, measures, superlatives and "the next" as people say them, and the noun or event
// a "what's the …" or "when did …" question is about.

/**
 * "Who are the barbers", "which of the crew are drivers": people asked for by what they are, as a list. Not the
 * founders, owners or managers: a person's role, which the "who" answer reads (answer-kinds.ts).
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
    "a an the of to in on at for per and or if whether is are was were be been do does did can could will would should " +
    "may might " +
    "what which who whom whose when where why how me my i you your we our they their it its this that these those " +
    "there here tell know find out look up show give get got please want need like would let about any some much many " +
    "have has had with from by through via as than then till until also just once around currently today tonight now exactly approximately roughly " +
    "actual actually really few without doing different separate distinct various same " +
    "site website page web us them one ones offer offered list all every each available current contain " +
    "include come over total altogether across combined right now people person fit hold thing things item " +
    "items stuff option options ok okay someone somebody anyone anybody something anything " +
    // "do you treat / see / take children?": the verb only carries the question; its object is the subject.
    "only really real very quite dad mum mom mother father wife husband partner friend son daughter " +
    "sister brother nan gran grandma grandad grandmother grandfather aunt uncle niece nephew cousin " +
    "boyfriend girlfriend mate neighbour " +
    "work works working treat treats see sees seen accept accepts take takes provide provides cater caters serve serves allow allows " +
    "bring brings put puts sell sells " +
    // "get rid of plasterboard": what is done with it, never said on the price list.
    "rid already still yet ever even too either go goes going he she him his her hers son into onto upon anywhere somewhere " +
    // "get my mot done", "have it done", "fill up with petrol": the doing, not what is done.
    "done fill"
  ).split(" "),
);

/**
 * "What do I need to bring", "what should we take", "what's included in the EV service": a verb carrying the
 * thing asked for, kept as a term. "What do you get with the off-peak membership" asks what is included.
 */
export const WHAT_TO_DO =
  /^what\s+(?:do|does|should|must|will|can)\s+(?:i|we|you|they)\s+(?:need\s+to\s+|have\s+to\s+)?(bring|take|wear|show|pack)\b|^what(?:'?s|\s+is|\s+are|\s+comes?|\s+isn['’]?t|\s+aren['’]?t)\s+(?:not\s+)?(included|covered)\b|^what\s+(?:do|does|will|would)\s+(?:i|we|you|members?)\s+(get)\s+(?:with|in|for|on)\b/;

/** The amount a thing comes in, before the thing: "a roll of", "a box of", "a pair of". */
export const AMOUNT_OF =
  /^(?:roll|box|bag|pack|packet|tub|bottle|tin|jar|pair|set|sheet|carton|crate|sack|reel|tube|can)s?\s+of\s+/;

/**
 * Things pages name either way, each a term of two forms: days by their date as often as by their name ("on 24 and 31
 * December we close at 15:00"), beers as the alcohol a rule names ("can we bring a few beers": *no alcohol*), and a
 * hem as the shortening it is.
 */
export const EITHER_WAY: [RegExp, string][] = [
  [/\bchristmas\s+eve\b/, "christmas eve|24 december"],
  [/\bchristmas\s+day\b/, "christmas day|25 december"],
  [/\bboxing\s+day\b/, "boxing day|26 december"],
  [/\bnew\s+year'?s\s+eve\b/, "new year's eve|31 december"],
  [/\bnew\s+year'?s\s+day\b/, "new year's day|1 january"],
  // (A lager or a cider is also the one a price list names: "A pint of lager: £6.80".)
  [/\b(?:a\s+few\s+|some\s+|our\s+own\s+|my\s+own\s+)?lagers?\b/, "lager|beer|alcohol"],
  [/\b(?:a\s+few\s+|some\s+|our\s+own\s+|my\s+own\s+)?ciders?\b/, "cider|beer|alcohol"],
  [/\b(?:a\s+few\s+|some\s+|our\s+own\s+|my\s+own\s+)?(?:beers?|booze)\b/, "beer|alcohol"],
  // (A hem is taken up: an alterations list's "Shorten" column, or its "Hem".)
  [/\bhem(?:med|ming|s)?\b/, "hem|shorten"],
];

/** "A friend of the Lantern", "as a Friend", "for Friends": a member of a Friends scheme. */
const FRIEND_OF = /\b(?:a|as)\s+friend\s+of\b|\bfriends\s+of\s+the\b|\bi'?m\s+a\s+friend\b|\bfor\s+friends\b/;

/** "Can I bring my 2 mates", "can a friend come with me": friends coming along, which a page's rules say. */
const COMPANION =
  /\bbring\s+(?:(?:my|our|a|an|some|\d+|two|three|four|five|six)\s+){1,2}(?:friends?|mates?|pals?)\b|\b(?:friends?|mates?|pals?)\s+(?:come|with\s+me)\b/;

/** "Any offers on?", "what special offers are there": the offers are the subject ("do you offer X" only asks). */
const OFFERS_ASKED = /\b(?:any|what|which|the|current|special|latest|your|their)\s+(?:special\s+)?offers\b/;

/** A function word that is the question's subject here: "for a friend of the Lantern", "any offers on?". */
export const subjectThoughFunction = (w: string, lower: string) =>
  ((w === "friend" || w === "mate" || w === "pal") && (FRIEND_OF.test(lower) || COMPANION.test(lower))) ||
  (w === "offer" && OFFERS_ASKED.test(lower)) ||
  (w === "show" && SHOW_NAMED.test(lower)) ||
  (w === "will" && WILL_NOUN.test(lower));

/** "The Christmas show", "the summer show", "a show": a noun, not "show me". */
const SHOW_NAMED =
  /\b(?:the|a|this|next|which|what|[a-z]+'s)\s+(?:[a-z]+\s+){0,2}?shows?\b(?!\s+(?:me|us|you|them|him|her|how|what|where)\b)/;

/**
 * A verb and its particle that pages write as one noun ("check-out", "drop-off", "sign-up"), a season named by its
 * level ("low season", a price list's column), a floor named by its place ("a first floor flat"), not the first
 * of several things, and a service's speed ("same day alterations": "same" alone tells nothing).
 */
export const PHRASAL =
  /\b(check|sign|log|drop|pick|take|top|walk|pay|call|let)[\s-](in|out|up|off|away|back)s?\b|\b(low|high|mid|peak|off|shoulder|ground|first|second|third|fourth|top)[\s-](season|floor)\b|\b(same)[\s-](day)\b/g;

/** A number with its unit: "75 min", "2 hours", "110 km". */
export const MEASURE =
  /\b(\d[\d.,]*)\s*(min|mins|minutes?|hours?|days?|nights?|weeks?|months?|km|miles?|cm|metres?)\b/g;

/**
 * Verbs whose date a page gives under a heading or a label without saying the verb ("Version 4.0 — 12 March";
 * "Balance: Due 14 days before the event" is when it is paid).
 */
export const IMPLIED_EVENTS =
  /^(?:ship|release|launch|publish|open|close|start|begin|end|found|establish|be|have|hold|take|run|happen|come|go|get|make|do|give|put|use|need|occur|change|move|play|pay)$/;

/** The noun "what's the …" asks about, and the event "when did … <verb>" asks the date of (the Question's `head` and `event`). */
export function headAndEvent(lower: string): { head?: string; event?: string } {
  const rest = lower
    .replace(/[?.!]+$/, "")
    .match(/^what(?:'s|\s+is|\s+are)\s+(?:the\s+|your\s+|its\s+|their\s+)?(.+)$/)?.[1];
  // "the postcode of the Printworks building" is about the postcode, "the wifi password in the lounge" about the
  // password; "Skylark's charity number" about the number.
  const noun = rest
    ? nlp()(
        rest
          .split(/\s+(?:of|in|at|for)\s+/)[0]!
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
    // ("When do I have to pay": the paying, not the "to" of "have to".)
    const doc = nlp()(lower.replace(/\b(?:have|has|need|needs|got)\s+to\s+(?=\p{L})/gu, ""));
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
  /\b(?:next|upcoming|soonest)\b(?!\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|weekend|month|year))|\b(?:is|are|'s)\s+the\s+first\s+(?!(?:time|day)\b)/;

/**
 * "The next class after Christmas": the day from which the first date to come is read (a `soonest`), and the
 * question without those words, which no class's record says; the question as it is when it asks no such thing.
 */
export function afterHoliday(lower: string, now: Date): { from?: number; text: string } {
  const said = SOONEST.test(lower) ? lower.match(/\bafter\s+(?:the\s+)?(christmas|xmas|new\s+year)\b/) : null;
  if (!said) return { text: lower };
  const year = now.getUTCFullYear();
  const day = said[1]!.startsWith("new") ? Date.UTC(year + 1, 0, 1) : Date.UTC(year, 11, 26);
  return { from: day >= now.getTime() ? day : Date.UTC(year + 1, 11, 26), text: lower.replace(said[0], " ") };
}

/**
 * Words that say nothing of what is asked: "park my car" is parking (a page says "Parking: 8 spaces", not "car");
 * "at the Kiln building" is at the Kiln (but "who designed the library building" asks about the building); "hearing
 * tests as well as eyes" asks about the hearing tests; "so i can buy glasses online", "for my sons party" say why;
 * "the westgate lot" are Westgate's.
 * "Can I book balayage with a junior stylist": the asker's booking, which a price list need not say; "if my boiler
 * packs up at 2am": when, not what; ", we have 8 company cars": who is asking. "The wreath making" is the wreath
 * workshop, which its page calls "Christmas door wreath" (a "skirt making course" keeps it, as a course's name
 * may); "for our two" says who goes, "bring my 3 mates" how many come and "put 2 car tyres in" how many go in
 * (yes-no-kinds.ts compares them). "Which
 * animals are classified as vulnerable" asks which are vulnerable; "if i book online", the online price; "pass
 * holders" are the pass's.
 */
export const FILLER =
  /(?<=\b(?:pass|card|ticket|membership|permit)\s+)holders?\b|(?<=\b(?:are|is|were|was)\s+)(?:clas+if(?:ied|y)|classed|listed|rated|graded|categori[sz]ed|considered|counted)(?=\s+as\b)|(?<=\b(?:if|when)\s+(?:i|we|you)\s+)(?:book|buy|pay|order)(?=\s+(?:online|on\s+the\s+(?:day|door|gate)|at\s+the\s+(?:gate|door|desk)|in\s+advance|ahead)\b)|,\s*(?:we|i)\s+(?:have|'ve\s+got|have\s+got|run|own)\s+\d+\s[^,;?]*$|(?<=\bif\s+(?:my|our|the)\s+[\p{L}'-]+\s+)(?:packs?\s+up|breaks?(?:\s+down)?|stops?\s+working|fails?|goes\s+wrong|dies|conks?\s+out|plays?\s+up)\b|(?<=^\s*(?:can|could|may)\s+(?:i|we|you)\s+)(?:book|reserve)(?=\s+(?!online\b|ahead\b|in\s+advance\b)[\p{L}])|(?<=\b(?:deposit|fee|price|cost|charge)\s+to\s+)(?:book|reserve|secure|hold)\b|\bat\s+the\s+moment\b|(?<=\b(?:is|are)\s+)based(?=\s+(?:in|at|near|out\s+of)\b)|(?<=\bthe\s+[\p{L}'-]+\s+)lot\b|\bthese\s+days\b|\bas\s+well(?:\s+as\s+[^,;?]*)?|\bso\s+(?:that\s+)?(?:i|we|he|she|they|you)\s+(?:can|could|will|would|might)\b[^,;?]*|\bfor\s+(?:my|our|his|her|their)\s+(?:[\p{L}'’]+\s+)?(?:party|birthday|\d+(?:st|nd|rd|th)?)\s*$|(?<=\bpark\s+)(?:my|our|the|a|your)\s+(?:car|vehicle|van)\b|(?<=\b(?:at|in|inside|near)\s+(?:the\s+)?[\p{L}'-]+\s+)(?:building|premises)\b|(?<=\b(?!(?:are|was|were|been|who|you|they|she|and)\b)[\p{L}]{3,}\s+)making\b(?!\s+(?:class|course|workshop|session|lesson)s?\b)|\bfor\s+(?:both\s+(?:of\s+)?)?(?:our|my)\s+(?:two|three|four|twins)\s*(?:kids|children|boys|girls)?\s*$|(?<=\bbring\s+(?:my\s+|our\s+)?)(?:\d{1,2}|two|three|four|five|six)(?=\s+(?:friends?|mates?|pals?)\b)|(?<=\b(?:put|bring|take|leave|add)\s+(?:my\s+|our\s+)?)(?:\d{1,2}|two|three|four|five|six)(?=\s+(?:[\p{L}]+\s+)?(?!(?:minutes|hours|days|weeks|months|years|nights)\b)[\p{L}]+s\b)/gu;

/**
 * What the answer must be without: "nut-free", "without nuts", "no sesame", and "gluten free" for what a diet
 * leaves out ("is parking free?" asks a price, so a spaced "free" counts only after these), ", not massage", "if I'm
 * not a member" and "for non-members".
 * "Step-free", "smoke-free", "interest-free" name a quality the answer has, not a thing it is without.
 */
export const FREE_OF =
  /(?<!\b(?:can'?t|cannot|not|don'?t|won'?t)\s+(?:\p{L}+\s+)?)\b((?:gluten|nuts?|peanuts?|dairy|milk|egg|eggs|sugar|alcohol|meat|soy|sesame|wheat|lactose|caffeine|fish|shellfish|pork|celery|mustard|lupin|sulphites?|fat|salt))-free\b|(?<!\b(?:can'?t|cannot|not|don'?t|won'?t)\s+(?:\p{L}+\s+)?)\b(gluten|nuts?|dairy|milk|egg|eggs|sugar|alcohol|meat|soy|sesame|wheat|lactose|caffeine)\s+free\b|\bwithout\s+(?!(?:doing|having|taking|completing|finishing|passing|attending|going|us|me|him|her|them|you|it)\b)(?:an?\s+|any\s+|the\s+)?([\p{L}]+)|\bno\s+([\p{L}]+)|(?:^|[,;.?!]\s*|\b(?:i'?m|i\s+am|we'?re|we\s+are|you'?re|you\s+are)\s+)not\s+(?:an?\s+|one\s+of\s+(?:your|their|the|its)\s+)?(?!(?:in|on|at)\b)([\p{L}]+)|\bnon[-\s]([\p{L}]+)|\b(?:aren'?t|are\s+not)\s+(?:an?\s+)?(?!(?:open|closed|sure|able|allowed|available|going|in|on|at|too|\p{L}+ed|taught|done|run|held|sold|made|given|shown|kept|sent|brought|bought|told|built)\b)([\p{L}]+)|\b(?:don'?t|do\s+not|doesn'?t|won'?t)\s+(?:get|have|want|need|qualify\s+for)\s+(?:an?\s+|the\s+|any\s+)?([\p{L}]+)|\bnot\s+(?:on|in)\s+(?:the|a|an|your|their)\s+([\p{L}]+)|\band\s+not\s+(?:at\s+|in\s+)?the\s+([\p{L}]+)(?:\s+(?!(?:on|in|at|for|please)\b)[\p{L}]+)?/giu;

export const ROLE_NAMES: Record<string, string> = {
  cto: "chief technology officer",
  ceo: "chief executive officer",
  cfo: "chief financial officer",
  coo: "chief operating officer",
};

/** "How many meeting rooms …" counts rooms: the last noun of the phrase after "how many", as compromise reads it. */
export function countedIn(lower: string): string | undefined {
  // "How many staff work at …": the verb after the noun is not part of what is counted; "how many blue badge
  // spaces": the spaces, the third word. ("How many of pennant lettings' homes": the homes.)
  const countedPhrase = lower.match(
    /\bhow\s+many\s+(?:of\s+(?:the|your|our|their|its|(?:[\p{L}&-]+\s+){0,3}?[\p{L}-]+['’]s?)\s+)?(?:different\s+|separate\s+|distinct\s+)?([\p{L}'’-]+(?:\s+(?!(?:work|works|teach|teaches|live|volunteer|are|is|do|does|can|will|have|has|there|at|in|on|for)\b)[\p{L}'’-]+){0,2})/u,
  )?.[1];
  if (!countedPhrase) return undefined;
  const countedNoun = nlp()(countedPhrase)
    .nouns()
    .first()
    .text()
    .split(/\s+/)
    .at(-1)
    ?.replace(/[^\p{L}-]/gu, "");
  // "how many tent pitches": a plural second word is what is counted, though compromise may read it as a verb.
  const second = countedPhrase.split(/\s+/)[1];
  const pluralSecond =
    second?.endsWith("s") && !FUNCTION_WORDS.has(second) && lemmas(second)[0] !== second ? second : undefined;
  return pluralSecond ?? (countedNoun || countedPhrase.split(/\s+/)[0]);
}

/**
 * The lemmas naming the thing priced, each of which a page must say: "how much (extra) is the sauna at …", "how much
 * is a keratin smoothing treatment" up to a preposition (its place, its period); "crown price for plan members" the
 * words before "price"; "what do they charge if you miss an appointment" the doing the charge is for. "A roll of
 * bubble wrap": the thing is the bubble wrap; a price list may not say how it comes.
 */
export function pricedIn(lower: string, price: boolean): string[] {
  const phrase =
    // "how much do sellers pay for insurance": what is paid for, not who pays.
    lower.match(
      /^how\s+much\s+(?:do|does|would|will)\s+(?:[\p{L}'-]+\s+){1,2}?pay\s+for\s+(?:(?:the|a|an|their|my|our)\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+){0,3}?)(?=\s+(?:at|in|on|per|with|to|from)\b|[?.!]*$)/u,
    )?.[1] ??
    lower.match(
      /^how\s+much(?:\s+extra)?\s+(?:is|are|does|do|would)\s+(?:(?:the|a|an)\s+)?(?!it\b)([\p{L}'-]+(?:\s+[\p{L}'-]+){0,5}?)(?=\s+(?:at|in|on|for|to|from|per|with|cost|costs|be)\b|[?.!]*$)/u,
    )?.[1] ??
    // "how much is it to book a squash court": the thing booked; "what does it cost to add a toner": the thing added.
    lower.match(
      /^(?:how\s+much\s+(?:is\s+it|does\s+it\s+cost|would\s+it\s+be)|what\s+(?:does|would)\s+it\s+cost)\s+to\s+(?:book|hire|rent|use|add|get)\s+(?:(?:the|a|an)\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+){0,3}?)(?=\s+(?:at|in|on|for|from|per|with|to)\b|[?.!]*$)/u,
    )?.[1] ??
    // "find the price of a sim only mobile plan", "what's the cost of a replacement key": the thing priced.
    lower.match(
      /^(?:(?:find|get|check|look\s+up|tell\s+me|what(?:'s|\s+is))\s+(?:out\s+)?)?the\s+(?:price|cost)\s+of\s+(?:(?:the|a|an)\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+){0,5}?)(?=\s+(?:at|in|on|for|from|per|with|to)\b|[?.!]*$)/u,
    )?.[1] ??
    lower.match(
      /^(?:(?:the|a|an|your|their)\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+){0,3}?)\s+(?:price|prices|cost|fee|fees)\b/u,
    )?.[1];
  // (The acts a charge is for, not a condition: "if you live more than 3 miles out" prices a delivery.)
  const ifDoing = price
    ? lower.match(
        /\bif\s+(?:you|i|we|they)\s+(miss|cancel|lose|damage|break|rearrange|reschedule|change|return|overstay|extend)\b/u,
      )?.[1]
    : undefined;
  return [...(phrase ? lemmas(phrase.replace(AMOUNT_OF, "")) : []), ...(ifDoing ? lemmas(ifDoing) : [])];
}

/** "How much extra to make it gluten free": the gluten-free option is what is priced ("Gluten-free: add £8"). */
export const dietsPriced = (lower: string) =>
  [...lower.matchAll(FREE_OF)].flatMap((m) => ((m[1] ?? m[2]) ? [`${m[1] ?? m[2]} free`] : []));

/**
 * "What bread does the bakery have on a Friday?", "what brewing kit does cobb & kettle sell": what a place has of a
 * thing, however the thing is counted. (Of two words, what it sells: "what coaching qualification does meg have"
 * asks one fact.)
 */
export const WHAT_THEY_HAVE =
  /^what\s+(?:[\p{L}-]+\s+(?:do|does)\s+(?:[\p{L}'’&-]+\s+){1,4}(?:have|got|sell|bake|make|serve|offer|stock)|[\p{L}-]+\s+[\p{L}-]+\s+(?:do|does)\s+(?:[\p{L}'’&-]+\s+){1,4}(?:sell|bake|make|serve|offer|stock|run))\b(?!\s+to\b)/u;

/**
 * A name of two words joined by "&" written as one ("wealdmoor & cressby engines" as "wealdmoor-cressby engines"),
 * so the thing asked of is read after it.
 */
export const namesJoined = (text: string) => text.replace(/\b([\p{L}'’-]+)\s+&\s+(?=[\p{L}'’-]+\s)/gu, "$1-");

/** Verbs a "which" question says of its thing: "which branch closes latest", "which site does …". */
const THING_VERBS =
  /^(?:opens|closes|shuts|starts|finishes|runs|does|has|is|was|costs|takes|sells|offers|serves|gets|goes|comes|stays|charges|includes|allows|accepts|works|covers|needs|makes|lets|gives|has)$/;

/**
 * What a "which …" or "what …" question asks of, from `thing` (the words after its question word, up to a place):
 * compromise's first noun phrase, or a plural "which" asks of that compromise reads as a verb ("which coaches work
 * on sundays", "which Penhallow engineers work on Saturdays"), then `many`.
 */
export function thingAsked(thing: string | undefined, lower: string): { phrase: string; many: boolean } {
  const nouns = thing ? nlp()(thing).nouns().first().text("root").toLowerCase() : "";
  const words = thing?.split(/\s+/) ?? [];
  // "which Penhallow engineers work on Saturdays": a name may come before the plural asked of (not "which branch
  // closes latest", a verb).
  const named =
    words.length > 2 && !/s$/.test(words[0]!) && /s$/.test(words[1]!) && !THING_VERBS.test(words[1]!);
  // ("Which kids parties does …": a plural before the plural a verb follows says whose they are; the parties are
  // asked of, not "which lodges sleeps 6".)
  const plural = (w: string | undefined) =>
    w !== undefined && /s$/.test(w) && !FUNCTION_WORDS.has(w) && !THING_VERBS.test(w) && lemmas(w)[0] !== w;
  const owner =
    !named && plural(words[0]) && plural(words[1]) && /^(?:do|does|are|can|will|have)$/.test(words[2] ?? "");
  const [lead, ...beside] = words.slice(named || owner ? 1 : 0);
  const many =
    owner ||
    (lead !== undefined &&
      /^which\s/.test(lower) &&
      beside.length > 0 &&
      /s$/.test(lead) &&
      !FUNCTION_WORDS.has(lead) &&
      lemmas(lead)[0] !== lead &&
      !nouns.split(/\s+/).includes(lead));
  return { phrase: many ? lead : nouns, many };
}
