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
const askOn = (page: typeof PAGE, url: string) => (question: string) => {
  const outcome = answerQuestion(
    [{ url, title: page.title, records: page.records }],
    parseQuestion(question, NOW),
  );
  return "found" in outcome ? outcome.found.text : `not found (closest: ${outcome.notFound.closest.length})`;
};
const ask = askOn(PAGE, URL);

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

// The cell a question means, on a page of the shapes realistic sites use: a price table with a member and a
// non-member column, a feature table of ticks, several "Next … bin" columns, label: value sentences in one
// paragraph, cards holding a definition list, holidays named by their date, pence and temperatures.

const CENTRE_URL = "https://centre.example/all";
const CENTRE = extractHtml(
  `<html><head><title>Everything</title></head><body><main>
  <h1>Brook Centre</h1><p>Main pool: 25 m, 6 lanes, 28°C. Teaching pool: 30°C.</p>
  <h2>Classes</h2><table><tr><th>Class</th><th>When</th><th>Members</th><th>Non-members</th></tr>
  <tr><td>Pilates</td><td>Friday 12:15</td><td>£2.00</td><td>£7.90</td></tr>
  <tr><td>Spin</td><td>Monday 18:15</td><td>Free</td><td>£8.20</td></tr></table>
  <h2>Loans</h2><table><tr><th>Item</th><th>Loan period</th><th>Late fee per day</th></tr>
  <tr><td>Board games</td><td>2 weeks</td><td>50p</td></tr><tr><td>DVDs</td><td>1 week</td><td>£1.10</td></tr></table>
  <h2>Compare plans</h2><table><tr><th>Feature</th><th>Hobby</th><th>Team</th><th>Business</th></tr>
  <tr><td>Scheduled rollouts</td><td>—</td><td>✓</td><td>✓</td></tr>
  <tr><td>Environments</td><td>2</td><td>5</td><td>20</td></tr></table>
  <h2>Bins</h2><table><tr><th>Area</th><th>Collection day</th><th>Next grey bin</th><th>Next blue bin</th></tr>
  <tr><td>Area 4</td><td>Thursday</td><td>26 November</td><td>3 December</td></tr>
  <tr><td>Area 5</td><td>Friday</td><td>4 December</td><td>27 November</td></tr></table>
  <h2>Applications</h2><table><tr><th>Reference</th><th>Site</th><th>Received</th><th>Status</th></tr>
  <tr><td>26/01420/HH</td><td>41 Lark Rise</td><td>30 September 2026</td><td>Withdrawn</td></tr>
  <tr><td>26/01433/FUL</td><td>9 Nettle Bank</td><td>7 October 2026</td><td>Approved</td></tr></table>
  <h2>Councillors</h2>
  <article class="card"><h3>Cllr Ana Pellew</h3><p>Saltings ward</p><dl><dt>Surgery</dt>
  <dd>Second Thursday of the month, 17:30–19:00</dd><dt>Email</dt><dd>a.pellew@council.example</dd></dl></article>
  <article class="card"><h3>Cllr Tom Marsh</h3><p>Abbey ward</p><dl><dt>Surgery</dt>
  <dd>First Saturday of the month, 10:00–12:00</dd><dt>Email</dt><dd>t.marsh@council.example</dd></dl></article>
  <h2>Christmas</h2><p>Christmas: closed on 25 December; on 24 and 31 December we close at 15:00.</p>
  <dl><dt>Check-in</dt><dd>From 15:00</dd><dt>Check-out</dt><dd>By 11:00</dd><dt>Late check-out</dt>
  <dd>Until 13:00 for £25</dd><dt>Head chef</dt><dd>Tamsin Rowe</dd><dt>Bar manager</dt><dd>Lowen Carne</dd>
  <dt>Curator</dt><dd>Jonah Pell</dd><dt>Also showing</dt><dd>Salt and Silver, curated by Ruth Abara.</dd>
  <dt>Wi-Fi</dt><dd>Free in the café</dd><dt>Cancellation</dt><dd>Free up to 48 hours before you arrive. Stays in
  the festive season need 14 days' notice.</dd><dt>Delivery fee</dt><dd>£2.50, free over £35</dd></dl>
  <p>Edith Marlowe (1889–1962) drew the fen almost every day for forty years.</p>
  <h2>Admission</h2><table><tr><th>Ticket</th><th>Museum</th><th>Joint ticket (both sites)</th></tr>
  <tr><td>Child (5 to 16)</td><td>£4.50</td><td>£6.50</td></tr>
  <tr><td>Family (2 adults and up to 3 children)</td><td>£24</td><td>£32</td></tr></table>
  <h2>Spa treatments</h2><table><tr><th>Treatment</th><th>Monday to Thursday</th><th>Friday to Sunday</th></tr>
  <tr><td>Hot stone massage</td><td>£92</td><td>£102</td></tr></table>
  <h2>Coming up</h2><table><tr><th>Date</th><th>Event</th><th>Price</th></tr>
  <tr><td>Saturday 5 December 2026</td><td>Milling demonstration</td><td>Free with admission</td></tr>
  <tr><td>Saturday 12 December 2026</td><td>Lantern-making</td><td>£3 a child</td></tr>
  <tr><td>Sunday 13 December 2026</td><td>Victorian Christmas</td><td>Free with admission</td></tr></table>
  <h2>Women-only swim</h2><p>Sessions for women and girls run on Sundays, 08:00–09:30, in the main pool.</p>
  </main></body></html>`,
  CENTRE_URL,
);
const askCentre = askOn(CENTRE, CENTRE_URL);

