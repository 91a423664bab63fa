import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell } from "../../sites/kit";
import { bikeshopMorePages } from "./bikeshop-more";

// HOLDOUT: a held-out part of the corpus (Hartwell Cycles), run once at the end as an outside measurement: whoever
// tunes the engines must not read this file (see test/corpus/score.ts). Two branches whose hours sit side by side,
// four service packages in one table, and six bikes as cards of specs, each spec with a sibling on the next card.
const page = shell({
  brand: "Hartwell Cycles",
  tagline: "Bikes, repairs and rentals in Stowford since 1987",
  nav: [
    ["Ride", "/bikes"],
    ["Fix", "/workshop"],
    ["Rent", "/hire"],
    ["Visit us", "/stores"],
    ["Buying online", "/delivery"],
    ["Our story", "/about"],
    ["Latest", "/news"],
  ],
  footer: {
    year: 2026,
    address: "Hartwell Cycles Ltd, 22 Market Street, Stowford ST4 1AB",
    phone: "01632 969 200",
    email: "hello@hartwellcycles.test",
    socials: ["Instagram", "Strava", "Facebook"],
  },
});

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

type Bike = [
  slug: string,
  name: string,
  kind: string,
  price: string,
  frame: string,
  gears: string,
  brakes: string,
  weight: string,
  sizes: string,
  stock: string,
  extra?: [string, string][],
];

const BIKES: Bike[] = [
  [
    "commuter-7",
    "Hartwell Commuter 7",
    "Hybrid",
    "£549",
    "Aluminium",
    "7-speed Shimano Nexus hub",
    "Rim brakes (V-brakes)",
    "13.2 kg",
    "S, M, L",
    "Market Street and Canal Wharf",
    [["Comes with", "Mudguards, rear rack and dynamo lights"]],
  ],
  [
    "tourer-18",
    "Hartwell Tourer 18",
    "Touring",
    "£899",
    "Reynolds 520 steel",
    "18-speed (2×9) Shimano Sora",
    "Mechanical disc",
    "13.9 kg",
    "S, M, L, XL",
    "Market Street only",
  ],
  [
    "gravel-2",
    "Fenway Gravel 2",
    "Gravel",
    "£1,249",
    "Aluminium, carbon fork",
    "11-speed (1×11) SRAM Apex",
    "Hydraulic disc",
    "10.1 kg",
    "XS, S, M, L, XL",
    "Market Street and Canal Wharf",
  ],
  [
    "road-sport",
    "Hartwell Road Sport",
    "Road",
    "£1,099",
    "Aluminium, carbon fork",
    "22-speed (2×11) Shimano 105",
    "Hydraulic disc",
    "9.2 kg",
    "S, M, L",
    "Market Street only",
  ],
  [
    "e-city",
    "Fenway E-City",
    "Electric hybrid",
    "£2,199",
    "Aluminium",
    "5-speed Shimano Nexus hub, 250 W mid motor",
    "Hydraulic disc",
    "23.5 kg",
    "M, L",
    "Canal Wharf only",
    [
      ["Battery", "500 Wh"],
      ["Range", "Up to 110 km on one charge"],
    ],
  ],
  [
    "pip-20",
    "Pip 20",
    "Children's bike, ages 6 to 9",
    "£329",
    "Aluminium",
    "6-speed",
    "V-brakes",
    "9.4 kg",
    "One size, 20-inch wheels",
    "Market Street and Canal Wharf",
  ],
];

const bikeCard = ([, name, kind, price, frame, gears, brakes, weight, sizes, stock, extra = []]: Bike) =>
  `<article class="card"><h3>${name}</h3><p>${kind} · ${price}</p>${dl([
    ["Frame", frame],
    ["Gears", gears],
    ["Brakes", brakes],
    ["Weight", weight],
    ["Sizes", sizes],
    ...extra,
  ])}<p>In stock: ${stock}</p></article>`;

const BRANCHES: [string, string][] = [
  ["market-street", "Market Street"],
  ["canal-wharf", "Canal Wharf"],
];

const NEWS = cards([
  [
    "16 November 2026",
    "Winter service offer",
    "20% off a Full service booked before 31 January 2027, at either branch.",
    "/workshop",
  ],
  [
    "2 November 2026",
    "Canal Wharf now opens on Sundays",
    "Our towpath shop is open 10:00 to 16:00 every Sunday, all winter.",
    "/stores",
  ],
  [
    "19 October 2026",
    "The Fenway E-City is back",
    "New stock of our best-selling e-bike has arrived at Canal Wharf.",
    "/bikes",
  ],
]);

const pages: Record<string, FixturePage> = {
  "/": page(
    "Hartwell Cycles",
    `<p>An independent bike shop with two branches in Stowford: Market Street in the town centre and Canal Wharf
    on the towpath. New bikes, a full workshop at both, and bikes to rent by the canal.</p>
    <p><a href="/bikes">See the range</a> · <a href="/workshop#book">Book a service</a></p>
    <h2>What's new</h2>${NEWS}<p><a href="/news">All news</a></p>
    <h2>Our newsletter</h2><form method="post" action="/newsletter">
    <p><label>Email <input type="email" name="email" required></label></p>
    <p><label>Tell me about <select name="interest">${options([
      ["new-bikes", "New bikes and sales"],
      ["workshop", "Workshop offers"],
      ["rides", "Club rides and events"],
      ["ebikes", "E-bikes"],
    ])}</select></label></p>
    <button type="submit">Subscribe</button></form>`,
  ),
  "/news": page("Latest", NEWS),
  "/bikes": page(
    "Our bikes",
    `<p>Every bike is built and checked by our mechanics, with a free safety check after six weeks.</p>
    <div class="cards">${BIKES.map(bikeCard).join("")}</div>
    <h2 id="test-ride">Book a test ride</h2><form method="post" action="/bikes/test-ride">
    <p><label>Bike <select name="model"><option value="">Choose a bike</option>${options(
      BIKES.map(([slug, name]) => [slug, name]),
    )}</select></label></p>
    <p><label>Branch <select name="branch">${options(BRANCHES)}</select></label></p>
    <p><label>Date <input type="date" name="date" required></label></p>
    <p><label>Name <input name="name" required></label></p>
    <p><label>Phone <input type="tel" name="phone" required></label></p>
    <button type="submit">Request a test ride</button></form>`,
  ),
  ...bikeshopMorePages(page),
};

export const BIKESHOP: CorpusSite = {
  name: "bikeshop",
  pages,
  layout: page,
  forms: {
    "/workshop/book": {
      title: "Your bike is booked in",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.bike} is booked in for a ${f.package} service at ${f.branch} on ${f.date}. ` +
        `Please drop it off before 10:00. Job number HW-7741. We have emailed ${f.email}.`,
    },
    "/bikes/test-ride": {
      title: "Test ride requested",
      reply: (f) =>
        `Thanks, ${f.name}. A ${f.model} will be ready for you at ${f.branch} on ${f.date}. Bring photo ID. ` +
        `We will text ${f.phone} to confirm.`,
    },
    "/newsletter": {
      title: "Thanks for subscribing",
      reply: (f) => `We will email ${f.email} about ${f.interest}.`,
    },
  },
};
