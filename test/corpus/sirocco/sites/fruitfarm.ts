import type { FixturePage } from "../../../helpers/fixture-site";
import { groupedTable, line, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { fruitfarmAboutPages } from "./fruitfarm-about";
import { fruitfarmMorePages } from "./fruitfarm-more";

// SIROCCO: the forty-fourth held-out part of the corpus (Fellbrook Farm), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A pick-your-own fruit farm at Kestlebury with a farm shop and café, a pumpkin patch in
// October and a Christmas tree field, reached by two entrances with a car park each (Fellbrook Lane for the shop and
// the fields, Tenter Lane for the trees). Picking prices by fruit a kg and a punnet under a two-level heading with the
// months each is in season, the vegetables, what's picking now and a price rise from June 2027, the rules on dogs,
// ladders and eating as you pick, opening hours by season and day (one cell spanning each season's rows) with last
// entry, the tree field's own hours and Christmas and New Year, the Pumpkin Festival that has finished with 2026's
// tickets by age and day, Christmas trees by species and height band cut your own or ready cut (one cell spanning a
// row's four prices), stands, netting and delivery by zone, Santa's Hayloft with tickets by age and day and its
// sessions by date and time with places left or sold out, the café's menu, school visits by key stage a pupil with
// 2027's prices, children's parties, the family and team as cards, FAQs, dated news (with 2025's prices), a footer
// with the company, VAT and organic licence numbers and an "Open every day, all year round" that no part of the farm
// keeps, forms to book the Hayloft, reserve a tree, ask about a school visit, book a party and send a message, and two
// pages only the site's search finds.
const shellPage = shell({
  brand: "Fellbrook Farm",
  tagline:
    "Pick your own, pumpkins and Christmas trees at Kestlebury, farmed by the Oakley family since 1952",
  nav: [
    ["In the fields", "/picking"],
    ["Plan your day", "/visit"],
    ["Halloween", "/pumpkins"],
    ["The tree field", "/trees"],
    ["Santa's Hayloft", "/hayloft"],
    ["Shop &amp; café", "/shop"],
    ["Learning", "/schools"],
    ["Celebrate", "/parties"],
    ["The farm", "/team"],
    ["Good to know", "/faq"],
    ["Farm diary", "/news"],
    ["Find us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Fellbrook Farm, Fellbrook Lane, Kestlebury KB4 7FL",
    phone: "01632 961 540",
    email: "hello@fellbrookfarm.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the company, VAT and organic licence numbers, and an "open every day" nothing on the farm keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open every day, all year round · Fellbrook Farm Ltd, registered in England and Wales no. 07736152 · " +
      "VAT no. GB 402 7781 39 · Soil Association organic licence no. P4471, for our apples and pears only</p>",
  );

/** Pick your own fruit: fruit, in season, a kg picked by you, a punnet ready picked. */
const FRUIT: [string, string, string, string][] = [
  ["Strawberries", "June to September", "£6.50", "£3.20 for 400g"],
  ["Raspberries", "July to early October", "£11", "£3.80 for 225g"],
  ["Blueberries", "Mid-July to August", "£12.50", "£4.20 for 250g"],
  ["Cherries", "July", "£14", "£4.95 for 300g"],
  ["Gooseberries", "Late June to July", "£5.80", "–"],
  ["Redcurrants and blackcurrants", "July", "£8", "–"],
  ["Blackberries, thornless", "August to September", "£9.50", "£3.50 for 225g"],
  ["Plums", "August to mid-September", "£4.20", "–"],
  ["Apples", "September to October", "£2.80", "–"],
  ["Pears", "September to October", "£3.10", "–"],
];

/** Pick your own vegetables and flowers: crop, in season, price. */
const VEG: string[][] = [
  ["Runner beans", "July to September", "£4.50 a kg"],
  ["Sweetcorn", "August to September", "75p a cob"],
  ["Sunflowers", "August to September", "£1.20 a stem"],
  ["Kale", "October to March", "£4 a kg"],
  ["Brussels sprouts, on the stalk", "November to February", "£2.50 a stalk"],
  ["Leeks", "November to February", "60p each"],
  ["Parsnips", "November to January", "£1.80 a kg"],
];

/** The two entrances side by side. */
const ENTRANCES: string[][] = [
  ["Address", "Fellbrook Lane, Kestlebury KB4 7FL", "Tenter Lane, Kestlebury KB4 7TL"],
  [
    "For",
    "The farm shop and café, pick your own, Santa's Hayloft, parties and school visits",
    "The Christmas tree field, and the pumpkin patch in October",
  ],
  ["Open", "All year", "In October, and from Saturday 28 November to Wednesday 23 December"],
  ["Parking", "120 spaces, free", "250 spaces on the grass, free"],
  ["Toilets", "Yes, with baby changing, by the café", "Portable toilets by the barn"],
  [
    "Getting around",
    "Step-free paths to the shop, the café and the strawberry tabletops",
    "Grass and farm track; we'll carry your tree to the car",
  ],
];

/** Opening times by season: days, farm shop, café, the fields. */
const HOURS: [string, string[][]][] = [
  [
    "Summer, June to September",
    [
      ["Monday to Friday", "08:30 to 18:00", "09:00 to 17:00", "09:00 to 17:30, last entry 16:30"],
      ["Saturday and Sunday", "09:00 to 17:00", "09:00 to 16:30", "09:00 to 17:00, last entry 16:00"],
    ],
  ],
  [
    "October",
    [
      [
        "Monday to Friday",
        "09:00 to 17:30",
        "09:00 to 16:30",
        "The pumpkin patch, 10:00 to 16:00, last entry 15:00",
      ],
      ["Saturday and Sunday", "09:00 to 17:00", "09:00 to 16:30", "The Pumpkin Festival, by time slot"],
    ],
  ],
  [
    "November to May",
    [
      ["Monday", "Closed", "Closed", "Closed"],
      [
        "Tuesday to Friday",
        "09:00 to 17:00",
        "09:30 to 16:00",
        "Vegetable picking, 10:00 to 15:00, last entry 14:30",
      ],
      [
        "Saturday and Sunday",
        "09:00 to 16:00",
        "09:30 to 15:30",
        "Vegetable picking, 10:00 to 15:00, last entry 14:30",
      ],
    ],
  ],
];

/** Christmas and New Year: day, farm shop, café, the tree field. */
const CHRISTMAS: string[][] = [
  ["Wednesday 23 December", "09:00 to 17:00", "09:30 to 16:00", "10:00 to 16:00, its last day"],
  [
    "Christmas Eve, Thursday 24 December",
    "08:00 to 14:00",
    "09:00 to 13:00",
    "Closed; ready-cut trees from the farm shop until 12:00",
  ],
  ["Christmas Day and Boxing Day", "Closed", "Closed", "Closed"],
  ["Sunday 27 to Wednesday 30 December", "10:00 to 16:00", "Closed", "Closed"],
  ["New Year's Eve, Thursday 31 December", "09:00 to 14:00", "09:30 to 13:00", "Closed"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed", "Closed"],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Fellbrook Farm",
    `<p class="banner" role="status"><strong>The tree field opens on Saturday 28 November.</strong> Cut your own
    or choose one ready cut, at the Tenter Lane entrance. <a href="/trees">Trees and prices</a>.</p>
    <p>Strawberries in June, pumpkins in October and Christmas trees in December: 180 acres on the edge of
    Kestlebury, with a farm shop and café open all year.</p>
    <p><a href="/picking">What's picking</a> · <a href="/hayloft">Santa's Hayloft</a> · <a href="/visit">Getting
    here</a></p>
    <h2>Farm diary</h2>${cards([
      ["20 November 2026", "The tree field opens on Saturday 28 November", "Trees from £19.", "/news"],
      ["2 November 2026", "A record Pumpkin Festival", "Thank you for coming.", "/news"],
      ["28 September 2026", "The last strawberries", "See you in June.", "/news"],
    ])}
    <h2>This season</h2>${cards([
      ["From £26", "Christmas trees", "Nordmann Fir and Norway Spruce.", "/trees"],
      ["From £13.50 a child", "Santa's Hayloft", "Weekends from 5 December.", "/hayloft"],
      ["£2.50 a stalk", "Brussels sprouts", "Pick your own, Tuesday to Sunday.", "/picking"],
    ])}`,
  ),
  "/picking": page(
    "In the fields",
    `<p>Pick your own from June to October, and vegetables through the winter. No need to book: come in opening
    hours, take a punnet from the field hut and pay for what you pick as you leave.</p>
    <p class="notice"><strong>Picking now, from Tuesday 24 November:</strong> Brussels sprouts, kale, leeks and
    parsnips, Tuesday to Sunday. Fruit picking has finished for 2026; strawberries are back in June.</p>` +
      groupedTable(
        "Pick your own fruit",
        ["Fruit", "In season"],
        [["Price", ["A kg, picked by you", "A punnet, ready picked, from the shop"]]],
        FRUIT,
      ) +
      table("Vegetables and flowers", ["Crop", "In season", "Price"], VEG) +
      `<p class="notice"><strong>From 1 June 2027:</strong> strawberries will be £6.90 a kg and raspberries £11.80
      a kg. Every other price stays the same.</p>` +
      dl([
        [
          "Containers",
          "Punnets and trays are free from the field hut. We weigh what you've picked at the hut as you leave",
        ],
        ["Eating as you pick", "Please don't: we add a grazing charge of £1 a person at the hut if you do"],
        [
          "Dogs",
          "Only assistance dogs in the fruit and vegetable fields. Dogs on a lead are welcome in the pumpkin patch and the tree field",
        ],
        [
          "Ladders",
          "Not allowed in the orchard, ours or your own: borrow a long-handled apple picker, free, from the hut",
        ],
        ["Children", "Under 16s pick with an adult"],
        ["Paying", "Card or cash at the field hut"],
        ["Getting around", "The strawberry tabletops are on a level path; the raspberry rows are grass"],
      ]),
  ),
  "/visit": page(
    "Plan your day",
    `<p>We have two entrances, a mile apart, each with its own car park. Come to the right one: the lanes between
    them are narrow.</p>` +
      table("Our two entrances", ["", "The Farm Shop entrance", "The Tree Field entrance"], ENTRANCES) +
      spanTable("Opening times", ["Season", "Days", "Farm shop", "Café", "The fields"], HOURS) +
      line(
        "The tree field",
        "Saturday 28 November to Wednesday 23 December, every day: Monday to Friday 10:00 to 16:00, Saturday and Sunday 09:00 to 16:30; the last saw is handed out 45 minutes before closing",
      ) +
      table("Christmas and New Year", ["", "Farm shop", "Café", "The tree field"], CHRISTMAS) +
      `<p>Our winter hours again from Saturday 2 January.</p>` +
      line(
        "Tree recycling",
        "Bring your real tree, with no tinsel or pot, to the Tree Field car park from Saturday 2 to Sunday 10 January, 10:00 to 15:00, for a donation to Kestlebury Hospice",
      ),
  ),
  ...fruitfarmMorePages(page, contact),
  ...fruitfarmAboutPages(page, contact),
};

export const FRUITFARM: CorpusSite = {
  name: "fruitfarm",
  pages,
  layout: page,
  forms: {
    "/hayloft/book/send": {
      title: "Your visit to Santa is booked",
      reply: (f) =>
        `Thank you, ${f.name}. You're booked for ${f.date} at ${f.time}: ${f.children} child(ren) and ${f.adults} adult(s). Your tickets are on their way to ${f.email}.`,
    },
    "/trees/reserve/send": {
      title: "Your tree is reserved",
      reply: (f) =>
        `Thank you, ${f.name}. A ${f.height}ft ${f.tree} is reserved for ${f.date}; we've emailed ${f.email}.`,
    },
    "/schools/enquire/send": {
      title: "Thank you",
      reply: (f) =>
        `Thank you, ${f.name}. Sally will email ${f.email} about ${f.date} within 2 working days.`,
    },
    "/parties/book/send": {
      title: "Party request sent",
      reply: (f) =>
        `Thank you, ${f.name}. We'll check ${f.date} and email ${f.email} to take the £50 deposit.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
