import type { PartOfDay } from "../question/attributes";
import { inPartOfDay } from "../question/values";
import { NoOptionFits } from "./form-choices";
import { CLOCK_OPTION, OPTION_FILLER, optionByWords, PROMPT, slotTakingIn } from "./form-options";
import type { TaskValues } from "./form-values";
import { type Clock, timeTexts } from "./form-when";
import { fieldName } from "./forms";
import { words } from "./links";
import type { FormField, PageForm } from "./page-read";

// Lists a form offers, read by what kind of list they are: two lists alike (a move's "from" and "to" floors), a list
// of clock times, of yes and no, and of school key stages (purpose-plan.ts asks).

/**
 * Two or more lists offering the same options ("It's on the" and "It's going to the", both Ground floor … Second
 * floor or higher), for a request naming one option for each in turn ("from a ground floor house … to a second
 * floor flat"): each list takes the option said in its turn, so one said option is not taken by both. The request
 * is read in pieces between "from", "to", "into", "onto" and "then"; lists of numbers alone (Adults, Children) are
 * not twins of this kind.
 */
export function twinListChoices(form: PageForm, text: string): Map<FormField, string> {
  const chosen = new Map<FormField, string>();
  const groups = new Map<string, FormField[]>();
  for (const f of form.fields) {
    const options = f.options.filter((o) => !PROMPT.test(o));
    if (f.tag !== "select" || options.length < 2 || !options.some((o) => /\p{L}{3}/u.test(o))) continue;
    const key = options.join("\n");
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const pieces = text.split(/\b(?:from|to|into|onto|then)\b/i).map((p) => new Set(words(p)));
  for (const twins of groups.values()) {
    if (twins.length < 2) continue;
    const first = twins[0]!;
    const naming = pieces.filter((said) => optionByWords(first, said) !== undefined);
    if (naming.length !== twins.length) continue;
    twins.forEach((f, i) => {
      const option = optionByWords(f, naming[i]!);
      if (option) chosen.set(f, option);
    });
  }
  return chosen;
}

/** A list whose options are clock times ("10:00", "13:00 (The Little Rink)"): a time is chosen from it. */
export function offersClockTimes(f: FormField): boolean {
  const options = f.options.filter((o) => !PROMPT.test(o));
  const clocks = options.filter((o) => CLOCK_OPTION.test(o));
  return f.tag === "select" && options.length > 1 && clocks.length >= options.length * 0.75;
}

/**
 * The time asked for as a field takes it: written in a box, or the list's option saying it ("14:00 (The Shed)"),
 * else the one slot whose span takes it in. Throws NoOptionFits when the list offers no such time: nothing else is
 * sent in its place.
 */
export function timeTaken(f: FormField, time: Clock): string {
  const texts = timeTexts(time);
  if (f.tag !== "select") return texts[0]!;
  // "14:00 (The Shed)", "11:30, Saturdays": an option may say more after its time.
  const offers = (ts: string[]) =>
    f.options.find((o) =>
      ts.some((t) => {
        const said = o.toLowerCase().replace(/\s+/g, " ");
        return said === t || said.startsWith(`${t} (`) || said.startsWith(`${t},`);
      }),
    );
  // "at half 2" among 10:00 … 16:00 is 14:30; said as "2:30am" it would be refused.
  const option =
    offers(texts) ?? (time.loose ? offers(timeTexts({ h: time.h + 12, min: time.min })) : undefined);
  if (option) return option;
  // A slot whose span takes the time in ("08:00–10:00" for a morning pick-up at 8, "18:00–20:00" for 7pm).
  const slot = slotTakingIn(f, time);
  if (slot) return slot;
  const offered = f.options.slice(0, 8).join(", ");
  throw new NoOptionFits(
    `"${fieldName(f)}" has no option for ${texts[0]} (its options: ${offered}${f.options.length > 8 ? ", …" : ""})`,
  );
}

/**
 * "Space Explorers (KS2)" of "our year 5 class": the one option naming the key stage an English school year is in
 * (Reception its own; years 1–2 KS1, 3–6 KS2, 7–9 KS3, 10–11 KS4).
 */
export function optionForSchoolYear(f: FormField, text: string): string | undefined {
  const said = text.match(/\b(?:year|yr)\s*(\d{1,2})\b(?!\s*(?:olds?|-old))|\b(reception)\b/i);
  if (!said) return undefined;
  const year = said[2] ? 0 : Number(said[1]);
  const stage =
    year === 0
      ? "reception|eyfs"
      : `(?:ks|key\\s+stage)\\s?${year <= 2 ? 1 : year <= 6 ? 2 : year <= 9 ? 3 : 4}`;
  const fits = f.options.filter((o) => new RegExp(`\\b(?:${stage})\\b`, "i").test(o));
  return fits.length === 1 ? fits[0] : undefined;
}

/** A list of a Yes and a No ("No thanks", "Yes, one for each package"), and at most one more option. */
export function isYesNo(f: FormField): boolean {
  const opts = f.options.filter((o) => !PROMPT.test(o));
  return opts.length <= 3 && opts.some((o) => /^yes\b/i.test(o)) && opts.some((o) => /^no\b/i.test(o));
}

/** Other words a request says a yes or no list's thing by: "as a present" is a gift. */
const SAID_AS: Record<string, string[]> = { gift: ["present", "presents"] };

/**
 * A Yes / No list whose question the request answers: "No" when it says no to the thing the label asks of ("no
 * dog", "without a dog"), "Yes" when it names it; undefined when it says nothing of it or the list is no yes or no.
 */
export function yesNoOption(f: FormField, v: TaskValues): string | undefined {
  if (!isYesNo(f)) return undefined;
  const opts = f.options.filter((o) => !PROMPT.test(o));
  const yes = opts.find((o) => /^yes\b/i.test(o))!;
  const no = opts.find((o) => /^no\b/i.test(o))!;
  // "No, it's our first time" of "it's our first time on a narrowboat": the option saying what the request says.
  const told = opts.filter((o) => {
    const own = words(o.replace(/^(?:yes|no)\b[,\s]*/i, "")).filter(
      (w) => w.length > 2 && !OPTION_FILLER.has(w),
    );
    return own.length > 0 && own.every((w) => v.words.has(w));
  });
  if (told.length === 1) return told[0];
  const asked = words(fieldName(f)).filter(
    (w) => w.length > 2 && !OPTION_FILLER.has(w) && !/^(?:bring|bringing|have|need|want|any)$/.test(w),
  );
  // A word the request denies ("im not a friend") is said, as a no (form-values.ts takes it out of `words`).
  const denied = (w: string) => v.denied.has(w) || v.denied.has(`${w}s`);
  const said = (w: string) =>
    v.words.has(w) || v.words.has(`${w}s`) || denied(w) || (SAID_AS[w] ?? []).some((x) => v.words.has(x));
  // ("Campervan pass" of "a day parking pass": the pass said is another kind, named by another word before it.)
  const label = words(fieldName(f));
  const otherKind = (w: string) => {
    const before = label[label.indexOf(w) - 1];
    const saidBefore = v.text.toLowerCase().match(new RegExp(`\\b(\\p{L}{3,})\\s+${w}s?\\b`, "u"))?.[1];
    return (
      before !== undefined &&
      asked.includes(before) &&
      !said(before) &&
      saidBefore !== undefined &&
      !OPTION_FILLER.has(saidBefore) &&
      !/^(?:with|and|the|our|some|any|two|three|for|plus|also|extra|need|want|add|get)$/.test(saidBefore)
    );
  };
  const named = asked.filter((w) => said(w) && !otherKind(w));
  if (named.length === 0) return undefined;
  const refused = named.some(
    (w) =>
      denied(w) ||
      new RegExp(
        `\\b(?:no|without|not\\s+\\S+(?:\\s+(?:a|the|our|my))?|(?:aren'?t|isn'?t|weren'?t|haven'?t|hasn'?t|hadn'?t|never)(?:\\s+(?:a|the|our|my))?)\\s+${w}s?\\b`,
        "i",
      ).test(v.text),
  );
  return refused ? no : yes;
}

/** An option saying everyone is grown up ("Everyone is 18 or over", "All adults"), and one saying some are not. */
const ALL_GROWN_OPTION = /\b(?:everyone|all)\b.*\b(?:1[4-9]|21|adults?|grown[- ]?ups?)\b/i;
const SOME_YOUNG_OPTION =
  /\bunder\s*(?:-\s*)?(?:1[4-9]|21)s?\b|\b(?:some|any)\b.*\b(?:kids?|children|juniors?|under)\b/i;
/** "All adults", "we're all over 18", "no kids": a party of grown-ups. */
const ALL_GROWN_SAID =
  /\ball\s+(?:of\s+us\s+)?(?:are\s+)?(?:adults|grown[- ]?ups|over\s+18|18\s+(?:or|and)\s+over)\b|\bwe(?:'re|\s+are)\s+all\s+(?:adults|grown[- ]?ups|over\s+18|18)\b|\bno\s+(?:kids|children|under\s*-?\s*18s?)\b/i;

/**
 * A list asking whether the party is all grown up ("Everyone is 18 or over" or "Some of us are under 18"): the first
 * for "all adults", "we're all over 18"; the second for a request giving children or a child's age.
 */
export function agesOption(f: FormField, v: TaskValues): string | undefined {
  const grown = f.options.filter((o) => ALL_GROWN_OPTION.test(o) && !SOME_YOUNG_OPTION.test(o));
  const young = f.options.filter((o) => SOME_YOUNG_OPTION.test(o));
  if (grown.length !== 1 || young.length !== 1) return undefined;
  if (ALL_GROWN_SAID.test(v.text)) return grown[0];
  const child = v.amounts.some((a) => a.unit === "children" || (a.unit === "years" && a.n < 18));
  return child ? young[0] : undefined;
}

/** A young age group a count's label names: "Children, 5 to 12", "Teens, 13 to 17", "Under 5s (free)". */
const YOUNG_RANGE = /\b(\d{1,2})\s*(?:to|-|–)\s*(\d{1,2})\b|\bunder[\s-]*(\d{1,2})s?\b/i;

/**
 * How many of a party a count of a young age group takes ("Children, 5 to 12" of "our two kids, they're 10 and
 * 3": 1), when the request gives every child's age; undefined else, or for a group of grown-ups.
 */
export function countOfAges(f: FormField, v: TaskValues): number | undefined {
  const counts = f.type === "number" || (f.tag === "select" && f.options.some((o) => /^\s*\d+\s*$/.test(o)));
  const range = counts ? YOUNG_RANGE.exec(fieldName(f)) : null;
  if (!range || /\bages?\b/i.test(fieldName(f))) return undefined;
  const [lo, hi] = range[3] ? [0, Number(range[3]) - 1] : [Number(range[1]), Number(range[2])];
  const ages = v.amounts.filter((a) => a.unit === "years" && a.n < 18).map((a) => a.n);
  const children = v.amounts.find((a) => a.unit === "children")?.n;
  if (hi >= 18 || ages.length === 0 || (children !== undefined && children !== ages.length)) return undefined;
  return ages.filter((n) => n >= lo && n <= hi).length;
}

/**
 * A field for an extra the request never names, which keeps its first option: the people for "Early entry on
 * Thursday, people", or "Car parking" with its "No parking" ("weekend tickets" buy no "Weekend pass, Car Park B").
 */
export function extraNotAsked(f: FormField, v: TaskValues): boolean {
  const said = (ws: string[]) => ws.some((w) => v.words.has(w) || v.words.has(`${w}s`));
  const own = (text: string) => words(text).filter((w) => w.length > 2 && !OPTION_FILLER.has(w));
  const forThing = fieldName(f).match(/^(.+?),\s*(?:people|persons|how\s+many)\s*$/i)?.[1];
  if (forThing) return !said(own(forThing));
  const thing = own(fieldName(f));
  const optOut = f.options.some((o) => thing.some((w) => new RegExp(`^no\\s+${w}\\b`, "i").test(o)));
  return optOut && !said(thing);
}

/** A voucher or gift card given by its value: "a £50 voucher", "a gift card worth £25", "voucher for $100". */
const VALUE_GIVEN =
  /[£$€]\s?\d[\d,.]*\s+(?:[\p{L}'’&-]+\s+){0,3}?(?:gift\s+)?(?:vouchers?|gift\s*cards?|cards?)\b|\b(?:vouchers?|gift\s*cards?)\s+(?:worth|for|of)\s+[£$€]\s?\d/iu;
/** An option for a voucher of any value: "A money voucher", "Cash value", "Any amount", "Gift card". */
const VALUE_OPTION = /\b(?:money|cash|monetary|value|any\s+amount|amount|gift\s*card)\b/i;

/**
 * The kind of voucher a request gives by its value ("send a £50 gift voucher"): the one option for a sum of money
 * ("A money voucher") beside those for a named experience.
 */
export function valueVoucherOption(f: FormField, v: TaskValues): string | undefined {
  if (!VALUE_GIVEN.test(v.text)) return undefined;
  const valued = f.options.filter((o) => VALUE_OPTION.test(o));
  return valued.length === 1 && f.options.length > 1 ? valued[0] : undefined;
}

/**
 * The one option the request's first clause, what it asks for, says whole: "Family" of "buy a family annual pass
 * for hartmoor, the two of us and our three kids", before "Child", which only the details say.
 */
export function optionOfObject(f: FormField, v: TaskValues): string | undefined {
  const asked = new Set(words(v.text.split(/[,.;:]/)[0] ?? ""));
  const has = (w: string) => asked.has(w) || asked.has(`${w}s`) || asked.has(w.replace(/s$/, ""));
  const said = f.options.filter((o) => {
    const ws = words(o).filter((w) => !OPTION_FILLER.has(w));
    // (Not a number, nor a choice the request turns down: "Member, £4 a class" of "i'm not a member".)
    return (
      !PROMPT.test(o) && !/\d/.test(o) && ws.length > 0 && ws.every(has) && !ws.some((w) => v.denied.has(w))
    );
  });
  // ("Tap" is not it when "Adult Beginners Tap" says more of "adult tap class".)
  const saidOf = (o: string) => words(o).filter((w) => !OPTION_FILLER.has(w) && has(w)).length;
  const beaten = said.length === 1 && f.options.some((o) => o !== said[0] && saidOf(o) > saidOf(said[0]!));
  return said.length === 1 && !beaten ? said[0] : undefined;
}

/** The part of the day a request says, with no time: "in the afternoon", "saturday morning". */
const PART_OF_DAY = /\b(morning|afternoon|evening)\b/i;
/** An option that is a span of clock times: "13:30 to 15:30", "2pm to 4pm" (not a bare "10 to 12"). */
const CLOCK_SPAN = /\b\d{1,2}(?:[:.]\d{2}\s*(?:am|pm)?|\s*(?:am|pm))\s*(?:–|—|-|to)\s*\d/i;

/**
 * "Time": 10:00 to 12:00, 13:30 to 15:30 of "in the afternoon", for a request saying no time: the one slot starting
 * in that part of the day (values.ts's inPartOfDay, as the question model reads one).
 */
export function slotInPartOfDay(f: FormField, text: string): string | undefined {
  const part = text.match(PART_OF_DAY)?.[1]?.toLowerCase() as PartOfDay | undefined;
  if (!part) return undefined;
  const slots = f.options.filter((o) => CLOCK_SPAN.test(o) && inPartOfDay(o, part));
  return slots.length === 1 ? slots[0] : undefined;
}
