import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// A sailing club's page of this file's own: a table of its two bases with ticks for what runs there, and a line
// about each base's car park. Whether you pay to park is read from the car park's line, never from the ticks or the
// row's meeting place; and a weight said before the question, read against labels by weight.

const NOW = new Date("2026-11-26T10:00:00Z");
const BASES = recordsPage(
  "https://tidewater.example/bases",
  "Our bases | Tidewater Sailing",
  `<h1>Our bases</h1><table><caption>Bases</caption><tr><th>Base</th><th>Where</th><th>Dinghies</th><th>Keelboats</th>
  <th>Meet at</th></tr>${headedRow("Holm Reservoir", "2 miles east of Dunsby", "Yes", "Yes", "The dam car park")}
  ${headedRow("Pellow Quay", "On the harbour", "Yes", "No", "The slipway")}</table>
  <h2>Parking</h2><dl><dt>Holm Reservoir</dt><dd>The reservoir car park is pay and display, £3 for the day</dd>
  <dt>Pellow Quay</dt><dd>Free parking on the quay after 6pm; the harbour car park at other times</dd></dl>`,
);

describe("paying to park", () => {
  it("is a yes from a car park's price", () => {
    expect(answerText([BASES], "do i have to pay to park at holm reservoir", NOW)).toBe(
      "Yes — Our bases › Parking: Holm Reservoir: The reservoir car park is pay and display, £3 for the day",
    );
  });
});

describe("a row's cells", () => {
  const TABLE = recordsPage(BASES.url, BASES.title, "");
  TABLE.records.push(...BASES.records.filter((r) => r.kind === "row"));

  it("say nothing of paying where no column of them names it", () => {
    expect(answerText([TABLE], "do i have to pay to park at holm reservoir", NOW)).toBe("not found");
    expect(answerText([TABLE], "is parking free at holm reservoir", NOW)).toBe("not found");
  });

  it("answer the column the question names", () => {
    expect(answerText([BASES], "are there keelboats at pellow quay", NOW)).toMatch(/^No — /);
  });
});

describe("paying extra for someone said before the question", () => {
  const WHO = recordsPage(
    "https://tidewater.example/who",
    "Who can sail | Tidewater Sailing",
    `<h1>Who can sail</h1><dl><dt>Weight</dt><dd>Up to 16 stone on any boat</dd><dt>Over 16 stone</dt><dd>A
    heavier sailor's supplement of £15, for a bigger boat</dd></dl>`,
  );

  it("reads the weight said before it, against the labels' ranges", () => {
    expect(answerText([WHO], "my husband is 17 stone, do we have to pay extra for him", NOW)).toBe(
      "Yes — Who can sail: Over 16 stone: A heavier sailor's supplement of £15, for a bigger boat",
    );
  });
});
