import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Rules read from the misses of a pottery studio's and an escape room company's pages, on a glassblowing studio's
// pages of this file's own: a table's row over a label that only shares a word of it, an earlier price said alone,
// a record time that beat an older one, a part's own date in brackets, a label that offers what is asked, "how long
// till", a child's age a row leaves out, "ready 7 days after" (no weekday), and a completion rate (no price).

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://furnace.example${path}`, `${title} | Furnace Glass`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const CLASSES = page(
  "/classes",
  "Classes",
  `<h1>Classes</h1><table><caption>Classes</caption><tr><th>Class</th><th>Who for</th><th>Length</th><th>Price</th>
  </tr><tr><td>Glass Taster</td><td>16 and over (12 to 15 with a paying adult)</td><td>2 hours</td><td>£55 a person,
  or £100 for two</td></tr><tr><td>Paperweight Workshop</td><td>Anyone</td><td>1 hour</td><td>£40</td></tr></table>
  <table><caption>Challenges</caption><tr><th>Challenge</th><th>Completion rate</th><th>Price</th></tr><tr>
  <td>Kiln Dash</td><td>35%</td><td>£20</td></tr><tr><td>Blind Blow</td><td>12%</td><td>£25</td></tr>
  </table><dl><dt>Tasters</dt><dd>We anneal your best two pieces
  overnight (extra pieces are £8 each).</dd><dt>Bring your own drinks</dt><dd>We'll chill them, and there's no
  corkage. Glass is only allowed at the bench.</dd><dt>When can I collect my piece?</dt><dd>Pieces are ready 7 days
  after your class, from the shop Tuesday to Saturday.</dd></dl>`,
);
const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><article><h2>Taster prices</h2><p>1 September 2026</p><p>From today a glass taster is £55, up from
  £50.</p></article><article><h2>A new record</h2><p>3 October 2026</p><p>Team Molten finished the Furnace
  Challenge in 12 minutes 5 seconds, beating the old record of 13 minutes 40 seconds set in 2023.</p></article>
  <article><h2>Workshop prices</h2><p>20 September 2026</p><p>A paperweight workshop has been £35 since 2023.
  From 1 October it's £40, and a pack of 3 workshops goes from £95 to £110.</p></article>
  <article><h2>Christmas opening</h2><p>20 November 2026</p><p>We're closed from Thursday 24 December and open
  again on Monday 4 January 2027 (the gallery shop on Wednesday 6 January).</p></article>`,
);

describe("a table's row", () => {
  it("is named by its header over a label that shares a word of the question", () => {
    expect(ask([CLASSES], "how much is the glass taster for one person")).toBe(
      "Glass Taster: Price £55 a person",
    );
  });
});

describe("what was before, and what beat it", () => {
  it("gives an earlier price alone, the one in force left to the record quoted", () => {
    expect(ask([NEWS], "how much was the taster before september")).toBe("£50 before the change");
    expect(ask([NEWS], "how much was a paperweight workshop before october")).toBe("£35 before the change");
  });

  it("gives the record, not the old record it beat", () => {
    expect(ask([NEWS], "whats the record time for the furnace challenge")).toBe(
      "Team Molten finished the Furnace Challenge in 12 minutes 5 seconds",
    );
  });
});

describe("a part's own date in brackets", () => {
  it("is the date of the part the question names", () => {
    expect(ask([NEWS], "when does the gallery shop open again after christmas")).toBe(
      "the gallery shop on Wednesday 6 January",
    );
  });
});

describe("ages, days and rates", () => {
  it("say no when a row's ages leave the child out, and nothing when they may not", () => {
    expect(ask([CLASSES], "can my 9 year old do the glass taster with me")).toMatch(/^No — /);
    expect(ask([CLASSES], "can my 13 year old do the glass taster with me")).not.toMatch(/^No — /);
  });

  it('read "ready 7 days after" as no weekday', () => {
    expect(ask([CLASSES], "can i collect my piece on a monday")).not.toMatch(/^Yes — /);
  });

  it("read a completion rate as the column it names, not a price", () => {
    expect(ask([CLASSES], "whats the completion rate for the kiln dash")).toBe(
      "Kiln Dash: Completion rate 35%",
    );
  });
});

describe("labels and waits", () => {
  it("take a label that offers what is asked as a yes", () => {
    expect(ask([CLASSES], "can we bring our own drinks")).toMatch(/^Yes — /);
  });

  it('read "how long till" as how long', () => {
    expect(parseQuestion("how long till i can collect my piece", NOW).terms).not.toContain("till");
    expect(ask([CLASSES], "how long till i can collect my piece")).toMatch(/7 days after your class/);
  });
});
