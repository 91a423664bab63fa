import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Rules read from the misses of a physiotherapy practice's and a broadband provider's pages, on pages of this file's
// own: a column of a part of the day or of some days, places side by side named with their kind, the thing a price
// is asked of, the next change to come, and calls as a thing sold.

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
});
