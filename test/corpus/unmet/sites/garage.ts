import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { garageMorePages } from "./garage-more";

// UNMET: the eighth held-out part of the corpus (Hollins Motors), run once at the very end as an outside
// measurement: whoever tunes the engines must not read this file (see test/corpus/score.ts). An independent garage
// with two workshops: service prices as a table of engine size × service type, MOT fees and testing hours side by
// side per workshop, opening hours whose footer summary is rounder than the table (and forgets that one workshop is
// shut on Saturdays), a courtesy-car policy in a definition list, tyres and air-con in label: value lines, and two
// stock pages only the site's search finds. The footer's number is the office's, not a workshop's.
const shellPage = shell({
  brand: "Hollins Motors",
  tagline: "Independent servicing, MOTs and repairs in Kelbrook and Stanmere since 1987",
  nav: [
    ["Workshop &amp; pricing", "/servicing"],
    ["Annual test", "/mot"],
    ["Rubber &amp; air", "/tyres"],
    ["Your visit", "/visit"],
    ["Meet the spanners", "/team"],
    ["Around the yard", "/news"],
    ["Good to know", "/faq"],
    ["Get a price", "/quote"],
    ["Get booked in", "/book"],
    ["Talk to us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Hollins Motors Ltd, Unit 3, Brook Lane Trading Estate, Kelbrook KB4 7RN",
    phone: "01632 960 600",
    email: "hello@hollinsmotors.test",
    socials: ["Facebook", "Google", "Instagram"],
  },
});

/** Every page, with the footer's opening-hours line: rounder than the table on /visit, and it forgets Stanmere. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Workshops open Mon–Fri 8am–6pm · Sat 8am–12pm · Sun closed</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Every price has a sibling in its row (another service) and its column (another engine size). */
const SERVICES: string[][] = [
  ["Up to 1.4 litres", "£129", "£199", "£289"],
  ["1.5 to 2.0 litres", "£145", "£229", "£329"],
  ["2.1 to 3.0 litres", "£169", "£259", "£369"],
  ["Over 3.0 litres", "£195", "£299", "£419"],
  ["Hybrid (any engine size)", "£155", "£245", "£349"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Hollins Motors",
    `<p class="banner" role="status"><strong>Christmas:</strong> both workshops close at 12:00 on Thursday
    24 December. <a href="/news">Festive dates</a></p>
    <p>A family garage that has looked after cars in Kelbrook since 1987, and in Stanmere since 2018. Servicing
    for every make, MOTs while you wait, tyres, brakes, clutches, exhausts and air-con, with the same technician on
    your car every time.</p>
    <p>Interim services from £129 · <a href="/servicing">See what it costs</a> · <a href="/book">Pick a day</a> ·
    <a href="/contact">We'll ring you</a></p>
    <h2>What's new</h2>${cards([
      ["20 November 2026", "Festive closing", "We're downing spanners for a bit over Christmas.", "/news"],
      [
        "6 November 2026",
        "Electric? We've got you",
        "EV servicing has arrived at one of our workshops.",
        "/news",
      ],
      ["2 October 2026", "Changes at Stanmere", "New weekend arrangements.", "/news"],
    ])}
    <h2>Why Hollins?</h2><ul><li>Good Garage Scheme member, rated 4.9 out of 5 by 1,240 customers</li>
    <li>Your manufacturer's warranty stays valid</li><li>No work done without your say-so: we ring you first</li>
    <li>Free collection and delivery nearby</li></ul>`,
  ),
  "/servicing": page(
    "Workshop & pricing",
    `<p>Fixed prices for petrol cars, including VAT, parts and labour. Not sure which service your car is due?
    Your service book says, or ask us when you <a href="/book">book in</a>.</p>` +
      table("Service prices", ["Engine size", "Interim service", "Full service", "Major service"], SERVICES) +
      `<h2>What each service includes</h2>` +
      dl([
        ["Interim", "Every 6 months or 6,000 miles: engine oil and oil filter, fluid top-ups and 30 checks"],
        [
          "Full",
          "Every 12 months or 12,000 miles: engine oil, oil and air filters, a brake check with the wheels off and 62 checks",
        ],
        [
          "Major",
          "Every 24 months or 24,000 miles: everything in a full service plus pollen and fuel filters, spark plugs, brake fluid and 78 checks",
        ],
      ]) +
      `<h2>Good to know before you book</h2>
      <p><strong>Diesel engines:</strong> add £15 to any service.</p>
      <p><strong>Oil:</strong> up to 5 litres included; more than that is £9 a litre.</p>
      <p><strong>MOT at the same time:</strong> add one to a full or major service for £30.</p>
      <p><strong>Electric cars:</strong> EV service £149, at Kelbrook only.</p>
      <p><strong>Timing belts, clutches and brakes:</strong> priced for your car, <a href="/quote">ask us</a>.</p>`,
  ),
  "/mot": page(
    "Annual test",
    `<p>Both workshops are DVSA-approved test centres. Book the test on its own, or add it to a service.</p>` +
      table(
        "MOTs at our workshops",
        ["", "Kelbrook", "Stanmere"],
        [
          ["Cars (class 4)", "£45", "£49.50"],
          ["Vans up to 3,500 kg (class 7)", "£55", "Not tested here"],
          ["Motorcycles (classes 1 and 2)", "Not tested here", "£29.65"],
          [
            "Testing hours",
            "Monday to Friday 08:30–16:30, Saturday 08:30–11:30",
            "Tuesday to Friday 09:00–15:30",
          ],
          ["Your tester", "Priya Lal", "Tom Ashdown"],
        ],
      ) +
      `<p>An MOT takes about 45 minutes. You can have it done up to a month (minus a day) before your current one
      runs out and keep the same renewal date.</p>
      <h2>If it fails</h2><p>Leave the car with us for the repairs and the retest is free. Take it away and bring it
      back within 10 working days and the partial retest is free for most items; after that it is a full test
      again.</p><p>We'll text you a reminder 4 weeks before your next MOT is due.</p>`,
  ),
  "/tyres": page(
    "Rubber & air",
    `<p>Tyres for cars, vans and 4x4s, fitted at both workshops while you wait.</p>` +
      table(
        "Brands we fit",
        ["Range", "Brands", "205/55 R16, fitted, from"],
        [
          ["Premium", "Michelin, Continental, Pirelli", "£112"],
          ["Mid-range", "Falken, Hankook, Avon", "£84"],
          ["Budget", "Nankang, Rotalla", "£62"],
        ],
      ) +
      table(
        "Fitting prices, per tyre",
        ["Rim size", "Tyres bought from us", "Tyres you bring yourself"],
        [
          ["13 to 15 inch", "£12", "£20"],
          ["16 to 17 inch", "£15", "£24"],
          ["18 to 19 inch", "£20", "£30"],
          ["20 inch and over", "£28", "£40"],
        ],
      ) +
      `<p>Fitting includes a new valve, balancing and taking away the old tyre. Run-flat tyres: add £10 a tyre.</p>
      <p><strong>Wheel alignment:</strong> £49.95 front, £69.95 four-wheel (Kelbrook only)</p>
      <p><strong>Puncture repair:</strong> £22.50, or free on tyres bought from us</p>
      <p><strong>Lost your locking wheel nut key?</strong> Removal £35</p>
      <h2>Air conditioning</h2>
      <p><strong>Air-con regas, R134a gas (most cars before 2017):</strong> £69</p>
      <p><strong>Air-con regas, R1234yf gas (most cars from 2017):</strong> £119</p>
      <p><strong>Antibacterial treatment:</strong> £35 with a regas</p>
      <p>A regas takes about 45 minutes at either workshop and includes a leak test.</p>`,
  ),
  "/visit": page(
    "Your visit",
    table(
      "Opening hours",
      ["Day", "Kelbrook", "Stanmere"],
      [
        ["Monday to Thursday", "08:00–18:00", "08:00–17:30"],
        ["Friday", "08:00–17:00", "08:00–17:00"],
        ["Saturday", "08:00–12:30", "Closed"],
        ["Sunday", "Closed", "Closed"],
      ],
    ) +
      `<p>Both workshops have a key drop box by the door for early or late drop-offs. MOT testing hours are
      shorter: see <a href="/mot">Annual test</a>.</p><h2>Kelbrook</h2>` +
      dl([
        ["Address", "Unit 3, Brook Lane Trading Estate, Kelbrook KB4 7RN"],
        ["Phone", "01632 960 610"],
        ["Waiting room", "Yes, with coffee, Wi-Fi and a children's corner"],
        ["Parking", "12 customer spaces in front of the workshop"],
        ["Getting here", "5 minutes' walk from Kelbrook bus station"],
      ]) +
      `<h2>Stanmere</h2>` +
      dl([
        ["Address", "41 Station Road, Stanmere SM2 9LD"],
        ["Phone", "01632 960 620"],
        ["Waiting room", "None: we'll drop you in the town centre or at Stanmere station"],
        ["Parking", "4 spaces on the forecourt"],
        ["Getting here", "Opposite Stanmere station"],
      ]) +
      `<h2>Courtesy cars</h2>` +
      dl([
        ["How many", "Five: three at Kelbrook and two at Stanmere"],
        [
          "Who can have one",
          "Anyone booked in for a full or major service, or for repairs that take more than four hours. Not for interim services or MOTs",
        ],
        [
          "Drivers",
          "Aged 25 to 75, with a full UK licence held for at least 3 years and no more than 6 points",
        ],
        ["Deposit", "£150, held on a credit or debit card and released when the car comes back"],
        ["Insurance excess", "£500 if the car is damaged while you have it"],
        ["Fuel", "Bring it back with as much as it had, or we charge £2 a litre"],
        ["Mileage", "Up to 60 miles a day"],
        ["Booking", "At least 3 working days ahead: ask for one when you book your service"],
      ]) +
      `<p><strong>Collection and delivery:</strong> free within 5 miles of either workshop, £15 each way up to
      15 miles.</p>`,
  ),
  "/book": page(
    "Get booked in",
    `<p>Pick a workshop and a day and we'll confirm by text within two working hours. Drop your car off between
    08:00 and 09:30.</p>
    <form method="post" action="/book/service">
    <p><label>Workshop <select name="workshop">${options([
      ["kelbrook", "Kelbrook"],
      ["stanmere", "Stanmere"],
    ])}</select></label></p>
    <p><label>What needs doing <select name="service">${options([
      ["interim", "Interim service"],
      ["full", "Full service"],
      ["major", "Major service"],
      ["mot", "MOT only"],
      ["ev", "EV service"],
      ["aircon", "Air-con regas"],
      ["diagnostic", "Warning light or fault check"],
    ])}</select></label></p>
    <p><label>Add an MOT? <select name="add_mot">${options([
      ["no", "No"],
      ["yes", "Yes"],
    ])}</select></label></p>
    <p><label>Date <input type="date" name="date" required></label></p>
    <p><label>Registration <input name="reg" required></label></p>
    <p><label>Courtesy car needed? <select name="courtesy_car">${options([
      ["no", "No"],
      ["yes", "Yes"],
    ])}</select></label></p>
    <p><label>Your name <input name="name" required></label></p>
    <p><label>Mobile <input type="tel" name="phone" required></label></p>
    <p><label>Email (optional) <input type="email" name="email"></label></p>
    <button type="submit">Request this slot</button></form>`,
  ),
  ...garageMorePages(page, options),
};

export const GARAGE: CorpusSite = {
  name: "garage",
  pages,
  layout: page,
  forms: {
    "/book/service": {
      title: "Booking requested",
      reply: (f) =>
        `Thanks, ${f.name}. We've pencilled in ${f.reg} for a ${f.service} service (MOT added: ` +
        `${f.add_mot || "no"}) at ${f.workshop} on ${f.date}, courtesy car: ${f.courtesy_car || "no"}. ` +
        `We'll text ${f.phone} to confirm. Reference HM-2207.`,
    },
    "/callback": {
      title: "We'll call you back",
      reply: (f) =>
        `Thanks, ${f.name}. Someone from ${f.workshop || "either"} workshop will ring ${f.phone} in the ` +
        `${f.when || "morning"} on the next working day.`,
    },
    "/quote/request": {
      title: "Quote requested",
      reply: (f) =>
        `Thanks, ${f.name}. We'll look up ${f.reg} and email a price for the ${f.job} work to ${f.email} ` +
        `within one working day.`,
    },
  },
};
