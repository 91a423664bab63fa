import { countSaid } from "./form-amounts";
import { NoOptionFits, namedBefore, oftenUnfit, saysNamed } from "./form-choices";
import {
  agesOption,
  isYesNo,
  optionForSchoolYear,
  optionOfObject,
  valueVoucherOption,
  yesNoOption,
} from "./form-lists";
import {
  noneOfIt,
  OPTION_FILLER,
  optionByCount,
  optionByDate,
  optionByWords,
  optionInRange,
  PROMPT,
  slotTakingIn,
} from "./form-options";
import { optionCounting, optionOfSizeSaid, optionOfSpan } from "./form-spans";
import type { TaskValues } from "./form-values";
import { fieldName, fieldText } from "./forms";
import { words } from "./links";
import { optionThePageCounts, optionThePageTells } from "./option-place";
import type { FormField } from "./page-read";

/**
 * The option of a list (or a group of radio buttons) no field word named, by what the request says of it
 * (purpose-plan.ts's byKind for lists). Undefined keeps its first option; throws NoOptionFits when the request names
 * a thing none of its options is.
 */
export function optionByKind(f: FormField, v: TaskValues, page: readonly string[]): string | undefined {
  // "Bringing a dog?" (Yes / No) of "we're bringing the dog", "no dog": said, or said with a no.
  const yesNo = yesNoOption(f, v);
  if (yesNo !== undefined) return yesNo;
  // One the request says nothing of keeps its first option: "Add helmets" is not answered by "2 ski packages"
  // because its Yes says "one for each package".
  if (isYesNo(f)) return undefined;
  // "Size": Small (up to 10 kg) … of "she's 32kg".
  const weight = v.amounts.find((a) => a.unit === "kg");
  const weighed = weight ? optionWeighing(f.options, weight.n) : undefined;
  if (weighed) return weighed;
  // "Height": 4ft to 5ft, 5ft to 6ft … of "a 5-6ft nordmann".
  const spanned =
    optionOfSpan(f.options, v.text) ??
    optionOfSizeSaid(f.options, v.text) ??
    optionCounting(f.options, v.text);
  if (spanned) return spanned;
  // "How many cats?" of "our 2 cats"; a list of numbers ("Extra wardrobe boxes": None, 1, 2 …; "Storeys": 1, 2, 3,
  // 4 or more) of "2 wardrobe boxes", by the last word of its label the request counts.
  const thing = fieldText(f).match(/\b(?:how\s+many|number\s+of)\s+(?!of\b)([\p{L}-]+)/iu)?.[1];
  const numbers = f.options.every(
    (o) => PROMPT.test(o) || /^\s*(?:\d+(?:\+|\s+or\s+more)?|none)\s*$/i.test(o),
  );
  const things = thing ? [thing] : numbers ? words(fieldName(f)).reverse() : [];
  const count = things.map((t) => countSaid(t, v.text)).find((n) => n !== undefined);
  if (count !== undefined) return optionInRange(f, count);
  // "Session": Early, Daytime (09:00–16:00), Evening … of "around 2pm": the one slot whose span takes it in.
  const option =
    optionOfObject(f, v) ??
    optionNumbered(f.options, v.text) ??
    optionLettered(f.options, v.text) ??
    optionForSchoolYear(f, v.text) ??
    agesOption(f, v) ??
    valueVoucherOption(f, v) ??
    slotTakingIn(f, v.time) ??
    optionByCount(f, v) ??
    // "about 120 a week" of "Items a week": 50 to 200; "about £2,500 a year" of "£1,000 to £5,000", not the
    // "£500" its digits say.
    (v.rough.length === 1 ? optionInRange(f, v.rough[0]!) : undefined) ??
    optionByDate(f, v.date) ??
    optionByWords(f, v.words, v.denied) ??
    optionThePageTells(f, v, page) ??
    optionThePageCounts(f, v, page) ??
    noneOfIt(f, v);
  // "the clinic on Harbour Street" names a clinic no option is called: sending another (or none) is worse
  // than not sending.
  const asked = [...new Set(words(fieldName(f)))].filter((w) => !OPTION_FILLER.has(w) && w.length > 2);
  // ("Book a lane" asks for any lane: the list's first, its usual one, is sent.)
  const any = asked.every((w) => new RegExp(`\\b(?:a|an|one)\\s+${w}\\b`, "i").test(v.text));
  // Nor an option saying none of the words the class is named by: "Korean home cooking" of "the teen pizza class".
  const named = namedBefore(v.text, asked);
  // ("Linden & Vale's linden spa": the one option the words before the thing say, over one the site's name says.)
  const sayingNamed = named.length > 0 ? f.options.filter((o) => !PROMPT.test(o) && saysNamed(o, named)) : [];
  if (option && !saysNamed(option, named) && sayingNamed.length === 1) return sayingNamed[0];
  if (option && named.length > 0 && !saysNamed(option, named))
    throw new NoOptionFits(
      `the task names the ${named.join(" ")} ${asked.join(" ")}, which no option of "${fieldName(f)}" is`,
    );
  const often = option ? undefined : oftenUnfit(f, v);
  if (often) throw often;
  if (!option && !any && asked.length > 0 && asked.every((w) => v.words.has(w) || v.words.has(`${w}s`)))
    throw new NoOptionFits(
      `the task names a ${asked.join(" ")}, but no option of "${fieldName(f)}" fits (its options: ${f.options.filter((o) => !PROMPT.test(o)).join(", ")})`,
    );
  return option;
}

