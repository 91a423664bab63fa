import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// What a sailing school's and a sauna's customers ask about cancelling and moving, by the notice they give, on pages
// of this file's own: bands in days and in hours (and both at once), a column named by what is booked, the clause of a
// cell about what is done, money back as a yes, a no or what comes back, and notice set out in sentences.

const NOW = new Date("2026-11-26T10:00:00Z");
const sail = (path: string, title: string, main: string) =>
  recordsPage(`https://saltmarsh-sailing.example${path}`, `${title} | Saltmarsh Sailing`, main);
const ask = (pages: ReturnType<typeof sail>[], question: string) => answerText(pages, question, NOW);

const CHANGES = sail(
  "/changes",
  "Changes",
  `<h1>Changes</h1><h2>Moving and cancelling</h2><table><tr><th>Notice you give us</th><th>Dinghy courses</th>
  <th>Boat charters</th></tr><tr><th>More than 28 days</th><td>All your money back</td><td>All your money back, less
  £50</td></tr><tr><th>8 to 28 days</th><td>Move for free; cancel and get half back</td><td>Move once for £40; cancel
  and lose your deposit</td></tr><tr><th>48 hours to 7 days</th><td>Move for £20; cancel for a voucher</td><td>Nothing
  back</td></tr><tr><th>Less than 48 hours</th><td>Nothing back</td><td>Nothing back</td></tr></table>
  <h2>If we cancel</h2><p>We never sail in winds over force 5: a new date or all your money back.</p>`,
);
const MOORINGS = sail(
  "/moorings",
  "Moorings",
  `<h1>Moorings</h1><table><caption>Changing a visitor mooring</caption><tr><th>When</th><th>Change your dates</th>
  <th>Cancel</th></tr><tr><th>More than 24 hours before you arrive</th><td>Free</td><td>All your money back</td></tr>
  <tr><th>6 to 24 hours before</th><td>£8</td><td>Half back</td></tr><tr><th>Less than 6 hours before</th><td>£12
  </td><td>Nothing back</td></tr></table>`,
);
const FAQ = sail(
  "/faq",
  "FAQ",
  `<h1>FAQ</h1><h2>What if I cancel my RYA course?</h2><p>Cancel more than 10 days before it starts and we give your
  deposit back in full; within 10 days, we keep it.</p><h2>Can I get a refund on a season ticket?</h2><p>Yes, in full,
  if you cancel 30 days or more before the season starts. After that, we'll give you a credit note for next season.
  </p>`,
);

describe("a table of notice bands", () => {
  it("is the band taking in the notice, in the column and the clause of what is done", () => {
    expect(ask([CHANGES], "if we cancel a dinghy course 10 days before do we get money back")).toBe(
      "8 to 28 days — Dinghy courses: cancel and get half back",
    );
    expect(ask([CHANGES], "how much to move my dinghy course if it starts in 5 days")).toBe(
      "48 hours to 7 days — Dinghy courses: Move for £20",
    );
    expect(ask([CHANGES], "if i cancel a boat charter 3 weeks before do i get my deposit back")).toMatch(
      /^No — 8 to 28 days — Boat charters: cancel and lose your deposit$/,
    );
  });

  it("reads notice in hours, and a week, against bands in hours and days", () => {
    expect(ask([MOORINGS], "if i cancel 12 hours before do i get a refund")).toBe(
      "6 to 24 hours before — Cancel: Half back",
    );
    expect(ask([MOORINGS], "cost to change my dates 3 hours before i arrive")).toBe(
      "Less than 6 hours before — Change your dates: £12",
    );
    expect(ask([MOORINGS], "if i cancel 2 days before do i get my money back")).toMatch(
      /^Yes — More than 24 hours/,
    );
    expect(ask([CHANGES], "if i cancel a week before my dinghy course do i get a refund")).toBe(
      "No — 48 hours to 7 days — Dinghy courses: cancel for a voucher",
    );
  });

  it("says nothing when the question names no column of several", () => {
    expect(ask([CHANGES], "if i cancel my booking 10 days before do i get a refund")).toBe("not found");
  });
});

describe("notice set out in sentences", () => {
  it("is the clause taking the notice in", () => {
    expect(ask([FAQ], "if i cancel my rya course 2 weeks before do i get my deposit back")).toBe(
      "Yes — Cancel more than 10 days before it starts and we give your deposit back in full",
    );
    expect(ask([FAQ], "if i cancel my rya course 3 days before do i get my deposit back")).toBe(
      "No — within 10 days, we keep it",
    );
  });

  it("is what happens short of the notice a clause leaves it out of", () => {
    expect(ask([FAQ], "if i cancel my season ticket 10 days before it starts do i get my money back")).toBe(
      "No — After that, we'll give you a credit note for next season",
    );
  });
});
