// What an option's words say of it, as a request names it: without its price or where it alone is offered, and a
// long word said short (form-options.ts, form-ticks.ts).

/** What an option costs, after its name: ", £12 a month", " (£5 each)". */
const OPTION_PRICE = /,?\s*\(?[£$€]\s?\d[\d,]*(?:\.\d{2})?(?:\s+(?:a|an|per|each)(?:\s+[\p{L}]+)?)?\)?/giu;

/**
 * An option without what it costs or where it alone is offered, when it names a thing besides: "TV Essentials, £12
 * a month" is not said by a "12 month contract" (a "£25" voucher keeps its amount).
 */
export const unpriced = (o: string) => {
  // (Nor where it is offered: "Vitality (Kelby only)" is not named by "at the kelby clinic".)
  const name = o.replace(OPTION_PRICE, " ").replace(/\s*\([^)]*\bonly\)/giu, " ");
  return /\p{L}{2}/u.test(name) ? name : o;
};

/** A word said short, as people shorten a long one: "physio" of "Physiotherapy", "admin" of "administration". */
export const shortFor = (said: ReadonlySet<string>, w: string) =>
  w.length >= 10 && [...said].some((s) => s.length >= 5 && w.length >= s.length + 4 && w.startsWith(s));
