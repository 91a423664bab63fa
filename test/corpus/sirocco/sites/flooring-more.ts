import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// SIROCCO: the forty-fourth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Measuring visits: area, postcodes, a measuring visit. */
const AREAS: string[][] = [
  ["Halesford and Oakhurst", "HF1, HF2, HF3, OK4 and OK5", "Free"],
  ["The villages around", "HF4, HF5, HF6, OK6, OK7 and OK8", "Free"],
  [
    "Further afield, within 25 miles of a showroom",
    "Any other postcode",
    "£35, taken off your order if you go ahead",
  ],
  ["More than 25 miles away", "–", "We don't measure or fit this far"],
];

/** How much carpet: room, a typical size, the floor, the carpet you'd buy. */
const ROOMS: string[][] = [
  ["Box room", "2.4m × 2.1m", "5 m²", "4m × 2.2m: 8.8 m²"],
  ["Single bedroom", "3.0m × 2.7m", "8.1 m²", "4m × 2.8m: 11.2 m²"],
  ["Double bedroom", "3.9m × 3.6m", "14 m²", "4m × 3.7m: 14.8 m²"],
  ["Lounge", "4.8m × 3.8m", "18.2 m²", "5m × 3.9m: 19.5 m²"],
  ["Hall, stairs and landing, 13 stairs", "–", "–", "About 12 m²"],
];

/** The ranges a sample can be ordered of: field name, label. */
const SAMPLES: [string, string][] = [
  ["everyday-saxony", "Everyday Saxony"],
  ["stainaway-twist", "Stainaway Twist"],
  ["hadley-twist", "Hadley Twist"],
  ["cotswold-berber", "Cotswold Berber"],
  ["marlow-velvet", "Marlow Velvet"],
  ["seagrass-natural", "Seagrass Natural"],
  ["riverstone-oak", "Riverstone Oak Plank"],
  ["riverstone-slate", "Riverstone Slate Tile"],
  ["nordic-oak-click", "Nordic Oak Click"],
  ["forest-8mm", "Forest 8mm"],
  ["forest-12mm-aquaguard", "Forest 12mm AquaGuard"],
  ["harlow-oak-plank", "Harlow Oak Plank"],
  ["harlow-oak-herringbone", "Harlow Oak Herringbone"],
  ["cushionfloor", "Cushionfloor"],
  ["safestep", "SafeStep Safety Vinyl"],
];

/** Finance: plan, interest, you spend, deposit. */
const FINANCE: string[][] = [
  ["12 months", "0%, interest free", "£500 to £10,000", "10%"],
  ["24 months", "0%, interest free", "£1,000 to £10,000", "10%"],
  ["36 months", "9.9% APR representative", "£1,000 to £15,000", "10%"],
  ["48 months", "14.9% APR representative", "£2,000 to £15,000", "10%"],
];

/** Guarantees: range, then wear and stains in a home, and wear in a business. */
const GUARANTEES: [string, ...Cell[]][] = [
  ["Everyday Saxony", "5 years", "–", "Not for business use"],
  ["Stainaway Twist", "10 years", "10 years, bleach cleanable", "3 years"],
  ["Hadley Twist", "10 years", "–", "5 years"],
  ["Cotswold Berber", "15 years", "–", "5 years"],
  ["Marlow Velvet", "15 years", "–", "Not for business use"],
  ["Seagrass Natural", "3 years", "–", "Not for business use"],
  ["Riverstone LVT, plank and tile", "20 years", "–", "10 years"],
  ["Nordic Oak Click", "15 years", "–", "5 years"],
  ["Forest 8mm laminate", "10 years", "–", "–"],
  ["Forest 12mm AquaGuard laminate", "25 years", "–", "5 years"],
  ["Harlow Oak, plank and herringbone", "25 years", "–", "5 years"],
  ["Cushionfloor", "5 years", "–", "–"],
  ["SafeStep Safety Vinyl", "10 years", "–", "10 years"],
];

