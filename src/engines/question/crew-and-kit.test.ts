import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";
import { holds } from "./values";

// Rules read from the navigator's confident misses, on a sailing school's pages of this file's own: a person card's
// heading as the one who did what its text says, a thing one must buy from the business, "which of the crew work
// at …" as a list, a club's name as no person, the end of a term from the column that gives it, kit the business
// does not hire out, hours asked of an evening or an afternoon, a count of what its number is of, and a list of
// the places a column names without a charge or of the courses whose ages take a child in, no tick or cross as an
// address, no length as a record time, what a plan includes from its column, a free permit as a no to
// having to pay, and how old as an age said as one.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://saltmarsh.example${path}`, `${title} | Saltmarsh Sailing`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const HOME = page(
  "/",
  "Saltmarsh Sailing",
  `<h1>Saltmarsh Sailing</h1><p>Dinghy sailing on the estuary and on Brindle Water.</p><p>Winter term starts on
  Monday 11 January.</p><p>Book a course · Harbour Club juniors · Where's the safety boat today?</p>`,
);
const CREW = page(
  "/crew",
  "The crew",
  `<h1>The crew</h1><p>Everyone on the water is an RYA instructor.</p>
  <article><h3>Nadia Okafor</h3><p>Chief instructor</p><p>The estuary base, Tuesday to Saturday</p><p>Designed our
  Estuary Racer course and the Harbour Club's junior ladder.</p></article>
  <article><h3>Will Tremayne</h3><p>Senior instructor</p><p>Brindle Water, weekends</p><p>Runs the Adult
  Improvers.</p></article>
  <article><h3>Jess Halloran</h3><p>Instructor</p><p>Brindle Water, Wednesday to Friday</p><p>Teaches every Stage 1
  course.</p></article>
  <article><h3>Omar Lind</h3><p>Boat keeper</p><p>The estuary base, Monday to Friday</p><p>Looks after every boat in
  the yard.</p></article>`,
);
const MEMBERS = page(
  "/members",
  "Join the club",
  `<h1>Join the club</h1><dl><dt>Boats</dt><dd>Members sail boats bought from us or ours, so that every hull on the
  water is one we have checked</dd><dt>Lockers</dt><dd>£40 a year</dd></dl>
  <h2>Good to know</h2><dl><dt>Can I bring my own ropes?</dt><dd>To the open regatta, yes: any ropes, as long as
  they are marked. On courses and at club nights, no: please use ropes supplied by us, because our instructors rig
  them.</dd></dl>
  <p>Buoyancy aids can be hired at both bases. We don't hire out wetsuits for the winter course.</p>`,
);
const CLUBHOUSE = page(
  "/clubhouse",
  "The clubhouse",
  `<h1>The clubhouse</h1><table><caption>Opening times</caption><tr><th>Day</th><th>Bar</th><th>Galley</th></tr>
  <tr><td>Monday</td><td>10:00–21:00</td><td>10:00–15:00</td></tr><tr><td>Friday</td><td>10:00–23:00</td>
  <td>10:00–21:00</td></tr></table><dl><dt>Office</dt><dd>01632 960 111, Monday to Friday 08:00–17:30 and Saturday
  09:00–13:00</dd></dl>`,
);
const YARD = page(
  "/yard",
  "The boat yard",
  `<h1>The boat yard</h1><dl><dt>Boat park</dt><dd>£60 a berth a season, up to 3 dinghies a berth</dd></dl>
  <p>Since 1998 we've taught sailing to grown-ups and to children on the estuary.</p><table><caption>Where we
  teach</caption><tr><th>Area</th><th>Places</th><th>Travel charge</th></tr><tr><td>SM1</td><td>Saltmarsh Quay and
  Mill Creek</td><td>None</td></tr><tr><td>SM2</td><td>North Shore</td><td>£15</td></tr></table>`,
);
const BASES = page(
  "/bases",
  "Our bases",
  `<h1>Our bases</h1><table><caption>What each base has</caption><tr><th>Facility</th><th>Estuary</th>
  <th>Brindle Water</th></tr><tr><td>RYA exam centre</td><td>✓</td><td>✗</td></tr><tr><td>Changing room</td>
  <td>✓</td><td>✓</td></tr></table>`,
);
const JUNIORS = page(
  "/juniors",
  "Juniors",
  `<h1>Juniors</h1><table><caption>Junior courses</caption><tr><th>Course</th><th>Ages</th><th>Price</th>
  <th>Group size</th></tr><tr><td>Puddle Pirates</td><td>4 to 6</td><td>£60</td><td>6 to 10 children</td></tr><tr>
  <td>Stage 1 Juniors</td><td>7 to 11</td><td>£120</td><td>6 to 12 children</td></tr><tr><td>Youth Racing</td>
  <td>12 to 17</td><td>£150</td><td>4 to 8 children</td></tr></table>`,
);
const RACES = page(
  "/races",
  "Races",
  `<h1>Races</h1><table><caption>Club races</caption><tr><th>Race</th><th>Length</th></tr><tr><td>Round the
  Buoys</td><td>45 minutes</td></tr><tr><td>Estuary Dash</td><td>90 minutes</td></tr></table>`,
);
const PLANS = page(
  "/plans",
  "Membership",
  `<h1>Membership</h1><table><caption>Membership</caption><tr><th>Plan</th><th>A month</th><th>Sailing</th>
  <th>What's included</th></tr><tr><td>Club Member</td><td>£40</td><td>Every session</td><td>A locker,
  two guest passes a year and 10% off courses</td></tr><tr><td>Weekday Member</td><td>£25</td><td>Weekdays
  only</td><td>10% off courses</td></tr></table>`,
);
const PERMITS = page(
  "/permits",
  "Launch permits",
  `<h1>Launch permits</h1><table><caption>Permit prices</caption><tr><th>Permit</th><th>Price</th><th>Notes</th>
  </tr><tr><td>Visitor</td><td>£8 a day</td><td>For boats launched once</td></tr><tr><td>Volunteer</td><td>Free</td>
  <td>For safety boat volunteers on duty</td></tr></table>`,
);
const TOURS = page(
  "/tours",
  "Boat tours",
  `<h1>Boat tours</h1><table><caption>Our tours</caption><tr><th>Tour</th><th>Length</th><th>Minimum age</th></tr>
  <tr><td>Harbour Tour</td><td>45 minutes</td><td>6</td></tr><tr><td>Seal Watch</td><td>2 hours</td><td>10</td></tr>
  </table><dl><dt>Under 16s</dt><dd>Must sail with an adult; on the Harbour Tour one adult can bring up to 4
  children</dd></dl>`,
);
const DATES = page(
  "/dates",
  "Dates",
  `<h1>Dates</h1><table><caption>Term dates</caption><tr><th>Term</th><th>Starts</th><th>Half term</th><th>Ends</th>
  </tr><tr><td>Winter 2027</td><td>Monday 11 January 2027</td><td>15–19 February</td><td>Thursday 25 March 2027</td>
  </tr></table>`,
);

