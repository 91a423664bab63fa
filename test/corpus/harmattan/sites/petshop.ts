import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, options, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { petshopAboutPages } from "./petshop-about";
import { petshopMorePages } from "./petshop-more";

// HARMATTAN: the forty-fifth held-out part of the corpus (Brackenby Pets & Aquatics), written by someone who did
// not tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not
// read this file (see test/corpus/score.ts). An independent pet shop in Lowmarsh with a pet store on Market Street and
// an aquatic centre two miles out at Mere Farm, on different hours by day. Tropical fish and shrimp with the smallest
// group to keep and a price each and each for 10 or more under a two-level heading, coldwater and pond fish by size
// (one cell spanning each kind's rows) sold only from April to October, the rules on new tanks, quarantine and
// replacing fish, tank kits with and without a cabinet (one cell spanning two prices), pond pumps, delivery and
// setting up by zone, small animals sold in pairs or on their own, with hutches and the Christmas pause, dog and cat
// food by bag size under a two-level heading with a price rise from January and a stamp card, bedding, food delivery,
// services at home and in store by zone, the two stores side by side with their hours by day and Christmas, the team
// as cards, FAQs, dated news (with 2026's prices, last year's), a footer with the company, VAT and animal licence
// numbers and an "Open 7 days a week" neither store keeps, forms to reserve fish, order a tank kit, order food, book
// a home visit and send a message, and two pages only the site's search finds.
const shellPage = shell({
  brand: "Brackenby Pets &amp; Aquatics",
  tagline: "Fish, small animals, food and everything else for your pets in Lowmarsh since 1987",
  nav: [
    ["Fish &amp; shrimp", "/fish"],
    ["Tanks &amp; ponds", "/tanks"],
    ["Rabbits &amp; co", "/small-pets"],
    ["Food &amp; bedding", "/food"],
    ["Help at home", "/services"],
    ["Our stores", "/stores"],
    ["The team", "/team"],
    ["Questions", "/faq"],
    ["What's new", "/news"],
    ["Get in touch", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Brackenby Pets, 22 Market Street, Lowmarsh LM2 4PS",
    phone: "01632 960 731",
    email: "shop@brackenbypets.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

/** Every page, with the company, VAT and licence numbers, and an "open 7 days a week" neither store keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week · Brackenby Pets Ltd, registered in England and Wales no. 08841276 · VAT no. GB " +
      "287 4410 63 · Licensed to sell animals by Lowmarsh District Council, licence no. LDC/AW/0412</p>",
  );

/** Tropical fish and shrimp: fish, the smallest group, then a price each and each for 10 or more. */
const TROPICAL: [string, ...Cell[]][] = [
  ["Neon tetra", "6", "£2.50", "£1.95"],
  ["Cardinal tetra", "8", "£3.75", "£3.20"],
  ["Harlequin rasbora", "8", "£2.95", "£2.40"],
  ["Bronze corydoras", "6", "£4.50", "£3.90"],
  ["Guppy, male", "3", "£3.50", "£2.95"],
  ["Platy", "3", "£3.25", "£2.75"],
  ["Pearl gourami", "2", "£7.95", "–"],
  ["Angelfish", "1", "£12.95", "–"],
  ["Siamese fighting fish, male", "Keep him on his own", "£14.50", "–"],
  ["Bristlenose catfish", "1", "£8.50", "–"],
  ["Cherry shrimp", "10", "£2.20", "£1.80"],
];

/** Coldwater and pond fish: where they live, then fish, size and price. */
const COLDWATER: [string, string[][]][] = [
  [
    "For a tank",
    [
      ["Common goldfish", "5 to 7cm", "£3.50"],
      ["Fancy goldfish, Oranda", "5cm", "£14.95"],
      ["White Cloud Mountain minnow", "3cm", "£2.20"],
    ],
  ],
  [
    "For a pond",
    [
      ["Shubunkin", "10cm", "£6.50"],
      ["Koi", "10 to 12cm", "£15"],
      ["Koi", "15 to 20cm", "£35"],
      ["Koi", "Over 30cm", "From £95"],
      ["Golden orfe", "15cm", "£9.95"],
    ],
  ],
];

/** Tank kits: kit, litres, then the tank and kit, and with a cabinet. */
const KITS: [string, ...Cell[]][] = [
  ["Nano 30", "30", "£89", "–"],
  ["Starter 60", "60", "£149", "£239"],
  ["Community 120", "120", "£329", "£449"],
  ["Showcase 200", "200", "£549", "£699"],
  ["Reef Ready 300, for marine fish", "300", ["£1,450, with its cabinet, sump and lights", 2]],
];

/** Pond pumps and filters: kit, for a pond up to, price. */
const PONDS: string[][] = [
  ["PondClear 2500", "2,500 litres", "£189"],
  ["PondClear 5000", "5,000 litres", "£279"],
  ["PondClear 10000", "10,000 litres", "£449"],
];

/** Delivering and setting up a tank: zone, where, delivery, setting up. */
const DELIVERY: string[][] = [
  ["Zone A", "Lowmarsh: LM1 to LM5", "Free", "£45"],
  ["Zone B", "Up to 10 miles: LM6 to LM9, BW1 and BW2", "£15", "£60"],
  ["Zone C", "Up to 20 miles: BW3 to BW7 and ES4", "£30", "£75"],
  ["Further away", "More than 20 miles", "We don't deliver tanks", "–"],
];

/** The two stores side by side. */
const STORES: string[][] = [
  ["Address", "22 Market Street, Lowmarsh LM2 4PS", "Mere Farm, Fen Road, Lowmarsh LM5 8AQ"],
  [
    "What's there",
    "Dog and cat food, small animals and birds, hutches, bedding and treats",
    "Tropical, coldwater and marine fish, tanks, ponds and pond fish",
  ],
  ["Parking", "Market Street car park, pay and display", "40 free spaces"],
  ["Getting in", "Step-free", "Step-free, with a ramp to the pond yard"],
  ["Phone", "01632 960 731", "01632 960 732"],
];

/** Opening hours by part of the week and day: the pet store and the aquatic centre. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "08:30 to 18:00", "Closed"],
      ["Tuesday", "08:30 to 18:00", "10:00 to 18:00"],
      ["Wednesday", "08:30 to 18:00", "10:00 to 18:00"],
      ["Thursday", "08:30 to 18:00", "10:00 to 20:00"],
      ["Friday", "08:30 to 18:00", "10:00 to 18:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "08:30 to 17:00", "09:00 to 17:00"],
      ["Sunday", "Closed", "10:00 to 16:00"],
    ],
  ],
];

/** Christmas and New Year: day, the pet store, the aquatic centre. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "08:30 to 15:00", "10:00 to 14:00"],
  ["Christmas Day and Boxing Day", "Closed", "Closed"],
  ["Sunday 27 December", "Closed", "11:00 to 15:00"],
  ["Monday 28 December", "10:00 to 16:00", "Closed"],
  ["Tuesday 29 and Wednesday 30 December", "08:30 to 18:00", "10:00 to 18:00"],
  ["New Year's Eve, Thursday 31 December", "08:30 to 15:00", "10:00 to 15:00"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Brackenby Pets &amp; Aquatics",
    `<p class="banner" role="status"><strong>Christmas presents with fur?</strong> We pause selling animals over
    Christmas: <a href="/small-pets">read why</a>.</p>
    <p>A family pet shop on Market Street since 1987, and our Aquatic Centre at Mere Farm, with more than 200 tanks of
    fish, a pond yard and a marine room.</p>
    <p><a href="/fish">Fish in stock</a> · <a href="/food">Food prices</a> · <a href="/stores">Opening times</a></p>
    <h2>What's new</h2>${cards([
      ["20 November 2026", "Christmas at Brackenby", "Our hours and the animals' Christmas break.", "/news"],
      ["3 November 2026", "Pond fish are back in April", "Reserve yours for spring.", "/news"],
      ["15 September 2026", "The marine room opens", "Reef tanks and corals.", "/news"],
    ])}`,
  ),
  "/fish": page(
    "Fish &amp; shrimp",
    `<p class="notice"><strong>Fish are sold at the Aquatic Centre only</strong>, not at the Pet Store in town.</p>
    <p>Every fish has spent at least 7 days in our quarantine tanks before we sell it.</p>` +
      groupedTable(
        "Tropical fish and shrimp",
        ["Fish", "Keep in a group of at least"],
        [["Price", ["Each", "Each, for 10 or more"]]],
        TROPICAL,
      ) +
      spanTable("Coldwater and pond fish", ["", "Fish", "Size", "Price"], COLDWATER) +
      `<p class="notice"><strong>Pond fish are sold from April to October only.</strong> From November to March
      they're resting in our ponds: reserve yours now and collect in April.</p>` +
      dl([
        [
          "A new tank",
          "It must have run for at least 14 days before we sell you fish for it. Bring a water sample and we'll test it free",
        ],
        ["Taking them home", "Bagged with oxygen for up to 3 hours' journey; a polystyrene box is £3"],
        [
          "If a fish dies",
          "Within 7 days, bring it and a water sample; we'll replace it once your water tests well",
        ],
        ["Reserving", "Reserve fish below and we'll hold them for up to 5 days; pay when you collect"],
      ]) +
      `<h2>Reserve fish</h2>
      <form method="post" action="/fish/reserve/send">
      <p><label>Fish <select name="fish">${options([
        ["neon-tetra", "Neon tetra"],
        ["cardinal-tetra", "Cardinal tetra"],
        ["harlequin", "Harlequin rasbora"],
        ["corydoras", "Bronze corydoras"],
        ["guppy", "Guppy, male"],
        ["platy", "Platy"],
        ["gourami", "Pearl gourami"],
        ["angelfish", "Angelfish"],
        ["betta", "Siamese fighting fish, male"],
        ["bristlenose", "Bristlenose catfish"],
        ["cherry-shrimp", "Cherry shrimp"],
      ])}</select></label></p>
      <p><label>How many <input type="number" name="quantity" min="1" max="50" required></label></p>
      <p><label>The day you'll collect <input type="date" name="date" required></label></p>
      ${contact}
      <button type="submit">Reserve</button></form>`,
  ),
  "/tanks": page(
    "Tanks &amp; ponds",
    `<p>Tank kits and pond kits at the Aquatic Centre. Every tank kit has a filter, an LED lid and water
    conditioner, and a heater except the Nano 30.</p>` +
      groupedTable(
        "Tank kits",
        ["Kit", "Litres"],
        [["Price", ["The tank and kit", "With a cabinet"]]],
        KITS,
      ) +
      table("Pond pumps and filters", ["Kit", "For a pond up to", "Price"], PONDS) +
      table("Delivering and setting up a tank", ["Zone", "Where", "Delivery", "Setting up"], DELIVERY) +
      dl([
        ["Delivery days", "Tuesday to Saturday, from the Aquatic Centre"],
        ["Fish for a new tank", "Not on the day it's set up: it needs to run for 14 days first"],
        ["Trading in", "£20 off a new kit for your old tank, working or not"],
      ]) +
      `<h2>Order a tank kit</h2>
      <form method="post" action="/tanks/order/send">
      <p><label>Kit <select name="kit">${options([
        ["nano-30", "Nano 30"],
        ["starter-60", "Starter 60"],
        ["community-120", "Community 120"],
        ["showcase-200", "Showcase 200"],
        ["reef-300", "Reef Ready 300"],
      ])}</select></label></p>
      <p><label><input type="checkbox" name="cabinet" value="yes"> With a cabinet</label></p>
      <p><label><input type="checkbox" name="setup" value="yes"> Set it up in my home</label></p>
      <p><label>Delivery day <input type="date" name="date" required></label></p>
      <p><label>Address <textarea name="address" rows="3"></textarea></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      ${contact}
      <button type="submit">Order</button></form>`,
  ),
  "/stores": page(
    "Our stores",
    `<p>Two stores, two miles apart: everything for fish is at the Aquatic Centre, everything else in town.</p>` +
      table("The Pet Store and the Aquatic Centre", ["", "The Pet Store", "The Aquatic Centre"], STORES) +
      spanTable("Opening hours", ["", "Day", "The Pet Store", "The Aquatic Centre"], HOURS) +
      table("Christmas and New Year", ["", "The Pet Store", "The Aquatic Centre"], CHRISTMAS) +
      `<p class="notice"><strong>Stocktake:</strong> the Aquatic Centre closes at 14:00 on Saturday 9 January.</p>`,
  ),
  ...petshopMorePages(page, contact),
  ...petshopAboutPages(page, contact),
};

export const PETSHOP: CorpusSite = {
  name: "petshop",
  pages,
  layout: page,
  forms: {
    "/fish/reserve/send": {
      title: "Your fish are reserved",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.quantity} ${f.fish} are reserved for you to collect on ${f.date}; we've emailed ${f.email}.`,
    },
    "/tanks/order/send": {
      title: "Order received",
      reply: (f) =>
        `Thank you, ${f.name}. Your ${f.kit} will come on ${f.date}; we'll email ${f.email} to take payment.`,
    },
    "/food/order/send": {
      title: "Order received",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.bags} bag(s) of ${f.food}, ${f.size}, will be delivered on ${f.date} to ${f.postcode}.`,
    },
    "/services/book/send": {
      title: "Visit requested",
      reply: (f) =>
        `Thank you, ${f.name}. Kwame will confirm your ${f.service} from ${f.date} by email to ${f.email}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
