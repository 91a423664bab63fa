import { describe, expect, it } from "vitest";
import { answerText, headedRow, recordsPage } from "../../../test/helpers/records-page";

// Questions a skip firm's and a summer fair's customers ask, on pages of this file's own: a town priced and timed
// by the zone another page puts it in, a column for one day beside the column for any, a table that does not say
// the town asked, how many of a thing may go in, a short word for a thing, a teenager coming alone, how many a
// thing holds or there are at a place, a price list under a paragraph naming its thing, and a paragraph that asks
// the question itself.

const NOW = new Date("2026-11-26T10:00:00Z");
const skips = (path: string, title: string, main: string) =>
  recordsPage(`https://hobskips.example${path}`, `${title} | Hob Skips`, main);
const fair = (path: string, title: string, main: string) =>
  recordsPage(`https://larchfair.example${path}`, `${title} | Larch Fair`, main);
type Page = ReturnType<typeof skips>;
const ask = (pages: Page[], question: string) => answerText(pages, question, NOW);

const TOWNS = skips(
  "/towns",
  "Towns",
  `<h1>Towns we serve</h1><table><tr><th>Town</th><th>Postcodes</th><th>Zone</th><th>Council</th></tr>
  ${headedRow("Ormsby", "HB1", "Zone A", "Ormsby Council")}${headedRow("Pellow", "HB4", "Zone B", "Ormsby Council")}
  ${headedRow("Quarrendon", "HB6", "Zone C", "Pellow Parish Council")}</table>`,
);
const PRICES = skips(
  "/prices",
  "Prices",
  `<h1>Skip prices</h1><table><tr><th>Skip</th><th>Holds</th><th>Zone A</th><th>Zone B</th><th>Zone C</th></tr>
  ${headedRow("Mini, 3 yard", "30 bags", "£180", "£205", "£230")}
  ${headedRow("Builder's, 8 yard", "80 bags", "£300", "£325", "£350")}</table>`,
);
const DELIVERY = skips(
  "/delivery",
  "Delivery",
  `<h1>Delivery</h1><table><caption>Cut-offs</caption><tr><th>Zone</th><th>Order by, for the next day</th>
  <th>For a Saturday, order by</th></tr>${headedRow("Zone A", "16:00", "13:00 on Friday")}
  ${headedRow("Zone B", "15:00", "12:00 on Friday")}${headedRow("Zone C", "11:00", "09:00 on Friday")}</table>`,
);
const WASTE = skips(
  "/waste",
  "What goes in",
  `<h1>What can go in</h1><table><tr><th>Item</th><th>In a skip?</th><th>Charge</th></tr>
  ${headedRow("Car tyres", "Yes, up to 4, on top", "£9 a tyre")}${headedRow("Gas bottles", "No", "—")}</table>`,
);
const RULES = fair(
  "/rules",
  "Rules",
  `<h1>Site rules</h1><dl><dt>Fires</dt><dd>No open fires or disposable barbecues in the camping fields</dd>
  <dt>Under 16s</dt><dd>Must come with an adult aged 18 or over, who stays with them all weekend</dd>
  <dt>16 and 17 year olds</dt><dd>Can come without an adult, with a signed consent form and photo ID</dd></dl>`,
);

describe("a town read as the zone another page puts it in", () => {
  it("prices a skip in the zone's column", () => {
    expect(ask([TOWNS, PRICES], "how much is a mini skip delivered to quarrendon")).toBe(
      "Mini, 3 yard: Zone C £230",
    );
  });

  it("takes the zone's row of a table of times, and the column for any day over one for a Saturday", () => {
    expect(
      ask([TOWNS, DELIVERY], "what time do i need to order a skip by to get it in pellow tomorrow"),
    ).toBe("Zone B: Order by, for the next day 15:00");
  });

  it("gives no whole table of zones for a town no page read names", () => {
    expect(ask([DELIVERY], "what time do i need to order a skip by to get it in quarrendon tomorrow")).toBe(
      "not found",
    );
  });
});

describe("how many of a thing, and things by their short words", () => {
  it("compares the number asked with the one limit the record states", () => {
    expect(ask([WASTE], "can i put a couple of car tyres in a hob skip")).toMatch(/^Yes — .*up to 4/);
    expect(ask([WASTE], "can i put 6 car tyres in a hob skip")).toMatch(/^No — .*up to 4/);
  });

  it("reads a bbq as the barbecue a page names", () => {
    expect(ask([RULES], "are disposable bbqs allowed in the camping fields")).toMatch(/^No — .*barbecues/);
  });
});

describe("a teenager coming alone", () => {
  it("reads 'on his own, without us' as without an adult, by the row of his age", () => {
    expect(ask([RULES], "my son is 17, can he go to larch fair on his own without us")).toMatch(
      /^Yes — .*16 and 17 year olds/,
    );
    expect(ask([RULES], "can a 15 year old go to larch fair without an adult")).toMatch(/^No — .*Under 16s/);
  });
});

