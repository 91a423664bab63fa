import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Of this file's own: a dressmaker's jobs by garment (a dash where a job is not done), its turnaround's charges and
// its deposit, and a sign language service's sessions, asked as people ask: a job by its phrasal verb, a thing by
// the pair it comes in, a job with the charge on top, the rows a job is not done on, a deposit as a share, and how
// many hours a session is.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday

const JOBS = recordsPage(
  "https://sewing.example/jobs",
  "Jobs | Hale Street Sewing",
  `<h1>Jobs</h1><table><tr><th>Garment</th><th>Shorten</th><th>Take in</th><th>Let out</th><th>New pockets</th></tr>
  ${headedRow("Chinos", "£13", "£18", "£20", "£15")}
  ${headedRow("Leggings", "£9", "£12", "—", "—")}
  ${headedRow("Waistcoat", "—", "—", "£22", "—")}
  ${headedRow("Cargo shorts", "£11", "£16", "£17", "£14")}</table>
  <h2>How soon</h2><table><tr><th>Service</th><th>Ready</th><th>What it costs</th></tr>
  ${headedRow("Standard", "In 5 working days", "Nothing extra")}
  ${headedRow("Express", "In 2 working days", "£5 on top, for the whole order")}
  ${headedRow("Next day", "The next working day", "50% on top of the price")}</table>`,
);

describe("a job asked of one row", () => {
  it("reads a phrasal verb as one term, whose dash is a no", () => {
    expect(parseQuestion("can you let out a waistband", NOW).terms).toContain("let out");
    expect(answerText([JOBS], "can you let out a pair of leggings", NOW)).toMatch(/^No\b/);
    expect(answerText([JOBS], "can you let out a pair of chinos", NOW)).toMatch(/^Yes\b/);
  });
});

describe("a job with the turnaround's charge on top", () => {
  it("adds a sum on top to the job's price", () => {
    expect(
      answerText([JOBS], "need my leggings shortening within 2 days, whats the total with the express", NOW),
    ).toMatch(/^Leggings: Shorten £9 — £14 with Express/);
  });

  it("adds a share on top, a hem being the shortening", () => {
    expect(answerText([JOBS], "how much to get chinos hemmed for the next day", NOW)).toMatch(
      /^Chinos: Shorten £13 — £19\.50 with Next day/,
    );
  });
});

describe("the rows a job is not done on", () => {
  it("lists those whose cell in the job's column is a dash", () => {
    const said = answerText([JOBS], "which garments can't you put new pockets in", NOW);
    expect(said).toMatch(/^Leggings, Waistcoat/);
    expect(said).not.toMatch(/Chinos|Cargo/);
  });
});

describe("how many hours a session is", () => {
  it("is the sentence's hours, the unit the question counts kept", () => {
    const SESSIONS = recordsPage(
      "https://signs.example/sessions",
      "Sessions | Clearhand Signing",
      `<h1>Sessions</h1><p>We sign for meetings, classes and visits. A short session is up to 2 hours and a long
      session up to 6 hours.</p>`,
    );
    expect(answerText([SESSIONS], "how many hours is a long session", NOW)).toMatch(/6 hours/);
  });
});

describe("a deposit said as a share of the price", () => {
  const MADE = recordsPage(
    "https://sewing.example/made",
    "Made for you | Hale Street Sewing",
    `<h1>Made for you</h1><table><tr><th>Cloth</th><th>Waistcoat</th><th>Jacket</th></tr>
    ${headedRow("Tweed", "£240", "£680")}${headedRow("Linen", "£190", "£520")}</table>
    <p><strong>Deposit:</strong> A third of the price when you order, the rest when you collect</p>`,
  );

  it("is that share of the price of the thing asked, not its price", () => {
    const said = answerText([MADE], "how much deposit do i pay on a tweed jacket", NOW);
    expect(said).toMatch(/^£226\.67: Deposit A third/);
    expect(said).not.toMatch(/£680/);
  });
});
