import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a bike hire firm with a depot and a kiosk in two towns, its table giving each one's address and
// what is there, its hours by day with Christmas rows and a stocktake closure in January, and its late fees; a family golf centre's crazy golf and bowling side by side.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday
const VISIT = recordsPage(
  "https://spokes.example/visit",
  "Visit | Spokes Bike Hire",
  `<h1>Visit</h1><p>The Depot is on Mill Quay in Ashby; the Kiosk is on the front at Saltby.</p>
  <table><tr><th></th><th>The Depot</th><th>The Kiosk</th></tr>
  ${headedRow("Address", "4 Mill Quay, Ashby AB1 2MQ", "The Promenade, Saltby SB3 4PR")}
  ${headedRow("What's there", "Mountain bikes, repairs and the workshop", "E-bikes and tandems on the seafront")}</table>
  <h2>Opening hours</h2><table><tr><th>Day</th><th>The Depot</th><th>The Kiosk</th></tr>
  ${headedRow("Thursday", "09:00 to 19:00", "10:00 to 16:00")}
  ${headedRow("Sunday", "10:00 to 16:00", "10:00 to 17:00")}</table>
  <h2>Christmas</h2><table><tr><th></th><th>The Depot</th><th>The Kiosk</th></tr>
  ${headedRow("Sunday 27 December", "Closed", "11:00 to 15:00")}
  ${headedRow("Monday 28 December", "10:00 to 14:00, returns only", "Closed")}</table>
  <dl><dt>Stocktake</dt><dd>the Kiosk is closed from Saturday 2 to Friday 8 January.</dd>
  <dt>Late returns</dt><dd>E-bikes £15 a day</dd></dl>`,
);

const GOLF = recordsPage(
  "https://putters.example/visit",
  "Visit | Putters Family Golf",
  `<h1>Visit</h1><table><tr><th></th><th>The Links</th><th>The Hall</th></tr>
  ${headedRow("What's there", "Crazy golf over 18 holes, and a café", "Ten-pin bowling and arcade games")}</table>
  <h2>Christmas</h2><table><tr><th></th><th>The Links</th><th>The Hall</th></tr>
  ${headedRow("Sunday 27 December", "Closed", "11:00 to 20:00")}</table>`,
);

describe("a place known by its town, a visit at a time, a thing taken back", () => {
  it("reads the depot in ashby as The Depot's column, and getting there at 6pm tonight as its hours then", () => {
    expect(answerText([VISIT], "can i get to the depot in ashby at 6pm tonight", NOW)).toBe(
      "Yes — Visit › Opening hours: Thursday — The Depot 09:00 to 19:00, The Kiosk 10:00 to 16:00",
    );
  });

  it("reads the kiosk in saltby as The Kiosk's column beside a closure dated to other days", () => {
    expect(answerText([VISIT], "is the saltby kiosk open at 3pm tonight", NOW)).toBe(
      "Yes — Visit › Opening hours: Thursday — The Depot 09:00 to 19:00, The Kiosk 10:00 to 16:00",
    );
  });

  it("reads taking a bike back as returning it", () => {
    expect(answerText([VISIT], "can i take my bike back to the depot on monday 28th december", NOW)).toBe(
      "Yes — Visit › Christmas: Monday 28 December — The Depot 10:00 to 14:00, returns only, The Kiosk Closed",
    );
  });

  it("knows a place by what is there, and a light verb asks nothing of the row", () => {
    expect(answerText([VISIT], "can we get mountain bikes at spokes on sunday 27th december", NOW)).toBe(
      "No — Visit › Christmas: Sunday 27 December — The Depot Closed, The Kiosk 11:00 to 15:00",
    );
  });

  it("reads the column a place's description names, a light verb said of no row", () => {
    expect(answerText([GOLF], "can we play crazy golf on sunday 27th december", NOW)).toBe(
      "No — Visit › Christmas: Sunday 27 December — The Links Closed, The Hall 11:00 to 20:00",
    );
  });

  it("counts the days of a price said just before 'a day'", () => {
    expect(answerText([VISIT], "what do you charge if i bring an e-bike back 3 days late", NOW)).toBe(
      "Late returns: E-bikes £15 a day — £45 for 3 days",
    );
  });
});
