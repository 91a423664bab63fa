import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// DUSK: the twentieth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const Y = "✓";
const N = "✗";

const MEMBERSHIPS: string[][] = [
  ["Full seven-day", "Unlimited golf on both courses, every day", "£500", "£1,395", "£118"],
  ["Five-day", "Both courses, Monday to Friday", "£350", "£1,050", "£89"],
  [
    "Flexi",
    "300 points a year: a weekday round on the Moor is 10 points, a weekend round 20, the Spinney 5",
    "£100",
    "£595",
    "£50",
  ],
  ["Intermediate", "Ages 18 to 29, seven-day", "None", "£695", "£58"],
  ["Country", "You live more than 50 miles away: 24 rounds a year", "£150", "£650", "—"],
  ["Spinney", "The 9-hole course only, every day", "None", "£375", "£32"],
  ["Junior", "Under 18", "None", "£150", "—"],
  ["Social", "The clubhouse and its events, no golf", "None", "£60", "—"],
];

const INCLUDES: string[][] = [
  ["The Moor on weekdays", Y, Y, Y, Y, Y, N, Y, N],
  ["The Moor at weekends", Y, N, Y, Y, Y, N, "After 13:00", N],
  ["The Spinney", Y, Y, Y, Y, Y, Y, Y, N],
  ["Club competitions", Y, Y, Y, Y, Y, N, "Junior competitions", N],
  ["A WHS Handicap Index", Y, Y, Y, Y, Y, Y, Y, N],
  ["20% off range balls", Y, Y, Y, Y, Y, Y, Y, N],
  ["10% off at The Nineteenth", Y, Y, Y, Y, Y, Y, Y, Y],
  ["A vote at the AGM", Y, Y, N, N, N, N, N, N],
];

const LESSONS: string[][] = [
  ["30 minutes", "£45", "£35"],
  ["60 minutes", "£80", "£60"],
  ["Playing lesson, 9 holes on the Moor", "£140", "£110"],
  ["Five 30-minute lessons", "£200", "£150"],
  ["Junior (under 18), 30 minutes", "£30", "£22"],
];

const HOURS: string[][] = [
  ["Monday", "10:00–18:00", "10:00–15:00"],
  ["Tuesday", "09:00–21:00", "09:00–19:30"],
  ["Wednesday", "09:00–21:00", "09:00–19:30"],
  ["Thursday", "09:00–21:00", "09:00–19:30"],
  ["Friday", "09:00–23:30", "09:00–20:30"],
  ["Saturday", "08:00–23:30", "08:00–20:30"],
  ["Sunday", "08:00–19:00", "08:00–16:00"],
];

const BREAKFAST: string[][] = [
  ["Full Cray Moor breakfast", "£10.50"],
  ["Veggie breakfast (v)", "£9.50"],
  ["Bacon or sausage roll", "£4.50"],
  ["Porridge with honey (v)", "£4.25"],
];

const KITCHEN: string[][] = [
  ["Soup of the day with crusty bread (v)", "£5.95"],
  ["Club sandwich", "£8.95"],
  ["Fish and chips, mushy peas", "£14.50"],
  ["Steak and ale pie, mash and greens", "£13.95"],
  ["Moor burger, chips and slaw", "£13.50"],
  ["Halloumi burger, chips and slaw (v)", "£12.50"],
  ["Caesar salad (add chicken, £3)", "£9.50"],
  ["Jacket potato with cheese, beans or tuna (gf)", "£7.50"],
  ["Sticky toffee pudding and custard", "£6.50"],
  ["Apple crumble and custard (v)", "£6.25"],
  ["Ice cream, three scoops (gf)", "£4.50"],
];

const FIXTURES: string[][] = [
  ["Saturday 28 November", "November Medal", "Moor", "Men and women members", "£3"],
  [
    "Sunday 29 November",
    "Winter Texas Scramble (open)",
    "Moor",
    "Teams of four: visitors welcome",
    "£25 a player, with a bacon roll",
  ],
  ["Wednesday 2 December", "Seniors' Stableford", "Moor", "Members aged 55 and over", "£3"],
  ["Saturday 5 December", "Turkey Trot", "Moor", "Members", "£5"],
  ["Sunday 6 December", "Junior Christmas Cup", "Spinney", "Junior members", "Free"],
  ["Saturday 12 December", "Christmas Mixed Foursomes", "Moor", "Members, in mixed pairs", "£10 a pair"],
  ["Saturday 26 December", "Boxing Day Waltz (fancy dress)", "Moor", "Members and their guests", "£8"],
  ["Friday 1 January", "New Year's Day Greensomes", "Moor", "Members", "£5"],
  ["Saturday 9 January", "January Medal", "Moor", "Men and women members", "£3"],
];

