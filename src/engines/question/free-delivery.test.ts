import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// What a tea merchant's customers ask about the spend that makes delivery free, on pages of this file's own: a zone's
// column, a price cell's clause, a sentence, postage against a local van, and none where no spend is given.

const NOW = new Date("2026-11-26T10:00:00Z");
const tea = (path: string, main: string) =>
  recordsPage(`https://leafandkettle.example${path}`, "Delivery | Leaf & Kettle", main);
const ask = (pages: ReturnType<typeof tea>[], question: string) => answerText(pages, question, NOW);

const ZONES = tea(
  "/delivery",
  `<h1>Delivery</h1><table><tr><th>Zone</th><th>Where</th><th>Charge</th><th>Free on orders over</th></tr><tr><th>
  North</th><td>Within 20 miles of the shop</td><td>£4</td><td>£40</td></tr><tr><th>South</th><td>The rest of England
  and Wales</td><td>£7.50</td><td>£90</td></tr><tr><th>Far</th><td>Scotland and Northern Ireland</td><td>£12</td><td>
  Never free</td></tr></table>`,
);
const SERVICES = tea(
  "/shipping",
  `<h1>Shipping</h1><table><tr><th>Service</th><th>Price</th><th>When</th></tr><tr><th>Royal Mail 2nd class</th><td>
  £3.20, free over £35</td><td>3 to 4 working days</td></tr><tr><th>Town van (TN1 to TN3)</th><td>£2, free over £20
  </td><td>Thursdays</td></tr></table>`,
);
const SENTENCE = tea(
  "/help",
  `<h1>Help</h1><dl><dt>Free delivery</dt><dd>On orders of £60 or more to any UK address; below that it's £5.</dd>
  <dt>Returns</dt><dd>Within 30 days, unopened.</dd></dl>`,
);
const PLAIN = tea("/rates", `<h1>Rates</h1><dl><dt>Delivery</dt><dd>£4.95 to any UK address.</dd></dl>`);

describe("the spend that makes delivery free", () => {
  it("is the row of the place asked, in the column giving it", () => {
    expect(ask([ZONES], "how much do i need to spend to get free delivery in england")).toBe(
      "South — Free on orders over: £90",
    );
  });

  it("is the clause saying it, in a cell or a sentence", () => {
    expect(ask([SENTENCE], "how much do i have to spend to get free delivery")).toBe(
      "Free delivery: On orders of £60 or more to any UK address",
    );
    expect(ask([SERVICES], "how much do i have to spend to get free postage")).toBe(
      "Royal Mail 2nd class — Price: £3.20, free over £35",
    );
  });

  it("is read in dollars as in pounds", () => {
    const dollars = tea(
      "/us",
      `<h1>Shipping to the US</h1><dl><dt>Tracked</dt><dd>$9, free over $80</dd></dl>`,
    );
    expect(ask([dollars], "how much do i have to spend to get free shipping")).toBe(
      "Tracked: $9, free over $80",
    );
  });

  it("is not what delivery costs where no spend makes it free", () => {
    expect(ask([PLAIN], "how much do i have to spend to get free delivery")).not.toMatch(/£4\.95/);
    expect(ask([ZONES], "how much do i have to spend to get free delivery")).toBe("not found");
  });
});
