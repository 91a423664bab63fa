import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// When a booking's balance is due, asked as "when do I have to pay the rest of the money", a caterer's sit-down
// menu asked as "the sit down meal", and postage to a country of the EU of a table that names only the EU.

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday

const BOOKING = recordsPage(
  "https://gablecottages.example/booking",
  "Booking | Gable Cottages",
  `<h1>Booking</h1><dl><dt>Deposit</dt><dd>30% of the rent when you book</dd>
  <dt>The balance</dt><dd>Due 6 weeks before you arrive; we send a reminder first</dd>
  <dt>Changing your dates</dt><dd>Once, free</dd></dl>`,
);

const DIETS = recordsPage(
  "https://saltandsage.example/dietary",
  "Dietary needs | Salt & Sage Catering",
  `<h1>Dietary needs</h1><table><tr><th>Menu</th><th>Vegan</th><th>Halal</th></tr>
  <tr><th>Buffet</th><td>✓</td><td>✓</td></tr><tr><th>Sit-down</th><td>✓</td><td>—</td></tr></table>`,
);

describe("when a balance is due", () => {
  it("is a time, not a price, and the rest of the money is the balance", () => {
    const q = parseQuestion("when do i have to pay the rest of the money", NOW);
    expect(q.type).toBe("when");
    expect(q.terms).toEqual(["balance"]);
    expect(q.event).toBeUndefined();
  });

  it("is answered by the time before the stay the balance line gives", () => {
    expect(answerText([BOOKING], "when do i have to pay the rest of the money", NOW)).toMatch(
      /The balance: Due 6 weeks before you arrive/,
    );
    expect(answerText([BOOKING], "when is the rest of the payment due", NOW)).toMatch(/6 weeks before/);
  });
});

describe("the sit down meal", () => {
  it("is the Sit-down menu's row", () => {
    expect(answerText([DIETS], "is the sit down meal available halal", NOW)).toMatch(/^No\b.*Sit-down/);
  });
});

const POSTAGE = recordsPage(
  "https://hopfield.example/delivery",
  "Delivery | Hopfield Brewing",
  `<h1>Delivery</h1><table><tr><th>Where</th><th>Price</th><th>Usually arrives in</th></tr>
  <tr><th>UK mainland</th><td>£4.95</td><td>2 working days</td></tr>
  <tr><th>EU</th><td>£17.50</td><td>5–8 working days</td></tr>
  <tr><th>Rest of the world</th><td>£24</td><td>7–14 working days</td></tr></table>`,
);

describe("postage to a country of the EU", () => {
  it("is the EU row's price", () => {
    const said = answerText([POSTAGE], "how much is postage to germany", NOW);
    expect(said).toMatch(/EU: Price £17\.50/);
  });

  it("is not a country outside it", () => {
    expect(answerText([POSTAGE], "how much is postage to norway", NOW)).not.toMatch(/£17\.50/);
  });
});
