import type { FixturePage } from "../../../helpers/fixture-site";
import { dayTable, groupedTable, options } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell } from "../../sites/kit";
import { circusMorePages } from "./circus-more";

// ZEPHYR: the forty-second held-out part of the corpus (Tumbledown Circus School), written by someone who did not
// tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). A circus school in the old gasworks at Orrick, with an indoor aerial hall
// (the Boiler House, with the flying trapeze) and a heated big top in the yard. Lessons by type (private,
// semi-private, small group and Tiny Tumblers for a child of 2 to 4 with a grown-up) and length under a two-level
// "Price" heading with the youngest age, the weekly class timetable by day (one cell spanning each day's rows),
// level, ages and space, Christmas holiday circus days by date and age with places left, flying trapeze sessions by
// length with the youngest age and the heaviest flyer at an adult and an under-16 price (one price spanning both),
// memberships by the month rolling or on a 12-month plan with what's included and the extras priced, the rules on
// insurance, jewellery and under 16s, opening hours with Christmas and New Year, the crew as cards, FAQs, dated news
// (with 2025's prices), a footer with the company and insurance policy numbers, forms to book a lesson, a circus
// day and a trapeze session, join and send a message, and two pages only the site's search finds.
const shellPage = shell({
  brand: "Tumbledown Circus School",
  tagline:
    "Aerial, trapeze, juggling and acrobatics for everyone from 2 to 92, at the old gasworks in Orrick",
  nav: [
    ["Learn", "/lessons"],
    ["The week", "/timetable"],
    ["School's out", "/circus-days"],
    ["Fly", "/trapeze"],
    ["Train with us", "/membership"],
    ["Before you come", "/rules"],
    ["Open", "/opening"],
    ["Crew", "/team"],
    ["Questions", "/faq"],
    ["Ringside", "/news"],
    ["Say hello", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "The Old Gasworks, Mill Road, Orrick OR4 7GW",
    phone: "0117 496 0731",
    email: "hello@tumbledowncircus.test",
    socials: ["Instagram", "Facebook", "YouTube"],
  },
});

/** Every page, with the company number and the insurance policy's number beside it. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Tumbledown Circus CIC, a community interest company registered in England and Wales no. 10482736 · " +
      "Public liability insurance policy no. PL 7730 2194 · Every coach is DBS checked and first-aid trained</p>",
  );

/** Lessons: lesson, who, youngest, then the price for 30, 45 and 60 minutes. */
const LESSONS: [string, ...string[]][] = [
  ["Private", "You and a coach", "7", "£32", "£45", "£58"],
  ["Semi-private", "2 of you share a coach", "7", "£22 each", "£30 each", "£38 each"],
  ["Small group", "3 to 6 of you, your own group", "7", "–", "£18 each", "£22 each"],
  ["Tiny Tumblers one-to-one", "A child of 2 to 4 with a grown-up", "2", "£20", "–", "–"],
];

const SILKS = "Aerial Silks";
const BH = "Boiler House";
const TOP = "Big Top";

/** The week's classes: day, then time, class, level, ages, where. */
const WEEK: [string, string[][]][] = [
  [
    "Monday",
    [
      ["16:30 to 17:30", "Junior Circus Skills", "Beginners", "7 to 11", TOP],
      ["18:00 to 19:30", SILKS, "Beginners", "16 and over", BH],
      ["19:45 to 21:15", "Aerial Hoop", "Improvers", "16 and over", BH],
    ],
  ],
  [
    "Tuesday",
    [
      ["10:00 to 10:30", "Tiny Tumblers", "–", "2 to 4, with a grown-up", TOP],
      ["17:00 to 18:00", "Junior Aerial", "Beginners", "8 to 15", BH],
      ["18:30 to 20:00", "Acrobatics and Handstands", "All levels", "14 and over", TOP],
      ["19:00 to 20:30", "Static Trapeze", "Intermediate", "16 and over", BH],
    ],
  ],
  [
    "Wednesday",
    [
      ["16:30 to 17:30", "Junior Juggling and Unicycle", "All levels", "7 to 15", TOP],
      ["18:00 to 19:30", SILKS, "Improvers", "16 and over", BH],
      ["19:45 to 21:15", SILKS, "Advanced", "16 and over", BH],
    ],
  ],
  [
    "Thursday",
    [
      ["10:00 to 10:30", "Tiny Tumblers", "–", "2 to 4, with a grown-up", TOP],
      ["18:00 to 19:30", "Aerial Hoop", "Beginners", "16 and over", BH],
      ["18:30 to 20:00", "Juggling", "All levels", "14 and over", TOP],
    ],
  ],
  [
    "Friday",
    [
      ["17:00 to 18:30", "Youth Troupe, by audition", "Intermediate", "12 to 17", TOP],
      ["19:00 to 20:30", "Aerial Conditioning", "All levels", "16 and over", BH],
    ],
  ],
  [
    "Saturday",
    [
      ["09:30 to 10:30", "Mini Circus", "Beginners", "4 to 6", TOP],
      ["10:45 to 11:45", "Junior Aerial", "Improvers", "8 to 15", BH],
      ["12:00 to 13:30", SILKS, "Beginners", "16 and over", BH],
    ],
  ],
  [
    "Sunday",
    [
      ["10:00 to 11:30", "Aerial Hoop", "Improvers", "16 and over", BH],
      ["11:30 to 13:00", "Open training, members only", "–", "16 and over", BH],
    ],
  ],
];

/** Christmas holiday circus days: date, then ages, times, price, places left. */
const DAYS: [string, string[][]][] = [
  [
    "Monday 21 December",
    [
      ["5 to 7", "09:30 to 12:30", "£28", "4"],
      ["8 to 14", "09:30 to 15:30", "£45", "Full"],
    ],
  ],
  ["Tuesday 22 December", [["8 to 14", "09:30 to 15:30", "£45", "6"]]],
  ["Tuesday 29 December", [["5 to 7", "09:30 to 12:30", "£28", "9"]]],
  ["Wednesday 30 December", [["8 to 14", "09:30 to 15:30", "£45", "2"]]],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Tumbledown Circus School",
    `<p class="banner" role="status"><strong>Christmas circus days are booking now</strong> for 5 to 14s, on 21,
    22, 29 and 30 December. <a href="/circus-days">School's out</a>.</p>
    <p>Run away to the circus for an hour a week. Since 2014 we've taught aerial, trapeze, juggling and acrobatics in
    the old gasworks' boiler house, and since 2019 in our big top in the yard too.</p>
    <p><a href="/timetable">This week's classes</a> · <a href="/trapeze">Fly on the trapeze</a> ·
    <a href="/lessons">One-to-one lessons</a></p>
    <h2>Ringside</h2>${cards([
      ["12 November 2026", "Christmas circus days", "Four days of circus for 5 to 14s.", "/news"],
      ["2 October 2026", "A higher rig", "The Boiler House goes up to 9 metres.", "/news"],
      ["1 April 2026", "Our prices from April", "Classes, trapeze and memberships.", "/news"],
    ])}
    <h2>Have a go</h2>${cards([
      ["From £9", "Tiny Tumblers", "For 2 to 4s and their grown-ups.", "/timetable"],
      ["From £32", "Taster Swing", "An hour on the flying trapeze.", "/trapeze"],
      ["£16", "Drop-in classes", "No experience needed for Beginners.", "/timetable"],
    ])}`,
  ),
  "/lessons": page(
    "Learn",
    `<p>One-to-one, with a friend or with your own small group, in any discipline we teach: aerial silks, hoop,
    static trapeze, acrobatics, handstands, juggling, unicycle and tightwire. Flying trapeze has its own sessions:
    see Fly.</p>` +
      groupedTable(
        "Lessons",
        ["Lesson", "Who", "Youngest"],
        [["Price", ["30 minutes", "45 minutes", "60 minutes"]]],
        LESSONS,
      ) +
      dl([
        [
          "A block of 5",
          "Book 5 lessons of the same kind and length and pay for 4; use them within 3 months",
        ],
        ["Aerial lessons", "From 7 on the low rig; from 12 on the high rig in the Boiler House"],
        ["When", "Any day we're open, between classes: we'll find a slot with the right coach"],
        ["Moving or cancelling", "Free with 48 hours' notice; with less, you pay in full"],
      ]) +
      `<h2>Book a lesson</h2>
      <form method="post" action="/lessons/book/send">
      <p><label>Lesson <select name="lesson">${options([
        ["private", "Private"],
        ["semi-private", "Semi-private, 2 of you"],
        ["group", "Small group, 3 to 6"],
        ["tiny", "Tiny Tumblers one-to-one"],
      ])}</select></label></p>
      <fieldset><legend>How long</legend>
      <label><input type="radio" name="length" value="30"> 30 minutes</label>
      <label><input type="radio" name="length" value="45"> 45 minutes</label>
      <label><input type="radio" name="length" value="60"> 60 minutes</label>
      </fieldset>
      <p><label>Discipline <select name="discipline">${options([
        ["silks", "Aerial silks"],
        ["hoop", "Aerial hoop"],
        ["static-trapeze", "Static trapeze"],
        ["acrobatics", "Acrobatics"],
        ["handstands", "Handstands"],
        ["juggling", "Juggling"],
        ["unicycle", "Unicycle"],
        ["tightwire", "Tightwire"],
      ])}</select></label></p>
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Time <input type="time" name="time" required></label></p>
      <p><label>Age of the youngest of you <input type="number" name="age" min="2"></label></p>
      ${contact}
      <button type="submit">Book</button></form>`,
  ),
  "/timetable": page(
    "The week",
    `<p>Classes run every week of the year except between Christmas and New Year: junior classes in school terms
    only. Beginners need no experience at all.</p>` +
      dayTable("Weekly classes", ["Day", "Time", "Class", "Level", "Ages", "Where"], WEEK) +
      dl([
        ["Adult classes", "£16 a class drop-in, or a 10-class card for £140, used within 4 months"],
        ["Junior classes", "£11 a class, or £120 for a term of 12 weeks"],
        ["Tiny Tumblers and Mini Circus", "£9 a session"],
        ["Booking", "Online, up to 7 days ahead; 10 to a class, 8 in aerial classes (one to a rig point)"],
        ["Open training", "For members only: see Train with us"],
      ]),
  ),
  "/circus-days": page(
    "School's out",
    `<p>In the school holidays our circus days fill the Big Top with juggling, plate spinning, stilts, acrobatics
    and a go on the low trapeze, with a show for the grown-ups at the end.</p>` +
      dayTable("Christmas holiday circus days", ["Day", "Ages", "Times", "Price", "Places left"], DAYS) +
      dl([
        ["Brothers and sisters", "10% off the second child and any more on the same day"],
        ["Early drop-off", "From 08:30, £5 a child"],
        ["Bring", "A packed lunch for 8 to 14s, a water bottle, and clothes to move in"],
        ["The show", "For grown-ups, at 12:15 for 5 to 7s and at 15:15 for 8 to 14s"],
        ["February half term", "Monday 15 to Friday 19 February 2027: booking opens on Monday 4 January"],
      ]) +
      `<h2>Book a circus day</h2>
      <form method="post" action="/circus-days/book/send">
      <p><label>Day <select name="date">${options([
        ["2026-12-21", "Monday 21 December"],
        ["2026-12-22", "Tuesday 22 December"],
        ["2026-12-29", "Tuesday 29 December"],
        ["2026-12-30", "Wednesday 30 December"],
      ])}</select></label></p>
      <fieldset><legend>Ages</legend>
      <label><input type="radio" name="ages" value="5-7"> 5 to 7, mornings</label>
      <label><input type="radio" name="ages" value="8-14"> 8 to 14, all day</label>
      </fieldset>
      <p><label>Child's name <input name="child" required></label></p>
      <p><label>Child's age <input type="number" name="age" min="5" max="14" required></label></p>
      <p><label><input type="checkbox" name="dropoff" value="yes"> Early drop-off from 08:30, £5</label></p>
      ${contact}
      <button type="submit">Book</button></form>`,
  ),
  ...circusMorePages(page, contact),
};

export const CIRCUS: CorpusSite = {
  name: "circus",
  pages,
  layout: page,
  forms: {
    "/lessons/book/send": {
      title: "Lesson booked",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.length}-minute ${f.discipline} lesson on ${f.date} at ${f.time} is booked.`,
    },
    "/circus-days/book/send": {
      title: "Circus day booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.child} is booked onto the circus day on ${f.date}. We've emailed ${f.email}.`,
    },
    "/trapeze/book/send": {
      title: "Trapeze booked",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.session} session on ${f.date} is booked. Arrive 20 minutes early.`,
    },
    "/membership/join/send": {
      title: "Welcome aboard",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.membership} membership starts on ${f.start}. We'll email ${f.email}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 days.`,
    },
  },
};
