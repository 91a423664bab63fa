import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: an accountants' evening talks by date, and its terms of paying, storing papers and visits.
// "When are your … talks" asks every one to come; a sum over the most a clause lets be paid says no; "by another
// firm" is what a page calls "elsewhere"; "free for the first year, then £40 a year" is one answer; hours to
// midnight end there; and a fee said as a share of an estate is worked out for the estate the question gives.

const NOW = new Date("2026-11-26T10:00:00Z");
const TALKS = recordsPage(
  "https://ledger-lane.example/talks",
  "Talks | Ledger Lane Accountants",
  `<h1>Talks</h1><p>Free talks at our offices; tea from half an hour before.</p><table><caption>Coming up</caption>
  <tr><th>Date</th><th>Talk</th><th>Where</th><th>Starts</th></tr>
  ${headedRow("Tuesday 10 November 2026", "Self assessment made simple", "Market Street", "18:30")}
  ${headedRow("Thursday 3 December 2026", "Self assessment made simple", "Market Street", "18:30")}
  ${headedRow("Tuesday 8 December 2026", "Payroll for small firms", "Quay Road", "14:00")}
  ${headedRow("Wednesday 13 January 2027", "Self assessment made simple", "Quay Road", "18:00")}</table>`,
);

describe("when the talks are", () => {
  it("is every one to come, when the question asks of them all", () => {
    const said = answerText([TALKS], "when are your self assessment talks", NOW);
    expect(said).toContain("Thursday 3 December 2026");
    expect(said).toContain("Wednesday 13 January 2027");
    expect(said).not.toMatch(/10 November|8 December/);
  });

  it("is the next one alone, when that is asked", () => {
    const said = answerText([TALKS], "when is the next self assessment talk", NOW);
    expect(said).toContain("Thursday 3 December 2026");
    expect(said).not.toContain("13 January");
  });
});

const TERMS = recordsPage(
  "https://ledger-lane.example/terms",
  "Our terms | Ledger Lane Accountants",
  `<h1>Our terms</h1><dl><dt>Paying</dt><dd>By bank transfer, or by card up to £3,000; we take no more than £250 in
  cash</dd><dt>Keeping your papers</dt><dd>Free for any client we act for</dd><dt>Papers from elsewhere</dt>
  <dd>We keep them free for the first year, then £40 a year</dd></dl>`,
);

describe("a sum over what may be paid", () => {
  it("says no over the most the clause naming the way of paying lets be paid, and yes within it", () => {
    expect(answerText([TERMS], "can i pay you £1,000 in cash", NOW)).toMatch(/^No — /);
    expect(answerText([TERMS], "can i pay £200 in cash", NOW)).toMatch(/^Yes — /);
    expect(answerText([TERMS], "can i pay £4k by card", NOW)).toMatch(/^No — /);
  });
});

describe("what follows in turn", () => {
  it("is one answer, said of papers from another firm", () => {
    expect(
      answerText([TERMS], "my papers were done by another firm, what do you charge to keep them", NOW),
    ).toBe("Papers from elsewhere: We keep them free for the first year, then £40 a year");
  });
});

const OFFICES = recordsPage(
  "https://wren-cars.example/offices",
  "Offices | Wren Cars",
  `<h1>Offices</h1><table><caption>Our two offices</caption><tr><th></th><th>Ashby</th><th>Brill</th></tr>
  ${headedRow("Office open", "24 hours, every day", "07:00 to midnight; after midnight calls go to Ashby")}
  ${headedRow("Cars based here", "30", "12")}</table>`,
);

describe("an office's hours to midnight", () => {
  it("take in the evening, and say no past midnight, not a yes from another row", () => {
    expect(answerText([OFFICES], "is wren cars' brill office open at 11pm", NOW)).toMatch(
      /^Yes — .*Office open/,
    );
    expect(answerText([OFFICES], "is wren cars' brill office open at 1am", NOW)).not.toMatch(/^Yes/);
  });
});

const PROBATE = recordsPage(
  "https://ledger-lane.example/estates",
  "Estates | Ledger Lane Accountants",
  `<h1>Estates</h1><table><caption>Estate accounts, by the estate's value</caption>
  <tr><th>Estate</th><th>Our fee</th><th>The least we charge</th></tr>
  ${headedRow("Up to £250,000", "3% of the estate, plus VAT", "£1,800 plus VAT")}
  ${headedRow("£250,001 to £1,000,000", "2% of the estate, plus VAT", "£7,500 plus VAT")}</table>`,
);

describe("a fee as a share of a sum the question gives", () => {
  it("is worked out from the band taking the sum in, with VAT when asked", () => {
    expect(
      answerText([PROBATE], "how much would you charge for an estate worth £150,000, including vat", NOW),
    ).toBe("Up to £250,000: 3% of £150,000 is £4,500: £5,400 with VAT at 20%");
  });

  it("is the least the band charges when the share comes to less", () => {
    expect(answerText([PROBATE], "the estate is about £40,000, what would your fee be", NOW)).toBe(
      "Up to £250,000: 3% of £40,000 is £1,200, under the least we charge, £1,800: £1,800 plus VAT",
    );
  });
});
