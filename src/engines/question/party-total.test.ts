import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// A hot-air balloon company's price list on a page of this file's own: prices a person, said in the cell or by a
// sentence of the page (which leaves one flight out), read for the party a question says; and a karting page's
// prices "for one driver", of a party counted in digits that no row says; a weight's supplement on top.

const NOW = new Date("2026-11-26T10:00:00Z");
const FLIGHTS = recordsPage(
  "https://skylark.example/flights",
  "Flights | Skylark Balloons",
  `<h1>Flights</h1><table><tr><th>Flight</th><th>Weekday price</th><th>Anytime price</th></tr>
  ${headedRow("Sunrise Flight", "£185", "£225")}${headedRow("Evening Flight", "£175", "£215")}
  ${headedRow("Private Flight for Two", "£395 a person", "£445 a person")}
  ${headedRow("Exclusive Basket, up to 8", "£1,480", "£1,760")}</table>
  <p>Prices are a person, except the Exclusive Basket.</p>`,
);

describe("a price a person, for the party asked", () => {
  it("is said for all of them, from the cell", () => {
    expect(answerText([FLIGHTS], "whats a private balloon flight for me and my wife cost midweek", NOW)).toBe(
      "Private Flight for Two: Weekday price £395 a person — £790 for 2 (£395 a person)",
    );
  });

  it("is said for all of them, from the page's sentence, but not for the flight it leaves out", () => {
    expect(
      answerText([FLIGHTS], "how much is the sunrise flight for the three of us on a weekday", NOW),
    ).toBe("Sunrise Flight: Weekday price £185 — £555 for 3 (£185 a person)");
    expect(
      answerText([FLIGHTS], "how much is the exclusive basket for the four of us on a weekday", NOW),
    ).toBe("Exclusive Basket, up to 8: Weekday price £1,480");
  });

  it("is said for a party given as a number of us", () => {
    expect(answerText([FLIGHTS], "how much for 3 of us on the sunrise flight on a weekday", NOW)).toBe(
      "Sunrise Flight: Weekday price £185 — £555 for 3 (£185 a person)",
    );
  });

  it("is a person's alone when no party is said", () => {
    expect(answerText([FLIGHTS], "how much is the sunrise flight on a weekday", NOW)).toBe(
      "Sunrise Flight: Weekday price £185",
    );
  });
});

describe("a party counted in digits", () => {
  const KARTS = recordsPage(
    "https://lapline.example/sessions",
    "Sessions | Lapline Karting",
    `<h1>Sessions</h1><p>Share the track with other drivers. Prices are for one driver.</p><table><tr><th>Session</th>
    <th>How long</th><th>Off-peak</th><th>Peak</th></tr>${headedRow("Sprint", "2 × 15 minutes", "£45", "£55")}
    ${headedRow("Grand Hour", "60 minutes, as 3 × 20", "£89", "£99")}</table>`,
  );

  it("is no word of the thing's record, and the price for one driver is said for all of them", () => {
    expect(answerText([KARTS], "how much for 2 of us to do the grand hour at peak times", NOW)).toBe(
      "Grand Hour: Peak £99 — £198 for 2 (£99 a person)",
    );
  });
});

describe("a supplement taking in a weight said after the question", () => {
  it("is added to the party's total, and rules no flight out", () => {
    const WEIGHTS = recordsPage(
      "https://skylark.example/flights",
      "Flights | Skylark Balloons",
      `<h1>Flights</h1><table><tr><th>Flight</th><th>Weekday price</th><th>Anytime price</th></tr>
      ${headedRow("Sunrise Flight", "£185", "£225")}${headedRow("Evening Flight", "£175", "£215")}</table>
      <p>Prices are a person.</p><h2>Who can fly</h2><dl><dt>Weight</dt><dd>Up to 16 stone on any ticket</dd>
      <dt>Over 16 stone</dt><dd>A heavier passenger supplement of £60; the most we can fly is 20 stone</dd></dl>`,
    );
    expect(
      answerText(
        [WEIGHTS],
        "how much for me and my husband on an anytime sunrise flight? he's about 17 stone",
        NOW,
      ),
    ).toBe("Sunrise Flight: Anytime price £225 — £510 for 2 (£225 a person, and £60 for over 16 stone)");
  });
});

describe("a price a player, in columns named for a player", () => {
  const DAYS = recordsPage(
    "https://bramble-paintball.example/days",
    "Paintball days | Bramble Wood",
    `<h1>Paintball days</h1><table><tr><th>Day</th><th>A player Saturday or Sunday</th><th>A player Monday to
    Friday</th><th>Games</th></tr>
    ${headedRow("Birthday day", "£45", "£45")}
    ${headedRow("Big day out", "£60", "£52")}</table>`,
  );

  it("is said for the party, from the one price both columns give, or the day's column", () => {
    expect(answerText([DAYS], "birthday day for 6 of us, how much altogether", NOW)).toMatch(
      /— £270 for 6 \(£45 a person\)$/,
    );
    expect(answerText([DAYS], "big day out for 4 of us on a saturday, how much", NOW)).toBe(
      "Big day out: A player Saturday or Sunday £60 — £240 for 4 (£60 a person)",
    );
  });
});

describe("a price list headed as a person's", () => {
  const DAYS = recordsPage(
    "https://heathersprings.example/spa-days",
    "Spa days | Heather Springs",
    `<h1>Spa days</h1><table><caption>Spa days, per person</caption><tr><th>Day</th><th>Weekday</th><th>Weekend</th></tr>
    ${headedRow("Restore", "£95", "£115")}
    ${headedRow("Escape", "£140", "£160")}</table>`,
  );

  it("is said for the party", () => {
    expect(
      answerText([DAYS], "escape spa day for me and my sister on a saturday, how much altogether", NOW),
    ).toMatch(/£160 — £320 for 2 \(£160 a person\)$/);
  });
});
