import { recordDays } from "./days-said";
import type { Candidate } from "./match";
import type { Question } from "./question";
import { columnNamed, nameOf, personOf } from "./record-fields";
import { firstValue } from "./values";

// How a list of items is written (lists.ts finds them): one name a row each, then the rows whole; a count with the
// names counted (each of a row's names when every row lists several).

/** The answer's text, and the rows whole (its evidence), of items listed or counted; `who`: people, by name. */
export function listText(items: Candidate[], q: Question, who: boolean): { text: string; lines: string } {
  // One name a row each, but for the dates of one thing ("Sourdough for beginners" on 5 December and 24 January).
  const named = [...new Set(items.map((c) => (who ? personOf(c, q)! : nameOf(c, q.target))))];
  // (Rows of one name told apart by the column the question names, "which santa times …" of three Sunday 20
  // December rows by their Time; or each by its own date, "Festive Party Night" on Saturday 5 and Friday 18
  // December.)
  const heads = [...new Set(items.map((c) => c.record.subject))];
  const cells = [...new Set(items.map((c) => columnNamed(c, q.target)?.value ?? ""))].filter(Boolean);
  const apart = named.length === 1 && !who && items.length > 1;
  const names =
    apart && cells.length === items.length
      ? cells
      : apart && heads.length === items.length && heads.every((h) => firstValue("date", h))
        ? heads
        : named;
  // (Rows of one date told apart by their times count each: three Saturday 12 December sessions sold out.)
  const dated = new Set(
    items.map(
      (c) =>
        `${nameOf(c, q.target)} ${firstValue("date", c.record.text) ?? ""} ${firstValue("time", c.record.text) ?? ""}`,
    ),
  );
  const lines = items.map((c) => `- ${c.record.text}`).join("\n");
  // (Rows each naming several things, "French, German, Spanish, Italian" of a price band, count the things; not
  // names with a town after them, "Flat on Canal Wharf, Wrayfield", the town said by several.)
  const parts = names.map((n) => n.split(/,\s*|\s+and\s+/).map((x) => x.trim()));
  const all = parts.flat();
  const listed =
    !who &&
    parts.every((p) => p.length > 1 && p.every((x) => /^\p{Lu}/u.test(x))) &&
    new Set(all).size === all.length;
  const counted = listed ? all.length : dated.size;
  const joined = names.join(names.some((n) => n.includes(",")) ? "; " : ", ");
  const text =
    q.type === "count"
      ? `${counted} (${joined})`
      : who && names.length === 1 && names[0] !== nameOf(items[0]!, q.target)
        ? names[0]!
        : names.length <= 1
          ? ((q.target === "day" ? recordDays(items[0]!.record, q) : undefined) ??
            items[0]?.record.text ??
            "")
          : `${joined}\n${lines}`;
  return { text, lines };
}
