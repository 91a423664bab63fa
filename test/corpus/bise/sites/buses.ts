import type { FixturePage } from "../../../helpers/fixture-site";
import { groupedTable, line, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { busesAboutPages } from "./buses-about";
import { busesMorePages } from "./buses-more";

// BISE: the fifty-fifth held-out part of the corpus (Greyhaven Buses), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A local bus company with a travel shop at Greyhaven bus station and one on Market
// Square in Fenwick Cross, on different hours by day (one cell spanning each part of the week's rows; the Market
// Square shop shut on Sundays). Fares by zone under two-level headings (adult, child under 16 and concession, each
// single, day and week); off-peak day tickets £1 less; every adult single 20p more from Sunday 3 January 2027;
// season tickets by zone; timetables with stops as rows and departures as columns (route 4 on weekdays, Saturdays and
// Sundays, route 12 on weekdays and Saturdays and no Sunday service); the routes as cards (number, from, to, how
// often, Sundays, contactless only on two); a night bus; lost property kept 28 days with a fee to collect; every bus
// low-floor with one wheelchair space; the two shops side by side with their hours and Christmas and New Year; FAQs,
// dated news (with last year's fares), a footer with the company and VAT numbers and an "Open 7 days, 7am to 7pm"
// neither shop keeps, forms to report lost property, order a season ticket and send a message, and two pages only
// the site's search finds.
const shellPage = shell({
  brand: "Greyhaven Buses",
  tagline: "Buses for Greyhaven, Fenwick Cross and the villages",
  nav: [
    ["Fares and tickets", "/fares"],
    ["Season tickets", "/season-tickets"],
    ["Routes", "/routes"],
    ["Timetables", "/timetables"],
    ["Night bus", "/night-bus"],
    ["Travel shops", "/travel-shops"],
    ["Lost property", "/lost-property"],
    ["Accessibility", "/accessible-travel"],
    ["FAQs", "/faq"],
    ["About us", "/about"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Greyhaven Buses, Bus Station, Castle Street, Greyhaven GH1 4BW",
    phone: "01632 718 200",
    email: "travel@greyhavenbuses.test",
    socials: ["Facebook", "X"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days, 7am to 7pm" neither shop keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Travel shops open 7 days, 7am to 7pm · Greyhaven Buses Ltd, registered in England and Wales no. " +
      "04418290 · VAT no. GB 612 3390 17 · Operator licence PH1048822</p>",
  );

/** Fares by zone: adult, child under 16 and concession, each single, day and week. */
const FARES: string[][] = [
  [
    "Zone 1 (Greyhaven town)",
    "£2.00",
    "£4.80",
    "£18.00",
    "£1.00",
    "£2.40",
    "£9.00",
    "£1.50",
    "£3.60",
    "£13.50",
  ],
  [
    "Zones 1 and 2 (to Fenwick Cross)",
    "£2.80",
    "£6.50",
    "£24.00",
    "£1.40",
    "£3.20",
    "£12.00",
    "£2.10",
    "£4.90",
    "£18.00",
  ],
  [
    "All zones (1 to 3, the villages)",
    "£3.60",
    "£8.20",
    "£30.00",
    "£1.80",
    "£4.10",
    "£15.00",
    "£2.70",
    "£6.20",
    "£22.50",
  ],
];

/** Season tickets by zone: 4 weeks, a school term, a year. */
const SEASON: string[][] = [
  ["Zone 1", "£64", "£190", "£640"],
  ["Zones 1 and 2", "£86", "£250", "£860"],
  ["All zones", "£108", "£310", "£1,080"],
];

/** A timetable: stops as rows, departures as columns (minutes after the first stop). */
const times = (starts: string[], stops: [string, number][]): string[][] =>
  stops.map(([stop, after]) => [
    stop,
    ...starts.map((s) => {
      const [h, m] = s.split(":").map(Number);
      const t = (h ?? 0) * 60 + (m ?? 0) + after;
      return `${String(Math.floor(t / 60)).padStart(2, "0")}:${String(t % 60).padStart(2, "0")}`;
    }),
  ]);

const ROUTE_4: [string, number][] = [
  ["Greyhaven Bus Station", 0],
  ["Station Road", 4],
  ["Kingsmead School", 9],
  ["Long Lane", 17],
  ["Fenwick Cross Market Square", 26],
];
const ROUTE_4_WEEKDAY = [
  "06:45",
  "07:45",
  "08:45",
  "09:45",
  "11:45",
  "13:45",
  "15:45",
  "16:45",
  "17:45",
  "18:45",
];
const ROUTE_4_SATURDAY = ["07:50", "09:50", "11:50", "13:50", "15:50", "17:50"];
const ROUTE_4_SUNDAY = ["09:30", "11:30", "13:30", "15:30"];

const ROUTE_12: [string, number][] = [
  ["Fenwick Cross Market Square", 0],
  ["Orchard Way", 6],
  ["Millford Church", 14],
  ["Ashby Green", 23],
];
const ROUTE_12_WEEKDAY = ["07:15", "09:15", "11:15", "13:15", "15:15", "17:15"];
const ROUTE_12_SATURDAY = ["09:20", "11:20", "13:20", "15:20"];

const timetable = (caption: string, starts: string[], stops: [string, number][]) =>
  table(caption, ["Stop", ...starts.map(() => "Departs")], times(starts, stops));

/** The two travel shops side by side. */
const SHOPS: string[][] = [
  ["Where", "Greyhaven Bus Station, Castle Street GH1 4BW", "14 Market Square, Fenwick Cross FC2 8JD"],
  ["Phone", "01632 718 200", "01632 718 264"],
  ["Tickets and photocards", "Yes", "Yes"],
  ["Lost property", "Yes, everything found is kept here", "No, ask at the bus station"],
  ["Pay by", "Card, cash or phone", "Card or phone only"],
];

/** Hours by part of the week and day: the bus station and Market Square shops. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "07:30 to 18:30", "09:00 to 17:00"],
      ["Tuesday", "07:30 to 18:30", "09:00 to 17:00"],
      ["Wednesday", "07:30 to 18:30", "09:00 to 13:00"],
      ["Thursday", "07:30 to 18:30", "09:00 to 17:00"],
      ["Friday", "07:30 to 18:30", "09:00 to 17:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "08:30 to 17:00", "09:00 to 13:00"],
      ["Sunday", "10:00 to 16:00", "Closed"],
    ],
  ],
];

/** Christmas and New Year: day, the bus station shop, the Market Square shop, buses. */
const CHRISTMAS: string[][] = [
  [
    "Christmas Eve, Thursday 24 December",
    "07:30 to 15:00",
    "09:00 to 13:00",
    "Saturday timetable, last buses by 20:00",
  ],
  ["Christmas Day, Friday 25 December", "Closed", "Closed", "No buses"],
  ["Boxing Day, Saturday 26 December", "Closed", "Closed", "Sunday timetable"],
  ["Sunday 27 December", "10:00 to 16:00", "Closed", "Sunday timetable"],
  ["Monday 28 to Wednesday 30 December", "09:00 to 17:00", "Closed", "Saturday timetable"],
  [
    "New Year's Eve, Thursday 31 December",
    "07:30 to 15:00",
    "09:00 to 13:00",
    "Weekday timetable, free night buses",
  ],
  ["New Year's Day, Friday 1 January", "Closed", "Closed", "Sunday timetable"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Greyhaven Buses",
    `<p class="banner" role="status"><strong>Fares from 3 January:</strong> adult singles go up by 20p. Day and week
    tickets stay the same. <a href="/fares">See fares</a>.</p>
    <p>Local buses around Greyhaven, Fenwick Cross and the villages, seven routes and a night bus on Fridays and
    Saturdays. Tap on with a contactless card or phone on every bus.</p>
    <p><a href="/fares">Fares and tickets</a> · <a href="/timetables">Timetables</a> · <a href="/routes">Routes</a></p>
    <h2>News</h2>${cards([
      ["10 November 2026", "Fares from January", "Adult singles up by 20p from Sunday 3 January.", "/news"],
      ["14 September 2026", "Route 12 on Saturdays", "New Saturday times.", "/news"],
      ["2 January 2026", "Our fares for 2026", "This year's fares.", "/news"],
    ])}`,
  ),
  "/fares": page(
    "Fares and tickets",
    `<p>Buy tickets from the driver, in the Greyhaven Buses app or at a travel shop. Day tickets are for any number of
    journeys until the last bus; week tickets are for 7 days in a row from the first day.</p>` +
      groupedTable(
        "Fares by zone",
        ["Zones"],
        [
          ["Adult", ["Single", "Day", "Week"]],
          ["Child (under 16)", ["Single", "Day", "Week"]],
          ["Concession (16 to 21, with a photocard)", ["Single", "Day", "Week"]],
        ],
        FARES,
      ) +
      `<p class="notice"><strong>From Sunday 3 January 2027:</strong> every adult single will be 20p more. Child,
      concession, day and week tickets stay the same.</p>` +
      dl([
        ["Off-peak", "Adult day tickets are £1 less after 09:30 on weekdays and all day at weekends"],
        ["Under 5s", "Free, up to 2 with each paying adult"],
        ["Older and disabled people's bus passes", "Free after 09:30 on weekdays and all day at weekends"],
        ["Cash", "Not taken on routes 7 and X9, which are contactless only"],
        ["Night bus", "£4.00 flat fare; week tickets valid, day tickets not"],
      ]),
  ),
  "/season-tickets": page(
    "Season tickets",
    `<p>Season tickets go on a Greyhaven Buses photocard. A term ticket covers a school or college term.</p>` +
      table("Adult season tickets by zone", ["Zones", "4 weeks", "Term", "Year"], SEASON) +
      line("Photocard", "Free; bring a passport photo to a travel shop, or upload one when you order") +
      line("Starts", "On any day you choose, up to 28 days ahead") +
      line("Refunds", "For whole weeks left, less a £10 fee") +
      `<p><a href="/season-tickets/order">Order a season ticket</a></p>`,
  ),
  "/timetables": page(
    "Timetables",
    `<p>Buses on routes 4 and 12. Times are when the bus leaves each stop. Other routes run too often to need a
    timetable: see <a href="/routes">routes</a>.</p>` +
      `<h2>Route 4: Greyhaven to Fenwick Cross</h2>` +
      timetable("Route 4, Monday to Friday", ROUTE_4_WEEKDAY, ROUTE_4) +
      timetable("Route 4, Saturday", ROUTE_4_SATURDAY, ROUTE_4) +
      timetable("Route 4, Sunday and bank holidays", ROUTE_4_SUNDAY, ROUTE_4) +
      `<h2>Route 12: Fenwick Cross to Ashby Green</h2>` +
      timetable("Route 12, Monday to Friday", ROUTE_12_WEEKDAY, ROUTE_12) +
      timetable("Route 12, Saturday", ROUTE_12_SATURDAY, ROUTE_12) +
      `<p>Route 12 has no Sunday service.</p>`,
  ),
  "/travel-shops": page(
    "Travel shops",
    `<p>Our travel shops are 6 miles apart: one in Greyhaven bus station on Castle Street, and one on Market Square in
    Fenwick Cross, beside the library.</p>` +
      table("Our travel shops", ["", "Greyhaven Bus Station", "Fenwick Cross, Market Square"], SHOPS) +
      spanTable(
        "Opening hours",
        ["", "Day", "Greyhaven Bus Station", "Fenwick Cross, Market Square"],
        HOURS,
      ) +
      table(
        "Christmas and New Year",
        ["", "Greyhaven Bus Station", "Fenwick Cross, Market Square", "Buses"],
        CHRISTMAS,
      ),
  ),
  ...busesMorePages(page),
  ...busesAboutPages(page),
};

export const BUSES: CorpusSite = {
  name: "buses",
  pages,
  layout: page,
  forms: {
    "/lost-property/send": {
      title: "Lost property reported",
      reply: (f) =>
        `Thank you, ${f.name}. We'll look for your ${f.item} (route ${f.route}, ${f.date}) and email ${f.email}.`,
    },
    "/season-tickets/order/send": {
      title: "Season ticket ordered",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.ticket} ticket for ${f.zone} from ${f.start} on photocard ${f.photocard}. We'll email ${f.email}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
