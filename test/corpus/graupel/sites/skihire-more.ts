import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// GRAUPEL: the twenty-fifth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Season passes 2026–27: pass, adult, junior. */
const PASSES: string[][] = [
  ["Off-Peak Season Pass: weekdays in term time, sessions starting before 17:00", "£249", "£179"],
  ["Full Season Pass: any session, any day (Friday Night Freeze for 16 and over)", "£399", "£279"],
  ["Family Season Pass: 2 adults and 2 juniors, any session", "£1,095 for the four", "—"],
];

/** The Chalet Café: item, price. */
const MENU: string[][] = [
  ["Hot chocolate", "£3.60"],
  ["Hot chocolate with cream and marshmallows", "£4.20"],
  ["Latte or cappuccino", "£3.40"],
  ["Tea", "£2.20"],
  ["Bacon roll", "£4.50"],
  ["Cheesy tartiflette", "£9.50"],
  ["Jacket potato with beans or chilli", "£7.25"],
  ["Soup of the day with bread", "£5.95"],
  ["Kids' box: sandwich, fruit, crisps and a drink", "£6.50"],
  ["Flapjack or brownie", "£2.75"],
];

/** A crew card: name, role, what they do, when. */
const person = personCard;

const CREW = `<div class="cards">${[
  person(
    "Callum Reid",
    "Head of ski school, BASI Level 4",
    "Twenty winters in Val d'Isère and Kelderby. Teaches Adult Ski Improver and most private lessons, and trains the instructors.",
    "Tuesday to Saturday",
  ),
  person(
    "Ffion Davies",
    "Ski instructor, BASI Level 2",
    "Runs Snow Cubs and the junior ski groups, and the Santa Saturday on the nursery slope.",
    "Wednesday to Sunday",
  ),
  person(
    "Marta Nowicka",
    "Snowboard instructor, BASI Level 3",
    "Joined us in October from Livigno. Teaches Adult Board Beginner and Improver.",
    "Monday, Wednesday, Thursday and Saturday",
  ),
  person(
    "Josh Amadi",
    "Snowboard instructor, BASI Level 2",
    "Teaches Junior Board Starter and hosts the Friday Night Freeze.",
    "Tuesday, Thursday, Friday and Sunday",
  ),
  person(
    "Sian Whitlow",
    "Ski instructor, BASI Level 2",
    "Adult Ski Beginner lessons and the four-week beginner course, and our adaptive sessions.",
    "Monday, Tuesday, Wednesday and Sunday",
  ),
  person(
    "Priya Lal",
    "Hire shop manager",
    "Runs the Bridge Street shop, fits boots and looks after every take-away hire: hire@driftsnow.test.",
    "Monday to Saturday",
  ),
  person(
    "Ged Harper",
    "Ski and board technician",
    "Waxes, sharpens and mends everything in the hire fleet, and yours, in the workshop behind the shop.",
    "Tuesday to Saturday",
  ),
  person(
    "Amy Lowe",
    "Bookings and passes",
    "Anything about a booking, a season pass or Drift Club: bookings@driftsnow.test.",
    "Monday to Friday, 09:00–16:00",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "20 November 2026",
    "Slope prices from 1 January",
    "From 1 January 2027 an adult peak slope session goes up from £34 to £36 for 1 hour and from £48 to £52 for 2 hours. Off-peak sessions, junior sessions, lessons and take-away hire stay at this winter's prices.",
  ],
  [
    "12 November 2026",
    "Main slope closed 11–13 January",
    "The main slope is closed from Monday 11 to Wednesday 13 January 2027 for its yearly maintenance: we'll groom the base, check the button lift and service the snow guns. The nursery slope stays open, so lessons go ahead as normal. The main slope reopens on Thursday 14 January at 12:00.",
  ],
  [
    "2 November 2026",
    "Christmas and New Year opening",
    "We're open every day over Christmas except Christmas Day. Christmas Eve 09:00–16:00, Boxing Day 10:00–18:00, New Year's Eve 09:00–17:00 and New Year's Day 11:00–19:00. There's no Friday Night Freeze on 25 December or 1 January.",
  ],
  [
    "1 November 2026",
    "Early-bird passes: that's a wrap",
    "Thank you to the 318 of you who bought an early-bird season pass. The early-bird Full Season Pass (£349 for adults, £239 for juniors) finished on 31 October; it's now £399 and £279.",
  ],
  [
    "15 October 2026",
    "Welcome, Marta",
    "Marta Nowicka joins the crew from Livigno to teach our adult snowboard groups.",
  ],
  [
    "3 September 2026",
    "New Performance skis for the hire fleet",
    "Forty pairs of new Performance skis have arrived at Bridge Street. The Performance package is now £32 a day (it was £29 last winter) and £139 a week.",
  ],
  [
    "12 June 2026",
    "Snow Cubs is 10",
    "Ten years and more than 4,000 four-to-six-year-olds later, Snow Cubs is still our favourite half hour of the week.",
  ],
]);

/** Passes and the club, the café, the slope code, news, the crew, contact, and three search-only pages. */
export function skihireMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/passes": page(
      "Passes and Drift Club",
      `<p>Ski as often as you like for the whole season. Passes are for slope sessions (kit included) and don't cover
      lessons.</p>` +
        table(
          "Season passes, 1 October 2026 to 30 September 2027",
          ["Pass", "Adult", "Junior (5 to 15)"],
          PASSES,
        ) +
        `<p>A season pass is personal to you: bring a passport-style photo to the slope desk for your card. Lost
        cards are £10 to replace.</p>
        <h2>Drift Club</h2>` +
        dl([
          ["A year", "£35 for adults, £20 for juniors"],
          ["Money off", "10% off lessons and 20% off take-away hire"],
          ["First Tracks", "A members-only session on Sundays, 08:00–09:00, free"],
          ["Guests", "2 guest sessions a year at the off-peak price"],
          ["Swaps", "Move a booked slope session for free up to 2 hours before it starts"],
        ]) +
        `<p>Season pass holders can add Drift Club for £15. <a href="/passes/join">Buy a pass or join the club</a></p>`,
    ),
    "/passes/join": page(
      "Buy a pass or join",
      `<p>Amy will email you to take payment. Your card is ready at the slope desk the next day.</p>
      <form method="post" action="/passes/join/send">
      <p><label>Pass or membership <select name="pass">${options([
        ["off-peak-adult", "Off-Peak Season Pass, adult (£249)"],
        ["off-peak-junior", "Off-Peak Season Pass, junior (£179)"],
        ["full-adult", "Full Season Pass, adult (£399)"],
        ["full-junior", "Full Season Pass, junior (£279)"],
        ["family", "Family Season Pass (£1,095)"],
        ["club-adult", "Drift Club, adult (£35 a year)"],
        ["club-junior", "Drift Club, junior (£20 a year)"],
      ])}</select></label></p>
      <p><label>Start date <input type="date" name="start" required></label></p>
      <p><label>Add Drift Club (£15, pass holders) <select name="club">${options([
        ["no", "No"],
        ["yes", "Yes"],
      ])}</select></label></p>
      <p><label>Holder's name <input name="name" required></label></p>
      <p><label>Holder's date of birth <input type="date" name="dob"></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone"></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/cafe": page(
      "The Chalet Café",
      `<p>Upstairs, with a window over the whole of the main slope. You don't need a ticket to come in and
      watch.</p>` +
        table("On the menu", ["", "Price"], MENU) +
        dl([
          ["Open", "Monday to Friday 11:30–21:00; Saturday and Sunday 08:30–18:30"],
          ["Gluten free", "Gluten-free bread and brownies; ask at the counter"],
          ["Parties", "The café's snug can be booked for snow parties"],
        ]),
    ),
    "/rules": page(
      "Slope code",
      `<p>The snow is real and so is the ice underneath. These keep everyone in one piece.</p>` +
        dl([
          [
            "Helmets",
            "Everyone under 18 must wear a helmet on the slope, and so must everyone in a lesson, whatever their age. Helmets are included with every session and lesson, or bring your own",
          ],
          [
            "Minimum ages",
            "Lessons from age 4 (Snow Cubs). Slope sessions from age 5; under 12s on a slope session must have a paying adult on the slope with them. Friday Night Freeze is 16 and over, and 16 and 17 year olds need a parent's consent form",
          ],
          [
            "Slope Ready",
            "To come on a slope session without a lesson you must be able to snowplough turn and stop, and use the button lift: Level 3 on our card. If you haven't got a card, an instructor will watch your first run",
          ],
          [
            "What to wear",
            "Long sleeves and long trousers, waterproofs if you have them, and gloves: gloves are compulsory",
          ],
          ["Not allowed", "Sledges, phones on selfie sticks, and jumps built by anyone but us"],
          ["Late", "Lessons start on time; if you're more than 10 minutes late you may not be able to join"],
          [
            "Cancelling",
            "Move or cancel a lesson up to 48 hours before for free. After that we can't refund, but we'll move it once",
          ],
        ]),
    ),
    "/news": page("Latest from the slope", NEWS),
    "/team": page("The crew", `<p>Eight of us, and a snow cat called Brian.</p>${CREW}`),
    "/contact": page(
      "Get in touch",
      dl([
        ["Slope desk and bookings", "01632 960 284"],
        ["Bridge Street shop (take-away hire)", "01632 960 291"],
        ["Ski school", "lessons@driftsnow.test"],
        ["Hire", "hire@driftsnow.test"],
        ["Passes and Drift Club", "bookings@driftsnow.test"],
        [
          "At the Snowdome",
          "Unit 4, Kelderby Snowdome, Ridgeway, Kelderby KB7 3SN: free parking for 4 hours, then £2 an hour",
        ],
        ["In town", "22 Bridge Street, Kelderby KB1 2AD: pay-and-display on Mill Lane"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="topic">${options([
          ["lessons", "Lessons"],
          ["sessions", "Slope sessions"],
          ["hire", "Take-away hire"],
          ["passes", "Passes and Drift Club"],
          ["parties", "Parties and groups"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep booking details for 2 years and then delete them.</p>`),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring us on 01632 960 284.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/snow-parties": page(
      "Snow parties",
      `<p>A birthday on real snow: an hour on the nursery slope with an instructor, then 45 minutes in the Chalet
      Café's snug.</p>` +
        dl([
          ["Ages", "6 to 12"],
          ["Price", "£24 a child, with a kids' box each"],
          ["Group size", "8 to 12 children"],
          ["When", "Saturdays and Sundays at 13:30"],
          ["To book", "A £60 deposit; email lessons@driftsnow.test"],
        ]),
    ),
    "/jobs": page(
      "Work with us",
      `<p>We're looking for instructors and hire shop staff for the winter.</p>` +
        dl([
          ["Ski or snowboard instructor (BASI Level 2 or above)", "£15.40 an hour, evenings and weekends"],
          ["Trainee instructor", "£12.60 an hour while you train; we pay for your BASI Level 1 course"],
          ["Hire shop assistant, Bridge Street", "£12.60 an hour, Saturdays and the Christmas holidays"],
          ["How to apply", "Email a CV to Callum at lessons@driftsnow.test by 11 December 2026"],
        ]),
    ),
    "/adaptive": page(
      "Adaptive skiing",
      `<p>Sit-skis, bi-skis and outriggers, with instructors trained by Disability Snowsport UK.</p>` +
        dl([
          ["When", "Tuesdays in term time, 10:00–12:00, before the slope opens to everyone else"],
          ["Price", "£30 for a 1-hour session; a carer skis free"],
          ["Instructor", "Sian Whitlow"],
          ["To book", "Ring 01632 960 284 so we can talk through the right kit"],
        ]),
    ),
  };
}
