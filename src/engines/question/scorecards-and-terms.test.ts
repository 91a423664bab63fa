import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Rules read from the misses of a golf club's and a language school's pages, on a pitch-and-putt's and a music
// school's pages of this file's own: the longest of a numbered scorecard without its total, the winner of one of
// two championships a sentence names, the day column of a course, and a teacher's day at one place.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://example.test${path}`, `${title} | Linnet Park`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const CARD = page(
  "/course",
  "The course",
  `<h1>The course</h1><table><caption>Scorecard</caption><tr><th>Hole</th><th>Name</th><th>Par</th>
  <th>Yards</th></tr><tr><td>1</td><td>Long Meadow</td><td>3</td><td>95</td></tr><tr><td>2</td><td>Oak Bend</td>
  <td>3</td><td>140</td></tr><tr><td>3</td><td>Brook</td><td>3</td><td>120</td></tr><tr><td>Total</td><td></td>
  <td>9</td><td>355</td></tr></table>`,
);
const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><article><h2>Club finals</h2><p>1 November 2026</p><p>Well done to Sam Okoro, our men's
  champion with 61 over 18 holes, and to Ruth Ames, who won the women's title for the second year.</p></article>`,
);
const JOBS = page(
  "/jobs",
  "Jobs",
  `<h1>Jobs</h1><div class="card"><h3>Greenkeeper</h3><p>Closes 4 December 2026</p><p>Full time.</p></div>
  <p>To apply for the greenkeeper job, email your CV to Claire Pennock, General Manager, at jobs@example.test.</p>`,
);
const LESSONS = page(
  "/lessons",
  "Lessons",
  `<h1>Lessons</h1><table><tr><th>Instrument</th><th>Level</th><th>Day</th><th>Centre</th></tr>
  <tr><td>Cello</td><td>Beginners</td><td>Thursday</td><td>Ashby</td></tr><tr><td>Cello</td><td>Improvers</td>
  <td>Tuesday</td><td>Fenwick</td></tr></table><div class="card"><h3>Marta Reyes</h3><p>Teaches: cello</p>
  <p>Days: Tuesday, Thursday</p><p>Centre: Fenwick (Tuesday), Ashby (Thursday)</p></div>`,
);

describe("a scorecard and a sentence of two winners", () => {
  it("takes the longest of the holes, not the total, called by its number and name", () => {
    expect(ask([CARD], "which is the longest hole")).toBe("2 (Oak Bend) — Yards: 140");
  });

  it("keeps a name with its title, and a limit asked with its word", () => {
    expect(ask([JOBS], "who do i send my cv to for the greenkeeper job")).toContain("Claire Pennock");
    expect(parseQuestion("whats the shortest time i can be a member for", NOW).terms).toContain("short");
    expect(parseQuestion("whats the longest par 3 on the course", NOW).terms).not.toContain("long");
  });

  it("names the winner of the championship asked, not the other one the sentence names", () => {
    const men = ask([NEWS], "who won the mens championship this year");
    expect(men).toContain("Sam Okoro");
    expect(men).not.toContain("Ruth Ames");
    const about = page(
      "/about",
      "About",
      "<h1>About</h1><p>Linnet Park was founded in 2009 by Ada Park and Ben Ortiz.</p>",
    );
    expect(ask([about], "who founded linnet park")).toContain("Ada Park and Ben Ortiz");
  });
});

describe("days", () => {
  it("answers 'what night is it on' with the row's day, and a teacher's day at one place", () => {
    expect(ask([LESSONS], "what night is cello for beginners on")).toMatch(/Day Thursday$/);
    const marta = ask([LESSONS], "which day is marta at ashby");
    expect(marta).toContain("Ashby (Thursday)");
    expect(marta).not.toContain("Tuesday");
  });
});
