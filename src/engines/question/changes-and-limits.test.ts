import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Rules read from the misses of a bakery's and a tennis club's pages, on pages of this file's own: the option a
// diet names and what it adds, a list's names that are no prices, an allergen column, the value a change leads to,
// what a place has on a day, a limit that is no count, the things a count must have, and a clause without it; then
// a cinema's and a riding school's: a minimum length of hire, an extra said by its own label, the dates asked,
// what is on at a time, a team's cards by their headings, the cheapest of things named so, a thing without it.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://bakes.example${path}`, `${title} | Ashdown Bakehouse`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const CAKES = page(
  "/cakes",
  "Cakes to order",
  `<h1>Cakes to order</h1><table><caption>Prices</caption><tr><th>Size</th><th>Sponge</th><th>Fudge</th></tr>
  <tr><td>7 inch</td><td>£40</td><td>£46</td></tr><tr><td>9 inch</td><td>£55</td><td>£62</td></tr></table>
  <dl><dt>Dairy-free</dt><dd>Any fudge cake, add £7</dd><dt>Vegan</dt><dd>Sponge only, add £5</dd>
  <dt>Writing</dt><dd>Free, up to 25 letters</dd></dl>`,
);
const MENU = page(
  "/menu",
  "What we bake",
  `<h1>What we bake</h1><table><caption>Cakes</caption><tr><th>Cake</th><th>Slice</th><th>Whole cake</th>
  <th>Contains</th></tr><tr><td>Banana loaf</td><td>£3</td><td>£18</td><td>Wheat, eggs, pecans</td></tr>
  <tr><td>Maple and pecan</td><td>£3.50</td><td>£25</td><td>Wheat, eggs, milk, pecans</td></tr>
  <tr><td>Plain sponge</td><td>£3</td><td>£20</td><td>Wheat, eggs, milk</td></tr>
  <tr><td>Vegan lime drizzle</td><td>£3.40</td><td>£24</td><td>Wheat, soya</td></tr></table>
  <table><caption>Bread</caption><tr><th>Loaf</th><th>Price</th><th>Baked</th></tr>
  <tr><td>Farmhouse white</td><td>£3</td><td>Every day</td></tr><tr><td>Dark rye</td><td>£4.50</td>
  <td>Monday and Thursday</td></tr><tr><td>Olive ciabatta</td><td>£4</td><td>Wednesday and Saturday</td></tr></table>`,
);
const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><article><h2>Prices from March</h2><p>From 1 March 2027 a large loaf goes up from £3 to £3.20,
  a small loaf from £1.80 to £2 and a bap from 60p to 70p.</p></article>`,
);
const CLASSES = page(
  "/classes",
  "Learn to bake",
  `<h1>Learn to bake</h1><table><caption>Classes</caption><tr><th>Class</th><th>Date</th><th>Price</th></tr>
  <tr><td>Bread for beginners</td><td>Saturday 9 January 2027</td><td>£70</td></tr>
  <tr><td>Choux pastry</td><td>Sunday 17 January 2027</td><td>£80</td></tr>
  <tr><td>Bread for beginners</td><td>Saturday 6 February 2027</td><td>£70</td></tr></table>
  <dl><dt>Group size</dt><dd>Up to 6 (children's classes up to 12)</dd></dl>`,
);
const YARD = page(
  "/yard",
  "The yard",
  `<h1>The yard</h1><p>There are five pitches at the yard. Pitches 1 to 3 are grass with floodlights, and pitches
  4 and 5 are gravel pitches without lights.</p><dl><dt>Van hire</dt><dd>£9 an hour, on top of the pitch (pitches
  are free for Ashdown members)</dd></dl>`,
);

