import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// SCUD: the twenty-eighth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Church Row hours: day, hours. */
const CHURCH_ROW: string[][] = [
  ["Monday", "08:30–17:30"],
  ["Tuesday", "08:30–17:30"],
  ["Wednesday", "08:30–17:30"],
  ["Thursday", "08:30–19:00"],
  ["Friday", "08:30–17:30"],
  ["Saturday", "08:00–16:00"],
  ["Sunday", "Closed"],
];

/** Market Hall stall hours: day, hours. */
const MARKET_HALL: string[][] = [
  ["Monday", "Closed"],
  ["Tuesday", "09:00–15:00"],
  ["Wednesday", "09:00–15:00"],
  ["Thursday", "Closed"],
  ["Friday", "08:00–17:00"],
  ["Saturday", "08:00–17:00"],
  ["Sunday", "10:00–14:00"],
];

/** Christmas and New Year: day, Church Row, Market Hall. */
const CHRISTMAS: string[][] = [
  ["Thursday 24 December", "08:00–14:00", "08:00–13:00"],
  ["Friday 25 to Sunday 27 December", "Closed", "Closed"],
  ["Monday 28 to Wednesday 30 December", "10:00–16:00", "Closed"],
  ["Thursday 31 December", "08:30–15:00", "09:00–13:00"],
  ["Friday 1 January", "Closed", "Closed"],
  ["From Saturday 2 January", "Usual hours", "Usual hours"],
];

/** Subscriptions, a delivery: how often, Classic, Grand. */
const SUBSCRIPTIONS: string[][] = [
  ["Every week", "£30", "£50"],
  ["Every fortnight", "£33", "£54"],
  ["Every month", "£38", "£60"],
];

/** Workshops: date, workshop, where, time, tutor, price, spaces. */
const WORKSHOPS: string[][] = [
  [
    "Tuesday 1 December 2026",
    "Christmas door wreath",
    "Church Row",
    "18:30–21:00",
    "Ros Hebden",
    "£60",
    "4 spaces",
  ],
  [
    "Thursday 3 December 2026",
    "Christmas door wreath",
    "Church Row",
    "18:30–21:00",
    "Ros Hebden",
    "£60",
    "Full: waiting list",
  ],
  [
    "Saturday 5 December 2026",
    "Christmas door wreath",
    "Market Hall, upstairs room",
    "10:00–12:30",
    "Anya Lakhani",
    "£60",
    "6 spaces",
  ],
  [
    "Wednesday 9 December 2026",
    "Table wreath with candles",
    "Church Row",
    "18:30–20:30",
    "Freya Olsen",
    "£50",
    "5 spaces",
  ],
  [
    "Saturday 12 December 2026",
    "Christmas door wreath",
    "Church Row",
    "14:00–16:30",
    "Ros Hebden",
    "£60",
    "2 spaces",
  ],
  [
    "Saturday 23 January 2027",
    "Dried flower posies",
    "Church Row",
    "10:00–12:30",
    "Freya Olsen",
    "£48",
    "8 spaces",
  ],
  [
    "Saturday 13 February 2027",
    "Dried flower hoop",
    "Market Hall, upstairs room",
    "10:00–12:30",
    "Freya Olsen",
    "£52",
    "7 spaces",
  ],
];

/** A team card: name, role, what they do, where and when. */
const person = personCard;

