import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { electriciansAboutPages } from "./electricians-about";
import { electriciansMorePages } from "./electricians-more";

// LEVANTER: the fifty-second held-out part of the corpus (Calloway Electrical), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). An electrical contractor with a base on Foundry Yard in Kestleford and one on
// Station Road in Brayworth, on different hours by day (one cell spanning each part of the week's rows; Kestleford open
// on Saturday mornings, Brayworth shut at weekends) and an out-of-hours emergency line with its own rates. Electrical
// inspections (EICRs) priced by property (a cell spanning each kind's rows: flats, houses, landlords' HMOs) and
// bedrooms, some "from £…", some "—" where we don't price it online; labour by time of day and day of the week under
// two-level headings (weekdays by day and evening, the weekend, bank holidays); EV charger packages as cards with what
// each includes; sockets and small jobs, each extra socket after the first; a one-hour minimum charge; every
// inspection £15 more and the emergency call-out £10 more from 1 March 2027; no gas work (passed to a Gas Safe
// engineer); the two bases side by side with their hours and Christmas and New Year; the team as cards, FAQs, dated
// news (with last year's prices), a footer with the company and VAT numbers and an "Open 7 days a week, 7am to 9pm"
// neither base keeps, forms to book an inspection, ask for an EV charger quote, a small job quote and send a
// message, and two pages only the site's search finds.
const shellPage = shell({
  brand: "Calloway Electrical",
  tagline: "Electricians for homes and landlords around Kestleford and Brayworth",
  nav: [
    ["Inspections", "/inspections"],
    ["Labour rates", "/rates"],
    ["EV chargers", "/ev-chargers"],
    ["Sockets and small jobs", "/small-jobs"],
    ["Emergencies", "/emergency"],
    ["Book an inspection", "/book"],
    ["Our bases", "/bases"],
    ["Our team", "/team"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Calloway Electrical, Unit 7, Foundry Yard, Kestleford KF2 5LT",
    phone: "01632 962 310",
    email: "jobs@callowayelectrical.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days a week, 7am to 9pm" neither base keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week, 7am to 9pm · Calloway Electrical Ltd, registered in England and Wales no. " +
      "10482276 · VAT no. GB 318 4402 17 · NICEIC Approved Contractor</p>",
  );

/** Inspections by kind of property and who lives there: 1, 2, 3, 4 and 5 or more bedrooms. */
const INSPECTIONS: [string, string[][]][] = [
  [
    "Flats",
    [
      ["Flat you live in", "£140", "£160", "£180", "—", "—"],
      ["Flat you let out", "£150", "£170", "£195", "—", "—"],
    ],
  ],
  [
    "Houses",
    [
      ["House you live in", "£170", "£190", "£215", "£245", "from £275"],
      ["House you let out", "£180", "£200", "£230", "£260", "from £290"],
    ],
  ],
  [
    "Landlords' HMOs",
    [
      ["HMO, up to 5 tenants", "—", "—", "£295", "£325", "from £365"],
      ["HMO, 6 tenants or more", "—", "—", "—", "from £395", "from £435"],
    ],
  ],
];

/** Labour by the hour: weekdays by day and evening, Saturday and Sunday, bank holidays. */
const LABOUR: [string, ...Cell[]][] = [
  ["Electrician", "£58", "£78", "£84", "£96", "£112"],
  ["Electrician and apprentice", "£86", "£110", "£118", "£134", "£150"],
  ["Electrician and apprentice, rewires and new circuits", ["Priced by the job after a free survey", 5]],
];

/** Out-of-hours emergencies: when, the call-out with the first hour, each further hour. */
const EMERGENCY: string[][] = [
  ["Weekday nights, 21:00 to 08:00", "£145", "£95"],
  ["Weekends, Saturday 12:00 to Monday 08:00", "£165", "£105"],
  ["Bank holidays, all day", "£185", "£120"],
];

/** The two bases side by side. */
const BASES: string[][] = [
  ["Address", "Unit 7, Foundry Yard, Kestleford KF2 5LT", "41 Station Road, Brayworth BW4 1HE"],
  ["What's there", "Our office, stores and 6 vans", "A small office and 3 vans"],
  ["Phone", "01632 962 310", "01632 962 355"],
  ["Trade counter for parts", "Yes", "No"],
];

/** Base hours by part of the week and day: Kestleford and Brayworth. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "07:30 to 17:30", "08:00 to 17:00"],
      ["Tuesday", "07:30 to 17:30", "08:00 to 17:00"],
      ["Wednesday", "07:30 to 17:30", "08:00 to 19:00"],
      ["Thursday", "07:30 to 17:30", "08:00 to 17:00"],
      ["Friday", "07:30 to 16:30", "08:00 to 16:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "08:00 to 12:00", "Closed"],
      ["Sunday", "Closed", "Closed"],
    ],
  ],
];

/** Christmas and New Year: day, Kestleford, Brayworth. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "07:30 to 13:00", "08:00 to 12:00"],
  ["Christmas Day and Boxing Day", "Closed", "Closed"],
  ["Monday 28 December, bank holiday", "Closed", "Closed"],
  ["Tuesday 29 and Wednesday 30 December", "08:00 to 16:00", "Closed"],
  ["New Year's Eve, Thursday 31 December", "08:00 to 13:00", "09:00 to 13:00"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 January", "09:00 to 12:00", "Closed"],
  ["Monday 4 January", "07:30 to 17:30", "08:00 to 17:00, open again"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Calloway Electrical",
    `<p class="banner" role="status"><strong>Landlords:</strong> your tenants' electrical safety report is due every 5
    years. <a href="/book">Book an inspection</a>.</p>
    <p>Electricians in Kestleford since 2008 and in Brayworth since 2019: inspections, sockets and lighting, fuse
    boards, EV chargers and emergencies, for homes and landlords. Out of hours, ring the emergency line on 01632 962
    399.</p>
    <p><a href="/inspections">Inspection prices</a> · <a href="/rates">Labour rates</a> · <a href="/ev-chargers">EV
    chargers</a></p>
    <h2>News</h2>${cards([
      ["12 November 2026", "Late Wednesdays in Brayworth", "Open until 19:00.", "/news"],
      ["5 March 2026", "Our prices for 2026", "This year's prices.", "/news"],
      ["20 August 2025", "Our 1,000th EV charger", "Fitted in Brayworth.", "/news"],
    ])}`,
  ),
  "/inspections": page(
    "Electrical inspections (EICR)",
    `<p>An Electrical Installation Condition Report (EICR) tests every circuit in the property and tells you what
    needs putting right. Every price below is for the whole inspection and the report, with one fuse board.</p>` +
      spanTable(
        "Inspections by property and bedrooms",
        ["", "Property", "1 bedroom", "2 bedrooms", "3 bedrooms", "4 bedrooms", "5 bedrooms or more"],
        INSPECTIONS,
      ) +
      `<p>"—" means we don't price that online: ring either base for a quote.</p>` +
      `<p class="notice"><strong>From 1 March 2027:</strong> every inspection will be £15 more, and the emergency
      call-out £10 more. Labour rates stay the same.</p>` +
      dl([
        ["Each further fuse board", "£45"],
        ["Inspections on a Saturday morning", "£40 on top, from Kestleford only"],
        ["How long it takes", "3 to 4 hours for a 3 bedroom house; the power is off for some of it"],
        ["Your report", "By email within 2 working days"],
        ["How often", "Every 5 years for a home you let out, every 10 years for a home you live in"],
        ["Remedial work", "Quoted on the report; if you have it done within 28 days the retest is free"],
      ]),
  ),
  "/rates": page(
    "Labour rates",
    `<p>Jobs not on a fixed price are charged by the hour at these rates, in half hours after the first hour. Every
    visit has a minimum charge of one hour at the rate for the time we come.</p>` +
      groupedTable(
        "Labour by the hour",
        ["Who comes"],
        [
          ["Monday to Friday", ["08:00 to 17:00", "Evenings, 17:00 to 21:00"]],
          ["The weekend", ["Saturday", "Sunday"]],
          ["Bank holidays", ["Any time"]],
        ],
        LABOUR,
      ) +
      dl([
        [
          "Minimum charge",
          "One hour at the rate for the time we come: £58 on a weekday before 17:00, £84 on a Saturday",
        ],
        ["Parts", "At cost, with a 10% handling charge"],
        ["Parking", "Any parking charges are added to the bill"],
        ["Paying", "By card or bank transfer when the job's done"],
      ]) +
      `<p>Out of hours and it can't wait? See <a href="/emergency">emergencies</a>, which have their own rates.</p>`,
  ),
  "/emergency": page(
    "Emergencies",
    `<p>Our emergency line, 01632 962 399, is answered 24 hours a day, every day of the year, for loss of power,
    burning smells, sparking sockets and flooded electrics. In the day, ring your nearer base.</p>` +
      table(
        "Out-of-hours emergency rates",
        ["When", "Call-out, the first hour included", "Each further hour"],
        EMERGENCY,
      ) +
      dl([
        ["How soon", "Within 2 hours across Kestleford and Brayworth"],
        ["Smell gas?", "Don't ring us: ring the National Gas Emergency line on 0800 111 999"],
        ["Paying", "By card at the end of the visit"],
      ]),
  ),
  "/bases": page(
    "Our bases",
    `<p>Our main base, office and stores are on Foundry Yard in Kestleford; the Brayworth base, 9 miles away, is on
    Station Road. Electricians go out from both.</p>` +
      table("Kestleford and Brayworth", ["", "Kestleford", "Brayworth"], BASES) +
      spanTable("Opening hours", ["", "Day", "Kestleford", "Brayworth"], HOURS) +
      `<p>The emergency line, 01632 962 399, is answered whenever both bases are closed.</p>` +
      table("Christmas and New Year", ["", "Kestleford", "Brayworth"], CHRISTMAS),
  ),
  ...electriciansMorePages(page),
  ...electriciansAboutPages(page),
};

export const ELECTRICIANS: CorpusSite = {
  name: "electricians",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Inspection booked",
      reply: (f) =>
        `Thank you, ${f.name}. An inspection of a ${f.property} with ${f.bedrooms} bedroom(s) and ${f.boards} fuse board(s) on ${f.date}, ${f.slot}, at ${f.postcode}.`,
    },
    "/ev-chargers/quote/send": {
      title: "Quote requested",
      reply: (f) =>
        `Thank you, ${f.name}. A quote for the ${f.package} package, ${f.cable} m of cable, parking on a ${f.parking}, at ${f.postcode}.`,
    },
    "/small-jobs/quote/send": {
      title: "Quote requested",
      reply: (f) =>
        `Thank you, ${f.name}. A quote for ${f.job} (${f.quantity}) at ${f.postcode}. We'll ring you.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
