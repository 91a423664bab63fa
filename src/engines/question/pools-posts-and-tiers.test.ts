import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a spa-pool hire firm's pool page, with what each pool needs under one label and its prices
// by quantity for chairs; a mill shop's journal of dated posts, this year's and last year's; a flour mill's trade
// prices by kilos a week; and a bakery school's classes with a discount for groups.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday

const POOLS = recordsPage(
  "https://splash.example/pools",
  "Pools | Splash Hire",
  `<h1>Pools</h1><h2>What a pool needs</h2><dl>
  <dt>Heating up</dt><dd>Small pools take about 12 hours to reach 30°C, Large pools about 20 hours, the plunge tank 2 hours</dd>
  <dt>Water</dt><dd>A garden tap within 20 metres</dd></dl>
  <h2>Chairs and tables, the price each</h2><table><tr><th>Item</th><th>1 to 19</th><th>20 to 59</th><th>60 or more</th></tr>
  ${headedRow("Folding table", "£9", "£8", "£7")}
  ${headedRow("Garden chair", "£3", "£2.50", "£2")}</table>`,
);

describe("a value of one part of a label's list", () => {
  it("is told by the part's own words, not by the label every part shares", () => {
    const said = answerText([POOLS], "how long does the large pool take to heat up", NOW);
    expect(said).toMatch(/20 hours/);
    expect(said).not.toMatch(/12 hours/);
  });
});

describe("a count of things priced each by how many", () => {
  it("reads 'N of the things' and multiplies the price of the band the count is in", () => {
    expect(answerText([POOLS], "how much for 25 of the folding tables", NOW)).toMatch(/£200 for 25$/);
    expect(answerText([POOLS], "how much for 70 garden chairs", NOW)).toMatch(/£140 for 70$/);
    expect(answerText([POOLS], "how much for 10 garden chairs", NOW)).toMatch(/£30 for 10$/);
  });
});

const card = (title: string, posted: string, text: string) =>
  `<article class="card"><h3>${title}</h3><p>${posted}</p><p>${text}</p></article>`;
const JOURNAL = recordsPage(
  "https://mill.example/journal",
  "Journal | Harker Mill",
  `<h1>Journal</h1><div class="cards">
  ${card("Christmas at the mill", "19 November 2026", "The last posting day for Christmas is Tuesday 15 December.")}
  ${card("The Spring Plant Fair", "2 November 2026", "Saturday 13 and Sunday 14 March at the mill: 40 growers.")}
  ${card("Christmas 2025", "20 November 2025", "The last posting day for Christmas is Wednesday 17 December.")}
  ${card("The Spring Plant Fair", "16 March 2025", "Saturday 15 and Sunday 16 March 2025: 30 growers.")}</div>`,
);

describe("a date to come, from a journal of dated posts", () => {
  it("is never from a post dated only by a year gone", () => {
    const said = answerText([JOURNAL], "when's the last day to post for christmas", NOW);
    expect(said).toMatch(/15 December/);
    expect(said).not.toMatch(/17 December/);
  });

  it("is the event's date the post gives, not the day it was posted", () => {
    const said = answerText([JOURNAL], "when's the next plant fair", NOW);
    expect(said).toMatch(/13 and Sunday 14 March/);
    expect(said).not.toMatch(/November/);
  });
});

const TRADE = recordsPage(
  "https://mill.example/trade",
  "Trade | Harker Mill",
  `<h1>Trade</h1><h2>Flour for bakeries</h2><table><tr><th>Kilos a week</th><th>A kilo Strong white</th>
  <th>A kilo Wholemeal</th></tr>
  ${headedRow("5 to 9kg", "£2.10", "£2.30")}
  ${headedRow("10 to 24kg", "£1.80", "£2")}
  ${headedRow("25kg or more", "£1.50", "£1.70")}</table>`,
);
const CLASSES = recordsPage(
  "https://mill.example/classes",
  "Classes | Harker Mill",
  `<h1>Classes</h1><table><tr><th>Class</th><th>How long</th><th>A person</th></tr>
  ${headedRow("Sourdough", "3 hours", "£55")}
  ${headedRow("Pasta", "2 hours", "£40")}</table>
  <dl><dt>Groups</dt><dd>Book 5 or more places together: 15% off</dd></dl>`,
);

describe("sums a page's own terms make", () => {
  it("prices kilos a week at the band the weight is in, a kilo at a time", () => {
    expect(answerText([TRADE], "we'd need 15kg of strong white a week, what would that cost", NOW)).toMatch(
      /£27 for 15 kg$/,
    );
  });

  it("takes the page's discount for a party that size off the party's total", () => {
    expect(answerText([CLASSES], "5 of us want the sourdough class, how much in total", NOW)).toMatch(
      /£233\.75 for 5/,
    );
    // (Four places reach no discount.)
    expect(answerText([CLASSES], "4 of us want the sourdough class, how much in total", NOW)).toMatch(
      /£220 for 4 \(£55 a person\)$/,
    );
  });
});
