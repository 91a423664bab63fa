import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// DEW: the sixteenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const FRIENDS: string[][] = [
  ["Young Friend (16 to 25)", "£15", "The Friends' ticket price and 10% off at the café bar"],
  [
    "Friend",
    "£35",
    "The Friends' ticket price, 10% off at the café bar, and our printed programme posted to you every month",
  ],
  ["Joint Friends (two people at one address)", "£60", "Everything a Friend gets, for both of you"],
  [
    "Gold Friend",
    "£90",
    "Everything a Friend gets, plus 6 free tickets a year, 15% off at the café bar, and booking for events 48 hours before everyone else",
  ],
  [
    "Patron",
    "£250",
    "Everything a Gold Friend gets, with 12 free tickets a year, plus your name on the Patrons' board in the foyer and an invitation to our summer preview night",
  ],
];

const BAR_HOURS: string[][] = [
  ["Monday", "12:00–22:00", "12:00–19:30"],
  ["Tuesday", "12:00–22:00", "12:00–19:30"],
  ["Wednesday", "12:00–22:30", "12:00–19:30"],
  ["Thursday", "12:00–22:30", "12:00–19:30"],
  ["Friday", "11:00–23:30", "11:00–20:30"],
  ["Saturday", "10:00–23:30", "10:00–20:30"],
  ["Sunday", "10:00–21:00", "10:00–17:00"],
];

const EVENTS = cards([
  [
    "Friday 4 December 2026",
    "The Salt Road, with a Q&amp;A",
    "19:30 in the Main Screen. The director, Maren Holt, talks about making the film with our programmer Femi Adeyinka after the screening. £12, Friends £10.",
  ],
  [
    "Sunday 20 December 2026",
    "Christmas singalong",
    "15:00 in the Main Screen, with the Dunmere Community Choir leading the carols before a family Christmas film. Everyone £6, and fancy dress is encouraged.",
  ],
  [
    "Thursday 14 January 2027",
    "Shorts night",
    "19:00 in the Main Screen: eight short films by filmmakers from Dunmere and around, with the filmmakers in the bar afterwards. Free, but book a ticket.",
  ],
  [
    "Saturday 13 February 2027",
    "Harrowgate Lane, with a Q&amp;A",
    "18:00 in the Studio, with the writer Jo Penrose on stage after the film. £10, Friends £8.",
  ],
]);

const FILM_CLUB: string[][] = [
  ["Tuesday 8 December 2026", "The Umbrella Shop (1961)"],
  ["Tuesday 12 January 2027", "Lanterns over Lisbon (1974)"],
  ["Tuesday 9 February 2027", "The Ninth Winter (1988)"],
  ["Tuesday 9 March 2027", "Quiet Days in Marrow (2003)"],
];

const NEWS = cards([
  [
    "18 November 2026",
    "The Studio is getting new seats",
    "The Studio closes from Monday 11 January to Friday 29 January 2027 for new seats, a new screen and a new projector, and reopens on Saturday 30 January with 40 wider seats. The Main Screen and the café bar stay open as usual, and the film club's January meeting moves downstairs to the Main Screen.",
  ],
  [
    "5 November 2026",
    "Ticket prices from 1 March",
    "From 1 March 2027 an adult ticket for evenings and weekends goes up from £9.50 to £10, and a concession from £7.50 to £8. Matinee, under-16, Friends' and Tuesday prices stay as they are. It's our first rise in three years, and it's because our film hire and energy bills have gone up.",
  ],
  [
    "21 October 2026",
    "Christmas at the Lantern",
    "We're closed on Christmas Day. On Christmas Eve the last film starts at 16:00 and the café bar closes at 18:00. On Boxing Day we open at 12:00. On New Year's Eve the last film starts at 18:00, and on New Year's Day we open at 14:00.",
  ],
  [
    "9 September 2026",
    "Subtitles on Wednesdays too",
    "From this week there's a subtitled screening every Wednesday evening as well as on Sunday afternoons. Look for ST in the listings.",
  ],
  [
    "3 March 2026",
    "Tuesdays are now £6",
    "Tuesday tickets are now £6, up from £5: the first change since 2019. It's still the cheapest way to see a film in Dunmere.",
  ],
]);

