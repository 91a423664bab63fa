import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Questions about a window cleaner's fees and courses and an airport car park's buses, on pages of this file's
// own: a fee named by what it is for ("late payment", "the flexible booking add-on", "the deposit to book a
// course"), a service's first or last time asked with no "what time" said, the postcodes a zone lists, a day's
// hire, what a trade-in pays, a deposit, which is not the price, and a date asked with no year.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://brightpane.example${path}`, `${title} | Brightpane`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const PAYING = page(
  "/paying",
  "Paying",
  `<h1>Paying</h1><p>We'll never knock for payment: pay the way that suits you.</p>
  <dl><dt>Card</dt><dd>A payment link by text after each clean</dd>
  <dt>Late paying</dt><dd>A reminder after 14 days, then a £5 late fee after 28 days</dd>
  <dt>Flexible booking</dt><dd>£3.50 more per booking: move your clean for free up to a day before</dd>
  <dt>Call-out</dt><dd>£12 for a clean outside your round</dd></dl>`,
);
const COURSES = page(
  "/learn",
  "Learn",
  `<h1>Learn the trade</h1><p>Every course is taught on real rounds, never more than 4 to a tutor.</p>
  <table><tr><th>Course</th><th>Days</th><th>Price</th></tr>${headedRow("Ladder safety", "1 day", "£145")}
  ${headedRow("Water-fed poles", "2 days", "£295")}</table>
  <dl><dt>Deposit</dt><dd>£50 for each person on a course; the rest 14 days before you start</dd>
  <dt>Tried a round with us first?</dt><dd>Book Water-fed poles within 30 days and we'll take £40 off</dd></dl>
  <h2>Book a course</h2><form><label>Your name <input name="name"></label><button>Book</button></form>`,
);
const ZONES = page(
  "/zones",
  "Where we clean",
  `<h1>Where we clean</h1><table><tr><th>Zone</th><th>Postcodes</th><th>Places</th><th>Call-out</th></tr>
  ${headedRow("Zone 1", "CK1, CK2", "Calderbrook", "Free")}
  ${headedRow("Zone 2", "CK3, CK4", "Sallowmere, Marrowby", "£5")}
  ${headedRow("Zone 3", "CK5, BK1", "Brackenford, Cresswell", "£9")}</table>`,
);
const KIT = page(
  "/kit",
  "Kit",
  `<h1>Kit to hire</h1><table><tr><th>Item</th><th>1 day</th><th>2 days</th><th>Week</th></tr>
  ${headedRow("Ladder", "£6", "£10", "£24")}${headedRow("Squeegee", "£2", "£3", "£8")}</table>
  <h2>Old kit we buy</h2><table><tr><th>Item</th><th>Working</th><th>Cracked or bent</th></tr>
  ${headedRow("Water-fed pole", "£90", "£35")}</table>`,
);
const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><article><h2>Ladder course in March</h2><p>12 November 2026</p><p>Our ladder course runs from 8 to 10
  March. A £50 deposit secures a place; the rest of the cost is in the letter we send.</p></article>`,
);
const TERMS = page(
  "/terms",
  "Term dates",
  `<h1>Term dates</h1><h2>2026 to 2027</h2><table><tr><th>Term</th><th>Starts</th><th>Half term</th></tr>
  ${headedRow("Spring 2027", "Tuesday 5 January 2027", "15–19 February 2027")}</table>
  <h2>2027 to 2028 (provisional)</h2><table><tr><th>Term</th><th>Starts</th><th>Half term</th></tr>
  ${headedRow("Spring 2028", "Tuesday 4 January 2028", "14–18 February 2028")}</table>`,
);
const BUSES = page(
  "/buses",
  "Buses",
  `<h1>Shuttle buses to the terminal</h1><table><tr><th>Car park</th><th>Buses run</th><th>Every</th></tr>
  ${headedRow("Long Stay", "04:00 to 00:00", "10 minutes")}${headedRow("Economy", "04:30 to 23:30", "20 minutes")}
  </table>`,
);

describe("a fee named by what it is for", () => {
  it("reads a late payment fee from the row for paying late", () => {
    expect(ask([PAYING], "how much is the late payment fee")).toBe(
      "Late paying: A reminder after 14 days, then a £5 late fee after 28 days",
    );
  });

  it("prices an add-on by what it adds", () => {
    expect(ask([PAYING], "how much is the flexible booking add on")).toBe(
      "Flexible booking: £3.50 more per booking: move your clean for free up to a day before",
    );
  });

  it("reads the deposit to book a thing as the deposit for it", () => {
    expect(ask([COURSES], "whats the deposit to book a course")).toBe(
      "Deposit: £50 for each person on a course",
    );
  });
});

describe("a service's first or last time", () => {
  it("reads the last bus as the end of its hours, of the car park named", () => {
    expect(ask([BUSES], "whats the last economy shuttle")).toBe("Economy: Buses run 04:30 to 23:30");
  });
});

describe("the postcodes a zone lists", () => {
  it("lists them from the zone's row, not as an address", () => {
    expect(ask([ZONES], "which postcodes are in zone 3")).toBe(
      "Zone 3 — Postcodes CK5, BK1, Places Brackenford, Cresswell, Call-out £9",
    );
  });
});

describe("the cell asked of a row", () => {
  it("takes the column of one day for a day's hire, not the column of two", () => {
    expect(ask([KIT], "price of a ladder for one day")).toBe("Ladder: 1 day £6");
    expect(ask([KIT], "price of a ladder for 2 days")).toBe("Ladder: 2 days £10");
  });

  it("reads what they would give for a thing as money, and smashed as cracked", () => {
    // (A price asked: research leads with the answer, not with its best passages.)
    expect(parseQuestion("what would you give me for a smashed water-fed pole", NOW).type).toBe("price");
    expect(ask([KIT], "what would you give me for a smashed water-fed pole")).toBe(
      "Water-fed pole: Cracked or bent £35",
    );
  });
});

describe("a deposit is part of a price", () => {
  it("does not give a deposit as what a thing costs altogether", () => {
    expect(ask([NEWS], "how much does the ladder course cost altogether")).toBe("not found");
  });

  it("gives it when the deposit is asked", () => {
    expect(ask([NEWS], "how much is the deposit for the ladder course")).toMatch(/£50 deposit/);
  });
});

describe("a date asked with no year", () => {
  it("reads the one to come of this year's row and next year's", () => {
    expect(ask([TERMS], "When is February half term?")).toBe("Spring 2027: Half term 15–19 February 2027");
  });

  it("reads the year said when one is", () => {
    expect(ask([TERMS], "When is February half term in 2028?")).toBe(
      "Spring 2028: Half term 14–18 February 2028",
    );
  });
});
