import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a karting company with an outdoor circuit and an indoor track, whose table says what each place
// is ("What's there"), whose opening hours are by day with Christmas rows and whose parties at home are priced by zones
// of postcode districts; and a golf club's green fees.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday: "this monday" is 30 November
const KARTING = recordsPage(
  "https://ashgrove.example/places",
  "Where & when | Ashgrove Karting",
  `<h1>Where & when</h1>
  <h2>Two tracks</h2><table><tr><th></th><th>Moss Lane</th><th>The Shed</th></tr>
  ${headedRow("What's there", "Outdoor karting on a 1,200 m circuit, with a café", "Indoor karting over two levels and a party room")}
  ${headedRow("Phone", "01632 960 210", "01632 960 218")}</table>
  <h2>Opening hours</h2><table><tr><th></th><th>Moss Lane</th><th>The Shed</th></tr>
  ${headedRow("Monday", "10:00 to 17:00", "Closed")}
  ${headedRow("Tuesday to Friday", "10:00 to 17:00", "16:00 to 21:00")}
  ${headedRow("Saturday and Sunday", "09:00 to 18:00", "10:00 to 22:00")}</table>
  <h2>Christmas</h2><table><tr><th></th><th>Moss Lane</th><th>The Shed</th></tr>
  ${headedRow("Monday 28 to Wednesday 30 December", "Closed", "10:00 to 20:00")}</table>`,
);

const CLUB = recordsPage(
  "https://heathcote.example/visitors",
  "Visitors | Heathcote Golf Club",
  `<h1>Visitors</h1><table><tr><th>Who</th><th>Weekdays</th><th>Weekends</th></tr>
  ${headedRow("Visitor, 18 holes", "£40", "£48")}
  ${headedRow("Junior (under 18)", "£12", "£16")}</table>`,
);

const ZONES = recordsPage(
  "https://ashgrove.example/parties",
  "Parties at home | Ashgrove Karting",
  `<h1>Parties at home</h1><p>We bring the electric karts and the track to you.</p><table>
  <tr><th>Zone</th><th>Postcodes</th><th>Charge</th></tr>
  ${headedRow("Zone 1", "AG1 to AG4", "Free")}
  ${headedRow("Zone 2", "AG5 to AG9, KT2 to KT6", "£35")}
  ${headedRow("Further afield", "Anywhere else in the county", "£60")}</table>`,
);

describe("the day asked and what a place is", () => {
  it("reads a day said with its month from the ordinary week's row, the month being no subject", () => {
    expect(answerText([KARTING], "is moss lane open on monday 30th november", NOW)).toBe(
      "Yes — Where & when › Opening hours: Monday — Moss Lane 10:00 to 17:00, The Shed Closed",
    );
  });

  it("knows a place by what the page says it is: the indoor karting shed is The Shed", () => {
    expect(answerText([KARTING], "is the indoor karting shed open this monday", NOW)).toBe(
      "No — Where & when › Opening hours: Monday — Moss Lane 10:00 to 17:00, The Shed Closed",
    );
  });

  it("takes 'to play' as the doing a price list leaves unsaid", () => {
    expect(answerText([CLUB], "junior price to play on a saturday", NOW)).toBe(
      "Junior (under 18): Weekends £16",
    );
  });

  it("reads a run of postcode districts as each district in it", () => {
    expect(answerText([ZONES], "how much do you charge to bring the karts to KT4", NOW)).toBe(
      "Zone 2: Charge £35",
    );
  });
});
