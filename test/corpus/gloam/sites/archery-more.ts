import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// GLOAM: the thirty-fourth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Opening hours: day, The Barn, Mercer's Wharf. */
const HOURS: string[][] = [
  ["Monday", "Closed", "Closed"],
  ["Tuesday", "10:00–20:30", "16:00–22:00"],
  ["Wednesday", "10:00–17:00", "16:00–22:00"],
  ["Thursday", "10:00–17:00", "16:00–22:00"],
  ["Friday", "10:00–17:00", "16:00–23:00"],
  ["Saturday", "09:00–18:00", "11:00–23:00"],
  ["Sunday", "09:00–17:00", "11:00–19:00"],
];

/** Parties: party, venue, ages, a head, group, what's in it. */
const PARTIES: string[][] = [
  [
    "Robin Hood party",
    "The Barn",
    "8 to 12",
    "£24",
    "8 to 16 children",
    "An hour's archery, then 30 minutes in the party room with hot dogs and squash",
  ],
  [
    "Archery tag party",
    "The Barn",
    "10 to 15",
    "£26",
    "10 to 20 children",
    "90 minutes of archery tag, pizza and squash",
  ],
  ["Young axe party", "The Barn", "12 to 17", "£28", "6 to 10 children", "An hour's axe throwing and pizza"],
  [
    "Stag and hen axe package",
    "Mercer's Wharf",
    "18 and over",
    "£38",
    "8 to 16 people",
    "90 minutes of axe throwing, pizza and a drink at the Quiver Bar",
  ],
];

/** Membership: membership, who, a month, a year. */
const MEMBERSHIP: string[][] = [
  ["Fletchling", "Juniors aged 12 to 17, archery at The Barn", "£15", "£160"],
  ["Archer", "Adults, archery at The Barn", "£28", "£300"],
  ["Archer Plus", "Adults, archery and axe throwing at both venues", "£39", "£420"],
  ["Axe Club", "Adults, axe throwing at Mercer's Wharf", "£25", "£270"],
  ["Family", "2 adults and up to 2 juniors at the same address, archery", "£65", "£700"],
];

const NEWS = cards([
  [
    "20 November 2026",
    "Christmas opening",
    "Both venues are closed on 24, 25 and 26 December and on 1 January. The Barn opens 10:00–16:00 and Mercer's Wharf 12:00–22:00 from 27 to 31 December.",
  ],
  [
    "3 November 2026",
    "Two more lanes",
    "Mercer's Wharf now has 8 axe lanes (it had 6), so groups of up to 16 can throw at once.",
  ],
  [
    "12 October 2026",
    "Priya's new badge",
    "Priya Nand has passed her Archery GB Level 2 coaching award. Well done, Priya.",
  ],
  [
    "1 September 2026",
    "Weekend prices",
    "From today a weekend archery have-a-go is £26 (was £24) and weekend axe throwing at The Barn £28 (was £26). Weekday prices stay the same.",
  ],
  [
    "18 May 2026",
    "Club shoot",
    "Twenty-six club archers shot the Fletchgate Round in the rain. The junior cup went to Ava Lister, aged 13.",
  ],
]);

