import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";
import { parseQuestion } from "./question";

// Rules read from the misses of a hairdresser's and a climbing wall's pages, on a pottery studio's pages of this
// file's own: rows led by ages, the thing an added price is for, a booking the price list need not say, a change's
// first value, a role the site's name also says, a person's days in one place, a team counted by role, a contact
// line's parts, a session that is an entry, a concession's sentence beside a column named otherwise, what comes
// with a membership, a most that is a limit, a label's words in every clause, "without an adult"; then the next of
// several dates, a label naming the thing asked, a weight, the youngest, one's own kit, a thing only included; and a
// teacher, a lent hat, a price before a month, a count in a sentence cell, 3D, a club's meeting, a wheelchair, and
// who works where on a day.

const NOW = new Date("2026-11-26T10:00:00Z");
const page = (path: string, title: string, main: string) =>
  recordsPage(`https://kilnhouse.example${path}`, `${title} | Kilnhouse Potters`, main);
const ask = (pages: ReturnType<typeof page>[], question: string) => answerText(pages, question, NOW);

const PRICES = page(
  "/prices",
  "Prices",
  `<h1>Prices</h1><table><caption>Wheel classes</caption><tr><th>Class</th><th>Junior tutor</th><th>Tutor</th>
  <th>Head tutor</th></tr><tr><td>Taster</td><td>£30</td><td>£36</td><td>£42</td></tr><tr><td>Raku firing</td>
  <td>Not offered</td><td>£85</td><td>£95</td></tr></table>
  <p>Class prices don't include clay: add a bag of clay at the price above, less £2. A glaze firing is £9 with any
  class.</p>
  <table><caption>Children's clay club</caption><tr><th>Age</th><th>Price a session</th></tr>
  <tr><td>Under 5</td><td>£8</td></tr><tr><td>5 to 10</td><td>£12</td></tr><tr><td>11 to 15</td><td>£15</td></tr>
  </table>
  <p>Open studio from 1 November. Concessions are for students, over-60s and carers.</p>
  <table><caption>Open studio entry</caption><tr><th>Time</th><th>Adult</th><th>Concession</th></tr>
  <tr><td>Peak</td><td>£14.00</td><td>£11.00</td></tr><tr><td>Off-peak</td><td>£10.00</td><td>£8.00</td></tr>
  </table>
  <table><caption>Studio passes</caption><tr><th>Pass</th><th>Adult</th><th>Concession</th><th>Price a visit</th></tr>
  <tr><td>10-visit pass</td><td>£120</td><td>£95</td><td>from £9.50</td></tr></table>
  <table><caption>Memberships</caption><tr><th>Membership</th><th>Monthly</th><th>What's included</th></tr>
  <tr><td>Full</td><td>£60</td><td>Unlimited studio time, 25 kg of clay a month and free glaze firings</td></tr>
  <tr><td>Off-peak</td><td>£38</td><td>Studio time on weekdays before 16:00, and 10% off in the shop</td></tr></table>`,
);
const NEWS = page(
  "/news",
  "News",
  `<h1>News</h1><article><h2>New prices from 1 November</h2><p>8 October 2026</p><p>Our first change in three
  years. A taster with a tutor goes from £32 to £36, and raku from £80 to £85.</p></article>`,
);
const TEAM = page(
  "/team",
  "Our potters",
  `<h1>Our potters</h1><article><h3>Ruth Okafor</h3><p>Head potter</p><dl><dt>Studio</dt><dd>Eastleigh</dd>
  <dt>Days</dt><dd>Monday and Tuesday in Westbury; Friday and Saturday in Eastleigh</dd></dl></article>
  <article><h3>Sam Lowe</h3><p>Potter</p><dl><dt>Studio</dt><dd>Westbury</dd><dt>Days</dt><dd>Wednesday to
  Sunday</dd></dl></article><article><h3>Ada Finch</h3><p>Senior tutor</p><dl><dt>Studio</dt><dd>Westbury</dd>
  </dl></article><article><h3>Joe Parker</h3><p>Senior tutor</p><dl><dt>Studio</dt><dd>Eastleigh</dd></dl>
  </article><article><h3>Mia Cole</h3><p>Tutor</p><dl><dt>Studio</dt><dd>Eastleigh</dd></dl></article>`,
);
const CONTACT = page(
  "/contact",
  "Contact",
  `<h1>Contact</h1><h2>Westbury</h2><dl><dt>Studio</dt><dd>3 Mill Lane, Westbury WB1 2AA · 0117 496 0321</dd>
  </dl><h2>Eastleigh</h2><dl><dt>Studio</dt><dd>9 Quay Road, Eastleigh EL4 6PP · 0117 496 0388</dd></dl>`,
);
const RULES = page(
  "/rules",
  "Studio rules",
  `<h1>Studio rules</h1><h2>Parties and children</h2><table><tr><th></th><th>Clay party</th><th>Wheel party</th>
  </tr><tr><th>Children</th><td>6 to 10 (we charge for at least 6)</td><td>4 to 8</td></tr></table>
  <dl><dt>How many children one adult can supervise</dt><dd>Up to 4 children at the tables, or up to 2 children on
  the wheels. Aprons are provided.</dd><dt>5 to 13</dt><dd>Must stay with a registered adult.</dd>
  <dt>14 to 17</dt><dd>Can throw without an adult once they've done an induction.</dd></dl>`,
);

