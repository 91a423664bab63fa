import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Yes/no rules read from a print shop's and a dance school's pages, on a swim school's and a sign maker's pages of
// this file's own: a class said to be full in the clause of its day; a question and answer about another thing (a
// waiting list) that names spaces; "no kit needed"; "we can't …" as a no; "T-shirts" as "tshirts"; "print straight
// from"; a trade unit's hours and its column; "next tuesday" and "too" as no words of the subject; and the classes a teacher
// teaches, read from a timetable's Class column beside a home page whose cards say "classes" in passing.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://splashford.example${path}`, `${title} | Splashford Swim School`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const WEEK = page(
  "/week",
  "Lessons",
  `<h1>Lessons</h1><p>Sunday's Duckling class at the Lido is full; Tuesday's and Thursday's have spaces.</p>`,
);
const ASKED = page(
  "/asked",
  "You asked",
  `<h1>You asked</h1><h3>Is there a waiting list?</h3><p>Only for Sunday Ducklings at the Lido. Tuesday's and
  Thursday's Ducklings have spaces.</p><h3>What should we bring?</h3><p>A towel. No swim hat needed for a first
  lesson; we lend them.</p>`,
);
const SIGNS = page(
  "/signs",
  "Signs",
  `<h1>Signs</h1><h3>Do you print on hoodies or caps?</h3><p>No, we only print on board, vinyl and banner
  material.</p><dl><dt>Your artwork</dt><dd>PDF or AI files, please. We can't print from Instagram posts: send us
  the original file.</dd></dl>`,
);
const HOURS = page(
  "/where",
  "Where we are",
  `<h1>Where we are</h1><h2>Mill Lane Industrial Estate</h2><table><caption>Estate</caption><tr><th>Day</th>
  <th>Hours</th></tr><tr><td>Saturday</td><td>09:00–12:00</td></tr><tr><td>Sunday</td><td>Closed</td></tr></table>
  <table><caption>Christmas</caption><tr><th>Day</th><th>Town shop</th><th>Estate</th></tr><tr><td>Thursday 24 December
  </td><td>09:00–13:00</td><td>08:00–11:30</td></tr></table>`,
);

describe("spaces in a class", () => {
  it("is a no in the clause of the day asked that says full, and not of another day", () => {
    expect(ask([WEEK], "is there a space in sunday duckling at the lido for my 4 year old")).toMatch(
      /^No — /,
    );
    expect(ask([WEEK], "is there a space in tuesday duckling for my 4 year old")).toMatch(/^Yes — /);
    expect(ask([WEEK], "is there a space in duckling for my 4 year old")).not.toMatch(/^No — /);
  });

  it("is not answered by the answer to whether there is a waiting list", () => {
    expect(ask([ASKED], "is there a space in sunday ducklings for my 4 year old")).toBe("not found");
  });
});

describe("what a page says no to", () => {
  it("reads 'no swim hat needed' as a no to needing one", () => {
    expect(ask([ASKED], "does my son need to buy a swim hat before his first lesson")).toMatch(/^No — /);
  });

  it("reads 'we can't print from …' as a no, however directly it is asked", () => {
    expect(ask([SIGNS], "can you print straight from my instagram post")).toMatch(/^No — /);
  });

  it("reads 'T-shirts' and 'hoodies' as people write them", () => {
    expect(ask([SIGNS], "can you print on hoodies")).toMatch(/^No — .*hoodies/);
    expect(parseQuestion("can they print on t-shirts", NOW).terms).toContain("tshirt");
  });

  it("answers of a trade unit from the estate's hours, and its column of a table under the estate's heading", () => {
    expect(ask([HOURS], "is the mill lane unit open on sundays")).toMatch(/^No — /);
    const eve = ask([HOURS], "what time does the mill lane unit shut on christmas eve");
    expect(eve).toMatch(/Estate 08:00–11:30/);
    expect(eve).not.toMatch(/Town shop/);
  });

  it("keeps 'next tuesday' and 'too' out of the subject", () => {
    expect(parseQuestion("is the lido open next tuesday", NOW).terms).toEqual(["lido"]);
    expect(parseQuestion("does the swim pass cover lessons too", NOW).terms).not.toContain("too");
  });
});

const HOME = page(
  "/",
  "Splashford Swim School",
  `<h1>Splashford Swim School</h1><h2>Coming up</h2><div class="card"><h3>Watch Week</h3><p>Parents are welcome to
  watch this week's classes.</p></div><div class="card"><h3>Gala</h3><p>Saturday 12 December at the Lido.</p></div>`,
);
const SESSIONS = page(
  "/week",
  "Week by week",
  `<h1>Week by week</h1><table><caption>Monday</caption><tr><th>Time</th><th>Class</th><th>Teacher</th></tr>
  <tr><td>17:00</td><td>Ducklings</td><td>Priya Shah</td></tr><tr><td>17:30</td><td>Stage 3</td><td>Tom Adey</td></tr>
  </table><table><caption>Tuesday</caption><tr><th>Time</th><th>Class</th><th>Teacher</th></tr><tr><td>18:00</td>
  <td>Lifesaving</td><td>Tom Adey</td></tr></table>`,
);

describe("a list read from a table's column", () => {
  it("lists the classes a teacher teaches though a home page's card says 'classes' in passing", () => {
    const said = ask([HOME, SESSIONS], "which classes does tom teach at splashford");
    expect(said).toMatch(/Stage 3/);
    expect(said).toMatch(/Lifesaving/);
    expect(said).not.toMatch(/Ducklings|Watch Week/);
  });
});
