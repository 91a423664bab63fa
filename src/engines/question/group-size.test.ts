import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: an axe-throwing range taking groups on weekdays only when they are large, beside its price
// rows whose columns say the same. "Can 6 of us come on a tuesday" is a no; a group as large is not answered so.

const NOW = new Date("2026-11-26T10:00:00Z");
const RANGE = recordsPage(
  "https://splitlog.example/throwing",
  "Throwing | Split Log Axes",
  `<h1>Throwing</h1><table><tr><th>Session</th><th>A thrower Weekends</th><th>A thrower Monday to Friday, groups of 10 or
  more</th></tr>${headedRow("One hour", "£22", "£18")}${headedRow("Two hours", "£35", "£30")}</table>
  <dl><dt>Groups on weekdays</dt><dd>10 throwers or more, Monday to Friday; smaller groups throw at weekends</dd></dl>`,
);

describe("a group smaller than the days asked take", () => {
  it("is a no from the rule, not a yes from a price row", () => {
    expect(answerText([RANGE], "can a group of 6 of us come and throw on a tuesday", NOW)).toBe(
      "No — Groups on weekdays: 10 throwers or more, Monday to Friday; smaller groups throw at weekends",
    );
  });

  it("is not said of a group as large", () => {
    expect(answerText([RANGE], "can a group of 12 of us come and throw on a tuesday", NOW)).not.toMatch(
      /^No/,
    );
  });
});
