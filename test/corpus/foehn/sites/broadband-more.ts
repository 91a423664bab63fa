import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { dl, table } from "../../sites/kit";

// FOEHN: the fifty-sixth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const you = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone" required></label></p>`;

const PLANS: [string, string][] = [
  ["fibre-35", "Fibre 35"],
  ["fibre-150", "Fibre 150"],
  ["fibre-500", "Fibre 500"],
  ["fibre-900", "Fibre 900"],
  ["gigabit-1600", "Gigabit 1600 (24 months only)"],
];

/** Support line hours by day, not the shops'. */
const SUPPORT: string[][] = [
  ["Monday to Friday", "08:00 to 21:00"],
  ["Saturday", "08:00 to 18:00"],
  ["Sunday", "09:00 to 17:00"],
  ["Christmas Day", "09:00 to 13:00, faults only"],
];

/** Ordering, moving home, engineer visits, routers, and contact. */
export function broadbandMorePages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/order": page(
      "Order broadband",
      `<p>Check your town on the <a href="/coverage">coverage</a> page first. Your broadband can start at least 7
      days and up to 60 days from today. Gigabit 1600 is sold on 24-month contracts only.</p>
      <form method="post" action="/order/send">
      <p><label>Plan <select name="plan" required>${options(PLANS)}</select></label></p>
      <fieldset><legend>Contract</legend>
      <label><input type="radio" name="contract" value="12" required> 12 months</label>
      <label><input type="radio" name="contract" value="24"> 24 months</label></fieldset>
      <p><label>Start date <input type="date" name="start" required></label></p>
      <p><label>House number and street <input name="address" required></label></p>
      <p><label>Town <select name="town" required>${options([
        ["ormsby", "Ormsby"],
        ["castlebrook", "Castlebrook"],
        ["hatherley", "Hatherley"],
        ["kelsey-bridge", "Kelsey Bridge"],
      ])}</select></label></p>
      <p><label>Postcode <input name="postcode" required></label></p>
      <fieldset><legend>Router</legend>
      <label><input type="radio" name="router" value="hub" required> Brightline Hub 3, included</label>
      <label><input type="radio" name="router" value="hub-mesh"> Hub 3 and a mesh booster, £4 a month</label>
      <label><input type="radio" name="router" value="own"> I'll use my own router</label></fieldset>
      <p><label>Calls <select name="calls">${options([
        ["none", "No phone line"],
        ["payg", "Pay as you go"],
        ["evening-weekend", "Evening and weekend calls, £7 a month"],
        ["anytime", "Anytime UK calls, £12 a month"],
        ["international", "International 300, £9 a month"],
      ])}</select></label></p>
      <p><label>TV <select name="tv">${options([
        ["none", "No TV"],
        ["essentials", "TV Essentials, £12 a month"],
        ["essentials-sports", "TV Essentials and Sports, £35 a month"],
      ])}</select></label></p>
      <p><label><input type="checkbox" name="static_ip" value="yes"> Add a static IP address, £5 a month</label></p>
      ${you}
      <button type="submit">Place order</button></form>`,
    ),
    "/move-home": page(
      "Moving home",
      `<p>Take Brightline with you if your new home is in a town we cover. Tell us at least 14 days before you
      move; there's no charge to move if you stay in contract.</p>` +
        line("Your account number", "BL and 7 digits, on your bill") +
        `<form method="post" action="/move-home/send">
        <p><label>Account number <input name="account" pattern="BL[0-9]{7}" required></label></p>
        <p><label>Moving date <input type="date" name="move_date" required></label></p>
        <p><label>New house number and street <input name="new_address" required></label></p>
        <p><label>New postcode <input name="new_postcode" required></label></p>
        <fieldset><legend>Your plan</legend>
        <label><input type="radio" name="plan_choice" value="keep" required> Keep my plan</label>
        <label><input type="radio" name="plan_choice" value="change"> Change my plan (we'll call you)</label></fieldset>
        <p><label>How many people live there <input type="number" name="occupants" min="1" max="12"></label></p>
        ${you}
        <button type="submit">Tell us you're moving</button></form>`,
    ),
    "/engineer-visits": page(
      "Engineer visits",
      `<p>Installing your broadband is included in the set-up fee. If you report a fault and our engineer finds it's
      in our network, the visit is free. If the fault is in your home's wiring or your own equipment, we charge:</p>` +
        dl([
          ["Weekday visit", "£65"],
          ["Saturday visit", "£95"],
          ["Missed appointment (nobody home)", "£40"],
          ["Sunday visits", "We don't visit on Sundays"],
        ]) +
        line("Changing an appointment", "Free, up to 24 hours before"),
    ),
    "/routers": page(
      "Routers",
      `<p>Every plan comes with a Brightline Hub 3 router, which stays ours while you're a customer.</p>` +
        line(
          "When you leave",
          "Send the router back within 30 days of your last day, in the free returns bag",
        ) +
        line("If it isn't returned", "We charge a £45 non-return fee") +
        line("Hand it in", "At either shop instead, and we'll give you a receipt") +
        line("Your own router", "Fine on every plan; we can't support it"),
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Support line", "0800 160 4400"],
        ["Ormsby shop", "01632 902 410"],
        ["Castlebrook shop", "01632 902 577"],
        ["Email", "help@brightline.test"],
      ]) +
        table("Support line hours", ["Day", "Support line"], SUPPORT) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["order", "A new order"],
          ["fault", "A fault"],
          ["bill", "My bill"],
          ["moving", "Moving home"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Account number, if you have one <input name="account"></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
  };
}
