import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { dateAsked, datesNamed } from "./date-asked";

// Of this file's own: a plant nursery with a shop and a tea room, open by season with a row of days in each, its
// Christmas rows dated, and two garden centres side by side. The day a question asks ("this monday", "next
// tuesday", "monday 28th december") is the ordinary week's unless a row is dated to it, and a row of other dates
// never answers for it; a row's Days column names its days; a row headed by one month is that month's. "Can i pop
// into …" at a time asks whether it is open then, and of sentences naming days the one naming the day asked says.

const NOW = new Date("2026-11-26T10:00:00Z"); // a Thursday
const TITLE = "Hollins Nursery";

const HOURS = recordsPage(
  "https://hollins.example/visit",
  `Visit | ${TITLE}`,
  `<h1>Visit us</h1><table><caption>Opening times</caption>
  <tr><th>Season</th><th>Days</th><th>Shop</th><th>Tea room</th></tr>
  ${headedRow("October", "Saturday and Sunday", "09:00 to 17:00", "09:00 to 16:30")}
  ${headedRow("November to March", "Monday", "Closed", "Closed")}
  ${headedRow("November to March", "Tuesday to Friday", "09:00 to 17:00", "10:00 to 15:00")}
  ${headedRow("November to March", "Saturday and Sunday", "09:00 to 16:00", "10:00 to 15:30")}</table>
  <table><caption>Christmas and New Year</caption><tr><th>Dates</th><th>Shop</th><th>Tea room</th></tr>
  ${headedRow("Monday 21 and Tuesday 22 December", "08:00 to 18:00", "10:00 to 15:00")}
  ${headedRow("Sunday 27 to Wednesday 30 December", "10:00 to 14:00", "Closed")}</table>
  <dl><dt>Wreath workshops</dt><dd>Saturday 28 November to Sunday 20 December, in the shop, 10:00 to 12:00</dd></dl>`,
);

const CENTRES = recordsPage(
  "https://hollins.example/centres",
  `Our garden centres | ${TITLE}`,
  `<h1>Our garden centres</h1><table><caption>Side by side</caption>
  <tr><th></th><th>Northgate</th><th>Eastfield</th></tr>
  ${headedRow("Monday", "09:00 to 17:00", "09:00 to 17:00")}
  ${headedRow("Tuesday", "09:00 to 17:00", "Closed")}
  ${headedRow("Thursday", "09:00 to 19:00", "09:00 to 17:00")}
  ${headedRow("Tuesday 29 and Wednesday 30 December", "10:00 to 16:00", "10:00 to 16:00")}</table>`,
);

describe("the day a question asks", () => {
  it("is one day when said as one, none when a weekday in general", () => {
    expect(dateAsked("is it open this monday", NOW)).toEqual({ day: 1130 });
    expect(dateAsked("open next tuesday?", NOW)).toEqual({ day: 1201 });
    expect(dateAsked("can i come next monday", NOW)).toEqual({ day: 1130 });
    expect(dateAsked("what time is the last bus on saturday night", NOW)).toBeUndefined();
    expect(dateAsked("how much for 8 at the party night on friday 11th december", NOW)?.day).toBe(1211);
    expect(dateAsked("what will it cost after 4th jan", NOW)).toBeUndefined();
    expect(dateAsked("the price of a half day", NOW)).toBeUndefined();
    expect(dateAsked("is the shop open on monday 28th december", NOW)?.day).toBe(1228);
    expect(dateAsked("open on boxing day?", NOW)).toEqual({ day: 1226 });
    expect(dateAsked("is it open on mondays", NOW)).toBeUndefined();
    expect(dateAsked("is it open on a monday", NOW)).toBeUndefined();
  });

  it("reads the days a row is dated to", () => {
    expect(datesNamed("Tuesday 29 and Wednesday 30 December")).toEqual([
      [1229, 1229],
      [1230, 1230],
    ]);
    expect(datesNamed("Thursday 24 December to Sunday 3 January")).toEqual([[1224, 103]]);
    expect(datesNamed("Tuesday")).toBeUndefined();
    expect(datesNamed("10:00 to 16:00, £10 each")).toBeUndefined();
  });
});