const SOCIETIES: string[][] = [
  ["Bronze", "Coffee and a bacon roll, 18 holes on the Moor", "£48", "£52"],
  ["Silver", "Coffee and a bacon roll, 18 holes on the Moor, a two-course carvery", "£62", "£66"],
  [
    "Gold",
    "Coffee and a bacon roll, 27 holes (18 on the Moor and 9 on the Spinney), a two-course carvery, prizes for the day",
    "£79",
    "£84",
  ],
];

/** A professional's card: name, role, qualification, days, what they teach. */
const pro = (name: string, role: string, qualified: string, days: string, teaches: string) =>
  `<article class="card"><h3>${name}</h3><p>${role}</p><p>${qualified}</p><p>${days}</p><p>${teaches}</p></article>`;

const PROS = `<div class="cards">${[
  pro(
    "Gareth Lowe",
    "Head Professional",
    "PGA Advanced Professional, at Cray Moor since 2009",
    "Teaches Tuesday to Saturday",
    "Short game, course management and custom club fitting",
  ),
  pro(
    "Hannah Brightwell",
    "Assistant Professional",
    "PGA Professional, qualified 2023",
    "Teaches Monday, Wednesday, Thursday and Sunday",
    "Beginners, juniors and women's golf",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "19 November 2026",
    "Range prices from 1 January",
    "From 1 January 2027 a Large bucket will cost £9.00 off-peak. At peak times it goes up to £11.00. Small, Medium and Jumbo buckets stay the same, and range cards bought before then keep their full value.",
  ],
  [
    "12 November 2026",
    "Winter greens and preferred lies",
    "From Monday 16 November the 4th and 17th on the Moor are on temporary greens while we hollow-tine them. Preferred lies are in force on all closely mown areas until the end of April.",
  ],
  [
    "2 November 2026",
    "Winter green fees are here",
    "Winter green fees started on 1 November. A weekday visitor round on the Moor is £35 this winter (it was £32 last winter), and twilight starts at 12:30.",
  ],
  [
    "15 October 2026",
    "New LED floodlights on the range",
    "The range's floodlights have been replaced with LEDs, so the range now stays open until 21:30 on weekdays. It used to close at 21:00.",
  ],
  [
    "7 September 2026",
    "Welcome, Hannah",
    "Hannah Brightwell has joined us as assistant professional from Elmbridge Park, taking over from Joe Marsh, who has moved to a club in Spain. Hannah teaches on Mondays, Wednesdays, Thursdays and Sundays.",
  ],
  [
    "1 September 2026",
    "Club champions 2026",
    "Congratulations to Rob Kettering, our men's club champion with 148 over 36 holes, and to Aisha Patel, who won the women's championship for the third year running.",
  ],
]);

const JOBS = cards([
  [
    "Closes 11 December 2026",
    "Greenkeeper",
    "Full time, 40 hours a week including one weekend in three, £26,400 a year. PA1 and PA6 spraying certificates an advantage. Starts in January.",
  ],
  [
    "Closes 4 December 2026",
    "Bar and catering assistant",
    "Part time, about 20 hours a week, evenings and weekends, £12.21 an hour plus tips and a free meal on every shift.",
  ],
  [
    "Closes 18 December 2026",
    "Sous chef",
    "Full time, five days out of seven, £29,000 a year. Help our head chef run the kitchen, the Sunday carvery and functions for up to 150.",
  ],
  [
    "Open until filled",
    "Range attendant (weekends)",
    "Saturdays and Sundays, 07:00–13:00, collecting balls and running the range desk. 16 and over: £10 an hour, and £12.21 from 21.",
  ],
]);

/** Membership, coaching, the shop, the Nineteenth, fixtures, golf days, news, jobs, contact, and three search-only pages. */
export function golfclubMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/membership": page(
      "Join",
      `<p>About 640 members play at Cray Moor, from 8 to 93 years old. Whatever you're looking for, there's a way to
      join: come and play a round with one of our membership team first, on us.</p>` +
        table(
          "Membership subscriptions, 2026–27",
          ["Category", "Who it's for", "Joining fee", "Annual", "Monthly by direct debit"],
          MEMBERSHIPS,
        ) +
        `<p>Every golfing member also pays the England Golf and county fee, £18.50 a year. Monthly payments are spread
        over 12 months and cost a little more than paying once. Joining fees can be paid over 3 years, interest
        free.</p>
        <p>The subscription year runs from 1 April to 31 March: join part-way through and you pay only for the months
        left. Couples: 10% off the second Full seven-day membership. From 1 April 2027 a Full seven-day subscription
        goes up to £1,450 a year (£123 a month); the other categories are frozen.</p>` +
        table(
          "What each membership includes",
          [
            "",
            "Full seven-day",
            "Five-day",
            "Flexi",
            "Intermediate",
            "Country",
            "Spinney",
            "Junior",
            "Social",
          ],
          INCLUDES,
        ) +
        `<p><a href="/membership/enquire">Ask about joining</a> or ring Claire Pennock, our general manager, on 01632
        975 300.</p>`,
    ),
    "/membership/enquire": page(
      "Ask about joining",
      `<p>Tell us a little about your golf and we'll be in touch to arrange a free round with a member of our
      membership team.</p>
      <form method="post" action="/membership/enquire/send">
      <p><label>Membership <select name="category">${options([
        ["full", "Full seven-day"],
        ["five-day", "Five-day"],
        ["flexi", "Flexi"],
        ["intermediate", "Intermediate (18 to 29)"],
        ["country", "Country"],
        ["spinney", "Spinney"],
        ["junior", "Junior"],
        ["social", "Social"],
        ["not-sure", "Not sure yet"],
      ])}</select></label></p>
      <p><label>Handicap index, if you have one <input name="handicap"></label></p>
      <p><label>Would you like a free round with a member? <select name="trial">${options([
        ["yes", "Yes please"],
        ["no", "No thanks"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/academy": page(
      "Coaching",
      `<p>Our two PGA professionals teach golfers of every standard, from first swing to scratch, in our indoor
      studio with TrackMan or out on the range. Range balls are included in every lesson.</p>${PROS}` +
        table("Lesson prices", ["Lesson", "Gareth Lowe", "Hannah Brightwell"], LESSONS) +
        dl([
          ["Two people sharing a lesson", "Add £15"],
          ["Cancelling", "At least 24 hours before, or we charge the lesson in full"],
          [
            "Get into Golf",
            "Six one-hour group sessions for complete beginners, with Hannah on Sundays at 10:00, £75, clubs lent. The next course starts on Sunday 10 January 2027; 8 places",
          ],
          ["Junior Academy", "Saturdays 09:00–10:30 with Gareth, ages 7 to 16, £5 a session"],
          ["Club fitting", 'In the pro shop with Gareth: see <a href="/shop">Pro shop</a>'],
        ]) +
        `<p><a href="/academy/book">Book a lesson</a></p>`,
    ),
    "/academy/book": page(
      "Book a lesson",
      `<p>Choose your professional and the kind of lesson, and the pro shop will email you a time. Lessons can be
      booked up to 4 weeks ahead.</p>
      <form method="post" action="/academy/book/send">
      <p><label>Professional <select name="pro">${options([
        ["gareth", "Gareth Lowe, Head Professional"],
        ["hannah", "Hannah Brightwell, Assistant Professional"],
      ])}</select></label></p>
      <p><label>Lesson <select name="lesson">${options([
        ["30", "30 minutes"],
        ["60", "60 minutes"],
        ["playing", "Playing lesson, 9 holes"],
        ["block", "Five 30-minute lessons"],
        ["junior", "Junior, 30 minutes"],
      ])}</select></label></p>
      <p><label>Preferred date <input type="date" name="date" required></label></p>
      <p><label>Preferred time <select name="time">${options([
        ["morning", "Morning, 08:00–12:00"],
        ["afternoon", "Afternoon, 12:00–16:00"],
        ["evening", "Evening, 16:00–20:00"],
      ])}</select></label></p>
      <p><label>Your golf <select name="level">${options([
        ["beginner", "I've never played"],
        ["improver", "I play, but I don't have a handicap"],
        ["handicap", "I have a handicap"],
      ])}</select></label></p>
      <p><label>Handicap index, if you have one <input name="handicap"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>What would you like to work on? <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Request lesson</button></form>`,
    ),
    "/shop": page(
      "Pro shop",
      `<p>Run by Gareth Lowe and his team: clubs, balls, shoes and clothing from Titleist, Ping, Callaway, TaylorMade
      and FootJoy, and the place to pay green fees and book lessons. Ring 01632 975 301.</p>` +
        dl([
          ["Summer opening, April to October", "Every day 07:00–19:00"],
          ["Winter opening, November to March", "Monday to Friday 07:30–16:30, weekends 07:00–17:00"],
          ["Custom fitting", "Free when you buy a set of irons or a driver; £50 otherwise"],
          ["Regrips", "From £8 a club, fitted while you wait"],
          ["Members", "10% off clothing and shoes with your membership card"],
          ["Trade-ins", "We'll take your old clubs in part exchange for new ones"],
        ]),
    ),
    "/nineteenth": page(
      "The Nineteenth",
      `<p>Our clubhouse bar and restaurant looks out over the 18th green. Non-golfers are always welcome, and members
      get 10% off food with their card. Book a table online or ring 01632 975 310.</p>` +
        table("Opening times", ["Day", "Bar", "Kitchen"], HOURS) +
        `<p>From 1 November to 31 March the kitchen closes at 18:00 on Tuesdays, Wednesdays and Thursdays.</p>` +
        table("Breakfast, served until 11:30", ["Dish", "Price"], BREAKFAST) +
        table("From the kitchen, from 11:30", ["Dish", "Price"], KITCHEN) +
        `<h2>Sunday carvery</h2>
        <p>Every Sunday 12:00–15:00: two roast meats and a vegetarian wellington with all the trimmings, £16.95, or
        £21.95 with a pudding. Children under 12, £9.95. Booking essential.</p>
        <p>(v) vegetarian · (gf) gluten free. Tell us about allergies when you order.</p>
        <p><a href="/nineteenth/book">Book a table</a></p>`,
    ),
    "/nineteenth/book": page(
      "Book a table",
      `<p>For lunch, dinner or the Sunday carvery. For more than 10 people, please ring 01632 975 310.</p>
      <form method="post" action="/nineteenth/book/send">
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Meal <select name="sitting">${options([
        ["lunch", "Lunch"],
        ["carvery", "Sunday carvery"],
        ["evening", "Evening meal"],
      ])}</select></label></p>
      <p><label>Time <select name="time">${options(
        [
          "12:00",
          "12:30",
          "13:00",
          "13:30",
          "14:00",
          "14:30",
          "17:30",
          "18:00",
          "18:30",
          "19:00",
          "19:30",
          "20:00",
        ].map((t) => [t, t]),
      )}</select></label></p>
      <p><label>Number of people <input type="number" name="guests" min="1" max="10" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Email <input type="email" name="email"></label></p>
      <p><label>Allergies or anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Book</button></form>`,
    ),
    "/fixtures": page(
      "Fixtures",
      `<p>Sign up for competitions on the sheet in the locker room or on the HowDidiDo app by 18:00 two days before.
      The Moor is closed to visitors until 13:00 on competition Saturdays.</p>` +
        table(
          "Competitions, November 2026 to January 2027",
          ["Date", "Competition", "Course", "Who can enter", "Entry"],
          FIXTURES,
        ) +
        `<h2>In the clubhouse</h2>${cards([
          [
            "First Friday of the month",
            "Quiz night",
            "19:30 in the lounge, £2 each, teams of up to 6. Next one: Friday 4 December.",
          ],
          [
            "Friday 18 December",
            "Christmas party night",
            "Three-course dinner and a DJ until midnight, £39.50 each. Tickets from the bar.",
          ],
          [
            "Thursday 31 December",
            "New Year's Eve buffet and ceilidh",
            "From 19:30, with the Hollowdean Ceilidh Band, £45 each.",
          ],
        ])}`,
    ),
    "/societies": page(
      "Golf days",
      `<p>Societies, work days and charity days for 12 to 40 golfers, Monday to Friday. Claire Pennock looks after
      every golf day personally.</p>` +
        table(
          "Golf day packages, each golfer",
          ["Package", "What's included", "Monday to Thursday", "Friday"],
          SOCIETIES,
        ) +
        dl([
          ["Winter", "1 November to 31 March: £10 off each golfer on every package"],
          ["Weekends and bank holidays", "Sorry, golf days aren't available"],
          ["Deposit", "£10 a golfer when you book, the rest 14 days before"],
          ["Buggies", "£25 each, course permitting"],
        ]) +
        `<h2>Ask about a golf day</h2>
        <form method="post" action="/societies/enquire/send">
        <p><label>Society or company <input name="society" required></label></p>
        <p><label>Package <select name="package">${options([
          ["bronze", "Bronze"],
          ["silver", "Silver"],
          ["gold", "Gold"],
        ])}</select></label></p>
        <p><label>Preferred date <input type="date" name="date" required></label></p>
        <p><label>Number of golfers <input type="number" name="golfers" min="12" max="40" required></label></p>
        <p><label>Organiser's name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
        <button type="submit">Send enquiry</button></form>`,
    ),
    "/news": page("Club news", NEWS),
    "/vacancies": page(
      "Vacancies",
      `<p>We're a team of 34: greenkeepers, kitchen and bar staff, the pro shop and the office.</p>${JOBS}
      <p>To apply, email your CV and a few lines about yourself to Claire Pennock, General Manager, at
      jobs@craymoorgolf.test. Staff play both courses free.</p>`,
    ),
    "/contact": page(
      "Find us",
      dl([
        [
          "Address",
          "Moor Lane, Hollowdean WX4 7GH: 2 miles north of the town on the B2317, through the white gates",
        ],
        ["Club office", "01632 975 300, Monday to Friday 09:00–16:30 · office@craymoorgolf.test"],
        ["Pro shop (tee times and lessons)", "01632 975 301"],
        ["The Nineteenth (bar and restaurant)", "01632 975 310"],
        ["General Manager", "Claire Pennock"],
        ["Club Secretary (competitions and handicaps)", "Martin Oduya · secretary@craymoorgolf.test"],
        ["Course Manager", "Dave Whitlock"],
        ["Captain 2026", "Roger Hale"],
        ["Lady Captain 2026", "Sue Ingram"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="subject">${options([
          ["general", "Something else"],
          ["membership", "Membership"],
          ["visiting", "Visiting and green fees"],
          ["restaurant", "The Nineteenth"],
          ["functions", "Functions and parties"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep members' details for as long as they are members and for 6 years after, and visitors' booking
      details for 2 years.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring the club office on 01632 975
      300.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/dress-code": page(
      "Dress code",
      dl([
        [
          "On the course",
          "Golf shirts with a collar or a mock neck, tailored trousers or shorts, golf shoes. No denim, tracksuits or football shirts",
        ],
        [
          "In the clubhouse",
          "Smart casual. Denim jeans are fine in the bar and the lounge, but not in the dining room on Sundays. Golf shoes stop at the changing rooms",
        ],
        ["Hats", "Off indoors, please"],
      ]),
    ),
    "/local-rules": page(
      "Local rules",
      dl([
        [
          "Preferred lies",
          "From 1 October to 30 April, on closely mown areas: place the ball within one scorecard length, no nearer the hole",
        ],
        ["The 7th", "The pond is a red penalty area; a dropping zone is to the right of the green"],
        ["The 16th", "Out of bounds all the way down the left, beyond the white stakes"],
        ["Distance-measuring devices", "Allowed, but not the slope function in competitions"],
      ]),
    ),
    "/functions": page(
      "Functions and parties",
      `<p>The Heath Room, upstairs with views over the 18th, is for hire for birthdays, weddings, wakes and
      christenings.</p>` +
        dl([
          ["Size", "Seats 120 for a dinner, or 150 for a standing buffet"],
          ["Hire", "From £450 for an evening; free with a meal for 50 or more"],
          ["Food", "Buffets from £16 a head, dinners from £32 a head"],
          ["Ask", "Ring Claire Pennock on 01632 975 300"],
        ]),
    ),
  };
}
