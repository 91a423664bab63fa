import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Questions about a stamp auction's charges, on a page of this file's own: a sum the question gives ("on a £2,500
// lot", "under a grand") read against bands of hammer prices, and the band's "With VAT" column when the question
// asks for the charge including it; and an auction asked of a sale calendar.

const NOW = new Date("2026-11-26T10:00:00Z");
const FEES = recordsPage(
  "https://philatelia.example/fees",
  "Fees | Philatelia Auctions",
  `<h1>Fees</h1><p>The buyer's premium is added to the hammer price of every lot.</p>
  <table><caption>Buyer's premium</caption><tr><th>Hammer price</th><th>Buyer's premium</th><th>With VAT at 20%</th></tr>
  ${headedRow("Up to £1,000", "20%", "24%")}${headedRow("£1,000.01 to £20,000", "18%", "21.6%")}
  ${headedRow("Over £20,000", "12%", "14.4%")}</table>
  <dl><dt>Postage</dt><dd>£6 a parcel</dd></dl>`,
);
const CALENDAR = recordsPage(
  "https://philatelia.example/sales",
  "Sales | Philatelia Auctions",
  `<h1>Sales</h1><table><caption>Sale calendar</caption><tr><th>Sale</th><th>Sale day</th><th>Viewing</th></tr>
  ${headedRow("Postal History", "Saturday 5 December 2026, 10:00", "Friday 4 December, 14:00 to 19:00")}
  ${headedRow("Stamps of the Empire", "Saturday 12 December 2026, 10:00", "Friday 11 December, 14:00 to 19:00")}
  </table>`,
);
const ask = (question: string) => answerText([FEES], question, NOW);

describe("a sum read against bands of prices", () => {
  it("reads a sum a question gives as an amount, not a word to find", () => {
    const q = parseQuestion("whats the buyers premium on a £2,500 lot", NOW);
    expect(q.amounts).toEqual([{ n: 2500, unit: "money" }]);
    expect(q.terms).not.toContain("2500");
    expect(parseQuestion("is it £5 to park", NOW).amounts).toBeUndefined();
  });

  it("answers from the band taking the sum in", () => {
    expect(ask("whats the buyers premium on a £2,500 lot")).toMatch(
      /^£1,000\.01 to £20,000: Buyer's premium 18%/,
    );
    expect(ask("buyer's premium on something that sells for over £20,000")).toMatch(/12%/);
  });

  it("reads 'a grand' as £1,000 where it is a sum, not a grand piano", () => {
    expect(ask("whats the buyers premium on something that goes for under a grand")).toMatch(
      /^Up to £1,000.*20%/,
    );
    expect(parseQuestion("what does a grand piano tuning cost", NOW).asked).toMatch(/grand piano/);
  });

  it("reads an auction as a sale, its day the sale day's, not the viewing", () => {
    expect(answerText([CALENDAR], "when's the next empire stamps auction", NOW)).toMatch(
      /Sale day Saturday 12 December/,
    );
  });

  it("takes the 'With VAT' column when the charge is asked including it", () => {
    expect(ask("buyer's premium including vat on a £2,500 lot")).toMatch(/With VAT at 20%:? 21\.6%/);
  });
});
