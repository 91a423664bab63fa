import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a garden nursery's composts by the bag, some not made in the big bag. "Which … come in a 50
// litre bag" keeps the rows whose cell in that size's column says a price, not "–" or "Only in 10 litre bags".

const NOW = new Date("2026-11-26T10:00:00Z");

const COMPOST = recordsPage(
  "https://fernhill.example/compost",
  "Compost | Fernhill Nursery",
  `<h1>Compost</h1><table><caption>Compost and bark</caption>
  <tr><th>Compost</th><th>For</th><th>A bag 10 litres</th><th>A bag 50 litres</th></tr>
  ${headedRow("Multi-purpose", "Pots and borders", "£4.50", "£9.99")}
  ${headedRow("Ericaceous", "Acid-loving plants", "£5.50", "–")}
  ${headedRow("Seed and cutting", "Sowing", "£4.99", "Only in 10 litre bags")}
  ${headedRow("Peat-free tub and basket", "Containers", "£6.50", "£12.99")}</table>`,
);

describe("a size asked of a list", () => {
  it("keeps the rows had in the size asked", () => {
    const listed = answerText([COMPOST], "which of your composts come in a 50 litre bag", NOW).split("\n")[0];
    expect(listed).toBe("Multi-purpose, Peat-free tub and basket");
  });
});
