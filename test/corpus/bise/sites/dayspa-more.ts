import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl } from "../../sites/kit";

// BISE: the fifty-fifth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const you = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone" required></label></p>`;

const TREATMENTS: [string, string][] = [
  ["swedish", "Swedish massage"],
  ["deep-tissue", "Deep tissue massage"],
  ["hot-stone", "Hot stone massage"],
  ["express-facial", "Express facial"],
  ["signature-facial", "Signature facial"],
  ["salt-scrub", "Salt scrub"],
  ["seaweed-wrap", "Seaweed wrap"],
];

/** Booking a treatment, gift vouchers and their form, and contact. */
export function dayspaMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/book": page(
      "Book a treatment",
      `<p>Book up to 4 people for the same treatment at the same time. Not every treatment comes in every length:
      see <a href="/treatments">treatments and prices</a>. We'll confirm by email within the hour.</p>
      <form method="post" action="/book/send">
      <p><label>Treatment <select name="treatment" required>${options(TREATMENTS)}</select></label></p>
      <fieldset><legend>Length</legend>
      <label><input type="radio" name="length" value="30" required> 30 minutes</label>
      <label><input type="radio" name="length" value="60"> 60 minutes</label>
      <label><input type="radio" name="length" value="90"> 90 minutes</label></fieldset>
      <fieldset><legend>Spa</legend>
      <label><input type="radio" name="spa" value="linden" required> Linden, Brackwell (closed on Mondays)</label>
      <label><input type="radio" name="spa" value="vale"> Vale, Hollins Cross</label></fieldset>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time" required>${options([
        ["09:30", "09:30"],
        ["11:00", "11:00"],
        ["13:00", "13:00"],
        ["15:00", "15:00"],
        ["17:00", "17:00"],
        ["19:30", "19:30, Thursdays at Vale only"],
      ])}</select></label></p>
      <p><label>How many people <input type="number" name="guests" min="1" max="4" value="1" required></label></p>
      <p><label>Member number, if you have one <input name="member"></label></p>
      ${you}
      <button type="submit">Book</button></form>`,
    ),
    "/vouchers": page(
      "Gift vouchers",
      `<p>Give a spa treatment or a spa day, or an amount to spend at either spa.</p>` +
        dl([
          ["Money vouchers", "Any amount from £25 to £500"],
          ["Spa day vouchers", "For a named spa day, at the weekday or weekend price"],
          ["Valid for", "12 months from the day we send it; we can't extend it or give cash back"],
          ["By email", "Free, sent the same day"],
          ["By post", "£2.50, in a gift box, sent first class"],
        ]) +
        line("Already have a voucher?", "Quote its number when you book") +
        `<h2>Order a gift voucher</h2>
        <form method="post" action="/vouchers/send">
        <p><label>Voucher <select name="kind" required>${options([
          ["money", "An amount to spend"],
          ["unwind-weekday", "Unwind spa day, Monday to Friday"],
          ["unwind-weekend", "Unwind spa day, Saturday or Sunday"],
          ["revive-weekday", "Revive spa day, Monday to Friday"],
          ["revive-weekend", "Revive spa day, Saturday or Sunday"],
        ])}</select></label></p>
        <p><label>Amount in pounds (money vouchers) <input type="number" name="amount" min="25" max="500"></label></p>
        <fieldset><legend>Send it</legend>
        <label><input type="radio" name="delivery" value="email" required> By email, free</label>
        <label><input type="radio" name="delivery" value="post"> By post, £2.50</label></fieldset>
        <p><label>Who it's for <input name="recipient" required></label></p>
        <p><label>Your message on the voucher <textarea name="message" rows="3"></textarea></label></p>
        ${you}
        <button type="submit">Order</button></form>`,
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Linden spa, Brackwell", "01632 660 140"],
        ["Vale spa, Hollins Cross", "01632 660 275"],
        ["Email", "relax@lindenvale.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["booking", "A booking"],
          ["voucher", "A gift voucher"],
          ["membership", "Membership"],
          ["groups", "A group or hen party"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
