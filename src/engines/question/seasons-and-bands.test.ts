import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// What a canal holiday company's crews and a wildlife park's visitors ask, on pages of this file's own: a price by
// a season the page defines by dates, a boat by the band it is listed in, a kind of thing the site's name says, a
// table after its sibling parts, words for berths and for picking up, every pass, a route with none of a thing, a
// school year by its key stage, and a place by what its part's text says it is.

const NOW = new Date("2026-11-26T10:00:00Z");
const boats = (path: string, title: string, main: string) =>
  recordsPage(`https://wrenboats.example${path}`, `${title} | Wren Narrowboat Holidays`, main);
const park = (path: string, title: string, main: string) =>
  recordsPage(`https://fellwood.example${path}`, `${title} | Fellwood Wildlife Park`, main);
type Page = ReturnType<typeof boats>;
const ask = (pages: Page[], question: string) => answerText(pages, question, NOW);

const PRICES = boats(
  "/prices",
  "Prices",
  `<h1>Prices</h1><dl><dt>Low season</dt><dd>5 March to 1 April, and 1 to 31 October 2027</dd>
  <dt>Mid season</dt><dd>2 April to 9 July, and 1 to 30 September 2027</dd>
  <dt>High season</dt><dd>10 July to 31 August 2027</dd>
  <dt>Band A</dt><dd>Dipper, Wagtail and Teal</dd><dt>Band B</dt><dd>Dunlin and Linnet</dd></dl>
  <table><caption>A week, 2027</caption><tr><th>Band</th><th>Low</th><th>Mid</th><th>High</th></tr>
  ${headedRow("A", "£895", "£1,095", "£1,290")}${headedRow("B", "£1,150", "£1,395", "£1,650")}</table>
  <table><caption>Short breaks, 2027</caption><tr><th>Band</th><th>Weekend, low</th><th>Weekend, mid</th>
  <th>Midweek, low</th><th>Midweek, mid</th></tr>
  ${headedRow("A", "£545", "£665", "£595", "£720")}${headedRow("B", "£695", "£845", "£760", "£925")}</table>`,
);
const BASES = boats(
  "/bases",
  "Bases",
  `<h1>Bases</h1><h2>Ashford Basin</h2><p>In the middle of town, by the station.</p>
  <h2>Combe Wharf</h2><p>In a quiet village with a pub.</p>
  <table><caption>Start days and times</caption><tr><th>Base</th><th>A week starts</th><th>Weekend breaks start</th>
  <th>Pick up from</th></tr>${headedRow("Ashford Basin", "Saturday", "Friday", "15:00")}
  ${headedRow("Combe Wharf", "Sunday", "Friday", "14:00")}</table>`,
);
const FLEET = boats(
  "/boats",
  "Boats",
  `<h1>Boats</h1><p>Berths are the number of people a boat sleeps.</p><table><tr><th>Boat</th><th>Berths</th>
  <th>Bedrooms</th></tr>${headedRow("Dipper", "2", "1")}${headedRow("Goldcrest", "10", "4")}</table>
  <h2>First time afloat</h2><p>You don't need a licence to hire a narrowboat: most crews have never steered one.</p>
  <dl><dt>The hirer</dt><dd>21 or over; one other crew member must be 16 or over</dd></dl>`,
);
const ROUTES = boats(
  "/routes",
  "Routes",
  `<h1>Routes</h1><table><tr><th>Route</th><th>Cruising hours</th><th>Locks</th></tr>
  ${headedRow("Tunnel and back", "10", "None")}${headedRow("The Combe Ring", "46", "71")}
  ${headedRow("Aqueduct and back", "20", "8")}</table>`,
);

describe("a canal holiday company's prices, boats and bases", () => {
  it("reads the season whose dates take in the month asked, and a boat by its band", () => {
    expect(ask([PRICES], "how much is a week on a band b boat next august")).toBe("B: High £1,650");
    expect(ask([PRICES], "price of a weekend break on a band b boat in may")).toBe("B: Weekend, mid £845");
    expect(ask([PRICES], "how much is a midweek break on wagtail in october")).toBe("A: Midweek, low £595");
    // (Ending on 1 April, the low season takes in one day of April, so April is no one season's.)
    expect(ask([PRICES], "how much is a week on a band b boat in april")).toBe("not found");
  });

  it("reads a table after its sibling parts as about them all, and picking up as its column", () => {
    expect(ask([BASES], "what day do week long hires start from combe")).toBe(
      "Combe Wharf: A week starts Sunday",
    );
    expect(ask([BASES], "what time can we pick the boat up at ashford")).toBe(
      "Ashford Basin: Pick up from 15:00",
    );
  });

  it("reads berths as how many a boat sleeps, a boat as steered, and the hirer as who books", () => {
    expect(ask([FLEET], "how many people does goldcrest sleep")).toBe("Goldcrest: Berths 10");
    expect(ask([FLEET], "do i need a licence to drive a narrowboat")).toMatch(/^No — /);
    expect(ask([FLEET], "how old does the person booking have to be")).toBe("The hirer: 21 or over");
  });

  it("reads the size of the boat the asker says they own, before asking of it", () => {
    const moorings = boats(
      "/moorings",
      "Moorings",
      `<h1>Moorings</h1><p>Own a narrowboat? Keep it at Combe Wharf on a long-term mooring. How much a year? £2,175 a
      year for a boat up to 60 ft long, £2,480 a year for a boat over 60 ft.</p>`,
    );
    expect(
      ask([moorings], "i own a 57 foot narrowboat, can i keep it at combe wharf? how much a year"),
    ).toMatch(/£2,175 a year for a boat up to 60 ft long$/);
  });

  it("lists the route with none of a thing its column counts", () => {
    expect(ask([ROUTES], "which route has no locks")).toMatch(/^Tunnel and back — /);
  });
});

