import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { pestcontrolAboutPages } from "./pestcontrol-about";
import { pestcontrolMorePages } from "./pestcontrol-more";

// PAMPERO: the fifty-first held-out part of the corpus (Wrenfield Pest Control), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). A pest control company with a depot on the Mill Lane trading estate in Wendham and
// one on Quay Lane in Portsby, on different hours by day (one cell spanning each part of the week's rows; Wendham shut
// on Sundays and open on Saturday mornings, Portsby shut on Saturdays and open on Sunday mornings). Treatments priced
// by pest (a cell spanning each kind's rows: rodents, insects, birds and moles) and property (flat, house,
// commercial), with the visits included and the guarantee, some "from £…", some "—" where a pest is not treated at
// that property; call-outs and surcharges (same day, Saturday, Sunday, evening); a further wasp nest at the same
// visit; travel by zone; a price rise from 1 February 2027; business contracts by site size under two-level headings
// (quarterly and eight-weekly visits, a month and a year; "Priced after a free survey" spanning two columns); honey
// bees never destroyed but referred to beekeepers; the two depots side by side with their hours and Christmas and New
// Year; the team as cards, FAQs, dated news (with last year's prices), a footer with the company and VAT numbers and
// an "Open 7 days a week, 7am to 10pm" neither depot keeps, forms to book a treatment, ask about a business contract
// and send a message, and two pages only the site's search finds.
const shellPage = shell({
  brand: "Wrenfield Pest Control",
  tagline: "Pest control for homes and businesses around Wendham and Portsby",
  nav: [
    ["Prices", "/prices"],
    ["Wasps and bees", "/wasps-bees"],
    ["Businesses", "/business"],
    ["Book", "/book"],
    ["Our depots", "/depots"],
    ["Our team", "/team"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Wrenfield Pest Control, Unit 4, Mill Lane Trading Estate, Wendham WD3 8RQ",
    phone: "01632 961 520",
    email: "help@wrenfieldpest.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days a week, 7am to 10pm" neither depot keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week, 7am to 10pm · Wrenfield Pest Control Ltd, registered in England and Wales no. " +
      "06651973 · VAT no. GB 412 7736 05</p>",
  );

/** Treatments by kind and pest: flat, house, commercial, visits included, guarantee. */
const TREATMENTS: [string, string[][]][] = [
  [
    "Rodents",
    [
      ["Rats", "£135", "£165", "£240", "3", "3 months"],
      ["Mice", "£115", "£140", "£210", "3", "3 months"],
      ["Squirrels in the loft", "—", "£190", "£260", "3", "3 months"],
    ],
  ],
  [
    "Insects",
    [
      ["Wasps' nest", "£70", "£75", "£95", "1", "1 month"],
      ["Bed bugs", "£280", "£360", "from £450", "2", "2 months"],
      ["Fleas", "£120", "£145", "—", "1", "1 month"],
      ["Cockroaches", "£210", "£250", "from £320", "2", "3 months"],
      ["Ants", "£85", "£95", "£140", "1", "None"],
    ],
  ],
  [
    "Birds and moles",
    [
      ["Pigeons, netting or spikes", "from £240", "from £260", "from £450", "1", "12 months"],
      ["Moles", "—", "£110", "—", "2", "6 months"],
    ],
  ],
];

/** When we come and what it costs on top. */
const VISITS: string[][] = [
  ["Standard", "Monday to Friday, 08:00 to 18:00, within 3 working days", "Nothing extra"],
  ["Same-day emergency", "Booked by 12:00, with you the same day", "£45"],
  ["Evening", "Monday to Friday, 18:00 to 21:00", "£35"],
  ["Saturday", "08:00 to 14:00", "£30"],
  ["Sunday and bank holidays", "09:00 to 13:00", "£50"],
];

/** Travel by zone: how far from the nearer depot, what it costs. */
const ZONES: string[][] = [
  ["Zone A", "Within 5 miles of a depot", "Free"],
  ["Zone B", "5 to 10 miles", "£15"],
  ["Zone C", "10 to 20 miles", "£30"],
  ["Zone D", "Over 20 miles", "We quote"],
];

/** Business contracts: site size, then quarterly and eight-weekly visits, a month and a year. */
const CONTRACTS: [string, ...Cell[]][] = [
  ["Small, up to 200 m²", "£38", "£456", "£52", "£624"],
  ["Medium, 200 to 1,000 m²", "£64", "£768", "£88", "£1,056"],
  ["Large, over 1,000 m²", "£105", "£1,260", ["Priced after a free survey", 2]],
];

/** The two depots side by side. */
const DEPOTS: string[][] = [
  ["Address", "Unit 4, Mill Lane Trading Estate, Wendham WD3 8RQ", "22 Quay Lane, Portsby PY1 4GB"],
  ["What's there", "Our office, 5 vans and the bird control team", "3 vans and a trade counter"],
  ["Trade counter", "No", "Yes: traps, bait boxes and proofing for the trade"],
  ["Phone", "01632 961 520", "01632 961 575"],
];

/** Depot hours by part of the week and day: Wendham and Portsby. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "07:30 to 18:00", "08:00 to 17:00"],
      ["Tuesday", "07:30 to 18:00", "08:00 to 17:00"],
      ["Wednesday", "07:30 to 18:00", "08:00 to 17:00"],
      ["Thursday", "07:30 to 18:00", "08:00 to 17:00"],
      ["Friday", "07:30 to 17:00", "08:00 to 16:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "08:00 to 14:00", "Closed"],
      ["Sunday", "Closed", "09:00 to 13:00"],
    ],
  ],
];

/** Christmas and New Year: day, Wendham, Portsby. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "07:30 to 13:00", "08:00 to 12:00"],
  ["Christmas Day and Boxing Day", "Closed", "Closed"],
  ["Sunday 27 December", "Closed", "09:00 to 13:00"],
  ["Monday 28 to Wednesday 30 December", "08:00 to 16:00", "Closed"],
  ["New Year's Eve, Thursday 31 December", "08:00 to 13:00", "Closed"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 and Sunday 3 January", "Closed", "Closed"],
  ["Monday 4 January", "07:30 to 18:00", "08:00 to 17:00, open again"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Wrenfield Pest Control",
    `<p class="banner" role="status"><strong>Winter:</strong> rats and mice come indoors as it gets colder. <a
    href="/book">Book a visit</a>.</p>
    <p>Pest control in Wendham since 2004 and in Portsby since 2016: rats, mice, wasps, bed bugs, fleas, moles and
    pigeons, in homes and businesses, with a guarantee on every treatment.</p>
    <p><a href="/prices">Prices</a> · <a href="/business">Business contracts</a> · <a href="/book">Book a
    treatment</a></p>
    <h2>News</h2>${cards([
      ["9 November 2026", "Sunday mornings in Portsby", "Open 09:00 to 13:00.", "/news"],
      ["2 February 2026", "Our prices for 2026", "This year's prices.", "/news"],
      ["18 June 2025", "A record wasp year", "Busy summer.", "/news"],
    ])}`,
  ),
  "/prices": page(
    "Prices",
    `<p>Every price is for the whole treatment, with the call-out and the visits it includes. We come back free
    within the guarantee if the pest does.</p>` +
      spanTable(
        "Treatments",
        ["", "Pest", "Flat", "House", "Commercial", "Visits included", "Guarantee"],
        TREATMENTS,
      ) +
      `<p>"—" means we don't treat that pest at that kind of property.</p>` +
      `<p class="notice"><strong>From 1 February 2027:</strong> treatments for rats and mice will be £10 more at
      every kind of property, and the Saturday surcharge £35. Everything else stays the same.</p>` +
      table("Call-outs and surcharges", ["Visit", "When", "On top of the treatment"], VISITS) +
      dl([
        [
          "Inspection only, no treatment",
          "£55 call-out, taken off the treatment if you go ahead within 14 days",
        ],
        ["Each further wasp nest at the same visit", "£25"],
        ["Extra visits outside the guarantee", "£45 a visit"],
        ["Paying", "By card on the day of the first visit"],
      ]) +
      table("Travel", ["Zone", "How far from the nearer depot", "Travel charge"], ZONES),
  ),
  "/business": page(
    "Business contracts",
    `<p>A contract keeps shops, kitchens, offices and warehouses free of rats, mice and insects: regular visits, a
    logbook for your environmental health officer and free call-outs between visits.</p>` +
      groupedTable(
        "Business contracts",
        ["Site size"],
        [
          ["Quarterly visits, 4 a year", ["A month", "A year"]],
          ["Eight-weekly visits, 6 a year", ["A month", "A year"]],
        ],
        CONTRACTS,
      ) +
      dl([
        ["Covers", "Rats, mice, cockroaches and ants, with call-outs between visits free"],
        ["Not covered", "Wasps' nests, £60 each for contract customers, and birds"],
        ["Minimum term", "12 months"],
        ["Logbook", "Kept on site and online, ready for a food hygiene inspection"],
      ]) +
      `<p><a href="/business/enquire">Ask about a contract</a></p>`,
  ),
  "/depots": page(
    "Our depots",
    `<p>Our main depot and office is on the Mill Lane trading estate in Wendham; the Portsby depot, 16 miles away,
    is on Quay Lane. Technicians go out from both.</p>` +
      table("Wendham and Portsby", ["", "Wendham", "Portsby"], DEPOTS) +
      spanTable("Depot hours", ["", "Day", "Wendham", "Portsby"], HOURS) +
      table("Christmas and New Year", ["", "Wendham", "Portsby"], CHRISTMAS),
  ),
  ...pestcontrolMorePages(page),
  ...pestcontrolAboutPages(page),
};

export const PESTCONTROL: CorpusSite = {
  name: "pestcontrol",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Treatment booked",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.pest} treatment at a ${f.property} on ${f.date}, ${f.slot}, ${f.rooms} room(s), at ${f.postcode}.`,
    },
    "/business/enquire/send": {
      title: "Enquiry sent",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.visits} contract for a ${f.size} ${f.business} site from ${f.start}. We'll ring you to arrange a survey.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
