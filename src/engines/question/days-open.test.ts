import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// A go-karting company's pages of this file's own: a week's hours by track, its outdoor track's by season, and the
// tracks compared (a lap record in seconds). Which days a track is open is read from the week's rows for this
// season's column; a lap's time is no time of day, nor "Two tracks" a count of days; the fastest track is the
// column with the highest top speed.

const NOW = new Date("2026-11-26T10:00:00Z");
const HOURS = recordsPage(
  "https://apexkarts.example/hours",
  "Hours | Apex Karting",
  `<h1>Hours</h1><table><tr><th>Day</th><th>Indoor</th><th>Ridgeway, April to October</th>
  <th>Ridgeway, November to March</th></tr>
  ${headedRow("Monday", "12:00 to 22:00", "10:00 to 18:00", "Closed")}
  ${headedRow("Tuesday", "12:00 to 22:00", "10:00 to 18:00", "Closed")}
  ${headedRow("Wednesday", "12:00 to 22:00", "10:00 to 18:00", "Closed")}
  ${headedRow("Thursday", "12:00 to 22:00", "10:00 to 20:00", "Closed")}
  ${headedRow("Friday", "12:00 to 23:00", "10:00 to 20:00", "10:00 to 16:00")}
  ${headedRow("Saturday", "09:00 to 23:00", "09:00 to 19:00", "09:00 to 16:00")}
  ${headedRow("Sunday", "09:00 to 20:00", "09:00 to 18:00", "10:00 to 16:00")}</table>`,
);
const TRACKS = recordsPage(
  "https://apexkarts.example/tracks",
  "Our tracks | Apex Karting",
  `<h1>Our tracks</h1><table><tr><th></th><th>Indoor</th><th>Ridgeway</th></tr>
  ${headedRow("What's there", "One track and a café", "Two tracks and a snack bar")}
  ${headedRow("Length", "420 m", "1,150 m")}${headedRow("Top speed", "35 mph", "50 mph")}${headedRow("Lap record", "24.81 seconds, May 2026", "51.36 seconds, June 2025")}
  </table>`,
);

describe("the days a place is open", () => {
  it("are the week's rows whose cell for it this season gives hours", () => {
    expect(answerText([HOURS], "which days is apex's ridgeway track open at the moment", NOW)).toBe(
      "Friday, Saturday, Sunday (Ridgeway, November to March)",
    );
  });

  it("are not a lap's time in seconds", () => {
    expect(answerText([TRACKS], "which days is apex's ridgeway track open at the moment", NOW)).toBe(
      "not found",
    );
  });
});

describe("a count of days", () => {
  it("is not a count of something else said of the place", () => {
    expect(answerText([TRACKS], "how many days a week is apex's ridgeway track open", NOW)).toBe("not found");
  });
});

describe("a superlative over places compared side by side", () => {
  it("is the column whose cell of the row naming the measure is the extreme", () => {
    expect(answerText([TRACKS], "which apex track has the fastest karts, and how fast", NOW)).toBe(
      "Ridgeway — Top speed 50 mph",
    );
    expect(answerText([TRACKS], "which apex track is the shortest", NOW)).toBe("Indoor — Length 420 m");
  });
});
