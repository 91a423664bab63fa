import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// A laser tag arena's price list on a page of this file's own, whose games are named by their length (the longer one
// played as two halves of the shorter): the row named by the number the question says; and two people said by who
// they are ("me and my mate"), the column for two; no party said, the column for one.

const NOW = new Date("2026-11-26T10:00:00Z");
const GAMES = recordsPage(
  "https://zapzone.example/games",
  "Games | Zap Zone",
  `<h1>Games</h1><table><tr><th>Game</th><th>How long</th><th>Off-peak</th><th>Peak</th></tr><tr><th>Blitz 20</th>
  <td>20 minutes</td><td>£9</td><td>£12</td></tr><tr><th>Blitz 40</th><td>2 × 20 minutes</td><td>£15</td><td>£19</td>
  </tr></table><p>Peak is weekends and school holidays.</p>`,
);

describe("rows named by a number", () => {
  it("is the row whose name has the number said, not the one saying it of its halves", () => {
    expect(answerText([GAMES], "how much is blitz 20 mins", NOW)).toBe(
      "Blitz 20 — How long 20 minutes, Off-peak £9, Peak £12",
    );
    expect(answerText([GAMES], "how much is blitz 20 mins on a saturday", NOW)).toBe("Blitz 20: Peak £12");
  });
});

describe("two people said by who they are", () => {
  const LESSONS = recordsPage(
    "https://zapzone.example/coaching",
    "Coaching | Zap Zone",
    `<h1>Coaching</h1><table><tr><th>Session</th><th>One of you</th><th>Two of you</th></tr><tr><th>30 minutes</th>
    <td>£20</td><td>£28</td></tr></table>`,
  );

  it("is the column for two", () => {
    expect(answerText([LESSONS], "me and my mate want a 30 min session together, how much", NOW)).toBe(
      "30 minutes: Two of you £28",
    );
    expect(answerText([LESSONS], "how much for a 30 min session for my wife and me", NOW)).toBe(
      "30 minutes: Two of you £28",
    );
  });

  it("is not a bundle of what the question asks for one of", () => {
    const PRIVATE = recordsPage(
      "https://zapzone.example/private",
      "Private coaching | Zap Zone",
      `<h1>Private coaching</h1><table><tr><th>Length</th><th>Price</th></tr><tr><th>1 hour</th><td>£30</td></tr>
      <tr><th>4 sessions of an hour</th><td>£100</td></tr></table>`,
    );
    expect(answerText([PRIVATE], "how much is a private session for an hour", NOW)).toBe("1 hour: Price £30");
    const COACHING = recordsPage(
      "https://zapzone.example/coaching",
      "Coaching | Zap Zone",
      `<h1>Coaching</h1><h2>How much is a coaching session?</h2><p>£25 for 40 minutes, or £135 for a block of 6.</p>`,
    );
    expect(answerText([COACHING], "do you do coaching? how much is one", NOW)).toBe("£25 for 40 minutes");
    expect(answerText([COACHING], "how much is a block of 6 coaching sessions", NOW)).toMatch(
      /£135 for a block of 6/,
    );
  });

  it("is the column for one when the question names no party", () => {
    expect(answerText([LESSONS], "how much is a 30 min one to one session", NOW)).toBe(
      "30 minutes: One of you £20",
    );
  });
});
