import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a boatyard's moorings page (prices by berth and by how many boats, a notice of next year's
// prices, a rule listing where one may stay aboard, a season the estuary is shut), its chandlery's bait-free shop
// of ropes priced by the metre and by the coil, its courses with money off for groups, and its postage.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday

const MOORINGS = recordsPage(
  "https://quay.example/moorings",
  "Moorings | Hollin Quay",
  `<h1>Moorings</h1><table><tr><th>Berth</th><th>A week 1 boat</th><th>A week 2 boats</th><th>A month 2 boats</th></tr>
  ${headedRow("Pontoon, deep water", "–", "£90", "£300")}
  ${headedRow("Swinging mooring", "£40", "£55", "£180")}</table>
  <dl><dt>From 1 April 2027</dt><dd>Tern Reach day berths will be £25 with 2 boats and £30 with 4, and
  night berths £60 with 2 boats and £75 with 4. Every other price stays the same.</dd>
  <dt>Night sailing</dt><dd>Tern Reach and Gull Reach only; Tern Reach nights must be booked, up to 3 in a row</dd>
  <dt>Estuary</dt><dd>The estuary is shut from 1 December to 28 February for the birds; the harbour is open all year</dd></dl>`,
);

describe("a berth's price, as a customer asks it", () => {
  it("reads 'just the one boat' as the '1 boat' column", () => {
    const said = answerText([MOORINGS], "swinging mooring for a week, just the one boat, price?", NOW);
    expect(said).toMatch(/£40/);
    expect(said).not.toMatch(/£55/);
  });

  it("gives the party's total when the question gives each their own", () => {
    expect(
      answerText(
        [MOORINGS],
        "me and my mate want a week on the pontoon, 2 boats each, what will it cost for both of us",
        NOW,
      ),
    ).toMatch(/£180 for 2/);
  });

  it("takes the part of a notice saying the thing asked, when the notice begins with another", () => {
    const said = answerText(
      [MOORINGS],
      "what will a 2 boat night on tern reach cost after the price rise in april",
      NOW,
    );
    expect(said).toMatch(/night berths £60 with 2 boats/);
    expect(said).not.toMatch(/£25/);
  });
});

describe("a yes or a no from a rule", () => {
  it("is a yes where a label's list before 'only' names the place asked", () => {
    expect(answerText([MOORINGS], "can you night sail on gull reach", NOW)).toMatch(/^Yes — /);
  });

  it("is a no where the thing asked is shut in a season taking in the month asked", () => {
    expect(answerText([MOORINGS], "can i moor in the estuary in january", NOW)).toMatch(/^No — /);
    expect(answerText([MOORINGS], "can i moor in the estuary in june", NOW)).not.toMatch(/^No — /);
  });
});

const CHANDLERY = recordsPage(
  "https://quay.example/chandlery",
  "Chandlery | Hollin Quay",
  `<h1>Chandlery</h1><table><tr><th>Rope</th><th>Cut to length</th><th>Coil</th><th>Where</th></tr>
  ${headedRow("Braided polyester, 10mm", "£3 a metre", "£120 for 50m", "Both")}</table>
  <h2>Courses</h2><table><tr><th>Course</th><th>How long</th><th>A person</th></tr>
  ${headedRow("Knots and splicing", "3 hours", "£50")}
  ${headedRow("Diesel engines", "2 days", "£220", "")}</table>
  <dl><dt>Groups</dt><dd>Book 5 or more places in one go: £10 off each place</dd></dl>
  <h2>Postage</h2><dl><dt>By post, anywhere in the UK</dt><dd>From £5.50, free over £60</dd></dl>`,
);

describe("sums a page's own terms make", () => {
  it("takes the cell priced for the length asked over a price a metre", () => {
    const said = answerText([CHANDLERY], "price for 50m of your braided rope", NOW);
    expect(said).toMatch(/£120 for 50m/);
    expect(said).not.toMatch(/£150/);
  });

  it("reads 'what's the total' as a price, less the sum off each place for a group", () => {
    expect(
      answerText([CHANDLERY], "there's 5 of us wanting to do knots and splicing, what's the total", NOW),
    ).toMatch(/£200 for 5 .*less £10 each/);
  });

  it("says whether a spend makes postage free, by the spend the page names", () => {
    expect(answerText([CHANDLERY], "if i spend £70 is the postage free", NOW)).toMatch(/^Yes — /);
    expect(answerText([CHANDLERY], "if i spend £45 is the postage free", NOW)).toMatch(/^No — /);
    // ("Over £60" does not take £60 in, whatever else the line says "from".)
    expect(answerText([CHANDLERY], "if i spend £60 is the postage free", NOW)).toMatch(/^No — /);
  });

  it("gives no total for a party when the answer has two prices and no sum", () => {
    expect(
      answerText(
        [MOORINGS],
        "there's 3 of us wanting a week on a swinging mooring next month, what's the total",
        NOW,
      ),
    ).toBe("not found");
  });
});

