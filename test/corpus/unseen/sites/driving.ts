import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { drivingMorePages } from "./driving-more";

// UNSEEN: the sixth held-out part of the corpus (Clearway Driving School), run once at the very end as an outside
// measurement: whoever tunes the engines must not read this file (see test/corpus/score.ts). A driving school whose
// fees sit as tables of lesson × gearbox with next year's prices in the news, instructors as cards whose fields each
// have a sibling on the next card, theory classes and test centres side by side; the footer's number is the
// office's, not an instructor's.
const page = shell({
  brand: "Clearway Driving School",
  tagline: "Patient instructors across Bramhill, Lindford and Hatherby",
  nav: [
    ["Ways to learn", "/courses"],
    ["Fees", "/prices"],
    ["The instructors", "/instructors"],
    ["Where we go", "/areas"],
    ["Theory", "/theory"],
    ["News", "/news"],
    ["Good to know", "/faq"],
    ["About Clearway", "/about"],
    ["Say hello", "/contact"],
    ["Start driving", "/book"],
  ],
  footer: {
    year: 2026,
    address: "Clearway Driving School Ltd, 7 Chapel Street, Bramhill BR5 2LQ",
    phone: "01632 962 000",
    email: "lessons@clearway.test",
    socials: ["Facebook", "Instagram", "TikTok"],
  },
});

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

type Instructor = [
  name: string,
  car: string,
  gearbox: string,
  areas: string,
  days: string,
  passRate: string,
  languages: string,
];

