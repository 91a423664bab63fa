import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// What a stately home's visitors ask, on pages of this file's own: which activities a child of an age can do (an
// "Ages 7 and up" or a "Youngest age" column leaves them out), the year of one of two wings a sentence dates, the
// price after a dated change, what is on at a time of a timetable, how many friends may come, and whether a child may
// do a thing one class of a timetable takes their age in for.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://ashcombe.example${path}`, `${title} | Ashcombe Hall`, main);
type Page = ReturnType<typeof page>;
const ask = (pages: Page[], question: string) => answerText(pages, question, NOW);

const WORKSHOPS = page(
  "/workshops",
  "Make and do",
  `<h1>Make and do</h1><table><caption>Holiday workshops</caption><tr><th>Workshop</th><th>Length</th><th>Best for
  </th></tr>${[
    headedRow("Candle dipping", "45 minutes", "Ages 4 to 7"),
    headedRow("Blacksmith's forge", "2 hours", "Ages 10 and up"),
    headedRow("Garden trail", "1 hour", "All ages"),
  ].join("")}</table>`,
);
const TOURS = page(
  "/tours",
  "Behind the doors",
  `<h1>Behind the doors</h1><table><caption>Tours</caption><tr><th>Tour</th><th>Price</th><th>Youngest age</th></tr>
  ${[
    headedRow("Servants' stairs", "£8", "6, with an adult"),
    headedRow("Roof walk", "£12", "14"),
    headedRow("Cellars by candlelight", "£10", "16"),
  ].join("")}</table>`,
);
const HISTORY = page(
  "/history",
  "Four centuries",
  `<h1>Four centuries</h1><p>Two wings face the lake: the west wing of 1820, with its library, and the east wing,
  rebuilt in 1911, with the ballroom.</p>`,
);
const TICKETS = page(
  "/tickets",
  "Visit",
  `<h1>Visit</h1><table><caption>Day tickets</caption><tr><th>Ticket</th><th>Now</th><th>From 1 March 2027</th></tr>
  ${headedRow("Adult", "£14.00", "£15.50")}
  ${headedRow("Family: 2 adults and 2 children", "£36.00", "£39.00")}</table>`,
);

const TIMES = page(
  "/times",
  "When to come",
  `<h1>When to come</h1><table><caption>Tour times</caption><tr><th>Day</th><th>11:00</th><th>14:00</th><th>15:30</th>
  </tr>${[
    headedRow("Saturday", "Servants' stairs", "Roof walk", "Cellars by candlelight"),
    headedRow("Sunday", "Roof walk", "Servants' stairs", "Roof walk"),
    headedRow("Every day in August", "Servants' stairs", "Servants' stairs", "Roof walk"),
  ].join(
    "",
  )}</table><ul><li>Two friends can come with you on the Roof walk, four on the Servants' stairs.</li></ul>`,
);

const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><div class="card"><h3>Roof walk prices from March</h3><p>From Monday 1 March 2027, the roof walk goes
  from £8.00 to £8.50 for 5 to 15s and from £12.00 to £13.00 for adults. Garden prices stay the same.</p></div>`,
);

describe("what a child of an age can do", () => {
  it("leaves out what their age does not reach", () => {
    const six = ask([WORKSHOPS], "which workshops at ashcombe can my 6 year old do");
    expect(six).toMatch(/^Candle dipping, Garden trail\b/);
    expect(six).not.toMatch(/Blacksmith/);
  });

  it("reads a youngest age as that age and over, for a child said to be it", () => {
    const twelve = ask([TOURS], "my son is 12, which tours can he go on");
    expect(twelve).toMatch(/^Servants' stairs\b/);
    expect(twelve).not.toMatch(/Roof walk|Cellars/);
  });
});

describe("one of two things a sentence dates", () => {
  it("is the year of the clause naming it", () => {
    expect(ask([HISTORY], "what year is the west wing from")).toBe(
      "Two wings face the lake: the west wing of 1820, with its library",
    );
  });
});

describe("the price after a dated change", () => {
  it("is the dated column's, asked as after the change", () => {
    expect(ask([TICKETS], "how much will a family ticket be after the price change")).toBe(
      "Family: 2 adults and 2 children: From 1 March 2027 £39.00",
    );
    expect(ask([TICKETS], "how much is a family ticket")).toBe("Family: 2 adults and 2 children: Now £36.00");
  });
});

describe("a timetable and a group's size", () => {
  it("gives what is on at a time said as people say it, on the day asked", () => {
    expect(ask([TIMES], "which tour is on at half 3 on a saturday")).toBe(
      "Saturday, 15:30: Cellars by candlelight",
    );
    expect(ask([TIMES], "what's on at 2pm on sunday")).toBe("Sunday, 14:00: Servants' stairs");
  });

  it("says no to more friends than may come on the tour asked, yes to as many", () => {
    expect(ask([TIMES], "can i bring my 3 mates on the roof walk")).toMatch(/^No\b/);
    expect(ask([TIMES], "can i bring 3 friends on the servants stairs")).toMatch(/^Yes\b/);
  });
});

describe("a change a news item dates", () => {
  it("is what the price goes to for the age asked, in a month the change has reached", () => {
    const march = ask([NEWS], "how much will the roof walk be for my 7 year old in march");
    expect(march).toMatch(/£8\.50 for 5 to 15s/);
    expect(march).not.toMatch(/£8\.00|£13/);
  });
});

describe("one class of a timetable that takes the age in", () => {
  const ARCHERY = page(
    "/archery",
    "Archery",
    `<h1>Archery</h1><table><caption>Weekly sessions</caption><tr><th>Day</th><th>Session</th><th>Ages</th></tr>${[
      headedRow("Monday", "Archery", "16 and over"),
      headedRow("Thursday", "Archery", "16 and over, beginners"),
      headedRow("Saturday", "Junior Archery", "Ages 10 to 15"),
    ].join("")}</table>`,
  );

  it("is a yes, from that class", () => {
    expect(ask([ARCHERY], "can my 12 year old do archery")).toBe(
      "Yes — Archery › Weekly sessions: Saturday — Session Junior Archery, Ages Ages 10 to 15",
    );
  });

  it("is no yes when none does", () => {
    expect(ask([ARCHERY], "can my 8 year old do archery")).not.toMatch(/^Yes/);
  });
});
