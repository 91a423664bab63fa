import type { FixturePage } from "../../../helpers/fixture-site";
import { options } from "../../grouped";
import { cards, dl, table } from "../../sites/kit";

// BREEZE: the forty-first held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** The fleet: car, seats, cases, at Harrowby, at Colnford. */
const FLEET: string[][] = [
  ["Toyota Corolla hybrid saloon", "4", "2 large, 2 small", "28", "10"],
  ["Skoda Octavia estate", "4", "4 large", "9", "3"],
  ["Mercedes Vito minibus", "8", "8 large", "4", "2"],
  ["Peugeot e-Rifter ramp car", "A wheelchair and 3, or 4", "2 large", "4", "1"],
  ["Tesla Model Y executive", "4", "3 large", "3", "None"],
];

/** The two offices side by side. */
const OFFICES: string[][] = [
  ["Address", "Station Approach, Harrowby RW2 1ST", "14 Bridge Street, Colnford RW8 4DA"],
  ["Phone", "0115 496 0220", "0115 496 0288"],
  [
    "Office open",
    "24 hours, every day",
    "07:00 to midnight; after midnight your call goes through to Harrowby",
  ],
  ["Taxi rank", "At the front of Harrowby station", "Market Square, by the war memorial"],
  ["Lost property", "Kept for 28 days", "Kept for 7 days, then sent to Harrowby"],
  ["Cars based here", "48", "16"],
  ["Licensed by", "Harrowby Borough Council, PHO 0417", "Colnford District Council, PHO/22/093"],
];

const NEWS = cards([
  [
    "18 November 2026",
    "Christmas and New Year",
    "Tariff 3 runs from 20:00 on Christmas Eve and from 20:00 on New Year's Eve. Book your party taxis early.",
  ],
  ["6 October 2026", "Three new executive cars", "Tesla Model Ys, at Harrowby, £10 on top of the fare."],
  [
    "1 July 2026",
    "Colnford's new hours",
    "Our Colnford office now closes at midnight; after that your call goes through to Harrowby.",
  ],
  [
    "1 April 2026",
    "New fares from today",
    "Harrowby Borough Council has raised the daytime first mile to £4.20; Colnford's stays at £3.80.",
  ],
  [
    "1 April 2025",
    "Fares for 2025",
    "Harrowby's daytime first mile is £3.90 and each mile after £1.95; a saloon from Harrowby to Wexley Airport is £58.",
  ],
]);

