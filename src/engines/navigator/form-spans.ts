// "A 5-6ft ready cut nordmann" of a Height list (4ft to 5ft, 5ft to 6ft …): the option giving the span the request
// says, end for end and in the same unit, however either writes it ("5-6ft", "5 to 6 ft", "5ft–6ft").

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
