import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a lakeside boathouse that hosts parties and weddings, with hire by day and season, packages a
// head for grown-ups and children, cancelling by months of notice, plans paid over months, rules as labels and a
// list of party nights; and a cemetery's chapel fees by time and day. Each question is one the rule reads from
// these pages; the guards say what must not change.

const NOW = new Date("2026-11-26T10:00:00Z");

const HIRE = recordsPage(
  "https://larchmere.example/hire",
  "Hire | Larchmere Boathouse",
  `<h1>Hire</h1><table><caption>The whole boathouse</caption>
  <tr><th>Day</th><th>Hire June to August</th><th>Hire May and September</th><th>Hire October to April</th></tr>
  ${headedRow("Sunday to Thursday", "£2,900", "£2,400", "£1,600")}
  ${headedRow("Friday", "£4,100", "£3,300", "£2,350")}
  ${headedRow("Saturday", "£5,200", "£4,200", "£2,950")}</table>
  <table><caption>If you cancel</caption><tr><th>When</th><th>What you pay</th></tr>
  ${headedRow("More than 9 months before", "The £750 deposit")}
  ${headedRow("3 to 9 months before", "50% of the hire")}
  ${headedRow("Less than 3 months before", "The whole hire")}</table>
  <dl><dt>Deposit</dt><dd>£750 to hold your date</dd><dt>The rest</dt><dd>8 weeks before the day</dd>
  <dt>The Cabin</dt><dd>A room for the couple: included with every Friday wedding; £180 a night otherwise</dd>
  <dt>Corkage</dt><dd>£12 a bottle of wine; £18 a bottle of fizz</dd>
  <dt>Chinese lanterns</dt><dd>Not allowed: the reeds catch fire. Sparklers on the jetty are fine</dd>
  <dt>Dogs</dt><dd>Welcome at the ceremony on a lead; not at the meal</dd>
  </dl>`,
);

const PACKAGES = recordsPage(
  "https://larchmere.example/weddings",
  "Weddings | Larchmere Boathouse",
  `<h1>Weddings</h1><dl><dt>The fewest guests</dt><dd>50 adults on a Saturday from June to August; 30 at any other
  time</dd></dl><table><caption>Wedding packages</caption>
  <tr><th>Package</th><th>What's included</th><th>A head Adult</th><th>A head Child, 4 to 12</th></tr>
  ${headedRow("Reed", "Two courses and a glass of fizz", "£68", "£30")}
  ${headedRow("Willow", "Three courses, wine and fizz", "£94", "£41")}</table>
  <table><caption>Plans</caption>
  <tr><th>Plan</th><th>Pay at once</th><th>A month, over 12 months</th><th>A month, over 36 months</th></tr>
  ${headedRow("Boat Club", "£1,800", "£150", "£55")}</table>
  <table><caption>Party nights</caption><tr><th>Date</th><th>Night</th><th>A head</th><th>Places</th></tr>
  ${headedRow("Friday 4 December 2026", "Winter Party Night", "£48", "20 left")}
  ${headedRow("Saturday 12 December 2026", "Winter Party Night", "£54", "Sold out")}
  ${headedRow("Saturday 19 December 2026", "Winter Party Night", "£54", "Sold out")}</table>`,
);

const CHAPEL = recordsPage(
  "https://larchmere.example/chapel",
  "Chapel fees | Larchmere Cemetery",
  `<h1>Chapel fees</h1><table><caption>Crematorium fees</caption>
  <tr><th>Crematorium</th><th>Weekday, 08:45 or 09:30</th><th>Weekday, later</th><th>Saturday</th></tr>
  ${headedRow("Fernhill Crematorium", "£610", "£940", "No Saturday services")}
  ${headedRow("Larchmere Crematorium", "£655", "£990", "£1,280")}</table>`,
);

describe("prices read the way they are asked", () => {
  it("takes the cheapest cell of a row when a word every column says names none of them", () => {
    expect(answerText([HIRE], "whats the cheapest day to hire the whole boathouse", NOW)).toBe(
      "Sunday to Thursday — Hire October to April: £1,600",
    );
  });

  it("reads a plan over 3 years as over 36 months", () => {
    expect(answerText([PACKAGES], "how much a month is the boat club plan over 3 years", NOW)).toBe(
      "Boat Club: A month, over 36 months £55",
    );
  });

  it("finds prosecco under its kind, fizz", () => {
    expect(answerText([HIRE], "corkage on a bottle of prosecco?", NOW)).toBe("Corkage: £18 a bottle of fizz");
  });

  it("reads months of notice against bands of months", () => {
    expect(answerText([HIRE], "if we cancel 5 months before how much do we lose", NOW)).toBe(
      "3 to 9 months before: What you pay 50% of the hire",
    );
  });

  it("reads a time said with a dot as the column's time", () => {
    expect(answerText([CHAPEL], "how much is a 9.30 cremation at larchmere on a weekday", NOW)).toBe(
      "Larchmere Crematorium: Weekday, 08:45 or 09:30 £655",
    );
  });

  it("adds up grown-ups and children at their own prices, and the children's ages said", () => {
    expect(
      answerText(
        [PACKAGES],
        "how much would the willow package be for 60 adults and 5 children aged 6 to 9",
        NOW,
      ),
    ).toBe("Willow: A head Adult £94, A head Child, 4 to 12 £41 — £5,845 for 60 adults and 5 children");
    expect(answerText([PACKAGES], "how much is the reed package for 2 adults and a child", NOW)).toBe(
      "Reed: A head Adult £68, A head Child, 4 to 12 £30 — £166 for 2 adults and a child",
    );
  });
});

