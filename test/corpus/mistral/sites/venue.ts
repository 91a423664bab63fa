import type { FixturePage } from "../../../helpers/fixture-site";
import { groupedTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { venueAboutPages } from "./venue-about";
import { venueMorePages } from "./venue-more";

// MISTRAL: the forty-third held-out part of the corpus (The Osier Barn), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A wedding and events venue on a working farm at Thistleby, with a threshing barn, a
// Victorian garden room, a lawn for outdoor ceremonies in summer and a cottage for the couple, and a planning studio
// in Ravensworth on different hours. Capacity by space and layout under a two-level heading, the hire by day of the
// week and season under another with the Garden Room alone by day, 2028's prices to come, deposits and cancelling by
// notice, the registrar's fees by day, packages a head for an adult and a child with the fewest guests, an elopement,
// the wedding breakfast by course with allergens and diets, evening food, corkage and the bar, the dates left with
// their hire and status, Christmas party nights by date with places left, show rounds, open days and both places'
// hours, the house rules, the team as cards with the years they joined, FAQs, dated news (with 2026's prices), a
// footer with the company, VAT and licence numbers, forms to book a show round, ask about a date, book a party night
// and send a message, and two pages only the site's search finds.
const shellPage = shell({
  brand: "The Osier Barn",
  tagline: "A threshing barn and a garden room for weddings and celebrations, on a working farm at Thistleby",
  nav: [
    ["The spaces", "/spaces"],
    ["Hire", "/hire"],
    ["Your day", "/weddings"],
    ["Food &amp; drink", "/menus"],
    ["Calendar", "/dates"],
    ["Celebrations", "/parties"],
    ["Come and see", "/visit"],
    ["Good to know", "/info"],
    ["The team", "/team"],
    ["Questions", "/faq"],
    ["Journal", "/news"],
    ["Find us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Thistleby Farm, Long Lane, Thistleby TB8 2LL",
    phone: "01632 960 510",
    email: "hello@osierbarn.test",
    socials: ["Instagram", "Facebook", "Pinterest"],
  },
});

/** Every page, with the company, VAT and premises licence numbers. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Osier Barn Events Ltd, registered in England and Wales no. 09815527 · VAT no. GB 318 4420 66 · " +
      "Premises licence no. TH/PL/0417 · All our prices include VAT</p>",
  );

/** Capacity: space, then guests for a ceremony, a wedding breakfast, cabaret and an evening standing. */
const CAPACITY: string[][] = [
  ["The Threshing Barn", "150", "130", "96", "200"],
  ["The Garden Room", "60", "50", "40", "80"],
  ["The Barn and the Garden Room together", "–", "180", "136", "260"],
  ["The Lawn, May to September", "120", "–", "–", "–"],
];

/** The whole venue's hire: day, then May to September, April and October, November to March. */
const HIRE: string[][] = [
  ["Monday to Thursday", "£3,800", "£3,000", "£2,200"],
  ["Friday", "£5,400", "£4,300", "£3,200"],
  ["Saturday", "£6,500", "£5,200", "£3,900"],
  ["Sunday", "£4,950", "£3,950", "£2,900"],
  ["A bank holiday Sunday", "£6,500", "£5,200", "£3,900"],
];

/** Packages: package, what's included, an adult, a child of 3 to 12. */
const PACKAGES: string[][] = [
  [
    "Meadow",
    "A welcome drink, three courses, half a bottle of house wine each and a glass of fizz for the toasts",
    "£89",
    "£39",
  ],
  [
    "Orchard",
    "Two welcome drinks and canapés, three courses, half a bottle of wine each, fizz for the toasts and an evening hog roast",
    "£112",
    "£45",
  ],
  [
    "Harvest",
    "Three welcome drinks and four canapés, four courses, wine all through the meal, Champagne for the toasts, an evening hog roast and a cheese tower",
    "£139",
    "£52",
  ],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "The Osier Barn",
    `<p class="banner" role="status"><strong>Winter Wedding Fair</strong> on Sunday 17 January 2027, 11:00 to
    15:00: free, no need to book. <a href="/visit">Come and see</a>.</p>
    <p>An oak-framed threshing barn from 1784 and a restored Victorian glass garden room, at the end of a farm
    track in Thistleby. One wedding a day, and the whole place is yours.</p>
    <p><a href="/dates">Dates left</a> · <a href="/weddings">Packages</a> · <a href="/visit">Book a show round</a></p>
    <h2>Journal</h2>${cards([
      ["12 November 2026", "Christmas at the Barn", "Party nights and the New Year's Eve Ball.", "/news"],
      ["1 October 2026", "2027 is nearly full", "A handful of dates left.", "/news"],
      ["1 February 2026", "Our 2027 prices", "Hire and packages for 2027.", "/news"],
    ])}
    <h2>Ways to celebrate</h2>${cards([
      ["From £950", "Elope to the Garden Room", "Just you and up to 12 guests.", "/weddings"],
      ["From £2,200", "Weekday weddings", "Monday to Thursday, November to March.", "/hire"],
      ["From £39 a head", "Christmas parties", "Lunches, party nights and a ball.", "/parties"],
    ])}`,
  ),
  "/spaces": page(
    "The spaces",
    `<p><strong>The Threshing Barn</strong>, built in 1784, has oak beams, underfloor heating and a mezzanine bar.
    <strong>The Garden Room</strong>, a Victorian glasshouse we restored in 2019, is step-free and air-conditioned.
    <strong>The Lawn</strong> runs down to the willows that give us our name.</p>` +
      groupedTable(
        "How many guests",
        ["Space"],
        [
          [
            "Guests, by layout",
            ["Ceremony", "Wedding breakfast, long tables", "Cabaret, round tables", "Evening, standing"],
          ],
        ],
        CAPACITY,
      ) +
      dl([
        [
          "Civil ceremonies",
          "Licensed in the Barn and the Garden Room all year, and on the Lawn under the oak from May to September",
        ],
        ["If it rains", "We move an outdoor ceremony into the Barn, at no charge, up to 2 hours before"],
        [
          "The Bothy",
          "A cottage for the couple, sleeping 4: included with every Saturday wedding; £250 a night otherwise",
        ],
        ["The mezzanine", "Up 16 stairs, with a bar; there's no lift"],
        ["Sound", "The Garden Room has a sound limiter set at 90 decibels"],
      ]),
  ),
  "/hire": page(
    "Hire",
    `<p>Hire is the whole venue (the Barn, the Garden Room for drinks and the Lawn) from 11:00 to midnight, or the
    Garden Room on its own for smaller weddings.</p>
    <p class="notice"><strong>These are our 2027 prices.</strong> Our 2028 prices, 5% up on these, go on this page
    on Monday 1 February 2027.</p>` +
      groupedTable(
        "The whole venue",
        ["Day"],
        [["Hire", ["May to September", "April and October", "November to March"]]],
        HIRE,
      ) +
      table(
        "The Garden Room only, up to 50 guests, all year",
        ["Day", "Hire"],
        [
          ["Monday to Thursday", "£1,450"],
          ["Friday and Sunday", "£1,950"],
          ["Saturday", "£2,450"],
        ],
      ) +
      dl([
        [
          "Included",
          "Tables, chairs, linen, fairy lights, firepits on the terrace, a coordinator on the day and parking for 80 cars",
        ],
        ["Holding a date", "Free for 7 days while you decide"],
        [
          "To book",
          "A £1,000 deposit, not refundable; 50% of the hire 12 months before; the rest 8 weeks before",
        ],
      ]) +
      table(
        "If you cancel",
        ["When", "What you pay"],
        [
          ["More than 12 months before", "The £1,000 deposit"],
          ["6 to 12 months before", "50% of the hire"],
          ["Less than 6 months before", "The whole hire"],
        ],
      ) +
      table(
        "The registrar's fee, paid to Wyvern Register Office, not to us",
        ["Day", "Fee"],
        [
          ["Monday to Thursday", "£560"],
          ["Friday and Saturday", "£640"],
          ["Sunday and bank holidays", "£720"],
        ],
      ),
  ),
  "/weddings": page(
    "Your day",
    `<p>Every package is cooked by our own kitchen and served by our own team. Choose from the menus on Food &amp;
    drink.</p>` +
      groupedTable(
        "Wedding packages",
        ["Package", "What's included"],
        [["A head", ["Adult", "Child, 3 to 12"]]],
        PACKAGES,
      ) +
      dl([
        ["Under 3s", "Free, with a high chair"],
        ["The fewest guests", "60 adults on a Saturday from May to September; 40 at any other time"],
        ["Evening guests", "Evening food for at least 70% of them, from Food &amp; drink"],
        [
          "The Garden Room Elopement",
          "A ceremony for the two of you and up to 12 guests, 2 hours in the Garden Room, fizz and a cutting cake: £950, Monday to Thursday only, the registrar's fee extra",
        ],
      ]),
  ),
  ...venueMorePages(page, contact),
  ...venueAboutPages(page, contact),
};

export const VENUE: CorpusSite = {
  name: "venue",
  pages,
  layout: page,
  forms: {
    "/visit/book/send": {
      title: "Show round booked",
      reply: (f) =>
        `Thanks, ${f.name}. We'll see you on ${f.date} at ${f.time}; park in the yard and ring the bell.`,
    },
    "/dates/enquire/send": {
      title: "Enquiry sent",
      reply: (f) => `Thanks, ${f.name}. We'll check ${f.date} and email ${f.email} within a working day.`,
    },
    "/parties/book/send": {
      title: "Party booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.guests} place(s) are booked for ${f.night}; we've emailed ${f.email}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
