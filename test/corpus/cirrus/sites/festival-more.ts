import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// CIRRUS: the thirty-sixth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Shuttle buses: day, to the festival, back to Castlebrook station. */
const SHUTTLES: string[][] = [
  ["Thursday 22 July", "14:00 to 20:00, every 30 minutes", "None"],
  ["Friday 23 July", "09:00 to 21:00, every 15 minutes", "16:00 to 00:30"],
  ["Saturday 24 July", "09:00 to 20:00, every 20 minutes", "12:00 to 02:30"],
  ["Sunday 25 July", "09:00 to 19:00, every 20 minutes", "12:00 to 00:00"],
  ["Monday 26 July", "None", "07:00 to 13:00, every 15 minutes"],
];

/** Car parks: car park, for, opens, closes. */
const CAR_PARKS: string[][] = [
  ["Car Park A", "Blue Badge holders", "14:00 on Thursday 22 July", "14:00 on Monday 26 July"],
  ["Car Park B", "Campers with a weekend parking pass", "08:00 on Friday 23 July", "14:00 on Monday 26 July"],
  ["Car Park C", "Day visitors with a day parking pass", "09:00 each day", "00:30 each night"],
];

/** Refunds: when you ask, what you get back. */
const REFUNDS: string[][] = [
  ["Up to 31 March 2027", "Your ticket price, less £10 a ticket"],
  ["1 April to 31 May 2027", "Half your ticket price"],
  ["From 1 June 2027", "No refund, but you can change the name on it or resell it"],
  ["If we cancel the festival", "Everything, booking fee too, within 14 days"],
];

/** Name changes: when, fee. */
const NAME_CHANGES: string[][] = [
  ["Up to 30 June 2027", "Free"],
  ["1 to 16 July 2027", "£7.50 a ticket"],
  ["From 17 July 2027", "No name changes"],
];

/** Bars: bar, where, opens, last orders, what's on. */
const BARS: string[][] = [
  ["The Tap Room", "By the Oak Stage", "12:00", "22:45", "Ales from Ashgrove Ales, and lager"],
  ["The Cider Press", "By the Walled Garden", "12:00", "22:30", "Ciders and perry"],
  ["The Hayloft Bar", "In the Hayloft", "18:00", "01:30", "Cocktails and lager; 18 and over"],
  ["Teacup", "By Little Larks", "08:00", "23:00", "Tea, coffee, cake and alcohol-free drinks"],
  ["The Campsite Shop", "Meadow Camping", "07:30", "23:00", "Milk, bread, ice, gas and loo roll; no alcohol"],
];

/** Volunteer roles: role, shifts, hours a shift, youngest, what you do. */
const ROLES: string[][] = [
  ["Steward", "3", "8", "18", "Gates, campsites and the front of the stages"],
  ["Recycling crew", "3", "6", "16", "Keep the fields clean and sort the bins"],
  ["Bar team", "3", "8", "18", "Serve at our bars, after Challenge 25 training"],
  ["Little Larks helper", "3", "6", "18", "Help run the kids' field; you'll need a DBS check"],
  ["Access Hub crew", "3", "6", "18", "Charging, the Snug and the viewing platforms"],
  ["Build and break crew", "6", "8", "18", "From Monday 19 July, and the week after the festival"],
];

const NEWS = cards([
  [
    "12 November 2026",
    "First names for 2027",
    "Wolfhound Parade and Ivy Calloway headline Wrenfold 2027, Friday 23 to Sunday 25 July, with The Marram Hills on Friday night. More acts on 1 March 2027.",
  ],
  [
    "2 October 2026",
    "Early bird on sale",
    "An adult weekend ticket for 2027 is £165 until 31 January 2027, then £189. Teens are £89.",
  ],
  [
    "29 July 2026",
    "That's a wrap",
    "Thank you for coming to Wrenfold 2026. You helped us recycle 71% of what was left on site (68% in 2025). See you next July.",
  ],
  [
    "14 May 2026",
    "Shuttles for 2026",
    "Shuttle bus returns from Castlebrook station are £10 this year, and £5 for under 16s.",
  ],
  [
    "15 January 2026",
    "Last call for early bird",
    "Early bird for Wrenfold 2026, Friday 24 to Sunday 26 July 2026, ends on 31 January 2026: an adult weekend ticket is £155, then £175.",
  ],
]);

