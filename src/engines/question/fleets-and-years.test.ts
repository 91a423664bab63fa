import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// A cab firm's fleet of this file's own, a column of seats beside one count of cars for each office; a farm's boxes
// bought once or every month; and a news page whose cards carry last year's prices. The biggest car has the most
// seats, the cars are counted at every office (seats are no cars), the cheapest box is its one-off price, and a
// present price is never one a past year's card gives, nor one person's price a whole family's.

const NOW = new Date("2026-11-26T10:00:00Z");
const FLEET = recordsPage(
  "https://meadowcabs.example/fleet",
  "Our cars | Meadow Cabs",
  `<h1>Our cars</h1><table><caption>The fleet</caption><tr><th>Car</th><th>Seats</th><th>Cases</th>
  <th>At Harrowby</th><th>At Colnford</th></tr>
  <tr><th>Toyota Corolla saloon</th><td>4</td><td>2 large</td><td>28</td><td>10</td></tr>
  <tr><th>Skoda Octavia estate</th><td>4</td><td>4 large</td><td>9</td><td>3</td></tr>
  <tr><th>Mercedes Vito minibus</th><td>8</td><td>8 large</td><td>4</td><td>2</td></tr>
  <tr><th>Tesla Model Y executive</th><td>4</td><td>3 large</td><td>3</td><td>None</td></tr></table>`,
);

const ONLY_SEATS = recordsPage(
  "https://meadowcabs.example/cars",
  "Cars | Meadow Cabs",
  `<h1>Cars</h1><table><tr><th>Car</th><th>Seats</th></tr><tr><th>Saloon</th><td>4</td></tr>
  <tr><th>Minibus</th><td>8</td></tr></table>`,
);

const BOXES = recordsPage(
  "https://meadowfarm.example/boxes",
  "Boxes | Meadow Farm",
  `<h1>Meat boxes</h1><table><tr><th>Box</th><th>Feeds</th><th>One-off</th><th>Every month</th></tr>
  <tr><th>Family Box</th><td>4 to 6</td><td>£65</td><td>£58.50</td></tr>
  <tr><th>Barbecue Box</th><td>8 to 10</td><td>£48</td><td>£43.20</td></tr>
  <tr><th>Roast Box</th><td>6</td><td>£55</td><td>£49.50</td></tr></table>`,
);

const NEWS = recordsPage(
  "https://meadowfarm.example/news",
  "News | Meadow Farm",
  `<h1>From the farm</h1><article><h2>Prices for 2025</h2><p>3 March 2025</p>
  <p>The breakfast is £10.50, Sunday lunch £15.50 and a children's roast £7.50.</p></article>
  <article><h2>Christmas 2025</h2><p>22 October 2025</p>
  <p>This Christmas a medium Bronze turkey is £79 and a medium White £64.</p></article>`,
);

describe("a fleet", () => {
  it("has its biggest car by seats", () => {
    const biggest = answerText([FLEET], "what's the biggest car meadow cabs have", NOW);
    expect(biggest).toMatch(/^Mercedes Vito minibus\b/);
  });

  it("is counted at every office", () => {
    expect(answerText([FLEET], "how many cars does meadow cabs have altogether", NOW)).toMatch(/^59 \(/);
  });

  it("is not counted by its seats", () => {
    expect(answerText([ONLY_SEATS], "how many cars does meadow cabs have altogether", NOW)).toBe("not found");
  });
});

describe("a box bought once or every month", () => {
  it("is cheapest by its one-off price", () => {
    expect(answerText([BOXES], "cheapest meat box at meadow farm", NOW)).toBe("Barbecue Box — One-off: £48");
  });

  it("is cheapest every month when asked so", () => {
    expect(answerText([BOXES], "cheapest meat box if i get it every month", NOW)).toBe(
      "Barbecue Box — Every month: £43.20",
    );
  });
});

const TURKEYS = recordsPage(
  "https://meadowfarm.example/christmas",
  "Christmas | Meadow Farm",
  `<h1>Christmas</h1><table><caption>Turkeys</caption><tr><th>Size</th><th>White</th><th>Bronze</th></tr>
  <tr><th>Medium</th><td>£68</td><td>£84</td></tr><tr><th>Large</th><td>£78</td><td>£96</td></tr></table>`,
);

describe("a price of a past year", () => {
  it("answers last christmas's price, not this christmas's", () => {
    const asked = "how much was a medium bronze turkey last christmas";
    expect(answerText([TURKEYS, NEWS], asked, NOW)).toContain("£79");
    expect(answerText([TURKEYS, NEWS], "how much is a medium bronze turkey", NOW)).toContain("£84");
  });

  it("is no answer to what it costs now", () => {
    expect(answerText([NEWS], "how much is sunday lunch at meadow farm", NOW)).toBe("not found");
  });

  it("is none of a family's total", () => {
    const family = recordsPage(
      "https://meadowfarm.example/cafe",
      "Café | Meadow Farm",
      `<h1>Café</h1><table><tr><th>Dish</th><th>Price</th></tr><tr><th>Children's roast</th><td>£8.50</td></tr>
      <tr><th>Soup</th><td>£6.50</td></tr></table>`,
    );
    expect(answerText([family], "how much is a children's roast", NOW)).toContain("£8.50");
    expect(answerText([family], "how much is a roast for 2 adults and a child", NOW)).toBe("not found");
  });
});
