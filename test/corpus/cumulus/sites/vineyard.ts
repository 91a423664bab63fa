import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { vineyardMorePages } from "./vineyard-more";

// CUMULUS: the thirty-ninth held-out part of the corpus (Hollowmere Vineyard), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). A vineyard and winery near Ashcombe with a cellar door shop and a café. Tours and
// tastings as a table of tour × how long × what's included × days × price × ages × designated driver, the wines as a
// table of wine × style × grapes × vintage × a bottle × a case of 6 × in stock, the Hollowmere Club's three tiers by
// bottles a quarter and money off, the shop's and café's hours by day in summer and winter with Christmas, delivery
// by zone with a free threshold, events with dates, private hire of three spaces, harvest volunteering, getting here
// with access and dogs, FAQs, dated news (with 2025's price list), forms to book a tour, join the club, ask about
// private hire, volunteer for the harvest and send a message, and two pages only the site's search finds. The
// footer's "cellar door open 7 days a week" is the summer's, not the winter's.
const shellPage = shell({
  brand: "Hollowmere Vineyard",
  tagline: "English sparkling and still wines from the Ashcombe hills",
  nav: [
    ["Visit &amp; taste", "/visit"],
    ["The wines", "/wines"],
    ["Hollowmere Club", "/club"],
    ["Shop &amp; café", "/cellar-door"],
    ["Sending wine", "/delivery"],
    ["What's on", "/events"],
    ["Pick with us", "/harvest"],
    ["Getting here", "/find-us"],
    ["Questions", "/faq"],
    ["From the vines", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Hollowmere Vineyard, Coombe Lane, Ashcombe AC6 3PW",
    phone: "01632 960614",
    email: "cellar@hollowmere.test",
    socials: ["Instagram", "Facebook", "Pinterest"],
  },
});

/** Every page, with the company, VAT and licence numbers and the footer's 7 days a week: the summer's only. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Hollowmere Wine Estates Ltd, registered in England and Wales no. 10582736 · VAT no. GB 294 7715 08 · " +
      "Premises licence no. ASH/PL/0419, designated premises supervisor Clare Whitlock · Cellar door open 7 days a week</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const count = (from: number, to: number) =>
  options(
    Array.from({ length: to - from + 1 }, (_, i) => [`${from + i}`, `${from + i}`] as [string, string]),
  );

/** Tours: tour, how long, what's included, days, price, ages, designated driver. */
const TOURS: string[][] = [
  [
    "Vineyard Walk",
    "45 minutes",
    "A guided walk through the vines with the vineyard manager; no tasting",
    "Daily at 11:00, April to October",
    "£12",
    "All ages; under 12s free",
    "–",
  ],
  [
    "Classic Tour &amp; Tasting",
    "1½ hours",
    "The vines, the winery and a tasting of 4 wines",
    "Wednesday to Sunday, 11:00 and 14:00",
    "£24",
    "Tasting over 18; the tour from 12",
    "£15",
  ],
  [
    "Sparkling Cellar Tour",
    "2 hours",
    "The cellar and the riddling room, and 5 sparkling wines",
    "Friday and Saturday, 14:00",
    "£34",
    "Over 18",
    "£20",
  ],
  [
    "Tour &amp; Long Lunch",
    "3½ hours",
    "The Classic Tour, then a 3-course lunch in the café with a glass of each wine",
    "Saturday and Sunday, 11:00",
    "£62",
    "Over 18",
    "£48",
  ],
  [
    "Winemaker's Masterclass",
    "2½ hours",
    "Barrel samples with the winemaker, 6 wines and a bottle to take home",
    "First Saturday of the month, 10:00",
    "£75",
    "Over 18",
    "–",
  ],
  [
    "Tasting Flight",
    "30 minutes",
    "3 wines at the cellar door bar, no tour",
    "Whenever the shop is open",
    "£11",
    "Over 18",
    "–",
  ],
];

/** Wines: wine, style, grapes, vintage, a bottle, a case of 6, in stock. */
const WINES: string[][] = [
  [
    "Classic Cuvée",
    "Sparkling white",
    "Chardonnay, Pinot Noir and Pinot Meunier",
    "2022",
    "£32",
    "£176",
    "Yes",
  ],
  ["Blanc de Blancs", "Sparkling white", "Chardonnay", "2021", "£42", "£230", "Yes, 40 bottles left"],
  ["Sparkling Rosé", "Sparkling rosé", "Pinot Noir", "2022", "£36", "£198", "Sold out"],
  ["Bacchus", "Still white", "Bacchus", "2024", "£18", "£98", "Yes"],
  ["Ortega", "Still white", "Ortega", "2023", "£17", "£93", "Sold out"],
  ["Pinot Rosé", "Still rosé", "Pinot Noir", "2024", "£16", "£86", "Yes"],
  ["Pinot Noir", "Still red", "Pinot Noir", "2023", "£27", "£148", "Yes"],
  ["Hollowmere Red", "Still red", "Rondo and Regent", "2023", "£19", "£104", "Sold out"],
  ["Late Harvest, 37.5 cl", "Sweet white", "Ortega", "2022", "£20", "£110", "Yes"],
];

/** The club: tier, bottles a quarter, a quarter from, off in the shop, also. */
const CLUB: string[][] = [
  ["Cellar", "3", "£55", "10%", "A Tasting Flight for 2 each quarter"],
  ["Reserve", "6", "£105", "15%", "Free delivery in Zones A and B, and a Classic Tour for 2 each year"],
  [
    "Collector",
    "12",
    "£200",
    "20%",
    "Free delivery to every zone, 2 Masterclass places a year and first pick of the Blanc de Blancs",
  ],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Hollowmere Vineyard",
    `<p class="banner" role="status"><strong>Winter hours:</strong> from November to March the shop and café are
    closed on Mondays and Tuesdays. <a href="/cellar-door">See when we're open</a>.</p>
    <p>Eighteen years of vines on the chalk slopes above Ashcombe, a winery in the old dairy and a cellar door shop
    and café with a view down the valley. Come for a tour, stay for lunch, take a case home.</p>
    <p><a href="/visit">Book a tour</a> · <a href="/wines">Buy our wines</a> · <a href="/club">Join the club</a></p>
    <h2>From the vines</h2>${cards([
      [
        "12 November 2026",
        "Christmas at Hollowmere",
        "The wine fair, carols and our Christmas hours.",
        "/news",
      ],
      ["2 October 2026", "Harvest 2026 is in", "Our biggest harvest yet.", "/news"],
      ["20 June 2026", "Gold for the Blanc de Blancs", "A medal for our 2021.", "/news"],
    ])}
    <h2>Come and see us</h2>${cards([
      ["From £11", "Taste", "A flight of 3 at the cellar door bar.", "/visit"],
      ["From £16 a bottle", "Buy", "Sparkling, white, rosé, red and sweet.", "/wines"],
      ["From £55 a quarter", "Belong", "Three bottles or more every quarter.", "/club"],
    ])}`,
  ),
  "/visit": page(
    "Visit &amp; taste",
    `<p>Every tour is led by one of our team and ends in the cellar door bar. Tours must be booked; the Tasting
    Flight you can just turn up for.</p>` +
      table(
        "Tours and tastings",
        ["Tour", "How long", "What's included", "Days", "Price", "Ages", "Designated driver"],
        TOURS,
      ) +
      dl([
        [
          "In winter",
          "From November to March the Classic Tour runs Friday to Sunday only, and there is no Vineyard Walk",
        ],
        [
          "Designated drivers",
          "Pay the driver's price: soft drinks on the tour and a bottle of our grape juice to take home",
        ],
        ["Under 18s", "Grape juice instead of wine, from age 12 on the Classic Tour"],
        ["Groups of 10 or more", "10% off any tour, booked at least 14 days ahead"],
        ["Cheese board", "£9 for 2, with your tasting"],
        ["Tour vouchers", "For any tour, valid 12 months"],
      ]) +
      `<h2>Book a tour</h2>
      <form method="post" action="/visit/book/send">
      <p><label>Tour <select name="tour">${options([
        ["walk", "Vineyard Walk"],
        ["classic", "Classic Tour & Tasting"],
        ["sparkling", "Sparkling Cellar Tour"],
        ["lunch", "Tour & Long Lunch"],
        ["masterclass", "Winemaker's Masterclass"],
        ["flight", "Tasting Flight"],
      ])}</select></label></p>
      <p><label>Day <input type="date" name="date" required></label></p>
      <fieldset><legend>Time</legend>
      <label><input type="radio" name="time" value="10:00"> 10:00</label>
      <label><input type="radio" name="time" value="11:00"> 11:00</label>
      <label><input type="radio" name="time" value="14:00"> 14:00</label>
      </fieldset>
      <p><label>Adults tasting <select name="adults">${count(0, 12)}</select></label></p>
      <p><label>Designated drivers <select name="drivers">${count(0, 4)}</select></label></p>
      <p><label>Under 18s <select name="children">${count(0, 6)}</select></label></p>
      <p><label><input type="checkbox" name="cheese" value="yes"> Add a cheese board for 2, £9</label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone"></label></p>
      <button type="submit">Book and pay</button></form>`,
  ),
  "/wines": page(
    "The wines",
    `<p>Everything we sell is grown and made here. Buy at the cellar door, or order by email and we'll send it.</p>` +
      table(
        "Our wines",
        ["Wine", "Style", "Grapes", "Vintage", "A bottle", "A case of 6", "In stock"],
        WINES,
      ) +
      dl([
        ["Mixed cases", "Any 6 bottles, 5% off the bottle prices"],
        ["Club members", "10% to 20% off on top, by tier"],
        ["Strength", "Sparkling 12%, still wines 11% to 12.5%, the Late Harvest 10%"],
        ["Sold out?", "The next vintages are bottled in spring"],
      ]),
  ),
  "/club": page(
    "Hollowmere Club",
    `<p>A box of our wines every quarter, money off in the shop and some treats along the way.</p>` +
      table("Club tiers", ["Tier", "Bottles a quarter", "A quarter, from", "Off in the shop", "Also"], CLUB) +
      dl([
        ["Boxes go out", "In March, June, September and December"],
        ["Your wines", "Mixed, white and rosé, red, or all sparkling"],
        ["Collecting", "Collect from the cellar door for free, or we'll deliver"],
        ["Leaving", "Any time after your first 2 boxes; tell us 14 days before the next one"],
      ]) +
      `<h2>Join</h2>
      <form method="post" action="/club/join/send">
      <fieldset><legend>Tier</legend>
      <label><input type="radio" name="tier" value="cellar"> Cellar, 3 bottles</label>
      <label><input type="radio" name="tier" value="reserve"> Reserve, 6 bottles</label>
      <label><input type="radio" name="tier" value="collector"> Collector, 12 bottles</label>
      </fieldset>
      <p><label>Wines <select name="wines">${options([
        ["mixed", "Mixed"],
        ["white", "White and rosé"],
        ["red", "Red"],
        ["sparkling", "All sparkling"],
      ])}</select></label></p>
      <fieldset><legend>Your box</legend>
      <label><input type="radio" name="box" value="collect"> I'll collect it</label>
      <label><input type="radio" name="box" value="deliver"> Deliver it</label>
      </fieldset>
      <p><label><input type="checkbox" name="gift" value="yes"> It's a gift</label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      <button type="submit">Join</button></form>`,
  ),
  ...vineyardMorePages(page, options),
};

export const VINEYARD: CorpusSite = {
  name: "vineyard",
  pages,
  layout: page,
  forms: {
    "/visit/book/send": {
      title: "Tour booked",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.tour} on ${f.date} at ${f.time} is booked for ${f.adults} adult(s) and ` +
        `${f.drivers} driver(s). We've emailed ${f.email}.`,
    },
    "/club/join/send": {
      title: "Welcome to the club",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.tier} membership starts with the next box. We've emailed ${f.email}.`,
    },
    "/events/hire/send": {
      title: "Thanks for asking",
      reply: (f) => `Thanks, ${f.name}. We'll email ${f.email} about the ${f.space} on ${f.date}.`,
    },
    "/harvest/send": {
      title: "You're on the list",
      reply: (f) => `Thanks, ${f.name}. We'll email ${f.email} in August with the harvest dates.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
