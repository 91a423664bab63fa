import { FUNCTION_WORDS } from "../question/attributes";
import { countNumbered, countSaid, loneCount, unitOf } from "./form-amounts";
import { CLOCK_OPTION, optionInRange, PROMPT } from "./form-options";
import type { TaskValues } from "./form-values";
import { fieldName } from "./forms";
import { words } from "./links";
import type { FormField, PageForm } from "./page-read";

// A form's lists beside the values a request gives (purpose-plan.ts asks): a count read by what another list took,
// and a list the request leaves open, which stops the form being sent.

/** A list of the form has no option for what the request names: the form is likely another thing's. */
export class NoOptionFits extends Error {}
/** The form requires fields the request does not give: it may be another thing's form (a measuring visit's postcode). */
export class RequiredUnsaid extends Error {}
/** A list of start times the request says none of: the site may say the time of the class it names (time-lookup.ts). */
export class TimeLeftOpen extends Error {
  constructor(
    why: string,
    /** The options the form's other lists took: which class it is ("Ballet", "Chapel Studio, Larkhill Road"). */
    readonly chosen: string[],
  ) {
    super(why);
  }
}

/**
 * "Number of boats or boards" of "2 canoes" when another list took "Open canoe": the count said of what was chosen.
 * Undefined for a field that is not a list of numbers or a number box, or when nothing chosen is counted.
 */
export function countOfChosen(
  f: FormField,
  chosen: string[],
  v: TaskValues,
  /** Only a count said with a number ("2 canoes"), not "a pinning appointment"'s one. */
  numbered = false,
): string | undefined {
  // ("How many items" as a number box counts "2 pairs of trousers" as the list would.)
  const box = f.tag === "input" && f.type === "number";
  if (!box && (f.tag !== "select" || !f.options.every((o) => PROMPT.test(o) || /^\s*\d+\s*$/.test(o))))
    return undefined;
  // ("How many of them are under 16?" counts children, whatever was chosen.)
  if (!/\b(?:how\s+many|number\s+of)\b/i.test(fieldName(f)) || unitOf(words(fieldName(f)))) return undefined;
  // ("One way to Millbridge" counts nothing: its own number is part of its name; "Logs, a net" counts nets, as
  // "3 nets of logs" does.)
  const counted = chosen.flatMap((c) => words(c).filter((w) => countSaid(w, c, true) === undefined));
  const n = [true, false]
    .flatMap((adjacent) =>
      counted.map((w) => (numbered ? countNumbered(w, v.text, adjacent) : countSaid(w, v.text, adjacent))),
    )
    .find((c) => c !== undefined);
  if (n === undefined) return undefined;
  return box ? String(n) : optionInRange(f, n);
}

/** A count box's label: "How many", "Number of garments", "Quantity". */
const COUNT_BOX = /\b(?:how\s+many|number\s+of|quantity|qty)\b/i;

/**
 * A form's one count box that counts nothing the request names: "How many" of a voucher order takes the number said
 * of what the form is for (its heading "Order vouchers": "2 £50 gift vouchers" is 2); else, as "How many garments"
 * of "for 2 pairs of trousers", the one number the request says of any thing. Undefined when the box names a unit or
 * a thing the request says (byKind reads those), when the form has several count boxes, or when no such number is
 * said.
 */
export function countOfForm(f: FormField, form: PageForm, v: TaskValues): string | undefined {
  const isCountBox = (g: FormField) =>
    g.tag === "input" && g.type === "number" && COUNT_BOX.test(fieldName(g));
  if (!isCountBox(f) || form.fields.filter(isCountBox).length !== 1) return undefined;
  const own = words(fieldName(f)).filter((w) => !FUNCTION_WORDS.has(w) && !COUNT_WORDS.has(w));
  if (
    unitOf(words(fieldName(f))) ||
    own.some((w) => new RegExp(`\\b${w.replace(/s$/, "")}`, "i").test(v.text))
  )
    return undefined;
  const named = words(`${form.heading ?? ""} ${form.text}`).filter((w) => !FUNCTION_WORDS.has(w));
  const n = named.map((w) => countNumbered(w, v.text)).find((c) => c !== undefined) ?? loneCount(v.text);
  return n === undefined ? undefined : String(n);
}

/** A list of how a booking is paid for: "How you'll pay", "Payment", "Membership", "Ticket type". */
const PAYING = /\b(?:pay|paying|payment|member|membership|ticket|price|tariff)\b/i;

/** What a list of the things a form books is called: "Event", "Class", "Tour". */
export const BOOKED_THINGS: ReadonlySet<string> = new Set(
  "event events class classes course courses tour tours service services treatment treatments activity workshop visit club party package programme lesson lessons trip experience".split(
    " ",
  ),
);

/** A list's label asking what the form is for: "What for", "What do you need", "Type of job". */
const WHAT_FOR =
  /^(?:what\s+for|what\s+do\s+you\s+need|what\s+can\s+we\s+do|type\s+of\s+(?:job|work|service))\b/i;

