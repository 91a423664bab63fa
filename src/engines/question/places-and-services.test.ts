import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// A place named by a word of the site's own name ("at tarn" of Hawley & Tarn Day Spas), a row's cell saying the thing
// is missing ("(no pool)"), two places side by side whose columns name them with their towns, a day column saying
// "no service", and a bus asked for by its number ("the first number 6", "on the 6 … what's the next stop").

const NOW = new Date(Date.UTC(2026, 10, 26, 10)); // a Thursday

const card = (name: string, role: string, line: string) =>
  `<article class="card"><h3>${name}</h3><ul><li>${role}</li><li>${line}</li></ul></article>`;
// (The site's name as its metadata or footer would give it.)
const SITE = "Hawley & Tarn Day Spas";
const TEAM = recordsPage(
  "https://hawleyandtarn.example/team",
  "Our therapists | Hawley & Tarn Day Spas",
  `<h1>Our therapists</h1><div class="cards">${[
    card("Ada Moss", "Senior therapist, Hawley", "Hot stone massage"),
    card("Ben Lowe", "Therapist, Tarn", "Facials"),
    card("Cara Finch", "Therapist, Tarn", "Body wraps"),
    card("Dev Shah", "Therapist, Hawley", "Sports massage"),
  ].join("")}</div>`,
);
TEAM.site = SITE;

const SPAS = recordsPage(
  "https://hawleyandtarn.example/spas",
  "Our spas | Hawley & Tarn Day Spas",
  `<h1>Our spas</h1><h2>Hawley and Tarn</h2><table><tr><th></th><th>Hawley spa, Ashby</th><th>Tarn spa, Low Moor</th></tr>
  <tr><th>Thermal suite</th><td>Sauna, steam room and a hydrotherapy pool</td><td>Sauna and a salt room (no pool)</td></tr>
  <tr><th>Parking</th><td>Free car park for 30 cars</td><td>Mill Street pay and display, 200 yards away</td></tr>
  </table>`,
);
SPAS.site = SITE;

const ROUTES = recordsPage(
  "https://moorlinebuses.example/routes",
  "Our routes | Moorline Buses",
  `<h1>Our routes</h1><div class="cards">${[
    `<article class="card"><h3>Route 2</h3><ul><li>Bus Station to Low Moor</li><li>Sundays: every hour</li></ul></article>`,
    `<article class="card"><h3>Route 5</h3><ul><li>Bus Station to Ashby</li><li>Sundays: no service</li></ul></article>`,
    `<article class="card"><h3>Route 8</h3><ul><li>Ashby to Low Moor</li><li>Sundays: every 2 hours</li></ul></article>`,
  ].join("")}</div>`,
);

describe("a place named by a word of the site's name", () => {
  it("lists the cards of that place", () => {
    const said = answerText([TEAM], "which therapists work at tarn", NOW);
    expect(said).toMatch(/Ben Lowe, Cara Finch/);
    expect(said).not.toMatch(/Ada Moss|Dev Shah/);
  });

  it("lists them when the name is said first and the place after it", () => {
    const said = answerText([TEAM], "who are the therapists at hawley & tarn's hawley spa", NOW);
    expect(said).toMatch(/Ada Moss, Dev Shah/);
    expect(said).not.toMatch(/Ben Lowe/);
  });

  it("is not the site's name said whole", () => {
    expect(answerText([TEAM], "how many therapists work at hawley & tarn", NOW)).toMatch(/^4\b/);
  });
});

describe("two places side by side", () => {
  it("says no of the one whose cell says the thing is missing", () => {
    expect(answerText([SPAS], "does the tarn spa have a pool", NOW)).toMatch(/^No\b/);
  });

  it("gives no price of one place from the other's cell", () => {
    expect(answerText([SPAS], "how much does parking cost near the tarn spa", NOW)).toBe("not found");
  });
});

describe("a place's column, asked of whose it is with a plural's possessive", () => {
  const SHOPS = recordsPage(
    "https://moorlinebuses.example/travel-shops",
    "Travel shops | Moorline Buses",
    `<h1>Travel shops</h1><table><tr><th></th><th>Moorline Bus Station</th><th>Ashby, Market Place</th></tr>
    <tr><th>Phone</th><td>01632 500 100</td><td>01632 500 264</td></tr></table>`,
  );

  it("is the place's, not the column saying the owner's name", () => {
    expect(answerText([SHOPS], "find the phone number of moorline buses' travel shop in ashby", NOW)).toBe(
      "Phone: Ashby, Market Place 01632 500 264",
    );
  });
});

describe("a day column saying no service", () => {
  it("leaves the route out of the day's list", () => {
    const said = answerText([ROUTES], "which routes run on a sunday", NOW);
    expect(said).toMatch(/^Route 2, Route 8\b/);
    expect(said).not.toMatch(/Route 5/);
  });
});

describe("a bus asked for by its number", () => {
  it("asks a time of the first or the last", () => {
    expect(parseQuestion("first number 6 from the bus station on a saturday?", NOW).type).toBe("time");
    expect(parseQuestion("last x9 to brenford parkway", NOW).type).toBe("time");
    expect(parseQuestion("first 3 lessons free?", NOW).type).not.toBe("time");
  });

  it("reads what is asked of the bus named before the question", () => {
    const q = parseQuestion("on the 6 towards ashby whats the next stop after the school", NOW);
    expect(q.asked).toMatch(/^what's the next stop after the school on the 6 towards ashby$/);
    expect(q.head).toBe("stop");
  });
});
