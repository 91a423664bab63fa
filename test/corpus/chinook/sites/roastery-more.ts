import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// CHINOOK: the forty-seventh held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Subscriptions: how often, money off, then Morning Shift's 250g and 1kg bag after it. */
const EVERY: string[][] = [
  ["Every week", "15% off", "£6.80", "£22.10"],
  ["Every fortnight", "10% off", "£7.20", "£23.40"],
  ["Every month", "5% off", "£7.60", "£24.70"],
];

/** Wholesale: kilos a week, then a kilo of Dye Works and of a single origin. */
const TRADE: [string, ...Cell[]][] = [
  ["2 to 4kg", "£22", "£27"],
  ["5 to 9kg", "£20", "£25"],
  ["10 to 19kg", "£18.50", "£23"],
  ["20kg or more", ["£16.50 a kilo, any coffee but the Gesha", 2]],
];

/** The cafés' drinks: drink, then small, regular and large. */
const DRINKS: [string, ...Cell[]][] = [
  ["Espresso", ["£2.40, a double shot", 3]],
  ["Flat white", ["£3.40, one size, 6oz", 3]],
  ["Americano", "£2.80", "£3.10", "£3.40"],
  ["Latte", "£3.30", "£3.70", "£4.10"],
  ["Cappuccino", "£3.30", "£3.70", "£4.10"],
  ["Mocha", "£3.80", "£4.20", "£4.60"],
  ["Filter of the day", "£2.60", "£2.90", "–"],
  ["Hot chocolate", "£3.20", "£3.60", "£4"],
  ["Chai latte", "£3.40", "£3.80", "£4.20"],
];

/** Food: dish, where, price. */
const FOOD: string[][] = [
  ["Roastery breakfast: eggs, bacon, sourdough, beans and mushrooms", "Tamsford, until 14:00", "£11.50"],
  ["Shakshuka with flatbread", "Tamsford, until 14:00", "£9.50"],
  ["Cheese and ham toastie", "Both cafés", "£6.50"],
  ["Cinnamon bun", "Both cafés", "£3.20"],
  ["Slice of cake, ask what's on", "Both cafés", "£3.80"],
];

/** Classes: class, where, how long, places, when, a person. */
const CLASSES: string[][] = [
  ["Brewing at home: V60, AeroPress and cafetière", "Tamsford", "2 hours", "8", "Saturdays at 10:00", "£45"],
  ["Latte art", "Ellerby", "2½ hours", "6", "Wednesdays at 18:30", "£65"],
  [
    "Barista skills day, with lunch",
    "Tamsford",
    "10:00 to 16:00",
    "4",
    "The first Sunday of the month",
    "£150",
  ],
  ["Cupping with the roaster", "Tamsford", "1 hour", "10", "Thursdays at 17:00", "£20"],
];

const coffeeOptions = options([
  ["dye-works", "Dye Works"],
  ["morning-shift", "Morning Shift"],
  ["kochere", "Kochere"],
  ["la-palma", "La Palma"],
  ["decaf", "Swiss Water decaf"],
  ["roasters-choice", "Roaster's choice, a different coffee each time"],
]);

