import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// A price table's "Peak" and "Off-peak" columns, defined elsewhere on the page by the times of the year they cover.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, main: string) => recordsPage(`https://kennels.example${path}`, "Stays", main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const DOGS = page(
  "/dogs",
  `<h1>Stays for dogs</h1><table><caption>Price per night</caption>
  <tr><th>Size</th><th>Weight</th><th>Off-peak</th><th>Peak</th></tr>
  <tr><td>Small</td><td>Up to 10 kg</td><td>£24.00</td><td>£28.50</td></tr>
  <tr><td>Large</td><td>25 to 40 kg</td><td>£31.00</td><td>£36.50</td></tr></table>
  <h2>Peak dates</h2><ul><li>Christmas and New Year: 18 December 2026 to 4 January 2027</li>
  <li>Easter: 26 March to 11 April 2027</li><li>Summer: 23 July to 5 September 2027</li></ul>`,
);
const CATS = page(
  "/cats",
  `<h1>Stays for cats</h1><table><caption>Price per chalet, per night</caption>
  <tr><th>Cats sharing</th><th>Off-peak</th><th>Peak</th></tr>
  <tr><td>1 cat</td><td>£15.50</td><td>£18.00</td></tr><tr><td>3 cats</td><td>£33.00</td><td>£38.00</td></tr></table>
  <p>Peak nights are the same as for dogs: Christmas and New Year, Easter and the summer holidays.</p>`,
);

describe("a column named for a time of the year", () => {
  it("is the one whose dates take in the month or holiday asked", () => {
    expect(ask([DOGS], "how much a night for my 30kg lab in august")).toBe("Large: Peak £36.50");
    expect(ask([CATS], "3 cats sharing over christmas, how much a night")).toBe("3 cats: Peak £38.00");
  });

  it("is the rest of the year's when no date takes it in, and unknown in a month a period starts in", () => {
    expect(ask([DOGS], "how much a night for my 30kg lab in november")).toBe("Large: Off-peak £31.00");
    expect(ask([DOGS], "how much a night for my 30kg lab in march")).toBe("not found");
  });

  it("is read from the table whose rows take in the amount asked, not another table's", () => {
    expect(ask([DOGS, CATS], "how much a night for my 30kg lab in august")).toBe("Large: Peak £36.50");
  });

  it("is left alone when a column is named for the time itself, and for what is not a price", () => {
    const rooms = page(
      "/rooms",
      `<h1>Rooms</h1><table><tr><th>Room</th><th>Winter</th><th>Festive</th></tr>
      <tr><td>Family Room</td><td>£170</td><td>£290</td></tr></table>`,
    );
    const events = page(
      "/events",
      `<h1>Events</h1><table><tr><th>Event</th><th>Price</th></tr><tr><td>Wine dinner</td><td>£65</td></tr></table>
      <p>Prices at Christmas and New Year include a glass of fizz.</p>`,
    );
    expect(ask([events, rooms], "how much is the family room over christmas")).toBe(
      "Family Room: Festive £290",
    );
    const gym = page(
      "/gym",
      `<h1>Gym</h1><table><tr><th>Class</th><th>When</th></tr><tr><td>Spin</td><td>Monday 18:15</td></tr></table>
      <p>When we close for Easter, classes stop.</p>`,
    );
    expect(ask([gym], "what time does spin start at easter")).toBe("not found");
  });
});
