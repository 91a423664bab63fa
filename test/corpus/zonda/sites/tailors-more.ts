import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// ZONDA: the fiftieth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune the
// engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Wedding and occasion dresses: job, price, what it includes. */
const WEDDING: string[][] = [
  ["Shorten a wedding dress", "from £120", "Every layer, with the lace or beading moved up"],
  ["Take in at the bodice", "from £95", "Side seams and the back"],
  ["Add a bustle", "£65", "To lift the train for the evening"],
  ["Bridesmaid dress, shorten", "from £40", "One layer; £15 for each further layer"],
  ["Veil, shorten", "£25", "Cut and re-edged"],
];

/** Repairs: job, price. */
const REPAIRS: string[][] = [
  ["Sew on a button", "£3", "Free if you bought the alteration from us"],
  ["Repair a seam", "from £8", "Each seam"],
  ["Patch a knee or elbow", "from £12", "Your patch or ours"],
  ["Invisible mend of a small hole", "from £20", "Wool and wool blends"],
  ["Replace a pocket lining", "£18", "Each pocket"],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone" required></label></p>`;

/** Wedding dresses, repairs, booking a fitting, gift vouchers and contact. */
export function tailorsMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/weddings": page(
      "Wedding dresses",
      `<p>Priti Shah fits wedding dresses at our Elmsford shop, by appointment only: we don't take wedding dresses at
      Bramwell. Book your first fitting at least 10 weeks before the wedding.</p>` +
        table("Wedding and bridesmaid dresses", ["Job", "Price", "What's included"], WEDDING) +
        dl([
          ["Fittings", "Usually 3, the last one a week or two before the day"],
          ["Bring", "Your shoes and the underwear you'll wear on the day"],
          ["Paying", "Half at the first fitting, the rest when you collect"],
        ]) +
        line("Pressing and steaming, ready to wear", "£35, or free with alterations over £200"),
    ),
    "/repairs": page(
      "Repairs",
      `<p>Small repairs while you wait at either shop if we're not busy, or ready with your alterations.</p>` +
        table("Repairs", ["Repair", "Price", "Notes"], REPAIRS),
    ),
    "/book": page(
      "Book a fitting",
      `<p>You don't need to book for alterations: just drop in. Book if you'd like a fitting room kept for you, and
      always for wedding dresses and bespoke suits, which are at Elmsford only. The 18:00 appointment is on Thursdays
      at Elmsford only.</p>
      <form method="post" action="/book/send">
      <p><label>Appointment <select name="service">${options([
        ["pinning", "Alterations fitting (pinning)"],
        ["wedding", "Wedding dress fitting (Elmsford)"],
        ["bespoke", "Bespoke consultation (Elmsford)"],
        ["try-on", "Collect and try on"],
      ])}</select></label></p>
      <fieldset><legend>Shop</legend>
      <label><input type="radio" name="shop" value="elmsford" required> Elmsford</label>
      <label><input type="radio" name="shop" value="bramwell"> Bramwell</label></fieldset>
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options([
        ["09:30", "09:30"],
        ["11:00", "11:00"],
        ["13:00", "13:00"],
        ["14:30", "14:30"],
        ["16:00", "16:00"],
        ["18:00", "18:00 (Thursdays, Elmsford)"],
      ])}</select></label></p>
      <p><label>How many garments <input type="number" name="garments" min="1" max="8" value="1" required></label></p>
      ${contact}
      <button type="submit">Book</button></form>`,
    ),
    "/vouchers": page(
      "Gift vouchers",
      `<p>Gift vouchers for any alteration, repair or bespoke suit, at either shop, for 12 months.</p>` +
        line("Post", "Free, first class, in a card") +
        `<h2>Order vouchers</h2>
        <form method="post" action="/vouchers/order/send">
        <p><label>Value <select name="value">${options([
          ["25", "£25"],
          ["50", "£50"],
          ["100", "£100"],
          ["250", "£250"],
        ])}</select></label></p>
        <p><label>How many <input type="number" name="quantity" min="1" max="5" value="1" required></label></p>
        <fieldset><legend>Delivery</legend>
        <label><input type="radio" name="delivery" value="post" required> By post</label>
        <label><input type="radio" name="delivery" value="elmsford"> Collect from Elmsford</label>
        <label><input type="radio" name="delivery" value="bramwell"> Collect from Bramwell</label></fieldset>
        <p><label>Postcode, for post <input name="postcode"></label></p>
        <p><label>Name on the voucher <input name="recipient"></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <button type="submit">Order</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Elmsford", "01632 960 441"],
        ["Bramwell", "01632 960 448"],
        ["Email", "hello@kaurfinch.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["alterations", "Alterations"],
          ["ready", "Is my order ready?"],
          ["bespoke", "A bespoke suit"],
          ["wedding", "A wedding dress"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
