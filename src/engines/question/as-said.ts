import { DAYS } from "./days-asked";
import { CAN_NOUN } from "./match";
import { MONTHS, monthOf } from "./months";
import { REDONE } from "./synonyms";
import { countValue } from "./values";

// A question rewritten in the words pages use before question.ts reads it.

/** One person someone goes along with: "my mate", "my wife". */
const COMPANION = "(?:friend|mate|wife|husband|partner|brother|sister|mum|dad|boyfriend|girlfriend)";

/** A child named by the asker: "my son", "our daughter", "a 15 year old", "the kids". */
const CHILD_NAMED =
  /\b(?:son|daughter|kids?|child(?:ren)?|boy|girl|teens?|teenager|\d{1,2}[-\s]?(?:years?|yrs?)[-\s]?old)\b/i;
/** Coming with nobody grown up: "on his own", "by herself", "without us", "without his parents". */
const CHILD_ALONE =
  /(?:\s+|\b)(?:on\s+(?:his|her|their|my|your)\s+own|by\s+(?:him|her|them|my|your)sel(?:f|ves)|alone|unaccompanied|without\s+(?:us|me|(?:his|her|their|my|your)\s+(?:parents?|mum|dad|mother|father)))\b/gi;

/** Words as people type them, as written: "wat", "hw", "nite", "tonite", "tmrw", "u", "ur". */
export function asTyped(text: string): string {
  return text
    .replace(/\bwat\b/gi, "what")
    .replace(/\bwen\b/gi, "when")
    .replace(/\bhw\b/gi, "how")
    .replace(/\b(?:compnay|comapny|compamy|compny)\b/gi, "company")
    .replace(/\b(to)?nite\b/gi, "$1night")
    .replace(/\b(?:tmrw|tmr|tomoz)\b/gi, "tomorrow")
    .replace(/\b(can|could|would|will|do|did|are)\s+u\b/gi, "$1 you")
    .replace(/\bur\b/gi, "your");
}

/**
 * A question as the page model reads it: "an hour-long massage" is what price lists call "60 min", "half an hour"
 * "30 min" ("hire it for an hour" and "how much an hour" are a price's period, "Per hour", not a length of
 * service); "whats" is "what's";
 * a can is a tin and a sat nav one word (as match.ts compares them); "open again" is reopening; "step free" the
 * quality "step-free" (yes-no.ts), never a price's "free".
 */
