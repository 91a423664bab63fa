import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { countedOf } from "./basket";

// Of this file's own: a shoe repairer's price list (a row a shoe, a column a job), its two shops' hours after
// Christmas, and a sign language service's languages and sessions.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday

const REPAIRS = recordsPage(
  "https://cobbler.example/repairs",
  "Repairs | Hale Street Cobbler",
  `<h1>Repairs</h1><table><tr><th>Shoe</th><th>Heels</th><th>Soles</th><th>New laces</th><th>Stretch</th></tr>
  ${headedRow("Boots", "£18", "£36", "£4", "£12")}
  ${headedRow("Boat shoes", "£14", "£30", "£3", "—")}
  ${headedRow("Trainers", "—", "£28", "£3", "£10")}</table>`,
);

describe("two jobs priced in one row", () => {
  it("adds the cells of the row the question names in the columns it names", () => {
    expect(answerText([REPAIRS], "my boots need heels and soles, how much for both", NOW)).toBe(
      "Boots: Heels £18, Soles £36 — £54 for both",
    );
  });

  it("adds nothing for a party of two", () => {
    expect(answerText([REPAIRS], "heels on boots, how much for both of us", NOW)).not.toMatch(/for both$/);
  });

  it("reads a skirt taken up as shortened", () => {
    const SKIRTS = recordsPage(
      "https://cobbler.example/sewing",
      "Sewing | Hale Street Cobbler",
      `<h1>Sewing</h1><table><tr><th>Garment</th><th>Shorten</th><th>New zip</th></tr>
      ${headedRow("Skirt", "£15", "£17")}${headedRow("Shorts", "£11", "£13")}</table>`,
    );
    expect(answerText([SKIRTS], "a skirt taken up and a new zip, how much for both", NOW)).toMatch(
      /£32 for both/,
    );
  });
});

const HOURS = recordsPage(
  "https://cobbler.example/shops",
  "Our shops | Hale Street Cobbler",
  `<h1>Our shops</h1><h2>Christmas and New Year</h2>
  <table><tr><th>Day</th><th>Hale Street</th><th>Market Hall</th></tr>
  ${headedRow("Saturday 2 January", "Closed", "Closed")}
  ${headedRow("Monday 4 January", "09:00 to 17:30, open again", "Closed, as on every Monday")}
  ${headedRow("Tuesday 5 January", "09:00 to 17:30", "08:30 to 16:00, open again")}</table>`,
);

describe("reopening asked of one place", () => {
  it("is the day that place's column says it opens again", () => {
    const said = answerText([HOURS], "when does the market hall open again after christmas", NOW);
    expect(said).toMatch(/^Tuesday 5 January/);
    expect(said).not.toMatch(/Monday 4 January/);
  });
});

const LANGUAGES = recordsPage(
  "https://signs.example/languages",
  "Languages | Clearhand Access",
  `<h1>Languages</h1><table><tr><th>Language</th><th>Translation</th><th>Interpreting</th></tr>
  ${headedRow("British Sign Language", "Yes", "Yes")}
  ${headedRow("Irish Sign Language", "No", "Yes")}
  ${headedRow("Makaton", "No", "Yes")}
  ${headedRow("Easy Read English", "Yes", "No")}</table>`,
);

describe("what is done only one way", () => {
  it("lists the rows saying yes in the column the word after only names, and no in the others", () => {
    const said = answerText([LANGUAGES], "which languages do you only interpret", NOW);
    expect(said).toMatch(/Irish Sign Language/);
    expect(said).toMatch(/Makaton/);
    expect(said).not.toMatch(/British|Easy Read/);
  });

  it("reads a document translated as no thing a row must name", () => {
    expect(answerText([LANGUAGES], "can you translate a document into makaton", NOW)).toMatch(/^No — /);
  });
});

const SESSIONS = recordsPage(
  "https://signs.example/book",
  "Book | Clearhand Access",
  `<h1>Book an interpreter</h1><table><tr><th>How</th><th>An hour</th><th>Half day</th></tr>
  ${headedRow("In person", "£60", "£200")}${headedRow("Telephone", "£45", "No, by the hour only")}</table>
  <p>Call us on 01632 960 118.</p>`,
);

describe("a phone that is a way of doing a thing", () => {
  it("is a word of the thing asked, not a phone number asked for", () => {
    expect(answerText([SESSIONS], "can i book a telephone interpreter for a half day", NOW)).not.toMatch(
      /01632/,
    );
    expect(answerText([SESSIONS], "can i book a telephone interpreter for a half day", NOW)).toMatch(
      /^No — /,
    );
  });
});

const BANDS = recordsPage(
  "https://signs.example/prices",
  "Translation | Clearhand Access",
  `<h1>Translation</h1><p>We translate into and out of English.</p><table><tr><th>Languages</th><th>A word</th></tr>
  ${headedRow("French, German, Spanish", "9p")}${headedRow("Arabic, Turkish", "12p")}
  ${headedRow("Mandarin Chinese, Japanese", "14p")}</table>`,
);

describe("a count of things listed several to a row", () => {
  it("counts every thing each row names", () => {
    expect(answerText([BANDS], "how many languages do you translate", NOW)).toMatch(/^7 \(/);
  });
});

describe("a price a word times the words asked", () => {
  const RATES = recordsPage(
    "https://signs.example/rates",
    "Translation | Clearhand Access",
    `<h1>Translation</h1><h2>Translation, a word</h2><table><tr><th>Languages</th><th>General</th><th>Legal</th></tr>
    ${headedRow("French, German", "9p", "12p")}${headedRow("Arabic, Turkish", "12p", "16p")}</table>`,
  );

  it("reads thousands with or without their comma", () => {
    expect(answerText([RATES], "1,500 words of a legal contract into german, how much", NOW)).toMatch(
      /£180 for 1500/,
    );
    expect(answerText([RATES], "3000 words of general turkish, how much", NOW)).toMatch(/£360 for 3000/);
  });

  it("never counts a year", () => {
    expect(countedOf("how much are the 2027 rates for general french")).toBeUndefined();
  });
});

describe("a question's time clause", () => {
  it("says no word a record must say: 'once they're done'", () => {
    const FAQ = recordsPage(
      "https://cobbler.example/faq",
      "Questions | Hale Street Cobbler",
      `<h1>Questions</h1><h2>What if I don't collect?</h2><p>We keep mended shoes for 90 days; after that we give
      them to the charity shop next door.</p><h2>Can I pay later?</h2><p>You pay when you collect.</p>`,
    );
    expect(answerText([FAQ], "how long have i got to pick them up once they're done", NOW)).toMatch(
      /90 days/,
    );
  });
});