describe("a yes or no of a day", () => {
  it("is the ordinary week's row, not a dated row of the same weekday", () => {
    expect(answerText([CENTRES], "is hollins in eastfield open next tuesday", NOW)).toBe(
      "No — Our garden centres › Side by side: Tuesday — Northgate 09:00 to 17:00, Eastfield Closed",
    );
  });

  it("is never a row of other dates", () => {
    expect(answerText([HOURS], "is the tea room open this monday", NOW)).toBe(
      "No — Visit us › Opening times: November to March — Days Monday, Shop Closed, Tea room Closed",
    );
    expect(answerText([CENTRES], "is northgate open this wednesday", NOW)).toBe("not found");
  });

  it("is no dated row, of a weekday in general, beside an undated record covering it", () => {
    expect(answerText([TREES], "can i get a christmas tree from hollins on monday", NOW)).toBe("not found");
  });

  it("is the row dated to the day asked", () => {
    expect(answerText([HOURS], "is the shop open on monday 28th december", NOW)).toBe(
      "Yes — Visit us › Christmas and New Year: Sunday 27 to Wednesday 30 December — Shop 10:00 to 14:00, Tea room Closed",
    );
  });

  it("reads a row's days from its Days column", () => {
    expect(answerText([HOURS], "is the tea room open on mondays", NOW)).toBe(
      "No — Visit us › Opening times: November to March — Days Monday, Shop Closed, Tea room Closed",
    );
  });
});

const TREES = recordsPage(
  "https://hollins.example/trees",
  `Trees | ${TITLE}`,
  `<h1>Trees</h1><dl><dt>The tree barn</dt><dd>Saturday 28 November to Wednesday 23 December, every day:
  Monday to Friday 10:00 to 16:00, Saturday and Sunday 09:00 to 16:30</dd></dl>
  <table><caption>Christmas and New Year</caption><tr><th>Dates</th><th>The shop</th><th>The tree barn</th></tr>
  ${headedRow("Sunday 27 to Wednesday 30 December", "10:00 to 16:00", "Closed")}</table>`,
);

const STUDIO = recordsPage(
  "https://hollins.example/studio",
  `Flower studio | ${TITLE}`,
  `<h1>Flower studio</h1><table><caption>Opening hours</caption>
  <tr><th></th><th>Day</th><th>The shop</th><th>The studio</th></tr>
  <tr><th rowspan="3">Weekdays</th><td>Monday</td><td>Closed</td><td>09:00 to 17:00</td></tr>
  <tr><td>Thursday</td><td>10:00 to 19:30</td><td>09:00 to 17:00</td></tr>
  <tr><td>Friday</td><td>10:00 to 17:30</td><td>09:00 to 15:00</td></tr></table>`,
);

const FAQ = recordsPage(
  "https://hollins.example/faq",
  `Questions | ${TITLE}`,
  `<h1>Questions</h1><h3>Do you fit fences at weekends?</h3><p>On Saturdays, yes. We don't fit on Sundays.</p>`,
);

describe("a visit or a service on a day", () => {
  it("asks whether the place is open then", () => {
    expect(answerText([CENTRES], "can i pop into hollins in northgate at 6pm today", NOW)).toBe(
      "Yes — Our garden centres › Side by side: Thursday — Northgate 09:00 to 19:00, Eastfield 09:00 to 17:00",
    );
  });

  it("is answered by the sentence naming the day asked", () => {
    expect(answerText([FAQ], "do you fit on a sunday", NOW)).toBe(
      "No — Questions › Do you fit fences at weekends?: On Saturdays, yes. We don't fit on Sundays.",
    );
  });
});

const LESSONS = recordsPage(
  "https://hollins.example/lessons",
  `Lessons | ${TITLE}`,
  `<h1>Lessons</h1><table><caption>Monday</caption><tr><th>Time</th><th>Lesson</th><th>Ages</th></tr>
  <tr><td>17:30</td><td>Pruning</td><td>7 to 10</td></tr><tr><td>18:00</td><td>Pruning</td><td>7 to 10</td></tr></table>`,
);

describe("a time of a day", () => {
  it("is both rows' times where two rows give two, though they give one span of ages", () => {
    expect(answerText([LESSONS], "what time is the pruning lesson on monday", NOW)).toBe(
      "17:30: Lesson Pruning, Ages 7 to 10\n18:00: Lesson Pruning, Ages 7 to 10",
    );
  });

  it("is the row dated to the day asked", () => {
    expect(answerText([HOURS], "what time does the shop close on monday 28th december", NOW)).toBe(
      "Sunday 27 to Wednesday 30 December: Shop 10:00 to 14:00",
    );
  });

  it("is the row its Day column names, not every row its group's heading covers", () => {
    expect(answerText([STUDIO], "what time does the studio close on a friday", NOW)).toBe(
      "Weekdays: The studio 09:00 to 15:00",
    );
  });

  it("is this season's row, not a month's gone by, and never the opening time for the closing", () => {
    expect(answerText([HOURS], "what time does the shop close this saturday", NOW)).toBe(
      "November to March: Shop 09:00 to 16:00",
    );
  });
});