const TEAM_URL = "https://grounds.example/about";
const TEAM = extractHtml(
  `<html><head><title>About us | Greenway Park</title></head><body><main><h1>The people</h1>
  <p>We look after two sites with a team of nine.</p><h2>Who's who</h2>
  <table><tr><th>Name</th><th>Role</th><th>Based at</th></tr>
  <tr><td>Nia Bryn</td><td>Head groundsman</td><td>North site</td></tr>
  <tr><td>Owen Tull</td><td>Site manager</td><td>North site</td></tr>
  <tr><td>Ffion Rees</td><td>Site manager</td><td>South site</td></tr>
  <tr><td>Jory Pascoe</td><td>Head chef, the Greenway Café</td><td>North site</td></tr></table></main></body></html>`,
  TEAM_URL,
);

describe("answers from the cell meant", () => {
  it("names the person of a team table's row whose cells say the role asked", () => {
    const askTeam = askOn(TEAM, TEAM_URL);
    expect(askTeam("whos the head groundsman")).toBe("Nia Bryn: Role Head groundsman");
    expect(askTeam("who manages the south site")).toBe("Ffion Rees: Role Site manager, Based at South site");
    expect(askTeam("who is the head groundsman at the south site")).toMatch(/^not found/);
    // A cell saying only a word of the site's name ("the Greenway Café") does not say who started it.
    expect(askTeam("who started greenway park")).toMatch(/^not found/);
    const CARDS_URL = "https://grounds.example/team";
    const cards = extractHtml(
      `<html><head><title>Team</title></head><body><main><h1>Faces</h1><div class="cards">
      <article class="card"><h3>Marcus Obi</h3><dl><dt>Role</dt><dd>Head barber</dd><dt>Salon</dt>
      <dd>Abbey Street</dd></dl></article><article class="card"><h3>Keeley Shaw</h3><dl><dt>Role</dt>
      <dd>Senior stylist</dd><dt>Salon</dt><dd>Mill Quay</dd></dl></article></div></main></body></html>`,
      CARDS_URL,
    );
    expect(askOn(cards, CARDS_URL)("who's the head barber")).toBe("Marcus Obi: Role Head barber");
    // A role the question names that no record says: another role's holder is not the answer.
    const SHOW_URL = "https://museum.example/exhibitions/salt";
    const show = extractHtml(
      `<html><head><title>Salt and Silver | Kelderby Museums</title></head><body><main><h1>Salt and Silver</h1>
      <dl><dt>Curator</dt><dd>Dr Ruth Abara</dd><dt>Until</dt><dd>28 February 2027</dd></dl></main></body></html>`,
      SHOW_URL,
    );
    expect(askOn(show, SHOW_URL)("who is the director of the museum")).toMatch(/^not found/);
    expect(askOn(show, SHOW_URL)("who curated salt and silver")).toBe("Curator: Dr Ruth Abara");
    // "In charge of" asks who, not what it costs.
    expect(parseQuestion("Who is in charge of the aquatics at Aldwick?", NOW).type).toBe("person");
    expect(parseQuestion("what do you charge for delivery", NOW).type).toBe("price");
  });

  it("reads the column the question names, not its opposite nor a column naming less of it", () => {
    expect(askCentre("How much does Pilates cost for members?")).toBe("Pilates: Members £2.00");
    expect(askCentre("How much does Pilates cost for non-members?")).toBe("Pilates: Non-members £7.90");
    expect(askCentre("when is the next blue bin collection for area 5")).toBe(
      "Area 5: Next blue bin 27 November",
    );
    expect(askCentre("What is the daily late fee for a board game?")).toBe(
      "Board games: Late fee per day 50p",
    );
  });

  it("lists the columns a feature table ticks, and only for a table of ticks", () => {
    expect(askCentre("Which plans include scheduled rollouts?")).toBe("Team, Business");
    expect(askCentre("Which plans include environments?")).not.toBe("Hobby, Team, Business");
  });

  it("reads a status, a card's definition list, one sentence of several label: value ones", () => {
    expect(askCentre("What happened to the planning application for 41 Lark Rise?")).toBe(
      "26/01420/HH: Status Withdrawn",
    );
    expect(askCentre("When does Councillor Ana Pellew hold her surgery?")).toBe(
      "Cllr Ana Pellew: Surgery Second Thursday of the month, 17:30–19:00",
    );
    expect(askCentre("What temperature is the teaching pool?")).toBe("Teaching pool: 30°C");
  });

  it("of rows and pairs equally about the question, takes the one it names most exactly", () => {
    expect(askCentre("what time is check out")).toBe("Check-out: By 11:00");
    expect(askCentre("what time is check-in")).toBe("Check-in: From 15:00");
    expect(askCentre("Who is the head chef?")).toBe("Head chef: Tamsin Rowe");
    expect(askCentre("Who curated it?")).toBe("Curator: Jonah Pell");
    expect(askCentre("How much is a joint ticket for a child?")).toBe(
      "Child (5 to 16): Joint ticket (both sites) £6.50",
    );
    expect(askCentre("how much is a hot stone massage on a saturday")).toBe(
      "Hot stone massage: Friday to Sunday £102",
    );
    expect(askCentre("How much notice do I need to cancel a stay over Christmas?")).toBe(
      "Stays in the festive season need 14 days' notice.",
    );
    expect(askCentre("Which events are free with admission?")).toMatch(
      /^Milling demonstration, Victorian Christmas\n/,
    );
  });

  it("is not found for a thing no page says, however near a record comes", () => {
    expect(askCentre("What's the Wi-Fi password?")).toMatch(/^not found/);
    expect(askCentre("What is the corkage fee?")).toMatch(/^not found/);
    expect(askCentre("When did Edith Marlowe first exhibit her drawings?")).toMatch(/^not found/);
    expect(askCentre("Which brand of products do they use in the spa treatments?")).toMatch(/^not found/);
  });

  it("knows a holiday by its date and a plural by its singular", () => {
    expect(askCentre("What time does the centre close on Christmas Eve?")).toMatch(
      /24 and 31 December we close at 15:00/,
    );
    expect(askCentre("When is the women-only swim?")).toMatch(/Sundays, 08:00–09:30/);
    expect(askCentre("What time does the centre close on Easter Monday?")).toMatch(/^not found/);
  });
});

