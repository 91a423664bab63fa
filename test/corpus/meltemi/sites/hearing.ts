import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { hearingAboutPages } from "./hearing-about";
import { hearingMorePages } from "./hearing-more";

// MELTEMI: the forty-ninth held-out part of the corpus (Pryce Hearing Care), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). An independent hearing care practice with a branch on Sheep Street in Brinsford and one
// in Kettlewick, on different hours by day (one cell spanning each part of the week's rows; Kettlewick shut on
// Mondays and at the weekend, only in the morning on Wednesdays and late on Thursdays). Hearing tests free or priced
// by kind, children not seen under 12; hearing aids in four levels priced one aid and a pair, behind the ear and in
// the ear under two-level headings (Essential's "Not made at this level" spanning both in-the-ear columns) with a
// price rise from 1 February 2027; ear wax removal by microsuction and irrigation for one or both ears (the plan
// members' "Free" spanning all four); aftercare plans; batteries by size and pack; home visits by postcode area with
// a charge; the tinnitus clinic; the two branches side by side with their hours and Christmas and New Year; the team
// as cards, FAQs, dated news (with 2025's prices, last year's), a footer with the company and VAT numbers and an
// "Open 7 days a week, 8am to 8pm" neither branch keeps, forms to book an appointment, order batteries, ask for a
// home visit, join an aftercare plan and send a message, and two pages only the site's search finds.
const shellPage = shell({
  brand: "Pryce Hearing Care",
  tagline: "Independent audiologists in Brinsford and Kettlewick",
  nav: [
    ["Hearing tests", "/hearing-tests"],
    ["Hearing aids", "/hearing-aids"],
    ["Ear wax removal", "/ear-wax"],
    ["Tinnitus", "/tinnitus"],
    ["Aftercare", "/aftercare"],
    ["Batteries", "/batteries"],
    ["Home visits", "/home-visits"],
    ["Our branches", "/branches"],
    ["Book", "/book"],
    ["Our team", "/team"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Pryce Hearing Care, 22 Sheep Street, Brinsford RV2 4QA",
    phone: "01632 960 350",
    email: "hello@prycehearing.test",
    socials: ["Facebook", "YouTube"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days a week, 8am to 8pm" neither branch keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week, 8am to 8pm · Pryce Hearing Care Ltd, registered in England and Wales no. " +
      "05581936 · VAT no. GB 736 1184 27</p>",
  );

/** Hearing tests: appointment, how long, who it's for, price. */
const TESTS: string[][] = [
  ["Hearing check", "20 minutes", "Anyone 16 or over: a quick screen of both ears", "Free"],
  ["Full hearing assessment", "60 minutes", "Adults 18 and over, with a look in your ears first", "Free"],
  ["Hearing assessment, 12 to 17", "60 minutes", "With a parent or carer", "£35"],
  ["Hearing test with a written report", "60 minutes", "For work, a pilot's medical or a solicitor", "£85"],
  ["Second opinion", "45 minutes", "If you wear hearing aids from somewhere else", "£45"],
  ["Tinnitus consultation", "75 minutes", "Adults, at Brinsford", "£95; a follow-up £50"],
];

/** Hearing aids: level, then behind the ear one aid and a pair, and in the ear one aid and a pair. */
const AIDS: [string, ...Cell[]][] = [
  ["Essential", "£595", "£1,095", ["Not made at this level", 2]],
  ["Advanced", "£995", "£1,795", "£1,195", "£2,195"],
  ["Premium", "£1,395", "£2,495", "£1,595", "£2,895"],
  ["Ultimate", "£1,795", "£3,195", "£1,995", "£3,595"],
];

/** The two branches side by side. */
const BRANCHES: string[][] = [
  ["Address", "22 Sheep Street, Brinsford RV2 4QA", "Unit 3, Abbey Mews, Kettlewick RV6 1JS"],
  [
    "What's there",
    "Every appointment, the tinnitus clinic and water irrigation",
    "Hearing tests, hearing aids and microsuction",
  ],
  ["Getting in", "Step-free, with a hearing loop", "Step-free, with a hearing loop"],
  ["Parking", "Two spaces behind the branch, off Tanner's Lane", "The Abbey Mews car park, 2 hours free"],
  ["Phone", "01632 960 350", "01632 960 357"],
];

/** Opening hours by part of the week and day: Brinsford and Kettlewick. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "09:00 to 17:30", "Closed"],
      ["Tuesday", "09:00 to 17:30", "09:30 to 17:00"],
      ["Wednesday", "09:00 to 17:30", "09:30 to 13:00"],
      ["Thursday", "09:00 to 17:30", "09:30 to 19:00"],
      ["Friday", "09:00 to 17:30", "09:30 to 17:00"],
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

/** Christmas and New Year: day, Brinsford, Kettlewick. */
const CHRISTMAS: string[][] = [
  ["Monday 21 to Wednesday 23 December", "09:00 to 17:30", "As usual, closed on Monday"],
  ["Christmas Eve, Thursday 24 December", "09:00 to 13:00", "Closed"],
  ["Christmas Day and Boxing Day, Friday 25 and Saturday 26 December", "Closed", "Closed"],
  ["Monday 28 December", "Closed", "Closed"],
  ["Tuesday 29 and Wednesday 30 December", "10:00 to 16:00", "Closed"],
  ["New Year's Eve, Thursday 31 December", "09:00 to 13:00", "Closed"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 January", "09:00 to 13:00", "Closed"],
  ["Tuesday 5 January", "09:00 to 17:30", "09:30 to 17:00, open again"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Pryce Hearing Care",
    `<p class="banner" role="status"><strong>Christmas:</strong> Kettlewick closes from Thursday 24 December and
    opens again on Tuesday 5 January. <a href="/branches">Opening hours</a>.</p>
    <p>An independent practice, owned by the audiologists who see you, in Brinsford since 2003 and Kettlewick since
    2019. Free hearing tests, every make of hearing aid, and ear wax removal by microsuction.</p>
    <p><a href="/hearing-aids">Hearing aid prices</a> · <a href="/ear-wax">Ear wax removal</a> · <a
    href="/book">Book an appointment</a></p>
    <h2>News</h2>${cards([
      ["9 November 2026", "Late Thursdays in Kettlewick", "Open until 19:00.", "/news"],
      ["14 May 2026", "Home visits on Fridays", "The hill villages.", "/news"],
      ["2 February 2026", "Our prices for 2026", "This year's prices.", "/news"],
    ])}`,
  ),
  "/hearing-tests": page(
    "Hearing tests",
    `<p>Every test is with a registered audiologist in a soundproof booth, and we talk you through the results
    before you go. We see adults and young people from 12; we don't see children under 12 — your GP can refer them to
    the children's hearing service at Brinsford General.</p>` +
      table("Hearing tests", ["Appointment", "How long", "Who it's for", "Price"], TESTS) +
      dl([
        [
          "Before a full assessment",
          "Wax can spoil a test: if we find too much, we'll remove it first, at the usual price",
        ],
        ["Bring", "Your glasses, any hearing aids you wear, and a list of your medicines"],
        ["A friend or family member", "Welcome to come in with you"],
      ]),
  ),
  "/hearing-aids": page(
    "Hearing aids",
    `<p>We fit aids from every major maker, at four levels of technology; a higher level copes better with noisy
    rooms and music. Every price includes the fitting and 3 follow-up visits in the first 3 months.</p>` +
      groupedTable(
        "Hearing aids, fitted",
        ["Level"],
        [
          ["Behind the ear", ["One aid", "A pair"]],
          ["In the ear, made for you", ["One aid", "A pair"]],
        ],
        AIDS,
      ) +
      `<p class="notice"><strong>From 1 February 2027:</strong> a pair of Premium aids will be £2,595 behind the ear
      and £2,995 in the ear, and a pair of Ultimate aids £3,295 behind the ear and £3,695 in the ear. Essential and
      Advanced aids, and every single aid, stay the same.</p>` +
      dl([
        [
          "Rechargeable",
          "Behind the ear at Advanced, Premium and Ultimate, £100 more a pair, with the charger",
        ],
        ["Warranty", "2 years on Essential aids, 4 years on the other levels"],
        ["Trying them", "60 days: if they don't suit you, bring them back for all your money back"],
        ["A year of aftercare", "The Gold plan free for the first year with Premium and Ultimate aids"],
      ]) +
      line("Paying", "A £200 deposit when you order, the rest at the fitting"),
  ),
  "/branches": page(
    "Our branches",
    `<p>Our main branch is on Sheep Street in Brinsford; Kettlewick, 11 miles away, is in Abbey Mews off the market
    square.</p>` +
      table("Brinsford and Kettlewick", ["", "Brinsford", "Kettlewick"], BRANCHES) +
      spanTable("Opening hours", ["", "Day", "Brinsford", "Kettlewick"], HOURS) +
      `<p>Appointments only at both branches, but drop in any time we're open for batteries, tubing and a quick
      clean.</p>` +
      table("Christmas and New Year", ["", "Brinsford", "Kettlewick"], CHRISTMAS),
  ),
  ...hearingMorePages(page),
  ...hearingAboutPages(page),
};

export const HEARING: CorpusSite = {
  name: "hearing",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Appointment requested",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.appointment} at ${f.branch} on ${f.date} at ${f.time}. We'll ring to confirm.`,
    },
    "/batteries/order/send": {
      title: "Batteries ordered",
      reply: (f) => `Thank you, ${f.name}. ${f.packs} × size ${f.size} (${f.pack}), by ${f.delivery}.`,
    },
    "/home-visits/request/send": {
      title: "Home visit requested",
      reply: (f) => `Thank you, ${f.name}. A home visit for ${f.reason} at ${f.postcode} on ${f.date}.`,
    },
    "/aftercare/join/send": {
      title: "Welcome to the plan",
      reply: (f) => `Thank you, ${f.name}. The ${f.plan} plan, paid ${f.pay}, from ${f.start}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
