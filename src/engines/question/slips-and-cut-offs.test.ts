import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { inForce } from "./former";
import { candidatesOf } from "./match";
import { parseQuestion } from "./question";
import { oneSlipApart, spelledAsPages } from "./spelling";

// Questions a florist's and a nursery's customers ask, on a flower shop's and a playgroup's pages of this file's
// own: a word mistyped, a yes or a no said without either word (refundable, charged, poisonous, a cut-off), the
// clause of a list about the thing asked, an age in months, and today's price beside one to come.

const NOW = new Date("2026-11-26T10:00:00Z");
const shop = (path: string, title: string, main: string) =>
  recordsPage(`https://bramblestems.example${path}`, `${title} | Bramble Stems`, main);
const group = (path: string, title: string, main: string) =>
  recordsPage(`https://acornplay.example${path}`, `${title} | Acorn Playgroup`, main);
type Page = ReturnType<typeof shop>;
const ask = (pages: Page[], question: string) => answerText(pages, question, NOW);

const CARE = shop(
  "/care",
  "Flower care",
  `<h1>Flower care</h1><h2>Lilies and pets</h2><p>Every part of a lily is poisonous to cats, even the pollen. Ask
  for a bouquet without them if you have a cat.</p><h2>Roses</h2><p>Cut the stems at an angle every two days.</p>`,
);
const DELIVERY = shop(
  "/delivery",
  "Delivery",
  `<h1>Delivery</h1><dl><dt>Same day</dt><dd>Order by 14:00 Monday to Friday, or by 10:30 on a Saturday, for
  delivery the same day</dd><dt>Sundays</dt><dd>No deliveries. Orders after the Saturday cut-off go out on
  Monday.</dd></dl>`,
);
const CLASSES = shop(
  "/classes",
  "Classes",
  `<h1>Classes</h1><table><tr><th>Date</th><th>Class</th><th>Spaces</th></tr><tr><td>Friday 4 December
  2026</td><td>Door wreath</td><td>Full: waiting list</td></tr><tr><td>Friday 11 December 2026</td><td>Table
  centrepiece</td><td>3 left</td></tr></table>`,
);
const SYMPATHY = shop(
  "/sympathy",
  "Funeral flowers",
  `<h1>Funeral flowers</h1><dl><dt>Notice</dt><dd>At least 2 working days before the funeral for sprays and
  posies, and 4 working days for letters and hearts</dd><dt>Deposit</dt><dd>£40 on ordering, not refundable</dd>
  </dl>`,
);
const FEES = group(
  "/fees",
  "Fees",
  `<h1>Fees</h1><table><caption>Fees a session</caption><tr><th>Age</th><th>Full day</th><th>Morning</th>
  <th>Afternoon</th></tr><tr><th>Under 2</th><td>£70</td><td>£41</td><td>£38</td></tr><tr><th>2 to 3</th>
  <td>£66</td><td>£39</td><td>£35</td></tr></table><p>From 1 June 2027 a full day for under-2s will be £74.</p>
  <p>We're a nut-free playgroup. We don't charge for the week between Christmas and New Year; bank holidays are
  charged as usual.</p>`,
);

describe("a word mistyped", () => {
  it("is read as the one word of the pages a slip away from it", () => {
    expect(oneSlipApart("lilly", "lily")).toBe(true);
    expect(oneSlipApart("calender", "calendar")).toBe(true);
    expect(oneSlipApart("recieve", "receive")).toBe(true);
    expect(oneSlipApart("lilly", "silly")).toBe(true);
    expect(oneSlipApart("bouquet", "banquet")).toBe(false);
    expect(ask([CARE], "are lillies ok in a house with a cat")).toMatch(/^No — .*poisonous to cats/);
  });

  it("stays as typed when two words of the pages are as near", () => {
    const pages = [shop("/hire", "Hire", "<h1>Hire</h1><p>We hire bikes. Straw bales are £4.</p>")];
    const q = parseQuestion("do you sell bakes", NOW);
    expect(spelledAsPages(candidatesOf(pages), q).terms).toEqual(q.terms);
  });

  it("stays as typed when it is a word of its own", () => {
    const pages = [shop("/post", "Post", "<h1>Post</h1><p>We send parcels by courier.</p>")];
    const q = parseQuestion("how much do i need to spend for free delivery", NOW);
    expect(spelledAsPages(candidatesOf(pages), q).terms).toContain("spend");
  });
});

