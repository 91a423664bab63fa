import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// MIST: the sixteenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

type Member = [name: string, role: string, salon: string, known: string, days: string];

const TEAM: Member[] = [
  [
    "Rosa Whitcombe",
    "Founder and director",
    "Wellbridge and Tarnby",
    "Precision cutting, restyles and curly hair",
    "Tuesday and Thursday in Wellbridge; Friday and Saturday in Tarnby",
  ],
  ["Callum Dreyer", "Director", "Wellbridge", "Colour correction, balayage and blondes", "Tuesday to Friday"],
  [
    "Adaeze Nwosu",
    "Senior stylist",
    "Wellbridge",
    "Afro and textured hair, silk presses and braids",
    "Wednesday to Saturday",
  ],
  [
    "Hannah Loft",
    "Senior stylist",
    "Tarnby",
    "Balayage, bridal and occasion hair",
    "Tuesday, Thursday, Friday and Saturday",
  ],
  ["Imogen Barr", "Stylist", "Tarnby", "Colour and children's cuts", "Tuesday, Thursday and Saturday"],
  ["Theo Quinlan", "Stylist", "Wellbridge", "Short crops, pixie cuts and gents' cuts", "Tuesday to Saturday"],
  [
    "Ffion Gethin",
    "Junior stylist",
    "Wellbridge",
    "Blow-dries and long layers",
    "Tuesday, Wednesday, Friday and Saturday",
  ],
  ["Marnie Coles", "Junior stylist", "Tarnby", "Blow-dries and hair up", "Thursday, Friday and Saturday"],
  [
    "Amir Sadeghi",
    "Head barber",
    "The Barber Room",
    "Skin fades and traditional wet shaves",
    "Monday to Friday",
  ],
  ["Jordan Pickard", "Barber", "The Barber Room", "Beard shaping and boys' cuts", "Wednesday to Sunday"],
  [
    "Lucy Tran",
    "Apprentice",
    "Wellbridge",
    "Learning with Rosa; shampoos, and blow-dries on model nights",
    "Tuesday, Thursday, Friday and Saturday (college on Wednesdays)",
  ],
];

const teamCards = `<div class="cards">${TEAM.map(
  ([name, role, salon, known, days]) =>
    `<article class="card"><h3>${name}</h3><p>${role}</p>${dl([
      ["Salon", salon],
      ["Known for", known],
      ["Days", days],
    ])}</article>`,
).join("")}</div>`;

const JOURNAL = cards([
  [
    "19 November 2026",
    "Christmas and New Year hours",
    "The Wellbridge salon stays open until 21:00 on Tuesday 22 and Wednesday 23 December. On Christmas Eve both salons open 08:30–14:00, and The Barber Room 08:00–13:00. We're all closed from Christmas Day to Monday 28 December. The Wellbridge salon and The Barber Room reopen on Tuesday 29 December; Tarnby reopens on Saturday 2 January. Everything is closed on New Year's Day.",
  ],
  [
    "3 November 2026",
    "Hannah joins us in Tarnby",
    "Senior stylist Hannah Loft has joined our Tarnby salon from Bathurst & Co. She's known for her balayage and bridal hair, and works on Tuesdays, Thursdays, Fridays and Saturdays.",
  ],
  [
    "8 October 2026",
    "New prices from 1 November",
    "Our first price change in two years. Balayage with a stylist goes from £118 to £125, and a men's cut with a barber from £18 to £19. Children's cuts stay as they are.",
  ],
  [
    "2 September 2026",
    "Tarnby's late night moves to Friday",
    "From Friday 4 September the Tarnby salon stays open until 19:00 on Fridays instead of Thursdays. Wellbridge's late night is still Thursday, until 20:00.",
  ],
  [
    "12 June 2026",
    "Sundays at The Barber Room",
    "The Barber Room now opens 10:00–14:00 on Sundays for walk-ins. There are no appointments on Sundays.",
  ],
  [
    "20 March 2026",
    "Greener salons",
    "We've joined the Green Salon Collective: 95% of our foils, colour tubes and hair clippings are now recycled.",
  ],
]);

