import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { chocolatierAboutPages } from "./chocolatier-about";
import { chocolatierMorePages } from "./chocolatier-more";

// BORA: the forty-eighth held-out part of the corpus (Pennick & Lowe Chocolatiers), written by someone who did not
// tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). A chocolate maker with a workshop shop in Stallbridge and a shop in an arcade
// in Harrowby, on different hours by day (one cell spanning each part of the week's rows; Harrowby shut on Sundays
// and Mondays and late on Thursdays). Chocolates from the counter by the piece, by 100g and in gift boxes of 9 and 16
// under two-level headings (the rose and violet creams' one price, by the tin only, spanning all four), bars, a price
// rise from 1 February 2027, Christmas boxes and hampers, yule logs, order deadlines and collection days by shop,
// chocolate for baking by the bag, a chocolate fountain to hire with chocolate by the kilo, local delivery by postcode
// area with free thresholds and post, workshops with an age rule and money off for groups, the two shops side by side
// with their hours and Christmas and New Year; the team as cards, FAQs, dated news (with 2025's prices, last year's),
// a footer with the company and VAT numbers and an "Open 7 days a week, 9am to 6pm" neither shop keeps, forms to order
// for Christmas, hire the fountain, book a workshop, ask about wedding favours and send a message, and two pages only
// the site's search finds.
const shellPage = shell({
  brand: "Pennick &amp; Lowe Chocolatiers",
  tagline: "Handmade chocolates from our kitchen in Stallbridge",
  nav: [
    ["Chocolates", "/chocolates"],
    ["Christmas", "/christmas"],
    ["Baking &amp; fountains", "/baking"],
    ["Delivery", "/delivery"],
    ["Workshops", "/workshops"],
    ["Our shops", "/shops"],
    ["Who we are", "/team"],
    ["Questions", "/faq"],
    ["News", "/news"],
    ["Get in touch", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Pennick &amp; Lowe, The Old Tannery, Tannery Yard, Stallbridge XJ4 2PD",
    phone: "01632 961 730",
    email: "hello@pennickandlowe.test",
    socials: ["Instagram", "Facebook", "Pinterest"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days a week, 9am to 6pm" neither shop keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week, 9am to 6pm · Pennick &amp; Lowe Ltd, registered in England and Wales no. " +
      "10862347 · VAT no. GB 367 2290 51</p>",
  );

/** Chocolates: chocolate, then loose each and 100g, and a gift box of 9 and of 16. */
const CHOCOLATES: [string, ...Cell[]][] = [
  ["Salted caramel cup", "£1.40", "£6.50", "£12", "£20"],
  ["Sea buckthorn truffle", "£1.60", "£7", "£13.50", "£23"],
  ["Raspberry ganache heart", "£1.50", "£6.80", "£12.50", "£21"],
  ["Hazelnut praline", "£1.30", "£6", "£11", "£18.50"],
  ["Champagne truffle", "£1.80", "£7.50", "£15", "£26"],
  ["Rose and violet creams", ["£14, a tin of 12 only", 4]],
];

/** Bars, 80g: bar, cocoa, beans from, price. */
const BARS: string[][] = [
  ["Dark 70%", "70%", "Peru", "£5.50"],
  ["Dark 85%", "85%", "Ecuador", "£5.75"],
  ["Milk", "42%", "Ecuador", "£5.25"],
  ["Sea salt milk", "42%", "Ecuador", "£5.50"],
  ["White and raspberry", "33%", "Madagascar", "£5.25"],
  ["Orange and ginger dark", "70%", "Peru", "£5.75"],
];

/** The two shops side by side. */
const PLACES: string[][] = [
  [
    "Address",
    "The Old Tannery, Tannery Yard, Stallbridge XJ4 2PD",
    "6 Corn Exchange Arcade, Harrowby XJ8 1TW",
  ],
  [
    "What's there",
    "Our kitchen behind glass, the whole counter, bars, chocolate for baking and the workshop room",
    "The counter, bars and gifts; no chocolate for baking",
  ],
  ["Getting in", "Step-free", "Step-free from the arcade"],
  ["Parking", "Free, 10 spaces in the yard", "The Corn Exchange car park, pay and display"],
  ["Phone", "01632 961 730", "01632 961 735"],
];

/** Opening hours by part of the week and day: Stallbridge and Harrowby. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "09:30 to 17:00", "Closed"],
      ["Tuesday", "09:30 to 17:00", "10:00 to 17:30"],
      ["Wednesday", "09:30 to 17:00", "10:00 to 17:30"],
      ["Thursday", "09:30 to 17:00", "10:00 to 19:00"],
      ["Friday", "09:30 to 17:00", "10:00 to 17:30"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "09:00 to 17:30", "09:30 to 17:30"],
      ["Sunday", "10:00 to 16:00", "Closed"],
    ],
  ],
];

/** Christmas and New Year: days, Stallbridge, Harrowby. */
const CHRISTMAS: string[][] = [
  ["Monday 14 to Sunday 20 December", "09:00 to 18:00", "10:00 to 18:00, Sunday and Monday too"],
  ["Monday 21 to Wednesday 23 December", "08:30 to 18:00", "09:00 to 18:00"],
  ["Christmas Eve, Thursday 24 December", "08:30 to 14:00", "09:00 to 15:00"],
  ["Friday 25 to Sunday 27 December", "Closed", "Closed"],
  ["Monday 28 to Wednesday 30 December", "10:00 to 16:00", "Closed"],
  ["New Year's Eve, Thursday 31 December", "10:00 to 15:00", "10:00 to 15:00"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 January", "09:00 to 17:30", "Closed until Tuesday 5 January"],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Pennick &amp; Lowe Chocolatiers",
    `<p class="banner" role="status"><strong>Christmas orders are open:</strong> order by Sunday 20 December to
    collect from Stallbridge. <a href="/christmas">See the dates</a>.</p>
    <p>Rosa Pennick and Sam Lowe make every chocolate by hand in an old tannery in Stallbridge, and sell them there and
    in the Corn Exchange Arcade in Harrowby.</p>
    <p><a href="/chocolates">Chocolates</a> · <a href="/christmas">Christmas</a> · <a href="/shops">Opening
    hours</a></p>
    <h2>News</h2>${cards([
      ["9 November 2026", "Christmas orders are open", "The dates for collecting and posting.", "/news"],
      ["14 September 2026", "A new truffle", "Sea buckthorn, from the dunes.", "/chocolates"],
      ["2 February 2026", "Our prices from today", "This year's prices.", "/news"],
    ])}`,
  ),
  "/chocolates": page(
    "Chocolates",
    `<p>Pick from the counter at either shop: loose by the piece or by weight, or in a gift box of 9 or 16 of one
    kind. A mixed box costs the same as a box of its dearest chocolate.</p>` +
      groupedTable(
        "Chocolates from the counter",
        ["Chocolate"],
        [
          ["Loose", ["Each", "100g"]],
          ["In a gift box", ["9", "16"]],
        ],
        CHOCOLATES,
      ) +
      table("Bars, 80g", ["Bar", "Cocoa", "Beans from", "A bar"], BARS) +
      line("Any 3 bars", "£15") +
      `<p class="notice"><strong>From 1 February 2027:</strong> a box of 9 salted caramel cups will be £13 and a box
      of 16 £22, and the Dark 70% bar £6. Everything else stays the same.</p>` +
      dl([
        ["Keeping", "Truffles, hearts and creams within 3 weeks; bars within 12 months"],
        [
          "Allergens",
          "Made in a kitchen that handles nuts, milk and gluten; we can't promise anything is free of them",
        ],
        ["Without milk", "The Dark 70%, Dark 85% and orange and ginger bars"],
        ["Alcohol", "The champagne truffle only; not sold to under 18s"],
      ]),
  ),
  "/shops": page(
    "Our shops",
    `<p>Two shops, 8 miles apart: the workshop shop at the old tannery in Stallbridge, where you can watch us work,
    and our little shop in Harrowby's Corn Exchange Arcade.</p>` +
      table("Stallbridge and Harrowby", ["", "Stallbridge", "Harrowby"], PLACES) +
      spanTable("Opening hours", ["", "Day", "Stallbridge", "Harrowby"], HOURS) +
      `<p>We temper chocolate in the Stallbridge kitchen on Tuesday to Friday mornings: come and watch.</p>` +
      table("Christmas and New Year", ["", "Stallbridge", "Harrowby"], CHRISTMAS),
  ),
  ...chocolatierMorePages(page, contact),
  ...chocolatierAboutPages(page, contact),
};

export const CHOCOLATIER: CorpusSite = {
  name: "chocolatier",
  pages,
  layout: page,
  forms: {
    "/christmas/order/send": {
      title: "Your Christmas order is in",
      reply: (f) => `Thank you, ${f.name}. ${f.quantity} × ${f.item}, ${f.collect}, on ${f.date}.`,
    },
    "/baking/fountain/send": {
      title: "Fountain booked",
      reply: (f) => `Thank you, ${f.name}. The fountain for ${f.guests} guests on ${f.date}, ${f.setup}.`,
    },
    "/workshops/book/send": {
      title: "Workshop booked",
      reply: (f) => `Thank you, ${f.name}. ${f.places} place(s) on ${f.workshop} on ${f.date}.`,
    },
    "/favours/enquire/send": {
      title: "Enquiry sent",
      reply: (f) => `Thank you, ${f.name}. We'll be in touch about your ${f.occasion} within 3 working days.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
