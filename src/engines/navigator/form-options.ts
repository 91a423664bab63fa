import { monthOf } from "../question/months";
import { minutesOf } from "../question/values";
import { countSaid, type Unit, unitOf } from "./form-amounts";
import type { TaskValues } from "./form-values";
import { type Day, NUMBER_WORDS, numberOf } from "./form-when";
import { fieldName } from "./forms";
import { words } from "./links";
import { ownSex, saysChild } from "./option-owner";
import { shortFor, unpriced } from "./option-said";
import type { FormField } from "./page-read";
import { COMPOUND_PREFIX, measuredWords } from "./words-said";

// Which option of a list a request means: by its words, its numbers' ranges, a time's slot, a yes or a no, a place
// the page ties to an option, or the list's "none".

/** A list's first option that only asks to choose ("Choose a clinic", "Select…", "-- please pick --"). */
export const PROMPT = /^\W*(?:choose|select|pick|please)\b|^\W*$/i;

/**
 * Words of a list's options that name no choice ("Choose a room", "Select…", the "to" of "I'll bring it to you").
 * Who does it is kept: "We'll do our own" is the packing of "we'll pack ourselves".
 */
export const OPTION_FILLER: ReadonlySet<string> = new Set(
  "choose select pick please option one any the a an of and or your my me to from in on at for with is are be by it ll".split(
    " ",
  ),
);

/**
 * Whether a request says a word, in the singular or the plural ("bedroom" of "2 bedrooms", "cats" of "Cat"), done
 * ("Deliver it to me" of "have it delivered"), or short ("physio").
 */
export const saidAs = (said: ReadonlySet<string>, w: string) =>
  [w, `${w}s`, w.replace(/s$/, ""), `${w}ed`, `${w}d`, ...doneAs(w)].some((x) => said.has(x)) ||
  shortFor(said, w);

/** A doing's noun as its verb is said: "restoration" of "restore", "collection" of "collect", "polishing". */
function doneAs(w: string): string[] {
  const stem = w.match(/^(\p{L}{4,}?)(?:ation|ion|ing)$/u)?.[1];
  return stem ? [stem, `${stem}e`] : [];
}

/**
 * The option of a list the request names by its distinctive words (those not every option has): "the willow room"
 * picks "Willow Room (Fernbrook)" over "Ash Room (Central)". Undefined when none or several fit as well.
 */
