import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { divecentreMorePages } from "./divecentre-more";

// NIMBUS: the thirty-seventh held-out part of the corpus (Selkie Divers), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A scuba diving centre on the quay at Skerrow, with a shop, a boat (Orca Lass) and pool
// sessions at the town's leisure centre: courses as a table of course × level × youngest age × days × price × what's
// in it, try-dives as a table of try-dive × where × youngest × how long × price × when, boat dives by site as a table
// of site × what it is × depth × level needed × boat ride × price, kit hire by the dive, day and week with fills, the
// shop's hours by season, the boat times by day, the medical form's rules and flying after diving, bookings and
// cancellations by notice, FAQs, dated news (with 2025's prices), forms to book a try-dive, a course and a boat dive
// and to send a message, and two pages only the site's search finds. The footer's "boats every day" is the summer's,
// not the winter's.
const shellPage = shell({
  brand: "Selkie Divers",
  tagline: "Learn to dive and dive with us from the quay at Skerrow",
  nav: [
    ["Learn", "/learn"],
    ["First breaths", "/try-dive"],
    ["Where we go", "/sites"],
    ["Out on Orca Lass", "/boat"],
    ["Borrow our kit", "/hire"],
    ["When we're in", "/hours"],
    ["Before you dive", "/medical"],
    ["Bookings and changes", "/terms"],
    ["Questions", "/faq"],
    ["From the quay", "/news"],
    ["Find us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "The Old Net Loft, Quay Street, Skerrow SK4 1QD",
    phone: "01632 960515",
    email: "dive@selkiedivers.test",
    socials: ["Instagram", "Facebook", "YouTube"],
  },
});

/** Every page, with the company number and the footer's boats every day: the summer's only. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Selkie Divers Ltd, registered in England and Wales no. 10934517 · Training centre no. S-28841 · Boats out every day from the quay</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const count = (from: number, to: number) =>
  options(
    Array.from({ length: to - from + 1 }, (_, i) => [`${from + i}`, `${from + i}`] as [string, string]),
  );

/** Courses: course, level, youngest age, days, price, what's in it. */
const COURSES: string[][] = [
  [
    "Scuba Diver",
    "First steps",
    "10",
    "2 days",
    "£345",
    "A pool session and 2 sea dives, to 12 m with a guide",
  ],
  ["Open Water Diver", "First steps", "10", "4 days", "£495", "2 pool sessions and 4 sea dives, to 18 m"],
  [
    "Advanced Open Water Diver",
    "Next steps",
    "12",
    "2 days",
    "£385",
    "5 dives, with a deep dive to 30 m and a navigation dive",
  ],
  ["Drysuit Diver", "Next steps", "10", "1 day", "£185", "A pool session and 2 sea dives in a drysuit"],
  [
    "Enriched Air Nitrox",
    "Next steps",
    "12",
    "1 day",
    "£165",
    "Theory, analysing your gas and 2 nitrox fills",
  ],
  ["Emergency First Response", "Further", "12", "1 day", "£145", "First aid and CPR, on land"],
  ["Rescue Diver", "Further", "12", "3 days", "£425", "Rescue skills in the pool and the sea"],
  ["Divemaster", "Professional", "18", "6 weeks", "£1,150", "Working alongside our instructors all summer"],
];

/** Try-dives: try-dive, where, youngest, how long, price, when. */
const TRY_DIVES: string[][] = [
  ["Bubblemaker", "Skerrow Leisure Centre pool", "8", "1 hour", "£40", "Saturdays at 08:00, all year"],
  [
    "Pool try-dive",
    "Skerrow Leisure Centre pool",
    "10",
    "2 hours",
    "£60",
    "Saturdays at 09:30 and 12:00, all year",
  ],
  [
    "Sea try-dive",
    "Harbour Beach, from the shore",
    "12",
    "Half a day",
    "£110",
    "Every day at 09:00, May to September",
  ],
  [
    "Boat try-dive",
    "Seal Gully, from Orca Lass",
    "12",
    "Half a day",
    "£135",
    "Tuesdays and Thursdays at 13:30, June to August",
  ],
];

/** Boat dives: site, what it is, depth, you'll need, boat ride, price per dive. */
const SITES: string[][] = [
  ["Seal Gully", "A kelp gully where grey seals play", "6 to 12 m", "Open Water", "10 minutes", "£45"],
  ["Mallard Rocks", "A reef of jewel anemones and wrasse", "8 to 18 m", "Open Water", "15 minutes", "£45"],
  ["SV Margarethe", "A Danish schooner, wrecked in 1911", "14 to 20 m", "Open Water", "20 minutes", "£50"],
  ["Kestle Ledge", "A drift along a rocky ledge", "12 to 22 m", "Advanced", "25 minutes", "£50"],
  ["Spaniard's Reef", "Reef, gullies and crayfish", "18 to 28 m", "Advanced", "30 minutes", "£55"],
  ["Gannet Stack", "A wall under the sea stack", "10 to 30 m", "Advanced", "40 minutes", "£55"],
  [
    "SS Corrib",
    "A steamship, torpedoed in 1917",
    "26 to 34 m",
    "Advanced, with 20 dives deeper than 18 m",
    "35 minutes",
    "£60",
  ],
];

const SITE_OPTIONS: [string, string][] = SITES.map(([s]) => [
  s
    .toLowerCase()
    .replace(/^(sv|ss) /, "")
    .replace(/'/g, "")
    .replace(/ /g, "-"),
  s,
]);

const pages: Record<string, FixturePage> = {
  "/": page(
    "Selkie Divers",
    `<p class="banner" role="status"><strong>Winter:</strong> the shop is open Friday to Sunday and Orca Lass goes out
    at weekends only until the end of February. <a href="/hours">When we're in</a>.</p>
    <p>We've been teaching people to dive from the old net loft on Skerrow quay since 2009. Pool sessions at the
    leisure centre, an 11 m dive boat moored across the road, and seals ten minutes out.</p>
    <p><a href="/try-dive">Try it first</a> · <a href="/learn">Learn to dive</a> · <a href="/boat">Come out on the boat</a></p>
    <h2>From the quay</h2>${cards([
      ["2 November 2026", "Winter hours", "When we're open until March.", "/news"],
      ["1 October 2026", "New prices", "Our prices from 1 October 2026.", "/news"],
      ["20 June 2026", "The seals are back", "Pups at Seal Gully again.", "/news"],
    ])}
    <h2>Dive with us</h2>${cards([
      ["From £40", "Try it", "An hour in the pool for 8 year olds and up.", "/try-dive"],
      ["From £345", "Learn", "From your first breath to Divemaster.", "/learn"],
      ["From £45", "Boat dives", "Seven sites, 10 to 40 minutes out.", "/sites"],
    ])}`,
  ),
  "/learn": page(
    "Learn",
    `<p>Every course is taught by our own instructors, never more than 4 students to 1 instructor in the sea. Prices
    include kit hire, the pool, the boat and your certification card.</p>` +
      table("Courses", ["Course", "Level", "Youngest age", "Days", "Price", "What's in it"], COURSES) +
      dl([
        [
          "Juniors",
          "Divers of 10 and 11 dive to 12 m at most, always with a parent or one of our instructors",
        ],
        ["Before Advanced", "You need Open Water, or the same from another agency"],
        ["Before Rescue", "Advanced, and Emergency First Response within the last 24 months"],
        ["Deposit", "£100 for each person on a course; the rest 21 days before you start"],
        ["Tried a dive with us first?", "Book Open Water within 30 days and we'll take £60 off"],
        ["Home study", "The theory is online: allow 10 hours before your first day"],
      ]) +
      `<h2>Book a course</h2>
      <form method="post" action="/learn/book/send">
      <p><label>Course <select name="course">${options([
        ["scuba-diver", "Scuba Diver"],
        ["open-water", "Open Water Diver"],
        ["advanced", "Advanced Open Water Diver"],
        ["drysuit", "Drysuit Diver"],
        ["nitrox", "Enriched Air Nitrox"],
        ["efr", "Emergency First Response"],
        ["rescue", "Rescue Diver"],
        ["divemaster", "Divemaster"],
      ])}</select></label></p>
      <p><label>First day <input type="date" name="start" required></label></p>
      <p><label>How many of you <select name="people">${count(1, 6)}</select></label></p>
      <p><label>Diving so far <select name="experience">${options([
        ["none", "None yet"],
        ["try-dive", "A try-dive"],
        ["open-water", "Open Water or the same"],
        ["advanced", "Advanced or more"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Pay the deposit</button></form>`,
  ),
  "/try-dive": page(
    "First breaths",
    `<p>Never dived? Try it with one of our instructors at your side the whole time. No experience needed, but you
    must be comfortable in the water.</p>` +
      table("Try-dives", ["Try-dive", "Where", "Youngest age", "How long", "Price", "When"], TRY_DIVES) +
      dl([
        ["What's included", "All the kit, a wetsuit for the sea, and a hot drink after"],
        ["Under 16s", "Need a parent or guardian to sign the form and stay at the pool or the beach"],
        ["Bubblemaker", "In the shallow end of the pool, 2 m deep at most"],
        ["Liked it?", "Book Open Water within 30 days and we'll take £60 off"],
      ]) +
      `<h2>Book a try-dive</h2>
      <form method="post" action="/try-dive/book/send">
      <p><label>Which one <select name="which">${options([
        ["bubblemaker", "Bubblemaker"],
        ["pool", "Pool try-dive"],
        ["sea", "Sea try-dive"],
        ["boat", "Boat try-dive"],
      ])}</select></label></p>
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>How many of you <select name="people">${count(1, 6)}</select></label></p>
      <p><label>Age of the youngest <input type="number" name="youngest" min="8" max="99"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <button type="submit">Book</button></form>`,
  ),
  "/sites": page(
    "Where we go",
    `<p>Seven sites, all from Orca Lass. Depths are at low water. Which site we visit on the day is the skipper's
    call, with the weather and the tide.</p>` +
      table(
        "Boat dive sites",
        ["Site", "What it is", "Depth", "You'll need", "Boat ride", "Price per dive"],
        SITES,
      ) +
      dl([
        ["Two dives, one day", "£90 for two boat dives the same day"],
        ["Ten-dive card", "£420, used any day within 12 months"],
        ["Wrecks", "Look but don't take: both wrecks are protected"],
      ]),
  ),
  "/boat": page(
    "Out on Orca Lass",
    `<p>Orca Lass is an 11 m dive boat with a lift for divers, oxygen, a toilet and a heater in the wheelhouse. She
    carries 12 divers and 2 crew. Be at the shop 45 minutes before the boat leaves.</p>` +
      table(
        "Boat times, June to September",
        ["Day", "First boat", "Second boat", "Evening boat"],
        [
          ["Monday", "08:30", "13:30", "–"],
          ["Tuesday", "08:30", "13:30", "–"],
          ["Wednesday", "08:30", "13:30", "19:30, night dive"],
          ["Thursday", "08:30", "13:30", "–"],
          ["Friday", "08:30", "13:30", "18:30, sunset dive"],
          ["Saturday", "07:30", "12:30", "16:30"],
          ["Sunday", "08:30", "13:30", "–"],
        ],
      ) +
      dl([
        ["March to May and October", "The same times, on the days the shop is open"],
        ["November to February", "One boat at 10:00 on Saturdays and Sundays, weather permitting"],
        ["Non-divers", "£25 to come along for the ride, ages 12 and up"],
        ["Night dive", "Advanced divers only, and you'll need your own torch or hire one"],
      ]) +
      `<h2>Book the boat</h2>
      <form method="post" action="/boat/book/send">
      <p><label>Site you'd like <select name="site">${options(SITE_OPTIONS)}</select></label></p>
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Boat <select name="boat">${options([
        ["winter", "10:00 (November to February, weekends)"],
        ["first", "First boat"],
        ["second", "Second boat"],
        ["evening", "Evening boat"],
      ])}</select></label></p>
      <p><label>Divers <select name="divers">${count(1, 6)}</select></label></p>
      <p><label>Highest qualification in your group <select name="level">${options([
        ["open-water", "Open Water"],
        ["advanced", "Advanced"],
        ["rescue", "Rescue"],
        ["pro", "Divemaster or instructor"],
      ])}</select></label></p>
      <p><label>Full kit sets to hire <select name="fullkit">${count(0, 6)}</select></label></p>
      <p><label>Drysuits to hire <select name="drysuits">${count(0, 6)}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <button type="submit">Book</button></form>`,
  ),
  ...divecentreMorePages(page, options),
};

export const DIVECENTRE: CorpusSite = {
  name: "divecentre",
  pages,
  layout: page,
  forms: {
    "/learn/book/send": {
      title: "Course booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.people} place(s) on ${f.course} from ${f.start}. We'll email ${f.email}.`,
    },
    "/try-dive/book/send": {
      title: "Try-dive booked",
      reply: (f) => `Thanks, ${f.name}. Your ${f.which} try-dive for ${f.people} is booked on ${f.date}.`,
    },
    "/boat/book/send": {
      title: "Boat booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.divers} diver(s) on the ${f.boat} boat to ${f.site} on ${f.date}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 days.`,
    },
  },
};
