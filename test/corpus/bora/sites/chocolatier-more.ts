import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// BORA: the forty-eighth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Christmas boxes and hampers: box, what's in it, price. */
const HAMPERS: string[][] = [
  ["The Stocking Filler", "A box of 9 truffles and a bar", "£19"],
  ["The Advent Calendar", "24 chocolates behind 24 doors", "£32"],
  ["The Little Hamper", "A box of 16, two bars and hot chocolate flakes", "£38"],
  ["The Family Hamper", "Two boxes of 16, four bars, hot chocolate flakes and a chocolate orange", "£65"],
  [
    "The Grand Hamper",
    "Three boxes of 16, six bars, the creams, a yule log voucher and a wicker basket",
    "£110",
  ],
];

/** Yule logs: log, serves, price. */
const YULE: string[][] = [
  ["Chocolate and chestnut", "6", "£24"],
  ["Chocolate and chestnut, large", "12", "£42"],
  ["Dark chocolate and cherry", "8", "£30"],
];

/** Christmas orders by shop: Stallbridge, Harrowby. */
const ORDERS: string[][] = [
  ["Last day to order for collecting", "Sunday 20 December", "Saturday 19 December"],
  ["Collecting", "Monday 21 to Thursday 24 December", "Tuesday 22 to Thursday 24 December"],
  ["Yule logs", "Order by Friday 18 December", "Not at Harrowby: collect them from Stallbridge"],
];

/** Chocolate for baking: callets, then a 500g, 1kg and 2.5kg bag. */
const CALLETS: [string, ...Cell[]][] = [
  ["Dark 70%", "£12", "£22", "£50"],
  ["Milk 38%", "£11", "£20", "£45"],
  ["White 33%", "£11.50", "£21", "£47"],
  ["Cocoa powder", ["£8, a 500g tub only", 3]],
];

/** Delivery by our van: postcode area, days, charge, free over. */
const VAN: string[][] = [
  ["XJ1 to XJ4, around Stallbridge", "Tuesdays and Fridays", "£3.50", "£30"],
  ["XJ5 to XJ9, around Harrowby", "Wednesdays and Saturdays", "£4.50", "£40"],
  ["XK1 to XK6", "Fridays", "£6.50", "£60"],
];

/** Workshops: workshop, where, how long, ages, when, a person. */
const WORKSHOPS: string[][] = [
  ["Truffle making", "Stallbridge", "2 hours", "12 and over", "Saturdays at 10:00", "£45"],
  ["Bean to bar", "Stallbridge", "3½ hours", "16 and over", "The first Sunday of the month at 13:00", "£85"],
  [
    "Chocolate lollies for children",
    "Harrowby",
    "1½ hours",
    "5 to 11",
    "Wednesdays at 16:00 in school holidays",
    "£18",
  ],
  [
    "Christmas bauble painting",
    "Harrowby",
    "2 hours",
    "12 and over",
    "Thursdays at 18:00 in December",
    "£50",
  ],
];

