import { titleBeyondHeading } from "../question/match";
import type { Question } from "../question/question";
import { BOOKED_THINGS } from "./form-choices";
import { pathWords, sameWord, words } from "./links";
import type { PageForm } from "./page-read";
import { SAID_OTHERWISE } from "./requests-said";

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
    /^(?:book|reserve|hire|rent)$/,
    "book booking bookings reserve reservation reservations appointment appointments hire request",
  ],
  [/^renew$/, "renew renewal renewals"],
  // (A volunteer's form is headed "Volunteer with us" as often as "Apply".)
  [/^apply$/, "apply application applications volunteer volunteering"],
  // (A request's form is as often headed "Ask for a valuation", "Ask to view a home".)
  [/^(?:request|arrange|schedule)$/, "request book schedule enquiry enquire apply application ask"],
  [/^message$/, "message contact enquiry enquire question ask"],
  [/^report$/, "report lost property missing found"],
  [/^(?:order|buy)$/, "order orders buy place checkout"],
  // "Adopt a red panda": an adoption, bought as a gift as often as not.
  [/^(?:adopt|sponsor)$/, "adopt adoption adoptions sponsor sponsorship buy order"],
  // "sign my dog up for a trial": signing up to a thing is booking a place on it, as often as subscribing; a
  // newsletter's form is often on the news page.
  [/^(?:subscribe|sign up)$/, "subscribe newsletter news sign up register join book"],
  [/^(?:register|enrol|enroll|join)$/, "register registration join enrol enroll sign up"],
  // "enter my daughter for her grade 3 tap exam": an exam's or a race's entry form.
  [/^enter$/, "enter entry entries register registration"],
  // (Cancelling is not changing: of a "Change your booking" form and a "Cancel your booking" one, each its own.)
  [/^cancel$/, "cancel cancellation cancellations manage"],
  [/^reschedule$/, "reschedule rearrange change changes amend move manage"],
  [/^(?:freeze|pause|suspend)$/, "freeze pause suspend hold"],
  // A call back is asked for on the contact page ("Talk to us") more often than anywhere.
  [/^callback$/, "call callback ring phone back contact talk"],
  [/^quote$/, "quote quotes estimate price pricing"],
];

/** Nouns naming a request itself, never what it is for: "a group booking request", "a table reservation". */
const REQUEST_NOUN = /^(?:bookings?|reservations?|requests?|enquir(?:y|ies)|applications?)$/;

/** What a mailing list is called, and the words its form goes by. */
const MAILING = /\b(?:e-?mails?|newsletters?|mailing\s+list|updates|e-?news)\b/i;
const MAILING_FAMILY = "subscribe newsletter news sign up join email emails".split(" ");

