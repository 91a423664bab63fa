import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { campsiteMorePages } from "./campsite-more";

// UNTRIED: the seventh held-out part of the corpus (Tansy Cove Holiday Park), run once at the very end as an outside
// measurement: whoever tunes the engines must not read this file (see test/corpus/score.ts). A holiday park whose
// nightly rates sit as a table of stay × season, arrival and leaving times per kind of stay in a definition list,
// facilities as cards, shop and café hours side by side; the footer's number is the bookings line, not the site
// office's.
const page = shell({
  brand: "Tansy Cove Holiday Park",
  tagline: "Tents, tourers, pods and lodges on the clifftop above Tansy Cove",
  nav: [
    ["Where you'll sleep", "/stay"],
    ["Arriving", "/arriving"],
    ["Around the park", "/facilities"],
    ["Four-legged guests", "/dogs"],
    ["Happening here", "/whats-on"],
    ["Park news", "/news"],
    ["Our story", "/about"],
    ["Talk to us", "/contact"],
    ["Reserve", "/book"],
  ],
  footer: {
    year: 2026,
    address: "Tansy Cove Holiday Park, Cliff Road, Porthkellis PK7 3TC",
    phone: "01632 964 100",
    email: "stay@tansycove.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const STAYS: [key: string, label: string][] = [
  ["tent", "Tent pitch"],
  ["touring", "Touring pitch (caravan or motorhome)"],
  ["pod", "Glamping pod"],
  ["lodge", "Lodge"],
];

/** Each rate has a sibling in its row (another season) and its column (another kind of stay). */
const RATES: string[][] = [
  ["Tent pitch (2 people)", "£18", "£24", "£34"],
  ["Touring pitch with electric hook-up (2 people)", "£26", "£32", "£45"],
  ["Glamping pod (up to 4 people)", "£55", "£70", "£95"],
  ["Lodge (up to 6 people)", "£120", "£150", "£210"],
];

const FACILITIES: [title: string, text: string][] = [
  [
    "Shower block",
    "Free hot showers with underfloor heating, open 24 hours. Family shower room and accessible wet room.",
  ],
  ["Laundry", "Washing machines £4.50 a load, dryers £2 for 30 minutes. Open 07:30–21:00."],
  ["Indoor pool", "Heated pool, open 1 April to 31 October, 09:00–19:00; adults only from 18:00."],
  ["Play park", "For under-12s, next to the Top Field, open 08:00 until dusk."],
  ["Games room", "Pool table, table football and arcade games in the clubhouse, 09:00–22:00."],
  ["Wi-Fi", "Free in the clubhouse and the café. Wi-Fi across the whole park costs £6 a week."],
  ["Car charging", "Two 7 kW chargers by reception, 45p per kWh."],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Tansy Cove Holiday Park",
    `<p class="banner" role="status"><strong>Winter at Tansy Cove:</strong> the tent and touring fields are
    closed until Friday 12 March 2027. Glamping pods and lodges stay open all winter.</p>
    <p>A family-run park on 14 acres of clifftop above Tansy Cove, a 10-minute walk down the coast path to the
    beach. Camp in the Top Field, bring your tourer to the Orchard, or stay warm in a pod or a lodge.</p>
    <p><a href="/stay">Find your spot</a> · <a href="/whats-on">Winter get-togethers</a> ·
    <a href="/book">Check dates</a></p>
    <h2>Coming up</h2>${cards([
      ["5 December 2026", "Lanterns on the cliff", "A walk to Tansy Point at dusk.", "/whats-on"],
      ["4 November 2026", "2027 is nearly open", "When you can book next year.", "/news"],
    ])}`,
  ),
  "/stay": page(
    "Where you'll sleep",
    cards([
      [
        "Top Field",
        "Tent pitches",
        "60 grass pitches, each 10 by 10 metres, for up to 6 people. 20 of them have electric hook-up for £5 a night more.",
      ],
      [
        "The Orchard",
        "Touring pitches",
        "48 hardstanding pitches for caravans and motorhomes, all with a 16 amp electric hook-up and a water tap between two.",
      ],
      [
        "Gorse Bank",
        "Glamping pods",
        "10 insulated timber pods with a double bed, two singles, a heater and a kettle. No toilet inside: the shower block is 40 metres away. Bring bedding or hire it for £15 a person.",
      ],
      [
        "Cliff Walk",
        "Lodges",
        "12 two-bedroom lodges with a kitchen, a private hot tub and parking for two cars.",
      ],
    ]) +
      table("Prices per night", ["Stay", "Low season", "Mid season", "High season"], RATES) +
      `<h2>When the seasons are</h2>` +
      dl([
        ["Low season", "12 March to 21 May, and 1 October to 1 November; pods and lodges all winter"],
        ["Mid season", "22 May to 16 July, and 1 to 30 September"],
        ["High season", "17 July to 31 August, and the Easter weekend (26 to 29 March 2027)"],
      ]) +
      `<h2>Extras</h2>` +
      dl([
        ["Extra adult on a tent or touring pitch", "£8 a night"],
        ["Children aged 3 to 15", "£4 a night; under-3s stay free"],
        ["Dogs", "£3 a night each, up to 2"],
        ["Awnings and gazebos", "Free, one per pitch"],
        ["Shortest stay", "2 nights; lodges in high season by the week only, Friday to Friday"],
      ]),
  ),
  "/arriving": page(
    "Arriving",
    dl([
      ["Tent and touring pitches", "Arrive from 12:00, leave by 11:00"],
      ["Glamping pods", "Arrive from 15:00, leave by 10:00"],
      ["Lodges", "Arrive from 16:00, leave by 10:00; early arrival from 13:00 for £20 if the lodge is ready"],
      ["Reception", "Open 08:00–20:00 every day. Arriving later? We'll text you the barrier code"],
      ["Barrier", "Closed to cars from 23:00 to 07:00"],
      ["Quiet time", "22:30 to 07:30"],
    ]) +
      `<h2>Finding us</h2><p>From the A3075 at Trevean, follow the brown signs for Tansy Cove for 2 miles. Our
      postcode takes sat navs down a farm track: use PK7 3TD instead, which brings you to the main gate.</p>
      <p>Bus 41 from Porthkellis stops at the park gate every two hours, Monday to Saturday.</p>`,
  ),
  "/facilities": page(
    "Around the park",
    `<div class="cards">${FACILITIES.map(([t, d]) => `<article class="card"><h3>${t}</h3><p>${d}</p></article>`).join("")}</div>
    <h2>The shop and the Cove Café</h2>` +
      table(
        "Opening hours, November to March",
        ["Day", "Shop", "Café"],
        [
          ["Monday to Thursday", "08:00–18:00", "09:00–15:00"],
          ["Friday", "08:00–19:00", "09:00–20:30"],
          ["Saturday", "08:00–19:00", "08:30–20:30"],
          ["Sunday", "08:30–17:00", "08:30–14:00"],
        ],
      ) +
      `<p>Fridays and Saturdays are pizza nights in the café, from 17:00. From April the shop opens
      07:30–21:00 every day. The shop sells bread baked each morning, Calor and Campingaz gas, and firewood at
      £7 a net.</p>`,
  ),
  "/book": page(
    "Reserve",
    `<p>Tent and touring pitches can be booked for stays from 12 March 2027. Prices are on
    <a href="/stay">Where you'll sleep</a>.</p>
    <form method="post" action="/book/stay">
    <p><label>Stay <select name="pitch">${options(STAYS)}</select></label></p>
    <p><label>Arrival date <input type="date" name="arrival" required></label></p>
    <p><label>Nights <input type="number" name="nights" min="1" max="28" value="2"></label></p>
    <p><label>Adults <input type="number" name="adults" min="1" max="6" value="2"></label></p>
    <p><label>Children (3 to 15) <input type="number" name="children" min="0" max="5" value="0"></label></p>
    <p><label>Bringing a dog? <select name="dog"><option value="no">No</option><option value="yes">Yes</option>
    </select></label></p>
    <p><label>Name <input name="name" required></label></p>
    <p><label>Email <input type="email" name="email" required></label></p>
    <button type="submit">Request booking</button></form>
    <p>Summer all booked up? <a href="/waiting-list">Hear first when something frees up</a>.</p>`,
  ),
  ...campsiteMorePages(page, STAYS),
};

export const CAMPSITE: CorpusSite = {
  name: "campsite",
  pages,
  layout: page,
  forms: {
    "/book/stay": {
      title: "Booking request received",
      reply: (f) =>
        `Thank you, ${f.name}. We have your request for a ${f.pitch} for ${f.nights || "2"} night(s) from ` +
        `${f.arrival}, for ${f.adults || "2"} adult(s) and ${f.children || "0"} child(ren), dog: ${f.dog || "no"}. ` +
        `We will confirm by email to ${f.email} within one working day.`,
    },
    "/waiting-list/join": {
      title: "You're on the waiting list",
      reply: (f) =>
        `Thanks, ${f.name}. You're on the list for a ${f.stay} in ${f.month} for ${f.people || "2"} people. ` +
        `We'll email ${f.email} as soon as one comes free.`,
    },
  },
};
