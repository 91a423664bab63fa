import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// STRATUS: the thirty-eighth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Opening hours: day, Dunwell, Coldharbour in summer, Coldharbour in winter. */
const HOURS: string[][] = [
  ["Monday", "12:00 to 22:00", "10:00 to 18:00", "Closed"],
  ["Tuesday", "12:00 to 22:00", "10:00 to 18:00", "Closed"],
  ["Wednesday", "12:00 to 22:00", "10:00 to 18:00", "Closed"],
  ["Thursday", "12:00 to 22:00", "10:00 to 20:00", "Closed"],
  ["Friday", "12:00 to 23:00", "10:00 to 20:00", "10:00 to 16:00"],
  ["Saturday", "09:00 to 23:00", "09:00 to 19:00", "09:00 to 16:00"],
  ["Sunday", "09:00 to 20:00", "09:00 to 18:00", "10:00 to 16:00"],
];

/** Christmas and New Year: day, Dunwell, Coldharbour. */
const CHRISTMAS: string[][] = [
  ["Thursday 24 December", "09:00 to 16:00", "Closed"],
  ["Friday 25 December", "Closed", "Closed"],
  ["Saturday 26 December", "10:00 to 20:00", "Closed"],
  ["Thursday 31 December", "10:00 to 17:00", "Closed"],
  ["Friday 1 January", "12:00 to 20:00", "Closed"],
];

/** Flags: flag, what it means. */
const FLAGS: string[][] = [
  ["Green", "The track is clear: go"],
  ["Yellow", "Danger ahead: slow down, no overtaking"],
  ["Blue", "A faster kart is behind you: hold your line and let it by"],
  ["Red", "Stop where you are, safely"],
  ["Black", "Come into the pits"],
  ["Chequered", "The session is over: one slow lap, then into the pits"],
];

/** Race Club: membership, a year, what you get. */
const CLUB: string[][] = [
  ["Rookie", "Free", "An online account with all your lap times, and a birthday offer"],
  ["Racer", "£35", "£5 off every session, league nights and a Hairpin balaclava"],
  [
    "Pro",
    "£120",
    "£8 off every session, league nights, 2 free Circuit Sprints and first pick of Championship places",
  ],
  ["Junior Racer, ages 8 to 15", "£20", "£3 off every junior session and the junior league"],
];

/** Vouchers: voucher, price, valid for. */
const VOUCHERS: string[][] = [
  ["Arrive &amp; Drive 15", "£30", "12 months"],
  ["Circuit Sprint", "£45", "12 months"],
  ["Circuit Hour", "£99", "12 months"],
  ["Money voucher", "£10 to £200", "24 months"],
];

/** Moving and cancelling: notice, sessions, group events. */
const CHANGES: string[][] = [
  [
    "More than 7 days",
    "Move or cancel for free",
    "Move for free; cancel and get it all back but the £10 a driver deposit",
  ],
  [
    "48 hours to 7 days",
    "Move for free; cancel for a voucher",
    "Move for £5 a driver; nothing back if you cancel",
  ],
  ["Less than 48 hours", "Move for £5 a driver; nothing back if you cancel", "Nothing back"],
  [
    "We close Coldharbour for the weather",
    "A new date or all your money back",
    "A new date or all your money back",
  ],
];

const NEWS = cards([
  [
    "16 November 2026",
    "Christmas at Hairpin",
    "Dunwell is open on Boxing Day, 10:00 to 20:00. Coldharbour closes after Sunday 20 December and opens again on Friday 8 January 2027.",
  ],
  [
    "2 November 2026",
    "Winter at Coldharbour",
    "From 1 November to 31 March Coldharbour is open Friday to Sunday only.",
  ],
  [
    "8 August 2026",
    "New karts at Dunwell",
    "20 new 8 kW electric karts, and a new lap record straight away: 24.81 seconds, by Callum Reyes.",
  ],
  [
    "1 March 2026",
    "Our 2026 prices",
    "Arrive &amp; Drive 15 is £25 off-peak and £30 at peak; a Circuit Sprint is £39 and £45.",
  ],
  [
    "10 April 2025",
    "Prices for 2025",
    "This year Arrive &amp; Drive 15 is £22 off-peak and £27 at peak, a Circuit Sprint £35 and £40, a Circuit Hour £85 and £95, and an Indoor Grand Prix £58 a driver at peak.",
  ],
]);

