import { countSaid, unitOf } from "./form-amounts";
import { choiceLeftOpen, countOfChosen, countOfForm, plainChoice, RequiredUnsaid } from "./form-choices";
import { codeFor } from "./form-codes";
import { broughtAlong } from "./form-guests";
import {
  countOfAges,
  extraNotAsked,
  offersClockTimes,
  slotInPartOfDay,
  timeTaken,
  twinListChoices,
} from "./form-lists";
import { optionByDate, optionByWords, optionInRange, optionSaidWhole, optionsUnit } from "./form-options";
import { tickedBy } from "./form-ticks";
import { emailFor, type TaskValues, wordsOfField } from "./form-values";
import { dateText, dayBeside, laterBy } from "./form-when";
import { type FormPlan, fieldName, fieldScore, fieldText, optionFor } from "./forms";
import { quotedWords } from "./instructions";
import { words } from "./links";
import { messageSaid } from "./message-said";
import { FOR_ANOTHER, PEOPLE_NOUNS } from "./option-owner";
import { STREET_SAID } from "./option-place";
import type { FormField, PageForm } from "./page-read";
import { optionByKind } from "./purpose-options";
import type { Action } from "./types";

/** A value said after a field word, as that field takes it (a list's option by its name or its words). */
function asTaken(f: FormField, value: string): string | undefined {
  // "leaving monday": a day field takes the day as resolved (byKind), not the word.
  if (f.type === "date") return undefined;
  if (f.tag !== "select") return value;
  return optionFor(f, value) ?? optionByWords(f, new Set(words(value)));
}

