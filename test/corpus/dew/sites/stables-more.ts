import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// DEW: the sixteenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const TEAM: [name: string, role: string, qualifications: string, days: string][] = [
  ["Jo Whitaker", "Owner and head coach", "BHS Stage 5 Performance Coach", "Tuesday to Friday"],
  [
    "Rosie Fenwick",
    "Senior instructor; runs Young riders and Pony Days",
    "BHS Stage 4 Senior Coach",
    "Wednesday to Sunday",
  ],
  [
    "Daniel Okafor",
    "Instructor: flatwork and dressage",
    "BHS Stage 3 Coach, UKCC Level 2",
    "Tuesday, Thursday and Saturday",
  ],
  [
    "Aisha Bello",
    "Instructor: jumping",
    "BHS Stage 4 Coach in Complete Horsemanship",
    "Friday, Saturday and Sunday",
  ],
  ["Megan Pryce", "Ride leader (hacks)", "BHS Ride Leader, Stage 3 Groom", "Tuesday to Saturday"],
  ["Sam Kettle", "Yard manager (liveries)", "BHS Stage 3 Groom", "Every day except Wednesday"],
];

const teamCards = `<div class="cards">${TEAM.map(
  ([name, role, quals, days]) =>
    `<article class="card"><h3>${name}</h3><p>${role}</p><dl><dt>Qualifications</dt><dd>${quals}</dd>` +
    `<dt>At the yard</dt><dd>${days}</dd></dl></article>`,
).join("")}</div>`;

const NEWS = cards([
  [
    "19 November 2026",
    "Christmas at Brackenholt",
    "The riding school is closed from Thursday 24 to Sunday 27 December and on Friday 1 January, and reopens on Saturday 2 January. The yard is open every day for liveries, 08:00 to 16:00 on Christmas Day and Boxing Day. Christmas Pony Days still have a few places.",
  ],
  [
    "6 November 2026",
    "Lesson prices in 2027",
    "From 1 January 2027 a 60-minute private lesson goes up from £62 to £66, and a 60-minute group lesson from £36 to £38. Hacks, young riders' sessions and livery stay the same.",
  ],
  [
    "2 October 2026",
    "The Outdoor Arena is back",
    "After three weeks closed, the Outdoor Arena has a new fibre and sand surface and new LED floodlights. The lights now stay on until 20:00; they used to go off at 19:00.",
  ],
  [
    "8 September 2026",
    "Welcome, Megan",
    "Megan Pryce has joined us as a ride leader, so hacks now go out on Tuesdays too.",
  ],
  [
    "16 March 2026",
    "Livery from April",
    "From 1 April 2026 full livery is £195 a week, up from £180, and part livery £135, up from £125. DIY stays at £55 and grass livery at £35.",
  ],
]);

