import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// TRAMONTANE: the fifty-third held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone" required></label></p>`;

const PIECES: [string, string][] = [
  ["dining-seat", "Drop-in dining chair seat"],
  ["dining-chair", "Dining chair, seat and back"],
  ["armchair", "Armchair"],
  ["wing-chair", "Wing chair"],
  ["sofa-2", "Two-seater sofa"],
  ["sofa-3", "Three-seater sofa"],
  ["corner-sofa", "Corner sofa"],
  ["footstool", "Footstool"],
  ["headboard", "Headboard"],
];

/** Repairs, collection and delivery, the quote, samples and showroom forms, and contact. */
export function upholsteryMorePages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/repairs": page(
      "Repairs",
      `<p>Not ready for a full recover? We mend frames, springs and seats, and price each job when we've seen it.</p>` +
        table(
          "Repairs",
          ["Repair", "Price", "How long"],
          [
            ["Re-webbing a dining chair seat", "From £65", "1 week"],
            ["Re-springing a sofa seat", "From £240", "2 weeks"],
            ["A loose arm or leg glued and pinned", "From £45", "1 week"],
            ["New castors, a set of 4", "£48", "While you wait"],
            ["Buttons replaced", "£6 each", "While you wait"],
            ["Replacing seat foam", "Priced with the cushion, see cushions", "2 weeks"],
          ],
        ) +
        line(
          "Leather and suede",
          "We don't repair or recover leather or suede. We send you to Corbett Leather Care on Kiln Street in Fenbury, on 01632 741 390",
        ) +
        line("Woodworm", "We treat it before any work, from £40 a piece"),
    ),
    "/collection": page(
      "Collection and delivery",
      `<p>Our van collects from homes and brings each piece back when it's done.</p>` +
        dl([
          ["Where we collect", "Within 15 miles of the Ashcombe workshop, Fenbury included"],
          ["Days", "Tuesdays and Fridays, mornings 08:30 to 12:00 or afternoons 13:00 to 16:00"],
          ["Minimum order", "£150 of work; below that, bring it to the workshop"],
          ["What it costs", "£35 each way, free both ways on orders over £500"],
          ["Sofas", "Two of us come, and we need a clear way out"],
        ]) +
        `<h2>Book a collection</h2>
        <form method="post" action="/collection/book/send">
        <p><label>What we collect <select name="piece">${options(PIECES)}</select></label></p>
        <p><label>How many pieces <input type="number" name="pieces" min="1" max="8" value="1" required></label></p>
        <p><label>Day (a Tuesday or a Friday) <input type="date" name="date" required></label></p>
        <fieldset><legend>Time</legend>
        <label><input type="radio" name="slot" value="morning" required> Morning, 08:30 to 12:00</label>
        <label><input type="radio" name="slot" value="afternoon"> Afternoon, 13:00 to 16:00</label></fieldset>
        <fieldset><legend>Fabric</legend>
        <label><input type="radio" name="fabric" value="ours" checked> I'll choose from your books</label>
        <label><input type="radio" name="fabric" value="own"> I have my own fabric</label></fieldset>
        <p><label>Postcode <input name="postcode" required></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
    "/quote": page(
      "Ask for a quote",
      `<p>Send us the piece and the fabric band and we'll reply within 2 working days. Want to see fabric first? <a
      href="/samples">Order free samples</a>.</p>
      <form method="post" action="/quote/send">
      <p><label>Piece <select name="piece">${options(PIECES)}</select></label></p>
      <p><label>How many <input type="number" name="quantity" min="1" max="12" value="1" required></label></p>
      <fieldset><legend>Fabric</legend>
      <label><input type="radio" name="band" value="own" required> My own fabric</label>
      <label><input type="radio" name="band" value="a"> Band A</label>
      <label><input type="radio" name="band" value="b"> Band B</label>
      <label><input type="radio" name="band" value="c"> Band C</label></fieldset>
      <p><label>Tell us about it <textarea name="details" rows="4"></textarea></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      ${contact}
      <button type="submit">Send</button></form>`,
    ),
    "/samples": page(
      "Free fabric samples",
      `<p>Up to 5 samples by post, free, within 3 working days.</p>
      <form method="post" action="/samples/send">
      <p><label>Fabric <select name="fabric">${options([
        ["linen", "Linen and linen blends"],
        ["velvet", "Velvet"],
        ["wool", "Wool and tweed"],
        ["outdoor", "Outdoor and performance"],
        ["pattern", "Patterned weaves"],
      ])}</select></label></p>
      <p><label>How many samples <input type="number" name="samples" min="1" max="5" value="3" required></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <button type="submit">Send me samples</button></form>`,
    ),
    "/visit/book": page(
      "Book a showroom visit",
      `<p>Half an hour with one of us and the fabric books at the Fenbury showroom, Tuesday to Sunday.</p>
      <form method="post" action="/visit/book/send">
      <p><label>Day <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options([
        ["10:00", "10:00"],
        ["11:30", "11:30"],
        ["14:00", "14:00"],
        ["16:00", "16:00"],
        ["18:30", "18:30, Thursdays only"],
      ])}</select></label></p>
      <p><label>How many of you <input type="number" name="people" min="1" max="4" value="1" required></label></p>
      ${contact}
      <button type="submit">Book</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Ashcombe workshop", "01632 741 220"],
        ["Fenbury showroom", "01632 741 268"],
        ["Email", "hello@hartwellupholstery.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["order", "An order"],
          ["collection", "A collection"],
          ["fabric", "Fabric"],
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
