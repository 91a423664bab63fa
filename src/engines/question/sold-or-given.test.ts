import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a paintball site's woods page, whose kit line says what every player is given and what is
// bought, and whose walk-on line is a weekly rule; its "Where & when" page has the Christmas rows; a tackle shop
// that sells its kit by the price.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday
const WOODS = recordsPage(
  "https://scarrow.example/woods",
  "Out in the woods | Scarrow Wood Paintball",
  `<h1>Out in the woods</h1><dl>
  <dt>Kit</dt><dd>Every player gets a full-face mask, overalls, a marker (the paintball gun) and a neck guard;
  chest protectors are free for under 16s, and gloves are £3 to buy</dd>
  <dt>Walk-on players</dt><dd>On Saturdays and Sundays singles and small groups join other groups: book at least
  24 hours ahead</dd></dl>`,
);
const VENUES = recordsPage(
  "https://scarrow.example/venues",
  "Where & when | Scarrow Wood Paintball",
  `<h1>Where &amp; when</h1><h2>Christmas and New Year</h2>
  <table><tr><th></th><th>Scarrow Wood</th><th>The Arena</th></tr>
  ${headedRow("Sunday 27 December", "Closed", "12:00 to 19:00")}
  ${headedRow("Monday 28 December", "Closed", "10:00 to 21:00")}</table>`,
);
const SHOP = recordsPage(
  "https://tidewater.example/shop",
  "Shop | Tidewater Angling",
  `<h1>Shop</h1><table><tr><th>Item</th><th>Price</th></tr>
  ${headedRow("Landing net", "£24")}${headedRow("Bait box", "£6")}</table>`,
);

describe("a thing sold, or given with what is paid for", () => {
  it("does not say a thing every player is given is sold", () => {
    expect(answerText([WOODS], "does scarrow wood sell paintball guns", NOW)).toBe("not found");
  });

  it("says yes of a thing the record gives a price to buy", () => {
    expect(answerText([WOODS], "does scarrow wood sell gloves", NOW)).toMatch(
      /^Yes — .*gloves are £3 to buy/,
    );
    expect(answerText([SHOP], "does tidewater sell landing nets", NOW)).toMatch(/^Yes — .*Landing net/);
  });
});

describe("a date asked, beside a weekly rule", () => {
  it("is answered by the date's own row, which never says the light verb asked", () => {
    expect(
      answerText([WOODS, VENUES], "can we play paintball at scarrow wood on sunday 27th december", NOW),
    ).toBe(
      "No — Where & when › Christmas and New Year: Sunday 27 December — Scarrow Wood Closed, The Arena 12:00 to 19:00",
    );
  });
});