const SIZES = skips(
  "/sizes",
  "Sizes",
  `<h1>Skip sizes</h1><table><tr><th>Skip</th><th>Holds about</th><th>Price</th></tr>
  ${headedRow("Midi, 5 yard", "50 bin bags", "£240")}${headedRow("Maxi, 14 yard", "130 bin bags", "£410")}</table>`,
);
const BAGS = skips(
  "/bags",
  "Skip bags",
  `<h1>Skip bags</h1><p>Do you collect skip bags? Yes: buy a Hob skip bag for £11, fill it, and we'll collect it for
  £99 within 3 working days. How much to collect one? £99, wherever you are.</p>`,
);
const ACCESS = fair(
  "/access",
  "Access",
  `<h1>Access</h1><table><tr><th>Facility</th><th>Where</th></tr>
  ${headedRow("Accessible toilets", "12 in the showground and 5 in Beech Field")}
  ${headedRow("Charging points", "At the Help Tent")}</table>`,
);
const BUSES = fair(
  "/travel",
  "Travel",
  `<h1>Travel</h1><h2>Shuttle buses</h2><p>Our shuttle buses run from Ledbury Road station to the main gate. Every
  bus has a ramp.</p><table><caption>Times</caption><tr><th>Day</th><th>To the fair</th></tr>
  ${headedRow("Saturday", "09:00 to 18:00")}</table><dl><dt>Return, 16 and over</dt><dd>£9 booked, £11 on the
  bus</dd><dt>Return, under 16</dt><dd>£4</dd></dl>`,
);

describe("a count a record states", () => {
  it("reads a cell giving how many of the thing the row holds", () => {
    expect(ask([SIZES], "how many bin bags will a maxi skip hold")).toBe(
      "Maxi, 14 yard: Holds about 130 bin bags",
    );
  });

  it("reads the number of the place asked, of a thing's row counting it by place", () => {
    expect(ask([ACCESS], "how many accessible toilets are there in the showground")).toBe(
      "Accessible toilets: 12 in the showground",
    );
  });
});

describe("what a paragraph says of what follows it", () => {
  it("reads a price list under a first sentence naming its heading's thing as that thing's", () => {
    expect(
      ask([BUSES], "how much is a shuttle bus return from ledbury road station for my 12 year old"),
    ).toBe("Return, under 16: £4");
  });

  it("answers from the sentence after the paragraph's own question", () => {
    expect(ask([BAGS], "do you collect skip bags? how much to collect one")).toBe("£99, wherever you are.");
  });
});

describe("a list by a cell's word", () => {
  it("lists the rows whose cell is the question's word, not those saying yes", () => {
    const waste = skips(
      "/waste",
      "What goes in",
      `<h1>In or out?</h1><table><caption>What can go in a skip</caption><tr><th>Item</th><th>In a skip?</th>
      <th>Charge</th></tr>${headedRow("Mattresses", "Yes", "£25 each")}${headedRow("Asbestos", "Never", "–")}
      ${headedRow("Plasterboard", "Yes, kept apart", "£30 a bag")}${headedRow("Clinical waste", "Never", "–")}</table>`,
    );
    const said = ask([waste], "what can never go in a hob skip");
    expect(said.split("\n")[0]).toBe("Asbestos; Clinical waste");
    expect(said).not.toMatch(/Mattresses|Plasterboard/);
  });
});

describe("how long a trip takes", () => {
  const shuttle = fair(
    "/shuttle",
    "Shuttle",
    `<h1>Shuttle buses</h1><table><tr><th>From</th><th>Every</th><th>Journey</th></tr>
    ${headedRow("Beech Field", "10 minutes", "6 minutes")}${headedRow("Top car park", "20 minutes", "15 minutes")}
    </table><table><caption>Boat trips</caption><tr><th>Trip</th><th>Boat ride</th><th>Price</th></tr>
    ${headedRow("Heron Island", "35 minutes", "£12")}</table>`,
  );

  it("reads the Journey column, not how often the bus runs", () => {
    expect(ask([shuttle], "how long does the bus from the top car park take to the gate")).toBe(
      "Top car park: Journey 15 minutes",
    );
  });

  it("reads a boat ride as a time, not a boat's length", () => {
    expect(ask([shuttle], "how long is the boat ride out to heron island")).toBe(
      "Heron Island: Boat ride 35 minutes",
    );
  });
});

describe("the deepest and the shallowest", () => {
  const lake = fair(
    "/lake",
    "The lake",
    `<h1>Swimming at the lake</h1><table><tr><th>Spot</th><th>What it is</th><th>Depth</th><th>Price</th></tr>
    ${headedRow("Reed Bay", "A sandy shallows", "1 to 3 m", "£4")}${headedRow("Old Quarry", "A flooded pit", "9 to 21 m", "£6")}
    ${headedRow("Middle Pool", "Open water", "12 to 18 m", "£5")}</table>`,
  );

  it("compares the Depth column, by where each goes down to and up from", () => {
    expect(ask([lake], "whats the deepest spot you can swim")).toBe("Old Quarry — Depth: 9 to 21 m");
    expect(ask([lake], "which is the shallowest swimming spot")).toBe("Reed Bay — Depth: 1 to 3 m");
  });
});

