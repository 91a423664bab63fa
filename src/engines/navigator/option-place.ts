import { PROMPT } from "./form-options";
import type { TaskValues } from "./form-values";
import type { FormField } from "./page-read";

// A list's option by the place a request gives, as the form's page ties places to options (purpose-plan.ts asks).

/** The last word of a street's name as people write it: "Ferrier Road", "Juniper Way". */
export const STREET_WORD =
  "(?:Street|Road|Lane|Avenue|Close|Drive|Way|Crescent|Place|Terrace|Gardens|Grove|Row|Hill|Square|Walk|Mews|Parade)";

/** The street the sender lives on: "I'm on juniper way", "we live on Ferrier Road". */
const HOME_STREET = new RegExp(
  String.raw`\b(?:i'?m|we'?re|i\s+live|we\s+live)\s+(?:on|in)\s+((?:[\p{L}'’-]+\s+){1,2}${STREET_WORD})\b`,
  "giu",
);

/**
 * The option the form's page ties to a place the request gives: "Zone 2: Upper Hollinsbury, Coldbrook and Sedley
 * (HB3 and HB4)" picks "Zone 2" for an address in Coldbrook or a postcode in HB3, "Area 3: Ivy Court, Juniper Way"
 * for one who lives on Juniper Way. Only one option may fit.
 */
export function optionThePageTells(f: FormField, v: TaskValues, page: readonly string[]): string | undefined {
  const places = new Set([
    ...v.addresses.flatMap((a) => a.split(",").slice(1)).map((t) => t.trim().toLowerCase()),
    ...[...v.text.matchAll(HOME_STREET)].map((m) => m[1]!.toLowerCase()),
    ...v.postcodes.map((p) =>
      p
        .split(/\s+/)[0]!
        .replace(/\d[A-Z]{2}$/, "")
        .toLowerCase(),
    ),
  ]);
  places.delete("");
  for (const p of places) if (!/^[\p{L}\d' -]+$/u.test(p)) places.delete(p);
  if (places.size === 0) return undefined;
  const fits = f.options.filter((o) => {
    if (PROMPT.test(o)) return false;
    const label = o.toLowerCase().replace(/\s+/g, " ").trim();
    return page.some((line) => {
      const l = line.toLowerCase();
      if (!l.startsWith(label) || /^[\p{L}\d]/u.test(l.slice(label.length))) return false;
      return [...places].some((p) => new RegExp(`(?<![\\p{L}\\d])${p}(?![\\p{L}\\d])`, "u").test(l));
    });
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** A street said after "on", "in" or "along": "on Ferrier Road". */
export const STREET_SAID = new RegExp(
  String.raw`\b(?:on|in|at|along)\s+((?:\p{Lu}[\p{L}'’-]+\s+){1,3}${STREET_WORD})\b`,
  "u",
);

/**
 * The option the form's page sizes by a count the request gives ("about 30 bags of junk" of "How much": "Half load",
 * whose line on the page says "30 bin bags"): the smallest that takes them all, of the options the page counts
 * the same thing for.
 */
export function optionThePageCounts(
  f: FormField,
  v: TaskValues,
  page: readonly string[],
): string | undefined {
  const asked = v.text.match(/\b(\d{1,4})\s+(?:[\p{L}-]+\s+)?([\p{L}]{3,}?)s?\b(?!\s*(?:old|years?|yrs?))/iu);
  if (!asked || !/\b(?:about|around|roughly|some|approximately)\s+\d/i.test(v.text)) return undefined;
  const [n, thing] = [Number(asked[1]), asked[2]!.toLowerCase()];
  const counted = f.options.flatMap((o) => {
    if (PROMPT.test(o)) return [];
    const label = o.toLowerCase().trim();
    const line = page.find(
      (l) => l.toLowerCase().startsWith(label) && !/^[\p{L}\d]/u.test(l.slice(label.length)),
    );
    const m = line?.match(new RegExp(`\\b(\\d{1,4})\\s+(?:[\\p{L}-]+\\s+)?${thing}s?\\b`, "iu"));
    return m ? [{ o, count: Number(m[1]) }] : [];
  });
  const fitting = counted.filter((c) => c.count >= n).sort((a, b) => a.count - b.count);
  return counted.length > 1 && fitting.length > 0 && fitting[0]!.count !== fitting[1]?.count
    ? fitting[0]!.o
    : undefined;
}
