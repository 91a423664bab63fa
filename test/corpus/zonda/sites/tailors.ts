import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { tailorsAboutPages } from "./tailors-about";
import { tailorsMorePages } from "./tailors-more";

// ZONDA: the fiftieth held-out part of the corpus (Kaur and Finch Tailors), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A tailoring and alterations business with a shop and workroom on Harrow Street in
// Elmsford and a shop in the Corn Exchange in Bramwell, on different hours by day (one cell spanning each part of the
// week's rows; Elmsford shut on Sundays and late on Thursdays, Bramwell shut on Mondays and open on Sunday
// afternoons). Alterations priced by garment (a cell spanning each kind's rows: trousers, jackets and coats, dresses
// and skirts) and job (shorten, take in, let out, a new zip, a new lining), some "from £…", some "—" where a job is
// not done; express turnaround as a flat fee or a share of the price; a price rise from 1 March 2027; bespoke suits by
// cloth under two-level headings (two-piece and three-piece, made to measure and full bespoke; linen's "Not made as a
// three-piece" spanning two columns), a deposit and fittings; wedding dresses by appointment at Elmsford only;
// leather, suede and fur not altered; collection within 60 days and free re-fits within 14 days; the two shops side
// by side with their hours and Christmas and New Year; the team as cards, FAQs, dated news (with 2025's prices, last
// year's), a footer with the company and VAT numbers and an "Open 7 days a week, 8am to 7pm" neither shop keeps,
// forms to book a fitting, ask about a bespoke suit, order gift vouchers and send a message, and two pages only the
// site's search finds.
const shellPage = shell({
  brand: "Kaur and Finch Tailors",
  tagline: "Alterations and bespoke tailoring in Elmsford and Bramwell",
  nav: [
    ["Alterations", "/alterations"],
    ["Bespoke suits", "/bespoke"],
    ["Wedding dresses", "/weddings"],
    ["Repairs", "/repairs"],
    ["Our shops", "/shops"],
    ["Book a fitting", "/book"],
    ["Gift vouchers", "/vouchers"],
    ["Our team", "/team"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Kaur and Finch Tailors, 12 Harrow Street, Elmsford EL4 2PN",
    phone: "01632 960 441",
    email: "hello@kaurfinch.test",
    socials: ["Instagram", "Facebook"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days a week, 8am to 7pm" neither shop keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week, 8am to 7pm · Kaur and Finch Ltd, registered in England and Wales no. " +
      "07742519 · VAT no. GB 198 4406 31</p>",
  );

/** Alterations by kind and garment: shorten, take in, let out, a new zip, a new lining. */
const ALTERATIONS: [string, string[][]][] = [
  [
    "Trousers",
    [
      ["Suit or dress trousers", "£14", "£18", "£20", "£16", "£38"],
      ["Jeans", "£12", "£24", "—", "£18", "—"],
      ["Shorts", "£10", "£15", "£17", "£14", "—"],
    ],
  ],
  [
    "Jackets and coats",
    [
      ["Suit jacket or blazer, sleeves", "from £28", "£35", "£38", "—", "from £85"],
      ["Coat, sleeves", "from £34", "£45", "£48", "£30", "from £110"],
    ],
  ],
  [
    "Dresses and skirts",
    [
      ["Skirt", "£16", "£19", "£23", "£16", "£30"],
      ["Day dress", "£25", "£28", "£31", "£20", "£45"],
      ["Evening or prom dress", "from £45", "from £40", "from £46", "£27", "from £65"],
    ],
  ],
];

/** Turnaround: how fast, what it costs on top. */
const EXPRESS: string[][] = [
  ["Standard", "Ready in 5 working days", "Nothing extra"],
  ["Express", "Ready in 3 working days", "£10 on top, for the whole order"],
  ["Next day", "Ready the next working day after 16:00", "50% on top of the alterations' price"],
  ["Same day", "In by 10:00, ready by 17:00, at Elmsford only", "100% on top of the alterations' price"],
];

/** Bespoke suits: cloth, then two-piece made to measure and full bespoke, then three-piece. */
const SUITS: [string, ...Cell[]][] = [
  ["House cloth, pure wool", "£650", "£1,250", "£790", "£1,450"],
  ["Fine wool, Super 120s", "£850", "£1,550", "£1,020", "£1,790"],
  ["Cashmere blend", "£1,150", "£1,950", "£1,380", "£2,250"],
  ["Linen", "£720", "£1,320", ["Not made as a three-piece", 2]],
];

/** The two shops side by side. */
const SHOPS: string[][] = [
  ["Address", "12 Harrow Street, Elmsford EL4 2PN", "Unit 6, The Corn Exchange, Bramwell BW1 3HD"],
  [
    "What's there",
    "Alterations, our workroom, bespoke suits, wedding dresses and same day alterations",
    "Alterations and repairs, dropped off and collected",
  ],
  ["Fitting rooms", "3", "1"],
  ["Parking", "Harrow Street car park, 2 hours free", "The Corn Exchange car park, pay and display"],
  ["Phone", "01632 960 441", "01632 960 448"],
];

/** Opening hours by part of the week and day: Elmsford and Bramwell. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "09:00 to 17:30", "Closed"],
      ["Tuesday", "09:00 to 17:30", "10:00 to 17:00"],
      ["Wednesday", "09:00 to 17:30", "10:00 to 17:00"],
      ["Thursday", "09:00 to 19:00", "10:00 to 17:00"],
      ["Friday", "09:00 to 17:30", "10:00 to 18:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "09:00 to 16:00", "09:30 to 17:00"],
      ["Sunday", "Closed", "11:00 to 15:00"],
    ],
  ],
];

/** Christmas and New Year: day, Elmsford, Bramwell. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "09:00 to 14:00", "10:00 to 14:00"],
  ["Christmas Day to Sunday 27 December", "Closed", "Closed"],
  ["Monday 28 December", "Closed", "Closed"],
  ["Tuesday 29 and Wednesday 30 December", "10:00 to 16:00", "Closed"],
  ["New Year's Eve, Thursday 31 December", "09:00 to 14:00", "Closed"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 January", "09:00 to 16:00", "09:30 to 17:00, open again"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Kaur and Finch Tailors",
    `<p class="banner" role="status"><strong>Christmas:</strong> bring alterations for Christmas in by Saturday 12
    December. <a href="/shops">Christmas opening hours</a>.</p>
    <p>Tailors in Elmsford since 2008 and in Bramwell since 2020: alterations to almost anything you wear, bespoke
    suits cut in our own workroom, and wedding dresses fitted by appointment.</p>
    <p><a href="/alterations">Alterations prices</a> · <a href="/bespoke">Bespoke suits</a> · <a href="/book">Book a
    fitting</a></p>
    <h2>News</h2>${cards([
      ["10 November 2026", "Late Thursdays in Elmsford", "Open until 19:00.", "/news"],
      ["3 March 2026", "Our prices for 2026", "This year's prices.", "/news"],
      ["14 September 2025", "Sundays in Bramwell", "Open on Sunday afternoons.", "/news"],
    ])}`,
  ),
  "/alterations": page(
    "Alterations",
    `<p>Drop in at either shop: we pin the garment on you, give you a price and a day to collect. Prices are for each
    garment; a lined garment may cost more to shorten, and we tell you before we start.</p>` +
      spanTable(
        "Alterations",
        ["", "Garment", "Shorten", "Take in", "Let out", "New zip", "New lining"],
        ALTERATIONS,
      ) +
      `<p>"—" means we don't do that job on that garment.</p>` +
      `<p class="notice"><strong>From 1 March 2027:</strong> shortening suit or dress trousers will be £16, jeans
      £14 and a skirt £18, and every new zip £2 more. Jackets, coats and dresses stay the same.</p>` +
      table("How soon", ["Turnaround", "When it's ready", "What it costs"], EXPRESS) +
      dl([
        ["Leather, suede and fur", "We're sorry, we don't alter them"],
        ["If it's not right", "Bring it back within 14 days and we'll re-fit it free"],
        ["Collecting", "Within 60 days of the day it's ready"],
        ["Paying", "When you collect, by card or cash"],
      ]),
  ),
  "/bespoke": page(
    "Bespoke suits",
    `<p>Every suit is cut in our Elmsford workroom by George Finch. Made to measure starts from one of our own
    patterns, altered to you; full bespoke is a pattern drawn for you alone, with more fittings.</p>` +
      groupedTable(
        "Bespoke suits",
        ["Cloth"],
        [
          ["Two-piece", ["Made to measure", "Full bespoke"]],
          ["Three-piece, with a waistcoat", ["Made to measure", "Full bespoke"]],
        ],
        SUITS,
      ) +
      dl([
        ["Deposit", "Half the price when you order, the rest when you collect"],
        ["Fittings", "Made to measure, 2 fittings; full bespoke, 3 fittings"],
        ["How long", "6 to 8 weeks made to measure, 10 to 12 weeks full bespoke"],
        ["Consultations", "Free, at Elmsford, by appointment"],
      ]) +
      line("A second pair of trousers", "Half the price of the suit's trousers, ordered with the suit") +
      `<h2>Ask about a suit</h2>
      <form method="post" action="/bespoke/enquire/send">
      <fieldset><legend>Suit</legend>
      <label><input type="radio" name="suit" value="two-piece" required> Two-piece</label>
      <label><input type="radio" name="suit" value="three-piece"> Three-piece</label></fieldset>
      <p><label>Cloth <select name="cloth">${options([
        ["house", "House cloth, pure wool"],
        ["fine-wool", "Fine wool, Super 120s"],
        ["cashmere", "Cashmere blend"],
        ["linen", "Linen (two-piece only)"],
      ])}</select></label></p>
      <fieldset><legend>Made</legend>
      <label><input type="radio" name="cut" value="made-to-measure" required> Made to measure</label>
      <label><input type="radio" name="cut" value="full-bespoke"> Full bespoke</label></fieldset>
      <p><label>Needed by <input type="date" name="needed" required></label></p>
      <p><label>What it's for <input name="occasion"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <button type="submit">Send</button></form>`,
  ),
  "/shops": page(
    "Our shops",
    `<p>Our main shop and workroom is on Harrow Street in Elmsford; the Bramwell shop, 9 miles away, is in the Corn
    Exchange. Drop alterations off at either, and collect from the same shop.</p>` +
      table("Elmsford and Bramwell", ["", "Elmsford", "Bramwell"], SHOPS) +
      spanTable("Opening hours", ["", "Day", "Elmsford", "Bramwell"], HOURS) +
      table("Christmas and New Year", ["", "Elmsford", "Bramwell"], CHRISTMAS),
  ),
  ...tailorsMorePages(page),
  ...tailorsAboutPages(page),
};

export const TAILORS: CorpusSite = {
  name: "tailors",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Fitting booked",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.service} appointment at ${f.shop} on ${f.date} at ${f.time}, for ${f.garments} garment(s).`,
    },
    "/bespoke/enquire/send": {
      title: "Enquiry sent",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.suit} in ${f.cloth}, ${f.cut}, by ${f.needed}. George will ring you.`,
    },
    "/vouchers/order/send": {
      title: "Vouchers ordered",
      reply: (f) => `Thank you, ${f.name}. ${f.quantity} × £${f.value} voucher(s), by ${f.delivery}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
