import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { partTakingIn } from "./amounts";
import { askingClause } from "./asking-clause";
import { parseQuestion } from "./question";

// Questions a tool hire firm's and a cookery school's customers ask, on pages of this file's own: a deposit and a
// day rate said without "price", a distance and a weight a table's bands or a value's sentences give, a rule for
// an age group, hours on a day a sentence's weekdays leave out, what to bring, and why the asker asks.

const NOW = new Date("2026-11-26T10:00:00Z");
const hire = (path: string, title: string, main: string) =>
  recordsPage(`https://ashdownhire.example${path}`, `${title} | Ashdown Hire`, main);
const kitchen = (path: string, title: string, main: string) =>
  recordsPage(`https://saltandsage.example${path}`, `${title} | Salt & Sage`, main);
type Page = ReturnType<typeof hire>;
const ask = (pages: Page[], question: string) => answerText(pages, question, NOW);

const GARDEN = hire(
  "/garden",
  "Garden tools",
  `<h1>Garden tools</h1><table><tr><th>Item</th><th>A day</th><th>A week</th><th>Deposit</th></tr><tr><th>Log
  splitter</th><td>£70</td><td>£140</td><td>£250</td></tr><tr><th>Turf cutter</th><td>£65</td><td>£130</td>
  <td>£200</td></tr></table><p>From 4 January 2027 the turf cutter goes up to £72 a day and £144 a week.</p>`,
);
const DELIVERY = hire(
  "/delivery",
  "Delivery",
  `<h1>Delivery</h1><table><tr><th>Distance</th><th>Each way</th></tr><tr><th>Up to 5 miles</th><td>£12</td></tr>
  <tr><th>5 to 12 miles</th><td>£22</td></tr><tr><th>12 to 25 miles</th><td>£38</td></tr></table>`,
);
const SAFETY = hire(
  "/safety",
  "Safety",
  `<h1>Safety</h1><dl><dt>Vibration</dt><dd>The 10 kg breaker: up to 3 hours of trigger time a day. The 25 kg
  breaker: up to 50 minutes a day</dd></dl>`,
);
const YOUNG = kitchen(
  "/young-cooks",
  "Young cooks",
  `<h1>Young cooks</h1><dl><dt>Under 8</dt><dd>Family classes only, with an adult</dd><dt>13 and 14</dt><dd>They can
  also come to an adult class, with an adult who's booked too</dd></dl>`,
);
const VISIT = kitchen(
  "/visit",
  "Visiting",
  `<h1>Visiting</h1><h2>The Loft Kitchen</h2><p>12 Ropewalk, Dunmere, behind the market. The kitchen is up two
  flights of stairs; there's no lift.</p><h2>Opening</h2><p>The Loft Kitchen's last class before Christmas is on
  Saturday 19 December. The office answers the phone Monday to Friday, 09:00 to 17:00.</p><h2>Your first
  class</h2><dl><dt>Aprons and knives</dt><dd>We lend both; you don't need to bring any equipment</dd>
  <dt>Bring</dt><dd>Two lidded boxes to take your food home</dd><dt>Drinks</dt><dd>Bring your own wine to an evening
  class</dd></dl>`,
);

describe("money said without saying price", () => {
  it("reads a deposit from its column and a rate per day from the sentence of the month asked", () => {
    expect(parseQuestion("deposit on the log splitter", NOW)).toMatchObject({
      type: "price",
      terms: ["deposit", "log", "splitter"],
    });
    expect(ask([GARDEN], "deposit on the log splitter")).toBe("Log splitter: Deposit £250");
    expect(parseQuestion("turf cutter per day from jan", NOW).type).toBe("price");
    expect(ask([GARDEN], "turf cutter per day from jan")).toContain("£72 a day");
  });
});

describe("amounts a band or a sentence gives", () => {
  it("reads the band of miles that takes the distance in", () => {
    expect(ask([DELIVERY], "how much is delivery 15 miles away")).toContain("£38");
  });

  it("reads the sentence of a value about the weight asked", () => {
    expect(ask([SAFETY], "how long can i use the 25kg breaker for in a day")).toBe(
      "The 25 kg breaker: up to 50 minutes a day",
    );
    expect(partTakingIn(["The 10 kg breaker", "The 25 kg breaker"], [{ n: 25, unit: "kg" }])).toBe(
      "The 25 kg breaker",
    );
    expect(partTakingIn(["The 10 kg breaker", "The breaker"], [{ n: 25, unit: "kg" }])).toBeUndefined();
  });

  it("answers nothing of a weight or a distance from pages that give none", () => {
    expect(ask([GARDEN], "what's the deposit on a 25kg breaker")).toBe("not found");
    expect(ask([GARDEN], "how much to deliver a turf cutter 8 miles away")).toBe("not found");
  });
});

