import type { PageRecord } from "../page/records";

/**
 * A unit a column's name gives its bare numbers: "Cruising hours" 46, "Length (metres)" 17, "Nights" 3; not a rate's
 * period ("Places a day" 9 are nine places).
 */
const NAMED_UNIT =
  /\b(?<!\b(?:a|an|per|each|every)\s+)(hours?|minutes?|days?|nights?|weeks?|miles?|metres?|feet|km|kg|mph)\)?\s*$/i;

/** A row with its bare numbers read in the unit their column names: "Cruising hours 46" is 46 hours. */
export function withNamedUnits(r: PageRecord): PageRecord {
  if (
    r.kind !== "row" ||
    !r.fields.some((f) => NAMED_UNIT.test(f.name) && /^\d[\d.,]*$/.test(f.value.trim()))
  )
    return r;
  const fields = r.fields.map((f) => {
    const unit = f.name.match(NAMED_UNIT)?.[1];
    return unit && /^\d[\d.,]*$/.test(f.value.trim())
      ? { ...f, value: `${f.value.trim()} ${unit.toLowerCase()}` }
      : f;
  });
  return { ...r, fields };
}
