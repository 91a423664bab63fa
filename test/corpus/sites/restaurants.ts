import type { FixturePage } from "../../helpers/fixture-site";
import type { CorpusSite } from "../serve";
import { cards, dl, shell } from "./kit";
import { restaurantMenuPages } from "./restaurants-menus";

// Tallow Lane Kitchens: two restaurants and a bakery counter whose prices, hours and allergens sit next to each
// other's, with delivery fees and card dates as the numbers a careless reader picks up instead.
const page = shell({
  brand: "Tallow Lane Kitchens",
  tagline: "Two restaurants and a bakery in Carrowby",
  nav: [
    ["Eat with us", "/restaurants"],
    ["Reserve", "/book"],
    ["Bakery counter", "/bakery"],
    ["Journal", "/journal"],
    ["Our story", "/our-story"],
    ["Gift", "/gift"],
  ],
  footer: {
    year: 2026,
    address: "Tallow Lane Kitchens Ltd, 2 Tallow Lane, Carrowby CW1 1TL",
    phone: "01632 961 000",
    email: "hello@tallowlane.test",
    socials: ["Instagram", "TikTok"],
  },
});

const TIMES = [
  "12:00",
  "12:30",
  "13:00",
  "13:30",
  "17:30",
  "18:00",
  "18:30",
  "19:00",
  "19:30",
  "20:00",
  "20:30",
  "21:00",
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Tallow Lane Kitchens",
    `<p>Cooking over fire in Carrowby since 2014.</p>` +
      cards([
        [
          "Seafood",
          "The Pellin Room",
          "Charcoal-grilled fish above the harbour.",
          "/restaurants/pellin-room",
        ],
        ["Grill", "Caspian Yard", "Flatbreads and embers in Ropewalk Yard.", "/restaurants/caspian-yard"],
        ["Bakery", "Loaf &amp; Lantern", "Bread, buns and cakes from 7:30.", "/bakery"],
      ]) +
      `<h2>From the journal</h2>` +
      cards([
        [
          "19 November 2026",
          "Winter menu at The Pellin Room",
          "Hake, crab and treacle tart are back.",
          "/journal",
        ],
      ]),
  ),
  "/restaurants": page(
    "Our restaurants",
    cards([
      ["Open Tuesday to Sunday", "The Pellin Room", "8 Harbour Steps.", "/restaurants/pellin-room"],
      ["Open every day", "Caspian Yard", "Unit 4, Ropewalk Yard.", "/restaurants/caspian-yard"],
    ]),
  ),
  "/book": page(
    "Reserve a table",
    `<p>We hold tables for 15 minutes. For eight or more, please call the restaurant.</p>
    <form method="post" action="/book">
    <p><label>Restaurant <select name="restaurant"><option value="pellin-room">The Pellin Room</option>
    <option value="caspian-yard">Caspian Yard</option></select></label></p>
    <p><label>Date <input name="date" placeholder="DD/MM/YYYY" required></label></p>
    <p><label>Time <select name="time">${TIMES.map((t) => `<option value="${t}">${t}</option>`).join("")}</select></label></p>
    <p><label>Guests <input type="number" name="guests" min="1" max="7" value="2"></label></p>
    <p><label>Name <input name="name" required></label></p>
    <p><label>Phone <input type="tel" name="phone" required></label></p>
    <p><label>Anything we should know? <textarea name="notes"></textarea></label></p>
    <button type="submit">Reserve</button></form>`,
  ),
  "/journal": page(
    "Journal",
    cards([
      [
        "19 November 2026",
        "Winter menu at The Pellin Room",
        "Cured hake, crab crumpets and treacle tart are back.",
      ],
      ["2 November 2026", "Chef of the Year", "Kasimir Oduya was named Carrowby Chef of the Year 2026."],
      [
        "15 October 2026",
        "Sunday bread",
        "Loaf &amp; Lantern will open on Sundays from 1 November, 7:30–15:00, after two years of Saturday-only weekends.",
      ],
    ]),
  ),
  "/our-story": page(
    "Our story",
    `<p>Siblings Wenna and Jory Treloar founded Tallow Lane Kitchens in 2014, when they opened The Pellin Room in a
    former net loft. Caspian Yard followed in 2019 and the Loaf &amp; Lantern counter in 2022.</p>` +
      dl([
        ["Founded", "2014"],
        ["Founders", "Wenna Treloar and Jory Treloar"],
        ["Staff", "64"],
      ]),
  ),
  "/gift": page(
    "Gift cards",
    `<p>Gift cards can be used at both restaurants and the bakery counter.</p>` +
      dl([
        ["Values", "£25, £50 or £100"],
        ["Valid for", "24 months from purchase"],
        ["Delivery", "By email straight away, or by post for £1.50"],
      ]),
  ),
  // Linked from nowhere: only the site's search finds it.
  "/private-dining": page(
    "The Lamplighter Room",
    `<p>Our private dining room above The Pellin Room, with its own entrance from Harbour Steps.</p>` +
      dl([
        ["Seats", "14 at one table"],
        ["Minimum spend, Friday and Saturday", "£620"],
        ["Minimum spend, Sunday to Thursday", "£400"],
        ["Enquiries", "events@tallowlane.test"],
      ]),
  ),
  ...restaurantMenuPages(page),
};

export const RESTAURANTS: CorpusSite = {
  name: "restaurants",
  pages,
  layout: page,
  forms: {
    "/book": {
      title: "Table requested",
      reply: (f) =>
        `Thank you, ${f.name}. We have your request for ${f.guests} guests at ${f.restaurant} on ${f.date} at ${f.time}. ` +
        `We will text ${f.phone} to confirm.`,
    },
    "/bakery/order": {
      title: "Cake ordered",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.cake} cake will be ready to collect on ${f.collection_date}. We will call ${f.phone} if anything changes.`,
    },
  },
};
