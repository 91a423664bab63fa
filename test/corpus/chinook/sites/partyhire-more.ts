import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// CHINOOK: the forty-seventh held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Inflatables: inflatable, footprint, ages, then a day Monday to Thursday and Friday to Sunday. */
const INFLATABLES: [string, ...Cell[]][] = [
  ["Princess Palace castle", "12ft by 15ft", "3 to 10", "£75", "£95"],
  ["Jungle Jumper castle", "12ft by 15ft", "3 to 10", "£75", "£95"],
  ["Toddler Town soft play", "10ft by 10ft", "Under 5s", "£60", "£70"],
  ["Mega Slide, 18ft high", "30ft by 14ft", "5 to 14", "£140", "£170"],
  ["Grown-ups' castle", "15ft by 18ft", "12 and over, adults too", "£110", "£135"],
  [
    "Gladiator Duel, with two pedestals and pugil sticks",
    "20ft by 20ft",
    "10 and over",
    ["£150, any day", 2],
  ],
];

/** Party extras: item, what you get, a day. */
const EXTRAS: string[][] = [
  ["Chocolate fountain", "3kg of Belgian chocolate, 100 skewers and dippers for about 40 guests", "£95"],
  ["Candy floss machine", "Sugar and cones for 100 servings", "£55"],
  ["Popcorn machine", "Kernels and bags for 100 servings", "£55"],
  ["Garden games", "Giant Jenga, giant Connect 4, quoits and a play parachute", "£45"],
  ["Gazebo, 3m by 6m", "With sides and weights; taken down in winds over 24mph", "£65"],
  ["Silent generator", "Runs one blower or one popcorn machine for 8 hours", "£45"],
];

/** Tables and chairs: item, then the price each for 1 to 24, 25 to 49 and 50 or more. */
const FURNITURE: string[][] = [
  ["White folding chair", "£2.50", "£2", "£1.60"],
  ["Trestle table, 6ft, seats 6", "£8", "£7", "£6"],
  ["Round table, 5ft, seats 8", "£12", "£10", "£9"],
  ["White linen tablecloth", "£6", "£5", "£4"],
];

/** Delivery: zone, postcodes, inflatables and extras, hot tubs. */
const ZONES: string[][] = [
  ["Zone 1", "ZN1 to ZN8 and ZP1 to ZP3", "Free", "Free"],
  ["Zone 2", "ZN9 to ZN14 and ZP4 to ZP7", "£20", "£30"],
  ["Zone 3", "ZP8 to ZP12 and YM1 to YM4", "£40", "£55"],
  ["Further", "Anywhere else", "We don't go further", "£1.50 a mile each way from Ashcombe, up to 40 miles"],
];

