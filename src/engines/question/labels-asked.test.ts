import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: an archery range's page, whose opening sentence mentions the kit every session includes and
// whose label "Kit" says what it is. "What kit do you give us" is the label's, not the sentence mentioning it.

const NOW = new Date("2026-11-26T10:00:00Z");
const RANGE = recordsPage(
  "https://fletch.example/sessions",
  "Sessions | Fletch Archery",
  `<h1>Sessions</h1><p>Target archery on six lanes, with a coach for every 8 archers. Every session includes your kit
  and the arrows; buy more on the day.</p>
  <dl><dt>Kit</dt><dd>Every archer gets a bow, an arm guard, a finger tab and a quiver; gloves are £2 to buy</dd></dl>`,
);

describe("a thing asked that a label names", () => {
  it("is the label's, not a sentence mentioning the thing", () => {
    expect(answerText([RANGE], "what kit do you give us to shoot with", NOW)).toBe(
      "Kit: Every archer gets a bow, an arm guard, a finger tab and a quiver; gloves are £2 to buy",
    );
  });
});
