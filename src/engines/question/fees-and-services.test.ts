import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Questions about a window cleaner's fees and courses and an airport car park's buses, on pages of this file's
// own: a fee named by what it is for ("late payment", "the flexible booking add-on", "the deposit to book a
// course") and a service's first or last time asked with no "what time" said.

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
