import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Rules read from the misses of a phone repair shop's and a trampoline park's pages, on a bike workshop's pages of
// this file's own: a check-over fee asked as "look at", a price before it was dropped, the night a shop opens late,
// an hour's hire, a limit asked as "is there a … limit", a height in cm, a fix a table leaves blank, a phone as a
// thing and not a number, a part asked as "a new …", and what comes back.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://spokesmith.example${path}`, `${title} | Spokesmith Cycle Repairs`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const PRICES = page(
  "/prices",
  "Prices",
  `<h1>Prices</h1><table><caption>Repair prices</caption><tr><th>Bike</th><th>Puncture</th><th>Tyre fitted</th>
  <th>Rear mech</th></tr><tr><td>Road bike</td><td>£12</td><td>£15</td><td>£35</td></tr><tr><td>Brompton</td>
  <td>£18</td><td>£22</td><td>—</td></tr><tr><td>Kids' bike</td><td>£10</td><td>£12</td><td>£30</td></tr><tr><td>E-bike</td>
  <td>£20</td><td>£28</td><td>£45</td></tr></table>
  <dl><dt>Checking it over</dt><dd>Free for bikes. £20 for e-bikes, taken off the bill if you go ahead</dd></dl>
  <table><caption>Hire</caption><tr><th>Hire</th><th>Length</th><th>Weekdays</th><th>Weekends</th></tr>
  <tr><td>E-bike</td><td>60 minutes</td><td>£12</td><td>£15</td></tr><tr><td>E-bike</td><td>120 minutes</td>
  <td>£20</td><td>£25</td></tr></table><table><caption>Workshop days</caption><tr><th>Course</th><th>Hours</th>
  <th>One day</th><th>Pack of 5</th></tr><tr><td>Full day</td><td>09:00–16:00</td><td>£45</td><td>£200</td></tr>
  </table>`,
);
const RULES = page(
  "/rules",
  "Riding rules",
  `<h1>Riding rules</h1><table><caption>Who can ride what</caption><tr><th>Ride</th><th>Minimum age</th>
  <th>Minimum height</th><th>Maximum weight</th></tr><tr><td>Pump track</td><td>6</td><td>120 cm</td><td>100 kg</td>
  </tr><tr><td>Cargo bikes</td><td>16</td><td>—</td><td>150 kg</td></tr></table>`,
);
const TRAILS = page(
  "/trails",
  "Trails",
  `<h1>Trails</h1><table><tr><th>Trail</th><th>Length</th><th>Youngest rider</th><th>Shortest rider</th></tr><tr>
  <td>Blue loop</td><td>4 km</td><td>8</td><td>1.25 m</td></tr><tr><td>Red descent</td><td>6 km</td><td>12</td><td>
  1.45 m</td></tr></table>`,
);
const VISIT = page(
  "/visit",
  "Visit",
  `<h1>Visit</h1><table><caption>Opening hours</caption><tr><th>Day</th><th>Mill Road</th><th>Station Yard</th></tr>
  <tr><td>Thursday</td><td>09:00–17:30</td><td>10:00–17:00</td></tr><tr><td>Friday</td><td>09:00–17:30</td>
  <td>10:00–20:00</td></tr></table><table><caption>What's where</caption><tr><th></th><th>Mill Road</th>
  <th>Station Yard</th></tr><tr><td>Open on Sundays</td><td>✓</td><td>✗</td></tr></table>`,
);
const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><article><h2>Cheaper chains</h2><p>1 November 2026</p><p>Good news: a chain fitted is now £25,
  down from £32.</p></article><article><h2>A new van</h2><p>2 October 2026</p><p>Our van now collects from Ashby
  on Tuesdays.</p></article>`,
);

const HOME_MAIN = `<h1>Spokesmith</h1><p>Book a service · Pump track parties · Tiny Wheels</p><p>Book a repair · Get
  a quote · Buy a used bike</p><p>Ride with us: the pump track, the Big Loop trail and Tiny Wheels for the little
  ones.</p>`;
const HOME = page("/", "Spokesmith Cycle Repairs", HOME_MAIN);
const PARTIES = page(
  "/parties",
  "Parties",
  `<h1>Parties</h1><p>Pump track parties for up to 12 riders.</p><dl><dt>Who to talk to</dt><dd>Ravi Shah:
  parties@spokesmith.example</dd></dl>`,
);

describe("what a repair costs", () => {
  it("reads 'look at' as checking it over", () => {
    expect(ask([PRICES], "do they charge just to look at an e-bike before fixing it, how much")).toMatch(
      /^Checking it over: .*£20 for e-bikes/,
    );
  });

  it("reads the price before it was dropped", () => {
    expect(ask([NEWS], "how much was a chain fitted before they dropped the price")).toMatch(/^£32 before/);
  });

  it("says no to a fix a price table leaves blank for that bike", () => {
    expect(ask([PRICES], "can you replace the rear mech on a brompton?")).toMatch(/^No — /);
  });

  it("reads 'a new tyre' as the part, and the cheapest bike to fit one", () => {
    expect(ask([PRICES], "which bike is cheapest to get a new tyre put in")).toMatch(
      /^Kids' bike — Tyre fitted: £12/,
    );
  });

  it("prices one, not a pack, when the question asks for no pack", () => {
    expect(ask([PRICES], "how much is a full day at the workshop")).toBe("Full day: One day £45");
    expect(ask([PRICES], "how much is a pack of full days at the workshop")).toContain("£200");
  });

  it("reads 'an hours hire' as 60 minutes", () => {
    expect(ask([PRICES], "how much is an hours e-bike hire on a saturday")).toBe("E-bike: Weekends £15");
  });
});

describe("limits and hours", () => {
  it("reads 'is there a weight limit' as the limit, and a height in cm for anyone's kid", () => {
    expect(ask([RULES], "is there a weight limit on the cargo bikes")).toBe(
      "Cargo bikes: Maximum weight 150 kg",
    );
    expect(ask([RULES], "how tall does my kid need to be for the pump track")).toBe(
      "Pump track: Minimum height 120 cm",
    );
  });

  it("reads how tall one needs to be as the shortest rider a column allows", () => {
    expect(ask([TRAILS], "how tall do you need to be for the red descent")).toBe(
      "Red descent: Shortest rider 1.45 m",
    );
  });

  it("reads the night a shop is open late as the day it closes latest", () => {
    expect(ask([VISIT], "which night is the station yard shop open late")).toMatch(/^Friday — Station Yard/);
  });

  it("gives no empty cell as a phone number, and reads a phone as a thing where it is one", () => {
    expect(ask([VISIT], "whats the phone number for station yard")).toBe("not found");
    expect(parseQuestion("how long does a phone battery swap take", NOW).type).toBe("duration");
    expect(parseQuestion("which phone is cheapest to fix", NOW).type).not.toBe("phone");
    expect(parseQuestion("whats the phone number for mill road", NOW).type).toBe("phone");
  });

  it("reads getting files back as recovering them", () => {
    const q = parseQuestion("what do i pay if they cant get my photos back in the end", NOW);
    expect(q.terms).toContain("recover");
    expect(q.terms).not.toContain("end");
  });
});

describe("names and links", () => {
  it("names a person only where a name is said, never a link or a thing named in capitals", () => {
    expect(ask([HOME], "who do i speak to about booking a pump track party at spokesmith")).toBe("not found");
    expect(ask([HOME], "who do i talk to about the big loop trail")).toBe("not found");
    expect(ask([HOME, PARTIES], "who do i speak to about booking a pump track party")).toContain("Ravi Shah");
  });
});