describe("a person's card", () => {
  it("names its person as the one who did what its text says", () => {
    expect(ask([CREW], "who designed the estuary racer dinghy course at saltmarsh")).toBe(
      "Nadia Okafor — Designed our Estuary Racer course and the Harbour Club's junior ladder.",
    );
  });
});

describe("which of a group", () => {
  it("asks for everyone who does it", () => {
    expect(parseQuestion("which of the saltmarsh crew work at brindle water", NOW).type).toBe("list");
    expect(parseQuestion("which instructors work at brindle water", NOW).type).toBe("list");
    expect(parseQuestion("who looks after the boats at saltmarsh", NOW).type).toBe("list");
    // (What one record says: its allergens, its times.)
    expect(parseQuestion("what allergens are in the vegan cake", NOW).type).toBe("any");
  });

  it("names no club as a person", () => {
    expect(holds("person", "Harbour Club juniors")).toBe(false);
    expect(holds("person", "Omar Lind")).toBe(true);
    expect(ask([HOME], "who looks after the juniors at saltmarsh")).toBe("not found");
  });
});

describe("your own thing", () => {
  it("is a no where the thing is bought from the business", () => {
    expect(ask([MEMBERS], "can i bring my own boat if i join saltmarsh")).toBe(
      "No — Join the club: Boats: Members sail boats bought from us or ours, so that every hull on the water is one we have checked",
    );
  });

  it("is read in the sentence about what else is asked", () => {
    expect(ask([MEMBERS], "can i bring my own ropes to the open regatta")).toMatch(/^Yes — /);
    expect(ask([MEMBERS], "can i bring my own ropes to club nights")).toMatch(/^No — /);
  });

  it("is free to have, a no to having to pay", () => {
    expect(ask([PERMITS], "do volunteers have to pay for a launch permit")).toMatch(/^No — /);
    expect(ask([PERMITS], "do visitors have to pay for a launch permit")).toMatch(/^Yes — /);
  });

  it("is needed where the business does not hire it out", () => {
    expect(ask([MEMBERS], "do i need to bring my own wetsuit for the winter course")).toMatch(/^Yes — /);
  });
});

