import type { FixturePage } from "../../../helpers/fixture-site";
import { dl, table } from "../../sites/kit";

// HOLDOUT: a held-out part of the corpus (see test/corpus/score.ts). Whoever tunes the engines must not read this
// file.

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const TIMES = ["10:30", "11:00", "13:00", "14:00", "14:30", "16:00", "17:00", "19:00", "19:30", "20:00"];

/** Seat prices, evening and matinee, full price and concession: every price has a sibling in its row and column. */
const BANDS: [
  value: string,
  name: string,
  evening: string,
  eveningConc: string,
  mat: string,
  matConc: string,
][] = [
  ["stalls-a", "Stalls Band A", "£32", "£28", "£26", "£22"],
  ["stalls-b", "Stalls Band B", "£26", "£22", "£21", "£18"],
  ["circle", "Circle", "£29", "£25", "£23", "£20"],
  ["restricted", "Restricted view (circle side seats)", "£15", "£13", "£12", "£10"],
];

/** Tickets, access, the visit, Friends, the people, classes, and two pages only the site's search finds. */
export function theatreMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/tickets": page(
      "Your seat",
      `<p>Book online, by phone on 01632 968 100 or in person at the box office.</p>` +
        table(
          "Plays in the Main House, including The Lamplighter's Daughter",
          ["Seat band", "Evening", "Evening concession", "Matinee", "Matinee concession"],
          BANDS.map(([, ...rest]) => rest),
        ) +
        `<p>Concessions are for over-60s, full-time students, under-18s and disabled visitors.</p>
        <p>Under 26? Tuesday evening seats are £10 in any band with Tuesday Tenners.</p>
        <h2>Jack and the Beanstalk</h2>` +
        dl([
          ["Adults", "£27"],
          ["Children under 16", "£19"],
          ["Family ticket (2 adults and 2 children)", "£84"],
          ["Schools performances", "£12 a pupil, with one teacher free for every ten pupils"],
        ]) +
        `<p>Prices for music, dance, comedy and family shows are on each show's page.</p>` +
        dl([
          ["Booking fees", "None. We never add a booking fee."],
          ["Posting your tickets", "£1.50 an order; e-tickets and collection from the box office are free"],
          ["Groups", "10% off for 10 or more people at the same performance"],
          [
            "Exchanges",
            "Up to 48 hours before the performance, £2 a ticket. We can only give refunds if a performance is cancelled.",
          ],
        ]) +
        `<h2 id="book">Book tickets</h2><form method="post" action="/tickets/book">
        <p><label>Show <select name="show"><option value="">Choose a show</option>${options([
          ["lamplighters-daughter", "The Lamplighter's Daughter"],
          ["jack-and-the-beanstalk", "Jack and the Beanstalk"],
          ["winter-swing", "A Winter Swing"],
          ["quiet-fire", "Quiet Fire"],
          ["laugh-lines", "Laugh Lines"],
          ["snow-bear", "The Snow Bear"],
        ])}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Performance time <select name="time">${options(TIMES.map((t) => [t, t]))}</select></label></p>
        <p><label>Seats <select name="band">${options(BANDS.map(([v, name]) => [v, name]))}</select></label></p>
        <p><label>Ticket type <select name="type">${options([
          ["full", "Full price"],
          ["concession", "Concession"],
          ["child", "Child (panto and family shows)"],
        ])}</select></label></p>
        <p><label>How many <input type="number" name="quantity" min="1" max="10" value="1"></label></p>
        <p><label>Name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <button type="submit">Book</button></form>`,
    ),
    "/access": page(
      "Everyone welcome",
      dl([
        ["Wheelchair spaces", "4 in the Main House stalls (row K) and 3 in the Studio"],
        ["Step-free", "The foyer, box office, bar, Main House stalls and the Studio"],
        ["Circle", "Up 32 stairs with handrails. There is no lift to the circle."],
        [
          "Hearing",
          "Infrared headsets in the Main House, free from the box office; a hearing loop at the counter",
        ],
        ["Assistance dogs", "Welcome everywhere in the building; ask us for a water bowl"],
        ["Companions", "One free companion ticket for anyone on our Access Register"],
        ["Accessible toilets", "By the bar on the ground floor, and in the Studio foyer"],
      ]) +
        table(
          "Accessible performances",
          ["Performance", "Show", "Date and time"],
          [
            [
              "Audio described, touch tour at 13:00",
              "The Lamplighter's Daughter",
              "Saturday 28 November 2026, 14:30",
            ],
            ["Captioned", "The Lamplighter's Daughter", "Tuesday 1 December 2026, 19:30"],
            ["BSL interpreted", "The Lamplighter's Daughter", "Thursday 3 December 2026, 19:30"],
            ["BSL interpreted", "Jack and the Beanstalk", "Sunday 20 December 2026, 14:00"],
            ["Relaxed", "Jack and the Beanstalk", "Tuesday 29 December 2026, 11:00"],
            ["Captioned", "Jack and the Beanstalk", "Saturday 2 January 2027, 14:00"],
          ],
        ) +
        `<p>To join the Access Register, call our access line on 01632 968 105 or email
        access@wendleburyplayhouse.test.</p>`,
    ),
    "/visit": page(
      "Find us",
      `<p>We are on Sheep Street, at the top of the market square. Wendlebury station is a 10-minute walk.</p>` +
        table(
          "Opening hours",
          ["Day", "Box office", "Green Room café"],
          [
            ["Monday", "Closed, except from one hour before a performance", "Closed"],
            ["Tuesday to Friday", "10:00–18:00", "10:00–16:00"],
            ["Saturday", "10:00–16:00", "10:00–15:00"],
            ["Sunday", "Closed, except from one hour before a performance", "Closed"],
          ],
        ) +
        `<p>Box office: 01632 968 100</p>
        <p>The bar opens at 18:00 on performance evenings and at 13:00 before matinees. Order your interval
        drinks before the show and they will be waiting for you.</p>` +
        dl([
          [
            "Parking",
            "We have no car park of our own. St Anne's Street car park is three minutes' walk and costs £3 after 18:00.",
          ],
          ["Blue Badge holders", "Four bays on Sheep Street, outside the stage door"],
          ["Cloakroom", "Free, in the foyer"],
          ["Latecomers", "Shown to their seats at a suitable break"],
        ]),
    ),
    "/friends": page(
      "Friends of the Playhouse",
      `<p>Friends keep the Playhouse going and hear about every show first.</p>` +
        table(
          "Friends",
          ["Level", "A year", "Priority booking", "Also"],
          [
            ["Friend", "£40", "One week before general sale", "10% off in the bar"],
            [
              "Joint Friends (two people at one address)",
              "£70",
              "One week before general sale",
              "10% off in the bar",
            ],
            [
              "Best Friend",
              "£95",
              "Two weeks before general sale",
              "Two free interval drinks at every show, and your name in the programme",
            ],
          ],
        ) +
        `<h2>Join</h2><form method="post" action="/friends/join">
        <p><label>Level <select name="level">${options([
          ["friend", "Friend"],
          ["joint", "Joint Friends"],
          ["best-friend", "Best Friend"],
        ])}</select></label></p>
        <p><label>Name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Add Gift Aid? <select name="gift_aid">${options([
          ["no", "No"],
          ["yes", "Yes, I am a UK taxpayer"],
        ])}</select></label></p>
        <button type="submit">Join</button></form>`,
    ),
    "/about": page(
      "Behind the curtain",
      `<p>The Corn Exchange was built in 1884 and became a theatre in 1971. It reopened in 2019 after a two-year
      refurbishment.</p>` +
        dl([
          ["Main House", "412 seats: 268 in the stalls and 144 in the circle"],
          ["Studio", "90 seats"],
          ["Artistic director", "Sunita Redfern"],
          ["Executive director", "Callum Tregear"],
          ["Chair of trustees", "Margaret Olusanya"],
          ["Registered charity", "No. 1098765"],
        ]),
    ),
    "/get-involved": page(
      "Join in",
      table(
        "Youth theatre",
        ["Group", "Ages", "When", "Fee a term"],
        [
          ["Juniors", "8 to 11", "Tuesdays 17:00–18:30", "£40"],
          ["Inters", "12 to 14", "Wednesdays 17:30–19:00", "£50"],
          ["Seniors", "15 to 18", "Wednesdays 19:00–20:30", "£50"],
        ],
      ) +
        `<p>Adult drama class: Thursdays 19:00–21:00, six weeks for £60.</p>
        <p>Volunteer ushers must be 16 or over, and see the shows they work for free.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/hire": page(
      "Hire a space",
      `${table(
        "Spaces for hire",
        ["Space", "Capacity", "Per hour", "Per day"],
        [
          ["Studio", "90 seated", "£45", "£300"],
          ["Rehearsal Room", "30", "£25", "£160"],
          ["Main House", "412 seated", "Not available by the hour", "£950"],
        ],
      )}<p>Registered charities pay 20% less.</p>`,
    ),
    "/careers": page(
      "Jobs",
      `${table(
        "Vacancies",
        ["Role", "Hours", "Pay"],
        [
          ["Technical stage manager", "Full time", "£29,000 a year"],
          ["Box office assistant", "20 hours a week", "£11.95 an hour"],
          ["Bar supervisor", "Evenings and weekends", "£12.40 an hour"],
        ],
      )}<p>Closing date for all roles: 11 December 2026.</p>`,
    ),
  };
}
