import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// NIMBUS: the thirty-seventh held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Shuttles: car park, buses run, every, overnight, journey, back from the terminal. */
const SHUTTLES: string[][] = [
  [
    "Long Stay Park &amp; Ride",
    "04:00 to 00:00",
    "10 minutes",
    "Every 20 minutes from 00:00 to 04:00",
    "8 minutes",
    "Stop 7, outside Arrivals",
  ],
  [
    "Economy",
    "04:30 to 23:30",
    "20 minutes",
    "No buses: use the free phone at Stop 9 for a taxi, on us",
    "18 minutes",
    "Stop 9, outside Arrivals",
  ],
];

/** Hours: car park, open, desk. */
const HOURS: string[][] = [
  ["Meet &amp; Greet", "04:00 to 23:30, every day", "On the forecourt, 04:00 to 23:30"],
  ["Skylark Multi-storey", "24 hours", "Help points on every level, 24 hours; office 06:00 to 22:00"],
  ["Long Stay Park &amp; Ride", "24 hours", "Reception 04:00 to 00:00"],
  ["Economy", "04:30 to 23:30, every day", "Reception 04:30 to 23:30"],
];

/** Charging: car park, chargers, speed, price. */
const EV: string[][] = [
  ["Meet &amp; Greet", "We charge it for you while you're away", "–", "£30 for a full charge"],
  ["Skylark Multi-storey", "24, on level 2", "22 kW", "59p a kWh"],
  ["Long Stay Park &amp; Ride", "8, in row F", "7 kW", "52p a kWh"],
  ["Economy", "None", "–", "–"],
];

/** Vehicles: car park, highest, longest, vans, motorhomes and minibuses, extra a day. */
const VEHICLES: string[][] = [
  ["Meet &amp; Greet", "2.0 m", "5.2 m", "Small vans only", "No", "–"],
  ["Skylark Multi-storey", "2.1 m", "5.0 m", "No", "No", "–"],
  ["Long Stay Park &amp; Ride", "2.8 m", "6.0 m", "Yes", "No", "£6 a day for vans"],
  ["Economy", "3.5 m", "8.0 m", "Yes", "Yes, and cars with trailers", "£9 a day"],
];

/** Changes and refunds: when, change your dates, cancel. */
const CHANGES: string[][] = [
  ["More than 48 hours before you arrive", "Free", "All your money back, less a £5 fee"],
  ["24 to 48 hours before", "£10", "Half back"],
  ["Less than 24 hours before", "£15", "Nothing back"],
  ["After you've parked", "Pay at the exit for any extra days", "Nothing back for days you don't use"],
];

const NEWS = cards([
  [
    "3 November 2026",
    "24 new chargers at Skylark",
    "Level 2 of the Skylark multi-storey now has 24 chargers at 22 kW, 59p a kWh. Long Stay still has its 8 in row F.",
  ],
  [
    "1 March 2026",
    "Our 2026 prices",
    "From 1 March 2026 a day at Long Stay costs from £8.00 and at Economy from £6.00, when you book online.",
  ],
  [
    "12 September 2025",
    "Economy shuttle",
    "Buses from Economy now run every 20 minutes, not every 30, from 04:30 to 23:30.",
  ],
  [
    "6 January 2025",
    "Prices for 2025",
    "For 1 to 3 days: Meet & Greet £26.00 a day, Skylark £19.50, Long Stay £12.50 and Economy £8.50. Drive up at Skylark: £28.00 a day.",
  ],
]);

