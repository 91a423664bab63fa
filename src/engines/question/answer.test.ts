import { describe, expect, it } from "vitest";
import { extractHtml } from "../research/extract";
import { answerQuestion } from "./answer";
import { parseQuestion } from "./question";

const URL = "https://lib.example/branches";
const PAGE = extractHtml(
  `<html><head><title>Branches</title></head><body><header><nav><a href="/">Home</a></nav></header><main>
  <h1>Our branches</h1><p>The children's library closes 30 minutes before the rest of the building.</p>
  <h2>Central Library</h2><table><thead><tr><th>Day</th><th>Opens</th><th>Closes</th></tr></thead><tbody>
  <tr><td>Wednesday</td><td>9:00</td><td>18:00</td></tr><tr><td>Saturday</td><td>10:00</td><td>16:00</td></tr>
  <tr><td>Sunday</td><td colspan="2">Closed</td></tr></tbody></table>
  <dl><dt>Phone</dt><dd>0131 496 0101</dd></dl>
  <h2>Leith Library</h2><table><thead><tr><th>Day</th><th>Opens</th><th>Closes</th></tr></thead><tbody>
  <tr><td>Wednesday</td><td>10:00</td><td>19:30</td></tr><tr><td>Saturday</td><td>10:00</td><td>17:00</td></tr>
  <tr><td>Sunday</td><td>12:00</td><td>16:00</td></tr></tbody></table><p>Phone: 0131 496 0202</p>
  <h2>Plans</h2><table><tr><th>Feature</th><th>Starter</th><th>Growth</th><th>Scale</th></tr>
  <tr><td>Price</td><td>$0/month</td><td>$29/month</td><td>$99/month</td></tr>
  <tr><td>Single sign-on</td><td>—</td><td>—</td><td>Included</td></tr></table>
  <h2>Bakery</h2><table><tr><th>Item</th><th>Price</th><th>Nuts</th><th>Allergens</th></tr>
  <tr><td>Seeded rye</td><td>£5.20</td><td>—</td><td>gluten, sesame</td></tr>
  <tr><td>Almond croissant</td><td>£3.90</td><td>✓</td><td>gluten, nuts, milk</td></tr>
  <tr><td>Cardamom bun</td><td>£3.40</td><td>—</td><td>gluten, milk</td></tr></table>
  </main><footer>© 2019 Northfield Council · 0131 000 0000</footer></body></html>`,
  URL,
);
// A Thursday: "tomorrow" is a Friday.
const NOW = new Date("2026-11-26T10:00:00Z");
const ask = (question: string) => {
  const outcome = answerQuestion(
    [{ url: URL, title: PAGE.title, records: PAGE.records }],
    parseQuestion(question, NOW),
  );
  return "found" in outcome ? outcome.found.text : `not found (closest: ${outcome.notFound.closest.length})`;
};

describe("answers from records: the right row, or not found", () => {
  it("reads the row of the place and day asked, never the other branch's", () => {
    expect(ask("When does the Central Library close on Wednesday?")).toBe("Wednesday: Closes 18:00");
    expect(ask("what time does leith library shut on wednesdays")).toBe("Wednesday: Closes 19:30");
    expect(ask("What's the phone number for the Leith branch?")).toBe("Phone: 0131 496 0202");
  });

  it("reads a column the question names, across a feature matrix", () => {
    expect(ask("How much is the Growth plan?")).toBe("Price: Growth $29/month");
    expect(ask("Which plan includes single sign-on?")).toBe("Scale");
  });

  it("says yes or no only where a record says it", () => {
    expect(ask("Is the Central Library open on Sundays?")).toMatch(/^No — .*Sunday — Closed$/);
    expect(ask("Is Leith open on Sunday?")).toMatch(/^Yes — .*Sunday — Opens 12:00, Closes 16:00$/);
    expect(ask("Does the seeded rye have nuts in it?")).toMatch(/^No — /);
    expect(ask("is the almond croissant nut-free?")).toMatch(/^No — /);
    expect(ask("is the cardamom bun nut-free?")).toMatch(/^Yes — /);
  });

  it("lists, compares and counts over a table's rows", () => {
    expect(ask("which branch closes latest on Saturday?")).toMatch(/^Leith Library — Saturday/);
    expect(ask("which bakery items contain nuts")).toMatch(/^Almond croissant — /);
    expect(ask("what's the cheapest thing at the bakery")).toMatch(/^Cardamom bun — /);
  });

  it("is not found when nothing read is about the subject, however many values of the kind the page has", () => {
    expect(ask("How much is the Gold plan?")).toMatch(/^not found/);
    expect(ask("When was the library founded?")).toMatch(/^not found/);
    expect(ask("What is the wifi password at the Central Library?")).toMatch(/^not found/);
  });
});

describe("the question model", () => {
  it("parses the kind of fact, the subject, weekdays said as people say them, superlatives and exclusions", () => {
    expect(parseQuestion("what time does the fernbrook library open on thursdays", NOW)).toMatchObject({
      type: "time",
      terms: ["fernbrook", "library"],
      days: ["thursday"],
    });
    expect(parseQuestion("is the cafe open tomorrow", NOW)).toMatchObject({
      type: "yesno",
      days: ["friday"],
    });
    expect(parseQuestion("what's the cheapest thing on the menu", NOW).extreme).toEqual({
      highest: false,
      by: "price",
    });
    expect(parseQuestion("which cakes are nut-free", NOW)).toMatchObject({ type: "list", exclude: ["nut"] });
    expect(parseQuestion("how many roles are in Paris", NOW)).toMatchObject({
      type: "count",
      target: "role",
    });
    expect(parseQuestion("is it step-free? my mum uses a wheelchair", NOW).terms).not.toContain("wheelchair");
    expect(parseQuestion("who is driftwire's CTO", NOW).terms).toContain("chief");
  });
});