// What a person says of time and things around the fact: a part of the day, the end of a run, a period, a unit,
// a distance, a founder named like the firm, a return policy, the site's own name said only in its footer.
const SHOP_URL = "https://shop.example/all";
const SHOP = extractHtml(
  `<html><head><title>All</title></head><body><main><h1>Everything</h1>
  <h2>Performances</h2><table><tr><th>Date</th><th>Time</th></tr>
  <tr><td>Thursday 19 November 2026</td><td>14:30</td></tr><tr><td>Thursday 19 November 2026</td><td>19:30</td></tr>
  <tr><td>Friday 20 November 2026</td><td>19:30</td></tr></table>
  <p>The bar opens at 18:00 on performance evenings and at 13:00 before matinees.</p>
  <h2>On stage</h2><article class="card"><h3>Jack and the Beanstalk</h3><p>11 December 2026 to 3 January 2027</p>
  <p>Our family pantomime is back.</p></article><article class="card"><h3>The Snow Bear</h3>
  <p>12 to 20 December 2026</p><p>Puppets for the very young.</p></article>
  <h2>Hire prices</h2><table><tr><th>Bike</th><th>Half day (4 hours)</th><th>Full day</th><th>Weekend</th></tr>
  <tr><td>E-bike</td><td>£30</td><td>£45</td><td>£80</td></tr><tr><td>Hybrid</td><td>£18</td><td>£28</td><td>£50</td></tr></table>
  <h2>Services</h2><table><tr><th>Service</th><th>Price</th><th>Usually ready in</th></tr>
  <tr><td>Full service</td><td>£129</td><td>3 working days</td></tr><tr><td>Safety check</td><td>£35</td><td>2 working days</td></tr></table>
  <h2>Our story</h2><p>Ron Hartwell started Hartwell Cycles in 1987. The Canal Wharf branch opened in May 2015.</p>
  <dl><dt>Returning a bike</dt><dd>Within 14 days, unridden. We cannot take back a bike that has been ridden.</dd>
  <dt>Returning accessories</dt><dd>Within 30 days, unused</dd><dt>Range</dt><dd>Up to 110 km on one charge</dd></dl>
  <h2>Treatments</h2><table><tr><th>Treatment</th><th>Length</th><th>Price</th></tr>
  <tr><td>Seaweed wrap</td><td>60 minutes</td><td>£75</td></tr><tr><td>Hot stone massage</td><td>75 minutes</td>
  <td>£92</td></tr><tr><td>Signature facial</td><td>75 minutes</td><td>£98</td></tr></table>
  <h2>Collection</h2><dl><dt>The oldest object</dt><dd>A flint hand axe, about 300,000 years old</dd></dl>
  <p>Kelderby Mill is now open at weekends only.</p>
  <h2>Neutering dogs, by weight</h2><table><tr><th>Weight</th><th>Castration</th><th>Spay</th></tr>
  <tr><td>Under 10 kg</td><td>£265</td><td>£340</td></tr><tr><td>10 to 25 kg</td><td>£310</td><td>£395</td></tr>
  <tr><td>Over 25 kg</td><td>£360</td><td>£465</td></tr></table>
  <p>A new puppy course starts on Tuesday 12 January 2027. The course after that starts on Tuesday 2 March 2027.</p>
  <p>Members get 10% off neutering and dental work, and 15% off all food and accessories.</p>
  </main><footer>© 2026 Glimmerfen Cycles</footer></body></html>`,
  SHOP_URL,
);
const askShop = (question: string) => {
  const outcome = answerQuestion(
    [{ url: SHOP_URL, title: SHOP.title, site: SHOP.site, records: SHOP.records }],
    parseQuestion(question, NOW),
  );
  return "found" in outcome ? outcome.found.text : "not found";
};

