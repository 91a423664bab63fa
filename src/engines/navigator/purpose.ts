import type { Question } from "../question/question";
import { pathWords, sameWord, words } from "./links";
import type { PageForm } from "./page-read";

/**
 * A task that says what a form is for rather than which form to fill in: "book the Willow Room next Tuesday at
 * 2pm, name Priya, email …", "renew my membership, number HL-204817", "apply for the product designer job",
 * "request a demo for me: …". The whole rest of the task is the values (form-values.ts reads them).
 */
export interface PurposeRequest {
  /** The verb as said: "book", "renew", "request". */
  verb: string;
  /** What it is done to, as said: "the willow room", "a demo". */
  object: string;
  /** The words a form or a link for this purpose goes by: the verb's family and the object's words. */
  family: string[];
  objectWords: string[];
  /** The request and every value given with it. */
  text: string;
}

/** What each purpose's forms, buttons and pages are called on most sites. */
const FAMILIES: [RegExp, string][] = [
  [
    /^(?:book|reserve)$/,
    "book booking bookings reserve reservation reservations appointment appointments hire request",
  ],
  [/^renew$/, "renew renewal renewals"],
  [/^apply$/, "apply application applications"],
  [/^(?:request|arrange|schedule)$/, "request book schedule enquiry enquire"],
  [/^message$/, "message contact enquiry enquire question ask"],
  [/^report$/, "report lost property missing found"],
  [/^(?:order|buy)$/, "order orders buy place checkout"],
  // "sign my dog up for a trial": signing up to a thing is booking a place on it, as often as subscribing; a
  // newsletter's form is often on the news page.
  [/^(?:subscribe|sign up)$/, "subscribe newsletter news sign up register join book"],
  [/^(?:register|enrol|enroll|join)$/, "register registration join enrol enroll sign up"],
  [/^(?:cancel|reschedule)$/, "cancel cancellation cancellations reschedule change manage"],
  // A call back is asked for on the contact page ("Talk to us") more often than anywhere.
  [/^callback$/, "call callback ring phone back contact talk"],
  [/^quote$/, "quote quotes estimate price pricing"],
];

/** What a mailing list is called, and the words its form goes by. */
const MAILING = /\b(?:e-?mails?|newsletters?|mailing\s+list|updates|e-?news)\b/i;
const MAILING_FAMILY = "subscribe newsletter news sign up join email emails".split(" ");

/**
 * Requests said without a verb HEAD knows, as the verb they mean: "put me down for the wreath workshop" books it,
 * "get Clearway to ring me back about …" asks for a call back.
 */
