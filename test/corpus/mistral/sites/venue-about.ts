import type { FixturePage } from "../../../helpers/fixture-site";
import { line, options } from "../../grouped";
import { cards, dl, personCard, table } from "../../sites/kit";

// MISTRAL: the forty-third held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** The office at the Barn and the planning studio: day, the Barn, the studio. */
const HOURS: string[][] = [
  ["Monday", "09:00 to 17:00", "Closed"],
  ["Tuesday and Wednesday", "09:00 to 17:00", "10:00 to 17:00"],
  ["Thursday", "09:00 to 17:00", "10:00 to 20:00"],
  ["Friday", "09:00 to 17:00", "10:00 to 17:00"],
  ["Saturday", "10:00 to 16:00, for show rounds", "10:00 to 15:00"],
  ["Sunday", "Closed, except on open days", "Closed"],
];

const NEWS = cards([
  [
    "12 November 2026",
    "Christmas at the Barn",
    "Our party nights on 5 and 18 December are sold out. There are still places on the others, and at the New Year's Eve Ball.",
  ],
  ["1 October 2026", "2027 is nearly full", "A handful of dates are left in 2027: see the Calendar."],
  ["2 June 2026", "Our 600th wedding", "Congratulations to Lily and Sam, our 600th couple since 2015."],
  [
    "1 February 2026",
    "Our 2027 prices",
    "A Saturday from May to September in the whole venue is £6,500, and the Meadow package £89 a head.",
  ],
  ["20 August 2025", "Best Barn Venue", "We won Best Barn Venue at the Wyvern Wedding Awards 2025."],
  [
    "1 February 2025",
    "Our 2026 prices",
    "A Saturday from May to September in the whole venue is £6,100, and the Meadow package £84 a head.",
  ],
]);

