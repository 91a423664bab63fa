import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// FRET: the thirty-third held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Membership: membership, who it covers, a year, a month by Direct Debit. */
const MEMBERSHIP: string[][] = [
  ["Single", "1 adult", "£38", "£3.50"],
  ["Joint", "2 adults at the same address", "£60", "£5.50"],
  ["Family", "2 adults and up to 4 children under 16", "£78", "£7.00"],
  ["Young Astronomer", "1 young person aged 8 to 17", "£22", "Once a year only"],
  ["Patron", "2 adults, with your names on the Patrons' board", "£180", "£15.00"],
];

/** School visits: visit, for, what you'll do, a pupil, most pupils. */
const VISITS: string[][] = [
  [
    "Moon and Me",
    "Reception and Key Stage 1 (ages 4 to 7)",
    "Little Stargazers in the dome and a moon-craters workshop",
    "£7.50",
    "60",
  ],
  [
    "Space Explorers",
    "Key Stage 2 (ages 7 to 11)",
    "Beyond the Planets, a rocket workshop and the Sun through a solar telescope, weather permitting",
    "£9.00",
    "90",
  ],
  [
    "Earth, Sun and Moon",
    "Key Stage 3 (ages 11 to 14)",
    "Tonight's Sky and a spectroscopy workshop",
    "£9.50",
    "90",
  ],
  [
    "GCSE Astronomy Day",
    "Key Stage 4 (ages 14 to 16)",
    "Dark Matters, two practical workshops and a careers talk",
    "£12.00",
    "60",
  ],
];

/** The Meridian Café: on the menu, price. */
const CAFE: string[][] = [
  ["Tea", "£2.00"],
  ["Latte or flat white", "£3.10"],
  ["Hot chocolate with cream and stardust sprinkles", "£3.60"],
  ["Soup of the day with crusty bread", "£5.50"],
  ["Jacket potato with beans or cheese", "£6.25"],
  ["Cheese and onion toastie", "£4.80"],
  ["Kids' rocket lunch box", "£5.25"],
  ["Meteorite brownie", "£2.95"],
  ["Scone with jam and cream", "£3.25"],
];

/** Opening hours: days, hours. */
const HOURS: string[][] = [
  ["Monday", "Closed in term time; 10:00–17:00 in the school holidays and on bank holidays"],
  ["Tuesday to Friday", "10:00–16:30"],
  ["Saturday and Sunday", "10:00–17:00"],
];

/** Christmas and New Year: day, hours. */
const CHRISTMAS: string[][] = [
  ["Thursday 24 December", "10:00–14:00"],
  ["Friday 25 and Saturday 26 December", "Closed"],
  ["Sunday 27 to Thursday 31 December", "10:00–17:00"],
  ["Friday 1 January", "12:00–17:00"],
  ["Saturday 2 and Sunday 3 January", "10:00–17:00"],
  ["From Tuesday 5 January", "Usual hours"],
];

const NEWS = cards([
  [
    "19 November 2026",
    "Prices from 1 February",
    "From Monday 1 February 2027 an adult day ticket goes from £11.50 to £12.50, a child's from £7.50 to £8.00 and a family ticket from £32.00 to £35.00. Telescope evenings stay at £16 and £10, and members still come free.",
  ],
  [
    "5 November 2026",
    "The Christmas Star returns",
    "At 12:30 every day from Saturday 12 December to Sunday 3 January, except Christmas Day and Boxing Day.",
  ],
  [
    "14 August 2026",
    "The eclipse",
    "Thank you to the 480 of you who watched the partial eclipse of the Sun through our solar telescopes on 12 August.",
  ],
  [
    "3 February 2025",
    "New prices",
    "From today an adult day ticket is £11.50 (was £10.50), a child's £7.50 (was £7.00) and a family ticket £32.00 (was £29.00).",
  ],
  [
    "10 October 2024",
    "The East Dome reopens",
    "Our new 20-inch reflector is in, and the East Dome is open again, with a ramp and a platform for wheelchair users.",
  ],
]);

