import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { archeryMorePages } from "./archery-more";

// GLOAM: the thirty-fourth held-out part of the corpus (Fletchgate Archery & Axe), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). An archery and axe-throwing centre with two venues, The Barn (a farm outside
// Fletchgate with a field range, an indoor barn and 4 axe lanes in the cart shed, a dry site with 40 free parking
// spaces) and Mercer's Wharf (an indoor venue in Dunmere with 8 axe lanes, 4 archery lanes and a bar, over 18s only
// after 19:00, no parking): sessions as a table of session × venue × length × youngest × weekday × weekend × biggest
// group, the beginners' course with its start dates, opening hours by venue with Christmas, party packages as a table
// of party × venue × ages × a head × group × what's in it, membership tiers by the month and the year, the coaches as
// cards with their qualifications, the rules (closed-toe shoes, alcohol by venue, ages, waivers) and cancellations by
// notice, gift vouchers, FAQs, dated news (with last year's weekend price), forms to book a session, join a course,
// book a party, join the club, buy a voucher and send a message, and two pages only the site's search finds. The
// footer's free parking at both venues is true of The Barn only.
const shellPage = shell({
  brand: "Fletchgate Archery & Axe",
  tagline: "Bows on the farm, axes on the wharf",
  nav: [
    ["Pick your weapon", "/sessions"],
    ["Find us", "/venues"],
    ["Birthdays and dos", "/parties"],
    ["The club", "/membership"],
    ["Your coaches", "/coaches"],
    ["Range rules", "/rules"],
    ["Gift it", "/vouchers"],
    ["You asked", "/faq"],
    ["Latest", "/news"],
    ["Get in touch", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "The Barn, Hob Lane Farm, Fletchgate, Ravensholme RV6 2HL",
    phone: "0115 496 0320",
    email: "hello@fletchgate.test",
    socials: ["Instagram", "Facebook", "TikTok"],
  },
});

/** Every page, with the company and VAT numbers and the footer's free parking at both venues: true of The Barn only. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Fletchgate Archery & Axe Ltd, registered in England no. 12650387 · VAT no. GB 388 4102 56 · Free parking at both venues</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const count = (from: number, to: number) =>
  options(
    Array.from({ length: to - from + 1 }, (_, i) => [`${from + i}`, `${from + i}`] as [string, string]),
  );

/** Sessions: session, venue, how long, youngest, weekday a person, weekend a person, biggest group. */
const SESSIONS: string[][] = [
  ["Archery have-a-go", "The Barn", "1 hour", "8", "£22", "£26", "12"],
  ["Archery tag", "The Barn", "90 minutes", "10", "£20", "£24", "20"],
  ["Axe throwing", "The Barn", "1 hour", "12", "£24", "£28", "10"],
  ["Axe and arrow combo", "The Barn", "2 hours", "12", "£40", "£46", "10"],
  ["Axe throwing", "Mercer's Wharf", "1 hour", "16 (18 after 19:00)", "£25", "£30", "16"],
  ["Indoor archery lane", "Mercer's Wharf", "45 minutes", "8", "£18", "£22", "6"],
  [
    "Beginners' archery course",
    "The Barn",
    "4 weeks, 2 hours a week",
    "12",
    "£95 (Tuesday evenings)",
    "£110 (Saturday mornings)",
    "8",
  ],
];

/** Beginners' courses: course, starts, times. */
const COURSES: string[][] = [
  ["Tuesday evenings", "Tuesday 12 January 2027", "18:30–20:30", "£95"],
  ["Saturday mornings", "Saturday 16 January 2027", "09:30–11:30", "£110"],
  ["Tuesday evenings", "Tuesday 2 March 2027", "18:30–20:30", "£95"],
  ["Saturday mornings", "Saturday 6 March 2027", "09:30–11:30", "£110"],
];

const you = `<p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Fletchgate Archery & Axe",
    `<p class="banner" role="status"><strong>Christmas vouchers:</strong> order by 18 December for the post.
    <a href="/vouchers">Buy one</a>. New beginners' courses start in January.</p>
    <p>Loose an arrow across a Fletchgate hay meadow, or sink an axe into end-grain pine on the wharf in Dunmere.
    Coached sessions for complete beginners, parties, and a club for when you're hooked.</p>
    <p><a href="/book">Book a session</a> · <a href="/courses">Learn archery properly</a></p>
    <h2>Latest</h2>${cards([
      ["20 November 2026", "Christmas opening", "Closed for three days, open for the rest.", "/news"],
      ["3 November 2026", "Two more lanes", "Mercer's Wharf grows.", "/news"],
      ["12 October 2026", "Priya's new badge", "Another qualified coach.", "/news"],
    ])}
    <h2>What's on</h2>${cards([
      ["From £22", "Archery", "Have a go at The Barn.", "/sessions"],
      ["From £24", "Axe throwing", "At both venues.", "/sessions"],
      ["From £24 a child", "Parties", "Robin Hood and more.", "/parties"],
    ])}`,
  ),
  "/sessions": page(
    "Pick your weapon",
    `<p>Every session starts with a safety briefing and is coached from the first arrow or axe to the last.
    Weekday prices are Monday to Friday; weekend prices are Saturdays, Sundays and bank holidays.</p>` +
      table(
        "Sessions",
        [
          "Session",
          "Venue",
          "How long",
          "Youngest",
          "Weekday, a person",
          "Weekend, a person",
          "Biggest group",
        ],
        SESSIONS,
      ) +
      dl([
        ["Under 18s", "Always with a paying adult"],
        ["Bigger groups", "Split across lanes or times: ring us"],
        ["Left-handed?", "We have bows for you"],
      ]) +
      `<p><a href="/book">Book a session</a> · <a href="/courses">The beginners' course</a> ·
      <a href="/parties">Parties</a></p>`,
  ),
  "/book": page(
    "Book a session",
    `<p>Pick a venue, a session and a time. Everyone signs our waiver online before they come.</p>
      <form method="post" action="/book/send">
      <fieldset><legend>Venue</legend>
      <label><input type="radio" name="venue" value="barn"> The Barn, Fletchgate</label>
      <label><input type="radio" name="venue" value="wharf"> Mercer's Wharf, Dunmere</label>
      </fieldset>
      <p><label>Session <select name="session">${options([
        ["have-a-go", "Archery have-a-go (The Barn)"],
        ["archery-tag", "Archery tag (The Barn)"],
        ["axe", "Axe throwing (both venues)"],
        ["combo", "Axe and arrow combo (The Barn)"],
        ["archery-lane", "Indoor archery lane (Mercer's Wharf)"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options([
        ["10:00", "10:00"],
        ["12:00", "12:00"],
        ["14:00", "14:00"],
        ["16:00", "16:00"],
        ["18:00", "18:00"],
        ["20:00", "20:00 (Mercer's Wharf)"],
        ["21:00", "21:00 (Mercer's Wharf)"],
      ])}</select></label></p>
      <p><label>People <select name="people">${count(1, 20)}</select></label></p>
      <fieldset><legend>Ages</legend>
      <label><input type="radio" name="ages" value="adults"> Everyone is 18 or over</label>
      <label><input type="radio" name="ages" value="mixed"> Some of us are under 18</label>
      </fieldset>
      <p><label>Occasion <select name="occasion">${options([
        ["none", "Just for fun"],
        ["birthday", "A birthday"],
        ["stag-hen", "A stag or hen do"],
        ["work", "A work do"],
        ["other", "Something else"],
      ])}</select></label></p>
      ${you}
      <button type="submit">Book</button></form>`,
  ),
  "/courses": page(
    "Learn archery properly",
    `<p>Our beginners' archery course is 4 weeks of 2-hour sessions at The Barn, in groups of up to 8, with
    Archery GB coaches. By the end you'll shoot a full round and can join the club. Ages 12 and up; bows, arm guards
    and arrows are lent.</p>` +
      table("Next courses", ["Course", "Starts", "Times", "Price"], COURSES) +
      `<h2>Join a course</h2>
      <form method="post" action="/courses/send">
      <p><label>Course <select name="course">${options([
        ["tue-12-jan", "Tuesdays from 12 January"],
        ["sat-16-jan", "Saturdays from 16 January"],
        ["tue-2-mar", "Tuesdays from 2 March"],
        ["sat-6-mar", "Saturdays from 6 March"],
      ])}</select></label></p>
      <fieldset><legend>The archer's age</legend>
      <label><input type="radio" name="age" value="12-17"> 12 to 17</label>
      <label><input type="radio" name="age" value="18-plus"> 18 or over</label>
      </fieldset>
      <p><label>The archer's name <input name="name" required></label></p>
      <p><label>Parent or guardian (under 18s) <input name="parent"></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Join the course</button></form>`,
  ),
  ...archeryMorePages(page, options, count),
};

export const ARCHERY: CorpusSite = {
  name: "archery",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Session booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.people} people for ${f.session} at ${f.venue} on ${f.date} at ${f.time}. ` +
        `Waivers are on their way to ${f.email}.`,
    },
    "/courses/send": {
      title: "You're on the course",
      reply: (f) => `Thanks. ${f.name} is booked on the ${f.course} course. We've emailed ${f.email}.`,
    },
    "/parties/book/send": {
      title: "Party booked",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.child}'s ${f.package} party is booked for ${f.date} at ${f.time}, for ` +
        `${f.children} children.`,
    },
    "/membership/join/send": {
      title: "Welcome to the club",
      reply: (f) => `Thanks, ${f.name}. Your ${f.tier} membership starts once we've checked your course.`,
    },
    "/vouchers/send": {
      title: "Voucher bought",
      reply: (f) => `Thanks, ${f.name}. A voucher for ${f.recipient} is on its way by ${f.delivery}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
