import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// LEVANTER: the fifty-second held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone" required></label></p>`;

/** EV chargers, small jobs, booking an inspection, the quote forms and contact. */
export function electriciansMorePages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/ev-chargers": page(
      "EV chargers",
      `<p>We fit home chargers for every make of electric car. Every package includes the survey, the fitting, the
      certificate and telling the network operator.</p>
      <div class="cards">
      <article class="card"><h3>Home Essential</h3><p><strong>£875</strong></p><ul><li>7 kW tethered charger, 5 m
      lead</li><li>Up to 8 m of cable from your fuse board</li><li>Its own RCD protection</li><li>App set up on your
      phone</li></ul></article>
      <article class="card"><h3>Home Plus</h3><p><strong>£1,045</strong></p><ul><li>7 kW untethered charger, with a
      socket for your own lead</li><li>Up to 15 m of cable</li><li>Its own RCD protection</li><li>An earth rod where
      it's needed</li><li>Load balancing, so the charger never trips the house</li></ul></article>
      <article class="card"><h3>Two Cars</h3><p><strong>£1,690</strong></p><ul><li>Two 7 kW tethered chargers, 5 m
      leads</li><li>Up to 15 m of cable</li><li>A new small fuse board for the chargers</li><li>Load
      balancing</li></ul></article>
      <article class="card"><h3>Business</h3><p><strong>From £2,400</strong></p><ul><li>Two 22 kW chargers on a
      three-phase supply</li><li>A post for each charger</li><li>Sharing and billing for staff and
      visitors</li></ul></article>
      </div>` +
        dl([
          ["Each extra metre of cable over the package's", "£22"],
          ["Digging a trench across a lawn or drive", "From £35 a metre"],
          ["Off-street parking", "Needed for every home package: we don't run cables across a pavement"],
          ["Guarantee", "3 years on the charger, 5 years on our fitting"],
        ]) +
        `<p><a href="/ev-chargers/quote">Ask for a quote</a></p>`,
    ),
    "/small-jobs": page(
      "Sockets and small jobs",
      `<p>Fixed prices for the jobs we do most, in the daytime on weekdays, with the parts and the certificate.</p>` +
        table(
          "Small jobs",
          ["Job", "Price", "How long"],
          [
            ["A new double socket, the first", "£110", "About 1 hour"],
            ["Each further double socket at the same visit", "£65", "About 30 minutes"],
            ["A double socket with USB charging, the first", "£130", "About 1 hour"],
            ["Outside socket, weatherproof", "£145", "About 2 hours"],
            ["Swap a ceiling light for your own fitting", "£60", "About 45 minutes"],
            ["Outside light with a sensor", "£125", "About 2 hours"],
            ["Mains smoke alarm, linked to the others", "£90 each", "About 1 hour"],
            ["New fuse board (consumer unit)", "From £495", "A day"],
            ["Electric shower, replacing the old one", "£240", "About 3 hours"],
          ],
        ) +
        line("Sockets in a kitchen or bathroom", "The same prices, but we check the circuit first (£30)") +
        line(
          "Gas work",
          "We don't do any gas work, including gas hobs, cookers and boilers. We pass you to Calder Heating, our Gas Safe registered neighbours on Foundry Yard, on 01632 962 480",
        ) +
        `<p><a href="/small-jobs/quote">Ask for a quote</a></p>`,
    ),
    "/book": page(
      "Book an inspection",
      `<p>Book an electrical inspection (EICR) for a flat, house or HMO on our price list. Saturday mornings are from
      Kestleford only (£40 on top). For anything else, <a href="/contact">send us a message</a>.</p>
      <form method="post" action="/book/send">
      <p><label>Property <select name="property">${options([
        ["flat-own", "Flat you live in"],
        ["flat-let", "Flat you let out"],
        ["house-own", "House you live in"],
        ["house-let", "House you let out"],
        ["hmo-small", "HMO, up to 5 tenants"],
        ["hmo-large", "HMO, 6 tenants or more"],
      ])}</select></label></p>
      <p><label>Bedrooms <input type="number" name="bedrooms" min="1" max="10" value="2" required></label></p>
      <p><label>Fuse boards <input type="number" name="boards" min="1" max="4" value="1" required></label></p>
      <p><label>Day <input type="date" name="date" required></label></p>
      <fieldset><legend>Time slot</legend>
      <label><input type="radio" name="slot" value="morning" required> Morning, from 08:00</label>
      <label><input type="radio" name="slot" value="afternoon"> Afternoon, from 12:30</label>
      <label><input type="radio" name="slot" value="saturday"> Saturday morning, from 08:00 (£40 on top)</label></fieldset>
      <fieldset><legend>Will someone be in?</legend>
      <label><input type="radio" name="access" value="me" required> Yes, me</label>
      <label><input type="radio" name="access" value="tenant"> Yes, my tenant</label>
      <label><input type="radio" name="access" value="keys"> No, I'll leave keys at a base</label></fieldset>
      <p><label>Postcode <input name="postcode" required></label></p>
      ${contact}
      <button type="submit">Book</button></form>`,
    ),
    "/ev-chargers/quote": page(
      "Ask for an EV charger quote",
      `<p>Tell us about your parking and fuse board and we'll send a quote within 2 working days.</p>
      <form method="post" action="/ev-chargers/quote/send">
      <p><label>Package <select name="package">${options([
        ["essential", "Home Essential, £875"],
        ["plus", "Home Plus, £1,045"],
        ["two-cars", "Two Cars, £1,690"],
        ["business", "Business, from £2,400"],
      ])}</select></label></p>
      <fieldset><legend>Where you park</legend>
      <label><input type="radio" name="parking" value="driveway" required> Driveway</label>
      <label><input type="radio" name="parking" value="garage"> Garage</label>
      <label><input type="radio" name="parking" value="car-park"> A private car park</label></fieldset>
      <p><label>Metres of cable from the fuse board to the charger <input type="number" name="cable" min="1" max="40" value="5" required></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      ${contact}
      <button type="submit">Send</button></form>`,
    ),
    "/small-jobs/quote": page(
      "Ask for a quote for a small job",
      `<form method="post" action="/small-jobs/quote/send">
      <p><label>Job <select name="job">${options([
        ["sockets", "New double sockets"],
        ["usb-sockets", "Double sockets with USB"],
        ["outside-socket", "Outside socket"],
        ["lights", "Lights"],
        ["smoke-alarms", "Smoke alarms"],
        ["fuse-board", "New fuse board"],
        ["shower", "Electric shower"],
      ])}</select></label></p>
      <p><label>How many <input type="number" name="quantity" min="1" max="20" value="1" required></label></p>
      <p><label>Anything we should know <textarea name="details" rows="4"></textarea></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      ${contact}
      <button type="submit">Send</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Kestleford", "01632 962 310"],
        ["Brayworth", "01632 962 355"],
        ["Emergency line, 24 hours", "01632 962 399"],
        ["Email", "jobs@callowayelectrical.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["booking", "A booking"],
          ["report", "An inspection report"],
          ["remedial", "Remedial work after a report"],
          ["invoice", "An invoice"],
          ["complaint", "A complaint"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
