import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// HAIL: the twelfth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune the
// engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "20 November 2026",
    "Christmas and New Year hours",
    "On Christmas Eve the lido is open 06:30–14:00 and Millbrook 07:00–13:00. Both pools are closed on Christmas Day, apart from the Christmas Day dip at the lido, and on Boxing Day. From Sunday 27 to Thursday 31 December the lido opens 08:00–16:00 and Millbrook 09:00–15:00. On New Year's Day there is only the plunge at the lido; normal hours come back on Saturday 2 January.",
  ],
  [
    "5 November 2026",
    "Prices from January",
    "From Friday 1 January 2027 an adult peak swim goes from £7.20 to £7.60, and adult Swim Club membership from £34 to £36 a month. Every other price stays as it is.",
  ],
  [
    "14 October 2026",
    "Learner pool retiling",
    "Millbrook's learner pool closes from Monday 30 November to Friday 18 December for new tiles. Ducklings are cancelled for those three weeks and we'll credit your block; Stages 1 to 3 move to the shallow end of the main pool.",
  ],
  [
    "1 September 2026",
    "A new off-peak price",
    "From today an adult off-peak swim costs £5.80, up from £5.40: our first price rise since 2023.",
  ],
  [
    "2 August 2026",
    "Welcome, Grace",
    "Grace Whitfield is the new manager of Millbrook Baths, taking over from Paul Trent, who retires after 22 years.",
  ],
]);

const TEAM: [name: string, role: string, where: string, note: string][] = [
  [
    "Fiona Marsh",
    "Chief executive",
    "Both pools",
    "Has run the pools since the community took them over in 2014.",
  ],
  ["Dele Adeyemi", "Lido manager", "Fenwick Park Lido", "Swims at 06:30 every morning, all year round."],
  ["Grace Whitfield", "Millbrook Baths manager", "Millbrook Baths", "Joined us in August 2026."],
  ["Tomasz Kowal", "Head of swimming lessons", "Both pools", "Teaches adult improvers on Thursdays."],
  ["Hannah Pryor", "Senior lifeguard", "Fenwick Park Lido", "Runs Rookie lifeguard on Saturdays."],
  ["Owen Beck", "Swimming teacher", "Millbrook Baths", "Takes adult beginners on Tuesday evenings."],
  ["Callum Doyle", "Swimming teacher", "Millbrook Baths", "Looks after Ducklings."],
  ["Priya Shah", "Aqua fit instructor", "Both pools", "Teaches every aqua fit class at both pools."],
  ["Ruth Ellery", "Bookings and parties", "Both pools", "The voice you'll hear on 01632 961 200."],
];

const people = (list: typeof TEAM) =>
  `<div class="cards">${list
    .map(
      ([name, role, where, note]) =>
        `<article class="card"><h3>${name}</h3><p class="role">${role}</p><p class="where">${where}</p><p>${note}</p></article>`,
    )
    .join("")}</div>`;

