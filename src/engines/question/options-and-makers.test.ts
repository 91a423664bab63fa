import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a headphone shop's models in two fits (not every model made in both), what an option and the
// post add to a price, its care plans, and its extras under a heading listing several things.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday

const MODELS = recordsPage(
  "https://sound.example/headphones",
  "Headphones | Larkfield Sound",
  `<h1>Headphones</h1><p>Every model is tuned in our own workshop.</p>
  <table><tr><th>Model</th><th>Over the ear One</th><th>In the ear One</th></tr>
  ${headedRow("Studio", "£199", "Not made in this fit")}
  ${headedRow("Sport", "£129", "£99")}
  ${headedRow("Travel", "£149", "£119")}</table>
  <h2>Speakers</h2><table><tr><th>Speakers</th><th>A pair</th></tr>
  ${headedRow("Bookshelf", "£240")}${headedRow("Floorstanding", "£480")}</table>
  <dl><dt>Wireless</dt><dd>Bookshelf and floorstanding, £60 more a pair</dd>
  <dt>Post</dt><dd>£4.95 an order; free on floorstanding speakers</dd></dl>
  <h2>Ear tips</h2><table><tr><th>Tips</th><th>A pack of 3</th></tr>${headedRow("Foam", "£8")}</table>`,
);

describe("a list by the column the question names with its own words", () => {
  it("reads the column whose words up to the term the question says, not the first naming the term", () => {
    const said = answerText([MODELS], "which models can i get as in the ear ones", NOW);
    expect(said).toMatch(/Sport/);
    expect(said).toMatch(/Travel/);
    expect(said).not.toMatch(/Studio/);
  });
});

describe("what an option or the post adds to a price", () => {
  it("adds what the option's line says it adds to the price asked without it", () => {
    const said = answerText([MODELS], "a pair of bookshelf speakers but wireless ones, how much", NOW);
    expect(said).toMatch(/£240/);
    expect(said).toMatch(/£300 with Wireless/);
  });

  it("adds a charge on an order once, to the sum of several", () => {
    const said = answerText([MODELS], "2 packs of foam ear tips sent in the post, total price?", NOW);
    expect(said).toMatch(/£16/);
    expect(said).toMatch(/£20\.95 with Post/);
  });

  it("adds nothing where the line says it is free on the thing priced", () => {
    const said = answerText([MODELS], "a pair of floorstanding speakers sent in the post, total price?", NOW);
    expect(said).toMatch(/£480 — £480 with Post/);
  });

  it("leaves a question naming no option as it was", () => {
    expect(answerText([MODELS], "how much are bookshelf speakers", NOW)).not.toMatch(/with/);
  });
});

describe("a maker asked for by name", () => {
  it("is not found where no record says it", () => {
    expect(answerText([MODELS], "what make are the sport headphones", NOW)).toBe("not found");
  });
});

const PLANS = recordsPage(
  "https://sound.example/care",
  "Care plans | Larkfield Sound",
  `<h1>Care plans</h1><p>Every pair comes with a year of care. After that, a plan keeps them working.</p><table><tr><th>Plan</th><th>A month</th><th>What's in it</th></tr>
  ${headedRow("Basic", "£3", "A clean every 6 months")}
  ${headedRow("Plus", "£6", "Everything in Basic, new ear cushions every year and accidental damage cover")}
  ${headedRow("Max", "£9", "Everything in Plus with no excess")}</table>`,
);

describe("what a plan gives", () => {
  it("is its row's list of what is in it, asked of what one gets on it", () => {
    expect(answerText([PLANS], "what do i get on the plus plan", NOW)).toMatch(/accidental damage/);
  });
});

const EXTRAS = recordsPage(
  "https://sound.example/extras",
  "Cases, cables and extras | Larkfield Sound",
  `<h1>Cases, cables and extras</h1><p>What comes in the box and what you can add.</p>
  <dl><dt>A case and a stand</dt><dd>Free at every branch; tell us when you buy</dd>
  <dt>A spare cable</dt><dd>Free within a year of buying, then £6</dd></dl>
  <h2>Extras to order</h2><table><tr><th>Extra</th><th>Price</th></tr>${headedRow("Gift wrap", "£3")}${headedRow("Engraving", "£12")}</table>`,
);

describe("a thing a heading lists with others", () => {
  it("is priced by the record saying it, not by the rows under the heading", () => {
    expect(answerText([EXTRAS], "how much is a case", NOW)).toMatch(/^A case and a stand: Free/);
  });

  it("is a no to paying extra when its line says it is free", () => {
    expect(answerText([EXTRAS], "do you charge extra for a case", NOW)).toMatch(/^No — /);
  });

  it("is no plain no when a number follows the free", () => {
    expect(answerText([EXTRAS], "do you charge extra for a spare cable", NOW)).not.toMatch(/^No — /);
  });
});