/**
 * Why a form must not be sent as planned, or undefined: a list it would send its first option of for want of one the
 * task names. A list of the things a form books ("Event": Santa in the barn, …) would send its first, not what was
 * asked for (`about`: "the seed to plate visit"), and the form may be another thing's (NoOptionFits); a list of start
 * times ("07:00", "10:00", …) for a request that gives no time (TimeLeftOpen, with the options the other lists took),
 * or a list of sizes ("Small: city car or supermini", …) for one that names none, would send a guess.
 */
export function choiceLeftOpen(
  form: PageForm,
  fills: Map<FormField, string>,
  about: string,
  v: Pick<TaskValues, "words" | "denied" | "amounts"> = { words: new Set(), denied: new Set(), amounts: [] },
): Error | undefined {
  const unset = form.fields.filter(
    (f) => f.tag === "select" && !fills.has(f) && !PROMPT.test(f.options[0] ?? ""),
  );
  const listed = (f: FormField) => f.options.join(", ");
  const clocks = (f: FormField) => f.options.length > 1 && f.options.every((o) => CLOCK_OPTION.test(o));
  // ("Class start time" is a list of times, not of classes.)
  // (Nor a list for the other choice of a group answered: "Experience" when "A money voucher" was chosen over "An
  // experience voucher".)
  const otherChoice = (f: FormField) => {
    const named = words(fieldName(f));
    const says = (o: string) => words(o).some((w) => named.includes(w));
    return [...fills].some(
      ([g, chosen]) => g.type === "radio" && !says(chosen) && g.options.some((o) => o !== chosen && says(o)),
    );
  };
  const unchosen = unset.find(
    (f) =>
      !clocks(f) &&
      !otherChoice(f) &&
      (words(fieldName(f)).some((w) => BOOKED_THINGS.has(w)) || WHAT_FOR.test(fieldName(f).trim())),
  );
  if (unchosen && about) {
    return new NoOptionFits(
      `"${fieldName(unchosen)}" has no option for ${about} (its options: ${listed(unchosen)})`,
    );
  }
  const untimed = unset.find(clocks);
  if (untimed)
    return new TimeLeftOpen(
      `"${fieldName(untimed)}" asks for a time the task does not say (its options: ${listed(untimed)})`,
      // (Not how it is paid for: "Not a member: £8 drop-in" names no class.)
      [...fills].filter(([f]) => f.tag === "select" && !PAYING.test(fieldName(f))).map(([, text]) => text),
    );
  // "Skate hire, pairs" (0 … 8) of "skate hire for everyone": a count of a thing the task speaks of, not read as a
  // number, would be sent as the list's first.
  // ("14 of them coming" of a party form's "Children" (8 … 20): a headcount no field took is such a count too.)
  const taken = [...fills.values()];
  const headcount = v.amounts.some(
    (a) => (a.unit === "people" || a.unit === "children") && !taken.includes(String(a.n)),
  );
  // A form of ticket counts, each "0" until chosen, none of which the request fills, would book nobody.
  // (A "Number of people" written in counts them: "How many of them are under 16?" may stay 0.)
  const counts = form.fields.filter((f) => f.tag === "select" && countsPeople(f));
  const counted = [...fills.keys()].some(ofPeople);
  const nobody =
    !counted &&
    counts.length > 0 &&
    counts.every((f) => !fills.has(f) && /^\s*0\s*$/.test(f.options[0] ?? ""))
      ? counts[0]
      : undefined;
  const uncounted = unset.find((f) => countsSaidThing(f, v) || (headcount && countsPeople(f))) ?? nobody;
  if (uncounted)
    return new Error(
      `"${fieldName(uncounted)}" asks how many, which the task does not give for it ` +
        `(its options: ${listed(uncounted)})`,
    );
  // A choice of buttons none is pressed on ("Delivery day": Tuesday, Friday), that the task makes none of, would be
  // sent unanswered; unless it says it may be ("Anything else? (optional)", "How did you hear about us?").
  const unanswered = form.fields.find(
    (f) => f.unchosen && !fills.has(f) && !MAY_BE_LEFT.test(`${fieldName(f)} ${f.label}`),
  );
  if (unanswered)
    return new Error(
      `"${fieldName(unanswered)}" asks which, and the task does not say (its options: ${listed(unanswered)})`,
    );
  const unsized = unset.find((f) => f.options.length > 1 && /\bsizes?\b/i.test(fieldName(f)));
  if (unsized)
    return new Error(
      `"${fieldName(unsized)}" asks for a size the task does not say (its options: ${listed(unsized)})`,
    );
  return undefined;
}

