import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { climbwallMorePages } from "./climbwall-more";

// MIST: the sixteenth held-out part of the corpus (Crux & Chalk Climbing), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). An indoor climbing company with two walls, The Ironworks in Brinscombe (lead, top rope,
// auto-belays and a bouldering cave) and The Shed in Ludderton (bouldering only): opening hours as a table of weekday
// × wall beside the Christmas hours, day entry as tables of peak and off-peak × adult, concession and junior for each
// wall, 10-visit passes, memberships as a table of monthly × annual × what is included, kit hire, inductions and
// courses as a table, kids' clubs by age, day and wall, birthday parties, group hire, the café's own hours, the
// rules on ages and supervision, dated news (the Shed's reset, last month's price rise, a past closure), questions,
// contact, forms to book an induction or course, book a party, register, ask about group hire, join the newsletter
// and send a message, and two pages only the site's search finds.
const shellPage = shell({
  brand: "Crux & Chalk Climbing",
  tagline: "Ropes at The Ironworks, bouldering at The Shed",
  nav: [
    ["Walls", "/walls"],
    ["Ways to climb", "/prices"],
    ["Start here", "/learn"],
    ["Youth", "/kids"],
    ["Celebrate", "/parties"],
    ["Groups", "/groups"],
    ["The Ledge", "/cafe"],
    ["Crag news", "/news"],
    ["Climb safe", "/rules"],
    ["FAQ", "/faq"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Crux & Chalk Climbing Ltd, Unit 4, Tanyard Road, Brinscombe BQ3 7TF",
    phone: "0161 496 0300",
    email: "info@cruxandchalk.test",
    socials: ["Instagram", "Facebook", "YouTube"],
  },
});

/** Every page, with the company's registration, the registration form and the newsletter in the footer. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    `<footer><p>Crux &amp; Chalk Climbing Ltd · Registered in England and Wales, company number 11837405 · ` +
      `<a href="/register">Register before your first visit</a> · <a href="/newsletter">Newsletter</a></p>`,
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Start times, every half hour from 07:00 to 21:00. */
const TIMES: [string, string][] = Array.from({ length: 29 }, (_, i) => {
  const t = `${String(7 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`;
  return [t, t];
});

const pages: Record<string, FixturePage> = {
  "/": page(
    "Crux & Chalk Climbing",
    `<p class="banner" role="status"><strong>The Shed is closed on Monday 30 November and Tuesday 1 December</strong>
    while we reset every wall. <a href="/news">Details</a></p>
    <p>Two walls, one membership. The Ironworks in Brinscombe has 16-metre lead walls, top ropes, auto-belays and a
    bouldering cave; The Shed in Ludderton is bouldering only, with problems for every level.</p>
    <p><a href="/learn">New to climbing?</a> · <a href="/prices">Passes and memberships</a> · <a href="/kids">Clubs
    for kids</a></p>
    <h2>Crag news</h2>${cards([
      [
        "20 November 2026",
        "Christmas and New Year at the walls",
        "When we're open over the holidays.",
        "/news",
      ],
      ["12 November 2026", "The Shed: full reset", "Two days closed, about 150 new problems.", "/news"],
      ["1 October 2026", "Prices from 1 November", "A few of our prices go up.", "/news"],
    ])}`,
  ),
  "/walls": page(
    "Our walls",
    table(
      "Opening hours",
      ["Day", "The Ironworks", "The Shed"],
      [
        ["Monday", "10:00–22:00", "16:00–22:00"],
        ["Tuesday", "07:00–22:00", "12:00–22:00"],
        ["Wednesday", "10:00–22:00", "12:00–22:00"],
        ["Thursday", "07:00–22:00", "12:00–22:00"],
        ["Friday", "10:00–21:00", "12:00–21:00"],
        ["Saturday", "09:00–19:00", "10:00–18:00"],
        ["Sunday", "09:00–19:00", "10:00–18:00"],
      ],
    ) +
      `<p>Last entry is 1 hour before closing. The Shed opens at 16:00 on Mondays because we set new problems on
      Monday mornings. The early opening at The Ironworks on Tuesdays and Thursdays is for members only.</p>` +
      table(
        "Christmas and New Year",
        ["Date", "The Ironworks", "The Shed"],
        [
          ["Thursday 24 December", "09:00–15:00", "10:00–14:00"],
          ["Friday 25 December", "Closed", "Closed"],
          ["Saturday 26 December", "10:00–18:00", "Closed"],
          ["Sunday 27 to Wednesday 30 December", "10:00–20:00", "10:00–18:00"],
          ["Thursday 31 December", "09:00–16:00", "10:00–16:00"],
          ["Friday 1 January", "11:00–19:00", "Closed"],
        ],
      ) +
      `<h2>The Ironworks</h2>` +
      dl([
        ["Address", "Unit 4, Tanyard Road, Brinscombe BQ3 7TF"],
        [
          "What's here",
          "16-metre lead and top-rope walls with 64 lines, 12 auto-belay lines, a bouldering cave, a training room, the Ledge café, and changing rooms with showers",
        ],
        ["Parking", "Free car park with 80 spaces"],
        ["Getting here", "Bus 21 stops outside; Brinscombe station is a 15-minute walk"],
      ]) +
      `<h2>The Shed</h2>` +
      dl([
        ["Address", "18 Cobble Lane, Ludderton LQ1 2SB"],
        [
          "What's here",
          "Bouldering only: about 150 problems, a kids' wall, a training board and a stretching area. No café, but there's a drinks machine.",
        ],
        [
          "Parking",
          "On-street pay and display, 2 hours at most; the leisure centre car park next door is free after 18:00",
        ],
        ["Getting here", "5 minutes' walk from Ludderton bus station"],
      ]),
  ),
  "/prices": page(
    "Ways to climb",
    `<p>Prices from 1 November 2026. Peak is weekdays from 16:00, and all day at weekends and on bank holidays;
    off-peak is weekdays before 16:00. Concessions are for students, over-60s and people on Universal Credit, with
    proof. Juniors are under 18. Everyone <a href="/register">registers</a> before their first visit.</p>` +
      table(
        "Day entry at The Ironworks (ropes and bouldering)",
        ["When", "Adult", "Concession", "Junior (under 18)"],
        [
          ["Peak", "£15.50", "£13.00", "£10.50"],
          ["Off-peak", "£12.00", "£9.50", "£8.50"],
        ],
      ) +
      table(
        "Day entry at The Shed (bouldering only)",
        ["When", "Adult", "Concession", "Junior (under 18)"],
        [
          ["Peak", "£12.50", "£10.50", "£8.00"],
          ["Off-peak", "£10.00", "£8.50", "£7.00"],
        ],
      ) +
      table(
        "10-visit passes",
        ["Pass", "Adult", "Concession", "Junior"],
        [
          ["The Ironworks (works at The Shed too)", "£135", "£115", "£90"],
          ["The Shed only", "£110", "£92", "£65"],
        ],
      ) +
      `<p>A 10-visit pass can be used at any time, peak or off-peak, for 12 months from its first use, and you can
      share it with friends.</p>` +
      table(
        "Memberships",
        ["Membership", "Monthly", "Annual (pay once)", "What's included"],
        [
          [
            "Both walls",
            "£54",
            "£560",
            "Unlimited climbing at both walls, members' early mornings at The Ironworks, free yoga classes, 10% off at the Ledge café and 4 guest passes a year",
          ],
          ["Both walls, concession", "£45", "£470", "Everything in Both walls"],
          [
            "Off-peak, both walls",
            "£36",
            "£370",
            "Unlimited climbing at both walls on weekdays before 16:00, and 10% off at the Ledge café",
          ],
          ["The Shed only", "£40", "£420", "Unlimited bouldering at The Shed and 2 guest passes a year"],
          [
            "Junior (independent climbers aged 14 to 17)",
            "£30",
            "£310",
            "Unlimited climbing at both walls; clubs are extra",
          ],
        ],
      ) +
      dl([
        ["Minimum term", "Monthly memberships run for at least 3 months, then stop with 1 month's notice"],
        ["Joining fee", "None"],
        ["Freezing", "Up to 2 months a year, at £5 a month"],
      ]) +
      table(
        "Kit hire",
        ["Item", "Price a visit"],
        [
          ["Climbing shoes", "£4.50"],
          ["Climbing shoes, junior sizes (up to size 5)", "£3.50"],
          ["Harness", "£3.00"],
          ["Belay device and karabiner", "£2.00"],
          ["Chalk bag", "£1.50"],
          ["Full kit (shoes, harness, belay device and chalk)", "£8.00"],
        ],
      ) +
      `<p>Shoes can be hired at both walls; harnesses and belay kit at The Ironworks only. We don't hire out ropes for
      lead climbing.</p>`,
  ),
  "/learn": page(
    "Start here",
    `<p>Everyone <a href="/register">registers online</a> before their first visit. Then, to climb without an
    instructor, you need the right induction for what you want to do.</p>` +
      table(
        "Inductions and courses",
        ["Course", "Who it's for", "When", "Where", "Price"],
        [
          [
            "Bouldering induction",
            "Anyone new to our walls, aged 14 and over",
            "Any time we're open; 20 minutes",
            "Both walls",
            "Free with entry",
          ],
          [
            "Belay check",
            "Climbers who can already tie in and belay",
            "Any time we're open; 15 minutes",
            "The Ironworks",
            "£5 plus entry",
          ],
          [
            "Intro to Climbing",
            "Complete beginners aged 14 and over",
            "Saturdays 10:00–12:00 and Wednesdays 18:30–20:30",
            "The Ironworks",
            "£40 a person, with entry and kit",
          ],
          [
            "Learn to Lead",
            "Top-rope climbers who climb 6a or harder",
            "Three Tuesday evenings, 19:00–21:30",
            "The Ironworks",
            "£135, with entry",
          ],
          [
            "Bouldering Basics",
            "New boulderers aged 14 and over",
            "Sundays 11:00–12:30",
            "The Shed",
            "£25, with entry and shoes",
          ],
        ],
      ) +
      `<p>After Intro to Climbing you get a belay card, so you can climb on the top ropes with a friend who has one
      too. The next Learn to Lead courses start on Tuesday 5 January 2027 and Tuesday 2 February 2027, with 6 places
      on each.</p><p><a href="/learn/book">Book an induction or a course</a></p>`,
  ),
  "/learn/book": page(
    "Book an induction or a course",
    `<p>We'll email you to confirm. Courses are paid for when you arrive.</p>
      <form method="post" action="/learn/reserve">
      <p><label>Course <select name="course">${options([
        ["bouldering-induction", "Bouldering induction (free)"],
        ["belay-check", "Belay check"],
        ["intro", "Intro to Climbing"],
        ["lead", "Learn to Lead"],
        ["basics", "Bouldering Basics"],
      ])}</select></label></p>
      <p><label>Wall <select name="wall">${options([
        ["ironworks", "The Ironworks, Brinscombe"],
        ["shed", "The Shed, Ludderton"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Start time <select name="time">${options(TIMES)}</select></label></p>
      <p><label>Number of people <input type="number" name="people" min="1" max="6" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Anything we should know <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Book</button></form>`,
  ),
  "/register": page(
    "Register",
    `<p>Fill this in once before your first visit: it takes 3 minutes and lasts 12 months. For anyone under 18, a
    parent or guardian must fill it in.</p>
      <form method="post" action="/register/submit">
      <p><label>Climber's full name <input name="name" required></label></p>
      <p><label>Date of birth <input type="date" name="dob" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Parent or guardian (under-18s) <input name="parent"></label></p>
      <p><label>Emergency contact name <input name="emergency_name" required></label></p>
      <p><label>Emergency contact phone <input type="tel" name="emergency_phone" required></label></p>
      <p><label>Your climbing so far <select name="experience">${options([
        ["new", "I've never climbed"],
        ["some", "I've climbed indoors a few times"],
        ["regular", "I climb regularly"],
        ["lead", "I lead climb"],
      ])}</select></label></p>
      <p><label>Where will you mostly climb? <select name="wall">${options([
        ["both", "Both walls"],
        ["ironworks", "The Ironworks"],
        ["shed", "The Shed"],
      ])}</select></label></p>
      <p><label>Medical conditions we should know about <textarea name="medical" rows="3"></textarea></label></p>
      <p><label><input type="checkbox" name="agree" value="yes" required> I have read the climbing agreement and
      accept that climbing carries a risk of injury</label></p>
      <button type="submit">Register</button></form>`,
  ),
  ...climbwallMorePages(page, options),
};

export const CLIMBWALL: CorpusSite = {
  name: "climbwall",
  pages,
  layout: page,
  forms: {
    "/learn/reserve": {
      title: "Booking received",
      reply: (f) =>
        `Thanks, ${f.name}. We have ${f.people} place(s) on ${f.course} at ${f.wall} on ${f.date} at ${f.time}. ` +
        `A confirmation is on its way to ${f.email}.`,
    },
    "/register/submit": {
      title: "You're registered",
      reply: (f) =>
        `Thanks. ${f.name} is registered for 12 months. Show this email (sent to ${f.email}) at reception on ` +
        `your first visit.`,
    },
    "/parties/request": {
      title: "Party requested",
      reply: (f) =>
        `Thanks, ${f.name}. We've pencilled in a ${f.party} party for ${f.child} on ${f.date} at ${f.time} for ` +
        `${f.children} children. We'll email ${f.email} a link to pay the £50 deposit.`,
    },
    "/groups/enquire": {
      title: "Enquiry received",
      reply: (f) =>
        `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days about ${f.option} for ` +
        `${f.people} people on ${f.date}.`,
    },
    "/newsletter/join": {
      title: "You're on the list",
      reply: (f) => `Thanks, ${f.name}. News from ${f.wall} will go to ${f.email}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) =>
        `Thanks, ${f.name}. Your message about ${f.topic} (${f.wall}) is with us, and we'll reply to ${f.email} ` +
        `within 2 working days.`,
    },
  },
};
