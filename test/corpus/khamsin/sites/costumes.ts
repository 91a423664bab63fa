import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, options, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { costumesAboutPages } from "./costumes-about";
import { costumesMorePages } from "./costumes-more";

// KHAMSIN: the forty-sixth held-out part of the corpus (Motley & Masque), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). An independent costume and fancy dress hire business with a step-free shop in Wexham
// and a costume store on the first floor of a mill in Harnby, on different hours by day (one cell spanning each part
// of the week's rows; the shop shut on Sundays but for three in December and late on Thursdays, the store shut on
// Mondays and Tuesdays and late on Wednesdays). Costume hire by range for a weekend and a week with a deposit under
// two-level headings (one cell spanning both hire prices), which ranges each place has, a price rise from 1 February
// 2027, money off for 5 or more and 10 or more costumes, Santa suits by the weekend, the week and the whole of
// December (one cell spanning three prices) with a fully booked weekend, show and school hire with delivery by
// postcode zone, things to buy, the rules on age, ID, deposits, collecting, late returns and damage, the two places
// side by side with their hours by day and Christmas and New Year, the wardrobe team as cards, FAQs, dated news (with
// 2025's prices, last year's), a footer with the company and VAT numbers and an "Open 7 days a week" neither place
// keeps, forms to reserve a costume, a Santa suit and a fitting, to ask for a show quote and to send a message, and two
// pages only the site's search finds.
const shellPage = shell({
  brand: "Motley &amp; Masque",
  tagline: "Costume and fancy dress hire in Wexham and Harnby, with 4,000 costumes on our rails",
  nav: [
    ["The rails", "/hire"],
    ["Ho ho ho", "/santa"],
    ["Shows &amp; schools", "/productions"],
    ["Buy, don't borrow", "/shop"],
    ["Hiring, step by step", "/how-it-works"],
    ["Visit us", "/visit"],
    ["The wardrobe team", "/team"],
    ["Good to know", "/faq"],
    ["Noticeboard", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Motley &amp; Masque, 7 Chandlers Row, Wexham WX1 2CR",
    phone: "01632 962 310",
    email: "wardrobe@motleyandmasque.test",
    socials: ["Instagram", "Facebook", "Pinterest"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days a week" neither place keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week · Motley &amp; Masque Ltd, registered in England and Wales no. 07722614 · VAT no. " +
      "GB 219 6604 38</p>",
  );

/** Costume hire: range, what's on the rails, then a weekend and a week, then the deposit. */
const RANGES: [string, ...Cell[]][] = [
  ["Classic", "Pirates, nuns, cowboys, the 70s and 80s, animals", "£25", "£35", "£30"],
  ["Character", "Superheroes, film and TV characters, fairy tales", "£35", "£50", "£50"],
  ["Period", "Tudor, Georgian, Victorian, 1920s and wartime, with the underpinnings", "£45", "£65", "£75"],
  ["Mascot suits", "Full-body animals and characters, with a cooling vest", "£75", "£110", "£150"],
  [
    "Children's, ages 3 to 12",
    "Dinosaurs, knights, princesses, astronauts",
    ["£15, for up to a week", 2],
    "£20",
  ],
];

/** The shop and the store side by side. */
const PLACES: string[][] = [
  ["Address", "7 Chandlers Row, Wexham WX1 2CR", "Unit 3, Fellside Mill, Mill Lane, Harnby HN4 7FM"],
  [
    "What's there",
    "Classic, Character and children's costumes, Santa suits, and wigs, make-up and accessories to buy",
    "All 4,000 costumes, every range and Santa suits, fittings, the sale rail, and shows and schools",
  ],
  [
    "Getting in",
    "Step-free, on the ground floor",
    "First floor, by the stairs or the goods lift: ring the bell",
  ],
  ["Parking", "Chandlers Row car park, pay and display", "Free, in the mill yard"],
  ["Phone", "01632 962 310", "01632 962 318"],
];

/** Opening hours by part of the week and day: the shop and the store. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "09:30 to 17:30", "Closed"],
      ["Tuesday", "09:30 to 17:30", "Closed"],
      ["Wednesday", "09:30 to 17:30", "10:00 to 20:00"],
      ["Thursday", "09:30 to 19:00", "10:00 to 17:00"],
      ["Friday", "09:30 to 17:30", "10:00 to 17:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "09:00 to 17:00", "09:00 to 16:00"],
      ["Sunday", "Closed", "11:00 to 15:00, fittings by appointment only"],
    ],
  ],
];

/** Christmas and New Year: day, the shop, the store. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "09:30 to 14:00", "10:00 to 13:00"],
  ["Friday 25 to Sunday 27 December", "Closed", "Closed"],
  ["Monday 28 December", "10:00 to 16:00, returns only", "Closed"],
  ["Tuesday 29 and Wednesday 30 December", "09:30 to 17:30", "10:00 to 17:00"],
  ["New Year's Eve, Thursday 31 December", "09:00 to 15:00", "10:00 to 13:00"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 January", "10:00 to 16:00, returns only", "Closed"],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Motley &amp; Masque",
    `<p class="banner" role="status"><strong>Santa suits for December are going fast.</strong>
    <a href="/santa">See what's left</a>.</p>
    <p>Harriet opened a rail of theatre costumes on Chandlers Row in 2008. Now there are 4,000 costumes, from
    dinosaurs to Tudor queens, at the shop in Wexham and the costume store at Fellside Mill in Harnby.</p>
    <p><a href="/hire">Hire prices</a> · <a href="/how-it-works">How hiring works</a> · <a href="/visit">Opening
    hours</a></p>
    <h2>Noticeboard</h2>${cards([
      ["20 November 2026", "Santa suits for December", "Which weekends are left.", "/news"],
      ["5 October 2026", "Halloween: thank you!", "1,400 of you dressed up.", "/news"],
      ["1 September 2026", "Late Wednesdays in Harnby", "The store is open until 20:00.", "/visit"],
    ])}`,
  ),
  "/hire": page(
    "The rails",
    `<p>Every costume comes cleaned and pressed, with everything you see in the photo. Classic, Character and
    children's costumes are at both places; <strong>Period costumes and mascot suits are at the Costume Store in
    Harnby only</strong>.</p>` +
      groupedTable(
        "Costume hire",
        ["Range", "What's on the rails"],
        [
          ["Hire", ["A weekend, Friday to Monday", "A week"]],
          ["Deposit", ["A costume"]],
        ],
        RANGES,
      ) +
      `<p class="notice"><strong>From 1 February 2027:</strong> Period costumes will be £49 for a weekend and £70
      for a week. Every other price stays the same.</p>` +
      dl([
        [
          "Hiring for a group",
          "5 to 9 costumes hired together: 10% off the hire. 10 or more: 20% off. Deposits aren't discounted",
        ],
        ["Longer hire", "Each week after the first is half the week's price"],
        ["Reserving", "Up to 3 months ahead, £10 a costume, taken off the hire"],
      ]) +
      `<h2>Reserve a costume</h2>
      <form method="post" action="/hire/reserve/send">
      <p><label>Range <select name="range">${options([
        ["classic", "Classic"],
        ["character", "Character"],
        ["period", "Period"],
        ["mascot", "Mascot suit"],
        ["children", "Children's"],
      ])}</select></label></p>
      <p><label>The costume you'd like <input name="costume"></label></p>
      <p><label>Size <select name="size">${options([
        ["XS", "XS"],
        ["S", "S"],
        ["M", "M"],
        ["L", "L"],
        ["XL", "XL"],
        ["XXL", "XXL"],
        ["child", "A child's size"],
      ])}</select></label></p>
      <p><label>Collect from <select name="place">${options([
        ["shop", "The Shop, Wexham"],
        ["store", "The Costume Store, Harnby"],
      ])}</select></label></p>
      <p><label>Collect on <input type="date" name="collect" required></label></p>
      <p><label>Bring back on <input type="date" name="return" required></label></p>
      ${contact}
      <button type="submit">Reserve</button></form>`,
  ),
  "/visit": page(
    "Visit us",
    `<p>The Shop is on Chandlers Row in Wexham; the Costume Store is 6 miles away at Fellside Mill in Harnby.</p>` +
      table("The Shop and the Costume Store", ["", "The Shop", "The Costume Store"], PLACES) +
      spanTable("Opening hours", ["", "Day", "The Shop", "The Costume Store"], HOURS) +
      `<p>In December the Shop opens on Sundays 6, 13 and 20 December too, 11:00 to 15:00.</p>` +
      table("Christmas and New Year", ["", "The Shop", "The Costume Store"], CHRISTMAS) +
      `<p class="notice"><strong>Stocktake:</strong> the Costume Store is closed from Saturday 2 to Friday 8
      January.</p>`,
  ),
  ...costumesMorePages(page, contact),
  ...costumesAboutPages(page, contact),
};

export const COSTUMES: CorpusSite = {
  name: "costumes",
  pages,
  layout: page,
  forms: {
    "/hire/reserve/send": {
      title: "Your costume is reserved",
      reply: (f) =>
        `Thank you, ${f.name}. Your ${f.range} costume is reserved to collect from the ${f.place} on ${f.collect}; we've emailed ${f.email}.`,
    },
    "/santa/book/send": {
      title: "Your Santa suit is reserved",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.suits} ${f.suit} suit(s) for ${f.hire}, to collect from the ${f.place} on ${f.date}.`,
    },
    "/fittings/book/send": {
      title: "Your fitting is booked",
      reply: (f) => `Thank you, ${f.name}. Your fitting at the Costume Store is on ${f.date} at ${f.time}.`,
    },
    "/productions/quote/send": {
      title: "Quote requested",
      reply: (f) => `Thank you, ${f.name}. Carys will send a quote to ${f.email} within 3 working days.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
