import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { caterersAboutPages } from "./caterers-about";
import { caterersMorePages } from "./caterers-more";

// WILLIWAW: the fifty-fourth held-out part of the corpus (Marlow & Finch), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A caterer for weddings, parties and offices with a kitchen on Bellfield Road in Oakhurst
// and a tasting room on The Parade in Wrenbury, on different hours by day (one cell spanning each part of the week's
// rows; the kitchen shut on Sundays, the tasting room shut on Mondays and Saturdays and open until 19:30 on
// Thursdays). Menus priced per head by menu and tier under two-level headings (classic and premium, each Monday to
// Thursday or Friday to Sunday), with a minimum number of guests, "Not offered" spanning two columns; dietary options
// by menu with ticks and dashes; extras (staff by the hour, crockery a head, cake cutting, corkage a bottle); delivery
// by zone, free in two zones over an order size; a deposit of 25% and the balance 14 days before; office lunch
// platters with a minimum order and a cut-off the working day before; every per-head price £2 more from Monday 1 March
// 2027; no events over 250 guests (sent to Harbourside Event Catering); the two places side by side with their hours
// and Christmas and New Year; the team as cards, FAQs, dated news (with last year's prices), a footer with the company
// and VAT numbers and an "Open 7 days, 7am to 10pm" neither place keeps, forms to book a tasting, ask for a quote,
// order office lunches and send a message, and two pages only the site's search finds.
const shellPage = shell({
  brand: "Marlow &amp; Finch",
  tagline: "Catering for weddings, parties and offices around Oakhurst and Wrenbury",
  nav: [
    ["Menus and prices", "/menus"],
    ["Dietary needs", "/dietary"],
    ["Extras", "/extras"],
    ["Delivery", "/delivery"],
    ["Office lunches", "/office-lunches"],
    ["Booking and payment", "/booking"],
    ["Kitchen and tasting room", "/find-us"],
    ["Get a quote", "/quote"],
    ["Our team", "/team"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Marlow &amp; Finch, Unit 4, Bellfield Road, Oakhurst OK7 3DN",
    phone: "01632 517 800",
    email: "events@marlowandfinch.test",
    socials: ["Facebook", "Instagram", "Pinterest"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days, 7am to 10pm" neither place keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days, 7am to 10pm · Marlow &amp; Finch Catering Ltd, registered in England and Wales no. " +
      "11725093 · VAT no. GB 296 4471 38 · Food hygiene registered with Oakhurst District Council</p>",
  );

/** Menus per head: menu, minimum guests, then classic and premium, each Monday to Thursday and Friday to Sunday. */
const MENUS: [string, ...Cell[]][] = [
  ["Canapés, 6 pieces a head", "30", "£14", "£16", "£19", "£22"],
  ["Canapés, 10 pieces a head", "30", "£21", "£24", "£28", "£32"],
  ["Buffet, hot and cold", "25", "£22", "£25", "£30", "£34"],
  ["Sit-down, three courses", "40", "£42", "£48", "£56", "£64"],
  ["Barbecue", "30", "£26", "£29", ["Not offered", 2]],
  ["Afternoon tea", "20", "£18", "£20", "£24", "£27"],
];

/** Dietary options by menu: vegan, vegetarian, gluten-free, halal, nut-free. */
const DIETARY: string[][] = [
  ["Canapés", "✓", "✓", "✓", "✓", "—"],
  ["Buffet", "✓", "✓", "✓", "✓", "✓"],
  ["Sit-down", "✓", "✓", "✓", "—", "✓"],
  ["Barbecue", "—", "✓", "✓", "✓", "✓"],
  ["Afternoon tea", "—", "✓", "✓", "✓", "—"],
];

/** The kitchen and the tasting room side by side. */
const PLACES: string[][] = [
  ["Address", "Unit 4, Bellfield Road, Oakhurst OK7 3DN", "18 The Parade, Wrenbury WB2 6LS"],
  ["What's there", "Our kitchen, and collection of office lunches", "Tastings and wedding planning"],
  ["Phone", "01632 517 800", "01632 517 845"],
  ["Parking", "6 spaces in front of the unit", "Free on The Parade after 10:00"],
  ["Collect an order", "Yes", "No, the kitchen only"],
];

/** Hours by part of the week and day: the kitchen and the tasting room. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "07:00 to 16:00", "Closed"],
      ["Tuesday", "07:00 to 16:00", "10:00 to 17:00"],
      ["Wednesday", "07:00 to 16:00", "10:00 to 17:00"],
      ["Thursday", "07:00 to 16:00", "10:00 to 19:30"],
      ["Friday", "07:00 to 16:00", "10:00 to 17:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "08:00 to 12:00", "Closed, we're out at weddings"],
      ["Sunday", "Closed", "11:00 to 15:00"],
    ],
  ],
];

/** Christmas and New Year: day, kitchen, tasting room. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "07:00 to 13:00", "Closed"],
  ["Christmas Day to Monday 28 December", "Closed", "Closed"],
  ["Tuesday 29 December", "08:00 to 14:00", "Closed"],
  ["Wednesday 30 December", "08:00 to 14:00", "10:00 to 16:00"],
  ["New Year's Eve, Thursday 31 December", "07:00 to 12:00", "Closed"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 January", "08:00 to 12:00", "Closed, as every Saturday"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Marlow &amp; Finch",
    `<p class="banner" role="status"><strong>Christmas:</strong> office lunch platters until Wednesday 23 December.
    <a href="/office-lunches">Order office lunches</a>.</p>
    <p>Caterers in Oakhurst since 2015: canapés, buffets, sit-down dinners, barbecues and afternoon teas for weddings,
    parties and offices, cooked in our own kitchen. Taste the menu first at our Wrenbury tasting room.</p>
    <p><a href="/menus">Menus and prices</a> · <a href="/tasting">Book a tasting</a> · <a href="/quote">Get a
    quote</a></p>
    <h2>News</h2>${cards([
      ["12 November 2026", "Christmas office lunches", "Platters until 23 December.", "/news"],
      ["5 January 2026", "Our menus for 2026", "This year's prices.", "/news"],
      ["14 June 2025", "Ten years of Marlow &amp; Finch", "A party for our clients.", "/news"],
    ])}`,
  ),
  "/menus": page(
    "Menus and prices",
    `<p>Every menu is cooked in our Oakhurst kitchen and served by our own staff. Prices are per head, with VAT,
    and depend on the day of your event.</p>` +
      groupedTable(
        "Menus per head",
        ["Menu", "Minimum guests"],
        [
          ["Classic", ["Monday to Thursday", "Friday to Sunday"]],
          ["Premium", ["Monday to Thursday", "Friday to Sunday"]],
        ],
        MENUS,
      ) +
      line("Fewer guests than the minimum", "We charge the menu's minimum number of guests") +
      line("Children under 12", "Half the per-head price on the buffet and barbecue") +
      `<p class="notice"><strong>From Monday 1 March 2027:</strong> every per-head menu price will be £2 more.
      Extras, delivery and office lunches stay the same.</p>` +
      dl([
        [
          "How many guests",
          "From 20 to 250. For more than 250 guests we recommend Harbourside Event Catering, on 01632 960 480",
        ],
        ["Staff", 'Not included in the per-head price: see <a href="/extras">extras</a>'],
        ["Menus in full", "Sent with your quote, with the season's dishes"],
      ]),
  ),
  "/dietary": page(
    "Dietary needs",
    `<p>Tell us about every guest's needs with your final numbers, 14 days before the event.</p>` +
      table(
        "Dietary options by menu",
        ["Menu", "Vegan", "Vegetarian", "Gluten-free", "Halal", "Nut-free"],
        DIETARY,
      ) +
      `<p>"✓" means we can make that menu that way; "—" means we can't.</p>` +
      line("Allergens", "Every dish is labelled with the 14 allergens"),
  ),
  "/find-us": page(
    "Kitchen and tasting room",
    `<p>The kitchen is on Bellfield Road in Oakhurst; the tasting room, 5 miles away, is on The Parade in Wrenbury.
    Collect office lunches from the kitchen; come to the tasting room to taste a menu and plan your day.</p>` +
      table("Oakhurst and Wrenbury", ["", "Oakhurst kitchen", "Wrenbury tasting room"], PLACES) +
      spanTable("Opening hours", ["", "Day", "Oakhurst kitchen", "Wrenbury tasting room"], HOURS) +
      `<p>To taste a menu, <a href="/tasting">book a tasting</a>.</p>` +
      table("Christmas and New Year", ["", "Oakhurst kitchen", "Wrenbury tasting room"], CHRISTMAS),
  ),
  ...caterersMorePages(page),
  ...caterersAboutPages(page),
};

export const CATERERS: CorpusSite = {
  name: "caterers",
  pages,
  layout: page,
  forms: {
    "/tasting/book/send": {
      title: "Tasting booked",
      reply: (f) =>
        `Thank you, ${f.name}. A tasting of the ${f.menu} menu for ${f.people} on ${f.date} at ${f.time}, for your event on ${f.event_date}.`,
    },
    "/quote/send": {
      title: "Quote requested",
      reply: (f) =>
        `Thank you, ${f.name}. A quote for a ${f.event} on ${f.date} for ${f.guests} guests, ${f.menu} (${f.tier}). We'll reply to ${f.email}.`,
    },
    "/office-lunches/order/send": {
      title: "Order received",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.quantity} × ${f.platter} for ${f.company} on ${f.date}, ${f.slot}, to ${f.postcode}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
