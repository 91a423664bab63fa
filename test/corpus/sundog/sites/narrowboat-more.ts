import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// SUNDOG: the thirty-fifth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Extras: extra, a week, a short break, good to know. */
const EXTRAS: string[][] = [
  ["A dog, on a dog-friendly boat", "£40 a dog", "£30 a dog", "See Four paws"],
  ["Bike hire", "£55 a bike", "£35 a bike", "Helmets and a lock included"],
  ["Damage waiver", "£65", "£45", "Cuts your security deposit from £500 to £100"],
  ["Towels", "£6 a person", "£6 a person", "Or bring your own"],
  ["Stand-up paddleboard", "£90", "£60", "Nettlecombe Wharf only"],
  ["Parking at Kelford Basin", "£30", "£15", "Our locked car park"],
  ["Parking at Nettlecombe Wharf", "Free", "Free", "The field behind the wharf"],
];

/** Cancelling: notice, what you lose. */
const CANCELLING: string[][] = [
  ["More than 12 weeks before you start", "Your 25% deposit"],
  ["8 to 12 weeks", "50% of the hire"],
  ["Less than 8 weeks", "All of it"],
];

/** Day boats: boat, base, seats, 2 hours, half day, full day, dogs. */
const DAY_BOATS: string[][] = [
  ["Dabchick", "Kelford Basin", "10", "£80", "£130", "£195", "Yes"],
  ["Pochard", "Kelford Basin", "6", "£65", "£105", "£160", "No"],
  ["Little Grebe", "Nettlecombe Wharf", "12", "£90", "£145", "£220", "Yes"],
];

const NEWS = cards([
  [
    "18 November 2026",
    "2027 prices",
    "Next year a week on a Band C boat in high season is £1,990, and a Band A weekend break in low season £545. Book a boat for 2027 now with a 25% deposit.",
  ],
  [
    "29 October 2026",
    "Winter refit",
    "The boats are out of the water for blacking and servicing until 5 March 2027. The office stays open Monday to Friday, 09:00 to 17:00.",
  ],
  [
    "2 September 2026",
    "Welcome, Kittiwake",
    "Our new 60 ft boat at Kelford Basin has a wheelchair lift at the stern and a wet room, and takes dogs.",
  ],
  [
    "3 December 2025",
    "2026 prices",
    "For 2026 a week on a Band C boat in high season is £1,895, a Band A week in low season £850 and a Band D week in high season £2,450.",
  ],
  [
    "14 April 2025",
    "Brackenholme reopens",
    "All 32 locks of the Brackenholme Flight are open again after a winter of new lock gates.",
  ],
]);

