import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// The question model's rules for what people leave unsaid: a day's part of a cell, an engine size, a price's period,
// a card's sentences, a role by its verb, a headcount, an FAQ's heading, a size to compare by.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://garage.example${path}`, title, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const TESTS = page(
  "/tests",
  "Safety tests | Ardley Motors",
  `<h1>Safety tests</h1><table><tr><th></th><th>Northgate</th><th>Southbank</th></tr>
  <tr><td>Cars</td><td>£45</td><td>£50</td></tr>
  <tr><td>Vans</td><td>£60</td><td>Not tested here</td></tr>
  <tr><td>Testing hours</td><td>Monday to Friday 08:30–16:30, Saturday 08:30–11:30</td><td>Tuesday to Friday 09:00–15:00</td></tr>
  <tr><td>Your tester</td><td>Ola Berg</td><td>Sam Reid</td></tr></table>`,
);
const PRICES = page(
  "/prices",
  "Prices | Ardley Motors",
  `<h1>Prices</h1><table><tr><th>Engine</th><th>Basic service</th><th>Full service</th></tr>
  <tr><td>Up to 1.4 litres</td><td>£120</td><td>£190</td></tr>
  <tr><td>1.5 to 2.0 litres</td><td>£140</td><td>£220</td></tr>
  <tr><td>2.1 to 3.0 litres</td><td>£165</td><td>£250</td></tr></table>
  <h2>Storage spaces</h2><table><tr><th>Space</th><th>Size</th><th>Northgate, per week</th>
  <th>Northgate, per 4 weeks</th><th>Southbank, per week</th></tr>
  <tr><td>Bay</td><td>12 sq ft</td><td>£8</td><td>£30</td><td>£7</td></tr>
  <tr><td>Garage</td><td>150 sq ft</td><td>£40</td><td>£150</td><td>£38</td></tr>
  <tr><td>Yard</td><td>90 sq ft</td><td>£45</td><td>£170</td><td>£46</td></tr>
  <tr><td>Barn</td><td>300 sq ft</td><td>£80</td><td>£300</td><td>—</td></tr></table>`,
);
const NEWS = page(
  "/news",
  "News | Ardley Motors",
  `<h1>News</h1><div class="cards">
  <article><h3>Christmas and New Year hours</h3><time>20 November 2026</time><p>Both sites close at 12:00 on
  24 December and reopen on 4 January. Northgate tests vans only on 29 and 30 December, 09:00–14:00.</p></article>
  <article><h3>Saturdays at Southbank</h3><time>2 October 2026</time><p>From Saturday 3 October Southbank is closed
  on Saturdays.</p></article>
  <article><h3>Free battery check</h3><time>15 October 2026</time><p>Until 31 December, call in for a free battery
  check.</p></article></div>`,
);
const TEAM = page(
  "/team",
  "Our team | Ardley Motors",
  `<h1>Our team</h1><p>June Ardley opened Northgate in 1990. There are 11 of us now.</p>
  <table><tr><th>Name</th><th>Role</th><th>Site</th></tr>
  <tr><td>Ravi Shah</td><td>Site manager</td><td>Southbank</td></tr>
  <tr><td>Nell Cox</td><td>Apprentice</td><td>Southbank</td></tr></table>`,
);
const FAQ = page(
  "/faq",
  "Questions | Ardley Motors",
  `<h1>Questions</h1><h2>What do I need to bring when I drop off my car?</h2><p>The locking wheel nut key and
  your service book.</p><h2>How much notice do I have to give to cancel?</h2><p>24 hours. We charge nothing before
  then.</p><h2>Rules</h2><dl><dt>Paint</dt><dd>Water-based paint only, in closed tins</dd></dl>`,
);