/** Parties, events, team, news, answers and contact pages, and two pages only the site's search finds. */
export function lidoMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  pools: [string, string][],
): Record<string, FixturePage> {
  return {
    "/parties": page(
      "Birthdays",
      `<p>A pool party with our lifeguards, then food in the party room. One grown-up who can swim must be in the
      water for every 2 children under 8.</p>` +
        dl([
          [
            "Inflatable party",
            "Millbrook Baths, Saturdays at 16:00: an hour on the big inflatable, then 45 minutes in the party room. £195 for up to 15 children, then £9 a child, up to 30",
          ],
          [
            "Pool games party",
            "Fenwick Park Lido, Saturdays at 16:00, ages 8 and up: £150 for up to 15 children, then £8 a child, up to 25",
          ],
          ["Lido splash party", "In the splash pool, May to September only, ages 4 to 10: £160 for up to 20"],
          ["Party food", "£6.50 a child: sandwiches, fruit and squash (bring your own cake)"],
          ["Deposit", "£50 to book, which we keep if you cancel less than 14 days before"],
        ]) +
        `<h2>Ask about a party</h2>
      <form method="post" action="/parties/enquire">
      <p><label>Party <select name="party">${options([
        ["inflatable", "Inflatable party (Millbrook)"],
        ["pool-games", "Pool games party (lido)"],
        ["lido-splash", "Lido splash party (summer)"],
      ])}</select></label></p>
      <p><label>Pool <select name="pool">${options(pools)}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Children coming <select name="guests">${options([
        ["up-to-15", "Up to 15"],
        ["16-20", "16 to 20"],
        ["21-25", "21 to 25"],
        ["26-30", "26 to 30"],
      ])}</select></label></p>
      <p><label>Birthday child's new age <input name="age"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/events": page(
      "Splash dates",
      `<p>Book the dip and the plunge at either reception: both sold out last year.</p>` +
        table(
          "Dates for the diary",
          ["Event", "When", "Where", "Price"],
          [
            [
              "Christmas Day dip",
              "Friday 25 December 2026, 09:00–11:00",
              "Fenwick Park Lido",
              "£10, all of it to Ashcombe Hospice",
            ],
            [
              "New Year's Day plunge",
              "Friday 1 January 2027, 11:00–13:00",
              "Fenwick Park Lido",
              "£8 (Swim Club members £5)",
            ],
            [
              "Ashcombe Otters winter gala",
              "Saturday 16 January 2027, all day (no public swimming)",
              "Millbrook Baths",
              "Spectators £2",
            ],
            ["Swimathon", "Saturday 24 April 2027, 08:00–14:00", "Millbrook Baths", "£15 to enter"],
            [
              "The lido's 90th birthday",
              "Sunday 6 June 2027, 10:00–16:00",
              "Fenwick Park Lido",
              "Free swims all day",
            ],
          ],
        ),
    ),
    "/people": page(
      "Poolside people",
      `<p>There are 52 of us across the two pools, 34 of them lifeguards (many teach as well). These are the people
      you're most likely to meet.</p>${people(TEAM)}`,
    ),
    "/news": page("Ripples", NEWS),
    "/faq": page(
      "Before you come",
      `<h2>Do I need to book?</h2><p>For a lane at the lido, yes, up to 7 days ahead on the Dive in page. At
      Millbrook, no: just turn up. Lessons and parties are always booked.</p>
      <h2>How old do children have to be to swim on their own?</h2><p>8. Under-8s need a swimming grown-up (16 or
      over) in the water with them, one grown-up to two under-8s.</p>
      <h2>Can I wear a wetsuit?</h2><p>At the lido, yes. At Millbrook, no: the water is far too warm.</p>
      <h2>Is the lido really open in winter?</h2><p>Yes, heated to 25°C. We shut it only for thunder and lightning,
      or if ice forms on the poolside; if we shut while you're in, we'll give you a free swim for another day.</p>
      <h2>Is there a café?</h2><p>The lido kiosk sells hot drinks and snacks: every day in summer, weekends only
      from October to April. Millbrook has vending machines. No food on the poolside at either pool.</p>
      <h2>Can I bring my own float or fins?</h2><p>Floats, yes, at any session. Fins and paddles only in the fast
      lane.</p>
      <h2>Is there a swimming club?</h2><p>Ashcombe Otters train at Millbrook; ask them about trials.</p>`,
    ),
    "/contact": page(
      "Get in touch",
      dl([
        ["Bookings and parties (Monday to Friday, 09:00–17:00)", "01632 961 200"],
        ["Fenwick Park Lido reception", "01632 961 211"],
        ["Millbrook Baths reception", "01632 961 222"],
        ["Email", "swim@ashcombepools.test"],
        ["Post", "Ashcombe Community Pools CIC, Fenwick Park, Park Road, Ashcombe AS3 2LD"],
      ]),
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep members' details while they are members and for 2 years after.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/sauna": page(
      "Sauna and cold plunge",
      `<p>The wood-fired sauna beside Fenwick Park Lido is open Thursday to Sunday, from opening time until an hour
      before the lido closes. Over-16s only. Book at the lido reception.</p>` +
        table(
          "Sauna prices",
          ["Session", "Everyone else", "Swim Club members"],
          [
            ["Sauna, 1 hour", "£9.00", "£6.00"],
            ["Sauna and a swim", "£13.50", "£6.00"],
            ["The whole sauna for up to 8 people, 1 hour", "£60", "£50"],
          ],
        ) +
        `<p>The cold plunge tub is free with any sauna session. Bring a towel to sit on.</p>`,
    ),
    "/pool-hire": page(
      "Hire a pool",
      `<p>Clubs, schools and groups can hire a pool or a lane, with our lifeguards included. Ring bookings on
      01632 961 200.</p>` +
        table(
          "Pool hire, per hour",
          ["Space", "Standard", "Clubs, schools and charities"],
          [
            ["Fenwick Park Lido, the whole pool, after closing", "£260", "£180"],
            ["Millbrook Baths main pool", "£120", "£85"],
            ["Millbrook Baths learner pool", "£60", "£45"],
            ["One lane at either pool", "£25", "£18"],
          ],
        ) +
        `<p>The lido is hired for 2 hours at least.</p>`,
    ),
  };
}