/** First time, in the price, dogs, terms, day boats, vouchers, FAQs, news, contact and two search-only pages. */
export function narrowboatMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  count: (from: number, to: number) => string,
): Record<string, FixturePage> {
  return {
    "/first-time": page(
      "First time afloat",
      `<p>You don't need a licence or any experience to hire a narrowboat: most of our crews have never steered one
      before. We'll send you a 20-minute handover video when you book.</p>` +
        dl([
          [
            "The handover",
            "About an hour on board at the base: the engine checks, steering, mooring, the loo and the heating",
          ],
          [
            "Your first lock",
            "First-timers take an instructor along as far as their first lock and back, about 40 minutes",
          ],
          ["Who can steer", "Anyone 12 or over, with an adult beside them"],
          ["The hirer", "21 or over: see The small print"],
          [
            "Under 12s",
            "Life jackets on whenever they're out on deck; they can help at locks with an adult but not wind the paddles",
          ],
          ["What to bring", "Soft bags, not suitcases; wellies or shoes with a grip; a torch"],
        ]),
    ),
    "/included": page(
      "In the price",
      `<h2>Included with every boat</h2><ul>
      <li>Bedding and pillows, with the beds made up</li>
      <li>A full gas bottle, and a spare</li>
      <li>Windlasses, a boat hook, a gangplank and mooring pins</li>
      <li>Life jackets for everyone, in children's sizes too</li>
      <li>A cruising guide to your route</li>
      <li>Central heating and hot water</li></ul>` +
        table("Extras", ["Extra", "A week", "A short break", "Good to know"], EXTRAS) +
        dl([
          [
            "Fuel",
            "A £150 fuel deposit (£100 on a short break): when you're back we dip the tank, charge for the diesel you used and refund the rest",
          ],
          [
            "Security deposit",
            "£500, returned within 7 days of your holiday, or £100 with the damage waiver",
          ],
        ]),
    ),
    "/dogs": page(
      "Four paws",
      `<p>Dogs are welcome on our dog-friendly boats: look for the Dogs column on Meet the boats, which says how many
      each one takes.</p>` +
        dl([
          ["The fee", "£40 a dog for a week, £30 for a short break"],
          ["Other pets", "No cats, rabbits or anything else, sorry"],
          ["On board", "Not on the beds or the seats, and never left alone on the boat"],
          ["At locks", "On a lead: lock sides are steep and slippery"],
          ["Assistance dogs", "Welcome on any boat, free"],
          ["Day boats", "Dogs on Dabchick and Little Grebe"],
        ]),
    ),
    "/terms": page(
      "The small print",
      dl([
        [
          "The hirer",
          "21 or over, and aboard for the whole holiday; at least one other crew member must be 16 or over",
        ],
        ["Deposit", "25% of the hire when you book"],
        ["The balance", "8 weeks before you start"],
        ["Moving your dates", "Once, free, with more than 12 weeks' notice"],
        ["Holiday insurance", "We strongly recommend it"],
      ]) + table("If you cancel", ["Notice", "What you lose"], CANCELLING),
    ),
    "/day-boats": page(
      "A day on the water",
      `<p>No overnight stay, no experience needed: take a day boat out for a few hours with family or friends. Day
      boats run every day from 1 April to 31 October; the person in charge must be 18 or over.</p>` +
        table(
          "Day boats",
          ["Boat", "Base", "Seats", "2 hours", "Half day (4 hours)", "Full day (10:00 to 17:00)", "Dogs"],
          DAY_BOATS,
        ) +
        dl([
          ["Included", "Diesel, life jackets, and a kettle and loo on Dabchick and Little Grebe"],
          ["Deposit", "£100 on a card on the day"],
        ]) +
        `<h2>Book a day boat</h2>
        <form method="post" action="/day-boats/book/send">
        <p><label>Boat <select name="boat">${options([
          ["dabchick", "Dabchick (Kelford Basin)"],
          ["pochard", "Pochard (Kelford Basin)"],
          ["little-grebe", "Little Grebe (Nettlecombe Wharf)"],
        ])}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <fieldset><legend>How long</legend>
        <label><input type="radio" name="hire" value="2-hours"> 2 hours</label>
        <label><input type="radio" name="hire" value="half-day"> Half a day</label>
        <label><input type="radio" name="hire" value="full-day"> A full day</label>
        </fieldset>
        <p><label>Start time <select name="time">${options([
          ["10:00", "10:00"],
          ["12:00", "12:00"],
          ["14:00", "14:00"],
          ["15:00", "15:00"],
        ])}</select></label></p>
        <p><label>How many people <select name="people">${count(1, 12)}</select></label></p>
        <p><label>Dogs <select name="dogs">${count(0, 2)}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <button type="submit">Book</button></form>`,
    ),
    "/vouchers": page(
      "Gifts",
      dl([
        ["Money vouchers", "Any amount from £50, for any holiday or day boat, valid for 2 years"],
        ["Day boat vouchers", "A full day on Dabchick or Little Grebe, valid for 12 months"],
        ["By email", "Free"],
        ["By post", "In a card, £2.50"],
      ]) +
        `<h2>Buy a voucher</h2>
        <form method="post" action="/vouchers/send">
        <fieldset><legend>Voucher</legend>
        <label><input type="radio" name="type" value="money"> A money voucher</label>
        <label><input type="radio" name="type" value="day-boat"> A day boat voucher</label>
        </fieldset>
        <p><label>Amount (money vouchers) <select name="amount">${options([
          ["50", "£50"],
          ["100", "£100"],
          ["250", "£250"],
          ["500", "£500"],
        ])}</select></label></p>
        <fieldset><legend>Send it</legend>
        <label><input type="radio" name="delivery" value="email"> By email, free</label>
        <label><input type="radio" name="delivery" value="post"> In a card by post, £2.50</label>
        </fieldset>
        <p><label>Who it's for <input name="recipient" required></label></p>
        <p><label>Their email, or the address to post it to <input name="to"></label></p>
        <p><label>Your message <textarea name="message" rows="3"></textarea></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Your email <input type="email" name="email" required></label></p>
        <button type="submit">Buy</button></form>`,
    ),
    "/faq": page(
      "Questions",
      `<h3>Where can we moor for the night?</h3><p>Almost anywhere on the towpath side, but not on lock landings,
      bends or bridge holes, for up to 14 days.</p>
      <h3>Can we charge our phones?</h3><p>Yes: USB sockets in every cabin, and 240V sockets when the engine's
      running.</p>
      <h3>What if something goes wrong?</h3><p>Ring our breakdown line, 07700 900760, any time of day or night.</p>
      <h3>Can we swim in the canal?</h3><p>No, please don't.</p>
      <h3>Is it cold in March?</h3><p>It can be, but every boat has central heating.</p>`,
    ),
    "/news": page("From the towpath", NEWS),
    "/contact": page(
      "Talk to us",
      dl([
        ["Bookings, both bases", "0116 496 0820"],
        ["Kelford Basin", "0116 496 0821"],
        ["Nettlecombe Wharf", "0116 496 0835"],
        ["Breakdowns, 24 hours", "07700 900760"],
        ["Email", "hello@lapwingboats.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["booking", "A booking"],
          ["access", "Access and Kittiwake"],
          ["dogs", "Dogs"],
          ["day-boats", "Day boats"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Base <select name="base">${options([
          ["kelford", "Kelford Basin"],
          ["nettlecombe", "Nettlecombe Wharf"],
          ["either", "Either"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep booking records for 6 years, as HMRC asks.</p>`),
    "/cookies": page("Cookies", `<p>Essential cookies run our bookings. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 0116 496 0820.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/skipper": page(
      "Hire a skipper for your first day",
      `<p>Nervous about steering? Lapwing can send someone to come with you: hire one of our skippers for your first
      day on the boat. They'll steer with you, take you through the locks and show you how to moor, until you're
      confident. What does a skipper cost? £190 for a day (up to 8 hours), or £110 for half a day. Book at least
      2 weeks ahead, from either base.</p>`,
    ),
    "/private-moorings": page(
      "Private moorings",
      `<p>Own a narrowboat? Keep your own boat at Nettlecombe Wharf on a long-term mooring, with water, electric
      hook-up and a pump-out. How much a year? £2,175 a year for a boat up to 60 ft long, £2,480 a year for a boat
      over 60 ft. Kelford Basin has no private moorings.</p>`,
    ),
  };
}