/** Subscriptions, wholesale, the cafés' menu, classes and contact. */
export function roasteryMorePages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/subscriptions": page(
      "On repeat",
      `<p>Any of our coffees, or the roaster's choice, roasted and posted to you as often as you like, always post
      free. The money off is on the bag's price; here it is on Morning Shift, our cheapest coffee.</p>` +
        table("How often", ["Delivery", "Money off", "Morning Shift, 250g", "Morning Shift, 1kg"], EVERY) +
        dl([
          ["Skip, pause or stop", "Any time, online, up to 09:00 on the roast day before your bag"],
          ["Roaster's choice", "A different single origin each time, at the price of that coffee"],
          ["Gesha", "Not on subscription"],
          ["Your first bag", "Posted on the next roast day after you sign up"],
        ]) +
        `<h2>Start a subscription</h2>
        <form method="post" action="/subscriptions/start/send">
        <p><label>Coffee <select name="coffee">${coffeeOptions}</select></label></p>
        <p><label>Bag <select name="size">${options([
          ["250g", "250g"],
          ["1kg", "1kg, whole bean"],
        ])}</select></label></p>
        <p><label>Grind <select name="grind">${options([
          ["whole", "Whole bean"],
          ["espresso", "Espresso"],
          ["stovetop", "Stovetop"],
          ["filter", "Filter"],
          ["cafetiere", "Cafetière"],
        ])}</select></label></p>
        <p><label>How often <select name="every">${options([
          ["weekly", "Every week"],
          ["fortnightly", "Every fortnight"],
          ["monthly", "Every month"],
        ])}</select></label></p>
        <p><label>First delivery from <input type="date" name="start" required></label></p>
        <p><label>Postcode <input name="postcode" required></label></p>
        ${contact}
        <button type="submit">Start</button></form>`,
    ),
    "/wholesale": page(
      "Trade",
      `<p>We roast for cafés, restaurants, farm shops and offices across the county. Prices are a kilo, before VAT,
      for a standing order by the week.</p>` +
        groupedTable(
          "Wholesale coffee",
          ["Kilos a week"],
          [["A kilo", ["Dye Works", "Single origins"]]],
          TRADE,
        ) +
        dl([
          ["Smallest order", "2kg a week"],
          ["Machine and grinder", "£25 a week on a 24-month lease; free when you take 10kg a week or more"],
          ["Training", "A barista skills day for two of your team, free when you start"],
          [
            "Delivery",
            "Free by our van in QK1 to QK9 and QV1 to QV6 on Tuesdays; elsewhere £8.50 a box by courier",
          ],
          ["Paying", "By invoice, within 30 days"],
        ]) +
        `<h2>Ask about trade prices</h2>
        <form method="post" action="/wholesale/enquire/send">
        <p><label>Business <input name="business" required></label></p>
        <p><label>Kind of business <select name="kind">${options([
          ["cafe", "Café or coffee shop"],
          ["restaurant", "Restaurant or pub"],
          ["shop", "Shop or farm shop"],
          ["office", "Office"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>About how many kilos a week <input type="number" name="kilos" min="1" max="200"></label></p>
        <p><label>Postcode <input name="postcode" required></label></p>
        ${contact}
        <button type="submit">Send</button></form>`,
    ),
    "/menu": page(
      "At the counter",
      `<p>The same coffee in both cafés: Dye Works in the espresso, and a filter of the day. Cups are small 8oz,
      regular 12oz and large 16oz.</p>` +
        groupedTable("Drinks", ["Drink"], [["A cup", ["Small", "Regular", "Large"]]], DRINKS) +
        line("Oat, soya or coconut milk", "45p more") +
        line("An extra shot", "70p") +
        line("Syrups: vanilla, caramel or hazelnut", "50p") +
        line("Decaf", "Any drink, no charge") +
        line("Bring your own cup", "25p off any drink") +
        table("Food", ["Dish", "Where", "Price"], FOOD) +
        `<p>Gluten-free bread for toasties and breakfasts: just ask. Tell us about any allergies when you
        order.</p>`,
    ),
    "/classes": page(
      "Learn",
      `<p>Small classes with our roasters and baristas, with all the coffee you can drink and a 250g bag to take
      home.</p>` +
        table("Classes", ["Class", "Where", "How long", "Places", "When", "A person"], CLASSES) +
        dl([
          ["Ages", "16 and over; 14 and 15 year olds with a paying adult"],
          ["Groups", "Book 4 or more places in one go: 10% off"],
          [
            "Moving or cancelling",
            "With 7 days' notice, your money back or another date; after that, no refund",
          ],
          ["Gift vouchers", "For any class, valid for 12 months"],
        ]) +
        `<h2>Book a class</h2>
        <form method="post" action="/classes/book/send">
        <p><label>Class <select name="class">${options([
          ["brewing", "Brewing at home"],
          ["latte-art", "Latte art"],
          ["barista-day", "Barista skills day"],
          ["cupping", "Cupping with the roaster"],
        ])}</select></label></p>
        <p><label>Day <input type="date" name="date" required></label></p>
        <p><label>Places <input type="number" name="places" min="1" max="10" required></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Tamsford café and the roastery", "01632 964 210"],
        ["Ellerby café", "01632 964 216"],
        ["Orders and subscriptions", "beans@cobbandkettle.test"],
        ["Trade", "trade@cobbandkettle.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["order", "An order or a subscription"],
          ["cafes", "The cafés"],
          ["classes", "Classes"],
          ["events", "Events and private hire"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Café <select name="cafe">${options([
          ["none", "Not about a café"],
          ["tamsford", "Tamsford"],
          ["ellerby", "Ellerby"],
        ])}</select></label></p>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
