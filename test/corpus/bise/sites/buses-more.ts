import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl, personCard } from "../../sites/kit";

// BISE: the fifty-fifth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const you = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone"></label></p>`;

const ROUTES: [string, string][] = [
  ["1", "1: Bus Station to Hillside Estate"],
  ["4", "4: Greyhaven to Fenwick Cross"],
  ["7", "7: Bus Station to Greyhaven Hospital"],
  ["12", "12: Fenwick Cross to Ashby Green"],
  ["22", "22: Bus Station to Saltmarsh Quay"],
  ["31", "31: Fenwick Cross to Greyhaven Hospital"],
  ["X9", "X9: Greyhaven to Brenford Parkway"],
  ["N1", "N1: night bus"],
];

/** Routes, the night bus, accessible travel, lost property and its form, ordering a season ticket, and contact. */
export function busesMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/routes": page(
      "Our routes",
      `<p>Seven daytime routes and the N1 night bus. Times for routes 4 and 12 are on the <a
      href="/timetables">timetables</a> page.</p>
      <div class="cards">${[
        personCard(
          "Route 1",
          "Greyhaven Bus Station to Hillside Estate",
          "Every 10 minutes, Monday to Saturday",
          "Sundays: every 30 minutes",
        ),
        personCard(
          "Route 4",
          "Greyhaven Bus Station to Fenwick Cross Market Square, via Kingsmead School",
          "Every hour on weekdays, every 2 hours in the middle of the day and at weekends",
          "Sundays: every 2 hours",
        ),
        personCard(
          "Route 7",
          "Greyhaven Bus Station to Greyhaven Hospital",
          "Every 15 minutes, Monday to Saturday",
          "Sundays: every 30 minutes",
          "Contactless only, no cash",
        ),
        personCard(
          "Route 12",
          "Fenwick Cross Market Square to Ashby Green, via Millford",
          "Every 2 hours, Monday to Saturday",
          "Sundays: no service",
        ),
        personCard(
          "Route 22",
          "Greyhaven Bus Station to Saltmarsh Quay",
          "Every 30 minutes, Monday to Saturday",
          "Sundays: no service",
        ),
        personCard(
          "Route 31",
          "Fenwick Cross Market Square to Greyhaven Hospital, via Hillside Estate",
          "Every hour, Monday to Saturday",
          "Sundays: every 2 hours",
        ),
        personCard(
          "Route X9",
          "Greyhaven Bus Station to Brenford Parkway station, express",
          "Every 20 minutes, Monday to Saturday",
          "Sundays: no service",
          "Contactless only, no cash",
        ),
      ].join("")}</div>`,
    ),
    "/night-bus": page(
      "Night bus",
      `<p>The N1 runs on Friday and Saturday nights from Greyhaven Bus Station to Fenwick Cross, via Hillside
      Estate.</p>` +
        dl([
          ["Leaves Greyhaven Bus Station", "23:30, 00:30, 01:30 and 02:30"],
          ["Leaves Fenwick Cross Market Square", "00:00, 01:00, 02:00 and 03:00"],
          ["Fare", "£4.00 flat fare, whatever the distance"],
          ["Tickets", "Week and season tickets are valid; day tickets are not"],
          ["New Year's Eve", "Free, every 30 minutes from 23:00 to 04:00"],
        ]),
    ),
    "/accessible-travel": page(
      "Accessible travel",
      `<p>Every Greyhaven bus is low-floor, with a ramp the driver lowers for you.</p>` +
        dl([
          ["Wheelchairs", "One wheelchair space on every bus; a wheelchair user has priority over buggies"],
          ["Buggies", "Two unfolded buggies when the wheelchair space is free"],
          ["Assistance dogs", "Always welcome"],
          ["Mobility scooters", "Class 2 scooters with a Greyhaven Buses scooter permit only"],
          ["Next stop", "Every bus announces and shows the next stop"],
        ]),
    ),
    "/lost-property": page(
      "Lost property",
      `<p>Everything found on our buses goes to the travel shop at Greyhaven Bus Station the next day.</p>` +
        line("How long we keep it", "28 days, then it goes to charity") +
        line("Collecting it", "£2.50 an item, at the Greyhaven Bus Station travel shop, with ID") +
        line("Bank cards and passports", "Handed to the police after 2 days") +
        `<h2>Report something you've lost</h2>
        <form method="post" action="/lost-property/send">
        <p><label>Route <select name="route" required>${options(ROUTES)}</select></label></p>
        <p><label>Date you travelled <input type="date" name="date" required></label></p>
        <p><label>About what time <input type="time" name="time"></label></p>
        <p><label>What did you lose <select name="item" required>${options([
          ["bag", "A bag or rucksack"],
          ["phone", "A phone"],
          ["keys", "Keys"],
          ["wallet", "A wallet or purse"],
          ["clothing", "A coat or clothing"],
          ["umbrella", "An umbrella"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Describe it <textarea name="description" rows="3" required></textarea></label></p>
        ${you}
        <button type="submit">Report it</button></form>`,
    ),
    "/season-tickets/order": page(
      "Order a season ticket",
      `<p>Adult season tickets, posted to you on your photocard within 5 working days. No photocard yet? Get one free
      at a travel shop first.</p>
      <form method="post" action="/season-tickets/order/send">
      <fieldset><legend>Ticket</legend>
      <label><input type="radio" name="ticket" value="4-week" required> 4 weeks</label>
      <label><input type="radio" name="ticket" value="term"> A school or college term</label>
      <label><input type="radio" name="ticket" value="year"> A year</label></fieldset>
      <p><label>Zones <select name="zone" required>${options([
        ["zone-1", "Zone 1 (Greyhaven town)"],
        ["zones-1-2", "Zones 1 and 2 (to Fenwick Cross)"],
        ["all-zones", "All zones (1 to 3)"],
      ])}</select></label></p>
      <p><label>Start date <input type="date" name="start" required></label></p>
      <p><label>Photocard number (GH and 6 digits) <input name="photocard" pattern="GH[0-9]{6}" required></label></p>
      ${you}
      <button type="submit">Order</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Greyhaven Bus Station travel shop", "01632 718 200"],
        ["Fenwick Cross travel shop", "01632 718 264"],
        ["Email", "travel@greyhavenbuses.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["journey", "A journey or a driver"],
          ["tickets", "Tickets and fares"],
          ["timetables", "Timetables"],
          ["accessibility", "Accessibility"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Route, if it was on a bus <select name="route">${options([["", "Not about a route"], ...ROUTES])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