/** Venues, parties, membership, coaches, rules, vouchers, FAQs, news, contact and two search-only pages. */
export function archeryMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  count: (from: number, to: number) => string,
): Record<string, FixturePage> {
  return {
    "/venues": page(
      "Find us",
      `<h2>The Barn</h2><p>Hob Lane Farm, Fletchgate, Ravensholme RV6 2HL. Phone 0115 496 0320. A field range out to
      50 metres with 10 targets, an indoor barn range for wet days, 4 axe lanes in the old cart shed and the party
      room. The barn, the cart shed and the toilets are step-free; the field range is over grass, with a path to the
      shooting line. Parking: 40 free spaces in the farmyard.</p>
      <h2>Mercer's Wharf</h2><p>Unit 3, Mercer's Wharf, Dunmere DN1 4MW. Phone 0115 496 0327. Opened in 2023 in an
      old grain warehouse on the river: 8 axe lanes, 4 indoor archery lanes of 18 metres and the Quiver Bar, all on
      the ground floor, with an accessible toilet. Parking: none of our own; the Mercer Street car park is 2 minutes'
      walk, £2.50 an hour.</p>` +
        table("Opening hours", ["Day", "The Barn", "Mercer's Wharf"], HOURS) +
        dl([
          ["Christmas", "Both closed 24 to 26 December and 1 January"],
          ["27 to 31 December", "The Barn 10:00–16:00, Mercer's Wharf 12:00–22:00"],
          ["Buses", "The 61 stops on Mercer Street; nothing runs to Hob Lane"],
        ]),
    ),
    "/parties": page(
      "Birthdays and dos",
      `<p>Children's parties at The Barn at 10:00, 13:00 and 15:30 on Saturdays and Sundays; stag and hen dos at
      Mercer's Wharf any evening.</p>` +
        table("Parties", ["Party", "Venue", "Ages", "A head", "Group", "What's in it"], PARTIES) +
        dl([
          ["To book", "A £50 deposit, which isn't refundable"],
          ["The birthday cake", "Bring your own; we'll light the candles"],
          ["Grown-ups at children's parties", "Two free; tea and coffee on us"],
        ]) +
        `<h2>Book a party</h2>
        <form method="post" action="/parties/book/send">
        <p><label>Party <select name="package">${options([
          ["robin-hood", "Robin Hood party"],
          ["archery-tag", "Archery tag party"],
          ["young-axe", "Young axe party"],
          ["stag-hen", "Stag and hen axe package"],
        ])}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Time <select name="time">${options([
          ["10:00", "10:00"],
          ["13:00", "13:00"],
          ["15:30", "15:30"],
          ["19:00", "19:00 (stag and hen)"],
        ])}</select></label></p>
        <p><label>How many coming <select name="children">${count(6, 20)}</select></label></p>
        <p><label>Birthday child's name <input name="child"></label></p>
        <p><label>Age they'll be <input type="number" name="age"></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <button type="submit">Book and pay the deposit</button></form>`,
    ),
    "/membership": page(
      "The club",
      `<p>Fletchgate Bowmen is our archery club, and the Axe Club throws on Thursday nights at the wharf.</p>` +
        table("Memberships", ["Membership", "Who", "A month", "A year"], MEMBERSHIP) +
        dl([
          [
            "Before you join",
            "Archery memberships: finish our beginners' course first. The Axe Club: a one-hour induction, £15",
          ],
          ["Range time", "Whenever the range is open and not booked for a session"],
          ["Club bows", "Lent free for your first 6 months"],
          ["Archery GB", "Membership included with every archery membership"],
          ["Leaving", "A month's notice for monthly members"],
        ]) +
        `<h2>Join</h2>
        <form method="post" action="/membership/join/send">
        <p><label>Membership <select name="tier">${options([
          ["fletchling", "Fletchling"],
          ["archer", "Archer"],
          ["archer-plus", "Archer Plus"],
          ["axe-club", "Axe Club"],
          ["family", "Family"],
        ])}</select></label></p>
        <fieldset><legend>Paying</legend>
        <label><input type="radio" name="pay" value="monthly"> Monthly</label>
        <label><input type="radio" name="pay" value="yearly"> For the year</label>
        </fieldset>
        <fieldset><legend>Done our beginners' course?</legend>
        <label><input type="radio" name="course" value="yes"> Yes</label>
        <label><input type="radio" name="course" value="no"> Not yet</label>
        </fieldset>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <button type="submit">Join</button></form>`,
    ),
    "/coaches": page(
      "Your coaches",
      `<div class="cards">${[
        personCard(
          "Meg Arkwright",
          "Head coach, The Barn",
          "Archery GB Level 3 coach",
          "Three times county recurve champion",
        ),
        personCard(
          "Priya Nand",
          "Archery coach, The Barn",
          "Archery GB Level 2 coach",
          "Runs the Fletchlings and the Saturday courses",
        ),
        personCard(
          "Tomasz Wilk",
          "Axe coach, The Barn",
          "Axe Throwing UK Level 2 instructor",
          "Referees archery tag too",
        ),
        personCard(
          "Dan Fairclough",
          "Axe coach and venue lead, Mercer's Wharf",
          "Axe Throwing UK Level 3 instructor",
          "Runs the Axe Club on Thursdays",
        ),
        personCard("Ellie Rowan", "Bookings and parties", "Answers the phone at both venues"),
      ].join("")}</div><p>Every coach holds a first aid at work certificate and an enhanced DBS check.</p>`,
    ),
    "/rules": page(
      "Range rules",
      `<ul>
      <li>Closed-toe shoes for everyone, at both venues: no sandals, sliders or flip-flops. At The Barn wear boots or
      wellies when it's wet.</li>
      <li>Alcohol: The Barn is a dry site, so no alcohol, and please don't bring your own. At Mercer's Wharf the
      Quiver Bar is open, but no more than 2 drinks before or during your session, and never on the lanes; we'll
      stop anyone who's had too much.</li>
      <li>Under 18s come with a paying adult. Mercer's Wharf is over 18s only after 19:00.</li>
      <li>Everyone signs our waiver online before their session; a parent or guardian signs for under 18s.</li>
      <li>Tie long hair back, and leave loose jewellery and scarves in the car.</li>
      </ul>
      <h2>Cancelling or moving</h2>` +
        dl([
          ["7 days' notice or more", "A full refund"],
          ["2 to 6 days' notice", "Move it once for free, or a 50% refund"],
          ["Less than 48 hours' notice", "No refund, and no moves"],
          ["Parties", "The £50 deposit isn't refundable"],
          [
            "Weather",
            "If it's wet at The Barn we shoot in the barn; only high winds cancel, and then it's a full refund or a new date",
          ],
        ]),
    ),
    "/vouchers": page(
      "Gift it",
      dl([
        ["Money vouchers", "Any amount from £10, for any session, party or membership, valid for 24 months"],
        [
          "Experience vouchers",
          "For a named session for 2, valid for 12 months, and good any day with no weekend extra",
        ],
        ["By email", "Free"],
        ["By post", "In a card, £2 more; order by 18 December for Christmas"],
      ]) +
        `<h2>Buy a voucher</h2>
        <form method="post" action="/vouchers/send">
        <fieldset><legend>Voucher</legend>
        <label><input type="radio" name="type" value="money"> A money voucher</label>
        <label><input type="radio" name="type" value="experience"> An experience voucher</label>
        </fieldset>
        <p><label>Amount (money vouchers) <select name="amount">${options([
          ["25", "£25"],
          ["50", "£50"],
          ["75", "£75"],
          ["100", "£100"],
        ])}</select></label></p>
        <p><label>Experience <select name="experience">${options([
          ["have-a-go-2", "Archery have-a-go for 2, £44"],
          ["axe-2", "Axe throwing for 2, £50"],
          ["combo-2", "Axe and arrow combo for 2, £80"],
        ])}</select></label></p>
        <fieldset><legend>Send it</legend>
        <label><input type="radio" name="delivery" value="email"> By email, free</label>
        <label><input type="radio" name="delivery" value="post"> In a card by post, £2</label>
        </fieldset>
        <p><label>Who it's for <input name="recipient" required></label></p>
        <p><label>Their email, or the address to post it to <input name="to"></label></p>
        <p><label>Your message <textarea name="message" rows="3"></textarea></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Your email <input type="email" name="email" required></label></p>
        <button type="submit">Buy</button></form>`,
    ),
    "/faq": page(
      "You asked",
      `<h3>I've never done it before. Is that OK?</h3><p>Nearly everyone who comes hasn't: a coach is with you all
      the way.</p>
      <h3>Is axe throwing dangerous?</h3><p>Not the way we do it: one thrower to a lane, a coach watching, and a
      fence between lanes.</p>
      <h3>What should I wear?</h3><p>Closed-toe shoes and clothes you can move in; no loose sleeves for archery.</p>
      <h3>Can I watch without taking part?</h3><p>Yes, from behind the line, free.</p>
      <h3>Do you do archery for people in wheelchairs?</h3><p>Yes: ask us when you book.</p>`,
    ),
    "/news": page("Latest", NEWS),
    "/contact": page(
      "Get in touch",
      dl([
        ["The Barn", "0115 496 0320"],
        ["Mercer's Wharf", "0115 496 0327"],
        ["Bookings and parties", "hello@fletchgate.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>Venue <select name="venue">${options([
          ["barn", "The Barn"],
          ["wharf", "Mercer's Wharf"],
        ])}</select></label></p>
        <p><label>About <select name="about">${options([
          ["booking", "A booking"],
          ["party", "A party"],
          ["club", "The club"],
          ["voucher", "A gift voucher"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep waivers for 3 years, as our insurers ask.</p>`),
    "/cookies": page("Cookies", `<p>Essential cookies run our bookings. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 0115 496 0320.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/team-building": page(
      "Team building at Mercer's Wharf",
      `<p>Fletchgate team building days for work groups: an axe throwing tournament with a coach, pizza and a
      trophy for the winning team, at Mercer's Wharf. How much per head? £45 a head, from 10 people.</p>` +
        dl([
          ["A work group, from 10 people", "£45 a head"],
          ["The whole venue to yourselves, an evening", "£650"],
        ]),
    ),
    "/adaptive-archery": page(
      "Adaptive archery at The Barn",
      `<p>Fletchgate adaptive archery sessions for disabled archers: wheelchair users, and visually impaired or
      blind archers, who shoot with a tactile sight, from age 8. How much is it? £12 a person; carers come free.
      The first Sunday of every month at 10:00.</p>` +
        dl([
          ["An adaptive session", "£12"],
          ["A one-to-one session, any day", "£30"],
        ]),
    ),
  };
}