describe("a price for a stay, by the day or for the whole of it", () => {
  const parking = fair(
    "/parking",
    "Parking",
    `<h1>Parking</h1><table><caption>A day</caption><tr><th>Car park</th><th>1 to 3 days</th><th>4 to 7 days</th>
    <th>8 to 14 days</th></tr>${headedRow("Top field", "£8.00", "£7.00", "£6.50")}</table><table><caption>A whole
    stay</caption><tr><th>Car park</th><th>3 days</th><th>7 days</th><th>14 days</th></tr>
    ${headedRow("Top field", "£24.00", "£49.00", "£91.00")}</table>`,
  );

  it("takes the column named as the question says it over one that takes it in", () => {
    expect(ask([parking], "3 days in the top field total cost")).toBe("Top field: 3 days £24.00");
  });

  it("reads a week as 7 days, not 4 to 7, and 2 weeks as 14 days", () => {
    expect(ask([parking], "how much is the top field for a week altogether")).toBe(
      "Top field: 7 days £49.00",
    );
    expect(ask([parking], "how much is 2 weeks in the top field")).toBe("Top field: 14 days £91.00");
  });
});

describe("a season's days and a price by the period asked", () => {
  const hours = fair(
    "/hours",
    "Opening hours",
    `<h1>When we're open</h1><table><tr><th>Season</th><th>Dates</th><th>Gift shop</th><th>Rides</th></tr>
    ${headedRow("Winter", "1 November to 28 February", "Friday to Sunday, 10:00 to 16:00", "Sundays")}
    ${headedRow("Spring", "1 March to 31 May", "Tuesday to Sunday, 09:00 to 17:00", "Every day")}</table>`,
  );
  const hire = fair(
    "/hire",
    "Hire",
    `<h1>Hire</h1><table><tr><th>Item</th><th>Per ride</th><th>Per day</th></tr>
    ${headedRow("Ride-on tractor", "£6", "£20")}</table>`,
  );

  it("reads this season's row, whose days leave out the day asked, as a no", () => {
    expect(ask([hours], "is the gift shop open on tuesday this week")).toMatch(/^No — .*Winter/);
    expect(ask([hours], "is the gift shop open on saturday this week")).toMatch(/^Yes — .*Winter/);
  });

  it("takes the column of the period asked over one a word of the thing says", () => {
    expect(ask([hire], "how much to hire a ride on tractor at larch fair for a day")).toBe(
      "Ride-on tractor: Per day £20",
    );
  });
});

describe("no count where a page counts none", () => {
  it("reads neither 'one of our stewards' nor a ratio as how many there are", () => {
    const juniors = fair(
      "/kids",
      "Kids",
      `<h1>Kids</h1><dl><dt>Juniors</dt><dd>Riders of 8 and 9 ride to 2 m at most, always with a parent or one of
      our stewards</dd></dl>`,
    );
    const rides = fair(
      "/rides",
      "Rides",
      "<h1>Rides</h1><p>Every ride is run by our own stewards, never more than 10 children to 1 steward. Rides close at dusk.</p>",
    );
    expect(ask([juniors], "how many stewards work at larch fair")).toBe("not found");
    expect(ask([rides], "how many stewards work at larch fair")).toBe("not found");
  });
});

describe("which things are open a while", () => {
  it("lists the rows whose opening column says it, not a time", () => {
    const parks = fair(
      "/parks",
      "Car parks",
      `<h1>Car parks</h1><table><tr><th>Car park</th><th>Open</th><th>Staff</th></tr>
      ${headedRow("North", "24 hours", "Reception 06:00 to 22:00")}${headedRow("South", "07:00 to 20:00", "Gate 07:00 to 20:00")}
      ${headedRow("Overflow", "24 hours", "Help point")}</table>`,
    );
    expect(ask([parks], "which larch fair car parks are open 24 hours").split("\n")[0]).toBe(
      "North, Overflow",
    );
  });
});

describe("a car park's limits and chargers", () => {
  it("reads the Highest column as its height", () => {
    const limits = fair(
      "/vehicles",
      "Bigger vehicles",
      `<h1>Bigger vehicles</h1><table><tr><th>Car park</th><th>Highest</th><th>Longest</th></tr>
      ${headedRow("North", "2.1 m", "5.0 m")}${headedRow("South", "3.0 m", "7.5 m")}</table>`,
    );
    expect(ask([limits], "max height in the north car park")).toBe("North: Highest 2.1 m");
  });

  it("counts chargers on a page whose address alone says EV", () => {
    const ev = fair(
      "/ev",
      "Plug in",
      `<h1>Plug in</h1><p>Charge while you're at the fair.</p><table><tr><th>Car park</th><th>Chargers</th>
      <th>Speed</th></tr>${headedRow("North", "12, by the gate", "22 kW")}${headedRow("South", "4, in row B", "7 kW")}</table>`,
    );
    expect(ask([ev], "how many ev chargers in the north car park")).toBe("North: Chargers 12, by the gate");
  });
});