const SAID_OTHERWISE: [RegExp, string][] = [
  // "can u book me on …": you, as people type it.
  [/\b(can|could|would|will|do|did)\s+u\b/gi, "$1 you"],
  // "sign me and my wife up as joint friends": joining, the two of them.
  [/\bsign\s+(me\s+and\s+my\s+\p{L}+|us(?:\s+both)?)\s+up\s+(?:as|for|to)\s+/iu, "join "],
  // "i'd like to volunteer behind the bar": applying to volunteer.
  [/^(?:(?:i|we)(?:'?d|\s+would)\s+like\s+to|(?:i|we)\s+want\s+to)\s+volunteer\b/i, "apply volunteer"],
  // "we'd like to hire the studio for a party": booking the hire.
  [/^(?:i|we)(?:'?d|\s+would)\s+like\s+to\s+(?:hire|rent)\s+/i, "book hire "],
  // "put my twins down for story time", "put two of us down for the tour".
  [
    /\b(?:put|pencil)\s+(\d+|two|three|four|five|six)\s+of\s+us\s+down\s+(?:for\s+)?/iu,
    "book $1 people for ",
  ],
  [/\b(?:put|pencil)\s+(?:me|us|him|her|them|my\s+\p{L}+|our\s+\p{L}+)\s+down\s+(?:for\s+)?/iu, "book "],
  // "put us on the waiting list": joining it.
  [/\bput\s+(?:me|us|my\s+name|our\s+names)\s+on\s+(?=(?:the|your)\b)/i, "join "],
  // "can you get 4 places on the tasting evening": booking them.
  [
    /\b(?:get|grab)\s+(?:me\s+|us\s+)?(?=(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:places|spots|tickets|seats)\b)/i,
    "book ",
  ],
  // "we'd like a glamping pod …", "I'd like to try a singing lesson" (not "I'd like to know …").
  // "…, and we'd like to bring 28 children for the farm visit": bringing them is booking them in.
  [/^(?:we|i)(?:'?d|\s+would)\s+like\s+(?:to\s+(?:try|have|book|do)\s+)?(?=(?:an?|the|two|\d+)\b)/i, "book "],
  [
    /(?:^|\s+and\s+)(?:we|i)(?:'?d|\s+would)\s+like\s+to\s+bring\s+(?=(?:\d+|two|three|four|five|six|our|my)\b)/i,
    ", book ",
  ],
  // "we need to hire a half size violin": hiring one.
  [/^(?:(?:i|we)\s+)?(?:need|want)\s+to\s+(?:hire|rent|borrow)\s+/i, "book hire "],
  // "ask Kestrel about a boulder party …", "ask packhorse about storing everything …": an enquiry about it.
  [/^ask\s+(?:[\p{L}'’&]+\s+){1,2}?about\s+(?=(?:an?|the|my|our|\d+)\b|\p{L}+ing\b)/iu, "request "],
  [/^(?:please\s+)?enquire\s+(?:about\s+)?/i, "request "],
  // "send Brightwater a message asking …", "message harlow and finch for me to ask …", "send them a message for
  // me: …": the site's contact form.
  [
    /\b(?:send|drop|write)\s+(?:[\p{L}'’&]+\s+){1,3}?an?\s+(?:message|note|line|email)\b(?:\s+for\s+(?:me|us))?(?:\s*:|\s+(?:asking|to\s+ask|about|saying))?/iu,
    "message ",
  ],
  // "message crux & chalk for me - i left a blue water bottle …": what follows is the message.
  [/^(?:please\s+)?message\s+(?:[\p{L}'’&]+\s+){1,4}?for\s+(?:me|us)\s*[-–—:,]\s*/iu, "message "],
  [/^(?:please\s+)?message\s+/i, "message "],
  // "please report it as lost": the lost property form.
  [/\breport\s+(?:it|them|this|my\s+\p{L}+)\s+(?:as\s+)?(?=lost|missing|stolen)/iu, "report "],
  // "I want to become a member, family membership": joining.
  [/\b(?:become|be)\s+an?\s+member\b/i, "join membership"],
  // "set me up with bin reminders": subscribing to them.
  [/\bset\s+(?:me|us)\s+up\s+(?:with|for)\s+/i, "subscribe "],
  // "need my contact lens check up doing at …": booking it.
  [/^(?:(?:i|we)\s+)?need\s+(my|our|the)\s+((?:[\p{L}-]+\s+){1,5}?)doing\b/iu, "book $1 $2"],
  [
    /\b(?:get|have|ask)\s+(?:[\p{L}'’-]+\s+){1,3}?to\s+(?:(?:ring|call|phone)\s+(?:me|us)|give\s+(?:me|us)\s+a\s+(?:ring|call|bell))(?:\s+back)?\b/iu,
    "callback ",
  ],
  // "pick some dry cleaning up", "pick up": what a site's forms call collecting.
  [/\bpick(?:ing)?\s+((?:[\p{L}]+\s+){0,3}?)up\b/iu, "collect $1"],
  // "book Pressleys to collect …", "I need someone from Pressleys to collect …": booking the collection.
  [/\bbook\s+(?:[\p{L}'’]+\s+){1,2}?to\s+(?=\p{L})/iu, "book "],
  [/^(?:i|we)\s+need\s+(?:someone|somebody)\s+(?:from\s+[\p{L}'’]+\s+)?to\s+/iu, "book "],
  // "can you get me in for a skin fade with amir": booking it.
  [/\b(?:get|fit|squeeze)\s+(?:me|us|him|her|them|my\s+\p{L}+)\s+in\s+(?:for|with)\s+/iu, "book "],
  // "booking for my son, hes 6 - a kids haircut at …": booking the haircut, for him.
  [/^(?:a\s+)?booking\s+(for\s+(?:my|our)\s+\p{L}+(?:,\s*[^-–—,]+)?)\s+[-–—]\s+(.+)$/iu, "book $2, $1"],
  // "our scout troop wants the shed to ourselves …. can you ask crux and chalk": an enquiry about it.
  [
    /^(.*?)[.,;]?\s*(?:can|could|would)\s+you\s+ask\s+(?:[\p{L}'’&]+\s+){0,3}[\p{L}'’&]+\s*\??$/isu,
    "request $1",
  ],
  // "sort out the crooked inn escape room for a work outing": booking it.
  [/^(?:please\s+)?sort\s+out\s+(?=(?:the|a|an|my|our)\b)/i, "book "],
  // "my daughter … turns 9 and wants a pin pals party at …": booking the party.
  [/\s+and\s+(?:she|he|they)?\s*wants?\s+(?=an?\s)(?![^?]*\?)(?!.*\bhow\s+(?:much|many)\b)/i, ", book "],
  // "i left a green scarf on the lanes, can you message them to ask if they've got it": the message is what came first.
  [
    /^(.+?),?\s+(?:can|could)\s+you\s+(?:message|email|contact)\s+(?:them|[\p{L}'’&]+)\s+to\s+ask\b[^.?]*\??/iu,
    "message $1",
  ],
  // "price up a medium van", "tell kestrel i think i was overcharged …".
  [/^(?:please\s+)?price\s+up\s+/i, "quote "],
  [/^(?:please\s+)?tell\s+(?:[\p{L}'’&]+\s+){1,3}?(?=(?:i|we|that|my|our)\b)/iu, "message "],
  // "can you get our 2 cats into the cattery from next tuesday": booking them in.
  [
    /^(?:can|could|would)\s+you\s+(?:get|fit|squeeze)\s+(?=(?:me|us|our|my|\d+|two|three)\b[^,?]*?\binto\b)/i,
    "book ",
  ],
  // "sort me out a business account enquiry": making it.
  [/\bsort\s+(?:me|us)\s+out\s+(?:with\s+)?/i, "request "],
  [/\b(?:please\s+)?(?:ring|call|phone)\s+me\s+back\b/i, "callback "],
  // "get me a quote for …", "ask Hollins for a price on …": a quote asked for.
  [/\b(?:get|give|send)\s+(?:me|us)\s+(?=an?\s+(?:quote|estimate|price)\b)/i, "quote "],
  [/^(?:can|could|may)\s+(?:i|we)\s+(?:get|have)\s+(?=an?\s+(?:quote|estimate)\b)/i, "quote "],
  [/\bask\s+(?:[\p{L}'’-]+\s+){1,2}?for\s+(?=an?\s+(?:quote|estimate|price)\b)/iu, "quote "],
  // "sign my dad up for prescription deliveries": signing him up.
  [/\bsign\s+(?:me|us|him|her|them|my\s+\p{L}+|our\s+\p{L}+)\s+up\s+(?=for\b|to\b)/iu, "sign up "],
  // "sign my son Leo Kapoor up for juniors": who it is for, said after what (form-values.ts reads "for my son …").
  [/\bsign\s+((?:my|our)\s+\p{L}+(?:\s+\p{L}+){1,3}?)\s+up\s+((?:for|to)\b[^,.;]*)/iu, "sign up $2, for $1"],
  // "need a visitors berth at Heron Reach for 3 nights": booking one.
  [/^(?:(?:i|we)\s+)?need\s+(?=(?:an?|two|three|\d+)\s)/i, "book "],
  // "hold a locker for me from Saturday": reserving it.
  [/^(?:please\s+)?hold\s+(?=(?:an?|the|my|one)\s)/i, "reserve "],
];

const HEAD =
  /^(?:(?:please|kindly|can\s+you|could\s+you|would\s+you|i'?d\s+like\s+to|i\s+want\s+to|i\s+would\s+like\s+to|help\s+me|go\s+ahead\s+and)\s+)*(book|reserve|renew|apply|request|arrange|schedule|order|buy|subscribe|sign\s+(?:me\s+)?up|register|enrol|enroll|join|cancel|reschedule|callback|quote|message|report(?=\s+(?:an?|my|our|it|this|lost|missing|stolen)\b)|get\s+(?:me|us)|make)\b(?:\s+(?:me|us))?(?:\s+(?:for|to|in))?\s+(.+)$/is;

/** What "get me …" and "make …" book: an appointment, a booking, a table, a slot. */
const MADE =
  /^(?:an?\s+|the\s+|my\s+)?(?:[\p{L}-]+\s+){0,3}?(?:appointment|booking|reservation|table|slot|session|consultation)s?\b/iu;

/** Words of an object that only carry the request ("for me", "please"), or the time and size given with it. */
const NOT_OBJECT: ReadonlySet<string> = new Set(
  (
    "the a an my our your me us for to at on in of please this next that it them some one two three four five six " +
    "thanks thank " +
    "today tonight tomorrow morning afternoon evening week weekend monday tuesday wednesday thursday friday " +
    "saturday sunday am pm people person guests hours hour minutes january february march april may june july " +
    "august september october november december kids children adults places place spots spot tickets " +
    "ticket seats arriving arrive arrival leaving staying nights night"
  ).split(" "),
);

/** The request a task's clause makes, or undefined when it does not start with such a verb. */
export function purposeOf(text: string): PurposeRequest | undefined {
  const said = SAID_OTHERWISE.reduce((t, [re, verb]) => t.replace(re, verb), text.trim())
    .replace(/\s{2,}/g, " ")
    .replace(/^\s*,\s*/, "");
  const m = said.match(HEAD);
  if (!m) {
    // "I already belay, book me a belay assessment …": the request is the clause that starts with its verb.
    const parts = said.split(/\s*[,;]\s+/);
    const at = parts.findIndex((p, i) => i > 0 && HEAD.test(p));
    return at > 0 ? purposeOf([parts[at], ...parts.filter((_, i) => i !== at)].join(", ")) : undefined;
  }
  let verb = m[1]!.toLowerCase().replace(/\s+(?:me\s+)?/g, " ");
  // "get me an appointment", "make a booking": the thing got or made says what the form is for.
  if (/^(?:get|make)\b/.test(verb)) {
    if (!MADE.test(m[2]!)) return undefined;
    verb = "book";
  }
  // The object runs to the first punctuation, "with" or a value's field word.
  const object = m[2]!.split(/\s*[,;:]\s|\.\s|\s[-–—]\s|\s+with\s+/i)[0]!.trim();
  // "Sign me up for the copperleaf emails": a mailing list's form, never a booking's.
  const mailing = /^(?:subscribe|sign up|join|register)$/.test(verb) && MAILING.test(object);
  const family = mailing
    ? MAILING_FAMILY
    : (FAMILIES.find(([re]) => re.test(verb))?.[1].split(" ") ?? [verb]);
  const objectWords = words(object).filter((w) => !NOT_OBJECT.has(w) && !/^\d/.test(w));
  return { verb, object, family, objectWords, text: said };
}

/** What a site's search is given for a request: the object's own words in its order ("santa's boathouse riverside"). */
export function objectAsSaid(req: PurposeRequest): string {
  return req.object
    .split(/\s+/)
    .filter((w) => words(w).some((x) => req.objectWords.includes(x)))
    .join(" ");
}

/** A submit button that says nothing of what its form does: "Send", "Submit", "Continue", or none. */
const BLANK_SUBMIT = /^(?:send|submit|go|continue|next|ok|save|confirm)?$/i;

/**
 * How well a form fits the request: what it does (the verb's family) named by its heading, button or name, or else
 * by its page's title or address, then the object it names. 0 when nothing says it does this (a newsletter box
 * when booking a room, a booking form when cancelling).
 */
export function formFit(req: PurposeRequest, form: PageForm, page: { url: string; title: string }): number {
  if (form.search) return 0;
  const named = words(`${form.text} ${form.heading ?? ""} ${form.submit}`);
  const where = words(`${page.title} ${pathWords(page.url)}`);
  const hits = (ws: string[], from: string[]) => ws.filter((w) => from.some((h) => sameWord(w, h))).length;
  // What the form does must fit: a booking form is not the way to cancel one, though both name appointments.
  // The page says it only for a form that says nothing of itself (no heading, a "Send" button).
  const mute = !form.heading && BLANK_SUBMIT.test(form.submit.trim());
  const does =
    Math.min(1, hits(req.family, named)) || (mute ? 0.5 * Math.min(1, hits(req.family, where)) : 0);
  if (does === 0) return 0;
  return 2 * does + hits(req.objectWords, named) + 0.5 * hits(req.objectWords, where);
}

/**
 * Whether a form or its page names what the request is done to ("massage" among a spa form's options, "room" in
 * a heading): a form that fits only by its verb may be another thing's (a room's booking form for a massage).
 */
export function namesObject(
  req: PurposeRequest,
  form: PageForm,
  page: { url: string; title: string },
): boolean {
  if (req.objectWords.length === 0) return true;
  const options = form.fields.flatMap((f) => [f.label, ...f.options]).join(" ");
  // Its page names the object for a form that says nothing of itself ("Send"); else a site's name in every
  // page's title ("… | Wendlebury Playhouse") would name it for the newsletter box on the home page.
  const submit = form.submit.trim();
  const mute = !form.heading && (BLANK_SUBMIT.test(submit) || /^book(?:\s+now)?$/i.test(submit));
  const where = mute ? `${page.title} ${pathWords(page.url)}` : "";
  const said = words(`${form.text} ${form.heading ?? ""} ${form.submit} ${options} ${where}`);
  return req.objectWords.some((w) => said.some((h) => sameWord(w, h)));
}

/**
 * Whether a form says nothing of what it books beyond its verb ("Book", "Reservations", "Send"), so it may be
 * the one for any object; "Book a room" is for rooms.
 */
export function saysNoObject(req: PurposeRequest, form: PageForm): boolean {
  const own = words(`${form.heading ?? ""} ${form.submit}`).filter(
    (w) => !req.family.some((f) => sameWord(w, f)) && !NOT_OBJECT.has(w) && !GENERIC_FORM_WORDS.has(w),
  );
  return own.length === 0;
}

/** Words a form's heading or button may have without naming a thing: "Book online now", "Send your request". */
const GENERIC_FORM_WORDS: ReadonlySet<string> = new Set(
  "online now here form send submit your details us with enquiry enquire make request go continue confirm".split(
    " ",
  ),
);

/** The request as a question for weighing links (link-meaning.ts): its object and its verb's family as terms. */
export function linkQuestion(req: PurposeRequest): Question {
  return {
    asked: `${req.verb} ${req.object}`,
    type: "any",
    attribute: [],
    terms: [...new Set([...req.objectWords, ...req.family])],
    days: [],
    exclude: [],
  };
}
