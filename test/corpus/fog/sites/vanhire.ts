import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { vanhireMorePages } from "./vanhire-more";

// FOG: the eighteenth held-out part of the corpus (Kestrel Van & Car Hire), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A van and car hire firm in Brindley with two depots, North (Moorside Trading Estate)
// and South (Wharf Road): the depots as cards beside a table of day × North × South opening hours with a bank
// holidays row, each depot's own page (its manager, what's based there, out-of-hours returns) reached only from the
// depots page, vans as a table of van × licence × day × weekend × week × excess with a size guide reached only from
// it, cars and minibuses as a like table, the rules (driver ages, licences, the deposit as a table, one-way fees as
// a table of trip × cars × vans, mileage and fuel), extras as a table of extra × per day × most per hire and cover as
// a table of cover × excess × cars × vans, a quote and booking form, a contact form, jobs as a table of role × depot
// × hours × pay × closing date with an application form, answers as a definition list, dated news (the South
// depot's December Sundays, the Christmas closure, electric cars, last March's Luton prices), and two pages only the
// site's search finds. The footer's line about opening is true of neither depot's Sunday.
const shellPage = shell({
  brand: "Kestrel Van & Car Hire",
  tagline: "Vans, cars and minibuses from two depots in Brindley",
  nav: [
    ["Vans", "/vans"],
    ["Cars & minibuses", "/cars"],
    ["Extras & cover", "/extras"],
    ["Depots", "/depots"],
    ["Good to know", "/hire-terms"],
    ["Get a price", "/quote"],
    ["News", "/news"],
    ["Jobs", "/careers"],
    ["Questions", "/faq"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Kestrel Vehicle Rental Ltd, Unit 7, Moorside Trading Estate, Brindley BR2 9QA",
    phone: "01632 960 200",
    email: "bookings@kestrelhire.test",
    socials: ["Facebook", "X"],
  },
});

/** Every page, with the company number and the footer's line about opening: true of neither depot's Sunday. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Kestrel Vehicle Rental Ltd, registered in England and Wales, company no. 09275518 · Both depots open seven days a week, 8am to 6pm</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const VANS: string[][] = [
  ["Small van (Ford Transit Courier or similar)", "Car (B)", "£49", "£99", "£245", "£1,000"],
  ["Medium van (Ford Transit Custom, short wheelbase)", "Car (B)", "£59", "£119", "£295", "£1,250"],
  ["Large van (Ford Transit, long wheelbase, high roof)", "Car (B)", "£72", "£145", "£360", "£1,500"],
  ["Luton van with tail lift", "Car (B)", "£89", "£179", "£445", "£1,750"],
  ["Tipper (3.5 tonne)", "Car (B)", "£85", "£170", "£425", "£1,750"],
  [
    "7.5 tonne box lorry",
    "C1, or a car licence passed before 1 January 1997",
    "£139",
    "£279",
    "£695",
    "£2,500",
  ],
];

const CARS: string[][] = [
  ["Economy (Toyota Aygo X or similar)", "4", "£32", "£69", "£179", "£800"],
  ["Compact (Volkswagen Golf or similar)", "5", "£39", "£85", "£215", "£900"],
  ["Estate (Skoda Octavia Estate or similar)", "5", "£49", "£105", "£269", "£1,000"],
  ["Electric (MG4 or similar)", "5", "£45", "£95", "£245", "£1,000"],
  ["7-seater (Ford Galaxy or similar)", "7", "£69", "£149", "£379", "£1,250"],
  ["9-seat minibus (Ford Tourneo or similar)", "9", "£89", "£189", "£469", "£1,500"],
];

const depotCard = (name: string, href: string, text: string) =>
  `<article class="card"><h3><a href="${href}">${name}</a></h3><p>${text}</p></article>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Kestrel Van & Car Hire",
    `<p class="banner" role="status"><strong>Our South depot opens on Sunday mornings in December.</strong>
    <a href="/news">See the dates</a></p>
    <p>Moving house, clearing the garden, off on holiday or just need a second car for a week: Kestrel has hired
    vans and cars to Brindley for 25 years, from our two depots either side of town.</p>
    <p><a href="/vans">Hire a van</a> · <a href="/cars">Hire a car</a> · <a href="/quote">Get a price in
    2 minutes</a></p>
    <h2>Our depots</h2><div class="cards">${depotCard(
      "North depot",
      "/depots/north",
      "Moorside Trading Estate, by the ring road. Every van we hire, up to 7.5 tonnes.",
    )}${depotCard("South depot", "/depots/south", "Wharf Road, by the canal. Cars, minibuses and vans.")}</div>
    <h2>News</h2>${cards([
      ["20 November 2026", "Sundays in December", "The South depot opens on three Sundays.", "/news"],
      ["2 November 2026", "Christmas and New Year", "When both depots are closed.", "/news"],
      ["14 September 2026", "Electric cars", "Now at the South depot.", "/news"],
    ])}`,
  ),
  "/depots": page(
    "Our depots",
    `<p>Pick up at either depot, and bring it back to the same one or the other (see one-way fees on
    <a href="/hire-terms">Good to know</a>). Not every vehicle is kept at both.</p>
    <div class="cards">${depotCard(
      "North depot",
      "/depots/north",
      "Unit 7, Moorside Trading Estate, Brindley BR2 9QA. Tel 01632 960 214.",
    )}${depotCard("South depot", "/depots/south", "41 Wharf Road, Brindley BR7 3LT. Tel 01632 960 388.")}</div>` +
      table(
        "Opening hours",
        ["Day", "North depot", "South depot"],
        [
          ["Monday to Friday", "07:30–18:00", "08:00–17:30"],
          ["Saturday", "08:00–16:00", "08:30–12:30"],
          ["Sunday", "09:00–12:00", "Closed"],
          ["Bank holidays", "Closed", "09:00–12:00"],
        ],
      ) +
      `<p>Our bookings line, 01632 960 200, answers Monday to Saturday 08:00–18:00 for both depots.</p>`,
  ),
  "/depots/north": page(
    "North depot",
    dl([
      ["Address", "Unit 7, Moorside Trading Estate, Brindley BR2 9QA"],
      ["Phone", "01632 960 214"],
      ["Depot manager", "Gary Okonjo"],
      [
        "Vehicles kept here",
        "Every van: small, medium and large vans, Lutons, tippers and 7.5 tonne lorries; and economy, compact and estate cars",
      ],
      [
        "Out-of-hours returns",
        "Yes: lock up, post the keys in the key safe by the gate, and we'll check the vehicle over when we open",
      ],
      ["Parking", "Leave your own car in our customer car park while you have the van, free"],
      ["Getting here", "The 22 bus from Brindley station stops at the estate entrance, 10 minutes"],
    ]),
  ),
  "/depots/south": page(
    "South depot",
    dl([
      ["Address", "41 Wharf Road, Brindley BR7 3LT"],
      ["Phone", "01632 960 388"],
      ["Depot manager", "Helen Marsh"],
      [
        "Vehicles kept here",
        "Small, medium and large vans; every car, including our electric cars and 7-seaters; and the 9-seat minibuses",
      ],
      ["Out-of-hours returns", "Not possible: please bring the vehicle back while we're open"],
      ["Charging", "Two 22 kW chargers for our electric cars"],
      ["Parking", "No customer parking: the Wharf Road pay and display car park is next door"],
    ]),
  ),
  "/vans": page(
    "Vans",
    `<p>Every van comes with 250 miles a day, breakdown cover, a full tank and a clean load space. A weekend is
    Friday 16:00 to Monday 09:00.</p>` +
      table("Van hire prices", ["Van", "Licence", "Per day", "Weekend", "Per week", "Excess"], VANS) +
      `<p>Lutons, tippers and 7.5 tonne lorries are kept at the North depot only. Not sure which you need? See
      <a href="/vans/sizes">which van do I need</a>.</p>`,
  ),
  "/vans/sizes": page(
    "Which van do I need?",
    table(
      "Van sizes",
      ["Van", "Load length", "Load height", "Payload", "Good for"],
      [
        ["Small van", "1.8 m", "1.2 m", "650 kg", "A few boxes, a bike, a student move"],
        ["Medium van", "2.6 m", "1.4 m", "1,000 kg", "A one-bedroom flat"],
        ["Large van", "3.7 m", "1.9 m", "1,300 kg", "A two-bedroom flat"],
        ["Luton van", "4.0 m", "2.2 m", "1,000 kg", "A two or three-bedroom house"],
        ["Tipper", "3.1 m", "0.35 m sides", "1,050 kg", "Garden waste, rubble, sand and gravel"],
        ["7.5 tonne box lorry", "6.1 m", "2.3 m", "2,600 kg", "A four-bedroom house or a small office"],
      ],
    ) +
      `<p>The Luton's tail lift takes up to 500 kg. You can drive all of these on a car licence except the 7.5
      tonne box lorry, which needs C1 (or a car licence passed before 1 January 1997).</p>`,
  ),
  "/cars": page(
    "Cars &amp; minibuses",
    `<p>Every car comes with 250 miles a day, breakdown cover and a full tank (or a charge). A weekend is Friday
    16:00 to Monday 09:00.</p>` +
      table(
        "Car and minibus hire prices",
        ["Car", "Seats", "Per day", "Weekend", "Per week", "Excess"],
        CARS,
      ) +
      dl([
        ["Gearbox", "The Estate, Electric and 7-seater are automatic; the others are manual"],
        [
          "Electric cars",
          "Charged to at least 80% when you collect; bring them back above 20% or we charge £25. South depot only",
        ],
        [
          "Minibuses",
          "Can be driven on a car licence by drivers aged 23 and over, but not for hire or reward. South depot only",
        ],
      ]),
  ),
  ...vanhireMorePages(page, options),
};

export const VANHIRE: CorpusSite = {
  name: "vanhire",
  pages,
  layout: page,
  forms: {
    "/quote/send": {
      title: "Your quote",
      reply: (f) =>
        `Thanks, ${f.name}. We're holding a ${f.vehicle} for you at the ${f.pickup_depot} depot from ` +
        `${f.pickup_date} ${f.pickup_time} to ${f.return_date} ${f.return_time} (back to the ${f.return_depot} ` +
        `depot), main driver aged ${f.age}. Your quote is on its way to ${f.email}; reply to it within 48 hours ` +
        `to confirm. Quote reference KQ-55190.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) =>
        `Thanks, ${f.name}. Your message about ${f.topic}${f.booking_ref ? ` (booking ${f.booking_ref})` : ""} ` +
        `has gone to the ${f.depot} team, who will reply to ${f.email} within 1 working day.`,
    },
    "/careers/send": {
      title: "Application received",
      reply: (f) =>
        `Thanks, ${f.name}. We have your application for ${f.role}. If you're shortlisted we'll be in touch at ` +
        `${f.email} after the closing date.`,
    },
  },
};