/** Visits and hours, the house rules, the team, FAQs, news, contact and two search-only pages. */
export function venueAboutPages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/visit": page(
      "Come and see",
      line("Show rounds", "Monday to Friday at 10:00, 12:00, 14:00 and 16:00; Saturdays at 10:00 and 12:00") +
        line("How long", "About an hour, with tea in the Garden Room") +
        table(
          "Open days",
          ["Date", "Event", "Time"],
          [
            [
              "Sunday 17 January 2027",
              "Winter Wedding Fair: 30 suppliers and the Barn dressed for a wedding",
              "11:00 to 15:00",
            ],
            ["Wednesday 10 March 2027", "Twilight Open Evening: the Barn lit up at dusk", "17:00 to 20:00"],
          ],
        ) +
        table(
          "When we're in",
          ["", "The office at the Barn, Thistleby", "The planning studio, Ravensworth"],
          HOURS,
        ) +
        `<p>Both are closed from Thursday 24 December to Monday 4 January; Christmas parties go ahead as booked.</p>
        <h2>Book a show round</h2>
        <form method="post" action="/visit/book/send">
        <p><label>Day <input type="date" name="date" required></label></p>
        <p><label>Time <select name="time">${options([
          ["10:00", "10:00"],
          ["12:00", "12:00"],
          ["14:00", "14:00"],
          ["16:00", "16:00"],
        ])}</select></label></p>
        <fieldset><legend>Most interested in</legend>
        <label><input type="radio" name="space" value="barn"> The whole venue</label>
        <label><input type="radio" name="space" value="garden-room"> The Garden Room only</label>
        <label><input type="radio" name="space" value="not-sure"> Not sure yet</label>
        </fieldset>
        <p><label>Wedding year <select name="year">${options([
          ["2027", "2027"],
          ["2028", "2028"],
          ["2029", "2029"],
        ])}</select></label></p>
        <p><label>Guests, roughly <input type="number" name="guests" min="2" max="260"></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
    "/info": page(
      "Good to know",
      dl([
        ["Music", "Until 23:00 in the Barn and 22:30 in the Garden Room"],
        ["The bar", "Closes at 23:30"],
        ["Carriages", "Guests off the premises by midnight"],
        ["Confetti", "Biodegradable petals only, and outdoors only"],
        [
          "Sky lanterns and fireworks",
          "Not allowed: they frighten the cattle. Our own display at the New Year's Eve Ball is the one exception",
        ],
        ["Sparklers", "On the Lawn after dark, with the sand buckets we provide"],
        ["Candles", "In glass holders only, and none on the mezzanine"],
        ["Dogs", "Welcome at the ceremony and for photos, on a lead; not at the wedding breakfast"],
        [
          "Suppliers",
          "Bring any photographer, florist, band or cake maker you like; the food and bar are ours",
        ],
        ["Setting up", "From 11:00 on the day, or from 16:00 the day before a Saturday wedding for £250"],
        ["Parking", "80 cars, free; leave a car overnight and collect it by 11:00 the next day"],
        [
          "Staying nearby",
          "The Bothy sleeps 4; the Plough Inn is half a mile away and Ravensworth Manor 3 miles",
        ],
        ["Access", "Step-free to the Garden Room and the Barn's ground floor, with an accessible toilet"],
      ]),
    ),
    "/team": page(
      "The team",
      `<p>Tom's great-grandfather bought Thistleby Farm in 1921. Tom and Hattie Wrenn opened the Threshing Barn for
      weddings in 2015 and restored the Garden Room in 2019. There are 9 of us all year, and 40 more on a wedding
      day.</p><div class="cards">${[
        personCard(
          "Hattie Wrenn",
          "Owner and venue director",
          "Has looked after more than 600 weddings here since 2015",
        ),
        personCard(
          "Tom Wrenn",
          "Owner and farmer",
          "The fourth generation at Thistleby; runs the farm and the fireworks",
        ),
        personCard("Jess Okonjo", "Wedding coordinator", "With us since 2017; Fridays and Saturdays"),
        personCard("Kit Alvarez", "Wedding coordinator", "With us since 2022; weekdays and Sundays"),
        personCard("Martin Fell", "Head chef", "Joined in 2016 from Ravensworth Manor; 20 years in kitchens"),
        personCard(
          "Beth Carrow",
          "Parties and events manager",
          "With us since 2020; Christmas, meetings and open days",
        ),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "Questions",
      `<h3>Do you hold more than one wedding a day?</h3><p>No: one wedding a day, and the whole venue is yours.</p>
      <h3>Can we bring our own caterer?</h3><p>No: everything is cooked by Martin and his team. Your cake can come
      from anyone, and we'll cut and serve it free.</p>
      <h3>Can we hold a date while we decide?</h3><p>Yes, free for 7 days.</p>
      <h3>Is there somewhere to stay?</h3><p>The Bothy sleeps 4. For everyone else, see Good to know.</p>
      <h3>Can we get ready here?</h3><p>Yes, in the Bothy, from 09:00 on a Saturday wedding day.</p>
      <h3>Can we have a Friday or Sunday wedding?</h3><p>Yes, and they cost less: see Hire.</p>`,
    ),
    "/news": page("Journal", NEWS),
    "/contact": page(
      "Find us",
      table(
        "Where we are",
        ["", "The Osier Barn", "Our planning studio"],
        [
          ["Address", "Thistleby Farm, Long Lane, Thistleby TB8 2LL", "5 Market Square, Ravensworth RV1 3MS"],
          ["Phone", "01632 960 510", "01632 960 520"],
          ["Email", "hello@osierbarn.test", "studio@osierbarn.test"],
          [
            "What happens here",
            "Weddings, parties, show rounds and tastings",
            "Planning meetings, menus and paying",
          ],
          ["Getting here", "2.5 miles from Ravensworth station", "Opposite the bus station"],
          ["Parking", "80 free spaces", "Market Square car park, pay and display"],
        ],
      ) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["wedding", "Our wedding"],
          ["party", "A party"],
          ["meeting", "A meeting"],
          ["supplier", "I'm a supplier"],
          ["other", "Something else"],
        ])}</select></label></p>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep your booking details for 6 years after your wedding.</p>`),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960 510.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/vow-renewals": page(
      "Renewing your vows",
      `<p>Does the Osier Barn do vow renewals? Yes: a celebrant-led renewal in the Garden Room for up to 50 guests,
      with fizz and afternoon tea. How much? £1,250 from Monday to Thursday, £1,650 on a Friday or Sunday.</p>`,
    ),
    "/photo-shoots": page(
      "Styled shoots and filming",
      `<p>Can photographers hire the Osier Barn for a styled shoot? Yes, on weekdays when there's no wedding. How much?
      £350 for half a day (4 hours) and £600 for a whole day.</p>`,
    ),
  };
}
