import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { marinaMorePages } from "./marina-more";

// COLD: the ninth held-out part of the corpus (Brackwater Marina), written by someone who did not tune the engines
// and run once at the very end as an outside measurement: whoever tunes the engines must not read this file (see
// test/corpus/score.ts). A marina and boatyard on two sites: berthing fees as tables of length band × term, visitor
// rates per night side by side per basin, fuel and gas prices in label: value lines, office and fuel-berth hours
// that differ per basin and per season, lift-out prices as a table, facilities in a definition list, the crew as
// cards, events with dates, forms to book a visitor berth, ask for a lift and join the waiting list, and two pages
// only the site's search finds. The footer's summary is true of neither basin.
const shellPage = shell({
  brand: "Brackwater Marina",
  tagline: "Sheltered berths, a working boatyard and a friendly welcome on the River Orwen",
  nav: [
    ["Stay a while", "/berthing"],
    ["Passing through", "/visitors"],
    ["Top up", "/top-up"],
    ["Two basins", "/sites"],
    ["Out of the water", "/yard"],
    ["Ashore", "/ashore"],
    ["Crew", "/team"],
    ["On the quay", "/news"],
    ["Before you ask", "/faq"],
    ["Join the queue", "/waiting-list"],
    ["Hail us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Brackwater Marina Ltd, The Quay, Brackwater BW1 2QS",
    phone: "01632 960 400",
    email: "berths@brackwatermarina.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

/** Every page, with the footer's summary: the office and both fuel berths keep hours of their own (see /sites). */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Office and fuel berth open 7 days a week, 8am–6pm · Listening on VHF Ch 80</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const SITES: [string, string][] = [
  ["town", "Town Basin"],
  ["heron", "Heron Reach"],
];

const BANDS: [string, string][] = [
  ["up-to-7.9", "Up to 7.9 m"],
  ["8-9.9", "8 to 9.9 m"],
  ["10-11.9", "10 to 11.9 m"],
  ["12-13.9", "12 to 13.9 m"],
  ["14-plus", "14 m and over"],
];

/** Every fee has a neighbour in its row (another term) and its column (the next length band). */
const TOWN: string[][] = [
  ["Up to 7.9 m", "£2,950", "£1,980", "£1,150"],
  ["8 to 9.9 m", "£3,640", "£2,450", "£1,420"],
  ["10 to 11.9 m", "£4,380", "£2,940", "£1,710"],
  ["12 to 13.9 m", "£5,260", "£3,530", "£2,050"],
  ["14 m and over", "£6,120", "£4,100", "£2,390"],
];

const HERON: string[][] = [
  ["Up to 7.9 m", "£2,180", "£890", "£165"],
  ["8 to 9.9 m", "£2,690", "£1,080", "£205"],
  ["10 to 11.9 m", "£3,240", "£1,290", "£250"],
  ["12 m and over", "£3,900", "Not available", "£295"],
];

const LIFTS: string[][] = [
  ["Up to 7.9 m", "£265", "£180", "£150"],
  ["8 to 9.9 m", "£335", "£220", "£185"],
  ["10 to 11.9 m", "£420", "£270", "£230"],
  ["12 to 13.9 m", "£515", "£330", "£280"],
  ["14 m and over", "£610", "£390", "£330"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Brackwater Marina",
    `<p class="banner" role="status"><strong>Winter lifts:</strong> two weekends of lift-outs in December, at a
    discount. <a href="/news">Grab a slot</a></p>
    <p>Two places to keep a boat on the River Orwen: the locked Town Basin, a few minutes' walk from Brackwater high
    street, and Heron Reach, our boatyard two miles upriver, with pontoons, swinging moorings and a travel hoist.</p>
    <p>Visitors from £22 a night · <a href="/visitors">Book a night or two</a> · <a href="/berthing">Keep your boat
    here</a> · <a href="/yard">Get lifted</a></p>
    <h2>On the quay</h2>${cards([
      ["20 November 2026", "Christmas and New Year", "When we're around over the holidays.", "/news"],
      ["16 November 2026", "Good news at the pump", "Prices have come down.", "/news"],
      ["9 November 2026", "Winter lift-out weekends", "Book your slot soon.", "/news"],
    ])}
    <h2>Why Brackwater?</h2><ul><li>Five Gold Anchors from The Yacht Harbour Association</li>
    <li>Staff on site every day of the year except Christmas Day</li><li>A boatyard that does the work or lets you
    do it yourself</li></ul>`,
  ),
  "/sites": page(
    "Two basins",
    table(
      "Hours and getting in",
      ["", "Town Basin", "Heron Reach"],
      [
        ["Office, Monday to Friday", "08:00–17:30", "08:30–16:30"],
        ["Office, Saturday", "09:00–17:00", "09:00–12:30"],
        ["Office, Sunday", "09:00–16:00", "Closed"],
        ["Fuel berth, April to September", "07:30–19:00 every day", "09:00–17:00 every day"],
        ["Fuel berth, October to March", "09:00–16:00 every day", "10:00–15:00, Friday to Sunday only"],
        ["VHF", "Channel 80", "Channel 37 (M)"],
        [
          "Getting in",
          "Through the lock, from 3 hours before to 3 hours after high water",
          "At any state of tide: 1.8 m at low water springs",
        ],
      ],
    ) +
      `<h2>Town Basin</h2>` +
      dl([
        ["Address", "The Quay, Brackwater BW1 2QS"],
        ["Phone", "01632 960 400"],
        ["Berths", "180 pontoon berths on A to F pontoons"],
        ["Lock", "A lock keeper is on duty in office hours; call on VHF before you arrive"],
        ["Walk to town", "The high street is 5 minutes away"],
      ]) +
      `<h2>Heron Reach</h2>` +
      dl([
        ["Address", "Heron Lane, Brackwater BW3 8HR"],
        ["Phone", "01632 960 450"],
        ["Berths", "64 pontoon berths on G and H pontoons, and 40 swinging moorings"],
        ["Yard", "Hard standing for 120 boats and a 35-tonne travel hoist"],
        ["Getting there", "2 miles upriver from Town Basin; the water taxi runs at weekends in summer"],
      ]),
  ),
  "/berthing": page(
    "Stay a while",
    `<p>Annual contracts run from 1 April. Summer is 1 April to 30 September and winter 1 October to 31 March.
    Prices include VAT and are for the whole term, not per metre.</p>` +
      table("Town Basin pontoon berths", ["Length overall", "A year", "Summer only", "Winter only"], TOWN) +
      table(
        "Heron Reach",
        ["Length overall", "Pontoon, a year", "Swinging mooring, a year", "Dry storage in the yard, a month"],
        HERON,
      ) +
      `<p><strong>Electricity:</strong> metered on the pontoons, 34p a unit</p>
      <p><strong>Paying monthly:</strong> an annual berth can be paid in 10 instalments by Direct Debit, 5% extra</p>
      <p><strong>Catamarans and trimarans:</strong> Heron Reach only, add 50%</p>
      <p><strong>Lifts included:</strong> annual berth holders at Heron Reach get one lift out and relaunch a year
      free</p>
      <p>Want a Town Basin berth? There's a wait for most sizes: see <a href="/waiting-list">Join the queue</a>.</p>`,
  ),
  "/visitors": page(
    "Passing through",
    `<p>Visitors are welcome at both basins all year. Call us on VHF as you come up the river and we'll give you a
    berth. Arriving after the office closes? Take any free hammerhead on A pontoon and see us in the morning.</p>` +
      table(
        "Visitor berths, per night",
        ["Length overall", "Town Basin", "Heron Reach"],
        [
          ["Up to 7.9 m", "£28", "£22"],
          ["8 to 9.9 m", "£34", "£22"],
          ["10 to 11.9 m", "£41", "£22"],
          ["12 to 13.9 m", "£49", "£30"],
          ["14 m and over", "£58", "£30"],
        ],
      ) +
      `<p><strong>Short stay (up to 4 hours, in daylight):</strong> £10 at either basin</p>
      <p><strong>Winter deal, October to March:</strong> 7 nights for the price of 5</p>
      <p><strong>Showers, Wi-Fi and water:</strong> included</p>
      <h2>Book ahead</h2>
      <form method="post" action="/visitors/book">
      <p><label>Basin <select name="site">${options(SITES)}</select></label></p>
      <p><label>Arriving <input type="date" name="arrival" required></label></p>
      <p><label>Leaving <input type="date" name="departure" required></label></p>
      <p><label>Length overall (metres) <input type="number" name="length" step="0.1" required></label></p>
      <p><label>Boat's name <input name="boat_name" required></label></p>
      <p><label>Sail or motor? <select name="boat_type">${options([
        ["sail", "Sail"],
        ["motor", "Motor"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone"></label></p>
      <button type="submit">Ask for a berth</button></form>`,
  ),
  "/top-up": page(
    "Top up",
    `<p>Prices from Monday 16 November 2026. Card only at the fuel berths; opening times are on
    <a href="/sites">Two basins</a>.</p>
    <p><strong>White diesel:</strong> £1.58 a litre, at both fuel berths</p>
    <p><strong>Unleaded petrol:</strong> £1.69 a litre, Town Basin only: there is no petrol at Heron Reach</p>
    <p><strong>Calor butane, 4.5 kg exchange:</strong> £36.50</p>
    <p><strong>Calor propane, 3.9 kg exchange:</strong> £38.90</p>
    <p><strong>Camping Gaz 907 exchange:</strong> £22.95</p>
    <p><strong>Two-stroke oil, 1 litre:</strong> £11.50</p>
    <p><strong>Pump-out:</strong> free for berth holders, £12 for visitors, at the Town Basin fuel berth</p>`,
  ),
  "/yard": page(
    "Out of the water",
    `<p>All lifts are at Heron Reach. Prices include VAT.</p>` +
      table(
        "Lifting prices",
        [
          "Length overall",
          "Lift out, pressure wash and chock ashore",
          "Lift and hold (up to 1 hour in the slings)",
          "Relaunch",
        ],
        LIFTS,
      ) +
      `<p><strong>Travel hoist:</strong> 35 tonnes</p>
      <p><strong>Mast step or unstep:</strong> £95 for masts up to 12 m, £140 over 12 m</p>
      <p><strong>Hard standing:</strong> free for 14 days after a lift-out, then the dry storage rate on
      <a href="/berthing">Stay a while</a></p>
      <p><strong>Slipway:</strong> £18 to launch and recover a trailed boat, any day in daylight</p>
      <p><strong>Doing your own work:</strong> welcome, but no spray painting, grit blasting or hot work, and sand
      antifouling only with a vacuum sander</p>
      <h2>Ask for a lift</h2>
      <form method="post" action="/yard/request">
      <p><label>What do you need? <select name="job">${options([
        ["lift-out", "Lift out and chock ashore"],
        ["lift-hold", "Lift and hold"],
        ["relaunch", "Relaunch"],
        ["mast", "Mast step or unstep"],
      ])}</select></label></p>
      <p><label>Length <select name="band">${options(BANDS)}</select></label></p>
      <p><label>Preferred date <input type="date" name="date" required></label></p>
      <p><label>Boat's name <input name="boat_name" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <button type="submit">Send to the yard</button></form>`,
  ),
  ...marinaMorePages(page, options, SITES, BANDS),
};

export const MARINA: CorpusSite = {
  name: "marina",
  pages,
  layout: page,
  forms: {
    "/visitors/book": {
      title: "Berth requested",
      reply: (f) =>
        `Thanks, ${f.name}. We've pencilled in ${f.boat_name} (${f.length} m, ${f.boat_type || "sail"}) at ` +
        `${f.site} from ${f.arrival} to ${f.departure}. We'll email ${f.email} with your berth. Reference BM-7702.`,
    },
    "/yard/request": {
      title: "Request sent to the yard",
      reply: (f) =>
        `Thanks, ${f.name}. The yard will ring ${f.phone} to confirm a ${f.job} for ${f.boat_name} ` +
        `(${f.band}) on or near ${f.date}.`,
    },
    "/waiting-list/join": {
      title: "You're on the list",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.boat_name || "Your boat"} is on the ${f.site} waiting list for a ${f.berth_type} ` +
        `berth (${f.band}). We've emailed ${f.email} about the £50 joining fee.`,
    },
  },
};
