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

const VISIT = recordsPage(
  "https://mill.example/visit",
  "Visit | Harker Mill",
  `<h1>Visit</h1><h2>Harker and Stowe</h2><table><tr><th></th><th>Harker</th><th>Stowe</th></tr>
  ${headedRow("Parking", "Free, 20 spaces by the mill", "The Bridge Street car park, pay and display")}
  ${headedRow("Dogs", "Welcome in the shop", "Welcome outside")}</table>
  <h2>Trade</h2><dl><dt>Smallest order</dt><dd>5kg a week</dd><dt>Milling days</dt><dd>Tuesday and Friday; order by
  noon the day before</dd></dl>
  <table><tr><th>Kilos a week</th><th>A kilo Strong white</th></tr>${headedRow("5 to 9kg", "£2.10")}
  ${headedRow("10kg or more", "£1.80")}</table>
  <p>From 1 March 2027: Strong white will be £2.50 for 500g and £4.40 for 1kg.</p>
  <h2>Our flours</h2><table><tr><th>Flour</th><th>Mill</th><th>A bag 1.5kg</th></tr>
  ${headedRow("Strong white", "Roller", "£2.40")}${headedRow("Spelt", "Stone", "£3.10")}</table>`,
);

describe("what a page says in the question's own words", () => {
  it("gives a place's cell or nothing, never the other place's beside it", () => {
    expect(answerText([VISIT], "how much is parking at harker mill's stowe shop", NOW)).toBe("not found");
    expect(answerText([VISIT], "how much is parking at harker mill's harker shop", NOW)).toMatch(/Free/);
  });

  it("takes a label naming the superlative and the thing over comparing the rows", () => {
    expect(answerText([VISIT], "whats the smallest trade order", NOW)).toMatch(/5kg a week/);
  });

  it("takes a label naming the things listed and the question's subject", () => {
    expect(answerText([VISIT], "what days do you mill", NOW)).toMatch(/Tuesday and Friday/);
  });

  it("reads a kilo as the kg a clause gives, with the subject the clauses share", () => {
    expect(answerText([VISIT], "what will a kilo of strong white cost from march", NOW)).toMatch(
      /Strong white will be £4\.40 for 1kg/,
    );
  });
});
