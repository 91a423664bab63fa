import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Words as people type them, read from a florist's and a nursery's questions, on a cake shop's pages of this file's
// own and a flower stall's: "hand tied" of a "Hand-tied" column, "thurs 3rd dec" and "from feb" as the days and months pages write, and
// "the biggest cake they sell", whose "sell" names nothing a page must say; what a shop's cell says of a brand the
// row lists.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://crumbandco.example${path}`, `${title} | Crumb & Co`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const HOME = page(
  "/",
  "Crumb & Co",
  `<h1>Crumb & Co</h1><p>Crumb & Co bakes to order in Millbrook. Cakes, bakes and the odd pie.</p>`,
);
const CAKES = page(
  "/cakes",
  "Cakes",
  `<h1>Cakes</h1><table><tr><th>Size</th><th>Hand-iced</th><th>Plain</th><th>Slices</th></tr>
  <tr><td>Small</td><td>£24</td><td>£16</td><td>About 8</td></tr><tr><td>Large</td><td>£48</td><td>£32</td>
  <td>About 20</td></tr></table>`,
);
const STALL = page(
  "/stall",
  "Flowers",
  `<h1>Flowers</h1><table><tr><th>Size</th><th>Hand-tied</th><th>In a jar</th></tr><tr><td>Posy</td><td>£20</td>
  <td>£28</td></tr><tr><td>Armful</td><td>£40</td><td>£52</td></tr></table>`,
);

describe("words as people type them", () => {
  it("reads 'hand tied' as a 'Hand-tied' column", () => {
    expect(ask([STALL], "how much is a posy hand tied")).toBe("Posy: Hand-tied £20");
  });

  it("reads 'thurs 3rd dec' and 'from feb' as the day and the months pages write", () => {
    const q = parseQuestion("is the icing class on thurs 3rd dec full", NOW);
    expect(q.days).toEqual(["thursday"]);
    expect(q.onDate).toBe(1203);
    expect(parseQuestion("what will a large cake cost from feb", NOW).terms).toContain("february");
    expect(parseQuestion("are you open on tues", NOW).days).toEqual(["tuesday"]);
  });

  it("answers 'the biggest cake they sell' with a home page and a flower stall read beside the cakes", () => {
    expect(ask([HOME, CAKES, STALL], "whats the biggest cake crumb & co sell")).toMatch(/^Large/);
  });
});

const BRANDS = page(
  "/brands",
  "Decorating",
  `<h1>Decorating</h1><table><caption>What we stock</caption><tr><th>Kit</th><th>Brands</th><th>Mill Street</th>
  <th>The Market</th></tr><tr><td>Food colours</td><td>Sugarflair, Wilton</td><td>✗</td><td>✓</td></tr>
  <tr><td>Piping bags</td><td>Wilton</td><td>✓</td><td>✓</td></tr></table>`,
);

describe("a brand a row lists, at a shop its column names", () => {
  it("is a no where that shop's cell is a cross, and a yes where it is a tick", () => {
    expect(ask([BRANDS], "do they sell sugarflair food colours at mill street")).toMatch(/^No — /);
    expect(ask([BRANDS], "do they sell sugarflair food colours at the market")).toMatch(/^Yes — /);
  });
});
