import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// A farm café's menu and a bakery's classes, of this file's own: a craft taught ("sausage making classes") is not
// the breakfast that has a sausage in it, and a page of classes teaches what its rows name.

const NOW = new Date("2026-11-26T10:00:00Z");
const CAFE = recordsPage(
  "https://meadowfarm.example/cafe",
  "Café | Meadow Farm",
  `<h1>Café</h1><table><tr><th>Dish</th><th>Price</th></tr>
  <tr><th>Small breakfast: bacon, sausage, egg and toast</th><td>£7.95</td></tr>
  <tr><th>Soup of the day</th><td>£6.50</td></tr></table>`,
);
const CLASSES = recordsPage(
  "https://meadowbakery.example/classes",
  "Classes | Meadow Bakery",
  `<h1>Learn with us</h1><table><tr><th>What</th><th>When</th><th>Price</th></tr>
  <tr><th>Christmas stollen and mince pies</th><td>Sunday 13 December 2026</td><td>£65</td></tr>
  <tr><th>Sourdough for beginners</th><td>Saturday 9 January 2027</td><td>£70</td></tr></table>`,
);

describe("a craft taught", () => {
  it("is not a dish with the thing in it", () => {
    expect(answerText([CAFE], "does meadow farm run sausage making classes? how much are they", NOW)).toBe(
      "not found",
    );
    expect(answerText([CAFE], "how much is the small breakfast", NOW)).toContain("£7.95");
  });

  it("is what a page of classes names", () => {
    expect(answerText([CLASSES], "when's the stollen baking class", NOW)).toContain("13 December");
  });
});