const PRICES = recordsPage(
  "https://quay.example/prices",
  "Prices | Hollin Quay",
  `<h1>Prices</h1><table><tr><th rowspan="2">Rope</th><th colspan="2">Loose</th><th colspan="2">On a reel</th></tr>
  <tr><th>Each metre</th><th>10m</th><th>50</th><th>100</th></tr>
  ${headedRow("Braided polyester", "£3", "£25", "£120", "£220")}
  ${headedRow("Three-strand nylon", "£2", "£18", "£85", "£150")}</table>
  <dl><dt>From 1 May 2027</dt><dd>Gull Reach day berths will be £20 with 2 boats and £24 with 3, and night berths £45
  with 2 boats and £50 with 3.</dd></dl>`,
);

describe("a number the question says", () => {
  it("picks the clause saying it, where the clauses share the rest", () => {
    const said = answerText([PRICES], "how much will a 3 boat day berth on gull reach be from may", NOW);
    expect(said).toMatch(/£24 with 3/);
    expect(said).not.toMatch(/£20/);
  });

  it("picks the column saying it among columns that share the rest", () => {
    expect(answerText([PRICES], "which rope is the dearest on a reel of 100", NOW)).toMatch(
      /^Braided polyester — On a reel 100: £220$/,
    );
  });
});

const SHOP = recordsPage(
  "https://quay.example/shop",
  "Chandlery | Hollin Quay",
  `<h1>Chandlery</h1><table><tr><th>Bait</th><th>A tub</th><th>Where</th></tr>
  ${headedRow("Ragworm", "£4", "Quay shop only")}</table>`,
);

describe("whether a place is open at a time", () => {
  it("is told by hours, never by a thing had there only", () => {
    expect(answerText([SHOP], "can i pop into the hollin quay shop at 2pm this sunday", NOW)).toBe(
      "not found",
    );
  });
});

const NEWS = recordsPage(
  "https://quay.example/news",
  "News | Hollin Quay",
  `<h1>News</h1><div class="cards"><article class="card"><time>3 March 2026</time><h3>Our prices from today</h3>
  <p>A swinging mooring is now £40 a week, and a tub of ragworm £4.</p></article>
  <article class="card"><time>2 October 2026</time><h3>New pontoon</h3><p>Twelve more berths.</p></article></div>`,
);

describe("a price to come from a month", () => {
  it("is not a post's of that month gone by", () => {
    expect(answerText([NEWS], "what will hollin quay's ragworm tub cost from march", NOW)).toBe("not found");
    expect(answerText([NEWS], "how much is a tub of ragworm", NOW)).toMatch(/£4/);
  });
});

const COURSES = recordsPage(
  "https://quay.example/courses",
  "Courses | Hollin Quay",
  `<h1>Courses</h1><table><tr><th>Course</th><th>Ages</th><th>How long</th><th>A person</th></tr>
  ${headedRow("Knots", "12 and over", "2 hours", "£30")}
  ${headedRow("Day skipper taster", "16 and over", "09:00 to 17:00", "£140")}
  ${headedRow("Dinghy for beginners", "8 to 15", "3½ hours", "£45")}
  ${headedRow("Private lesson", "Any age", "2 hours", "£60")}</table>
  <h2>Ballast</h2><table><tr><th>Ballast</th><th>A bag 5kg</th><th>A bag 25kg</th></tr>
  ${headedRow("Lead shot", "£38", "£95")}
  ${headedRow("Steel punchings", "£40", "£99")}
  ${headedRow("Tungsten pellets", "£120, a 1kg tub only", "£120, a 1kg tub only")}</table>`,
);

describe("what a superlative and a list compare", () => {
  it("reads a day's span as its length", () => {
    expect(answerText([COURSES], "which is the longest course at hollin quay", NOW)).toMatch(
      /^Day skipper taster/,
    );
  });

  it("compares the column of the size asked, leaving out a cell for another size", () => {
    expect(answerText([COURSES], "which 5kg bag of ballast is the dearest", NOW)).toMatch(
      /^Steel punchings — A bag 5kg: £40$/,
    );
  });

  it("takes 'any age' in for every age", () => {
    expect(answerText([COURSES], "which courses can a 10 year old do", NOW)).toMatch(/Private lesson/);
  });
});