/** The value for a field no field word named: by what the field asks for (its type and words). */
function byKind(f: FormField, v: TaskValues, page: readonly string[]): string | undefined {
  const ws = wordsOfField(f);
  const says = (...xs: string[]) => xs.some((x) => ws.includes(x));
  // "Parent or guardian's name (Junior only)": for a kind the request does not name, an optional field stays empty.
  const only = fieldText(f)
    .match(/\((\p{L}+)\s+only\)/iu)?.[1]
    ?.toLowerCase();
  if (only && !f.invalid && !v.words.has(only) && !v.words.has(only.replace(/s$/, ""))) return undefined;
  // "with 'Happy 40th Jen' piped on it": the words in quotes are what a "Message on the cake" writes.
  if (f.tag !== "select" && says("message", "wording", "inscription", "writing", "engraving")) {
    const quoted = quotedWords(v.text);
    if (quoted || f.tag !== "textarea") return quoted;
  }
  if (f.tag === "textarea") return undefined;
  // ("Email it on", a date, is when a voucher is emailed.)
  if (f.type === "email" || (f.type !== "date" && says("email", "mail"))) return emailFor(f, v);
  if (f.type === "tel" || says("phone", "telephone", "tel", "mobile")) return v.phones[0];
  const code = codeFor(fieldText(f), says("reference", "ref"), v.text);
  if (code !== undefined) return code || undefined;
  if (f.type === "url" || says("url", "website", "portfolio", "linkedin")) return v.urls[0];
  // "Moving to (postcode)" of "WB3 1AA to WB5 9QZ": the second postcode said is where to.
  if (says("postcode", "zip", "postal") || /\bpost\s+code\b/i.test(fieldText(f)))
    return v.postcodes[v.postcodes.length > 1 && /\b(?:to|destination|new)\b/i.test(fieldText(f)) ? 1 : 0];
  // "Street name" of "a pothole on Ferrier Road outside number 12": the street said, with no house number.
  // "House number and street" of "27 Station Street, Millbeck": the street line, its town another field's.
  if (/\b(?:street|house\s+number)\b/i.test(f.label) && !/\baddress\b/i.test(f.label))
    return v.addresses[0]?.split(",")[0]?.trim() ?? v.text.match(STREET_SAID)?.[1];
  if (says("street", "road") && !says("address")) return v.addresses[0] ?? v.text.match(STREET_SAID)?.[1];
  if (says("address", "street")) return v.addresses[0];
  // "Business name", "Group or company (if any)", "School": the sender's business, group or school, by name.
  const organised = says("company", "business", "organisation", "organization", "group", "school");
  // ("Leon Barraclough, Barraclough Creative": with no word to tell, the name said after the sender's.)
  if (organised && (says("name") || (f.tag !== "select" && !says("number", "size", "type"))))
    return v.companies[0] ?? (says("business", "company") && v.names.length === 2 ? v.names[1] : undefined);
  // "Second adult's name" of "sign me and my husband Rob Marsh up": the one named with the sender.
  if (v.partners.length > 0 && says("second", "partner", "spouse") && says("name")) return v.partners[0];
  // "Who is it for?", "Recipient's name": the person named as the one it is for.
  // (A list, "Who's it for?": Me, It's a gift, is chosen from below.)
  if (f.tag !== "select" && (says("recipient", "giftee") || /\bwho\b.*\bfor\b/i.test(fieldText(f))))
    return v.recipients[0];
  // "When": "As soon as possible" or "On a day that suits me": the day, for a request that gives one.
  const asap = f.options.find((o) => /\b(?:as\s+soon\s+as|asap|now|urgent)\b/i.test(o));
  const onDay = f.options.find((o) => o !== asap && /\b(?:day|date|later|suits)\b/i.test(o));
  if (f.tag === "select" && asap && onDay) return v.date ? onDay : undefined;
  // A list of days or times named, not written ("Best time to call": Morning, Evening (until 19:00)), for a
  // request that gives no clock time: chosen by its words.
  // ("First-time taster" asks no time.)
  // ("Session" of 10:00, 11:00 (The Little Rink) … is a time.)
  const timed =
    (says("time") && !/\b(?:first|part|full|one)[- ]time\b/i.test(fieldText(f))) || offersClockTimes(f);
  const when = says("date", "day", "start", "arrival") || timed;
  // ("Time": 10:00 to 12:00, 13:30 to 15:30 of "in the afternoon": the one slot starting then.)
  if (when && f.tag === "select" && !v.time)
    return slotInPartOfDay(f, v.text) ?? optionByWords(f, v.words, v.denied);
  // "Date of birth" takes the birth date given, never the day asked for.
  if (says("birth", "born", "dob"))
    return v.born && f.tag !== "select" ? dateText(v.born, f.placeholder) : undefined;
  if (f.type === "date" || says("date", "day") || /\b(?:dd|yyyy)\b/i.test(f.placeholder)) {
    // A leaving day is the second day said, or the first one the nights asked later ("3 nights from next
    // Tuesday"); never the arrival's again.
    const nights = v.amounts.find((a) => a.unit === "nights")?.n;
    const day = says(
      "leaving",
      "leave",
      "departure",
      "departing",
      "depart",
      "checkout",
      "until",
      "home",
      "return",
    )
      ? (v.until ?? (v.date && nights ? laterBy(v.date, nights) : undefined))
      : (dayBeside(ws, v) ?? (says("wedding", "anniversary") ? undefined : v.date));
    // ("Your wedding day" beside "Day" of "book a bridesmaids appointment next tuesday": the wedding's day only when
    // said of it, "the wedding is saturday 20th february".)
    if (!day) return undefined;
    // (A list of days: the one naming it, "Saturday 12 December"; of "on the sunday", said with no date, the one
    // option naming that weekday, "Sunday 17 January" of a sale's two days.)
    if (f.tag !== "select") return dateText(day, f.placeholder);
    return (
      optionByDate(f, day) ?? (DATE_OF_MONTH.test(v.text) ? undefined : optionByWords(f, v.words, v.denied))
    );
  }
  if (f.type === "time" || timed || says("start", "arrival")) {
    // "Return time" of "back saturday 3pm": the end's time, when one is said.
    const time = (says("return", "back", "drop", "until", "end") && v.untilTime) || v.time;
    if (!time) return undefined;
    return timeTaken(f, time);
  }
  // An extra the request never asks for ("Car parking" with its "No parking") keeps its first option.
  if (extraNotAsked(f, v)) return undefined;
  // "Children, 5 to 12" of "our two kids, they're 10 and 3": the ages said that its range takes in.
  const aged = countOfAges(f, v);
  if (aged !== undefined) return f.tag === "select" ? optionInRange(f, aged) : String(aged);
  // ("By the hour" of "by the hour, 2 hours": an option said word for word, before any amount it could fit.)
  const whole = f.tag === "select" ? optionSaidWhole(f, v) : undefined;
  if (whole) return whole;
  // "Party" (Inflatable party, Pool games party) names a kind, not a party's size: no number among its options.
  // ("Children's names" asks who they are, not how many.)
  const unit =
    (f.tag === "select" && !f.options.some((o) => /\d/.test(o))) ||
    (f.type !== "number" && says("name", "names"))
      ? undefined
      : (optionsUnit(f, v) ?? unitOf(ws));
  // ("Length" of "the hour long lesson" gives no number of hours: its "60 minutes" option is said by its words.)
  // "Number of bowlers" of "2 adults and 3 kids" is everyone; "Number of adults" the adults.
  const everyone = unit === "people" && !ws.some((w) => /^(?:adults?|grown)/.test(w));
  // "Pupils" of "around 30 kids and 4 adults" are the children.
  const pupils = ws.some((w) => /^(?:pupils?|students?)$/.test(w));
  // "Guests coming with you" of "me and 5 bridesmaids": those brought, the sender not counted (form-guests.ts).
  const withYou = /\bwith\s+you\b/i.test(fieldText(f));
  const brought =
    unit === "people" && (withYou || says("guests")) ? broughtAlong(v.text, withYou) : undefined;
  if (brought !== undefined) return f.tag === "select" ? optionInRange(f, brought) : String(brought);
  const amount = unit
    ? ((pupils ? v.amounts.find((a) => a.unit === "children") : undefined) ??
      // "Age" of "i'm 34, i've had my licence 12 years": the age said, not how long.
      (unit === "years" && says("age") ? v.amounts.find((a) => a.age) : undefined) ??
      (everyone && !pupils ? v.amounts.find((a) => a.unit === "everyone") : undefined) ??
      v.amounts.find((a) => a.unit === unit) ??
      // ("Players" of "30 kids": when only children are counted, they are everyone.)
      (everyone && !v.amounts.some((a) => a.unit === "people")
        ? v.amounts.find((a) => a.unit === "children")
        : undefined))
    : undefined;
  if (amount) return f.tag === "select" ? optionInRange(f, amount.n) : String(amount.n);
  // ("32 year 1 pupils": the class's year said between the count and the pupils.)
  const classSaid = pupils
    ? countSaid("pupil", v.text.replace(/\b(?:year|yr|key\s+stage|ks)\s*\d+\s+/gi, ""))
    : undefined;
  if (classSaid !== undefined) return f.tag === "select" ? optionInRange(f, classSaid) : String(classSaid);
  // "Bedrooms" (a number) of "3 bed semi, one bathroom": the count said of the thing it is named for.
  const counted =
    f.type === "number" && !unit ? ws.map((w) => countSaid(w, v.text)).find((n) => n) : undefined;
  if (counted !== undefined) return String(counted);
  if (unit && f.tag !== "select") return undefined;
  if (f.tag === "select") return optionByKind(f, v, page);
  // "Boat's name", "Dog's name": a thing's name, not the sender's ("Learner's name", "Patient's name" are a person's).
  const owner = fieldText(f)
    .match(/\b([\p{L}]+)['’]s\s+(?:(?:first|last|full|given|family)\s+)?name\b/iu)?.[1]
    ?.toLowerCase();
  const owned = owner !== undefined && !PEOPLE_NOUNS.has(owner);
  // "Dog's name" of "a cockapoo called Pip", "Boat's name" of "motor boat Bluebell"; "Their names" of pets named.
  const after = owned
    ? v.text.match(new RegExp(`\\b${owner}s?\\s+(\\p{Lu}[\\p{L}'’-]+)\\b`, "u"))?.[1]
    : undefined;
  if (owned && v.called.length === 0 && after) return after;
  // ("Child's name (or names)" of "my twins Ava and Isla Brooks": the children named together; of "… for Ethan
  // Cole", no thing called, the one it is for, below.)
  const together = says("names") && !owned ? v.recipients.find((r) => /\s(?:and|&)\s/.test(r)) : undefined;
  if (together) return together;
  const personsName = owner !== undefined && !owned && v.called.length === 0;
  if (owned || (says("names") && !says("your") && !personsName))
    return v.called.length > 0 ? v.called.join(", ") : undefined;
  if (says("breed", "species")) return v.kinds[0];
  // "Make" of "it's a Broadwood from around 1905", "my bike is a Trek": the maker named as what the thing is.
  if (says("make", "brand", "manufacturer")) return v.text.match(MAKER_SAID)?.[1];
  // "Parent or guardian coming along" of "my son jake reyes is 15 … i'll come with him - i'm Paul Reyes": the sender.
  const parent =
    f.tag !== "select" && says("parent", "guardian", "carer") && !says("email", "mail", "phone", "mobile");
  if (parent && !says("name") && v.recipients.length > 0) return v.names[0];
  if (
    says("name") &&
    !owned &&
    !says("company", "organisation", "organization", "business", "user", "username", "street", "road", "town")
  ) {
    // "Pupil's name" of "book my son a taster, he's called Oliver Grant, I'm Kate Grant": the one it is for; so is
    // the "Name of the person being inducted".
    const being = /\bperson\s+being\b/i.test(fieldText(f));
    const another = being || (owner !== undefined && owner !== "your" && !says("parent", "carer", "contact"));
    const theirs = another ? v.recipients[0] : undefined;
    // "Second member's name" when no one else is named: not the sender's, unless the form requires it.
    if (another && !theirs && !f.invalid) return undefined;
    // "Birthday child's name" of "for my son's 6th birthday … Hannah Cole": his name is not said; hers is not his.
    if (another && !theirs && FOR_ANOTHER.test(v.text)) return undefined;
    const name = theirs ?? v.pairs.find((p) => /\bname\b/i.test(p.field))?.value ?? v.names[0];
    if (!name) return undefined;
    const parts = name.split(/\s+/);
    if (says("surname", "last", "family")) return parts.at(-1);
    if (says("first", "given", "forename")) return parts[0];
    return name;
  }
  return undefined;
}

/** A day of a month said: "the 14th", "3 december", "december 3". */
const DATE_OF_MONTH =
  /\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}\b/i;

/** A maker's name said as what a thing is: "it's a Broadwood", "my bike is a Trek". */
const MAKER_SAID = /\b(?:it['’]?s|is)\s+an?\s+(\p{Lu}[\p{L}-]+)/u;

/** What a "… name" field may name that is not a person: "Street name", "Company name". */
const NAMED_THINGS: ReadonlySet<string> = new Set(
  "street road town village company business organisation organization boat".split(" "),
);

/**
 * Map a request's values to a form's fields: first those said after a field word ("name Priya", "my branch is
 * fernbrook"), the field that word fits best; then each other field by what it asks for. Throws an Error naming
 * the fields the form requires that the request does not give, so nothing half-filled is sent.
 */
export function planByPurpose(
  form: PageForm,
  v: TaskValues,
  page: readonly string[] = [],
  /** What the request is for, as said ("to take in the sides of a bridesmaid dress"): a required "What needs doing?". */
  about = "",
): FormPlan {
  const fills = new Map<FormField, string>();
  // (The words after "message about an invoice:" are the message box's, not "an invoice" said after "message".)
  const message = messageSaid(v);
  const box = message
    ? form.fields.find((f) => f.tag === "textarea" && fieldScore("message", f) >= 0.5)
    : undefined;
  if (box && message) fills.set(box, message);
  for (const p of v.pairs) {
    let best: FormField | undefined;
    let bestScore = 0;
    for (const f of form.fields) {
      // (A checkbox is ticked only as form-ticks.ts says: "marlow velvet from corrie and webb" is no value of it.)
      if (fills.has(f) || f.type === "checkbox") continue;
      // "name Gwen Tallis" is a person's: not the "Street name" of the pothole.
      if (/^name$/i.test(p.field.trim()) && wordsOfField(f).some((w) => NAMED_THINGS.has(w))) continue;
      // The closer fit wins a tie: "company" is the Company field, not Company size.
      const score = fieldScore(p.field, f) - 0.01 * wordsOfField(f).length;
      if (score > bestScore) [best, bestScore] = [f, score];
    }
    const text = best && bestScore >= 0.5 ? asTaken(best, p.value) : undefined;
    if (best && text) fills.set(best, text);
  }
  const twins = twinListChoices(form, v.text);
  for (const f of form.fields) {
    if (fills.has(f)) continue;
    // (Counted by what another list took, before a number the task says of something else: "1st May".)
    // (A checkbox is ticked only as form-ticks.ts says, never given another field's value.)
    const text =
      f.type === "checkbox"
        ? tickedBy(f, form, v)
        : (twins.get(f) ??
          countOfChosen(f, [...fills.values()], v, true) ??
          countOfForm(f, form, v) ??
          countOfChosen(f, [...fills.values()], v) ??
          byKind(f, v, page) ??
          (f.tag === "textarea" && f.invalid && about ? about : undefined));
    if (text) fills.set(f, text);
  }
  // (Buttons none is pressed on that the task says nothing of: the plain choice, where there is one.)
  for (const f of form.fields) {
    const plain = f.unchosen && !fills.has(f) ? plainChoice(f) : undefined;
    if (plain) fills.set(f, plain);
  }
  const missing = form.fields.filter((f) => !fills.has(f) && f.invalid);
  if (missing.length > 0) {
    const names = missing.map((f) => `"${fieldName(f)}"`).join(", ");
    throw new RequiredUnsaid(`the form asks for ${names}, which the task does not say`);
  }
  if (fills.size === 0) throw new Error("none of the task's values fits the form's fields");
  const open = choiceLeftOpen(form, fills, about, v);
  if (open) throw open;
  const ordered = form.fields.filter((f) => fills.has(f));
  const actions: Action[] = ordered.map((f) => ({ type: "fill", field: fieldName(f), text: fills.get(f)! }));
  actions.push(
    form.submit
      ? { type: "click", target: form.submit, button: true }
      : { type: "key_press", key_comb: "Enter" },
  );
  return { actions, summary: ordered.map((f) => `${fieldName(f)} "${fills.get(f)}"`).join(", ") };
}
