import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// BLIND: the fifth held-out part of the corpus (see test/corpus/score.ts), run once at the very end. Whoever tunes
// the engines must not read this file.

const IN = "Included";
const OUT = "Not included";

/** Each plan's cell has a sibling in the next column; each row a sibling feature. */
const PLANS: string[][] = [
  ["Price", "£22 a day", "£120 a month", "£210 a month", "£290 a month", "from £540 a month"],
  ["Buildings", "Either", "Either", "Both", "One, your choice", "Printworks only"],
  ["Access", "Staffed hours", "Staffed hours", "24/7", "24/7", "24/7"],
  [
    "Meeting room credits",
    "None",
    "2 hours a month",
    "6 hours a month",
    "8 hours a month",
    "12 hours a month",
  ],
  ["Locker", OUT, OUT, IN, IN, IN],
  ["Business address and post", OUT, OUT, IN, IN, IN],
  [
    "Printing",
    "20p a page",
    "50 pages a month",
    "200 pages a month",
    "200 pages a month",
    "500 pages a month",
  ],
  ["Guest passes", OUT, OUT, "2 a month", "4 a month", "Unlimited"],
  ["Coffee and tea", IN, IN, IN, IN, IN],
];

type Member = [name: string, role: string, building: string, ask: string, days: string];

const TEAM: Member[] = [
  [
    "Joanna Fell",
    "Co-founder and managing director",
    "The Kiln",
    "Partnerships and private studios",
    "Monday to Thursday",
  ],
  [
    "Rafael Ortiz",
    "Co-founder and building manager",
    "Printworks",
    "Studios, parking and keys",
    "Tuesday to Friday",
  ],
  ["Beth Carroway", "Community manager", "The Kiln", "Memberships and introductions", "Monday to Thursday"],
  [
    "Tom Achterberg",
    "Community host",
    "Printworks",
    "Day passes and the coffee machine",
    "Tuesday to Saturday",
  ],
  [
    "Lena Sato",
    "Events and rooms coordinator",
    "Both buildings",
    "Booking rooms and the Press Hall for events",
    "Monday, Wednesday and Friday",
  ],
  ["Kwame Asante", "Facilities and IT", "Both buildings", "Wifi, printers and key cards", "Monday to Friday"],
];

const EVENTS = cards([
  [
    "Thursday 3 December 2026, 18:00",
    "Members' winter social",
    "Mulled drinks and mince pies in the Kiln kitchen. Free for members, £5 for guests.",
  ],
  [
    "Tuesday 8 December 2026, 08:30",
    "Breakfast talk: pricing your freelance work",
    "With Nadia Brook of Marbury Makers, in the Press Hall at Printworks. £8, free for members.",
  ],
  [
    "Wednesday 16 December 2026, 12:30",
    "Lunch and learn: year-end accounts",
    "Accountant Sam Okafor answers your questions in Saggar at The Kiln. Free; bring your lunch.",
  ],
  [
    "Thursday 14 January 2027, 18:30",
    "Founders' night",
    "Pitch your idea in three minutes to a friendly room. Press Hall, Printworks. Free, booking needed.",
  ],
  [
    "Friday 29 January 2027, 13:00",
    "Open house",
    "Both buildings open for drop-in tours all afternoon, with a free day pass for every visitor.",
  ],
]);

