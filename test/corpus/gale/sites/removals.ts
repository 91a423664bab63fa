import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { removalsMorePages } from "./removals-more";

// GALE: the eleventh held-out part of the corpus (Packhorse Removals), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A man-and-van removals firm with a storage warehouse in Wendlebury: rates as a table
// of van and crew × the 2-hour minimum, each extra hour and a full day, weekend and bank-holiday surcharges and the
// other extras in label: value lines, what size of move needs which van as a table, boxes and packing materials as
// a table with ready-made kits, the area covered as a table of postcode districts × places × travel charge, storage
// prices and rules, the crew as cards, dated news, forms to ask for a quote, order boxes and ask about storage, and
// two pages only the site's search finds. The footer's summary (one low hourly price, the same every day) is true
// of no rate.
const shellPage = shell({
  brand: "Packhorse Removals",
  tagline: "Man and van, house moves and storage in Wendlebury since 2011",
  nav: [
    ["How much?", "/rates"],
    ["Sizing up", "/vans"],
    ["Boxes &amp; bits", "/packing"],
    ["Our patch", "/areas"],
    ["Room to spare", "/storage"],
    ["Who'll turn up", "/crew"],
    ["On the road", "/news"],
    ["Worth knowing", "/faq"],
    ["Get a price", "/quote"],
    ["Ring us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Packhorse Removals Ltd, Unit 4, Tanners Way, Wendlebury WB4 6GH",
    phone: "01632 960 800",
    email: "moves@packhorse.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the footer's summary: lower than every rate, and blind to the weekend surcharges. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Vans from £40 an hour · 7 days a week, the same price every day · Office 01632 960 800</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Every rate has a neighbour in its row (the minimum, a full day) and in the next row. */
const RATES: string[][] = [
  ["Small van and 1 mover", "£98", "£45", "£370"],
  ["Luton van and 1 mover", "£118", "£55", "£450"],
  ["Luton van and 2 movers", "£150", "£70", "£580"],
  ["Two Luton vans and 4 movers", "£290", "£135", "£1,100"],
];

const AREAS: string[][] = [
  ["WB1", "Wendlebury town centre", "None"],
  ["WB2", "Northgate and Fairfield", "None"],
  ["WB3", "Eastbrook and Harley Green", "None"],
  ["WB4", "Southmoor and the docks", "None"],
  ["WB5", "Ashby Parva and Little Cotes", "£15"],
  ["WB6", "Kelsall and Thornby", "£15"],
  ["WB7", "Great Orton and Sedgewick", "£25"],
  ["WB8", "Marlcombe and Fenwick Moor", "£25"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Packhorse Removals",
    `<p class="banner" role="status"><strong>Christmas:</strong> December is filling up fast, and we don't move on
    every day over the holidays. <a href="/news">See which days</a></p>
    <p>Gary started Packhorse with one van and a sack truck in 2011. Now we move flats, houses and single sofas all
    over Wendlebury and beyond, and keep what won't fit yet in our own warehouse on Tanners Way.</p>
    <p><a href="/quote">Get a price</a> · <a href="/rates">Our rates</a> · <a href="/packing">Boxes</a> ·
    <a href="/storage">Storage</a></p>
    <h2>On the road</h2>${cards([
      ["20 November 2026", "Christmas and New Year", "The days we move, and the days we don't.", "/news"],
      ["3 November 2026", "Forty more containers", "More room at the warehouse.", "/news"],
      ["14 October 2026", "Prices from January", "One rate changes in the new year.", "/news"],
    ])}
    <h2>Why Packhorse?</h2><ul><li>Our own people, never agency staff</li><li>Beds and tables taken apart and
    put back together</li><li>A fixed estimate in writing before you book</li></ul>`,
  ),
  "/rates": page(
    "How much?",
    `<p>We charge by the hour, for the van and the people. The clock starts when we arrive at your first address
    and stops when the last thing is in at the new one; after the first 2 hours we charge in 15-minute steps.</p>` +
      table(
        "Our rates",
        ["Van and crew", "First 2 hours (the minimum)", "Each hour after that", "Full day, up to 9 hours"],
        RATES,
      ) +
      `<p>Travel is free inside WB1 to WB4; further out, see <a href="/areas">Our patch</a>. Not sure which van?
      See <a href="/vans">Sizing up</a>.</p>
      <h2>Extras</h2>
      <p><strong>Saturdays:</strong> add 15% to the whole bill</p>
      <p><strong>Sundays and bank holidays:</strong> add 25% to the whole bill</p>
      <p><strong>An extra mover:</strong> £25 an hour</p>
      <p><strong>Stairs:</strong> from the 3rd floor up with no lift, £20 a floor, at each end</p>
      <p><strong>Parking:</strong> if we have to pay to park or buy a permit, it goes on your bill</p>
      <p><strong>Deposit:</strong> £50 to hold your date, taken off the final bill</p>
      <p><strong>Paying:</strong> by card or bank transfer on the day, before we unload</p>`,
  ),
  "/vans": page(
    "Sizing up",
    `<p>Here's what usually fits. If you're not sure, Gary will come and look, for free.</p>` +
      table(
        "What size move?",
        ["What you're moving", "What we send", "Usually takes"],
        [
          ["A few things (up to a sofa and 10 boxes)", "Small van and 1 mover", "2 hours"],
          ["A studio or bedsit", "Small van and 1 mover", "2 to 3 hours"],
          ["A 1-bedroom flat", "Luton van and 1 mover", "3 to 4 hours"],
          ["A 2-bedroom flat or house", "Luton van and 2 movers", "4 to 5 hours"],
          ["A 3-bedroom house", "Luton van and 2 movers", "6 to 8 hours"],
          ["4 bedrooms or more", "Two Luton vans and 4 movers", "A full day"],
        ],
      ) +
      dl([
        [
          "Small van",
          "A Ford Transit Custom with 6 cubic metres of space; it gets down the old town's lanes",
        ],
        ["Luton van", "20 cubic metres, with a tail lift for the heavy things"],
        ["Our fleet", "6 vans: 2 small vans and 4 Lutons"],
      ]),
  ),
  "/areas": page(
    "Our patch",
    table("Where we go", ["Postcode district", "Places", "Travel charge"], AREAS) +
      `<p>The travel charge is added once for each address outside WB1 to WB4. Further afield, we go anywhere on the
      mainland: £1.40 a mile for each van, from our yard and back, on top of our hourly rates. We don't go abroad or
      to the islands.</p>`,
  ),
  "/quote": page(
    "Get a price",
    `<p>Tell us about your move and Leanne will email you a fixed estimate within one working day. We start between
    07:30 and 15:00, and take a £50 deposit to hold the date.</p>
    <form method="post" action="/quote/request">
    <p><label>Your name <input name="name" required></label></p>
    <p><label>Email <input type="email" name="email" required></label></p>
    <p><label>Phone <input type="tel" name="phone" required></label></p>
    <p><label>Moving from (postcode) <input name="from_postcode" required></label></p>
    <p><label>Moving to (postcode) <input name="to_postcode" required></label></p>
    <p><label>Moving day <input type="date" name="date" required></label></p>
    <p><label>How much is there? <select name="size">${options([
      ["few", "Just a few things"],
      ["studio", "Studio or bedsit"],
      ["1-bed", "1 bedroom"],
      ["2-bed", "2 bedrooms"],
      ["3-bed", "3 bedrooms"],
      ["4-bed", "4 or more bedrooms"],
    ])}</select></label></p>
    <p><label>Where is it now? <select name="floor">${options([
      ["ground", "Ground floor, or a house"],
      ["1-2", "1st or 2nd floor"],
      ["3-lift", "3rd floor or higher, with a lift"],
      ["3-stairs", "3rd floor or higher, stairs only"],
    ])}</select></label></p>
    <p><label>Start <select name="start">${options([
      ["early", "First thing (07:30)"],
      ["morning", "Mid-morning (10:00)"],
      ["afternoon", "Afternoon (13:00, small moves only)"],
    ])}</select></label></p>
    <p><label>Packing <select name="packing">${options([
      ["none", "We'll do our own"],
      ["materials", "Bring boxes and materials"],
      ["full", "Pack everything for us"],
    ])}</select></label></p>
    <p><label>Storage too? <select name="storage">${options([
      ["no", "No"],
      ["yes", "Yes, some or all of it"],
    ])}</select></label></p>
    <p><label>Anything else? <textarea name="notes"></textarea></label></p>
    <button type="submit">Send for a quote</button></form>`,
  ),
  ...removalsMorePages(page, options),
};

export const REMOVALS: CorpusSite = {
  name: "removals",
  pages,
  layout: page,
  forms: {
    "/quote/request": {
      title: "Quote on its way",
      reply: (f) =>
        `Thanks, ${f.name}. We've got your move from ${f.from_postcode} to ${f.to_postcode} on ${f.date} ` +
        `(${f.size}, ${f.floor}, start ${f.start}, packing ${f.packing}, storage ${f.storage}). Leanne will ` +
        `email ${f.email} a fixed estimate within one working day. Reference PH-4418.`,
    },
    "/packing/order": {
      title: "Order placed",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.kit} kit and ${f.wardrobe || 0} wardrobe boxes will come to ${f.address}, ` +
        `${f.postcode} on ${f.date}. We'll text ${f.phone} when the van is on its way.`,
    },
    "/storage/enquiry": {
      title: "Enquiry sent",
      reply: (f) =>
        `Thanks, ${f.name}. Kwame will email ${f.email} about ${f.space} container space from ${f.from} ` +
        `(${f.length} months; collection: ${f.collect}).`,
    },
  },
};
