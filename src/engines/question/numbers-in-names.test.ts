import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// A laser tag arena's price list on a page of this file's own, whose games are named by their length (the longer one
// played as two halves of the shorter): the row named by the number the question says.

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