const INSTRUCTORS: Instructor[] = [
  ["Deborah Quayle", "Ford Fiesta", "Manual", "Bramhill and Lindford", "Monday to Friday", "71%", "English"],
  [
    "Imran Siddiqui",
    "Toyota Yaris Hybrid",
    "Automatic",
    "Bramhill",
    "Tuesday to Saturday",
    "68%",
    "English, Urdu and Punjabi",
  ],
  [
    "Kerry-Ann Walsh",
    "Vauxhall Corsa",
    "Manual",
    "Lindford and Hatherby",
    "Monday to Thursday, days and evenings",
    "64%",
    "English",
  ],
  [
    "Lucja Nowak",
    "Ford Fiesta",
    "Manual",
    "Bramhill and Hatherby",
    "Monday, Tuesday, Friday and Saturday",
    "66%",
    "English and Polish",
  ],
  [
    "Owen Pritchard",
    "MG4 (electric)",
    "Automatic",
    "Lindford",
    "Wednesday to Sunday",
    "59%",
    "English and Welsh",
  ],
  ["Sam Oduya", "Seat Ibiza", "Manual", "Bramhill", "Weekday evenings and Saturdays", "62%", "English"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Clearway Driving School",
    `<p>Friendly, fully qualified instructors teaching learners in Bramhill, Lindford and the Hatherby villages
    since 2003. Dual-controlled cars, manual or automatic, and pick-up from home, school or work.</p>
    <p><a href="/book">Book your first lesson</a> · <a href="/instructors">Who will teach me?</a> ·
    <a href="/prices">Lessons and courses</a></p>
    <h2>From the blog</h2>${cards([
      ["23 November 2026", "Fees in 2027", "What changes on 1 January.", "/news"],
      ["17 November 2026", "Welcome, Owen", "Electric lessons in Lindford.", "/news"],
    ])}
    <h2>Why Clearway?</h2><p>Every pupil gets a progress log in our app, and our instructors never take more than
    two new pupils a week.</p>`,
  ),
  "/instructors": page(
    "The instructors",
    `<p>All our instructors are DVSA approved driving instructors (ADIs) and every car has dual controls.</p>
    <div class="cards">${INSTRUCTORS.map(
      ([name, car, gearbox, areas, days, passRate, languages]) =>
        `<article class="card"><h3>${name}</h3>${dl([
          ["Car", car],
          ["Gearbox", gearbox],
          ["Teaches in", areas],
          ["Available", days],
          ["First-time pass rate, 2025", passRate],
          ["Speaks", languages],
        ])}</article>`,
    ).join("")}</div>
    <p>Owen joined us in November 2026; his pass rate is from his last school.</p>`,
  ),
  "/areas": page(
    "Where we go",
    `<p>We pick up from home, school, college or work anywhere in our area at no extra charge.</p>` +
      table(
        "Areas we cover",
        ["Area", "Postcodes", "Nearest test centre"],
        [
          ["Bramhill", "BR1 to BR5", "Bramhill"],
          ["Lindford", "LN2 and LN3", "Lindford"],
          ["Hatherby villages", "HB7", "Lindford"],
        ],
      ) +
      `<h2>Test centres</h2>` +
      table(
        "Driving test centres",
        ["Centre", "Address", "Typical wait for a test (November 2026)", "Tests on Saturdays"],
        [
          ["Bramhill", "Foundry Road, Bramhill BR3 9TT", "14 weeks", "No"],
          ["Lindford", "Station Approach, Lindford LN2 4DE", "9 weeks", "Yes"],
        ],
      ) +
      `<p>We do not teach in Marbury or Kettlewick. Lessons can end at the test centre if you ask.</p>`,
  ),
  "/book": page(
    "Start driving",
    `<p>Tell us when you'd like to start and we'll match you with an instructor. You need a provisional licence
    before your first lesson.</p>
    <form method="post" action="/book/lesson">
    <p><label>Gearbox <select name="gearbox">${options([
      ["manual", "Manual"],
      ["automatic", "Automatic"],
    ])}</select></label></p>
    <p><label>Lesson <select name="lesson">${options([
      ["first-lesson-offer", "First-lesson offer (3 hours)"],
      ["single", "Single lesson (1 hour)"],
      ["double", "Double lesson (2 hours)"],
      ["motorway", "Motorway lesson (2 hours)"],
      ["refresher", "Refresher course (4 hours)"],
    ])}</select></label></p>
    <p><label>Area <select name="area">${options([
      ["bramhill", "Bramhill"],
      ["lindford", "Lindford"],
      ["hatherby", "Hatherby villages"],
    ])}</select></label></p>
    <p><label>Preferred date <input type="date" name="date" required></label></p>
    <p><label>Start time <select name="time">${options(
      ["08:00", "10:00", "12:00", "14:00", "16:00", "18:00"].map((t) => [t, t]),
    )}</select></label></p>
    <p><label>Pick-up postcode <input name="postcode" required></label></p>
    <p><label>Learner's name <input name="name" required></label></p>
    <p><label>Mobile <input type="tel" name="phone" required></label></p>
    <p><label>Email <input type="email" name="email"></label></p>
    <button type="submit">Request lesson</button></form>`,
  ),
  "/vouchers": page(
    "Gift a lesson",
    `<p>Vouchers are valid for 12 months and can be used with any of our instructors.</p>
    <form method="post" action="/vouchers/order">
    <p><label>Voucher <select name="voucher">${options([
      ["first-lesson-offer", "First-lesson offer, 3 hours"],
      ["single-manual", "Single lesson, manual"],
      ["single-automatic", "Single lesson, automatic"],
      ["block-manual", "Block of 10 hours, manual"],
      ["block-automatic", "Block of 10 hours, automatic"],
      ["value-50", "£50 to spend"],
      ["value-100", "£100 to spend"],
    ])}</select></label></p>
    <p><label>Who is it for? <input name="recipient" required></label></p>
    <p><label>Message <textarea name="message" rows="2"></textarea></label></p>
    <p><label>Send it by <select name="delivery">${options([
      ["email", "Email (free)"],
      ["post", "Post, in a gift card (£2.50)"],
    ])}</select></label></p>
    <p><label>Your name <input name="name" required></label></p>
    <p><label>Your email <input type="email" name="email" required></label></p>
    <button type="submit">Order voucher</button></form>`,
  ),
  "/contact": page(
    "Say hello",
    table(
      "Office hours",
      ["Day", "Office open"],
      [
        ["Monday to Friday", "09:00–17:30"],
        ["Saturday", "09:00–12:30"],
        ["Sunday", "Closed"],
      ],
    ) +
      dl([
        ["Office", "7 Chapel Street, Bramhill BR5 2LQ · 01632 962 000"],
        ["Text or WhatsApp", "07700 900 415"],
        ["Lindford desk (in the Community Hub, Thursdays only)", "01632 962 250"],
        ["Email", "lessons@clearway.test"],
      ]) +
      `<p>Buying for someone else? <a href="/vouchers">Give the gift of driving</a>.</p>
      <h2>Ask us to call you</h2>
      <form method="post" action="/callback/request">
      <p><label>Name <input name="name" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Best time to call <select name="when">${options([
        ["morning", "Morning"],
        ["afternoon", "Afternoon"],
        ["evening", "Evening (until 19:00)"],
      ])}</select></label></p>
      <p><label>About <select name="topic">${options([
        ["first-lessons", "Starting lessons"],
        ["intensive", "An intensive course"],
        ["test", "Booking a test"],
        ["instructor-training", "Becoming an instructor"],
        ["other", "Something else"],
      ])}</select></label></p>
      <button type="submit">Call me back</button></form>`,
  ),
  ...drivingMorePages(page),
};

export const DRIVING: CorpusSite = {
  name: "driving",
  pages,
  layout: page,
  forms: {
    "/book/lesson": {
      title: "Lesson request received",
      reply: (f) =>
        `Thanks, ${f.name}. We have your request for a ${f.gearbox} ${f.lesson} lesson in ${f.area} on ${f.date} ` +
        `at ${f.time}, picking up at ${f.postcode}. An instructor will text ${f.phone} within one working day.`,
    },
    "/vouchers/order": {
      title: "Voucher ordered",
      reply: (f) =>
        `Thank you, ${f.name}. Your ${f.voucher} voucher for ${f.recipient} will be sent by ${f.delivery}. ` +
        `We have emailed the payment link to ${f.email}. Voucher number CW-2290.`,
    },
    "/callback/request": {
      title: "We'll call you",
      reply: (f) => `Thanks, ${f.name}. We will call ${f.phone} in the ${f.when} about ${f.topic}.`,
    },
  },
};
