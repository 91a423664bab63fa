import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// WILLIWAW: the fifty-fourth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone" required></label></p>`;

const MENUS: [string, string][] = [
  ["canapes", "Canapés"],
  ["buffet", "Buffet, hot and cold"],
  ["sit-down", "Sit-down, three courses"],
  ["barbecue", "Barbecue"],
  ["afternoon-tea", "Afternoon tea"],
];

const PLATTERS: [string, string][] = [
  ["sandwich", "Sandwich platter, serves 5"],
  ["wrap", "Wrap platter, serves 5"],
  ["mezze", "Mezze platter, serves 6"],
  ["salad", "Salad bowl, serves 6"],
  ["fruit", "Fruit platter, serves 8"],
  ["traybake", "Traybakes, 12 pieces"],
];

/** Extras, delivery, booking and payment, office lunches, the tasting, quote and contact forms. */
export function caterersMorePages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/extras": page(
      "Extras",
      `<p>Add staff and hire to any menu. Staff are charged from arrival to leaving.</p>` +
        table(
          "Extras",
          ["Extra", "Price", "Note"],
          [
            ["Waiting staff", "£22 an hour each", "Minimum 4 hours"],
            ["Chef on site", "£30 an hour", "Minimum 4 hours"],
            ["Bar staff", "£24 an hour each", "Minimum 4 hours"],
            ["Crockery, cutlery and glasses", "£4.50 a head", "Washed up by us"],
            ["Linen tablecloths", "£12 each", "Round or long tables"],
            ["Cutting and serving your own cake", "£75", "Plates and napkins included"],
            ["Corkage, your own wine or fizz", "£8 a bottle", "Chilled and poured"],
            ["Corkage, your own spirits", "£20 a bottle", "Bar staff needed"],
          ],
        ) +
        line("Staff you'll need", "One waiter for every 20 guests at a sit-down, every 40 at a buffet"),
    ),
    "/delivery": page(
      "Delivery",
      `<p>We bring every order from the Oakhurst kitchen. Zones are measured by road from the kitchen.</p>` +
        table(
          "Delivery by zone",
          ["Zone", "Distance from the kitchen", "Delivery charge"],
          [
            ["Zone A", "Up to 5 miles, Wrenbury included", "£15"],
            ["Zone B", "5 to 15 miles", "£30"],
            ["Zone C", "15 to 30 miles", "£55"],
            ["Further than 30 miles", "Events only", "Priced with your quote"],
          ],
        ) +
        dl([
          ["Free delivery", "In Zones A and B on orders over £600. Zone C is always charged"],
          ["Collecting", "Free from the Oakhurst kitchen in its opening hours"],
        ]),
    ),
    "/booking": page(
      "Booking and payment",
      `<p>Your date is held for 7 days after your quote; it is yours when we have the deposit.</p>` +
        dl([
          ["Deposit", "25% of the quoted total, to book your date"],
          ["Balance", "Due 14 days before the event, with your final numbers"],
          ["Changing numbers", "Up to 14 days before; after that we charge for the numbers you gave"],
          ["Cancelling", "The deposit is refunded if you cancel 60 days or more before the event"],
          ["Paying", "Bank transfer or card; no cheques"],
        ]),
    ),
    "/office-lunches": page(
      "Office lunches",
      `<p>Platters for meetings and training days, delivered on weekdays between 11:00 and 12:30.</p>` +
        table(
          "Office lunch platters",
          ["Platter", "Price"],
          [
            ["Sandwich platter, serves 5", "£32"],
            ["Wrap platter, serves 5", "£35"],
            ["Mezze platter, serves 6", "£42"],
            ["Salad bowl, serves 6", "£28"],
            ["Fruit platter, serves 8", "£24"],
            ["Traybakes, 12 pieces", "£22"],
          ],
        ) +
        dl([
          ["Minimum order", "£90 of platters"],
          ["Order by", "14:00 the working day before"],
          ["Delivery", "Free in Zone A; elsewhere the zone's charge"],
        ]) +
        `<h2>Order office lunches</h2>
        <form method="post" action="/office-lunches/order/send">
        <p><label>Company <input name="company" required></label></p>
        <p><label>Platter <select name="platter">${options(PLATTERS)}</select></label></p>
        <p><label>How many <input type="number" name="quantity" min="1" max="12" value="3" required></label></p>
        <p><label>Day (a weekday) <input type="date" name="date" required></label></p>
        <fieldset><legend>Delivery time</legend>
        <label><input type="radio" name="slot" value="11:00" required> 11:00 to 11:30</label>
        <label><input type="radio" name="slot" value="11:30"> 11:30 to 12:00</label>
        <label><input type="radio" name="slot" value="12:00"> 12:00 to 12:30</label></fieldset>
        <p><label>Postcode <input name="postcode" required></label></p>
        ${contact}
        <button type="submit">Order</button></form>`,
    ),
    "/tasting": page(
      "Book a tasting",
      `<p>Taste your menu at the Wrenbury tasting room before you book, from Tuesday to Friday and on Sundays.
      Tastings are free for events of 50 guests or more, and £20 a person otherwise.</p>
      <form method="post" action="/tasting/book/send">
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options([
        ["11:00", "11:00"],
        ["12:00", "12:00, Sundays only"],
        ["14:00", "14:00"],
        ["17:30", "17:30, Thursdays only"],
      ])}</select></label></p>
      <p><label>How many of you <input type="number" name="people" min="1" max="4" value="2" required></label></p>
      <p><label>Menu <select name="menu">${options(MENUS)}</select></label></p>
      <p><label>Date of your event <input type="date" name="event_date" required></label></p>
      ${contact}
      <button type="submit">Book</button></form>`,
    ),
    "/quote": page(
      "Get a quote",
      `<p>Tell us about your event and we'll send a quote within 2 working days.</p>
      <form method="post" action="/quote/send">
      <fieldset><legend>Event</legend>
      <label><input type="radio" name="event" value="wedding" required> Wedding</label>
      <label><input type="radio" name="event" value="party"> Party</label>
      <label><input type="radio" name="event" value="corporate"> Work event</label>
      <label><input type="radio" name="event" value="wake"> Funeral wake</label></fieldset>
      <p><label>Date of the event <input type="date" name="date" required></label></p>
      <p><label>Guests <input type="number" name="guests" min="20" max="250" required></label></p>
      <p><label>Menu <select name="menu">${options(MENUS)}</select></label></p>
      <fieldset><legend>Tier</legend>
      <label><input type="radio" name="tier" value="classic" checked> Classic</label>
      <label><input type="radio" name="tier" value="premium"> Premium</label></fieldset>
      <p><label>Venue postcode <input name="postcode" required></label></p>
      <p><label>Anything else <textarea name="notes" rows="4"></textarea></label></p>
      ${contact}
      <button type="submit">Send</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Oakhurst kitchen", "01632 517 800"],
        ["Wrenbury tasting room", "01632 517 845"],
        ["Email", "events@marlowandfinch.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["event", "An event"],
          ["office", "Office lunches"],
          ["invoice", "An invoice"],
          ["jobs", "Working for us"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
