import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// MELTEMI: the forty-ninth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Ear wax removal: who, then microsuction for one ear and both, and water irrigation for one ear and both. */
const WAX: [string, ...Cell[]][] = [
  ["Adults under 65", "£55", "£75", "£45", "£60"],
  ["65 and over", "£50", "£65", "£40", "£55"],
  ["Gold and Platinum plan members", ["Free, as often as you need", 4]],
];

/** Aftercare plans: plan, a month, a year, what's in it. */
const PLANS: string[][] = [
  [
    "Silver",
    "£6",
    "£65",
    "Batteries by post, a clean and check every 6 months and a hearing test every year",
  ],
  [
    "Gold",
    "£12",
    "£130",
    "Everything in Silver, ear wax removal, and loss and damage cover with a £95 excess an aid",
  ],
  ["Platinum", "£19", "£205", "Everything in Gold with no excess, and home visits free"],
];

/** Batteries: size, tab colour, a card of 6, a box of 60. */
const BATTERIES: string[][] = [
  ["Size 10", "Yellow", "£2.50", "£22"],
  ["Size 312", "Brown", "£2.50", "£22"],
  ["Size 13", "Orange", "£2.80", "£25"],
  ["Size 675", "Blue", "£3.20", "£28"],
];

/** Home visits: area, postcodes, visiting day, charge. */
const VISITS: string[][] = [
  ["Brinsford and around", "RV1 to RV4", "Tuesdays and Thursdays", "£30"],
  ["Kettlewick and the valley", "RV5 to RV8", "Wednesdays", "£40"],
  ["The hill villages", "RV9, RV10 and RW1 to RW3", "Fridays", "£55"],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone" required></label></p>`;

/** Ear wax, tinnitus, aftercare, batteries, home visits, booking and contact. */
export function hearingMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/ear-wax": page(
      "Ear wax removal",
      `<p>Microsuction lifts the wax out with a tiny, gentle suction tube while we look down a microscope: no water,
      and usually done in 20 minutes. Microsuction at both branches; water irrigation at Brinsford only.</p>` +
        groupedTable(
          "Ear wax removal",
          ["Who"],
          [
            ["Microsuction", ["One ear", "Both ears"]],
            ["Water irrigation", ["One ear", "Both ears"]],
          ],
          WAX,
        ) +
        dl([
          ["Ages", "16 and over"],
          [
            "If the wax is hard",
            "We'll ask you to use olive oil drops for a week and come back; the second visit within 14 days is free",
          ],
          ["Not for you if", "You have a perforated eardrum, for irrigation; microsuction is fine"],
          ["At home", "Microsuction only: see our home visits page"],
        ]),
    ),
    "/tinnitus": page(
      "Tinnitus",
      `<p>Ringing, buzzing or whooshing that no one else can hear. Our tinnitus clinic is at Brinsford on Thursday
      afternoons, with Dr Arun Mehta.</p>` +
        dl([
          ["Tinnitus consultation", "75 minutes, £95: a full hearing test, what's causing it, and a plan"],
          ["Follow-up", "45 minutes, £50"],
          ["When", "Thursdays, 13:30 to 17:00, at Brinsford only"],
          [
            "Sound generators",
            "Built into most Advanced, Premium and Ultimate aids; on its own, without a hearing aid, £450",
          ],
        ]),
    ),
    "/aftercare": page(
      "Aftercare plans",
      `<p>Every aid we fit comes with 3 follow-up visits. After that, a plan keeps your aids working and your hearing
      checked.</p>` +
        table("Aftercare plans", ["Plan", "A month", "A year", "What's in it"], PLANS) +
        dl([
          ["Paying", "Monthly by direct debit, or a year at a time"],
          ["Leaving", "Cancel a monthly plan with a month's notice"],
          ["Aids we didn't fit", "Silver only"],
        ]) +
        `<h2>Join a plan</h2>
        <form method="post" action="/aftercare/join/send">
        <fieldset><legend>Plan</legend>
        <label><input type="radio" name="plan" value="silver" required> Silver</label>
        <label><input type="radio" name="plan" value="gold"> Gold</label>
        <label><input type="radio" name="plan" value="platinum"> Platinum</label></fieldset>
        <fieldset><legend>Paying</legend>
        <label><input type="radio" name="pay" value="monthly" required> Monthly</label>
        <label><input type="radio" name="pay" value="yearly"> A year at a time</label></fieldset>
        <p><label>Start from <input type="date" name="start" required></label></p>
        <p><label>Your aids were fitted <select name="fitted">${options([
          ["us", "By Pryce Hearing Care"],
          ["elsewhere", "Somewhere else"],
        ])}</select></label></p>
        ${contact}
        <button type="submit">Join</button></form>`,
    ),
    "/batteries": page(
      "Batteries",
      `<p>Zinc-air batteries for every hearing aid, by the card of 6 or the box of 60. Match the colour of the tab on
      your old battery.</p>` +
        table("Batteries", ["Size", "Tab colour", "A card of 6", "A box of 60"], BATTERIES) +
        line("Post", "£1.50 an order; free on a box of 60, and free to aftercare plan members") +
        line("Collect", "From either branch, free") +
        `<h2>Order batteries</h2>
        <form method="post" action="/batteries/order/send">
        <p><label>Size <select name="size">${options([
          ["10", "Size 10, yellow"],
          ["312", "Size 312, brown"],
          ["13", "Size 13, orange"],
          ["675", "Size 675, blue"],
        ])}</select></label></p>
        <fieldset><legend>Pack</legend>
        <label><input type="radio" name="pack" value="card" required> A card of 6</label>
        <label><input type="radio" name="pack" value="box"> A box of 60</label></fieldset>
        <p><label>How many <input type="number" name="packs" min="1" max="10" value="1" required></label></p>
        <p><label>Delivery <select name="delivery">${options([
          ["post", "By post"],
          ["brinsford", "Collect from Brinsford"],
          ["kettlewick", "Collect from Kettlewick"],
        ])}</select></label></p>
        <p><label>Postcode, for post <input name="postcode"></label></p>
        ${contact}
        <button type="submit">Order</button></form>`,
    ),
    "/home-visits": page(
      "Home visits",
      `<p>If you can't get to a branch, we'll come to you, at home or in a care home: hearing tests, fittings,
      repairs, and ear wax removal by microsuction.</p>` +
        table("Home visits", ["Area", "Postcodes", "Visiting day", "Charge a visit"], VISITS) +
        line(
          "Ear wax removal at home",
          "Microsuction, one ear £55 and both £75, or £50 and £65 if you're 65 or over, plus the visit charge",
        ) +
        line("Platinum plan members", "Home visits free") +
        line("Further away", "We're sorry, we can't visit outside these postcodes") +
        `<h2>Ask for a home visit</h2>
        <form method="post" action="/home-visits/request/send">
        <p><label>Postcode <input name="postcode" required></label></p>
        <p><label>What for <select name="reason">${options([
          ["test", "A hearing test"],
          ["wax", "Ear wax removal"],
          ["repair", "A hearing aid repair"],
          ["fitting", "Fitting new aids"],
        ])}</select></label></p>
        <p><label>Day <input type="date" name="date" required></label></p>
        <fieldset><legend>Time of day</legend>
        <label><input type="radio" name="when" value="morning" required> Morning</label>
        <label><input type="radio" name="when" value="afternoon"> Afternoon</label></fieldset>
        ${contact}
        <button type="submit">Ask for a visit</button></form>`,
    ),
    "/book": page(
      "Book an appointment",
      `<p>Book below and we'll ring to confirm; or ring the branch. Appointments from 09:30; the 17:30 appointment
      is on Thursdays at Kettlewick only.</p>
      <form method="post" action="/book/send">
      <p><label>Appointment <select name="appointment">${options([
        ["check", "Hearing check, free"],
        ["assessment", "Full hearing assessment, free"],
        ["assessment-young", "Hearing assessment, 12 to 17"],
        ["report", "Hearing test with a written report"],
        ["second-opinion", "Second opinion"],
        ["tinnitus", "Tinnitus consultation (Brinsford)"],
        ["wax-one", "Microsuction, one ear"],
        ["wax-both", "Microsuction, both ears"],
        ["irrigation", "Water irrigation (Brinsford)"],
      ])}</select></label></p>
      <fieldset><legend>Branch</legend>
      <label><input type="radio" name="branch" value="brinsford" required> Brinsford</label>
      <label><input type="radio" name="branch" value="kettlewick"> Kettlewick</label></fieldset>
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options([
        ["09:30", "09:30"],
        ["11:00", "11:00"],
        ["14:00", "14:00"],
        ["15:30", "15:30"],
        ["17:30", "17:30 (Thursdays, Kettlewick)"],
      ])}</select></label></p>
      <p><label>Age of the person coming <input type="number" name="age" min="12" max="110" required></label></p>
      ${contact}
      <button type="submit">Book</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Brinsford", "01632 960 350"],
        ["Kettlewick", "01632 960 357"],
        ["Email", "hello@prycehearing.test"],
        ["Text us, if you'd rather not ring", "07700 900 533"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["appointment", "An appointment"],
          ["aids", "My hearing aids"],
          ["repair", "A repair"],
          ["plan", "My aftercare plan"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
