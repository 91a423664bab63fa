import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { taskValues } from "../navigator/form-values";
import { parseQuestion } from "./question";

// A swim school's pools, lessons and team as parents ask about them: the days a week's table gives lessons at one
// pool, the stages one pool does not teach, a Sunday not answered by a stage's row, a rise from a term, the clause
// of a sentence naming the pool, a class's most children, the team's size and a child named by a first name.

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday

const POOLS = recordsPage(
  "https://swim.example/pools",
  "Our pools | Otterbrook Swim School",
  `<h1>Our pools</h1><h2>Lesson times</h2><table><tr><th>Day</th><th>Halsey</th><th>Dunmere</th></tr>
  ${headedRow("Monday", "16:00 to 19:00", "No lessons")}${headedRow("Tuesday", "No lessons", "16:30 to 19:00")}
  ${headedRow("Wednesday", "16:00 to 19:30", "No lessons")}${headedRow("Thursday", "No lessons", "16:30 to 19:30")}
  ${headedRow("Friday", "09:30 to 11:00", "No lessons")}${headedRow("Saturday", "08:00 to 12:30", "No lessons")}
  ${headedRow("Sunday", "No lessons", "09:00 to 13:00")}</table>`,
);

const LESSONS = recordsPage(
  "https://swim.example/lessons",
  "Lessons | Otterbrook Swim School",
  `<h1>Lessons</h1><p>Every class has up to 6 children and one teacher.</p><h2>A term of lessons</h2><table>
  <tr><th>Stage</th><th>Halsey 30 minutes</th><th>Dunmere 30 minutes</th><th>Dunmere 45 minutes</th></tr>
  ${headedRow("Stage 4", "£114", "—", "£162")}${headedRow("Stage 5", "—", "—", "£162")}
  ${headedRow("Stage 6", "—", "Not taught at Dunmere", "Not taught at Dunmere")}</table>
  <p>From the summer term, starting Monday 19 April 2027: every term will be £6 more.</p>`,
);

describe("the days a week's table gives lessons at one pool", () => {
  it("lists the days whose cell gives times, by the table's heading", () => {
    expect(answerText([POOLS], "what days are lessons on at dunmere", NOW)).toBe(
      "Tuesday, Thursday, Sunday (Dunmere)",
    );
    expect(answerText([POOLS], "which days are there otterbrook lessons at halsey", NOW)).toBe(
      "Monday, Wednesday, Friday, Saturday (Halsey)",
    );
  });

  it("does not answer a Sunday from a stage's row that never names it", () => {
    expect(answerText([LESSONS], "does otterbrook have lessons at dunmere this sunday", NOW)).not.toMatch(
      /^No\b/,
    );
    expect(answerText([LESSONS, POOLS], "does otterbrook have lessons at dunmere this sunday", NOW)).toMatch(
      /^Yes — .*Sunday/,
    );
  });
});

describe("the stages a pool does not teach", () => {
  it("reads 'aren't taught' as what is not done, no word a row must be without", () => {
    expect(parseQuestion("which stages aren't taught at otterbrook's dunmere pool", NOW).exclude).toEqual([]);
  });

  it("lists the rows whose every column of the pool gives nothing", () => {
    const said = answerText([LESSONS], "which stages aren't taught at otterbrook's dunmere pool", NOW);
    expect(said).toMatch(/^Stage 6\b/);
    expect(said).not.toMatch(/Stage [45]/);
  });

  it("lists no row of another table that names a stage in passing", () => {
    const FACILITIES = recordsPage(
      "https://swim.example/pools",
      "Our pools | Otterbrook Swim School",
      `<h1>Our pools</h1><table><tr><th></th><th>Halsey</th><th>Dunmere</th></tr>
      ${headedRow("Teaching pool", "Yes, 0.6 m deep, for Ducklings and Stage 1", "No")}
      ${headedRow("Parking", "Free after 16:00", "£1.20 for 2 hours")}</table>`,
    );
    expect(answerText([FACILITIES], "which stages aren't taught at otterbrook's dunmere pool", NOW)).toBe(
      "not found",
    );
  });
});

describe("what a sentence says, said otherwise", () => {
  it("adds the rise a notice dates from the term asked", () => {
    expect(
      answerText(
        [LESSONS],
        "what will a term of stage 4 in 30 minute lessons at halsey cost from the summer term",
        NOW,
      ),
    ).toMatch(/^£120: From the summer term/);
  });

  it("takes the clause of a sentence naming the pool asked", () => {
    const HOME = recordsPage(
      "https://swim.example/",
      "Otterbrook Swim School",
      `<h1>Welcome</h1><dl><dt>Spring term</dt><dd>Halsey starts on Monday 11 January, Dunmere on Tuesday 19
      January.</dd></dl>`,
    );
    const said = answerText([HOME], "when does otterbrook's spring term start at dunmere", NOW);
    expect(said).toMatch(/19 January/);
    expect(said).not.toMatch(/11 January/);
  });

  it("reads 'how many kids max' and 'how many of you' as the limit and the team", () => {
    expect(answerText([LESSONS], "how many kids max in a class", NOW)).toMatch(/up to 6 children/);
    const TEAM = recordsPage(
      "https://swim.example/team",
      "Our teachers | Otterbrook Swim School",
      `<h1>Our teachers</h1><p>Claire started the school in 2011. There are 8 of us.</p>`,
    );
    expect(answerText([TEAM], "how many of you are there on the team", NOW)).toMatch(/8 of us/);
  });
});

describe("a child named by a first name", () => {
  it("is the one a booking is for", () => {
    const v = taskValues("book a free trial for my son Leo, he's 5. Anna Grey anna@example.com", [], NOW);
    expect(v.recipients).toEqual(["Leo"]);
  });
});
