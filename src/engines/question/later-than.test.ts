import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a cycle shop's two branches side by side, and its repairs bench by day with the days in a
// column under a group's heading. "How much later is … open … than …" compares two closing times — of two
// branches on a day, or of one place on two days — each read as its own question; "does … open earlier" the
// openings.

const NOW = new Date("2026-11-26T10:00:00Z");

const BRANCHES = recordsPage(
  "https://spokes.example/branches",
  "Our branches | Spokes Cycles",
  `<h1>Our branches</h1><table><caption>Opening hours</caption><tr><th></th><th>Millgate</th><th>Eastbrook</th></tr>
  ${headedRow("Monday", "09:00 to 17:30", "10:00 to 17:00")}
  ${headedRow("Thursday", "09:00 to 19:00", "10:00 to 17:00")}
  ${headedRow("Thursday 24 December", "09:00 to 13:00", "Closed")}</table>`,
);

const BENCH = recordsPage(
  "https://spokes.example/repairs",
  "Repairs | Spokes Cycles",
  `<h1>Repairs</h1><table><caption>The bench</caption><tr><th></th><th>Day</th><th>The bench</th></tr>
  <tr><th rowspan="2">Weekdays</th><td>Thursday</td><td>08:30 to 19:30</td></tr>
  <tr><td>Friday</td><td>08:30 to 17:30</td></tr></table>`,
);

describe("how much later or earlier", () => {
  it("compares two branches' closing on the day asked, the ordinary week's", () => {
    expect(answerText([BRANCHES], "on a thursday how much later is millgate open than eastbrook", NOW)).toBe(
      "2 hours later (Thursday: Millgate 09:00 to 19:00; Thursday: Eastbrook 10:00 to 17:00)",
    );
  });

  it("compares one place's closing on two days", () => {
    expect(answerText([BENCH], "how much later is the bench open on a thursday than on a friday", NOW)).toBe(
      "2 hours later (Weekdays: The bench 08:30 to 19:30; Weekdays: The bench 08:30 to 17:30)",
    );
  });

  it("compares openings when asked when one opens", () => {
    expect(
      answerText([BRANCHES], "how much earlier does millgate open than eastbrook on a monday", NOW),
    ).toBe("1 hour earlier (Monday: Millgate 09:00 to 17:30; Monday: Eastbrook 10:00 to 17:00)");
  });
});
