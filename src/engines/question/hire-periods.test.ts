import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Of this file's own: a marquee hire firm's note of next year's prices, one sentence giving a price for each period,
// and its crew's pay, one clause saying its period and the next not; a dive centre's day dives.

const NOW = new Date("2026-11-26T10:00:00Z");
const MARQUEES = recordsPage(
  "https://tentworks.example/hire",
  "Hire | Tentworks",
  `<h1>Hire</h1><p>Every marquee comes with its walls, matting and lights.</p>
  <dl><dt>From 1 March 2027</dt><dd>Stretch tents will be £320 for a weekend and £540 for a week. Other prices stay
  the same.</dd><dt>Crew</dt><dd>Weekends from April to September. £12.60 an hour, or £14 with a forklift ticket.</dd></dl>`,
);

const DIVES = recordsPage(
  "https://deepcove.example/dives",
  "Dives | Deep Cove Divers",
  `<h1>Dives</h1><table><tr><th>Dive</th><th>Price</th></tr><tr><th>Boat dive</th><td>£45</td></tr>
  <tr><th>Shore dive</th><td>£30</td></tr></table>`,
);

describe("a price asked for a period", () => {
  it("reads 'a week's hire' as the hire for a week", () => {
    expect(parseQuestion("how much is a week's hire of a stretch tent", NOW).period).toBe("week");
    expect(parseQuestion("a night's stay in the yurt, how much", NOW).period).toBe("night");
  });

  it("is the clause giving that period, with the sentence's subject, where every clause says its period", () => {
    expect(answerText([MARQUEES], "how much will a week's hire of a stretch tent be from march", NOW)).toBe(
      "From 1 March 2027: Stretch tents will be £540 for a week.",
    );
  });

  it("leaves clauses that do not each say a period to the question's other words", () => {
    expect(answerText([MARQUEES], "hourly rate for crew with a forklift ticket", NOW)).toMatch(/£14 with/);
  });
});

describe("a time of day before an activity", () => {
  it("is the kind of the activity, which a page of day dives does not price", () => {
    expect(parseQuestion("do you do night dives? how much is one", NOW).terms).toContain("night");
    expect(answerText([DIVES], "do you do night dives? how much is one", NOW)).toBe("not found");
  });
});
