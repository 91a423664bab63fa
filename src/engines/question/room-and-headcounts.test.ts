import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { SEATS_ASKED } from "./room-asked";

// The room a thing has, asked by what it does with people ("how many does the big pie serve", "how many of us can
// fit in Studio B", "how many toddlers can the toddler room take"), a rate's column that is no unit ("Places a
// day"), a count said of each one of a thing ("12 spaces on each crossing") and a body counted as "a board of 7".

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday

const PIES = recordsPage(
  "https://crust.example/christmas",
  "Christmas | Crust & Crumb",
  `<h1>Christmas</h1><h2>Game pies, made to order</h2><table><tr><th>Pie</th><th>Serves</th><th>Price</th></tr>
  <tr><th>Venison and juniper</th><td>6</td><td>£28</td></tr>
  <tr><th>Venison and juniper, large</th><td>10</td><td>£44</td></tr></table>`,
);

const STUDIOS = recordsPage(
  "https://loudhouse.example/studios",
  "Studios | Loudhouse",
  `<h1>Studios</h1><table><tr><th>Studio</th><th>Size</th><th>Fits</th><th>Amp</th></tr>
  <tr><th>Studio A</th><td>30 m²</td><td>Up to 5 players</td><td>2 kW</td></tr>
  <tr><th>Studio B</th><td>48 m²</td><td>Up to 9 players</td><td>4 kW</td></tr></table>`,
);

const ROOMS = recordsPage(
  "https://acorn.example/rooms",
  "Rooms | Acorn Tree Nursery",
  `<h1>Rooms</h1><table><tr><th>Room</th><th>Ages</th><th>Staff to children</th><th>Places a day</th></tr>
  <tr><th>Buds (toddlers)</th><td>2 to 3 years</td><td>1:4</td><td>12</td></tr>
  <tr><th>Shoots (pre-school)</th><td>3 to 5 years</td><td>1:8</td><td>24</td></tr></table>`,
);

const HALLS = recordsPage(
  "https://meadow.example/hire",
  "Hire the halls | Meadow Halls",
  `<h1>Hire the halls</h1><table><tr><th>Hall</th><th>Size</th><th>Seated at tables</th><th>Standing</th></tr>
  <tr><th>Great Hall</th><td>18 m × 10 m</td><td>120</td><td>200</td></tr></table>
  <h2>Access</h2><table><tr><th>Area</th><th>Where</th><th>Good to know</th></tr>
  <tr><th>Balcony</th><td>Great Hall</td><td>30 places, each with a chair</td></tr></table>`,
);

const CROSSINGS = recordsPage(
  "https://islandlink.example/on-board",
  "On board | Island Link Ferries",
  `<h1>On board</h1><h2>Bikes</h2><dl><dt>Bicycles to Tarra</dt><dd>Book ahead: 12 spaces on each crossing</dd>
  <dt>Bicycles to Holm</dt><dd>No booking; room for 5 bikes on each crossing</dd></dl>`,
);

const CLUB = recordsPage(
  "https://hollins.example/about",
  "About | Hollins Bowls Club",
  `<h1>About the club</h1><p>The club is run by a board of 7 members elected each spring, with a groundsman on
  weekdays.</p><h2>The board</h2><dl><dt>Chair</dt><dd>Ruth Kemp</dd><dt>Treasurer</dt><dd>Len Oduya</dd></dl>`,
);

describe("the room a thing has, asked by what it does", () => {
  it("reads the Serves column of the thing named", () => {
    expect(answerText([PIES], "how many does the large venison pie serve", NOW)).toMatch(/Serves 10\b/);
  });

  it("reads the column its verb names, not its size", () => {
    const said = answerText([STUDIOS], "how many of us can fit in studio b", NOW);
    expect(said).toMatch(/Fits Up to 9 players/);
    expect(said).not.toMatch(/48/);
  });

  it("reads the room's places, not the column its words name, and a rate's period is no unit", () => {
    const said = answerText([ROOMS], "how many toddlers can the toddler room take", NOW);
    expect(said).toMatch(/Places a day 12$/);
  });

  it("reads a cell that begins with the places it has", () => {
    expect(answerText([HALLS], "how many people fit on the balcony", NOW)).toMatch(/30 places/);
  });

  it("keeps a column the question names over a size", () => {
    expect(answerText([HALLS], "how many people can we seat at tables in the great hall", NOW)).toMatch(
      /Seated at tables 120/,
    );
  });

  it("is not the asker's own doing", () => {
    expect(SEATS_ASKED.test("how many toddlers can the toddler room take")).toBe(true);
    expect(SEATS_ASKED.test("how many classes can i take a week")).toBe(false);
    expect(SEATS_ASKED.test("how many lessons do you take in a term")).toBe(false);
  });
});

describe("a count said of each one of a thing", () => {
  it("reads the spaces on each crossing of the place named", () => {
    const said = answerText([CROSSINGS], "how many bikes can go on each tarra crossing", NOW);
    expect(said).toMatch(/12 spaces/);
    expect(said).not.toMatch(/room for 5/);
  });
});

describe("a body counted by its members", () => {
  it("reads a board of seven as seven people", () => {
    expect(answerText([CLUB], "how many people are on the board", NOW)).toMatch(/board of 7 members/);
  });
});