/** "Grade 3" of a list of Primary, Grade 1 … Grade 6, for "her grade 3 tap exam": the option said with its number. */
export function optionNumbered(options: readonly string[], text: string): string | undefined {
  return options.find((o) => {
    const m = o.trim().match(/^(\p{L}+)\s+(\d{1,2})$/u);
    return m !== null && new RegExp(`\\b${m[1]}\\s+${m[2]}\\b`, "iu").test(text);
  });
}

/** "Band C" of "2 wing chairs in band c fabric": the one option named by a word and a letter the task says together. */
export function optionLettered(options: readonly string[], text: string): string | undefined {
  const fits = options.filter((o) => {
    const m = o.trim().match(/^(\p{L}{2,})\s+([A-Za-z])$/u);
    return m !== null && new RegExp(`\\b${m[1]}\\s+${m[2]}\\b`, "iu").test(text);
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/**
 * "A 15kg breaker" of "Electric breaker, 15 kg" and "Electric breaker, 30 kg"; "she's 32kg" of "Large (25 to
 * 45 kg)": the option saying that weight, else the one whose weights take it in. Only options giving a weight:
 * "Diamond core drill, up to 152 mm" takes in no 15 kg.
 */
export function optionWeighing(options: readonly string[], kg: number): string | undefined {
  const weighed = options.filter((o) => /\d\s*kg\b/i.test(o));
  const exact = weighed.filter((o) => new RegExp(`(?<![\\d.])${kg}\\s*kg\\b`, "i").test(o));
  if (exact.length === 1) return exact[0];
  return weighed.find((o) => {
    const t = o.replace(/,(?=\d{3})/g, "");
    const span = t.match(/(\d+(?:\.\d+)?)\s*(?:kg\s*)?(?:[-–—]|to)\s*(\d+(?:\.\d+)?)\s*kg/i);
    if (span) return kg >= Number(span[1]) && kg <= Number(span[2]);
    const under = t.match(/(?:up\s+to|under|less\s+than)\s+(\d+(?:\.\d+)?)\s*kg/i);
    if (under) return kg <= Number(under[1]);
    const over = t.match(
      /(?:over|more\s+than)\s+(\d+(?:\.\d+)?)\s*kg|(\d+(?:\.\d+)?)\s*kg\s*(?:\+|and\s+over|or\s+more)/i,
    );
    return over ? kg >= Number(over[1] ?? over[2]) : false;
  });
}