const ROLES: string[][] = [
  ["Usher and front of house", "Evenings and weekends", "16", "Two shifts a month"],
  ["Box office", "Any day, afternoons and evenings", "18", "Two shifts a month"],
  ["Café bar", "Any day", "18", "Two shifts a month"],
  ["Projection", "Evenings", "18", "One shift a week, after 6 weeks' training"],
  ["Programming group", "First Monday of the month, 19:00", "18", "Ten meetings a year"],
];

/** Friends, the café bar, hire, events, news, answers, volunteering and contact, and two pages only search finds. */
export function cinemaMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/membership": page(
      "Be a Friend",
      `<p>Friends keep the Lantern running: your membership pays for a third of our film hire. Membership lasts 12
      months from the day you join, and every kind of Friend pays the Friends' price for tickets (see
      <a href="/visit">Your visit</a>).</p>` +
        table("Ways to be a Friend", ["Membership", "Per year", "What you get"], FRIENDS) +
        dl([
          [
            "Free tickets",
            "For any regular screening in either screen, but not for events or Q&amp;As. Unused free tickets don't carry over to your next year",
          ],
          ["Gift Aid", "If you pay UK tax, tick Gift Aid and we can claim 25% more from the government"],
          [
            "As a present",
            "Any membership can be a gift: tell us on the form and we'll post the card to you",
          ],
        ]) +
        `<p><a href="/membership/join">Join the Friends</a></p>`,
    ),
    "/membership/join": page(
      "Join the Friends",
      `<p>Fill this in and we'll email you a link to pay. Your card and welcome pack follow by post within a
      week.</p>
      <form method="post" action="/membership/apply">
      <p><label>Membership <select name="tier">${options([
        ["young", "Young Friend (16 to 25), £15"],
        ["friend", "Friend, £35"],
        ["joint", "Joint Friends, £60"],
        ["gold", "Gold Friend, £90"],
        ["patron", "Patron, £250"],
      ])}</select></label></p>
      <p><label>Your full name <input name="name" required></label></p>
      <p><label>Second person's name (Joint Friends) <input name="partner"></label></p>
      <p><label>Date of birth (Young Friends) <input type="date" name="dob"></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Postal address <textarea name="address" rows="3"></textarea></label></p>
      <p><label>Gift Aid <select name="giftaid">${options([
        ["no", "No, I don't pay UK tax or don't want to"],
        ["yes", "Yes, I'm a UK taxpayer: please claim Gift Aid"],
      ])}</select></label></p>
      <p><label>Is it a present? <select name="gift">${options([
        ["no", "No, it's for me"],
        ["yes", "Yes, post the card to me"],
      ])}</select></label></p>
      <button type="submit">Join</button></form>`,
    ),
    "/bar": page(
      "Café bar",
      `<p>Our café bar is open to everyone, whether or not you're seeing a film: coffee from Dunmere Roasters, local
      beers and wine, cakes, and pizzas from our little oven.</p>` +
        table("Café bar hours", ["Day", "Café bar", "Kitchen (food)"], BAR_HOURS) +
        table(
          "A few favourites",
          ["What", "Price"],
          [
            ["Popcorn, regular", "£3.50"],
            ["Popcorn, large", "£4.80"],
            ["Flat white", "£3.30"],
            ["Margherita pizza", "£10"],
            ["Dunmere Pale Ale, pint", "£5.60"],
            ["House wine, 175 ml glass", "£6.20"],
            ["Kids' treat box (small popcorn and a juice)", "£4"],
          ],
        ) +
        `<p>Drinks can go into both screens in our reusable cups (£1 deposit). Hot food stays in the café bar, so
        eat your pizza before the film or after it.</p>`,
    ),
    "/hire": page(
      "Hire a screen",
      `<p>Birthday parties, gaming on the big screen, business presentations, a screening of your own film: both our
      screens can be hired when they aren't showing films. Every hire includes a projectionist and a member of our
      front of house team.</p>` +
        table(
          "Screen hire",
          ["Screen", "Seats", "Price per hour", "Minimum hire", "When"],
          [
            ["Main Screen", "186", "£180", "3 hours", "Mornings, 09:00–13:00, any day"],
            ["Studio", "42", "£75", "2 hours", "Any time it's free, 09:00–23:00"],
          ],
        ) +
        dl([
          ["Weekends", "Saturdays and Sundays add 20% to the price per hour"],
          [
            "Showing a film",
            "Bring your own on USB or Blu-ray, or choose a film and we'll get the licence, from £100",
          ],
          [
            "Food and drink",
            "A drinks reception in the café bar from £8 a head; popcorn for everyone £3 a head",
          ],
          ["Deposit", "25% when you book, and the rest 7 days before"],
          ["Cancelling", "Full refund up to 14 days before"],
        ]) +
        `<p><a href="/hire/enquire">Ask about hiring a screen</a></p>`,
    ),
    "/hire/enquire": page(
      "Ask about hiring a screen",
      `<p>Tell us what you have in mind and our events team will ring you with a quote within 2 working days.</p>
      <form method="post" action="/hire/send">
      <p><label>Screen <select name="screen">${options([
        ["main", "Main Screen (186 seats)"],
        ["studio", "Studio (42 seats)"],
      ])}</select></label></p>
      <p><label>What's the occasion? <select name="occasion">${options([
        ["birthday", "A birthday or family party"],
        ["gaming", "Gaming"],
        ["business", "A business event or presentation"],
        ["own-film", "A screening of our own film"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Start time <input type="time" name="start" required></label></p>
      <p><label>How many hours? <input type="number" name="hours" min="2" max="12" required></label></p>
      <p><label>Number of guests <input type="number" name="guests" min="1" max="186"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Email <input type="email" name="email"></label></p>
      <p><label>Anything else (the film, food, a cake) <textarea name="notes" rows="4"></textarea></label></p>
      <button type="submit">Send my enquiry</button></form>`,
    ),
    "/events": page(
      "Events &amp; clubs",
      `<p>Q&amp;As, singalongs and nights out: book events like any other film.</p><h2>Events</h2>${EVENTS}
      <h2>Lantern Film Club</h2>
      <p>The film club meets in the Studio on the second Tuesday of the month at 19:30 to watch a film chosen by its
      members, then talks about it in the café bar afterwards. £6 a film, or £20 for the four films of the season;
      free for Gold Friends and Patrons. New members are always welcome and there's no need to book.</p>` +
        table("Film club dates", ["Date", "Film"], FILM_CLUB) +
        `<h2>Silver Screen</h2><p>Every Thursday at 11:00 in the Main Screen, for anyone over 60: a film chosen by the
        Silver Screen regulars, with tea and a biscuit. £5.</p>`,
    ),
    "/news": page("Noticeboard", NEWS),
    "/faq": page(
      "Good to know",
      dl([
        [
          "Can I bring my own food?",
          "Cold snacks are fine. Please don't bring in hot food or your own alcohol; drinks from our café bar can go into both screens",
        ],
        ["Do you show films in 3D?", "No. We took out our 3D equipment in 2022, as hardly anyone came"],
        [
          "Can children see a 12A film?",
          "Children under 12 can see a 12A film with an adult. For 15 and 18 films we may ask for ID",
        ],
        [
          "Can I change my tickets?",
          "Yes, for another showing, up to 24 hours before the film, for £1 a ticket. We don't give refunds unless we cancel a screening",
        ],
        [
          "Where can I park?",
          "We don't have a car park. Station Road car park is 3 minutes' walk away and free after 18:00",
        ],
        [
          "Can I choose my seat?",
          "In the Main Screen, yes, when you book. Seats in the Studio aren't reserved, so come early for the best ones",
        ],
        [
          "Is the Studio accessible?",
          'Yes: there\'s a lift to the first floor. See our <a href="/access">access page</a>',
        ],
      ]),
    ),
    "/get-involved": page(
      "Get involved",
      `<p>About 80 volunteers help run the Lantern, alongside 9 paid staff. Nina Shah, our volunteer coordinator,
      runs a welcome evening for new volunteers on the last Monday of each month.</p>` +
        table("Volunteer roles", ["Role", "When", "Minimum age", "How much time"], ROLES) +
        dl([
          [
            "What you get",
            "A free ticket for every shift you do, 20% off at the café bar, and our Christmas party",
          ],
          [
            "Training",
            "A first shift alongside someone who's done it before; food hygiene training for the café bar",
          ],
          ["DBS checks", "Not needed for any role"],
        ]) +
        `<p><a href="/get-involved/apply">Apply to volunteer</a></p>`,
    ),
    "/get-involved/apply": page(
      "Apply to volunteer",
      `<p>Tell us a little about yourself and Nina will be in touch.</p>
      <form method="post" action="/get-involved/send">
      <p><label>Which role? <select name="role">${options([
        ["usher", "Usher and front of house"],
        ["box-office", "Box office"],
        ["bar", "Café bar"],
        ["projection", "Projection"],
        ["programming", "Programming group"],
      ])}</select></label></p>
      <p><label>When can you help? <select name="when">${options([
        ["weekday-daytime", "Weekday daytimes"],
        ["weekday-evenings", "Weekday evenings"],
        ["weekends", "Weekends"],
        ["any", "Any time"],
      ])}</select></label></p>
      <p><label>Your age <select name="age">${options([
        ["16-17", "16 or 17"],
        ["18-plus", "18 or over"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Tell us about yourself <textarea name="about" rows="4"></textarea></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/contact": page(
      "Find us",
      dl([
        ["Address", "The Lantern Picture House, 14 Quay Street, Dunmere DU2 6LP"],
        ["Box office", "01632 966 410, 11:00–20:00 every day"],
        ["Café bar", "01632 966 412"],
        ["Hire and events", "hire@lanternpictures.test, 01632 966 415"],
        ["By train", "Dunmere station is 5 minutes' walk: turn left out of the station and follow the river"],
        ["By bus", "The 3 and the 11 stop at Quay Street"],
      ]) +
        `<h2>Our newsletter</h2><p>The week's films every Tuesday, and news of events before they go on sale.</p>
      <form method="post" action="/newsletter/subscribe">
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>What would you like to hear about? <select name="interests">${options([
        ["everything", "Everything"],
        ["family", "Family films"],
        ["events", "Events and Q&amp;As"],
        ["film-club", "The film club"],
        ["access", "Subtitled and relaxed screenings"],
      ])}</select></label></p>
      <button type="submit">Sign me up</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep bookings for 2 years and Friends' details while you're a Friend and for 6 years after, for Gift
      Aid.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Tell us if anything is hard to use. For access in the building, see
      the access page.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/gift-vouchers": page(
      "Gift vouchers",
      `<p>Vouchers for any amount from £10, to spend on tickets, Friends' membership or at the café bar.</p>` +
        dl([
          ["Valid for", "18 months from the day you buy it"],
          ["Where to buy", "At the box office, or by ringing 01632 966 410"],
          ["Night out box", "Two tickets, two drinks and a large popcorn to share, £30"],
        ]),
    ),
    "/schools": page(
      "Schools and groups",
      `<p>Screenings for schools on weekday mornings in term time, of any film we can get, with a short talk before
      the film if you'd like one.</p>` +
        dl([
          ["Price", "£4 a pupil; one teacher free for every 10 pupils"],
          ["Numbers", "At least 30 pupils, up to 186 in the Main Screen"],
          ["Other groups", "10 or more adults at one showing get 10% off"],
          ["Booking", "Email hire@lanternpictures.test at least 4 weeks ahead"],
        ]),
    ),
  };
}
