import type { PageRecord } from "../page/records";

// News on a site's pages: items that tell of something at one time, which lists, counts and standing facts leave
// out (answer.ts, record-fields.ts).

const NEWS_SECTION = /\b(?:news|journal|blog|latest|updates?|announcements?|press|stories|what'?s\s+new)\b/i;
const DATED = /\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{4}\b/i;

/**
 * A news item: a record under a News or Blog heading, or a card headed by its date. It tells of something at one
 * time ("vouchers from £40 this Christmas"); a price list or a timetable says the standing fact.
 */
export const isNews = (r: PageRecord) =>
  NEWS_SECTION.test(r.section.split(" › ").at(-1) ?? "") ||
  (r.kind === "card" && (DATED.test(r.subject) || datedFirst(r)));

/**
 * A card whose first line is its date, alone ("Gift vouchers are back / 18 November 2026 / …"): a post. A date a
 * label gives ("When: Thursday 3 December 2026, 19:00"), or one with its weekday ("Carols / Saturday 19 December
 * 2026 / 18:00 on the lawn"), is an event's, which a programme of them lists.
 */
function datedFirst(r: PageRecord): boolean {
  const first = r.fields[0];
  const day = (v: string) => /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/i.test(v.trim());
  // A job's "Closes 4 December 2026" is its deadline, not when it was posted.
  const deadline = (v: string) => /^(?:closes?|closing|apply\s+by|deadline|ends?|until)\b/i.test(v.trim());
  if (first)
    return (
      !first.name &&
      first.value.length <= 40 &&
      DATED.test(first.value) &&
      !day(first.value) &&
      !deadline(first.value)
    );
  return DATED.test(r.text.slice(0, 90));
}