/** Membership, schools, café, visiting, access, team, FAQs, news, contact and two search-only pages. */
export function observatoryMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/membership": page(
      "Friends of Harrowfell",
      `<p>Friends keep the domes open and the telescopes turning. Join for a year and come as often as you
      like.</p>` +
        table(
          "Memberships",
          ["Membership", "Who it covers", "A year", "A month, by Direct Debit"],
          MEMBERSHIP,
        ) +
        dl([
          ["Free entry", "Day tickets and planetarium shows, as often as you like"],
          ["Telescope evenings", "2 free a year for each member, then £8"],
          ["The Meridian Café", "10% off"],
          ["Members' nights", "Once a month, with a talk and the telescopes just for Friends"],
          ["Gift memberships", "Posted in a card with a star map; choose the start date"],
          ["Gift Aid", "Tick the box and we can claim 25p more for every £1"],
        ]) +
        `<h2>Join</h2>
        <form method="post" action="/membership/join/send">
        <p><label>Membership <select name="level">${options([
          ["single", "Single"],
          ["joint", "Joint"],
          ["family", "Family"],
          ["young", "Young Astronomer"],
          ["patron", "Patron"],
        ])}</select></label></p>
        <fieldset><legend>Paying</legend>
        <label><input type="radio" name="pay" value="annual"> Once a year</label>
        <label><input type="radio" name="pay" value="monthly"> Monthly by Direct Debit</label>
        </fieldset>
        <p><label>Start date <input type="date" name="start" required></label></p>
        <fieldset><legend>Who's it for?</legend>
        <label><input type="radio" name="gift" value="no"> Me</label>
        <label><input type="radio" name="gift" value="yes"> It's a gift</label>
        </fieldset>
        <p><label>Member's name <input name="name" required></label></p>
        <p><label>Second adult's name (Joint, Family and Patron) <input name="second"></label></p>
        <p><label>Address <input name="address" required></label></p>
        <p><label>Postcode <input name="postcode" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label><input type="checkbox" name="giftaid" value="yes"> I'm a UK taxpayer: add Gift Aid</label></p>
        <button type="submit">Join</button></form>`,
    ),
    "/schools": page(
      "Learning",
      `<p>Every visit has a show in the planetarium and a hands-on workshop, planned around the National Curriculum.
      Ring Hannah on 0161 496 0735 or book below.</p>` +
        table("School visits", ["Visit", "For", "What you'll do", "A pupil", "Most pupils"], VISITS) +
        dl([
          ["Days", "Tuesday to Friday in term time, arriving at 10:00 or 10:30 and leaving by 14:30"],
          ["Smallest group", "15 pupils, or pay for 15"],
          [
            "Grown-ups",
            "Free: one for every 6 pupils in Reception and Key Stage 1, one for every 10 above that; more at £7.50 each",
          ],
          ["Lunch", "Bring packed lunches; the lunch room is free, but book it"],
          ["Booking", "At least 4 weeks ahead, with a £100 deposit; final numbers 14 days before"],
          ["Coaches", "Up to 49 seats, as Fell Top Lane is single-track; park in the top car park"],
        ]) +
        `<h2>Book a visit</h2>
        <form method="post" action="/schools/book/send">
        <p><label>School <input name="school" required></label></p>
        <p><label>Visit <select name="visit">${options([
          ["moon-and-me", "Moon and Me (Reception and KS1)"],
          ["space-explorers", "Space Explorers (KS2)"],
          ["earth-sun-moon", "Earth, Sun and Moon (KS3)"],
          ["gcse-day", "GCSE Astronomy Day (KS4)"],
        ])}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <fieldset><legend>Arriving</legend>
        <label><input type="radio" name="arrival" value="10:00"> 10:00</label>
        <label><input type="radio" name="arrival" value="10:30"> 10:30</label>
        </fieldset>
        <p><label>Pupils <input type="number" name="pupils" required></label></p>
        <p><label>Grown-ups <input type="number" name="adults" required></label></p>
        <fieldset><legend>The lunch room</legend>
        <label><input type="radio" name="lunch" value="yes"> Yes, please</label>
        <label><input type="radio" name="lunch" value="no"> No, thanks</label>
        </fieldset>
        <p><label>Anything we should know <textarea name="needs" rows="3"></textarea></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <button type="submit">Ask for the date</button></form>`,
    ),
    "/cafe": page(
      "Tea and cake",
      `<p>The Meridian Café looks west over Harrow Moor. You don't need a ticket to use it.</p>` +
        table("On the menu", ["Food and drink", "Price"], CAFE) +
        dl([
          ["Open", "10:00 until 30 minutes before the observatory closes; hot food until 14:30"],
          ["Telescope evenings", "Hot drinks and cake from the kiosk in the Meridian Room"],
          ["Members", "10% off"],
          ["Gluten free", "The soup, the jacket potatoes and a gluten-free brownie"],
        ]),
    ),
    "/visit": page(
      "Getting here",
      `<p>Harrowfell Observatory, Fell Top Lane, Ellerby Bridge VX9 3HF: 3 miles from Ellerby Bridge and 380 metres
      up on Harrow Moor, inside the Harrow Moor Dark Sky Reserve. Follow the brown signs from the market place; the
      last mile of Fell Top Lane is single-track with passing places.</p>
      <p>Parking: 70 spaces, £3 for the day, free for members and on telescope evenings; 6 blue badge spaces by the
      entrance and 2 electric car chargers.</p>
      <p>By bus: the 47 from Ellerby Bridge bus station, on Saturdays and Sundays only, 4 a day. It stops at the
      end of Fell Top Lane, a 10-minute walk uphill.</p>` +
        table("Opening hours", ["Days", "Open"], HOURS) +
        table("Christmas and New Year", ["Day", "Open"], CHRISTMAS) +
        dl([
          ["Telescope evenings", "Fridays and Saturdays after dark, most of the year"],
          ["Dogs", "Assistance dogs only, and they're welcome in the planetarium"],
          ["Picnics", "Tables on the terrace"],
        ]),
    ),
    "/access": page(
      "Everyone welcome",
      `<p>The observatory is step-free from the car park to reception, the exhibition, the planetarium, the café and
      the toilets.</p>` +
        dl([
          [
            "The planetarium",
            "4 wheelchair spaces, an induction loop, and seats with arms at the end of each row",
          ],
          [
            "The East Dome",
            "Reached by a ramp; its telescope's eyepiece comes down to wheelchair height on a moving platform",
          ],
          [
            "The West Dome",
            "Up 23 steps of a spiral staircase, with no lift; on telescope evenings its view is shown on a screen in the Meridian Room",
          ],
          ["Relaxed shows", "The first Sunday of every month at 11:00"],
          ["Carers", "Free"],
          ["Assistance dogs", "Welcome everywhere, the domes and the planetarium too"],
          ["Toilets", "An accessible toilet on the ground floor; we don't have a Changing Places toilet"],
          ["Sensory bags", "Ear defenders and fidget toys, free to borrow at reception"],
          ["Blue badge parking", "6 spaces by the entrance"],
        ]),
    ),
    "/team": page(
      "Who's who",
      `<p>12 staff and more than 40 volunteers.</p><div class="cards">${[
        personCard("Dr Ruth Abernethy", "Director", "Runs the observatory and the trust"),
        personCard(
          "Sam Kettleborough",
          "Head of the planetarium",
          "Presents Tonight's Sky and writes our shows",
        ),
        personCard("Priya Lal", "Planetarium presenter", "The voice of Orbit the owl in Little Stargazers"),
        personCard("Gwyn Morgan", "Telescope evenings", "Leads the volunteers at the eyepieces"),
        personCard("Hannah Oyelaran", "Schools officer", "Books and runs every school visit"),
        personCard("Fergus Blyth", "Café manager", "Bakes the meteorite brownies"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "Good questions",
      `<h3>Do I need to book?</h3><p>For shows at weekends and in the holidays, yes: they sell out.</p>
      <h3>Can I see through a telescope in the daytime?</h3><p>On clear weekend days we point a solar telescope,
      safely filtered, at the Sun at 13:00.</p>
      <h3>Can I bring my own telescope?</h3><p>Yes, to the terrace on a telescope evening: tell us when you
      book.</p>
      <h3>Is it cold?</h3><p>The domes aren't heated, so wrap up, even in summer.</p>
      <h3>Can I take photos?</h3><p>Yes, but not in the planetarium during a show.</p>
      <h3>How old is the observatory?</h3><p>The mill owner Josiah Blackett built it in 1889 and gave it to the
      town in 1952; the planetarium opened in 2012.</p>`,
    ),
    "/news": page("Latest", NEWS),
    "/contact": page(
      "Contact",
      dl([
        ["Tickets and telescope evenings", "0161 496 0730"],
        ["School visits", "0161 496 0735, schools@harrowfell.test"],
        ["Membership", "friends@harrowfell.test"],
        ["Everything else", "stars@harrowfell.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["tickets", "Tickets and shows"],
          ["stargazing", "Telescope evenings"],
          ["schools", "School visits"],
          ["groups", "Scouts, guides and other groups"],
          ["membership", "Membership"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep ticket records for 2 years and membership records for 6 years after you leave.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our bookings. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 0161 496 0730.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/dome-hire": page(
      "Hire the planetarium dome",
      `<p>Hire the Harrowfell planetarium dome for a private party, a proposal, a work do or a film night: up to
      64 guests, with a presenter and the show of your choice, on an evening with no telescope evening. How much?
      See below.</p>` +
        dl([
          ["The dome for an hour, with a presenter", "£395"],
          ["Each extra hour", "£150"],
          ["A proposal under the stars, up to 4 people", "£175"],
        ]),
    ),
    "/volunteer": page(
      "Volunteer as a telescope guide",
      `<p>Harrowfell's volunteer telescope guides help visitors at the eyepieces on telescope evenings. How old do
      you need to be? Telescope guides need to be 18 or over. Young volunteers aged 16 and 17 can help in the café
      and at reception instead.</p>` +
        dl([
          ["Training", "6 Tuesday evenings, from 2 February 2027"],
          ["How often", "2 evenings a month"],
          ["What you get", "Free membership, and the telescopes to yourself after hours"],
        ]),
    ),
  };
}
