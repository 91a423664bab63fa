import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell } from "../../sites/kit";
import { climbingMorePages } from "./climbing-more";

// LAST: the fourth held-out part of the corpus (Kestrel Climbing), run once at the very end as an outside
// measurement: whoever tunes the engines must not read this file (see test/corpus/score.ts). Two climbing centres
// whose hours sit side by side, entry prices by age and time of day, memberships by the month and the year, and
// courses as cards of facts, each with a sibling on the next card.
const page = shell({
  brand: "Kestrel Climbing",
  tagline: "Ropes and bouldering in Brayford",
  nav: [
    ["Get on the wall", "/learn"],
    ["Passes", "/prices"],
    ["Our centres", "/centres"],
    ["Parties", "/parties"],
    ["Before you come", "/faq"],
    ["Who we are", "/about"],
    ["Book", "/book"],
  ],
  footer: {
    year: 2026,
    address: "Kestrel Climbing CIC, Wharf Mill, Canal Road, Brayford BR2 4HW",
    phone: "01632 966 000",
    email: "climb@kestrelclimbing.test",
    socials: ["Instagram", "YouTube", "Facebook"],
  },
});

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

type Course = [slug: string, title: string, facts: [string, string][], text: string];

const COURSES: Course[] = [
  [
    "taster",
    "Taster session",
    [
      ["Where", "Wharf Mill"],
      ["Length", "1 hour"],
      ["Ages", "8 and over"],
      ["Price", "£22 a person, shoes and harness included"],
      ["When", "Saturdays and Sundays at 10:00 and 14:00"],
    ],
    "Your first time on a rope, with an instructor holding it for you.",
  ],
  [
    "intro-bouldering",
    "Intro to bouldering",
    [
      ["Where", "Cobb Lane"],
      ["Length", "90 minutes"],
      ["Ages", "14 and over"],
      ["Price", "£25, shoe hire included"],
      ["When", "Tuesdays at 18:30 and Saturdays at 11:00"],
    ],
    "How to fall, how to read a problem, and the grades, with two weeks' free entry afterwards.",
  ],
  [
    "rope-skills",
    "Rope skills (learn to belay)",
    [
      ["Where", "Wharf Mill"],
      ["Length", "Two 2-hour sessions"],
      ["Ages", "14 and over"],
      ["Price", "£65"],
      ["When", "Wednesdays at 19:00 or Sundays at 10:00"],
    ],
    "Tie in, belay and lower; pass it and you can climb our ropes without an instructor.",
  ],
  [
    "learn-to-lead",
    "Learn to lead",
    [
      ["Where", "Wharf Mill"],
      ["Length", "Three 2-hour sessions"],
      ["Ages", "16 and over"],
      ["Price", "£110"],
      ["When", "Thursdays at 19:00"],
      ["You need", "A belay assessment passed, and to climb 6a on a top rope"],
    ],
    "Clipping, lead belaying and falling safely, ending with a lead assessment.",
  ],
  [
    "kids-club",
    "Kestrels kids' club",
    [
      ["Where", "Wharf Mill"],
      ["Length", "90 minutes a week"],
      ["Ages", "7 to 11"],
      ["Price", "£78 for a six-week block"],
      ["When", "Thursdays 16:30–18:00"],
    ],
    "Games, knots and climbing for young climbers, one instructor for every six children.",
  ],
  [
    "youth-squad",
    "Youth squad",
    [
      ["Where", "Cobb Lane"],
      ["Length", "Two 2-hour sessions a week"],
      ["Ages", "12 to 17"],
      ["Price", "£46 a month"],
      ["When", "Mondays and Fridays 17:00–19:00"],
    ],
    "Training for competitions; places by trial only.",
  ],
];

const NEWS = cards([
  [
    "19 November 2026",
    "Winter bouldering league",
    "Six rounds at Cobb Lane from 7 January to 11 February 2027. Entry is £30 for all six rounds.",
    "/news",
  ],
  [
    "5 November 2026",
    "Two new auto-belays",
    "The lower hall at Wharf Mill now has two more auto-belays, making 8 in all.",
    "/centres",
  ],
  [
    "22 October 2026",
    "Christmas opening",
    "Both centres close on 25 and 26 December. On 24 and 31 December we close at 16:00.",
    "/centres",
  ],
]);

const pages: Record<string, FixturePage> = {
  "/": page(
    "Kestrel Climbing",
    `<p>Two climbing centres in Brayford: Wharf Mill, with ropes and bouldering in an old wool mill, and Cobb Lane,
    all bouldering. New to climbing? Start with a <a href="/learn/taster">taster</a>.</p>
    <h2>News</h2>${NEWS}<p><a href="/news">All news</a></p>`,
  ),
  "/news": page("News", NEWS),
  "/learn": page(
    "Get on the wall",
    `<p>Courses for every age and every start.</p><div class="cards">${COURSES.map(
      ([slug, title, facts]) =>
        `<article class="card"><h3><a href="/learn/${slug}">${title}</a></h3>${dl(facts)}</article>`,
    ).join("")}</div>
    <p>Already belay? A free 20-minute belay assessment at Wharf Mill registers you to climb ropes.</p>`,
  ),
  ...Object.fromEntries(
    COURSES.map(([slug, title, facts, text]) => [
      `/learn/${slug}`,
      page(title, `<p>${text}</p>${dl(facts)}<p><a href="/book">Book a place</a></p>`),
    ]),
  ),
  "/book": page(
    "Book",
    `<p>Bouldering needs no booking. Book tasters, courses and belay assessments here.</p>
    <form method="post" action="/book/session">
    <p><label>What <select name="session"><option value="">Choose</option>${options([
      ["taster", "Taster session"],
      ["intro-bouldering", "Intro to bouldering"],
      ["rope-skills", "Rope skills"],
      ["learn-to-lead", "Learn to lead"],
      ["belay-assessment", "Belay assessment"],
    ])}</select></label></p>
    <p><label>Centre <select name="centre">${options([
      ["wharf-mill", "Wharf Mill"],
      ["cobb-lane", "Cobb Lane"],
    ])}</select></label></p>
    <p><label>Date <input type="date" name="date" required></label></p>
    <p><label>Start time <select name="time">${options(
      ["10:00", "11:00", "14:00", "17:00", "18:30", "19:00"].map((t) => [t, t]),
    )}</select></label></p>
    <p><label>Climbers <input type="number" name="climbers" min="1" max="6" value="1"></label></p>
    <p><label>Name <input name="name" required></label></p>
    <p><label>Email <input type="email" name="email" required></label></p>
    <button type="submit">Book</button></form>`,
  ),
  ...climbingMorePages(page),
};

export const CLIMBING: CorpusSite = {
  name: "climbing",
  pages,
  layout: page,
  forms: {
    "/book/session": {
      title: "Booking confirmed",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.climbers || "1"} place(s) on ${f.session} at ${f.centre} on ${f.date} at ${f.time} are ` +
        `booked. Reference KC-77302. Please arrive 15 minutes early; we have emailed ${f.email}.`,
    },
    "/parties/enquiry": {
      title: "Party enquiry received",
      reply: (f) =>
        `Thank you, ${f.name}. We have your enquiry for a party at ${f.centre} on ${f.date} for ${f.children} ` +
        `children (birthday child turning ${f.age}). We will call ${f.phone} within two working days.`,
    },
  },
};
