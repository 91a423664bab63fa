import { FUNCTION_WORDS } from "../question/attributes";
import { type Amount, amountsSaid } from "./form-amounts";
import { companiesIn } from "./form-companies";
import { BORN, bornOn, type Clock, type Day, when } from "./form-when";
import { fieldText, fieldWords, parsePairs } from "./forms";
import { words } from "./links";
import type { FormField, PageForm } from "./page-read";
import { saidWords } from "./words-said";

/** Everything a request gives for a form, however it is said. */
export interface TaskValues {
  /** "name Priya Natarajan", "my branch is fernbrook": a value after a field word. */
  pairs: { field: string; value: string }[];
  /**
   * The sender's name: said alone ("request a demo for me: Hana Sato, …"), beside a phone or an address ("Ellie
   * Marsh 07700 900154"), or introduced ("I'm Paul Dunn", "my name is …"); first whoever introduced themselves.
   */
  names: string[];
  /** Someone the request is for, by name: "a voucher for my son Jack Dunn". */
  recipients: string[];
  /** The one who comes with the sender, by name: "me and my husband Rob Marsh", "my fiancé is Ravi Sood". */
  partners: string[];
  emails: string[];
  /** Postcodes and ZIP codes: "pick me up from LN3 7QA". */
  postcodes: string[];
  /** Street addresses: "8 Willow Close, Coldbrook", "41 Station Road". */
  addresses: string[];
  /** A business named as the sender's: "my restaurant The Copper Kettle". */
  companies: string[];
  /** A pet's or a thing's name: "a cockapoo called Pip", "my labrador Bramble". */
  called: string[];
  /** What the things named are: "cockapoo", "labrador" (a Breed or a Type field's value). */
  kinds: string[];
  /** Numbers said roughly ("about 120 tablecloths a week"): which range of a list they fall in. */
  rough: number[];
  phones: string[];
  urls: string[];
  /** The day asked for, resolved from the task's creation ("next Tuesday"). */
  date?: Day;
  /** A second day said after it ("arriving Saturday, leaving Monday"): when a stay ends. */
  until?: Day;
  time?: Clock;
  /** A time said with the second day ("back saturday 3pm"): when a hire or a stay ends. */
  untilTime?: Clock;
  /** Each day said with the words of its clause: "married 18 september 2027", "a consultation on wednesday 9th". */
  dated: { words: ReadonlySet<string>; day: Day }[];
  /** A date of birth given ("born 12/05/1982"): never the day asked for. */
  born?: Day;
  amounts: Amount[];
  /** The request's words, lower case, for telling which option of a list it names. */
  words: Set<string>;
  /** Words it says it does not want ("no dog", "I don't get a free one"): an option saying one is passed over. */
  denied: ReadonlySet<string>;
  /** The request as said, for what words alone do not tell ("no dog"). */
  text: string;
}

const EMAILS = /[^\s@,;:<>()]+@[^\s@,;:<>()]+\.[A-Za-z]{2,}/g;
const URLS = /https?:\/\/[^\s,;<>"]+/g;
const PHONES = /(?<![\p{L}\d/-])\+?\d[\d ().-]{5,}\d(?![\d/])/gu;
/** A person's name said alone: two to four capitalised words and nothing else. */
const BARE_NAME = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}$/u;
const NAME = "\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+){1,3}";
/**
 * How people introduce themselves: "I'm", "my name is", "this is". Case-sensitive (an `i` flag would let \p{Lu}
 * match any letter in the name after it), so the introductions are spelt both ways.
 */
const INTRO = "(?:[Ii]'?m|I\\s+am|[Mm]y\\s+name\\s+is|[Tt]his\\s+is)\\s+";
/** A name its owner introduces: "I'm Paul Dunn", "my name is Ana Ruiz", "this is Joe Bloggs". */
const OWN_NAME = new RegExp(`\\b${INTRO}(${NAME})`, "gu");
/** A message signed off "… from Mark Doyle, mark.doyle@example.com": the sender, before an email or at the end. */
const FROM_NAME = new RegExp(`\\bfrom\\s+(${NAME})(?=\\s*,?\\s*[\\w.+-]+@|\\s*$)`, "gu");
/** A segment's introduction, taken off before it is read as a name alone. */
const LEADING_INTRO = new RegExp(`^${INTRO}`);
/** A text with each of `values` (addresses, numbers said in it) taken out. */
const without = (text: string, values: readonly string[]) =>
  values.reduce((t, v) => t.split(v).join(" "), text);
