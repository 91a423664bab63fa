import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, options, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { partyhireAboutPages } from "./partyhire-about";
import { partyhireMorePages } from "./partyhire-more";

// CHINOOK: the forty-seventh held-out part of the corpus (Fizz & Bounce Hire), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). A hot tub, bouncy castle and party equipment hire firm with a main depot on an
// industrial park in Ashcombe and a second depot in a farm barn at Pellow Green, on different hours by day (one cell
// spanning each part of the week's rows; Ashcombe open every day but Sunday afternoons, Pellow Green shut on Mondays
// and Sundays). Hot tubs by model with seats and the price for a weekend, midweek and a week under two-level headings
// (the wood-fired tub's one price spanning the weekend and midweek) with a refundable deposit, a price rise from 1
// March 2027, what a tub needs (power, water, ground), Christmas hot tubs; inflatables by size and age at a Monday to
// Thursday and a Friday to Sunday price (the Gladiator Duel's one price spanning both), weather rules, blowers and
// generators; party extras, tables and chairs cheaper by quantity and a garden party package; delivery by postcode
// zone with a charge by the mile past the zones for hot tubs only up to 40 miles; the small print (age, booking and
// damage deposits, cancelling by notice, a damage waiver with an excess); the two depots side by side with their hours
// by day and Christmas and New Year; the team as cards, FAQs, dated news (with 2025's prices, last year's), a footer
// with the company and VAT numbers and an "Open 7 days a week, 8am to 8pm" neither depot keeps, forms to book a hot
// tub and an inflatable, to ask for a party quote and to send a message, and two pages only the site's search finds.
const shellPage = shell({
  brand: "Fizz &amp; Bounce Hire",
  tagline: "Hot tubs, bouncy castles and party kit, delivered and set up around Ashcombe and Pellow Green",
  nav: [
    ["Soak", "/tubs"],
    ["Bounce", "/inflatables"],
    ["Party bits", "/party"],
    ["Where we go", "/delivery"],
    ["The small print", "/hire-terms"],
    ["Our depots", "/depots"],
    ["Meet the crew", "/team"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Say hello", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Fizz &amp; Bounce Hire, Unit 3, Mardle Road Industrial Park, Ashcombe ZN4 7PD",
    phone: "01632 963 120",
    email: "hello@fizzandbounce.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days a week, 8am to 8pm" neither depot keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week, 8am to 8pm · Fizz &amp; Bounce Hire Ltd, registered in England and Wales no. " +
      "08451967 · VAT no. GB 301 4478 62</p>",
  );

/** Hot tubs: tub, seats, then a weekend, midweek and 7 nights, then the refundable deposit. */
const TUBS: [string, ...Cell[]][] = [
  ["Bubble 4, inflatable", "2 to 4", "£160", "£140", "£220", "£100"],
  ["Bubble 6, inflatable", "4 to 6", "£185", "£160", "£260", "£100"],
  ["Lagoon 6, hard-shell with lights and jets", "5 to 6", "£295", "£260", "£420", "£200"],
  ["Grand Lagoon 8, hard-shell with lights and jets", "6 to 8", "£345", "£310", "£495", "£250"],
  ["Nordic 6, wood-fired cedar tub", "4 to 6", ["£395, weekend or midweek", 2], "£560", "£200"],
];

/** The two depots side by side. */
const PLACES: string[][] = [
  [
    "Address",
    "Unit 3, Mardle Road Industrial Park, Ashcombe ZN4 7PD",
    "Holt Farm Barns, Sandy Lane, Pellow Green ZP2 9LF",
  ],
  [
    "What's there",
    "Every hot tub and inflatable, the workshop, and collection of party extras",
    "Inflatables, tables and chairs and party extras; no hot tubs",
  ],
  ["Collect it yourself", "Yes, with a car or van; we load it for you", "Yes, party extras and tables only"],
  ["Parking", "Free, in the yard", "Free, in the farm yard; the lane is single track"],
  ["Phone", "01632 963 120", "01632 963 127"],
];

/** Opening hours by part of the week and day: Ashcombe and Pellow Green. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "08:00 to 18:00", "Closed"],
      ["Tuesday", "08:00 to 18:00", "09:00 to 17:00"],
      ["Wednesday", "08:00 to 18:00", "09:00 to 17:00"],
      ["Thursday", "08:00 to 18:00", "09:00 to 19:00"],
      ["Friday", "08:00 to 18:00", "09:00 to 17:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "08:00 to 16:00", "09:00 to 13:00"],
      ["Sunday", "09:00 to 12:00, returns only", "Closed"],
    ],
  ],
];

/** Christmas and New Year: day, Ashcombe, Pellow Green. */
const CHRISTMAS: string[][] = [
  ["Monday 21 to Wednesday 23 December", "08:00 to 18:00", "09:00 to 17:00"],
  ["Christmas Eve, Thursday 24 December", "08:00 to 13:00", "09:00 to 12:00"],
  ["Friday 25 to Sunday 27 December", "Closed", "Closed"],
  ["Monday 28 to Wednesday 30 December", "09:00 to 16:00", "Closed"],
  ["New Year's Eve, Thursday 31 December", "09:00 to 13:00", "Closed"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 January", "08:00 to 16:00", "Closed"],
  ["Tuesday 5 January", "08:00 to 18:00", "09:00 to 17:00"],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Fizz &amp; Bounce Hire",
    `<p class="banner" role="status"><strong>Christmas hot tubs: only a handful left.</strong> Four nights, 23 to
    27 December. <a href="/news">Find out more</a>.</p>
    <p>Hot tubs for a weekend in the garden, bouncy castles for the birthday, and the tables, chairs and candy floss
    for everything in between. Delivered, set up and taken away again by our own crew since 2012.</p>
    <p><a href="/tubs">Hot tub prices</a> · <a href="/inflatables">Bouncy castle prices</a> · <a href="/depots">Opening
    hours</a></p>
    <h2>News</h2>${cards([
      ["18 November 2026", "Christmas hot tubs", "Four nights over Christmas, booking now.", "/news"],
      ["3 November 2026", "Pellow Green over Christmas", "Our barn depot's holiday dates.", "/depots"],
      ["14 September 2026", "Meet the Gladiator Duel", "Our newest inflatable.", "/news"],
    ])}`,
  ),
  "/tubs": page(
    "Soak",
    `<p>Every hot tub comes delivered, filled, heated and set up by our crew, with a cover, steps, chemicals and a
    floating thermometer. A weekend is Friday to Monday; midweek is Monday to Friday.</p>` +
      groupedTable(
        "Hot tub hire",
        ["Hot tub", "Seats"],
        [
          ["Hire", ["A weekend, Friday to Monday", "Midweek, Monday to Friday", "7 nights"]],
          ["Refundable", ["Damage deposit"]],
        ],
        TUBS,
      ) +
      `<p class="notice"><strong>From 1 March 2027:</strong> the Bubble 6 will be £199 for a weekend and the Lagoon
      6 £315 for a weekend. Midweek and 7-night prices stay the same.</p>` +
      `<h2>What a hot tub needs</h2>` +
      dl([
        [
          "Power",
          "Bubble tubs: a 13 amp outdoor socket within 15 metres. Lagoon tubs: a 16 amp outdoor socket, which we can fit for £85 if you don't have one. The Nordic 6 needs no power: it heats with logs",
        ],
        ["Extension leads", "Never: we won't set up a hot tub on an extension lead or cable reel"],
        ["Water", "A garden tap within 25 metres; we bring the hose"],
        [
          "Ground",
          "Flat and level, 2.5m by 2.5m for a Bubble, 3m by 3m for a Lagoon or the Nordic; decking must take 2 tonnes",
        ],
        [
          "Getting it there",
          "A clear path 1 metre wide from where we park for the Lagoon tubs; Bubbles and the Nordic go through a house",
        ],
        [
          "Heating up",
          "Bubbles take about 24 hours to reach 38°C, Lagoons about 6 hours, the Nordic 3 hours",
        ],
        ["Logs", "The Nordic 6 comes with two nets of kiln-dried logs; more nets are £9 each"],
      ]) +
      `<h2>Christmas hot tubs</h2><p>Wednesday 23 to Sunday 27 December, four nights: the Bubble 6 for £295 and the
      Lagoon 6 for £450, delivered on the 23rd and collected on the 27th.</p>` +
      `<h2>Book a hot tub</h2>
      <form method="post" action="/tubs/book/send">
      <p><label>Hot tub <select name="tub">${options([
        ["bubble-4", "Bubble 4"],
        ["bubble-6", "Bubble 6"],
        ["lagoon-6", "Lagoon 6"],
        ["grand-lagoon-8", "Grand Lagoon 8"],
        ["nordic-6", "Nordic 6"],
      ])}</select></label></p>
      <p><label>Hire <select name="hire">${options([
        ["weekend", "A weekend, Friday to Monday"],
        ["midweek", "Midweek, Monday to Friday"],
        ["week", "7 nights"],
        ["christmas", "Christmas, 23 to 27 December"],
      ])}</select></label></p>
      <p><label>Delivery day <input type="date" name="date" required></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      <fieldset><legend>Do you have an outdoor socket?</legend>
      <label><input type="radio" name="socket" value="yes"> Yes</label>
      <label><input type="radio" name="socket" value="no"> No</label>
      </fieldset>
      ${contact}
      <button type="submit">Book and pay the booking deposit</button></form>`,
  ),
  "/depots": page(
    "Our depots",
    `<p>Two depots, 9 miles apart: our main yard in Ashcombe and the barn at Holt Farm, Pellow Green. Our phones
    are answered in opening hours.</p>` +
      table("Ashcombe and Pellow Green", ["", "Ashcombe", "Pellow Green"], PLACES) +
      spanTable("Opening hours", ["", "Day", "Ashcombe", "Pellow Green"], HOURS) +
      `<p>We deliver and collect every day of the week, whatever the depots' hours.</p>` +
      table("Christmas and New Year", ["", "Ashcombe", "Pellow Green"], CHRISTMAS) +
      `<p class="notice"><strong>Pellow Green closes after Christmas Eve</strong> and opens again on Tuesday 5
      January.</p>`,
  ),
  ...partyhireMorePages(page, contact),
  ...partyhireAboutPages(page, contact),
};

export const PARTYHIRE: CorpusSite = {
  name: "partyhire",
  pages,
  layout: page,
  forms: {
    "/tubs/book/send": {
      title: "Your hot tub is booked",
      reply: (f) =>
        `Thank you, ${f.name}. Your ${f.tub} (${f.hire}) will be delivered to ${f.postcode} on ${f.date}. We've emailed ${f.email}.`,
    },
    "/inflatables/book/send": {
      title: "Your inflatable is booked",
      reply: (f) =>
        `Thank you, ${f.name}. The ${f.inflatable} will be set up on ${f.date} in ${f.postcode} by ${f.arrive}.`,
    },
    "/party/quote/send": {
      title: "Quote requested",
      reply: (f) =>
        `Thank you, ${f.name}. We'll send a quote for your ${f.occasion} on ${f.date} to ${f.email} within 1 working day.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