describe("hours asked of a part of the day", () => {
  it("take it in when they reach into it", () => {
    expect(ask([CLUBHOUSE], "is the galley at saltmarsh open on a monday evening")).toMatch(/^No — /);
    expect(ask([CLUBHOUSE], "is the galley at saltmarsh open on a friday evening")).toMatch(/^Yes — /);
  });

  it("are the hours of the day asked", () => {
    expect(ask([CLUBHOUSE], "is the saltmarsh office open this saturday afternoon")).toMatch(/^No — /);
    expect(ask([CLUBHOUSE], "is the saltmarsh office open this saturday morning")).toMatch(/^Yes — /);
  });
});

describe("a list", () => {
  it("of the things a column names, without what a column says they have", () => {
    expect(ask([YARD], "which places can saltmarsh teach us around without a travel charge")).toBe(
      "SM1 — Places Saltmarsh Quay and Mill Creek, Travel charge None",
    );
  });

  it("of the rows whose ages take the child in", () => {
    expect(ask([JUNIORS], "which junior courses could my 7 year old do at saltmarsh")).toBe(
      "Stage 1 Juniors — Ages 7 to 11, Price £120, Group size 6 to 12 children",
    );
  });
});

describe("an address", () => {
  it("is never a tick or a cross", () => {
    expect(ask([BASES], "whats the address of the saltmarsh sailing centre at brindle water")).toBe(
      "not found",
    );
  });
});

describe("a count", () => {
  it("counts only the thing its number is of", () => {
    expect(ask([YARD], "how many berths are in the boat park at saltmarsh")).toBe("not found");
    expect(ask([YARD], "how many instructors teach at saltmarsh")).toBe("not found");
  });
});

describe("what a thing includes", () => {
  it("is the column that says so", () => {
    expect(ask([PLANS], "what do you get with the club membership at saltmarsh")).toBe(
      "Club Member: What's included A locker, two guest passes a year and 10% off courses",
    );
  });
});

describe("how old", () => {
  it("is an age said as one, of the thing asked, whoever it is asked for", () => {
    expect(ask([TOURS], "how old do kids have to be for the harbour tour at saltmarsh")).toBe(
      "Harbour Tour: Minimum age 6",
    );
  });
});

describe("the record time", () => {
  it("is never how long a thing lasts", () => {
    expect(ask([RACES], "whats the record time for round the buoys at saltmarsh")).toBe("not found");
  });
});

describe("the end of a run of dates", () => {
  it("is never a sentence giving only its start", () => {
    expect(ask([HOME], "when does the winter term finish at saltmarsh")).toBe("not found");
  });

  it("is the column that gives it", () => {
    expect(ask([HOME, DATES], "when does the winter term finish at saltmarsh")).toBe(
      "Winter 2027: Ends Thursday 25 March 2027",
    );
    expect(ask([DATES], "when does the winter term start")).toBe(
      "Winter 2027: Starts Monday 11 January 2027",
    );
  });
});
