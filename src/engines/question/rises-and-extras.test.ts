import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { has } from "./match";

// Of this file's own: a window cleaner's prices (by kind of building, with call-outs that cost extra, a further
// conservatory, a rise from a dated notice and business contracts billed by the month or the year), and its vans.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday

const PRICES = recordsPage(
  "https://panes.example/prices",
  "Prices | Clearview Windows",
  `<h1>Prices</h1><h2>Cleans</h2><table><tr><th>Clean</th><th>Flat</th><th>House</th><th>Commercial</th></tr>
  ${headedRow("Windows, outside", "£14", "£22", "from £60")}
  ${headedRow("Conservatory", "—", "£45", "—")}
  ${headedRow("Gutters", "£40", "£65", "—")}</table>
  <h2>When we come</h2><table><tr><th>Visit</th><th>When</th><th>On top of the clean</th></tr>
  ${headedRow("Weekday", "Monday to Friday, 08:00 to 17:00", "Nothing extra")}
  ${headedRow("Evening", "17:00 to 20:00", "£12")}
  ${headedRow("Saturday", "08:00 to 13:00", "£18")}</table>
  <dl><dt>Each further conservatory at the same visit</dt><dd>£20</dd></dl>
  <p class="notice"><strong>From 1 March 2027:</strong> gutter cleans will be £5 more. Windows stay the same.</p>`,
);

describe("a price with what is added to it", () => {
  it("adds a row's charge on top, said by its column", () => {
    expect(
      answerText([PRICES], "gutters at my house, if you came on a saturday whats the total", NOW),
    ).toMatch(/^Gutters: House £65 — £83 with Saturday: £18/);
  });

  it("prices each one after the first at the further line", () => {
    expect(
      answerText(
        [PRICES],
        "we have 3 conservatories at the house, what would it cost to do all of them",
        NOW,
      ),
    ).toMatch(
      /^Conservatory: House £45, and 2 more at Each further conservatory at the same visit: £20 — £85 for 3/,
    );
  });

  it("adds the rise a notice dated in the month asked says, the lead giving the price to come", () => {
    const said = answerText([PRICES], "how much will gutters at a house be after the march price rise", NOW);
    expect(said).toMatch(/^£70: From 1 March 2027: gutter cleans will be £5 more\./);
    expect(said).not.toMatch(/£65/);
  });

  it("reads an office as commercial premises", () => {
    expect(answerText([PRICES], "how much to clean the windows outside our office", NOW)).toMatch(
      /^Windows, outside: Commercial from £60/,
    );
    expect(answerText([PRICES], "can you clean a conservatory at our office", NOW)).toMatch(/^No\b/);
  });
});

describe("which things cost extra", () => {
  it("lists the rows a sum is added for, not the one that adds nothing", () => {
    const said = answerText([PRICES], "which visit times cost extra with clearview", NOW);
    expect(said).toMatch(/^Evening, Saturday/);
    expect(said).not.toMatch(/^Weekday|, Weekday/);
  });
});

describe("a superlative of prices billed by the month or the year", () => {
  const CONTRACTS = recordsPage(
    "https://panes.example/contracts",
    "Contracts | Clearview Windows",
    `<h1>Contracts</h1><table><tr><th rowspan="2">Site</th><th colspan="2">Monthly cleans, 12 a year</th></tr>
    <tr><th>A month</th><th>A year</th></tr>
    ${headedRow("Shop front", "£30", "£360")}
    ${headedRow("Office block", "£95", "£1,140")}</table>`,
  );

  it("compares the column of the period asked, by price", () => {
    expect(answerText([CONTRACTS], "which of clearview's contracts costs the most a year", NOW)).toMatch(
      /^Office block — Monthly cleans, 12 a year A year: £1,140/,
    );
  });

  it("compares every column when all are billed again and again", () => {
    const PLANS = recordsPage(
      "https://books.example/plans",
      "Plans | Tally Books",
      `<h1>Plans</h1><table><tr><th>Turnover</th><th>Basic Billed monthly</th><th>Basic Billed yearly</th></tr>
      ${headedRow("Up to £5,000", "£40", "£430")}${headedRow("Over £5,000", "£65", "£700")}</table>`,
    );
    expect(answerText([PLANS], "what's the cheapest plan tally books do", NOW)).toMatch(/£40/);
  });
});

describe("a count asked altogether", () => {
  it("adds up the counts a row gives of the thing", () => {
    const DEPOTS = recordsPage(
      "https://panes.example/depots",
      "Depots | Clearview Windows",
      `<h1>Depots</h1><table><tr><th></th><th>North</th><th>South</th></tr>
      ${headedRow("What's there", "The office and 4 vans", "2 vans and a store")}</table>`,
    );
    expect(answerText([DEPOTS], "how many vans does clearview have altogether", NOW)).toMatch(/^6 vans\b/);
  });
});

describe("stems two letters apart", () => {
  it("match as a slip of the keys, not as another word", () => {
    expect(has({ words: new Set(["registrar"]) }, "registar")).toBe(true);
    expect(has({ words: new Set(["control"]) }, "contract")).toBe(false);
  });
});