export function optionByWords(
  f: FormField,
  said: ReadonlySet<string>,
  /** Words the request says it does not want: an option saying one is not it (form-values.ts `denied`). */
  denied: ReadonlySet<string> = new Set(),
): string | undefined {
  // A list's label names what every option is ("Lunge lesson" of a "Lesson" list says no more than "Private", and
  // "boiler" of a "Boiler type" list no more than "Combi"); not one naming choices ("Collect or deliver").
  const named = words(fieldName(f)).filter((w) => !OPTION_FILLER.has(w));
  const label = new Set(/\bor\b/i.test(fieldName(f)) ? [] : named);
  const opts = f.options
    .filter((o) => !PROMPT.test(o))
    .map((o) => {
      const named = unpriced(o);
      return {
        o,
        ws: new Set(
          [...words(named), ...measuredWords(named)].filter(
            (w) => !OPTION_FILLER.has(w) && !halfOf(o, w) && !label.has(w),
          ),
        ),
        aside: new Set(words(named.match(/\(([^)]*)\)/)?.[1] ?? "")),
      };
    });
  // ("Side" and "sides" are one word: neither tells "One side" from "Both sides".)
  const df = (w: string) =>
    opts.filter((x) => x.ws.has(w) || x.ws.has(`${w}s`) || x.ws.has(w.replace(/s$/, ""))).length;
  // "Next tuesday morning" of "Morning (before 12:30)" and "Evening (after 17:00: Tuesday … at Elm Park)": the one
  // option whose name, not its brackets, the request says. A clock time's digits are no words of it: "Saturday
  // 13:30–15:30" is not said by "on sunday 13 december".
  // "Not a member: £8 drop-in" is what "I'm not a member" asks for, not an option it passes over.
  const saysNot = (o: string) =>
    [...denied].some((w) => new RegExp(`\\b(?:not|no|non)[\\s-]+(?:an?\\s+)?${w}s?\\b`, "i").test(o));
  const passedOver = (o: string) => !saysNot(o) && words(o).some((w) => denied.has(w));
  const byName = opts.filter(
    ({ o }) =>
      !passedOver(o) &&
      !otherCount(o, said) &&
      !otherOfTwo(o, said) &&
      (saysNot(o) ||
        nameWords(o).some(
          (w) => !OPTION_FILLER.has(w) && !label.has(w) && df(w) < opts.length && saidAs(said, w),
        )),
  );
  if (byName.length === 1) return byName[0]!.o;
  // A word in brackets says less of which option it is than its name does: "Small (25 sq ft)" is the small
  // unit at Millbridge, not "Jumbo (150 sq ft, Millbridge only)".
  // An option naming what the request says it does not want ("free" of "I don't get a free one") is not it.
  const scored = opts
    .filter(({ o }) => !passedOver(o))
    .map(({ o, ws, aside }) => ({
      o,
      n: [...ws]
        .filter((w) => df(w) < opts.length && saidAs(said, w))
        .reduce((n, w) => n + (aside.has(w) ? 0.5 : 1), saysNot(o) ? 1 : 0),
    }));
  // Of two flu jabs, the one left when the free one is not wanted.
  const left = scored.filter(({ o }) => words(o).some((w) => saidAs(said, w)));
  if (scored.length < opts.length && left.length === 1) return left[0]!.o;
  const top = Math.max(0, ...scored.map((s) => s.n));
  const best = scored.filter((s) => s.n === top);
  if (top === 0)
    return ownSex(
      opts.map(({ o }) => o),
      said,
    );
  if (best.length === 1) return best[0]!.o;
  // "ruth is her teacher" of Claire Pelham and Ruth Okoro, at Pelham's: a person is called by their first name.
  const byFirst = best.filter((b) => /^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(b.o) && saidAs(said, words(b.o)[0]!));
  if (byFirst.length === 1) return byFirst[0]!.o;
  // "Hire a snowboard": an adult's ("Adult snowboard package", not "Junior snowboard package"); a child's when one
  // is said ("for my son").
  const theirs = best.filter((b) => saysChild(words(b.o)) === saysChild(said));
  const fit = theirs.length > 0 ? theirs : best;
  if (fit.length === 1) return fit[0]!.o;
  // "Cat(s)" over "Dogs and cats" for "our 2 cats": the one naming nothing else.
  const unsaid = fit.map(({ o }) => words(o).filter((w) => !OPTION_FILLER.has(w) && !saidAs(said, w)).length);
  const fewest = Math.min(...unsaid);
  return unsaid.filter((n) => n === fewest).length === 1 ? fit[unsaid.indexOf(fewest)]!.o : undefined;
}

/**
 * An option counting more than one of a unit the request says one of: "Two weeks" is not "for a week" (the
 * request says "week" and not "weeks", nor the option's number).
 */
const otherCount = (o: string, said: ReadonlySet<string>) => {
  const m = o.match(new RegExp(`^\\s*(\\d+|${NUMBER_WORDS.join("|")})\\s+(\\p{L}+?)s?\\b`, "iu"));
  if (!m) return false;
  const n = m[1]!.toLowerCase();
  const unit = m[2]!.toLowerCase();
  return (
    numberOf(n) !== 1 &&
    said.has(unit) &&
    !said.has(`${unit}s`) &&
    !said.has(n) &&
    !said.has(String(numberOf(n)))
  );
};

/** One of a pair where the request says both, or both where it says one: "Lobe, one ear" of "both ears pierced". */
const otherOfTwo = (o: string, said: ReadonlySet<string>) =>
  (/\b(?:one|single)\b/i.test(o) && said.has("both") && !said.has("one")) ||
  (/\bboth\b/i.test(o) && said.has("one") && !said.has("both"));

/** The words of an option's name: not its brackets, a clock time's digits, nor a compound's second half. */
const nameWords = (o: string) => {
  const name = unpriced(o)
    .replace(/\([^)]*\)/g, " ")
    .replace(/\b\d{1,2}[:.]\d{2}\b/g, " ");
  return [...words(name), ...measuredWords(name)].filter((w) => !halfOf(name, w));
};

