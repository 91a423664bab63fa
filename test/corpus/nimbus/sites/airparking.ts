import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { airparkingMorePages } from "./airparking-more";

// NIMBUS: the thirty-seventh held-out part of the corpus (Greylag Airport Parking), written by someone who did not
// tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). An airport parking company at Fenmarsh Airport with four car parks (Meet &
// Greet at the terminal, the Skylark multi-storey opposite it, Long Stay Park & Ride and Economy on Ouse Lane): the
// car parks as a table of car park × where × to the terminal × how × security, prices per day by car park and length
// of stay and whole trips as tables, drive-up prices, the shuttle buses by car park with hours, frequency and journey
// time, opening hours, EV charging by car park, vans, motorhomes and motorbikes with height and length limits,
// changes and refunds by notice, flexible booking, late and early returns, FAQs, dated news (with 2025's prices and
// shuttle), forms to pre-book, change and cancel a booking and send a message, and two pages only the site's search
// finds. The footer's shuttle every 10 minutes is Long Stay's, not Economy's.
const shellPage = shell({
  brand: "Greylag Airport Parking",
  tagline: "Official parking at Fenmarsh Airport",
  nav: [
    ["Where to leave it", "/car-parks"],
    ["What it costs", "/prices"],
    ["Getting to the terminal", "/shuttle"],
    ["Open when", "/hours"],
    ["Plug in", "/ev"],
    ["Bigger vehicles", "/vehicles"],
    ["Book", "/book"],
    ["Your booking", "/manage"],
    ["Good to know", "/faq"],
    ["Latest", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Greylag House, Ouse Lane, Fenmarsh FN6 2GP",
    phone: "01632 960744",
    email: "help@greylagparking.test",
    socials: ["Facebook", "X"],
  },
});

/** Every page, with the company number and the footer's shuttle every 10 minutes: Long Stay's only. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Greylag Parking Services Ltd, registered in England and Wales no. 12078356 · VAT no. GB 402 7719 58 · Free shuttle to the terminal every 10 minutes</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const count = (from: number, to: number) =>
  options(
    Array.from({ length: to - from + 1 }, (_, i) => [`${from + i}`, `${from + i}`] as [string, string]),
  );

/** Car parks: car park, where, to the terminal, how you get there, security. */
const CAR_PARKS: string[][] = [
  [
    "Meet &amp; Greet",
    "The terminal forecourt, short stay level 0",
    "None: we meet you at the terminal",
    "Hand us your keys; we park your car in our compound and bring it back",
    "Fenced compound, CCTV, staffed 24 hours",
  ],
  [
    "Skylark Multi-storey",
    "Across the road from the terminal",
    "4 minutes' walk",
    "A covered walkway from level 1",
    "CCTV, patrolled 24 hours",
  ],
  [
    "Long Stay Park &amp; Ride",
    "Runway Road, 1.5 miles from the terminal",
    "8 minutes by bus",
    "Free shuttle bus",
    "Fenced, CCTV, staffed 24 hours",
  ],
  [
    "Economy",
    "Ouse Lane, 4 miles from the terminal",
    "18 minutes by bus",
    "Free shuttle bus",
    "Fenced, CCTV, staffed while open",
  ],
];

/** Prices per day: car park, 1 to 3 days, 4 to 7, 8 to 14, 15 to 21, each day after 21. */
const PER_DAY: string[][] = [
  ["Meet &amp; Greet", "£29.00", "£24.50", "£21.00", "£18.50", "£16.00"],
  ["Skylark Multi-storey", "£22.00", "£17.50", "£15.00", "£13.50", "£12.00"],
  ["Long Stay Park &amp; Ride", "£14.50", "£11.00", "£9.50", "£8.50", "£8.00"],
  ["Economy", "£9.50", "£8.00", "£7.00", "£6.50", "£6.00"],
];

/** Whole trips: car park, 3 days, 7 days, 14 days. */
const TRIPS: string[][] = [
  ["Meet &amp; Greet", "£87.00", "£171.50", "£294.00"],
  ["Skylark Multi-storey", "£66.00", "£122.50", "£210.00"],
  ["Long Stay Park &amp; Ride", "£43.50", "£77.00", "£133.00"],
  ["Economy", "£28.50", "£56.00", "£98.00"],
];

const CAR_PARK_OPTIONS: [string, string][] = [
  ["meet-greet", "Meet & Greet"],
  ["skylark", "Skylark Multi-storey"],
  ["long-stay", "Long Stay Park & Ride"],
  ["economy", "Economy"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Greylag Airport Parking",
    `<p class="banner" role="status"><strong>Christmas getaway:</strong> Long Stay and Economy fill up from 18
    December. <a href="/book">Book ahead</a> and save on the drive-up price.</p>
    <p>Four car parks at Fenmarsh Airport, from the terminal's own forecourt to our Economy car park on Ouse Lane.
    Book online before you fly: it's always cheaper than turning up.</p>
    <p><a href="/book">Book parking</a> · <a href="/prices">See prices</a></p>
    <h2>Latest</h2>${cards([
      ["3 November 2026", "24 new chargers at Skylark", "Plug in on level 2.", "/news"],
      ["1 March 2026", "Our 2026 prices", "What parking costs from 1 March.", "/news"],
      ["12 September 2025", "Economy shuttle", "More buses from Ouse Lane.", "/news"],
    ])}
    <h2>Our car parks</h2>${cards([
      ["From £29.00 a day", "Meet &amp; Greet", "Drive to the terminal and hand us your keys.", "/car-parks"],
      ["From £12.00 a day", "Skylark", "A 4 minute walk, under cover.", "/car-parks"],
      ["From £8.00 a day", "Long Stay", "Shuttle buses all day and night.", "/car-parks"],
      ["From £6.00 a day", "Economy", "Our lowest prices, on Ouse Lane.", "/car-parks"],
    ])}`,
  ),
  "/car-parks": page(
    "Where to leave it",
    `<p>Fenmarsh Airport has one terminal. All four of our car parks are run by us, and every one of them is
    fenced and watched.</p>` +
      table(
        "Our car parks",
        ["Car park", "Where", "To the terminal", "How you get there", "Security"],
        CAR_PARKS,
      ) +
      dl([
        [
          "Meet &amp; Greet drop-off",
          "Follow the signs for Meet &amp; Greet to short stay level 0; ring us 20 minutes before",
        ],
        [
          "Meet &amp; Greet pick-up",
          "Ring us when you're through baggage reclaim; your car is ready in 15 minutes",
        ],
        [
          "Blue Badge holders",
          "Wider bays by the lift on every level of Skylark, and next to the bus stop at Long Stay",
        ],
        ["Keys", "Keep your keys, except at Meet &amp; Greet"],
      ]),
  ),
  "/prices": page(
    "What it costs",
    `<p>Prices are for one car, per day, and get cheaper the longer you stay. A day is any part of 24 hours from
    the time you arrive. Prices include VAT.</p>` +
      table(
        "Price per day, booked online",
        ["Car park", "1 to 3 days", "4 to 7 days", "8 to 14 days", "15 to 21 days", "Each day after 21"],
        PER_DAY,
      ) +
      table("A whole trip, booked online", ["Car park", "3 days", "7 days", "14 days"], TRIPS) +
      dl([
        [
          "Drive up without booking",
          "£32.00 a day at Skylark, £19.00 a day at Long Stay; Meet &amp; Greet and Economy are booked only",
        ],
        [
          "Flexible booking",
          "£6.99 more per booking: change or cancel for free up to 2 hours before you arrive",
        ],
        ["Motorbikes", "Half the car price, at Skylark and Long Stay only"],
        ["Vans, motorhomes and trailers", "See Bigger vehicles"],
      ]),
  ),
  "/book": page(
    "Book",
    `<p>Tell us when you're going and when you'll be back. We'll email your booking and the number plate camera
    lets you in.</p>
      <form method="post" action="/book/send">
      <p><label>Car park <select name="carpark">${options(CAR_PARK_OPTIONS)}</select></label></p>
      <p><label>Arriving at the car park <input type="date" name="from" required></label></p>
      <p><label>Time <input type="time" name="fromtime" required></label></p>
      <p><label>Collecting your car <input type="date" name="to" required></label></p>
      <p><label>Time <input type="time" name="totime" required></label></p>
      <p><label>Flight number home <input name="flight"></label></p>
      <p><label>People travelling <select name="passengers">${count(1, 8)}</select></label></p>
      <p><label>Vehicle <select name="vehicle">${options([
        ["car", "Car"],
        ["van", "Van"],
        ["motorhome", "Motorhome or minibus"],
        ["motorbike", "Motorbike"],
      ])}</select></label></p>
      <p><label>Registration <input name="reg" required></label></p>
      <p><label><input type="checkbox" name="charge" value="yes"> Charge my electric car (Meet &amp; Greet only)</label></p>
      <fieldset><legend>Flexible booking, £6.99</legend>
      <label><input type="radio" name="flexible" value="yes"> Yes, add it</label>
      <label><input type="radio" name="flexible" value="no"> No thanks</label>
      </fieldset>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <button type="submit">Book and pay</button></form>`,
  ),
  ...airparkingMorePages(page, options),
};

export const AIRPARKING: CorpusSite = {
  name: "airparking",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Parking booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.carpark} from ${f.from} ${f.fromtime} to ${f.to} ${f.totime} for ${f.reg}. ` +
        `Your booking is on its way to ${f.email}.`,
    },
    "/manage/change/send": {
      title: "Change requested",
      reply: (f) =>
        `Thanks. We'll change booking ${f.ref} and email ${f.email} with any difference in price.`,
    },
    "/manage/cancel/send": {
      title: "Cancellation requested",
      reply: (f) => `Booking ${f.ref} is cancelled. Any refund goes back to your card within 5 working days.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
