import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { answerQuestion } from "./answer";
import { parseQuestion } from "./question";

// What a second-hand guitar shop's customers ask of its stock, on pages of this file's own: a "would they" that is a
// yes or no, the oldest and the newest by the year a row gives (never by another number), lists and counts of what
// can be had now, read from the stock's Status — where the shop's own name says "guitars" too — and the cheapest of
// today's prices, never a teaser's.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://riffwell.example${path}`, `${title} | Riffwell Guitars`, main);
type Page = ReturnType<typeof page>;
const ask = (pages: Page[], question: string) => answerText(pages, question, NOW);

const ROW = (make: string, model: string, type: string, year: string, price: string, status: string) =>
  `<tr><th>${make}</th><td>${model}</td><td>${type}</td><td>${year}</td><td>${price}</td><td>${status}</td></tr>`;
const STOCK = page(
  "/used",
  "Pre-loved",
  `<h1>Pre-loved</h1><table><caption>Guitars in stock</caption><tr><th>Make</th><th>Model</th><th>Type</th><th>Year
  </th><th>Price</th><th>Status</th></tr>${[
    ROW("Gibson", "J-45", "Acoustic", "1958", "£4,200", "Sold"),
    ROW("Martin", "D-18", "Acoustic", "1964", "£3,900", "Available"),
    ROW("Fender", "Telecaster", "Electric", "1972", "£5,100", "Available"),
    ROW("Yamaha", "FG-180", "Acoustic", "1969", "£650", "Reserved"),
    ROW("Gretsch", "Duo Jet", "Electric", "2019", "£1,850", "Available"),
    ROW("Fender", "Stratocaster", "Electric", "2023", "£899", "Sold"),
    ROW("Epiphone", "Casino", "Electric", "2021", "£549", "Available"),
  ].join(
    "",
  )}</table><dl><dt>Part exchange</dt><dd>We'll make an offer on your old guitar</dd><dt>Setup</dt><dd>
  Every guitar leaves with new strings</dd></dl>`,
);
const AMPS = page(
  "/amps",
  "Loud",
  `<h1>Loud</h1><table><caption>Amps</caption><tr><th>Amp</th><th>Watts</th><th>Price</th></tr><tr><th>Vox AC15
  </th><td>15</td><td>£549</td></tr><tr><th>Fender Deluxe</th><td>22</td><td>£999</td></tr></table>`,
);

const STRINGS = page(
  "/strings",
  "Restrung",
  `<h1>Restrung</h1><table><caption>Restringing</caption><tr><th>Guitar</th><th>Now</th><th>From 1 March 2027</th>
  <th>Strings</th></tr>${[
    headedRow("Acoustic", "£18", "£20", "Included"),
    headedRow("Electric", "£16", "£18", "Included"),
    headedRow("Twelve-string", "£30", "£32", "Extra: sets from £12"),
  ].join("")}</table>`,
);
const HOME = page(
  "/",
  "Riffwell Guitars",
  `<h1>Riffwell Guitars</h1><h2>What we do</h2><div class="card"><h3>Restringing</h3><p>From £16</p></div>
  <div class="card"><h3>Setups</h3><p>From £35</p></div>`,
);

describe("a stock list", () => {
  it("says yes to a 'would they' its page says they do", () => {
    expect(ask([STOCK], "would riffwell take my old guitar in part exchange")).toMatch(/^Yes\b.*offer/);
  });

  it("gives the oldest and the newest by the year, of what can still be had when that is asked", () => {
    expect(ask([STOCK], "whats the oldest guitar riffwell still have for sale")).toMatch(/^Martin\b.*1964/);
    expect(ask([STOCK], "whats the oldest guitar riffwell have had")).toMatch(/^Gibson\b.*1958/);
    expect(ask([STOCK], "what's the newest electric guitar in stock")).toMatch(/^Epiphone\b.*2021/);
  });

  it("never compares the oldest by another number a row gives", () => {
    expect(ask([AMPS], "what's the oldest amp riffwell sell")).toBe("not found");
  });

  it("lists and counts only what its Status says can be had", () => {
    expect(ask([STOCK], "how many electric guitars have riffwell got available")).toMatch(/^3 \(/);
    const acoustic = ask([STOCK], "which acoustic guitars can i actually buy at riffwell right now");
    expect(acoustic).toMatch(/^Martin\b/);
    expect(acoustic).not.toMatch(/Yamaha|Gibson/);
  });
});

describe("the cheapest", () => {
  it("is of today's prices, not a dated column's nor a charge beside them", () => {
    expect(ask([STRINGS], "what's the cheapest restring at riffwell")).toMatch(/^Electric\b.*Now £16/);
  });

  it("off a home page's cards is a teaser the navigator reads on from", () => {
    const out = answerQuestion([HOME], parseQuestion("what's the cheapest thing riffwell do", NOW));
    expect("found" in out && out.found.news).toBe(true);
  });
});
