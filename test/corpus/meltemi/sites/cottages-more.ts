import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// MELTEMI: the forty-ninth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** If you cancel: how long before you arrive, what you pay. */
const CANCELLING: string[][] = [
  ["57 days or more before you arrive", "Your deposit, 25% of the rent"],
  ["29 to 56 days before", "Half the rent"],
  ["28 days or fewer", "The whole rent"],
];

/** Extras to order: extra, what you get, price. */
const EXTRAS: string[][] = [
  ["Welcome hamper", "Bread, butter, milk, eggs, bacon, a Lydbrook cheese and a bottle of wine", "£45"],
  ["Logs", "A net of seasoned ash, about two evenings' burning", "£12 a net"],
  ["Flowers", "A hand-tied bunch from the Ambleford florist", "£30"],
  ["Late leaving, until 13:00", "Low season only, when no one arrives that day", "£40"],
];

const COTTAGE_OPTIONS: [string, string][] = [
  ["gull", "Gull Cottage, Hawkscombe"],
  ["loft", "Harbour Loft, Hawkscombe"],
  ["netmakers", "Netmakers, Hawkscombe"],
  ["coastguard", "Coastguard House, Hawkscombe"],
  ["wren", "Wren Cottage, Lydbrook Magna"],
  ["forge", "The Old Forge, Lydbrook Magna"],
  ["orchard", "Orchard Barn, Lydbrook Magna"],
  ["mill", "Mill House, Lydbrook Magna"],
];

/** Booking, extras, letting your cottage with us and contact. */
export function cottagesMorePages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/booking": page(
      "Booking",
      `<p>Send us the form below or ring the Ambleford office; we confirm within one working day and email you a
      link to pay the deposit.</p>` +
        dl([
          ["Deposit", "25% of the rent when you book; the whole rent if you arrive within 8 weeks"],
          ["The balance", "Due 8 weeks before you arrive; we email a reminder a fortnight before that"],
          ["Paying", "By debit or credit card, or by bank transfer"],
          ["Guests", "No more than the cottage sleeps; a baby under 2 in a cot doesn't count"],
          ["Changing your dates", "Once, free, up to 8 weeks before you arrive"],
        ]) +
        table("If you cancel", ["When you cancel", "What you pay"], CANCELLING) +
        `<p>If we let the cottage again for your dates, we refund the rent we get for it, less £50. We recommend
        holiday insurance.</p>
        <h2>Book a cottage</h2>
        <form method="post" action="/booking/send">
        <p><label>Cottage <select name="cottage">${options(COTTAGE_OPTIONS)}</select></label></p>
        <fieldset><legend>Stay</legend>
        <label><input type="radio" name="stay" value="week" required> A week, 7 nights</label>
        <label><input type="radio" name="stay" value="weekend"> Weekend, 3 nights from Friday</label>
        <label><input type="radio" name="stay" value="midweek"> Midweek, 4 nights from Monday</label></fieldset>
        <p><label>Arriving <input type="date" name="arrive" required></label></p>
        <p><label>Adults <input type="number" name="adults" min="1" max="10" required></label></p>
        <p><label>Children (2 to 17) <input type="number" name="children" min="0" max="8" value="0"></label></p>
        <p><label>Dogs <input type="number" name="dogs" min="0" max="3" value="0"></label></p>
        <fieldset><legend>A cot and high chair</legend>
        <label><input type="radio" name="cot" value="no" checked> No thanks</label>
        <label><input type="radio" name="cot" value="yes"> Yes please</label></fieldset>
        ${contact}
        <button type="submit">Send booking request</button></form>`,
    ),
    "/extras": page(
      "Dogs, cots and extras",
      `<p>What's included, what to bring and what you can order for your arrival.</p>` +
        dl([
          [
            "Dogs",
            "£30 a dog for each stay, however long, up to the number the cottage takes; not upstairs or on the furniture",
          ],
          ["A cot and high chair", "Free at every cottage; tell us when you book"],
          ["Linen and towels", "Included: beds made up for you and bath towels; bring your own beach towels"],
          ["A stair gate", "Free, at every cottage with stairs"],
          ["Wifi", "At every cottage, free"],
        ]) +
        table("Extras to order", ["Extra", "What you get", "Price"], EXTRAS) +
        line("Logs", "For the cottages with a log burner, Gull Cottage and The Old Forge") +
        line("Ordering", "By 12:00 three days before you arrive") +
        `<h2>Order extras</h2>
        <form method="post" action="/extras/order/send">
        <p><label>Extra <select name="item">${options([
          ["hamper", "Welcome hamper"],
          ["logs", "Logs, a net"],
          ["flowers", "Flowers"],
          ["late", "Late leaving, until 13:00"],
        ])}</select></label></p>
        <p><label>How many <input type="number" name="quantity" min="1" max="6" value="1" required></label></p>
        <p><label>Cottage <select name="cottage">${options(COTTAGE_OPTIONS)}</select></label></p>
        <p><label>Arriving <input type="date" name="arrive" required></label></p>
        ${contact}
        <button type="submit">Order</button></form>`,
    ),
    "/owners": page(
      "Let your cottage with us",
      `<p>We look after 8 cottages now and would like a few more, within 15 miles of Ambleford.</p>` +
        dl([
          ["Our commission", "20% of the rent, or 25% with housekeeping and laundry"],
          ["Owners' own weeks", "As many as you like, booked before 1 October for the next year"],
          ["Paying you", "On the 15th of the month after each stay"],
        ]) +
        `<h2>Ask about letting with us</h2>
        <form method="post" action="/owners/enquire/send">
        <p><label>Where is it <select name="village">${options([
          ["hawkscombe", "Hawkscombe"],
          ["lydbrook", "Lydbrook Magna"],
          ["ambleford", "Ambleford"],
          ["elsewhere", "Somewhere else within 15 miles"],
        ])}</select></label></p>
        <p><label>Bedrooms <input type="number" name="bedrooms" min="1" max="8" required></label></p>
        <fieldset><legend>Ready to let</legend>
        <label><input type="radio" name="ready" value="now" required> Now</label>
        <label><input type="radio" name="ready" value="2027"> In 2027</label>
        <label><input type="radio" name="ready" value="later"> Later</label></fieldset>
        ${contact}
        <button type="submit">Send</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Bookings, the Ambleford office", "01632 960 712"],
        ["Hawkscombe key office", "01632 960 718"],
        ["Email", "stay@fernhallow.test"],
        ["Emergencies in a cottage, out of hours", "07700 900 482"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["booking", "A booking"],
          ["stay", "While you're staying"],
          ["lost", "Something left behind"],
          ["owners", "Letting your cottage"],
          ["other", "Something else"],
        ])}</select></label></p>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
