import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a caravan park's price list, its seasons named in prose by their months, its columns under
// two-level headings, and a notice of next year's prices for some of its bands; its caravans by area, each with
// how many dogs may come; its reception's hours by weekday, and over Christmas by date; its spa's treatments.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday

const PRICES = recordsPage(
  "https://dunes.example/prices",
  "Prices | Marram Dunes Holiday Park",
  `<h1>Prices</h1><p>A week in a caravan, Saturday to Saturday. Low season is November to March, except the
  holidays; mid season is April, May, June and September; high season is July and August.</p>
  <table><tr><th rowspan="2">Caravan</th><th colspan="3">A week</th><th colspan="2">The holidays</th></tr>
  <tr><th>Low season</th><th>Mid season</th><th>High season</th><th>Christmas week</th><th>New Year week</th></tr>
  <tr><th>Sandpiper, sleeps 4</th><td>£310</td><td>£460</td><td>£720</td><td>£520</td><td>£580</td></tr>
  <tr><th>Oystercatcher, sleeps 6</th><td>£380</td><td>£540</td><td>£860</td><td>£610</td><td>£690</td></tr></table>
  <dl><dt>From 1 April 2027</dt><dd>Sandpiper will be £480 a week in mid season, and Oystercatcher £900 in high
  season. Every other price stays the same.</dd></dl>`,
);

describe("a price asked by its month, where the page names its seasons by theirs", () => {
  it("is the column of the season taking the month in", () => {
    const said = answerText([PRICES], "how much is oystercatcher for a week in june", NOW);
    expect(said).toMatch(/£540/);
    expect(said).not.toMatch(/£380|£860/);
  });

  it("is not a notice's price for another of the row's seasons", () => {
    const said = answerText([PRICES], "how much is oystercatcher for a week in may", NOW);
    expect(said).toMatch(/£540/);
    expect(said).not.toMatch(/£900/);
  });

  it("is the notice's price for the season asked, the month said with its year", () => {
    expect(answerText([PRICES], "what will oystercatcher cost for a week in august 2027", NOW)).toMatch(
      /£900/,
    );
  });
});

const GLAMPING = recordsPage(
  "https://dunes.example/pods",
  "Pods | Marram Dunes Holiday Park",
  `<h1>Pods</h1><dl><dt>Quiet season</dt><dd>November to March</dd><dt>Busy season</dt><dd>April to October</dd></dl>
  <table><tr><th>Pod</th><th>A night, quiet season</th><th>A night, busy season</th></tr>
  <tr><th>Dune pod</th><td>£45</td><td>£70</td></tr></table>`,
);

describe("a price asked by its month, the seasons given as labels", () => {
  it("is the column of the season the label gives the month", () => {
    const said = answerText([GLAMPING], "how much is a dune pod for a night in july", NOW);
    expect(said).toMatch(/£70/);
    expect(said).not.toMatch(/£45/);
  });
});

describe("a column under a two-level heading", () => {
  it("is the one whose own part says the question's words", () => {
    const said = answerText([PRICES], "price of sandpiper for the new year week", NOW);
    expect(said).toMatch(/£580/);
    expect(said).not.toMatch(/£520/);
  });
});

const CARAVANS = recordsPage(
  "https://dunes.example/caravans",
  "Our caravans | Marram Dunes Holiday Park",
  `<h1>Our caravans</h1><table><thead><tr><th>Area</th><th>Caravan</th><th>Sleeps</th><th>Dogs</th></tr></thead>
  <tbody><tr><th rowspan="2">The dunes</th><th>Sandpiper</th><td>4</td><td>1 dog</td></tr>
  <tr><th>Oystercatcher</th><td>6</td><td>Up to 2 dogs</td></tr>
  <tr><th>The meadow</th><th>Curlew</th><td>4</td><td>No pets</td></tr></tbody></table>`,
);

