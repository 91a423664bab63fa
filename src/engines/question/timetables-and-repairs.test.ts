import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// Rules read from the misses of a gym's and a locksmith's pages, on a leisure centre's, a cobbler's and a key
// cutter's pages of this file's own: a timetable keyed by the time of day, told apart by day tables; people in a
// column; how long classes last; a service said by another word ("copy" a key that a page "cuts", "PT" for its
// personal training, "re-heel" for its heels); whose shoes a column prices; a couple's row for "both of us"; a
// place's own parking, not its chargers; no answer where the question is past what is free, or where the page
// says only the mending of another thing.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://riverside.example${path}`, `${title} | Riverside`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const row = (time: string, cls: string, who: string, spaces: number) =>
  `<tr><td>${time}</td><td>${cls}</td><td>${who}</td><td>${spaces}</td></tr>`;
const head = "<tr><th>Time</th><th>Class</th><th>Instructor</th><th>Spaces</th></tr>";
const TIMETABLE = page(
  "/timetable",
  "Classes",
  `<h1>Classes</h1><h2>Monday</h2><table>${head}${row("07:15", "Aqua Fit 40", "Lena Marsh", 20)}
  ${row("18:45", "Circuits", "Owen Pike", 15)}</table><h2>Wednesday</h2><table>${head}
  ${row("09:00", "Aqua Fit 40", "Lena Marsh", 20)}${row("12:30", "Circuits", "Owen Pike", 15)}
  ${row("20:00", "Aqua Fit 25", "Lena Marsh", 20)}</table><h2>Friday</h2><table>${head}
  ${row("17:30", "Circuits", "Owen Pike", 15)}</table>
  <dl><dt>Aqua Fit 40</dt><dd>40 minutes in the teaching pool</dd><dt>Aqua Fit 25</dt><dd>25 minutes, faster</dd>
  <dt>Circuits</dt><dd>55 minutes of stations in the sports hall</dd></dl>`,
);
const TRAINING = page(
  "/training",
  "Personal training",
  `<h1>Personal training</h1><table><tr><th>Sessions</th><th>Members</th><th>Guests</th></tr>
  <tr><td>One 45 minute session</td><td>£30</td><td>£36</td></tr>
  <tr><td>Block of 6 × 45 minutes</td><td>£165</td><td>£195</td></tr></table>`,
);
const COBBLER = page(
  "/repairs",
  "Shoe repairs",
  `<h1>Shoe repairs</h1><table><tr><th>Repair</th><th>Men's</th><th>Women's</th></tr>
  <tr><td>Heels, rubber</td><td>£14</td><td>£11</td></tr><tr><td>Full soles, leather</td><td>£62</td><td>£54</td></tr>
  </table>`,
);
const KEYS = page(
  "/keys",
  "Key cutting",
  `<h1>Key cutting</h1><p>Want a spare? Bring the key you want copied. Five or more copies of one key: 10% off.</p>
  <table><tr><th>Key</th><th>Price</th></tr><tr><td>Cylinder key</td><td>£5</td></tr>
  <tr><td>Dimple key (Yale Superior)</td><td>£13</td></tr></table>`,
);

describe("a timetable keyed by the time of day", () => {
  it("gives the time of the row of the class, day and part of the day asked", () => {
    expect(ask([TIMETABLE], "what time is aqua fit on a wednesday evening")).toContain("20:00");
  });

  it("gives the value every day's row of a class agrees on", () => {
    expect(ask([TIMETABLE], "how many people can fit in a circuits class")).toBe("15");
  });

  it("names the person a column the question names gives, for who takes or teaches a class", () => {
    expect(ask([TIMETABLE], "who takes the circuits classes")).toBe("Owen Pike");
  });

  it("compares how long the classes of a definition list last", () => {
    expect(ask([TIMETABLE], "which class goes on the longest")).toContain("Circuits");
  });
});

const OUTDOOR = page(
  "/outdoors",
  "Outdoor classes",
  `<h1>Outdoor classes</h1><h2>Saturday</h2><table><tr><th>Time</th><th>Class</th><th>Where</th><th>Spaces</th></tr>
  <tr><td>09:30</td><td>Bootcamp</td><td>Car park, Dock Road</td><td>24</td></tr></table>`,
);

const CLUB = page(
  "/youth",
  "Youth",
  `<h1>Youth</h1><h2>Open day</h2><p>Bring a friend aged 11 to 15 for free.</p><table><tr><th>Time</th><th>Class</th>
  </tr><tr><td>16:00</td><td>Youth Swim Squad (11 to 15)</td></tr></table>`,
);

describe("ages a page says as people write them", () => {
  it("reads 'aged 11 to 15' and a bracketed '(11 to 15)' after a class as the ages it takes in", () => {
    expect(ask([CLUB], "can my 9 year old go to youth swim squad")).toMatch(/^No\b/);
  });
});

describe("a count of the row's own thing", () => {
  it("reads a row's room as its class's, never as the room of a place its cell names", () => {
    expect(ask([OUTDOOR], "how many spaces in a bootcamp class")).toContain("24");
    expect(ask([OUTDOOR], "how many spaces in the car park at dock road")).toBe("not found");
  });
});

describe("a service said by another word", () => {
  it("reads copying a key as its cutting, and a spare as a copy", () => {
    expect(ask([KEYS], "how much to copy a dimple key")).toContain("£13");
    expect(ask([KEYS], "price for a spare dimple key")).toContain("£13");
    expect(ask([KEYS], "whats the cheapest key to get cut")).toContain("£5");
  });

  it("reads PT as the personal training a page is titled by, and a block of 6 × 45 minutes as six sessions", () => {
    expect(ask([TRAINING], "how much is a block of 6 PT sessions for a member")).toContain("£165");
  });

  it("reads re-heeling as heels, ladies' as the Women's column and a husband's shoes as the Men's", () => {
    expect(ask([COBBLER], "how much to re-heel a pair of ladies shoes")).toBe("Heels, rubber: Women's £11");
    expect(ask([COBBLER], "how much for full leather soles on my husband's shoes")).toContain("£62");
  });
});

const LEISURE = page(
  "/visit",
  "Visiting",
  `<h1>Visiting</h1><h2>The pool, Quay Street</h2><dl><dt>Parking at Dock Road</dt><dd>Free car park, and 4 EV
  chargers at 35p a kWh</dd><dt>Parking for the pool</dt><dd>No car park of our own: the Quay car park is £1.50 an
  hour</dd><dt>Parking at the shopping centre</dt><dd>The first 3 hours are free</dd></dl>
  <table><caption>Memberships</caption><tr><th>Membership</th><th>What you get</th><th>A month</th></tr>
  <tr><td>Swim Plus</td><td>Pool and classes</td><td>£34</td></tr><tr><td>Couples</td><td>Swim Plus for two people
  </td><td>£60 for the two</td></tr></table>`,
);

describe("what the question is about, beside what the page says of it", () => {
  it("takes a couple's row for 'me and my partner … both of us'", () => {
    expect(ask([LEISURE], "me and my partner want swim plus, how much a month for both of us")).toContain(
      "£60",
    );
  });

  it("reads a place's own parking, not another place's chargers, for what it costs to park", () => {
    expect(ask([LEISURE], "how much does it cost to park for the quay street pool")).toContain("£1.50");
  });

  it("gives no answer where the question is past what is free, or the page says only the mending of another thing", () => {
    expect(ask([LEISURE], "how much is parking at the shopping centre once the free 3 hours are up")).toBe(
      "not found",
    );
    expect(ask([COBBLER], "how much to fix the strap on my handbag")).toBe("not found");
  });
});
