import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// RIME: the fifteenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const COACHING: string[][] = [
  ["Tots", "3–5", "Saturday", "09:00–09:45", "Ellie Marsh", "£60", "£75"],
  ["Mini Red", "5–8", "Saturday", "10:00–11:00", "Ellie Marsh", "£80", "£100"],
  ["Mini Orange", "8–9", "Tuesday", "16:30–17:30", "Josh Adeyemi", "£85", "£105"],
  ["Mini Green", "9–10", "Thursday", "16:30–17:30", "Josh Adeyemi", "£85", "£105"],
  ["Teen Tennis", "11–17", "Friday", "17:00–18:00", "Josh Adeyemi", "£90", "£110"],
  [
    "Junior Squad (by invitation)",
    "11–17",
    "Monday and Wednesday",
    "17:30–19:00",
    "Marco Rinaldi",
    "£220",
    "Members only",
  ],
  ["Adult Beginners", "18 and over", "Tuesday", "19:00–20:00", "Ellie Marsh", "£95", "£120"],
  ["Adult Improvers", "18 and over", "Thursday", "19:00–20:30", "Marco Rinaldi", "£120", "£150"],
  ["Cardio Tennis", "16 and over", "Wednesday", "09:30–10:30", "Ellie Marsh", "£70", "£90"],
  ["Padel Starter", "14 and over", "Sunday", "10:00–11:00", "Lucía Ortega", "£90", "£115"],
  ["Padel Improvers", "14 and over", "Sunday", "11:00–12:30", "Lucía Ortega", "£130", "£160"],
];

const SOCIAL: string[][] = [
  ["Tennis club night", "Wednesday 18:30–21:00", "Adult members of any standard; we mix the doubles", "Free"],
  ["Padel social", "Friday 19:00–21:00", "Members and their guests", "£6 members, £10 guests"],
  ["Ladies' morning", "Tuesday 09:30–11:30", "Women members", "Free"],
  ["Seniors' social tennis", "Thursday 10:00–12:00", "Members aged 60 and over", "Free (coffee £1)"],
  ["Junior club night", "Sunday 16:00–17:30", "Junior members aged 8–17", "£3"],
];

const EVENTS = cards([
  [
    "Sunday 13 December 2026",
    "Christmas Mixed Doubles",
    "10:00–15:00. Partners drawn from a hat, mulled wine and mince pies. £12 a player, members only; enter at the bar by Wednesday 9 December.",
  ],
  [
    "Friday 1 January 2027",
    "New Year's Day social",
    "11:00–14:00. Tennis and padel for all standards, and bacon rolls. Free, and guests are welcome.",
  ],
  [
    "Saturday 23 January 2027",
    "Padel open day",
    "10:00–16:00. Free 30-minute taster sessions for non-members, with rackets and balls provided.",
  ],
  [
    "Friday 29 January 2027",
    "Quiz and curry night",
    "19:30 in the clubhouse. £15 a head including curry; teams of up to 6.",
  ],
  [
    "Monday 15 to Friday 19 February 2027",
    "Half-term tennis camp",
    "09:30–15:00 for ages 6–14. £30 a day or £130 for the week; bring a packed lunch.",
  ],
  ["Thursday 25 March 2027", "Annual general meeting", "19:30 in the clubhouse. Members only."],
]);

const NEWS = cards([
  [
    "19 November 2026",
    "Fees for 2027–28",
    "From 1 April 2027 adult membership goes up from £340 to £360 a year, junior from £95 to £100 and family from £720 to £760. Senior, young adult, off-peak, mini and social memberships stay the same, and so does the £50 joining fee.",
  ],
  [
    "5 November 2026",
    "Christmas at the club",
    "The clubhouse and bar are closed from Thursday 24 to Saturday 26 December, and from 14:00 on New Year's Day. The courts are open for members every day except Christmas Day. The office is closed from 24 December to 3 January.",
  ],
  [
    "2 October 2026",
    "Club night has moved",
    "From October the tennis club night is on Wednesday evenings instead of Tuesdays, so it no longer clashes with Adult Beginners. There's no club night on 23 or 30 December.",
  ],
  [
    "1 September 2026",
    "Covered padel courts open",
    "Padel courts A and B now have a roof. Members played them at the outdoor price through September; from 1 October they're £24 at peak times and £18 off-peak for members.",
  ],
  [
    "14 July 2026",
    "New LED floodlights",
    "Courts 1 to 4 have new LED floodlights. They now cost £4 an hour, paid when you book; the old coin tokens were £3 an hour.",
  ],
  [
    "20 June 2026",
    "Club champions 2026",
    "Men's singles: Dan Whitlock. Ladies' singles: Priya Nair. Mixed doubles: Sara Lindqvist and Jorge Santos. Padel doubles: Leon Hart and Ravi Sood.",
  ],
]);