describe("answers from what is said around the fact", () => {
  it("filters by a measure said with its unit, and takes no description for a count nor a building for a person", () => {
    expect(askShop("which treatments last 75 minutes")).toMatch(/^Hot stone massage, Signature facial\n/);
    expect(askShop("how many objects does the museum have on display")).toBe("not found");
    expect(askShop("who is the director of the museum")).toBe("not found");
  });

  it("reads the row whose range takes in an amount given, the first start said, the clause of several amounts", () => {
    expect(askShop("how much to spay a 15kg dog")).toBe("10 to 25 kg: Spay £395");
    expect(askShop("When does the next puppy course start?")).toBe("from Tuesday 12 January 2027");
    expect(askShop("what discount do members get on food")).toBe("15% off all food and accessories.");
  });

  it("reads a part of the day, the end or start of a run of dates, a period and a unit of time", () => {
    expect(askShop("what time do evening performances start")).toMatch(/^19:30 \(/);
    expect(askShop("What time does the bar open before an evening show?")).toBe(
      "The bar opens at 18:00 on performance evenings",
    );
    expect(askShop("when does the panto finish")).toBe("Jack and the Beanstalk: until 3 January 2027");
    expect(askShop("when does the snow bear start")).toBe("The Snow Bear: from 12 December 2026");
    expect(askShop("How much does it cost to hire an e-bike for the day?")).toBe("E-bike: Full day £45");
    expect(askShop("how much is it to hire a hybrid for a week")).toBe("not found");
    expect(askShop("How many working days does a full service take?")).toBe(
      "Full service: Usually ready in 3 working days",
    );
  });

  it("names a founder named like the firm, reads a return policy, a distance, and the site's own name", () => {
    expect(askShop("Who started Hartwell Cycles?")).toBe("Ron Hartwell started Hartwell Cycles in 1987.");
    expect(askShop("Can I return a bike I've already ridden?")).toMatch(/^No — /);
    expect(askShop("How long do I have to send back accessories?")).toBe(
      "Returning accessories: Within 30 days, unused",
    );
    expect(askShop("how far can it go on one charge")).toBe("Range: Up to 110 km on one charge");
    expect(SHOP.site).toBe("Glimmerfen Cycles");
    expect(askShop("What is the Glimmerfen range?")).toBe("Range: Up to 110 km on one charge");
  });

  it("states the clause of a sentence or news card that holds the value asked, not its neighbours'", () => {
    const FERRY_URL = "https://ferry.example/news";
    const ferry = askOn(
      extractHtml(
        `<html><head><title>News</title></head><body><main><h1>About us</h1>
        <p>Northway Ferries employs 61 people, 23 of whom live on the islands.</p>
        <p>At the port we employ 30 people, 8 of them qualified harbour pilots.</p>
        <p>Today about 410 season-ticket holders travel with us, looked after by a crew of 7.</p>
        <h2>News</h2><div class="cards"><article class="card"><time>2 November 2026</time>
        <h3>Holiday sailings</h3><p>There are no sailings on 25 December. On 24 and 31 December the last sailing
        from Oban to Lismore leaves at 15:00 and the last bus from the station at 16:30.</p></article></div>
        </main></body></html>`,
        FERRY_URL,
      ),
      FERRY_URL,
    );
    expect(ferry("How many people work for Northway Ferries?")).toBe("Northway Ferries employs 61 people");
    expect(ferry("how many people work at the harbour")).toBe("At the port we employ 30 people");
    expect(ferry("how many season-ticket holders do you have")).toBe(
      "Today about 410 season-ticket holders travel with us",
    );
    expect(ferry("what time is the last boat to lismore on christmas eve")).toBe(
      "On 24 and 31 December the last sailing from Oban to Lismore leaves at 15:00",
    );
  });

  it("leaves out the price the question is not about ('if I'm not a member'); 'for an hour' is a period", () => {
    const ROOMS_URL = "https://hub.example/rooms";
    const rooms = askOn(
      extractHtml(
        `<html><head><title>Rooms</title></head><body><main><h1>Rooms to hire</h1>
        <table><tr><th>Room</th><th>Seats</th><th>Per hour</th><th>Members per hour</th></tr>
        <tr><td>Blue Room</td><td>8</td><td>£35</td><td>£25</td></tr>
        <tr><td>Red Room</td><td>12</td><td>£50</td><td>£40</td></tr></table>
        <article class="card"><h3>Loft</h3><dl><dt>Seats</dt><dd>30</dd><dt>Per day</dt>
        <dd>£220; members £160</dd></dl></article></main></body></html>`,
        ROOMS_URL,
      ),
      ROOMS_URL,
    );
    expect(rooms("how much does it cost to hire the blue room for an hour if i'm not a member")).toBe(
      "Blue Room: Per hour £35",
    );
    expect(rooms("how much is the red room per hour for members")).toBe("Red Room: Members per hour £40");
    expect(rooms("what does the loft cost for a day for non-members")).toBe("Per day: £220");
  });

  it("reads a postcode from an address, counts the noun asked, and counts no rows a participle heads", () => {
    const SITE_URL = "https://yard.example/where";
    const where = askOn(
      extractHtml(
        `<html><head><title>Where we are</title></head><body><main><h1>Where we are</h1>
        <p>Desks and meeting rooms in two old buildings: The Kiln and Printworks.</p>
        <h2>Staffed hours</h2><table><tr><th>Day</th><th>The Kiln</th></tr>
        <tr><td>Monday</td><td>08:00–19:00</td></tr><tr><td>Tuesday</td><td>08:00–19:00</td></tr></table>
        <h2>The Kiln</h2><dl><dt>Address</dt><dd>1 Kiln Yard, Marbury MB3 7KY</dd>
        <dt>Meeting rooms</dt><dd>3, and 3 phone booths</dd></dl>
        <h2>Printworks</h2><dl><dt>Address</dt><dd>22 Press Lane, Marbury MB1 2PW</dd></dl></main></body></html>`,
        SITE_URL,
      ),
      SITE_URL,
    );
    expect(where("what's the postcode of printworks")).toBe("Address: 22 Press Lane, Marbury MB1 2PW");
    expect(parseQuestion("what's the postcode of printworks").type).toBe("postcode");
    expect(parseQuestion("how many meeting rooms does the kiln have").target).toBe("room");
    expect(where("how many meeting rooms does the kiln have")).toBe("Meeting rooms: 3");
    // "two old buildings" counts buildings, and two days of "Staffed hours" are not two staff.
    expect(where("how many meeting rooms does printworks have")).toMatch(/^not found/);
    expect(where("how many staff are there")).toMatch(/^not found/);
    expect(parseQuestion("who from the team is based at printworks").type).toBe("list");
    const TEAM_URL = "https://yard.example/about";
    const team = askOn(
      extractHtml(
        `<html><head><title>About</title></head><body><main><h1>Who we are</h1>
        <p>We employ 28 people, 12 of them qualified climbing instructors.</p></main></body></html>`,
        TEAM_URL,
      ),
      TEAM_URL,
    );
    expect(team("how many qualified instructors do you have")).toBe(
      "12 of them qualified climbing instructors.",
    );
    expect(team("how many people do you employ")).toBe("We employ 28 people");
  });
});