/** Inflatables, party extras, delivery and the small print. */
export function partyhireMorePages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/inflatables": page(
      "Bounce",
      `<p>Bouncy castles, slides and games, PIPA tested every year, delivered in the morning and collected in the
      evening. Every inflatable comes with a blower, safety mats and pegs or weights.</p>` +
        groupedTable(
          "Inflatables",
          ["Inflatable", "Footprint", "Ages"],
          [["A day", ["Monday to Thursday", "Friday to Sunday and bank holidays"]]],
          INFLATABLES,
        ) +
        line("Keep it overnight", "£25 more; we collect by 10:00 the next morning") +
        line("Space", "The footprint plus 2ft all round, and 2ft more behind for the blower") +
        dl([
          [
            "Power",
            "The blower runs all the time and needs a 13 amp socket within 25 metres; no socket, hire a silent generator",
          ],
          ["Ground", "Grass, pegged down; on hard ground we weigh it down and add crash mats for £15"],
          [
            "Indoors",
            "Castles go in halls with a ceiling of at least 4.5 metres; the Mega Slide and Grown-ups' castle are outdoors only",
          ],
          [
            "Wind and rain",
            "We don't put up inflatables in winds over 24mph or in heavy rain. If the forecast says so, we ring you by 18:00 the day before and you choose: your money back in full or another date",
          ],
          ["Delivery", "Between 08:00 and 11:00; collected from 18:00"],
          ["Grown-ups", "An adult watches the inflatable the whole time it's in use"],
        ]) +
        `<h2>Book an inflatable</h2>
        <form method="post" action="/inflatables/book/send">
        <p><label>Inflatable <select name="inflatable">${options([
          ["princess-palace", "Princess Palace castle"],
          ["jungle-jumper", "Jungle Jumper castle"],
          ["toddler-town", "Toddler Town soft play"],
          ["mega-slide", "Mega Slide"],
          ["grown-ups", "Grown-ups' castle"],
          ["gladiator", "Gladiator Duel"],
        ])}</select></label></p>
        <p><label>Party day <input type="date" name="date" required></label></p>
        <p><label>Set up by <select name="arrive">${options([
          ["09:00", "09:00"],
          ["10:00", "10:00"],
          ["11:00", "11:00"],
        ])}</select></label></p>
        <p><label>Where it goes <select name="surface">${options([
          ["grass", "On grass"],
          ["hard", "On a patio, drive or other hard ground"],
          ["indoors", "Indoors, in a hall"],
        ])}</select></label></p>
        <p><label>Postcode <input name="postcode" required></label></p>
        <p><label><input type="checkbox" name="overnight" value="yes"> Keep it overnight</label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
    "/party": page(
      "Party bits",
      `<p>Everything else for the party, delivered with your castle or on its own. Extras are priced for a day;
      collect them yourself from either depot and save the delivery.</p>` +
        table("Party extras", ["Item", "What you get", "A day"], EXTRAS) +
        table("Tables and chairs, the price each", ["Item", "1 to 24", "25 to 49", "50 or more"], FURNITURE) +
        `<p>Tables and chairs on their own: the smallest order we deliver is £60. Bring them back stacked and we
        don't charge for cleaning; chairs are wiped, not washed.</p>` +
        `<h2>The garden party package</h2>` +
        line(
          "What's in it",
          "A Princess Palace or Jungle Jumper castle, a candy floss machine, 20 chairs and 3 trestle tables",
        ) +
        line("Monday to Thursday", "£175") +
        line("Friday to Sunday", "£199") +
        `<h2>Ask for a party quote</h2>
        <form method="post" action="/party/quote/send">
        <p><label>What's the occasion <select name="occasion">${options([
          ["birthday", "A birthday"],
          ["wedding", "A wedding"],
          ["school", "A school or PTA event"],
          ["work", "A work do"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Guests <input type="number" name="guests" min="1" max="500" required></label></p>
        <p><label>Postcode <input name="postcode" required></label></p>
        <p><label>What you'd like <textarea name="items" rows="4"></textarea></label></p>
        ${contact}
        <button type="submit">Ask for a quote</button></form>`,
    ),
    "/delivery": page(
      "Where we go",
      `<p>Delivery, setting up and collection are by our own crew. Find your zone by the first part of your
      postcode.</p>` +
        table("Delivery and collection", ["Zone", "Postcodes", "Inflatables and extras", "Hot tubs"], ZONES) +
        dl([
          ["Setting up", "Included with every hot tub and inflatable, in every zone"],
          ["Carrying", "We carry up to 30 metres from where we park; further, or up steps, is £20"],
          ["Evening collection", "Collection after 20:00 is £30"],
          [
            "Collect it yourself",
            "Party extras, tables and chairs from either depot; no inflatables or hot tubs",
          ],
        ]),
    ),
    "/hire-terms": page(
      "The small print",
      `<p>The short version of our hire terms. The full terms come with your booking email.</p>` +
        dl([
          ["Who can hire", "You must be 18 or over, with photo ID and a proof of address when we deliver"],
          [
            "Booking deposit",
            "£50 for inflatables and extras, £100 for hot tubs, taken off the price; the rest is paid 7 days before",
          ],
          [
            "Damage deposit",
            "Hot tubs only, as the price list shows, refunded within 5 working days of collection",
          ],
          [
            "Cancelling",
            "More than 28 days before: the booking deposit back in full. 8 to 28 days before: we keep the booking deposit. 7 days or less: the full price",
          ],
          [
            "Bad weather",
            "Inflatables: if winds over 24mph or heavy rain are forecast, your money back or another date. Hot tubs go ahead in any weather",
          ],
          [
            "Damage waiver",
            "£12 a booking: then you pay only the first £150 of any accidental damage. Without it you pay for repairs in full",
          ],
          [
            "In the hot tub",
            "No one under 5. Under 16s with an adult beside the tub. No glass, bubble bath, fake tan or pets",
          ],
          ["Cleaning", "£75 if a hot tub comes back with glitter, fake tan or food in the water"],
          ["On the inflatables", "Shoes off; no food, drink, face paint or silly string"],
        ]),
    ),
    "/contact": page(
      "Say hello",
      dl([
        ["Ashcombe depot", "01632 963 120"],
        ["Pellow Green depot", "01632 963 127"],
        ["Email", "hello@fizzandbounce.test"],
        ["Out of hours, on a hire day", "01632 963 129"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["tubs", "Hot tubs"],
          ["inflatables", "Bouncy castles and inflatables"],
          ["extras", "Party extras, tables and chairs"],
          ["booking", "A booking I've made"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Nearest depot <select name="depot">${options([
          ["ashcombe", "Ashcombe"],
          ["pellow-green", "Pellow Green"],
        ])}</select></label></p>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