/** A word that is only the second half of a compound in an option: "private" of "Semi-private (2 riders)". */
const halfOf = (option: string, w: string) =>
  new RegExp(`\\b(?:${COMPOUND_PREFIX})-${w}\\b`, "i").test(option) &&
  !new RegExp(`(?<!-)\\b${w}\\b`, "i").test(
    option.replace(new RegExp(`\\b(?:${COMPOUND_PREFIX})-\\p{L}+`, "giu"), " "),
  );

/**
 * A list's "No dogs" (or "None") for a request that never names what its label asks of: "Dog size" when only
 * cats are coming.
 */
export function noneOfIt(f: FormField, v: TaskValues): string | undefined {
  // Not a Yes / No list's "No": a request saying nothing of a dog answers no question about one.
  if (f.options.some((o) => /^\s*yes\b/i.test(o))) return undefined;
  const none = f.options.filter((o) => /^\s*(?:no\s+\p{L}|none\b)/iu.test(o));
  const asked = words(fieldName(f)).filter((w) => w.length > 2 && !OPTION_FILLER.has(w));
  const named = asked.some((w) => saidAs(v.words, w));
  return none.length === 1 && asked.length > 0 && !named ? none[0] : undefined;
}

/** The option of a list of ranges ("51–200 employees", "1001+", "up to 10") that holds a number. */
export function optionInRange(f: FormField, n: number): string | undefined {
  return f.options.find((o) => {
    // (An amount of money is a number too: "£1,000 to £5,000", "Over £5,000".)
    const t = o
      .replace(/,/g, "")
      .replace(/[£$€](?=\d)/g, "")
      .replace(/(\d)\s*½/g, "$1.5");
    const span = t.match(/(\d+)\s*(?:[-–—]|to|or)\s*(\d+)/);
    if (span) return n >= Number(span[1]) && n <= Number(span[2]);
    // ("After 2000" and "Before 1920" of the year a thing was made.)
    const open = t.match(
      /(\d+)\s*\+|(\d+)\s+(?:or|and)\s+(?:more|over|above)|(?:more\s+than|over|after)\s+(\d+)/i,
    );
    if (open) return n >= Number(open[1] ?? open[2] ?? open[3]) + (open[3] ? 1 : 0);
    const under = t.match(/(?:up\s+to|under|fewer\s+than|less\s+than|before)\s+(\d+)/i);
    if (under) return n <= Number(under[1]);
    // "2", "1.5 hours": the one number an option is.
    const one = t.match(/^\s*(\d+(?:\.\d+)?)\s*\p{L}*\s*$/u)?.[1];
    return one !== undefined && Number(one) === n;
  });
}

/**
 * Whether an option is a span of the day ("08:00–10:00", "6pm to 8pm", "Evening, after 17:00") that takes a time in,
 * its end left out.
 */
