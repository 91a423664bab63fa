import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// SQUALL: the twenty-second held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Who can go on what: area, minimum age, minimum height, maximum weight. */
const LIMITS: string[][] = [
  ["Main court (open jump)", "5", "—", "120 kg"],
  ["Tiny Jumpers", "1, and walking", "—", "—"],
  ["The Big Drop airbag", "6", "110 cm", "100 kg"],
  ["Ninja course", "7", "120 cm", "110 kg"],
  ["Dodgeball court", "8", "—", "120 kg"],
];

/** Parties: package, children, jumping, food and party room, Monday to Friday, weekends and school holidays. */
const PARTIES: string[][] = [
  [
    "Launch Party",
    "10 to 15",
    "60 minutes open jump",
    "45 minutes in a party room: hot food (pizza, or chicken nuggets and fries), squash and an ice lolly",
    "£179",
    "£219",
  ],
  [
    "Orbit Party",
    "16 to 25",
    "60 minutes open jump and 15 minutes on the Big Drop airbag",
    "45 minutes in a party room: hot food, squash, an ice lolly and a party bag each",
    "£279",
    "£329",
  ],
  [
    "Tiny Orbit Party",
    "8 to 15, aged 1 to 4",
    "75 minutes in Tiny Orbit soft play",
    "45 minutes in a party room: sandwiches, fruit and squash",
    "£149",
    "£169",
  ],
  [
    "Rocket Party (the whole park)",
    "Up to 60",
    "90 minutes with the park to yourselves",
    "60 minutes in both party rooms: hot food and drinks",
    "£549",
    "£699",
  ],
];

/** The café: item, price, allergens. (VE) is vegan. */
const MENU: string[][] = [
  ["Bacon roll", "£3.95", "Gluten"],
  ["Margherita pizza (10-inch)", "£7.50", "Gluten, milk"],
  ["Chicken nuggets and fries", "£5.95", "Gluten, celery"],
  ["Jacket potato with beans (VE)", "£5.25", "None of the 14 allergens"],
  ["Kids' lunch box: ham or cheese sandwich, fruit and a juice", "£4.95", "Gluten, milk, mustard"],
  ["Chilli nachos (VE)", "£6.50", "Soya, celery"],
  ["Flapjack", "£2.50", "Gluten (oats), milk"],
  ["Chocolate brownie", "£2.95", "Gluten, milk, egg, soya"],
  ["Latte", "£3.20", "Milk"],
  ["Babyccino", "£1.20", "Milk"],
  ["Slush (blue raspberry or cola)", "£2.50", "None of the 14 allergens"],
];

/** A crew card: name, role, a line about them. */
const person = personCard;

