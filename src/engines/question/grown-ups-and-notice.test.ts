import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// What a play centre's, a window cleaner's and a photographer's customers ask in their own words, on pages of this
// file's own: adults who are the pages' grown-ups, a night named by what it is, a yes to "… only" said of what is
// asked "only", a café called by its name, a label asking the question, ages on a label's line, notice in weeks, a
// minimum the pages call the smallest, an area a square metre, sessions called by their names, a shoot that is a
// sitting, a dated column, and the column and the things a superlative compares.

const NOW = new Date("2026-11-26T10:00:00Z");
const play = (path: string, title: string, main: string) =>
  recordsPage(`https://hopscotch.example${path}`, `${title} | Hopscotch`, main);
const glass = (path: string, title: string, main: string) =>
  recordsPage(`https://brightpane.example${path}`, `${title} | Brightpane`, main);
type Page = ReturnType<typeof play>;
const ask = (pages: Page[], question: string) => answerText(pages, question, NOW);

const SESSIONS = play(
  "/sessions",
  "Sessions",
  `<h1>Sessions</h1><table><tr><th>Session</th><th>When</th><th>Who for</th></tr><tr><th>Tiny Steps</th><td>Tuesday
  09:30</td><td>Under 3s and their grown-ups</td></tr><tr><th>Big Kids' Night</th><td>Last Friday, 19:30</td><td>
  Grown-ups only, 18 and over, with a bar</td></tr></table>`,
);
const RULES = play(
  "/rules",
  "Rules",
  `<h1>Rules</h1><dl><dt>Socks</dt><dd>Everyone on the frame wears socks, grown-ups too</dd><dt>The Barn</dt>
  <dd>For under 6s only</dd><dt>The Hall</dt><dd>Everyone welcome</dd></dl>`,
);
const CAFE = play(
  "/cafe",
  "Café",
  `<h1>Café</h1><p>The Snack Shed is our café, beside the frame.</p><dl><dt>Nuts</dt><dd>The Snack Shed is nut-free:
  nothing with nuts in it</dd><dt>Gluten</dt><dd>Ask at the till</dd></dl>`,
);
const BOOKING = play(
  "/booking",
  "Booking",
  `<h1>Booking</h1><table><caption>If you cancel</caption><tr><th>Notice</th><th>Parties</th></tr><tr><th>More than 4 weeks before</th><td>Your
  deposit back</td></tr><tr><th>1 to 4 weeks before</th><td>No refund of the deposit</td></tr></table>`,
);
const PARTIES = play(
  "/parties",
  "Parties",
  `<h1>Parties</h1><table><tr><th>Party</th><th>A child</th><th>Smallest party</th></tr><tr><th>Meadow Party</th>
  <td>£15.50</td><td>8 children</td></tr><tr><th>Jungle Party</th><td>£14.95</td><td>12 children</td></tr></table>`,
);
const TEAM = play(
  "/team",
  "Our crew",
  `<h1>Our crew</h1><div class="cards"><article class="card"><h3>Ana Ruiz</h3><p>Manager</p><p>Runs the floor and
  the rota</p></article><article class="card"><h3>Kit Moss</h3><p>Inclusion lead</p><p>Runs Quiet Play and Calm Hour
  </p></article></div>`,
);
const HOW = glass(
  "/how-we-work",
  "How we work",
  `<h1>How we work</h1><dl><dt>Do you need to be in</dt><dd>No. Leave side gates unlocked and we'll text when we've
  been</dd><dt>Do you use ladders</dt><dd>Only for insides</dd></dl>`,
);
const PRICES = glass(
  "/prices",
  "Prices",
  `<h1>Prices</h1><dl><dt>Smallest charge</dt><dd>£12 a visit on a round; £30 for a one-off</dd></dl><table><tr><th>
  Surface</th><th>A square metre</th></tr><tr><th>Patio slabs</th><td>£2.50</td></tr><tr><th>Block paving</th>
  <td>£3.00</td></tr></table>`,
);