/** An option that takes in the others ("Either", "No preference"), a choice anyone may make. */
const CATCH_ALL = /^(?:either|any|both|no\s+preference|not\s+sure|don['’]?t\s+mind|whichever)\b/i;
/** An option costing more than another: "14k gold (from £45 more)", "In a card by post, £1.50". */
const COSTS_MORE = /[£$€]\s?\d|\b(?:more|extra|supplement)\b|\+\s?\d/i;

/**
 * The choice a careful person makes of buttons none is pressed on when the task says nothing of them: the one
 * taking in the others ("For": A tattoo, A piercing, Either), or the one costing nothing more ("Jewellery":
 * Titanium, 14k gold (from £45 more)), or no to a thing it never asks for ("Is it a gift?": No, Yes). Undefined
 * when there is no such choice ("Delivery day": Tuesday, Friday).
 */
export function plainChoice(f: FormField): string | undefined {
  const all = f.options.filter((o) => CATCH_ALL.test(o.trim()));
  if (all.length === 1) return all[0];
  // ("Is it a gift?": No, Yes, send a voucher; "Campervan pass": No, Yes, add one: a thing the task never asks for.)
  const no = f.options.find((o) => /^no\b/i.test(o.trim()));
  if (f.options.length === 2 && no && f.options.some((o) => /^yes\b/i.test(o.trim()))) return no;
  const plain = f.options.filter((o) => !COSTS_MORE.test(o) || /\bfree\b/i.test(o));
  return plain.length === 1 && f.options.length > 1 ? plain[0] : undefined;
}

/** A question a form lets go unanswered. */
const MAY_BE_LEFT = /\b(?:optional|if\s+any|if\s+you\s+like|hear\s+about|how\s+did\s+you\s+(?:hear|find))\b/i;

/** A list of numbers: "Skate hire, pairs" (0, 1 … 8), "Children" (8 … 20). */
function numbersOnly(f: FormField): boolean {
  const numbers = f.options.filter((o) => !PROMPT.test(o));
  return numbers.length > 1 && numbers.every((o) => /^\s*\d+\+?\s*$/.test(o));
}

/** A field counting people or children by its words ("Children", "Guests", "Number of people"). */
const ofPeople = (f: FormField) => ["people", "children"].includes(unitOf(words(fieldName(f))) ?? "");

/** A list of numbers counting people or children. */
const countsPeople = (f: FormField) => numbersOnly(f) && ofPeople(f);

/** A list of numbers counting a thing the request names and does not say no to. */
function countsSaidThing(f: FormField, v: Pick<TaskValues, "words" | "denied">): boolean {
  if (!numbersOnly(f)) return false;
  const named = words(fieldName(f)).filter(
    (w) => w.length > 2 && !FUNCTION_WORDS.has(w) && !COUNT_WORDS.has(w),
  );
  const said = (w: string) => [w, `${w}s`, w.replace(/s$/, "")];
  if (named.some((w) => said(w).some((x) => v.denied.has(x)))) return false;
  return named.some((w) => said(w).some((x) => v.words.has(x)));
}

/** Words of a count's label that say it counts, not what: "Number of", "pairs", "how many". */
const COUNT_WORDS: ReadonlySet<string> = new Set("number many much pairs sets quantity qty total".split(" "));

/**
 * The words a request names a list's thing by, just before the noun of its label, as a definite description: "teen
 * pizza" of "onto damson & dill's teen pizza class" for a "Class" list; none of "a free trial lesson" (a kind, not
 * one thing to find), "book a class" or "the 10am class", nor before a label's function word ("my mul-t-lock key
 * from" says nothing of a "Collect from" list).
 */
export function namedBefore(text: string, labelWords: readonly string[]): string[] {
  return labelWords
    .filter((w) => !FUNCTION_WORDS.has(w))
    .flatMap((noun) => {
      const m = text.match(
        new RegExp(
          `(?:\\b(?:the|my|our|their|his|her|your)\\s+|['’]s\\s+)((?:[\\p{L}-]+\\s+){1,2})${noun}(?:e?s)?\\b`,
          "iu",
        ),
      );
      return m ? words(m[1]!).filter((w) => w.length > 2 && !/\d/.test(w) && !FUNCTION_WORDS.has(w)) : [];
    });
}

/** Whether an option says one of the words the request names its thing by ("Keralan curries" of "keralan curry"). */
export const saysNamed = (option: string, named: readonly string[]) =>
  named.some((w) => words(option).some((o) => o.startsWith(w.slice(0, Math.max(4, w.length - 2)))));

/** How often a request asks for a thing: "fortnightly", "every 4 weeks", "once a month", "just the once". */
const FREQUENCY =
  /\b(?:weekly|fortnightly|monthly|quarterly|yearly|annually|every\s+(?:\d+|two|three|four|six|eight)\s+(?:weeks|months)|(?:every|once\s+a)\s+(?:week|fortnight|month|year)|one[-\s]off|just\s+(?:the\s+)?once)\b/i;

/**
 * "How often" (Every 4 weeks, Every 8 weeks, Just once) of "fortnightly window cleaning", a list none of whose
 * options the request's frequency is: the form is another thing's (a business's quote, not a house's).
 */
export function oftenUnfit(f: FormField, v: TaskValues): NoOptionFits | undefined {
  const often = /\b(?:often|frequency)\b/i.test(fieldName(f)) ? v.text.match(FREQUENCY)?.[0] : undefined;
  return often
    ? new NoOptionFits(`the task says how often (${often}), which no option of "${fieldName(f)}" is`)
    : undefined;
}
