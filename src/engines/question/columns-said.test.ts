import { describe, expect, it } from "vitest";
import { extractHtml } from "../research/extract";
import { answerQuestion } from "./answer";
import { parseQuestion } from "./question";

// Columns and changes as people say them, over a swimming pool with a café of this file's own: "to have in", "if
// I'm not a member", peak times a sentence defines, the price before a rise, who wrote a book, how deep, a day's
// row over "every day", and a closure's dates.

const page = (path: string, body: string) => {
  const url = `https://baths.example${path}`;
  const m = extractHtml(
    `<html><head><title>${path} | Weir Street Baths</title></head><body><nav><a href="/">Home</a></nav>
    <main>${body}</main><footer>Weir Street Baths, open every day</footer></body></html>`,
    url,
  );
  return { url, title: m.title, records: m.records };
};

const PRICES = page(
  "/prices",
  `<h1>Prices</h1><p>Peak is weekdays from 17:00 and all day at weekends; off-peak is weekdays before 17:00.</p>
  <h2>A swim</h2><table><tr><th></th><th>Off-peak</th><th>Peak</th></tr>
  <tr><td>Adult</td><td>£4.90</td><td>£6.10</td></tr>
  <tr><td>Under 5, with a paying adult</td><td>Free</td><td>£1.00</td></tr>
  <tr><td>Concession</td><td>£3.10</td><td>£4.30</td></tr></table>
  <h2>Classes</h2><table><tr><th></th><th>Members</th><th>Everyone else</th></tr>
  <tr><td>Aquafit</td><td>£3.50</td><td>£6.00</td></tr><tr><td>Swim school, a term</td><td>£55</td><td>£66</td></tr></table>
  <h2>Pools</h2><dl><dt>Main pool</dt><dd>25 metres, kept at 28°C</dd><dt>Teaching pool</dt><dd>10 metres,
  0.8 metres deep</dd></dl>`,
);
const CAFE = page(
  "/cafe",
  `<h1>Poolside café</h1><p>Hot food stops at 14:00 every day; the baths stay open until 21:00.</p>
  <table><tr><th></th><th>Drink in</th><th>Take-away</th></tr><tr><td>Latte</td><td>£3.30</td><td>£2.90</td></tr>
  <tr><td>Tea</td><td>£2.40</td><td>£2.00</td></tr></table>
  <h2>Café hours</h2><table><tr><th>Day</th><th>Baths</th><th>Café</th></tr>
  <tr><td>Monday</td><td>07:00–21:00</td><td>Closed</td></tr><tr><td>Tuesday</td><td>07:00–21:00</td><td>09:00–16:00</td></tr></table>
  <h2>Reading corner</h2><table><tr><th>Month</th><th>Book</th><th>Author</th></tr>
  <tr><td>January</td><td>Deep Water</td><td>Roger Deakin</td></tr></table>`,
);
const NEWS = page(
  "/news",
  `<h1>News</h1><article><h2>New prices</h2><p>1 September 2026</p><p>From today an adult off-peak swim costs £4.90,
  up from £4.50. A latte to drink in is now £3.30.</p></article>
  <article><h2>Teaching pool</h2><p>2 November 2026</p><p>The teaching pool closes from Monday 7 December to Friday
  18 December for new tiles.</p></article>`,
);

const NOW = new Date("2026-11-26T10:00:00Z");
const ask = (question: string, pages = [PRICES, CAFE, NEWS]) => {
  const outcome = answerQuestion(pages, parseQuestion(question, NOW));
  return "found" in outcome ? outcome.found.text : "not found";
};

