import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// HARMATTAN: the forty-fifth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Wedding dress alterations: alteration, then one layer, two or three layers, a lace or beaded edge. */
const ALTERATIONS: [string, ...Cell[]][] = [
  ["Shorten the hem", "£95", "£145", "£195"],
  ["Take in at the side seams", "£85", "£110", "£150"],
  ["Let out, where the seams allow", "£90", "£120", "£165"],
  ["Add a bustle, up to 5 points", ["£65, any dress", 3]],
  ["Shorten the straps", ["£35", 2], "£50"],
  ["Add a modesty panel", ["£75", 2], "£95"],
  ["Add sleeves or a cape", ["Priced at your first fitting, from £180", 3]],
];

/** Everything else the studio alters: alteration, price, ready in. */
const OTHER: string[][] = [
  ["Bridesmaid dress, shorten the hem", "£45", "2 weeks"],
  ["Bridesmaid dress, take in", "£40", "2 weeks"],
  ["Suit trousers, shorten", "£18", "1 week"],
  ["Suit jacket sleeves, shorten", "£38", "1 week"],
  ["Steam and press your wedding dress before the day", "£60", "3 days"],
  ["Clean and box your dress after the wedding", "£185", "6 weeks"],
];

/** Bridesmaid dresses: range, lengths, colours, a dress. */
const BRIDESMAIDS: string[][] = [
  ["Maybelle Chiffon", "Long or midi", "32", "£139"],
  ["Sorrel Satin", "Long", "18", "£165"],
  ["Tilly Tulle", "Long", "24", "£149"],
  ["Juniper &amp; Rose Bridesmaids", "Long or midi", "20", "£179"],
  ["Little Wren, for flower girls aged 2 to 12", "Ankle length", "12", "£85"],
];

/** Suits: suit, colours, then hire for the groom and each other suit, then to buy. */
const SUITS: [string, ...Cell[]][] = [
  ["Harrington tweed", "Grey, brown or green", "£129", "£99", "£325"],
  ["Kensington three-piece", "Navy, grey or blue", "£109", "£85", "£279"],
  ["Morning suit with tails", "Grey or black", "£139", "£115", "Hire only"],
  ["Black tie dinner suit", "Black or midnight blue", "£99", "£79", "£249"],
  ["Page boy suit, ages 2 to 12", "Grey or navy", ["£45", 2], "£89"],
];

/** Veils: veil, length, price. */
const VEILS: string[][] = [
  ["Fingertip, single tier", "100cm", "£120"],
  ["Chapel, single tier", "230cm", "£195"],
  ["Blusher, two tier", "75cm and 110cm", "£150"],
  ["Cathedral, single tier", "300cm", "£260"],
  ["Mantilla, lace edged", "250cm", "£325"],
];

/** The studio, bridesmaids and grooms, veils and belts, and the sample sale. */
export function bridalMorePages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/alterations": page(
      "The studio",
      `<p>Beatrice and her team alter every dress we sell, and dresses bought anywhere else, in our studio in
      Tanners Yard. Your price is agreed at your first fitting.</p>` +
        groupedTable(
          "Wedding dress alterations",
          ["Alteration"],
          [["A wedding dress", ["One layer", "Two or three layers", "A lace or beaded edge"]]],
          ALTERATIONS,
        ) +
        table("Everything else", ["Alteration", "Price", "Ready in"], OTHER) +
        dl([
          ["Fittings", "Three, usually: 10 weeks, 4 weeks and 1 week before the wedding"],
          [
            "Dresses bought elsewhere",
            "Welcome, online or from another shop, at the same prices, with £25 for your first fitting",
          ],
          ["Less than 6 weeks before the wedding", "A rush charge of 30% on top of the price"],
          ["Paying", "Half at your first fitting, the rest when you collect"],
          ["Collecting", "From the studio in the week of your wedding; we'll steam it free"],
        ]) +
        `<h2>Book your first fitting</h2>
        <form method="post" action="/alterations/book/send">
        <fieldset><legend>Where is your dress from?</legend>
        <label><input type="radio" name="bought" value="here"> Maybelle Bridal</label>
        <label><input type="radio" name="bought" value="elsewhere"> Somewhere else</label>
        </fieldset>
        <p><label>Your wedding day <input type="date" name="wedding" required></label></p>
        <p><label>The day you'd like to come in <input type="date" name="date" required></label></p>
        <p><label>Morning or afternoon <select name="slot">${options([
          ["morning", "Morning, 09:00 to 12:00"],
          ["afternoon", "Afternoon, 13:00 to 17:00"],
        ])}</select></label></p>
        ${contact}
        <button type="submit">Ask for a fitting</button></form>`,
    ),
    "/bridal-party": page(
      "Bridesmaids &amp; grooms",
      `<p>Dress your bridesmaids and flower girls, and hire or buy suits for the groom, his party and the page
      boys, all from the boutique.</p>` +
        table("Bridesmaid dresses", ["Range", "Lengths", "Colours", "A dress"], BRIDESMAIDS) +
        dl([
          ["Ordering", "All your bridesmaid dresses together, at least 4 months before the wedding"],
          ["Five or more", "10% off every bridesmaid dress in one order of 5 or more"],
          ["Deposit", "Half when you order"],
        ]) +
        groupedTable(
          "Suits",
          ["Suit", "Colours"],
          [
            ["Hire for the weekend", ["The groom", "Each other suit"]],
            ["To buy", ["Jacket, waistcoat and trousers"]],
          ],
          SUITS,
        ) +
        dl([
          ["The groom goes free", "The groom's hire is free when 5 or more others hire with him"],
          [
            "Collecting and returning",
            "Collect on the Thursday before the wedding; bring them back by the Tuesday after",
          ],
          ["Shoes", "Hire a pair for £20"],
          ["A lost suit", "Charged at its price to buy"],
        ]),
    ),
    "/accessories": page(
      "Finishing touches",
      `<p>Veils from our own workroom, in ivory, soft white or champagne.</p>` +
        table("Veils", ["Veil", "Length", "Price"], VEILS) +
        line("Belts and sashes", "Beaded belts from £65, satin sashes £40") +
        line("Shoes", "Satin shoes in ivory, sizes 3 to 9, £95") +
        line("Garters", "£18, or £25 with a blue ribbon"),
    ),
    "/sample-sale": page(
      "The Winter Sample Sale",
      `<p>Saturday 16 and Sunday 17 January, at the boutique: more than 60 samples from £295, to take home on the
      day.</p>` +
        dl([
          ["Slots", "45 minutes, on the hour from 09:00 to 15:00, both days"],
          ["A slot", "£10, taken off anything you buy"],
          ["Guests", "Up to 2 each"],
          ["Alterations", "Not included: book them with the studio"],
          ["Returns", "Every sale is final"],
        ]) +
        `<h2>Book a slot</h2>
        <form method="post" action="/sample-sale/book/send">
        <p><label>Day <select name="day">${options([
          ["2027-01-16", "Saturday 16 January"],
          ["2027-01-17", "Sunday 17 January"],
        ])}</select></label></p>
        <p><label>Time <select name="time">${options(
          ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00"].map((t): [string, string] => [
            t,
            t,
          ]),
        )}</select></label></p>
        <p><label>Guests <input type="number" name="guests" min="0" max="2"></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
  };
}
