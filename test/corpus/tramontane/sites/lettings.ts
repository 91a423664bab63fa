import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { lettingsAboutPages } from "./lettings-about";
import { lettingsMorePages } from "./lettings-more";

// TRAMONTANE: the fifty-third held-out part of the corpus (Pennant Lettings), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A residential letting agent with an office on the High Street in Wrayfield and one on
// Quay Road in Coldharbour, on different hours by day (one cell spanning each part of the week's rows; Wrayfield open
// on Saturday mornings and until 19:00 on Thursdays, Coldharbour shut at weekends). Landlord services (let only, rent
// collection, full management) priced as a percentage of the monthly rent under two-level headings (the fee and the
// minimum, each without and with VAT), "Priced on request" spanning four columns; one-off fees by kind (a cell
// spanning each kind's rows: inventories by bedrooms, safety certificates, the tenancy), one "from £…"; what each
// service includes, with ticks and dashes; tenants' deposits and what is and is not charged; properties to let as
// cards; full management 13% and every inventory £10 more from Thursday 1 April 2027; no holiday lets or commercial
// property; the two offices side by side with their hours and Christmas and New Year; the team as cards, FAQs, dated
// news (with last year's fees), a footer with the company and VAT numbers and an "Open 7 days a week" neither office
// keeps, forms to ask for a valuation, a viewing and send a message, and two pages only the site's search finds.
const shellPage = shell({
  brand: "Pennant Lettings",
  tagline: "Homes to let and landlords looked after in Wrayfield and Coldharbour",
  nav: [
    ["Homes to let", "/homes"],
    ["Landlord fees", "/landlords"],
    ["What's included", "/services"],
    ["One-off fees", "/one-off-fees"],
    ["Tenants", "/tenants"],
    ["Free valuation", "/valuation"],
    ["Our offices", "/offices"],
    ["Our team", "/team"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Pennant Lettings, 12 High Street, Wrayfield WR4 6BN",
    phone: "01632 583 100",
    email: "lettings@pennantlettings.test",
    socials: ["Facebook", "Instagram", "LinkedIn"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days a week" neither office keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week, 8am to 8pm · Pennant Lettings Ltd, registered in England and Wales no. " +
      "11603845 · VAT no. GB 402 8817 53 · Client money protected by Propertymark · Redress: The Property Ombudsman</p>",
  );

/** Landlord services: the fee (without and with VAT), the minimum (without and with VAT), when it's paid. */
const SERVICES: [string, ...Cell[]][] = [
  [
    "Let only",
    "60% of one month's rent",
    "72% of one month's rent",
    "£450",
    "£540",
    "Once, when the tenant moves in",
  ],
  [
    "Rent collection",
    "8% of the monthly rent",
    "9.6% of the monthly rent",
    "£55 a month",
    "£66 a month",
    "Each month",
  ],
  [
    "Full management",
    "12% of the monthly rent",
    "14.4% of the monthly rent",
    "£85 a month",
    "£102 a month",
    "Each month",
  ],
  ["Company lets and blocks of 5 homes or more", ["Priced on request", 4], "By agreement"],
];

/** One-off fees by kind: without VAT, with VAT. */
const ONE_OFF: [string, string[][]][] = [
  [
    "Inventory and check-in",
    [
      ["Studio or 1 bedroom", "£100", "£120"],
      ["2 bedrooms", "£125", "£150"],
      ["3 bedrooms", "£150", "£180"],
      ["4 bedrooms or more", "from £175", "from £210"],
    ],
  ],
  [
    "Safety certificates",
    [
      ["Gas safety certificate", "£75", "£90"],
      ["Electrical report (EICR)", "£150", "£180"],
      ["Energy Performance Certificate (EPC)", "£85", "£102"],
    ],
  ],
  [
    "The tenancy",
    [
      ["Deposit registration", "£30", "£36"],
      ["Tenancy renewal", "£90", "£108"],
      ["Check-out report", "£85", "£102"],
    ],
  ],
];

/** What each service includes: let only, rent collection, full management. */
const INCLUDES: string[][] = [
  ["Advertising and accompanied viewings", "✓", "✓", "✓"],
  ["References and right to rent checks", "✓", "✓", "✓"],
  ["The tenancy agreement", "✓", "✓", "✓"],
  ["Collecting the rent each month", "—", "✓", "✓"],
  ["Chasing late rent", "—", "✓", "✓"],
  ["Holding and registering the deposit", "—", "—", "✓"],
  ["Arranging repairs with our tradespeople", "—", "—", "✓"],
  ["Inspections every 4 months", "—", "—", "✓"],
  ["Reminders for gas and electrical certificates", "—", "✓", "✓"],
];

/** The two offices side by side. */
const OFFICES: string[][] = [
  ["Address", "12 High Street, Wrayfield WR4 6BN", "3 Quay Road, Coldharbour CH2 9TS"],
  ["Phone", "01632 583 100", "01632 583 140"],
  ["Keys collected and returned", "Yes", "Yes"],
  ["Parking", "Behind the office, 2 spaces", "None; the Quay car park is 2 minutes away"],
];

/** Office hours by part of the week and day: Wrayfield and Coldharbour. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "09:00 to 17:30", "09:00 to 17:00"],
      ["Tuesday", "09:00 to 17:30", "09:00 to 17:00"],
      ["Wednesday", "09:00 to 17:30", "09:30 to 17:00"],
      ["Thursday", "09:00 to 19:00", "09:00 to 17:00"],
      ["Friday", "09:00 to 17:30", "09:00 to 16:30"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "09:00 to 13:00", "Closed"],
      ["Sunday", "Closed", "Closed"],
    ],
  ],
];

/** Christmas and New Year: day, Wrayfield, Coldharbour. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "09:00 to 13:00", "09:00 to 12:00"],
  ["Christmas Day to Monday 28 December", "Closed", "Closed"],
  ["Tuesday 29 and Wednesday 30 December", "10:00 to 16:00", "Closed"],
  ["New Year's Eve, Thursday 31 December", "09:00 to 13:00", "Closed"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 January", "Closed", "Closed"],
  ["Monday 4 January", "09:00 to 17:30", "09:00 to 17:00, open again"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Pennant Lettings",
    `<p class="banner" role="status"><strong>Landlords:</strong> a free rental valuation, in person or by video.
    <a href="/valuation">Ask for a valuation</a>.</p>
    <p>Letting and managing homes in Wrayfield since 2004 and in Coldharbour since 2015: flats, houses and family
    homes, let only, with the rent collected, or fully managed.</p>
    <p><a href="/homes">Homes to let</a> · <a href="/landlords">Landlord fees</a> · <a href="/tenants">For
    tenants</a></p>
    <h2>News</h2>${cards([
      ["9 November 2026", "Late Thursdays in Wrayfield", "Open until 19:00.", "/news"],
      ["1 April 2026", "Our fees for 2026", "This year's fees.", "/news"],
      ["14 September 2025", "Our 500th managed home", "A flat on Quay Road.", "/news"],
    ])}`,
  ),
  "/landlords": page(
    "Landlord fees",
    `<p>Three ways to let your home with us. Fees are a share of the monthly rent, with VAT at 20% added; each
    service has a minimum fee.</p>` +
      groupedTable(
        "Landlord services",
        ["Service"],
        [
          ["Fee", ["Without VAT", "With VAT"]],
          ["Minimum fee", ["Without VAT", "With VAT"]],
          ["Paid", ["When"]],
        ],
        SERVICES,
      ) +
      `<p class="notice"><strong>From Thursday 1 April 2027:</strong> full management will be 13% of the monthly
      rent (15.6% with VAT), and every inventory £10 more without VAT. Let only and rent collection stay the
      same.</p>` +
      dl([
        ["Set-up fee", "None, for any service"],
        ["Notice to leave a service", "2 months, in writing"],
        ["Moving from let only to full management", "Free, at any time"],
        [
          "What we don't let",
          "Holiday lets and commercial property: we pass you to Dunlin Commercial in Coldharbour",
        ],
      ]) +
      `<p>See <a href="/services">what each service includes</a> and <a href="/one-off-fees">our one-off
      fees</a>.</p>`,
  ),
  "/services": page(
    "What each service includes",
    `<p>Every service finds and checks a tenant; rent collection and full management carry on after they move
    in.</p>` +
      table("What's included", ["", "Let only", "Rent collection", "Full management"], INCLUDES) +
      `<p>"✓" means it is included; "—" means it isn't, though we can do it as a one-off.</p>`,
  ),
  "/one-off-fees": page(
    "One-off fees",
    `<p>Fees for single jobs, for any landlord, whatever the service.</p>` +
      spanTable("One-off fees", ["", "Job", "Without VAT", "With VAT"], ONE_OFF) +
      dl([
        ["Inventories", "A written and photographed report at the start of the tenancy"],
        ["Certificates", "Booked with our engineers, on the day that suits your tenant"],
        ["Court and eviction work", "We don't do this: we pass you to Marsh &amp; Pryce, solicitors"],
      ]),
  ),
  "/offices": page(
    "Our offices",
    `<p>Our main office is on the High Street in Wrayfield; the Coldharbour office, 8 miles away, is on Quay Road.
    Both let and manage homes.</p>` +
      table("Wrayfield and Coldharbour", ["", "Wrayfield", "Coldharbour"], OFFICES) +
      spanTable("Opening hours", ["", "Day", "Wrayfield", "Coldharbour"], HOURS) +
      `<p>Out of hours, managed tenants ring our repairs line, 01632 583 199.</p>` +
      table("Christmas and New Year", ["", "Wrayfield", "Coldharbour"], CHRISTMAS),
  ),
  ...lettingsMorePages(page),
  ...lettingsAboutPages(page),
};

export const LETTINGS: CorpusSite = {
  name: "lettings",
  pages,
  layout: page,
  forms: {
    "/valuation/send": {
      title: "Valuation requested",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.method} valuation of a ${f.bedrooms} bedroom ${f.property} at ${f.postcode} on ${f.date}.`,
    },
    "/viewing/send": {
      title: "Viewing requested",
      reply: (f) => `Thank you, ${f.name}. A viewing of ${f.home} on ${f.date} at ${f.time} for ${f.people}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