/** Shuttles, hours, charging, vehicles, changes, FAQs, news, contact and two search-only pages. */
export function airparkingMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/shuttle": page(
      "Getting to the terminal",
      `<p>From Skylark it's a 4 minute walk under cover; at Meet &amp; Greet we meet you at the terminal. From Long
      Stay and Economy, our free buses take you and your bags to the door.</p>` +
        table(
          "Shuttle buses",
          ["Car park", "Buses run", "Every", "Overnight", "Journey", "Back from the terminal"],
          SHUTTLES,
        ) +
        dl([
          ["Luggage", "Racks on every bus; we'll help you lift it"],
          ["Wheelchairs", "Every bus has a ramp and a wheelchair space"],
          [
            "Leave time for the bus",
            "Arrive at the car park 30 minutes before you'd want to be at the terminal",
          ],
        ]),
    ),
    "/hours": page(
      "Open when",
      table("Opening hours", ["Car park", "Open", "Staff"], HOURS) +
        dl([
          [
            "Coming back late",
            "Economy's gate closes at 23:30: if your flight lands late, ring 01632 960745 and we'll let you out",
          ],
          ["Christmas Day", "All four car parks are open as usual"],
          ["Phone lines", "01632 960744, 06:00 to 22:00 every day"],
        ]),
    ),
    "/ev": page(
      "Plug in",
      `<p>Charge while you're away. At Skylark and Long Stay you plug in yourself and pay by the app; at Meet &amp;
      Greet tick the box when you book and we'll do it.</p>` +
        table("Charging", ["Car park", "Chargers", "Speed", "Price"], EV) +
        dl([
          [
            "Overstaying",
            "No fee: chargers are for people parked with us, and a bay is yours for your whole stay",
          ],
          ["Cables", "Bring your own Type 2 cable at Long Stay"],
        ]),
    ),
    "/vehicles": page(
      "Bigger vehicles",
      `<p>Bringing a van, a motorhome or a motorbike? Check the limits before you book.</p>` +
        table(
          "Limits",
          ["Car park", "Highest", "Longest", "Vans", "Motorhomes and minibuses", "Extra"],
          VEHICLES,
        ) +
        dl([
          ["Lorries and HGVs", "Not in any of our car parks"],
          ["Roof boxes", "Count the roof box in your height"],
          ["Motorbikes", "Skylark and Long Stay, at half the car price, with free helmet lockers"],
        ]),
    ),
    "/manage": page(
      "Your booking",
      table("Changes and refunds", ["When", "Change your dates or times", "Cancel"], CHANGES) +
        dl([
          ["Flexible booking", "Change or cancel for free, up to 2 hours before you arrive"],
          [
            "Back late",
            "If you come back later than booked, the extra days are charged at the drive-up price",
          ],
          [
            "Delayed flight",
            "No charge for the first 12 hours if your flight was delayed: show us your boarding pass",
          ],
          ["Refunds", "To the card you paid with, within 5 working days"],
        ]) +
        `<h2>Change your booking</h2>
        <form method="post" action="/manage/change/send">
        <p><label>Booking reference <input name="ref" required></label></p>
        <p><label>Email you booked with <input type="email" name="email" required></label></p>
        <p><label>New arrival date <input type="date" name="from"></label></p>
        <p><label>New arrival time <input type="time" name="fromtime"></label></p>
        <p><label>New collection date <input type="date" name="to"></label></p>
        <p><label>New collection time <input type="time" name="totime"></label></p>
        <button type="submit">Change</button></form>
        <h2>Cancel your booking</h2>
        <form method="post" action="/manage/cancel/send">
        <p><label>Booking reference <input name="ref" required></label></p>
        <p><label>Email you booked with <input type="email" name="email" required></label></p>
        <p><label>Why? <select name="reason">${options([
          ["flight", "My flight was cancelled"],
          ["plans", "My plans changed"],
          ["cheaper", "I found it cheaper"],
          ["other", "Something else"],
        ])}</select></label></p>
        <button type="submit">Cancel booking</button></form>`,
    ),
    "/faq": page(
      "Good to know",
      `<h3>Do I leave my keys?</h3><p>Only at Meet &amp; Greet. Everywhere else you keep them.</p>
      <h3>Can I pay at the gate?</h3><p>At Skylark and Long Stay, by card only: no cash.</p>
      <h3>What if I lose my booking email?</h3><p>The camera reads your number plate; you don't need it.</p>
      <h3>Can I leave my dog in the car?</h3><p>No, never.</p>
      <h3>Are there toilets at Economy?</h3><p>Yes, in reception, while it's open.</p>
      <h3>Can someone else collect my car?</h3><p>Yes, tell us their name when you book.</p>
      <h3>Is my car insured while it's with you?</h3><p>Meet &amp; Greet cars are covered by our insurance
      while we drive them; otherwise your own insurance covers your car.</p>`,
    ),
    "/news": page("Latest", NEWS),
    "/contact": page(
      "Contact",
      dl([
        ["Phone", "01632 960744, 06:00 to 22:00 every day"],
        ["Late at Economy", "01632 960745"],
        ["Email", "help@greylagparking.test"],
        ["Office", "Greylag House, Ouse Lane, Fenmarsh FN6 2GP"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["booking", "A booking"],
          ["lost", "Something left behind"],
          ["business", "A business account"],
          ["complaint", "A complaint"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Booking reference, if any <input name="ref"></label></p>
        <p><label>Company, if any <input name="company"></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>Number plate camera images are deleted after 90 days.</p>`),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking form. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960744.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/hotel-parking": page(
      "Hotel and parking",
      `<p>Flying early? Stay the night before at the Fenmarsh Airport Lodge, next to Long Stay, and leave your car
      with us while you're away. A room for two with 8 days' Long Stay parking is £139; with 15 days it's £169.
      Breakfast is £12 a person more.</p>`,
    ),
    "/valeting": page(
      "Car valeting",
      `<p>Come back to a clean car. While you're away we'll wash and valet it at Long Stay or Meet &amp; Greet: an
      outside wash is £18, a mini valet £35 and a full valet, inside and out, £75.</p>`,
    ),
  };
}