/** Travel, changes, ages, food, volunteering, FAQs, news, contact and two search-only pages. */
export function festivalMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  count: (from: number, to: number) => string,
): Record<string, FixturePage> {
  return {
    "/travel": page(
      "Travel",
      `<p>Ashgrove Park is two miles north of Castlebrook on the B4417. The main gate is on Bridge Lane.</p>
      <h2>Shuttle buses</h2>
      <p>Our shuttle buses run from Castlebrook station (Station Road, outside the main entrance) to the main gate,
      about 20 minutes. Every bus has a ramp and a space for a wheelchair.</p>` +
        table("Shuttle times", ["Day", "To the festival", "Back to Castlebrook station"], SHUTTLES) +
        dl([
          ["Return, 16 and over", "£12 booked in advance, £15 on the bus"],
          ["Return, under 16", "£6"],
          ["Single", "£8, on the bus only"],
          ["Under 5s", "Free"],
          ["Paying on the bus", "Card or phone only"],
        ]) +
        `<h2>Driving and parking</h2>` +
        table("Car parks", ["Car park", "For", "Opens", "Closes"], CAR_PARKS) +
        dl([
          ["Parking passes", "Buy them with your tickets: a weekend pass or a day pass"],
          ["Bikes", "200 free bike stands by the main gate"],
          ["Taxis", "Pick-up and drop-off at the rank on Bridge Lane, a 10-minute walk"],
          ["Trains", "The last trains from Castlebrook leave at about 23:30"],
        ]) +
        `<h2>Book the shuttle</h2>
        <form method="post" action="/travel/shuttle/send">
        <p><label>Going on <select name="out">${options([
          ["thursday", "Thursday 22 July"],
          ["friday", "Friday 23 July"],
          ["saturday", "Saturday 24 July"],
          ["sunday", "Sunday 25 July"],
        ])}</select></label></p>
        <p><label>Coming back on <select name="back">${options([
          ["friday", "Friday 23 July"],
          ["saturday", "Saturday 24 July"],
          ["sunday", "Sunday 25 July"],
          ["monday", "Monday 26 July"],
        ])}</select></label></p>
        <p><label>Returns, 16 and over <select name="over16">${count(0, 10)}</select></label></p>
        <p><label>Returns, under 16 <select name="under16">${count(0, 10)}</select></label></p>
        <p><label>Under 5s (free) <select name="under5">${count(0, 6)}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <button type="submit">Book</button></form>`,
    ),
    "/changes": page(
      "Changed plans?",
      `<p>Can't come any more? Ask for a refund, or put a friend's name on your ticket instead.</p>` +
        table("Refunds", ["When you ask", "What you get back"], REFUNDS) +
        table("Name changes", ["When", "Fee"], NAME_CHANGES) +
        dl([
          ["Booking fees", "Not refunded, unless we cancel"],
          ["Day ticket to weekend", "Pay the difference at today's price, until 16 July 2027"],
          ["Reselling", "Only through Wrenfold Swap, at face value, from 1 March 2027"],
          ["The weather", "The festival goes ahead rain or shine, and we don't refund for rain"],
        ]) +
        `<h2>Put someone else's name on a ticket</h2>
        <form method="post" action="/changes/transfer/send">
        <p><label>Booking reference <input name="ref" required></label></p>
        <p><label>Ticket <select name="ticket">${options([
          ["adult-weekend", "Adult weekend"],
          ["teen-weekend", "Teen weekend"],
          ["child-weekend", "Child weekend"],
          ["adult-day", "Adult day"],
          ["teen-day", "Teen day"],
          ["child-day", "Child day"],
          ["campervan", "Campervan pass"],
        ])}</select></label></p>
        <p><label>New name on the ticket <input name="newname" required></label></p>
        <p><label>Their email <input type="email" name="newemail" required></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Your email <input type="email" name="email" required></label></p>
        <button type="submit">Change the name</button></form>`,
    ),
    "/ages": page(
      "Young people",
      `<p>Wrenfold is for all ages, with a few rules to keep everyone safe.</p>` +
        dl([
          [
            "Under 16s",
            "Must come with an adult aged 18 or over, who stays with them all weekend and camps with them. One adult can bring up to 4 under 16s",
          ],
          [
            "16 and 17 year olds",
            "Can come without an adult, with a consent form signed by a parent or guardian, and photo ID",
          ],
          ["Teen tickets", "For ages 13 to 17: bring ID that shows your date of birth"],
          ["Alcohol", "Challenge 25: no ID, no drink. Under 18s can't buy or drink alcohol"],
          ["The Hayloft", "18 and over after 21:00"],
          [
            "Lost children",
            "Free child wristbands at the Info Point: write your phone number on one. Lost children are looked after at the Info Point",
          ],
          ["Under 5s", "Free. Pushchairs are fine on the trackway"],
        ]) +
        `<p><a href="/consent-form">Download the consent form for 16 and 17 year olds</a></p>`,
    ),
    "/consent-form": page(
      "Consent form for 16 and 17 year olds",
      `<p>Print this form, fill it in and bring it with you with your photo ID.</p>` +
        dl([
          ["Name of the young person", "__________"],
          ["Date of birth", "__________"],
          ["Parent or guardian's name and phone", "__________"],
          ["Signed", "__________"],
        ]),
    ),
    "/food": page(
      "Eat and drink",
      `<p>More than 30 food traders, from 08:00 to 23:00 every day, with meals from £8 to £14 and something vegan and
      gluten-free at every one. Wrenfold is cashless: cards and phones only.</p>` +
        table("Bars", ["Bar", "Where", "Opens", "Last orders", "What's on"], BARS) +
        dl([
          ["A pint of lager", "£6.80"],
          ["A pint of ale or cider", "£6.50"],
          ["A glass of wine", "£7"],
          ["Soft drinks", "From £3"],
          ["Cups", "A £2 deposit on a reusable cup: bring it back for your £2"],
          ["Water", "Free at 16 water points"],
        ]),
    ),
    "/volunteer": page(
      "Join the crew",
      `<p>Work three shifts and the weekend's on us. We need about 400 volunteers a year.</p>` +
        table("Roles", ["Role", "Shifts", "Hours a shift", "Youngest", "What you do"], ROLES) +
        dl([
          [
            "What you get",
            "A weekend ticket, camping in the Crew Field with hot showers, and a meal for every shift",
          ],
          ["Deposit", "£80, paid back after your last shift; we keep it if you miss one"],
          ["Apply by", "31 May 2027"],
          ["16 and 17 year olds", "Recycling crew only, with a parent's consent"],
        ]) +
        `<h2>Apply to volunteer</h2>
        <form method="post" action="/volunteer/apply/send">
        <p><label>Role <select name="role">${options([
          ["steward", "Steward"],
          ["recycling", "Recycling crew"],
          ["bar", "Bar team"],
          ["little-larks", "Little Larks helper"],
          ["access-hub", "Access Hub crew"],
          ["build", "Build and break crew"],
        ])}</select></label></p>
        <fieldset><legend>Shifts you'd like</legend>
        <label><input type="radio" name="shift" value="mornings"> Mornings</label>
        <label><input type="radio" name="shift" value="afternoons"> Afternoons</label>
        <label><input type="radio" name="shift" value="evenings"> Evenings</label>
        <label><input type="radio" name="shift" value="any"> Any</label>
        </fieldset>
        <fieldset><legend>Have you volunteered with us before?</legend>
        <label><input type="radio" name="before" value="yes"> Yes</label>
        <label><input type="radio" name="before" value="no"> No</label>
        </fieldset>
        <p><label>Your age <input type="number" name="age" required></label></p>
        <p><label>T-shirt size <select name="tshirt">${options([
          ["xs", "XS"],
          ["s", "S"],
          ["m", "M"],
          ["l", "L"],
          ["xl", "XL"],
          ["xxl", "XXL"],
        ])}</select></label></p>
        <p><label>A friend you'd like to work with <input name="friend"></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <button type="submit">Apply</button></form>`,
    ),
    "/faq": page(
      "Questions",
      `<h3>When do the gates open?</h3><p>The campsites open at 10:00 on Friday. The arena opens at 12:00 on Friday,
      and at 10:00 on Saturday and Sunday.</p>
      <h3>Can I leave and come back?</h3><p>Yes, as often as you like with your wristband. Cars can't leave Car Park B
      between 20:00 and 07:00.</p>
      <h3>Is Wrenfold cashless?</h3><p>Yes: cards and phones only, at every bar and trader.</p>
      <h3>Can I bring my dog?</h3><p>No, sorry: only assistance dogs.</p>
      <h3>What if it rains?</h3><p>We carry on, rain or shine. Bring wellies.</p>
      <h3>Can I buy a ticket on the day?</h3><p>Day tickets at the gate if there are any left, at the standard
      price plus £5.</p>
      <h3>Are there showers?</h3><p>Yes, in every campsite: see Stay over.</p>
      <h3>Where's lost property?</h3><p>At the Info Point during the festival, then at our office until 31 August.</p>`,
    ),
    "/news": page("Dispatches", NEWS),
    "/contact": page(
      "Contact",
      dl([
        ["Box office", "01632 960410, Monday to Friday 10:00 to 16:00"],
        ["Access team", "01632 960412, access@wrenfoldfestival.test"],
        ["Volunteering", "crew@wrenfoldfestival.test"],
        ["Food and craft traders", "traders@wrenfoldfestival.test"],
        ["Press", "press@wrenfoldfestival.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="topic">${options([
          ["tickets", "Tickets"],
          ["access", "Access"],
          ["volunteering", "Volunteering"],
          ["trading", "Trading at Wrenfold"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep ticket records for 3 years, and never sell your details.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run the ticket shop. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960412.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/glamping": page(
      "Glamping at Wrenfold",
      `<p>Does Wrenfold do glamping? Yes: in Glamping Meadow, next to Brook Quiet Camping, we put up a bell tent for
      you before you arrive, with real beds, bedding, a rug and a lantern, for the whole weekend. How much is a bell
      tent? £420 for a bell tent for 2 people, or £560 for a bell tent for 4 people, on top of your weekend tickets.
      There are only 40 tents, and they go fast.</p>`,
    ),
    "/lockers": page(
      "Lockers and phone charging",
      `<p>Rent a locker at Wrenfold to keep your things safe and charge your phone: every locker has a charging
      socket inside. How much? £28 for the weekend, or £14 for a day. The lockers are at the Hub in Meadow Camping,
      open 24 hours, and you keep the key on a wristband.</p>`,
    ),
  };
}
