import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { narrowboatMorePages } from "./narrowboat-more";

// SUNDOG: the thirty-fifth held-out part of the corpus (Lapwing Narrowboat Holidays), written by someone who did not
// tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). A canal holiday hire company with two bases, Kelford Basin in the town of
// Kelford on the Mardle Canal and Nettlecombe Wharf in the village of Nettlecombe on the Rushmere Canal: the fleet
// as a table of boat × class × length × berths × bedrooms × dogs × base × wi-fi × price band, the 2027 seasons, a
// week's prices as a table of band × low × mid × high and short breaks' as band × weekend and midweek × low and mid,
// start days, pick-up and return times and parking by base, routes and rings from each base with hours and locks,
// the first-timers' handover and the ages to steer and to hire, what's included and the extras (fuel deposit, dogs,
// bikes, the damage waiver, towels, paddleboards and parking by base), dogs, booking terms and cancelling by notice,
// day boats by base with seats and prices, vouchers, FAQs, dated news (with 2026's prices), forms to reserve a boat,
// hire a day boat, buy a voucher and send a message, and two pages only the site's search finds. The footer's wi-fi
// on every boat is not true of Moorhen or Linnet.
const shellPage = shell({
  brand: "Lapwing Narrowboat Holidays",
  tagline: "Self-drive narrowboats from Kelford Basin and Nettlecombe Wharf",
  nav: [
    ["Meet the boats", "/boats"],
    ["What it costs", "/prices"],
    ["Two bases", "/bases"],
    ["Where to go", "/routes"],
    ["First time afloat", "/first-time"],
    ["In the price", "/included"],
    ["Four paws", "/dogs"],
    ["The small print", "/terms"],
    ["A day on the water", "/day-boats"],
    ["Gifts", "/vouchers"],
    ["Questions", "/faq"],
    ["From the towpath", "/news"],
    ["Talk to us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Kelford Basin, Wharf Road, Kelford KF3 8NB",
    phone: "0116 496 0820",
    email: "hello@lapwingboats.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

/** Every page, with the company and VAT numbers and the footer's wi-fi on every boat: not true of two of them. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Lapwing Narrowboats Ltd, registered in England no. 09481736 · VAT no. GB 274 8815 39 · Wi-fi on every boat</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const count = (from: number, to: number) =>
  options(
    Array.from({ length: to - from + 1 }, (_, i) => [`${from + i}`, `${from + i}`] as [string, string]),
  );

/** The fleet: boat, class, length, berths, bedrooms, dogs, base, wi-fi, price band. */
const FLEET: string[][] = [
  ["Moorhen", "Compact", "42 ft", "2", "1", "Up to 2", "Nettlecombe Wharf", "No", "A"],
  ["Wagtail", "Compact", "45 ft", "2", "1", "No", "Kelford Basin", "Yes", "A"],
  ["Teal", "Compact", "48 ft", "4", "1, and a dinette bed", "No", "Nettlecombe Wharf", "Yes", "A"],
  ["Dunlin", "Classic", "57 ft", "4", "2", "Up to 2", "Kelford Basin", "Yes", "B"],
  ["Linnet", "Classic", "58 ft", "5", "2", "No", "Nettlecombe Wharf", "No", "B"],
  ["Redshank", "Classic", "60 ft", "6", "3", "1", "Nettlecombe Wharf", "Yes", "C"],
  ["Skylark", "Classic", "62 ft", "6", "3", "No", "Kelford Basin", "Yes", "C"],
  ["Kittiwake", "Accessible", "60 ft", "4", "2", "Up to 2", "Kelford Basin", "Yes", "C"],
  ["Curlew", "Grand", "66 ft", "8", "4", "No", "Kelford Basin", "Yes", "D"],
  ["Goldcrest", "Grand", "69 ft", "10", "4", "Up to 2", "Nettlecombe Wharf", "Yes", "D"],
];

/** A week, 7 nights, in 2027: band, low, mid, high. */
const WEEKS: string[][] = [
  ["A", "£895", "£1,095", "£1,290"],
  ["B", "£1,150", "£1,395", "£1,650"],
  ["C", "£1,390", "£1,690", "£1,990"],
  ["D", "£1,750", "£2,150", "£2,560"],
];

/** Short breaks in 2027: band, weekend low, weekend mid, midweek low, midweek mid. */
const BREAKS: string[][] = [
  ["A", "£545", "£665", "£595", "£720"],
  ["B", "£695", "£845", "£760", "£925"],
  ["C", "£840", "£1,020", "£915", "£1,110"],
  ["D", "£1,050", "£1,290", "£1,150", "£1,410"],
];

/** The bases: base, canal, a week starts, weekend breaks start, midweek breaks start, pick up from, back by, parking. */
const BASES: string[][] = [
  [
    "Kelford Basin",
    "Mardle Canal",
    "Saturday",
    "Friday",
    "Monday",
    "15:00",
    "09:30",
    "Our locked car park, £30 a week or £15 a short break",
  ],
  [
    "Nettlecombe Wharf",
    "Rushmere Canal",
    "Sunday",
    "Friday",
    "Monday",
    "14:00",
    "09:00",
    "Free, in the field behind the wharf",
  ],
];

/** Routes: route, there and back or a ring, cruising hours, locks, best for. */
const KELFORD_ROUTES: string[][] = [
  ["Upper Ashby and back", "There and back", "12", "4", "A weekend break"],
  ["Brackenholme Flight and back", "There and back", "24", "32", "A midweek break"],
  ["The Kelford Ring", "A ring", "46", "71", "A week"],
];
const NETTLECOMBE_ROUTES: string[][] = [
  ["Dunstow Tunnel and back", "There and back", "10", "None", "A weekend break, and first-timers"],
  ["Pennock and the Rushmere Aqueduct", "There and back", "20", "8", "A midweek break"],
  ["The Four Valleys Ring", "A ring", "58", "94", "A week, for crews who've done it before"],
];

const BOATS: [string, string][] = FLEET.map(([b]) => [b.toLowerCase(), b]);

const pages: Record<string, FixturePage> = {
  "/": page(
    "Lapwing Narrowboat Holidays",
    `<p class="banner" role="status"><strong>2027 holidays are on sale.</strong> Our boats are out of the water
    for their winter refit until March; the office is open Monday to Friday. <a href="/prices">See 2027 prices</a>.</p>
    <p>Ten narrowboats, two bases and hundreds of miles of quiet canal. Steer yourself at 4 miles an hour through
    locks, over aqueducts and past canal-side pubs. No experience needed: we'll show you everything.</p>
    <p><a href="/book">Reserve a boat</a> · <a href="/boats">Choose your boat</a></p>
    <h2>From the towpath</h2>${cards([
      ["18 November 2026", "2027 prices", "A week from £895.", "/news"],
      ["29 October 2026", "Winter refit", "The boats come out of the water.", "/news"],
      ["2 September 2026", "Welcome, Kittiwake", "A boat for wheelchair users.", "/news"],
    ])}
    <h2>Ways to go</h2>${cards([
      ["From £895", "A week afloat", "Seven nights, a ring or there and back.", "/prices"],
      ["From £545", "A short break", "Friday to Monday, or Monday to Friday.", "/prices"],
      ["From £65", "A day on the water", "Day boats for up to 12.", "/day-boats"],
    ])}`,
  ),
  "/boats": page(
    "Meet the boats",
    `<p>Every boat has central heating, a shower, a flush loo, a fridge and a cooker. Berths are the number of people
    a boat sleeps. Prices go by band, from A, the cheapest, to D: see <a href="/prices">What it costs</a>.</p>` +
      table(
        "Our fleet",
        ["Boat", "Class", "Length", "Berths", "Bedrooms", "Dogs", "Base", "Wi-fi", "Price band"],
        FLEET,
      ) +
      dl([
        ["Kittiwake", "A wheelchair lift at the stern, wide doors and a wet room; launched in 2026"],
        ["Goldcrest", "Two bathrooms and a saloon with a stove; our biggest boat"],
        ["Moorhen", "A cosy boat for two, with a solid fuel stove"],
        ["Compact boats", "Easiest to steer for first-timers"],
      ]),
  ),
  "/prices": page(
    "What it costs",
    `<p>Prices are for the whole boat, not a person, and include VAT. The boats go back in the water on
    5 March 2027.</p>` +
      dl([
        ["Low season", "5 March to 1 April, and 1 to 31 October 2027"],
        ["Mid season", "2 April to 9 July, and 1 to 30 September 2027"],
        ["High season", "10 July to 31 August 2027"],
        ["Band A", "Moorhen, Wagtail and Teal"],
        ["Band B", "Dunlin and Linnet"],
        ["Band C", "Redshank, Skylark and Kittiwake"],
        ["Band D", "Curlew and Goldcrest"],
      ]) +
      table("A week (7 nights), 2027", ["Band", "Low", "Mid", "High"], WEEKS) +
      table(
        "Short breaks, 2027",
        [
          "Band",
          "Weekend (Friday to Monday), low",
          "Weekend, mid",
          "Midweek (Monday to Friday), low",
          "Midweek, mid",
        ],
        BREAKS,
      ) +
      dl([
        ["Short breaks in high season", "None: weeks only from 10 July to 31 August"],
        ["Two weeks or more", "10% off every week after the first"],
        ["Extras", "Dogs, bikes, the damage waiver and parking: see In the price"],
      ]) +
      `<p><a href="/book">Reserve a boat</a></p>`,
  ),
  "/bases": page(
    "Two bases",
    `<h2>Kelford Basin</h2><p>Wharf Road, Kelford KF3 8NB. Phone 0116 496 0821. On the Mardle Canal in the middle of
    Kelford, 5 minutes' walk from Kelford station and the high street, with our office and a shop for milk, bread
    and windlasses.</p>
    <h2>Nettlecombe Wharf</h2><p>Mill Lane, Nettlecombe NT6 2QA. Phone 0116 496 0835. On the Rushmere Canal in a
    quiet village with a pub, The Boat Inn, and a village shop. There's no station: the nearest is Hatherby, 6 miles
    away, about £18 in a taxi.</p>` +
      table(
        "Start days, times and parking",
        [
          "Base",
          "Canal",
          "A week starts",
          "Weekend breaks start",
          "Midweek breaks start",
          "Pick up from",
          "Back by",
          "Parking",
        ],
        BASES,
      ) +
      `<p>Arrive any time after midday: your handover starts when the boat is ready.</p>`,
  ),
  "/routes": page(
    "Where to go",
    `<p>Most crews cruise 5 or 6 hours a day, and a lock takes about 15 minutes. Cruising hours are for the whole
    trip, there and back or round the ring.</p>` +
      table("From Kelford Basin", ["Route", "Shape", "Cruising hours", "Locks", "Best for"], KELFORD_ROUTES) +
      table(
        "From Nettlecombe Wharf",
        ["Route", "Shape", "Cruising hours", "Locks", "Best for"],
        NETTLECOMBE_ROUTES,
      ) +
      dl([
        ["Closed for repairs", "The Brackenholme Flight, 8 to 19 March 2027"],
        ["Dunstow Tunnel", "1,100 yards long: headlight on and a horn at the portal"],
        ["The Rushmere Aqueduct", "120 feet above the River Rush, one boat at a time"],
      ]),
  ),
  "/book": page(
    "Reserve a boat",
    `<p>Tell us your boat and dates. We'll hold the boat for 48 hours and send you the deposit link.</p>
      <form method="post" action="/book/send">
      <p><label>Boat <select name="boat">${options(BOATS)}</select></label></p>
      <fieldset><legend>Holiday</legend>
      <label><input type="radio" name="break" value="week"> A week</label>
      <label><input type="radio" name="break" value="weekend"> A weekend break (3 nights from Friday)</label>
      <label><input type="radio" name="break" value="midweek"> A midweek break (4 nights from Monday)</label>
      </fieldset>
      <p><label>Start date <input type="date" name="start" required></label></p>
      <p><label>Adults <select name="adults">${count(1, 10)}</select></label></p>
      <p><label>Children <select name="children">${count(0, 8)}</select></label></p>
      <p><label>Dogs <select name="dogs">${count(0, 2)}</select></label></p>
      <p><label>Bikes to hire <select name="bikes">${count(0, 6)}</select></label></p>
      <fieldset><legend>Damage waiver</legend>
      <label><input type="radio" name="waiver" value="yes"> Yes, add it</label>
      <label><input type="radio" name="waiver" value="no"> No thanks</label>
      </fieldset>
      <fieldset><legend>Have you steered a narrowboat before?</legend>
      <label><input type="radio" name="experience" value="been-before"> Yes</label>
      <label><input type="radio" name="experience" value="first-time"> No, it's our first time</label>
      </fieldset>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <button type="submit">Reserve</button></form>`,
  ),
  ...narrowboatMorePages(page, options, count),
};

export const NARROWBOAT: CorpusSite = {
  name: "narrowboat",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Boat reserved",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.boat} is held for you from ${f.start} (${f.break}) for ${f.adults} adults and ` +
        `${f.children} children. The deposit link is on its way to ${f.email}.`,
    },
    "/day-boats/book/send": {
      title: "Day boat booked",
      reply: (f) => `Thanks, ${f.name}. ${f.boat} is booked for ${f.people} on ${f.date} at ${f.time}.`,
    },
    "/vouchers/send": {
      title: "Voucher bought",
      reply: (f) => `Thanks, ${f.name}. A voucher for ${f.recipient} is on its way by ${f.delivery}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
