import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Rules read from research items not found on every part: a driving range is a place, not a distance; a value a
// thing "used to" have is the one before a change; a cell naming a row's maker names the row.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://moorgolf.example${path}`, `${title} | Fellside Golf`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const RANGE = page(
  "/range",
  "Driving range",
  `<h1>Driving range</h1><table><caption>Range balls</caption><tr><th>Bucket</th><th>Balls</th><th>Off-peak</th>
  <th>Peak</th></tr><tr><td>Small</td><td>50</td><td>£5</td><td>£6.50</td></tr><tr><td>Large</td><td>100</td>
  <td>£8.50</td><td>£10.50</td></tr></table>`,
);
const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><article><h2>New lights on the range</h2><p>The range's lights have been replaced with LEDs, so the
  range now stays open until 21:30 on weekdays. It used to close at 21:00.</p></article>`,
);

const YARN = page(
  "/yarn",
  "Yarn",
  `<h1>Yarn</h1><table><tr><th>Yarn</th><th>Brand</th><th>Weight</th><th>Ball</th><th>Price</th></tr>
  <tr><td>Felted Tweed</td><td>Rowan</td><td>DK</td><td>50 g</td><td>£9.95</td></tr>
  <tr><td>Kidsilk Haze</td><td>Rowan</td><td>Lace</td><td>25 g</td><td>£12.50</td></tr>
  <tr><td>Special DK</td><td>Stylecraft</td><td>DK</td><td>100 g</td><td>£3.20</td></tr></table>
  <table><caption>Classes</caption><tr><th>Class</th><th>What you make</th><th>Price</th></tr>
  <tr><td>Beginners' knitting</td><td>A scarf in Special DK</td><td>£30</td></tr></table>`,
);

describe("a driving range and a value a thing used to have", () => {
  it("reads a driving range as a place, not a distance asked", () => {
    expect(parseQuestion("price of a large bucket of range balls at peak times", NOW).type).toBe("price");
    expect(parseQuestion("what time does the fellside driving range shut on a tuesday", NOW).type).toBe(
      "time",
    );
    expect(parseQuestion("what time does peak start at the range on weekdays", NOW).type).toBe("time");
    expect(parseQuestion("how far can the electric car go", NOW).type).toBe("distance");
    expect(ask([RANGE], "price of a large bucket of range balls at peak times")).toContain("£10.50");
  });

  it("answers what a thing used to do before a change with the value it used to have", () => {
    const q = parseQuestion(
      "what time did the range shut on weekdays before they put the new lights in",
      NOW,
    );
    expect(q.former).toBe(true);
    expect(ask([NEWS], q.asked)).toBe("21:00 before the change");
  });

  it("takes a row's cell naming its maker as part of what the row is", () => {
    expect(ask([YARN], "how much is a ball of rowan felted tweed")).toBe("Felted Tweed: Price £9.95");
    expect(ask([YARN], "how much is rowan kidsilk haze")).toBe("Kidsilk Haze: Price £12.50");
    // A cell of more words that names the thing is still another thing's price.
    expect(ask([YARN], "how much is a ball of special dk")).toBe("Special DK: Price £3.20");
  });
});
