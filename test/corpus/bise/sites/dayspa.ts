import type { FixturePage } from "../../../helpers/fixture-site";
import { groupedTable, line, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { dayspaAboutPages } from "./dayspa-about";
import { dayspaMorePages } from "./dayspa-more";

// BISE: the fifty-fifth held-out part of the corpus (Linden &amp; Vale Day Spas), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). A day spa with a spa on Mill Lane in Brackwell (Linden, shut on Mondays) and one on
// Quarry Road in Hollins Cross (Vale, open until 21:30 on Thursdays), on different hours by day (one cell spanning
// each part of the week's rows). Treatments priced under a heading spanning each kind's rows (massage, facials, body)
// and by length under two-level headings (Monday to Friday and Saturday and Sunday, each 30, 60 and 90 minutes), some
// "—"; spa days with what they include, by weekday or weekend; 15% off treatments for members; no under-16s in the
// thermal suite; 48 hours' notice or half the price is charged; gift vouchers; every treatment £4 more from Monday 1
// February 2027; the two spas side by side with their hours and Christmas and New Year; the therapists as cards,
// FAQs, dated news (with last year's prices), a footer with the company and VAT numbers and an "Open 7 days, 8am to
// 10pm" neither spa keeps, forms to book a treatment, order a gift voucher and send a message, and two pages only the
// site's search finds.
const shellPage = shell({
  brand: "Linden &amp; Vale Day Spas",
  tagline: "Day spas in Brackwell and Hollins Cross",
  nav: [
    ["Treatments and prices", "/treatments"],
    ["Spa days", "/spa-days"],
    ["Membership", "/membership"],
    ["Gift vouchers", "/vouchers"],
    ["Our spas", "/spas"],
    ["Spa rules", "/rules"],
    ["Therapists", "/therapists"],
    ["Book", "/book"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Linden &amp; Vale Day Spas, 40 Mill Lane, Brackwell BK3 7QE",
    phone: "01632 660 140",
    email: "relax@lindenvale.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days, 8am to 10pm" neither spa keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days, 8am to 10pm · Linden &amp; Vale Spas Ltd, registered in England and Wales no. 09371548 · " +
      "VAT no. GB 274 1186 53 · Members of the Day Spa Association</p>",
  );

/**
 * Treatments by kind (a heading spanning the kind's rows) and length, under two-level headings: Monday to Friday
 * then Saturday and Sunday, each 30, 60 and 90 minutes.
 */
const TREATMENTS: [string, string[][]][] = [
  [
    "Massage",
    [
      ["Swedish massage", "£38", "£62", "£88", "£42", "£68", "£96"],
      ["Deep tissue massage", "—", "£70", "£98", "—", "£76", "£106"],
      ["Hot stone massage", "—", "£75", "£105", "—", "£82", "£114"],
    ],
  ],
  [
    "Facials",
    [
      ["Express facial", "£35", "—", "—", "£39", "—", "—"],
      ["Signature facial", "—", "£65", "£92", "—", "£72", "£100"],
    ],
  ],
  [
    "Body",
    [
      ["Salt scrub", "£40", "£64", "—", "£44", "£70", "—"],
      ["Seaweed wrap", "—", "£68", "£94", "—", "£74", "£103"],
    ],
  ],
];

const LENGTHS = ["30 minutes", "60 minutes", "90 minutes"];

/** A table with a heading spanning each kind's rows and two-level column headings. */
const treatmentTable = (caption: string, groups: [string, string[][]][]) =>
  `<table><caption>${caption}</caption><thead><tr><th scope="col" rowspan="2"></th>` +
  `<th scope="col" rowspan="2">Treatment</th><th scope="colgroup" colspan="3">Monday to Friday</th>` +
  `<th scope="colgroup" colspan="3">Saturday and Sunday</th></tr><tr>` +
  [...LENGTHS, ...LENGTHS].map((l) => `<th scope="col">${l}</th>`).join("") +
  `</tr></thead><tbody>${groups
    .map(([kind, rows]) =>
      rows
        .map(
          ([name, ...cells], i) =>
            `<tr>${i === 0 ? `<th scope="rowgroup" rowspan="${rows.length}">${kind}</th>` : ""}` +
            `<th scope="row">${name}</th>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`,
        )
        .join(""),
    )
    .join("")}</tbody></table>`;

/** Spa days: package, what's included, Monday to Friday, Saturday and Sunday (per person). */
const SPA_DAYS: string[][] = [
  [
    "Unwind",
    "3 hours in the thermal suite, a 30-minute Swedish massage and a two-course lunch",
    "£89",
    "£105",
  ],
  [
    "Revive",
    "The whole day in the thermal suite, a 60-minute signature facial, a two-course lunch and a glass of prosecco",
    "£129",
    "£149",
  ],
  [
    "Twilight (Vale, Thursdays from 17:30 only)",
    "3 hours in the thermal suite, a 30-minute express facial and a light supper",
    "£75",
    "—",
  ],
  ["Thermal suite only", "3 hours in the thermal suite, with a robe, towels and slippers", "£35", "£45"],
];

/** The two spas side by side. */
const SPAS: string[][] = [
  ["Address", "40 Mill Lane, Brackwell BK3 7QE", "2 Quarry Road, Hollins Cross HC5 1RT"],
  ["Phone", "01632 660 140", "01632 660 275"],
  ["Treatment rooms", "6, one of them for couples", "4"],
  [
    "Thermal suite",
    "Sauna, steam room, hydrotherapy pool and an outdoor hot tub",
    "Sauna, steam room and an ice fountain (no pool)",
  ],
  ["Parking", "Free car park for 40 cars", "Quarry Road pay and display, 100 yards away"],
  ["Café", "The Linden Kitchen, 10:00 to 16:00", "Drinks and snacks at reception"],
];

/** Hours by part of the week and day: Linden and Vale. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "Closed", "09:00 to 19:00"],
      ["Tuesday", "09:00 to 20:00", "09:00 to 19:00"],
      ["Wednesday", "09:00 to 20:00", "09:00 to 19:00"],
      ["Thursday", "09:00 to 20:00", "09:00 to 21:30"],
      ["Friday", "09:00 to 20:00", "09:00 to 19:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "08:30 to 19:00", "09:00 to 18:00"],
      ["Sunday", "10:00 to 17:00", "10:00 to 16:00"],
    ],
  ],
];

/** Christmas and New Year: day, Linden, Vale. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "09:00 to 15:00", "09:00 to 14:00"],
  ["Christmas Day and Boxing Day, Friday 25 and Saturday 26 December", "Closed", "Closed"],
  ["Sunday 27 December", "Closed", "10:00 to 16:00"],
  ["Monday 28 December", "Closed, as every Monday", "10:00 to 17:00"],
  ["Tuesday 29 and Wednesday 30 December", "09:00 to 18:00", "09:00 to 18:00"],
  ["New Year's Eve, Thursday 31 December", "09:00 to 16:00", "09:00 to 16:00, not late"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Linden &amp; Vale Day Spas",
    `<p class="banner" role="status"><strong>Christmas gifts sorted:</strong> gift vouchers from £25, sent by email
    the same day. <a href="/vouchers">Buy a gift voucher</a>.</p>
    <p>Two calm day spas: Linden on Mill Lane in Brackwell, with its hydrotherapy pool and outdoor hot tub, and Vale
    on Quarry Road in Hollins Cross, with late Thursdays. Massages, facials, body treatments and spa days.</p>
    <p><a href="/treatments">Treatments and prices</a> · <a href="/spa-days">Spa days</a> · <a href="/book">Book a
    treatment</a></p>
    <h2>News</h2>${cards([
      ["12 November 2026", "Late Thursdays at Vale", "Vale is open until 21:30 on Thursdays.", "/news"],
      ["2 October 2026", "A new hot tub at Linden", "Now open on the terrace.", "/news"],
      ["1 April 2026", "Our prices for 2026", "This year's prices.", "/news"],
    ])}`,
  ),
  "/treatments": page(
    "Treatments and prices",
    `<p>Every treatment is at either spa and includes an hour in the thermal suite before or after it. Prices are
    per person. Weekend prices apply all day on Saturdays and Sundays and on bank holidays.</p>` +
      treatmentTable("Treatments by kind and length, per person", TREATMENTS) +
      `<p>"—" means we don't offer the treatment at that length.</p>` +
      `<p class="notice"><strong>From Monday 1 February 2027:</strong> every treatment will be £4 more, at every
      length and on every day. Spa day prices stay the same.</p>` +
      dl([
        ["Members", "15% off every treatment (not spa days); see membership"],
        [
          "Couples",
          "Book two of the same treatment side by side in Linden's couples room at no extra charge",
        ],
        ["Cancelling", "Give us 48 hours' notice, or we charge half the price of the treatment"],
        ["Arrive", "15 minutes before your treatment, to fill in a health form"],
      ]),
  ),
  "/spa-days": page(
    "Spa days",
    `<p>A spa day is per person and includes a robe, towels and slippers. Book at least 3 days ahead; groups of up to
    8 can book online.</p>` +
      groupedTable(
        "Spa days, per person",
        ["Spa day", "What's included"],
        [["Price", ["Monday to Friday", "Saturday and Sunday"]]],
        SPA_DAYS,
      ) +
      `<p>The Twilight spa day is at Vale only, on Thursday evenings, so it has no weekend price.</p>` +
      line("Add a treatment", "Any treatment on the day at the price in the treatments table") +
      line("Spa day prices", "Stay the same on 1 February 2027"),
  ),
  "/membership": page(
    "Membership",
    `<p>Members use the thermal suite at either spa whenever it's open.</p>` +
      dl([
        ["Monthly membership", "£55 a month, for at least 6 months"],
        ["Yearly membership", "£590 a year, paid up front"],
        ["Treatments", "15% off every treatment at either spa; not on spa days or gift vouchers"],
        ["Guest passes", "£25 for a friend in the thermal suite, up to twice a month"],
        ["Joining", "At either spa's reception, with photo ID"],
      ]),
  ),
  "/rules": page(
    "Spa rules",
    line(
      "Age",
      "No under-16s in the thermal suite; 16 and 17 year olds with an adult. Treatments from 14 with a parent",
    ) +
      line("Cancellation", "48 hours' notice, or half the price of the treatment or spa day is charged") +
      line("Late arrival", "Your treatment finishes on time, so it may be shorter") +
      line("Phones", "Silent in the thermal suite, and no photos") +
      line("Pregnancy", "Tell us when you book; the sauna and steam room aren't suitable"),
  ),
  "/spas": page(
    "Our spas",
    `<p>Our spas are 9 miles apart: Linden on Mill Lane in Brackwell, by the river, and Vale on Quarry Road in Hollins
    Cross, above the old quarry.</p>` +
      table("Linden and Vale", ["", "Linden spa, Brackwell", "Vale spa, Hollins Cross"], SPAS) +
      spanTable("Opening hours", ["", "Day", "Linden spa, Brackwell", "Vale spa, Hollins Cross"], HOURS) +
      table("Christmas and New Year", ["", "Linden spa, Brackwell", "Vale spa, Hollins Cross"], CHRISTMAS),
  ),
  ...dayspaMorePages(page),
  ...dayspaAboutPages(page),
};

export const DAYSPA: CorpusSite = {
  name: "dayspa",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Treatment booked",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.treatment} (${f.length} minutes) for ${f.guests} at ${f.spa} on ${f.date} at ${f.time}. We'll email ${f.email}.`,
    },
    "/vouchers/send": {
      title: "Gift voucher ordered",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.kind} voucher (${f.amount}) for ${f.recipient}, sent by ${f.delivery}. We'll email ${f.email}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
