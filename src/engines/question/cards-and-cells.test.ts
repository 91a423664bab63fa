import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Rules read from the misses of a paddle sports centre's and a picture framer's pages, on a florist's pages of this
// file's own: a news card's sentence giving a date for each of two places, the cell of a size × style table, a
// price for one day in brackets, columns by season, what comes with a price, a thing had at one place only, buying
// and hiring, an event's card and a person's days.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://bramble.example${path}`, `${title} | Bramble & Bloom`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><article><h2>Christmas at Bramble &amp; Bloom</h2><p>16 November 2026</p><p>Last orders for
  wreaths before Christmas: Monday 21 December at the Mill Lane shop, or Friday 18 December if you're ordering at the
  market stall. Deliveries run until Wednesday 23 December. Both shops close at 13:00 on Christmas Eve.</p></article>
  <article><h2>Winter hours</h2><p>2 November 2026</p><p>From 1 November the market stall is open Thursday to
  Saturday. Last winter it opened on Fridays and Saturdays only.</p></article><article><h2>The spring show</h2>
  <p>1 March 2027 to 14 March 2027</p><p>Forty growers, and a talk every afternoon.</p></article>`,
);
const PRICES = page(
  "/prices",
  "Prices",
  `<h1>Prices</h1><table><caption>Bouquet prices</caption><tr><th>Size</th><th>Seasonal mixed flowers</th>
  <th>Boxed bouquet</th><th>Luxury roses</th></tr><tr><td>Small</td><td>£30</td><td>£38</td><td>£55</td></tr>
  <tr><td>Medium</td><td>£45</td><td>£52</td><td>£80</td></tr><tr><td>Large</td><td>£60</td><td>£70</td>
  <td>£110</td></tr></table><table><caption>Add-ons</caption><tr><th>Add-on</th><th>Small</th><th>Large</th>
  <th>Extra large</th></tr><tr><td>Glass vase</td><td>£12</td><td>£18</td><td>£26</td></tr></table>
  <table><caption>Classes</caption><tr><th>Class</th><th>Who it's for</th><th>Price a head</th><th>Dates</th></tr>
  <tr><td>Bouquet basics</td><td>Anyone, no experience needed</td><td>£35</td><td>Every Saturday</td></tr>
  <tr><td>Bouquet masterclass</td><td>After Bouquet basics, or the same</td><td>£75 (Saturdays £85)</td>
  <td>Sunday 10 January 2027</td></tr></table>
  <table><caption>Photo frames</caption><tr><th>Size</th><th>Black</th><th>Oak</th></tr><tr><td>6 × 4 in</td>
  <td>£8</td><td>£11</td></tr><tr><td>10 × 8 in</td><td>£14</td><td>£18</td></tr></table>
  <p>From 1 January 2027: Bouquet basics will be £39.</p><p>Delivery is £6 in town. A card, ribbon and a water
  pouch are included.</p><h2>Extras, for each hire</h2><table><tr><th>Extra</th><th>Price</th></tr><tr><td>Cake stand</td>
  <td>£15</td></tr></table>`,
);
const SHOPS = page(
  "/shops",
  "Our shops",
  `<h1>Our shops</h1><table><caption>Opening times</caption><tr><th>Day</th><th>Mill Lane, April to September</th>
  <th>Mill Lane, October to March</th></tr><tr><td>Friday</td><td>09:00–18:00</td><td>09:30–17:00</td></tr>
  <tr><td>Saturday</td><td>09:00–17:00</td><td>09:30–16:00</td></tr></table><table><caption>Plants we sell</caption><tr><th>Plant</th><th>Mill Lane</th>
  <th>Corn Exchange</th></tr><tr><td>Orchids</td><td>✓</td><td>✗</td></tr><tr><td>Herbs</td><td>✓</td><td>✓</td></tr>
  <tr><td>Bonsai</td><td>✓</td><td>✗</td></tr><tr><td>Cacti</td><td>✗</td><td>✓</td></tr></table>
  <table><caption>What's where</caption><tr><th></th><th>Mill Lane</th><th>Corn Exchange</th></tr>
  <tr><td>Step-free way in</td><td>No: three steps at the door</td><td>✓</td></tr><tr><td>Workshops</td>
  <td>The loft, up two flights of stairs</td><td>The back room, step-free</td></tr></table>
  <dl><dt>Parking at Mill Lane</dt><dd>The first hour in the yard is free</dd><dt>Parking at the Corn Exchange</dt>
  <dd>The first hour is free, then £1.50 an hour</dd></dl>
  <h2>What we make where</h2>
  <p>Funeral tributes are made at the Mill Lane shop only. At the Corn Exchange stall you can order bouquets and
  buy plants.</p><h2>Gallery</h2><p>Opening: whenever Mill Lane is open, except from 25 to 28 February, when we're
  setting up the spring show.</p>`,
);
const TEAM = page(
  "/team",
  "Team",
  `<h1>Team</h1><article><h3>Amira Shah</h3><p>Owner</p><p>Mill Lane, Monday to Thursday</p></article>
  <article><h3>Ruth Okafor</h3><p>Head florist</p><p>At Mill Lane, Tuesday to Saturday</p></article>
  <article><h3>Tom Reid</h3><p>Stall manager</p><p>The Corn Exchange, Thursday to Sunday</p></article>
  <p>Our growing field is on the River Wend, 3 miles away, where the river runs slow past the willows.</p>
  <article><h3>Ben Lowe</h3><p>Tutor</p><p>Workshops at both shops</p><p>Runs the children's club and our
  wreath days.</p></article>`,
);

describe("a news card's dates", () => {
  it("reads the date of the place asked from a sentence that gives one for each", () => {
    const said = ask([NEWS], "last day to order a wreath at the market stall before christmas");
    expect(said).toMatch(/^Last orders for wreaths before Christmas: Friday 18 December/);
    expect(said).not.toContain("21 December");
    expect(ask([NEWS], "last day to order a wreath at the mill lane shop before christmas")).toContain(
      "21 December",
    );
  });

  it("reads an event's end from the card headed by it, not a sentence naming it in passing", () => {
    expect(ask([NEWS, SHOPS], "when does the spring show finish")).toContain("14 March 2027");
  });

  it("reads the days of the time asked from the sentence saying it", () => {
    expect(ask([NEWS], "which days was the market stall open last winter")).toBe(
      "Last winter it opened on Fridays and Saturdays only.",
    );
  });
});

describe("a table's cells", () => {
  it("takes the column a word of the question names, not one named by the word the table is headed by", () => {
    expect(ask([PRICES], "how much for a medium bouquet, seasonal")).toContain("£45");
    expect(ask([PRICES], "how much for a medium bouquet, seasonal")).not.toContain("£52");
  });

  it("reads '10x8' as the size a table writes '10 × 8 in'", () => {
    expect(ask([PRICES], "how much is a black 10x8 photo frame")).toBe("10 × 8 in: Black £14");
  });

  it("reads 'extra large' as a size", () => {
    expect(ask([PRICES], "price of a glass vase for an extra large bouquet")).toBe(
      "Glass vase: Extra large £26",
    );
  });

  it("gives the price a cell says in brackets for the day asked", () => {
    expect(ask([PRICES], "bouquet masterclass on a saturday - how much each?")).toContain("£85");
    expect(ask([PRICES], "bouquet masterclass on a saturday - how much each?")).not.toContain("£75");
  });

  it("takes the column whose months hold the season asked, or the month it is asked in", () => {
    expect(ask([SHOPS], "what time does mill lane close on a friday in winter")).toContain("09:30–17:00");
    expect(ask([SHOPS], "what time does mill lane close on a friday in winter")).not.toContain("18:00");
    expect(ask([SHOPS], "what time does mill lane close on a friday")).not.toContain("18:00");
    expect(ask([SHOPS], "what time does mill lane close on a saturday in the summer")).toContain(
      "09:00–17:00",
    );
  });

  it("prices a row by what heads it, not by a thing its cells name", () => {
    expect(ask([PRICES], "how much is bouquet basics from january")).toContain("£39");
  });
});

describe("what a price is for", () => {
  it("reads what is included in a price, not a list of prices", () => {
    expect(ask([PRICES], "what's included in the delivery price?")).toContain(
      "A card, ribbon and a water pouch",
    );
  });

  it("does not answer buying with a hire price", () => {
    expect(ask([PRICES], "how much does it cost to buy a cake stand")).toBe("not found");
    expect(ask([PRICES], "how much to hire a cake stand")).toContain("£15");
  });
});

describe("places and people", () => {
  it("says no to a thing at one place when a sentence says it is made at another only, and yes at that one", () => {
    expect(ask([SHOPS], "can i order a funeral tribute at the corn exchange")).toMatch(/^No — /);
    expect(ask([SHOPS], "can i order a funeral tribute at mill lane")).toMatch(/^Yes — /);
  });

  it("says yes or no by the column of the place asked, from the row headed by what is asked", () => {
    expect(ask([SHOPS], "i use a wheelchair - can i get into the corn exchange ok")).toMatch(
      /^Yes — .*Step-free way in/,
    );
    expect(ask([SHOPS], "is mill lane step-free")).toMatch(/^No — .*Step-free way in/);
  });

  it("gives no price of the first hour when what comes after it is asked", () => {
    expect(ask([SHOPS], "how much is parking at mill lane after the first hour")).toBe("not found");
    expect(ask([SHOPS], "how much is parking at the corn exchange after the first hour")).toContain("£1.50");
  });

  it("lists what one place has and another does not", () => {
    const said = ask([SHOPS], "which plants can i only get at mill lane and not the corn exchange");
    expect(said).toMatch(/^Orchids, Bonsai\n/);
    expect(said).not.toContain("Herbs");
    expect(said).not.toContain("Cacti");
  });

  it("names no river as the person who runs a place", () => {
    expect(ask([TEAM], "who runs the growing field by the river")).toBe("not found");
  });

  it("lists a person's days from their card, not another card naming days", () => {
    const said = ask([TEAM], "which days does ruth work");
    expect(said).toContain("Tuesday to Saturday");
    expect(said).not.toContain("wreath days");
  });
});

describe("when a question asks about", () => {
  it("reads a season as its months, but not a thing named by one", () => {
    expect(parseQuestion("is the shop open on fridays in winter", NOW).months?.asked).toEqual([12, 1, 2]);
    expect(parseQuestion("how much is a punt in the summer holidays", NOW).months?.asked).toEqual([6, 7, 8]);
    expect(parseQuestion("when is half term in the spring term", NOW).months).toBeUndefined();
  });

  it("reads 'for 2 hours' as a length, not as today", () => {
    expect(parseQuestion("how much to hire a punt for 2 hours on a weekend", NOW).days).toEqual([
      "saturday",
      "sunday",
    ]);
  });
});
