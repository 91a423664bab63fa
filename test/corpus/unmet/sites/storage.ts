import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { storageMorePages } from "./storage-more";

// UNMET: the eighth held-out part of the corpus (Boxwell Self Storage), run once at the very end as an outside
// measurement: whoever tunes the engines must not read this file (see test/corpus/score.ts). A self-storage company
// with two stores: unit prices as a table of size × store × per week and per 4 weeks, office hours and access hours
// that differ (and a footer that rounds both to the larger store's), cover levels as a table, a prohibited list and
// its exceptions in a definition list, a packing shop with stock per store, offers as cards with conditions, and two
// pages only the site's search finds. The footer's number is the freephone line, not a store's.
const shellPage = shell({
  brand: "Boxwell Self Storage",
  tagline: "Clean, dry, secure storage in Millbridge and Eastwold, from a week to as long as you like",
  nav: [
    ["Find your space", "/units"],
    ["Your visit", "/visit"],
    ["Peace of mind", "/cover"],
    ["Good to know", "/rules"],
    ["Packing shop", "/shop"],
    ["This month", "/offers"],
    ["Who we are", "/team"],
    ["Latest", "/news"],
    ["Ask away", "/faq"],
    ["Get a price", "/quote"],
    ["Reserve", "/reserve"],
  ],
  footer: {
    year: 2026,
    address: "Boxwell Self Storage Ltd, Harrow Road, Millbridge MB3 5QE",
    phone: "0808 157 0442 (freephone)",
    email: "hello@boxwell.test",
    socials: ["Facebook", "Instagram", "LinkedIn"],
  },
});

/** Every page, with the footer's hours line: true of Millbridge only (Eastwold's office shuts on Sundays). */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Office open 7 days a week · Access to your unit 6am–10pm, every day</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const STORES: [string, string][] = [
  ["millbridge", "Millbridge"],
  ["eastwold", "Eastwold"],
];

const UNITS: [string, string][] = [
  ["locker", "Locker (15 sq ft)"],
  ["small", "Small (25 sq ft)"],
  ["medium", "Medium (50 sq ft)"],
  ["large", "Large (75 sq ft)"],
  ["xl", "Extra large (100 sq ft)"],
  ["jumbo", "Jumbo (150 sq ft, Millbridge only)"],
  ["unsure", "Not sure yet"],
];

