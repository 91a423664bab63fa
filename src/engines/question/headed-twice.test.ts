import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// A farm shop's Christmas turkeys of this file's own, in a table under two header rows: the sizes, weights and how
// many each serves spanning both rows, then "Price" over a column for each breed. A cell is named by both its
// headers, the biggest turkey is the heaviest, and a taxi's rate for each mile is no cost of a journey of three.

const NOW = new Date("2026-11-26T10:00:00Z");
const TURKEYS = recordsPage(
  "https://meadowfarm.example/christmas",
  "Christmas | Meadow Farm Shop",
  `<h1>Christmas</h1><table><caption>Turkeys</caption><thead><tr><th rowspan="2">Size</th>
  <th rowspan="2">Oven-ready weight</th><th rowspan="2">Serves</th><th colspan="2">Price</th></tr>
  <tr><th>White</th><th>Bronze</th></tr></thead><tbody>
  <tr><th>Medium</th><td>5 to 6 kg</td><td>8 to 10</td><td>£68</td><td>£84</td></tr>
  <tr><th>Large</th><td>6 to 7 kg</td><td>10 to 12</td><td>£78</td><td>£96</td></tr>
  <tr><th>Extra large</th><td>7 to 8 kg</td><td>12 to 14</td><td>£88</td><td>£108</td></tr></tbody></table>`,
);

const FARES = recordsPage(
  "https://meadowcabs.example/fares",
  "Fares | Meadow Cabs",
  `<h1>Fares</h1><table><thead><tr><th rowspan="2">Tariff</th><th colspan="2">Harrowby</th></tr>
  <tr><th>First mile</th><th>Each mile after</th></tr></thead><tbody>
  <tr><th>Day</th><td>£4.20</td><td>£2.10</td></tr><tr><th>Night</th><td>£5.20</td><td>£2.60</td></tr></tbody></table>
  <table><caption>What trips cost</caption><tr><th>Trip</th><th>Miles</th><th>Day</th><th>Night</th></tr>
  <tr><th>Station to the hospital</th><td>2</td><td>£6.30</td><td>£7.80</td></tr></table>`,
);

describe("a table under two header rows", () => {
  it("names a cell by both its headers", () => {
    expect(answerText([TURKEYS], "how much is a medium bronze turkey at meadow farm", NOW)).toBe(
      "Medium: Price Bronze £84",
    );
  });

  it("gives the biggest by its weight", () => {
    const biggest = answerText([TURKEYS], "whats the biggest turkey meadow farm do", NOW);
    expect(biggest).toMatch(/^Extra large\b/);
    expect(biggest).toContain("7 to 8 kg");
  });
});

describe("a rate for one of a unit", () => {
  it("is no cost of several", () => {
    expect(answerText([FARES], "what would a 3 mile journey with meadow cabs cost at night", NOW)).toBe(
      "not found",
    );
  });
});
