import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";
import { holds } from "./values";

// Of this file's own: an orchard's picking season and grotto slots, its cider festival that has finished, its parties
// priced for a group with each child more, its fitters' years, and a tile shop's two showrooms, its visits by
// postcode and its prices a square metre. What is asked is read from these pages the way a person would; the
// guards say what must not change.

const NOW = new Date("2026-11-26T10:00:00Z");

const PICKING = recordsPage(
  "https://hollins-orchard.example/picking",
  "Picking | Hollins Orchard",
  `<h1>Picking</h1><table><caption>Pick your own</caption><tr><th>Fruit</th><th>In season</th><th>A kg</th></tr>
  ${headedRow("Plums", "Late July to September", "£3.90")}${headedRow("Quinces", "October to November", "£4.40")}</table>`,
);

const FESTIVAL = recordsPage(
  "https://hollins-orchard.example/festival",
  "Cider festival | Hollins Orchard",
  `<h1>Cider festival</h1><p>The Cider Festival 2026 has finished. We're back on Saturday 4 September 2027.</p>
  <table><caption>Cider Festival tickets in 2026</caption><tr><th>Ticket</th><th>Price Weekdays</th><th>Price Weekends</th>
  </tr>${headedRow("Adult, 18 and over", "£12", "£15")}${headedRow("Child, 5 to 17, with a cup of juice", "£4", "£5")}
  </table>`,
);

const GROTTO = recordsPage(
  "https://hollins-orchard.example/grotto",
  "The grotto | Hollins Orchard",
  `<h1>The grotto</h1><table><caption>Sessions and places left</caption>
  <tr><th>Date</th><th>Time</th><th>Places left</th></tr>
  ${headedRow("Saturday 19 December", "10:30", "Sold out")}${headedRow("Saturday 19 December", "12:00", "4")}
  ${headedRow("Saturday 19 December", "15:00", "Sold out")}</table>
  <dl><dt>Orchard Party</dt><dd>Apple pressing and a tractor ride: £140 for up to 12 children; £9 each child more</dd></dl>`,
);

const TEAM = recordsPage(
  "https://hollins-orchard.example/team",
  "Our team | Hollins Orchard",
  `<h1>Our team</h1>
  <div class="card"><h3>Alan Brierley</h3><p>Head grower</p><p>Pruning for 30 years; with us since 1999</p></div>
  <div class="card"><h3>Nadia Fenwick</h3><p>Grower</p><p>With us since 2014</p></div>`,
);

const SHOWROOMS = recordsPage(
  "https://tesserae.example/showrooms",
  "Visit us | Tesserae Tiles",
  `<h1>Visit us</h1><table><caption>Our showrooms</caption><tr><th></th><th>Quayside</th><th>Mill Green</th></tr>
  ${headedRow("Address", "3 Dock Street, Porthallow PH1 2DS", "Unit 4, Millfield Retail Park, Mill Green MG3 8RP")}</table>
  <table><caption>Christmas and New Year</caption><tr><th></th><th>Quayside</th><th>Mill Green</th></tr>
  ${headedRow("Boxing Day, Saturday 26 December", "Closed", "10:00 to 16:00")}
  ${headedRow("Monday 28 December", "Closed", "Closed")}
  ${headedRow("Tuesday 29 December", "10:00 to 16:00", "10:00 to 16:00")}</table>
  <table><caption>Measuring visits</caption><tr><th>Area</th><th>Postcodes</th><th>A visit</th></tr>
  ${headedRow("Nearby", "PH1, PH2, MG3", "Free")}${headedRow("Further out", "PH7, MG9", "£35")}</table>
  <table><caption>Tiles</caption><tr><th>Tile</th><th>A m²</th></tr>${headedRow("Harbour Slate", "£42.50")}</table>`,
);

describe("seasons and what has finished", () => {
  it("answers when by a run of months", () => {
    expect(answerText([PICKING], "when can u pick plums", NOW)).toBe(
      "Plums: In season Late July to September",
    );
  });

  it("says no to still on where the thing has finished", () => {
    expect(answerText([FESTIVAL], "is the cider festival still on?", NOW)).toBe(
      "No — The Cider Festival 2026 has finished.",
    );
  });

  it("gives no price of this year for next year's", () => {
    expect(answerText([FESTIVAL], "how much will cider festival child tickets be next year", NOW)).toBe(
      "not found",
    );
    expect(answerText([FESTIVAL], "how much were cider festival child tickets on a weekday", NOW)).toBe(
      "Child, 5 to 17, with a cup of juice: Price Weekdays £4",
    );
  });

  it("asks what is in season this month as a list, never the best passages of the whole table", () => {
    const asked = parseQuestion("what can we pick at the moment", NOW);
    expect(asked.type).toBe("list");
    expect(asked.months?.asked).toEqual([11]);
    expect(answerText([PICKING], "what can we pick at the moment", NOW)).not.toMatch(/Plums/);
  });
});

describe("slots, groups and people", () => {
  it("lists rows of one date by the column the question names", () => {
    expect(
      answerText([GROTTO], "which grotto times are sold out on saturday 19th december", NOW).split("\n")[0],
    ).toBe("10:30, 15:00");
  });

  it("prices a group over its size with each one more", () => {
    expect(answerText([GROTTO], "how much for an orchard party for 15 kids", NOW)).toMatch(/— £167 for 15$/);
  });

  it("reads the year of a line after another clause", () => {
    expect(answerText([TEAM], "who has been at hollins orchard the longest", NOW)).toMatch(/^Alan Brierley/);
  });
});

describe("two showrooms", () => {
  it("gives the address asked, on a retail park too, not the showroom's hours", () => {
    expect(holds("address", "Unit 4, Millfield Retail Park, Mill Green MG3 8RP")).toBe(true);
    expect(answerText([SHOWROOMS], "where is tesserae's mill green showroom", NOW)).toBe(
      "Address: Mill Green Unit 4, Millfield Retail Park, Mill Green MG3 8RP",
    );
  });

  it("lists the days it is shut", () => {
    expect(
      answerText([SHOWROOMS], "which days over christmas is tesserae in quayside shut", NOW).split("\n")[0],
    ).toBe("Boxing Day, Saturday 26 December; Monday 28 December");
  });

  it("says no to a charge for a postcode whose visit is free", () => {
    expect(answerText([SHOWROOMS], "we're in MG3, do you charge to come out and measure", NOW)).toMatch(
      /^No — /,
    );
  });

  it("reads a square metre said as m2", () => {
    expect(answerText([SHOWROOMS], "how much is harbour slate per m2", NOW)).toBe(
      "Harbour Slate: A m² £42.50",
    );
    // (A metre of length is no square metre.)
    expect(answerText([SHOWROOMS], "how much a metre to edge harbour slate", NOW)).toBe("not found");
  });
});