const SUPPER = kitchen(
  "/supper-club",
  "Supper club",
  `<h1>Supper club</h1><p>Once a month Salt &amp; Sage runs a supper club at one long table.</p><dl><dt>When</dt><dd>The
  last Friday of the month at 19:30</dd><dt>Price</dt><dd>£42 a head</dd></dl>`,
);
const CLASSES = kitchen(
  "/classes",
  "Classes",
  `<h1>Classes</h1><table><tr><th>Class</th><th>Date</th><th>Price</th></tr><tr><td>Tapas</td><td>Saturday 23
  January 2027</td><td>£85</td></tr></table>`,
);

const KITCHENS = kitchen(
  "/kitchens",
  "Our kitchens",
  `<h1>Our kitchens</h1><h2>The Loft Kitchen</h2><dl><dt>Dress code</dt><dd>Flat shoes; aprons lent</dd></dl><h2>The
  Barn Kitchen</h2><dl><dt>Dress code</dt><dd>Wellies in winter, for the yard</dd></dl>`,
);
const YOUNG_CLASSES = kitchen(
  "/young-classes",
  "Young cooks' classes",
  `<h1>Young cooks' classes</h1><table><tr><th>Class</th><th>Ages</th><th>Price</th></tr><tr><td>Teen Cooks:
  pizza</td><td>12 to 16</td><td>£45</td></tr><tr><td>Little Bakers</td><td>7 to 11</td><td>£35</td></tr><tr><td>Teen
  Cooks: street food</td><td>12 to 16</td><td>£45</td></tr></table>`,
);

describe("one of several records with the field asked", () => {
  it("reads the one under the heading of the place asked, or either when they agree", () => {
    expect(ask([KITCHENS], "whats the dress code for the barn kitchen")).toBe(
      "Dress code: Wellies in winter, for the yard",
    );
    expect(ask([YOUNG_CLASSES], "what ages are the teen cooks classes for")).toBe(
      "Teen Cooks: pizza: Ages 12 to 16",
    );
  });
});

describe("a price asked after a yes or no", () => {
  it("reads the price, whether asked in a sentence of its own or a clause", () => {
    expect(parseQuestion("does salt & sage run a supper club? how much a head", NOW).type).toBe("price");
    expect(parseQuestion("can salt and sage sharpen my knives, what does it cost", NOW).type).toBe("price");
    expect(ask([SUPPER], "does salt & sage run a supper club? how much a head")).toBe("Price: £42 a head");
  });

  it("never answers what allergens a class has from a timetable that says none", () => {
    expect(ask([CLASSES], "what allergens are in salt & sage's tapas class")).toBe("not found");
    // (Nor when another page read says allergens: the record must.)
    const booking = kitchen(
      "/book",
      "Book",
      "<h1>Book</h1><p>The allergens each class cooks with are on our allergy page.</p>",
    );
    expect(ask([CLASSES, booking], "what allergens are in salt & sage's tapas class")).toBe("not found");
  });
});

describe("yes or no as a careful reader says it", () => {
  it("takes an age group's rule for its own ages only", () => {
    expect(ask([YOUNG], "can my 14 yr old come to an adult class with me")).toMatch(/^Yes — .*13 and 14/);
    expect(ask([YOUNG], "can my 9 yr old come to an adult class with me")).not.toMatch(
      /^(?:Yes|No) — .*Under 8/,
    );
  });

  it("reads the sentence naming the thing asked for, and leaves why the asker asks aside", () => {
    expect(askingClause("is there a lift at the loft kitchen, my dad uses a wheelchair")).toBe(
      "is there a lift at the loft kitchen",
    );
    expect(askingClause("can my two come, they're 8")).toBe("can my two come, they're 8");
    expect(ask([VISIT], "is there a lift at the loft kitchen, my dad uses a wheelchair")).toMatch(/^No — /);
  });
});

describe("what a question asks beside its words", () => {
  it("never answers a day's hours from a sentence whose weekdays leave the day out", () => {
    expect(ask([VISIT], "what time does the loft kitchen open on saturday")).not.toContain("09:00 to 17:00");
  });

  it("reads what to bring from the label that says it", () => {
    expect(ask([VISIT], "what do i need to bring to a class")).toBe(
      "Bring: Two lidded boxes to take your food home",
    );
  });

  it("keeps a free-of word that is denied as a term, not as what the answer is without", () => {
    expect(parseQuestion("which classes cant do gluten free", NOW).exclude).toEqual([]);
    expect(parseQuestion("which classes are gluten free", NOW).exclude).toEqual(["gluten"]);
  });
});
