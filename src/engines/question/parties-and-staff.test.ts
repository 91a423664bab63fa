import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { linkWeights } from "../navigator/link-meaning";
import { parseQuestion } from "./question";

// Of this file's own: a paintball site's birthday parties, a table whose rows are named for the party and whose
// "Smallest party" column gives a number of children; a costume hire firm's "how it works" page, which counts the
// people a fitting is for, and its team page, which counts the people who work there. Scarrow Wood is both the
// site's name and its woods.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday
const PARTIES = recordsPage(
  "https://scarrow.example/parties",
  "Birthdays | Scarrow Wood Paintball",
  `<h1>Birthdays</h1><table><tr><th>Party</th><th>Where</th><th>Smallest party</th><th>A child</th></tr>
  ${headedRow("Laser party", "The Arena", "8 children", "£18.50")}
  ${headedRow("Laser party plus", "The Arena", "8 children", "£23")}
  ${headedRow("Mini Splat party", "Scarrow Wood", "10 children", "£24")}
  ${headedRow("Junior paintball party", "Scarrow Wood", "10 players", "£29")}</table>`,
);
const HOW = recordsPage(
  "https://motley.example/how-it-works",
  "Hiring, step by step | Motley & Masque",
  `<h1>Hiring, step by step</h1><dl><dt>Fittings</dt><dd>Half an hour for one or two people, or an hour for 5 or
  more people</dd></dl>`,
);
const TEAM = recordsPage(
  "https://motley.example/team",
  "The wardrobe team | Motley & Masque",
  `<h1>The wardrobe team</h1><p>There are 7 of us, between the Shop, the Costume Store and the workroom.</p>`,
);

describe("how many different kinds of a thing", () => {
  it("counts the rows named for the thing, not the values of a column whose name says it", () => {
    expect(answerText([PARTIES], "how many different kids parties does scarrow wood offer", NOW)).toBe(
      "4 (Laser party, Laser party plus, Mini Splat party, Junior paintball party)",
    );
  });

  it("reads 'different' as asking nothing a page must say", () => {
    expect(parseQuestion("how many different kids parties does scarrow wood offer", NOW).terms).not.toContain(
      "different",
    );
  });
});

describe("which of a kind, and where", () => {
  it("reads 'kids parties' as parties, and 'in the woods' as the place the site's name says again", () => {
    expect(answerText([PARTIES], "which kids parties does scarrow wood do in the woods", NOW)).toMatch(
      /^Mini Splat party, Junior paintball party\n/,
    );
    expect(parseQuestion("which kids parties does scarrow wood do in the woods", NOW).target).toBe("party");
    expect(parseQuestion("which lodges sleeps 6", NOW).target).toBe("lodge");
  });
});

describe("how many people work at the site", () => {
  it("is not a count of the people something else is for", () => {
    expect(answerText([HOW], "how many people work at motley & masque", NOW)).toBe("not found");
  });

  it("is the headcount the team page states, and the team page is the link to follow", () => {
    expect(answerText([HOW, TEAM], "how many people work at motley & masque", NOW)).toBe("There are 7 of us");
    const q = parseQuestion("how many people work at motley & masque", NOW);
    const team = { href: "https://motley.example/team", text: "The wardrobe team" };
    const hire = { href: "https://motley.example/hire", text: "Costume hire" };
    const weights = linkWeights([team, hire], q);
    expect(weights.get(team)).toBeGreaterThan(weights.get(hire)!);
  });
});