function spanTakesIn(option: string, t: { h: number; min: number }): boolean {
  const open = option.match(
    /\b(after|from|before|until|till)\s+(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?(?![\d:.])/i,
  );
  if (open && (open[3] !== undefined || open[4]) && !/\d\s*(?:–|—|-|to)\s*\d/.test(option)) {
    const at = minutesOf(`${open[2]}:${open[3] ?? "00"}${open[4] ?? ""}`)!;
    const minute = t.h * 60 + t.min;
    return /^(?:after|from)$/i.test(open[1]!) ? minute >= at : minute < at;
  }
  const m = option.match(
    /\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\s*(?:–|—|-|to)\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\b/i,
  );
  if (!m || (m[2] === undefined && !m[3] && !m[6])) return false;
  const at = (h: string, min: string | undefined, half: string | undefined) =>
    ((Number(h) % 12) + (half?.toLowerCase() === "pm" ? 12 : half ? 0 : Number(h) === 12 ? 12 : 0)) * 60 +
    Number(min ?? 0);
  const from = m[3] || m[6] ? at(m[1]!, m[2], m[3] ?? m[6]) : Number(m[1]) * 60 + Number(m[2] ?? 0);
  const to = m[3] || m[6] ? at(m[4]!, m[5], m[6]) : Number(m[4]) * 60 + Number(m[5] ?? 0);
  const minute = t.h * 60 + t.min;
  return from < to && minute >= from && minute < to;
}

/** The one option of a list whose span of the day takes a time in; undefined for none or several. */
export function slotTakingIn(f: FormField, time: { h: number; min: number } | undefined): string | undefined {
  const slots = time ? f.options.filter((o) => spanTakesIn(o, time)) : [];
  return slots.length === 1 ? slots[0] : undefined;
}

/** "1 bedroom", "2 bedrooms", "4 or more bedrooms" of "our 3 bedroom house": the option of the number said. */
export function optionByCount(f: FormField, v: TaskValues): string | undefined {
  const noun = f.options
    .map((o) => o.match(/^\s*\d+\s+(?:or\s+more\s+)?([\p{L}]+?)s?\b/u)?.[1])
    .find(Boolean);
  const n = noun ? countSaid(noun, v.text) : undefined;
  if (n === undefined) return undefined;
  return (
    f.options.find((o) => Number(o.match(/^\s*(\d+)\b(?!\s+or\s+more)/)?.[1]) === n) ?? optionInRange(f, n)
  );
}

/** An option that is a time of day: "07:00", "14:00 (The Shed)", "2pm". */
export const CLOCK_OPTION = /^\s*\d{1,2}(?:[:.][0-5]\d\s*(?:am|pm)?|\s*(?:am|pm))(?![\d\p{L}])/iu;

/**
 * The unit most of a list's options count in ("For about": 1 to 3 months, 3 to 6 months …) when the request gives
 * an amount in it that one of them takes in: over its label's ("length" would be hours).
 */
export function optionsUnit(f: FormField, v: TaskValues): Unit | undefined {
  if (f.tag !== "select") return undefined;
  const units = f.options.filter((o) => /\d/.test(o)).map((o) => unitOf(words(o)));
  const counts = new Map<Unit, number>();
  for (const u of units) if (u) counts.set(u, (counts.get(u) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  const amount = top && top[1] * 2 > units.length ? v.amounts.find((a) => a.unit === top[0]) : undefined;
  // ("First-lesson offer (3 hours)" names a lesson, its length aside: chosen by its words.)
  return amount && optionInRange(f, amount.n) !== undefined ? top![0] : undefined;
}

/**
 * The one option of a list, of two words or more and no number, that the request says word for word: "by the hour,
 * 2 hours" is "By the hour", not the "Half day, up to 4 hours" its 2 hours fit in.
 */
export function optionSaidWhole(f: FormField, v: TaskValues): string | undefined {
  const text = ` ${words(v.text).join(" ")} `;
  const said = f.options.filter(
    (o) => !/\d/.test(o) && words(o).length >= 2 && text.includes(` ${words(o).join(" ")} `),
  );
  return said.length === 1 ? said[0] : undefined;
}

const MONTH = "(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*";
/** "5 to 9 April", "21 December to 2 January": a span of days an option names. */
const DAY_SPAN = new RegExp(
  String.raw`\b(\d{1,2})(?:\s+${MONTH})?\s*(?:to|–|-)\s*(\d{1,2})\s+${MONTH}\b`,
  "i",
);

/** One day an option names: "Saturday 12 December", "12th Dec". */
const ONE_DAY = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+${MONTH}\b`, "i");

/**
 * A list of weeks by their days ("Easter week 2, 5 to 9 April") of a request that gives a day ("tuesday 6th
 * april"): the one option whose span takes the day in; or a list of days ("Saturday 12 December"), the one naming
 * it. Undefined when none or several do.
 */
export function optionByDate(f: FormField, day: Day | undefined): string | undefined {
  if (!day) return undefined;
  const at = day.m * 100 + day.d;
  const fits = f.options.filter((o) => {
    const m = o.match(DAY_SPAN);
    const one = m ? undefined : o.match(ONE_DAY);
    if (one) return monthOf(one[2]!) * 100 + Number(one[1]) === at;
    if (!m) return false;
    const to = monthOf(m[4]!) * 100 + Number(m[3]);
    const from = (m[2] ? monthOf(m[2]) : monthOf(m[4]!)) * 100 + Number(m[1]);
    return from <= to ? at >= from && at <= to : at >= from || at <= to;
  });
  return fits.length === 1 ? fits[0] : undefined;
}
