import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// An electrician's inspections, payroll at an accountant's and a swim school's stages and pools, as people ask
// about them: a headcount a band takes in, a price a head with a minimum, a thing named by its number, a closure
// over the day asked, "how soon", "when are prices going up" and "who's in charge at".

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday

const INSPECTIONS = recordsPage(
  "https://sparks.example/inspections",
  "Inspections | Sparks",
  `<h1>Electrical inspections (EICR)</h1><table><tr><th>Property</th><th>3 bedrooms</th><th>5 bedrooms or more</th></tr>
  ${headedRow("House you live in", "£215", "from £275")}
  ${headedRow("HMO, up to 5 tenants", "£295", "from £365")}
  ${headedRow("HMO, 6 tenants or more", "—", "from £435")}</table>
  <dl><dt>Your report</dt><dd>By email within 2 working days</dd>
  <dt>From 1 March 2027</dt><dd>every inspection will be £15 more</dd></dl>`,
);

describe("a headcount a band of rows takes in", () => {
  it("reads '7 tenants' as a headcount, not words a row must say", () => {
    const q = parseQuestion("price for an eicr on a 5 bed hmo, there's 7 tenants", NOW);
    expect(q.amounts).toEqual([{ n: 7, unit: "headcount" }]);
    expect(q.terms).not.toContain("tenant");
  });

  it("answers from the row whose band takes the headcount in", () => {
    const said = answerText([INSPECTIONS], "price for an eicr on a 5 bed hmo, there's 7 tenants", NOW);
    expect(said).toMatch(/£435/);
    expect(said).not.toMatch(/£365/);
    expect(answerText([INSPECTIONS], "eicr price for a 5 bed hmo with 4 tenants", NOW)).toMatch(/£365/);
  });
});

describe("a price a head, for the heads counted", () => {
  const PAYROLL = recordsPage(
    "https://books.example/payroll",
    "Payroll | Books",
    `<h1>Payroll</h1><table><tr><th>Service</th><th>Price</th></tr>
    ${headedRow("Payroll", "£6 an employee a month")}${headedRow("VAT return", "£95 a quarter")}</table>
    <dl><dt>Minimum payroll charge</dt><dd>£30 a month, however few employees you have</dd></dl>`,
  );

  it("is the minimum charge when the heads come to less", () => {
    const said = answerText([PAYROLL], "payroll for my 3 staff, what's it cost a month", NOW);
    expect(said).toMatch(/^£30 a month for 3, the minimum charge/);
    expect(said).not.toMatch(/£18/);
  });

  it("is the price times the heads when that is more", () => {
    expect(answerText([PAYROLL], "payroll for 12 employees, how much a month", NOW)).toMatch(
      /£72 a month for 12$/,
    );
  });
});

describe("what a question asks, said otherwise", () => {
  it("reads 'how soon' as how long", () => {
    expect(parseQuestion("how soon do we get the report after the inspection", NOW).type).toBe("duration");
    expect(answerText([INSPECTIONS], "how soon do we get the report after the inspection", NOW)).toBe(
      "Your report: By email within 2 working days",
    );
  });

  it("reads 'when are prices going up' as a date", () => {
    expect(parseQuestion("when are your inspection prices going up", NOW).type).toBe("date");
    expect(answerText([INSPECTIONS], "when are your inspection prices going up", NOW)).toMatch(
      /^From 1 March 2027/,
    );
  });

  it("reads 'who's in charge at' as who runs it, no charge", () => {
    const q = parseQuestion("who's in charge at the brayworth base", NOW);
    expect(q.terms).not.toContain("charge");
    const TEAM = recordsPage(
      "https://sparks.example/team",
      "Team | Sparks",
      `<h1>Team</h1><p>Neil started Sparks in 2008 and opened the Brayworth base in 2019.</p><div class="cards">
      <div class="card"><h3>Sophie Marr</h3><p>Electrician, Brayworth</p><p>Runs the Brayworth base</p></div>
      <div class="card"><h3>Luke Penhale</h3><p>Electrician, Brayworth</p></div></div>`,
    );
    expect(answerText([TEAM], "who's in charge at the brayworth base", NOW)).toMatch(/^Sophie Marr/);
  });
});

describe("a thing named by its number", () => {
  const LESSONS = recordsPage(
    "https://swim.example/lessons",
    "Lessons | Swim",
    `<h1>Lessons</h1><p>Each term is 10 lessons, paid before the first.</p><h2>Prices a term</h2><table><tr><th>Stage</th><th>Ages</th><th>45 minutes</th></tr>
    ${headedRow("Stage 4", "6 to 10 years", "£156")}${headedRow("Stage 6", "8 years and over", "£168")}</table>
    <h2>Crash courses</h2><table><tr><th>Course</th><th>Stages</th><th>5-day course</th></tr>
    ${headedRow("February half term", "Stages 1 to 4", "£72")}
    ${headedRow("February half term improvers", "Stages 5 to 7", "£95")}</table>`,
  );

  it("is not a row headed by the same noun with another number", () => {
    const said = answerText([LESSONS], "how much is a term of stage 6", NOW);
    expect(said).toMatch(/£168/);
    expect(said).not.toMatch(/£156/);
  });

  it("is not a row whose column of the noun leaves the number out", () => {
    const said = answerText(
      [LESSONS],
      "half term crash course in february for my stage 6 swimmer, how much",
      NOW,
    );
    expect(said).toMatch(/£95/);
    expect(said).not.toMatch(/£72/);
  });
});

describe("a closure over the day asked", () => {
  const POOLS = recordsPage(
    "https://swim.example/pools",
    "Pools | Swim",
    `<h1>Pools</h1><table><tr><th>Day</th><th>Halsey</th><th>Dunmere</th></tr>
    ${headedRow("Saturday", "08:00 to 12:30", "No lessons")}${headedRow("Sunday", "No lessons", "09:00 to 13:00")}</table>
    <dl><dt>Dunmere closed for retiling</dt><dd>from Monday 4 January to Sunday 17 January 2027.</dd></dl>`,
  );

  it("is a no on a day its dates take in", () => {
    expect(answerText([POOLS], "are there lessons at dunmere on sunday 10th january", NOW)).toMatch(
      /^No — .*retiling/,
    );
  });

  it("says nothing of a day after it, nor of the other place", () => {
    expect(answerText([POOLS], "are there lessons at dunmere on sunday 24th january", NOW)).toMatch(/^Yes/);
    expect(answerText([POOLS], "are there lessons at halsey on saturday 9th january", NOW)).toMatch(/^Yes/);
  });
});

describe("each further one on a price list's row", () => {
  const JOBS = recordsPage(
    "https://sparks.example/small-jobs",
    "Small jobs | Sparks",
    `<h1>Small jobs</h1><table><tr><th>Job</th><th>Price</th><th>How long</th></tr>
    ${headedRow("A new double socket, the first", "£110", "About 1 hour")}
    ${headedRow("Each further double socket at the same visit", "£65", "About 30 minutes")}
    ${headedRow("Outside socket, weatherproof", "£145", "About 2 hours")}</table>`,
  );

  it("adds the first's price and each further one's", () => {
    expect(
      answerText([JOBS], "i need 4 new double sockets put in, all done in the one visit, how much", NOW),
    ).toMatch(/£305 for 4$/);
  });
});