/** Measuring, samples, finance and guarantees. */
export function flooringMorePages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/measuring": page(
      "We come to you",
      `<p>We measure every room ourselves before we cut, bring the samples you'd like to see, and email your
      quote.</p>` +
        table("Measuring visits", ["Area", "Postcodes", "A measuring visit"], AREAS) +
        dl([
          [
            "When",
            "Monday to Saturday, mornings 09:00 to 12:00 and afternoons 13:00 to 16:00; and Thursday evenings, 17:00 to 19:00",
          ],
          ["How long", "30 to 45 minutes"],
          ["Samples", "Tell us the ranges you like and we'll bring them, up to 10"],
          ["Your quote", "By email within 2 working days, and held for 30 days"],
        ]) +
        table("How much carpet?", ["Room", "A typical size", "The floor", "Carpet you'd buy"], ROOMS) +
        `<p>Carpet comes off a 4m or 5m roll, so you buy the roll's width by the room's length plus 10cm. Hard
        floors are sold by the pack, with 10% added for cutting.</p>
        <h2>Book a measuring visit</h2>
        <form method="post" action="/measure/book/send">
        <p><label>Postcode <input name="postcode" required></label></p>
        <p><label>Address <input name="address"></label></p>
        <p><label>Flooring <select name="flooring">${options([
          ["carpet", "Carpet"],
          ["lvt", "LVT"],
          ["laminate", "Laminate"],
          ["wood", "Engineered wood"],
          ["vinyl", "Vinyl"],
          ["not-sure", "Not sure yet"],
        ])}</select></label></p>
        <p><label>How many rooms <input type="number" name="rooms" min="1" max="12"></label></p>
        <p><label><input type="checkbox" name="stairs" value="yes"> Stairs too</label></p>
        <p><label>Day <input type="date" name="date" required></label></p>
        <fieldset><legend>Time</legend>
        <label><input type="radio" name="slot" value="morning"> Morning, 09:00 to 12:00</label>
        <label><input type="radio" name="slot" value="afternoon"> Afternoon, 13:00 to 16:00</label>
        <label><input type="radio" name="slot" value="evening"> Thursday evening, 17:00 to 19:00</label>
        </fieldset>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
    "/samples": page(
      "Try at home",
      `<p>See it in your own light, next to your own sofa.</p>` +
        dl([
          [
            "Cut samples",
            "Free, up to 6 at a time, posted first class the next working day or ready to collect from either showroom",
          ],
          ["Big samples", "A 1m × 1m piece of any carpet, £10, refunded when you order that range"],
          ["Hard floors", "A single plank or tile, free, counted in your 6"],
          ["Returning them", "No need: keep them"],
        ]) +
        `<h2>Order samples</h2>
        <form method="post" action="/samples/send">
        <fieldset><legend>Up to 6 samples</legend>
        ${SAMPLES.map(([n, l]) => `<label><input type="checkbox" name="${n}" value="yes"> ${l}</label>`).join("\n")}
        </fieldset>
        <fieldset><legend>How you'd like them</legend>
        <label><input type="radio" name="delivery" value="post"> Post them to me</label>
        <label><input type="radio" name="delivery" value="halesford"> I'll collect them from Halesford</label>
        <label><input type="radio" name="delivery" value="oakhurst"> I'll collect them from Oakhurst</label>
        </fieldset>
        <p><label>Address <textarea name="address" rows="3"></textarea></label></p>
        <p><label>Postcode <input name="postcode"></label></p>
        ${contact}
        <button type="submit">Order</button></form>`,
    ),
    "/finance": page(
      "Spread the cost",
      `<p>Pay for your new floors over 1 to 4 years, with a 10% deposit.</p>` +
        table("Finance", ["Plan", "Interest", "You spend", "Deposit"], FINANCE) +
        line(
          "An example",
          "Spend £2,000 over 24 months, interest free: a £200 deposit, then 24 monthly payments of £75. Total £2,000",
        ) +
        dl([
          ["Who can apply", "UK residents aged 18 or over, working or retired, subject to status"],
          ["The lender", "Lomond Retail Finance Ltd. Corrie &amp; Webb is a credit broker, not a lender"],
          ["Paying it off early", "Any time, with no fee"],
          ["Applying", "In the showroom or after your measuring visit, with a decision in minutes"],
        ]),
    ),
    "/guarantees": page(
      "Peace of mind",
      `<p>Every range carries its maker's guarantee, and we guarantee our own fitting.</p>` +
        groupedTable(
          "Our guarantees",
          ["Range"],
          [
            ["In a home", ["Wear", "Stains"]],
            ["In a business", ["Wear"]],
          ],
          GUARANTEES,
        ) +
        line("Our fitting", "Guaranteed for 2 years on every floor we fit") +
        dl([
          [
            "Not covered",
            "Damage by pets, furniture without castor cups, fading in sunlight, and floors we didn't fit",
          ],
          ["To claim", "Ring the showroom you bought from; we'll come and look within 5 working days"],
        ]),
    ),
  };
}
