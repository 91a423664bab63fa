import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// A tutor's and a caterer's pages as people ask about them: a rise "£3 an hour more" from a date named with its
// term, asked "from the summer term" or "once the prices go up in april"; who teaches at a centre, which the
// courses held there do not say; "Primary and 11+ tutor", which counts no tutors; a Saturday's closing time over
// the Christmas rows that say "Closed"; the wines poured at a tasting, which the extras' corkage row is not; and
// corkage on 12 bottles and crockery for 80 guests, priced a bottle and a head; the menu needing the most guests
// "at least"; which menus can't be made vegan, which a price list that never says vegan does not tell; and who
// teaches at a centre, from the tutors' cards beside a table whose columns are the centres.

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday

const LESSONS = recordsPage(
  "https://fieldfare.example/lessons",
  "Lessons and prices | Fieldfare Tutors",
  `<h1>Lessons and prices</h1><h2>Lessons by stage and format, per hour</h2><table>
  <tr><th>Stage</th><th>One-to-one at a centre</th><th>Small group at a centre</th><th>Online one-to-one</th></tr>
  <tr><th>Years 10 and 11 (GCSE)</th><td>£44</td><td>£24</td><td>£40</td></tr>
  <tr><th>Years 12 and 13 (A level)</th><td>£52</td><td>£28</td><td>£48</td></tr></table>
  <p>From Monday 12 April 2027 (the summer term): every one-to-one lesson at a centre will be £3 an hour more. Small
  group and online prices stay the same.</p>`,
);

describe("a rise by the hour, dated with its term", () => {
  it("adds to today's price, asked by the term or by the month", () => {
    expect(
      answerText([LESSONS], "what will a one-to-one gcse lesson at a centre cost from the summer term", NOW),
    ).toMatch(/^£47\b/);
    expect(
      answerText(
        [LESSONS],
        "what will a one to one a level lesson at the centre cost once the prices go up in april",
        NOW,
      ),
    ).toMatch(/^£55\b/);
  });
});

const COURSES = recordsPage(
  "https://fieldfare.example/courses",
  "Exam courses | Fieldfare Tutors",
  `<h1>Exam courses</h1><table><tr><th>Course</th><th>Centre</th><th>Weeks</th><th>Price</th></tr>
  <tr><th>11+ preparation</th><td>Millbrook</td><td>10</td><td>£320</td></tr>
  <tr><th>GCSE maths</th><td>Harwood</td><td>10</td><td>£300</td></tr>
  <tr><th>GCSE English</th><td>Millbrook</td><td>10</td><td>£300</td></tr></table>`,
);

describe("who teaches at a centre", () => {
  it("is not the courses held there", () => {
    expect(answerText([COURSES], "who teaches at fieldfare tutors' millbrook centre", NOW)).toBe("not found");
    expect(answerText([COURSES], "which courses are at the millbrook centre", NOW)).toMatch(
      /11\+ preparation/,
    );
  });
});

/** A team page of cards, each a tutor's name and role. */
const tutorsPage = (tutors: [string, string][]) =>
  recordsPage(
    "https://fieldfare.example/tutors",
    "Our tutors | Fieldfare Tutors",
    `<h1>Our tutors</h1><div class="cards">${tutors
      .map(([name, role]) => `<article class="card"><h3>${name}</h3><p>${role}</p></article>`)
      .join("")}</div>`,
  );

const TUTORS = tutorsPage([
  ["Dr Helen Okafor", "Director and maths tutor, Millbrook"],
  ["Priya Raman", "English tutor, Millbrook"],
  ["Grace Whitfield", "Primary and 11+ tutor, Millbrook"],
]);

const CENTRES = recordsPage(
  "https://fieldfare.example/centres",
  "Our centres | Fieldfare Tutors",
  `<h1>Our centres</h1><h2>Opening hours</h2><table><tr><th>Day</th><th>Millbrook centre</th><th>Harwood centre</th></tr>
  <tr><th>Friday</th><td>15:30 to 19:00</td><td>15:30 to 19:00</td></tr>
  <tr><th>Saturday</th><td>09:00 to 14:00</td><td>09:00 to 13:00</td></tr></table>
  <h2>Christmas and New Year</h2><table><tr><th>Dates</th><th>Millbrook centre</th><th>Harwood centre</th></tr>
  <tr><th>Saturday 19 December to Monday 28 December</th><td>Closed</td><td>Closed</td></tr>
  <tr><th>Saturday 2 and Sunday 3 January</th><td>Closed</td><td>Closed</td></tr></table>`,
);

