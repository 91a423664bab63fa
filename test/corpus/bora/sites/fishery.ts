import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { fisheryAboutPages } from "./fishery-about";
import { fisheryMorePages } from "./fishery-more";

// BORA: the forty-eighth held-out part of the corpus (Larkmere Fisheries), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A coarse fishery with three lakes and a stretch of river at Ashmoor, its lodge by the
// lakes and a tackle shop in Kelsby, on different hours by day (one cell spanning each part of the week's rows; the
// Kelsby shop shut on Mondays, late on Thursdays and open only in the morning on Sundays). Day and night tickets by
// water and by rod under two-level headings (Reed Lake's one day price spanning the three rod columns and "No night
// fishing" spanning both night columns) with a price rise from 1 March 2027, concessions, the lakes by size, pegs and
// fish, season tickets, match bookings and open matches, bait by the pint and the kilo, the rules (barbless hooks, no
// keepnets but in matches, juniors with an adult, the river's close season and Mill Lake's rest in February),
// coaching, the lodge and the shop side by side with their hours and Christmas and New Year; the team as cards, FAQs,
// dated news (with 2025's prices, last year's), a footer with the company and VAT numbers and an "Open 7 days a week,
// 6am to 8pm" neither place keeps, forms to book a ticket, book a match, apply for a season ticket, order bait, book
// coaching and send a message, and two pages only the site's search finds.
const shellPage = shell({
  brand: "Larkmere Fisheries",
  tagline: "Three lakes and a mile and a half of the River Lodd, near Ashmoor",
  nav: [
    ["Tickets", "/tickets"],
    ["The waters", "/lakes"],
    ["Season tickets", "/season"],
    ["Matches", "/matches"],
    ["Tackle &amp; bait", "/shop"],
    ["Rules", "/rules"],
    ["Learn to fish", "/coaching"],
    ["Find us", "/visit"],
    ["Our team", "/team"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Larkmere Fisheries, Coldwell Lane, Ashmoor WQ7 3LR",
    phone: "01632 961 480",
    email: "lodge@larkmere.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days a week, 6am to 8pm" neither place keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week, 6am to 8pm · Larkmere Fisheries Ltd, registered in England and Wales no. " +
      "07724519 · VAT no. GB 298 5561 04</p>",
  );

/** Tickets: water, then a day ticket with 1, 2 or 3 rods and a 24-hour night ticket with 2 or 3 rods. */
const TICKETS: [string, ...Cell[]][] = [
  ["Mill Lake, carp", "–", "£15", "£18", "£28", "£34"],
  ["Willow Lake, mixed coarse", "£8", "£10", "–", "£20", "–"],
  ["Reed Lake, juniors and beginners", ["£6, up to 2 rods; under 16s £3", 3], ["No night fishing", 2]],
  ["River Lodd", "£7", "£9", "–", ["No night fishing", 2]],
];

/** The lakes: water, size, pegs, fish, the biggest fish caught. */
const WATERS: string[][] = [
  ["Mill Lake", "4 acres, 4 to 12 feet deep", "22", "Mirror and common carp", "A 38lb 4oz common, June 2026"],
  [
    "Willow Lake",
    "3 acres, 3 to 7 feet deep",
    "40",
    "Carp to 20lb, tench, bream, roach, rudd and perch",
    "A 21lb 6oz mirror",
  ],
  ["Reed Lake", "1 acre, 2 to 5 feet deep", "16", "Small carp, roach, rudd and skimmers", "A 9lb common"],
  [
    "River Lodd",
    "1½ miles of the north bank",
    "24",
    "Chub, barbel, roach, dace and pike",
    "A 15lb 2oz barbel",
  ],
];

/** The lodge and the Kelsby shop side by side. */
const PLACES: string[][] = [
  ["Address", "Coldwell Lane, Ashmoor WQ7 3LR, by the lakes", "9 Quay Street, Kelsby WQ2 5EN"],
  [
    "What's there",
    "Tickets, bait, tea and breakfasts, toilets and a shower",
    "Tackle, bait and rod repairs; River Lodd day tickets",
  ],
  ["Getting in", "Step-free, with an accessible toilet", "Two steps at the door"],
  ["Parking", "Free, by the lodge and behind Willow Lake", "On Quay Street, the first hour free"],
  ["Phone", "01632 961 480", "01632 961 486"],
];

/** Opening hours by part of the week and day: the lodge and the Kelsby shop. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "06:30 to 16:00", "Closed"],
      ["Tuesday", "06:30 to 16:00", "08:00 to 17:30"],
      ["Wednesday", "06:30 to 16:00", "08:00 to 17:30"],
      ["Thursday", "06:30 to 16:00", "08:00 to 19:00"],
      ["Friday", "06:30 to 16:00", "08:00 to 17:30"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "06:00 to 17:00", "07:00 to 17:00"],
      ["Sunday", "06:00 to 17:00", "07:00 to 12:00"],
    ],
  ],
];

/** Christmas and New Year: day, the lodge and the lakes, the Kelsby shop. */
const CHRISTMAS: string[][] = [
  ["Monday 21 to Wednesday 23 December", "06:30 to 16:00", "08:00 to 17:30, Monday too"],
  ["Christmas Eve, Thursday 24 December", "06:30 to 13:00", "08:00 to 13:00"],
  ["Christmas Day, Friday 25 December", "Closed, no fishing", "Closed"],
  ["Boxing Day, Saturday 26 December", "06:00 to 14:00, with the open match on Willow Lake", "Closed"],
  ["Sunday 27 December", "06:00 to 17:00", "Closed"],
  ["Monday 28 to Wednesday 30 December", "07:00 to 16:00", "09:00 to 16:00, Monday too"],
  ["New Year's Eve, Thursday 31 December", "07:00 to 14:00", "08:00 to 14:00"],
  ["New Year's Day, Friday 1 January", "08:00 to 16:00", "Closed"],
  ["Saturday 2 January", "06:00 to 17:00", "07:00 to 17:00"],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Larkmere Fisheries",
    `<p class="banner" role="status"><strong>Boxing Day open match:</strong> Willow Lake, Saturday 26 December,
    draw at 08:00. <a href="/matches">Book a peg</a>.</p>
    <p>Three spring-fed lakes and a mile and a half of the River Lodd, run by the Lark family since 1988. Day tickets
    at the lodge, night fishing on Mill Lake and Willow Lake, and a tackle shop in Kelsby.</p>
    <p><a href="/tickets">Ticket prices</a> · <a href="/rules">Fishery rules</a> · <a href="/visit">Opening
    hours</a></p>
    <h2>News</h2>${cards([
      ["12 November 2026", "The Boxing Day open", "40 pegs on Willow Lake.", "/news"],
      ["20 June 2026", "A new Mill Lake record", "A 38lb 4oz common.", "/news"],
      ["2 March 2026", "Our prices from 1 March", "This season's tickets.", "/news"],
    ])}`,
  ),
  "/tickets": page(
    "Tickets",
    `<p>Buy your ticket at the lodge before you set up, or book one below. A day ticket is from dawn to dusk; a night
    ticket is 24 hours, from noon to noon the next day. The bailiff checks tickets on the bank.</p>` +
      groupedTable(
        "Tickets",
        ["Water"],
        [
          ["Day, dawn to dusk", ["1 rod", "2 rods", "3 rods"]],
          ["Night, 24 hours from noon", ["2 rods", "3 rods"]],
        ],
        TICKETS,
      ) +
      `<p class="notice"><strong>From 1 March 2027:</strong> Mill Lake day tickets will be £16 with 2 rods and £19
      with 3, and night tickets £30 with 2 rods and £36 with 3. Every other ticket stays the same.</p>` +
      dl([
        [
          "Under 16s",
          "Half price on day tickets on Willow Lake and the River Lodd; £3 on Reed Lake. Not on night tickets",
        ],
        ["Over 65s and registered disabled anglers", "£2 off any day ticket"],
        [
          "Night fishing",
          "Mill Lake and Willow Lake only; Mill Lake nights must be booked, up to 3 in a row",
        ],
        [
          "Rod licence",
          "Every angler 13 or over needs an Environment Agency rod licence; we don't sell them",
        ],
        ["River Lodd tickets", "From the lodge or the Kelsby shop"],
      ]) +
      line("Arriving for a night", "From 12:00; be off your swim by 12:00 the next day") +
      line("A second angler sharing your swim", "Needs a ticket of their own") +
      `<h2>Book a ticket</h2>
      <form method="post" action="/tickets/book/send">
      <p><label>Water <select name="water">${options([
        ["mill", "Mill Lake"],
        ["willow", "Willow Lake"],
        ["reed", "Reed Lake"],
        ["river", "River Lodd"],
      ])}</select></label></p>
      <fieldset><legend>Ticket</legend>
      <label><input type="radio" name="ticket" value="day" required> Day, dawn to dusk</label>
      <label><input type="radio" name="ticket" value="night"> Night, 24 hours from noon</label></fieldset>
      <p><label>Rods <select name="rods">${options([
        ["1", "1 rod"],
        ["2", "2 rods"],
        ["3", "3 rods (Mill Lake only)"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Nights in a row <input type="number" name="nights" min="1" max="3" value="1"></label></p>
      <p><label>Anglers <input type="number" name="anglers" min="1" max="4" required></label></p>
      ${contact}
      <button type="submit">Book</button></form>`,
  ),
  "/lakes": page(
    "The waters",
    `<p>Three lakes dug from the old gravel workings, fed by springs, and the north bank of the River Lodd below
    Kelsby bridge. Every peg is numbered; the map at the lodge shows them all.</p>` +
      table("The waters", ["Water", "Size", "Pegs", "Fish", "Biggest fish"], WATERS) +
      dl([
        [
          "Mill Lake",
          "Carp only, for anglers who know how to look after them; barrows from the lodge, 150 metres",
        ],
        ["Willow Lake", "Our match lake, with parking behind 8 of its pegs"],
        ["Reed Lake", "Sheltered, shallow and full of bites: for juniors and beginners, by day only"],
        [
          "River Lodd",
          "Trotting for chub and roach, and barbel in the summer; shut from 15 March to 15 June",
        ],
      ]),
  ),
  "/visit": page(
    "Find us",
    `<p>The lodge is by the lakes on Coldwell Lane, a mile out of Ashmoor; our tackle shop is on the quay in Kelsby,
    7 miles away, by the river.</p>` +
      table("The lodge and the shop", ["", "The lodge", "Kelsby shop"], PLACES) +
      spanTable("Opening hours", ["", "Day", "The lodge", "Kelsby shop"], HOURS) +
      `<p>Day tickets fish from dawn to dusk whatever the lodge's hours; the gate is locked at dusk and opens for
      night anglers with the code on their ticket.</p>` +
      table("Christmas and New Year", ["", "The lodge and the lakes", "Kelsby shop"], CHRISTMAS) +
      `<p>No night tickets for the nights of 24 and 25 December.</p>`,
  ),
  ...fisheryMorePages(page, contact),
  ...fisheryAboutPages(page, contact),
};

export const FISHERY: CorpusSite = {
  name: "fishery",
  pages,
  layout: page,
  forms: {
    "/tickets/book/send": {
      title: "Your ticket is booked",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.ticket} ticket on ${f.water} for ${f.anglers} angler(s) with ${f.rods} rod(s) from ${f.date}.`,
    },
    "/matches/book/send": {
      title: "Your match is booked",
      reply: (f) => `Thank you, ${f.name}. ${f.pegs} pegs for ${f.club} on ${f.water} on ${f.date}.`,
    },
    "/season/apply/send": {
      title: "Application received",
      reply: (f) =>
        `Thank you, ${f.name}. We'll post your season ticket card to ${f.postcode} within a week.`,
    },
    "/shop/bait/send": {
      title: "Bait ordered",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.quantity} × ${f.bait} to collect from ${f.collect} on ${f.date}.`,
    },
    "/coaching/book/send": {
      title: "Session booked",
      reply: (f) => `Thank you, ${f.name}. ${f.people} place(s) on ${f.session} on ${f.date}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 2 days.`,
    },
  },
};
