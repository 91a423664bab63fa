import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a camper van hire's fleet (a row a van, its prices by hire and its refundable deposit) and an
// aviary's birds, some sold only in pairs, a hire shop's wetsuits in ranges of sizes, its lessons and its questions.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday

const VANS = recordsPage(
  "https://vans.example/fleet",
  "Our vans | Tarn Campers",
  `<h1>Our vans</h1><table><tr><th>Van</th><th>Sleeps</th><th>Hire A weekend</th><th>Hire A week</th>
  <th>Refundable Security deposit</th></tr>
  ${headedRow("Little Tarn, a pop-top for two", "2", "£280", "£640", "£400")}
  ${headedRow("Big Tarn, a coachbuilt for four", "4", "£360", "£820", "£600")}</table>`,
);

describe("a total with a charge the question adds", () => {
  it("adds the row's cell the question names to the price asked", () => {
    const said = answerText([VANS], "big tarn for a week, what's the total with the security deposit", NOW);
    expect(said).toMatch(/£820/);
    expect(said).toMatch(/£1,420 in total/);
  });

  it("adds nothing when no total is asked", () => {
    const said = answerText([VANS], "how much is big tarn for a week", NOW);
    expect(said).toMatch(/£820/);
    expect(said).not.toMatch(/in total/);
  });

  it("adds nothing when no cell of the row names what is added", () => {
    const said = answerText([VANS], "little tarn for a weekend, what's the total with the cleaning fee", NOW);
    expect(said).not.toMatch(/in total/);
  });
});

const BIRDS = recordsPage(
  "https://aviary.example/birds",
  "Birds | Wren Lane Aviary",
  `<h1>Birds</h1><table><tr><th>Bird</th><th>Sold</th><th>Price</th></tr>
  ${headedRow("Zebra finch", "In pairs", "£30 the pair")}
  ${headedRow("Canary", "On its own or in a pair", "£45 each")}</table>
  <dl><dt>Finches</dt><dd>Sold in pairs only, never on their own</dd></dl>`,
);

describe("one of a thing sold in pairs", () => {
  it("is a no, from what the records say of it", () => {
    expect(answerText([BIRDS], "can i buy a single zebra finch", NOW)).toMatch(/^No — .*pairs/);
  });

  it("is not a no where one is also sold", () => {
    expect(answerText([BIRDS], "can i buy one canary", NOW)).not.toMatch(/^No/);
  });
});

const WETSUITS = recordsPage(
  "https://surf.example/hire",
  "Wetsuit hire | Porth Surf",
  `<h1>Wetsuit hire</h1><table><tr><th>Suit</th><th>Thickness</th><th>Sizes</th><th>A day</th></tr>
  ${headedRow("Summer shorty", "3mm", "6 to 16", "£8")}
  ${headedRow("Winter full suit", "5mm", "8 to 20", "£12")}
  ${headedRow("Kids' suit", "4mm", "2 to 5", "£6")}</table>`,
);

describe("a list of the rows whose range takes in the number asked", () => {
  it("keeps the rows whose column named by the question's word takes the number in", () => {
    const said = answerText([WETSUITS], "which suits do you have in a size 18", NOW);
    expect(said).toMatch(/Winter full suit/);
    expect(said).not.toMatch(/Summer shorty|Kids/);
  });
});

const LESSONS = recordsPage(
  "https://surf.example/lessons",
  "Lessons | Porth Surf",
  `<h1>Lessons</h1><table><tr><th>Lesson</th><th>When</th><th>Price</th></tr>
  ${headedRow("Open session for beginners, Porth Beach", "Saturdays, 10:00", "£35")}
  ${headedRow("Open session for improvers, Porth Beach", "Sundays, 10:00", "£40")}
  ${headedRow("Private lesson, Gwel Cove", "Any day, by booking", "£70")}</table>
  <h2>Asked a lot</h2><h3>Can I buy surf wax?</h3><p>The shop sells cold-water wax, leashes and fin keys; we don't
  sell boards.</p>`,
);

describe("a list asked as what a place has of a thing", () => {
  it("lists the rows when two words name the thing ('what open sessions does … run')", () => {
    const said = answerText([LESSONS], "what open sessions does porth surf run on porth beach", NOW);
    expect(said).toMatch(/Open session for beginners/);
    expect(said).toMatch(/Open session for improvers/);
    expect(said).not.toMatch(/Private lesson/);
  });

  it("is the answer under a question heading asking it, when no rows list it", () => {
    expect(answerText([LESSONS], "what surf wax does porth surf sell", NOW)).toMatch(/cold-water wax/);
  });
});
