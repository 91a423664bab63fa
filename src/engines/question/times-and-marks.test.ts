import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Rules read from the misses of a bowling alley's and a van hire firm's pages, on a trampoline park's pages of this
// file's own: prices by the time of day and a run of days, an earlier price said after its unit, a kitchen's last
// orders, a record time, the hardest of a difficulty column, a page's own heading in its title, a key to marks, the
// most one pays, a weight asked with "how much", and a closing time (not a time something starts at).

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://bounce.example${path}`, `${title} | Springwell Bounce`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const JUMP = page(
  "/jump",
  "Jump sessions",
  `<h1>Jump sessions</h1><table><caption>Price per jumper, per hour</caption><tr><th></th><th>Monday to Thursday</th>
  <th>Friday</th><th>Saturday, Sunday and holidays</th></tr><tr><th>Before 17:00</th><td>£9.50</td><td>£10.50</td>
  <td>£12.00</td></tr><tr><th>17:00 to 21:00</th><td>£11.00</td><td>£12.00</td><td>£13.50</td></tr>
  <tr><th>After 21:00</th><td>£8.00</td><td>£9.00</td><td>£9.00</td></tr></table>
  <dl><dt>Grip socks</dt><dd>£2.50 a pair, or bring your own</dd></dl>`,
);
const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><article><h2>Prices for the new year</h2><p>1 January 2027</p><p>From today grip socks go up to
  £2.95.</p></article><article><h2>Grip sock changes</h2><p>10 March 2026</p><p>Grip socks are now £2.50 a pair, up
  from £2: the first change since 2021.</p></article>`,
);
const CAFE = page(
  "/cafe",
  "Café",
  `<h1>Café</h1><table><tr><th>Day</th><th>Café</th><th>Kitchen last orders</th></tr><tr><td>Saturday</td>
  <td>09:00–20:00</td><td>19:00</td></tr><tr><td>Sunday</td><td>09:00–18:00</td><td>17:30</td></tr></table>
  <dl><dt>VG</dt><dd>vegan</dd></dl><table><caption>Menu</caption><tr><th>Dish</th><th>Price</th></tr>
  <tr><td>Bean chilli (VG)</td><td>£8.50</td></tr><tr><td>Cheese toastie</td><td>£6.00</td></tr>
  <tr><td>Fries (VG)</td><td>£3.00</td></tr></table>`,
);
const ZONES = page(
  "/zones",
  "Zones",
  `<h1>Zones</h1><table><tr><th>Zone</th><th>Difficulty</th><th>Jumpers</th><th>Minimum age</th></tr>
  <tr><td>Sky Wall</td><td>Hard (4 out of 5)</td><td>2 to 6</td><td>12</td></tr><tr><td>Foam Pit</td>
  <td>Easy (1 out of 5)</td><td>2 to 8</td><td>5</td></tr><tr><td>Dodge Arena</td><td>Medium (3 out of 5)</td>
  <td>4 to 10</td><td>8</td></tr></table><dl><dt>Record</dt><dd>12 minutes 4 seconds on the Sky Wall</dd></dl>
  <table><caption>Kit hire</caption><tr><th>Kit</th><th>Per visit</th><th>Most you'll pay a month</th></tr>
  <tr><td>Locker</td><td>£1</td><td>£10</td></tr></table><p>The Sky Wall's landing mats take up to 150 kg.</p>`,
);

describe("prices by the time of day, and earlier prices", () => {
  it("reads the row whose range of times takes in the time asked, and a run of days", () => {
    expect(parseQuestion("how much is a jump at 7pm on a saturday", NOW).amounts).toEqual([
      { n: 1140, unit: "clock" },
    ]);
    expect(ask([JUMP], "how much is a jump at 7pm on a saturday")).toContain("£13.50");
    expect(parseQuestion("price per jumper mon-thu before 5pm", NOW).days).toEqual(
      expect.arrayContaining(["monday", "tuesday", "wednesday", "thursday"]),
    );
    expect(ask([JUMP], "price per jumper mon-thu before 5pm")).toContain("£9.50");
  });

  it("takes the earlier price from the change that gives one, said after its unit", () => {
    expect(ask([NEWS], "what did grip socks cost before march")).toBe("£2 before the change");
  });
});

describe("kitchens, records, difficulty, marks and limits", () => {
  it("reads last orders for food as the kitchen's", () => {
    expect(ask([CAFE], "when is last orders for food on a sunday")).toContain("17:30");
  });

  it("answers a record time, the hardest zone and how many zones there are", () => {
    expect(ask([ZONES], "what's the record time for the sky wall")).toContain("12 minutes 4 seconds");
    expect(ask([ZONES], "which is the hardest zone")).toMatch(/^Sky Wall/);
    // The page's own heading ("Zones") is in its title; the site's name is not "zones".
    expect(ask([ZONES], "how many zones are there")).toMatch(/^3 \(/);
  });

  it("reads a key's marks on a menu, the most one pays, and a weight asked with 'how much'", () => {
    const vegan = ask([CAFE], "which dishes are vegan");
    expect(vegan).toContain("Bean chilli");
    expect(vegan).not.toContain("Cheese toastie");
    expect(ask([ZONES], "what's the most i'd pay for a locker in a month")).toContain("£10");
    expect(parseQuestion("how much weight can the landing mats take", NOW).type).toBe("weight");
    expect(ask([ZONES], "how much weight can the landing mats take")).toContain("150 kg");
  });
});

describe("a closing time asked", () => {
  const SITES = page(
    "/sites",
    "Our two halls",
    `<h1>Our two halls</h1><table><tr><th></th><th>Northgate</th><th>Riverside</th></tr><tr><th>Parking</th>
    <td>Free, 40 spaces</td><td>Pay and display</td></tr><tr><th>Café</th><td>A vending machine</td>
    <td>Café bar, Friday and Saturday from 18:00</td></tr></table>`,
  );
  const HOURS = page(
    "/hours",
    "Opening hours",
    `<h1>Opening hours</h1><table><tr><th>Day</th><th>Northgate</th><th>Riverside</th></tr><tr><th>Friday</th>
    <td>09:00 to 21:00</td><td>10:00 to 22:30</td></tr><tr><th>Saturday</th><td>09:00 to 18:00</td>
    <td>10:00 to 22:30</td></tr></table>`,
  );

  it("is not a time something starts at", () => {
    expect(ask([SITES], "what time does springwell riverside close on a friday")).toBe("not found");
  });

  it("is read where the hours give an end", () => {
    expect(ask([SITES, HOURS], "what time does springwell riverside close on a friday")).toMatch(/22:30/);
    expect(ask([SITES], "what time does the riverside café bar open on fridays")).toMatch(/18:00/);
  });
});