const HOME = recordsPage(
  "https://marlow.example/",
  "Marlow & Finch",
  `<h1>Marlow & Finch</h1><p>Taste the menu first at our Wrenbury tasting room, by appointment.</p>`,
);
const EXTRAS = recordsPage(
  "https://marlow.example/extras",
  "Extras | Marlow & Finch",
  `<h1>Extras</h1><table><tr><th>Extra</th><th>Price</th><th>Note</th></tr>
  <tr><th>Waiting staff</th><td>£22 an hour each</td><td>Minimum 4 hours</td></tr>
  <tr><th>Corkage, your own wine or fizz</th><td>£8 a bottle</td><td>Chilled and poured</td></tr></table>`,
);

describe("numbers that count no one", () => {
  it("counts the tutors' cards, not the 11 of an exam's name", () => {
    expect(answerText([TUTORS], "how many tutors do you have", NOW)).toMatch(/^3\b/);
  });
});

describe("a day's closing time", () => {
  it("is the day's hours, not the dates it is closed", () => {
    expect(answerText([CENTRES], "millbrook centre saturday closing time?", NOW)).toMatch(/14:00/);
  });
});

describe("a list of things at an occasion the pages name elsewhere", () => {
  it("is not the rows that never say it", () => {
    expect(answerText([HOME, EXTRAS], "which wines marlow & finch pour at a tasting", NOW)).toBe("not found");
  });
});

describe("a charge a bottle or a head, for many", () => {
  it("is that many times the charge", () => {
    expect(
      answerText([EXTRAS], "we're bringing 12 bottles of our own wine, what will corkage be", NOW),
    ).toMatch(/£96 for 12/);
    const CROCKERY = recordsPage(
      "https://marlow.example/extras",
      "Extras | Marlow & Finch",
      `<h1>Extras</h1><table><tr><th>Extra</th><th>Price</th></tr>
      <tr><th>Crockery, cutlery and glasses</th><td>£4.50 a head</td></tr><tr><th>Linen tablecloths</th><td>£12 each</td></tr></table>`,
    );
    expect(answerText([CROCKERY], "cost of crockery for 80 guests", NOW)).toMatch(/£360 for 80/);
  });
});

const MENUS = recordsPage(
  "https://marlow.example/menus",
  "Menus and prices | Marlow & Finch",
  `<h1>Menus and prices</h1><table><tr><th>Menu</th><th>Minimum guests</th><th>Classic</th><th>Premium</th></tr>
  <tr><th>Buffet</th><td>25</td><td>£25</td><td>£30</td></tr>
  <tr><th>Sit-down, three courses</th><td>40</td><td>£48</td><td>£56</td></tr>
  <tr><th>Barbecue</th><td>30</td><td>£29</td><td>Not offered</td></tr>
  <tr><th>Afternoon tea</th><td>20</td><td>£20</td><td>£27</td></tr></table>`,
);

describe("a caterer's menus", () => {
  it("compares their minimums, 'at least' being no least", () => {
    expect(
      answerText([MENUS], "which of marlow & finch's menus needs the most guests at least", NOW),
    ).toMatch(/^Sit-down, three courses\b.*40/);
  });

  it("says nothing of what can't be made vegan where vegan is never said", () => {
    expect(answerText([MENUS], "which of marlow & finch's menus can't be made vegan", NOW)).toBe("not found");
  });
});

describe("who teaches at a centre, with the centres' table read too", () => {
  it("is the cards saying that centre", () => {
    const TEAM = tutorsPage([
      ["Priya Raman", "English tutor, Millbrook"],
      ["Daniel Frost", "Science tutor, Harwood"],
      ["Grace Whitfield", "Primary tutor, Millbrook"],
    ]);
    const said = answerText([CENTRES, TEAM], "who teaches at fieldfare tutors' millbrook centre", NOW);
    expect(said).toMatch(/^Priya Raman, Grace Whitfield\n/);
  });
});
