import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a family firm of stonemasons with two yards, its team as cards with the years they joined, its
// yards side by side, its memorial prices by place, its services coming up by date, and a Christmas tree field's
// prices by height and tree. The site's own name is no yard's column, a day is no one, "the longest" compares the
// years people joined, a headcount is of everyone, "next week" keeps the dated rows in it, and a row keyed by a
// size is named by the column the question names.

const NOW = new Date("2026-11-26T10:00:00Z");
const TITLE = "Pellow Stonemasons";

const YARDS = recordsPage(
  "https://pellow.example/yards",
  `Our yards | ${TITLE}`,
  `<h1>Our yards</h1><table><caption>Side by side</caption><tr><th></th><th>Brackley</th><th>Orme</th></tr>
  ${headedRow("Masons here", "Ada Pellow and Jim Orr", "Ravi Shah and Lou Kemp")}
  ${headedRow("Saturday", "09:00 to 12:00", "Closed")}
  ${headedRow("Christmas Eve, Thursday 24 December", "09:00 to 12:00", "Closed")}</table>
  <table><caption>Getting here</caption><tr><th></th><th>Brackley</th><th>Orme</th></tr>
  ${headedRow("Parking", "4 spaces in the yard", "On the street")}</table>`,
);

const PRICES = recordsPage(
  "https://pellow.example/prices",
  `Prices | ${TITLE}`,
  `<h1>Prices</h1><table><caption>Fixing a memorial</caption>
  <tr><th>Place</th><th>A headstone</th><th>An ashes tablet</th></tr>
  ${headedRow("Brackley Cemetery", "£310", "£640")}
  ${headedRow("St Anne's churchyard", "£280", "£380")}
  ${headedRow("Orme Green woodland", "–", "£450")}</table>
  <table><caption>Memorials</caption><tr><th>Memorial</th><th>Lettering</th><th>Price</th></tr>
  ${headedRow("Traditional Headstone", "Up to 60 letters", "£1,450")}
  ${headedRow("Simple Tablet", "Up to 30 letters", "£620")}</table>`,
);

const TEAM = recordsPage(
  "https://pellow.example/team",
  `Our team | ${TITLE}`,
  `<h1>Our team</h1><p>Today there are 9 of us in the two yards, and 3 of us are letter cutters.</p>
  <div class="card"><h3>Ada Pellow</h3><p>Master mason</p><p>Brackley</p><p>With us since 1996</p></div>
  <div class="card"><h3>Jim Orr</h3><p>Letter cutter</p><p>Brackley</p><p>With us since 1988</p></div>
  <div class="card"><h3>Ravi Shah</h3><p>Mason</p><p>Orme</p><p>With us since 2019</p></div>`,
);

const SERVICES = recordsPage(
  "https://pellow.example/services",
  `Services | ${TITLE}`,
  `<h1>Services coming up</h1><table><caption>Blessings of new memorials</caption>
  <tr><th>Family</th><th>Where</th><th>When</th></tr>
  ${headedRow("The Wrights", "Brackley Cemetery", "Monday 23 November 2026, 11:00")}
  ${headedRow("The Achebes", "St Anne's churchyard", "Wednesday 2 December 2026, 14:00")}
  ${headedRow("The Lunds", "Orme Green woodland", "Friday 4 December 2026, 10:30")}
  ${headedRow("The Parrys", "Brackley Cemetery", "Tuesday 8 December 2026, 12:00")}</table>`,
);

const TREES = recordsPage(
  "https://pellow.example/trees",
  "The tree field | Pellow Farm",
  `<h1>The tree field</h1><table><caption>Trees</caption>
  <tr><th>Height</th><th>Nordmann Fir Cut your own</th><th>Nordmann Fir Ready cut</th></tr>
  ${headedRow("5ft to 6ft", "£48", "£54")}${headedRow("6ft to 7ft", "£60", "£66")}</table>
  <table><caption>Other trees</caption><tr><th>Tree</th><th>Height</th><th>Price</th></tr>
  ${headedRow("Fraser Fir, ready cut", "6ft to 7ft", "£70")}</table>`,
);

describe("the site's own name and its people", () => {
  it("names no yard's column by the site's name said in the question", () => {
    expect(
      answerText([YARDS, PRICES], "where can pellows fix an ashes tablet for less than £500", NOW).split(
        "\n",
      )[0],
    ).toBe("St Anne's churchyard, Orme Green woodland");
  });

  it("lists people, never the days of a row of hours", () => {
    expect(answerText([YARDS], "who works at pellow's orme yard", NOW)).toBe("Ravi Shah and Lou Kemp");
  });

  it("compares the years people joined for who has worked there the longest, and nothing else", () => {
    expect(answerText([TEAM], "whos worked at pellow stonemasons the longest", NOW)).toBe(
      "Jim Orr — Letter cutter; Brackley; With us since 1988",
    );
    expect(answerText([PRICES], "whos worked at pellow stonemasons the longest", NOW)).toBe("not found");
  });

  it("counts everyone where the question names only the site", () => {
    expect(answerText([TEAM], "how many people work at pellow stonemasons", NOW)).toBe(
      "Today there are 9 of us in the two yards",
    );
  });
});

describe("a week asked", () => {
  it("keeps the dated rows of next week", () => {
    expect(answerText([SERVICES], "which blessings are pellow's holding next week", NOW).split("\n")[0]).toBe(
      "The Achebes, The Lunds",
    );
  });

  it("is not answered by items giving no date", () => {
    expect(answerText([PRICES], "which memorials are pellow's making next week", NOW)).toBe("not found");
  });
});

describe("a row keyed by a size", () => {
  it("is named by the column the question names, as typed", () => {
    expect(answerText([TREES], "hw much for a 6-7ft nordman fir if we cut it ourselves", NOW)).toBe(
      "6ft to 7ft: Nordmann Fir Cut your own £60",
    );
  });
});
