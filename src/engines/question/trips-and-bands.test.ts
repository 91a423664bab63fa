import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// Rules read from the misses of a dog groomer's and a coach tour operator's pages, on a river cruise company's
// pages of this file's own: rows keyed by their date and named by a cell, a child's age and a concession's ages, a
// time the boat leaves, nights, a country by its people's word, a season that is another holiday's, what a break
// includes, a supplement, a price before it went up, a band of days before, the boats that say so and their
// sisters, a size a breed is, a price named after it, what is needed for what, and a name asked as "called"; then
// lists and counts over rows and cards, and a yes or no about someone said only as "she".

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://wherry.example${path}`, `${title} | Wherry & Co`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const row = (cells: string[]) => `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
const CRUISES = page(
  "/cruises",
  "Cruises",
  `<h1>Cruises</h1><p>Children are 4 to 15; concessions are for anyone 65 or over, or a student with a card.</p>
  <table><caption>Day cruises, winter 2026–27</caption><tr><th>Date</th><th>Cruise</th><th>St Ives Quay</th>
  <th>Huntingdon Lock</th><th>Adult</th><th>Child</th><th>Concession</th><th>Admission</th></tr>
  ${row(["Saturday 5 December 2026", "Ely: the festival of lights", "09:40", "10:15", "£28", "£16", "£25", "Cathedral entry included"])}
  ${row(["Sunday 13 December 2026", "Cambridge and the Backs", "08:50", "09:25", "£31", "£18", "£27", "Museums not included"])}
  ${row(["Saturday 9 January 2027", "Bedford for the sales", "09:10", "09:45", "£22", "£12", "£20", "No admission"])}
  ${row(["Sunday 17 January 2027", "Norwich Castle", "08:30", "09:05", "£34", "£19", "£30", "Castle entry included"])}
  </table>`,
);
const BREAKS = page(
  "/breaks",
  "Short breaks",
  `<h1>Short breaks</h1><table><caption>Breaks, 2026–27</caption><tr><th>Break</th><th>Dates</th><th>Nights</th>
  <th>Per person, sharing</th><th>Single room supplement</th><th>Places</th></tr>
  ${row(["The Norfolk Broads by night", "Monday 30 November to Thursday 3 December 2026", "3", "£410", "£70", "Full: join the waiting list"])}
  ${row(["Amsterdam and the Dutch canals", "Monday 12 to Friday 16 April 2027", "4", "£599", "£120", "9 left"])}</table>
  <h2>What's included</h2><dl><dt>The Norfolk Broads by night</dt><dd>3 nights' full board on board; a lantern
  supper on the first night; a guided walk at How Hill</dd><dt>Amsterdam and the Dutch canals</dt><dd>The ferry
  both ways; 4 nights' bed and breakfast at the Keizer Hotel; a canal tour</dd></dl>`,
);
const BOOKING = page(
  "/booking",
  "Paying and cancelling",
  `<h1>Paying and cancelling</h1><table><caption>If you cancel a break</caption><tr><th>When you cancel</th>
  <th>What we keep</th></tr>${row(["30 days or more before", "Your deposit"])}
  ${row(["29 to 8 days before", "60% of the price"])}${row(["7 days or fewer before", "The full price"])}</table>
  <dl><dt>Parking</dt><dd>The Quay car park by the landing stage (free for the first hour)</dd></dl>`,
);
const HIRE = page(
  "/hire",
  "Private hire",
  `<h1>Private hire</h1><table><caption>Hire a boat</caption><tr><th>Boat</th><th>Seats</th><th>Half day</th>
  <th>Full day (up to 8 hours)</th></tr>${row(["Otter", "24", "£180", "£300"])}${row(["Lady Alice", "60", "£320", "£540"])}</table>
  <table><caption>Opening hours</caption><tr><th>Day</th><th>Wherry's Café</th><th>Booking office</th></tr>
  ${row(["Friday", "10:00–16:00", "09:00–17:00"])}${row(["Saturday", "Closed", "09:00–13:00"])}
  ${row(["Sunday", "Closed", "Closed"])}</table>`,
);
const FLEET = page(
  "/fleet",
  "On the water",
  `<h1>On the water</h1><article class="card"><h3>Kingfisher</h3><p>Our biggest boat, 80 seats</p><p>Heated saloon
  and a bar</p></article><article class="card"><h3>Lady Alice</h3><p>60 seats</p><p>A bar, a wheelchair lift
  and an accessible toilet</p></article><article class="card"><h3>Otter</h3><p>A little boat, 24 seats</p>
  <p>Open deck only</p></article>`,
);
const DOGS = page(
  "/dogs",
  "Dogs on board",
  `<h1>Dogs on board</h1><p>Dog tickets go by size. Small means up to 10 kg, such as a Jack Russell or a pug; medium
  is 10 to 20 kg, such as a whippet or a border collie; large is over 20 kg, such as a Labrador or golden
  retriever.</p><table><caption>Dog tickets</caption><tr><th>Ticket</th><th>Small</th><th>Medium</th><th>Large</th>
  </tr>${row(["Day cruise", "£3", "£5", "£8"])}${row(["De-fleaing before boarding", "£6", "£9", "£12"])}</table>
  <p>From 4 January 2027 a dog's day cruise ticket will be £4 small, £6 medium and £9 large.</p>`,
);
const RULES = page(
  "/rules",
  "House rules",
  `<h1>House rules</h1><dl><dt>On deck</dt><dd>Dogs stay on a lead on deck</dd><dt>In the saloon</dt><dd>Dogs
  are welcome in the saloon on Otter only</dd><dt>Animal health certificate</dt><dd>Needed for the Dutch canals
  break. Not needed for day cruises</dd><dt>Dogs in season</dt><dd>Welcome on day cruises, but not on short breaks
  until 3 weeks after the season starts</dd></dl>`,
);
const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><article><h2>Ely's new prices</h2><p>2 November 2026</p><p>The cathedral has put up its entry.
  Until now the Ely cruise has been £24 for adults, £14 for children and £22 for concessions. From today it's £28,
  £16 and £25.</p></article>`,
);
const CREW = page(
  "/crew",
  "Crew",
  `<h1>Crew</h1><article class="card"><h3>Tom Reed</h3><p>Skipper</p><p>Twenty years on the Ouse, and a Boatmaster
  Licence</p><p>Ask for Tom if your dog gets seasick.</p></article>`,
);

describe("a table's rows keyed by their date", () => {
  it("are named by their first cell of words, and answer by the column a question names or its age gives", () => {
    expect(ask([CRUISES], "how much is the ely lights cruise for an adult")).toBe(
      "Saturday 5 December 2026 — Ely: the festival of lights: Adult £28",
    );
    expect(ask([CRUISES], "ely lights cruise price for my granddaughter, she's 7")).toMatch(/Child £16$/);
    expect(ask([CRUISES], "cambridge cruise price for an oap")).toMatch(/Concession £27$/);
    expect(ask([CRUISES], "what time does the boat leave huntingdon for cambridge")).toMatch(/Lock 09:25$/);
  });

  it("say yes or no in the column the question names", () => {
    expect(ask([CRUISES], "is cathedral entry included on the ely cruise")).toMatch(/^Yes — /);
    expect(ask([CRUISES], "is museum entry included on the cambridge trip")).toMatch(/^No — /);
  });
});

describe("a short break", () => {
  it("is a trip, and its nights are a duration", () => {
    expect(ask([BREAKS], "how many nights is the broads trip?")).toMatch(
      /^The Norfolk Broads by night: (?:Nights )?3 nights/,
    );
  });

  it("is named by its country's people, and is not outdone by another break in the month asked", () => {
    expect(ask([BREAKS], "how much per person is the holland canals holiday if we share")).toBe(
      "Amsterdam and the Dutch canals: Per person, sharing £599",
    );
  });

  it("puts no hotel in its Nights column", () => {
    expect(ask([BREAKS], "which hotel do you stay in on the broads by night break")).toBe("not found");
  });

  it("has no places left when its Places say it is full", () => {
    expect(ask([BREAKS], "are there any places left on the broads by night break")).toMatch(/^No — /);
    expect(ask([BREAKS], "are there any places left on the dutch canals break")).toMatch(/^Yes — /);
  });

  it("includes what its own entry says, whole; its supplement is a price", () => {
    expect(ask([BREAKS], "what's included on the broads by night")).toBe(
      "The Norfolk Broads by night: 3 nights' full board on board; a lantern supper on the first night; a guided walk at How Hill",
    );
    expect(ask([BREAKS], "single supplement for the broads by night")).toBe(
      "The Norfolk Broads by night: Single room supplement £70",
    );
  });
});

describe("a price before it went up, and a charge by days before", () => {
  it("reads the sentence giving the earlier prices, for the one asked", () => {
    expect(ask([NEWS], "what was the ely cruise for adults before they put it up")).toBe(
      "£24 for adults before the change",
    );
  });

  it("takes the band of days before that holds the number asked", () => {
    expect(ask([BOOKING], "what do i lose if i have to cancel my break 10 days before we go")).toBe(
      "29 to 8 days before: What we keep 60% of the price",
    );
  });

  it("gives nothing after a free hour when only the free hour is said", () => {
    expect(ask([BOOKING], "how much is the quay car park after the free hour")).toBe("not found");
  });
});

describe("which of the things a page shows", () => {
  it("are the cards beside those that say what they are", () => {
    expect(ask([FLEET], "which of the boats has got the wheelchair lift")).toMatch(/^Lady Alice — /);
  });
});

describe("a size a page defines by weight and breed", () => {
  it("is the column of the breed asked, however it is written", () => {
    expect(ask([DOGS], "how much is a day cruise ticket for my whippet")).toBe("Day cruise: Medium £5");
    expect(ask([DOGS], "de-fleaing price for a golden retriever?")).toBe(
      "De-fleaing before boarding: Large £12",
    );
  });

  it("names a later price after it", () => {
    // (Told with the subject its clauses share.)
    const said = ask([DOGS], "what will a dog's day cruise ticket cost for a large dog from january");
    expect(said).toMatch(/^From 4 January 2027 a dog's day cruise ticket will be £9 large/);
    expect(said).not.toMatch(/£[46]\b/);
  });

  it("needs a thing for what the sentence about it names", () => {
    expect(ask([RULES], "does my dog need a health certificate just for a day cruise")).toMatch(/^No — /);
    expect(ask([RULES], "does my dog need a health certificate for the dutch canals break")).toMatch(
      /^Yes — /,
    );
  });
});

describe("lists and counts over a table's rows or cards", () => {
  it("take a number of nights from the column named for them", () => {
    expect(ask([BREAKS], "which of wherry's short breaks are 4 nights")).toMatch(
      /^Amsterdam and the Dutch canals — /,
    );
  });

  it("name rows keyed by their date by their thing, and leave out what a cell says is not included", () => {
    expect(ask([CRUISES], "which of the day cruises have the entry included")).toMatch(
      /^Ely: the festival of lights, Norwich Castle\n/,
    );
  });

  it("read the sister cards of those saying what they are in passing", () => {
    expect(ask([FLEET], "which of wherry's boats have got a bar")).toMatch(/^Kingfisher, Lady Alice\n/);
  });

  it("read no column named by the site's own name", () => {
    expect(ask([HIRE], "how many days a week is wherry's booking office open")).toMatch(
      /^2 \(Friday, Saturday\)/,
    );
  });

  it("take, of columns named alike, the one with a value of the kind asked", () => {
    expect(ask([HIRE], "how much to hire the 24 seater for a whole day")).toBe(
      "Otter: Full day (up to 8 hours) £300",
    );
  });
});

describe("the site's own name in a question", () => {
  it("heads every row of its pages, names no column and is no thing priced", () => {
    expect(ask([CRUISES], "how much is wherry's cambridge cruise for a child")).toMatch(/Child £18$/);
    expect(ask([HIRE], "whats the latest wherry's booking office is open on any day")).toBe(
      "Friday — Booking office: 09:00–17:00",
    );
    expect(ask([HIRE], "is wherry's booking office open at 3pm this saturday")).toMatch(/^No — /);
    expect(ask([HIRE], "is wherry's booking office open at 11am this saturday")).toMatch(/^Yes — /);
  });

  it("compares the column holding the kind asked, of those it names", () => {
    expect(ask([CRUISES], "cheapest of wherry's day cruises for an adult")).toBe(
      "Saturday 9 January 2027 — Bedford for the sales — Adult: £22",
    );
  });
});

describe('a yes or no about someone said as "she"', () => {
  it("is asked of what the sentence before says of her", () => {
    expect(
      ask([RULES], "my spaniel has just come into season - can she still come on a short break next week"),
    ).toMatch(/^No — .*Dogs in season/);
  });
});

describe("a name asked as what a thing is called", () => {
  it("is a name said as one, not the card of the person the question names", () => {
    expect(ask([CREW], "what is tom's own dog called")).toBe("not found");
    expect(ask([FLEET], "whats the boat called that has the wheelchair lift")).toMatch(/^Lady Alice — /);
  });
});
