import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a garden centre's questions and answers, each answer under the question it answers, its
// workshop's rules and its delivery zones. Of answers that disagree, the one under the question asked says; a
// sentence saying no first of a thing asked that no other sentence names ("Not to the Glasshouse") is the answer
// for it; of a value's clauses, the one naming the day asked ("on Saturdays please leave under 12s at home"); a
// zone's cell denying the doing asked ("We don't deliver sheds") is a no; "8 year old niece" is a child; "25 miles
// away" a distance; "No other florist can rush" is a no of the others only; "only sell in pairs" keeps the rows
// saying no other way; the site's own name is no place a thing is had only elsewhere; a row's prices under one
// heading are one thing's ways to buy it.

const NOW = new Date("2026-11-26T10:00:00Z");

const FAQ = recordsPage(
  "https://greenhaw.example/faq",
  "Questions | Greenhaw Garden Centre",
  `<h1>Questions</h1>
  <h3>Can I bring my dog in?</h3><p>Yes, on a lead, to the Plant Hall. Not to the Glasshouse, please: the butterflies fly free.</p>
  <h3>Will you take plants I don't want?</h3><p>Yes, if they're healthy, at the Glasshouse. We don't pay for them.</p>`,
);

describe("an answer under the question it answers", () => {
  it("says no of the thing its sentence saying no first names alone", () => {
    expect(answerText([FAQ], "can i bring my dog with me to the glasshouse", NOW)).toBe(
      "No — Questions › Can I bring my dog in?: Yes, on a lead, to the Plant Hall. Not to the Glasshouse, please: the butterflies fly free.",
    );
  });
});

const WORKSHOPS = recordsPage(
  "https://greenhaw.example/workshops",
  "Workshops | Greenhaw Garden Centre",
  `<h1>Wreath workshops</h1><dl><dt>Children</dt><dd>Welcome on weekdays; on Saturdays please leave under 12s at home</dd>
  <dt>Times</dt><dd>Tuesday to Friday at 10:00; Saturdays at 09:30 and 13:30</dd></dl>`,
);

const SHEDS = recordsPage(
  "https://greenhaw.example/sheds",
  "Sheds | Greenhaw Garden Centre",
  `<h1>Sheds</h1><table><caption>Delivering a shed</caption><tr><th>Zone</th><th>Where</th><th>Delivery</th></tr>
  ${headedRow("Zone A", "Up to 10 miles", "£20")}
  ${headedRow("Zone B", "Up to 20 miles", "£40")}
  ${headedRow("Further away", "More than 20 miles", "We don't deliver sheds")}</table>`,
);

describe("a clause of the day or the distance asked", () => {
  it("reads the clause naming the day asked, of a child of the age asked", () => {
    expect(answerText([WORKSHOPS], "can i bring my 8 year old niece to a saturday workshop", NOW)).toBe(
      "No — Wreath workshops: Children: Welcome on weekdays; on Saturdays please leave under 12s at home",
    );
  });

  it("says no from a zone's cell denying the doing asked, and yes from the zone taking the distance in", () => {
    expect(answerText([SHEDS], "do u deliver sheds to somewhere 25 miles away", NOW)).toMatch(
      /^No — .*Further away/,
    );
    expect(answerText([SHEDS], "do u deliver sheds to somewhere 15 miles away", NOW)).toMatch(
      /^Yes — .*Zone B/,
    );
  });
});

const ANIMALS = recordsPage(
  "https://greenhaw.example/pets",
  "Pets | Greenhaw Garden Centre",
  `<h1>Pets</h1><table><caption>Small animals</caption><tr><th>Animal</th><th>Sold</th><th>Price</th></tr>
  ${headedRow("Gerbil", "In pairs", "£24 the pair")}
  ${headedRow("Fancy rat", "In pairs", "£30 the pair")}
  ${headedRow("Syrian hamster", "On its own", "£18")}
  ${headedRow("Budgerigar", "On its own or in a pair", "£28 each")}</table>
  <p>Greenhaw has sold pets since 1978.</p><p>Fish are sold at the Glasshouse only, not in the garden shop.</p>`,
);

describe("what is had only one way, or only at one place", () => {
  it("lists the rows whose cell gives the way asked and no other", () => {
    expect(answerText([ANIMALS], "which animals does greenhaw only sell in pairs", NOW).split("\n")[0]).toBe(
      "Gerbil, Fancy rat",
    );
  });

  it("takes the site's own name for no place a thing is had only elsewhere", () => {
    expect(answerText([ANIMALS], "does greenhaw garden centre sell tortoises", NOW)).toBe("not found");
  });
});

const DRESSES = recordsPage(
  "https://greenhaw.example/bridal",
  "Bridal | Greenhaw Garden Centre",
  `<h1>Wedding flowers</h1><dl><dt>Rush orders</dt><dd>Ivy & Fern and Juniper Blooms can make a bouquet in 2 weeks for
  £40 more. No other florist can rush</dd></dl>`,
);

describe("no other", () => {
  it("is a no of the others, never of the one the sentence names", () => {
    expect(answerText([DRESSES], "can juniper blooms rush a bouquet", NOW)).toBe("not found");
  });
});

const GOWNS = recordsPage(
  "https://greenhaw.example/gowns",
  "Gowns | Greenhaw Garden Centre",
  `<h1>Gowns</h1><table><caption>Our designers</caption>
  <tr><th rowspan="2">Designer</th><th colspan="2">Price</th></tr><tr><th>Made to order</th><th>A sample</th></tr>
  ${headedRow("Ivy & Fern", "£980 to £1,400", "From £590")}
  ${headedRow("Juniper Blooms", "£750 to £1,150", "From £650")}
  ${headedRow("Hartwell", "£1,850 to £2,900", "From £420")}</table>`,
);

describe("a row's prices under one heading", () => {
  it("are one thing's ways to buy it, the cheapest compared by the first", () => {
    expect(answerText([GOWNS], "cheapest designer at greenhaw", NOW)).toMatch(/^Juniper Blooms — /);
  });
});