export function asSaid(asked: string): string {
  return (
    asTyped(asked.replace(/\s+/g, " ").trim())
      // "which night is the pellworth branch open late": the day it closes latest.
      .replace(
        /\b(?:which|what)\s+(night|day|evening)s?\s+(?:is|are|does|do)\s+(.+?)\s+(?:open|stay\s+open)\s+late\b/gi,
        "which $1 does $2 close latest",
      )
      // "on the rent collection service do you look after the deposit": the yes or no asked, of that service; "on
      // the 4 towards fenwick cross whats the next stop …": the question asked, of that bus.
      .replace(
        /^((?:on|with|for|at|in)\s+(?!(?:how|what|which|when|where|who)\b)(?:(?!\b(?:how|what|which|when|where|who)\b)[\p{L}\p{N}'’-]+\s+){1,5}?)(?:,\s*)?((?:do|does|can|could|will|would|is|are)\s+(?:you|i|we|it|they|there)\b.*|(?:what(?:['’]?s)?|which|when|where|who)\s.*)$/iu,
        (_, where: string, asked: string) => `${asked.replace(/[?.!]+$/, "")} ${where.trim()}`,
      )
      // "can your electrician fit my hob": the firm is asked what it does ("We don't do any gas work").
      .replace(
        /\b(can|could|will|would|do|does)\s+(?:your|ur)\s+(?:electricians?|plumbers?|engineers?|fitters?|technicians?|mechanics?|installers?|handym[ae]n|builders?|decorators?|gardeners?|cleaners?|team|staff|people|guys|lads)\b/gi,
        (_, verb: string) => `${verb.toLowerCase() === "does" ? "do" : verb} you`,
      )
      // "fit my new gas hob": the asker's own thing, new to them, not a new kind of it the page would list.
      .replace(/\b(my|our)\s+(?:brand\s+)?new\s+(?=\p{L})/giu, "$1 ")
      // "somewhere 25 miles away": a distance, as a zone's "More than 20 miles" says it.
      .replace(/\b(\d+(?:\.\d+)?)\s*(miles?|km|kilometres?)\s+away\b/gi, "$1 $2")
      // "my 8 year old niece": a child of that age, as a page's "Children" says.
      .replace(
        /\b(\d{1,2})[-\s]?(?:years?|yrs?)[-\s]?old\s+(?:niece|nephew|grandson|granddaughter|grandchild|son|daughter|boy|girl|lad|lass)\b/gi,
        "$1 year old child",
      )
      // "can i pop into corrie and webb in halesford at 6pm today", "can i get to the shop at 6pm tonight": whether
      // it is open then, as hours say it.
      .replace(
        /^(?:can|could)\s+(?:i|we)\s+(?:(?:pop|drop|nip|call|come|swing|stop|go)\s+(?:in(?:to)?|in\s+to|round|by|down|over|along)(?:\s+to)?|visit|come\s+to|get\s+to)\s+(.+?)\s+(?=at\s+\d|(?:today|tonight|tomorrow|(?:on|this|next)\s+(?:a\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/i,
        "is $1 open ",
      )
      // "do we get the deposit back if we cancel": whether it is refundable, as pages say it.
      .replace(
        /\bget\s+((?:my|our|the|your|their|a|any)\s+(?:[\p{L}-]+\s+){0,2}?(?:deposit|money|fees?|payment|balance))\s+back\b(?:\s+(?:if|when)\s+(?:we|i|you|they)\s+(?:need\s+to\s+|have\s+to\s+)?cancel\b)?/giu,
        "get a refund of $1",
      )
      // "can i take a costume back to the shop": returning it, as a page's "returns only" says.
      .replace(
        /\b(?:take|bring)\s+((?:my|our|the|a|an|your|it|them)\b(?:\s+[\p{L}-]+){0,2}?)\s+back\b/giu,
        "return $1",
      )
      // "Written by another firm", "bought somewhere else": elsewhere, as a page says it ("A will written elsewhere").
      .replace(
        /\b(?:by|with|at|from)\s+(?:another|a\s+different|some\s+other)\s+(?:firm|solicitors?|company|business|shop|garage|practice|supplier)\b|\bsomewhere\s+else\b/gi,
        "elsewhere",
      )
      // "14 and a half stone": 14.5, as a measure is written.
      .replace(
        /\b(\d+)\s+and\s+a\s+half\s+(?=stone|st\b|kg|kilos?|lbs?|hours?|miles?|metres?|days?)/gi,
        "$1.5 ",
      )
      // "Just the one rod", "only the one night": 1, as a price list's column says it ("1 rod"); not "just the one of
      // us", and not "just one wheel", which a page may write so ("£15 one wheel").
      .replace(/\b(?:just|only)\s+the\s+one\s+(?!of\b|or\b|and\b)(?=\p{L})/giu, "1 ")
      // "Me and my mate", "my wife and I": two people, as a price list's "Two of you" column says.
      .replace(
        new RegExp(`\\bme\\s+and\\s+my\\s+${COMPANION}\\b|\\bmy\\s+${COMPANION}\\s+and\\s+(?:i|me)\\b`, "gi"),
        "the two of us",
      )
      // "Give my standby voucher to my brother", "give to someone else": passing it on, as a voucher's terms say.
      .replace(
        /\b(?:give|transfer|hand)\s+((?:it|them|(?:my|our|the|a)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+)?to\s+(?:my\s+[\p{L}-]+|someone(?:\s+else)?|somebody(?:\s+else)?|a\s+friend|anyone(?:\s+else)?)\b/giu,
        (_, thing: string | undefined) => `pass ${thing ?? ""}on`,
      )
      // "If I get locked out at 2am": what a locksmith calls a call-out.
      .replace(/\b(?:i'?m|i\s+am|get|got|getting|been|was|were|we'?re)\s+locked\s+out\b/gi, "need a call out")
      // "if they can't get my files back in the end": recovering them.
      .replace(/\bget\s+((?:my|our|the|your|their)\s+(?:[\p{L}-]+\s+){0,2}?)back\b/giu, "recover $1")
      .replace(/\s+in\s+the\s+end\b/gi, "")
      // "do i need to buy the uniform": whether it is needed, however it is had.
      .replace(/\b(need|needs|have|has)\s+to\s+(?:buy|purchase)\s+/gi, "$1 ")
      // "fit a stove i've bought myself": the customer's own stove, as pages say it.
      .replace(
        /\b(?:a|an|the)\s+([\p{L}-]+)\s+(?:that\s+|which\s+)?(?:i|we)(?:'ve|\s+have)?\s+(?:already\s+)?(?:bought|got|purchased)(?:\s+(?:myself|ourselves|already|elsewhere))?\b/giu,
        "my own $1",
      )
      // "… the uniform before her free trial": the trial it is asked of ("how long before coming" keeps its lead).
      // ("A week before my course starts" is the notice given, which keeps it.)
      .replace(
        /(?<!\b(?:days?|weeks?|fortnight|hours?|hrs?)['’]?\s+)\bbefore\s+(?=(?:my|her|his|our|their|your)\s)/gi,
        "",
      )
      // "thurs 3rd dec", "from feb": the days and months as pages write them.
      .replace(
        /\b(tues|weds|thurs?)\b/gi,
        (d) => DAYS.find((day) => day.startsWith(d.toLowerCase().slice(0, 3)))!,
      )
      .replace(
        /\b(\d{1,2}(?:st|nd|rd|th)?\s+|(?:from|in|by|until|till|before|after|since)\s+)(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/gi,
        (_, before: string, m: string) => `${before}${MONTHS[monthOf(m) - 1]}`,
      )
      // "My son is 17, can he go on his own, without us": without an adult, as a venue's age rules say it.
      .replace(CHILD_ALONE, (m) => (CHILD_NAMED.test(asked) ? " without an adult" : m))
      .replace(/(\s+without\s+an\s+adult)(?:,?\s+without\s+an\s+adult)+/gi, "$1")
      // "2 weeks in the multi-storey", "a fortnight": 14 days, as a price list's column says it (match.ts reads a
      // page's "2 weeks" so too).
      .replace(/\b(?:(?:2|two)\s+weeks|a\s+fortnight)\b(?!['’])/gi, "14 days")
      // "a 9.30 cremation", "at 10.15": a time of day, as a page writes it ("09:30"), not a sum or a size.
      .replace(
        /(?<=\b(?:a|at|the|for|by|from|until|till|before|after|around|about)\s+)([01]?\d|2[0-3])\.([0-5]\d)\b(?!\s*(?:am|pm|%|kg|cm|mm|m\b|l\b|litres?|miles?|km|ft|inch))/gi,
        (_, h: string, m: string) => `${h.padStart(2, "0")}:${m}`,
      )
      // "the plan over 2 years": paid over 24 months, as a plan's "over 24 months" column says it (not "over 2 years old").
      .replace(
        /\b((?:paid|pay|spread|spreading)?\s*over)\s+(\d|one|two|three|four|five)\s+years?\b(?!\s+old\b)/gi,
        (_, over: string, n: string) => `${over} ${12 * countValue(n)!} months`,
      )
      // "if we cut it ourselves": cutting our own, as a price list's "Cut your own" column has it.
      .replace(
        /\b(\w+)\s+(?:it|them|one)\s+(?:ourselves|myself|ourself|yourselves|yourself)\b/gi,
        "$1 our own",
      )
      // "a couple of car tyres": two of them, as a page's "up to 4" takes in.
      .replace(/\ba\s+couple\s+of\b/gi, "2")
      // "print straight from my canva link": how directly is no part of what is done.
      .replace(/\b(?:straight|directly)\s+(?=(?:from|to|into|onto|off|out\s+of)\b)/gi, "")
      // "Get a key cut", "cut 2 keys": copying them, as match.ts reads a locksmith's "Key cutting" (not a hairdresser's
      // "Cutting and styling", which "a cut and blow-dry" names).
      .replace(/\b(keys?(?:\s+[\p{L}-]+){0,2}?)\s+cut\b/giu, "$1 copied")
      .replace(/\bcut\b(?=(?:\s+[\p{L}\d-]+){0,3}\s+keys?\b)/giu, "copy")
      // "one sided", "printed on both sides": a price list's "single-sided" and "double-sided".
      .replace(/\b(?:one|1)[\s-]sided\b/gi, "single-sided")
      .replace(/\b(?:two|2)[\s-]sided\b|\bon\s+both\s+sides\b/gi, "double-sided")
      // "re-heel a pair of shoes", "resole my boots", "restring a racket": what a repairs list prices as "Heels".
      .replace(new RegExp(`\\bre-?((?:${REDONE})\\p{L}*)`, "giu"), "$1")
      // "How much for a new anti snap lock fitted": the lock, as a price list names it (not a new member's or year's).
      .replace(
        /\b(for|get|need|fit|buy|want|have)\s+(a|an|some)\s+new\s+(?!years?|members?|customers?|patients?|clients?|joiners?)/gi,
        "$1 $2 ",
      )
      // "Me and my partner … for both of us": a couple, as a price list's "Couples" row has them.
      .replace(
        /\b(?:me\s+and\s+my|my)\s+(?:partner|wife|husband|girlfriend|boyfriend)(?:\s+and\s+(?:i|me))?\b(?=.*\bboth\s+of\s+us\b)/i,
        "$& (a couple)",
      )
      // "My guide dog": an assistance dog, as a page's access line names it (match.ts adds the word to a page's).
      .replace(/\b(?:guide|hearing|service)\s+(dogs?)\b/gi, "assistance $1")
      // "my husband's brogues" are a man's, as a price list's "Men's" column has them.
      .replace(/\b(?:my|our|her|his)\s+(?:husband|boyfriend|dad|father|brother)['’]s\b/gi, "$& men's")
      .replace(/\b(?:my|our|her|his)\s+(?:wife|girlfriend|mum|mom|mother|sister)['’]s\b/gi, "$& women's")
      // "who takes the pilates classes": who teaches them, as a timetable's "Instructor" says.
      .replace(
        /^who\s+takes\b(?=.*\b(?:class|classes|lessons?|sessions?|courses?|workshops?)\b)/i,
        "who teaches",
      )
      // "any places left on the break": places, which a table's "Places" column counts (not "leave").
      .replace(/\b(places|spaces|seats|tickets|rooms|spots)\s+left\b/gi, "$1")
      // "is there a weight limit on the main trampolines": what the limit is (a yes says it).
      .replace(/^is\s+there\s+an?\s+(weight|height|age|size)\s+limit\b/i, "what is the $1 limit")
      // "how tall does my kid need to be for …": the limit of the thing, whoever asks (not a child's price).
      .replace(
        /^(how\s+(?:tall|heavy)|what\s+(?:height|weight))\b(.*?)\b(?:my|our)\s+(?:kids?|son|daughter|child|children|boy|girl)\b/i,
        "$1$2they",
      )
      // "a new battery put in", "the guarantee on a new screen": a part replaced, which a price list names alone.
      .replace(
        /\b(a|the)\s+new\s+(?=(?:battery|screen|part|tyre|tire|bulb|filter|lock|key|keyboard|camera)\b)/gi,
        "$1 ",
      )
      // "a skirt taken up", "trousers turned up", "the hem taking up": shortened, as an alterations list says it.
      .replace(/\b(?:taken|taking|turned|turning)\s+up\b/gi, "shortened")
      // "charge just to look at a laptop": checking it over.
      .replace(/\b(?:have\s+a\s+|take\s+a\s+)?look(?:ing)?\s+at\b/gi, "check")
      // "after the first 2 hours": each hour after the minimum, as a rate card says it ("Each hour after that").
      .replace(
        /\b(?:after|beyond|past)\s+the\s+first\s+(?:\d+|two|three|four)\s+(?:hours?|hrs?)\b/gi,
        "each hour after that",
      )
      // "after new year", "in the new year": from January, when a page's prices or hours change.
      .replace(/\b(?:after|from|in)\s+(?:the\s+)?new\s+year\b/gi, "in january")
      // "how much an hour", "what do you charge an hour": a price's period, as pages say it, not a length.
      .replace(
        /\b(much|costs?|charged?|charges|pay|paid|price|rate|fee)(\s+(?:is\s+it|does\s+it\s+cost|it\s+costs?))?\s+(?:an|one|a)\s+hour\b/gi,
        "$1$2 per hour",
      )
      .replace(/\bhalf\s+an\s+hour(?:[- ]long)?\b|\bhalf[- ]hour\b/gi, "30 min")
      .replace(
        /\b(?:an?|one)\s+hour[- ]long\b|\bhour[- ]long\b|(?<!\bfor\s)\b(?:an|one)\s+hour(?:['’]?s)?\b(?!\s+(?:before|after|ago|later))/gi,
        "60 min",
      )
      .replace(/\b(\d+)\s*(?:minutes?|mins?)\b/gi, "$1 min")
      // "whats the …", "wheres …" as typed.
      .replace(/\b(what|where|who|how|when|he|she)s\b/gi, "$1's")
      .replace(/\b(they|we|you)re\b/gi, "$1're")
      // "a can of …" is a tin, as match.ts compares it (the tokenizer drops "can").
      .replace(CAN_NOUN, "tin")
      // "do they add anything for travel", "do you charge anything for a dog": what it costs. ("Do you charge extra
      // for a cot" stays a yes or a no: yes-no-kinds.ts reads "Free" as a no, a price as a yes.)
      .replace(
        /\b(?:do|does|will|would)\s+((?:[\p{L}'’&-]+\s+){1,3}?)(?:add\s+(?:anything|extra|more|something)|charge\s+(?:anything|something))\s+for\b/giu,
        "how much do $1charge for",
      )
      // "if im on the complete plan do i still have to pay a call out fee", "if i cancel 3 days before what do i get
      // back", "if i spend £55 is the postage free": the question first, then its case.
      .replace(
        /^if\s+([^,?]+?)\s*,?\s+((?:(?:what|which|when|where|who|how\s+(?:much|many|long))\s+)?(?:do|does|can|could|will|would|is|are|am|should|must)\s+(?:i|we|you|they|it|there|he|she|(?:the|my|our|your)\s+[\p{L}-]+)\b.*)$/iu,
        "$2 if $1",
      )
      // "What do i get back if i cancel", "do i get my money back": the refund a page names (not "what time do we
      // get back").
      .replace(
        /\bget\s+(?:(?:my|our|the)\s+)?money\s+back\b|(?<=\bwhat\s+(?:do|would|will|can)\s+(?:i|we)\s+)get\s+back\b/gi,
        "get a refund",
      )
      // "The 27th of December", "December 27th": the date a page writes "27 December".
      .replace(/\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)(?:\s+of)?\b/gi, "$1")
      // "Do students get money off": whether there is a discount, as pages head their "15% off" lines (not "how
      // many stamps to get money off", which a "£50 off" line says).
      .replace(/^((?:do|does|can|could|will|would|is|are)\b.*?)\bmoney\s+off\b/i, "$1a discount")
      // "At this time of year" asks for a record by season (a column "November to March"), read for now.
      .replace(/\b(?:(?:at|for|around)\s+)?this\s+time\s+of\s+(?:the\s+)?year\b/gi, "in season")
      // "Have you got any of the sparkling rosé left": whether it is in stock.
      .replace(
        /^(?:have\s+you\s+(?:still\s+)?got|do\s+you\s+(?:still\s+)?have|is\s+there|are\s+there)\s+any\s+(?:of\s+)?(?:the\s+|your\s+)?((?:[\p{L}'’&-]+\s+){0,4}?[\p{L}'’&-]+)\s+left\s*(?=[?.!]?\s*$)/iu,
        "is the $1 in stock",
      )
      // "Under a grand", "for 2 grand": a thousand pounds each (not "a grand piano", "a grand tuning").
      .replace(
        /\b(under|over|about|around|than|for|spend|spent|costs?|pay|paid)\s+(a|one|\d{1,3})\s+grand\b(?=\s*(?:$|[?.,!;]|(?:and|or|for|to|on|in|at|with|if|what|how|but)\b))/gi,
        (_, before: string, n: string) => `${before} £${/^\d/.test(n) ? n : "1"},000`,
      )
      // "My old ivory keys" are the asker's ivory keys.
      .replace(/\b(my|our)\s+old\s+(?=\p{L})/giu, "$1 ")
      // "open again", "back open": what a page calls reopening.
      .replace(/\bopen(?:s|ing)?\s+(?:up\s+)?again\b|\b(?:be\s+)?back\s+open\b/gi, "reopen")
      // "the latest I can collect", "how late can I …": when a window closes, not which of several is latest.
      .replace(
        /\b(?:(?:what's|what\s+is)\s+)?the\s+(latest|earliest)\s+(?:time\s+)?(?:that\s+)?(i|we|you|they)\s+(can|could|may)\b/gi,
        (_, edge: string, who: string, may: string) =>
          `${edge.toLowerCase() === "latest" ? "until" : "from"} what time ${may} ${who}`,
      )
      // "My mum uses a wheelchair - can she get into the salon": whether it is step-free.
      .replace(
        /^(.*\b(?:wheelchair|pushchair|buggy|pram|mobility\s+scooter)\b.*?)\b(?:can|could)\s+(?:she|he|i|we|they|you)\s+get\s+(?:in(?:to)?|inside)\s+(?:the\s+)?(.+?)\??$/i,
        "$1is the $2 step-free?",
      )
      // "What's the most children at a party", "the maximum number of people on a course": a limit, not a highest.
      .replace(
        /\b(?:what's|what\s+is)\s+the\s+(?:most|max(?:imum)?(?:\s+number\s+of)?)\s+(children|people|[\p{L}']+s)\s+(?=(?:at|on|in|for|per|allowed|you|we|i)\b)/giu,
        "how many $1 can there be ",
      )
      // "How many of you are there on the team", "how many of you work there": how many people.
      .replace(
        /\bhow\s+many\s+of\s+(?:you|them)\s+(?=are\s+there\b|work\b|are\s+(?:on|in)\b)/gi,
        "how many people ",
      )
      // "How many kids max in a class", "how many people tops": the same limit.
      .replace(
        /\bhow\s+many\s+(children|people|[\p{L}']+s)\s+(?:max(?:imum)?|tops|at\s+most)\s+(?=(?:at|on|in|for|per|allowed)\b)/giu,
        "how many $1 can there be ",
      )
      // "How early do I need to be there" asks how long before, not a time.
      .replace(
        /\bhow\s+early\s+(?=(?:do|should|must)\s+(?:i|we)\s+(?:need\s+to\s+|have\s+to\s+)?(?:be|arrive|get)\b)/gi,
        "how long before ",
      )
      .replace(/\bhow\s+(late|early)\s+(?=(?:can|could|may|do|does|is|are)\b)/gi, (_, edge: string) =>
        edge.toLowerCase() === "late" ? "until what time " : "from what time ",
      )
      // "a flat white to have in", "to drink in": a café's "Eat in" column; "take-away" its "Takeaway".
      .replace(
        /\b(to\s+)?(?:have|drink|sit|dine|eat)\s+in\b(?=\s*(?:$|[?.,!]|or\b|and\b|please\b))/gi,
        "$1eat in",
      )
      .replace(/\btake[\s-]?aways?\b/gi, "takeaway")
      // "What night is Zumba on?" asks its day.
      .replace(/\b(what|which)\s+(?:night|evening)s?\b/gi, "$1 day")
      // "who's in charge of …", "in charge at the brayworth base": who runs it (a manager, a head).
      .replace(/\bin\s+charge\s+(?:of|at|in)\b/gi, "runs")
      // "pick my dog up", "pick up": what pages call collecting.
      .replace(/\bpick(?:s|ing)?\s+(?:(?:my|our|your|the|him|her|it|them|\p{L}+)\s+){0,3}?up\b/giu, "collect")
      // "sat nav" is no Saturday.
      .replace(/\bsat[\s-]?navs?\b/gi, "satnav")
      .replace(/\bppl\b/gi, "people")
      // "A teen ticket if i buy it in february": the price in February.
      .replace(
        /\bif\s+(?:i|we)\s+(?:buy|get)\s+(?:it|them|one|mine|ours)\s+(?=(?:in|on|before|after|by)\b)/gi,
        "",
      )
      // "A skip delivered to Dunford" is one in Dunford.
      .replace(/\bdelivered\s+to\b/gi, "in")
      // "How old does the person booking have to be": the hirer, as a hire's terms call them.
      .replace(
        /\b(?:the\s+)?(?:person|one)\s+(?:who(?:'s|\s+is)?\s+)?(?:booking|books|making\s+the\s+booking)\b/gi,
        "the hirer",
      )
      // "min number of kids", "min charge": a minimum, not minutes ("a 30 min group lesson"); "per m2", "a sq m": a
      // page's "a m²" (match.ts reads a page's "a square metre" so too).
      .replace(
        /(?<!\d\s*)\bmin\.?\s+(?=(?:number|no\.?|charge|price|spend|order|age|height|stay|booking|group|size)\b)/gi,
        "minimum ",
      )
      .replace(
        /\b(?:per|a|an|each|\/)\s*(?:m2|m²|sq\.?\s*m|sqm|square\s+met(?:re|er))(?![\p{L}\d])/giu,
        "a m²",
      )
      // "if we book for april next year": the month asked (its year is the next one it comes in).
      .replace(
        /\b(?:if\s+(?:we|i)\s+(?:book|come|go)\s+)?(?:for|in)\s+((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\s+next\s+year\b/gi,
        "in $1",
      )
      // "Pay the rest of the money": the balance a booking's terms name.
      .replace(
        /\bthe\s+(?:rest|remainder)\s+of\s+(?:the\s+)?(?:money|payment|cost|bill|fee|price)\b/gi,
        "the balance",
      )
      // "The sit down meal" is a caterer's "Sit-down" menu.
      .replace(/\bsit[\s-]down\s+(?:meal|dinner)s?\b/gi, "sit-down")
      // "step free" is the quality "step-free" (yes-no.ts), never a price's "free".
      .replace(/\b(step|stair|barrier|smoke|interest|hands|toll|duty|cruelty)\s+free\b/gi, "$1-free")
  );
}

/** A question of price after a yes or no: "… ? how much a head", "…, what does it cost", "…, what's the pay". */
export const PRICE_AFTER =
  /^\s*(?:and\s+)?(?:how\s+much|what\s+(?:does|do|would|will)\s+(?:it|that|they|you)\s+(?:cost|charge)|what(?:'?s|\s+is)\s+the\s+(?:pay|price|cost|fee|rate|charge|salary))\b/i;
