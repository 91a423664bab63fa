import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { rinkMorePages } from "./rink-more";

// HAAR: the thirty-second held-out part of the corpus (Glasswater Ice), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). An ice rink with two rinks, Glasswater Arena (a full-size pad by the river in Stenhope,
// with seats for hockey, a café and a car park) and The Little Rink (a small learner rink for young children and
// beginners at Ravensholme Leisure Park, shut on Mondays and Tuesdays in term time): public sessions as tables of
// day × term time × school holidays for each rink, prices as a table of who × now × from 4 January 2027 with skate
// hire on a row of its own, The Little Rink's prices with skates included, the Ice Disco, learn-to-skate courses as a
// table of course × ages × where × when × weeks × price, party packages as a table of package × where × a child ×
// the smallest party × food × how long, the hockey club's age groups, figure skating, the rules (gloves, helmets for
// under 12s, penguin skating aids), opening hours by rink with Christmas and New Year, the café, parking and access,
// the team as cards, FAQs, dated news (with September 2025's old prices), forms to book a session, a course, a party
// and a hockey taster, ask for a call back and send a message, and two pages only the site's search finds. The
// footer's line about public skating every day at both rinks is true of no term-time Monday or Tuesday at The Little
// Rink.
const shellPage = shell({
  brand: "Glasswater Ice",
  tagline: "Public skating, lessons, hockey and parties in Stenhope and Ravensholme",
  nav: [
    ["Glide", "/skate"],
    ["From wobbles to spins", "/learn"],
    ["Celebrate", "/parties"],
    ["Pucks", "/hockey"],
    ["Edges and jumps", "/figure"],
    ["Rink sense", "/rules"],
    ["Doors", "/hours"],
    ["Find us", "/visit"],
    ["Rinkside crew", "/team"],
    ["Questions", "/faq"],
    ["Off the ice", "/news"],
    ["Get in touch", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Glasswater Arena, Riverside Way, Stenhope SX2 4RW",
    phone: "01632 980 400",
    email: "hello@glasswaterice.test",
    socials: ["Facebook", "Instagram", "TikTok"],
  },
});

/** Every page, with the company number and the footer's every day: true of no term-time Monday or Tuesday at The Little Rink. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Glasswater Ice Ltd, registered in England no. 10472836 · Public skating every day at both rinks · Home of the Stenhope Grizzlies</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Public sessions at the Arena: day, term time, school holidays. */
const ARENA_SESSIONS: string[][] = [
  ["Monday", "12:00–13:30", "10:00–12:00, 14:00–16:00"],
  ["Tuesday", "12:00–13:30, 19:30–21:30", "10:00–12:00, 14:00–16:00, 19:30–21:30"],
  ["Wednesday", "12:00–13:30", "10:00–12:00, 14:00–16:00"],
  ["Thursday", "12:00–13:30", "10:00–12:00, 14:00–16:00"],
  ["Friday", "12:00–13:30, 19:30–22:00 Ice Disco", "10:00–12:00, 14:00–16:00, 19:30–22:00 Ice Disco"],
  [
    "Saturday",
    "10:00–12:00, 14:00–16:00, 19:30–22:00 Ice Disco",
    "10:00–12:00, 14:00–16:00, 19:30–22:00 Ice Disco",
  ],
  ["Sunday", "10:00–12:00, 14:00–16:00", "10:00–12:00, 14:00–16:00"],
];

/** Sessions at The Little Rink: days, term time, school holidays. */
const LITTLE_SESSIONS: string[][] = [
  ["Monday and Tuesday", "Closed", "Every hour from 10:00, last session 15:00"],
  [
    "Wednesday to Friday",
    "09:30–11:30 Penguins &amp; Parents (under 5s); every hour from 13:00, last session 15:00",
    "Every hour from 10:00, last session 15:00",
  ],
  [
    "Saturday and Sunday",
    "Every hour from 10:00, last session 15:00",
    "Every hour from 10:00, last session 15:00",
  ],
];

/** Arena prices for skating (skate hire extra): who, now, from 4 January 2027. */
const ARENA_PRICES: string[][] = [
  ["Under 4s, with a paying grown-up", "Free", "Free"],
  ["Children, 4 to 15", "£6.50", "£7.00"],
  ["Adults, 16 to 64", "£8.50", "£9.50"],
  ["Over 65s", "£6.00", "£6.50"],
  ["Family (2 adults and 2 children)", "£26.00", "£29.00"],
  ["Skate hire, any size", "£2.50", "£3.00"],
  ["Watching from the seats", "£1.50", "£1.50"],
];

/** The Little Rink, skates included: who, a 45-minute session. */
const LITTLE_PRICES: string[][] = [
  ["Under 4s", "£3.50"],
  ["4 to 9 years", "£5.50"],
  ["10 and over, and grown-ups", "£6.50"],
  ["Penguins &amp; Parents (one under 5 and one grown-up, with a penguin)", "£7.00"],
];

/** Learn to skate: course, ages, where, when, weeks, price. */
const COURSES: string[][] = [
  ["Little Penguins", "3 to 5", "The Little Rink", "Saturdays 09:00–09:30", "8", "£64"],
  ["Skate Start 1 and 2", "6 to 15", "Glasswater Arena", "Saturdays 08:15–08:45", "10", "£95"],
  ["Skate Start 3 and 4", "6 to 15", "Glasswater Arena", "Sundays 08:15–08:45", "10", "£95"],
  ["Skate Start 5 to 8", "6 to 15", "Glasswater Arena", "Wednesdays 17:00–17:45", "10", "£115"],
  ["Adult Beginners", "16 and over", "Glasswater Arena", "Tuesdays 18:30–19:00", "8", "£88"],
  ["Adult Improvers", "16 and over", "Glasswater Arena", "Thursdays 20:15–20:45", "8", "£88"],
];

/** Parties: package, where, a child, the smallest party, food, how long. */
const PARTIES: string[][] = [
  [
    "Snowflake",
    "The Little Rink, ages 3 to 9",
    "£14.50",
    "8 children (16 at most)",
    "A hot dog or chicken nuggets with chips, squash and an ice lolly",
    "1 hour 45 minutes: 45 minutes on the ice, then an hour in the party room",
  ],
  [
    "Glacier",
    "Glasswater Arena, ages 5 and over",
    "£17.95",
    "10 children",
    "Pizza, chips, fruit, squash and a slushie",
    "2 hours 45 minutes: a 2-hour public session, then 45 minutes in the party room",
  ],
  [
    "Ice Disco Party",
    "Glasswater Arena, Friday or Saturday night, ages 10 and over",
    "£21.00",
    "12 children",
    "Pizza and chips with a slushie, before you skate",
    "3 hours from 19:00: 30 minutes in the party room, then the Ice Disco",
  ],
];

const you = `<p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>`;

const count = (from: number, to: number) =>
  options(
    Array.from({ length: to - from + 1 }, (_, i) => [`${from + i}`, `${from + i}`] as [string, string]),
  );

const pages: Record<string, FixturePage> = {
  "/": page(
    "Glasswater Ice",
    `<p class="banner" role="status"><strong>New year, new prices:</strong> from 4 January adult skating and skate
    hire go up. <a href="/news">What's changing</a>. Christmas and New Year discos on sale now.</p>
    <p>Stenhope's ice rink since 1994: a full-size pad at Glasswater Arena for public skating, the Ice Disco, hockey
    and figure skating, and The Little Rink at Ravensholme Leisure Park, a small, calm rink for little ones and first
    timers.</p>
    <p><a href="/skate">Skating times and prices</a> · <a href="/book">Book a session</a> · <a href="/parties">Parties</a></p>
    <h2>Off the ice</h2>${cards([
      ["19 November 2026", "Prices from 4 January", "Adults, children and skate hire.", "/news"],
      ["9 November 2026", "Christmas on ice", "Boxing Day and New Year's Eve discos.", "/news"],
      ["20 October 2026", "Winter on Ice", "The figure skating club's show.", "/news"],
    ])}
    <h2>Get your skates on</h2>${cards([
      ["From £6.50", "Public skating", "Seven days a week at the Arena.", "/skate"],
      ["From £64", "Lessons", "New courses start the week of 11 January.", "/learn"],
      ["From £14.50 a child", "Parties", "Snowflake, Glacier and Ice Disco.", "/parties"],
    ])}`,
  ),
  "/skate": page(
    "Glide",
    `<p>Public sessions at Glasswater Arena last up to 2 hours; sessions at The Little Rink last 45 minutes. Stenhope
    school holidays this winter: Monday 21 December to Friday 1 January, and February half term, 15 to 19
    February.</p>` +
      table("Public sessions at Glasswater Arena", ["Day", "Term time", "School holidays"], ARENA_SESSIONS) +
      table("Sessions at The Little Rink", ["Days", "Term time", "School holidays"], LITTLE_SESSIONS) +
      table(
        "Prices at Glasswater Arena (skate hire is extra)",
        ["Who", "Now", "From 4 January 2027"],
        ARENA_PRICES,
      ) +
      table("Prices at The Little Rink (skates included)", ["Who", "A 45-minute session"], LITTLE_PRICES) +
      dl([
        [
          "Ice Disco",
          "Friday and Saturday, 19:30–22:00: £10.50, skate hire included; under 12s with a grown-up",
        ],
        ["Penguin skating aids", "£4 a session at the Arena, free at The Little Rink; for skaters up to 10"],
        ["Helmets", "Free to borrow at both rinks"],
        ["Ten-session card", "10 public sessions for the price of 8, at the Arena, for 6 months"],
        ["Sold out?", "Book online; we sell what's left on the door"],
      ]) +
      `<p><a href="/book">Book a session</a> · <a href="/rules">Before you step on</a></p>`,
  ),
  "/book": page(
    "Book a session",
    `<p>Choose a rink, a day and a session. Pay online; bring your booking on your phone.</p>
      <form method="post" action="/book/send">
      <fieldset><legend>Rink</legend>
      <label><input type="radio" name="rink" value="arena"> Glasswater Arena, Stenhope</label>
      <label><input type="radio" name="rink" value="little-rink"> The Little Rink, Ravensholme</label>
      </fieldset>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Session <select name="session">${options([
        ["10:00", "10:00"],
        ["11:00", "11:00 (The Little Rink)"],
        ["12:00", "12:00"],
        ["13:00", "13:00 (The Little Rink)"],
        ["14:00", "14:00"],
        ["15:00", "15:00 (The Little Rink)"],
        ["19:30", "19:30 (Arena evenings and the Ice Disco)"],
      ])}</select></label></p>
      <p><label>Adults <select name="adults">${count(0, 6)}</select></label></p>
      <p><label>Children <select name="children">${count(0, 6)}</select></label></p>
      <p><label>Skate hire, pairs <select name="hire">${count(0, 8)}</select></label></p>
      <p><label>Penguins <select name="penguins">${count(0, 3)}</select></label></p>
      ${you}
      <button type="submit">Book and pay</button></form>`,
  ),
  "/learn": page(
    "From wobbles to spins",
    `<p>Our coaches take you from your first wobble to your first spin. Each level ends with a badge. The next
    courses start the week of Monday 11 January 2027.</p>` +
      table("Courses", ["Course", "Ages", "Where", "When", "Weeks", "Price"], COURSES) +
      dl([
        ["Included", "Skate hire, a helmet, and a free public session in the same week as each lesson"],
        ["Missed a lesson", "No refunds or catch-ups, but the free public session still stands"],
        ["Private lessons", "£22 for 20 minutes with a coach, plus a public session ticket"],
        ["Brothers and sisters", "£10 off the second child's course"],
        ["Which level?", "Never skated: Skate Start 1. Can skate forwards and stop: ask us to assess you"],
      ]) +
      `<h2>Book a course</h2>
      <form method="post" action="/learn/book/send">
      <p><label>Course <select name="course">${options([
        ["little-penguins", "Little Penguins (3 to 5)"],
        ["skate-start-1-2", "Skate Start 1 and 2 (Saturdays)"],
        ["skate-start-3-4", "Skate Start 3 and 4 (Sundays)"],
        ["skate-start-5-8", "Skate Start 5 to 8 (Wednesdays)"],
        ["adult-beginners", "Adult Beginners (Tuesdays)"],
        ["adult-improvers", "Adult Improvers (Thursdays)"],
      ])}</select></label></p>
      <p><label>Skater's name <input name="skater" required></label></p>
      <p><label>Skater's date of birth <input type="date" name="dob" required></label></p>
      <fieldset><legend>Skated before?</legend>
      <label><input type="radio" name="experience" value="never"> Never</label>
      <label><input type="radio" name="experience" value="a-few-times"> A few times</label>
      <label><input type="radio" name="experience" value="done-a-course"> Done a course</label>
      </fieldset>
      ${you}
      <button type="submit">Book the course</button></form>`,
  ),
  "/parties": page(
    "Celebrate",
    `<p>Birthday parties on the ice at both rinks, with a host to look after everyone from the first lace to the last
    candle.</p>` +
      table(
        "Party packages",
        ["Package", "Where", "A child", "Smallest party", "Food", "How long"],
        PARTIES,
      ) +
      dl([
        ["Included", "Skate hire, helmets, penguins for under 10s, a party host and invitations"],
        ["The birthday child", "Free"],
        ["Grown-ups skating", "£8.50 each at the Arena; watching is free"],
        ["Cake", "Bring your own and we'll light the candles"],
        ["Deposit", "£50 to book, the rest 7 days before"],
        ["Cancelling", "Your deposit back with 14 days' notice"],
      ]) +
      `<h2>Book a party</h2>
      <form method="post" action="/parties/book/send">
      <p><label>Package <select name="package">${options([
        ["snowflake", "Snowflake (The Little Rink)"],
        ["glacier", "Glacier (Glasswater Arena)"],
        ["disco", "Ice Disco Party (Glasswater Arena)"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Start <select name="time">${options([
        ["10:00", "10:00"],
        ["12:00", "12:00 (The Little Rink)"],
        ["14:00", "14:00"],
        ["19:00", "19:00 (Ice Disco Party)"],
      ])}</select></label></p>
      <p><label>Children <select name="children">${count(8, 20)}</select></label></p>
      <p><label>Birthday child's name <input name="child" required></label></p>
      <p><label>Age they'll be <select name="age">${count(3, 16)}</select></label></p>
      <fieldset><legend>Food</legend>
      <label><input type="radio" name="food" value="hot-dog"> Hot dogs (Snowflake)</label>
      <label><input type="radio" name="food" value="nuggets"> Chicken nuggets (Snowflake)</label>
      <label><input type="radio" name="food" value="pizza"> Pizza (Glacier and Ice Disco)</label>
      </fieldset>
      ${you}
      <button type="submit">Book and pay the deposit</button></form>`,
  ),
  ...rinkMorePages(page, options, you),
};

export const RINK: CorpusSite = {
  name: "rink",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "You're booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.adults} adults and ${f.children} children at ${f.rink} on ${f.date} at ` +
        `${f.session}, with ${f.hire} pairs of skates. Your tickets are on their way to ${f.email}.`,
    },
    "/learn/book/send": {
      title: "Course booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.skater} is booked on ${f.course}. We've emailed ${f.email} the dates.`,
    },
    "/parties/book/send": {
      title: "Party booked",
      reply: (f) =>
        `Thanks, ${f.name}. A ${f.package} party for ${f.child} on ${f.date} at ${f.time} for ${f.children} ` +
        `children is pencilled in. We've emailed ${f.email} a link to pay the £50 deposit.`,
    },
    "/hockey/try/send": {
      title: "See you on the ice",
      reply: (f) =>
        `Thanks, ${f.name}. Dale will email ${f.email} a taster date for ${f.skater} with the ${f.group} group.`,
    },
    "/contact/callback/send": {
      title: "We'll ring you",
      reply: (f) => `Thanks, ${f.name}. We'll ring ${f.phone} in the ${f.time} about ${f.about}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
