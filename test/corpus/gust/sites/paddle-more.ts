import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// GUST: the twenty-first held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const LIMITS: string[][] = [
  ["Single sit-on-top kayak", "10 on the Mere, 12 on the river", "120 kg", "Anyone who can swim"],
  [
    "Double sit-on-top kayak",
    "5, with an adult in the back seat",
    "200 kg for both",
    "A grown-up and a child, or two friends",
  ],
  [
    "Open canoe",
    "3, sitting in the middle with two adults",
    "300 kg for everyone on board",
    "Families: up to 2 adults and a child, or 3 adults",
  ],
  [
    "Stand-up paddleboard",
    "10",
    "110 kg (our XL boards take up to 140 kg: ask when you book)",
    "Anyone with a bit of balance",
  ],
  ["Touring kayak", "16", "110 kg", "Paddlers with a Paddle Discover award, or the same experience"],
  ["Giant SUP", "6", "8 people, 650 kg in all", "Groups, with one of our instructors on board"],
];

const COURSES: string[][] = [
  [
    "Paddle Start",
    "Complete beginners in a kayak or a canoe, ages 10 and up",
    "2 hours",
    "Mere Boathouse",
    "£45",
    "Every Saturday at 10:00, and at 13:00 from April to October",
  ],
  [
    "SUP Start",
    "Beginners on a paddleboard, ages 12 and up",
    "2 hours",
    "Mere Boathouse",
    "£45",
    "Saturdays and Sundays at 11:00, April to October",
  ],
  [
    "Paddle Discover",
    "Your first British Canoeing award, after Paddle Start or the same",
    "1 day, 09:30–16:00",
    "Mere Boathouse",
    "£95",
    "Sunday 13 December 2026, Saturday 16 January 2027, Sunday 14 March 2027",
  ],
  [
    "Paddle Safer",
    "Rescues and staying safe, for anyone who paddles without us",
    "1 day, 09:30–16:00",
    "Mere Boathouse",
    "£85",
    "Saturday 20 February 2027, Saturday 20 March 2027",
  ],
  ["SUP Discover", "After SUP Start", "1 day, 09:30–16:00", "Mere Boathouse", "£95", "Saturday 15 May 2027"],
  [
    "Paddle Explore",
    "Journeys on moving water, after Paddle Discover",
    "2 days",
    "Stowford Quay",
    "£185",
    "24–25 April 2027, 22–23 May 2027",
  ],
  ["Private coaching", "Any craft, any level", "1 hour", "Either base", "£55", "When it suits you"],
];

const KIDS: string[][] = [
  [
    "Puddle Ducks",
    "4 to 7, with a grown-up in the canoe",
    "Saturdays 09:00–10:00, April to October",
    "Mere Boathouse",
    "£15 a child (the grown-up is free)",
  ],
  [
    "Junior Paddlers",
    "8 to 11",
    "Saturdays 10:30–12:00, all year",
    "Mere Boathouse",
    "£18 a session, or £90 for 6",
  ],
  [
    "Youth Paddle Club",
    "12 to 16",
    "Wednesdays 17:30–19:00 from April to September; Sundays 13:00–14:30 from October to March",
    "Mere Boathouse",
    "£20 a session",
  ],
  [
    "River Rats summer camp",
    "9 to 14",
    "Monday to Friday 09:30–15:30, 26 July to 27 August 2027",
    "Stowford Quay",
    "£48 a day, £210 for 5 days",
  ],
  [
    "Holiday paddle days",
    "8 to 13",
    "10:00–15:00 on Wednesday 30 December 2026, 17 and 18 February 2027, and in the Easter holidays",
    "Mere Boathouse",
    "£42 a day",
  ],
];