const PASSES = park(
  "/passes",
  "Passes",
  `<h1>Passes</h1><table><caption>Annual passes</caption><tr><th>Pass</th><th>A year</th></tr>
  ${headedRow("Adult", "£58")}</table><h2>Every pass includes</h2><ul><li>Free parking in the main car park</li>
  <li>10% off in the café</li></ul>`,
);
const EXPERIENCES = park(
  "/experiences",
  "Closer encounters",
  `<h1>Closer encounters</h1><table><tr><th>Experience</th><th>Youngest</th><th>Price a person</th></tr>
  ${headedRow("Meet the Meerkats", "6", "£45")}${headedRow("Lemur Breakfast", "8", "£55")}</table>`,
);
const RESIDENTS = park(
  "/animals",
  "Meet the residents",
  `<h1>Meet the residents</h1>${[
    ["Otters", "Where: Otter Creek", "Status: Vulnerable"],
    ["Meerkats", "Where: Sand Hill", "Status: Least concern"],
    ["Tapirs", "Where: The Meadow", "Status: Vulnerable"],
  ]
    .map(([h, ...ls]) => `<div class="card"><h3>${h}</h3>${ls.map((l) => `<p>${l}</p>`).join("")}</div>`)
    .join("")}`,
);
const SCHOOLS = park(
  "/schools",
  "Learning",
  `<h1>Learning</h1><table><tr><th>Visit</th><th>Who</th><th>A pupil</th></tr>
  ${headedRow("Habitats workshop", "Key Stage 1", "£10.50")}${headedRow("Adaptation workshop", "Key Stage 2", "£11.50")}
  ${headedRow("Conservation workshop", "Key Stages 3 and 4", "£12.50")}</table>`,
);
const EAT = park(
  "/eat",
  "Play and eat",
  `<h1>Play and eat</h1><h2>The Den</h2><p>Our adventure play area, for ages 2 to 12. It opens at 10:00 and closes 30
  minutes before the park. The splash pad runs from May to September.</p><table><caption>Where to eat</caption>
  <tr><th>Café</th><th>Where</th><th>Summer</th><th>Winter</th></tr>
  ${headedRow("The Watering Hole", "By the main entrance", "09:30 to 17:00", "10:00 to 15:30")}
  ${headedRow("The Treetop Kiosk", "Beside The Den", "11:00 to 16:30", "Weekends only")}</table>`,
);

describe("a wildlife park's passes, experiences, schools and cafés", () => {
  it("reads what every pass includes as an annual pass's", () => {
    expect(ask([PASSES], "do annual pass holders get to park for free")).toMatch(/^Yes — .*Free parking/);
  });

  it("reads a wildlife park's cards as its animals", () => {
    expect(ask([RESIDENTS], "which animals are classified as vulnerable")).toMatch(/^Otters, Tapirs\n/);
    // (Of a page that never says animals, none is the cheapest animal experience: nor is one the youngest can do.)
    expect(ask([EXPERIENCES], "whats the cheapest animal experience")).toBe("not found");
    expect(ask([EXPERIENCES], "which animal experience can the youngest children do")).toBe("not found");
  });

  it("reads a school year by the key stage that takes it in", () => {
    expect(ask([SCHOOLS], "price per pupil for a year 4 class with a workshop")).toBe(
      "Adaptation workshop: A pupil £11.50",
    );
    expect(ask([SCHOOLS], "price per pupil for a year 8 class with a workshop")).toBe(
      "Conservation workshop: A pupil £12.50",
    );
  });

  it("finds a place by what its part says it is, and a season by its column", () => {
    expect(ask([EAT], "what time does the cafe by the play area close in summer")).toBe(
      "The Treetop Kiosk: Summer 11:00 to 16:30",
    );
  });
});
