import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// A zip wire park's two sites compared on a page of this file's own, a row for each thing told of and a column for
// each site: a measure asked of one site is the cell of the row its attribute names.

const NOW = new Date("2026-11-26T10:00:00Z");
const SITES = recordsPage(
  "https://skyline-zips.example/sites",
  "Our sites | Skyline Zip Wires",
  `<h1>Our sites</h1><table><caption>Side by side</caption><tr><th></th><th>Harrow Quarry</th><th>Fell Top</th>
  </tr><tr><th>Zip wires</th><td>Twin lines, side by side</td><td>One line over the lake</td></tr><tr><th>Top speed
  </th><td>45 mph</td><td>60 mph</td></tr><tr><th>Length</th><td>800 m</td><td>1.2 km</td></tr><tr><th>Heaviest rider
  </th><td>120 kg</td><td>110 kg</td></tr></table>`,
);

describe("a table comparing sites", () => {
  it("is the cell of the row the attribute names, in the site's column", () => {
    expect(answerText([SITES], "how fast do the zip wires go at fell top", NOW)).toBe(
      "Top speed — Fell Top: 60 mph",
    );
  });

  it("is nothing where the question names no one site", () => {
    expect(answerText([SITES], "how fast do the zip wires go", NOW)).not.toMatch(/^Top speed — /);
  });
});

describe("where a place is, of a table comparing places", () => {
  const WALLS = recordsPage(
    "https://crag.example/walls",
    "Our walls | Crag & Ridge Climbing",
    `<h1>Our walls</h1><table><caption>Two walls</caption><tr><th></th><th>Crag Hall</th><th>Ridge Barn</th></tr>
    <tr><th>What's there</th><td>Ropes and auto-belays over three floors</td><td>Bouldering and a café</td></tr>
    <tr><th>Address</th><td>14 Mill Street, Harrowby HB2 4QL</td><td>Unit 4, Fellgate Business Park, Keld KL1 3FT</td>
    </tr></table>`,
  );
  it("is the address row's cell, over a row about the place that gives no address", () => {
    expect(answerText([WALLS], "where is the bouldering at ridge barn", NOW)).toBe(
      "Address: Ridge Barn Unit 4, Fellgate Business Park, Keld KL1 3FT",
    );
  });
});

describe("a place named with whose it is", () => {
  const PHONES = recordsPage(
    "https://craghall.example/visit",
    "Visit | Crag Hall Climbing",
    `<h1>Visit</h1><table><caption>Our two walls</caption><tr><th></th><th>Crag Hall</th><th>The Barn</th></tr>
    <tr><th>What's there</th><td>Ropes over three floors</td><td>Bouldering and a café</td></tr>
    <tr><th>Phone</th><td>01632 960 110</td><td>01632 960 118</td></tr></table>`,
  );
  it("is the column of the thing, not of its owner's name", () => {
    expect(answerText([PHONES], "phone number for crag hall's bouldering barn", NOW)).toBe(
      "Phone: The Barn 01632 960 118",
    );
  });
});
