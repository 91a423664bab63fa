import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { observatoryMorePages } from "./observatory-more";

// FRET: the thirty-third held-out part of the corpus (Harrowfell Observatory), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A public observatory and planetarium on Harrow Moor above Ellerby Bridge, with a
// Victorian refractor of 1889 in the West Dome (up a spiral staircase), a 20-inch reflector of 2024 in the East
// Dome (with a ramp and a platform for wheelchair users) and a 64-seat planetarium: dome shows as a table of show ×
// running time × who for × what it's about and a timetable of days × show times, telescope evenings as a table of
// months × nights × times (none in June and July) with what happens when it's cloudy, ticket prices as a table of
// who × now × from 1 February 2027, membership as a table of membership × who × a year × a month, school visits by
// key stage with a price a pupil, the Meridian Café's menu, events with dates, the visit with opening hours,
// Christmas and the bus, access, the team as cards, FAQs, dated news (with February 2025's old prices), forms to buy
// show tickets, book a telescope evening, book a school visit, join and send a message, and two pages only the
// site's search finds. The footer's telescope evenings every Friday and Saturday all year round are true of no
// night in June or July and no Friday in May or August.
const shellPage = shell({
  brand: "Harrowfell Observatory",
  tagline: "A Victorian observatory and a modern planetarium on Harrow Moor, above Ellerby Bridge",
  nav: [
    ["Under the dome", "/planetarium"],
    ["Look up", "/stargazing"],
    ["Getting in", "/tickets"],
    ["What's on", "/events"],
    ["Friends of Harrowfell", "/membership"],
    ["Learning", "/schools"],
    ["Tea and cake", "/cafe"],
    ["Getting here", "/visit"],
    ["Everyone welcome", "/access"],
    ["Who's who", "/team"],
    ["Good questions", "/faq"],
    ["Latest", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Harrowfell Observatory, Fell Top Lane, Ellerby Bridge VX9 3HF",
    phone: "0161 496 0730",
    email: "stars@harrowfell.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

/** Every page, with the charity and company numbers and the footer's every Friday and Saturday all year round. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Harrowfell Observatory Trust, registered charity no. 1154872 · Harrowfell Observatory Trading Ltd, registered in England no. 08265419 · Telescope evenings every Friday and Saturday, all year round</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const count = (from: number, to: number) =>
  options(
    Array.from({ length: to - from + 1 }, (_, i) => [`${from + i}`, `${from + i}`] as [string, string]),
  );

/** Planetarium shows: show, running time, best for, what it's about. */
const SHOWS: string[][] = [
  [
    "Tonight's Sky",
    "35 minutes",
    "All ages",
    "A live tour of tonight's sky over Harrow Moor: the planets, the constellations and what to look for this week",
  ],
  [
    "Little Stargazers",
    "25 minutes",
    "Ages 3 to 7",
    "Orbit the owl finds the Moon, the Plough and a shooting star",
  ],
  [
    "Beyond the Planets",
    "45 minutes",
    "Ages 7 and up",
    "Ride with the Voyager probes out past Neptune to the edge of the solar system",
  ],
  [
    "Dark Matters",
    "50 minutes",
    "Ages 12 and up",
    "Black holes, dark matter and the biggest questions there are",
  ],
  [
    "The Christmas Star",
    "30 minutes",
    "All ages",
    "What did the wise men see? 12 December to 3 January only",
  ],
];

/** Show times: days, 11:00, 12:30, 14:00, 15:30. */
const TIMETABLE: string[][] = [
  [
    "Tuesday to Friday in term time",
    "School groups only",
    "Little Stargazers",
    "Tonight's Sky",
    "Beyond the Planets",
  ],
  ["Saturday", "Little Stargazers", "Tonight's Sky", "Beyond the Planets", "Dark Matters"],
  ["Sunday", "Little Stargazers", "Beyond the Planets", "Tonight's Sky", "Dark Matters"],
  [
    "Every day in the school holidays",
    "Little Stargazers",
    "Tonight's Sky",
    "Beyond the Planets",
    "Little Stargazers",
  ],
];

/** Telescope evenings: months, nights, times. */
const EVENINGS: string[][] = [
  ["October to March", "Fridays and Saturdays", "19:00–21:00"],
  ["April and September", "Fridays and Saturdays", "20:30–22:30"],
  ["May and August", "Saturdays only", "21:30–23:00"],
  ["June and July", "No telescope evenings: the sky never gets properly dark", "—"],
];

/** Telescope evening prices: who, a telescope evening. */
const EVENING_PRICES: string[][] = [
  ["Adults", "£16"],
  ["Children, 8 to 15", "£10"],
  ["Members, after their 2 free evenings a year", "£8"],
];

/** Day tickets: who, now, from 1 February 2027. */
const TICKETS: string[][] = [
  ["Adults, 16 to 64", "£11.50", "£12.50"],
  ["Children, 4 to 15", "£7.50", "£8.00"],
  ["Under 4s", "Free", "Free"],
  ["Over 65s", "£9.50", "£10.00"],
  ["Students, with a student card", "£9.50", "£10.00"],
  ["Family: 2 adults and up to 3 children", "£32.00", "£35.00"],
  ["A carer with a disabled visitor", "Free", "Free"],
  ["A second planetarium show", "£4.00", "£4.00"],
];

/** Events: event, when, time, price, ages. */
const EVENTS: string[][] = [
  [
    "The Christmas Star",
    "Every day, 12 December to 3 January (not 25 or 26 December)",
    "12:30",
    "With a day ticket",
    "All ages",
  ],
  ["Geminids meteor night", "Sunday 13 December 2026", "19:00–22:00", "Adults £16, children £10", "8 and up"],
  ["Carols under the dome", "Friday 18 December 2026", "18:30", "£9, with a mince pie", "All ages"],
  ["The Sun on New Year's Day", "Friday 1 January 2027", "13:00–15:00", "Free with a day ticket", "All ages"],
  [
    "Astronomy for beginners, 6 weeks",
    "Tuesdays from 12 January 2027",
    "19:00–21:00",
    "£72, members £60",
    "16 and up",
  ],
  ["Members' night: Jupiter at its best", "Friday 15 January 2027", "19:30", "Free to members", "Members"],
];

const you = `<p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Harrowfell Observatory",
    `<p class="banner" role="status"><strong>Ticket prices change on 1 February.</strong> <a href="/news">See
    what's changing</a>. The Christmas Star is back in the dome from 12 December.</p>
    <p>Since 1889 the people of Ellerby Bridge have climbed Harrow Moor to look through the West Dome's telescope.
    Since 2012 there's been a planetarium too, with a live presenter and the whole sky overhead.</p>
    <p><a href="/tickets/buy">Buy tickets</a> · <a href="/stargazing">Telescope evenings</a> ·
    <a href="/membership">Become a Friend</a></p>
    <h2>Latest</h2>${cards([
      [
        "19 November 2026",
        "Prices from 1 February",
        "Day tickets for adults, children and families.",
        "/news",
      ],
      ["5 November 2026", "The Christmas Star returns", "Every day at 12:30 over Christmas.", "/news"],
      ["14 August 2026", "The eclipse", "Thank you for coming.", "/news"],
    ])}
    <h2>Come and see</h2>${cards([
      ["From £11.50", "Day tickets", "With a planetarium show.", "/tickets"],
      ["Fridays and Saturdays", "Telescope evenings", "Weather permitting.", "/stargazing"],
      ["From £22 a year", "Friends of Harrowfell", "Free entry all year.", "/membership"],
    ])}`,
  ),
  "/planetarium": page(
    "Under the dome",
    `<p>Our dome is 12 metres across, with 64 reclining seats and 4 wheelchair spaces. Every show is live: a
    presenter at the desk and the sky overhead. Public shows run at 11:00, 12:30, 14:00 and 15:30; on Mondays in
    term time we're closed.</p>` +
      table("Shows", ["Show", "Running time", "Best for", "What it's about"], SHOWS) +
      table("Show times", ["Days", "11:00", "12:30", "14:00", "15:30"], TIMETABLE) +
      dl([
        ["In your ticket", "One planetarium show; a second show is £4"],
        ["Doors", "Open 10 minutes before; no latecomers once the show starts"],
        ["The Christmas Star", "At 12:30 every day from 12 December to 3 January, instead of the 12:30 show"],
        [
          "Relaxed shows",
          "The first Sunday of every month at 11:00: lights half up, sound down, and you can come and go",
        ],
        ["Babies and toddlers", "Free on a lap, but it does go dark"],
        ["Feeling dizzy?", "Sit in the back rows, where the sky seems to move least"],
      ]) +
      `<p><a href="/tickets/buy">Buy tickets</a></p>`,
  ),
  "/stargazing": page(
    "Look up",
    `<p>On a clear night you'll look through both our telescopes: the Grubb refractor of 1889, with a 10-inch lens,
    in the West Dome, and a 20-inch reflector, installed in 2024, in the East Dome. Every evening starts with
    Tonight's Sky in the planetarium, then it's out to the domes and the binoculars on the terrace.</p>` +
      table("Telescope evenings", ["Months", "Nights", "Times"], EVENINGS) +
      table("Prices", ["Who", "A telescope evening"], EVENING_PRICES) +
      dl([
        ["Ages", "8 and over; under 16s with a grown-up"],
        [
          "Cloudy?",
          "We look at the sky at 15:00 and text you by 16:00. If it's clouded out, the evening goes ahead indoors: a longer planetarium show, a tour of the domes and a talk",
        ],
        [
          "Swap or refund",
          "Swap to another telescope evening within 3 months, free, or ask for your money back before 18:00 on the day",
        ],
        ["What to wear", "The domes aren't heated: a hat, gloves and a warm coat, even in September"],
        ["Torches", "Red light only; we'll lend you one"],
        ["Your own telescope", "Welcome on the terrace; tell us when you book"],
        [
          "The West Dome",
          "Up 23 steps of a spiral staircase; the view through its telescope is shown on a screen in the Meridian Room",
        ],
      ]) +
      `<h2>Book a telescope evening</h2>
      <form method="post" action="/stargazing/book/send">
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Adults <select name="adults">${count(0, 8)}</select></label></p>
      <p><label>Children, 8 to 15 <select name="children">${count(0, 6)}</select></label></p>
      <p><label>Members <select name="members">${count(0, 6)}</select></label></p>
      <p><label><input type="checkbox" name="own_telescope" value="yes"> I'm bringing my own telescope</label></p>
      ${you}
      <button type="submit">Book and pay</button></form>`,
  ),
  "/tickets": page(
    "Getting in",
    `<p>A day ticket gets you into the exhibition, the West Dome by day and one planetarium show. Choose your show
    when you book.</p>` +
      table("Day tickets", ["Who", "Now", "From 1 February 2027"], TICKETS) +
      dl([
        ["Telescope evenings", "Priced on their own"],
        ["Members", "Free, shows included"],
        ["Annual pass", "Turn today's ticket into a pass for 12 months for £10 more, at the desk"],
        ["On the door", "If there's room: weekends and the holidays sell out"],
        ["Groups of 15 or more", "10% off, booked ahead"],
      ]) +
      `<p><a href="/tickets/buy">Buy tickets</a></p>`,
  ),
  "/events": page(
    "What's on",
    `<p>Special nights and days at Harrowfell, as well as the planetarium shows and telescope evenings.</p>` +
      table("Coming up", ["Event", "When", "Time", "Price", "Ages"], EVENTS) +
      `<p><a href="/contact">Ask us about an event</a></p>`,
  ),
  "/tickets/buy": page(
    "Buy tickets",
    `<p>Choose a day, a show and a time. Tickets are emailed to you; show them on your phone.</p>
      <form method="post" action="/tickets/buy/send">
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Show <select name="show">${options([
        ["tonights-sky", "Tonight's Sky"],
        ["little-stargazers", "Little Stargazers"],
        ["beyond-the-planets", "Beyond the Planets"],
        ["dark-matters", "Dark Matters"],
        ["christmas-star", "The Christmas Star"],
      ])}</select></label></p>
      <p><label>Time <select name="time">${options([
        ["11:00", "11:00"],
        ["12:30", "12:30"],
        ["14:00", "14:00"],
        ["15:30", "15:30"],
      ])}</select></label></p>
      <p><label>Adults <select name="adults">${count(0, 8)}</select></label></p>
      <p><label>Children, 4 to 15 <select name="children">${count(0, 8)}</select></label></p>
      <p><label>Under 4s <select name="under4">${count(0, 4)}</select></label></p>
      <p><label>Over 65s <select name="seniors">${count(0, 8)}</select></label></p>
      <p><label>Students <select name="students">${count(0, 8)}</select></label></p>
      ${you}
      <button type="submit">Buy tickets</button></form>`,
  ),
  ...observatoryMorePages(page, options),
};

export const OBSERVATORY: CorpusSite = {
  name: "observatory",
  pages,
  layout: page,
  forms: {
    "/tickets/buy/send": {
      title: "Tickets booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.adults} adults and ${f.children} children for ${f.show} on ${f.date} at ` +
        `${f.time}. Your tickets are on their way to ${f.email}.`,
    },
    "/stargazing/book/send": {
      title: "Telescope evening booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.adults} adults and ${f.children} children on ${f.date}. We'll text you by ` +
        `16:00 on the day if it's cloudy.`,
    },
    "/schools/book/send": {
      title: "Visit requested",
      reply: (f) =>
        `Thanks, ${f.name}. Hannah will email ${f.email} to confirm ${f.school}'s ${f.visit} visit on ${f.date}.`,
    },
    "/membership/join/send": {
      title: "Welcome, Friend",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.level} membership starts on ${f.start}. Cards follow by post.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 3 working days.`,
    },
  },
};