/** Plans, events, the team, answers, the story, contact, and two pages only the site's search finds. */
export function coworkMorePages(
  page: (title: string, body: string) => string,
  newsletter: string,
): Record<string, FixturePage> {
  return {
    "/membership": page(
      "Ways to join",
      `<p>Every plan includes fast wifi, the kitchens and our members' events.</p>` +
        table(
          "Compare plans",
          ["Feature", "Day pass", "Flex (8 days)", "Resident", "Fixed desk", "Private studio"],
          PLANS,
        ) +
        dl([
          ["Virtual office", "£35 a month: a business address, post handling and 2 hours of meeting rooms"],
          ["Students", "20% off Flex with a valid student card"],
          ["Minimum term", "One month, except Private studio: six months"],
          ["Deposit", "One month's fee for Fixed desk and Private studio"],
        ]) +
        `<p><a href="/tour">Book a tour</a> to see the desks before you choose.</p>`,
    ),
    "/events": page(
      "What's on",
      `<p>Most events are free for members. Guests are welcome unless it says otherwise.</p>${EVENTS}${newsletter}`,
    ),
    "/faq": page(
      "Questions",
      `<h2>Can I try it before I join?</h2><p>Yes. Book a tour and your first day pass is free.</p>
      <h2>Is coffee included?</h2><p>Yes: coffee, tea and oat milk are included on every plan, in both kitchens.</p>
      <h2>Can I bring a guest?</h2><p>Yes. Guests pay £10 for the day, or use a guest pass if your plan has them.</p>
      <h2>Are there phone booths?</h2><p>The Kiln has 3 phone booths and Printworks has 2. They are first come,
      first served.</p>
      <h2>Can I bring my children?</h2><p>No, under-16s are not allowed in the workspaces, except at our family
      events in the summer holidays.</p>
      <h2>How fast is the wifi?</h2><p>900 Mbps fibre in both buildings, with a 4G line as backup.</p>
      <h2>How do I cancel?</h2><p>Give us 30 days' notice by email. Private studios can be cancelled after the
      six-month minimum term.</p>
      <h2>How do I pay?</h2><p>Plans are paid monthly by direct debit or invoice; day passes and rooms by card.</p>`,
    ),
    "/about": page(
      "Our story",
      `<p>Joanna Fell and Rafael Ortiz opened Kiln Yard in 2014 in the drying sheds of the old Marbury pottery,
      with twelve desks and a borrowed kettle. Printworks followed in 2021 in the former print hall of the Marbury
      Gazette.</p>
      <p>Today about 340 members work across the two buildings, looked after by a team of 9.</p>
      <p>We are a certified B Corp, and in 2024 we were named Workspace of the Year at the Northern Business
      Awards.</p>`,
    ),
    "/contact": page(
      "Talk to us",
      `${dl([
        ["General questions", "hello@kilnyard.test · 01632 969 000"],
        ["Joining", "join@kilnyard.test · 01632 969 300"],
        ["Room bookings", "rooms@kilnyard.test"],
        ["The Kiln reception", "01632 969 101"],
        ["Printworks reception", "01632 969 202"],
      ])}<p>Want to see the space? <a href="/tour">Book a tour</a>.</p>`,
    ),
    "/team": page(
      "The crew",
      `<p>Say hello at reception, or find us in the kitchen.</p><div class="cards">${TEAM.map(
        ([name, role, building, ask, days]) =>
          `<article class="card"><h3>${name}</h3>${dl([
            ["Role", role],
            ["Based at", building],
            ["Ask me about", ask],
            ["In on", days],
          ])}</article>`,
      ).join("")}</div>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep members' details for two years after they leave, and key-card logs for 90 days.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies keep the booking system working. Optional ones count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/studio": page(
      "Podcast studio",
      `<p>A soundproofed studio in the Printworks basement with four microphones and a mixing desk.</p>` +
        dl([
          ["Per hour", "£35; members £25"],
          ["Minimum booking", "2 hours"],
          ["Sound engineer", "£20 an hour extra"],
          ["Open", "Monday to Friday, 09:00–18:00"],
        ]),
    ),
    "/careers": page(
      "Work with us",
      `${table(
        "Vacancies",
        ["Role", "Building", "Pay"],
        [
          ["Community host", "The Kiln", "£25,500 a year"],
          ["Cleaner (part-time, early mornings)", "Printworks", "£12.60 an hour"],
        ],
      )}<p>Closing date for both roles: 7 December 2026. Staff get a free Resident membership.</p>`,
    ),
  };
}
