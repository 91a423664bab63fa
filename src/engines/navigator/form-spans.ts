import { countSaid } from "./form-amounts";
import { NUMBER_WORDS, numberOf } from "./form-when";

// "A 5-6ft ready cut nordmann" of a Height list (4ft to 5ft, 5ft to 6ft …): the option giving the span the request
// says, end for end and in the same unit, however either writes it ("5-6ft", "5 to 6 ft", "5ft–6ft"); and an option
// by the size ("a large") or the count ("2 games") said.

const UNIT = "(ft|feet|foot|cm|mm|m|inch|inches|in|litres?|l|ml|kg)";
const SPAN = new RegExp(
  String.raw`(\d+(?:\.\d+)?)\s*${UNIT}?\s*(?:-|–|—|to)\s*(\d+(?:\.\d+)?)\s*${UNIT}(?![\p{L}])`,
  "giu",
);
const SAME_UNIT: Record<string, string> = {
  feet: "ft",
  foot: "ft",
  inches: "in",
  inch: "in",
  litre: "l",
  litres: "l",
};
const unitOf = (u: string) => SAME_UNIT[u.toLowerCase()] ?? u.toLowerCase();

/** The spans a text says, each as "from-to unit": "5-6 ft" of "5ft to 6ft". */
const spansOf = (text: string) =>
  [...text.matchAll(SPAN)].flatMap((m) => {
    const [from, to] = [Number(m[1]), Number(m[3])];
    const unit = unitOf(m[4]!);
    // (Each end in its own unit must be the same unit: "5ft to 6m" is no span.)
    return from < to && (m[2] === undefined || unitOf(m[2]) === unit) ? [`${from}-${to} ${unit}`] : [];
  });

/** The one option giving a span the request says, or undefined. */
export function optionOfSpan(options: readonly string[], text: string): string | undefined {
  const said = new Set(spansOf(text));
  if (said.size === 0) return undefined;
  const fit = options.filter((o) => spansOf(o).some((s) => said.has(s)));
  return fit.length === 1 ? fit[0] : undefined;
}

/** A clothes size as said, by the letters a list gives it: "a large" is L, "extra large" XL. */
const SIZE_SAID: [RegExp, string][] = [
  [/\b(?:xxl|extra\s+extra\s+large|2xl)\b/i, "XXL"],
  [/\b(?:xl|extra[\s-]+large)\b/i, "XL"],
  [/\b(?:xs|extra[\s-]+small)\b/i, "XS"],
  [/\b(?<!extra[\s-]+)large\b/i, "L"],
  [/\b(?<!extra[\s-]+)small\b/i, "S"],
  [/\bmedium\b/i, "M"],
];

/** The option of a list of lettered sizes (XS, S, M, L …) that the size said names, or undefined. */
export function optionOfSizeSaid(options: readonly string[], text: string): string | undefined {
  const lettered = options.filter((o) => /^\s*(?:X{0,2}[SL]|M|XXL)\s*$/i.test(o));
  if (lettered.length < 3) return undefined;
  const said = SIZE_SAID.filter(([re]) => re.test(text)).map(([, size]) => size);
  if (said.length !== 1) return undefined;
  return lettered.find((o) => o.trim().toUpperCase() === said[0]);
}

const COUNTED_OPTION = new RegExp(`^\\s*(\\d{1,2}|${NUMBER_WORDS.join("|")})\\s+(\\p{L}+)`, "iu");

/**
 * "Two games" of a list of One game, Two games, Three games, for "book 2 games of laser tag": the option counting the
 * thing as many as the request does (form-amounts.ts's countSaid), or undefined.
 */
export function optionCounting(options: readonly string[], text: string): string | undefined {
  const fit = options.filter((o) => {
    const m = COUNTED_OPTION.exec(o);
    if (!m) return false;
    const n = countSaid(m[2]!.replace(/s$/i, ""), text);
    return n !== undefined && n === numberOf(m[1]!);
  });
  return fit.length === 1 ? fit[0] : undefined;
}
