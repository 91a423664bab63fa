import type { FixturePage } from "../../../helpers/fixture-site";
import { groupedTable, options } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { taxisMorePages } from "./taxis-more";

// BREEZE: the forty-first held-out part of the corpus (Kestrel Cars), written by someone who did not tune the engines
// and run once at the very end as an outside measurement: whoever tunes the engines must not read this file (see
// test/corpus/score.ts). A taxi and private hire firm with two offices, in Harrowby and in Colnford, each town's
// meter set by its own council. The metered fares as a table of tariff × when under a two-level heading for each
// town's first mile and each mile after, what trips usually cost by day and night, the extras, fixed airport and
// station prices under "From Harrowby" and "From Colnford" for a saloon and a minibus with returns, meet and greet
// and early starts, booking, ramp cars and assistance dogs, the fleet by car with a column for each office, business
// accounts, the two offices side by side, driving for the firm, FAQs, dated news (with 2025's fares), forms to book a
// car, book an airport run, open a business account, apply to drive and send a message, and two pages only the
// site's search finds. The footer's "open 24 hours a day" is Harrowby's office, not Colnford's.
const shellPage = shell({
  brand: "Kestrel Cars",
  tagline: "Taxis and private hire for Harrowby, Colnford and the airports",
  nav: [
    ["What it costs", "/fares"],
    ["Flights", "/airports"],
    ["Book", "/book"],
    ["Everyone aboard", "/accessible"],
    ["Our cars", "/fleet"],
    ["For business", "/business"],
    ["Offices", "/offices"],
    ["Drive with us", "/drivers"],
    ["Help", "/faq"],
    ["Latest", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Kestrel Cars, Station Approach, Harrowby RW2 1ST",
    phone: "0115 496 0220",
    email: "bookings@kestrelcars.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the company, VAT and licence numbers and the footer's 24 hours: Harrowby's office only. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Kestrel Cars Ltd, registered in England and Wales no. 07719346 · VAT no. GB 318 2296 05 · Private " +
      "hire operator licensed by Harrowby Borough Council (PHO 0417) and Colnford District Council (PHO/22/093) · " +
      "Open 24 hours a day, 365 days a year</p>",
  );

/** Metered fares: tariff, when, Harrowby first mile and each mile after, Colnford the same. */
const TARIFFS: string[][] = [
  ["Tariff 1", "Monday to Saturday, 06:00 to 22:00", "£4.20", "£2.10", "£3.80", "£2.00"],
  [
    "Tariff 2",
    "22:00 to 06:00, and all day on Sundays and bank holidays",
    "£5.20",
    "£2.60",
    "£4.80",
    "£2.40",
  ],
  [
    "Tariff 3",
    "From 20:00 on Christmas Eve to 06:00 on 27 December, and from 20:00 on New Year's Eve to 06:00 on 2 January",
    "£8.40",
    "£4.20",
    "£7.60",
    "£4.00",
  ],
];

/** What trips usually cost: journey, miles, tariff 1, tariff 2. */
const TRIPS: string[][] = [
  ["Harrowby station to Harrowby General Hospital", "2", "£6.30", "£7.80"],
  ["Harrowby Market Square to Bridge Street, Colnford", "7", "£16.80", "£20.80"],
  ["Bridge Street, Colnford to Colnford station", "1", "£3.80", "£4.80"],
  ["Colnford station to Westmere Retail Park", "4", "£9.80", "£12.00"],
];

/** Airport and station fixed prices: where, from Harrowby (saloon, minibus), from Colnford (saloon, minibus). */
const AIRPORTS: string[][] = [
  ["Wexley Airport", "£62", "£92", "£54", "£82"],
  ["Marshgate Airport", "£88", "£125", "£96", "£135"],
  ["Norbridge International Airport", "£145", "£199", "£138", "£189"],
  ["Kingsreach station, for London trains", "£38", "£58", "£45", "£66"],
];

const TOWNS = `<fieldset><legend>Your end</legend>
  <label><input type="radio" name="town" value="harrowby"> Harrowby</label>
  <label><input type="radio" name="town" value="colnford"> Colnford</label>
  </fieldset>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Kestrel Cars",
    `<p class="banner" role="status"><strong>Christmas party?</strong> Book your taxis home now: from 20:00 on
    Christmas Eve the Christmas fares apply. <a href="/fares">What it costs</a>.</p>
    <p>More than 60 cars and a hundred drivers across Harrowby and Colnford, day and night, with fixed prices to
    the airports.</p>
    <p><a href="/book">Book a car</a> · <a href="/airports">Going to the airport?</a> · <a href="/accessible">Ramp
    cars</a></p>
    <h2>Latest</h2>${cards([
      ["18 November 2026", "Christmas and New Year", "When the Christmas fares run.", "/news"],
      ["6 October 2026", "Three new executive cars", "Teslas, at Harrowby.", "/news"],
      ["1 July 2026", "Colnford's new hours", "A change to our Colnford office.", "/news"],
    ])}
    <h2>Getting about</h2>${cards([
      ["From £3.80", "Around town", "On the meter, day or night.", "/fares"],
      ["From £54", "To the airport", "Fixed prices, flights tracked.", "/airports"],
      ["No extra charge", "Ramp cars", "For wheelchair users and their friends.", "/accessible"],
    ])}`,
  ),
  "/fares": page(
    "What it costs",
    `<p>In Harrowby and Colnford our cars run on the meter, at the fares each council sets: the meter runs at the
    fares of the town you're picked up in. Further afield, we give you a fixed price when you book.</p>` +
      groupedTable(
        "Metered fares",
        ["Tariff", "When"],
        [
          ["Harrowby", ["First mile", "Each mile after"]],
          ["Colnford", ["First mile", "Each mile after"]],
        ],
        TARIFFS,
      ) +
      table("What trips usually cost", ["Journey", "Miles", "Tariff 1", "Tariff 2"], TRIPS) +
      dl([
        ["Waiting", "The first 3 minutes free, then 30p a minute"],
        ["5 to 8 of you", "A minibus, £5 on top of the meter"],
        ["Luggage, pushchairs and assistance dogs", "Free"],
        ["Paying", "Cash, card, Apple Pay or Google Pay in every car, with no surcharge"],
        ["Soiling", "£100 if the car has to come off the road to be cleaned"],
      ]),
  ),
  "/airports": page(
    "Flights",
    `<p>Fixed prices to and from the airports and Kingsreach station, whatever the traffic. Prices are one way,
    for the whole car.</p>` +
      groupedTable(
        "Airport and station prices",
        ["To or from"],
        [
          ["From Harrowby", ["Saloon, up to 4", "Minibus, up to 8"]],
          ["From Colnford", ["Saloon, up to 4", "Minibus, up to 8"]],
        ],
        AIRPORTS,
      ) +
      dl([
        ["Both ways", "Book your return when you book and save 10% on both journeys"],
        ["Meet and greet", "Your driver waits in arrivals with a name board, £8"],
        ["Waiting", "We track your flight: the first 45 minutes after it lands are free, then 30p a minute"],
        ["Early starts", "Pickups from 00:00 to 05:00 are £10 more"],
        [
          "Luggage",
          "A saloon takes 2 large cases and 2 small; tell us if you have more and we'll send an estate at the saloon price",
        ],
        ["Child seats", "Free; ask when you book"],
      ]) +
      `<h2>Book an airport run</h2>
      <form method="post" action="/airports/book/send">
      <p><label>Airport or station <select name="airport">${options([
        ["wexley", "Wexley Airport"],
        ["marshgate", "Marshgate Airport"],
        ["norbridge", "Norbridge International Airport"],
        ["kingsreach", "Kingsreach station"],
      ])}</select></label></p>
      <fieldset><legend>Which way</legend>
      <label><input type="radio" name="direction" value="to"> Taking me there</label>
      <label><input type="radio" name="direction" value="from"> Picking me up there</label>
      </fieldset>
      ${TOWNS}
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Pick-up time, or landing time <input type="time" name="time" required></label></p>
      <p><label>Flight number, if we're picking you up <input name="flight"></label></p>
      <p><label>Passengers <select name="passengers">${options(
        Array.from({ length: 8 }, (_, i) => [`${i + 1}`, `${i + 1}`] as [string, string]),
      )}</select></label></p>
      <fieldset><legend>Car</legend>
      <label><input type="radio" name="vehicle" value="saloon"> Saloon, up to 4</label>
      <label><input type="radio" name="vehicle" value="minibus"> Minibus, up to 8</label>
      </fieldset>
      <p><label><input type="checkbox" name="meet" value="yes"> Meet and greet, £8</label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <button type="submit">Book</button></form>`,
  ),
  "/book": page(
    "Book",
    `<p>Book online at least 2 hours ahead. For a car now, ring Harrowby on 0115 496 0220 or Colnford on
    0115 496 0288.</p>
    <form method="post" action="/book/send">
    <p><label>Pick up from <input name="from" required></label></p>
    <p><label>Going to <input name="to" required></label></p>
    <p><label>Day <input type="date" name="date" required></label></p>
    <p><label>Time <input type="time" name="time" required></label></p>
    <p><label>Passengers <select name="passengers">${options(
      Array.from({ length: 8 }, (_, i) => [`${i + 1}`, `${i + 1}`] as [string, string]),
    )}</select></label></p>
    <p><label>Car <select name="vehicle">${options([
      ["saloon", "Saloon, up to 4"],
      ["estate", "Estate, up to 4 with more luggage"],
      ["minibus", "Minibus, 5 to 8"],
      ["ramp", "Ramp car for a wheelchair, 24 hours' notice"],
      ["executive", "Executive, £10 more"],
    ])}</select></label></p>
    <p><label>Child seat <select name="seat">${options([
      ["none", "No child seat"],
      ["baby", "Baby seat, up to 13 kg"],
      ["child", "Child seat, 9 to 18 kg"],
      ["booster", "Booster seat, 15 to 36 kg"],
    ])}</select></label></p>
    <p><label>Your name <input name="name" required></label></p>
    <p><label>Mobile <input type="tel" name="phone" required></label></p>
    <p><label>Email <input type="email" name="email"></label></p>
    <p><label>Anything the driver should know <textarea name="notes" rows="3"></textarea></label></p>
    <button type="submit">Book</button></form>`,
  ),
  ...taxisMorePages(page, TOWNS),
};

export const TAXIS: CorpusSite = {
  name: "taxis",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Car booked",
      reply: (f) =>
        `Thanks, ${f.name}. Your car from ${f.from} to ${f.to} on ${f.date} at ${f.time} is booked.`,
    },
    "/airports/book/send": {
      title: "Airport run booked",
      reply: (f) =>
        `Thanks, ${f.name}. Your airport run for ${f.passengers} on ${f.date} at ${f.time} is booked.`,
    },
    "/business/apply/send": {
      title: "Application received",
      reply: (f) =>
        `Thanks, ${f.name}. We'll set up ${f.company}'s account and email ${f.email} within 2 days.`,
    },
    "/drivers/apply/send": {
      title: "Application received",
      reply: (f) => `Thanks, ${f.name}. Our ${f.office} office will ring you about driving with us.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within a day.`,
    },
  },
};
