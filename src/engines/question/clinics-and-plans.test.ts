import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Rules read from the misses of a physiotherapy practice's and a broadband provider's pages, on pages of this file's
// own: a column of a part of the day or of some days, places side by side named with their kind, the thing a price
// is asked of, the next change to come, calls as a thing sold, what a bundle saves, a measure reached in its unit,
// and rows of one name told apart.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://fernphysio.example${path}`, `${title} | Fernside Physio`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const PRICES = page(
  "/prices",
  "Prices",
  `<h1>Prices</h1><table><tr><th rowspan="2">Appointment</th><th colspan="2">Daytime, Monday to Friday</th>
  <th colspan="2">Evenings (from 17:00) and Saturdays</th></tr><tr><th>30 minutes</th><th>60 minutes</th>
  <th>30 minutes</th><th>60 minutes</th></tr><tr><td>Follow-up</td><td>£40</td><td>£70</td><td>£46</td><td>£78</td></tr>
  <tr><td>Sports massage</td><td>£36</td><td>£62</td><td>£41</td><td>£69</td></tr></table>`,
);
const CLINICS = page(
  "/clinics",
  "Our clinics",
  `<h1>Our clinics</h1><h2>Ashby and Marlow</h2><table><tr><th></th><th>Ashby clinic</th><th>Marlow clinic</th></tr>
  <tr><th>Parking</th><td>Free car park behind the clinic, 10 spaces</td><td>Mill Lane pay and display, 100 yards away</td></tr>
  <tr><th>Step-free</th><td>Yes</td><td>Yes, by the side door</td></tr></table>`,
);
const CLASSES = page(
  "/classes",
  "Classes",
  `<h1>Classes</h1><dl><dt>Mat class</dt><dd>£15 a class</dd><dt>Reformer Pilates</dt><dd>£22 a class</dd>
  <dt>Block of six mat classes</dt><dd>£78, to use within 8 weeks</dd><dt>Block of six Reformer Pilates classes</dt>
  <dd>£120, to use within 8 weeks</dd></dl><table><caption>Timetable</caption><tr><th>Class</th><th>Day</th>
  <th>Places</th></tr><tr><td>Mat Pilates</td><td>Monday</td><td>10</td></tr><tr><td>Reformer Pilates</td>
  <td>Wednesday</td><td>6</td></tr><tr><td>Mat Pilates</td><td>Saturday</td><td>12</td></tr></table>`,
);
const COVERAGE = page(
  "/coverage",
  "Coverage",
  `<h1>Coverage by town</h1><table><tr><th>Town</th><th>Full fibre now?</th><th>Fastest speed</th></tr>
  <tr><td>Ashby</td><td>Yes</td><td>1,600 Mbps</td></tr><tr><td>Marlow</td><td>Yes</td><td>900 Mbps</td></tr>
  <tr><td>Tilby</td><td>Yes</td><td>500 Mbps</td></tr><tr><td>Oxley</td><td>No</td><td>—</td></tr></table>`,
);
const ADD_ONS = page(
  "/add-ons",
  "Add-ons",
  `<h1>Add-ons</h1><table><tr><th>Add-on</th><th>Kind</th><th>A month</th></tr>
  <tr><td>Weekend calls</td><td>Calls</td><td>£6</td></tr><tr><td>Anytime calls</td><td>Calls</td><td>£11</td></tr>
  <tr><td>TV Basics</td><td>TV</td><td>£10</td></tr></table>
  <dl><dt>Yearly price rise</dt><dd>On 1 April 2027 every plan's monthly price goes up by £1.50.</dd></dl>`,
);

describe("a physiotherapy practice's and a broadband provider's pages", () => {
  it("reads a column of a part of the day or of some days by the time or the day asked", () => {
    expect(ask([PRICES], "cost of a half hour sports massage at 6pm on a tuesday")).toContain("£41");
    expect(ask([PRICES], "how much is a 60 min follow up on a saturday morning")).toContain("£78");
    expect(ask([PRICES], "how much is a 60 min follow up during the day")).toContain("£70");
    expect(ask([PRICES], "how much is a 30 minute follow up at 10am on a wednesday")).toContain("£40");
    // (A question naming no part of the day names neither column.)
    const either = ask([PRICES], "how much is a 60 min follow up");
    expect(either).toContain("£70");
    expect(either).toContain("£78");
  });

  it("never gives one place's cell for another's, named with their kind side by side", () => {
    expect(ask([CLINICS], "how much does it cost to park at the marlow clinic")).toBe("not found");
    expect(ask([CLINICS], "how much does it cost to park at the ashby clinic")).toContain("Free car park");
  });

  it("asks the price of the thing named after 'the price of', which a page must say", () => {
    expect(parseQuestion("find the price of a sim only mobile plan", NOW).priced).toEqual(
      expect.arrayContaining(["sim", "mobile", "plan"]),
    );
    expect(ask([ADD_ONS], "find the price of a fernside sim only mobile plan")).toBe("not found");
  });

  it("reads the next change to come, a word no record says", () => {
    expect(ask([ADD_ONS], "when is the next price rise")).toContain("1 April 2027");
  });

  it("reads calls as a thing sold, not a number to call", () => {
    const q = parseQuestion("what call packages have you got", NOW);
    expect(q.type).toBe("list");
    expect(q.terms).toContain("call");
  });

  it("works out what a bundle saves against that many single ones, from the two prices", () => {
    expect(
      ask(
        [CLASSES],
        "how much do i save getting the block of six mat classes rather than paying for 6 separately",
      ),
    ).toMatch(/^£12 saved: 6 × £15 = £90/);
    expect(
      ask(
        [CLASSES],
        "work out how much the block of six reformer pilates classes saves over paying for six single classes",
      ),
    ).toMatch(/^£12 saved: 6 × £22 = £132/);
    // (No price for one of the thing: nothing is worked out.)
    expect(
      ask([CLASSES], "how much do i save with the block of six yoga classes instead of 6 separately"),
    ).toBe("not found");
  });

  it("lists the rows whose cell reaches a measure asked in its unit", () => {
    const towns = ask([COVERAGE], "list the towns where fernside can give 900 Mbps or faster");
    expect(towns).toMatch(/^Ashby, Marlow\n/);
    expect(towns).not.toContain("Tilby");
  });

  it("tells apart rows of one name by the cell where they differ", () => {
    expect(ask([CLASSES], "which of the classes has the most places")).toBe(
      "Mat Pilates, Day Saturday — Places: 12",
    );
  });
});
