import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";
import { otherPeriodOnly } from "./unsaid";

// Rules read from the misses of a ski school's and a yarn shop's pages, on an outdoor centre's pages of this file's
// own: out of stock and full as a no, a count in the unit asked, last season's price, a board lesson as a
// snowboard one, the column of the period asked and no price of another, a card's ages, a label saying what does
// not count, the rows whose ages take a child in, and the next date after Christmas.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://hightop.example${path}`, `${title} | Hightop Outdoors`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const SHOP = page(
  "/shop",
  "The shop",
  `<h1>The shop</h1><table><caption>Ropes</caption><tr><th>Rope</th><th>Brand</th><th>Length</th><th>Price</th>
  <th>Stock</th></tr><tr><td>Dry Core 9.5</td><td>Edelweiss</td><td>60 m</td><td>£140</td><td>In stock</td></tr>
  <tr><td>Static Pro</td><td>Beal</td><td>50 m</td><td>£95</td><td>Out of stock</td></tr></table>
  <table><caption>Chalk</caption><tr><th>Chalk</th><th>Bag</th><th>Price</th></tr><tr><td>Block chalk</td>
  <td>56 g</td><td>£3</td></tr></table>`,
);
const HIRE = page(
  "/kit",
  "Take-away kit",
  `<h1>Take-away kit</h1><table><caption>Prices</caption><tr><th>Kit</th><th>1 day</th><th>2 days</th><th>Week</th>
  </tr><tr><td>Wetsuit</td><td>£8</td><td>£14</td><td>£35</td></tr><tr><td>Mountain bike, Trail</td><td>£30</td>
  <td>£50</td><td>£120</td></tr></table><p>A week is 7 days. A second week is half price. Two adults and two
  children taking Trail mountain bikes for a week pay £360 as a family.</p>`,
);
const COURSES = page(
  "/courses",
  "Courses",
  `<h1>Courses</h1><table><caption>Slope lessons by day</caption><tr><th>Day</th><th>Adult ski</th><th>Adult board</th>
  </tr><tr><td>Thursday</td><td>18:00</td><td>20:00</td></tr></table><table><caption>Junior courses</caption><tr>
  <th>Course</th><th>Who</th><th>Price</th></tr><tr><td>Junior Ski Start</td><td>Ages 7 to 15</td><td>£30</td></tr>
  <tr><td>Junior Board Start</td><td>Ages 9 to 15</td><td>£32</td></tr></table><table><caption>Course
  times</caption><tr><th>Day</th><th>Junior courses</th></tr><tr><td>Saturday</td><td>09:00 and 14:00</td></tr>
  </table>`,
);
const WORKSHOPS = page(
  "/workshops",
  "Workshops",
  `<h1>Workshops</h1><article><h3>Knots for Climbers</h3><p>Thursday 3 December 2026, 18:30–20:30</p><p>Tutor: Sam
  Reyes</p><p>Price: £20</p><p>Full: ask at the desk for the waiting list</p></article><article><h3>Map and
  Compass</h3><p>Saturday 28 November 2026, 10:00–13:00</p><p>Price: £25</p><p>Places left: 4</p></article>
  <article><h3>Map and Compass</h3><p>Saturday 9 January 2027, 10:00–13:00</p><p>Price: £25</p><p>Places left:
  8</p></article><article><h3>Night Ride</h3><p>Friday 27 November</p><p>Head torches on: 19:00–21:00, 16 and
  over.</p></article>`,
);
const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><article><h2>New e-bikes</h2><p>2 November 2026</p><p>Ten new e-bikes are in the hire shed. An
  e-bike is now £40 a day (it was £35 last summer) and £180 a week.</p></article><article><h2>Trail bikes</h2>
  <p>1 October 2026</p><p>Our Trail mountain bikes are now £30 a day.</p></article>`,
);
const CARD = page(
  "/card",
  "The Hightop card",
  `<h1>The Hightop card</h1><h2>Stamps</h2><dl><dt>How it works</dt><dd>A stamp for every £10 you spend in the shop</dd><dt>What
  doesn't count</dt><dd>Bike servicing and gift vouchers</dd></dl>`,
);

describe("whether it can be had", () => {
  it("is a no when it is out of stock or full", () => {
    expect(ask([SHOP], "have you got the beal static pro rope in at the moment")).toMatch(/^No — /);
    expect(ask([SHOP], "have you got the edelweiss dry core rope in at the moment")).toMatch(/^Yes — /);
    expect(ask([WORKSHOPS], "can i still get on the knots workshop on 3rd december")).toMatch(/^No — /);
  });

  it("is a no for an age a card leaves out", () => {
    expect(ask([WORKSHOPS], "can my 15 year old go on the night ride")).toMatch(/^No — /);
  });

  it("is a no from a label saying what does not count", () => {
    expect(ask([CARD], "do i get hightop card stamps when you service my bike")).toMatch(/^No — /);
  });
});

describe("a value", () => {
  it("is a count in the unit asked", () => {
    expect(ask([SHOP], "how many metres are in a bag of block chalk")).toBe("not found");
  });

  it("is the column of the period asked", () => {
    expect(ask([HIRE], "how much is it to hire trail mountain bikes for a week for me")).toBe(
      "Mountain bike, Trail: Week £120",
    );
  });

  it("is never a price of another period", () => {
    const week = parseQuestion("how much is a trail mountain bike for a week", NOW);
    expect(otherPeriodOnly("Our Trail mountain bikes are now £30 a day.", week)).toBe(true);
    expect(otherPeriodOnly("Mountain bike, Trail: Week £120", week)).toBe(false);
  });

  it("is last season's price when asked what it cost then", () => {
    expect(ask([NEWS], "what did an e-bike cost a day last summer")).toBe("£35 before the change");
  });

  it("reads a board lesson as a snowboard one", () => {
    expect(ask([COURSES], "what time are the adult snowboard lessons on a thursday")).toBe(
      "Thursday: Adult board 20:00",
    );
  });

  it("is the next date after Christmas", () => {
    expect(ask([WORKSHOPS], "when's the next map and compass workshop after christmas")).toMatch(
      /9 January 2027/,
    );
  });
});

describe("a list for a child", () => {
  it("is the rows whose ages take the child in, not rows giving no ages", () => {
    expect(ask([COURSES], "which courses can my 7 year old do at hightop")).toBe(
      "Junior Ski Start — Who Ages 7 to 15, Price £30",
    );
  });
});
