import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// A picture framer and art shop's pages of this file's own: a yes said of one thing beside a no said of another in
// the same answer, a count said among other numbers, and the price of a big or a small one of two sizes.

const NOW = new Date("2026-11-26T10:00:00Z");
const HELP = recordsPage(
  "https://wrenframes.example/help",
  "Help | Wren & Co.",
  `<h1>Help</h1><dl><dt>Do you give a student discount?</dt><dd>On art materials, yes: 10% with a student card.
  Not on framing.</dd><dt>Can I park?</dt><dd>There's a pay and display behind the shop.</dd></dl>`,
);
const GALLERY = recordsPage(
  "https://wrenframes.example/gallery",
  "The gallery | Wren & Co.",
  `<h1>The gallery</h1><article><h2>Small Works: the winter show</h2><p>11 December 2026 to 16 January 2027</p>
  <p>Over 200 small works by 48 artists, nothing over £250.</p></article>`,
);

describe("a yes said of one thing", () => {
  it("is a no to another the same answer denies", () => {
    expect(answerText([HELP], "do wren & co give student discount on framing", NOW)).toMatch(/^No — /);
    expect(answerText([HELP], "do wren & co give student discount on art materials", NOW)).toMatch(/^Yes — /);
  });
});

describe("a count said among other numbers", () => {
  it("is the number said of the thing counted", () => {
    const said = answerText([GALLERY], "how many artists are in wren's winter show", NOW);
    expect(said).toMatch(/\b48 artists\b/);
    expect(said).not.toMatch(/\b200\b/);
  });
});

describe("a price asked of a big or a small one", () => {
  it("is the price of the largest or smallest size the sentence gives", () => {
    const INK = recordsPage(
      "https://wrenframes.example/ink",
      "Walnut ink | Wren & Co.",
      `<h1>Walnut ink</h1><p>Do you sell walnut ink? Yes, our own. How much? £14 for a 250 ml bottle or £6 for 50
      ml, in the shop only.</p>`,
    );
    expect(answerText([INK], "do wren sell walnut ink? how much is a big bottle", NOW)).toMatch(
      /£14 for a 250 ml bottle$/,
    );
    expect(answerText([INK], "do wren sell walnut ink? how much is a small bottle", NOW)).toMatch(
      /£6 for 50 ml$/,
    );
  });
});
