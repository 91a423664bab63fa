import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// BORA: the forty-eighth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Season tickets: ticket, then an adult's in full and by the month, and a concession's in full. */
const SEASON: [string, ...Cell[]][] = [
  ["All three lakes, days only", "£320", "£34", "£160"],
  ["All three lakes, days and nights", "£560", "£59", "Adults only"],
  ["River Lodd, days only", "£110", "£12", "£55"],
];

/** Match bookings: water, pegs, match days, a peg, the smallest booking. */
const MATCHES: string[][] = [
  ["Willow Lake", "40", "Saturdays and Sundays, all year", "£9", "12 pegs"],
  [
    "Willow Lake, summer evenings",
    "20, pegs 1 to 20",
    "Wednesdays, May to August, 17:30 to 20:30",
    "£6",
    "8 pegs",
  ],
  ["River Lodd", "24", "Sundays, 16 June to 14 March", "£7", "10 pegs"],
];

/** Open matches: match, when, draw, fishing, entry. */
const OPENS: string[][] = [
  ["Sunday open, Willow Lake", "Every Sunday", "08:00", "09:30 to 14:30", "£20"],
  ["Veterans' open, 60 and over, Willow Lake", "Every Wednesday", "08:30", "10:00 to 14:00", "£15"],
  [
    "River Lodd winter league",
    "The first Sunday of the month, November to March",
    "08:00",
    "10:00 to 14:00",
    "£18",
  ],
  ["Boxing Day open, Willow Lake", "Saturday 26 December", "08:00", "09:30 to 13:30", "£25"],
];

/** Bait: bait, a smaller and a larger amount, where to buy it. */
const BAIT: string[][] = [
  ["Red or white maggots", "£3.20 a pint", "£11 a half gallon", "Both"],
  ["Casters", "£4 a pint", "£14 a half gallon", "Kelsby shop only"],
  ["Dendrobaena worms", "£4.50 a tub of 50", "£12 a tub of 150", "Both"],
  ["Halibut pellets, 6mm", "£3.50 a kilo", "£15 a 5kg bag", "Both"],
  ["Larkmere boilies, 15mm", "£9 a kilo", "£40 for 5kg", "Both"],
  ["Prepared hemp", "£3 a pint", "–", "The lodge only"],
  ["Groundbait", "£4.80 a 1kg bag", "£19 for 5 bags", "Kelsby shop only"],
];

/** Coaching: session, ages, how long, when, price. */
const COACHING: string[][] = [
  [
    "Taster: your first fish",
    "8 and over",
    "2 hours",
    "Saturdays at 09:00 and 13:00, April to October",
    "£25, with rod, bait and ticket",
  ],
  ["Junior club", "8 to 15", "3 hours", "Sundays at 09:00, all year", "£12 a week"],
  ["Carp masterclass on Mill Lake", "16 and over", "5 hours", "By arrangement", "£75"],
  ["Private lesson", "Any age", "2 hours", "By arrangement", "£40, and £15 for a second person"],
];