describe("columns and changes as people say them", () => {
  it("reads 'to have in' as the eat-in column and 'take away' as the take-away one", () => {
    expect(ask("how much is a latte to have in", [CAFE])).toBe("Latte: Drink in £3.30");
    expect(ask("how much is a tea to take away", [CAFE])).toBe("Tea: Take-away £2.00");
  });

  it("reads 'if I'm not a member' and 'for non members' as the column of everyone else", () => {
    expect(ask("aquafit if im not a member how much", [PRICES])).toBe("Aquafit: Everyone else £6.00");
    expect(ask("cost of a term of swim school for non members", [PRICES])).toBe(
      "Swim school, a term: Everyone else £66",
    );
  });

  it("reads 'a friend of the baths' as the Friends column, and no group asked as the standard price", () => {
    const hire = page(
      "/hire",
      `<h1>Hire the studio</h1><table><tr><th></th><th>Standard</th><th>Friends and charities</th></tr>
      <tr><td>Weekday</td><td>£30</td><td>£24</td></tr><tr><td>Saturday</td><td>£35</td><td>£28</td></tr></table>
      <h2>Opening</h2><table><tr><th></th><th>Bookshop</th><th>Café</th></tr>
      <tr><td>Sunday</td><td>11:00–16:00</td><td>10:00–15:00</td></tr></table>`,
    );
    expect(ask("how much to hire the studio on a saturday for a friend of the baths", [hire])).toBe(
      "Saturday: Friends and charities £28",
    );
    expect(ask("how much to hire the studio on a saturday", [hire])).toBe("Saturday: Standard £35");
    // "Weir Street Books" is the bookshop, not its café.
    expect(ask("what time does weir street books open on a sunday", [hire])).toBe(
      "Sunday: Bookshop 11:00–16:00",
    );
  });

  it("picks the column whose definition takes in the days and the part of the day asked", () => {
    expect(ask("how much is an adult swim at the weekend", [PRICES])).toBe("Adult: Peak £6.10");
    expect(ask("concession price on a weekday morning", [PRICES])).toBe("Concession: Off-peak £3.10");
    // A weekday alone is in both definitions: which price is meant is not known.
    expect(ask("how much is an adult swim on a tuesday", [PRICES])).not.toMatch(/£4\.90|£6\.10/);
  });

  it("answers the price before a change with the value the page gives as the earlier one, or not at all", () => {
    expect(ask("what was an adult off peak swim before the price rise", [NEWS])).toMatch(/^£4\.50 before/);
    expect(ask("what did a latte cost before the prices went up", [NEWS])).toBe("not found");
  });

  it("reads who wrote a book as its author, and a depth only from a record that says one", () => {
    expect(ask("who wrote the january book", [CAFE])).toBe("January: Author Roger Deakin");
    expect(ask("how deep is the teaching pool", [PRICES])).toMatch(/0\.8 metres deep/);
    expect(ask("how deep is the deep end of the main pool", [PRICES])).toBe("not found");
    expect(ask("what temperature is the main pool kept at", [PRICES])).toMatch(/28°C/);
  });

  it("takes a day's own row over a sentence saying 'every day' of something else", () => {
    expect(ask("is the cafe open on mondays", [CAFE])).toMatch(/^No — /);
  });

  it("reads 'when is it shut for …' as the dates of a closure", () => {
    expect(ask("when is the teaching pool shut for retiling", [NEWS])).toMatch(
      /7 December to Friday 18 December/,
    );
  });

  it("counts the people who work somewhere, not their work", () => {
    expect(parseQuestion("how many staff work at the baths", NOW).target).toBe("staff");
  });
});

// A home page's sentences, which the navigator reads first: none of them answers what it does not say.
const HOME = page(
  "/",
  `<h1>Weir Street Baths</h1><p>A not-for-profit pool by Weir Street Park since 1998: the baths stay open all year.</p>
  <p>We run swimming lessons and two clubs. <a href="/clubs">Read more</a></p>`,
);

describe("a home page's sentences answer only what they say", () => {
  it("says no yes or no from a word of another thing ('not-for-profit', 'Park') or of the place alone", () => {
    expect(ask("is there free parking at the baths", [HOME])).toBe("not found");
    expect(ask("is there a cafe at weir street baths", [HOME])).toBe("not found");
  });

  it("answers 'which days' only from a record naming days, and 'the warmest' never from a sentence", () => {
    expect(ask("on which days are the baths open after six", [HOME])).toBe("not found");
    expect(parseQuestion("which is the warmest pool", NOW).extreme).toEqual({ highest: true, by: "number" });
  });

  it("reads an age group's bracketed range as ages, and no price of a sentence giving none", () => {
    const youth = page(
      "/swim",
      `<h1>Swim prices</h1><p>Members swim free at any time.</p><table><tr><th></th><th>Price</th></tr>
      <tr><td>Junior (4 to 17)</td><td>£3.20</td></tr><tr><td>Adult (18 to 64)</td><td>£5.00</td></tr></table>`,
    );
    expect(ask("how much for my 12 year old to swim", [youth])).toBe("Junior (4 to 17): Price £3.20");
  });

  it("gives no time for a day no record says, and no price a sentence gives of another kind of the thing", () => {
    const orders = page(
      "/orders",
      "<h1>Orders</h1><dl><dt>How long</dt><dd>Two days if you order by 15:00</dd></dl>",
    );
    expect(ask("what time do the baths open on a sunday", [orders])).toBe("not found");
    const news = page(
      "/news",
      `<h1>News</h1><article><h2>Café prices</h2><p>1 October 2026</p><p>From today a latte to drink in is £3.30 and a
      tea £2.40. Take-away prices haven't changed.</p></article>`,
    );
    expect(ask("how much is a takeaway tea", [news])).toBe("not found");
  });
});