/** Hours, rules, Race Club, vouchers, changes, FAQs, news, contact and two search-only pages. */
export function kartingMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/hours": page(
      "Open",
      table(
        "Opening hours",
        ["Day", "Dunwell", "Coldharbour, April to October", "Coldharbour, November to March"],
        HOURS,
      ) +
        dl([
          ["School holidays", "Dunwell opens at 10:00 on weekdays"],
          ["Last session", "40 minutes before we close"],
          ["Bank holidays", "Weekend hours, at peak prices"],
        ]) +
        table("Christmas and New Year", ["Day", "Dunwell", "Coldharbour"], CHRISTMAS) +
        `<p>Coldharbour closes after Sunday 20 December 2026 and opens again on Friday 8 January 2027.</p>`,
    ),
    "/rules": page(
      "Before you drive",
      `<p>Karting is safe when everyone follows the same rules. Our marshals will stop anyone who doesn't.</p>` +
        dl([
          ["Shoes", "Flat, closed-toe shoes: no sandals, heels or wellies"],
          ["Hair", "Long hair tied back and tucked into your balaclava; no scarves or hoods"],
          [
            "Helmets",
            "We lend you a helmet, and a balaclava to keep. Your own helmet is fine if it meets ECE 22.05 or 22.06",
          ],
          ["Heaviest driver", "130 kg at Dunwell, 120 kg at Coldharbour"],
          [
            "Drink",
            "We breath-test anyone we think has been drinking: if you've had a drink, you don't drive",
          ],
          ["Pregnancy", "You can't drive while pregnant"],
          ["Under 16s", "A parent or guardian signs the consent form and stays at the track"],
          ["Glasses", "Fine under our helmets"],
          [
            "Rain at Coldharbour",
            "We race in the rain and lend you waterproofs; in lightning, ice or snow we stop",
          ],
        ]) +
        table("Flags", ["Flag", "What it means"], FLAGS),
    ),
    "/club": page(
      "Race Club",
      `<p>Race often? Join the Race Club for cheaper sessions and league racing.</p>` +
        table("Memberships", ["Membership", "A year", "What you get"], CLUB) +
        dl([
          ["League nights", "Every Tuesday at Dunwell from 19:00, £30 a night for members"],
          ["Coldharbour Championship", "The first Sunday of the month, April to October, £60 a round"],
          ["Joining", "At reception or when you book; membership starts that day"],
        ]),
    ),
    "/vouchers": page(
      "Gifts",
      table("Gift vouchers", ["Voucher", "Price", "Valid for"], VOUCHERS) +
        dl([
          ["Using them", "Any day, at peak or off-peak"],
          ["E-vouchers", "Emailed within 1 hour"],
          ["By post", "£2, in 2 working days"],
          [
            "For Christmas",
            "Order posted vouchers by Friday 18 December 2026; e-vouchers up to Christmas Eve",
          ],
        ]) +
        `<h2>Buy a voucher</h2>
        <form method="post" action="/vouchers/buy/send">
        <p><label>Voucher <select name="voucher">${options([
          ["ad15", "Arrive & Drive 15"],
          ["sprint", "Circuit Sprint"],
          ["hour", "Circuit Hour"],
          ["money", "Money voucher"],
        ])}</select></label></p>
        <p><label>Amount, for a money voucher <input type="number" name="amount" min="10" max="200"></label></p>
        <p><label>Who it's for <input name="recipient" required></label></p>
        <fieldset><legend>Send it</legend>
        <label><input type="radio" name="delivery" value="email"> By email, free</label>
        <label><input type="radio" name="delivery" value="post"> By post, £2</label>
        </fieldset>
        <p><label>Your message <textarea name="message" rows="3"></textarea></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <button type="submit">Buy</button></form>`,
    ),
    "/manage": page(
      "Change or cancel",
      table("Moving and cancelling", ["Notice you give us", "Sessions", "Group events"], CHANGES) +
        dl([
          ["Late?", "We can't hold the track: you'll join the next session with space, if there is one"],
          ["Didn't turn up", "Nothing back"],
        ]) +
        `<h2>Move or cancel a booking</h2>
        <form method="post" action="/manage/send">
        <p><label>Booking reference <input name="ref" placeholder="HP-12345" required></label></p>
        <p><label>Email you booked with <input type="email" name="email" required></label></p>
        <fieldset><legend>What would you like to do?</legend>
        <label><input type="radio" name="what" value="move"> Move it</label>
        <label><input type="radio" name="what" value="cancel"> Cancel it</label>
        </fieldset>
        <p><label>New day <input type="date" name="date"></label></p>
        <p><label>New time <input type="time" name="time"></label></p>
        <p><label>Why <select name="reason">${options([
          ["ill", "Illness or injury"],
          ["weather", "The weather"],
          ["clash", "Something's come up"],
          ["other", "Something else"],
        ])}</select></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Do I need a driving licence?</h3><p>No. Anyone old enough and tall enough can drive.</p>
      <h3>Can friends and family watch?</h3><p>Yes, for free: from the balcony at Dunwell and the grandstand at
      Coldharbour.</p>
      <h3>What should I wear?</h3><p>Comfortable clothes and flat shoes. At Coldharbour we lend you overalls.</p>
      <h3>Can we race just our group?</h3><p>Sessions are shared. Book all 12 places at Dunwell, or see Bring a
      crowd.</p>
      <h3>Are there lockers?</h3><p>Free lockers at Dunwell; at Coldharbour leave bags in the briefing room.</p>
      <h3>Can I bring my own kart?</h3><p>No: both tracks are for our karts only.</p>`,
    ),
    "/news": page("Pit lane", NEWS),
    "/contact": page(
      "Find us",
      dl([
        ["Dunwell", "Unit 7, Foundry Park, Dunwell DW3 5KT · 01632 960457"],
        ["Coldharbour", "Coldharbour Lane, Thornby TB8 2LX · 01632 960468"],
        ["Email", "race@hairpinkarting.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["booking", "A booking"],
          ["group", "A group or party"],
          ["club", "The Race Club"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Track <select name="venue">${options([
          ["dunwell", "Dunwell"],
          ["coldharbour", "Coldharbour"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep your lap times while you have an account.</p>`),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960457.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/drift": page(
      "Drift karts",
      `<p>Does Hairpin have drift karts? Yes: on Friday and Saturday nights from 20:00 our drift karts slide round
      the lower level at Dunwell. How much? £17 for 10 minutes, ages 14 and up, 1.55 m or taller. Book at reception
      on the night.</p>`,
    ),
    "/coaching": page(
      "One-to-one coaching",
      `<p>Can I get one-to-one coaching at Hairpin Karting? Yes: Dean Hollis, our chief instructor, coaches at
      Coldharbour with the data from your kart. How much? £68 for half an hour on track with a debrief, or £125 for
      a full hour. Ages 12 and up.</p>`,
    ),
  };
}
