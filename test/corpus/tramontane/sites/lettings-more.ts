import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl } from "../../sites/kit";

// TRAMONTANE: the fifty-third held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone" required></label></p>`;

/** Homes to let: reference, title, rent a month, bedrooms, area, available, furnished, pets. */
const HOMES: [string, string, string, string, string, string, string, string][] = [
  ["WR-101", "Flat on Canal Wharf", "£875", "2", "Wrayfield", "7 December 2026", "Furnished", "No pets"],
  [
    "WR-102",
    "House on Elm Grove",
    "£1,250",
    "3",
    "Wrayfield",
    "4 January 2027",
    "Unfurnished",
    "Pets considered",
  ],
  ["WR-103", "Flat on Station Approach", "£695", "1", "Wrayfield", "Now", "Furnished", "No pets"],
  [
    "CH-201",
    "House on Harbour Hill",
    "£1,650",
    "4",
    "Coldharbour",
    "1 February 2027",
    "Unfurnished",
    "Pets allowed",
  ],
  [
    "CH-202",
    "Studio on Quay Road",
    "£560",
    "Studio",
    "Coldharbour",
    "14 December 2026",
    "Furnished",
    "No pets",
  ],
  [
    "CH-203",
    "Cottage on Net Loft Lane",
    "£925",
    "2",
    "Coldharbour",
    "18 January 2027",
    "Part furnished",
    "One dog allowed",
  ],
];

const homeCard = ([ref, title, rent, beds, area, available, furnished, pets]: (typeof HOMES)[number]) =>
  `<article class="card"><h3>${title}, ${area}</h3><p><strong>${rent} a month</strong></p><ul>` +
  `<li>Bedrooms: ${beds}</li><li>Available: ${available}</li><li>${furnished}</li><li>${pets}</li>` +
  `<li>Ref ${ref}</li></ul></article>`;

/** Homes to let, tenants, the valuation and viewing forms, and contact. */
export function lettingsMorePages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/homes": page(
      "Homes to let",
      `<p>Every home we have to let now, in Wrayfield and Coldharbour. Rents are a month, bills not included.</p>
      <div class="cards">${HOMES.map(homeCard).join("")}</div>
      <p><a href="/viewing">Ask to view a home</a></p>`,
    ),
    "/tenants": page(
      "For tenants",
      `<p>What you pay us, and what you don't, under the Tenant Fees Act 2019.</p>` +
        dl([
          [
            "Holding deposit",
            "One week's rent, to take a home off the market; it becomes part of your first month's rent",
          ],
          ["Security deposit", "Five weeks' rent, held in the Deposit Protection Service"],
          ["A week's rent", "The monthly rent × 12 ÷ 52, rounded down to the pound"],
          ["Rent", "Monthly in advance, by standing order"],
        ]) +
        `<h2>What we charge tenants</h2><ul>
        <li>Lost keys or fobs: the cost of replacing them</li>
        <li>Rent more than 14 days late: interest at 3% over the Bank of England base rate</li>
        <li>Changing the tenancy at your request: £50</li>
        <li>Leaving early, if your landlord agrees: their reasonable costs</li></ul>
        <h2>What we never charge tenants</h2><ul>
        <li>Viewings</li><li>References and credit checks</li><li>The tenancy agreement</li>
        <li>Checking in and checking out</li></ul>` +
        line("Guarantors", "Needed if your income is under 30 times the monthly rent a year") +
        line("Students", "We let to students only with a UK guarantor"),
    ),
    "/valuation": page(
      "Ask for a free rental valuation",
      `<p>We'll tell you what your home should let for and which service suits you, Monday to Saturday, in person or by
      video.</p>
      <form method="post" action="/valuation/send">
      <p><label>Property <select name="property">${options([
        ["flat", "Flat"],
        ["terrace", "Terraced house"],
        ["semi", "Semi-detached house"],
        ["detached", "Detached house"],
        ["bungalow", "Bungalow"],
      ])}</select></label></p>
      <p><label>Bedrooms <input type="number" name="bedrooms" min="0" max="6" value="2" required></label></p>
      <fieldset><legend>The service you're thinking of</legend>
      <label><input type="radio" name="service" value="let-only" required> Let only</label>
      <label><input type="radio" name="service" value="rent-collection"> Rent collection</label>
      <label><input type="radio" name="service" value="full-management"> Full management</label>
      <label><input type="radio" name="service" value="unsure"> Not sure yet</label></fieldset>
      <fieldset><legend>How</legend>
      <label><input type="radio" name="method" value="in-person" checked> In person</label>
      <label><input type="radio" name="method" value="video"> By video</label></fieldset>
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Postcode of the property <input name="postcode" required></label></p>
      ${contact}
      <button type="submit">Ask for a valuation</button></form>`,
    ),
    "/viewing": page(
      "Ask to view a home",
      `<p>Viewings of Wrayfield homes Monday to Saturday, Coldharbour homes on weekdays only.</p>
      <form method="post" action="/viewing/send">
      <p><label>Home <select name="home">${options(HOMES.map(([ref, title, rent, , area]) => [ref, `${ref}, ${title}, ${area}, ${rent}`]))}</select></label></p>
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options([
        ["10:00", "10:00"],
        ["12:00", "12:00"],
        ["14:00", "14:00"],
        ["16:00", "16:00"],
        ["17:45", "17:45, Thursdays in Wrayfield only"],
      ])}</select></label></p>
      <p><label>How many of you are coming <input type="number" name="people" min="1" max="5" value="1" required></label></p>
      ${contact}
      <button type="submit">Ask to view</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Wrayfield", "01632 583 100"],
        ["Coldharbour", "01632 583 140"],
        ["Repairs line, managed homes, out of hours", "01632 583 199"],
        ["Email", "lettings@pennantlettings.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["letting", "Letting my home"],
          ["renting", "Renting a home"],
          ["repair", "A repair"],
          ["deposit", "A deposit"],
          ["complaint", "A complaint"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