describe("a bakery's and a yard's pages", () => {
  it("prices the option a diet names, with what it adds", () => {
    expect(parseQuestion("how much more is a fudge cake dairy free", NOW).terms).toContain("dairy free");
    expect(ask([CAKES], "how much more is it to have a fudge cake dairy free")).toBe(
      "Dairy-free: Any fudge cake, add £7",
    );
    // What a thing is free of is no price: the writing's "Free" is still one.
    expect(ask([CAKES], "how much is the writing on a cake")).toContain("Free");
  });

  it("names a list's rows by their header, not by a price column the thing names", () => {
    const pecans = ask([MENU], "which cakes have pecans in them");
    expect(pecans).toMatch(/^Banana loaf, Maple and pecan\n/);
    expect(pecans).not.toContain("Plain sponge");
  });

  it("reads what is in a thing from its Contains column", () => {
    expect(ask([MENU], "what allergens are in the vegan lime drizzle")).toBe(
      "Vegan lime drizzle: Contains Wheat, soya",
    );
  });

  it("gives the value a change leads to, of the one thing asked", () => {
    expect(ask([NEWS], "what's a small loaf going up to in march")).toBe("a small loaf £2");
    expect(ask([NEWS], "what is the bap price rising to")).toBe("a bap 70p.");
    // A clause after the first tells its thing by a word the first does not say.
    expect(ask([NEWS], "what did a large loaf cost before the price rise")).toContain("£3 before the change");
  });

  it("lists what a place has on a day, however the thing is counted", () => {
    expect(parseQuestion("what bread does ashdown have on a saturday", NOW).type).toBe("list");
    const saturday = ask([MENU], "what bread does ashdown bakehouse have on a saturday");
    expect(saturday).toMatch(/^Farmhouse white, Olive ciabatta\n/);
    expect(saturday).not.toContain("Dark rye");
  });

  it("counts each dated row, and takes a limit for no count", () => {
    expect(ask([CLASSES], "how many baking classes have ashdown got coming up")).toMatch(/^3 \(/);
    expect(ask([CLASSES], "how many children can come to a class")).toContain("12");
  });

  it("says no of a thing the clause about the one asked has it without", () => {
    expect(ask([YARD], "are there floodlights on the gravel pitches")).toMatch(/^No — /);
    expect(ask([YARD], "are there floodlights on the grass pitches")).toMatch(/^Yes — /);
    // A count of things that have something, from a sentence counting them all, is not found.
    expect(ask([YARD], "how many pitches at the yard have a roof")).toBe("not found");
  });

  it("tells a value's parts apart by what the question says beside the site's name", () => {
    expect(ask([YARD], "how much is the van at ashdown bakehouse")).toBe("Van hire: £9 an hour");
  });

  const HIRE = page(
    "/hire",
    "Hire a room",
    `<h1>Hire a room</h1><p>Both rooms can be hired for parties, with food from our kitchen.</p><table><caption>Room
    hire</caption><tr><th>Room</th><th>Price per hour</th><th>Minimum hire</th><th>When</th></tr><tr><td>Barn</td>
    <td>£60</td><td>4 hours</td><td>Evenings, 18:00–23:00</td></tr><tr><td>Loft</td><td>£30</td><td>2 hours</td>
    <td>Any time, 09:00–23:00</td></tr></table><dl><dt>Price</dt><dd>£15 a guest, for at least 10 guests</dd>
    <dt>Food</dt><dd>Bring your own, or have our buffet at £9 a guest</dd></dl>`,
  );
  const TEAM = page(
    "/team",
    "The team",
    `<h1>The team</h1><article><h3>Nia Shah</h3><p>Head coach</p><dl><dt>Days</dt><dd>Monday to Friday</dd></dl>
    </article><article><h3>Tom Reyes</h3><dl><dt>Coach</dt><dd>juniors</dd><dt>Days</dt><dd>Saturday and Sunday</dd>
    </dl></article><article><h3>Lea Moss</h3><p>Senior coach</p><dl><dt>Days</dt><dd>Thursday to Sunday</dd></dl>
    </article>`,
  );
  const CAMPS = page(
    "/camps",
    "Camps",
    `<h1>Camps</h1><p>Our winter camps run 09:00 to 15:00. This winter's camps are on Monday 21 and Tuesday 22 December,
    and Tuesday 29 December.</p><dl><dt>Volunteers</dt><dd>Helpers needed, evenings and weekends</dd></dl>`,
  );

  it("reads a minimum hire as a length, and an extra from the label saying it", () => {
    expect(parseQuestion("whats the minimum hours to hire the loft", NOW).type).toBe("duration");
    expect(ask([HIRE], "whats the minimum hours to hire the loft")).toBe("Loft: Minimum hire 2 hours");
    expect(
      ask([HIRE], "how much extra is it for them to do the food at a party instead of us bringing it"),
    ).toBe("Food: Bring your own, or have our buffet at £9 a guest");
  });

  it("gives the dates asked, and what is on at a time of day", () => {
    expect(parseQuestion("what are the dates for the winter camps", NOW).type).toBe("date");
    expect(ask([CAMPS], "what are the dates for the winter camps")).toContain("21 and Tuesday 22 December");
    // "Evenings and weekends" is no showing.
    expect(ask([CAMPS], "whats on at ashdown on sunday")).toBe("not found");
  });

  it("lists cards by their headings, whatever their labels say", () => {
    const sunday = ask([TEAM], "which of the coaches at ashdown work on sundays");
    expect(sunday).toMatch(/^Tom Reyes, Lea Moss\n/);
    expect(sunday).not.toContain("Nia Shah");
    // "Coaches" said first is the thing asked, though compromise reads it as a verb.
    expect(parseQuestion("which coaches work on sundays", NOW)).toMatchObject({
      type: "list",
      target: "coach",
    });
    expect(ask([TEAM], "which coaches work on sundays")).toMatch(/^Tom Reyes, Lea Moss\n/);
  });

  it("compares only things named as asked, and leaves out one said to be without it", () => {
    // No record is a night: the room whose hours are evenings is not the cheapest night.
    expect(ask([HIRE], "whats the cheapest night to hire a room")).toBe("not found");
    const DESKS = page(
      "/desks",
      "Desks",
      `<h1>Desks</h1><table><caption>Desks</caption><tr><th>Desk</th><th>Per month</th><th>What you get</th></tr>
      <tr><td>Hot desk</td><td>£90</td><td>Any free desk; no locker</td></tr><tr><td>Fixed desk</td><td>£150</td>
      <td>Your own desk and a locker</td></tr><tr><td>Studio</td><td>£400</td><td>A room and a locker</td></tr>
      </table>`,
    );
    expect(ask([DESKS], "cheapest desk where i actually get a locker?")).toMatch(/^Fixed desk/);
  });

  it("reads words as people type them", () => {
    expect(parseQuestion("is it on sunday nite", NOW).asked).toBe("is it on sunday night");
    expect(parseQuestion("can u tell me ur hours tmrw", NOW).asked).toBe(
      "can you tell me your hours tomorrow",
    );
  });
});