/** Ramp cars, the fleet, business accounts, the offices, drivers, FAQs, news, contact and two search-only pages. */
export function taxisMorePages(
  page: (title: string, body: string) => string,
  towns: string,
): Record<string, FixturePage> {
  const contact = `<p><label>Your name <input name="name" required></label></p>
    <p><label>Email <input type="email" name="email" required></label></p>
    <p><label>Phone <input type="tel" name="phone"></label></p>`;
  return {
    "/accessible": page(
      "Everyone aboard",
      `<p>Every Kestrel driver is trained to help, and our ramp cars carry a wheelchair user and up to 3
      others.</p>` +
        dl([
          ["Ramp cars", "Peugeot e-Rifters with a rear ramp: 4 based at Harrowby and 1 at Colnford"],
          ["Booking a ramp car", "At least 24 hours ahead, online or by phone"],
          ["The fare", "The same as any other car: never more for a wheelchair"],
          ["Assistance dogs", "Always welcome in any car, free"],
          ["Help", "Drivers help you in and out, and carry your bags to the door"],
          ["Deaf or hard of hearing?", "Text us on 07700 900450 to book"],
        ]),
    ),
    "/fleet": page(
      "Our cars",
      table("The fleet", ["Car", "Seats", "Cases", "At Harrowby", "At Colnford"], FLEET) +
        `<p>Every car is under 5 years old. Executive cars are £10 on top of the fare.</p>`,
    ),
    "/business": page(
      "For business",
      dl([
        ["Accounts", "A monthly invoice, no cards in the car, and a booking code for each of your staff"],
        ["Discount", "5% off metered fares for accounts spending over £300 a month"],
        ["Setting up", "Free, with no minimum spend"],
        ["Paying", "Within 30 days of the invoice, by bank transfer"],
        ["Contracts", "We also run school and hospital transport for Aldershire County Council"],
      ]) +
        `<h2>Open an account</h2>
        <form method="post" action="/business/apply/send">
        <p><label>Company <input name="company" required></label></p>
        <p><label>Spend a month <select name="spend">${options([
          ["under-300", "Under £300"],
          ["300-1000", "£300 to £1,000"],
          ["over-1000", "Over £1,000"],
        ])}</select></label></p>
        ${towns}
        ${contact}
        <button type="submit">Apply</button></form>`,
    ),
    "/offices": page(
      "Offices",
      table("Our two offices", ["", "Harrowby", "Colnford"], OFFICES) +
        `<p>Either office can book a car in either town.</p>`,
    ),
    "/drivers": page(
      "Drive with us",
      dl([
        ["You'll need", "To be 23 or over, with a full UK driving licence held for at least 3 years"],
        ["Your licence", "We pay for your council licence and DBS check"],
        ["Your car", "Use your own, or rent one of our hybrids for £165 a week, insurance included"],
        ["Circuit rent", "£110 a week, and nothing for your first 4 weeks"],
        ["Hours", "Days, nights or weekends: you choose"],
      ]) +
        `<h2>Apply to drive</h2>
        <form method="post" action="/drivers/apply/send">
        <fieldset><legend>Office</legend>
        <label><input type="radio" name="office" value="harrowby"> Harrowby</label>
        <label><input type="radio" name="office" value="colnford"> Colnford</label>
        </fieldset>
        <p><label>Shifts <select name="shifts">${options([
          ["days", "Days"],
          ["nights", "Nights"],
          ["weekends", "Weekends"],
          ["any", "Any"],
        ])}</select></label></p>
        <fieldset><legend>Car</legend>
        <label><input type="radio" name="car" value="own"> I'll use my own</label>
        <label><input type="radio" name="car" value="rent"> I'd rent one of yours</label>
        </fieldset>
        <p><label>Age <select name="age">${options([
          ["23-29", "23 to 29"],
          ["30-39", "30 to 39"],
          ["40-49", "40 to 49"],
          ["50-plus", "50 or over"],
        ])}</select></label></p>
        <p><label>Licence held for <select name="licence">${options([
          ["3-5", "3 to 5 years"],
          ["6-10", "6 to 10 years"],
          ["over-10", "Over 10 years"],
        ])}</select></label></p>
        ${contact}
        <button type="submit">Apply</button></form>`,
    ),
    "/faq": page(
      "Help",
      `<h3>Can I take my dog?</h3><p>Well-behaved dogs on a lead, if you tell us when you book; assistance dogs
      always.</p>
      <h3>Do you carry child seats?</h3><p>Yes, free: baby seats, child seats and boosters, if you ask when you
      book.</p>
      <h3>How many of us can go?</h3><p>4 in a saloon or estate, 8 in a minibus; a baby in arms counts as a
      passenger.</p>
      <h3>Can my child travel alone?</h3><p>From 14, if you book and pay; younger only on a school contract.</p>
      <h3>I left something in a car.</h3><p>Ring the office you booked with: see Offices for how long we keep
      it.</p>
      <h3>Can I smoke or vape?</h3><p>No, in any car.</p>`,
    ),
    "/news": page("Latest", NEWS),
    "/contact": page(
      "Contact",
      dl([
        ["Harrowby", "0115 496 0220, 24 hours"],
        ["Colnford", "0115 496 0288, 07:00 to midnight"],
        ["Email", "bookings@kestrelcars.test"],
        ["Complaints", "In writing to the Harrowby office, or to the council that licenses us"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["booking", "A booking"],
          ["lost-property", "Something left in a car"],
          ["complaint", "A complaint"],
          ["other", "Something else"],
        ])}</select></label></p>
        <fieldset><legend>Office</legend>
        <label><input type="radio" name="office" value="harrowby"> Harrowby</label>
        <label><input type="radio" name="office" value="colnford"> Colnford</label>
        </fieldset>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep journey records for 3 years, as our licences require.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 0115 496 0220.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/wedding-cars": page(
      "Wedding cars",
      `<p>Do you do wedding cars? Yes: our white Mercedes E-Class, with ribbons and a driver in a grey suit, for the
      bride's journey to church and the couple's to the reception. How much? £295 for up to 3 hours in Harrowby or
      Colnford, then £60 an hour.</p>`,
    ),
    "/parcels": page(
      "Same-day parcels",
      `<p>Can you deliver a parcel the same day? Yes: a car collects within the hour and drives it straight there:
      documents, spare parts, anything up to 20 kg. What does it cost? £1.50 a mile, with a minimum of £12.</p>`,
    ),
  };
}
