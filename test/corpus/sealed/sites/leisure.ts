import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";

// SEALED: Brambleford Leisure Centre. Whoever tunes the engines must not read this file (see test/corpus/score.ts).
const page = shell({
  brand: "Brambleford Leisure Centre",
  tagline: "Run by Brambleford Active, a charity",
  nav: [
    ["Swim", "/swim"],
    ["Get active", "/classes"],
    ["Kids", "/swim/lessons"],
    ["Join", "/memberships"],
    ["Find us", "/visit"],
    ["News", "/news"],
  ],
  footer: {
    year: 2026,
    address: "Brambleford Active head office, 9 Weir Street, Brambleford BF1 2WS",
    phone: "01632 962 000",
    email: "info@brambleford-active.test",
    socials: ["Facebook", "Instagram", "YouTube"],
  },
});

const CLASSES: [slug: string, name: string, when: string, where: string, member: string, guest: string][] = [
  ["spin-45", "Spin 45", "Monday 18:15", "Studio 2", "Free", "£8.20"],
  ["yoga-flow", "Yoga flow", "Wednesday 9:30", "Studio 1", "Free", "£7.40"],
  ["circuits", "Circuits", "Thursday 18:30", "Sports hall", "Free", "£6.90"],
  ["pilates", "Pilates", "Friday 12:15", "Studio 1", "£2.00", "£7.90"],
  ["boxfit", "Boxfit", "Saturday 10:00", "Sports hall", "Free", "£7.10"],
  ["climbing-taster", "Climbing taster", "Sunday 11:00", "Climbing wall", "£12", "£18"],
];

const NEWS = cards([
  [
    "20 November 2026",
    "Main pool closed 7–9 December",
    "The main pool closes for maintenance from 7 to 9 December. The teaching pool stays open.",
  ],
  ["5 November 2026", "New climbing wall", "Our 9-metre wall is open. Book a climbing taster on Sundays."],
  ["22 October 2026", "Half-term swimming", "Extra family sessions every afternoon of half term."],
]);

const pages: Record<string, FixturePage> = {
  "/": page(
    "Brambleford Leisure Centre",
    `<p>Pool, gym, studios and a climbing wall in the middle of town.</p>${NEWS}`,
  ),
  "/news": page("News", NEWS),
  "/swim": page(
    "Swimming",
    `<p>Main pool: 25 m, 6 lanes, 28°C. Teaching pool: 30°C.</p>` +
      table(
        "Pool timetable",
        ["Session", "Days", "Time", "Pool", "Price"],
        [
          ["Early lane swim", "Monday to Friday", "06:30–09:00", "Main", "£4.80"],
          ["Lunchtime lanes", "Monday, Wednesday, Friday", "12:00–13:30", "Main", "£4.80"],
          ["Parent and toddler", "Tuesday, Thursday", "10:00–11:00", "Teaching", "£3.20"],
          ["Aqua fit", "Tuesday", "19:00–20:00", "Main", "£7.10"],
          ["Adults-only swim", "Thursday", "20:00–21:30", "Main", "£4.80"],
          ["Family fun session (inflatable)", "Saturday", "14:00–16:00", "Main", "Adult £6.50, child £3.90"],
          ["Women-only swim", "Sunday", "08:00–09:30", "Main", "£4.80"],
        ],
      ),
  ),
  "/swim/lessons": page(
    "Swimming lessons for children",
    `<p>Lessons cost £78 for a 10-week term. Teachers hold Swim England qualifications.</p>` +
      table(
        "Stages",
        ["Stage", "Ages", "When"],
        [
          ["Stages 1–2", "4–7", "Monday and Wednesday 16:00, Saturday 9:00"],
          ["Stages 3–5", "6–10", "Tuesday and Thursday 16:30, Saturday 10:00"],
          ["Stages 6–7", "8–14", "Friday 17:00, Saturday 11:00"],
        ],
      ) +
      `<h2>Ask about a place</h2><form method="post" action="/swim/lessons/enquire">
      <p><label>Child's first name <input name="child_name" required></label></p>
      <p><label>Child's age <input type="number" name="child_age" min="3" max="16"></label></p>
      <p><label>Current stage <select name="stage"><option value="not-sure">Not sure</option>${[
        1, 2, 3, 4, 5, 6, 7,
      ]
        .map((n) => `<option value="stage-${n}">Stage ${n}</option>`)
        .join("")}</select></label></p>
      <p><label>Preferred day <select name="preferred_day">${[
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
        "Saturday",
      ]
        .map((d) => `<option value="${d.toLowerCase()}">${d}</option>`)
        .join("")}</select></label></p>
      <p><label>Parent's email <input type="email" name="parent_email" required></label></p>
      <button type="submit">Send enquiry</button></form>`,
  ),
  "/classes": page(
    "Classes",
    `<p>Members book up to 7 days ahead; everyone else up to 3 days ahead.</p>` +
      table(
        "Class timetable and prices",
        ["Class", "When", "Where", "Members", "Non-members"],
        CLASSES.map(([, ...cells]) => cells),
      ) +
      `<h2>Book a class</h2><form method="post" action="/classes/book">
      <p><label>Class <select name="class">${CLASSES.map(([slug, name]) => `<option value="${slug}">${name}</option>`).join("")}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Membership number (if you have one) <input name="member_number"></label></p>
      <button type="submit">Book</button></form>`,
  ),
  "/memberships": page(
    "Memberships",
    dl([
      ["Off-peak", "£24.50 a month: weekdays before 16:00 and all weekend"],
      ["Anytime", "£38 a month: everything, any time, sauna included"],
      ["Swim only", "£21 a month"],
      ["Junior (11–17)", "£14 a month"],
      ["Joining fee", "£15, waived for anyone who joins in December"],
      ["Concessions", "30% off any membership"],
    ]),
  ),
  "/visit": page(
    "Find us",
    `<p>2 Millrace Way, Brambleford BF3 8RW. Reception: 01632 962 440.</p>` +
      table(
        "Opening hours",
        ["Days", "Hours"],
        [
          ["Monday to Friday", "06:00–22:00"],
          ["Saturday", "07:30–19:00"],
          ["Sunday", "08:00–18:00"],
          ["Bank holidays", "09:00–17:00"],
        ],
      ) +
      `<p>Christmas: closed on 25 December; on 24 and 31 December we close at 15:00.</p>` +
      dl([
        ["Parking", "112 spaces, free for 3 hours with validation at reception"],
        ["EV chargers", "4"],
        ["Buses", "Routes 6 and 14 stop outside"],
      ]),
  ),
  // Linked from nowhere: only the site's search finds these two.
  "/facilities/sauna": page(
    "Sauna and steam suite",
    `<p>Over-18s only. £5.50 on top of a swim, or included with Anytime membership.</p><p>Open until 21:30 on weekdays.</p>`,
  ),
  "/lost-property": page("Lost property", `<p>We keep lost property for 28 days. Ask at reception.</p>`),
};

export const LEISURE: CorpusSite = {
  name: "leisure",
  pages,
  layout: page,
  forms: {
    "/classes/book": {
      title: "You're booked",
      reply: (f) =>
        `Thanks, ${f.name}. You are booked on ${f.class} on ${f.date}. A confirmation is on its way to ${f.email}.`,
    },
    "/swim/lessons/enquire": {
      title: "Enquiry received",
      reply: (f) =>
        `Thank you. We will look for a ${f.preferred_day} place at ${f.stage} for ${f.child_name} (age ${f.child_age}) ` +
        `and email ${f.parent_email}.`,
    },
  },
};
