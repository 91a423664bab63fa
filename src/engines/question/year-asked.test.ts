import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// A boating lake's pages of this file's own: this year's price list, and news cards with last year's prices (one
// naming the year, one saying "last year") and a rise still to come. A price asked "last year" is read from the
// records of that year only; a rise is no price; "an hour" on a page is the length a question's hour asks; "at
// peak" is not the "off-peak" side of a clause giving both.

const NOW = new Date("2026-11-26T10:00:00Z");
const PRICES = recordsPage(
  "https://mereboats.example/hire",
  "Boat hire | Mere Boats",
  `<h1>Boat hire</h1><table><tr><th>Boat</th><th>An hour</th></tr><tr><th>Family rowing boat</th><td>£24</td></tr>
  <tr><th>Pedalo</th><td>£18</td></tr><tr><th>Electric launch</th><td>£40</td></tr></table>`,
);
const NEWS = recordsPage(
  "https://mereboats.example/news",
  "News | Mere Boats",
  `<h1>News</h1><article><h2>Prices for 2025</h2><p>6 January 2025</p><p>This year a family rowing boat is £22 an
  hour and a pedalo £16.</p></article><article><h2>A new launch</h2><p>2 August 2026</p><p>Our electric launch is
  here. An hour on the old launch was £35 last year.</p></article><article><h2>Next year</h2><p>19 November
  2026</p><p>From 1 January 2027 an hour on a pedalo goes up by £2.</p></article>`,
);

describe("a price asked as it was last year", () => {
  it("is read from a record naming the year, or saying last year", () => {
    expect(answerText([PRICES, NEWS], "how much was family rowing boat hire last year", NOW)).toMatch(
      /£22\b/,
    );
    expect(answerText([PRICES, NEWS], "how much was pedalo hire last year", NOW)).toMatch(/£16\b/);
    expect(answerText([PRICES, NEWS], "how much was an hour on the launch last year", NOW)).toMatch(/£35\b/);
  });

  it("is not this year's price where no record of the year says it", () => {
    const PRICES_2025 = recordsPage(
      "https://mereboats.example/news/2025",
      "Prices for 2025 | Mere Boats",
      "<h1>Prices for 2025</h1><p>This year a family rowing boat is £22 an hour and a pedalo £16.</p>",
    );
    expect(answerText([PRICES, PRICES_2025], "how much was electric launch hire last year", NOW)).toBe(
      "not found",
    );
  });
});

describe("a rise", () => {
  it("is no price", () => {
    const RISE = recordsPage(
      "https://mereboats.example/news/next-year",
      "Next year | Mere Boats",
      "<h1>Next year</h1><p>From 1 January 2027 an hour on a pedalo goes up by £2.</p>",
    );
    expect(answerText([RISE], "how much will an hour on a pedalo cost from january", NOW)).toBe("not found");
  });
});

describe("an hour said in words", () => {
  it("is the length a question's hour or half hour asks", () => {
    const GIANT = recordsPage(
      "https://mereboats.example/giant",
      "Giant paddleboard | Mere Boats",
      `<h1>Giant paddleboard</h1><p>Up to eight of you on one board. An hour on it is £60 at weekends and £50 on
      weekdays; half an hour is £35 any day.</p>`,
    );
    expect(answerText([GIANT], "how much is an hour on the giant paddleboard on a saturday", NOW)).toMatch(
      /£60\b/,
    );
    expect(answerText([GIANT], "how much for half an hour on the giant paddleboard", NOW)).toMatch(/£35\b/);
  });
});

describe("one side of a clause giving two", () => {
  it("is the side the question says, not its other side", () => {
    const RATES = recordsPage(
      "https://mereboats.example/news/rates",
      "Rates for 2025 | Mere Boats",
      `<h1>Rates for 2025</h1><p>This year a sailing dinghy is £30 off-peak and £38 at peak, and a canoe £14 and
      £18.</p>`,
    );
    expect(answerText([RATES], "how much was a sailing dinghy at peak times last year", NOW)).toBe(
      "This year a sailing dinghy is £38 at peak",
    );
    expect(answerText([RATES], "how much was a sailing dinghy off-peak last year", NOW)).toMatch(
      /£30 off-peak$/,
    );
  });
});
