import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// What a canal trip company's passengers ask, on pages of this file's own: a rule said of a label's first sentence,
// a speed no page gives, a fare next summer, a café named by a column, the oldest boat still running, how many go
// on one boat, the size a group discount starts at, beers as alcohol, a refund by notice, a course needed first, a
// toddler's free fare, a crew's cards, roles by the youngest who may do them, the cheapest party, and a count beside
// an earlier one in brackets.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://lockside.example${path}`, `${title} | Lockside & Brindle Boats`, main);
type Page = ReturnType<typeof page>;
const ask = (pages: Page[], question: string) => answerText(pages, question, NOW);

const FARES = page(
  "/fares",
  "Fares",
  `<h1>Fares</h1><table><caption>Fares</caption><tr><th>Ticket</th><th>Now</th><th>From 1 April 2027</th></tr>${[
    headedRow("Adult return", "£14.00", "£15.00"),
    headedRow("Child return (3 to 15)", "£7.00", "£7.50"),
    headedRow("River Rover, child", "£9.00", "£10.00"),
    headedRow("Under 3s", "Free", "Free"),
  ].join("")}</table>`,
);
const ON_BOARD = page(
  "/on-board",
  "On board",
  `<h1>On board</h1><dl><dt>Dogs</dt><dd>Welcome on a lead, £1 each; not on Carol or Fireworks trips. Assistance
  dogs travel free on every cruise</dd><dt>Bikes</dt><dd>£2 each, on the roof rack, 4 on a boat, first come first
  served</dd><dt>Alcohol</dt><dd>The Brindle is a dry boat, so no alcohol. The Lark has a licensed bar</dd></dl>`,
);
const BOATS = page(
  "/boats",
  "The fleet",
  `<h1>Our boats</h1><p>Four boats, all built on this canal.</p>${[
    ["Heron", "Built in 1921 by Yarwood", "On display in the basin, not carrying passengers"],
    ["Lark", "Built in 1934 by Harland, our fastest boat", "In service"],
    ["Brindle", "Built in 1962 by Pinder", "Under repair, back in May"],
    ["Kestrel", "Built in 1988 by Pinder", "In service"],
  ]
    .map(([name, built, state]) => `<div class="card"><h3>${name}</h3><p>${built}</p><p>${state}</p></div>`)
    .join("")}`,
);
const WHARVES = page(
  "/wharves",
  "Where we sail from",
  `<h1>Where we sail from</h1><table><caption>Wharves</caption><tr><th>Wharf</th><th>Parking</th><th>Café</th></tr>${[
    headedRow("Lockside", "40 spaces", "The Toll House"),
    headedRow("Hatch End", "None", "No"),
    headedRow("Brindle", "12 spaces", "The Boat Shed Kitchen"),
  ].join("")}</table>`,
);
const GROUPS = page(
  "/groups",
  "Groups",
  `<h1>Groups</h1><dl><dt>Groups of 15 or more</dt><dd>20% off every ticket, booked a week ahead</dd><dt>Groups of
  40 or more</dt><dd>A boat to yourselves</dd><dt>Organisers</dt><dd>One free place for every 20 paying</dd></dl>`,
);
const RULES = page(
  "/rules",
  "Rules",
  `<h1>Rules</h1><h2>Cancelling</h2><dl><dt>14 days' notice or more</dt><dd>A full refund</dd><dt>3 to 13 days'
  notice</dt><dd>Move it once, or a 50% refund</dd><dt>Less than 72 hours' notice</dt><dd>No refund</dd><dt>Charters
  </dt><dd>The £100 deposit isn't refundable</dd></dl><h2>Steering</h2><dl><dt>Before you steer</dt><dd>Helm a boat
  with us: finish our helm course first</dd></dl>`,
);
const CREW = page(
  "/crew",
  "Your crew",
  `<h1>Your crew</h1>${[
    ["Sam Ortiz", "Skipper, Lockside", "Boatmaster's licence"],
    ["Jo Pell", "Skipper, Brindle", "Boatmaster's licence"],
    ["Ravi Dutt", "Skipper and engineer", "Twenty years on the cut"],
    ["Ann Lee", "Bookings and charters", "Answers the phone"],
  ]
    .map(([name, role, more]) => `<div class="card"><h3>${name}</h3><p>${role}</p><p>${more}</p></div>`)
    .join("")}`,
);
const VOLUNTEER = page(
  "/volunteer",
  "Lend a hand",
  `<h1>Lend a hand</h1><table><caption>Volunteer roles</caption><tr><th>Role</th><th>Youngest</th><th>What you'll
  do</th></tr>${[
    headedRow("Towpath litter pick", "12, with a parent or guardian", "Keeping the towpath tidy"),
    headedRow("Wharf café", "16", "Tea and cake at Lockside"),
    headedRow("Lock keeping", "18", "Working the locks on busy days"),
  ].join("")}</table>`,
);
const PARTIES = page(
  "/parties",
  "Parties afloat",
  `<h1>Parties afloat</h1><table><caption>Parties</caption><tr><th>Party</th><th>Ages</th><th>A head</th><th>Group
  </th></tr>${[
    headedRow("Captain's party", "8 to 12", "£15", "Up to 12 children"),
    headedRow("Pirate party", "5 to 8", "£12", "Up to 10 children"),
  ].join("")}</table>`,
);
const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><div class="card"><h3>More moorings</h3><p>3 November 2026</p><p>Brindle wharf now has 12 moorings
  (it had 8), so more boats can stop for lunch.</p></div>`,
);

describe("a canal trip company's rules", () => {
  it("reads a rule of a label's first sentence for what the question asks, not a later sentence's own", () => {
    expect(ask([ON_BOARD], "can the dog come with us on the carol cruise")).toMatch(/^No — /);
    expect(ask([ON_BOARD], "can the dog come with us on a cruise")).toMatch(/^Yes — /);
  });

  it("reads beers as the alcohol a rule names", () => {
    expect(ask([ON_BOARD], "can we bring a few beers on the brindle")).toMatch(/^No — .*dry boat/);
  });

  it("answers a refund by the notice given, and the notice a refund takes from its label", () => {
    expect(ask([RULES], "if i cancel 5 days before what do i get back")).toBe(
      "3 to 13 days' notice: Move it once, or a 50% refund",
    );
    expect(parseQuestion("what time do we get back to lockside", NOW).terms).not.toContain("refund");
    expect(ask([RULES], "how much notice do i have to give to get a full refund")).toBe(
      "14 days' notice or more: A full refund",
    );
  });

  it("says no to doing a thing without what must come first", () => {
    expect(ask([RULES], "can i steer without doing the helm course")).toMatch(/^No — .*first/);
  });

  it("says whether a child of an age pays by the row for their age", () => {
    expect(ask([FARES], "does my 2 year old need a ticket")).toMatch(/^No — .*Under 3s/);
    expect(ask([FARES], "does my 10 year old need a ticket")).toMatch(/^Yes — .*Child return/);
  });
});

describe("a canal trip company's fares, fleet and wharves", () => {
  it("lists what someone of an age can do by a column giving the youngest, asked with what and a plural", () => {
    const roles = ask([VOLUNTEER], "what volunteer jobs can a 12 year old do");
    expect(roles).toMatch(/^Towpath litter pick/);
    expect(roles).not.toMatch(/Wharf café|Lock keeping/);
  });

  it("reads a fare next summer from the column dated before it", () => {
    expect(ask([FARES], "how much will a kids rover be next summer")).toBe(
      "River Rover, child: From 1 April 2027 £10.00",
    );
  });

  it("compares what two words after a superlative name, by the second", () => {
    expect(ask([PARTIES], "what's the cheapest kids party at lockside per child")).toMatch(/^Pirate party/);
  });

  it("gives no speed where no page says one", () => {
    expect(ask([BOATS], "how fast does the lark go")).toBe("not found");
    expect(parseQuestion("how fast can you fix a leaking tap", NOW).type).not.toBe("speed");
  });

  it("names a wharf's café by its column, the wharf named like the company", () => {
    expect(ask([WHARVES], "whats the cafe at brindle called")).toBe("Brindle: Café The Boat Shed Kitchen");
  });

  it("compares boats by the year their cards give, keeping those still running when asked", () => {
    expect(ask([BOATS], "whats the oldest boat")).toMatch(/^Heron/);
    expect(ask([BOATS], "whats the oldest boat still running")).toMatch(/^Lark/);
    expect(ask([BOATS], "which boats are in service")).toMatch(/^Lark, Kestrel\n/);
  });

  it("counts how many go on one boat, and the size a group discount starts at", () => {
    expect(ask([ON_BOARD], "how many bikes can go on one boat")).toMatch(/4 on a boat/);
    expect(ask([GROUPS], "how many people do you need for a group discount")).toBe("Groups of 15 or more");
  });

  it("counts the crew whose cards say the role, and a count without the earlier one in brackets", () => {
    expect(ask([CREW], "how many skippers do lockside & brindle boats have")).toMatch(/^3 \(/);
    expect(ask([NEWS], "how many moorings at brindle wharf")).toBe(
      "Brindle wharf now has 12 moorings, so more boats can stop for lunch.",
    );
  });
});
