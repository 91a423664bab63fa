import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// What a festival's ticket buyers and a skip firm's customers ask, on pages of this file's own: a price by the
// column on sale at the time asked, a column the question names that stands for everyone else, when a price ends,
// a column by the places a label or a sentence says it covers, a measure that is one number, a skip with room for
// so many bags, a thing a part's heading forbids, and a lager by its own name.

const NOW = new Date("2026-11-26T10:00:00Z");
const fest = (path: string, title: string, main: string) =>
  recordsPage(`https://larkfest.example${path}`, `${title} | Larkfield Festival`, main);
const skips = (path: string, title: string, main: string) =>
  recordsPage(`https://heronskips.example${path}`, `${title} | Heron Skip Hire`, main);
type Page = ReturnType<typeof fest>;
const ask = (pages: Page[], question: string) => answerText(pages, question, NOW);

const TICKETS = fest(
  "/tickets",
  "Tickets",
  `<h1>Tickets</h1><p>Early bird prices last until 23:59 on Sunday 31 January 2027; standard prices start on Monday
  1 February 2027.</p><table><tr><th>Ticket</th><th>Early bird</th><th>Standard</th></tr>
  ${headedRow("Adult weekend", "£165", "£189")}${headedRow("Teen weekend", "£89", "£105")}
  ${headedRow("Early entry, Thursday 22 July", "£30", "£35")}</table>`,
);
const BRING = fest(
  "/bring",
  "Pack list",
  "<h1>Pack list</h1><h2>Bring</h2><ul><li>A torch</li></ul><h2>Don't bring</h2><ul><li>Drones</li><li>Glass</li></ul>",
);
const BARS = fest(
  "/bars",
  "Bars",
  "<h1>Bars</h1><dl><dt>A pint of lager</dt><dd>£6.80</dd><dt>A pint of ale or cider</dt><dd>£6.50</dd></dl>",
);

describe("a festival's tickets, pack list and bars", () => {
  it("reads the column on sale at the time asked, now or in a month named", () => {
    expect(ask([TICKETS], "how much is an adult weekend ticket right now")).toBe(
      "Adult weekend: Early bird £165",
    );
    expect(ask([TICKETS], "price of a teen weekend ticket if i buy it in february")).toBe(
      "Teen weekend: Standard £105",
    );
    expect(ask([TICKETS], "how much is a standard teen weekend ticket")).toBe("Teen weekend: Standard £105");
    // (Not of a thing the table is not about, said with a word of it: a locker for the weekend.)
    expect(ask([TICKETS], "can i rent a locker to charge my phone? how much for the weekend")).toBe(
      "not found",
    );
  });

  it("reads prices lasting until a day as ending then", () => {
    // (Not the early entry's row, whose day is a date too.)
    expect(ask([TICKETS], "when does the early bird end")).toMatch(
      /^Early bird prices last until .*31 January 2027/,
    );
  });

  it("says no to a thing listed under a heading that forbids it, and prices a lager by its name", () => {
    expect(ask([BRING], "am i allowed to bring a drone")).toMatch(/^No — /);
    expect(ask([BARS], "how much is a pint of lager")).toBe("A pint of lager: £6.80");
  });
});

const SKIPS = skips(
  "/skips",
  "Skips",
  `<h1>Skips</h1><table><tr><th>Skip</th><th>Size</th><th>Holds about</th><th>Zone 1</th><th>Zone 2</th></tr>
  ${headedRow("Mini skip, 2 yard", "1.8 m × 1.2 m", "25 bin bags", "£175", "£195")}
  ${headedRow("Midi skip, 4 yard", "2.6 m × 1.5 m", "45 bin bags", "£235", "£255")}
  ${headedRow("Builders skip, 6 yard", "3.1 m × 1.7 m", "65 bin bags", "£275", "£299")}
  ${headedRow("Builders skip, 8 yard", "3.7 m × 1.8 m", "85 bin bags", "£315", "£339")}</table>
  <dl><dt>Zone 1</dt><dd>Kessingham (KX1 to KX3)</dd><dt>Zone 2</dt><dd>Millbeck and Dunford (KX4 to KX6)</dd></dl>`,
);
const CLEARANCE = skips(
  "/clearance",
  "Clearance",
  `<h1>Clearance</h1><p>Zone 1 is Kessingham, Zone 2 Millbeck and Dunford.</p><table><tr><th>Load</th><th>About</th>
  <th>Zone 1</th><th>Zone 2</th></tr>${headedRow("Quarter load", "15 bin bags", "£95", "£110")}
  ${headedRow("Half load", "30 bin bags", "£160", "£180")}</table>`,
);

describe("a skip firm's skips and clearances", () => {
  it("reads a column by the places a label or a sentence says it covers", () => {
    expect(ask([SKIPS], "how much is a midi skip in kessingham")).toBe("Midi skip, 4 yard: Zone 1 £235");
    expect(ask([SKIPS], "price for an 8 yard skip delivered to dunford")).toBe(
      "Builders skip, 8 yard: Zone 2 £339",
    );
    expect(ask([CLEARANCE], "man and van half load price in millbeck")).toBe("Half load: Zone 2 £180");
  });

  it("takes the cheapest skip with room for the bags asked", () => {
    expect(ask([SKIPS], "cheapest skip that takes 60 bags")).toMatch(/^Builders skip, 6 yard — /);
  });
});
