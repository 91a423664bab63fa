import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { theatreMorePages } from "./theatre-more";

// HOLDOUT: a held-out part of the corpus (Wendlebury Playhouse), run once at the end as an outside measurement:
// whoever tunes the engines must not read this file (see test/corpus/score.ts). A play with matinees and evenings,
// a pantomime, and four one-off shows, each with its own page of performances; the footer's number is not the box
// office's.
const page = shell({
  brand: "Wendlebury Playhouse",
  tagline: "Drama, comedy and music in the old Corn Exchange",
  nav: [
    ["On stage", "/whats-on"],
    ["Your seat", "/tickets"],
    ["Everyone welcome", "/access"],
    ["Find us", "/visit"],
    ["Join in", "/get-involved"],
    ["Friends", "/friends"],
    ["Behind the curtain", "/about"],
  ],
  footer: {
    year: 2026,
    address: "Corn Exchange, Sheep Street, Wendlebury WB3 2LP",
    phone: "01632 968 000",
    email: "hello@wendleburyplayhouse.test",
    socials: ["Instagram", "Facebook", "Threads"],
  },
});

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const DAY = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTH = "January February March April May June July August September October November December".split(
  " ",
);
/** "2026-11-28" as "Saturday 28 November 2026". */
const long = (iso: string) => {
  const d = new Date(`${iso}T12:00:00Z`);
  return `${DAY[d.getUTCDay()]} ${d.getUTCDate()} ${MONTH[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

/** The play: Tuesday to Saturday evenings at 19:30, Thursday and Saturday matinees at 14:30. */
const PLAY_NOTES: Record<string, string> = {
  "2026-11-19 19:30": "Press night",
  "2026-11-28 14:30": "Audio described, with a touch tour at 13:00",
  "2026-12-01 19:30": "Captioned",
  "2026-12-03 19:30": "BSL interpreted",
  "2026-12-05 19:30": "Last performance",
};
const playRows: string[][] = [];
for (let t = Date.UTC(2026, 10, 17); t <= Date.UTC(2026, 11, 5); t += 86_400_000) {
  const d = new Date(t);
  const iso = d.toISOString().slice(0, 10);
  const day = d.getUTCDay();
  if (day === 0 || day === 1) continue;
  if (day === 4 || day === 6) playRows.push([long(iso), "14:30", PLAY_NOTES[`${iso} 14:30`] ?? ""]);
  playRows.push([long(iso), "19:30", PLAY_NOTES[`${iso} 19:30`] ?? ""]);
}

const PANTO: [iso: string, time: string, note?: string][] = [
  ["2026-12-11", "19:00", "Opening night"],
  ["2026-12-12", "14:00"],
  ["2026-12-12", "19:00"],
  ["2026-12-13", "13:00"],
  ["2026-12-13", "17:00"],
  ["2026-12-15", "10:30", "Schools performance"],
  ["2026-12-16", "10:30", "Schools performance"],
  ["2026-12-17", "19:00"],
  ["2026-12-18", "19:00"],
  ["2026-12-19", "14:00"],
  ["2026-12-19", "19:00"],
  ["2026-12-20", "14:00", "BSL interpreted"],
  ["2026-12-22", "14:00"],
  ["2026-12-22", "19:00"],
  ["2026-12-23", "14:00"],
  ["2026-12-23", "19:00"],
  ["2026-12-24", "13:00"],
  ["2026-12-26", "14:00"],
  ["2026-12-26", "19:00"],
  ["2026-12-27", "14:00"],
  ["2026-12-29", "11:00", "Relaxed performance"],
  ["2026-12-29", "16:00"],
  ["2026-12-30", "14:00"],
  ["2026-12-30", "19:00"],
  ["2026-12-31", "13:00"],
  ["2027-01-02", "14:00", "Captioned"],
  ["2027-01-02", "19:00"],
  ["2027-01-03", "13:00", "Last performance"],
];

type Show = [
  slug: string,
  title: string,
  when: string,
  blurb: string,
  facts: [string, string][],
  rows: string[][],
];

const SHOWS: Show[] = [
  [
    "lamplighters-daughter",
    "The Lamplighter's Daughter",
    "17 November to 5 December 2026",
    "A new play about the last gas-lamp lighter in Wendlebury and the daughter who would not take his job.",
    [
      ["Where", "Main House"],
      ["Dates", "17 November to 5 December 2026"],
      ["Evenings", "Tuesday to Saturday at 19:30"],
      ["Matinees", "Thursday and Saturday at 14:30"],
      ["Running time", "2 hours 20 minutes, including one interval"],
      ["Age guidance", "12+ (some strong language)"],
      ["Writer", "Nell Ashdown"],
      ["Director", "Priya Castellan"],
      ["Prices", '£10 to £32; see <a href="/tickets">seat prices</a>'],
    ],
    playRows,
  ],
  [
    "jack-and-the-beanstalk",
    "Jack and the Beanstalk",
    "11 December 2026 to 3 January 2027",
    "Our family pantomime is back, with a giant, a singing cow and a beanstalk taller than the fly tower. There are no performances on Christmas Day or New Year's Day.",
    [
      ["Where", "Main House"],
      ["Dates", "11 December 2026 to 3 January 2027"],
      ["Running time", "2 hours 10 minutes, including one interval"],
      ["Age guidance", "All ages"],
      ["Writer", "Bryony Hale"],
      ["Director", "Dan Okafor"],
      ["Choreographer", "Leon Marsh"],
      ["Prices", "Adults £27, children under 16 £19, family ticket £84"],
    ],
    PANTO.map(([iso, time, note]) => [long(iso), time, note ?? ""]),
  ],
  [
    "winter-swing",
    "A Winter Swing: the Wendlebury Big Band",
    "Sunday 29 November 2026",
    "Eighteen players, two singers and the songbook of the great swing bands.",
    [
      ["Where", "Main House"],
      ["Running time", "2 hours, including an interval"],
      ["Prices", "All seats £22, concessions £19"],
    ],
    [[long("2026-11-29"), "19:30", ""]],
  ],
  [
    "quiet-fire",
    "Quiet Fire",
    "Wednesday 2 December 2026",
    "Kinetic North's new dance piece for six dancers and a live cellist.",
    [
      ["Where", "Main House"],
      ["Running time", "70 minutes, no interval"],
      ["Age guidance", "10+"],
      ["Prices", "£18, concessions £15"],
    ],
    [[long("2026-12-02"), "19:30", "Post-show talk with the company"]],
  ],
  [
    "laugh-lines",
    "Laugh Lines: stand-up night",
    "Friday 4 December 2026",
    "Four comedians from the circuit and a compère, in the Studio bar.",
    [
      ["Where", "Studio"],
      ["Running time", "About 2 hours, including an interval"],
      ["Age guidance", "16+"],
      ["Prices", "£14, unreserved seating"],
    ],
    [[long("2026-12-04"), "20:00", ""]],
  ],
  [
    "snow-bear",
    "The Snow Bear",
    "12 to 20 December 2026",
    "A gentle show with puppets for very young children and their grown-ups.",
    [
      ["Where", "Studio"],
      ["Running time", "45 minutes, no interval"],
      ["Age guidance", "2 to 6 years"],
      ["Prices", "All tickets £9; babies under 1 free on a lap"],
    ],
    ["2026-12-12", "2026-12-13", "2026-12-19", "2026-12-20"].flatMap((iso) => [
      [long(iso), "11:00", ""],
      [long(iso), "14:00", ""],
    ]),
  ],
];

const showPage = ([, title, , blurb, facts, rows]: Show) =>
  page(
    title,
    `<p>${blurb}</p>${dl(facts)}${table("Performances", ["Date", "Time", "Notes"], rows)}
    <p><a href="/tickets#book">Book tickets</a> · <a href="/access">Accessible performances</a></p>`,
  );

const NEWS = cards([
  [
    "20 November 2026",
    "Panto tickets going fast",
    "Weekend performances of Jack and the Beanstalk in December are nearly sold out; midweek seats remain.",
    "/whats-on/jack-and-the-beanstalk",
  ],
  [
    "12 November 2026",
    "Meet the lamplighter",
    "Nell Ashdown on writing her first play for the Main House, and why the lamps went out in 1961.",
    "/whats-on/lamplighters-daughter",
  ],
  [
    "30 October 2026",
    "New seats in the circle",
    "All 144 circle seats have been replaced, with more legroom in rows C to F.",
    "/about",
  ],
]);

const pages: Record<string, FixturePage> = {
  "/": page(
    "Wendlebury Playhouse",
    `<p>A 412-seat theatre and a 90-seat studio in Wendlebury's Victorian Corn Exchange, run by a charity.</p>
    <h2>Coming up</h2>${cards(SHOWS.map(([slug, title, when, blurb]) => [when, title, blurb, `/whats-on/${slug}`]))}
    <h2>News</h2>${NEWS}<p><a href="/news">All news</a></p>
    <h2>Stay in the loop</h2><form method="post" action="/newsletter">
    <p><label>Email address <input type="email" name="email" required></label></p>
    <p><label>Send me news about <select name="interest">${options([
      ["drama", "Plays"],
      ["family", "Family shows and panto"],
      ["music", "Music"],
      ["comedy", "Comedy"],
      ["dance", "Dance"],
    ])}</select></label></p>
    <button type="submit">Sign up</button></form>`,
  ),
  "/news": page("News", NEWS),
  "/whats-on": page(
    "On stage",
    `<p>Everything in the Main House and the Studio this season.</p>${cards(
      SHOWS.map(([slug, title, when, blurb]) => [when, title, blurb, `/whats-on/${slug}`]),
    )}`,
  ),
  ...Object.fromEntries(SHOWS.map((s) => [`/whats-on/${s[0]}`, showPage(s)])),
  ...theatreMorePages(page),
};

export const THEATRE: CorpusSite = {
  name: "theatre",
  pages,
  layout: page,
  forms: {
    "/tickets/book": {
      title: "Your tickets are booked",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.quantity} ${f.type} ticket(s) in ${f.band} for ${f.show} on ${f.date} at ` +
        `${f.time} are booked. Order number WP-58213. Your e-tickets are on their way to ${f.email}.`,
    },
    "/friends/join": {
      title: "Welcome to the Friends",
      reply: (f) =>
        `Thank you, ${f.name}. Your ${f.level} membership starts today (Gift Aid: ${f.gift_aid}). ` +
        `Your card will be posted and we have emailed ${f.email}.`,
    },
    "/newsletter": {
      title: "You're signed up",
      reply: (f) => `We will email ${f.email} about ${f.interest}. You can unsubscribe at any time.`,
    },
  },
};
