// Amounts a question gives about its subject — "a 15kg dog", "an 8 year old", "in year 4" — and whether a row's
// or a column's range takes them in: "10 to 25 kg", "Ages 7 to 10", "Years 3 to 6", "Reception to Year 2".

export type AmountUnit = "kg" | "age" | "schoolYear";

export interface Amount {
  n: number;
  unit: AmountUnit;
}

/** The amounts a question gives, and the text they were said in (which is not the subject's words). */
const GIVEN: [RegExp, AmountUnit][] = [
  [/\b(\d+(?:\.\d+)?)\s*(?:kg|kilos?|kilograms?)\b/gi, "kg"],
  [/\b(\d{1,2})[-\s]?(?:years?|yrs?)[-\s]?olds?\b|\baged\s+(\d{1,2})\b/gi, "age"],
  [/\b(?:in\s+)?year\s+(\d)\b(?!\s*(?:old|-old))/gi, "schoolYear"],
];

export function amountsIn(text: string): { amounts: Amount[]; rest: string } {
  const amounts: Amount[] = [];
  let rest = text;
  for (const [re, unit] of GIVEN) {
    rest = rest.replace(re, (_all, a: string | undefined, b: string | undefined) => {
      amounts.push({ n: Number(a ?? b), unit });
      return " ";
    });
  }
  return { amounts, rest };
}

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const TO = String.raw`\s*(?:to|–|—|-|and)\s*`;

/** The ranges of a unit a text states, each as [low, high]. */
function rangesIn(text: string, unit: AmountUnit): [number, number][] {
  const t = text.toLowerCase();
  const out: [number, number][] = [];
  const add = (re: RegExp, f: (m: RegExpExecArray) => [number, number]) => {
    for (const m of t.matchAll(new RegExp(re, "g"))) out.push(f(m as RegExpExecArray));
  };
  if (unit === "kg") {
    add(new RegExp(`(?:under|below|up\\s+to|less\\s+than)\\s+${NUM}\\s*kg`), (m) => [0, Number(m[1])]);
    add(new RegExp(`(?:over|above|more\\s+than)\\s+${NUM}\\s*kg`), (m) => [Number(m[1]) + 1e-9, Infinity]);
    add(new RegExp(`${NUM}${TO}${NUM}\\s*kg`), (m) => [Number(m[1]), Number(m[2])]);
    add(new RegExp(`${NUM}\\s*kg\\s*(?:\\+|and\\s+over|or\\s+more)`), (m) => [Number(m[1]), Infinity]);
  } else if (unit === "age") {
    add(new RegExp(`\\bages?\\s+${NUM}${TO}${NUM}`), (m) => [Number(m[1]), Number(m[2])]);
    add(new RegExp(`\\b${NUM}${TO}${NUM}\\s*(?:years?|yrs?)`), (m) => [Number(m[1]), Number(m[2])]);
    add(new RegExp(`\\b(?:under|under-)\\s*${NUM}s?\\b`), (m) => [0, Number(m[1]) - 1e-9]);
    add(new RegExp(`\\b(?:age\\s+)?${NUM}\\s*(?:\\+|and\\s+over)`), (m) => [Number(m[1]), Infinity]);
  } else {
    add(new RegExp(`\\breception${TO}year\\s+${NUM}`), (m) => [0, Number(m[1])]);
    add(new RegExp(`\\byears\\s+${NUM}${TO}${NUM}`), (m) => [Number(m[1]), Number(m[2])]);
    add(/\byears\s+(\d)(?:\s*,\s*\d)+\s*(?:and)\s*(\d)/, (m) => [Number(m[1]), Number(m[2])]);
    if (out.length === 0) add(/\byear\s+(\d)\b/, (m) => [Number(m[1]), Number(m[1])]);
  }
  return out;
}

/**
 * Whether a text's ranges of the amount's unit take it in: true or false, or undefined when the text states no
 * such range (it says nothing either way).
 */
export function takesIn(text: string, a: Amount): boolean | undefined {
  const ranges = rangesIn(text, a.unit);
  if (ranges.length === 0) return undefined;
  return ranges.some(([lo, hi]) => a.n >= lo && a.n <= hi);
}