/** Christmas, baking and the fountain, delivery, workshops, favours and contact. */
export function chocolatierMorePages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/christmas": page(
      "Christmas",
      `<p>Boxes, hampers and yule logs, made in the week before you collect them. Order online below, or at either
      shop.</p>` +
        table("Christmas boxes and hampers", ["Box", "What's in it", "Price"], HAMPERS) +
        table("Yule logs, made to order", ["Yule log", "Serves", "Price"], YULE) +
        table("Christmas orders", ["", "Stallbridge", "Harrowby"], ORDERS) +
        line("Last day to order for posting", "Wednesday 16 December, for delivery by Tuesday 22 December") +
        line(
          "Hampers by our van",
          "£5 a delivery in XJ1 to XJ9, on the van's usual days up to Thursday 24 December; free delivery over a spend doesn't count for hampers",
        ) +
        `<h2>Order for Christmas</h2>
        <form method="post" action="/christmas/order/send">
        <p><label>What <select name="item">${options([
          ["stocking", "The Stocking Filler"],
          ["advent", "The Advent Calendar"],
          ["little", "The Little Hamper"],
          ["family", "The Family Hamper"],
          ["grand", "The Grand Hamper"],
          ["yule-6", "Chocolate and chestnut yule log, serves 6"],
          ["yule-12", "Chocolate and chestnut yule log, serves 12"],
          ["yule-cherry", "Dark chocolate and cherry yule log"],
        ])}</select></label></p>
        <p><label>How many <input type="number" name="quantity" min="1" max="20" required></label></p>
        <fieldset><legend>Collect or post</legend>
        <label><input type="radio" name="collect" value="stallbridge" required> Collect from Stallbridge</label>
        <label><input type="radio" name="collect" value="harrowby"> Collect from Harrowby</label>
        <label><input type="radio" name="collect" value="post"> Post it</label></fieldset>
        <p><label>Collecting or posting on <input type="date" name="date" required></label></p>
        ${contact}
        <button type="submit">Order</button></form>`,
    ),
    "/baking": page(
      "Baking &amp; fountains",
      `<p>The chocolate we use ourselves, in callets that melt evenly, from the Stallbridge shop or by post.</p>` +
        groupedTable("Chocolate for baking", ["Callets"], [["A bag", ["500g", "1kg", "2.5kg"]]], CALLETS) +
        `<h2>Hire our chocolate fountain</h2>` +
        dl([
          [
            "The fountain",
            "£60 a day, collected from Stallbridge; £85 a day delivered and set up in XJ1 to XJ9",
          ],
          ["Chocolate for it", "£18 a kilo, dark, milk or white; a kilo serves about 15 guests"],
          ["Dippers", "Strawberries, marshmallows and brownie bites, £1.50 a guest"],
          ["Deposit", "£100, back when the fountain comes back clean"],
          ["Smallest party", "20 guests"],
        ]) +
        `<form method="post" action="/baking/fountain/send">
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Guests <input type="number" name="guests" min="20" max="200" required></label></p>
        <p><label>Chocolate <select name="chocolate">${options([
          ["dark", "Dark"],
          ["milk", "Milk"],
          ["white", "White"],
        ])}</select></label></p>
        <fieldset><legend>Collect or deliver</legend>
        <label><input type="radio" name="setup" value="collect" required> I'll collect it from Stallbridge</label>
        <label><input type="radio" name="setup" value="delivered"> Deliver and set it up</label></fieldset>
        <p><label>Postcode <input name="postcode" required></label></p>
        ${contact}
        <button type="submit">Book the fountain</button></form>`,
    ),
    "/delivery": page(
      "Delivery",
      `<p>Our own van delivers around both shops; everywhere else in the UK we post. Order by 12:00 the day
      before the van comes.</p>` +
        table("Delivery by our van", ["Postcode area", "Days", "A delivery", "Free over"], VAN) +
        line("By post, anywhere in the UK", "£4.95, free over £50") +
        line("Warm weather", "From May to September we post in a cool box, £3 more") +
        line("Abroad", "We don't post outside the UK"),
    ),
    "/workshops": page(
      "Workshops",
      `<p>Make chocolates with us and take them home. Aprons and everything else are provided.</p>` +
        table("Workshops", ["Workshop", "Where", "How long", "Ages", "When", "A person"], WORKSHOPS) +
        dl([
          ["Under 16s", "With an adult who is booked on too"],
          ["Groups", "Book 6 or more places in one go: £5 off each place"],
          ["Children's parties", "Chocolate lollies at Harrowby for 8 to 12 children, £16 a child"],
          [
            "Moving or cancelling",
            "With 10 days' notice, your money back; after that, a place on another date",
          ],
        ]) +
        `<h2>Book a workshop</h2>
        <form method="post" action="/workshops/book/send">
        <p><label>Workshop <select name="workshop">${options([
          ["truffles", "Truffle making"],
          ["bean-to-bar", "Bean to bar"],
          ["lollies", "Chocolate lollies for children"],
          ["baubles", "Christmas bauble painting"],
        ])}</select></label></p>
        <p><label>Day <input type="date" name="date" required></label></p>
        <p><label>Places <input type="number" name="places" min="1" max="12" required></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
    "/favours": page(
      "Weddings and favours",
      `<p>Two truffles in a little box with your names on the ribbon, from 50 boxes, at £2.40 a box. Tell us about
      your day and we'll send samples.</p>
      <form method="post" action="/favours/enquire/send">
      <p><label>Occasion <select name="occasion">${options([
        ["wedding", "A wedding"],
        ["christening", "A christening"],
        ["business", "A business or a conference"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>How many boxes <input type="number" name="boxes" min="50" max="500" required></label></p>
      ${contact}
      <button type="submit">Send</button></form>`,
    ),
    "/contact": page(
      "Get in touch",
      dl([
        ["Stallbridge shop and the kitchen", "01632 961 730"],
        ["Harrowby shop", "01632 961 735"],
        ["Orders", "orders@pennickandlowe.test"],
      ]) +
        `<p>Wedding favours: <a href="/favours">ask us here</a>.</p>
        <h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["order", "An order"],
          ["christmas", "A Christmas order"],
          ["workshops", "Workshops"],
          ["fountain", "The fountain"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Shop <select name="shop">${options([
          ["none", "Not about a shop"],
          ["stallbridge", "Stallbridge"],
          ["harrowby", "Harrowby"],
        ])}</select></label></p>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