describe("how many of a thing may come, by a row's cell", () => {
  it("is a no when the question brings more than the cell lets come, a yes when as many", () => {
    expect(answerText([CARAVANS], "are two dogs ok in sandpiper", NOW)).toMatch(/^No — .*Sandpiper/);
    expect(answerText([CARAVANS], "can we bring our 2 dogs to oystercatcher", NOW)).toMatch(/^Yes — /);
    expect(answerText([CARAVANS], "can we bring our 2 dogs to curlew", NOW)).toMatch(/^No — .*Curlew/);
  });
});

const RECEPTION = recordsPage(
  "https://dunes.example/reception",
  "Reception | Marram Dunes Holiday Park",
  `<h1>Reception</h1><table><thead><tr><th></th><th>Day</th><th>Reception</th><th>Shop</th></tr></thead><tbody>
  <tr><th rowspan="2">Weekdays</th><th>Tuesday</th><td>09:00 to 17:00</td><td>08:00 to 18:00</td></tr>
  <tr><th>Wednesday</th><td>09:00 to 13:00</td><td>08:00 to 18:00</td></tr>
  <tr><th rowspan="2">The weekend</th><th>Saturday</th><td>09:00 to 12:00</td><td>08:00 to 20:00</td></tr>
  <tr><th>Sunday</th><td>Closed, but the kids' club meets here at 10:00</td><td>08:00 to 20:00</td></tr></tbody></table>
  <h2>Christmas</h2><table><tr><th></th><th>Reception</th><th>Shop</th></tr>
  <tr><th>Monday 21 to Wednesday 23 December</th><td>As usual</td><td>08:00 to 20:00</td></tr>
  <tr><th>Tuesday 29 and Wednesday 30 December</th><td>10:00 to 16:00</td><td>Closed</td></tr></table>`,
);

describe("hours asked of a weekday with no date", () => {
  it("are the usual week's, where a row is headed by the day, not a run of dates taking it in", () => {
    const said = answerText([RECEPTION], "what time does reception shut on wednesday", NOW);
    expect(said).toMatch(/13:00/);
    expect(said).not.toMatch(/16:00/);
  });
});

describe("a thing asked of the weekend", () => {
  it("is not a list of the opening hours' rows grouped as the weekend", () => {
    expect(answerText([RECEPTION], "which club is on at the weekend", NOW)).not.toMatch(/Saturday; Sunday/);
  });
});

const SPA = recordsPage(
  "https://dunes.example/spa",
  "The spa | Marram Dunes Holiday Park",
  `<h1>The spa</h1><table><tr><th>Day</th><th>Spa</th></tr><tr><th>Friday</th><td>09:00 to 21:00</td></tr>
  <tr><th>Saturday</th><td>08:00 to 20:00</td></tr></table>
  <h2>Treatments</h2><table><tr><th>Treatment</th><th>How long</th><th>Price</th></tr>
  <tr><th>Back massage</th><td>30 minutes</td><td>£35</td></tr><tr><th>Hot stone massage</th><td>75 minutes</td>
  <td>£70</td></tr></table>`,
);

describe("the longest of things that take time", () => {
  it("is of the lengths a column gives, never of a day's opening hours", () => {
    expect(answerText([SPA], "which spa treatment takes the longest", NOW)).toMatch(/Hot stone massage/);
    const hours = recordsPage(
      "https://dunes.example/spa-hours",
      "Spa hours | Marram Dunes Holiday Park",
      `<h1>Spa hours</h1><table><tr><th></th><th>Dune spa</th><th>Beach hut spa</th></tr>
      <tr><th>What's there</th><td>Every appointment and the sauna</td><td>Massages only</td></tr></table>
      <table><thead><tr><th></th><th>Day</th><th>Dune spa</th><th>Beach hut spa</th></tr></thead><tbody>
      <tr><th rowspan="2">Weekdays</th><th>Tuesday</th><td>09:00 to 17:30</td><td>09:30 to 17:00</td></tr>
      <tr><th>Thursday</th><td>09:00 to 17:30</td><td>09:30 to 19:00</td></tr></tbody></table>`,
    );
    expect(answerText([hours], "which appointment at marram dunes takes the longest", NOW)).not.toMatch(
      /Tuesday|Thursday/,
    );
  });
});