const TEAM = `<div class="cards">${[
  person(
    "Ros Hebden",
    "Owner and head florist",
    "Opened Harebell &amp; Hedgerow in 2011. Does every wedding and every consultation, and teaches wreath making.",
    "Church Row: Tuesday to Saturday",
  ),
  person(
    "Kit Amberley",
    "Florist",
    "Funeral tributes, letters and casket sprays, and the weekday bouquets.",
    "Church Row: Monday to Friday",
  ),
  person(
    "Anya Lakhani",
    "Runs the Market Hall stall",
    "Buys at the flower market twice a week and makes the stall's bouquets while you wait.",
    "Market Hall: Tuesday, Wednesday, Friday, Saturday and Sunday",
  ),
  person(
    "Freya Olsen",
    "Dried flowers and workshops",
    "Grows and dries our everlasting flowers and makes every dried wreath. Teaches the dried flower workshops.",
    "Church Row: Wednesday and Thursday",
  ),
  person(
    "Joe Pickering",
    "Driver",
    "Delivers every order in zones 1 to 4, in our electric van since October.",
    "Monday to Saturday",
  ),
  person(
    "Nell Marsh",
    "Apprentice florist",
    "In her second year of a Level 3 floristry apprenticeship at Calderbrook College.",
    "Church Row on weekdays · Market Hall on Saturdays",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "19 November 2026",
    "Bouquet prices from 1 February",
    "From 1 February 2027 a Petite hand-tied goes from £30 to £32, a Classic from £45 to £48 and a Grand from £65 to £70. Arrangements in a vase, the Luxe, plants, tributes and subscriptions stay the same.",
  ],
  [
    "12 November 2026",
    "Wreaths are back",
    "Fresh door wreaths from Saturday 28 November at both counters, and wreath-making evenings at Church Row with a Saturday morning at the Market Hall.",
  ],
  [
    "5 November 2026",
    "Christmas and New Year",
    "On Christmas Eve we deliver the same day in zones 1 and 2 only, for orders by 11:00. Both counters are closed from 25 to 27 December and on 1 January; Church Row opens from 28 to 31 December, the stall only on the 31st.",
  ],
  [
    "20 October 2026",
    "A quieter van",
    "Joe now drives an electric van, so your flowers arrive without the fumes.",
  ],
  [
    "28 September 2026",
    "Sundays at the market",
    "Brackenford Market Hall opens on Sundays from 4 October, and so does our stall: 10:00 to 14:00.",
  ],
]);

const you = `<p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>`;

/** Subscriptions, workshops, shops, team, care, FAQs, news, contact and the three search-only pages. */
export function floristMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/subscriptions": page(
      "Flowers on repeat",
      `<p>A florist's choice bouquet at the door on a regular day, for you or as a present. Prices are for each
      delivery, with delivery included.</p>` +
        table("Subscriptions, a delivery", ["How often", "Classic", "Grand"], SUBSCRIPTIONS) +
        dl([
          ["Delivery day", "Thursdays in zones 1 and 2, Fridays in zone 3; not in zone 4 or by courier"],
          ["How long", "At least the first 3 deliveries; after that pause or stop with 7 days' notice"],
          ["First delivery", "Comes with a glass vase, free"],
          ["As a present", "3 or 6 months paid up front, with a card to say who it's from"],
          ["Lilies", "Never, if you tell us there's a cat at home"],
          ["Prices in February", "Subscriptions stay the same on 1 February"],
        ]) +
        `<p><a href="/subscriptions/start">Start a subscription</a></p>`,
    ),
    "/subscriptions/start": page(
      "Start a subscription",
      `<p>Choose how often and the size, and the day of the first delivery.</p>
        <form method="post" action="/subscriptions/start/send">
        <p><label>How often <select name="frequency">${options([
          ["weekly", "Every week"],
          ["fortnightly", "Every fortnight"],
          ["monthly", "Every month"],
        ])}</select></label></p>
        <p><label>Size <select name="size">${options([
          ["classic", "Classic"],
          ["grand", "Grand"],
        ])}</select></label></p>
        <p><label>First delivery <input type="date" name="start" required></label></p>
        <p><label>Lilies <select name="lilies">${options([
          ["ok", "Lilies are fine"],
          ["none", "No lilies, please"],
        ])}</select></label></p>
        <p><label>A present? <select name="gift">${options([
          ["no", "No, it's for me"],
          ["3-months", "Yes, 3 months paid up front"],
          ["6-months", "Yes, 6 months paid up front"],
        ])}</select></label></p>
        <p><label>Deliver to (name) <input name="recipient"></label></p>
        <p><label>Address <input name="address" required></label></p>
        <p><label>Postcode <input name="postcode" required></label></p>
        ${you}
        <button type="submit">Start</button></form>`,
    ),
    "/workshops": page(
      "Workshops",
      `<p>Make something to take home, with everything provided: flowers, foliage, tools, a hot drink and, in
      December, a mince pie.</p>` +
        table("Workshops", ["Date", "Workshop", "Where", "Time", "Tutor", "Price", "Spaces"], WORKSHOPS) +
        dl([
          ["How many", "Up to 10 at Church Row and 12 in the Market Hall's upstairs room"],
          ["Age", "16 and over; 16 and 17-year-olds with an adult who's booked too"],
          ["Bring", "Gardening gloves, and secateurs if you have your own"],
          [
            "Cancelling",
            "A full refund up to 7 days before; after that we'll move you to another date if there's room",
          ],
        ]) +
        `<p><a href="/workshops/book">Book a place</a></p>`,
    ),
    "/workshops/book": page(
      "Book a workshop",
      `<p>Book a place, or join the waiting list for a full workshop.</p>
        <form method="post" action="/workshops/book/send">
        <p><label>Workshop <select name="workshop">${options([
          ["wreath-2026-12-01", "Christmas door wreath, Tuesday 1 December, Church Row"],
          ["wreath-2026-12-03", "Christmas door wreath, Thursday 3 December, Church Row (waiting list)"],
          ["wreath-2026-12-05", "Christmas door wreath, Saturday 5 December, Market Hall"],
          ["table-wreath-2026-12-09", "Table wreath with candles, Wednesday 9 December, Church Row"],
          ["wreath-2026-12-12", "Christmas door wreath, Saturday 12 December, Church Row"],
          ["dried-posies-2027-01-23", "Dried flower posies, Saturday 23 January, Church Row"],
          ["dried-hoop-2027-02-13", "Dried flower hoop, Saturday 13 February, Market Hall"],
        ])}</select></label></p>
        <p><label>Places <select name="places">${options(
          ["1", "2", "3", "4", "5", "6"].map((p) => [p, p] as [string, string]),
        )}</select></label></p>
        ${you}
        <button type="submit">Book</button></form>`,
    ),
    "/shops": page(
      "Two counters",
      `<h2>Church Row</h2><p>31 Church Row, Calderbrook CK1 4RW, opposite St Anne's church: the shop at the front,
      the workroom behind. Phone 01632 965 731.</p>` +
        table("Church Row", ["Day", "Hours"], CHURCH_ROW) +
        `<h2>Market Hall</h2><p>Stall 14, Brackenford Market Hall, Fleece Street, Brackenford BK1 2MH, by the
        north doors. Phone 01632 965 738.</p>` +
        table("Market Hall stall", ["Day", "Hours"], MARKET_HALL) +
        table("Christmas and New Year", ["Day", "Church Row", "Market Hall"], CHRISTMAS) +
        dl([
          [
            "Parking for Church Row",
            "Two 20-minute bays outside for collections; Abbey Walk car park is 2 minutes' walk, £1.40 an hour",
          ],
          ["Parking for the Market Hall", "The market's own car park on Fleece Street, free for 2 hours"],
          ["Paying", "Cards and contactless at both counters; cash at Church Row only"],
          ["Collections", "From either counter: tell us which when you order"],
        ]),
    ),
    "/team": page("Who's who", `<p>Six of us, between the workroom, the market and the van.</p>${TEAM}`),
    "/care": page(
      "Keeping them fresh",
      dl([
        [
          "When they arrive",
          "A hand-tied will sit happily in its aqua pack for 2 days if you can't unwrap it",
        ],
        ["Stems", "Trim 2 cm off each stem at an angle before they go in the vase"],
        ["Water", "Change the water every two days, with a little of the flower food we send"],
        [
          "Where",
          "Away from radiators, sunny windowsills and the fruit bowl: ripening fruit makes flowers wilt",
        ],
        ["Drooping roses", "Trim the stems again and lay the roses in a sink of cool water for an hour"],
      ]) +
        `<h2>Lilies, cats and hay fever</h2><p>Every part of a lily is poisonous to cats: the petals, the leaves,
        the pollen and even the water in the vase. A cat only has to lick the pollen off its fur. If there's a cat
        at home, choose "no lilies" when you order and we'll leave them out at no charge. Our cat-safe plants are
        marked on the <a href="/plants">plants</a> page.</p>
        <p>Lily pollen stains: lift it off clothes with sticky tape, don't rub. For hay fever, ask for a low-pollen
        bouquet: roses, orchids, carnations and hydrangeas carry very little.</p>`,
    ),
    "/faq": page(
      "Asked a lot",
      `<h3>Can I choose exactly which flowers go in?</h3><p>For a Grand or a Luxe, yes: say in the notes. Petite and
      Classic bouquets are florist's choice in your colours.</p>
      <h3>Do you deliver on Sundays?</h3><p>No. The Market Hall stall is open on Sundays for collections.</p>
      <h3>Can you deliver to Calderbrook General Hospital?</h3><p>No: the hospital doesn't allow flowers on its
      wards, so we don't deliver there. Send them home for when they're back.</p>
      <h3>Can I order by phone?</h3><p>Yes, on 01632 965 731 until 17:00, Monday to Saturday.</p>
      <h3>What if nobody's in?</h3><p>A neighbour or a safe place, or we come back the next day at no charge.</p>
      <h3>Will they see the price?</h3><p>Never. Your message is handwritten on a card in an envelope.</p>
      <h3>Where do your flowers come from?</h3><p>From May to October about half are grown in the county; in winter
      most come through the Dutch auctions.</p>
      <h3>Can I collect a bouquet on the day?</h3><p>Yes, from either counter: order by 13:00 on a weekday and by
      11:00 on a Saturday.</p>`,
    ),
    "/news": page("Petal post", NEWS),
    "/contact": page(
      "Say hello",
      dl([
        ["Church Row, deliveries, weddings and funerals", "01632 965 731"],
        ["Market Hall stall", "01632 965 738"],
        ["Email", "hello@harebellhedgerow.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="topic">${options([
          ["order", "An order or a delivery"],
          ["wedding", "A wedding"],
          ["funeral", "A funeral"],
          ["subscription", "A subscription"],
          ["workshop", "A workshop"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your order and the recipient's address for 2 years, for your receipts and your next order.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Church Row has a step at the door and a ramp we can put out; the
      Market Hall is step-free. If anything is hard to use, ring 01632 965 731.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/prom": page(
      "Prom corsages and buttonholes",
      `<p>Matching flowers for the prom, in the colour of the dress or the tie.</p>` +
        dl([
          ["Wrist corsage", "£22"],
          ["Buttonhole", "£10"],
          ["A corsage and a matching buttonhole", "£30"],
          ["Order", "At least a week before, with a photo or a scrap of the fabric"],
          ["Collect", "From Church Row on the day, from 10:00"],
        ]),
    ),
    "/arch-hire": page(
      "Flower arch and vase hire for weddings and parties",
      `<p>Our moon gate arch, vases and candelabra, delivered, set up and taken away again.</p>` +
        dl([
          ["Moon gate arch, 2 m, on its own", "£95 to hire"],
          ["Moon gate arch dressed with fresh flowers", "From £350"],
          ["Glass hurricane vases", "£3 each"],
          ["Brass candelabra", "£25 each"],
          ["Where", "Zones 1 to 4; the arch needs a space 2.5 m wide"],
        ]),
    ),
    "/office-flowers": page(
      "Flowers for offices and restaurants",
      `<p>A fresh arrangement for your reception desk, restaurant or hotel lobby, changed on the same day every
      week or fortnight.</p>` +
        dl([
          ["Weekly", "From £45 a week for a reception arrangement"],
          ["Fortnightly", "From £55 a visit"],
          ["Contract", "3 months at least, then a month's notice"],
          ["Where", "Businesses in zones 1 to 3"],
        ]),
    ),
  };
}