describe("prices by age, by what is added and as they were", () => {
  it("reads a bare range under a children's heading as ages", () => {
    expect(ask([PRICES], "how much is clay club for a 7 year old")).toContain("£12");
    expect(ask([PRICES], "how much is clay club for a 7 year old")).not.toContain("£15");
  });

  it("prices the thing added, not the sentence saying add", () => {
    expect(parseQuestion("what does it cost to add a glaze firing to a class", NOW).priced).toEqual([
      "glaze",
      "fire",
    ]);
    expect(ask([PRICES], "what does it cost to add a glaze firing to a class")).toBe(
      "A glaze firing is £9 with any class.",
    );
  });

  it("answers whether a level can be booked from its column", () => {
    expect(parseQuestion("can i book raku with a junior tutor", NOW).terms).not.toContain("book");
    expect(ask([PRICES], "can i book raku with a junior tutor")).toMatch(/^No — /);
  });

  it("gives a change's first value as the one before it", () => {
    expect(ask([NEWS], "what did a taster with a tutor cost before the price rise")).toBe(
      "£32 before the change",
    );
  });

  it("reads a student's price from the column a sentence says is theirs", () => {
    expect(ask([PRICES], "how much is a 10 visit pass for a student")).toContain("£95");
    expect(ask([PRICES], "how much is an adult peak session in the open studio")).toContain("£14.00");
  });

  it("says what comes with a membership", () => {
    expect(parseQuestion("what do you get with the off-peak membership", NOW).included).toBe(true);
    const got = ask([PRICES], "what do you get with the off-peak membership");
    expect(got).toContain("before 16:00");
    expect(got).not.toContain("25 kg");
  });
});

describe("a team's roles and days", () => {
  it("finds the head of a role the site's name also says", () => {
    expect(ask([TEAM], "who is the head potter")).toMatch(/^Ruth Okafor/);
  });

  it("gives a person's days in the place asked", () => {
    expect(ask([TEAM], "which days does ruth work in eastleigh")).toBe(
      "Ruth Okafor: Days: Friday and Saturday in Eastleigh",
    );
  });

  it("counts a team's cards by the role each says", () => {
    expect(ask([TEAM], "how many senior tutors are there")).toBe("2 (Ada Finch, Joe Parker)");
  });

  it("reads a place's phone number from its contact line", () => {
    const phone = ask([CONTACT], "what's the phone number for the eastleigh studio");
    expect(phone).toContain("0117 496 0388");
    expect(phone).not.toContain("0321");
  });
});