/** Parties, vouchers, the yard, the team, the rules, news, answers and contact, and two pages only search finds. */
export function stablesMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/parties": page(
      "Parties",
      `<p>A pony party is two hours of fun in the Indoor School: a 45-minute ride, grooming and dressing up the
      ponies, then party food in our clubroom.</p>` +
        dl([
          ["Price", "£28 a child, for at least 6 children"],
          ["How many", "Up to 12 children"],
          ["Ages", "4 to 10"],
          ["Weight", "Children up to 45 kg (7 stone) on the ponies"],
          ["When", "Saturdays 13:30–15:30 and Sundays 14:00–16:00"],
          ["Food", "Bring your own, or have party food from us at £7 a child. Birthday cakes welcome"],
          ["Deposit", "£50 when you book; it isn't refunded if you cancel within 14 days of the party"],
          ["Grown-ups", "Parents watch from the gallery, with free tea and coffee"],
        ]) +
        `<p><a href="/parties/book">Book a party</a></p>`,
    ),
    "/parties/book": page(
      "Book a pony party",
      `<p>We'll ring you to confirm and take the £50 deposit.</p>
      <form method="post" action="/parties/request">
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Time <select name="slot">${options([
        ["saturday", "Saturday 13:30–15:30"],
        ["sunday", "Sunday 14:00–16:00"],
      ])}</select></label></p>
      <p><label>Birthday child's name <input name="child"></label></p>
      <p><label>Age they'll be <input type="number" name="age" min="4" max="10"></label></p>
      <p><label>Number of children riding <input type="number" name="children" min="6" max="12" required></label></p>
      <p><label>Food <select name="food">${options([
        ["own", "We'll bring our own"],
        ["ours", "Party food from you (£7 a child)"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Email <input type="email" name="email"></label></p>
      <button type="submit">Book the party</button></form>`,
    ),
    // Linked only from the lessons page.
    "/vouchers": page(
      "Gift vouchers",
      `<p>Give a lesson, a hack or an amount of your choice. A voucher for a lesson or hack covers it whatever the
      price when it's used.</p>` +
        table(
          "Vouchers",
          ["Voucher", "Price"],
          [
            ["30-minute private lesson", "£36"],
            ["60-minute private lesson", "£62"],
            ["1-hour steady hack", "£48"],
            ["2-hour common hack", "£80"],
            ["Any amount", "From £20"],
          ],
        ) +
        dl([
          ["Valid for", "12 months from the day you buy it"],
          ["Sent", "By email straight away, or as a printed card by post for £2"],
        ]) +
        `<p><a href="/vouchers/buy">Buy a voucher</a></p>`,
    ),
    "/vouchers/buy": page(
      "Buy a gift voucher",
      `<p>We'll email you a link to pay, then send the voucher.</p>
      <form method="post" action="/vouchers/order">
      <p><label>Voucher <select name="voucher">${options([
        ["private-30", "30-minute private lesson, £36"],
        ["private-60", "60-minute private lesson, £62"],
        ["hack-1h", "1-hour steady hack, £48"],
        ["hack-2h", "2-hour common hack, £80"],
        ["amount", "An amount of my choice"],
      ])}</select></label></p>
      <p><label>Amount (if you chose an amount) <input type="number" name="amount" min="20"></label></p>
      <p><label>Who is it for? <input name="recipient" required></label></p>
      <p><label>Message on the voucher <input name="message" maxlength="80"></label></p>
      <p><label>Send it by <select name="delivery">${options([
        ["email", "Email to me"],
        ["post", "A printed card by post (+£2)"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Postal address (for cards) <textarea name="address" rows="3"></textarea></label></p>
      <button type="submit">Buy the voucher</button></form>`,
    ),
    "/yard": page(
      "Around the yard",
      `<p>Our two arenas are side by side behind the main barn. There's a clubroom with toilets and a drinks
      machine, a tack shop that opens on Saturday mornings, and parking for 30 cars and 6 horseboxes.</p>` +
        table(
          "The arenas",
          ["Arena", "Size", "Surface", "Lights", "Hire with your own horse"],
          [
            ["Indoor School", "40 m × 20 m", "Rubber and sand", "Yes", "£25 an hour"],
            ["Outdoor Arena", "60 m × 30 m", "Fibre and sand", "Floodlit until 20:00", "£20 an hour"],
          ],
        ) +
        `<p>The Indoor School has a viewing gallery and mirrors at one end. Show jumps and dressage boards are kept
        in the Outdoor Arena.</p>` +
        table(
          "Opening hours",
          ["Hours", "Summer (April to September)", "Winter (October to March)"],
          [
            ["Riding school, Tuesday to Friday", "09:00–21:00", "09:00–20:00"],
            ["Riding school, Saturday and Sunday", "08:30–17:00", "08:30–16:00"],
            ["Riding school, Monday", "Closed", "Closed"],
            ["Yard, for liveries, every day", "06:30–21:30", "07:00–20:00"],
            ["Office, Tuesday to Sunday", "09:00–17:00", "09:00–16:00"],
          ],
        ),
    ),
    "/team": page(
      "Meet the team",
      `<p>Our instructors are all British Horse Society qualified, and every one of them started out as a rider
      here.</p>${teamCards}`,
    ),
    "/rules": page(
      "Before you ride",
      `<h2>What to wear</h2><p>A riding hat to PAS 015, VG1 or ASTM F1163 with a current BHS hat tag: we lend hats
      for free, so you don't need your own. Boots with a small heel, such as jodhpur boots or long riding boots; no
      trainers, wellies or chunky walking boots. Body protectors are needed for jumping, and for riders under 16 on
      hacks; we lend those too.</p>
      <h2>Ages and weights</h2><p>The youngest riders we teach are 4, on the lead rein. Riders must be at least 6
      for group lessons, 10 for the 1-hour hack and 14 for the 2-hour hack. To keep our horses sound, riders can
      weigh up to 95 kg (15 stone) in lessons and up to 89 kg (14 stone) on hacks. We may ask you to step on the
      scales.</p>
      <h2>Booking and cancelling</h2><p>Lessons and hacks are paid for when you book. Give us 48 hours' notice to
      cancel or move a lesson or hack, or you pay in full. Parties need 14 days. Please arrive 15 minutes early; if
      you're late, the lesson still finishes on time.</p>
      <h2>Bad weather</h2><p>Lessons go ahead in the Indoor School whatever the weather. We don't hack out in ice,
      thunder or winds over 40 mph; if we cancel, you can have another date or your money back.</p>
      <h2>Around the yard</h2><p>Dogs on a lead, please. Children under 12 stay with an adult. No smoking anywhere on
      the farm, and please don't feed the horses.</p>`,
    ),
    "/news": page("Yard news", NEWS),
    "/faq": page(
      "Questions",
      `<h2>I've never ridden. What should I book?</h2><p>A 30-minute private lesson. We'll see how you get on and
      suggest what to do next.</p>
      <h2>Can I watch my child ride?</h2><p>Yes, from the gallery above the Indoor School, or from the rail of the
      Outdoor Arena.</p>
      <h2>Can adults learn to ride?</h2><p>Of course: about half our riders are adults, and some started in their
      sixties.</p>
      <h2>Is there a café?</h2><p>No, but there's a drinks machine in the clubroom, and the Plough in Greywell does
      good food.</p>
      <h2>Do you sell riding clothes?</h2><p>Our tack shop is open on Saturdays from 09:00 to 13:00.</p>
      <h2>Where do I park?</h2><p>In the car park by the office. Horseboxes use the lower yard.</p>`,
    ),
    "/contact": page(
      "Find us",
      dl([
        ["Address", "Brackenholt Farm, Common Lane, Greywell GW7 3BH"],
        ["Office", "01632 966 520"],
        ["Young riders' bookings", "01632 966 521"],
        ["Livery", "Sam Kettle, livery@brackenholt.test"],
        ["Email", "ride@brackenholt.test"],
        [
          "Directions",
          "From Greywell church, take Common Lane for a mile; we're on the left just after the cattle grid",
        ],
      ]) +
        `<h2>Our newsletter</h2><p>Once a month: yard news, Pony Days and shows.</p>
      <form method="post" action="/newsletter/join">
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Most interested in <select name="interests">${options([
        ["everything", "Everything"],
        ["lessons", "Lessons and hacks"],
        ["young-riders", "Young riders and Pony Days"],
        ["livery", "Livery"],
      ])}</select></label></p>
      <button type="submit">Sign up</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep riders' details and records of lessons for 3 years, and livery agreements for 6 years.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/own-a-pony": page(
      "Own a Pony days",
      `<p>A whole day looking after one of our ponies as if it were your own: catching, grooming, mucking out,
      feeding, and a private lesson on your pony in the afternoon.</p>` +
        dl([
          ["Ages", "8 to 15"],
          ["Times", "09:00 to 16:00"],
          ["Price", "£110 a day, lunch not included"],
          ["Dates", "Any Saturday or Sunday, by arrangement with the office"],
        ]),
    ),
    "/clinics": page(
      "Clinics",
      `<p>Every month or so a visiting coach runs a clinic in our arenas, open to liveries and visiting riders with
      their own horses.</p>` +
        dl([
          [
            "Show jumping clinic",
            "With Callum Brierley, Saturday 16 January 2027, Outdoor Arena; £55 for 45 minutes in a group of 3",
          ],
          [
            "Dressage clinic",
            "With Ingrid Sorensen, Sunday 7 February 2027, Indoor School; £70 for a 45-minute private session",
          ],
          ["Booking", "Through the office, with a £20 deposit"],
        ]),
    ),
  };
}