const HOURS = page(
  "/hours",
  "Visit | Ardley Motors",
  `<h1>Visit</h1><table><tr><th></th><th>Northgate</th><th>Southbank</th></tr>
  <tr><td>Friday</td><td>08:30–19:00</td><td>09:00–17:00</td></tr>
  <tr><td>Saturday</td><td>09:00–17:00</td><td>09:00–13:00</td></tr>
  <tr><td>Lunch break</td><td>We stay open</td><td>Closed 13:00–13:30, Monday to Friday</td></tr>
  <tr><td>Wax check</td><td>£15 one wheel, £25 both wheels</td><td>—</td></tr></table>
  <h2>Facilities</h2><dl><dt>Showers</dt><dd>Northgate: open 24 hours, with the door code. Southbank: 07:00–21:00</dd>
  <dt>Counter hours</dt><dd>Monday to Friday 07:30–17:00, Saturday 08:00–12:00</dd>
  <dt>Links</dt><dd>Hire from £22 a day · Book a service · Get it lifted</dd></dl>
  <h2>Can I just turn up on a Saturday?</h2><p>At Southbank, yes. At Northgate you can book, or walk in on a Saturday
  between 09:00 and 12:00.</p>
  <h2>Team</h2><div class="cards"><article><h3>Ida Holm</h3><p>Workshop manager; Northgate</p></article>
  <article><h3>Bo Lind</h3><p>Deputy workshop manager; Northgate</p></article></div>
  <h2>Jobs we do</h2><table><tr><th>Job</th><th>Price</th><th>Where</th></tr>
  <tr><td>Tracking (Southbank only)</td><td>£40</td><td>Southbank</td></tr></table>`,
);

describe("what people leave unsaid, read from records", () => {
  it("reads the row headed by the day asked, a cell's clause by the question's own words, a place's sentence", () => {
    expect(ask([HOURS], "what time does southbank shut on a friday")).toBe("Friday: Southbank 09:00–17:00");
    expect(ask([HOURS], "how much is a wax check for just one wheel at northgate")).toBe(
      "Wax check: Northgate £15 one wheel",
    );
    expect(ask([HOURS], "when are the showers open at southbank")).toBe("Southbank: 07:00–21:00");
    expect(ask([HOURS], "what time does the counter close on saturday")).toBe(
      "Counter hours: Saturday 08:00–12:00",
    );
    // A teaser's "from £22" is hire's, not a lift's; a sentence about Northgate is not Southbank's.
    expect(ask([HOURS], "how much to get it lifted")).toBe("not found");
    expect(ask([HOURS], "what time does southbank close on saturdays")).toBe(
      "Saturday: Southbank 09:00–13:00",
    );
  });

  it("tells a role from its deputy's, and says no for a thing had at one other place only", () => {
    expect(ask([HOURS], "whos the workshop manager")).toMatch(/^Ida Holm\b/);
    expect(ask([HOURS], "can i get tracking done at northgate")).toMatch(/^No — /);
  });

  it("reads the day's part of a cell, and no other place's value for a cell that says none", () => {
    expect(ask([TESTS], "until what time do they test on a saturday at northgate")).toBe(
      "Testing hours: Northgate Saturday 08:30–11:30",
    );
    expect(ask([TESTS], "whats the test price at southbank")).toBe("Cars: Southbank £50");
    expect(ask([TESTS], "who does the tests at southbank")).toBe("Your tester: Southbank Sam Reid");
  });

  it("takes in an engine size said without its unit, and a price's period said as 'weekly'", () => {
    expect(ask([PRICES], "how much is a basic service for a 2.5 litre engine")).toBe(
      "2.1 to 3.0 litres: Basic service £165",
    );
    expect(ask([PRICES], "price of a full service on my 1.8 petrol")).toBe(
      "1.5 to 2.0 litres: Full service £220",
    );
    expect(ask([PRICES], "whats the weekly price of a bay at northgate")).toBe("Bay: Northgate, per week £8");
  });

  it("compares by size when asked for the biggest, whatever column the place names", () => {
    expect(ask([PRICES], "whats the biggest space i can get at southbank")).toMatch(
      /^Garage — Size 150 sq ft/,
    );
    expect(ask([PRICES], "whats the cheapest space at southbank")).toMatch(/^Bay — /);
  });

  it("tells a card's sentences apart by what its title does not say, and reads the date a run starts or ends", () => {
    expect(ask([NEWS], "what time does northgate test vans between christmas and new year")).toBe(
      "Northgate tests vans only on 29 and 30 December, 09:00–14:00.",
    );
    expect(ask([NEWS], "since when has southbank been shut on saturdays")).toBe(
      "Saturdays at Southbank: from Saturday 3 October",
    );
    expect(ask([NEWS], "until when is the free battery check on")).toBe(
      "Free battery check: until 31 December",
    );
  });

  it("finds a role by the verb asked, and a headcount said as 'of us'", () => {
    expect(ask([TEAM], "who runs southbank")).toMatch(/^Ravi Shah\b/);
    expect(ask([TEAM], "how many people work at ardley motors")).toBe("There are 11 of us now.");
  });

  it("answers from the heading that asks the question, and an 'only' that names the kind asked", () => {
    expect(ask([FAQ], "what do i need to bring when i drop off my car")).toBe(
      "The locking wheel nut key and your service book.",
    );
    expect(ask([FAQ], "how much notice do i need to give")).toBe("24 hours.");
    expect(ask([FAQ], "can i store water based paint")).toMatch(/^Yes — /);
    // Nothing read says what to bring on the prices page.
    expect(ask([PRICES], "what do i need to bring when i drop off my car")).toBe("not found");
  });
});

