import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a surf shop's wetsuit hire, priced a row for each kind of wetsuit under a heading naming
// them, with a discount for several hired together, and a kayak centre's discount said only on weekdays.

const NOW = new Date("2026-11-26T10:00:00Z");
const WETSUITS = recordsPage(
  "https://breakers.example/hire",
  "Hire | Breakers Surf",
  `<h1>Hire</h1><h2>Wetsuit hire</h2><table><tr><th>Kind</th><th>A day</th><th>A week</th></tr>
  ${headedRow("Summer 3/2", "£12", "£40")}
  ${headedRow("Winter 5/4, with boots", "£18", "£60")}</table>
  <dl><dt>Hiring together</dt><dd>4 to 7 wetsuits hired together: 10% off. 8 or more: 25% off.</dd></dl>`,
);
const KAYAKS = recordsPage(
  "https://riverbend.example/hire",
  "Hire | Riverbend Kayaks",
  `<h1>Hire</h1><h2>Kayak hire</h2><table><tr><th>Kind</th><th>A day</th></tr>
  ${headedRow("Single sit-on-top", "£30")}</table>
  <dl><dt>Groups</dt><dd>6 or more kayaks on weekdays: 15% off.</dd></dl>`,
);

describe("a count of a thing with a discount for that many", () => {
  it("takes the share the count reaches off the total of a table pricing one a row", () => {
    expect(answerText([WETSUITS], "8 winter wetsuits for a week, how much", NOW)).toBe(
      "Winter 5/4, with boots: A week £60 — £360 for 8 (£480 less 25%)",
    );
  });

  it("counts 'N of us' wanting a thing as one each", () => {
    expect(answerText([WETSUITS], "5 of us want summer wetsuits for a day, how much will that be", NOW)).toBe(
      "Summer 3/2: A day £12 — £54 for 5 (£60 less 10%)",
    );
  });

  it("takes off nothing a condition beyond the count holds back", () => {
    expect(answerText([KAYAKS], "how much for 6 single kayaks for a day", NOW)).toBe(
      "Single sit-on-top: A day £30 — £180 for 6",
    );
  });
});