/** Team, terms, skin tests, gift cards, journal, questions, careers and contact, and two pages only search finds. */
export function hairdresserMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "The team",
      `<p>Eleven of us across two salons and The Barber Room. Most of us started here as apprentices.</p>${teamCards}`,
    ),
    "/policies": page(
      "Good to know",
      `<h2>Skin tests before colour</h2><p>If you're new to colour with us, or it's been more than 6 months since
      your last colour, we need to do a quick skin (patch) test at least 48 hours before your appointment. It's free
      and takes 5 minutes at either salon; without one we can't colour your hair on the day.
      <a href="/patch-test">Book a skin test</a></p>` +
        `<h2>Booking terms</h2>` +
        dl([
          [
            "Deposits",
            "£20 for any booking of £80 or more, and £40 for balayage and colour correction. Deposits come off your bill.",
          ],
          [
            "Cancelling or moving",
            "Free with at least 24 hours' notice. With less notice we keep your deposit, or charge half the price of the service if you didn't pay one.",
          ],
          ["Not turning up", "We charge the full price of the booked service."],
          [
            "Running late",
            "Over 15 minutes late and we may need to shorten your service or rebook you. At The Barber Room we give your slot to a walk-in after 10 minutes.",
          ],
          [
            "Consultations",
            "Free, 15 minutes, in person or by video. Needed before balayage, colour correction and a restyle with a new stylist.",
          ],
          [
            "Children",
            "Under-16s need a parent or guardian with them. We don't colour hair for anyone under 16.",
          ],
          ["Not happy with your hair?", "Tell us within 7 days and we'll put it right for free."],
        ]),
    ),
    "/patch-test": page(
      "Book a skin test",
      `<p>Pop in for five minutes at least 48 hours before your colour appointment. Tell us when suits you and we'll
      text you a time.</p>
      <form method="post" action="/patch-test/request">
      <p><label>Salon <select name="salon">${options([
        ["wellbridge", "Wellbridge"],
        ["tarnby", "Tarnby"],
      ])}</select></label></p>
      <p><label>Date for the skin test <input type="date" name="date" required></label></p>
      <p><label>Time of day <select name="time_of_day">${options([
        ["morning", "Morning"],
        ["afternoon", "Afternoon"],
        ["evening", "After 17:00 (Thursdays in Wellbridge, Fridays in Tarnby)"],
      ])}</select></label></p>
      <p><label>Date of your colour appointment, if booked <input type="date" name="colour_date"></label></p>
      <p><label>Colour you're planning <select name="service">${options([
        ["root-tint", "Root tint"],
        ["full-colour", "Full head colour"],
        ["highlights", "Highlights"],
        ["balayage", "Balayage"],
        ["toner", "Toner or gloss"],
        ["not-sure", "Not sure yet"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <p><label>Email <input type="email" name="email"></label></p>
      <button type="submit">Request skin test</button></form>`,
    ),
    "/gift-vouchers": page(
      "Gift cards",
      `<p>A Copperleaf gift card can be spent on anything at either salon or at The Barber Room, products
      included.</p>` +
        dl([
          ["Amounts", "Any amount from £20 to £250"],
          ["Valid for", "18 months from the day you buy it"],
          ["E-gift card", "Emailed free, on the day you choose"],
          ["Printed card", "Posted in a copper gift box within 2 working days, £3.50 postage"],
          [
            "Treat cards",
            "Blow-dry &amp; Bubbles (a long blow-dry and a glass of prosecco) £38; Hot Towel Treat at The Barber Room (a men's cut and a hot towel beard shape) £40",
          ],
          ["Spending it", "Over as many visits as you like; there's no cash change"],
          ["Lost it?", "We can resend an e-gift card, but we can't replace a printed one"],
        ]) +
        `<h2>Buy a gift card</h2>
      <form method="post" action="/gift-vouchers/order">
      <p><label>Amount <select name="amount">${options([
        ["20", "£20"],
        ["25", "£25"],
        ["30", "£30"],
        ["40", "£40"],
        ["50", "£50"],
        ["75", "£75"],
        ["100", "£100"],
        ["150", "£150"],
        ["200", "£200"],
        ["250", "£250"],
        ["blowdry-bubbles", "Blow-dry &amp; Bubbles (£38)"],
        ["hot-towel", "Hot Towel Treat (£40)"],
      ])}</select></label></p>
      <p><label>How should it arrive? <select name="delivery">${options([
        ["email", "E-gift card by email (free)"],
        ["post", "Printed card by post (+£3.50)"],
      ])}</select></label></p>
      <p><label>Who is it for? <input name="recipient" required></label></p>
      <p><label>Their email (e-gift cards) <input type="email" name="recipient_email"></label></p>
      <p><label>Send it on <input type="date" name="send_date"></label></p>
      <p><label>Your message <textarea name="message" rows="3"></textarea></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Your email <input type="email" name="email" required></label></p>
      <p><label>Postal address (printed cards) <textarea name="address" rows="3"></textarea></label></p>
      <button type="submit">Go to payment</button></form>`,
    ),
    "/journal": page(
      "Journal",
      `${JOURNAL}<p>Want these in your inbox? <a href="/newsletter">Join our newsletter</a>.</p>`,
    ),
    "/newsletter": page(
      "Newsletter",
      `<p>Once a month: offers, new faces and model nights. We never share your details.</p>
      <form method="post" action="/newsletter/join">
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>News from <select name="salon">${options([
        ["all", "All of Copperleaf"],
        ["wellbridge", "The Wellbridge salon"],
        ["barber-room", "The Barber Room"],
        ["tarnby", "The Tarnby salon"],
      ])}</select></label></p>
      <button type="submit">Sign me up</button></form>`,
    ),
    "/help": page(
      "Questions",
      dl([
        [
          "Do you do Afro and textured hair?",
          "Yes. Adaeze Nwosu, a senior stylist in Wellbridge, specialises in Afro and textured hair, silk presses and braids. Book a free consultation first.",
        ],
        [
          "Can I walk in?",
          "At The Barber Room, yes, on any day except Saturday. The salons are by appointment, but ring on the day: we often have gaps.",
        ],
        [
          "Can I get into the Wellbridge salon without stairs?",
          "No, sorry: the salon is on the first floor and there is no lift. Our Tarnby salon is step-free, and so is The Barber Room.",
        ],
        [
          "How can I pay?",
          "By card, Apple Pay or Google Pay at both salons. The Wellbridge salon and The Barber Room take cash too; Tarnby is card only.",
        ],
        [
          "Do you sell hair products?",
          "Yes: Davines and Olaplex in both salons, and Reuzel at The Barber Room.",
        ],
        ["Do you fit hair extensions?", "No, we don't offer extensions."],
        [
          "Can I bring my dog?",
          "Well-behaved dogs are welcome in Tarnby. Assistance dogs only in Wellbridge.",
        ],
        [
          "Is there a student discount?",
          "Yes: 15% off with a valid student card, Tuesday to Thursday, with our junior stylists and barbers.",
        ],
        ["How long does balayage take?", "About 3 to 4 hours, including a cut and blow-dry."],
      ]),
    ),
    "/careers": page(
      "Careers",
      `<p>We train our own: most of our stylists started as apprentices here.</p>` +
        table(
          "Vacancies",
          ["Role", "Salon", "Hours", "Pay"],
          [
            [
              "Apprentice hairdresser",
              "Tarnby",
              "4 days in the salon and 1 day at Wellbridge College",
              "£8.20 an hour, rising after your first year",
            ],
            ["Stylist", "Wellbridge", "Full time, Tuesday to Saturday", "£25,500 a year plus 10% commission"],
            ["Barber", "The Barber Room", "Part time, Saturdays and Sundays", "£13.50 an hour plus tips"],
          ],
        ) +
        dl([
          ["Closing date", "Sunday 13 December 2026"],
          ["Interviews", "In the week of 4 January 2027, with a trade test for stylists and barbers"],
          ["Perks", "Paid training, your birthday off, and 40% off products"],
        ]) +
        `<h2>Apply</h2>
      <form method="post" action="/careers/apply">
      <p><label>Role <select name="role">${options([
        ["apprentice", "Apprentice hairdresser"],
        ["stylist", "Stylist"],
        ["barber", "Barber"],
      ])}</select></label></p>
      <p><label>Salon <select name="salon">${options([
        ["either", "Either"],
        ["wellbridge", "Wellbridge"],
        ["barber-room", "The Barber Room"],
        ["tarnby", "Tarnby"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Qualifications <select name="qualification">${options([
        ["none", "None yet"],
        ["level-2", "Level 2 hairdressing or barbering"],
        ["level-3", "Level 3 or above"],
      ])}</select></label></p>
      <p><label>Tell us about yourself <textarea name="about" rows="5"></textarea></label></p>
      <button type="submit">Send application</button></form>`,
    ),
    "/contact": page(
      "Contact",
      `<h2>Wellbridge</h2>` +
        dl([
          ["Salon (first floor)", "42 High Street, Wellbridge WL1 3HS · 0117 496 0142"],
          ["The Barber Room", "42a High Street, Wellbridge WL1 3HS · 0117 496 0143"],
        ]) +
        `<h2>Tarnby</h2>` +
        dl([["Salon", "7 Market Place, Tarnby TY4 6MP · 0117 496 0187"]]) +
        `<h2>Everything else</h2>` +
        dl([
          ["Bookings by email", "bookings@copperleafhair.test"],
          ["Texts", "07700 900412 (we reply during opening hours)"],
          ["Office and accounts", "0117 496 0140, weekdays 09:00–13:00"],
        ]),
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your client record, including skin test results, for 3 years after your last visit.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/bridal": page(
      "Wedding hair",
      `<p>Bridal hair by Hannah Loft in Tarnby and Rosa Whitcombe in Wellbridge, in the salon or wherever you're
      getting ready.</p>` +
        table(
          "Wedding prices",
          ["What", "Price"],
          [
            ["Bridal trial (in the salon)", "£65"],
            ["Bride on the day", "£110"],
            ["Bridesmaid or mother of the bride, each", "£55"],
            ["Flower girl (under 12)", "£25"],
          ],
        ) +
        dl([
          ["Travel", "Free within 10 miles of the salon, then 50p a mile"],
          ["Deposit", "£100 to hold your date"],
          ["Early starts", "£40 for any start before 07:00"],
        ]),
    ),
    "/model-nights": page(
      "Model nights",
      `<p>Every other Monday evening, when the Wellbridge salon is closed to clients, our junior stylists and
      apprentice practise on models, with Rosa watching over them. Cuts are £10, blow-dries £5 and colour £20 (with a
      skin test 48 hours before).</p>` +
        dl([
          ["Next dates", "Monday 30 November 2026, Monday 14 December 2026 and Monday 11 January 2027"],
          ["Time", "From 18:30; allow 2 hours"],
          ["Signing up", "Ring the Wellbridge salon on 0117 496 0142"],
        ]),
    ),
  };
}