const TEAM = `<div class="cards">${[
  person("Marcus Hale", "General manager", "Opened Launchpad in 2021, and still jumps most Fridays."),
  person("Jade Thornton", "Duty manager", "Runs the floor at weekends and in the school holidays."),
  person(
    "Sophie Akhtar",
    "Parties and groups coordinator",
    "Books every party, school trip and group: parties@launchpadjump.test, 01632 974 505.",
  ),
  person(
    "Tom Briggs",
    "Jump Fit instructor",
    "Level 3 personal trainer. Wednesday evenings and Saturday mornings.",
  ),
  person("Rosa Delgado", "Café manager", "Ask Rosa about allergens: she knows every recipe."),
  person(
    "Nathan Pike",
    "Head of safety",
    "British Gymnastics trampoline coach. Trains every court marshal before their first shift.",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "19 November 2026",
    "Christmas and New Year at Launchpad",
    "We're on school holiday hours from Saturday 19 December to Sunday 3 January, with a few changes. On Christmas Eve we're open 09:00–15:00. We're closed on Christmas Day. On Boxing Day we're open 11:00–18:00. On New Year's Eve we're open 09:00–16:00. On New Year's Day we're open 11:00–18:00. Tiny Jumpers takes a break from 19 December and is back on Monday 4 January.",
  ],
  [
    "3 November 2026",
    "Calm Jump twice a week",
    "From Tuesday 10 November there's a second Calm Jump, every Tuesday at 17:30 in term time, as well as Sunday mornings at 08:30.",
  ],
  [
    "26 October 2026",
    "The Ninja course is open",
    "Our new Ninja course opened on Saturday 24 October: swing, climb and balance your way across the top of the main court. It's included in every open jump.",
  ],
  [
    "1 September 2026",
    "New prices from September",
    "A 60-minute peak jump is now £13.95; it was £12.95. Grip socks are £2.80 a pair, up from £2.50. Off-peak prices haven't changed.",
  ],
  [
    "18 August 2026",
    "Teen Night is back",
    "Every Friday from 19:30 to 21:30, for ages 11 to 17: a DJ, lights down and dodgeball.",
  ],
]);

/** Rules, soft play, parties, passes, groups, the café, the crew, news, answers, contact and three search-only pages. */
export function trampolineMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/rules": page(
      "Before you bounce",
      `<p>Trampolines are great fun, and safest when everyone plays by the same rules. Our court marshals are there
      to help: please do what they ask.</p>` +
        table("Who can go on what", ["Area", "Minimum age", "Minimum height", "Maximum weight"], LIMITS) +
        dl([
          ["Under 8s", "Need an adult (18 or over) in the building: one adult for up to 4 children"],
          ["Under 5s", "Tiny Jumpers sessions only, not open jump"],
          [
            "Waivers",
            "Everyone who jumps needs one. A parent or guardian signs for under 18s. A waiver lasts 12 months",
          ],
          [
            "Grip socks",
            "Everyone on the trampolines wears Launchpad grip socks: £2.80 a pair, yours to keep. Bring them back next time. We can't let you jump in other parks' socks",
          ],
          ["Toddler grip socks", "£2 a pair, for Tiny Jumpers"],
          [
            "You can't jump if",
            "You're pregnant, have a plaster cast or a recent operation, or have been drinking alcohol",
          ],
        ]) +
        `<h2>On the court</h2>
        <ul><li>One person on a trampoline at a time.</li><li>No somersaults or flips, except in a coached
        session.</li><li>Empty your pockets: no phones, keys or food on the court.</li><li>Land on your feet, and
        never on the pads or the walls.</li><li>Jewellery off, long hair tied back.</li></ul>`,
    ),
    "/soft-play": page(
      "Tiny Orbit",
      `<p>Our space-themed soft play for under 5s: three levels of tunnels and slides, a rocket to climb and a
      separate baby zone for under 1s. Grown-ups get a comfy seat and the café next door. Off-peak is
      term-time weekdays; peak is weekends, bank holidays and the school holidays.</p>` +
        table(
          "Tiny Orbit prices",
          ["Who", "Off-peak", "Peak"],
          [
            ["Children aged 1 to 4", "£5.50", "£6.50"],
            ["Babies under 1", "£2.50", "£2.50"],
            ["Adults", "Free", "Free"],
          ],
        ) +
        table(
          "Tiny Orbit hours",
          ["Days", "Term time", "School holidays"],
          [
            ["Monday to Friday", "09:30–15:00", "09:00–17:00"],
            ["Saturday and Sunday", "09:00–17:00", "09:00–17:00"],
          ],
        ) +
        dl([
          ["How long", "Up to 2 hours a visit"],
          ["Who can play", "Under 5s and their grown-ups only"],
          ["Socks", "Socks on for everyone, grown-ups too: any socks will do"],
          ["Booking", "No need: just turn up"],
        ]),
    ),
    "/parties": page(
      "Birthdays",
      `<p>Every party has a party host, grip socks for every child and a party room all to yourselves.</p>` +
        table(
          "Party packages",
          [
            "Package",
            "Children",
            "Jumping",
            "Food and party room",
            "Monday to Friday",
            "Weekends and school holidays",
          ],
          PARTIES,
        ) +
        `<p>Prices are for 10 children (Launch and Tiny Orbit Parties) or 16 children (Orbit Parties).</p>` +
        dl([
          ["Extra children, Monday to Friday", "£12.50 each"],
          ["Extra children, weekends and school holidays", "£14.50 each"],
          [
            "Party times",
            "Weekends and school holidays: 10:00, 12:30, 15:00 and 17:30. Term-time weekdays: 16:00",
          ],
          ["Deposit", "£50 when you book, not refundable. The rest is due 7 days before the party"],
          ["Birthday cake", "Bring your own: we'll light the candles and bring it out"],
          ["Grown-ups", "Up to 10 adults can watch for free. Adult food platters are £4.50 a head"],
          ["Who to talk to", "Sophie Akhtar: parties@launchpadjump.test, 01632 974 505"],
        ]) +
        `<p><a href="/parties/enquire">Enquire about a party</a></p>`,
    ),
    "/memberships": page(
      "Jump more, pay less",
      table(
        "Passes",
        ["Pass", "Price", "What you get"],
        [
          [
            "Launchpad Pass",
            "£24.99 a month, for at least 3 months",
            "A 60-minute open jump every day, peak or off-peak; 10% off in the Refuel Café",
          ],
          [
            "Annual Pass",
            "£219 a year, paid up front",
            "A 60-minute open jump every day, peak or off-peak; 10% off in the Refuel Café; 2 guest passes; 10% off a party",
          ],
          ["Tiny Orbit Annual", "£89 a year", "Unlimited Tiny Orbit soft play for one child under 5"],
        ],
      ) +
        dl([
          ["Booking", "Members still book a slot, up to 7 days ahead"],
          ["Cancelling the monthly pass", "One month's notice, after the first 3 months"],
          ["Passes are personal", "Your pass has your photo on it and can't be shared"],
        ]),
    ),
    "/groups": page(
      "Schools &amp; groups",
      `<p>A morning on the trampolines makes a brilliant end-of-term trip, a club night out or a team day. Groups
      need at least 15 jumpers.</p>` +
        table(
          "Group prices",
          ["Group", "When", "Price", "Adults"],
          [
            [
              "Schools",
              "Term-time weekdays, 09:30 to 14:30",
              "£8.50 a pupil, with grip socks",
              "1 teacher free for every 8 pupils",
            ],
            [
              "Youth groups (Scouts, Guides, clubs)",
              "Monday to Thursday from 17:00",
              "£9.95 each, with grip socks",
              "1 leader free for every 8",
            ],
            ["SEN schools and groups", "Any weekday in term time", "£7.50 a pupil", "All carers free"],
            ["Work and team events", "Evenings after 19:00", "From £18 each, with pizza", "—"],
          ],
        ) +
        dl([
          ["Extra adults", "£5 each to jump, or watch for free"],
          ["Notice", "Please book at least 2 weeks ahead"],
          ["Paying", "By invoice, or on the day by card"],
        ]) +
        `<p><a href="/groups/enquire">Book a group</a></p>`,
    ),
    "/cafe": page(
      "Refuel Café",
      `<p>Hot food, good coffee and a balcony over the main court. Open whenever the park is.</p>` +
        table("Menu", ["", "Price", "Contains"], MENU) +
        dl([
          ["(VE)", "Vegan"],
          ["Oat milk", "Yes: in any hot drink, 40p extra"],
          ["Gluten-free", "A gluten-free pizza base is £1 more"],
          ["Nuts", "Nothing we make contains nuts, but packaged snacks may contain traces"],
          ["Members", "10% off with a Launchpad Pass or Annual Pass"],
          ["Food from home", "Only baby food, and food for allergies"],
        ]),
    ),
    "/team": page("Crew", `<p>Some of the people who keep Launchpad bouncing.</p>${TEAM}`),
    "/news": page("Latest", NEWS),
    "/faq": page(
      "Questions",
      dl([
        [
          "Do I need to book?",
          "We recommend it, especially at weekends and in the holidays. If there's space, you can pay at the desk",
        ],
        ["When should we arrive?", "15 minutes before your session, to check in and put socks on"],
        ["Can adults jump?", "Of course: adults pay the same as children"],
        ["Are there lockers?", "Yes: £1, refunded when you hand back the key"],
        ["Is parking free?", "Yes: the retail park car park is free for 3 hours"],
        [
          "Can I bring a birthday cake?",
          "For parties, yes. Otherwise no outside food, except for babies and allergies",
        ],
        ["Do you sell gift vouchers?", "Yes: ask at the desk"],
        ["What should we wear?", "Comfortable clothes without zips, buckles or studs"],
      ]),
    ),
    "/contact": page(
      "Contact",
      dl([
        ["Address", "Unit 4, Fennick Road Retail Park, Castlewick CW5 9TP"],
        ["Reception", "01632 974 500"],
        ["Parties and groups", "01632 974 505 · parties@launchpadjump.test"],
        ["Email", "hello@launchpadjump.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="topic">${options([
          ["booking", "A booking"],
          ["party", "A party"],
          ["group", "A group or school"],
          ["cafe", "The café"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep waivers for 3 years, and bookings for 6 years for our accounts.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring reception on 01632 974 500.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/gift-vouchers": page(
      "Gift vouchers",
      dl([
        ["Amounts", "Any amount from £10, or a session or a party"],
        ["Valid for", "12 months from the day you buy it"],
        ["Not for", "Passes and memberships"],
        ["Where to buy", "At reception, or ring 01632 974 500"],
      ]),
    ),
    "/jobs": page(
      "Join the crew",
      `<p>We're hiring for Christmas and beyond. Apply by Friday 11 December: email hello@launchpadjump.test.</p>` +
        cards([
          [
            "Part time",
            "Court marshal",
            "£12.60 an hour (£10 an hour if you're 16 or 17). Training included.",
          ],
          ["Weekends and holidays", "Party host", "£13 an hour, plus tips."],
          ["Part time", "Café assistant", "£12.60 an hour. Food hygiene training included."],
        ]),
    ),
    "/lost-property": page(
      "Lost property",
      `<p>Left something behind? We keep lost property for 30 days. Phones, keys and bank cards are locked in the
      duty manager's office; ring 01632 974 500.</p>`,
    ),
  };
}
