import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// GLOAM: the thirty-fourth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Footplate and driver experiences: experience, what you do, when, price, youngest. */
const EXPERIENCES: string[][] = [
  [
    "Footplate taster",
    "Ride in the cab with the crew for a return trip",
    "Saturdays, March to October",
    "£120",
    "14, with a paying adult on the train",
  ],
  [
    "Driver experience, half day",
    "Drive Lady Isobel or Otter for 2 return trips, with a driver beside you",
    "Selected Fridays, 09:00–13:00",
    "£295",
    "17",
  ],
  [
    "Driver experience, full day",
    "Light up and prepare the engine, drive 4 return trips, lunch in the Refreshment Room",
    "Selected Fridays, 08:00–16:30",
    "£495",
    "18",
  ],
];

/** Volunteering: role, youngest, what you'll do. */
const ROLES: string[][] = [
  ["Station and booking office", "16", "Selling tickets, helping passengers and waving the trains off"],
  ["Refreshment Room", "16", "Tea, cake and bacon rolls at Wealdmoor"],
  [
    "Carriage cleaning",
    "14, with a parent or guardian",
    "Keeping the coaches spotless, on Saturday mornings",
  ],
  [
    "Station gardening",
    "14, with a parent or guardian",
    "The flower beds and hanging baskets at all five stations",
  ],
  ["Engine cleaner", "16", "The first step on the footplate: cleaning, then firing, then driving"],
  ["Track gang", "18", "Looking after the 7½ miles of track, on Wednesdays and Sundays"],
];

const NEWS = cards([
  [
    "19 November 2026",
    "Fares for 2027",
    "From Monday 1 March 2027 an adult return goes from £19.00 to £21.00, a child return from £9.50 to £10.50 and a family return from £48.00 to £52.00. Dogs and bikes stay at £2.00 and £3.00.",
  ],
  [
    "6 November 2026",
    "Santa Specials",
    "Sunday 20 December is sold out. There are seats left on every other Santa Special, but Saturdays are going fast.",
  ],
  [
    "28 September 2026",
    "Lady Isobel steams again",
    "After a ten-year overhaul, No. 7 Lady Isobel of 1912 is back in service. Wealdmoor, our Austerity, is now in the works in her place.",
  ],
  [
    "3 March 2026",
    "Fares for 2026",
    "From today an adult return is £19.00 (was £17.50), a child return £9.50 (was £8.50) and a family return £48.00 (was £44.00).",
  ],
  [
    "12 August 2025",
    "A record summer",
    "41,200 passengers rode with us in the Gold timetable weeks, the most since we reopened.",
  ],
]);

