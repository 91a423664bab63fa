import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// What a question says beside what it asks ("as well as eyes", "so i can buy glasses online", "for my sons
// party"), the site's own name standing in for a subject the page leaves unsaid, a charge on top of another, and a
// list's part of the day — over an opticians', a village hall's and a storage firm's pages of this file's own.

const NOW = new Date("2026-11-26T10:00:00Z");
/** The sites of this file, by the host their pages are on: each page is titled "<page> | <site>". */
const SITES = {
  eyes: "Harlow & Finch Opticians",
  hall: "Millbrook Village Hall",
  boxwell: "Boxwell Self Storage",
  pools: "Ashcombe Community Pools",
  garden: "Hollybrook Garden Centres",
  brewery: "Old Weir Brewing Co.",
};
const page = (site: keyof typeof SITES, path: string, title: string, main: string) =>
  recordsPage(`https://${site}.example${path}`, `${title} | ${SITES[site]}`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const HEARING = page(
  "eyes",
  "/hearing",
  "Hearing care",
  `<h1>Hearing care</h1><p>Graham Pell, our audiologist, sees patients at Market Place on Tuesdays and Fridays. A
  hearing test takes about an hour and is free.</p><table><tr><th></th><th>Standard</th><th>Eyecare Club members</th>
  </tr><tr><td>Hearing test</td><td>Free</td><td>Free</td></tr><tr><td>Hearing aids, a pair</td><td>From £995</td>
  <td>From £895</td></tr></table>`,
);
const EXAMS = page(
  "eyes",
  "/eye-tests",
  "Eye exams",
  `<h1>Eye exams</h1><table><tr><th></th><th>Private</th><th>Eyecare Club members</th></tr><tr><td>Standard eye
  examination</td><td>£32</td><td>Included</td></tr><tr><td>Dry eye assessment</td><td>£45</td><td>£35</td></tr>
  </table>`,
);
const EYES_FAQ = page(
  "eyes",
  "/faq",
  "Help",
  `<h1>Help</h1><h2>How long does an eye examination take?</h2><p>About 30 minutes. Allow another 20 minutes if
  you'd like to choose glasses afterwards.</p><h2>Can I have a copy of my prescription?</h2><p>Yes. We give you a
  copy free after every examination, and you can use it to buy glasses anywhere you like.</p>`,
);
const HALL_FAQ = page(
  "hall",
  "/faq",
  "Good to know",
  `<h1>Good to know</h1><h2>Can we have a bouncy castle?</h2><p>Yes, indoors in the Main Hall, as long as it's under
  3.5 metres high.</p><h2>Are dogs allowed?</h2><p>Only assistance dogs, please, inside the hall.</p>`,
);
const HIRE = page(
  "hall",
  "/hire",
  "Hiring",
  `<h1>Hiring</h1><p>Book any room for 2 hours or more.</p><table><caption>Hourly rates</caption><tr><th>Room</th>
  <th>Millbrook residents</th><th>Everyone else</th></tr><tr><td>Main Hall</td><td>£18</td><td>£24</td></tr>
  <tr><td>Jubilee Room</td><td>£12</td><td>£16</td></tr></table><dl><dt>Deposit</dt><dd>£100 for parties</dd>
  <dt>Winter heating charge</dt><dd>£3 an hour on top, from 1 November to 31 March</dd></dl>`,
);
const CLASSES = page(
  "hall",
  "/classes",
  "Weekly",
  `<h1>Every week</h1><table><tr><th>Class</th><th>Day</th><th>Time</th><th>Drop-in</th></tr>
  <tr><td>Pilates</td><td>Monday</td><td>09:30–10:30</td><td>£8</td></tr>
  <tr><td>Chair yoga</td><td>Tuesday</td><td>14:00–15:00</td><td>£5</td></tr>
  <tr><td>Zumba</td><td>Tuesday</td><td>19:00–20:00</td><td>£7</td></tr>
  <tr><td>Youth club</td><td>Friday</td><td>18:30–20:30</td><td>£2</td></tr></table>`,
);
const STORES = page(
  "boxwell",
  "/",
  "Home",
  `<h1>Boxwell Self Storage</h1><p>Boxwell has two stores: a three-storey building on Harrow Road in Millbridge,
  and a ground-floor store with drive-up units on Fenwick Park in Eastwold.</p>`,
);

describe("what a question says beside what it asks", () => {
  it("answers the thing asked, not what it is said beside or what it is for", () => {
    expect(ask([HEARING], "do harlow & finch do hearing tests as well as eyes")).toMatch(/^Yes — /);
    expect(
      ask([EYES_FAQ], "will harlow and finch give me my prescription so i can buy glasses online"),
    ).toMatch(/^Yes — .*copy of my prescription/);
    // "Inside" the hall is what the page calls "indoors".
    expect(
      ask([HALL_FAQ], "can i put a bouncy castle up inside millbrook village hall for my sons party"),
    ).toMatch(/^Yes — .*bouncy castle/);
  });

  it("prices only the thing named: not an eye examination for laser surgery, nor hearing aids for batteries", () => {
    expect(ask([EXAMS, HEARING], "how much is laser eye surgery at harlow and finch")).toBe("not found");
    expect(ask([HEARING, EXAMS], "how much are hearing aid batteries at harlow and finch")).toBe("not found");
    expect(ask([HEARING], "how much are hearing aids at harlow and finch")).toContain("£995");
  });

  it("never gives a charge on top of another for what a thing costs, unless asked about it", () => {
    expect(ask([HIRE], "how much per hour to hire the small hall at millbrook village hall")).not.toContain(
      "£3",
    );
    expect(ask([HIRE], "is there an extra charge for heating in winter at millbrook village hall")).toContain(
      "£3",
    );
  });

  it("does not let the site's name stand in for a subject the page leaves unsaid", () => {
    expect(ask([STORES], "any offers on at boxwell millbridge right now")).toBe("not found");
    expect(ask([STORES], "where is boxwell's millbridge store")).toContain("Harrow Road");
  });

  it("lists the rows in the part of the day asked", () => {
    const evening = ask([CLASSES], "which classes at millbrook village hall are in the evening, i work days");
    expect(evening).toMatch(/^Zumba, Youth club/);
    expect(evening).not.toContain("Pilates");
    expect(ask([CLASSES], "which classes are in the morning")).toMatch(/^Pilates\b/);
  });
});

const TEAM = page(
  "eyes",
  "/team",
  "Meet us",
  `<h1>Meet us</h1><table><tr><th>Name</th><th>Role</th><th>Branch</th></tr>
  <tr><td>Priya Shah</td><td>Contact lens optician</td><td>Westgate</td></tr>
  <tr><td>Rosie Tran</td><td>Dispensing optician</td><td>Market Place</td></tr></table>`,
);
const BRANCHES = page(
  "eyes",
  "/branches",
  "Find us",
  `<h1>Find us</h1><table><caption>Opening hours</caption><tr><th>Day</th><th>Market Place</th><th>Westgate</th></tr>
  <tr><td>Saturday</td><td>09:00–17:00</td><td>09:00–17:30</td></tr>
  <tr><td>Sunday</td><td>Closed</td><td>10:30–16:30</td></tr></table>`,
);
const HALL_NEWS = page(
  "hall",
  "/news",
  "Village news",
  `<h1>Village news</h1><article><h3>Christmas closure</h3><p>18 November 2026</p><p>The hall is closed for hire
  from Thursday 24 December to Saturday 2 January. The bookings office reopens on Monday 4 January. Weekly classes
  stop after Saturday 19 December and start again on Monday 4 January.</p></article><article><h3>Hire rates from
  April</h3><p>9 November 2026</p><p>From 1 April 2027 the Main Hall will be £20 an hour for residents and local
  groups, £27 for everyone else and £33 commercial; the Jubilee Room £13, £18 and £22.</p></article>`,
);

describe("who, which clause and which sentence, as people ask", () => {
  it("names a role said with a word for anyone, and reads 'the westgate lot' as Westgate's", () => {
    expect(ask([TEAM], "who's the contact lens person at westgate")).toContain("Priya Shah");
    expect(ask([TEAM], "who's the safeguarding lead at westgate")).toBe("not found");
    expect(ask([BRANCHES], "are the westgate lot open sundays? what times")).toBe("Yes — 10:30–16:30");
    expect(ask([BRANCHES], "is market place open sundays?")).toMatch(/^No — /);
  });

  it("leaves out a group within the clause about the thing asked, not by taking another thing's clause", () => {
    expect(ask([HALL_NEWS], "what will the main hall cost non residents from april")).toBe(
      "£27 for everyone else",
    );
  });

  it("reads the one sentence of a news post that says what is asked", () => {
    expect(ask([HALL_NEWS], "when do the classes start back after christmas")).toContain(
      "start again on Monday 4 January",
    );
  });
});

const POOLS_FAQ = page(
  "pools",
  "/faq",
  "Before you come",
  `<h1>Before you come</h1><h2>Is there a café?</h2><p>The lido kiosk sells hot drinks and snacks: every day in
  summer, weekends only from October to April. Millbrook has vending machines. No food on the poolside at either
  pool.</p>`,
);
const POOLS = page(
  "pools",
  "/pools",
  "Two pools",
  `<h1>Two pools</h1><h2>Millbrook Baths</h2><dl><dt>Address</dt><dd>40 Station Road</dd><dt>Parking</dt><dd>40
  spaces behind the building, free for 3 hours</dd></dl>`,
);

const SESSIONS = page(
  "pools",
  "/swim",
  "Dive in",
  `<h1>Dive in</h1><table><caption>Weekly sessions</caption><tr><th>Session</th><th>Fenwick Park Lido</th>
  <th>Millbrook Baths</th></tr><tr><td>Lane swimming</td><td>All opening hours</td><td>Weekdays 07:00–09:00</td>
  </tr></table>`,
);
const JABS = page(
  "pools",
  "/travel",
  "Going abroad?",
  `<h1>Going abroad?</h1><table><caption>Travel vaccines</caption><tr><th>Vaccine</th><th>Price per dose</th></tr>
  <tr><td>Yellow fever (Market Square only)</td><td>£82</td></tr><tr><td>Typhoid</td><td>£35</td></tr></table>
  <p>We give jabs at Ashby Road and at Market Square.</p>`,
);

describe("a yes or a no said of the thing asked", () => {
  it("is not said by a record about the place alone, nor by a time it names as if another place", () => {
    expect(ask([POOLS_FAQ], "is there free parking at millbrook baths")).toBe("not found");
    expect(ask([POOLS_FAQ, POOLS], "is there free parking at millbrook baths")).toMatch(
      /^Yes — .*free for 3 hours/,
    );
    // A timetable's cell for the place says nothing of a café there.
    expect(ask([SESSIONS], "is there a cafe at millbrook baths")).toBe("not found");
    // "Market Square only" is a place; "weekends only from October" is not.
    expect(ask([JABS], "can i have my yellow fever jab at ashby road")).toMatch(/^No — /);
  });
});

const SHOP_NEWS = page(
  "eyes",
  "/news",
  "Shelf notes",
  `<h1>Shelf notes</h1><article><h3>Christmas opening</h3><p>19 November 2026</p><p>On Christmas Eve the shop is
  open 09:00–15:00 and the café 09:00–14:00. We're closed from Christmas Day to Sunday 27 December, closed on New
  Year's Day, and back to normal hours on Saturday 2 January.</p></article>`,
);

describe("a news post's sentence", () => {
  it("is not one that says only the attribute's words, however many", () => {
    const christmasEve = ask([SHOP_NEWS], "what time does harlow and finch shut on christmas eve");
    expect(christmasEve).toContain("15:00");
    expect(christmasEve).not.toContain("New Year");
  });
});

const CENTRES = page(
  "garden",
  "/",
  "Home",
  `<h1>Hollybrook Garden Centres</h1><p>Two family-run garden centres: Hollybrook Aldwick on Mill Lane, and
  Hollybrook Riverside by the canal in Penmoor.</p>`,
);
const BREWERY = page(
  "brewery",
  "/",
  "Home",
  `<h1>Old Weir Brewing Co.</h1><p><strong>It's back:</strong> our winter imperial stout returns on Friday 4
  December.</p><p>Independent beer poured fresh in our two taprooms: one at the brewery in Ashcombe, one on Corn
  Street in Tolbury.</p>`,
);

describe("what a page must say to answer", () => {
  it("says the kind of thing a 'which' asks for, and a day named by a record about the subject", () => {
    expect(ask([CENTRES], "which bus goes to hollybrook riverside")).toBe("not found");
    // Who it is for is no subject: "my sister" is nothing a page must say.
    expect(parseQuestion("will lantern books post a book to my sister in france", NOW).terms).toEqual([
      "lantern",
      "book",
      "post",
      "france",
    ]);
    expect(ask([BREWERY], "which days is the ashcombe taproom closed")).toBe("not found");
  });
});

const OFFERS = page(
  "eyes",
  "/branches",
  "Find us",
  `<h1>Find us</h1><table><caption>What each branch offers</caption><tr><th>Service</th><th>Market Place</th>
  <th>Westgate</th></tr><tr><td>Contact lens fitting and check-ups</td><td>Yes</td><td>Yes</td></tr>
  <tr><td>Hearing tests</td><td>Tuesdays and Fridays</td><td>No</td></tr></table>`,
);
const EYES_NEWS = page(
  "eyes",
  "/news",
  "What's new",
  `<h1>What's new</h1><article><h3>Eye examination prices</h3><p>1 October 2026</p><p>From today a standard
  private eye examination is £32, up from £29, the first rise in four years.</p></article>`,
);

describe("an exam and a test", () => {
  it("are one thing, as people and price lists say it", () => {
    expect(ask([OFFERS], "can i get my hearing tested at the westgate branch")).toMatch(
      /^No — .*Hearing tests/,
    );
    expect(ask([EYES_NEWS], "what did an eye exam cost before the price went up")).toMatch(/^£29\b/);
  });
});

const PARKING = page(
  "garden",
  "/branches",
  "Plan your visit",
  `<h1>Plan your visit</h1><h2>Hollybrook Riverside</h2><dl><dt>Parking</dt><dd>90 free spaces, 6 of them for blue
  badge holders</dd></dl>`,
);

describe("a count of a part", () => {
  it("counts the part a question names by whom it is for, and the whole when it names none", () => {
    expect(ask([PARKING], "how many blue badge spaces are there at riverside")).toContain("6 of them");
    expect(ask([PARKING], "how many parking spaces are there at riverside")).toContain("90 free spaces");
    // Nor every space for the disabled ones, when no record says what kind they are.
    expect(ask([PARKING], "how many disabled parking spaces are there at riverside")).toBe("not found");
  });
});