describe("a yes or a no said without either word", () => {
  it("reads a class that is full, however its making is said", () => {
    expect(ask([CLASSES], "is the door wreath making on fri 4th dec full?")).toMatch(/^Yes — /);
  });

  it("reads a deposit that is not refundable as a no to getting it back", () => {
    expect(ask([SYMPATHY], "do we get the deposit back if we cancel")).toMatch(/^No — .*not refundable/);
  });

  it("reads a place said to be free of what is asked, and what is charged", () => {
    expect(ask([FEES], "is the playgroup nut free?")).toBe("Yes — We're a nut-free playgroup.");
    expect(ask([FEES], "do we still pay for bank holidays when you're shut")).toMatch(/^Yes — /);
    expect(ask([FEES], "do we pay for the week between christmas and new year")).toMatch(/^No — /);
  });

  it("reads the clause of the holiday asked, not another place's opening", () => {
    const home = shop(
      "/",
      "Bramble Stems",
      `<h1>Bramble Stems</h1><dl><dt>Christmas</dt><dd>Both shops shut from 25 to 27 December and on 1 January; the
      market stall opens on Monday 28 December.</dd></dl>`,
    );
    expect(ask([home], "is the market stall open on new year's day")).toMatch(/^No — /);
  });

  it("compares the time asked with the cut-off for its day", () => {
    expect(ask([DELIVERY], "if i order at 12 on a saturday will it still go out the same day")).toMatch(
      /^No — /,
    );
    expect(ask([DELIVERY], "if i order at 10am on a saturday will it still go out the same day")).toMatch(
      /^Yes — /,
    );
    expect(ask([DELIVERY], "whats the cut off for same day delivery mon-fri")).toBe(
      "Same day: Order by 14:00 Monday to Friday",
    );
  });
});

describe("the part of a record about the thing asked", () => {
  it("takes the clause of the list naming the thing, not the label's word", () => {
    expect(ask([SYMPATHY], "how much notice do you need for funeral letters")).toBe(
      "4 working days for letters and hearts",
    );
  });

  it("reads an age in months and a session's part of the day, at today's price", () => {
    expect(ask([FEES], "full day for my 18 month old, how much")).toBe("Under 2: Full day £70");
    expect(ask([FEES], "afternoon session price for a 2 year old")).toBe("2 to 3: Afternoon £35");
    const saws = group(
      "/saws",
      "Saws",
      `<h1>Saws</h1><table><tr><th>Item</th><th>A day</th><th>A week</th></tr><tr><td>Floor saw</td><td>£85</td>
      <td>£170</td></tr></table><dl><dt>From 4 January 2027</dt><dd>The floor saw goes up to £92 a day and £184 a week</dd></dl>`,
    );
    expect(ask([saws], "floor saw per day from jan")).toMatch(/£92 a day/);
    const said = ["Floor saw — A day £85", "From 4 January 2027: The floor saw goes up to £92 a day"];
    expect(inForce(said, (t) => t, parseQuestion("floor saw per day from jan", NOW))).toEqual([said[1]]);
    expect(inForce(said, (t) => t, parseQuestion("floor saw per day", NOW))).toEqual([said[0]]);
    expect(ask([saws], "how much is the floor saw a day")).toBe("Floor saw: A day £85");
    expect(ask([FEES], "how much will a full day be for my 1 year old from june")).toMatch(/£74/);
  });
});
