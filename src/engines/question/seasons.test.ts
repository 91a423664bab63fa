import { describe, expect, it } from "vitest";
import { extractHtml } from "../research/extract";
import { answerQuestion } from "./answer";
import { parseQuestion } from "./question";

// Rules a holiday park and a brewery needed (the answers corpus's untried part, after its first run): months and
// seasons, a table's yes/no columns, places a column names, counts said in a card or a label, names listed after a
// colon, the site's name as no subject.

const site = "Gull Point Holiday Park";
const page = (path: string, title: string, body: string) => {
  const url = `https://gullpoint.example${path}`;
  const m = extractHtml(
    `<html><head><title>${title} | ${site}</title></head><body><main>${body}</main></body></html>`,
    url,
  );
  return { url, title: m.title, records: m.records };
};

const HOME = page("/", site, `<h1>${site}</h1><p>A clifftop park with 10 glamping pods and 12 lodges.</p>`);
const DOGS = page(
  "/dogs",
  "Four-legged guests",
  `<h1>Four-legged guests</h1><p>Dogs are welcome on pitches and in 4 of our 12 lodges: Heron, Kestrel, Puffin and
  Wren. Please never leave a dog alone in a lodge.</p><dl><dt>How many</dt><dd>Up to 2 dogs per pitch or lodge</dd>
  <dt>The beach</dt><dd>No dogs on the beach from Easter Sunday to 30 September</dd></dl>`,
);
const EVENTS = page(
  "/whats-on",
  "Happening here",
  `<h1>Happening here</h1><div class="cards">
  <article class="card"><h3>Wreath making</h3><p>Saturday 28 November 2026</p><p>14:00 in the café.</p></article>
  <article class="card"><h3>Carols round the fire</h3><p>Saturday 19 December 2026</p><p>18:00, free.</p></article>
  <article class="card"><h3>New Year's Day dip</h3><p>Friday 1 January 2027</p><p>11:00 on the beach.</p></article>
  </div>`,
);
const SHOP = page(
  "/facilities",
  "Around the park",
  `<h1>Around the park</h1><table><caption>Opening hours, November to March</caption>
  <tr><th>Day</th><th>Shop</th><th>Café</th></tr><tr><td>Sunday</td><td>08:30–17:00</td><td>08:30–14:00</td></tr>
  </table><p>From April the shop opens 07:30–21:00 every day.</p>`,
);
const ARRIVING = page(
  "/arriving",
  "Arriving",
  `<h1>Arriving</h1><dl><dt>Lodges</dt><dd>Arrive from 16:00, leave by 10:00; early arrival from 13:00 for £20 if
  the lodge is ready</dd><dt>Reception</dt><dd>Open 08:00–20:00 every day</dd></dl>`,
);
const BEERS = page(
  "/beers",
  "What's pouring",
  `<h1>What's pouring</h1><table><caption>Our beers</caption>
  <tr><th>Beer</th><th>ABV</th><th>Can to take away</th><th>Vegan</th><th>Gluten-free</th></tr>
  <tr><td>Weir Pale</td><td>4.2%</td><td>£3.20</td><td>Yes</td><td>No</td></tr>
  <tr><td>Night Shift</td><td>5.4%</td><td>£3.60</td><td>No (contains lactose)</td><td>No</td></tr>
  <tr><td>Long Night</td><td>10.2%</td><td>£6.50</td><td>Yes</td><td>Yes</td></tr></table>`,
);

const NOW = new Date("2026-11-26T10:00:00Z");
const ask = (question: string, pages: { url: string; title: string; records: unknown[] }[]) => {
  const outcome = answerQuestion(pages as Parameters<typeof answerQuestion>[0], parseQuestion(question, NOW));
  return "found" in outcome ? outcome.found.text : "not found";
};

describe("months and seasons", () => {
  it("answers a month asked from the record whose dates take it in", () => {
    expect(ask("can i take my dog on the beach at gull point in july", [HOME, DOGS])).toMatch(
      /^No — .*Easter/,
    );
    const december = ask("whats on at gull point in december", [HOME, EVENTS]);
    expect(december).toMatch(/Carols/);
    expect(december).not.toMatch(/Wreath|dip/);
  });

  it("says no for a month outside the season a thing is open, and yes inside it", () => {
    const pool = page(
      "/pool",
      "Splash",
      `<h1>Splash</h1><dl><dt>Indoor pool</dt><dd>Heated, open 1 April to 31 October, 09:00–19:00</dd>
      <dt>Sauna</dt><dd>Open all year, 10:00–18:00</dd></dl>`,
    );
    expect(ask("is the pool open in december", [pool])).toMatch(/^No — .*1 April to 31 October/);
    expect(ask("is the pool open in july", [pool])).toMatch(/^Yes — /);
    expect(ask("is the sauna open in december", [pool])).not.toMatch(/^No/);
  });

  it('gives a card\'s times for "what times", not the whole card', () => {
    const tours = page(
      "/tours",
      "Tours",
      `<h1>Tours</h1><div class="cards"><article class="card"><h3>Brewhouse tour</h3><dl><dt>When</dt>
      <dd>Saturdays at 13:00 and 15:30</dd><dt>Price</dt><dd>£18</dd></dl></article><article class="card">
      <h3>Family tour</h3><dl><dt>When</dt><dd>Sundays at 11:00</dd><dt>Price</dt><dd>£12</dd></dl></article></div>`,
    );
    expect(ask("what times do the brewhouse tours go", [tours])).toBe(
      "Brewhouse tour: When Saturdays at 13:00 and 15:30",
    );
  });

  it("reads this season's hours, not the next one's", () => {
    expect(ask("when does the shop open on a sunday", [HOME, SHOP])).toBe("Sunday: Shop 08:30–17:00");
  });
});

