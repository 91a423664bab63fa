import { describe, expect, it } from "vitest";
import { answerText, recordsPage } from "../../../test/helpers/records-page";

// Of this file's own: a firm's two offices side by side, one office's parking "behind the office"; its people
// counted with a breakdown after a colon; wills for one and for a couple; and a club's memberships beside a table
// of extras for members. The office asked is its column, a count is the number said of the people, "me and my
// husband" are a couple, and the cheapest membership is one of the memberships.

const NOW = new Date("2026-11-26T10:00:00Z");
const OFFICES = recordsPage(
  "https://vane.example/offices",
  "Find us | Vane Solicitors",
  `<h1>Find us</h1><table><caption>Our two offices</caption><tr><th></th><th>Holtby</th><th>Wyndham Cross</th></tr>
  <tr><th>Thursday</th><td>09:00 to 19:00</td><td>09:00 to 13:00</td></tr>
  <tr><th>Friday</th><td>09:00 to 17:00</td><td>09:00 to 16:30</td></tr>
  <tr><th>Parking</th><td>Market Hill car park, pay and display</td><td>2 free spaces behind the office</td></tr>
  </table><table><caption>Christmas</caption><tr><th></th><th>Holtby</th><th>Wyndham Cross</th></tr>
  <tr><th>Christmas Eve</th><td>09:00 to 13:00</td><td>Closed</td></tr></table>`,
);
const PEOPLE = recordsPage(
  "https://vane.example/people",
  "Our people | Vane Solicitors",
  `<h1>Our people</h1><h2>Who we are</h2><p>We're 14 people in two offices: 7 solicitors, 2 trainee solicitors,
  2 paralegals and an office team of 3.</p>`,
);
const WILLS = recordsPage(
  "https://vane.example/wills",
  "Wills | Vane Solicitors",
  `<h1>Wills</h1><table><tr><th>Will</th><th>Our fee</th></tr><tr><th>A single will</th><td>£240</td></tr>
  <tr><th>Mirror wills for a couple</th><td>£380</td></tr><tr><th>Mirror wills with trusts</th><td>£795</td></tr>
  </table>`,
);
const MEMBERSHIP = recordsPage(
  "https://tumble.example/membership",
  "Train with us | Tumble Circus",
  `<h1>Train with us</h1><table><caption>Memberships</caption><tr><th>Membership</th><th>A month</th></tr>
  <tr><th>Off-Peak</th><td>£38</td></tr><tr><th>Standard</th><td>£62</td></tr></table>
  <table><caption>Extras for members</caption><tr><th>Extra</th><th>Price</th></tr>
  <tr><th>A locker</th><td>£8 a month</td></tr><tr><th>Rigging your own trapeze</th><td>£5 a time</td></tr></table>`,
);

describe("two offices side by side", () => {
  it("answer for the office asked, whatever the other's cells say of an office", () => {
    expect(answerText([OFFICES], "how late is the holtby office open on a thursday", NOW)).toBe(
      "Thursday: Holtby 09:00 to 19:00",
    );
  });
});

const TEAM = recordsPage(
  "https://vane.example/team",
  "Our solicitors | Vane Solicitors",
  `<h1>Our solicitors</h1><article><h2>Tom Hesketh</h2><p>Solicitor</p><p>Admitted 2021</p></article>
  <article><h2>Helen Corbridge</h2><p>Senior partner</p><p>Admitted 1994</p></article>
  <article><h2>Priya Lal</h2><p>Associate</p><p>Admitted 2009</p></article>`,
);

describe("a count with its breakdown", () => {
  it("is the number said of the people", () => {
    expect(answerText([PEOPLE], "how many people work at vane solicitors", NOW)).toBe(
      "We're 14 people in two offices",
    );
  });

  it("is the number said of the kind asked, not of everyone or its trainees", () => {
    expect(answerText([PEOPLE], "how many solicitors does vane solicitors have", NOW)).toBe("7 solicitors");
  });
});

describe("the one who has been it the longest", () => {
  it("began first", () => {
    expect(answerText([TEAM], "who's been a solicitor the longest at vane", NOW)).toMatch(
      /^Helen Corbridge\b/,
    );
  });
});

describe("a couple", () => {
  it("is the two of us", () => {
    expect(answerText([WILLS], "how much are mirror wills for me and my husband", NOW)).toBe(
      "Mirror wills for a couple: Our fee £380",
    );
  });
});

describe("the cheapest of a kind", () => {
  it("is one of its table's, not an extra's", () => {
    expect(answerText([MEMBERSHIP], "whats your cheapest membership", NOW)).toMatch(/^Off-Peak\b/);
  });
});
