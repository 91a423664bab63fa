import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// DRIZZLE: the fortieth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Flight vouchers: voucher, good for, valid for, reflights if we cancel, passing it on, price. */
const VOUCHERS: string[][] = [
  [
    "Weekday Flight",
    "A Sunrise or Evening Flight, Monday to Friday",
    "12 months",
    "Free, as many as it takes",
    "Yes, to anyone",
    "£185",
  ],
  [
    "Anytime Flight",
    "A Sunrise or Evening Flight, any day we fly",
    "24 months",
    "Free, as many as it takes",
    "Yes, to anyone",
    "£225",
  ],
  [
    "Standby",
    "Any flight with a spare place: we ring you up to 2 days before",
    "12 months",
    "Free, as many as it takes",
    "No, it's in your name",
    "£149",
  ],
  [
    "Taster",
    "A Taster Flight at Hallam Down, any day",
    "12 months",
    "1 free, then £40 each",
    "Yes, to anyone",
    "£139",
  ],
  [
    "Private for Two",
    "A Private Flight for Two, any day",
    "24 months",
    "Free, as many as it takes",
    "Yes, to anyone",
    "£890 for the pair",
  ],
];

const NEWS = cards([
  [
    "16 November 2026",
    "Winter flying from Hallam Down",
    "Sunrise flights from the racecourse every Saturday and Sunday until the end of February, weather allowing. Fennick opens again in March and Cardew in May.",
  ],
  [
    "1 October 2026",
    "Our best season yet",
    "We flew 4,120 passengers this year, and cancelled 38% of flights for the weather, about the same as usual.",
  ],
  [
    "28 August 2026",
    "A new balloon",
    "G-LRKE, our new 20-passenger balloon, flies from Hallam Down. Our smallest, G-LRKA, takes 8 and flies the Exclusive Basket.",
  ],
  [
    "2 March 2026",
    "Our 2026 prices",
    "A Sunrise Flight is £185 on a weekday and £225 anytime; the Private Flight for Two is £395 a person on a weekday.",
  ],
  [
    "3 March 2025",
    "Prices for 2025",
    "This year a Sunrise Flight is £169 on a weekday and £209 anytime, an Evening Flight £159 or £199, and the Private Flight for Two £375 a person; the heavier passenger supplement is £50 and the Standby voucher £129.",
  ],
]);

