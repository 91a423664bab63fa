import type { FixturePage } from "../../../helpers/fixture-site";
import { groupedTable, line, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { broadbandAboutPages } from "./broadband-about";
import { broadbandMorePages } from "./broadband-more";

// FOEHN: the fifty-sixth held-out part of the corpus (Brightline Broadband), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A home broadband provider with a shop on the High Street in Ormsby (late on Thursdays)
// and one on Market Place in Castlebrook (shut on Sundays), on different hours by day (one cell spanning each part of
// the week's rows), and a support line on hours of its own. Plans by speed under two-level headings (12-month and
// 24-month contracts, each a new customers' monthly price and a set-up fee, then the price after 24 months), with
// upload speeds and data, "—" where a contract is not offered; add-ons (calls, TV, a static IP, a mesh booster); £1.75
// a month more on Thursday 1 April 2027; a social tariff and who qualifies; coverage by town (live or expected);
// engineer visit charges; a router returns rule; the two shops' hours and Christmas and New Year; FAQs, dated news
// (with last year's prices), a footer with the company and VAT numbers and a "Shops open 7 days, 8am to 8pm" neither
// shop keeps, forms to order broadband, move home and send a message, and two pages only the site's search finds.
const shellPage = shell({
  brand: "Brightline Broadband",
  tagline: "Full fibre broadband for Ormsby, Castlebrook and the villages",
  nav: [
    ["Plans", "/plans"],
    ["Add-ons", "/add-ons"],
    ["Check your town", "/coverage"],
    ["Social tariff", "/social-tariff"],
    ["Engineer visits", "/engineer-visits"],
    ["Routers", "/routers"],
    ["Our shops", "/shops"],
    ["Order", "/order"],
    ["Moving home", "/move-home"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Brightline Broadband, 27 High Street, Ormsby OR4 2JD",
    phone: "0800 160 4400",
    email: "help@brightline.test",
    socials: ["Facebook", "X"],
  },
});

/** Every page, with the company and VAT numbers, and a "shops open 7 days, 8am to 8pm" neither shop keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Shops open 7 days, 8am to 8pm · Brightline Networks Ltd, registered in England and Wales no. " +
      "11590342 · VAT no. GB 407 2291 85 · Ofcom registered provider</p>",
  );

/**
 * Plans: plan, download, upload, data, then the 12-month and 24-month contracts (a new customers' monthly price and
 * a set-up fee each), then the monthly price after 24 months.
 */
const PLANS: string[][] = [
  ["Fibre 35", "36 Mbps", "9 Mbps", "Unlimited", "£24", "£30", "£21", "Free", "£29"],
  ["Fibre 150", "150 Mbps", "30 Mbps", "Unlimited", "£31", "£30", "£27.50", "Free", "£38"],
  ["Fibre 500", "500 Mbps", "75 Mbps", "Unlimited", "£38", "£30", "£33", "Free", "£46"],
  ["Fibre 900", "900 Mbps", "110 Mbps", "Unlimited", "£46", "£60", "£40", "Free", "£55"],
  ["Gigabit 1600", "1,600 Mbps", "220 Mbps", "Unlimited", "—", "—", "£55", "£50", "£68"],
];

/** Add-ons: add-on, what you get, a month, one-off fee. */
const ADD_ONS: [string, string[][]][] = [
  [
    "Calls",
    [
      ["Pay as you go", "A home phone line on your router, UK calls 20p a minute", "Free", "None"],
      ["Evening and weekend calls", "Unlimited UK calls after 19:00 and at weekends", "£7", "None"],
      ["Anytime UK calls", "Unlimited UK landline and mobile calls", "£12", "None"],
      ["International 300", "300 minutes a month to 40 countries", "£9", "None"],
    ],
  ],
  [
    "TV",
    [
      ["TV Essentials", "80 channels and catch-up, with a box", "£12", "£25"],
      ["TV Essentials and Sports", "TV Essentials plus 4 sports channels", "£35", "£25"],
    ],
  ],
  [
    "Extras",
    [
      ["Static IP address", "One fixed IPv4 address", "£5", "£10"],
      ["Mesh booster", "A second Wi-Fi point for bigger homes", "£4", "None"],
    ],
  ],
];

/** Coverage: town, full fibre now, fastest plan, expected. */
const COVERAGE: string[][] = [
  ["Ormsby", "Yes", "1,600 Mbps", "Live now"],
  ["Castlebrook", "Yes", "900 Mbps", "Live now"],
  ["Hatherley", "Yes", "500 Mbps", "Live now"],
  ["Kelsey Bridge", "Yes", "150 Mbps", "Live now"],
  ["Little Wenham", "No", "—", "March 2027"],
  ["Saltmarsh", "No", "—", "June 2027"],
  ["Upper Dene", "No", "—", "Autumn 2027"],
];

/** The two shops side by side. */
const SHOPS: string[][] = [
  ["Address", "27 High Street, Ormsby OR4 2JD", "6 Market Place, Castlebrook CB9 3HA"],
  ["Phone", "01632 902 410", "01632 902 577"],
  ["Router collections and returns", "Yes", "Yes"],
  ["TV box demonstrations", "Yes", "No"],
  ["Parking", "Ormsby Central car park, 2 minutes' walk", "On Market Place, 1 hour free"],
];

/** Shop hours by part of the week and day: Ormsby and Castlebrook. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "09:00 to 17:30", "09:30 to 17:00"],
      ["Tuesday", "09:00 to 17:30", "09:30 to 17:00"],
      ["Wednesday", "09:00 to 17:30", "09:30 to 17:00"],
      ["Thursday", "09:00 to 19:00", "09:30 to 17:00"],
      ["Friday", "09:00 to 17:30", "09:30 to 17:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "09:00 to 17:00", "09:30 to 16:00"],
      ["Sunday", "10:00 to 16:00", "Closed"],
    ],
  ],
];

/** Christmas and New Year: day, Ormsby, Castlebrook. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "09:00 to 15:00", "09:30 to 14:00"],
  ["Christmas Day and Boxing Day, Friday 25 and Saturday 26 December", "Closed", "Closed"],
  ["Sunday 27 December", "10:00 to 16:00", "Closed"],
  ["Monday 28 December (bank holiday)", "10:00 to 16:00", "Closed"],
  ["Tuesday 29 to Thursday 31 December", "09:00 to 16:00", "09:30 to 16:00"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Brightline Broadband",
    `<p class="banner" role="status"><strong>Winter offer:</strong> Fibre 500 for £33 a month on a 24-month contract,
    with free set-up. <a href="/plans">See all plans</a>.</p>
    <p>Local full fibre broadband, built and run from Ormsby. Unlimited data on every plan, UK support, and two shops
    on the high street: Ormsby and Castlebrook.</p>
    <p><a href="/coverage">Check your town</a> · <a href="/plans">Plans</a> · <a href="/order">Order</a></p>
    <h2>News</h2>${cards([
      ["9 November 2026", "Fibre coming to Little Wenham", "Expected in March 2027.", "/news"],
      ["3 August 2026", "Gigabit 1600 is here", "Our fastest plan yet, in Ormsby.", "/news"],
      ["1 April 2026", "Our prices for 2026", "This year's prices.", "/news"],
    ])}`,
  ),
  "/plans": page(
    "Broadband plans",
    `<p>Every plan is full fibre with unlimited data and a Brightline Hub 3 router. Monthly prices below are for new
    customers; when your contract ends you move to the price after 24 months unless you sign up again.</p>` +
      groupedTable(
        "Plans by speed and contract",
        ["Plan", "Average download", "Average upload", "Data"],
        [
          ["12-month contract", ["New customers, a month", "Set-up fee"]],
          ["24-month contract", ["New customers, a month", "Set-up fee"]],
          ["After 24 months", ["A month"]],
        ],
        PLANS,
      ) +
      `<p>"—" means the plan isn't sold on that contract: Gigabit 1600 is 24 months only.</p>` +
      `<p class="notice"><strong>Yearly price rise:</strong> on Thursday 1 April 2027 every plan's monthly price goes
      up by £1.75 a month, in and out of contract. Set-up fees and add-ons don't change.</p>` +
      line("Popular add-ons", "TV Essentials £12 a month; a static IP address £5 a month (see add-ons)") +
      dl([
        ["Contract lengths", "12 or 24 months"],
        ["Leaving early", "You pay the rest of your contract's monthly prices"],
        ["Cooling off", "14 days from the day your broadband goes live"],
      ]),
  ),
  "/add-ons": page(
    "Add-ons",
    `<p>Add these to any plan when you order or at any time after. Monthly prices are on top of your plan's.</p>` +
      spanTable("Add-ons", ["", "Add-on", "What you get", "A month", "One-off fee"], ADD_ONS) +
      line("Calls", "Keep your old phone number free when you switch to us"),
  ),
  "/social-tariff": page(
    "Brightline Essential social tariff",
    dl([
      ["Price", "£15 a month, no set-up fee and no yearly price rise"],
      ["Speed", "74 Mbps download, 19 Mbps upload, unlimited data"],
      ["Contract", "1 month rolling; leave any time"],
      [
        "Who qualifies",
        "Anyone getting Universal Credit, Pension Credit, Jobseeker's Allowance, Employment and Support Allowance or Income Support",
      ],
      ["Who doesn't", "Child Benefit or Council Tax Reduction alone don't qualify"],
      ["How to apply", "Order online and we'll check with the DWP, with your permission"],
    ]),
  ),
  "/coverage": page(
    "Check your town",
    `<p>We build our own full fibre network town by town. Where a town isn't live yet, you can register
    interest.</p>` +
      table("Coverage by town", ["Town", "Full fibre now?", "Fastest speed", "Expected"], COVERAGE),
  ),
  "/shops": page(
    "Our shops",
    `<p>Our shops are 8 miles apart: Ormsby on the High Street, next to the library, and Castlebrook on Market Place.
    For help by phone, the support line keeps its own hours (see contact).</p>` +
      table("Ormsby and Castlebrook", ["", "Ormsby shop", "Castlebrook shop"], SHOPS) +
      spanTable("Shop opening hours", ["", "Day", "Ormsby shop", "Castlebrook shop"], HOURS) +
      table("Christmas and New Year", ["", "Ormsby shop", "Castlebrook shop"], CHRISTMAS),
  ),
  ...broadbandMorePages(page),
  ...broadbandAboutPages(page),
};

export const BROADBAND: CorpusSite = {
  name: "broadband",
  pages,
  layout: page,
  forms: {
    "/order/send": {
      title: "Order received",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.plan} on a ${f.contract}-month contract from ${f.start}, at ${f.address}, ${f.postcode}. We'll email ${f.email}.`,
    },
    "/move-home/send": {
      title: "Home move booked",
      reply: (f) =>
        `Thank you, ${f.name}. Account ${f.account} moves to ${f.new_postcode} on ${f.move_date}. We'll email ${f.email}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
