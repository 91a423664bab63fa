import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// UNMET: the eighth held-out part of the corpus (see test/corpus/score.ts), run once at the very end. Whoever
// tunes the engines must not read this file.

const NEWS = cards([
  [
    "19 November 2026",
    "Christmas opening",
    "Both offices are closed on 25 and 26 December and on 1 January. On 24 and 31 December the offices close at 13:00. You can get to your unit as usual every day except Christmas Day, when the gates stay shut.",
  ],
  [
    "3 November 2026",
    "More room at Eastwold",
    "Work has started on 40 new drive-up units at Eastwold, ready in March 2027. Ask at the store to go on the list.",
  ],
  [
    "14 October 2026",
    "Prices held",
    "We won't put up unit prices for anyone already storing with us before 1 April 2027.",
  ],
  [
    "22 September 2026",
    "A new manager at Eastwold",
    "Lucy Okoro, who joined us as an assistant manager in 2021, is now the store manager at Eastwold.",
  ],
]);

const OFFERS: [title: string, text: string][] = [
  [
    "Half price for 8 weeks",
    "50% off your first 8 weeks on a Medium, Large or Extra large unit at Eastwold. New customers only; you must stay at least 16 weeks and move in by 31 January 2027. Cover is charged at the full price.",
  ],
  [
    "Your first 4 weeks for £1",
    "On a Locker or a Small unit at Millbridge. New customers only, minimum stay 12 weeks. Reserve online by 20 December 2026.",
  ],
  [
    "A free disc padlock",
    "Reserve online at either store and we'll hand you a disc padlock (worth £14.99) when you move in.",
  ],
];

/** Each price has a sibling in the next row, each stock figure one in the other store's column. */
const SUPPLIES: string[][] = [
  ["Small box (40 × 30 × 30 cm)", "£2.20", "140", "85"],
  ["Medium box (45 × 35 × 35 cm)", "£2.95", "120", "60"],
  ["Large box (60 × 45 × 45 cm)", "£3.80", "75", "40"],
  ["Book box, extra strong", "£3.10", "30", "12"],
  ["Wardrobe box with hanging rail", "£12.50", "8", "Out of stock"],
  ["Packing tape, 48 mm × 66 m", "£2.40", "200", "150"],
  ["Bubble wrap, 750 mm × 10 m", "£7.99", "25", "18"],
  ["Mattress cover (double)", "£6.50", "20", "15"],
  ["Disc padlock", "£14.99", "40", "22"],
  ["Closed-shackle padlock", "£9.99", "15", "10"],
  ["Moving pack (20 boxes, tape and a marker)", "£49", "12", "6"],
];

const TEAM: [name: string, role: string, where: string][] = [
  ["Nadia Fairbairn", "Founder and managing director", "Millbridge"],
  ["Owen Prichard", "Store manager", "Millbridge"],
  ["Ben Castle", "Assistant manager", "Millbridge"],
  ["Farah Iqbal", "Business accounts", "Millbridge"],
  ["Lucy Okoro", "Store manager", "Eastwold"],
  ["Dan Reilly", "Van driver and maintenance", "Eastwold"],
];

