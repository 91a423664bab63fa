import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { balloonMorePages } from "./balloon-more";

// DRIZZLE: the fortieth held-out part of the corpus (Larkrise Balloons), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A hot-air balloon company flying over the Vale of Brenmoor from three launch sites: a
// country park, a castle and a racecourse. Flights as a table of flight × time in the air × time on the day × a
// weekday and an anytime price × what's included × where from, who can fly (age, height, weight with a supplement
// above it), the launch sites as a table of site × where × months × sunrise and evening flights × meeting point ×
// balloon size with access, the flight vouchers by validity, reflights and passing on, the day itself with what to
// wear, what happens when the weather stops a flight, FAQs, dated news (with 2025's prices), forms to book a flight,
// ask about a private or exclusive flight, buy a voucher, rebook and send a message, and two pages only the site's
// search finds. The footer's "flying March to October" is the main season's, not the racecourse's winter weekends.
const shellPage = shell({
  brand: "Larkrise Balloons",
  tagline: "Hot-air balloon flights over the Vale of Brenmoor since 1996",
  nav: [
    ["Our flights", "/flights"],
    ["Where we fly", "/launch-sites"],
    ["Gifts", "/vouchers"],
    ["Your day", "/your-day"],
    ["If we can't fly", "/weather"],
    ["Book", "/book"],
    ["Questions", "/faq"],
    ["Up in the air", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Larkrise Balloons, Unit 4, Airfield Farm, Tollerby BM4 7RD",
    phone: "01632 960740",
    email: "flights@larkriseballoons.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

/** Every page, with the company and CAA numbers and the footer's March to October: the main season's only. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Larkrise Balloons Ltd, registered in England and Wales no. 03318204 · CAA Air Operator Certificate " +
      "GB 2317 · Flying March to October from Fennick, Cardew and Hallam Down</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Flights: flight, in the air, on the day, weekday price, anytime price, what's included, flies from. */
const FLIGHTS: string[][] = [
  [
    "Sunrise Flight",
    "About 1 hour",
    "3½ to 4 hours",
    "£185",
    "£225",
    "A glass of champagne and your flight certificate",
    "Fennick Country Park and Hallam Down",
  ],
  [
    "Evening Flight",
    "About 1 hour",
    "3 to 3½ hours",
    "£175",
    "£215",
    "A glass of champagne and your flight certificate",
    "All three sites",
  ],
  [
    "Taster Flight",
    "About 30 minutes",
    "2 hours",
    "£119",
    "£139",
    "Your flight certificate",
    "Hallam Down only, evenings",
  ],
  [
    "Private Flight for Two",
    "About 1 hour",
    "4 hours",
    "£395 a person",
    "£445 a person",
    "A basket and pilot of your own, champagne and chocolates, and 2 framed certificates",
    "Fennick Country Park and Cardew Castle",
  ],
  [
    "Exclusive Basket, up to 8",
    "About 1 hour",
    "4 hours",
    "£1,480 for the basket",
    "£1,760 for the basket",
    "The whole balloon to yourselves, champagne, certificates and photos from the chase crew",
    "All three sites",
  ],
];

/** Launch sites: site, where, when we fly, sunrise, evening, meet at, balloon. */
const SITES: string[][] = [
  [
    "Fennick Country Park",
    "3 miles west of Brenford, off the B4410",
    "March to October",
    "Yes",
    "Yes",
    "The Boathouse car park",
    "Up to 16 passengers",
  ],
  [
    "Cardew Castle",
    "Cardew village, 6 miles south of Brenford",
    "May to September",
    "No",
    "Yes",
    "The coach park by the gatehouse",
    "Up to 12 passengers",
  ],
  [
    "Hallam Down Racecourse",
    "On the Tollerby road, 4 miles east of Brenford",
    "April to October, and Saturdays and Sundays from November to February",
    "Yes, and the only winter flights",
    "April to October",
    "Car park 3, by the grandstand",
    "Up to 20 passengers",
  ],
];

const SITE_OPTIONS: [string, string][] = [
  ["fennick", "Fennick Country Park"],
  ["cardew", "Cardew Castle"],
  ["hallam", "Hallam Down Racecourse"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Larkrise Balloons",
    `<p class="banner" role="status"><strong>Flying this winter:</strong> sunrise flights from Hallam Down
    Racecourse on Saturdays and Sundays until the end of February, weather allowing.
    <a href="/launch-sites">Where we fly</a>.</p>
    <p>For thirty years we've flown over the Vale of Brenmoor from a country park, a castle and a racecourse: five
    balloons, eleven pilots and a lot of champagne.</p>
    <p><a href="/book">Book a flight</a> · <a href="/vouchers">Give a flight</a> · <a href="/weather">Is my
    flight on?</a></p>
    <h2>Up in the air</h2>${cards([
      ["16 November 2026", "Winter flying from Hallam Down", "Sunrise flights every weekend.", "/news"],
      ["1 October 2026", "Our best season yet", "4,120 passengers in the air.", "/news"],
      ["28 August 2026", "A new balloon", "Meet G-LRKE.", "/news"],
    ])}
    <h2>Choose your flight</h2>${cards([
      ["From £119", "Taster", "Half an hour over the racecourse.", "/flights"],
      ["£225 anytime", "Sunrise", "Mist in the valleys and the sun coming up.", "/flights"],
      ["From £139", "Give a flight", "Valid for up to 2 years.", "/vouchers"],
    ])}`,
  ),
  "/flights": page(
    "Our flights",
    `<p>Every flight has a CAA-licensed commercial pilot. You'll be in the air for about an hour, but allow the
    whole morning or evening: there's the briefing, the inflation, the landing and the drive back.</p>` +
      table(
        "Flights and prices",
        [
          "Flight",
          "In the air",
          "On the day, all told",
          "Weekday price",
          "Anytime price",
          "What's included",
          "Flies from",
        ],
        FLIGHTS,
      ) +
      `<p>Prices are a person, except the Exclusive Basket. Not sure which ticket you need? See
      <a href="/faq">Questions</a>.</p>
      <h2>Who can fly</h2>` +
      dl([
        ["Age", "8 and over; under 16s fly with a paying adult in the same basket"],
        ["Height", "At least 120 cm, to see over the side of the basket"],
        ["Weight", "Up to 16 stone (102 kg) on any ticket"],
        [
          "Over 16 stone",
          "A heavier passenger supplement of £60, as you take up more of the basket's load; the most we can fly is 20 stone (127 kg). Tell us when you book",
        ],
        [
          "Health",
          "Not if you're pregnant, have had an operation in the last 6 months, or can't stand for an hour",
        ],
        ["Groups", "6 or more on the same flight: £10 off each ticket"],
      ]) +
      `<h2>Ask about a private or exclusive flight</h2>
      <form method="post" action="/flights/enquire/send">
      <fieldset><legend>Flight</legend>
      <label><input type="radio" name="flight" value="private"> Private Flight for Two</label>
      <label><input type="radio" name="flight" value="exclusive"> Exclusive Basket</label>
      </fieldset>
      <p><label>From <select name="site">${options(SITE_OPTIONS)}</select></label></p>
      <p><label>Month <select name="month">${options(
        ["march", "april", "may", "june", "july", "august", "september", "october"].map(
          (m) => [m, m[0].toUpperCase() + m.slice(1)] as [string, string],
        ),
      )}</select></label></p>
      <p><label>How many of you <select name="people">${options([
        ["2", "2"],
        ["3-4", "3 or 4"],
        ["5-6", "5 or 6"],
        ["7-8", "7 or 8"],
      ])}</select></label></p>
      <p><label>Occasion <select name="occasion">${options([
        ["birthday", "A birthday"],
        ["anniversary", "An anniversary"],
        ["wedding", "A wedding"],
        ["work", "A work outing"],
        ["other", "Just because"],
      ])}</select></label></p>
      <fieldset><legend>Days</legend>
      <label><input type="radio" name="days" value="weekday"> Weekdays only</label>
      <label><input type="radio" name="days" value="anytime"> Any day</label>
      </fieldset>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Anything else <textarea name="message" rows="3"></textarea></label></p>
      <button type="submit">Send</button></form>`,
  ),
  "/launch-sites": page(
    "Where we fly",
    `<p>We choose the launch site that suits the wind on the day, from the three below; your booking says which.</p>` +
      table(
        "Launch sites",
        ["Launch site", "Where", "When we fly", "Sunrise flights", "Evening flights", "Meet at", "Balloon"],
        SITES,
      ) +
      `<h2>At each site</h2>` +
      dl([
        [
          "Fennick Country Park",
          "The park's car park is pay and display, £4 for the day; the launch field is a short walk on a level path",
        ],
        [
          "Cardew Castle",
          "Free parking; the launch field is 400 m away over a sloping field. Passengers get 2-for-1 castle entry on the day",
        ],
        [
          "Hallam Down Racecourse",
          "Free parking; no flights on race days; the launch field is by car park 3",
        ],
      ]) +
      `<h2>Access</h2>` +
      dl([
        [
          "Getting in",
          "You climb into the basket with footholds, with our crew to help, and stand for the flight",
        ],
        [
          "Wheelchair users",
          "Our access basket, with a door and a seat, flies only from Hallam Down, on weekday evenings from April to October; ring the office to book it",
        ],
        ["Landing", "You crouch in the landing position for a minute or two; it can be bumpy"],
      ]),
  ),
  ...balloonMorePages(page, options, SITE_OPTIONS),
};

export const BALLOON: CorpusSite = {
  name: "balloon",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Flight booked",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.flight} flight from ${f.site} on ${f.date} is booked for ${f.passengers} ` +
        `passenger(s). We've emailed ${f.email}.`,
    },
    "/flights/enquire/send": {
      title: "Thanks for asking",
      reply: (f) => `Thanks, ${f.name}. We'll email ${f.email} about a ${f.flight} flight in ${f.month}.`,
    },
    "/vouchers/buy/send": {
      title: "Voucher ordered",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.quantity} ${f.voucher} voucher(s) will be sent by ${f.delivery}.`,
    },
    "/weather/rebook/send": {
      title: "Flight rebooked",
      reply: (f) =>
        `Thanks, ${f.name}. Booking ${f.booking} is moved to ${f.date}. We've emailed ${f.email}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