const COMMITTEE: string[][] = [
  ["Gillian Frost", "Chair", "chair@larchfieldtennis.test"],
  ["Anil Mehta", "Secretary", "secretary@larchfieldtennis.test"],
  ["Rob Keane", "Treasurer", "treasurer@larchfieldtennis.test"],
  ["Claire Odell", "Membership secretary", "membership@larchfieldtennis.test"],
  ["Hannah Brooks", "Welfare officer (juniors and safeguarding)", "welfare@larchfieldtennis.test"],
  ["Tom Whitlock", "Men's captain", "mens@larchfieldtennis.test"],
  ["Sara Lindqvist", "Ladies' captain", "ladies@larchfieldtennis.test"],
  ["Jorge Santos", "Padel captain", "padel@larchfieldtennis.test"],
  ["Beth Ainsworth", "Social secretary", "social@larchfieldtennis.test"],
  ["Phil Darby", "Grounds and courts", "grounds@larchfieldtennis.test"],
];

/** Coaching, club life, events, news, committee, answers and find-us pages, and two pages only search finds. */
export function tennisMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/coaching": page(
      "Learn",
      `<p>Group coaching runs in terms. The autumn term ends on Saturday 12 December. The spring term is 11 January
      to 27 March 2027: 10 weeks, with no coaching in half term (15 to 19 February). Prices are for the whole term.
      Your first session in any group is free.</p>` +
        table(
          "Coaching programme",
          ["Group", "Ages", "Day", "Time", "Coach", "Members, per term", "Non-members, per term"],
          COACHING,
        ) +
        dl([
          ["Head coach", "Marco Rinaldi, LTA Level 5"],
          ["Coaches", "Ellie Marsh and Josh Adeyemi (tennis), Lucía Ortega (padel)"],
          ["Private lessons with Marco", "£45 an hour"],
          ["Private lessons with Ellie, Josh or Lucía", "£36 an hour"],
          ["Rain", "Tennis sessions move indoors to Hexley Park School's sports hall"],
        ]) +
        `<p><a href="/coaching/trial">Ask for a free trial session</a></p>`,
    ),
    "/coaching/trial": page(
      "Free trial session",
      `<p>Try your first session in any group for free. We'll check there's room and confirm by email.</p>
      <form method="post" action="/coaching/try">
      <p><label>Group <select name="group">${options([
        ["tots", "Tots (3–5), Saturday"],
        ["mini-red", "Mini Red (5–8), Saturday"],
        ["mini-orange", "Mini Orange (8–9), Tuesday"],
        ["mini-green", "Mini Green (9–10), Thursday"],
        ["teen", "Teen Tennis (11–17), Friday"],
        ["adult-beginners", "Adult Beginners, Tuesday"],
        ["adult-improvers", "Adult Improvers, Thursday"],
        ["cardio", "Cardio Tennis, Wednesday"],
        ["padel-starter", "Padel Starter, Sunday"],
        ["padel-improvers", "Padel Improvers, Sunday"],
      ])}</select></label></p>
      <p><label>Player's name, if not you <input name="player"></label></p>
      <p><label>Player's age <input type="number" name="age"></label></p>
      <p><label>Date of the session <input type="date" name="date" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Ask for a trial</button></form>`,
    ),
    "/social": page(
      "Club life",
      `<p>Turn up, put your racket on the rack and we'll find you a game.</p>` +
        table("Club nights and socials", ["Session", "When", "Who", "Cost"], SOCIAL) +
        `<p>There's no padel social on Friday 25 December or Friday 1 January.</p>`,
    ),
    "/events": page(
      "Compete",
      `<p>In summer we enter 4 men's, 3 ladies' and 2 mixed teams in the Hexley &amp; District League; in winter, 2
      men's and 2 ladies' teams, with matches on Sunday mornings. Our padel team plays in the Northshire Padel
      League, and the winter padel ladder (£10 to enter) runs from January to March. Ask the captains about trials.</p>
      <h2>Events</h2>${EVENTS}`,
    ),
    "/news": page("Latest", NEWS),
    "/committee": page(
      "Who's who",
      `<p>The club is run by a committee of 10 volunteers elected at the AGM, with one paid club manager, Karen Doyle,
      in the office on weekdays from 09:00 to 14:00.</p>${table("Committee", ["Name", "Role", "Email"], COMMITTEE)}`,
    ),
    "/faq": page(
      "Need to know",
      `<h2>Can I play if I'm not a member?</h2><p>Yes. Book a court up to 3 days ahead and pay the visitors'
      price.</p>
      <h2>Can I bring a guest?</h2><p>Yes: £6 a visit, and the same guest can come up to 6 times a year. Sign them
      in at the bar.</p>
      <h2>What should I wear?</h2><p>Tennis or padel shoes. No running shoes on the artificial clay, and no black
      soles anywhere.</p>
      <h2>Are dogs allowed?</h2><p>Dogs on a lead are welcome on the clubhouse terrace, but never on the courts.</p>
      <h2>Are there changing rooms?</h2><p>Yes, men's and women's changing rooms with showers in the clubhouse.</p>
      <h2>Can children play on their own?</h2><p>Juniors under 12 need an adult at the club, except while they are
      in a coaching session.</p>
      <h2>What if it rains?</h2><p>The covered padel courts play in any weather. We don't refund tennis bookings for
      rain unless we close the courts.</p>`,
    ),
    "/contact": page(
      "Find us",
      dl([
        ["Address", "Larchfield Lane, Hexley HX3 8LT, at the north gate of Hexley Park"],
        ["Office", "01632 963 500, weekdays 09:00–14:00"],
        ["Email", "office@larchfieldtennis.test"],
        ["Parking", "Free car park with 40 spaces"],
        ["Buses", "The 7 from Hexley station stops on Larchfield Lane every 20 minutes"],
        ["Getting in", "Members use their key fob; visitors get a gate code by email when they book"],
      ]) +
        table(
          "Clubhouse and bar",
          ["Day", "Clubhouse", "Bar"],
          [
            ["Monday", "08:00–22:00", "Closed"],
            ["Tuesday", "08:00–22:00", "18:00–22:00"],
            ["Wednesday", "08:00–23:00", "18:00–23:00"],
            ["Thursday", "08:00–22:00", "18:00–22:00"],
            ["Friday", "08:00–23:00", "17:00–23:00"],
            ["Saturday", "08:00–20:00", "12:00–20:00"],
            ["Sunday", "08:00–18:00", "12:00–17:00"],
          ],
        ),
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep members' details while they are members and for 2 years after, and court bookings for 1 year.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/stringing": page(
      "Racket restringing",
      `<p>Leave your racket at the bar with your name and phone number; it's ready in 48 hours.</p>` +
        table(
          "Restringing prices, string included",
          ["String", "Members", "Non-members"],
          [
            ["Club synthetic", "£16", "£19"],
            ["Multifilament", "£22", "£26"],
            ["Polyester", "£24", "£28"],
            ["Hybrid (polyester and multifilament)", "£28", "£32"],
          ],
        ),
    ),
    "/ball-machine": page(
      "Ball machine",
      `<p>Practise on your own with our ball machine. Members only.</p>` +
        dl([
          ["Price", "£8 an hour, on top of the court (tennis courts are free for members)"],
          ["Booking", "Book a tennis court and tell the bar; collect the key from the bar"],
          ["Balls", "150 balls in the machine's basket"],
        ]),
    ),
  };
}