describe("limits and conditions", () => {
  it("reads 'the most children at' as a limit", () => {
    expect(parseQuestion("what's the most children at a wheel party", NOW)).toMatchObject({ type: "count" });
    expect(ask([RULES], "what's the most children at a wheel party")).toContain("4 to 8");
  });

  it("tells a label's clauses apart by what the label does not say", () => {
    expect(ask([RULES], "how many children can one adult supervise on the wheels")).toBe(
      "or up to 2 children on the wheels.",
    );
  });

  it("leaves out what 'without an adult' names, not the article", () => {
    expect(parseQuestion("from what age can kids throw without an adult", NOW).exclude).toEqual(["adult"]);
  });
});

const EVENTS = page(
  "/events",
  "Raku league",
  `<h1>Raku league</h1><p>Five friendly firings in the yard, on the second Friday of each month.</p>
  <dl><dt>Rounds</dt><dd>8 January, 12 February, 12 March, 9 April and 14 May 2027</dd><dt>Time</dt>
  <dd>18:00–21:00</dd><dt>Taster evenings</dt><dd>Next dates: Monday 16 November 2026, Monday 30 November 2026,
  Monday 14 December 2026</dd></dl>`,
);
const KIT = page(
  "/kit",
  "Kit and clubs",
  `<h1>Kit and clubs</h1><p>Two studios, one membership. Westbury has 6 wheels, a raku yard and a glaze room;
  Eastleigh is hand-building only, with tables for every level.</p><ul><li>Raku firing is only for potters who have
  passed a kiln check, with their own gloves of at least 30 cm.</li><li>The wheels take up to 120 kg of clay a
  week.</li></ul><table><caption>Kids' clubs</caption><tr><th>Club</th><th>Ages</th><th>Per term</th></tr>
  <tr><td>Mud Pies</td><td>5–7</td><td>£80</td></tr><tr><td>Clay Crew</td><td>8–11</td><td>£120</td></tr></table>
  <p>New to clay? · Passes and memberships · Clubs for kids</p>`,
);

describe("dates, weights, ages and kit", () => {
  it("gives the next of several dates, and the first round a label names", () => {
    expect(ask([EVENTS], "when is the next taster evening")).toBe("Taster evenings: Monday 30 November 2026");
    expect(ask([EVENTS], "when is the first round of the raku league")).toBe("Rounds: 8 January 2027");
  });

  it("reads a weight as a weight, and the youngest as the lowest ages", () => {
    expect(parseQuestion("whats the maximum weight for the wheels", NOW).type).toBe("weight");
    expect(ask([KIT], "whats the maximum weight for the wheels")).toContain("120 kg");
    expect(ask([KIT], "which club is for the youngest kids")).toMatch(/^Mud Pies/);
    // A teaser naming only what was asked answers nothing.
    expect(ask([KIT], "which kids club do you have")).not.toBe("Clubs for kids");
  });

  it("answers bringing one's own kit from a list item, and not from another studio's 'only'", () => {
    expect(ask([KIT], "do i need to bring my own gloves for raku")).toMatch(/^Yes — /);
    expect(ask([KIT], "do i need to bring my own apron for hand-building")).toBe("not found");
  });

  it("does not price a thing by a row it is only included in", () => {
    const members = page(
      "/join",
      "Join",
      `<h1>Join</h1><table><caption>Memberships</caption><tr><th>Membership</th><th>Monthly</th>
      <th>What's included</th></tr><tr><td>Full</td><td>£60</td><td>Unlimited studio time and free glaze
      firings</td></tr></table>`,
    );
    expect(ask([members], "how much is a glaze firing if you're not a member")).toBe("not found");
    expect(ask([members], "how much is the full membership a month")).toContain("£60");
  });
});

