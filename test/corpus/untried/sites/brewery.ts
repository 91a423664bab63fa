import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { breweryMorePages } from "./brewery-more";

// UNTRIED: the seventh held-out part of the corpus (Old Weir Brewing Co.), run once at the very end as an outside
// measurement: whoever tunes the engines must not read this file (see test/corpus/score.ts). A craft brewery with
// two taprooms whose hours sit side by side (one with a late Friday), a beer list as a table of price × ABV × diet,
// tours as cards whose days, times and prices each have a sibling on the next card, and a shop; the footer's number
// is the head office's, not a taproom's.
const page = shell({
  brand: "Old Weir Brewing Co.",
  tagline: "Small-batch beer from Weir Mill, poured in Ashcombe and Tolbury",
  nav: [
    ["Come and drink", "/taprooms"],
    ["What's pouring", "/beers"],
    ["Behind the scenes", "/tours"],
    ["Take some home", "/shop"],
    ["Getting it to you", "/delivery"],
    ["From the mill", "/news"],
    ["The people", "/about"],
    ["Before you come", "/faq"],
    ["Get in touch", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Old Weir Brewing Co. Ltd, Head Office, 2 Tannery Lane, Ashcombe AS3 1QT",
    phone: "01632 963 000",
    email: "cheers@oldweir.test",
    socials: ["Instagram", "Facebook", "Untappd"],
  },
});

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Every price has a sibling in its row (pint or can) and its column (the next beer). */
const BEERS: string[][] = [
  ["Weir Pale", "Pale ale", "4.2%", "£4.80", "£3.20", "Yes", "No"],
  ["Sluice Gate IPA", "West Coast IPA", "6.1%", "£5.90", "£4.10", "Yes", "No"],
  ["Ashcombe Gold", "Golden ale", "3.8%", "£4.50", "£2.90", "Yes", "Yes"],
  ["Night Shift", "Milk stout", "5.4%", "£5.20", "£3.60", "No (contains lactose)", "No"],
  ["Foxglove", "Raspberry sour", "4.6%", "£5.50", "£3.80", "Yes", "No"],
  ["Tolbury Helles", "Lager", "4.4%", "£5.00", "£3.40", "Yes", "Yes"],
  [
    "Long Night",
    "Imperial stout",
    "10.2%",
    "Thirds only, £3.90 a third",
    "£6.50",
    "No (aged on honey)",
    "No",
  ],
  ["Slack Water", "Alcohol-free pale", "0.5%", "£4.00", "£2.60", "Yes", "Yes"],
];

type Tour = [
  key: string,
  title: string,
  when: string,
  where: string,
  price: string,
  length: string,
  guide: string,
  places: string,
  ages: string,
];

const TOURS: Tour[] = [
  [
    "brewhouse",
    "Brewhouse tour",
    "Saturdays at 13:00 and 15:30",
    "The brewery, Ashcombe",
    "£18, with three tasting thirds",
    "90 minutes",
    "Rhiannon Tate",
    "16",
    "Over-18s only",
  ],
  [
    "family",
    "Family tour",
    "Sundays at 11:00",
    "The brewery, Ashcombe",
    "£12 for adults, £5 for under-18s, with soft drinks and crisps",
    "1 hour",
    "Rhiannon Tate",
    "20",
    "All ages",
  ],
  [
    "tasting",
    "Tasting flight evening",
    "Thursdays at 19:30",
    "Tolbury taproom",
    "£25, with six tasting thirds and a cheese board",
    "2 hours",
    "Meg Sutherland",
    "20",
    "Over-18s only",
  ],
  [
    "brewers-table",
    "Brewer's table supper",
    "Friday 11 December 2026 and Friday 15 January 2027 at 19:00",
    "The brewery, Ashcombe",
    "£42, with a four-course pairing menu",
    "2 hours 30 minutes",
    "Dan Okafor",
    "12",
    "Over-18s only",
  ],
  [
    "brew-day",
    "Brew day experience",
    "Wednesday 13 January 2027 and Wednesday 10 February 2027 at 08:30",
    "The brewery, Ashcombe",
    "£140, with lunch and a case of the beer you brew",
    "A full day, until about 16:00",
    "Dan Okafor",
    "4",
    "Over-18s only",
  ],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Old Weir Brewing Co.",
    `<p class="banner" role="status"><strong>It's back:</strong> our winter imperial stout returns on Friday
    4 December. <a href="/news">Read more</a></p>
    <p>Independent beer brewed in an old corn mill on the River Ash since 2017, and poured fresh in our two
    taprooms: one at the brewery in Ashcombe, one on Corn Street in Tolbury.</p>
    <p><a href="/taprooms">Pull up a stool</a> · <a href="/tours">See how it's made</a> ·
    <a href="/shop">Cans to your door</a></p>
    <h2>Lately</h2>${cards([
      ["24 November 2026", "The big one returns", "Thirds only, from 4 December.", "/news"],
      ["18 November 2026", "Festive times", "When we're open over Christmas.", "/news"],
    ])}
    <h2>Brewed by the weir</h2><p>Our 20-barrel brewhouse runs on solar power from the mill roof for most of the
    summer, and our spent grain feeds the cattle at Lower Fold Farm.</p>`,
  ),
  "/taprooms": page(
    "Come and drink",
    table(
      "Taproom opening hours",
      ["Day", "Ashcombe (at the brewery)", "Tolbury"],
      [
        ["Monday", "Closed", "Closed"],
        ["Tuesday", "Closed", "16:00–22:00"],
        ["Wednesday", "16:00–22:00", "16:00–22:00"],
        ["Thursday", "16:00–22:00", "16:00–23:00"],
        ["Friday", "12:00–00:30 (late licence)", "16:00–23:00"],
        ["Saturday", "12:00–23:00", "12:00–23:00"],
        ["Sunday", "12:00–18:00", "12:00–20:00"],
      ],
    ) +
      `<p>Last orders are 30 minutes before we close. Christmas and New Year times are in
      <a href="/news">the news</a>.</p><h2>Ashcombe</h2>` +
      dl([
        ["Address", "Unit 6, Weir Mill, Mill Road, Ashcombe AS3 2BW"],
        ["Phone", "01632 963 111"],
        ["Seats", "120 inside and 60 more in the yard"],
        ["Food", "Wood-fired pizza from the Dough Boys van, Friday to Sunday"],
        ["Access", "Step-free throughout, with an accessible toilet"],
        ["Parking", "Free in the Weir Mill car park after 17:00 and at weekends"],
        ["Getting here", "10 minutes' walk from Ashcombe station"],
      ]) +
      `<h2>Tolbury</h2>` +
      dl([
        ["Address", "22 Corn Street, Tolbury TL1 4PX"],
        ["Phone", "01632 963 222"],
        ["Seats", "70, across two floors"],
        ["Food", "Toasties and pies from the bar whenever we're open"],
        ["Access", "Step-free on the ground floor; the upstairs bar is up 14 stairs"],
        ["Parking", "None of our own: use the Corn Street pay-and-display"],
        ["Getting here", "Buses 7 and 12 stop outside"],
      ]),
  ),
  "/beers": page(
    "What's pouring",
    `<p>Everything we brew, on tap in both taprooms and in cans to take away. Tolbury also has four guest taps
    that change every week.</p>` +
      table(
        "Our beers",
        ["Beer", "Style", "ABV", "Pint in our taprooms", "Can to take away", "Vegan", "Gluten-free"],
        BEERS,
      ) +
      `<p>Cans are 440ml, except Long Night (330ml). A half costs half the pint price, rounded up to the next
      10p. Our gluten-free beers are brewed with barley and treated to remove gluten (tested below 20 ppm).</p>`,
  ),
  "/tours": page(
    "Behind the scenes",
    `<p>See where the beer is made, meet the brewers and taste it straight from the tank.</p>
    <div class="cards">${TOURS.map(
      ([, title, when, where, price, length, guide, places, ages]) =>
        `<article class="card"><h3>${title}</h3>${dl([
          ["When", when],
          ["Where", where],
          ["Price", price],
          ["How long", length],
          ["Your guide", guide],
          ["Places", places],
          ["Ages", ages],
        ])}</article>`,
    ).join("")}</div>
    <p>Cancel at least 72 hours before for a full refund. There are no tours on 26 December or 1 January.</p>
    <h2>Book a place</h2>
    <form method="post" action="/tours/book">
    <p><label>Tour <select name="tour">${options(TOURS.map(([key, title, , where]) => [key, `${title}, ${where}`]))}
    </select></label></p>
    <p><label>Date <input type="date" name="date" required></label></p>
    <p><label>Time <select name="time">${options(
      ["08:30", "11:00", "13:00", "15:30", "19:00", "19:30"].map((t) => [t, t]),
    )}</select></label></p>
    <p><label>Number of people <input type="number" name="people" min="1" max="16" value="1"></label></p>
    <p><label>Name <input name="name" required></label></p>
    <p><label>Email <input type="email" name="email" required></label></p>
    <button type="submit">Book the tour</button></form>`,
  ),
  "/shop": page(
    "Take some home",
    `<p>Order online for delivery, or collect from the Ashcombe taproom the next day for free.</p>` +
      table(
        "Bestsellers",
        ["Item", "Price"],
        [
          ["Mixed case, 12 cans", "£38"],
          ["Core four-pack (Weir Pale, Sluice Gate IPA, Ashcombe Gold, Slack Water)", "£13"],
          ["Long Night gift box, with a tasting glass", "£24"],
          ["Old Weir T-shirt", "£22"],
          ["Tour gift voucher", "From £18"],
          ["Gift card", "£10 to £100"],
        ],
      ) +
      `<p>Orders placed by 12:00 Monday to Thursday are sent the same day. What it costs to send:
      <a href="/delivery">postage and zones</a>.</p>`,
  ),
  ...breweryMorePages(page),
};

export const BREWERY: CorpusSite = {
  name: "brewery",
  pages,
  layout: page,
  forms: {
    "/tours/book": {
      title: "Tour booked",
      reply: (f) =>
        `Cheers, ${f.name}! ${f.people || "1"} place(s) on the ${f.tour} tour on ${f.date} at ${f.time} are ` +
        `booked. Your tickets are on their way to ${f.email}. Booking reference OW-3318.`,
    },
    "/newsletter/join": {
      title: "You're on the list",
      reply: (f) =>
        `Thanks, ${f.name}. We'll send news from the ${f.taproom} taproom and new releases to ${f.email}.`,
    },
  },
};
