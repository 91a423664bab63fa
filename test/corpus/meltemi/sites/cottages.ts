import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { cottagesAboutPages } from "./cottages-about";
import { cottagesMorePages } from "./cottages-more";

// MELTEMI: the forty-ninth held-out part of the corpus (Fernhallow Cottages), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A holiday cottage letting agency with eight cottages in two villages, Hawkscombe on the
// coast and Lydbrook Magna in the valley, an office in Ambleford and a key office in Hawkscombe on different hours by
// day (one cell spanning each part of the week's rows; the key office shut on Mondays, late on Fridays and Saturdays
// and open only in the morning on Sundays). The cottages by sleeps, bedrooms, dogs and changeover day; a week's rent
// by season under two-level headings (Wren Cottage's one price spanning the three seasons, Harbour Loft's "Not let"
// spanning Christmas and New Year, Coastguard House's one low and mid season price spanning two columns) with a price
// rise from 1 April 2027, short breaks of 3 or 4 nights as a share of the week, the booking terms (a deposit, the
// balance, a cancellation table by days before arrival), extras (dogs by the stay, cots, linen), the two offices side
// by side with their hours and Christmas and New Year; the team as cards, FAQs, dated news (with 2025's prices, last
// year's), a footer with the company and VAT numbers and an "Open 7 days a week, 9am to 6pm" neither office keeps,
// forms to book a cottage, order extras, ask about letting a cottage with us and send a message, and two pages only
// the site's search finds.
const shellPage = shell({
  brand: "Fernhallow Cottages",
  tagline: "Eight holiday cottages in Hawkscombe and Lydbrook Magna",
  nav: [
    ["Our cottages", "/cottages"],
    ["Prices", "/prices"],
    ["Booking", "/booking"],
    ["Extras", "/extras"],
    ["Our offices", "/offices"],
    ["Owners", "/owners"],
    ["Our team", "/team"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Fernhallow Cottages, 3 Market Place, Ambleford ZR4 1DN",
    phone: "01632 960 712",
    email: "stay@fernhallow.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days a week, 9am to 6pm" neither office keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week, 9am to 6pm · Fernhallow Holidays Ltd, registered in England and Wales no. " +
      "09318862 · VAT no. GB 412 7730 95</p>",
  );

/** The cottages by village: cottage, sleeps, bedrooms, dogs, changeover day. */
const LIST: [string, string[][]][] = [
  [
    "Hawkscombe",
    [
      ["Gull Cottage", "4", "2", "Up to 2 dogs", "Saturday"],
      ["Harbour Loft", "2", "1", "No pets", "Friday"],
      ["Netmakers", "6", "3", "Up to 2 dogs", "Saturday"],
      ["Coastguard House", "8", "4", "No pets", "Saturday"],
    ],
  ],
  [
    "Lydbrook Magna",
    [
      ["Wren Cottage", "2", "1", "1 dog", "Monday"],
      ["The Old Forge", "4", "2", "No pets", "Friday"],
      ["Orchard Barn", "6", "3", "Up to 2 dogs", "Saturday"],
      ["Mill House", "10", "5", "Up to 3 dogs", "Friday"],
    ],
  ],
];

/** A week's rent in Hawkscombe: low, mid and high season, then the Christmas and the New Year week. */
const HAWKSCOMBE: [string, ...Cell[]][] = [
  ["Gull Cottage", "£520", "£745", "£995", "£850", "£920"],
  ["Harbour Loft", "£380", "£520", "£690", ["Not let over Christmas and New Year", 2]],
  ["Netmakers", "£640", "£910", "£1,280", "£1,050", "£1,150"],
  ["Coastguard House", ["£980, low or mid season", 2], "£1,720", "£1,450", "£1,550"],
];

/** A week's rent in Lydbrook Magna, as above. */
const LYDBROOK: [string, ...Cell[]][] = [
  ["Wren Cottage", ["£395, any week of the year", 3], "£450", "£450"],
  ["The Old Forge", "£470", "£680", "£895", "£780", "£820"],
  ["Orchard Barn", "£690", "£960", "£1,340", "£1,150", "£1,250"],
  ["Mill House", "£1,150", "£1,580", "£2,150", "£1,900", "£2,050"],
];

const RENT_GROUPS: [string, string[]][] = [
  ["A week, 7 nights", ["Low season", "Mid season", "High season"]],
  ["Christmas and New Year", ["Christmas week", "New Year week"]],
];

/** The Ambleford office and the Hawkscombe key office side by side. */
const OFFICES: string[][] = [
  ["Address", "3 Market Place, Ambleford ZR4 1DN", "Quay Road, Hawkscombe ZR9 6HT, by the harbour"],
  [
    "What's there",
    "Bookings, payments and owners' enquiries",
    "Keys for the four Hawkscombe cottages, and help while you stay",
  ],
  ["Getting in", "Step-free", "Three steps up from the quay"],
  ["Parking", "The Market Place pay and display", "The harbour car park, 30 minutes free"],
  ["Phone", "01632 960 712", "01632 960 718"],
];

/** Opening hours by part of the week and day: the Ambleford office and the Hawkscombe key office. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "09:00 to 17:00", "Closed"],
      ["Tuesday", "09:00 to 17:00", "10:00 to 16:00"],
      ["Wednesday", "09:00 to 17:00", "10:00 to 16:00"],
      ["Thursday", "09:00 to 17:00", "10:00 to 16:00"],
      ["Friday", "09:00 to 17:00", "10:00 to 19:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "09:00 to 16:00", "10:00 to 19:00"],
      ["Sunday", "Closed", "10:00 to 13:00"],
    ],
  ],
];

/** Christmas and New Year: day, the Ambleford office, the Hawkscombe key office. */
const CHRISTMAS: string[][] = [
  ["Monday 21 to Wednesday 23 December", "09:00 to 17:00", "10:00 to 16:00, Monday too"],
  ["Christmas Eve, Thursday 24 December", "09:00 to 12:00", "10:00 to 15:00"],
  ["Christmas Day, Friday 25 December", "Closed", "Closed; keys in the safe by the door"],
  ["Boxing Day, Saturday 26 December", "Closed", "10:00 to 16:00"],
  ["Sunday 27 December", "Closed", "Closed"],
  ["Monday 28 to Wednesday 30 December", "10:00 to 16:00", "10:00 to 14:00, Monday too"],
  ["New Year's Eve, Thursday 31 December", "09:00 to 13:00", "10:00 to 14:00"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 January", "09:00 to 16:00", "10:00 to 19:00"],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Fernhallow Cottages",
    `<p class="banner" role="status"><strong>Christmas week:</strong> The Old Forge is still free from Friday 18
    December and Gull Cottage from Saturday 19 December. <a href="/prices">See prices</a>.</p>
    <p>Eight cottages we know inside out: four in the fishing village of Hawkscombe and four in Lydbrook Magna, up the
    valley. Let by the Hallow family from our office in Ambleford since 1997.</p>
    <p><a href="/cottages">The cottages</a> · <a href="/prices">Prices and short breaks</a> · <a href="/offices">Office
    hours</a></p>
    <h2>News</h2>${cards([
      ["16 November 2026", "Christmas and New Year", "A few weeks left.", "/news"],
      ["14 September 2026", "Netmakers, refitted", "A new kitchen.", "/news"],
      ["2 November 2025", "Our 2026 prices", "Next year's rents.", "/news"],
    ])}`,
  ),
  "/cottages": page(
    "Our cottages",
    `<p>Every cottage has wifi, a washing machine, beds made up for you and towels. The four Hawkscombe cottages'
    keys are at our key office on the quay; the Lydbrook Magna cottages have a key safe, and we send you its code a
    week before you come.</p>` +
      spanTable(
        "The cottages",
        ["Village", "Cottage", "Sleeps", "Bedrooms", "Dogs", "Changeover day"],
        LIST,
      ) +
      dl([
        [
          "Gull Cottage",
          "A fisherman's cottage on the harbour front with a log burner; one parking permit for the harbour car park",
        ],
        [
          "Harbour Loft",
          "Up a flight of outside steps above the old sail loft, with a sea view; no parking, the public car park is 200 metres away",
        ],
        [
          "Netmakers",
          "A ground-floor bedroom with its own shower room, an enclosed garden and parking for 2 cars",
        ],
        ["Coastguard House", "On the cliff top, with 3 bathrooms, a games room and parking for 3 cars"],
        ["Wren Cottage", "A single-storey cottage for two with a four-poster bed and a walled garden"],
        ["The Old Forge", "On the village green, with a log burner and the old anvil in the sitting room"],
        ["Orchard Barn", "A converted barn in an old cider orchard, with a ground-floor bedroom"],
        [
          "Mill House",
          "On the river, with a hot tub, 4 bathrooms and parking for 4 cars; a £200 damage deposit, returned within 7 days",
        ],
      ]),
  ),
  "/prices": page(
    "Prices and short breaks",
    `<p>A week's rent for the whole cottage, from its changeover day to the same day a week later. Low season is
    November to March, except Christmas and New Year; mid season is April, May, June, September and October; high
    season is July and August. Christmas week arrives between 18 and 21 December, New Year week between 25 and 28
    December.</p>` +
      groupedTable("Hawkscombe: a week's rent", ["Cottage"], RENT_GROUPS, HAWKSCOMBE) +
      groupedTable("Lydbrook Magna: a week's rent", ["Cottage"], RENT_GROUPS, LYDBROOK) +
      `<p class="notice"><strong>From 1 April 2027:</strong> Gull Cottage will be £795 a week in mid season and
      £1,060 in high season, Netmakers £1,360 in high season and Mill House £2,250 in high season. Every other rent
      stays the same.</p>` +
      table(
        "Short breaks",
        ["Break", "Arrive", "Leave", "Price"],
        [
          ["Weekend, 3 nights", "Friday, from 16:00", "Monday, by 10:00", "60% of that week's rent"],
          ["Midweek, 4 nights", "Monday, from 16:00", "Friday, by 10:00", "70% of that week's rent"],
        ],
      ) +
      dl([
        [
          "When",
          "Short breaks in low and mid season only: not in July and August, nor over Christmas and New Year",
        ],
        [
          "Which cottages",
          "Every cottage but Coastguard House and Mill House, which we let by the week only",
        ],
        ["Booking a short break", "Up to 8 weeks ahead; earlier, ask us"],
      ]) +
      line("Dogs", "£30 a dog for each stay, on top of the rent") +
      line("Arrival", "From 16:00 on your changeover day") +
      line("Leaving", "By 10:00"),
  ),
  "/offices": page(
    "Our offices",
    `<p>Our office is in Ambleford, 9 miles from Hawkscombe and 4 from Lydbrook Magna; the key office is on the quay
    in Hawkscombe.</p>` +
      table(
        "The Ambleford office and the key office",
        ["", "Ambleford office", "Hawkscombe key office"],
        OFFICES,
      ) +
      spanTable("Opening hours", ["", "Day", "Ambleford office", "Hawkscombe key office"], HOURS) +
      `<p>Arriving after the key office shuts? Ring it before 16:00 and we'll leave your keys in the safe by its door.
      Out of hours, for an emergency in a cottage, ring 07700 900 482.</p>` +
      table("Christmas and New Year", ["", "Ambleford office", "Hawkscombe key office"], CHRISTMAS),
  ),
  ...cottagesMorePages(page, contact),
  ...cottagesAboutPages(page, contact),
};

export const COTTAGES: CorpusSite = {
  name: "cottages",
  pages,
  layout: page,
  forms: {
    "/booking/send": {
      title: "Thank you for your booking request",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.cottage} for ${f.stay} from ${f.arrive}, ${f.adults} adult(s), ${f.children} child(ren) and ${f.dogs} dog(s). We'll email you to take the deposit.`,
    },
    "/extras/order/send": {
      title: "Extras ordered",
      reply: (f) => `Thank you, ${f.name}. ${f.quantity} × ${f.item} for ${f.cottage}, arriving ${f.arrive}.`,
    },
    "/owners/enquire/send": {
      title: "Thank you for your enquiry",
      reply: (f) =>
        `Thank you, ${f.name}. We'll ring you about your ${f.bedrooms}-bedroom property in ${f.village}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