/** Santa booking, footplate, locomotives, on board, groups, volunteering, FAQs, news, contact and two search-only pages. */
export function railwayMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  count: (from: number, to: number) => string,
): Record<string, FixturePage> {
  return {
    "/specials/santa": page(
      "Book a Santa Special",
      `<p>Every child from 1 to 12 gets a present from Santa. Tell us their names and ages so Santa knows.</p>
        <form method="post" action="/specials/santa/send">
        <p><label>Date <select name="date">${options([
          ["2026-12-05", "Saturday 5 December"],
          ["2026-12-06", "Sunday 6 December"],
          ["2026-12-12", "Saturday 12 December"],
          ["2026-12-13", "Sunday 13 December"],
          ["2026-12-19", "Saturday 19 December"],
          ["2026-12-20", "Sunday 20 December (sold out)"],
          ["2026-12-23", "Wednesday 23 December"],
        ])}</select></label></p>
        <p><label>Train <select name="time">${options([
          ["10:00", "10:00"],
          ["11:30", "11:30"],
          ["13:00", "13:00"],
          ["14:30", "14:30"],
        ])}</select></label></p>
        <p><label>Adults <select name="adults">${count(0, 8)}</select></label></p>
        <p><label>Children, 1 to 12 <select name="children">${count(0, 8)}</select></label></p>
        <p><label>Under 1s <select name="infants">${count(0, 3)}</select></label></p>
        <p><label>The children's names and ages <textarea name="children_names" rows="3"></textarea></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <button type="submit">Book</button></form>`,
    ),
    "/footplate": page(
      "In the cab",
      `<p>Stand on the footplate of a working steam engine, or take the regulator yourself with one of our
      drivers beside you.</p>` +
        table(
          "Footplate and driver experiences",
          ["Experience", "What you do", "When", "Price", "Youngest"],
          EXPERIENCES,
        ) +
        dl([
          ["What to wear", "Old clothes and stout shoes: overalls and gloves are lent to you"],
          ["Guests", "Up to 2 guests ride in the train behind you, free"],
          ["Gift vouchers", "Valid for 12 months; choose the date later"],
          ["Moving your date", "Free with 14 days' notice"],
        ]) +
        `<h2>Book an experience</h2>
        <form method="post" action="/footplate/book/send">
        <p><label>Experience <select name="experience">${options([
          ["taster", "Footplate taster"],
          ["half-day", "Driver experience, half day"],
          ["full-day", "Driver experience, full day"],
        ])}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Engine <select name="loco">${options([
          ["any", "Whichever is in steam"],
          ["lady-isobel", "No. 7 Lady Isobel"],
          ["otter", "No. 21 Otter"],
        ])}</select></label></p>
        <p><label>Driver's name <input name="driver" required></label></p>
        <p><label>Driver's age <input type="number" name="driver_age" required></label></p>
        <fieldset><legend>Is it a gift?</legend>
        <label><input type="radio" name="gift" value="no"> No, it's for me</label>
        <label><input type="radio" name="gift" value="yes"> Yes</label>
        </fieldset>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <button type="submit">Book</button></form>`,
    ),
    "/locomotives": page(
      "The engine shed",
      `<p>Six engines live in the shed at Cressby, looked after by our volunteers. See them from the viewing gallery
      on any running day.</p><div class="cards">${[
        personCard("No. 3 Hollins", "Built in 1898 by Manning Wardle", "On display, not in steam"),
        personCard("No. 7 Lady Isobel", "Built in 1912 by Hudswell Clarke", "In service"),
        personCard("No. 12 Sir Gareth", "Built in 1924 by Kerr Stuart", "Under overhaul, back in 2028"),
        personCard(
          "No. 30 Wealdmoor",
          "Built in 1943 by Hunslet, an Austerity",
          "Under overhaul, back for Easter 2027",
        ),
        personCard("No. 21 Otter", "Built in 1951 by Peckett", "In service"),
        personCard("D4 Brock", "Built in 1958 by Ruston, our diesel", "In service"),
      ].join("")}</div>
      <p>Adopt an engine: from £5 a month towards its next overhaul. Ask at the booking office.</p>`,
    ),
    "/on-board": page(
      "All aboard",
      `<p>Our trains are a rake of 1950s coaches with a buffet car and a guard's van.</p>` +
        dl([
          [
            "Dogs",
            "Welcome on a lead, £2 each, in every coach but the buffet car; not on Santa or Mince Pie Specials, nor the Weald Belle. Assistance dogs travel free on every train",
          ],
          [
            "Bikes",
            "£3 each, in the guard's van, 6 on a train, first come first served; not on Santa or Mince Pie Specials",
          ],
          [
            "The accessible carriage",
            "Coach E on every train, with a ramp, 2 wheelchair spaces and an accessible toilet; book a space at least 48 hours ahead",
          ],
          ["Ramps", "At Wealdmoor, Furze Bank and Cressby; Hollins Cross and Ottersedge Halt have steps"],
          ["Pushchairs", "Free, in the guard's van"],
          ["Food and drink", "The buffet car on Green and Gold trains; picnics welcome"],
          ["Smoking and vaping", "Not on the trains or the platforms"],
        ]),
    ),
    "/groups": page(
      "Come as a party",
      `<p>Clubs, societies, care homes and coach parties are all welcome, any day we run.</p>` +
        dl([
          ["Groups of 12 or more", "15% off return and Day Rover fares, booked at least 14 days ahead"],
          ["Organisers", "One free place for every 15 paying"],
          ["Groups of 30 or more", "A coach of the train to yourselves"],
          ["Schools", "£6 a pupil for a return, and one teacher free for every 8 pupils"],
          ["Coaches", "Free coach parking at Wealdmoor: tell us when you book"],
          ["Ring the groups desk", "01632 960418, Monday to Friday 09:00–16:00"],
        ]) +
        `<h2>Ask for a group booking</h2>
        <form method="post" action="/groups/send">
        <p><label>Group <input name="group" required></label></p>
        <p><label>Type of group <select name="type">${options([
          ["school", "A school"],
          ["club", "A club or society"],
          ["care-home", "A care home"],
          ["coach-party", "A coach party"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>How many in the group <input type="number" name="size" required></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <fieldset><legend>Tickets</legend>
        <label><input type="radio" name="ticket" value="return"> Returns</label>
        <label><input type="radio" name="ticket" value="rover"> Day Rovers</label>
        <label><input type="radio" name="ticket" value="afternoon-tea"> The Weald Belle afternoon tea</label>
        </fieldset>
        <p><label>Wheelchair users <select name="wheelchairs">${count(0, 2)}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/volunteer": page(
      "Lend a hand",
      `<p>Almost everyone here is a volunteer, from the booking office to the footplate. Come for a day a month, or
      every week.</p>` +
        table("Volunteer roles", ["Role", "Youngest", "What you'll do"], ROLES) +
        dl([
          ["Getting started", "A free induction day at Wealdmoor on the first Saturday of each month"],
          ["What you get", "Free travel for you and a guest, and a lot of tea"],
          ["Under 16s", "Only with a parent or guardian who volunteers alongside them"],
        ]) +
        `<h2>Volunteer with us</h2>
        <form method="post" action="/volunteer/send">
        <p><label>Role <select name="role">${options([
          ["station", "Station and booking office"],
          ["refreshment-room", "Refreshment Room"],
          ["carriage-cleaning", "Carriage cleaning"],
          ["gardening", "Station gardening"],
          ["engine-cleaner", "Engine cleaner"],
          ["track-gang", "Track gang"],
        ])}</select></label></p>
        <fieldset><legend>Age</legend>
        <label><input type="radio" name="age" value="14-15"> 14 or 15</label>
        <label><input type="radio" name="age" value="16-17"> 16 or 17</label>
        <label><input type="radio" name="age" value="18-plus"> 18 or over</label>
        </fieldset>
        <fieldset><legend>When</legend>
        <label><input type="radio" name="days" value="weekdays"> Weekdays</label>
        <label><input type="radio" name="days" value="weekends"> Weekends</label>
        <label><input type="radio" name="days" value="both"> Both</label>
        </fieldset>
        <p><label>Volunteer's name <input name="name" required></label></p>
        <p><label>Parent or guardian (under 18s) <input name="parent"></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/faq": page(
      "At the booking office",
      `<h3>How long is the ride?</h3><p>40 minutes each way. With a look round the engine shed at Cressby, allow
      2 hours for the return trip.</p>
      <h3>Do the trains run in the rain?</h3><p>Yes, whatever the weather.</p>
      <h3>Can I buy tickets on the day?</h3><p>Yes, at Wealdmoor and Cressby, or from the guard at the other
      stations (card only). Special trains must be booked.</p>
      <h3>Can I get off on the way?</h3><p>Once on a return ticket, as often as you like on a Day Rover.</p>
      <h3>Is there food on the train?</h3><p>A buffet car on Green and Gold trains, and the Refreshment Room at
      Wealdmoor.</p>
      <h3>Can I see the engines?</h3><p>From the viewing gallery at Cressby shed, 10:00–16:00 on running days.</p>`,
    ),
    "/news": page("Platform news", NEWS),
    "/contact": page(
      "Get in touch",
      dl([
        ["Booking office, Wealdmoor", "01632 960412"],
        ["Groups", "01632 960418"],
        ["Santa Specials", "santa@wcrailway.test"],
        ["Everything else", "bookings@wcrailway.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["tickets", "Tickets and fares"],
          ["specials", "Special trains"],
          ["footplate", "Footplate and driver experiences"],
          ["access", "Access and the accessible carriage"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep booking records for 2 years, and Gift Aid records for 6.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our bookings. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960412.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/charter": page(
      "Charter a whole train",
      `<p>Hire a whole Wealdmoor & Cressby train for a wedding party, a birthday or a works outing, on an evening
      or a day we don't run. How much is it to hire a steam train? See below: the price is for the train, not a
      head.</p>` +
        dl([
          ["A steam train, a return trip, up to 180 guests", "£2,400"],
          ["The diesel railcar, a return trip, up to 56 guests", "£900"],
          ["Fizz on the platform at Wealdmoor", "From £8 a guest"],
        ]),
    ),
    "/lost-property": page(
      "Lost property",
      `<p>Left a coat, a bag or a toy on a Wealdmoor & Cressby train or at a station? How long do we keep lost
      property? We keep it at the Wealdmoor booking office for 28 days; phones, wallets and keys go to the police
      after 7 days.</p>` +
        dl([
          ["Ring", "01632 960412, with the date and the train you were on"],
          ["Posting it back", "£6"],
        ]),
    ),
  };
}
