import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// HARMATTAN: the forty-fifth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Small animals and birds: animal, sold, price. */
const ANIMALS: string[][] = [
  ["Rabbit, Netherland dwarf", "In pairs", "£70 the pair"],
  ["Rabbit, lop", "In pairs", "£90 the pair"],
  ["Guinea pig", "In pairs", "£50 the pair"],
  ["Gerbil", "In pairs", "£24 the pair"],
  ["Fancy rat", "In pairs", "£30 the pair"],
  ["Syrian hamster", "On its own", "£18"],
  ["Budgerigar", "On its own or in a pair", "£28 each"],
];

/** Homes: home, for, price. */
const HOMES: string[][] = [
  ["Two-storey hutch with a run, 5ft", "2 rabbits", "£245"],
  ["Indoor guinea pig home, 120cm", "2 guinea pigs", "£89"],
  ["Hamster home, 80cm", "A Syrian hamster", "£65"],
  ["Gerbilarium, 60cm", "2 gerbils", "£55"],
];

/** Dog and cat food: food, for, then a 2kg, 6kg and 12kg bag. */
const FOOD: [string, ...Cell[]][] = [
  ["Hillside Working Dog, chicken", "Adult dogs", "£9.99", "£24.99", "£38.99"],
  ["Hillside Puppy, chicken", "Puppies up to 12 months", "£11.49", "£28.99", "£44.99"],
  ["Marsh Meadow Grain-Free, salmon", "Adult dogs", "£14.99", "£36.99", "£62.99"],
  ["Marsh Meadow Senior, lamb", "Dogs over 7", "£13.49", "£32.99", "–"],
  ["Whisker Farm Cat, chicken", "Adult cats", "£8.49", "£21.99", "–"],
  ["Whisker Farm Kitten, chicken", "Kittens up to 12 months", "£9.49", ["Only in 2kg bags", 2]],
];

/** Bedding: bedding, size, price. */
const BEDDING: string[][] = [
  ["Meadow hay", "1kg", "£4.50"],
  ["Meadow hay, a bale", "10kg", "£18"],
  ["Dust-free wood shavings", "60 litres", "£9.50"],
  ["Paper bedding", "30 litres", "£8"],
];

/** Help at home and in store: service, where, price, good to know. */
const SERVICES: string[][] = [
  ["Water testing", "At the Aquatic Centre", "Free", "Bring 100ml in a clean jar"],
  [
    "Tank cleaning",
    "At your home, Zones A and B",
    "£45 for the first hour, then £20 each half hour more",
    "Gravel, glass, filter and a 30% water change",
  ],
  ["Holiday fish feeding", "At your home, Zone A only", "£12 a visit", "Book at least 2 days before"],
  ["Pond clean-out", "At your home, Zones A, B and C", "From £180", "March to May and September only"],
  ["Small animal nail clip", "At the Pet Store", "£8", "Saturdays 10:00 to 12:00, no appointment"],
];

/** Small animals, food and bedding, and help at home. */
export function petshopMorePages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/small-pets": page(
      "Rabbits &amp; co",
      `<p>Rabbits, guinea pigs, gerbils, rats, hamsters and budgies, all bred locally, at the Pet Store on Market
      Street.</p>` +
        table("Small animals and birds", ["Animal", "Sold", "Price"], ANIMALS) +
        table("Homes", ["Home", "For", "Price"], HOMES) +
        dl([
          [
            "Buying an animal",
            "You must be 18, or come with an adult, and have a 10-minute chat with us about its home and food; we'll give you a care sheet",
          ],
          ["Rabbits and guinea pigs", "Sold in pairs only, never on their own"],
          [
            "Christmas",
            "We don't sell animals from Friday 18 December to Saturday 2 January: a pet is for life, not a surprise under the tree",
          ],
          ["If it doesn't work out", "Bring it back to us and we'll find it a new home"],
        ]),
    ),
    "/food": page(
      "Food &amp; bedding",
      `<p>Dog and cat food at the Pet Store, or delivered from it.</p>` +
        groupedTable("Dog and cat food", ["Food", "For"], [["A bag", ["2kg", "6kg", "12kg"]]], FOOD) +
        `<p class="notice"><strong>From 1 January 2027:</strong> Hillside Working Dog 12kg will be £41.99 and Marsh
        Meadow Grain-Free 12kg £65.99. Every other price stays the same.</p>` +
        table("Bedding", ["Bedding", "Size", "Price"], BEDDING) +
        dl([
          ["Stamp card", "Buy 9 bags of the same dog or cat food and the 10th is free"],
          [
            "Delivering food",
            "Zone A, LM1 to LM5: free on orders over £40, £4.95 under. Zone B, LM6 to LM9, BW1 and BW2: £6.95. We don't deliver food further",
          ],
          ["Delivery days", "Monday to Friday, from the Pet Store"],
        ]) +
        `<h2>Order food for delivery</h2>
        <form method="post" action="/food/order/send">
        <p><label>Food <select name="food">${options([
          ["hillside-working", "Hillside Working Dog"],
          ["hillside-puppy", "Hillside Puppy"],
          ["marsh-grain-free", "Marsh Meadow Grain-Free"],
          ["marsh-senior", "Marsh Meadow Senior"],
          ["whisker-cat", "Whisker Farm Cat"],
          ["whisker-kitten", "Whisker Farm Kitten"],
        ])}</select></label></p>
        <p><label>Bag <select name="size">${options([
          ["2kg", "2kg"],
          ["6kg", "6kg"],
          ["12kg", "12kg"],
        ])}</select></label></p>
        <p><label>Bags <input type="number" name="bags" min="1" max="10" required></label></p>
        <p><label>Delivery day <input type="date" name="date" required></label></p>
        <p><label>Address <textarea name="address" rows="3"></textarea></label></p>
        <p><label>Postcode <input name="postcode" required></label></p>
        ${contact}
        <button type="submit">Order</button></form>`,
    ),
    "/services": page(
      "Help at home",
      `<p>Kwame and the team come to you from the Aquatic Centre, and a few things are done in store.</p>` +
        table("Our services", ["Service", "Where", "Price", "Good to know"], SERVICES) +
        line(
          "Zones",
          "Zone A is Lowmarsh, LM1 to LM5; Zone B up to 10 miles, LM6 to LM9, BW1 and BW2; Zone C up to 20 miles, BW3 to BW7 and ES4",
        ) +
        `<h2>Book a visit</h2>
        <form method="post" action="/services/book/send">
        <p><label>Service <select name="service">${options([
          ["tank-cleaning", "Tank cleaning"],
          ["holiday-feeding", "Holiday fish feeding"],
          ["pond", "Pond clean-out"],
        ])}</select></label></p>
        <p><label>First visit <input type="date" name="date" required></label></p>
        <p><label>Visits <input type="number" name="visits" min="1" max="30"></label></p>
        <p><label>Postcode <input name="postcode" required></label></p>
        ${contact}
        <p><label>Anything we should know <textarea name="notes" rows="3"></textarea></label></p>
        <button type="submit">Book</button></form>`,
    ),
  };
}