describe("adults, the pages' grown-ups, and a night named by what it is", () => {
  it("reads 'adults' as the grown-ups a page names", () => {
    expect(ask([RULES], "do adults need socks too")).toMatch(/^Yes — .*grown-ups too/);
  });

  it("keeps a night named by what it is, and a yes to 'only' said of what is asked only", () => {
    expect(parseQuestion("is there an adults only night", NOW).terms).toContain("night");
    expect(parseQuestion("what time do you close on a friday night", NOW).terms).not.toContain("night");
    expect(ask([SESSIONS], "is there an adults only night")).toMatch(/^Yes — .*Big Kids' Night/);
  });
});

describe("a yes or a no from a label", () => {
  it("answers 'is the cafe nut free' from a label's line naming the café by its name", () => {
    expect(ask([CAFE], "is the cafe nut free")).toMatch(/^Yes — Nuts: The Snack Shed is nut-free/);
  });

  it("answers from a label asking the question's own words, said by the other", () => {
    expect(ask([HOW], "do i need to be in when you come")).toMatch(/^No — Do you need to be in: No\./);
  });

  it("says no of an age a label's line leaves out, and nothing of another place's line", () => {
    expect(ask([RULES], "can my 9 year old go to the barn")).toBe("No — Rules: The Barn: For under 6s only");
    expect(ask([RULES], "can my 4 year old go to the barn")).not.toMatch(/^No\b/);
  });

  it("reads notice in weeks as the band of weeks taking it in", () => {
    expect(ask([BOOKING], "if i cancel a party 3 weeks before do i get the deposit back")).toMatch(
      /^No — .*1 to 4 weeks before/,
    );
    // (Six weeks is the other band's, which says no "no".)
    expect(ask([BOOKING], "if i cancel a party 6 weeks before do i get the deposit back")).not.toMatch(
      /^No\b/,
    );
  });
});

describe("words the pages say otherwise", () => {
  it("reads 'min' before a number or a charge as a minimum, which the pages call the smallest", () => {
    expect(ask([PARTIES], "min number of kids for a meadow party")).toBe(
      "Meadow Party: Smallest party 8 children",
    );
    expect(ask([PRICES], "whats the minimum charge for a one off")).toBe(
      "Smallest charge: £30 for a one-off",
    );
    expect(parseQuestion("can you book a 30 min group lesson", NOW).terms).not.toContain("minimum");
  });

  it("reads a price per m2 as the page's square metre", () => {
    // (The question's m², which a page's "a square metre" says too: match.ts.)
    expect(parseQuestion("block paving price per m2", NOW).terms).toEqual(["block", "pave", "m²"]);
    expect(ask([PRICES], "block paving price per m2")).toBe("Block paving: A square metre £3.00");
  });

  it("finds who runs the quiet sessions on a card naming them as Quiet Play", () => {
    expect(ask([TEAM], "who runs the quiet sessions")).toMatch(/^Kit Moss/);
  });
});

const SITTINGS = recordsPage(
  "https://larkphoto.example/portraits",
  "Sittings | Larkspur Photography",
  `<h1>Sittings</h1><table><tr><th>Sitting</th><th>Edited images</th><th>Price</th><th>From 1 March 2027</th></tr>
  <tr><th>Newborn</th><td>12</td><td>£175</td><td>£175</td></tr><tr><th>Family (up to 6 people)</th><td>8</td>
  <td>£95</td><td>£110</td></tr></table><dl><dt>More edited images</dt><dd>£15 each</dd><dt>More than 6 people</dt>
  <dd>£10 a person on a family session</dd></dl>`,
);

describe("a photographer's words, and a dated column", () => {
  it("reads a shoot as a sitting and pics or photos as images", () => {
    expect(ask([SITTINGS], "how much is a family shoot")).toBe("Family (up to 6 people): Price £95");
    expect(ask([SITTINGS], "how many edited pics do you get with a newborn shoot")).toBe(
      "Newborn: Edited images 12",
    );
    expect(ask([SITTINGS], "what do extra edited photos cost")).toBe("More edited images: £15 each");
  });

  it("reads the dated column once the month asked reaches it, and today's before", () => {
    expect(ask([SITTINGS], "family session price if we book for april next year")).toBe(
      "Family (up to 6 people): From 1 March 2027 £110",
    );
    expect(ask([SITTINGS], "family session price in december")).toBe("Family (up to 6 people): Price £95");
  });
});

const WEDDINGS = recordsPage(
  "https://lark.example/weddings",
  "Big days | Lark & Linden",
  `<h1>Big days</h1><table><caption>Weddings</caption><tr><th>Package</th><th>How long</th><th>Photographers</th>
  <th>Images</th><th>Price</th></tr><tr><th>Elopement (up to 10 guests)</th><td>2 hours</td><td>1</td>
  <td>About 150</td><td>£595</td></tr><tr><th>Half day</th><td>6 hours</td><td>1</td><td>About 450</td><td>£1,350</td>
  </tr><tr><th>Full day</th><td>10 hours</td><td>2</td><td>About 700</td><td>£1,950</td></tr></table>`,
);
const ALBUMS = recordsPage(
  "https://larkphoto.example/prints",
  "Prints and albums | Larkspur Photography",
  `<h1>Prints and albums</h1><table><caption>Albums</caption><tr><th>Album</th><th>Pages</th><th>Price</th></tr>
  <tr><th>Little Book</th><td>20</td><td>£145</td></tr><tr><th>Heirloom Album</th><td>30</td><td>£395</td></tr>
  </table>`,
);

describe("the column and the things a superlative compares", () => {
  it("compares by the column saying the word asked, not one only beginning with it", () => {
    expect(ask([WEDDINGS], "which lark & linden wedding package gets the most photos")).toBe(
      "Full day — Images: About 700",
    );
  });

  it("reads 'larkspur's cheapest album' as the cheapest of the albums, not of every price read", () => {
    expect(parseQuestion("what's larkspur's cheapest album", NOW).target).toBe("album");
    expect(ask([SITTINGS, ALBUMS], "what's larkspur's cheapest album")).toMatch(/^Little Book\b/);
  });
});

describe("a sentence of several dated changes", () => {
  it("answers from the clause of the thing asked, the date leading them all said of every clause", () => {
    const news = recordsPage(
      "https://lark.example/news",
      "News | Lark & Linden",
      `<h1>News</h1><p>From Monday 1 March 2027 the family session goes from £95 to £110, the bump session from £120 to
      £130 and the pet session from £85 to £90.</p>`,
    );
    // (What it will cost from March is what the change leads to.)
    expect(ask([news], "how much will a pet shoot cost from march")).toMatch(/^the pet session £90\b/);
  });
});
