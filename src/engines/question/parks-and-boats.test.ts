import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// What an animal park's visitors and a boat-hire company's crews ask, on pages of this file's own: a price by how
// it is bought, today's table beside next year's, a saving that is no price, one child's ticket beside a family's,
// a card's count, a status asked "as classified", parking at a site named a park, a day column's dash, a price
// band that is no price, a column's unit, boats that sleep at least so many, a route that is no base, a
// wheelchair said before the question, and one value said twice.

const NOW = new Date("2026-11-26T10:00:00Z");
const park = (path: string, title: string, main: string) =>
  recordsPage(`https://brackmoor.example${path}`, `${title} | Brackmoor Wildlife Park`, main);
const boats = (path: string, title: string, main: string) =>
  recordsPage(`https://kestrelboats.example${path}`, `${title} | Kestrel Cruising`, main);
type Page = ReturnType<typeof park>;
const ask = (pages: Page[], question: string) => answerText(pages, question, NOW);

const tickets = (caption: string, adult: string[], little: string[], family: string[]) =>
  `<table><caption>${caption}</caption><tr><th>Ticket</th><th>Online</th><th>At the gate</th></tr>${[
    headedRow("Adult (16 to 64)", ...adult),
    headedRow("Little one (3 and 4)", ...little),
    headedRow("Family (2 adults and 2 children aged 3 to 15)", ...family),
  ].join("")}</table>`;
const TICKETS = park(
  "/tickets",
  "Tickets",
  `<h1>Tickets</h1><p>Buy online the day before and save up to £6 on a family ticket. Prices change on 1 April 2027.</p>
  ${tickets("Day tickets until 31 March 2027", ["£16.00", "£18.50"], ["£7.00", "£8.50"], ["£52.00", "£58.00"])}
  ${tickets("Day tickets from 1 April 2027", ["£17.50", "£19.50"], ["£7.50", "£9.00"], ["£56.00", "£62.00"])}`,
);
const PASSES = park(
  "/passes",
  "Passes",
  `<h1>Passes</h1><table><caption>Annual passes</caption><tr><th>Pass</th><th>A year</th></tr>
  ${headedRow("Adult", "£58")}${headedRow("Joint", "£104")}</table><h2>Every pass includes</h2>
  <ul><li>Entry every day we're open</li><li>10% off in the café</li></ul>`,
);
const ANIMALS = park(
  "/animals",
  "Our animals",
  `<h1>Our animals</h1>${[
    ["Otters", "Where: Otter Pool", "How many: 4", "Status: Vulnerable"],
    ["Meerkats", "Where: Sand Hill", "How many: 9", "Status: Least concern"],
    ["Tapirs", "Where: The Meadow", "How many: 2", "Status: Vulnerable"],
  ]
    .map(([h, ...ls]) => `<div class="card"><h3>${h}</h3>${ls.map((l) => `<p>${l}</p>`).join("")}</div>`)
    .join("")}`,
);
const TALKS = park(
  "/talks",
  "Keeper talks",
  `<h1>Keeper talks</h1><table><tr><th>Animal</th><th>Monday</th><th>Tuesday</th></tr>${[
    headedRow("Otters", "11:00", "11:00"),
    headedRow("Meerkats", "–", "12:00"),
    headedRow("Tapirs", "14:00", "–"),
  ].join("")}</table>`,
);
const ACCESS = park(
  "/access",
  "Getting around",
  `<h1>Getting around</h1><table><caption>Around the park</caption><tr><th>Place</th><th>Step-free</th><th>Good to
  know</th></tr>${headedRow("Otter Pool boardwalk", "Yes", "Wide and level")}${headedRow("Bat Wood walk-through", "No", "A steep bark path; wheelchair users can look in from the gate")}</table>`,
);
const FAQ = park(
  "/faq",
  "Questions",
  "<h1>Questions</h1><h3>Can we bring a pushchair?</h3><p>Yes, the main path is tarmac. Leave it at the gate of Bat Wood.</p>",
);
const FLEET = boats(
  "/boats",
  "The fleet",
  `<h1>The fleet</h1><p>Prices go by band, from A, the cheapest, to C.</p><table><tr><th>Boat</th><th>Berths</th>
  <th>Dogs</th><th>Price band</th></tr>${[
    headedRow("Coot", "2", "Up to 2", "A"),
    headedRow("Heron", "4", "No", "B"),
    headedRow("Swift", "6", "1", "C"),
    headedRow("Osprey", "8", "No", "C"),
  ].join("")}</table>`,
);
const ROUTES = boats(
  "/routes",
  "Where to go",
  `<h1>Where to go</h1><table><tr><th>Route</th><th>Cruising hours</th><th>Locks</th><th>Best for</th></tr>${[
    headedRow("Lowmoor and back", "12", "4", "A weekend break"),
    headedRow("The Fenby Ring", "46", "71", "A week"),
  ].join("")}</table>`,
);
const BASES = boats(
  "/bases",
  "Our bases",
  `<h1>Our bases</h1><table><tr><th>Base</th><th>A week starts</th><th>Weekend breaks start</th></tr>
  ${headedRow("Lowmoor Wharf", "Saturday", "Friday")}</table>`,
);
const HOLIDAYS = boats(
  "/holidays",
  "Holidays",
  `<h1>Holidays</h1><table><tr><th>Holiday</th><th>Nights</th><th>Price</th></tr>${headedRow("Hogmanay afloat", "3", "£450")}</table>
  <dl><dt>Hogmanay afloat</dt><dd>3 nights on a boat at Lowmoor, and a ceilidh on the wharf</dd></dl>`,
);

