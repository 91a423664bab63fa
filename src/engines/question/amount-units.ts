import { minutesOf } from "./values";

// The units an amount is said in (measures, ages, school years, times of day, notice, sums of money) and the
// patterns of a number said in them, which a question's amounts (amounts.ts) and a page's ranges
// (ranges-stated.ts) share.

/**
 * Measures said with a number and a unit, a question's and a row's range alike: `words` may stand apart from the
 * number ("2.5 litre", "9 m"), `marks` only written on to it ("18in", "26'"): "18 in stock" is not a size.
 */
export const MEASURES = {
  kg: { words: "kg|kilos?|kilograms?", marks: "" },
  stone: { words: "stones?", marks: "st" },
  litre: { words: "litres?|liters?|ltr|l", marks: "" },
  inch: { words: "inch(?:es)?", marks: `in|"|″` },
  metre: { words: "metres?|meters?|m", marks: "" },
  cm: { words: "cm|centimetres?|centimeters?", marks: "" },
  foot: { words: "foot|feet|ft", marks: "'|′" },
  sqft: { words: String.raw`sq\.?\s?ft|square\s+f(?:ee|oo)t`, marks: "" },
  mile: { words: "miles?", marks: "" },
  km: { words: "km|kilometres?|kilometers?", marks: "" },
  kw: { words: "kw|kilowatts?", marks: "" },
} as const;
export type Measure = keyof typeof MEASURES;

export type AmountUnit = Measure | "age" | "schoolYear" | "clock" | "notice" | "money" | "headcount";

/** People a thing is for, counted: "7 tenants", "12 employees", "6 staff"; a row's "up to 5 tenants" is a range. */
export const HEADS = String.raw`\s*(?:tenants?|employees?|staff|workers?|users?|occupants?|residents?|lodgers?)\b`;

/** Whether a unit is a measure (a weight, a volume, a length, an area, a distance), not an age or a time. */
export const isMeasure = (unit: AmountUnit) => unit in MEASURES;

export interface Amount {
  n: number;
  unit: AmountUnit;
}

/** A unit after its number, ending where a word would ("2.5l", not "3 months"). */
export function unitOf(m: Measure): string {
  const { words, marks } = MEASURES[m];
  return String.raw`(?:\s*(?:${words})${marks ? `|(?:${marks})` : ""})(?![\p{L}\d])`;
}

export const NUM = String.raw`(\d+(?:\.\d+)?)`;

/** The words between the ends of a range: "10 to 25", "2.1–3.0", "5 and 11". */
export const TO = String.raw`\s*(?:to|–|—|-|and)\s*`;

/** A time of day a page gives: its hour, minutes and half of the day ("7pm", "17:00", "9.30"). */
export const CLOCK = String.raw`(\d{1,2})(?:[:.]([0-5]\d))?\s*(am|pm)?`;
export const clockAt = (m: RegExpMatchArray, i: number) => clockOf(m[i]!, m[i + 1], m[i + 2]);

/** Minutes after midnight of an hour, its minutes and its half of the day ("7", undefined, "pm": 1140). */
export const clockOf = (h: string, min: string | undefined, half: string | undefined) =>
  minutesOf(`${h}:${min ?? "00"}${half ?? ""}`)!;
