import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// HAAR: the thirty-second held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** The hockey club: age group, training, a month. */
const HOCKEY: string[][] = [
  ["Under 9s (Mini Grizzlies)", "Saturday 07:00–08:00", "£35"],
  ["Under 11s", "Saturday 07:00–08:00 and Wednesday 18:00–19:00", "£45"],
  ["Under 13s", "Tuesday and Thursday 17:30–18:30", "£50"],
  ["Under 15s", "Tuesday and Thursday 18:30–19:30", "£55"],
  ["Under 18s", "Monday and Friday 20:00–21:15", "£60"],
  ["Rec Hockey (adults, 18 and over)", "Sunday 21:30–23:00", "£15 a session, no monthly fee"],
];

/** Figure skating patch sessions: day, time, who, price. */
const PATCH: string[][] = [
  ["Monday", "06:00–07:00", "All club skaters", "£9"],
  ["Wednesday", "06:00–07:00", "Level 5 and above", "£9"],
  ["Friday", "06:00–07:00", "All club skaters", "£9"],
  ["Sunday", "07:00–08:00", "Ice dance and pairs", "£10"],
];

/** Building hours: days, Glasswater Arena, The Little Rink. */
const HOURS: string[][] = [
  ["Monday and Tuesday", "06:00–23:00", "Closed in term time; 09:30–16:30 in the school holidays"],
  ["Wednesday to Friday", "06:00–23:00", "09:00–16:30"],
  ["Saturday", "06:30–22:30", "09:30–16:30"],
  ["Sunday", "07:00–23:00", "09:30–16:30"],
];

/** Christmas and New Year: day, Glasswater Arena, The Little Rink. */
const CHRISTMAS: string[][] = [
  ["Thursday 24 December", "10:00–16:00, skating 10:00–12:00 and 13:30–15:30", "10:00–14:00"],
  ["Friday 25 December", "Closed", "Closed"],
  ["Saturday 26 December", "12:00–18:00, with the Boxing Day Disco 15:00–17:30", "10:00–16:00"],
  ["Sunday 27 to Wednesday 30 December", "School holiday sessions", "10:00–16:00"],
  ["Thursday 31 December", "10:00–00:45, with the New Year's Eve Disco 21:00–00:30", "10:00–14:00"],
  ["Friday 1 January", "12:00–18:00", "Closed"],
  ["From Saturday 2 January", "Usual times", "Usual times"],
];

/** The café: item, price. */
const CAFE: string[][] = [
  ["Hot chocolate, with cream and marshmallows", "£3.40"],
  ["Tea", "£1.90"],
  ["Coffee", "£2.60"],
  ["Chips", "£2.80"],
  ["Hot dog", "£4.20"],
  ["Kids' lunch box", "£4.95"],
  ["Slushie", "£2.50"],
];

/** A team card: name, role, what they do. */
const person = personCard;

const NEWS = cards([
  [
    "19 November 2026",
    "Prices from 4 January",
    "From Monday 4 January 2027 adult skating at the Arena goes from £8.50 to £9.50, children's from £6.50 to £7.00 and skate hire from £2.50 to £3.00. The Little Rink's prices stay the same.",
  ],
  [
    "9 November 2026",
    "Christmas on ice",
    "The Boxing Day Disco (15:00–17:30) and the New Year's Eve Disco (21:00–00:30) are on sale: £12 each, skate hire included, and over 12s only on New Year's Eve.",
  ],
  [
    "20 October 2026",
    "Winter on Ice",
    "The figure skating club's show is on Saturday 19 December at 18:00 at the Arena. Tickets £8, under 16s £5.",
  ],
  [
    "1 September 2025",
    "New prices",
    "From today adult skating is £8.50 (was £7.50) and children's skating £6.50 (was £6.00). Skate hire stays at £2.50.",
  ],
  [
    "3 March 2025",
    "The Little Rink is open",
    "Our learner rink at Ravensholme Leisure Park opened today: 20 by 15 metres, with penguins for every little skater.",
  ],
]);