const GROUPS: string[][] = [
  [
    "Raft Race",
    "Build a raft from canoes, race it across the bay, and finish on the giant SUP. 2 hours",
    "8 to 24",
    "Mere Boathouse",
    "£32",
  ],
  [
    "Giant SUP Challenge",
    "Races and silly games on our two giant SUPs, 90 minutes",
    "8 to 16",
    "Mere Boathouse",
    "£29",
  ],
  [
    "Paddle to the Pub",
    "A guided canoe trip 4 miles down the Leddon to the Ferryman's Arms, a drink on us, and the minibus back. 3 hours",
    "8 to 20",
    "Stowford Quay",
    "£49 (Saturdays £55)",
  ],
  ["Team Day", "Coached paddling, a raft build and challenges, half a day", "10 to 40", "Either base", "£58"],
  [
    "Kids' birthday party",
    "90 minutes on the water with an instructor, then the clubroom for 45 minutes (bring your own food)",
    "Up to 12 children aged 8 and over",
    "Mere Boathouse",
    "£240 for the party",
  ],
];

/** A crew card: name, role, qualifications, where and when, a line about them. */
const crew = (name: string, role: string, qualified: string, when: string, about: string) =>
  `<article class="card"><h3>${name}</h3><p>${role}</p><p>${qualified}</p><p>${when}</p><p>${about}</p></article>`;

