import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";
import { countedKindUnsaid } from "./unsaid";

// Rules read from the misses of a bakery's and a tennis club's pages of this file's own: a yes with its time after a
// comma, "if you're not a member", the thing booked priced, a count of a kind, a season running into the next
// year, and a count's side that says where.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://club.example${path}`, `${title} | Larchfield Tennis & Padel Club`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const SHOPS = page(
  "/shops",
  "Our shops",
  `<h1>Our shops</h1><table><caption>Opening hours</caption><tr><th>Day</th><th>Elm Street</th><th>The Wharf</th>
  </tr><tr><td>Wednesday</td><td>07:30–13:00</td><td>08:00–17:00</td></tr></table>`,
);
const WHARF = page(
  "/shops/wharf",
  "The Wharf",
  `<h1>The Wharf</h1><dl><dt>What's here</dt><dd>Café with 40 seats inside and 16 on the canal terrace</dd></dl>`,
);
const COURTS = page(
  "/courts",
  "Play",
  `<h1>Play</h1><table><caption>Court hire</caption><tr><th>Court</th><th>Members, peak</th><th>Visitors, peak</th>
  </tr><tr><td>Tennis court</td><td>Free</td><td>£20</td></tr><tr><td>Padel court</td><td>£16</td><td>£32</td></tr>
  </table><dl><dt>Floodlights (tennis courts 1 to 4)</dt><dd>£4 an hour on top, for members and visitors alike</dd>
  </dl>`,
);
const PEAK = page(
  "/courts/peak",
  "Play",
  `<h1>Play</h1><dl><dt>Peak times</dt><dd>Monday to Friday 17:00–22:00, and Saturday and Sunday 08:00–13:00</dd>
  </dl>`,
);
const MEMBERSHIP = page(
  "/membership",
  "Become a member",
  `<h1>Become a member</h1><table><caption>Membership fees, April 2026 to March 2027</caption><tr><th>Membership</th>
  <th>Per year</th></tr><tr><td>Adult (26–64)</td><td>£340</td></tr><tr><td>Junior (8–17)</td><td>£95</td></tr>
  </table><dl><dt>Guests</dt><dd>£6 a visit (£3 for a junior guest)</dd></dl>`,
);
const EVENTS = page(
  "/events",
  "Compete",
  `<h1>Compete</h1><p>In summer we enter 4 men's, 3 ladies' and 2 mixed teams in the Hexley &amp; District League.</p>`,
);

const CATTERY = page(
  "/cats",
  "Stays for cats",
  `<h1>Stays for cats</h1><p>Our cattery is a block of its own. We have 24 heated chalets, 2 of them family chalets
  with room for 4 cats.</p>`,
);

describe("a tennis club's and a bakery's pages", () => {
  it("answers a yes with the time asked after a comma, for the column named", () => {
    expect(ask([SHOPS], "does elm street close early on wednesdays, what time")).toBe("Yes — 07:30–13:00");
  });

  it("reads the clause of the days asked, of a value giving each its own", () => {
    expect(ask([PEAK], "what are peak times on saturdays and sundays")).toBe(
      "Saturday and Sunday 08:00–13:00",
    );
  });

  it("reads 'if you're not a member' as leaving the members' column out", () => {
    expect(ask([COURTS], "how much is a tennis court at peak times if you're not a member")).toContain("£20");
  });

  it("prices the thing booked, which must be said", () => {
    expect(ask([COURTS], "how much is it to book a squash court")).toBe("not found");
    expect(ask([COURTS], "how much is it to book a padel court")).toContain("£16");
  });

  it("reads a price list's season running into the next year as taking in this month", () => {
    expect(ask([MEMBERSHIP], "how much is a junior membership")).toContain("£95");
  });

  it("counts the kind asked, or says it is not found", () => {
    expect(ask([EVENTS], "how many men's teams do they put in the summer league")).toBe("not found");
    // The kind said elsewhere in the record ("Stays for cats") stands.
    expect(ask([CATTERY], "how many cat chalets have you got")).toContain("24");
    // "Different" says how they are counted, not what kind they are.
    const classes = parseQuestion("how many different classes are on each week", NOW);
    expect(
      countedKindUnsaid("10 (Pilates, Zumba, Tai chi)", "Every week: Pilates, Zumba, Tai chi", classes),
    ).toBe(false);
    const mens = parseQuestion("how many men's teams do they put in the league", NOW);
    expect(countedKindUnsaid("2 mixed teams", "We enter 4 men's, 3 ladies' and 2 mixed teams", mens)).toBe(
      true,
    );
    expect(ask([WHARF], "how many seats are there inside the wharf cafe")).toBe(
      "What's here: Café with 40 seats inside",
    );
  });
});
