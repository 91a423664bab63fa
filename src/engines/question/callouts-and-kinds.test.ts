import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Rules read from the misses of a plumber's and a car wash's pages, on an electrician's pages of this file's own:
// call-out charges by day and hour (past midnight too), a plan's feature table said as "No call-out charge", a
// surcharge by area, a limit in money, the noun a "what's the …" asks of, numbers that name, a yes said of
// another day, a name before the plural asked of, jobs with closing dates, the question's case said first, and a
// price table's columns defined by a sentence of the page.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://sparkright.example${path}`, `${title} | Sparkright Electrical`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const CALL_OUTS = page(
  "/call-outs",
  "Emergencies",
  `<h1>Emergencies</h1><p>Our emergency line is answered 24 hours a day on 01632 400 900.</p><table>
  <caption>Call-out charges</caption><tr><th>When</th><th>Call-out (first hour)</th><th>Each extra hour</th></tr>
  <tr><td>Monday to Friday, 08:00–18:00</td><td>£70</td><td>£40</td></tr><tr><td>Saturday, 08:00–20:00</td>
  <td>£95</td><td>£50</td></tr><tr><td>Sunday, 08:00–20:00</td><td>£120</td><td>£55</td></tr>
  <tr><td>Nights, 20:00–08:00, any day</td><td>£150</td><td>£65</td></tr></table>`,
);
const PLANS = page(
  "/plans",
  "Cover plans",
  `<h1>Cover plans</h1><table><caption>Our plans</caption><tr><th></th><th>Basic, £9 a month</th>
  <th>Plus, £16 a month</th></tr><tr><td>Annual safety check</td><td>✓</td><td>✓</td></tr>
  <tr><td>No call-out charge</td><td>✗</td><td>✓</td></tr><tr><td>£300 towards rewiring if a fault can't be
  fixed</td><td>✗</td><td>✓</td></tr><tr><td>Repairs limit each year</td><td>None</td><td>£1,200</td></tr>
  </table>`,
);
const AREAS = page(
  "/areas",
  "Where we work",
  `<h1>Where we work</h1><table><caption>Travel</caption><tr><th>Postcodes</th><th>Places</th>
  <th>Travel surcharge</th></tr><tr><td>KX1, KX2</td><td>Kestlow town</td><td>None</td></tr><tr><td>KX5</td>
  <td>Ambridge and Coldby</td><td>£12</td></tr><tr><td>KX7</td><td>Farley Cross</td><td>£18</td></tr></table>`,
);
const TEAM = page(
  "/team",
  "Our electricians",
  `<h1>Our electricians</h1><div class="card"><h3>Rhys Talbot</h3><p>Approved electrician</p>
  <p>NICEIC no. E40211</p><p>Monday to Friday</p></div><div class="card"><h3>Nadia Sparkes</h3>
  <p>EV charger installer</p><p>NICEIC no. E52870</p><p>Monday to Friday, and one Saturday in two</p></div>
  <div class="card"><h3>Owen Price</h3><p>Emergency electrician</p><p>NICEIC no. E61433</p>
  <p>On call for nights and weekends</p></div>`,
);
const HOME = page(
  "/",
  "Sparkright Electrical",
  `<h1>Sparkright Electrical</h1><p>Our EV charger installer fits chargers for homes across Kestlow.</p>
  <p>We have been wiring Kestlow since 2009.</p>`,
);
const JOBS = page(
  "/jobs",
  "Work with us",
  `<h1>Work with us</h1><p>Want a Kestlow apprenticeship? There's a wait for most places: see Join the queue.</p><div class="card"><h3>Apprentice electrician, Kestlow</h3><p>Closes 4 December 2026</p>
  <p>Full time, with college on Thursdays.</p></div><div class="card"><h3>Office assistant, Farley</h3>
  <p>Closes 11 December 2026</p><p>Part time, mornings.</p></div><div class="card"><h3>Electrician, Kestlow</h3>
  <p>Closes 18 December 2026</p><p>Full time, £38,000 a year.</p></div>`,
);
const FAQ = page(
  "/faq",
  "Questions",
  `<h1>Questions</h1><h2>Do you fit EV chargers?</h2><p>Yes, for homes and small businesses: ring the office.</p>
  <h2>Is there WiFi in your waiting room?</h2><p>Free wifi and coffee while you wait.</p>
  <dl><dt>Do you do landlord certificates?</dt><dd>Yes, for rented homes: ring the office</dd></dl>`,
);
const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><article><h2>Christmas opening</h2><p>20 November 2026</p><p>The office closes at 13:00 on
  24 December and opens again on Monday 4 January. On the 27th of December the showroom opens 10:00–14:00.</p>
  </article><article><h2>No more booking fee</h2><p>2 September 2026</p><p>From today we've scrapped the £5
  booking fee for good.</p></article><article><h2>New prices</h2><p>1 November 2026</p><p>A safety check went up
  from £60 to £65, and a new socket from £45 to £50.</p></article>`,
);
const SHOWROOMS = page(
  "/showrooms",
  "Showrooms",
  `<h1>Showrooms</h1><table><caption>Opening hours</caption><tr><th>Day</th><th>Kestlow</th><th>Farley</th></tr>
  <tr><td>Monday</td><td>07:30–17:00</td><td>08:30–17:00</td></tr><tr><td>Tuesday</td><td>07:30–17:00</td>
  <td>08:30–19:00</td></tr><tr><td>Saturday</td><td>09:00–13:00</td><td>09:00–16:00</td></tr></table>`,
);

const PRICES = page(
  "/prices",
  "Prices",
  `<h1>Prices</h1><p>Prices by the size of your home. Not sure which? Small is a flat or terraced house, medium a
  semi-detached house or bungalow, and large a detached house or farmhouse.</p><table><caption>Prices</caption>
  <tr><th>Job</th><th>Small</th><th>Medium</th><th>Large</th></tr><tr><td>Full rewire</td><td>£3,000</td>
  <td>£4,200</td><td>£5,800</td></tr><tr><td>Safety check</td><td>£65</td><td>£80</td><td>£95</td></tr></table>
  <table><caption>Small jobs</caption><tr><th>Job</th><th>Repair</th><th>Replace</th></tr><tr><td>Light fitting</td>
  <td>£45</td><td>£80</td></tr></table>`,
);

const HIRE = page(
  "/hire",
  "Tower hire",
  `<h1>Tower hire</h1><p>Every tower comes with 250 miles of free delivery a week and a clean deck.</p><table>
  <tr><th>Tower</th><th>Per day</th><th>Weekend</th><th>Per week</th></tr><tr><td>Small tower</td><td>£30</td>
  <td>£55</td><td>£90</td></tr><tr><td>Tall tower</td><td>£45</td><td>£70</td><td>£130</td></tr></table>`,
);
const SIZES = page(
  "/hire/sizes",
  "Tower sizes",
  `<h1>Tower sizes</h1><table><tr><th>Tower</th><th>Deck length</th><th>Height</th></tr><tr><td>Small tower</td>
  <td>1.8 m</td><td>4 m</td></tr><tr><td>Tall tower</td><td>2.5 m</td><td>8 m</td></tr></table>`,
);

describe("call-outs, plans and travel", () => {
  it("reads a call out as a charge, by the day and the hour asked, past midnight too", () => {
    expect(parseQuestion("how much is a call out on a sunday", NOW).type).toBe("price");
    expect(ask([CALL_OUTS], "how much is a call out on a sunday")).toContain("£120");
    expect(
      ask([CALL_OUTS], "if my fuse box packs up at 2am on a tuesday how much is the call out"),
    ).toContain("£150");
  });

  it("reads a feature said as its absence the right way round, and a limit in money", () => {
    expect(ask([PLANS, CALL_OUTS], "if im on the basic plan do i have to pay a call out fee")).toMatch(
      /^Yes/,
    );
    expect(ask([PLANS, CALL_OUTS], "if im on the plus plan do i still have to pay a call out fee")).toMatch(
      /^No/,
    );
    expect(ask([PLANS], "are call outs free on the basic plan")).toMatch(/^No/);
    expect(ask([PLANS], "whats the yearly repairs limit on plus")).toContain("£1,200");
  });

  it("asks the price of a surcharge where the asker is", () => {
    expect(ask([AREAS], "is there a travel surcharge to farley cross, how much")).toContain("£18");
    expect(ask([AREAS], "i'm in ambridge, do sparkright add anything for travel?")).toContain("£12");
  });
});

describe("what is asked of, and by whom", () => {
  it("asks of the noun before its place, and of a number that names", () => {
    expect(parseQuestion("whats the wifi password in the waiting room", NOW).head).toBe("password");
    expect(ask([FAQ], "whats the wifi password in the waiting room")).toBe("not found");
    expect(parseQuestion("whats the niceic number of the ev charger installer", NOW).type).not.toBe("count");
    expect(ask([TEAM], "whats the niceic number of the ev charger installer")).toContain("E52870");
    expect(ask([HOME], "whats the niceic number of the ev charger installer")).toBe("not found");
    expect(parseQuestion("what's the total number of electricians", NOW).type).toBe("count");
  });

  it("lists the plural after a name, and jobs whose first line is their closing date", () => {
    const saturdays = ask([TEAM], "which sparkright electricians work on saturdays");
    expect(saturdays).toContain("Nadia Sparkes");
    expect(saturdays).toContain("Owen Price");
    expect(saturdays).not.toContain("Rhys Talbot");
    const jobs = ask([JOBS], "what jobs have they got going in kestlow");
    expect(jobs).toContain("Apprentice electrician");
    expect(jobs).toContain("Electrician, Kestlow");
    expect(jobs).not.toContain("Office assistant");
  });

  it("says a yes from a question and answer only of the day asked", () => {
    expect(ask([FAQ], "is the sparkright office open this saturday")).toBe("not found");
  });

  it("compares places that are a table's columns, earlier as earliest", () => {
    expect(ask([SHOWROOMS], "which showroom opens earlier on a monday")).toMatch(/^Kestlow/);
    expect(ask([SHOWROOMS], "which showroom is open latest on saturday")).toMatch(/^Farley/);
    // A question of the page's own answers nothing.
    expect(ask([JOBS], "which apprenticeship has the shorter waiting list")).toBe("not found");
    // Its hours are no one who works there.
    expect(ask([SHOWROOMS], "who works at the kestlow showroom on mondays")).toBe("not found");
  });
});

describe("a price table's columns", () => {
  it("names the column a sentence of the page defines by the thing the question says", () => {
    expect(ask([PRICES], "how much is a full rewire for our farmhouse")).toContain("£5,800");
    expect(ask([PRICES], "safety check price for my bungalow")).toContain("£80");
    expect(ask([PRICES], "whats the price of a safety check on a flat, we have 6 flats to let")).toContain(
      "£65",
    );
    expect(ask([PRICES], "whats the cheapest job for a large home")).toContain("£95");
  });

  it("reads fixing as a repair", () => {
    expect(ask([PRICES], "how much to fix a light fitting")).toContain("£45");
  });
});

describe("hire by the week, and a length", () => {
  it("reads a week's column, not the weekend's", () => {
    expect(ask([HIRE], "cheapest tower to hire for a week")).toContain("Per week: £90");
  });

  it("reads how long a thing is as a length the record names, never a distance said of something else", () => {
    expect(parseQuestion("how long is the deck on the tall tower", NOW).type).toBe("distance");
    expect(ask([HIRE], "how long is the deck on the tall tower")).toBe("not found");
    expect(ask([HIRE, SIZES], "how long is the deck on the tall tower")).toContain("2.5 m");
  });
});

describe("dates and earlier prices", () => {
  it("reads 'opens again' as reopening and an ordinal as the day of the month", () => {
    expect(ask([NEWS], "when does the office open again after christmas")).toContain("4 January");
    expect(ask([NEWS], "what hours is the showroom open on the 27th of december")).toContain("10:00–14:00");
  });

  it("gives a fee scrapped as the earlier price, and only of the thing asked", () => {
    expect(ask([NEWS], "what used to be the booking fee")).toMatch(/^£5 before/);
    expect(ask([NEWS], "what did a safety check cost before the price rise")).toMatch(/^£60 before/);
    expect(ask([NEWS], "what was the old price of a consumer unit")).toBe("not found");
  });
});