/** Booking, vouchers, your day, the weather, FAQs, news, contact and two search-only pages. */
export function balloonMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  sites: [string, string][],
): Record<string, FixturePage> {
  const contact = `<p><label>Your name <input name="name" required></label></p>
    <p><label>Email <input type="email" name="email" required></label></p>
    <p><label>Phone <input type="tel" name="phone"></label></p>`;
  const count = (from: number, to: number) =>
    options(
      Array.from({ length: to - from + 1 }, (_, i) => [`${from + i}`, `${from + i}`] as [string, string]),
    );
  return {
    "/book": page(
      "Book",
      `<p>Book a date here and pay, or use a voucher. We'll text you the meeting time the day before.</p>
      <form method="post" action="/book/send">
      <p><label>Flight <select name="flight">${options([
        ["sunrise", "Sunrise Flight"],
        ["evening", "Evening Flight"],
        ["taster", "Taster Flight"],
        ["private", "Private Flight for Two"],
        ["exclusive", "Exclusive Basket"],
      ])}</select></label></p>
      <fieldset><legend>From</legend>
      <label><input type="radio" name="site" value="fennick"> Fennick Country Park</label>
      <label><input type="radio" name="site" value="cardew"> Cardew Castle</label>
      <label><input type="radio" name="site" value="hallam"> Hallam Down Racecourse</label>
      </fieldset>
      <p><label>Day <input type="date" name="date" required></label></p>
      <fieldset><legend>Ticket</legend>
      <label><input type="radio" name="ticket" value="weekday"> Weekday</label>
      <label><input type="radio" name="ticket" value="anytime"> Anytime</label>
      </fieldset>
      <p><label>Passengers <select name="passengers">${count(1, 8)}</select></label></p>
      <p><label>Of them, over 16 stone <select name="heavy">${count(0, 4)}</select></label></p>
      <p><label>Voucher number, if you have one <input name="voucher"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile, for the text <input type="tel" name="phone" required></label></p>
      <button type="submit">Book</button></form>`,
    ),
    "/vouchers": page(
      "Gifts",
      `<p>A flight makes a present nobody forgets. They choose the date; the voucher is valid for a year or two.</p>` +
        table(
          "Flight vouchers",
          ["Voucher", "Good for", "Valid for", "Reflights if we cancel", "Can you pass it on?", "Price"],
          VOUCHERS,
        ) +
        dl([
          ["Prices", "A person, except Private for Two"],
          ["Running out?", "Add 6 months for £35 before your voucher runs out, once"],
          ["Upgrading", "Weekday to Anytime, £40 a person"],
          ["Sending it", "By email at once, free, or posted first class in a gift wallet, £4.95"],
          ["Lost it?", "We'll email it again, free"],
        ]) +
        `<h2>Buy a voucher</h2>
        <form method="post" action="/vouchers/buy/send">
        <fieldset><legend>Voucher</legend>
        <label><input type="radio" name="voucher" value="weekday"> Weekday Flight, £185</label>
        <label><input type="radio" name="voucher" value="anytime"> Anytime Flight, £225</label>
        <label><input type="radio" name="voucher" value="standby"> Standby, £149</label>
        <label><input type="radio" name="voucher" value="taster"> Taster, £139</label>
        <label><input type="radio" name="voucher" value="private"> Private for Two, £890</label>
        </fieldset>
        <p><label>How many <select name="quantity">${options(
          ["1", "2", "3", "4", "5", "6"].map((n) => [n, n] as [string, string]),
        )}</select></label></p>
        <fieldset><legend>Send it</legend>
        <label><input type="radio" name="delivery" value="email"> By email, free</label>
        <label><input type="radio" name="delivery" value="post"> By post in a gift wallet, £4.95</label>
        </fieldset>
        <p><label>Name on the voucher <input name="recipient"></label></p>
        <p><label>Your message <textarea name="message" rows="3"></textarea></label></p>
        ${contact}
        <p><label>Postcode <input name="postcode"></label></p>
        <button type="submit">Buy</button></form>`,
    ),
    "/your-day": page(
      "Your day",
      `<p>What happens from the moment you arrive to the moment you're back at your car.</p>` +
        dl([
          [
            "Meeting",
            "At the launch site's meeting point, half an hour before sunrise or 3 hours before sunset; we text you the time the day before",
          ],
          ["Getting ready", "Help the crew lay out and fill the balloon, if you'd like to"],
          ["The flight", "About an hour, wherever the wind takes us"],
          [
            "After you land",
            "A glass of champagne, or elderflower for drivers and under 18s, and a flight certificate signed by your pilot",
          ],
          ["Back to the start", "Our minibus takes you back to the launch site"],
        ]) +
        `<h2>What to wear</h2>` +
        dl([
          ["Shoes", "Flat, sturdy shoes or walking boots: landing fields are often wet"],
          ["Not", "Heels, sandals or flip-flops"],
          ["Layers", "It's no colder up there than on the ground, but a sunrise field is chilly"],
          ["A hat", "A cap or a hat, as the burners are warm overhead"],
          ["Bags", "A small one only, as there are no lockers in the basket"],
          ["Cameras", "Welcome, on a strap"],
        ]) +
        `<p>Friends and family are welcome to watch the launch, but there's no room for them in the crew's car.</p>`,
    ),
    "/weather": page(
      "If we can't fly",
      `<p>Balloons can only fly in light winds and good visibility, so some flights are called off. Here's how it
      works.</p>` +
        dl([
          ["Why we cancel", "Wind over 10 mph, rain, low cloud or mist, or thunder in the area"],
          [
            "Weather watch",
            "From 3 days before your flight we watch the forecast, and text you if it looks doubtful",
          ],
          [
            "On the day",
            "Ring the Flightline, 01632 960749, from 05:00 for a sunrise flight or from 14:00 for an evening flight, before you set out",
          ],
          [
            "If we cancel",
            "Your ticket or voucher stays good and you rebook free, as many times as it takes; we don't refund flights called off for the weather",
          ],
          ["If we cancel after you've arrived", "We add 3 months to your voucher"],
          ["Rebooking", "With the form below or by phone; weekday tickets rebook onto weekdays"],
          [
            "Moving your own booking",
            "Free with 14 days' notice or more; £40 a person with 3 to 13 days' notice",
          ],
          ["At the last minute", "With less than 72 hours' notice, or if you don't come, the flight is used"],
          ["Refunds", "Within 14 days of buying, if you haven't picked a date; none after that"],
        ]) +
        `<h2>Rebook a flight</h2>
        <form method="post" action="/weather/rebook/send">
        <p><label>Booking reference <input name="booking" required></label></p>
        <fieldset><legend>Why</legend>
        <label><input type="radio" name="reason" value="cancelled"> You called it off for the weather</label>
        <label><input type="radio" name="reason" value="moving"> I need to move it</label>
        </fieldset>
        <p><label>Flight <select name="flight">${options([
          ["sunrise", "Sunrise"],
          ["evening", "Evening"],
          ["taster", "Taster"],
        ])}</select></label></p>
        <p><label>From <select name="site">${options(sites)}</select></label></p>
        <p><label>New day <input type="date" name="date" required></label></p>
        ${contact}
        <button type="submit">Rebook</button></form>`,
    ),
    "/faq": page(
      "Questions",
      `<h3>What's the difference between a Weekday and an Anytime ticket?</h3><p>A Weekday ticket flies Monday to
      Friday, but not on bank holidays. An Anytime ticket flies any day we fly, weekends and bank holidays too.</p>
      <h3>Do you fly in winter?</h3><p>Only from Hallam Down: sunrise flights on Saturdays and Sundays from
      November to February.</p>
      <h3>Where will we land?</h3><p>In a farmer's field, usually 5 to 10 miles from where we took off.</p>
      <h3>Can we fly together?</h3><p>Yes: book together and we'll keep you in the same basket.</p>
      <h3>Is there an upper age limit?</h3><p>No, as long as you can climb into the basket and stand.</p>
      <h3>I'm scared of heights. Will I be all right?</h3><p>Nearly everyone is: there's no feeling of falling.</p>`,
    ),
    "/news": page("Up in the air", NEWS),
    "/contact": page(
      "Contact",
      dl([
        ["The office", "01632 960740 · flights@larkriseballoons.test"],
        ["The Flightline, on the day", "01632 960749"],
        ["Office hours", "Monday to Friday 09:00 to 17:00, Saturday 09:00 to 12:00"],
        ["Address", "Unit 4, Airfield Farm, Tollerby BM4 7RD: our office, not a launch site"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["booking", "A booking"],
          ["voucher", "A voucher"],
          ["other", "Something else"],
        ])}</select></label></p>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep passengers' details for 3 years after their flight.</p>`),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960740.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/proposals": page(
      "Proposal flights",
      `<p>Can I propose in a Larkrise balloon? Yes, and we'll help you keep it a secret from your girlfriend,
      boyfriend or partner: our proposal package, on a Private Flight for Two, adds a "Will you marry me?" banner
      laid out in the landing field, a bouquet and a bottle of champagne to take home. How much extra? £120 on top
      of the flight. Ring the office to plan it.</p>`,
    ),
    "/tethered": page(
      "Tethered balloon rides",
      `<p>Do you do tethered balloon rides at events? Yes: at fetes, shows, weddings and open days our balloon
      stays tied to the ground on ropes and lifts up to 4 people at a time for a few minutes each. What does it
      cost? From £1,650 a day, with a pilot and 3 crew, within 30 miles of Brenford.</p>`,
    ),
  };
}