/** The shop, offers, team, news, answers and quote pages, and two pages only the site's search finds. */
export function storageMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  stores: [string, string][],
  units: [string, string][],
): Record<string, FixturePage> {
  return {
    "/shop": page(
      "Packing shop",
      `<p>Everything you need to pack, at both store counters in office hours.</p>` +
        table(
          "Packing supplies",
          ["Item", "Price", "In stock at Millbridge", "In stock at Eastwold"],
          SUPPLIES,
        ) +
        `<p>Buy 10 or more boxes and get 10% off them. Bring back boxes you didn't use within 30 days for a full
        refund. Every unit must be locked with a disc or closed-shackle padlock; open-shackle padlocks are too easy
        to cut.</p>`,
    ),
    "/offers": page(
      "This month",
      `<div class="cards">${OFFERS.map(
        ([title, text]) => `<article class="card"><h3>${title}</h3><p>${text}</p></article>`,
      ).join("")}</div>
      <p>One offer per customer; offers can't be combined.</p>`,
    ),
    "/team": page(
      "Who we are",
      `<p>Nadia Fairbairn started Boxwell in 2011 in an old furniture warehouse on Harrow Road in Millbridge. The
      Eastwold store opened in 2019. 11 people work across the two stores.</p>` +
        table("The team", ["Name", "Role", "Where"], TEAM) +
        `<h2>Calling us</h2>` +
        dl([
          ["Millbridge store", "01632 960 810"],
          ["Eastwold store", "01632 960 820"],
          ["New customers (freephone)", "0808 157 0442"],
          ["Business accounts", "business@boxwell.test"],
          ["Bills and payments", "accounts@boxwell.test"],
        ]),
    ),
    "/news": page("Latest", NEWS),
    "/faq": page(
      "Ask away",
      `<h2>What do I need to bring when I move in?</h2><p>Photo ID (a passport or driving licence) and a proof of
      address from the last 3 months, such as a bank statement or a utility bill.</p>
      <h2>Is there a deposit?</h2><p>Yes, one week's rent, paid when you move in and refunded when you leave the
      unit empty and clean.</p>
      <h2>How much notice do I have to give?</h2><p>7 days. You pay up to the day you leave, not to the end of
      the 4 weeks.</p>
      <h2>Can someone else get into my unit?</h2><p>Yes: name up to 2 people on your account and they get their
      own keypad code.</p>
      <h2>Are there power sockets in the units?</h2><p>No. Every unit has a light, but there are no sockets.</p>
      <h2>Can you take in deliveries for me?</h2><p>For business customers, yes: see our business storage
      page.</p>
      <h2>Can I move to a bigger or smaller unit?</h2><p>Yes, any time, if one is free; we'll lend you a trolley
      and help you move.</p>`,
    ),
    "/quote": page(
      "Get a price",
      `<p>Tell us roughly what you need and we'll email a price within the hour in office hours.</p>
      <form method="post" action="/quote/send">
      <p><label>Store <select name="store">${options(stores)}</select></label></p>
      <p><label>Unit size <select name="unit">${options(units)}</select></label></p>
      <p><label>From <input type="date" name="from" required></label></p>
      <p><label>For how many weeks? <input type="number" name="weeks" min="1" max="520" value="4"></label></p>
      <p><label>Name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone (optional) <input type="tel" name="phone"></label></p>
      <button type="submit">Send me a price</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your ID and account records for six years after you leave. We never sell your data.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run the quote form. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/business": page(
      "Business storage",
      `<p>Stock, archives, tools and equipment: shops, tradespeople and online sellers store with us at both
      stores.</p>` +
        dl([
          [
            "Taking in deliveries",
            "We sign for parcels and pallets for you, Monday to Friday 09:00–16:30, free",
          ],
          ["24-hour access", "Eastwold only, £5 a week on top of your unit"],
          ["Shelving", "Racking bays at £4 a week each"],
          ["Invoices", "VAT invoices every 4 weeks, paid by Direct Debit"],
          ["Talk to", "Farah Iqbal, business@boxwell.test"],
        ]),
    ),
    "/vehicle-storage": page(
      "Caravan and vehicle parking",
      `<p>A fenced, floodlit compound at Eastwold, open at the store's access hours.</p>` +
        table(
          "Parking prices, per week",
          ["Vehicle", "Per week"],
          [
            ["Car", "£12"],
            ["Caravan, motorhome or boat on a trailer, up to 7.5 metres", "£18"],
            ["Caravan or motorhome over 7.5 metres", "£24"],
          ],
        ) +
        `<p>Vehicles must be taxed or declared off the road, and insured. There is a waiting list of about
        4 weeks.</p>`,
    ),
  };
}