/** Someone else the request introduces: "he's called Oliver Grant", "my daughter is called Ella", "her name is …". */
const CALLED_NAME = new RegExp(
  // "…, and she's Anna Dale": who the other one is, named after "she's".
  `\\b(?:(?:he|she|they)(?:'?s|'?re|\\s+is|\\s+are)\\s+called|(?<=\\band\\s)(?:he|she)(?:'s|\\s+is)(?=\\s+\\p{Lu}\\p{Ll}+\\s+\\p{Lu})|(?:his|her|their)\\s+name\\s+is|my\\s+(?:son|daughter|` +
    `child|boy|girl)\\s+(?:is\\s+)?(?:called|named))\\s+(${NAME})`,
  "gu",
);
/** Whom a request names as the asker's: "my son", "my wife", "my boss". */
const KIN =
  "(?:son|daughter|wife|husband|partner|mum|mom|dad|mother|father|friend|sister|brother|nephew|niece|grandson|" +
  "granddaughter|boss|colleague)";
/** A name the request is for: "for my son Jack Dunn", "for my wife, Mia Lee", "for Sam Ortiz". */
const FOR_NAME = new RegExp(
  `\\bfor\\s+(?:my\\s+${KIN}\\s*,?\\s+)?(${NAME})` +
    // "book my daughter Poppy Hale a 30 min lesson", "sign my daughter Ava Reid up": the one booked.
    `|\\b(?:book|enrol|enroll|register|sign|enter)\\s+my\\s+(?:son|daughter|child|boy|girl|wife|husband|partner)\\s*,?\\s+(${NAME})`,
  "gu",
);
/** "me and my husband Rob Marsh", "my fiancé is Ravi Sood": the one with the sender, by name. */
const PARTNER_NAME = new RegExp(
  `\\bmy\\s+(?:wife|husband|partner|fianc[eé]e?|boyfriend|girlfriend)(?:\\s+is|['’]s)?\\s*,?\\s+(${NAME})`,
  "gu",
);
/** "send a voucher to my brother Kieran Walsh": who a thing sent goes to. */
const TO_KIN = new RegExp(
  `\\bto\\s+my\\s+(?:${KIN}|nan|gran|grandad|grandma|grandpa|aunt|uncle|cousin|parents|grandparents)` +
    // ("to my parents Ann and Roy Pardoe": both.)
    `\\s*,?\\s+((?:\\p{Lu}\\p{Ll}+\\s+and\\s+)?${NAME})`,
  "gu",
);
/** "from Niamh Walsh niamh.walsh@example.com": a sign-off before a name said beside its email or phone. */
const SIGN_OFF = /^(?:(?:love|best|regards|thanks|cheers),?\s+)?from\s+(?=\p{Lu})/u;
/** "can i book my daughter maisie (she's 9) into …": a first name as people type it, after who they are. */
const KIN_TYPED =
  /\b(?:book|enrol|enroll|register|sign|enter)\s+my\s+(?:son|daughter|child|boy|girl)\s+(?!(?:in|into|on|onto|for|up|a|an|the|and|to|with|at|aged)\b)(\p{Ll}[\p{L}'’-]+(?:\s+(?!(?:in|into|on|onto|for|up|aged)\b)\p{Ll}[\p{L}'’-]+)?)(?=\s*[(,-]|\s+(?:into|onto|on|for|in|up|aged)\b)/gu;
/** "my son jake reyes is 15", "my daughter Isla Hallam turns 12", "…, for my daughter poppy ashton": a child. */
const NAME_WORD = String.raw`(?!(?:and|or|is|was|has|will|wants?|needs?|loves?|the|an?|to|in|on|at|for)\b)\p{L}[\p{L}'’-]+`;
const KIN_AGED = new RegExp(
  String.raw`\bmy\s+(?:son|daughter|child|boy|girl)\s+(${NAME_WORD}\s+${NAME_WORD})(?=\s+(?:is|who['’]?s|turns|turning|(?:who['’]ll|will)\s+be)\s+(?:\d{1,2}|aged)\b|\s*[,.;]|$)`,
  "gu",
);
/** "for my son Leo, he's 5", "my daughter Isla, she's 8": a child by a first name said alone. */
const KIN_FIRST_NAMED =
  /\bmy\s+(?:son|daughter|child|boy|girl)\s+(\p{Lu}\p{Ll}+)(?=\s*,|\s+(?:is|who['’]?s|turns)\b)/gu;
/** "book my twins Ava and Isla Brooks", "my two girls Mia and Lily": children named together. */
const KIN_TOGETHER =
  /\bmy\s+(?:(?:two|three|2|3)\s+)?(?:twins|triplets|kids|children|sons|daughters|boys|girls)\s*,?\s+(\p{Lu}\p{Ll}+(?:\s*,\s*\p{Lu}\p{Ll}+)*\s+(?:and|&)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)/gu;
/** "for my son Alfie's 9th birthday": the child whose day it is, by a first name (and surname) said as theirs. */
const KIN_OWNING =
  /\bmy\s+(?:son|daughter|child|boy|girl)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)['’]s\s+(?:\d{1,2}(?:st|nd|rd|th)\s+)?(?:birthday|party|christening)\b/gu;
/** Capitalised words of a day, not a person: "for Christmas Eve", "for Saturday December 12". */
const CALENDAR =
  /^(?:christmas|eve|easter|new|year|years|day|boxing|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december)$/i;
/** UK postcodes ("LN3 7QA", "sw1a 1aa"), not a time ("b1 2pm"), and US ZIP codes said as such ("zip 94107"). */
const POSTCODES =
  /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d(?!(?:am|pm)\b)[A-Z]{2}\b|\b(?:zip|zip\s+code|postcode)\s+(\d{5}(?:-\d{4})?)\b/gi;

/** A house number, a street and the town after a comma: "8 Willow Close, Coldbrook", "41 Station Road". */
const ADDRESSES =
  /\b\d+[a-z]?\s+(?:\p{Lu}[\p{L}'’-]+\s+){1,3}(?:Street|St|Road|Rd|Lane|Ln|Avenue|Ave|Close|Drive|Way|Crescent|Place|Terrace|Gardens|Court|Grove|Row|Hill|Square|Walk|Mews|Park|Parade)\b(?:,\s*\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}\p{Ll}[\p{L}'’-]*)?(?![\p{L}\d]))?/gu;

/** A thing's name and what it is: "a 9kg cockapoo called Pip", "my labrador Bramble" (not "my son Jack Dunn"). */
const CALLED =
  /(?:\b(?:an?|my|our)\s+(?:\d+(?:\.\d+)?\s*kg\s+)?(\p{Ll}[\p{L}-]*)\s+)?\b(?:called|named)\s+(\p{Lu}[\p{L}'’-]+)|\bmy\s+(?:\p{Ll}[\p{L}-]*\s+)?(\p{Ll}[\p{L}-]*)\s+(\p{Lu}\p{Ll}[\p{L}'’-]*)\b(?!\s+\p{Lu})/gu;
/** "about 120 a week", "around £2,500" (not "about 18 months ago": a time, which amountsSaid reads by its unit). */
const ROUGHLY =
  /\b(?:about|around|roughly|approximately|nearly|almost|some)\s+[£$€]?(\d[\d,]*)\b(?!\s*(?:months?|years?|weeks?|days?|hours?|hrs?|mins?|minutes?|nights?)\b)/gi;

/**
 * Read a request's values for the forms it may go to: pairs by the forms' own field words, names, addresses,
 * phone numbers, links, the day and time (chrono-node, from `now`, the task's creation) and counted amounts.
 */
export function taskValues(text: string, forms: PageForm[], now: Date): TaskValues {
  const clean = (s: string) => s.replace(/[.,;:!?)]+$/, "");
  const emails = (text.match(EMAILS) ?? []).map(clean);
  const urls = (text.match(URLS) ?? []).map(clean);
  const rest = without(text, [...emails, ...urls]);
  const phones = (rest.match(PHONES) ?? [])
    .map((p) => p.trim())
    .filter((p) => (p.match(/\d/g) ?? []).length >= 7);
  const segments = text.split(/\s*[,;]\s*|[.?!]\s+|\s+[-–—]\s+|:\s+|\n+/).map((s) => s.trim());
  const known = fieldWords(forms);
  // "name is Gemma Price gemma.price@example.com": the address said after a name is the address, not the name.
  const own = (field: string, value: string) => {
    if (/mail|phone|tel|mobile|url|web|link/i.test(field)) return value;
    // "name's Priya Shah", "name is …": the value after the verb; "band's called The Low Tides", the name.
    const left = without(value, [...emails, ...urls, ...phones])
      .replace(/^\s*(?:['’]s|is)\s+/i, "")
      .replace(/^(?:called|named)\s+(?=\p{Lu})/iu, "")
      // "member number 3086" of a "Membership number": the number, not the word before it (nor "number is").
      .replace(/^(?:number|no\.?|#)\s*(?::\s*|is\s+)?(?=[A-Z]{0,4}-?\d)/i, "");
    return left.replace(/\s+/g, " ").trim() || value;
  };
  const pairs = segments.flatMap((s) =>
    parsePairs(s, known).flatMap((p) =>
      p.field && p.value ? [{ field: p.field, value: own(p.field, p.value) }] : [],
    ),
  );
  const codes = [...rest.matchAll(POSTCODES)];
  const postcodes = codes.map((m) => (m[1] ?? m[0]).toUpperCase());
  const kin = [
    ...text.matchAll(KIN_TYPED),
    ...text.matchAll(KIN_AGED),
    ...text.matchAll(KIN_OWNING),
    ...text.matchAll(KIN_FIRST_NAMED),
    ...text.matchAll(KIN_TOGETHER),
  ];
  const recipients = [
    ...text.matchAll(CALLED_NAME),
    ...text.matchAll(FOR_NAME),
    ...text.matchAll(TO_KIN),
    ...kin,
  ]
    .map((m) => (m[1] ?? m[2])!.replace(/(?<=^|\s)(?!and\b)\p{Ll}/gu, (c) => c.toUpperCase()))
    .filter((n, i, all) => !n.split(/\s+/).some((w) => CALENDAR.test(w)) && all.indexOf(n) === i);
  // A segment is a name once what it gives beside one (a phone, an address, a postcode) is taken out of it.
  const born = bornOn(rest);
  const bornSaid = rest.match(BORN)?.[0];
  const beside = [...emails, ...urls, ...phones, ...codes.map((m) => m[0]), ...(bornSaid ? [bornSaid] : [])];
  const alone = segments.map((s) => {
    const left = without(s, beside).replace(/\s+/g, " ").trim().replace(LEADING_INTRO, "");
    return left !== s.trim() ? left.replace(SIGN_OFF, "") : left;
  });
  // ("Kelsey Bridge KB7 1EE": a town before its postcode, with nothing else beside it, is no one's name.)
  const townLine = (s: string) =>
    codes.some((m) => s.includes(m[0])) && ![...emails, ...urls, ...phones].some((x) => s.includes(x));
  // "Colin Fairweather and Mary Fairweather" of "sign me and my wife up": the sender, then the one with them.
  const pair = alone
    .map((s) => s.split(/\s+and\s+/))
    .find((p) => p.length === 2 && p.every((n) => BARE_NAME.test(n)));
  if (pair && !recipients.includes(pair[1]!)) recipients.push(pair[1]!);
  const companies = companiesIn(rest);
  // ("our restaurant, Greens Kitchen, … Tom Green": the business is no one's name.)
  const names = [
    ...[...text.matchAll(OWN_NAME), ...text.matchAll(FROM_NAME)].map((m) => m[1]!),
    ...(pair ? [pair[0]!] : []),
    ...alone.filter(
      (s, i) =>
        BARE_NAME.test(s) && !recipients.includes(s) && !companies.includes(s) && !townLine(segments[i]!),
    ),
  ];
  const amounts = amountsSaid(rest);
  return {
    pairs,
    names: [...new Set(names)],
    recipients,
    partners: [...text.matchAll(PARTNER_NAME)].map((m) => m[1]!),
    emails,
    postcodes,
    addresses: rest.match(ADDRESSES) ?? [],
    companies,
    ...namedThings(rest),
    rough: [...rest.matchAll(ROUGHLY)].map((m) => Number(m[1]!.replace(/,/g, ""))),
    urls,
    phones,
    ...when(rest.replace(BORN, " "), now),
    dated: segments.flatMap((s) => {
      const day = BORN.test(s) ? undefined : when(s, now).date;
      // (Getting married is the wedding a "Wedding date" is of; a party or a wedding is the event a "Date of your
      // event" is of.)
      const married = /\b(?:married|marry|marrying)\b/i.test(s) ? ["wedding"] : [];
      const event = EVENT_SAID.test(s) || married.length > 0 ? ["event"] : [];
      return day ? [{ words: new Set([...words(s), ...married, ...event]), day }] : [];
    }),
    ...(born ? { born } : {}),
    amounts,
    ...saidWords(text),
    text,
  };
}

/** What a request calls the occasion a "Date of your event" asks for. */
const EVENT_SAID =
  /\b(?:party|wedding|birthday|celebration|reception|function|christening|funeral|wake|anniversary|dinner\s+dance|ball)\b/i;

/**
 * "my labrador biscuit at …", "our 2 golden retrievers ted and honey in …": a thing and its name typed in lower
 * case, the name ending where a preposition, a comma or the text does.
 */
const CALLED_TYPED =
  /\b(?:my|our)\s+(?:(?:\d+|two|three|four)\s+)?((?:\p{Ll}[\p{L}-]*\s+)?\p{Ll}[\p{L}-]*?)s?\s+(\p{Ll}[\p{L}'’-]+)(?:\s+(?:and|&)\s+(\p{Ll}[\p{L}'’-]+))?(?=\s*(?:[,.(!?]|$)|\s+[-–—]\s|\s+(?:at|in|into|on|onto|for|up|to|with|aged|is|has|who|she|he|they|please|this|next)\b)/gu;
/** "drop my dog off", "bring my bike back home": a verb's particle or a place, no name. */
const PARTICLE =
  /^(?:off|out|back|over|down|away|round|around|home|there|here|now|today|tomorrow|tonight|too|again)$/;
/** Who a request's "my …" may be, whose name is a person's (FOR_NAME, KIN_TYPED read those). */
const PEOPLE =
  /^(?:son|daughter|child|boy|girl|wife|husband|partner|mum|mom|dad|mother|father|friend|sister|brother|nephew|niece|grandson|granddaughter|boss|colleague|family|kids?|children|guests?|group|team|lot|name|number|email|phone)$/;

/** The things a request names ("a cockapoo called Pip"): their names and what they are. */
function namedThings(text: string): Pick<TaskValues, "called" | "kinds"> {
  const found = [...text.matchAll(CALLED)].filter((m) => !CALENDAR.test((m[2] ?? m[4])!));
  if (found.length > 0)
    return {
      called: found.map((m) => (m[2] ?? m[4])!),
      kinds: found.flatMap((m) => ((m[1] ?? m[3]) ? [(m[1] ?? m[3])!] : [])),
    };
  const typed = [...text.matchAll(CALLED_TYPED)].filter(
    (m) =>
      !PEOPLE.test(m[1]!.split(/\s+/).at(-1)!) &&
      [m[2], m[3]].every(
        (n) => n === undefined || (!FUNCTION_WORDS.has(n) && !CALENDAR.test(n) && !PARTICLE.test(n)),
      ),
  );
  const upper = (n: string) => n.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  return {
    called: typed.flatMap((m) => [m[2]!, ...(m[3] ? [m[3]] : [])].map(upper)),
    kinds: typed.map((m) => m[1]!),
  };
}

/** A field's words, lower case. */
export const wordsOfField = (f: Parameters<typeof fieldText>[0]) => words(fieldText(f));

/** Said just before another person's address: "emailed to her at …", "to my sister Amy Lowe (…", "his email is …". */
const THEIRS_BEFORE =
  /\b(?:(?:to|for)\s+(?:her|him|them|my\s+[\p{L}\s'’-]{2,40}?)(?:\s+(?:at|on)|\s*\()|(?:her|his|their)\s+e-?mail(?:\s+address)?(?:\s+is)?)\s*$/iu;

/** Of two addresses, "Their email" takes the one said as another person's and "Your email" the other. */
export function emailFor(f: FormField, v: TaskValues): string | undefined {
  const theirs = v.emails.filter((e) => THEIRS_BEFORE.test(v.text.slice(0, v.text.indexOf(e))));
  if (/\b(?:their|recipient'?s?|giftee|friend'?s)\b/i.test(fieldText(f))) return theirs[0] ?? v.emails[0];
  return v.emails.find((e) => !theirs.includes(e)) ?? v.emails[0];
}