describe("an animal park's tickets", () => {
  it("reads a price by how it is bought, from today's table rather than next year's", () => {
    expect(ask([TICKETS], "how much is an adult ticket if i book online")).toBe(
      "Adult (16 to 64): Online £16.00",
    );
    expect(ask([TICKETS], "how much will a family ticket cost online from april")).toBe(
      "Family (2 adults and 2 children aged 3 to 15): Online £56.00",
    );
  });

  it("takes one child's ticket for an age, not the family ticket that takes the age in too", () => {
    expect(ask([TICKETS], "whats the price at the gate for a 4 year old")).toBe(
      "Little one (3 and 4): At the gate £8.50",
    );
  });

  it("counts by a card's How many, and lists by a status asked as classified", () => {
    expect(ask([ANIMALS], "how many meerkats have you got")).toBe("Meerkats: How many 9");
    expect(ask([ANIMALS], "which animals are classified as vulnerable")).toMatch(/^Otters, Tapirs\n/);
  });

  it("counts no visitors by visits", () => {
    const passes = park(
      "/passes",
      "Passes",
      "<h1>Passes</h1><p>A pass pays for itself in about four visits.</p>",
    );
    expect(ask([passes], "how many visitors does brackmoor wildlife park get a year")).toBe("not found");
  });

  it("does not take a park's name for parking, nor a dash for a talk", () => {
    expect(ask([PASSES], "do annual pass holders get to park for free")).toBe("not found");
    expect(ask([TALKS], "which animals have keeper talks on mondays")).toMatch(/^Otters, Tapirs\n/);
  });

  it("reads a wheelchair said before the question as part of it", () => {
    expect(ask([FAQ], "my dad uses a wheelchair, can he get through bat wood")).toBe("not found");
    expect(ask([FAQ, ACCESS], "my dad uses a wheelchair, can he get through bat wood")).toMatch(/^No — /);
  });
});

describe("a boat-hire company's boats and routes", () => {
  it("compares the bands a page orders by price, never a column the question names that holds none", () => {
    expect(ask([FLEET], "cheapest boat that takes dogs")).toBe("Coot — Price band: A");
  });

  it("reads a bare number in the unit its column names", () => {
    expect(ask([ROUTES], "how many hours cruising is the fenby ring")).toBe(
      "The Fenby Ring: Cruising hours 46 hours",
    );
    expect(ask([HOLIDAYS], "how many nights is the hogmanay holiday")).toMatch(
      /^Hogmanay afloat: .*3 nights/,
    );
  });

  it("lists the boats that sleep at least so many by their berths", () => {
    expect(ask([FLEET], "which boats sleep 6 or more")).toMatch(/^Swift, Osprey\n/);
    expect(parseQuestion("which boats have at least 3 bedrooms", NOW)).toMatchObject({
      atLeast: { n: 3 },
      terms: ["boat", "bedroom"],
    });
    expect(parseQuestion("which boats have at least 3 bedrooms", NOW).extreme).toBeUndefined();
    // (Asked yes or no, "more than 20" is what the answer says yes or no to.)
    expect(parseQuestion("can you take groups of more than 20", NOW).atLeast).toBeUndefined();
  });

  it("answers which route from a route, never a base's row", () => {
    const asked = "which routes from lowmoor wharf can we do on a weekend break";
    expect(ask([BASES, ROUTES], asked)).not.toMatch(/^Lowmoor Wharf/);
  });
});