describe("columns, counts and names", () => {
  it("gives the room a thing has from its Places field, never a headcount or a count of a table's rows", () => {
    const about = page(
      "/about",
      "The people",
      `<h1>The people</h1><p>Gull Point employs 27 people, 11 of them in summer only.</p><table>
      <tr><th>Name</th><th>Role</th></tr><tr><td>Kit Penrose</td><td>Park manager</td></tr>
      <tr><td>Jory Pascoe</td><td>Head chef</td></tr></table>`,
    );
    const suppers = page(
      "/suppers",
      "Suppers",
      `<h1>Suppers</h1><div class="cards"><article class="card"><h3>Harvest supper</h3><dl><dt>When</dt>
      <dd>Friday 11 December 2026 at 19:00</dd><dt>How long</dt><dd>2 hours 30 minutes</dd><dt>Places</dt>
      <dd>12</dd></dl></article><article class="card"><h3>Family tour</h3><dl><dt>When</dt><dd>Sundays at 11:00</dd>
      <dt>How long</dt><dd>1 hour</dd><dt>Places</dt><dd>20</dd></dl></article></div>`,
    );
    expect(ask("how many people can go to the harvest supper", [about])).toBe("not found");
    expect(ask("how many people can go to the harvest supper", [suppers])).toBe("Harvest supper: Places 12");
  });

  it("counts for the place asked: its own section over one the site's name puts in every title, its clause", () => {
    const url = "https://kilnyard.example/buildings";
    const m = extractHtml(
      `<html><head><title>Where we are | Kiln Yard Co-working</title></head><body><main><h1>Where we are</h1>
      <h2>The Kiln</h2><dl><dt>Desks</dt><dd>64 hot desks and 20 fixed desks</dd></dl>
      <h2>Printworks</h2><dl><dt>Desks</dt><dd>40 hot desks and 12 private studios</dd></dl>
      <h2>Phone booths</h2><p>The Kiln has 3 phone booths and Printworks has 2. They are first come, first
      served.</p></main></body></html>`,
      url,
    );
    const buildings = [{ url, title: m.title, records: m.records }];
    expect(ask("how many hot desks are there at the kiln", buildings)).toBe("Desks: 64 hot desks");
    expect(ask("how many hot desks are there at printworks", buildings)).toBe("Desks: 40 hot desks");
    expect(ask("how many phone booths does printworks have", buildings)).toBe("Printworks has 2.");
    expect(parseQuestion("how many phone booths does printworks have", NOW).type).toBe("count");
  });

  it("lists the rows whose yes/no column says yes", () => {
    const vegan = ask("which beers are vegan", [BEERS]);
    expect(vegan).toMatch(/^Weir Pale, Long Night\n/);
    expect(ask("which beers are gluten free", [BEERS])).toMatch(/^Long Night — /);
  });

  it("reads the strongest by its ABV, and a can's price from its column", () => {
    expect(ask("whats the strongest beer", [BEERS])).toMatch(/^Long Night — /);
    expect(ask("price of a can of night shift", [BEERS])).toBe("Night Shift: Can to take away £3.60");
  });

  it("counts from a label or a sentence's clause, and lists names given after a colon", () => {
    expect(ask("how many dogs can we bring to gull point", [HOME, DOGS])).toBe(
      "How many: Up to 2 dogs per pitch or lodge",
    );
    expect(ask("how many lodges are there", [HOME])).toBe("12 lodges.");
    // What is counted is the noun, never the verb after it ("members does"), and "tent pitches" counts pitches.
    expect(parseQuestion("how many members does gull point have", NOW).target).toBe("member");
    expect(parseQuestion("how many tent pitches does gull point have", NOW).target).toBe("pitch");
    expect(ask("which lodges at gull point can i bring my dog to", [HOME, DOGS])).toMatch(
      /lodges: Heron, Kestrel, Puffin and Wren/,
    );
  });

  it("reads the plain clause of a label's attribute, and finds no café where no record says one", () => {
    expect(ask("what time can i get into my lodge at gull point", [HOME, ARRIVING])).toBe(
      "Lodges: Arrive from 16:00",
    );
    expect(ask("what time does the cafe at gull point close on sunday", [HOME, ARRIVING])).toBe("not found");
  });
});

describe("a news card's event, and a home page's teasers", () => {
  it("answers when something reopens from the sentence saying it, not the post's own date", () => {
    const news = page(
      "/news",
      "News",
      `<h1>News</h1><div class="cards"><article class="card"><h3>Christmas break</h3><p>10 November 2026</p>
      <p>The office closes at 12:30 on 23 December and reopens on Monday 4 January 2027.</p></article>
      <article class="card"><h3>New cars</h3><p>2 November 2026</p><p>Two new automatics joined the fleet.</p>
      </article></div>`,
    );
    expect(ask("when does the office open again after christmas", [news])).toBe(
      "reopens on Monday 4 January 2027.",
    );
  });

  it("marks a list read off the home page, so the navigator reads on for the whole programme", () => {
    const home = page(
      "/",
      site,
      `<h1>${site}</h1><h2>Coming up</h2><div class="cards"><article class="card"><h3>Carols</h3>
      <p>Saturday 19 December 2026</p><p>On the lawn.</p></article><article class="card"><h3>Wreaths</h3>
      <p>Saturday 28 November 2026</p><p>In the café.</p></article></div>`,
    );
    const outcome = answerQuestion([home], parseQuestion("whats on in december", NOW));
    expect("found" in outcome && outcome.found.news).toBe(true);
  });
});
