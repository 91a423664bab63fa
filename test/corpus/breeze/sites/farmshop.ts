import type { FixturePage } from "../../../helpers/fixture-site";
import { groupedTable, options } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { farmshopMorePages } from "./farmshop-more";

// BREEZE: the forty-first held-out part of the corpus (Hollybrook Farm Shop), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A farm shop and butcher's with a café on a working farm at Wenning, and a second
// butcher's shop on Market Place in Castlebury. The butcher's counter as a table of cut × meat × price a kg × ageing ×
// which shop sells it, meat boxes one-off and every month, Christmas with the turkeys by size, weight and serves under
// a two-level "Price" heading for White and Bronze, the rest of the Christmas table, collection days with a column
// for each shop and the order deadlines that differ by shop, the Hayloft Café's hours by summer and winter with its
// menu, both shops' hours and Christmas, delivery zones, the farm and its people as cards, FAQs, dated news (with
// last Christmas's and 2025's prices), forms to order for Christmas, order a box, book a table and send a message,
// and two pages only the site's search finds. The footer's "open 7 days a week" is the farm shop's, not Market Place's.
const shellPage = shell({
  brand: "Hollybrook Farm Shop",
  tagline: "Our own beef, lamb and pork, from the field to the counter, at Wenning and in Castlebury",
  nav: [
    ["The counter", "/butchery"],
    ["Boxes", "/boxes"],
    ["Festive table", "/christmas"],
    ["The Hayloft", "/cafe"],
    ["Find us", "/shops"],
    ["To your door", "/delivery"],
    ["Our farm", "/our-farm"],
    ["Good to know", "/faq"],
    ["From the farm", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Hollybrook Farm, Wenning Lane, Wenning, Castlebury HB6 3LP",
    phone: "0116 496 0512",
    email: "shop@hollybrookfarm.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the company and VAT numbers and the footer's 7 days a week: the farm shop's only. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Hollybrook Farm Ltd, registered in England and Wales no. 05531872 · VAT no. GB 287 4410 62 · " +
      "Open 7 days a week · Every cut of beef, lamb and pork we sell is reared on Hollybrook Farm</p>",
  );

/** The counter: cut, meat, price, aged for, sold at. */
const COUNTER: string[][] = [
  ["Sirloin steak", "Beef", "£36 a kg", "28 days", "Both shops"],
  ["Ribeye steak", "Beef", "£38 a kg", "28 days", "Both shops"],
  ["Fillet steak", "Beef", "£58 a kg", "35 days", "Both shops"],
  ["Flat iron steak", "Beef", "£24 a kg", "21 days", "Farm shop only"],
  ["Rolled topside", "Beef", "£19.50 a kg", "21 days", "Both shops"],
  ["Beef mince, 10% fat", "Beef", "£11.80 a kg", "–", "Both shops"],
  ["Leg of lamb, bone in", "Lamb", "£17.50 a kg", "7 days", "Both shops"],
  ["Lamb chops", "Lamb", "£21 a kg", "7 days", "Both shops"],
  ["Pork belly", "Pork", "£11 a kg", "–", "Both shops"],
  ["Rolled pork shoulder", "Pork", "£10.50 a kg", "–", "Both shops"],
  ["Hollybrook pork sausages", "Pork", "£12.50 a kg", "–", "Both shops"],
  ["Dry-cured back bacon", "Pork", "£18 a kg", "Cured for 10 days", "Farm shop only"],
  ["Whole free-range chicken", "Chicken, from Top Lane Farm", "£9.20 a kg", "–", "Farm shop only"],
];

/** Meat boxes: box, what's in it, feeds, one-off, every month. */
const BOXES: string[][] = [
  [
    "Family Box",
    "1 kg beef mince, 1 kg pork sausages, a whole chicken, 4 pork chops and a 1.2 kg topside joint",
    "A family of 4 for a week",
    "£65",
    "£58.50",
  ],
  [
    "Barbecue Box",
    "12 beef burgers, 1 kg pork sausages, 8 chicken thighs and 4 lamb kebabs",
    "8 to 10 at a barbecue",
    "£48",
    "£43.20",
  ],
  [
    "Steak Night Box",
    "2 sirloin, 2 ribeye and 2 fillet steaks, with peppercorn sauce",
    "2 people, three nights",
    "£72",
    "£64.80",
  ],
  [
    "Roast Box",
    "A topside joint, a leg of lamb and a rolled pork shoulder, about 1.5 kg each",
    "3 Sunday roasts for 6",
    "£95",
    "£85.50",
  ],
  [
    "Half Lamb",
    "Half a Hollybrook lamb, about 10 kg, butchered to your order and vacuum packed",
    "A freezer",
    "£120",
    "–",
  ],
];

/** Turkeys: size, oven-ready weight, serves, White, Bronze. */
const TURKEYS: string[][] = [
  ["Small", "4 to 5 kg", "6 to 8", "£58", "£72"],
  ["Medium", "5 to 6 kg", "8 to 10", "£68", "£84"],
  ["Large", "6 to 7 kg", "10 to 12", "£78", "£96"],
  ["Extra large", "7 to 8 kg", "12 to 14", "£88", "£108"],
  ["Turkey crown, boned and rolled", "2.5 to 3 kg", "6 to 8", "£52", "£64"],
];

/** The rest of the Christmas table: item, serves, price. */
const EXTRAS: string[][] = [
  ["Pigs in blankets, a pack of 12", "–", "£7.50"],
  ["Sage and onion stuffing, 500 g", "6", "£5.20"],
  ["Honey-roast gammon, boneless, 2 kg", "10 to 12", "£32"],
  ["Rib of beef, 3 bones, about 3.5 kg", "8", "£125"],
  ["Beef Wellington", "6", "£68"],
  ["Goose, about 5 kg", "6 to 8", "£95"],
];

/** Collecting Christmas orders: day, at the farm shop, at Market Place. */
const COLLECTION: string[][] = [
  ["Monday 21 December", "09:00 to 17:00", "08:00 to 17:00"],
  ["Tuesday 22 December", "08:00 to 18:00", "08:00 to 17:00"],
  ["Wednesday 23 December", "08:00 to 19:00", "07:30 to 17:30"],
  ["Thursday 24 December", "08:00 to 13:00", "07:30 to 12:00"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Hollybrook Farm Shop",
    `<p class="banner" role="status"><strong>Christmas orders are open:</strong> order your turkey by 13
    December. <a href="/christmas">The festive table</a>.</p>
    <p>A working farm shop on the edge of Wenning, with a butcher's counter, a deli and the Hayloft Café upstairs,
    and our butcher's shop on Market Place in Castlebury.</p>
    <p><a href="/christmas">Order for Christmas</a> · <a href="/cafe">Book a table</a> · <a href="/boxes">Meat
    boxes</a></p>
    <h2>From the farm</h2>${cards([
      ["19 November 2026", "Christmas orders are open", "Turkeys from Top Lane Farm.", "/news"],
      ["1 October 2026", "The Hayloft's winter hours", "Opening a little later.", "/news"],
      ["12 August 2026", "Aldershire's best butcher's shop", "Well done, Market Place.", "/news"],
    ])}
    <h2>This week</h2>${cards([
      ["From £48", "Meat boxes", "Delivered on Tuesdays and Fridays.", "/boxes"],
      ["£11.50", "The Hollybrook breakfast", "Our own bacon and sausages.", "/cafe"],
      ["From £52", "Christmas turkeys", "Free-range White and Bronze.", "/christmas"],
    ])}`,
  ),
  "/butchery": page(
    "The counter",
    `<p>Our butchers cut to order at both counters. Our beef hangs in the farm's salt-walled ageing room; our lamb
    and pork come straight from the farm.</p>` +
      table("Butcher's counter", ["Cut", "Meat", "Price", "Aged for", "Sold at"], COUNTER) +
      dl([
        ["Cut to order", "Any thickness, at either counter; ask for it butterflied, diced or minced"],
        ["Ready when you are", "Ring the shop by 16:00 the day before and we'll have your order bagged"],
        ["Prices", "By weight; we weigh and price each piece in front of you"],
      ]),
  ),
  "/boxes": page(
    "Boxes",
    `<p>Our meat boxes are packed to order on the morning they go out.</p>` +
      table("Meat boxes", ["Box", "What's in it", "Feeds", "One-off", "Every month"], BOXES) +
      dl([
        [
          "Every month",
          "10% off, delivered on the same day each month; skip or cancel any time before the Monday of your delivery week",
        ],
        ["Delivery", "By zone: see To your door"],
        [
          "Half Lamb",
          "August to December only, when our lambs are ready; one-off orders, collected from the farm",
        ],
      ]) +
      `<h2>Order a box</h2>
      <form method="post" action="/boxes/order/send">
      <p><label>Box <select name="box">${options([
        ["family", "Family Box"],
        ["barbecue", "Barbecue Box"],
        ["steak", "Steak Night Box"],
        ["roast", "Roast Box"],
        ["half-lamb", "Half Lamb"],
      ])}</select></label></p>
      <fieldset><legend>How often</legend>
      <label><input type="radio" name="often" value="once"> Just this once</label>
      <label><input type="radio" name="often" value="monthly"> Every month, 10% off</label>
      </fieldset>
      <fieldset><legend>Delivery day</legend>
      <label><input type="radio" name="day" value="tuesday"> Tuesday</label>
      <label><input type="radio" name="day" value="friday"> Friday</label>
      </fieldset>
      <p><label>Address <input name="address"></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Order</button></form>`,
  ),
  "/christmas": page(
    "Festive table",
    `<p>Order your Christmas meat and we'll have it ready to collect. Our free-range turkeys are reared by the
    Pennock family at Top Lane Farm, two miles down the road, and hung for 7 days.</p>` +
      groupedTable(
        "Turkeys",
        ["Size", "Oven-ready weight", "Serves"],
        [["Price", ["Free-range White", "Free-range Bronze"]]],
        TURKEYS,
      ) +
      table("The rest of the table", ["Item", "Serves", "Price"], EXTRAS) +
      table("Collecting your order", ["Day", "At the farm shop", "At Market Place"], COLLECTION) +
      dl([
        ["Order by", "Sunday 13 December at the farm shop; Saturday 12 December for Market Place"],
        ["Deposit", "£20 an order when you order; the rest when you collect"],
        ["Changing your order", "Free until Monday 14 December; after that we can't swap sizes"],
        ["Delivery", "Christmas orders are collect only: we don't deliver them"],
        ["Weights", "Birds vary, so you pay the price of the size you ordered, whatever it weighs"],
      ]) +
      `<h2>Order for Christmas</h2>
      <form method="post" action="/christmas/order/send">
      <fieldset><legend>Turkey</legend>
      <label><input type="radio" name="turkey" value="white"> Free-range White</label>
      <label><input type="radio" name="turkey" value="bronze"> Free-range Bronze</label>
      <label><input type="radio" name="turkey" value="none"> No turkey, thanks</label>
      </fieldset>
      <p><label>Size <select name="size">${options([
        ["small", "Small, serves 6 to 8"],
        ["medium", "Medium, serves 8 to 10"],
        ["large", "Large, serves 10 to 12"],
        ["extra-large", "Extra large, serves 12 to 14"],
        ["crown", "Turkey crown, serves 6 to 8"],
      ])}</select></label></p>
      <fieldset><legend>With it</legend>
      <label><input type="checkbox" name="pigs" value="yes"> Pigs in blankets</label>
      <label><input type="checkbox" name="stuffing" value="yes"> Stuffing</label>
      <label><input type="checkbox" name="gammon" value="yes"> Gammon</label>
      <label><input type="checkbox" name="beef" value="yes"> Rib of beef</label>
      <label><input type="checkbox" name="wellington" value="yes"> Beef Wellington</label>
      <label><input type="checkbox" name="goose" value="yes"> Goose</label>
      </fieldset>
      <fieldset><legend>Collect from</legend>
      <label><input type="radio" name="collect" value="farm"> The farm shop, Wenning</label>
      <label><input type="radio" name="collect" value="market-place"> Market Place, Castlebury</label>
      </fieldset>
      <p><label>Collection day <select name="day">${options([
        ["2026-12-21", "Monday 21 December"],
        ["2026-12-22", "Tuesday 22 December"],
        ["2026-12-23", "Wednesday 23 December"],
        ["2026-12-24", "Thursday 24 December"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <button type="submit">Order</button></form>`,
  ),
  ...farmshopMorePages(page),
};

export const FARMSHOP: CorpusSite = {
  name: "farmshop",
  pages,
  layout: page,
  forms: {
    "/christmas/order/send": {
      title: "Christmas order received",
      reply: (f) =>
        `Thanks, ${f.name}. Your order is ready to collect from ${f.collect} on ${f.day}. We've emailed ${f.email}.`,
    },
    "/boxes/order/send": {
      title: "Box ordered",
      reply: (f) => `Thanks, ${f.name}. Your ${f.box} box will come on a ${f.day}. We've emailed ${f.email}.`,
    },
    "/cafe/book/send": {
      title: "Table booked",
      reply: (f) => `Thanks, ${f.name}. Your table for ${f.people} on ${f.date} at ${f.time} is booked.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
