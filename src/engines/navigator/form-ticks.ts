import { OPTION_FILLER, saidAs } from "./form-options";
import type { TaskValues } from "./form-values";
import { fieldText } from "./forms";
import { words } from "./links";
import { unpriced } from "./option-said";
import type { FormField, PageForm } from "./page-read";

// A checkbox a request asks for by what it adds: "we need cymbals" ticks "Hire the cymbal pack, £4"; "we want the
// trackside photos" ticks "Add trackside photos, £6". One the request says nothing of, or says no to, is left as it
// is: a box ticked by mistake may cost the asker money or agree to something they never said.

/** Words of a checkbox's label that say no more than that something is added or what it costs. */
const TICK_FILLER: ReadonlySet<string> = new Set([
  ...OPTION_FILLER,
  ..."add hire get want need include including extra yes please pack set we i our you".split(" "),
]);

/**
 * "yes" for a checkbox whose own words (those of no other field of its form) the request says, none of them said
 * with a no; undefined otherwise.
 */
export function tickedBy(
  f: FormField,
  form: PageForm,
  v: Pick<TaskValues, "words" | "denied">,
): string | undefined {
  if (f.type !== "checkbox") return undefined;
  const others = new Set(form.fields.filter((g) => g !== f).flatMap((g) => words(fieldText(g))));
  // (Not what it costs: "Add a static IP address, £5 a month" is not asked by "24 months".)
  const own = words(unpriced(fieldText(f))).filter(
    (w) => !TICK_FILLER.has(w) && !/^\d/.test(w) && !others.has(w),
  );
  if (own.some((w) => saidAs(v.denied, w))) return undefined;
  return own.some((w) => saidAs(v.words, w)) ? "yes" : undefined;
}
