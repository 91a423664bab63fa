import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// A planetarium's pages of this file's own: a week's hours, its Christmas rows as runs of dates ("Sunday 27 to
// Thursday 31 December"), and access lists naming assistance dogs. A date inside a run is that run's, a weekday
// asked as every week's is never a run of dates', and a guide dog is an assistance dog, carried free where it says so.

const NOW = new Date("2026-11-26T10:00:00Z");
const VISIT = recordsPage(
  "https://skydome.example/visit",
  "Visit | Skydome Planetarium",
  `<h1>Visit</h1><table><caption>Opening hours</caption><tr><th>Days</th><th>Open</th></tr>
  ${headedRow("Monday", "Closed in term time")}${headedRow("Tuesday to Friday", "10:00–17:00")}
  ${headedRow("Saturday", "09:00–13:00")}${headedRow("Sunday", "Closed")}</table>
  <table><caption>Christmas and New Year</caption><tr><th>Day</th><th>Open</th></tr>
  ${headedRow("Thursday 24 December", "10:00–14:00")}
  ${headedRow("Friday 25 and Saturday 26 December", "Closed")}
  ${headedRow("Sunday 27 to Thursday 31 December", "10:00–16:00")}</table>`,
);
const SHOPS = recordsPage(
  "https://skydome.example/shops",
  "Our shops | Skydome Planetarium",
  `<h1>Our shops</h1><table><caption>Shop hours</caption><tr><th>Day</th><th>Town</th><th>Retail park</th></tr>
  ${headedRow("Monday to Friday", "09:00–17:30", "07:30–17:00")}${headedRow("Saturday", "09:00–17:00", "08:00–12:00")}
  ${headedRow("Sunday", "Closed", "Closed")}</table>
  <table><caption>Christmas</caption><tr><th>Days</th><th>Town</th><th>Retail park</th></tr>
  ${headedRow("Friday 25 to Monday 28 December", "Closed", "Closed")}</table>`,
);
const ACCESS = recordsPage(
  "https://skydome.example/access",
  "Access | Skydome Planetarium",
  `<h1>Everyone welcome</h1><dl><dt>Wheelchairs</dt><dd>Four spaces in the dome, step-free throughout</dd>
  <dt>Assistance dogs</dt><dd>Welcome everywhere, the dome too</dd></dl>`,
);

describe("a run of dates", () => {
  it("takes in the days between its ends, and the weekdays between its names", () => {
    expect(answerText([VISIT], "is skydome open on monday 28th december", NOW)).toBe(
      "Yes — Visit › Christmas and New Year: Sunday 27 to Thursday 31 December — Open 10:00–16:00",
    );
  });

  it("is not every week's day, for a weekday asked as a habit", () => {
    expect(answerText([SHOPS], "what time does the retail park shop close on saturdays", NOW)).toBe(
      "Saturday: Retail park 08:00–12:00",
    );
  });
});

describe("a guide dog", () => {
  it("is an assistance dog, as an access list names it", () => {
    expect(answerText([ACCESS], "can i bring my guide dog into the dome at skydome", NOW)).toBe(
      "Yes — Everyone welcome: Assistance dogs: Welcome everywhere, the dome too",
    );
  });

  it("is carried free where a label says so, a no to being charged for", () => {
    const CABS = recordsPage(
      "https://skydome.example/getting-here",
      "Getting here | Skydome Planetarium",
      `<h1>Our shuttle</h1><dl><dt>Assistance dogs</dt><dd>Always welcome on board, free</dd></dl>`,
    );
    expect(answerText([CABS], "do you charge for my guide dog on the shuttle", NOW)).toBe(
      "No — Our shuttle: Assistance dogs: Always welcome on board, free",
    );
  });
});
