import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { gardenMorePages } from "./garden-more";

// UNSEEN: the sixth held-out part of the corpus (Hollybrook Garden Centres), run once at the very end as an outside
// measurement: whoever tunes the engines must not read this file (see test/corpus/score.ts). A garden centre with
// two branches whose hours and cafés sit side by side, Christmas trees priced by height × kind, workshops and
// grottos as cards whose dates, places and prices each have a sibling on the next card; the footer's number is the
// head office's, not a branch's.
const page = shell({
  brand: "Hollybrook Garden Centres",
  tagline: "Plants, gifts and good advice in Aldwick and Penmoor",
  nav: [
    ["Plan your visit", "/branches"],
    ["Eat and drink", "/cafe"],
    ["Festive", "/christmas"],
    ["Learn with us", "/workshops"],
    ["Getting it home", "/delivery"],
    ["Green Card", "/club"],
    ["Latest", "/news"],
    ["Our roots", "/about"],
    ["Ask us", "/faq"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Hollybrook Garden Centres Ltd, Head Office, Unit 3 Station Yard, Aldwick AL4 1SY",
    phone: "01632 961 000",
    email: "hello@hollybrook.test",
    socials: ["Facebook", "Instagram", "Pinterest"],
  },
});

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const BRANCHES: [string, string][] = [
  ["aldwick", "Hollybrook Aldwick"],
  ["riverside", "Hollybrook Riverside, Penmoor"],
];

type Workshop = [
  key: string,
  title: string,
  when: string,
  where: string,
  price: string,
  tutor: string,
  places: string,
];

const WORKSHOPS: Workshop[] = [
  [
    "wreath-aldwick",
    "Wreath making",
    "Thursday 3 December 2026, 19:00–21:30",
    "Aldwick",
    "£45, with materials and mulled wine",
    "Sally Pryce",
    "16",
  ],
  [
    "wreath-riverside",
    "Wreath making",
    "Saturday 12 December 2026, 10:00–12:30",
    "Riverside",
    "£42, with materials and mince pies",
    "Sally Pryce",
    "12",
  ],
  [
    "centrepiece",
    "Festive table centrepiece",
    "Wednesday 16 December 2026, 18:30–20:30",
    "Aldwick",
    "£38",
    "Sally Pryce",
    "14",
  ],
  [
    "roses",
    "Winter rose pruning",
    "Saturday 9 January 2027, 10:30–12:00",
    "Riverside",
    "£18",
    "Tom Keeble",
    "20",
  ],
  [
    "bug-hotel",
    "Bug hotel club (ages 5–11)",
    "Saturday 20 February 2027, 10:00–11:00",
    "Aldwick",
    "£6 per child; a grown-up stays free",
    "Jas Bhatt",
    "10 children",
  ],
  [
    "seeds",
    "Seed sowing for beginners",
    "Saturday 6 March 2027, 10:30–12:00",
    "Aldwick",
    "£15",
    "Tom Keeble",
    "20",
  ],
];

const TREES: string[][] = [
  ["Pot-grown, about 3 ft", "£34", "Not available", "£24"],
  ["4–5 ft", "£39", "£45", "£29"],
  ["5–6 ft", "£49", "£55", "£36"],
  ["6–7 ft", "£62", "£69", "£45"],
  ["7–8 ft", "£79", "£89", "£58"],
];

const SLOTS = [
  "10:00",
  "10:30",
  "11:00",
  "11:30",
  "12:00",
  "13:00",
  "13:30",
  "14:00",
  "14:30",
  "15:00",
  "15:30",
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Hollybrook Garden Centres",
    `<p>Two family-run garden centres: Hollybrook Aldwick on Mill Lane, and Hollybrook Riverside by the canal in
    Penmoor. Plants grown in our own nursery, gifts, aquatics at Aldwick and a café at each centre.</p>
    <p><a href="/branches">Plan your visit</a> · <a href="/christmas">The forest has arrived</a> ·
    <a href="/workshops">Get your hands dirty</a></p>
    <h2>This week</h2>${cards([
      [
        "24 November 2026",
        "Late nights at Aldwick",
        "Shop after work on Thursdays before Christmas.",
        "/news",
      ],
      ["19 November 2026", "Riverside car park", "Resurfacing work next week.", "/news"],
    ])}
    <h2>Grown in Aldwick</h2><p>Most of our perennials and shrubs come from the Hollybrook nursery behind the
    Aldwick centre, where we have grown plants since 1978.</p>`,
  ),
  "/branches": page(
    "Plan your visit",
    table(
      "Winter opening hours (from 1 November)",
      ["Day", "Aldwick", "Riverside"],
      [
        ["Monday", "09:00–17:30", "08:30–18:00"],
        ["Tuesday", "09:00–17:30", "08:30–18:00"],
        ["Wednesday", "09:00–17:30", "08:30–18:00"],
        ["Thursday", "09:00–20:00", "08:30–18:00"],
        ["Friday", "09:00–17:30", "08:30–18:00"],
        ["Saturday", "09:00–18:00", "08:30–17:30"],
        ["Sunday", "10:30–16:30 (browsing from 10:00)", "10:00–16:00"],
      ],
    ) +
      `<p>Aldwick stays open until 20:00 on Thursdays until 17 December. Christmas and New Year times are in our
      <a href="/news">latest news</a>.</p><h2>Hollybrook Aldwick</h2>` +
      dl([
        ["Address", "Mill Lane, Aldwick AL4 7HB"],
        ["Phone", "01632 961 101"],
        ["Parking", "220 free spaces, 12 of them for blue badge holders"],
        ["Electric car charging", "4 chargers, 45p per kWh"],
        ["Café", "The Potting Shed"],
        ["Also here", "Aldwick Aquatics (fish and ponds) and the Hollybrook nursery"],
        ["Dogs", "Welcome on a lead, but not in the café"],
        ["Toilets", "Including a Changing Places toilet"],
      ]) +
      `<h2>Hollybrook Riverside</h2>` +
      dl([
        ["Address", "14 Towpath Road, Penmoor PN2 3RS"],
        ["Phone", "01632 961 202"],
        ["Parking", "90 free spaces, 6 of them for blue badge holders"],
        ["Electric car charging", "None yet"],
        ["Café", "Riverside Kitchen, with a terrace over the canal"],
        ["Also here", "An outdoor play area for under-8s"],
        ["Dogs", "Welcome everywhere, including the café terrace"],
        ["Toilets", "Accessible toilet and baby change"],
      ]),
  ),
  "/christmas": page(
    "Festive",
    `<p>Our Christmas trees come from the Hollybrook plantation in the Penmoor hills and arrive at both centres
    on Saturday 28 November.</p>` +
      table("Christmas trees", ["Height", "Nordmann fir", "Fraser fir", "Norway spruce"], TREES) +
      dl([
        ["Netting and drilling for a stand", "Free"],
        ["Tree stands", "From £14.99"],
        ["Tree delivery", "£10 within 10 miles of either centre"],
        ["Recycling", "Bring your real tree back between 2 and 16 January and we will chip it for free"],
      ]) +
      `<h2>Meet Santa</h2>` +
      cards([
        [
          "Aldwick",
          "The Woodland Grotto",
          "Saturdays and Sundays from 28 November to 20 December, then every day from 21 to 24 December. £12.50 for each child, with a wrapped present; grown-ups free.",
        ],
        [
          "Riverside",
          "Santa's Boathouse",
          "Saturdays 5, 12 and 19 December and Wednesday 23 December. £10 for each child, with a selection box; grown-ups free.",
        ],
      ]) +
      `<p>Visits last about 15 minutes and must be booked. Children under 1 visit free without a present.</p>
      <form method="post" action="/christmas/grotto/book">
      <p><label>Grotto <select name="grotto">${options([
        ["aldwick", "The Woodland Grotto, Aldwick"],
        ["riverside", "Santa's Boathouse, Riverside"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options(SLOTS.map((t) => [t, t]))}</select></label></p>
      <p><label>Children <input type="number" name="children" min="1" max="6" value="1"></label></p>
      <p><label>Adults <input type="number" name="adults" min="0" max="6" value="1"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Book the visit</button></form>`,
  ),
  "/workshops": page(
    "Learn with us",
    `<p>Small friendly classes in our potting barns. Everything you need is provided; just bring gloves.</p>
    <div class="cards">${WORKSHOPS.map(
      ([, title, when, where, price, tutor, places]) =>
        `<article class="card"><h3>${title}</h3>${dl([
          ["When", when],
          ["Where", where],
          ["Price", price],
          ["Led by", tutor],
          ["Places", places],
        ])}</article>`,
    ).join("")}</div>
    <p>Cancel at least 7 days before for a full refund; after that we can move you to another date.</p>
    <form method="post" action="/workshops/book">
    <p><label>Workshop <select name="workshop">${options(
      WORKSHOPS.map(([key, title, when, where]) => [key, `${title}, ${where}, ${when.split(",")[0]}`]),
    )}</select></label></p>
    <p><label>Places <input type="number" name="places" min="1" max="6" value="1"></label></p>
    <p><label>Name <input name="name" required></label></p>
    <p><label>Email <input type="email" name="email" required></label></p>
    <p><label>Phone <input type="tel" name="phone"></label></p>
    <button type="submit">Book places</button></form>`,
  ),
  ...gardenMorePages(page, BRANCHES),
};

export const GARDEN: CorpusSite = {
  name: "garden",
  pages,
  layout: page,
  forms: {
    "/christmas/grotto/book": {
      title: "Santa visit booked",
      reply: (f) =>
        `Thank you, ${f.name}. Your visit to the ${f.grotto} grotto is on ${f.date} at ${f.time} for ` +
        `${f.children || "1"} child(ren) and ${f.adults || "0"} adult(s). Please pay at the grotto; we have emailed ${f.email}.`,
    },
    "/workshops/book": {
      title: "Places booked",
      reply: (f) =>
        `Thanks, ${f.name}. We have booked ${f.places || "1"} place(s) on the ${f.workshop} workshop and sent ` +
        `the details to ${f.email}. Booking reference HB-4471.`,
    },
    "/cafe/book": {
      title: "Table booked",
      reply: (f) =>
        `Thank you, ${f.name}. Afternoon tea for ${f.guests || "2"} at ${f.cafe} on ${f.date} at ${f.time} is ` +
        `booked. We will call ${f.phone} if anything changes.`,
    },
  },
};