/** Hockey, figure skating, rules, hours, visiting, team, FAQs, news, contact and two search-only pages. */
export function rinkMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  you: string,
): Record<string, FixturePage> {
  return {
    "/hockey": page(
      "Pucks",
      `<p>The Stenhope Grizzlies junior club trains at Glasswater Arena for ages 6 to 17, and Rec Hockey is for adults
      who just want a game. Everyone must be able to skate forwards and stop before their first session.</p>` +
        table("Age groups", ["Age group", "Training", "A month"], HOCKEY) +
        dl([
          ["Try it", "Your first 2 sessions are free, with kit lent"],
          [
            "Kit",
            "Helmet with a full cage, gloves, pads and a stick: about £180 second-hand from our swap shop",
          ],
          [
            "Seniors",
            "The Stenhope Grizzlies play in National League Division 2, home games on Saturdays at 17:30",
          ],
          ["Match tickets", "Adults £12, under 16s £7, under 5s free"],
          ["Girls and women", "The Grizzlies Girls train on Sundays 18:00–19:00, ages 8 to 17, £40 a month"],
        ]) +
        `<h2>Try a session</h2>
        <form method="post" action="/hockey/try/send">
        <p><label>Age group <select name="group">${options([
          ["u9", "Under 9s"],
          ["u11", "Under 11s"],
          ["u13", "Under 13s"],
          ["u15", "Under 15s"],
          ["u18", "Under 18s"],
          ["girls", "Grizzlies Girls"],
          ["rec", "Rec Hockey (adults)"],
        ])}</select></label></p>
        <p><label>Player's name <input name="skater" required></label></p>
        <p><label>Player's date of birth <input type="date" name="dob"></label></p>
        <fieldset><legend>Can they skate forwards and stop?</legend>
        <label><input type="radio" name="skating" value="yes"> Yes</label>
        <label><input type="radio" name="skating" value="nearly"> Nearly</label>
        <label><input type="radio" name="skating" value="not-yet"> Not yet</label>
        </fieldset>
        <fieldset><legend>Kit</legend>
        <label><input type="radio" name="kit" value="own"> Has their own</label>
        <label><input type="radio" name="kit" value="borrow"> Needs to borrow</label>
        </fieldset>
        ${you}
        <button type="submit">Ask for a taster</button></form>`,
    ),
    "/figure": page(
      "Edges and jumps",
      `<p>Glasswater Figure Skating Club is for skaters who have passed Skate Start 8. Club skaters train on patch
      sessions, early-morning ice kept for figure skating, and book private coaching on them.</p>` +
        table("Patch sessions at Glasswater Arena", ["Day", "Time", "Who", "Price"], PATCH) +
        dl([
          ["Club membership", "£65 a year, with British Ice Skating membership on top"],
          ["Private coaching", "£24 for 20 minutes, paid to the coach, plus the patch fee"],
          ["Coaches", "Imogen Sallis (head coach), Pavel Novak and Ruby Ashe"],
          ["Tests and competitions", "Entered through the club, from Level 5"],
          ["Winter on Ice", "The club show, Saturday 19 December at 18:00"],
        ]),
    ),
    "/rules": page(
      "Rink sense",
      `<p>A few rules keep everyone safe on the ice. Our stewards wear orange bibs: please do what they ask.</p>
      <ul>
      <li>Gloves must be worn on the ice by everyone, at every session. Forgot yours? They're £3 at reception.</li>
      <li>Helmets are compulsory for under 12s and recommended for everyone; borrow one free.</li>
      <li>Penguin skating aids are for skaters up to 10, and must be booked at the Arena.</li>
      <li>Under 8s must be with a grown-up on the ice: one grown-up to two under 8s.</li>
      <li>Skate the same way as everyone else, anticlockwise; the middle is for falling and learning.</li>
      <li>No phones, filming, food or drink on the ice.</li>
      <li>No jumps, spins, racing or chains of skaters in public sessions.</li>
      </ul>` +
        dl([
          ["What to wear", "Layers, gloves and thick socks; the rink is about 8°C"],
          ["Wheelchair users", "Ice sledges at the Arena, free, with 48 hours' notice"],
          ["Pushchairs", "Not on the ice; park them rinkside"],
        ]),
    ),
    "/hours": page(
      "Doors",
      `<p>The buildings open before the first session and close after the last. For skating times see the
      <a href="/skate">session times</a>.</p>` +
        table("Opening hours", ["Days", "Glasswater Arena", "The Little Rink"], HOURS) +
        table("Christmas and New Year", ["Day", "Glasswater Arena", "The Little Rink"], CHRISTMAS) +
        dl([
          ["The Boards Café, at the Arena", "09:00 until the last session ends"],
          ["At The Little Rink", "Vending machines, and the leisure park's cafés"],
          ["Bank holidays", "Both rinks open, with school holiday sessions"],
        ]),
    ),
    "/visit": page(
      "Find us",
      `<h2>Glasswater Arena</h2><p>Riverside Way, Stenhope SX2 4RW. Phone 01632 980 400. A 56 by 26 metre pad with
      1,150 seats, the Boards Café and a skate shop. Buses 12 and 12A from Stenhope bus station stop outside.</p>
      <p>Parking: 220 spaces, free for 3 hours if you're skating (put your number plate into the screen at
      reception), otherwise £1 an hour. 14 blue badge spaces by the doors. Step-free from the car park to the
      rinkside, the café and the accessible toilets.</p>
      <h2>The Little Rink</h2><p>Unit 4, Ravensholme Leisure Park, Ravensholme SX9 1LP. Phone 01632 980 450. A
      20 by 15 metre rink next to the cinema, for skaters up to 10, their grown-ups and nervous beginners of any
      age.</p>
      <p>Parking: the leisure park's car park, free for 4 hours. Step-free throughout, with a changing places
      toilet.</p>
      <h2>The Boards Café</h2>` +
        table("At the Arena", ["On the menu", "Price"], CAFE) +
        dl([
          ["Lockers", "£1, back when you're done"],
          ["Baby changing", "At both rinks"],
        ]),
    ),
    "/team": page(
      "Rinkside crew",
      `<p>Two rinks, 40 staff and one ice resurfacer called Mildred.</p><div class="cards">${[
        person("Rhona Calder", "General manager", "Runs both rinks"),
        person("Tomasz Wierzbicki", "Head coach, learn to skate", "Every Skate Start and adult course"),
        person("Dale Ferris", "Hockey development officer", "Runs the Grizzlies juniors and the tasters"),
        person("Imogen Sallis", "Figure skating head coach", "The club, patch sessions and Winter on Ice"),
        person("Keisha Obi", "Parties and events", "Books every party at both rinks"),
        person("Sophie Tran", "The Little Rink manager", "Penguins &amp; Parents and Little Penguins"),
        person("Bryn Lowther", "Ice technician", "Drives Mildred and keeps the ice at −4°C"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "Questions",
      `<h3>Do I need to book?</h3><p>It's best to: weekends and the holidays sell out. We sell what's left on the
      door.</p>
      <h3>Can I bring my own skates?</h3><p>Yes. Skating prices at the Arena don't include hire, so you'll save
      £2.50.</p>
      <h3>How old do you have to be?</h3><p>Little ones can skate from 2 at The Little Rink with a grown-up.</p>
      <h3>Can I just watch?</h3><p>Yes: £1.50 from the seats at the Arena, free at The Little Rink.</p>
      <h3>Is it cold?</h3><p>About 8°C by the ice. Gloves are a must.</p>
      <h3>What if my child falls?</h3><p>Everyone falls! First aiders are on every session.</p>`,
    ),
    "/news": page("Off the ice", NEWS),
    "/contact": page(
      "Get in touch",
      dl([
        ["Glasswater Arena", "01632 980 400"],
        ["The Little Rink", "01632 980 450"],
        ["Parties", "parties@glasswaterice.test"],
        ["Everything else", "hello@glasswaterice.test"],
      ]) +
        `<h2>Ask us to ring you</h2>
        <form method="post" action="/contact/callback/send">
        <p><label>About <select name="about">${options([
          ["skating", "Public skating"],
          ["lessons", "Lessons"],
          ["parties", "A party"],
          ["hockey", "Ice hockey"],
          ["figure", "Figure skating"],
          ["groups", "A school or group visit"],
        ])}</select></label></p>
        <p><label>When <select name="time">${options([
          ["morning", "Morning"],
          ["afternoon", "Afternoon"],
          ["evening", "Evening, after 17:00"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <button type="submit">Ring me</button></form>
        <h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep booking records for 2 years, and party bookings for 1 year.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our bookings. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 980 400.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/sharpening": page(
      "Skates sharpened while you wait",
      `<p>Get your skates sharpened at the skate shop in Glasswater Arena while you wait, in about 15 minutes, on our
      own machine. Hockey and figure blades, with the hollow you ask for. How much? See below.</p>` +
        dl([
          ["A pair sharpened", "£7.95"],
          ["Club members", "£5.95 a pair"],
          ["Blades fitted", "£25"],
        ]),
    ),
    "/jobs": page(
      "Jobs: ice stewards",
      `<p>Glasswater Ice are hiring ice stewards for evenings and weekends at the Arena: confident skaters who can keep
      public sessions safe, help fallers up and run the Ice Disco games.</p>` +
        dl([
          ["Pay", "£11.90 an hour, with free skating"],
          ["Senior stewards", "£12.60 an hour"],
          ["Hours", "Friday and Saturday evenings and weekend afternoons"],
        ]),
    ),
  };
}
