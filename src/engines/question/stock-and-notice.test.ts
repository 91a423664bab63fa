import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// What an ice rink's and a piano shop's customers ask in their own words, on pages of this file's own: today's price
// beside a dated one, a month asked of a price list beside a holiday named for it, a plain grand over a concert
// grand, a thing that is extra, a stock list's status, a floor named by its place, and the charge for the notice
// given.

const NOW = new Date("2026-11-26T10:00:00Z");
const rink = (path: string, title: string, main: string) =>
  recordsPage(`https://frostgate.example${path}`, `${title} | Frostgate Ice`, main);
const keys = (path: string, title: string, main: string) =>
  recordsPage(`https://ivoryandoak.example${path}`, `${title} | Ivory & Oak Pianos`, main);
type Page = ReturnType<typeof rink>;
const ask = (pages: Page[], question: string) => answerText(pages, question, NOW);

const SKATE = rink(
  "/skate",
  "Glide",
  `<h1>Glide</h1><p>Sessions last up to 2 hours. School holidays this winter: 21 December to 1 January, and February
  half term, 15 to 19 February.</p><table><caption>Prices at the Arena (skate hire is extra)</caption><tr><th>Who
  </th><th>Now</th><th>From 4 January 2027</th></tr><tr><th>Children, 4 to 15</th><td>£6.00</td><td>£6.50</td></tr>
  <tr><th>Adults</th><td>£8.00</td><td>£9.00</td></tr><tr><th>Skate hire</th><td>£2.50</td><td>£3.00</td></tr>
  </table>`,
);
const LESSONS = rink(
  "/lessons",
  "Learn to skate",
  `<h1>Learn to skate</h1><h2>In the price</h2><p>Six weekly lessons, a badge and a certificate.</p><h3>Extras</h3>
  <table><tr><th>Extra</th><th>Course</th><th>Good to know</th></tr><tr><th>Skates</th><td>£9</td><td>Or bring your
  own</td></tr><tr><th>Helmet</th><td>£4</td><td>Under 12s must wear one</td></tr></table>`,
);
const TUNING = keys(
  "/tuning",
  "In tune",
  `<h1>In tune</h1><table><caption>Tuning</caption><tr><th>Piano</th><th>Now</th><th>From 1 April 2027</th></tr><tr>
  <th>Upright</th><td>£80</td><td>£85</td></tr><tr><th>Grand (over 5 ft 6 in)</th><td>£100</td><td>£110</td></tr>
  <tr><th>Concert grand, tuned for a concert</th><td>£160</td><td>£170</td></tr></table>`,
);
const STOCK = keys(
  "/for-sale",
  "On the floor",
  `<h1>On the floor</h1><table><caption>Pianos in stock</caption><tr><th>Make</th><th>Model</th><th>Price</th><th>
  Status</th></tr><tr><th>Yamaha</th><td>C3</td><td>£15,000</td><td>Reserved</td></tr><tr><th>Broadwood</th><td>
  Upright</td><td>£1,800</td><td>Available</td></tr><tr><th>Bechstein</th><td>Model 8</td><td>£6,400</td><td>Sold
  </td></tr></table>`,
);
const MOVING = keys(
  "/moving",
  "Heavy lifting",
  `<h1>Heavy lifting</h1><table><caption>Piano moves</caption><tr><th>Move</th><th>Upright</th><th>Grand</th></tr>
  <tr><th>Ground floor to ground floor</th><td>£170</td><td>£290</td></tr><tr><th>Up to 10 steps, or to a first
  floor</th><td>£220</td><td>£390</td></tr><tr><th>A second floor or higher</th><td>£290</td><td>Quote only</td>
  </tr></table>`,
);
const DIARY = keys(
  "/booking",
  "Diary",
  `<h1>Diary</h1><dl><dt>Moving or cancelling a tuning</dt><dd>Free with 24 hours' notice; less than that, £25</dd>
  <dt>No one in</dt><dd>£35, and we'll rebook</dd></dl>`,
);

describe("a price list with today's prices and dated ones", () => {
  it("answers today's price, not the one a change will bring", () => {
    expect(ask([SKATE], "how much is it for an adult to skate")).toBe("Adults: Now £8.00");
    expect(ask([TUNING], "how much to tune an upright")).toBe("Upright: Now £80");
  });

  it("answers the dated price for a month it has reached, whatever holiday the month also has", () => {
    expect(ask([SKATE], "adult skating price in february")).toBe("Adults: From 4 January 2027 £9.00");
  });

  it("is the plain thing, not a kind of it with a word more, however its size is said", () => {
    expect(ask([TUNING], "what will a grand tuning cost if i book for may next year")).toBe(
      "Grand (over 5 ft 6 in): From 1 April 2027 £110",
    );
  });
});

describe("what is extra and what is in stock", () => {
  it("is a no to being included where its heading says it is extra", () => {
    expect(ask([SKATE], "is skate hire included in the price")).toMatch(/^No\b/);
    expect(ask([LESSONS], "are skates included")).toMatch(/^No — .*Skates — /);
  });

  it("is read from a stock list's status", () => {
    expect(ask([STOCK], "is the yamaha c3 still available")).toMatch(/^No\b.*Reserved/);
    expect(ask([STOCK], "is the broadwood still for sale")).toMatch(/^Yes\b.*Available/);
    expect(ask([STOCK], "has the bechstein sold")).toMatch(/^Yes\b.*Sold/);
  });
});

describe("a floor and the notice given", () => {
  it("is the row for the floor named", () => {
    expect(ask([MOVING], "how much to move an upright to a first floor flat")).toBe(
      "Up to 10 steps, or to a first floor: Upright £220",
    );
  });

  it("is the charge for less notice than the free one needs", () => {
    expect(ask([DIARY], "what do you charge if i cancel the tuning on the morning")).toMatch(/£25$/);
    expect(ask([DIARY], "what do you charge to cancel a tuning 2 days before")).toMatch(/Free with 24 hours/);
  });
});