const CREW = `<div class="cards">${[
  crew(
    "Rob Haldane",
    "Founder and Head Coach",
    "British Canoeing Advanced Coach (open water), paddling for 25 years",
    "Mere Boathouse, Friday to Tuesday",
    "Started Mereside with four canoes in 2011. Runs Paddle Discover, Paddle Safer and our private coaching.",
  ),
  crew(
    "Priya Chauhan",
    "Stowford Quay Manager",
    "Paddlesport Instructor (canoe and kayak), Swiftwater Rescue Technician",
    "Stowford Quay, Easter to September",
    "Leads Paddle Explore and looks after the one-way trips.",
  ),
  crew(
    "Tom Ashworth",
    "Senior Instructor",
    "British Canoeing SUP Coach",
    "Mere Boathouse, Wednesday to Sunday",
    "Our paddleboard specialist: SUP Start, SUP Discover and the Giant SUP Challenge.",
  ),
  crew(
    "Ffion Rees",
    "Instructor",
    "Paddlesport Instructor, paediatric first aid",
    "Mere Boathouse, Wednesdays and Saturdays (and Sundays in winter)",
    "Runs Puddle Ducks, Junior Paddlers and Youth Paddle Club.",
  ),
  crew(
    "Dan Okoro",
    "Instructor and minibus driver",
    "Paddlesport Instructor, D1 licence",
    "Stowford Quay, weekends",
    "Leads Paddle to the Pub, then drives everyone back.",
  ),
  crew(
    "Hattie Marsh",
    "Bookings and Office Manager",
    "Keeps us all afloat",
    "The office, Monday to Friday 09:00–16:00",
    "Anything about a booking: hattie@meresidepaddle.test.",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "19 November 2026",
    "Prices for 2027",
    "From 1 January 2027 an hour's hire goes up by £2, and Paddle Start and SUP Start go up from £45 to £49: our first rise in three years. Half-day and full-day hire, and our other courses, stay as they are.",
  ],
  [
    "6 November 2026",
    "Winter at the Mere",
    "Winter opening started on 1 November: the Mere Boathouse is open Friday to Sunday, 10:00–15:30, until the end of March. Last winter we opened on Saturdays and Sundays only.",
  ],
  [
    "1 October 2026",
    "See you at Easter, Stowford",
    "Thanks for a brilliant season on the river. Stowford Quay is now closed for the winter, and reopens for Easter on Saturday 27 March 2027.",
  ],
  [
    "14 September 2026",
    "Summer in numbers",
    "12,480 of you got on the water this summer, 1,106 children came to Puddle Ducks and Junior Paddlers, and Priya's team ran 214 one-way trips.",
  ],
  [
    "2 August 2026",
    "Big Bertha joins the fleet",
    "Our second giant SUP is here. An hour on the giant SUP at peak times was £85 last year; this year it's £95, with an instructor on board.",
  ],
  [
    "10 June 2026",
    "Tom is a SUP Coach",
    "Congratulations to Tom Ashworth, who passed his British Canoeing SUP Coach assessment on the Mere in May.",
  ],
]);

const JOBS = cards([
  [
    "Closes 8 January 2027",
    "Seasonal Paddlesport Instructors (3 posts)",
    "1 April to 30 September 2027, at either base, 30 to 40 hours a week including weekends. £13.50 an hour, or £15 with a British Canoeing coach award. You'll need the Paddlesport Instructor award and a first aid certificate.",
  ],
  [
    "Closes 31 January 2027",
    "Trainee instructor",
    "For 18s and over who've paddled a bit: we'll pay for your Paddlesport Instructor training and assessment (worth £495) if you work two summers with us. £11.44 an hour while you train.",
  ],
  [
    "Closes 15 February 2027",
    "Hire desk assistant (weekends)",
    "Saturdays and Sundays at the Mere Boathouse, all year, for 16s and over: £10 an hour under 18, £12.21 from 18.",
  ],
  [
    "Open until filled",
    "Minibus driver, Stowford Quay",
    "Summer weekends, bringing paddlers back from Millbridge and the Ferryman's Arms. D1 on your licence, and 25 or over. £13 an hour.",
  ],
]);

/** Before you come, courses, children, groups, the crew, news, jobs, answers, contact, and three search-only pages. */
export function paddleMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  count: (from: number, to: number) => [string, string][],
): Record<string, FixturePage> {
  return {
    "/know": page(
      "Before you come",
      `<p>Everyone who goes on the water must be able to swim 25 metres. Under 16s must be on the water with a paying
      adult, and anyone under 18 needs a parent or guardian to sign the booking form.</p>` +
        table("Ages and weights", ["Craft", "Youngest age", "Most weight", "Who it's for"], LIMITS) +
        `<h2>What to wear</h2>
        <p>Quick-drying clothes and trainers or wetsuit boots you don't mind getting wet: no jeans, no flip-flops. Bring a
        towel and a change of clothes. From November to March everyone wears a wetsuit.</p>
        <h2>If the weather turns</h2>` +
        dl([
          [
            "When we cancel",
            "Rain is fine. We don't go out in thunder and lightning, in gusts over 25 mph on the Mere, or when the river at Stowford is above 1.1 metres on the gauge",
          ],
          ["How you'll know", "We decide by 08:00 on the day and text the mobile number on your booking"],
          ["If we cancel", "A full refund, or move your booking to another day for free"],
        ]) +
        `<h2>If you need to cancel</h2>` +
        dl([
          ["7 days or more before", "A full refund, less a £5 admin fee"],
          ["2 to 6 days before", "Move your booking once for free, or a 50% refund"],
          ["Less than 48 hours before, or if you don't turn up", "No refund"],
        ]),
    ),
    "/courses": page(
      "Learn to paddle",
      `<p>Our courses follow British Canoeing's Paddle Awards, and are taught by our own coaches in small groups (never
      more than 8 to an instructor). The award fee is included, and your certificate comes by email within 2
      weeks.</p>` +
        table(
          "Courses, winter 2026 to summer 2027",
          ["Course", "Who it's for", "Length", "Where", "Price", "Dates"],
          COURSES,
        ) +
        dl([
          [
            "From 1 January 2027",
            "Paddle Start and SUP Start will be £49. Places booked before then keep their price",
          ],
          ["Private coaching", "£55 an hour, or £95 for 2 hours. A second person is £20 more"],
          [
            "Concessions",
            "15% off Paddle Discover, Paddle Safer and Paddle Explore for under 18s and full-time students",
          ],
          ["In winter", "We lend wetsuits free on every course from November to March"],
          ["Youngest age", "10 for Paddle Start, 12 for every other course"],
        ]) +
        `<p><a href="/courses/book">Book a course</a></p>`,
    ),
    "/courses/book": page(
      "Book a course",
      `<p>Tell us the course and the date, and we'll hold your places for 48 hours while we email you a link to
      pay.</p>
      <form method="post" action="/courses/book/send">
      <p><label>Course <select name="course">${options([
        ["paddle-start", "Paddle Start (2 hours)"],
        ["sup-start", "SUP Start (2 hours)"],
        ["paddle-discover", "Paddle Discover (1 day)"],
        ["paddle-safer", "Paddle Safer (1 day)"],
        ["sup-discover", "SUP Discover (1 day)"],
        ["paddle-explore", "Paddle Explore (2 days)"],
        ["private", "Private coaching"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Start time (Paddle Start and SUP Start) <select name="time">${options([
        ["", "Not needed"],
        ["10:00", "10:00"],
        ["11:00", "11:00"],
        ["13:00", "13:00"],
      ])}</select></label></p>
      <p><label>Number of people <select name="people">${options(count(1, 6))}</select></label></p>
      <p><label>Ages of anyone under 18 <input name="ages"></label></p>
      <p><label>Concession <select name="concession">${options([
        ["none", "None"],
        ["under-18", "Under 18"],
        ["student", "Full-time student"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <p><label>Your paddling so far <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Book</button></form>`,
    ),
    "/kids": page(
      "Young paddlers",
      `<p>Sessions for children by age, run by instructors with paediatric first aid and DBS checks. Children must be
      able to swim 25 metres.</p>` +
        table("Children's sessions", ["Session", "Ages", "When", "Where", "Price"], KIDS) +
        dl([
          ["Brothers and sisters", "£2 off each session for the second child, and any more"],
          ["Try it", "A first Junior Paddlers session is £10"],
          [
            "In winter",
            "Wetsuits are included for Junior Paddlers, Youth Paddle Club and holiday paddle days from November to March",
          ],
          ["Staying or going", "Puddle Ducks paddle with you. Junior Paddlers and older can be dropped off"],
          ["Birthday parties", 'See <a href="/groups">groups and celebrations</a>'],
        ]) +
        `<h2>Book a session</h2>
        <form method="post" action="/kids/book/send">
        <p><label>Session <select name="session">${options([
          ["puddle-ducks", "Puddle Ducks (4 to 7)"],
          ["junior-paddlers", "Junior Paddlers (8 to 11)"],
          ["youth-club", "Youth Paddle Club (12 to 16)"],
          ["river-rats", "River Rats summer camp (9 to 14)"],
          ["holiday-day", "Holiday paddle day (8 to 13)"],
        ])}</select></label></p>
        <p><label>Child's first name <input name="child" required></label></p>
        <p><label>Child's age <input type="number" name="age" min="4" max="16" required></label></p>
        <p><label>Date (the first session) <input type="date" name="date" required></label></p>
        <p><label>First-time taster (Junior Paddlers, £10) <select name="taster">${options([
          ["no", "No"],
          ["yes", "Yes"],
        ])}</select></label></p>
        <p><label>Parent or guardian's name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Mobile <input type="tel" name="phone" required></label></p>
        <p><label>Medical needs or anything we should know <textarea name="notes" rows="3"></textarea></label></p>
        <button type="submit">Book</button></form>`,
    ),
    "/groups": page(
      "Groups &amp; celebrations",
      `<p>Stag and hen dos, birthdays, work days and school trips. Every group has its own instructors.</p>` +
        table("Group packages", ["Package", "What you do", "Group size", "Where", "Price a head"], GROUPS) +
        dl([
          [
            "Stag and hen",
            "Paddle to the Pub and the Giant SUP Challenge are our stag and hen favourites. Fancy dress is welcome over a buoyancy aid. Anyone who has been drinking before the session won't go on the water, and won't get a refund",
          ],
          ["Deposit", "£15 a head (£60 for a party) to book, and the rest 14 days before"],
          ["Fewer than 8?", "We charge for 8"],
          [
            "In winter",
            "From November to March, Raft Race, the Giant SUP Challenge, Team Days and parties run at the Mere, Friday to Sunday. Paddle to the Pub runs from Easter to September",
          ],
          ["Schools and youth groups", "From £18 a head: ask us"],
        ]) +
        `<h2>Ask about a group booking</h2>
        <form method="post" action="/groups/enquire/send">
        <p><label>Package <select name="package">${options([
          ["raft-race", "Raft Race"],
          ["giant-sup-challenge", "Giant SUP Challenge"],
          ["paddle-to-the-pub", "Paddle to the Pub"],
          ["team-day", "Team Day"],
          ["party", "Kids' birthday party"],
        ])}</select></label></p>
        <p><label>What's the occasion? <select name="occasion">${options([
          ["stag", "Stag do"],
          ["hen", "Hen do"],
          ["birthday", "Birthday"],
          ["work", "Work or team day"],
          ["school", "School or youth group"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Group size <input type="number" name="size" min="1" max="40" required></label></p>
        <p><label>Organiser's name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Mobile <input type="tel" name="phone"></label></p>
        <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
        <button type="submit">Send enquiry</button></form>`,
    ),
    "/crew": page(
      "The crew",
      `<p>Everyone who takes you on the water is qualified by British Canoeing and holds an outdoor first aid
      certificate.</p>${CREW}`,
    ),
    "/news": page("Splashes", NEWS),
    "/jobs": page(
      "Work with us",
      `<p>Spend the summer on the water. We're a team of 9 all year, and about 30 in the summer.</p>${JOBS}
      <p>To apply, email a CV and a few lines about your paddling to Rob Haldane at jobs@meresidepaddle.test. Staff
      paddle free on their days off.</p>`,
    ),
    "/faq": page(
      "Questions",
      dl([
        [
          "Do I need any experience?",
          "No. Our sit-on-top kayaks, canoes and paddleboards are stable and forgiving, and we give everyone a safety talk before they go",
        ],
        [
          "Can I bring my dog?",
          "Yes, in an open canoe at either base, on a lead on land. Dog buoyancy aids are £5 to hire. Not on kayaks or paddleboards, sorry",
        ],
        ["Will I fall in?", "On a paddleboard, quite possibly. In a canoe, hardly anyone does"],
        ["How do I pay?", "By card or phone when you arrive. We don't take cash at either base"],
        ["Can I launch my own boat?", "Yes: ask at the hire desk before you put in"],
        [
          "Is there anywhere to eat?",
          "The Mere Café, run by the country park, is next to the Mere Boathouse. At Stowford there's the Ferryman's Arms, 4 miles downriver",
        ],
        ["Do you sell gift vouchers?", "Yes: ask at either base or ring the office"],
        [
          "Is it suitable for someone with a disability?",
          "Often, yes. The Mere Boathouse has an accessible pontoon and a hoist: ring us to talk it through",
        ],
      ]),
    ),
    "/contact": page(
      "Get in touch",
      dl([
        ["Bookings office", "01632 971 200, Monday to Friday 09:00–16:00 (Hattie Marsh)"],
        ["Mere Boathouse", '01632 971 201 on opening days · <a href="/bases/mere">find us</a>'],
        ["Stowford Quay", '01632 971 202, Easter to September · <a href="/bases/stowford">find us</a>'],
        ["Email", "ahoy@meresidepaddle.test"],
        ["Groups, stag and hen", "groups@meresidepaddle.test"],
        ["Jobs", "jobs@meresidepaddle.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="topic">${options([
          ["hire", "Hire"],
          ["courses", "Courses"],
          ["kids", "Children's sessions"],
          ["groups", "Groups and parties"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep booking details and signed consent forms for 3 years, as our insurers ask us to.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring the bookings office on 01632 971
      200.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/vouchers": page(
      "Gift vouchers",
      `<p>A voucher for any amount from £20, or for a named hire or course, to spend at either base.</p>` +
        dl([
          ["Valid for", "2 years from the date you buy it"],
          ["Where to buy", "At either base, or ring the bookings office on 01632 971 200"],
          ["Good to know", "Vouchers can't be exchanged for cash"],
        ]),
    ),
    "/own-kit": page(
      "Paddling your own kit",
      dl([
        [
          "Launch permit at the Mere",
          "£6 a day, or £60 for a year from the date you buy it. Show it on your boat or board",
        ],
        [
          "Stowford Quay",
          "Free to launch from the slipway, but on the Leddon you'll need British Canoeing membership or a waterways licence",
        ],
        ["Storage at the Mere", "Racks for kayaks and boards, £180 a year: there's a waiting list"],
        ["Buoyancy aids", "Must be worn on the water, whoever's kit it is"],
      ]),
    ),
    "/paddle-ability": page(
      "Paddle Ability",
      `<p>Adaptive paddling for disabled adults and children, with adapted seats, outriggers and the hoist at the Mere
      Boathouse.</p>` +
        dl([
          ["When", "The first Sunday of every month, 13:00–15:00, at the Mere Boathouse"],
          ["Price", "£10 a session, carers free"],
          ["Booking", "Ring Rob Haldane on 01632 971 200 before your first session"],
        ]),
    ),
  };
}