describe("yes or no from what a label says", () => {
  it("is no to paying it all up front where a deposit is taken", () => {
    expect(answerText([HIRE], "do i have to pay the whole lot up front", NOW)).toBe(
      "No — Deposit: £750 to hold your date",
    );
  });

  it("is yes where the whole price is taken at booking", () => {
    const SHORT = recordsPage(
      "https://larchmere.example/short-hire",
      "Short hire | Larchmere Boathouse",
      `<h1>Short hire</h1><p>The jetty room for up to 30, by the hour. Payment in full when you book, by card.</p>`,
    );
    expect(answerText([SHORT], "do i have to pay the whole lot up front", NOW)).toBe(
      "Yes — Payment in full when you book, by card.",
    );
  });

  it("is no where a crematorium's cell says no services on the day", () => {
    expect(answerText([CHAPEL], "can we have a cremation at fernhill on a saturday", NOW)).toMatch(/^No — /);
    expect(answerText([CHAPEL], "can we have a cremation at larchmere on a saturday", NOW)).toMatch(
      /^Yes — /,
    );
  });

  it("is no where a label's value starts not allowed", () => {
    expect(answerText([HIRE], "are chinese lanterns allowed", NOW)).toMatch(/^No — .*Chinese lanterns/);
  });

  it("takes the clause naming what is asked", () => {
    expect(answerText([HIRE], "can our dog come to the ceremony", NOW)).toMatch(/^Yes — .*Dogs/);
    expect(answerText([HIRE], "can our dog come to the meal", NOW)).toMatch(/^No — .*Dogs/);
  });

  it("is yes to free where the clause of the day asked says included", () => {
    expect(answerText([HIRE], "do we get the cabin free if we get married on a friday", NOW)).toMatch(
      /^Yes — .*The Cabin/,
    );
  });
});

describe("counts and lists", () => {
  it("reads the minimum as the fewest", () => {
    expect(
      answerText([PACKAGES], "whats the minimum number of adults for a saturday wedding in july", NOW),
    ).toBe("The fewest guests: 50 adults on a Saturday from June to August");
  });

  it("names rows of one name by their dates", () => {
    expect(answerText([PACKAGES], "which party nights are sold out", NOW).split("\n")[0]).toBe(
      "Saturday 12 December 2026, Saturday 19 December 2026",
    );
  });
});

const FEES = recordsPage(
  "https://larchmere-law.example/moving",
  "Moving home | Larch & Co",
  `<h1>Moving home</h1><table><caption>Our legal fees</caption>
  <tr><th>Property price</th><th>Buying Our fee</th><th>Buying With VAT</th><th>Selling Our fee</th><th>Selling With VAT</th></tr>
  ${headedRow("Up to £200,000", "£800", "£960", "£700", "£840")}
  ${headedRow("£200,001 to £350,000", "£1,000", "£1,200", "£850", "£1,020")}</table>`,
);

const BRANCHES = recordsPage(
  "https://larchmere-fd.example/branches",
  "Our branches | Larch Funeral Directors",
  `<h1>Our branches</h1><dl><dt>Day or night</dt><dd>01632 960 555, answered by our own team every day of the
  year, Christmas Day included</dd></dl><table><caption>Christmas</caption>
  <tr><th></th><th>High Street</th><th>Mill Lane</th></tr>
  ${headedRow("Christmas Day and Boxing Day", "Closed", "Closed")}</table>`,
);

describe("sums and lines said in passing", () => {
  it("reads the price of a house bought or sold, in thousands too, against bands of prices", () => {
    expect(answerText([FEES], "how much do you charge to buy a £250,000 house", NOW)).toBe(
      "£200,001 to £350,000: Buying Our fee £1,000, Buying With VAT £1,200",
    );
    expect(answerText([FEES], "whats your fee for selling a house for 150k including vat", NOW)).toBe(
      "Up to £200,000: Selling With VAT £840",
    );
  });

  it("is yes to phoning on a day the branches close where the line is answered that day", () => {
    expect(answerText([BRANCHES], "can i phone larch funeral directors on christmas day", NOW)).toBe(
      "Yes — Day or night: 01632 960 555, answered by our own team every day of the year, Christmas Day included",
    );
    expect(answerText([BRANCHES], "is the high street branch open on christmas day", NOW)).toMatch(/^No — /);
  });
});