/** Every price has a sibling in its row (the other period, the other store) and its column (the next size). */
const SIZES: string[][] = [
  ["Locker", "15 sq ft", "A few suitcases or about 10 boxes", "£7.50", "£30", "£6.50", "£26"],
  ["Small", "25 sq ft", "A student room, or a small van load", "£14.75", "£59", "£12.50", "£50"],
  ["Medium", "50 sq ft", "The contents of a one-bedroom flat", "£24", "£96", "£21", "£84"],
  ["Large", "75 sq ft", "A two-bedroom house", "£32.50", "£130", "£28", "£112"],
  ["Extra large", "100 sq ft", "A three-bedroom house", "£41", "£164", "£36", "£144"],
  [
    "Jumbo",
    "150 sq ft",
    "A four-bedroom house, or a shop's stock",
    "£58",
    "£232",
    "Not at this store",
    "Not at this store",
  ],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Boxwell Self Storage",
    `<p class="banner" role="status"><strong>New at Eastwold:</strong> half price on bigger units for a limited
    time. <a href="/offers">The small print</a></p>
    <p>Moving house, clearing a loft, or running out of room for stock? Boxwell has two stores: a three-storey
    building on Harrow Road in Millbridge, and a ground-floor store with drive-up units on Fenwick Park in
    Eastwold.</p>
    <p>Lockers from £6.50 a week · <a href="/units">See every size</a> · <a href="/quote">What would it cost?</a> ·
    <a href="/reserve">Hold a unit</a></p>
    <h2>Latest</h2>${cards([
      ["19 November 2026", "Christmas times", "When the offices are open over the holidays.", "/news"],
      ["3 November 2026", "More room at Eastwold", "Drive-up units are on the way.", "/news"],
      ["14 October 2026", "Good news on prices", "For customers already with us.", "/news"],
    ])}
    <h2>Why Boxwell?</h2><ul><li>Pay by the week, billed every 4 weeks: no long contracts</li>
    <li>CCTV, keypad entry and an alarm on every door</li><li>Free trolleys and a covered loading bay</li></ul>`,
  ),
  "/units": page(
    "Find your space",
    `<p>Every unit is clean, dry and lit, with a roll-up or hinged door. Prices include VAT.</p>` +
      table(
        "Unit sizes and prices",
        [
          "Unit",
          "Size",
          "What fits",
          "Millbridge, per week",
          "Millbridge, per 4 weeks",
          "Eastwold, per week",
          "Eastwold, per 4 weeks",
        ],
        SIZES,
      ) +
      `<p><strong>Drive-up units:</strong> Eastwold only, add £3 a week</p>
      <p><strong>Shortest stay:</strong> 1 week</p>
      <p><strong>How you pay:</strong> every 4 weeks in advance, by card or Direct Debit</p>
      <p><strong>Ceiling height:</strong> 2.4 metres at Millbridge, 2.9 metres at Eastwold</p>
      <p>Not sure what size you need? A standard removal lorry holds about 150 sq ft, and a Luton van about
      75 sq ft. Come and look: you can stand in an empty unit before you choose.</p>`,
  ),
  "/visit": page(
    "Your visit",
    table(
      "Office hours and access",
      ["", "Millbridge", "Eastwold"],
      [
        ["Office, Monday to Friday", "09:00–17:30", "08:30–17:00"],
        ["Office, Saturday", "09:00–16:00", "09:00–13:00"],
        ["Office, Sunday", "10:00–14:00", "Closed"],
        [
          "Access to your unit",
          "06:00–22:00 every day",
          "07:00–20:00 Monday to Saturday, 08:00–18:00 Sunday",
        ],
      ],
    ) +
      `<p>Outside office hours you get in with the keypad code we give you when you move in. Lost it? Call your
      store in office hours.</p><h2>Millbridge</h2>` +
      dl([
        ["Address", "Harrow Road, Millbridge MB3 5QE"],
        ["Phone", "01632 960 810"],
        ["Units", "420, on three floors, with two goods lifts"],
        ["Loading", "A covered loading bay for three vans, and free trolleys"],
        ["Parking", "Free while you're loading; 20 minutes' limit in the bay"],
      ]) +
      `<h2>Eastwold</h2>` +
      dl([
        ["Address", "Unit 9, Fenwick Park, Eastwold EW6 2JD"],
        ["Phone", "01632 960 820"],
        ["Units", "260, all on the ground floor, 60 of them drive-up"],
        ["Loading", "Park at your door if you have a drive-up unit; trolleys by the main doors"],
        [
          "Free van",
          "Our Luton van is free on your move-in day for new customers (up to 50 miles; you pay for fuel). Book at least 48 hours ahead",
        ],
      ]),
  ),
  "/cover": page(
    "Peace of mind",
    `<p>Your things must be insured while they're with us. Take Boxwell Cover, or show us a letter from your home
    insurer saying that your policy covers goods in storage.</p>` +
      table(
        "Boxwell Cover",
        ["Level", "Covers goods worth up to", "Per week", "Excess per claim"],
        [
          ["Basic", "£1,000", "£1.50", "£250"],
          ["Standard", "£2,500", "£3.00", "£150"],
          ["Plus", "£5,000", "£5.25", "£100"],
          ["Premium", "£10,000", "£9.00", "£50"],
        ],
      ) +
      dl([
        ["What's covered", "Fire, flood, storm damage, theft with forced entry, and vermin"],
        [
          "What isn't",
          "Cash, jewellery, art or antiques worth more than £500 an item, and anything on the prohibited list",
        ],
        ["Worth more than £10,000?", "Call your store and we'll get you a quote"],
        ["Who provides it", "Arranged through Stowell Insurance Services"],
        ["Changing your level", "Any time, from your next 4-weekly bill"],
      ]),
  ),
  "/rules": page(
    "Good to know",
    `<h2>Please don't store</h2><ul>
    <li>Food or anything that goes off (tins and dry food in sealed boxes are fine)</li>
    <li>Anything alive: plants and animals</li>
    <li>Petrol, diesel, paraffin, gas bottles and other flammable liquids or gases</li>
    <li>Fireworks, explosives, ammunition and firearms</li>
    <li>Chemicals, pesticides and asbestos</li>
    <li>Rubbish, or anything that smells</li>
    <li>Anything stolen or illegal</li></ul>
    <h2>Allowed, with conditions</h2>` +
      dl([
        [
          "Lawnmowers, motorbikes and generators",
          "Yes, once the fuel tank is drained. Motorbikes only in a drive-up unit at Eastwold",
        ],
        ["Paint", "Water-based paint only, in closed tins"],
        ["Fridges and freezers", "Yes, defrosted, dry and with the door left ajar"],
        ["Documents and archives", "Yes: business customers can rent shelving"],
      ]) +
      `<h2>Using your unit</h2><p>You can't live, sleep or work in your unit, or play music there. Only you and
      the people you name on your account can open it. Please take your rubbish home: there are no bins on site.</p>`,
  ),
  "/reserve": page(
    "Reserve",
    `<p>Nothing to pay now: we hold the unit for 7 days after the date you choose, and you pay when you move in.
    Bring photo ID and a proof of address.</p>
    <form method="post" action="/reserve/unit">
    <p><label>Store <select name="store">${options(STORES)}</select></label></p>
    <p><label>Unit <select name="unit">${options(UNITS.filter(([k]) => k !== "unsure"))}</select></label></p>
    <p><label>Move-in date <input type="date" name="move_in" required></label></p>
    <p><label>Cover <select name="cover">${options([
      ["basic", "Basic (up to £1,000)"],
      ["standard", "Standard (up to £2,500)"],
      ["plus", "Plus (up to £5,000)"],
      ["premium", "Premium (up to £10,000)"],
      ["own", "My own home insurance"],
    ])}</select></label></p>
    <p><label>Name <input name="name" required></label></p>
    <p><label>Email <input type="email" name="email" required></label></p>
    <p><label>Phone <input type="tel" name="phone" required></label></p>
    <button type="submit">Hold this unit</button></form>`,
  ),
  ...storageMorePages(page, options, STORES, UNITS),
};

export const STORAGE: CorpusSite = {
  name: "storage",
  pages,
  layout: page,
  forms: {
    "/quote/send": {
      title: "Your quote is on its way",
      reply: (f) =>
        `Thanks, ${f.name}. We'll email a price for a ${f.unit} unit at ${f.store} from ${f.from} for ` +
        `${f.weeks || "4"} weeks to ${f.email} within the hour (office hours).`,
    },
    "/reserve/unit": {
      title: "Unit reserved",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.unit} unit at ${f.store} is held for you from ${f.move_in}, with cover: ` +
        `${f.cover}. We've emailed ${f.email} and will text ${f.phone} the day before. Reference BX-5140.`,
    },
  },
};
