import type { FixturePage } from "../../../helpers/fixture-site";
import { dl, table } from "../../sites/kit";

// LAST: the fourth held-out part of the corpus (see test/corpus/score.ts). Whoever tunes the engines must not read
// this file.

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Passes, the centres, parties, answers, the story, and two pages only the site's search finds. */
export function climbingMorePages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/prices": page(
      "Passes",
      `<p>Peak is weekday evenings from 16:00 and all weekend; off-peak is weekdays before 16:00.</p>` +
        table(
          "Day entry",
          ["Ticket", "Adult", "Concession", "Junior (under 16)"],
          [
            ["Peak entry", "£14.50", "£12.50", "£10"],
            ["Off-peak entry", "£11", "£9.50", "£8"],
            ["10-visit card", "£125", "£105", "£85"],
          ],
        ) +
        `<p>Family ticket (2 adults and 2 juniors, bouldering only): £38.</p>
        <p>Concessions are for full-time students, over-65s and disabled climbers, with proof.</p>` +
        table(
          "Memberships",
          ["Membership", "Monthly", "Annual", "Where and when"],
          [
            ["Bouldering", "£39", "£399", "Cobb Lane and the bouldering room at Wharf Mill"],
            ["All walls", "£54", "£549", "Both centres, ropes and bouldering"],
            ["Off-peak all walls", "£42", "£429", "Both centres, weekdays before 16:00"],
            ["Student all walls", "£45", "£459", "Both centres"],
          ],
        ) +
        `<h2>Hire</h2>` +
        dl([
          ["Climbing shoes", "£4"],
          ["Harness", "£3"],
          ["Chalk bag", "£2"],
          ["Belay device and screwgate", "£2"],
        ]) +
        `<p>Members hire shoes at half price.</p><p>Registration fee: £5, once, for every new climber</p>`,
    ),
    "/centres": page(
      "Our centres",
      table(
        "Opening hours",
        ["Day", "Wharf Mill", "Cobb Lane"],
        [
          ["Monday", "12:00–22:00", "14:00–22:00"],
          ["Tuesday", "10:00–22:00", "10:00–22:00"],
          ["Wednesday", "10:00–22:00", "10:00–22:00"],
          ["Thursday", "10:00–22:00", "10:00–22:30"],
          ["Friday", "10:00–21:00", "10:00–22:00"],
          ["Saturday", "09:00–19:00", "09:00–20:00"],
          ["Sunday", "09:00–18:00", "09:30–19:00"],
        ],
      ) +
        `<h2>Wharf Mill</h2>
        <p>Address: Wharf Mill, Canal Road, Brayford BR2 4HW</p>
        <p>Phone: 01632 966 101</p>
        <p>Wall height: 14 metres</p>
        <p>Roped lines: 46, with 8 auto-belays</p>
        <p>Café: the Chalk Pot, open until 20:00</p>
        <p>Parking: free, 60 spaces</p>
        <h2>Cobb Lane</h2>
        <p>Address: Unit 7, Cobb Lane Trading Estate, Brayford BR5 9JN</p>
        <p>Phone: 01632 966 202</p>
        <p>Bouldering: about 220 problems on 4 walls, up to 4.5 metres high</p>
        <p>Café: none; drinks and snacks from the front desk</p>
        <p>Parking: free, 25 spaces</p>
        <p>Both centres have showers, lockers (£1, returned) and a step-free entrance. Cobb Lane opens at 14:00 on
        Mondays while our setters work.</p>`,
    ),
    "/parties": page(
      "Parties",
      `<p>Climbing parties for ages 7 to 15, on Saturdays and Sundays at 13:00 and 15:30.</p>` +
        table(
          "Party prices",
          ["Party", "Centre", "Children", "Price", "Each extra child"],
          [
            ["Rope party", "Wharf Mill", "Up to 10", "£180", "£16"],
            ["Boulder party", "Cobb Lane", "Up to 8", "£150", "£14"],
          ],
        ) +
        `<p>Each party is 90 minutes of climbing with an instructor, then 30 minutes in the party room. Bring your
        own food and cake; we supply squash and paper plates.</p>
        <h2>Ask about a date</h2><form method="post" action="/parties/enquiry">
        <p><label>Centre <select name="centre">${options([
          ["wharf-mill", "Wharf Mill (rope party)"],
          ["cobb-lane", "Cobb Lane (boulder party)"],
        ])}</select></label></p>
        <p><label>Party date <input type="date" name="date" required></label></p>
        <p><label>Number of children <input type="number" name="children" min="1" max="16"></label></p>
        <p><label>Age the birthday child will be <input type="number" name="age" min="7" max="15"></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <p><label>Anything else <textarea name="message" rows="3"></textarea></label></p>
        <button type="submit">Send enquiry</button></form>`,
    ),
    "/faq": page(
      "Before you come",
      `<h2>What should I wear?</h2><p>Anything you can stretch in. Climbing shoes are compulsory on every wall: hire
      a pair for £4 or bring your own clean ones.</p>
      <h2>How old do you have to be?</h2><p>Under-16s climb with a registered adult, one adult for up to three
      juniors. From 14, juniors can boulder on their own with a Junior Pass signed by a parent.</p>
      <h2>Do I need to book?</h2><p>Not for bouldering: just turn up and register. Tasters and courses must be
      booked, and ropes at Wharf Mill are busiest on Saturday afternoons.</p>
      <h2>Can I bring my own rope?</h2><p>Yes, for lead climbing, if it is under five years old and at least 40
      metres long. Top ropes are already in place.</p>
      <h2>Can I freeze my membership?</h2><p>Yes, for up to three months a year, at £5 a month, with seven days'
      notice.</p>
      <h2>Can I bring my dog?</h2><p>Only assistance dogs, we're afraid. There is a water bowl by the Chalk Pot
      door.</p>`,
    ),
    "/about": page(
      "Who we are",
      `<p>Kestrel Climbing opened in Wharf Mill, a former wool mill, in 2011. It was founded by two local climbers,
      Hannah Ferrier and Jonas Beck, and is run as a community interest company.</p>
      <p>Our bouldering centre on Cobb Lane opened in 2019. Gareth Lowe manages Wharf Mill and Abi Ncube manages
      Cobb Lane. Our head route setter is Tomasz Zielinski, who sets about 30 new problems every week.</p>
      <p>We employ 28 people, 12 of them qualified climbing instructors.</p>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your registration and waiver for three years after your last visit. We never sell your data.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies keep booking working. Optional analytics cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Adaptive climbing sessions run monthly; ask us.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/setting": page(
      "Route setting schedule",
      `${table(
        "Resets",
        ["Wall", "Centre", "Reset"],
        [
          ["The Cave", "Cobb Lane", "Every other Monday"],
          ["The Slab", "Cobb Lane", "First Monday of the month"],
          ["Competition wall", "Cobb Lane", "Every Monday"],
          ["Lower hall ropes", "Wharf Mill", "One line every Tuesday"],
          ["Bouldering room", "Wharf Mill", "Every other Wednesday"],
        ],
      )}<p>Setting starts at 07:00. Reset walls are taped off until 14:00.</p>`,
    ),
    "/careers": page(
      "Jobs",
      `${table(
        "Vacancies",
        ["Role", "Where", "Pay"],
        [
          ["Route setter", "Both centres", "£26,000 a year"],
          ["Duty manager", "Cobb Lane", "£27,500 a year"],
          ["Climbing instructor", "Wharf Mill", "£14.20 an hour"],
        ],
      )}<p>Closing date for all roles: 4 December 2026. Staff climb free at both centres.</p>`,
    ),
  };
}