/** Season tickets, matches, the shop, the rules, coaching and contact. */
export function fisheryMorePages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/season": page(
      "Season tickets",
      `<p>A season runs from 1 April to 31 March. Season ticket holders fish without a day ticket and get 10% off bait
      at the lodge and the Kelsby shop.</p>` +
        groupedTable(
          "Season tickets, 1 April 2026 to 31 March 2027",
          ["Season ticket"],
          [
            ["Adult", ["Paid in full", "By the month, 10 months"]],
            ["Under 16 or over 65", ["Paid in full"]],
          ],
          SEASON,
        ) +
        dl([
          ["Starting part-way", "From 1 October, half the price paid in full"],
          ["Your card", "A photo card, posted within a week; show it to the bailiff"],
          ["Guests", "Bring one guest a day on a day ticket at half price"],
          ["Mill Lake's rest", "Mill Lake is shut to everyone from 1 to 28 February"],
        ]) +
        `<h2>Apply for a season ticket</h2>
        <form method="post" action="/season/apply/send">
        <p><label>Season ticket <select name="season">${options([
          ["days", "All three lakes, days only"],
          ["nights", "All three lakes, days and nights"],
          ["river", "River Lodd, days only"],
        ])}</select></label></p>
        <fieldset><legend>Angler</legend>
        <label><input type="radio" name="angler" value="adult" required> Adult</label>
        <label><input type="radio" name="angler" value="concession"> Under 16 or over 65</label></fieldset>
        <fieldset><legend>Paying</legend>
        <label><input type="radio" name="pay" value="full" required> In full</label>
        <label><input type="radio" name="pay" value="monthly"> By the month</label></fieldset>
        <p><label>Start from <input type="date" name="start" required></label></p>
        <p><label>Postcode <input name="postcode" required></label></p>
        ${contact}
        <button type="submit">Apply</button></form>`,
    ),
    "/matches": page(
      "Matches",
      `<p>Clubs can book Willow Lake or the river for a match; anyone can fish our open matches. Keepnets are allowed
      in matches, one per angler, dipped at the lodge.</p>` +
        table("Match bookings", ["Water", "Pegs", "Match days", "A peg", "Smallest booking"], MATCHES) +
        dl([
          ["Holding the date", "A £50 deposit; the rest on the day"],
          ["Cancelling", "With 14 days' notice, your deposit back; after that we keep it"],
          ["Pools", "Your club's own; we don't run pools for club matches"],
        ]) +
        table("Open matches", ["Match", "When", "Draw", "Fishing", "Entry"], OPENS) +
        `<p>Open matches: pay at the draw, pools included in the entry.</p>
        <h2>Book a club match</h2>
        <form method="post" action="/matches/book/send">
        <p><label>Club <input name="club" required></label></p>
        <p><label>Water <select name="water">${options([
          ["willow", "Willow Lake, weekends"],
          ["willow-evening", "Willow Lake, Wednesday evenings"],
          ["river", "River Lodd, Sundays"],
        ])}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Pegs <input type="number" name="pegs" min="8" max="40" required></label></p>
        ${contact}
        <button type="submit">Book the match</button></form>`,
    ),
    "/shop": page(
      "Tackle &amp; bait",
      `<p>Bait at the lodge and our tackle shop in Kelsby; tackle, rod repairs and the biggest choice of bait in
      Kelsby. Order bait by 15:00 the day before and we'll have it ready.</p>` +
        table("Bait", ["Bait", "Smaller", "Larger", "Where"], BAIT) +
        line("Banned on every water", "Tiger nuts, peanuts and any other nuts; bloodworm and joker") +
        line("On Mill Lake", "Boilies and pellets bought from us only") +
        line("Rod and reel repairs", "At Kelsby, from £15, back in about a week") +
        line("Landing nets and unhooking mats", "For sale at the lodge, from £25") +
        `<h2>Order bait</h2>
        <form method="post" action="/shop/bait/send">
        <p><label>Bait <select name="bait">${options([
          ["maggots-red", "Red maggots, a pint"],
          ["maggots-white", "White maggots, a pint"],
          ["casters", "Casters, a pint (Kelsby only)"],
          ["worms", "Dendrobaena worms, a tub of 50"],
          ["pellets", "Halibut pellets, a kilo"],
          ["boilies", "Larkmere boilies, a kilo"],
          ["hemp", "Prepared hemp, a pint (the lodge only)"],
        ])}</select></label></p>
        <p><label>How many <input type="number" name="quantity" min="1" max="10" required></label></p>
        <p><label>Collect from <select name="collect">${options([
          ["lodge", "The lodge"],
          ["kelsby", "Kelsby shop"],
        ])}</select></label></p>
        <p><label>Day <input type="date" name="date" required></label></p>
        ${contact}
        <button type="submit">Order</button></form>`,
    ),
    "/rules": page(
      "Fishery rules",
      `<p>For the fish, and for everyone on the bank. The bailiff may ask anyone breaking them to leave, with no
      refund.</p>` +
        dl([
          ["Hooks", "Barbless only, on every water; no micro-barbs"],
          ["Keepnets", "Not allowed, except in booked and open matches"],
          ["Carp sacks and retainers", "Not allowed"],
          ["On Mill Lake", "A 42-inch landing net, an unhooking mat or cradle, and antiseptic for the fish"],
          ["Rods", "Up to 3 on Mill Lake, 2 on every other water"],
          ["Line", "No braided main line on Willow Lake or Reed Lake"],
          ["Fires and barbecues", "No open fires; barbecues off the ground on Mill Lake swims only"],
          ["Dogs", "On a lead, and not on Reed Lake"],
          [
            "Juniors",
            "Under 12s with an adult at all times; 12 to 15 year olds on their own on Reed Lake and Willow Lake by day, with a form signed by a parent; Mill Lake from 16, or 14 and 15 with an adult on the same swim",
          ],
          ["Night fishing", "18 and over; 16 and 17 year olds with an adult on the same swim"],
          [
            "Close season",
            "The River Lodd is shut from 15 March to 15 June, as all English rivers are; the lakes are open all year, but Mill Lake rests from 1 to 28 February",
          ],
          ["Alcohol", "None on the banks"],
          ["Litter", "Take it home, line and all"],
        ]),
    ),
    "/coaching": page(
      "Learn to fish",
      `<p>Our coach, Dan Okafor, teaches beginners of every age on Reed Lake, and carp anglers on Mill Lake. Rods, nets
      and bait are lent for every session.</p>` +
        table("Coaching", ["Session", "Ages", "How long", "When", "Price"], COACHING) +
        dl([
          ["Under 16s", "With a parent or carer on the bank"],
          ["Rain", "We fish in the rain; in a storm we move your session to another day"],
          ["Gift vouchers", "For any session, valid for a year"],
        ]) +
        `<h2>Book a session</h2>
        <form method="post" action="/coaching/book/send">
        <p><label>Session <select name="session">${options([
          ["taster", "Taster: your first fish"],
          ["junior-club", "Junior club"],
          ["masterclass", "Carp masterclass"],
          ["private", "Private lesson"],
        ])}</select></label></p>
        <p><label>Day <input type="date" name="date" required></label></p>
        <p><label>Time <select name="time">${options([
          ["09:00", "09:00"],
          ["13:00", "13:00"],
        ])}</select></label></p>
        <p><label>People <input type="number" name="people" min="1" max="4" required></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["The lodge, tickets and matches", "01632 961 480"],
        ["Kelsby shop", "01632 961 486"],
        ["Email", "lodge@larkmere.test"],
        ["Bailiff, out of hours", "07700 900 614"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["tickets", "Tickets and night fishing"],
          ["matches", "Matches"],
          ["season", "Season tickets"],
          ["shop", "The shop and bait"],
          ["coaching", "Coaching"],
          ["other", "Something else"],
        ])}</select></label></p>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
