import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Questions a soft play centre's and a window cleaner's customers ask, on pages of this file's own: a price asked
// of a month a dated change will have reached, a row beside a sentence saying "prices", every start time of a
// place, a doing said without "yes", a price asked after a yes or no, and a label the question says.

const NOW = new Date("2026-11-26T10:00:00Z");
const play = (path: string, title: string, main: string) =>
  recordsPage(`https://tumbleroar.example${path}`, `${title} | Tumble & Roar`, main);
const glass = (path: string, title: string, main: string) =>
  recordsPage(`https://clearview.example${path}`, `${title} | Clearview`, main);
type Page = ReturnType<typeof play>;
const ask = (pages: Page[], question: string) => answerText(pages, question, NOW);

const ENTRY = play(
  "/visit",
  "Come and play",
  `<h1>Come and play</h1><table><tr><th>Who</th><th>Off-peak</th><th>Peak</th></tr><tr><th>1 to 4 years</th>
  <td>£5.50</td><td>£7.00</td></tr><tr><th>5 to 11 years</th><td>£7.50</td><td>£9.50</td></tr></table><dl><dt>From 4
  January 2027</dt><dd>Peak prices for 1 to 4s go from £7.00 to £7.40 and for 5 to 11s from £9.50 to £9.90</dd></dl>`,
);
const PARTIES = play(
  "/parties",
  "Parties",
  `<h1>Parties</h1><p>We do the food and the tidying up. Prices are a child, and grown-ups come free.</p><table>
  <tr><th>Party</th><th>A child</th><th>Smallest party</th></tr><tr><th>Jungle Party</th><td>£14.95</td><td>10
  children</td></tr><tr><th>Roar Party</th><td>£18.50</td><td>10 children</td></tr></table><dl><dt>Start times</dt>
  <dd>Town: 10:00, 13:00 and 16:00 at weekends. Barn: 10:30 and 14:00, Saturday and Sunday only</dd></dl>`,
);
const PRICES = glass(
  "/prices",
  "Prices",
  `<h1>Prices</h1><dl><dt>Conservatory roofs</dt><dd>Cleaned from the ground with a soft brush: we never climb on
  them</dd><dt>Skylights</dt><dd>Not on a round</dd></dl>`,
);
const SOLAR = glass(
  "/solar-panels",
  "Solar panel cleaning",
  `<h1>Solar panel cleaning</h1><p>Solar panels cleaned with pure water, from the ground.</p><dl><dt>A panel</dt>
  <dd>£4</dd><dt>Smallest charge</dt><dd>£40</dd></dl>`,
);

describe("a price asked of a month a dated change reaches", () => {
  it("reads the value the change leads to from its month on, and today's before it", () => {
    expect(ask([ENTRY], "peak price for my 8 year old in feb")).toBe("5 to 11 years: Peak £9.90");
    expect(ask([ENTRY], "peak price for my 8 year old in december")).toBe("5 to 11 years: Peak £9.50");
  });
});

describe("a row about the thing asked, and every time of a place", () => {
  it("reads the Roar Party's row, not a sentence that says 'prices' of less of the question", () => {
    expect(ask([PARTIES], "price per child for the roar party")).toBe("Roar Party: A child £18.50");
  });

  it("gives every start time of the place asked", () => {
    expect(ask([PARTIES], "what start times are there for partys at the barn")).toBe(
      "Barn: 10:30 and 14:00, Saturday and Sunday only",
    );
  });
});

describe("yes or no, and a price, as people ask them", () => {
  it("reads a label whose value opens with the doing asked as a yes", () => {
    expect(ask([PRICES], "can clearview clean a conservatory roof")).toMatch(/^Yes — /);
  });

  it("reads 'how can i pay' as the ways to pay, not a price", () => {
    expect(parseQuestion("how can i pay clearview", NOW).type).toBe("any");
    expect(parseQuestion("how much do i pay for a skylight", NOW).type).toBe("price");
  });

  it("keeps a price asked after a yes or no with it, and reads the label the question says", () => {
    expect(parseQuestion("is tumble & roar hiring party hosts, what's the pay", NOW).type).toBe("price");
    expect(ask([SOLAR], "do clearview clean solar panels, how much a panel")).toBe("A panel: £4");
  });
});
