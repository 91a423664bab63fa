import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl } from "../../sites/kit";

// PAMPERO: the fifty-first held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone" required></label></p>`;

/** Wasps and bees, booking a treatment, a business contract enquiry and contact. */
export function pestcontrolMorePages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/wasps-bees": page(
      "Wasps and bees",
      `<p>Wasps' nests are treated in one visit from April to October: the wasps are gone within a day. If you're
      not sure whether you have wasps or bees, send us a photo first.</p>` +
        dl([
          ["A wasps' nest", "£70 in a flat, £75 at a house, £95 at commercial premises"],
          ["Each further nest at the same visit", "£25"],
          ["Nests in a wall cavity or chimney", "The same price; we may need a second visit"],
        ]) +
        line(
          "Honey bees",
          "We never destroy honey bees. We pass your details to the Wendham and District Beekeepers' Association, who collect swarms free",
        ) +
        line("Bumblebees and mason bees", "Best left alone: they're gone by the end of the summer"),
    ),
    "/book": page(
      "Book a treatment",
      `<p>Book any treatment on our price list. For bees, don't book: see <a href="/wasps-bees">wasps and bees</a>.
      Evening visits are on weekdays only.</p>
      <form method="post" action="/book/send">
      <p><label>Pest <select name="pest">${options([
        ["rats", "Rats"],
        ["mice", "Mice"],
        ["squirrels", "Squirrels in the loft"],
        ["wasps", "Wasps' nest"],
        ["bed-bugs", "Bed bugs"],
        ["fleas", "Fleas"],
        ["cockroaches", "Cockroaches"],
        ["ants", "Ants"],
        ["pigeons", "Pigeons"],
        ["moles", "Moles"],
      ])}</select></label></p>
      <fieldset><legend>Property</legend>
      <label><input type="radio" name="property" value="flat" required> Flat</label>
      <label><input type="radio" name="property" value="house"> House</label>
      <label><input type="radio" name="property" value="commercial"> Commercial premises</label></fieldset>
      <fieldset><legend>How soon</legend>
      <label><input type="radio" name="urgency" value="standard" required> Within 3 working days</label>
      <label><input type="radio" name="urgency" value="same-day"> Same-day emergency (£45)</label></fieldset>
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Time slot <select name="slot">${options([
        ["morning", "Morning, 08:00 to 12:00"],
        ["afternoon", "Afternoon, 12:00 to 18:00"],
        ["evening", "Evening, 18:00 to 21:00 (weekdays, £35)"],
      ])}</select></label></p>
      <p><label>Rooms affected <input type="number" name="rooms" min="1" max="12" value="1" required></label></p>
      <p><label>Wasps' nests, if it's wasps <input type="number" name="nests" min="0" max="5" value="0"></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      ${contact}
      <button type="submit">Book</button></form>`,
    ),
    "/business/enquire": page(
      "Ask about a business contract",
      `<p>Tell us about your site and we'll ring you to arrange a free survey.</p>
      <form method="post" action="/business/enquire/send">
      <p><label>Site size <select name="size">${options([
        ["small", "Small, up to 200 m²"],
        ["medium", "Medium, 200 to 1,000 m²"],
        ["large", "Large, over 1,000 m²"],
      ])}</select></label></p>
      <fieldset><legend>Visits</legend>
      <label><input type="radio" name="visits" value="quarterly" required> Quarterly, 4 a year</label>
      <label><input type="radio" name="visits" value="eight-weekly"> Eight-weekly, 6 a year</label></fieldset>
      <p><label>Kind of business <select name="business">${options([
        ["food", "Restaurant, café or takeaway"],
        ["retail", "Shop"],
        ["office", "Office"],
        ["warehouse", "Warehouse or factory"],
        ["farm", "Farm"],
        ["school", "School or nursery"],
      ])}</select></label></p>
      <p><label>Start from <input type="date" name="start" required></label></p>
      <p><label>Business name <input name="company" required></label></p>
      ${contact}
      <button type="submit">Send</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Wendham", "01632 961 520"],
        ["Portsby", "01632 961 575"],
        ["Email", "help@wrenfieldpest.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["booking", "A booking"],
          ["revisit", "A free revisit under the guarantee"],
          ["bees", "Bees"],
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
