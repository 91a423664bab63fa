import type { RecordField } from "../page/records";
import type { Candidate } from "./match";

// Items without prices, compared by the band a column gives in the order a page states (extremes.ts asks).

/** "Prices go by band, from A, the cheapest, to D": the bands a page orders by price, and which end is cheapest. */
const BAND_ORDER =
  /\bfrom\s+([A-Z]|\d)\b,?\s+(?:the\s+)?(cheapest|lowest|dearest|most\s+expensive)\b,?\s+to\s+([A-Z]|\d)\b/;
const BAND_COLUMN = /\b(?:band|tier|grade|group|category)\b/i;

/**
 * Items without prices compared by the band a column gives ("Price band: A"), in the order a text of the page
 * states (`page`: all the records read, the items among them); none when no text orders them.
 */
export function bandsOf(
  items: Candidate[],
  page: Candidate[],
): { c: Candidate; v: number; cell?: RecordField }[] {
  const order = page.map((c) => BAND_ORDER.exec(c.record.text)).find(Boolean);
  if (!order) return [];
  const [from, to] = [order[1]!.charCodeAt(0), order[3]!.charCodeAt(0)];
  const cheapestFirst = /cheapest|lowest/.test(order[2]!);
  return items.flatMap((c) => {
    const cell = c.record.fields.find((f) => BAND_COLUMN.test(f.name) && /^[A-Z0-9]$/.test(f.value.trim()));
    const at = cell ? cell.value.trim().charCodeAt(0) : Number.NaN;
    if (!(at >= Math.min(from, to) && at <= Math.max(from, to))) return [];
    const rank = Math.abs(at - from);
    return [{ c, v: cheapestFirst ? rank : -rank, cell }];
  });
}
