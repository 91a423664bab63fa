import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Questions about a cider farm and a house-clearance saleroom, on pages of this file's own: hours in columns by
// months asked of a season or of "this time of year", stock asked as what is "left", a fraction of an hour, money
// off said by a column's name, a column named by a part of the day, a charge said "after that" or as a share of a
// price, a minimum commission, a weight of one place among several, and a specialist whose card names only their
// line of work.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (site: string, path: string, title: string, main: string) =>
  recordsPage(`https://${site}.example${path}`, `${title} | ${site}`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const HOURS = page(
  "appleyard",
  "/shop",
  "Farm shop",
  `<h1>Farm shop</h1><p>Our shop sells every cider we press, and the tea room serves lunches.</p>
  <table><tr><th>Day</th><th>Shop, April to September</th><th>Shop, October to March</th>
  <th>Tea room, April to September</th><th>Tea room, October to March</th></tr>
  ${headedRow("Monday", "09:00 to 17:00", "Closed", "10:00 to 16:00", "Closed")}
  ${headedRow("Sunday", "10:00 to 16:00", "10:00 to 15:00", "10:00 to 15:30", "11:00 to 14:30")}</table>
  <h2>Christmas and New Year</h2><table><tr><th>Day</th><th>Shop</th><th>Tea room</th></tr>
  ${headedRow("Sunday 27 December", "11:00 to 16:00", "Closed")}</table>`,
);
const KITCHEN = page(
  "appleyard",
  "/kitchen",
  "Kitchen",
  `<h1>Kitchen</h1><table><tr><th>Day</th><th>Kitchen</th></tr>${headedRow("Tuesday", "12:00–20:00")}</table>
  <p>From 1 November to 31 March the kitchen closes at 17:00 on Tuesdays.</p>`,
);
const CIDERS = page(
  "appleyard",
  "/ciders",
  "Ciders",
  `<h1>Our ciders</h1><table><tr><th>Cider</th><th>A bottle</th><th>In stock</th></tr>
  ${headedRow("Kingston Black", "£9", "Yes")}${headedRow("Perry Pear", "£11", "Sold out")}</table>
  <table><tr><th>Tour</th><th>How long</th><th>Price</th></tr>
  ${headedRow("Orchard Walk", "1½ hours", "£14")}${headedRow("Press & Supper", "3¾ hours", "£48")}
  ${headedRow("Cidermaker's Hour", "1 hour", "£20")}</table>
  <table><tr><th>Club</th><th>Bottles a month</th><th>Off in the shop</th></tr>
  ${headedRow("Pip", "2", "5%")}${headedRow("Core", "4", "12%")}</table>`,
);
const HIRE = page(
  "appleyard",
  "/hire",
  "Private hire",
  `<h1>Private hire</h1><table><tr><th>Space</th><th>Seated</th><th>Half day</th><th>Evening, 18:00 to midnight</th></tr>
  ${headedRow("The Press Barn", "60", "£300", "£500")}${headedRow("The Loft", "24", "£150", "£260")}</table>`,
);
const SALEROOM = page(
  "clearhouse",
  "/after",
  "After the sale",
  `<h1>After the sale</h1><dl><dt>Free storage</dt><dd>3 working days after the sale</dd>
  <dt>After that</dt><dd>£4 a lot a day, plus VAT</dd>
  <dt>Large furniture</dt><dd>£9 a day once the free days are up</dd></dl>
  <h2>Lifting</h2><dl><dt>Heaviest lot we lift</dt><dd>90 kg at Upper Yard, 60 kg at Fenton</dd>
  <dt>Lifting help</dt><dd>Two porters at each saleroom</dd></dl>`,
);
const SELLING = page(
  "clearhouse",
  "/selling",
  "Selling",
  `<h1>Selling</h1><dl><dt>Minimum commission</dt><dd>£12 a lot, plus VAT</dd>
  <dt>Lotting fee</dt><dd>£3 a lot, plus VAT</dd>
  <dt>Insurance</dt><dd>2% of the hammer price, or of the low estimate if it doesn't sell</dd></dl>`,
);
const TEAM = page(
  "clearhouse",
  "/team",
  "The team",
  `<h1>The team</h1><div class="card"><h3>Mara Quill</h3><p>Clocks, Barometers & Scientific Instruments.</p></div>
  <div class="card"><h3>Ivo Brent</h3><p>Furniture & Rugs.</p></div>`,
);

describe("seasons asked of columns by months", () => {
  it("reads 'in the winter' as the column whose months take it in", () => {
    expect(ask([HOURS], "is the shop open mondays in the winter")).toMatch(/^No\b/);
    expect(ask([HOURS], "is the tea room open mondays in the summer")).toMatch(/^Yes\b/);
  });

  it("reads 'at this time of year' as a column by months, for the month asked in", () => {
    expect(ask([HOURS], "what time does the tea room shut on sundays at this time of year")).toMatch(/14:30/);
  });

  it("does not answer 'this time of year' from a table that gives no season", () => {
    expect(ask([KITCHEN], "what time does the kitchen close on a tuesday this time of year")).toBe(
      "not found",
    );
  });
});

describe("stock, lengths and money off", () => {
  it("reads 'any of the X left' as whether it is in stock", () => {
    expect(parseQuestion("have you got any of the perry pear left", NOW).asked).toMatch(/in stock$/);
    expect(ask([CIDERS], "have you got any of the perry pear left")).toMatch(/^No\b/);
    expect(ask([CIDERS], "do you have any kingston black left?")).toMatch(/^Yes\b/);
  });

  it("reads a length with a fraction of an hour", () => {
    expect(ask([CIDERS], "how long does the press and supper one take")).toMatch(/3¾ hours/);
    expect(ask([CIDERS], "how long is the orchard walk")).toMatch(/1½ hours/);
  });

  it("compares a superlative by the column its thing names, and lengths with fractions", () => {
    expect(ask([CIDERS], "what's the most expensive bottle of cider")).toMatch(
      /^Perry Pear — A bottle: £11$/,
    );
    expect(ask([CIDERS], "what's the longest tour you can do")).toMatch(/^Press & Supper/);
  });

  it("takes the column a part of the day names, though the part is no term", () => {
    expect(ask([HIRE], "cost to hire the press barn for an evening do")).toMatch(
      /^The Press Barn: Evening.*£500$/,
    );
  });

  it("reads a column named 'Off in the shop' as a discount", () => {
    expect(ask([CIDERS], "what discount do core members get in the shop")).toMatch(/12%/);
  });
});

describe("saleroom charges, limits and people", () => {
  it("reads a pair labelled 'After that' as of the pair before it", () => {
    expect(ask([SALEROOM], "how much is storage per lot after the free days")).toMatch(/£4 a lot/);
  });

  it("takes a weight of the place asked from a sentence naming two", () => {
    const limit = ask([SALEROOM], "is there a weight limit for lots at fenton");
    expect(limit).toMatch(/60 kg at Fenton/);
    expect(limit).not.toMatch(/90 kg/);
  });

  it("reads a minimum commission as money, and a charge as a share of a price", () => {
    expect(parseQuestion("whats the minimum commission per lot", NOW).type).toBe("price");
    expect(ask([SELLING], "whats the minimum commission per lot")).toMatch(/^Minimum commission: £12/);
    expect(parseQuestion("how much do sellers pay for insurance", NOW).priced).toEqual(["insurance"]);
    expect(ask([SELLING], "how much is insurance")).toMatch(/^Insurance: 2% of the hammer price/);
    expect(ask([SELLING], "how much do sellers pay for insurance")).toMatch(/^Insurance: 2%/);
  });

  it("asks a person's name of 'the name of your cidermaker', not a tour named after one", () => {
    expect(parseQuestion("whats the name of your cidermaker", NOW).type).toBe("person");
    expect(parseQuestion("whats the name of the newsletter", NOW).type).not.toBe("person");
    expect(ask([CIDERS], "whats the name of your cidermaker")).toBe("not found");
  });

  it("finds a specialist by their line of work when no card says 'expert'", () => {
    expect(ask([TEAM], "who's your clocks expert")).toMatch(/^Mara Quill/);
    expect(ask([TEAM], "who is your rugs specialist")).toMatch(/^Ivo Brent/);
  });
});
