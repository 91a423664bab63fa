import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { accountantsAboutPages } from "./accountants-about";
import { accountantsMorePages } from "./accountants-more";

// PAMPERO: the fifty-first held-out part of the corpus (Penrose Bell Accountants), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). An accountancy practice for sole traders and small firms with an office on Market
// Place in Ashworth and one on Bridge Street in Crandon, on different hours by day (one cell spanning each part of the
// week's rows; Crandon shut on Saturdays, Ashworth open on Saturday mornings and until 20:00 on Wednesdays in
// January). Self-assessment tax returns priced by kind of client (a cell spanning each kind's rows: employed,
// self-employed, landlords) and complexity (simple, standard, complex), some "from £…", some "—"; a late rush
// surcharge; a fee rise from 1 April 2027; bookkeeping plans by monthly turnover under two-level headings (Essentials
// and Complete, billed monthly and yearly; "Priced after a free review" spanning four columns); payroll by the
// employee with a minimum, VAT returns by the quarter; a free first meeting at Ashworth only; no audits; the two
// offices side by side with their hours and Christmas and New Year; the team as cards, FAQs, dated news (with last
// year's prices), a footer with the company and VAT numbers and an "Open 7 days a week, 8am to 8pm" neither office
// keeps, forms to book a first meeting, start a tax return, ask for a bookkeeping quote and send a message, and two
// pages only the site's search finds.
const shellPage = shell({
  brand: "Penrose Bell Accountants",
  tagline: "Accountants for sole traders, landlords and small firms in Ashworth and Crandon",
  nav: [
    ["Tax returns", "/tax-returns"],
    ["Bookkeeping", "/bookkeeping"],
    ["Payroll and VAT", "/payroll-vat"],
    ["First meeting", "/first-meeting"],
    ["Our offices", "/offices"],
    ["Our team", "/team"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Penrose Bell Accountants, 14 Market Place, Ashworth AW2 5JD",
    phone: "01632 960 710",
    email: "office@penrosebell.test",
    socials: ["LinkedIn", "Facebook"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days a week, 8am to 8pm" neither office keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week, 8am to 8pm · Penrose Bell Ltd, registered in England and Wales no. " +
      "09318842 · VAT no. GB 276 5108 93</p>",
  );

/** Self-assessment tax returns by kind of client: simple, standard, complex. */
const RETURNS: [string, string[][]][] = [
  [
    "Employed",
    [
      ["PAYE, one job", "£150", "£195", "—"],
      ["Company director", "£220", "£280", "from £360"],
    ],
  ],
  [
    "Self-employed",
    [
      ["Sole trader, turnover under £90,000", "£240", "£320", "from £450"],
      ["Sole trader, turnover over £90,000", "—", "£420", "from £580"],
      ["Partner in a partnership", "£210", "£290", "from £400"],
    ],
  ],
  [
    "Landlords",
    [
      ["One rental property", "£190", "£250", "—"],
      ["Two to five properties", "£260", "£340", "from £460"],
      ["Six or more properties", "—", "from £450", "from £620"],
    ],
  ],
];

/** Bookkeeping: monthly turnover, then Essentials and Complete, each billed monthly and yearly. */
const BOOKKEEPING: [string, ...Cell[]][] = [
  ["Up to £5,000", "£45", "£486", "£85", "£918"],
  ["£5,001 to £15,000", "£70", "£756", "£120", "£1,296"],
  ["£15,001 to £40,000", "£110", "£1,188", "£175", "£1,890"],
  ["Over £40,000", ["Priced after a free review of your books", 4]],
];

/** The two offices side by side. */
const OFFICES: string[][] = [
  ["Address", "14 Market Place, Ashworth AW2 5JD", "3 Bridge Street, Crandon CR7 1LT"],
  [
    "What's there",
    "Tax returns, bookkeeping, payroll and free first meetings",
    "Tax returns and bookkeeping; payroll is run from Ashworth",
  ],
  ["Meeting rooms", "2", "1"],
  ["Parking", "Market Place car park, 1 hour free", "On-street, pay and display"],
  ["Phone", "01632 960 710", "01632 960 735"],
];

/** Opening hours by part of the week and day: Ashworth and Crandon. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "09:00 to 17:30", "09:00 to 17:00"],
      ["Tuesday", "09:00 to 17:30", "09:00 to 17:00"],
      ["Wednesday", "09:00 to 17:30", "09:00 to 17:00"],
      ["Thursday", "09:00 to 17:30", "08:30 to 18:30"],
      ["Friday", "09:00 to 17:00", "09:00 to 16:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "09:30 to 12:30", "Closed"],
      ["Sunday", "Closed", "Closed"],
    ],
  ],
];

/** Christmas and New Year: day, Ashworth, Crandon. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "09:00 to 13:00", "09:00 to 12:00"],
  ["Christmas Day to Monday 28 December", "Closed", "Closed"],
  ["Tuesday 29 and Wednesday 30 December", "10:00 to 16:00", "Closed"],
  ["New Year's Eve, Thursday 31 December", "09:00 to 13:00", "Closed"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 January", "09:30 to 12:30", "Closed"],
  ["Monday 4 January", "09:00 to 17:30", "09:00 to 17:00, open again"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Penrose Bell Accountants",
    `<p class="banner" role="status"><strong>Tax returns:</strong> send us your records by Sunday 10 January to
    avoid the late rush surcharge. <a href="/tax-returns">Tax return prices</a>.</p>
    <p>Chartered accountants in Ashworth since 2006 and in Crandon since 2014: tax returns, bookkeeping, payroll and
    VAT for sole traders, landlords and small firms, at a fixed price agreed before we start.</p>
    <p><a href="/tax-returns">Tax returns</a> · <a href="/bookkeeping">Bookkeeping plans</a> · <a
    href="/first-meeting">Book a first meeting</a></p>
    <h2>News</h2>${cards([
      ["12 November 2026", "Late Wednesdays in January", "Ashworth open until 20:00.", "/news"],
      ["6 April 2026", "Our prices for 2026/27", "This year's prices.", "/news"],
      ["2 September 2025", "Payroll from Ashworth", "One payroll team.", "/news"],
    ])}`,
  ),
  "/tax-returns": page(
    "Self-assessment tax returns",
    `<p>One fixed price for each return, agreed before we start: it covers preparing the return from your records,
    checking it with you and filing it with HMRC as your agent.</p>` +
      spanTable("Tax returns", ["", "Your income", "Simple", "Standard", "Complex"], RETURNS) +
      `<p>"—" means that level doesn't apply to you: we use the next column along.</p>` +
      dl([
        ["Simple", "One source of income, no capital gains"],
        ["Standard", "Up to three sources of income, with pension payments or gift aid"],
        ["Complex", "Capital gains, foreign income, or more than three sources of income"],
      ]) +
      line(
        "Late rush surcharge",
        "£75 on top of the return's price, if your records reach us after 10 January",
      ) +
      `<p class="notice"><strong>From 1 April 2027:</strong> every tax return will be £15 more. Bookkeeping,
      payroll and VAT returns stay the same.</p>` +
      `<p>We don't take on returns after Friday 22 January. The deadline for filing online is Sunday 31 January
      2027.</p>` +
      `<p><a href="/tax-returns/start">Start your tax return with us</a></p>`,
  ),
  "/bookkeeping": page(
    "Bookkeeping plans",
    `<p>We keep your books in the cloud, from your bank feed, so you always know where you stand. Choose a plan by
    your usual monthly turnover.</p>` +
      groupedTable(
        "Bookkeeping plans",
        ["Monthly turnover"],
        [
          ["Essentials", ["Billed monthly", "Billed yearly"]],
          ["Complete, with VAT returns", ["Billed monthly", "Billed yearly"]],
        ],
        BOOKKEEPING,
      ) +
      dl([
        ["Essentials", "Bank feed reconciled every week, sales and costs, a report each quarter"],
        ["Complete", "Everything in Essentials, plus your quarterly VAT returns and a year-end meeting"],
        ["Billed yearly", "10% off, paid in advance"],
        ["Software", "Included: we set you up on our cloud bookkeeping software"],
      ]) +
      line("Catching up on old books", "£40 for each month behind, before your plan starts") +
      `<p><a href="/bookkeeping/quote">Ask for a bookkeeping quote</a></p>`,
  ),
  "/offices": page(
    "Our offices",
    `<p>Our main office is on Market Place in Ashworth; the Crandon office, 11 miles away, is on Bridge Street. You
    can drop records in at either.</p>` +
      table("Ashworth and Crandon", ["", "Ashworth", "Crandon"], OFFICES) +
      spanTable("Opening hours", ["", "Day", "Ashworth", "Crandon"], HOURS) +
      line("Late Wednesdays in January", "Ashworth stays open until 20:00 every Wednesday in January") +
      table("Christmas and New Year", ["", "Ashworth", "Crandon"], CHRISTMAS),
  ),
  ...accountantsMorePages(page),
  ...accountantsAboutPages(page),
};

export const ACCOUNTANTS: CorpusSite = {
  name: "accountants",
  pages,
  layout: page,
  forms: {
    "/first-meeting/book/send": {
      title: "Meeting booked",
      reply: (f) =>
        `Thank you, ${f.name}. A first meeting about ${f.about} at ${f.office} on ${f.date} at ${f.time}, for ${f.people} person(s).`,
    },
    "/tax-returns/start/send": {
      title: "Tax return started",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.level} return for ${f.year}, as ${f.client}. We'll email ${f.email} a list of what to send.`,
    },
    "/bookkeeping/quote/send": {
      title: "Quote requested",
      reply: (f) =>
        `Thank you, ${f.name}. A quote for the ${f.plan} plan, billed ${f.billing}, turnover ${f.turnover}, ${f.employees} employee(s).`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