describe("rules from a dry cleaner's and a kennels' pages", () => {
  const SHOP = page(
    "/prices",
    "Prices | Ardley Cleaners",
    `<h1>Prices</h1><table><caption>Price list</caption><tr><th>Item</th><th>Standard</th><th>Express</th>
    <th>Notes</th></tr>
    <tr><td>Shirt on a hanger</td><td>£2.40</td><td>£3.40</td><td>Five or more at once: £2.10 each</td></tr>
    <tr><td>Two-piece suit</td><td>£15.90</td><td>£21.90</td><td></td></tr>
    <tr><td>Wool coat</td><td>£16.50</td><td>£22.00</td><td>Full length: £19.50</td></tr>
    <tr><td>Service wash (up to 6 kg)</td><td>£14.00</td><td>£18.00</td><td>Each extra kg: £2</td></tr></table>
    <p>We have 24 heated chalets, 2 of them family chalets with room for 4 cats. Insulin is £4 a day.</p>`,
  );
  const GATE = page(
    "/times",
    "Comings and goings | Ardley Kennels",
    `<h1>Comings and goings</h1><table><tr><th>Day</th><th>Drop-off</th><th>Collection</th></tr>
    <tr><td>Friday</td><td>08:00–11:00</td><td>15:00–18:30</td></tr>
    <tr><td>Saturday</td><td>09:00–11:00</td><td>14:00–16:00</td></tr></table>
    <h2>Christmas</h2><p>Friday 25 to Monday 28 December: closed. Tuesday 29 and Wednesday 30 December: 09:00–12:00.</p>
    <h2>Before you come</h2><dl><dt>Kennel cough (dogs)</dt><dd>At least 7 days before arrival</dd>
    <dt>Feline leukaemia (cats)</dt><dd>Recommended, but not required</dd></dl>`,
  );

  it("reads a number of things as the price list says it, and the cell its words or threshold name", () => {
    expect(ask([SHOP], "how much for a 2 piece suit on express")).toBe("Two-piece suit: Express £21.90");
    expect(ask([SHOP], "price to dry clean a full length wool coat")).toBe(
      "Wool coat: Notes Full length: £19.50",
    );
    expect(ask([SHOP], "ive got 6 shirts on hangers, whats the price per shirt")).toBe(
      "Shirt on a hanger: Notes Five or more at once: £2.10 each",
    );
  });

  it("counts the whole, not a part the question does not name; a rate is no length of time", () => {
    expect(ask([SHOP], "how many chalets have you got")).toBe("We have 24 heated chalets");
    expect(ask([SHOP], "how long does insulin take")).toBe("not found");
  });

  it("reads 'pick up', 'the latest I can' and 'on a Friday' as a timetable means them", () => {
    expect(ask([GATE], "what times can i pick my dog up on a saturday")).toBe(
      "Saturday: Collection 14:00–16:00",
    );
    expect(ask([GATE], "whats the latest i can collect on a friday")).toBe("Friday: Collection 15:00–18:30");
    const dated = page(
      "/news",
      "News | Ardley Kennels",
      "<h1>News</h1><p>Friday 25 to Monday 28 December: closed. Tuesday 29 and Wednesday 30 December: 09:00–12:00.</p>",
    );
    expect(ask([dated], "what time do you close on a friday")).toBe("not found");
  });

  it("counts a part by what it does, days open by the table, every time of a list, a size's column", () => {
    const kennels = page(
      "/dogs",
      "Stays | Ardley Kennels",
      `<h1>Stays</h1><p>All 42 of our kennels are heated; 8 of them are big enough for giant breeds.</p>
      <table><tr><th>Service</th><th>Small</th><th>Large</th></tr><tr><td>Full groom</td><td>£40</td><td>£65</td></tr>
      </table><table><tr><th>Day</th><th>Arcade</th></tr><tr><td>Monday</td><td>09:00–17:30</td></tr>
      <tr><td>Tuesday</td><td>Closed</td></tr><tr><td>Saturday</td><td>09:00–17:00</td></tr></table>`,
    );
    expect(ask([kennels], "how many of the kennels take the really big breeds")).toBe(
      "8 of them are big enough for giant breeds.",
    );
    expect(ask([kennels], "how many days a week is the arcade open")).toBe("2 (Monday, Saturday)");
    const faq = page(
      "/faq",
      "Questions | Ardley Kennels",
      `<h1>Questions</h1><p>Can two dogs share? Yes, if they live together: in one kennel. Repairs are done within
      7 days.</p>`,
    );
    expect(ask([faq], "how many kennels have you got")).toBe("not found");
    expect(ask([faq], "how many days a week are you open")).toBe("not found");
    const van = page(
      "/van",
      "Van collections | Ardley",
      "<p><strong>Time slots:</strong> 08:00–10:00, 12:00–14:00 or 18:00–20:00</p>",
    );
    expect(ask([van], "what times can the van come and collect")).toBe(
      "Time slots: 08:00–10:00, 12:00–14:00 or 18:00–20:00",
    );
    expect(ask([kennels], "how much is a full groom for a large dog")).toBe("Full groom: Large £65");
  });

  it("reads a pair's parts as its label's, and a 'Not for …' label only as the answer to its heading's question", () => {
    const contact = page(
      "/contact",
      "Get in touch | Skerry Line",
      `<h1>Get in touch</h1><dl><dt>Inchmore office</dt><dd>The Slip, Inchmore IM1 2RT · 01632 968 202 · open
      07:30–18:00</dd></dl><h2>Do I need to book?</h2><dl><dt>Not for bouldering</dt><dd>just turn up.</dd></dl>`,
    );
    expect(ask([contact], "what's the phone number for the inchmore office")).toBe("01632 968 202");
    expect(ask([contact], "whats the number for the inchmore office")).toBe("01632 968 202");
    expect(ask([contact], "do i need to book to go bouldering")).toMatch(/^No — /);
    expect(ask([contact], "my daughter is 14, can she boulder on her own")).toBe("not found");
  });

  it("compares prices, not deposits or other numbers, and counts no items that only mention the thing", () => {
    const hire = page(
      "/hire",
      "Borrow an instrument | Ardley Music",
      `<h1>Borrow an instrument</h1><table><tr><th>Instrument</th><th>Per term</th><th>Deposit</th></tr>
      <tr><td>Violin</td><td>£35</td><td>£60</td></tr><tr><td>Alto saxophone</td><td>£55</td><td>£150</td></tr>
      <tr><td>Cello</td><td>£60</td><td>£100</td></tr></table>
      <table><tr><th>Unit</th><th>Roughly holds</th><th>Per week</th></tr>
      <tr><td>Half container</td><td>A 1-bedroom flat</td><td>£18</td></tr>
      <tr><td>Full container</td><td>A 3-bedroom house</td><td>£30</td></tr></table>`,
    );
    const why = page(
      "/why",
      "Why us | Ardley Removals",
      "<h1>Why us</h1><ul><li>Our own people, never agency staff</li><li>Insured to £50,000</li></ul>",
    );
    expect(ask([hire], "which instrument is the dearest to hire")).toMatch(/^Cello/);
    expect(ask([hire], "whats the cheapest container")).toMatch(/^Half container/);
    expect(ask([why], "how many staff have you got")).toBe("not found");
  });

  it("reads the clause saying the attribute the question says, not another one", () => {
    const news = page(
      "/news",
      "Noticeboard | Ardley Music",
      `<h1>Noticeboard</h1><p>The carol concert at The Old Chapel is on Saturday 12 December at 15:00, so Saturday
      lessons there finish at 12:30 that day.</p>`,
    );
    expect(ask([news], "what time does the carol concert start")).toBe(
      "The carol concert at The Old Chapel is on Saturday 12 December at 15:00",
    );
  });

  it("answers nothing for a number or a role no page says", () => {
    const home = page(
      "/",
      "Ardley Music School",
      `<h1>Ardley Music School</h1><p>Lessons at two centres: The Old Chapel in the town and Brookside Academy.</p>
      <p>Ruth Okonjo, head of school, joined in 2004 and has run Ardley since 2015.</p>`,
    );
    expect(ask([home], "what is ardley music school's registered charity number")).toBe("not found");
    expect(ask([home], "who is the safeguarding lead at ardley music school")).toBe("not found");
  });

  it("takes a jab as the thing a vaccine's row is about, and 'not required' as a no to 'have to'", () => {
    expect(ask([GATE], "how long before coming does the kennel cough jab have to be done")).toBe(
      "Kennel cough (dogs): At least 7 days before arrival",
    );
    expect(ask([GATE], "does my cat have to have the leukaemia jab")).toMatch(/^No — /);
  });
});