const STUDIO = page(
  "/studio",
  "The studio",
  `<h1>The studio</h1><article><h3>Ada Finch</h3><dl><dt>Tutor</dt><dd>raku</dd><dt>Studio</dt><dd>Westbury</dd>
  <dt>Days</dt><dd>Monday and Thursday in Westbury; Friday and Saturday in Eastleigh</dd></dl></article>
  <article><h3>Mia Cole</h3><dl><dt>Tutor</dt><dd>throwing</dd><dt>Studio</dt><dd>Eastleigh</dd><dt>Days</dt>
  <dd>Thursday and Friday</dd></dl></article>
  <h2>Before you come</h2><p>An apron and a towel: we lend aprons for free, so you don't need your own. Old shoes.</p>
  <dl><dt>Do you fire pots in 3D printed moulds?</dt><dd>No. We stopped using 3D printed moulds in 2023.</dd>
  </dl><h2>Westbury</h2><dl><dt>Getting in</dt><dd>Up one flight of stairs, and there is no lift.</dd></dl>
  <h2>Eastleigh</h2><dl><dt>Getting in</dt><dd>Step-free, with a level entrance</dd></dl><table><caption>Memberships</caption><tr><th>Membership</th><th>Per year</th><th>What you get</th></tr>
  <tr><td>Patron</td><td>£250</td><td>Everything a Friend gets, with 12 guest passes a year and our thanks</td></tr>
  </table><h2>Glaze club</h2><p>The glaze club meets on the second Tuesday of the month.</p><table>
  <caption>Glaze club dates</caption><tr><th>Date</th><th>Theme</th></tr><tr><td>Tuesday 8 December 2026</td>
  <td>Celadon</td></tr><tr><td>Tuesday 12 January 2027</td><td>Tenmoku</td></tr></table>`,
);
const CHANGES = page(
  "/news",
  "News",
  `<h1>News</h1><article><h2>Memberships from April</h2><p>16 March 2026</p><p>From 1 April 2026 a full
  membership is £65 a month, up from £60, and off-peak £40, up from £38.</p></article><article><h2>Taster prices
  in 2027</h2><p>10 November 2026</p><p>From 1 February 2027 a wheel taster will be £40 (now £36).</p></article>`,
);

describe("teachers, kit, changes and counts said in passing", () => {
  it("finds who teaches a thing by their instructor's label", () => {
    expect(ask([STUDIO], "who teaches raku")).toMatch(/^Ada Finch/);
  });

  it("says no to bringing one's own when the kit is lent", () => {
    expect(ask([STUDIO], "do i need to bring my own apron")).toMatch(/^No — /);
  });

  it("reads a price before a month's change, from a change dated with its year", () => {
    expect(parseQuestion("what did off-peak membership cost before april", NOW).former).toBe(true);
    expect(ask([CHANGES], "what did off-peak membership cost before april")).toBe("£38 before the change");
  });

  it("counts open roles as the roles a jobs table lists", () => {
    const jobs = page(
      "/jobs",
      "Jobs",
      `<h1>Jobs</h1><table><caption>Roles</caption><tr><th>Role</th><th>Studio</th></tr><tr><td>Kiln technician</td>
      <td>Westbury</td></tr><tr><td>Tutor</td><td>Westbury</td></tr><tr><td>Shop assistant</td><td>Eastleigh</td>
      </tr></table>`,
    );
    expect(ask([jobs], "how many open roles are there in westbury")).toMatch(/^2 \(/);
  });

  it("counts from a row's sentence cell, keeps 3D one word, and finds a club's meeting by its dates", () => {
    expect(ask([STUDIO], "how many guest passes a year do patrons get")).toContain("12 guest passes");
    expect(parseQuestion("do you fire pots in 3d", NOW).terms).toContain("3d");
    expect(ask([STUDIO], "do you fire pots in 3d printed moulds")).toMatch(/^No — /);
    expect(ask([STUDIO], "when is the glaze club meeting in january")).toContain("12 January 2027");
  });

  it("asks whether a place is step-free for a wheelchair, and who works where on a day", () => {
    expect(parseQuestion("my mum uses a wheelchair - can she get into the westbury studio", NOW).asked).toBe(
      "is the westbury studio step-free?",
    );
    expect(ask([STUDIO], "my mum uses a wheelchair - can she get into the westbury studio")).toMatch(
      /^No — /,
    );
    const thursday = ask([STUDIO], "who works at the eastleigh studio on thursdays");
    expect(thursday).toContain("Mia Cole");
    expect(thursday).not.toContain("Ada Finch");
  });
});