const HEAD =
  /^(?:(?:please|kindly|can\s+you|could\s+you|would\s+you|i'?d\s+like\s+to|i\s+want\s+to|i\s+would\s+like\s+to|help\s+me|go\s+ahead\s+and)\s+)*(book|reserve|hire|rent|renew|apply|request|arrange|schedule|order|buy|adopt|sponsor|subscribe|sign\s+(?:me\s+)?up|register|enrol|enroll|join|cancel|reschedule|callback|quote|message|report(?=\s+(?:an?|my|our|it|this|lost|missing|stolen)\b)|freeze|pause|suspend|enter(?=\s+(?:my|our|me|us|for)\s)|get\s+(?:me|us)|get(?=\s+(?:\d+|an?|two|three|four|five|six|some)\s+(?:[a-z-]+\s+){0,3}?(?:tickets?|passes|pass|wristbands?|quotes?)\b)|make)\b(?:\s+(?:me|us))?(?:\s+(?:for|to|in|on|onto|into))?\s+(.+)$/is;

/** What "get me …" and "make …" book: an appointment, a booking, a table, a slot. */
const MADE =
  /^(?:an?\s+|the\s+|my\s+)?(?:[\p{L}-]+\s+){0,3}?(?:appointment|booking|reservation|table|slot|session|consultation)s?\b/iu;

/** What "get …" buys: tickets, passes, wristbands; and a quote it asks for. */
const GOT_BOUGHT = /^(?:[\p{L}\d-]+\s+){0,4}?(?:tickets?|pass|passes|wristbands?)\b/iu;
const GOT_QUOTE = /^(?:an?\s+)?quotes?\b/i;

/** Words of an object that only carry the request ("for me", "please"), or the time and size given with it. */
const NOT_OBJECT: ReadonlySet<string> = new Set(
  (
    "the a an my our your me us for to at on in of please this next that it them some one two three four five six " +
    "thanks thank " +
    "today tonight tomorrow morning afternoon evening week weekend monday tuesday wednesday thursday friday " +
    "saturday sunday am pm people person guests hours hour minutes january february march april may june july " +
    "august september october november december kids children adults places place spots spot tickets " +
    "ticket seats arriving arrive arrival leaving staying nights night from about and or"
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
    const parts = said.split(/\s*[,;]\s+|\s+[-–—]\s+/);
    const at = parts.findIndex((p, i) => i > 0 && HEAD.test(p));
    return at > 0 ? purposeOf([parts[at], ...parts.filter((_, i) => i !== at)].join(", ")) : undefined;
  }
  let verb = m[1]!.toLowerCase().replace(/\s+(?:me\s+)?/g, " ");
  // "get me an appointment", "make a booking": the thing got or made says what the form is for ("get 2 weekend
  // tickets" buys them; "get a quote for a man and van" asks one).
  if (/^(?:get|make)\b/.test(verb)) {
    if (/^get$/.test(verb) && GOT_QUOTE.test(m[2]!)) verb = "quote";
    else if (/^get$/.test(verb) && GOT_BOUGHT.test(m[2]!)) verb = "buy";
    else if (!MADE.test(m[2]!)) return undefined;
    else verb = "book";
  }
  // The object runs to the first punctuation, "with" or a value's field word.
  const object = m[2]!.split(/\s*[,;:]\s|[.?]\s|\s[-–—]\s|\s+with\s+/i)[0]!.trim();
  // "Sign me up for the copperleaf emails": a mailing list's form, never a booking's.
  const mailing = /^(?:subscribe|sign up|join|register)$/.test(verb) && MAILING.test(object);
  const family = mailing
    ? MAILING_FAMILY
    : (FAMILIES.find(([re]) => re.test(verb))?.[1].split(" ") ?? [verb]);
  // "request group booking": "booking" is what the request is, said again; the group is what it is for.
  const objectWords = words(object).filter(
    (w) => !NOT_OBJECT.has(w) && !/^\d/.test(w) && !REQUEST_NOUN.test(w),
  );
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
  // (Its heading or button saying the verb itself weighs more: "Cancel booking" over "Change" on a manage page.)
  const verbSaid = Math.min(1, hits(req.verb.split(" "), words(`${form.heading ?? ""} ${form.submit}`)));
  return 2 * does + verbSaid + hits(req.objectWords, named) + 0.5 * hits(req.objectWords, where);
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
  // "drift's adult snowboard beginner lesson on wednesday": a lesson is booked, and a kit hire form naming adult
  // snowboards does not book one.
  const head = words(req.object.split(/\s+(?:on|at|for|from|with|this|next|in)\s+/i)[0]!).at(-1);
  if (head && BOOKED_THINGS.has(head) && !said.some((h) => sameWord(head, h))) return false;
  // The site's own name, in every page's title, names nothing booked: "keeper for a day at hartmoor wildlife
  // park" is not named by a ticket form's "Add parking in the main car park".
  const site = new Set(words(titleBeyondHeading(page.title)));
  // ("Cancel my greylag parking" at Greylag Airport Parking names only the site: any form cancelling fits it.)
  const own = req.objectWords.filter((w) => !site.has(w));
  return own.length === 0 || own.some((w) => said.some((h) => sameWord(w, h)));
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
