import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { pharmacyMorePages } from "./pharmacy-more";

// COLD: the ninth held-out part of the corpus (Fenner's Pharmacy), written by someone who did not tune the engines
// and run once at the very end as an outside measurement: whoever tunes the engines must not read this file (see
// test/corpus/score.ts). An independent community pharmacy with two branches in Kettlewick: opening hours per
// branch as a table (a late night at one, a lunch closing at the other, Christmas exceptions on the news page),
// services with prices and the branch that offers them as a table, travel vaccines per dose as another, a
// prescription policy in a definition list, the team as cards, forms to book a jab, order a repeat and sign up
// for delivery, and two pages only the site's search finds. The footer's hours are rounder than the table and its
// number is the head office's, not a branch's.
const shellPage = shell({
  brand: "Fenner's Pharmacy",
  tagline: "Your independent family chemist in Kettlewick since 1962",
  nav: [
    ["Pop in", "/pop-in"],
    ["Jabs &amp; checks", "/services"],
    ["Going abroad?", "/travel"],
    ["Your medicines", "/prescriptions"],
    ["To your door", "/to-your-door"],
    ["Get booked", "/book"],
    ["Faces", "/team"],
    ["Noticeboard", "/news"],
    ["Ask us anything", "/faq"],
    ["Ring or write", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Fenner Healthcare Ltd, 2 Tanners Yard, Kettlewick KW1 3DF",
    phone: "01632 960 300",
    email: "hello@fennerspharmacy.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the footer's hours line: rounder than the table on /pop-in, and true of neither branch. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Both branches open Mon–Sat 9am–6pm · Sundays closed · Head office 01632 960 300</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const BRANCHES: [string, string][] = [
  ["ashby-road", "Ashby Road"],
  ["market-square", "Market Square"],
];

/** Every price has a neighbour in the next row; every branch-only service has one at the other branch. */
const SERVICES: string[][] = [
  [
    "NHS flu vaccination",
    "Aged 65 and over, pregnant, a long-term health condition, or an unpaid carer",
    "Free",
    "Both branches",
  ],
  [
    "Private flu vaccination",
    "Anyone aged 12 and over who can't have it on the NHS",
    "£17.50",
    "Both branches",
  ],
  ["Private COVID-19 vaccination", "Aged 12 and over", "£94", "Ashby Road only"],
  [
    "Shingles vaccination (Shingrix)",
    "Aged 50 and over; two doses, 2 to 6 months apart",
    "£210 a dose",
    "Both branches",
  ],
  ["Chickenpox vaccination", "Aged 1 and over; two doses, 4 weeks apart", "£68 a dose", "Ashby Road only"],
  ["Blood pressure check", "Adults aged 40 and over, or anyone sent by their GP", "Free", "Both branches"],
  ["24-hour blood pressure monitoring", "If your check at the counter reads high", "Free", "Ashby Road only"],
  [
    "Ear wax removal (microsuction)",
    "Adults and children aged 12 and over",
    "£45 one ear, £60 both ears",
    "Market Square only",
  ],
  [
    "Pharmacy First",
    "Sore throat, earache, sinusitis, urine infections in women, impetigo, shingles and infected insect bites",
    "Free",
    "Both branches",
  ],
  ["Emergency contraception", "Aged 13 and over", "Free", "Both branches"],
  ["Weight management consultation", "Adults with a BMI of 30 or more", "£40", "Ashby Road only"],
  ["Stop smoking support", "Anyone sent by the hospital or their GP", "Free", "Market Square only"],
];

/** Each price per dose sits between two others; the doses and the lead time are the same kind of fact nearby. */
const TRAVEL: string[][] = [
  ["Hepatitis A", "2", "£58", "2 weeks"],
  ["Hepatitis B", "3", "£49", "4 weeks"],
  ["Hepatitis A and B combined", "3", "£85", "4 weeks"],
  ["Typhoid (injection)", "1", "£42", "2 weeks"],
  ["Cholera (a drink)", "2", "£36", "3 weeks"],
  ["Rabies", "3", "£72", "4 weeks"],
  ["Japanese encephalitis", "2", "£105", "5 weeks"],
  ["Yellow fever (Market Square only)", "1", "£82", "10 days"],
  ["Meningitis ACWY", "1", "£62", "2 weeks"],
  ["Diphtheria, tetanus and polio", "1", "£38", "2 weeks"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Fenner's Pharmacy",
    `<p class="banner" role="status"><strong>Christmas:</strong> our hours change over the holidays, and one of
    us is the town's rota pharmacy on the bank holiday. <a href="/news">See the dates</a></p>
    <p>Two friendly chemists in Kettlewick, one on Ashby Road and one on Market Square, run by the same family for
    more than sixty years. Prescriptions, jabs, health checks and advice, with no appointment needed for most
    things.</p>
    <p>Flu jabs from £17.50, or free on the NHS · <a href="/services">What we can do</a> ·
    <a href="/book">Pick a time</a> · <a href="/prescriptions">Order a repeat</a></p>
    <h2>On the noticeboard</h2>${cards([
      ["19 November 2026", "Christmas and New Year", "How we're open over the festive fortnight.", "/news"],
      ["2 November 2026", "Blocked ears?", "A new clinic at one of our branches.", "/news"],
      ["14 September 2026", "Flu season is here", "NHS and private jabs now on.", "/news"],
    ])}
    <h2>Why Fenner's?</h2><ul><li>The same pharmacists every week, who know you by name</li>
    <li>Free delivery of prescriptions for many of our patients</li><li>A private room whenever you'd rather not
    talk at the counter</li></ul>`,
  ),
  "/pop-in": page(
    "Pop in",
    table(
      "When we're open",
      ["Day", "Ashby Road", "Market Square"],
      [
        ["Monday to Wednesday", "08:30–19:00", "09:00–17:30"],
        ["Thursday", "08:30–20:00", "09:00–17:30"],
        ["Friday", "08:30–19:00", "09:00–17:00"],
        ["Saturday", "09:00–17:00", "09:00–13:00"],
        ["Sunday", "10:00–14:00", "Closed"],
        ["Pharmacist's lunch break", "We stay open", "Closed 13:00–13:30, Monday to Friday"],
      ],
    ) +
      `<p>Bank holidays and Christmas are different: see the <a href="/news">noticeboard</a>.</p>
      <h2>Ashby Road</h2>` +
      dl([
        ["Address", "112 Ashby Road, Kettlewick KW2 4PL"],
        ["Phone", "01632 960 311"],
        ["Parking", "6 free spaces behind the shop, entrance from Orchard Lane"],
        ["Step-free", "Yes, level entrance with an automatic door"],
        ["Consultation rooms", "2"],
        ["Bus", "Route 4 stops outside"],
      ]) +
      `<h2>Market Square</h2>` +
      dl([
        ["Address", "7 Market Square, Kettlewick KW1 1AB"],
        ["Phone", "01632 960 322"],
        ["Parking", "None of our own: Cattle Market car park (pay and display) is 3 minutes' walk"],
        ["Step-free", "One step at the door: ring the bell and we'll bring the ramp out"],
        ["Consultation rooms", "1"],
        ["Bus", "Kettlewick bus station, 2 minutes' walk"],
      ]),
  ),
  "/services": page(
    "Jabs & checks",
    `<p>Most of these you can just ask for at the counter; vaccinations are by appointment (see
    <a href="/book">Get booked</a>). NHS services are free if you qualify.</p>` +
      table("Services and prices", ["Service", "Who it's for", "Price", "Where"], SERVICES) +
      `<p>A blood pressure check takes about 10 minutes. If your reading is high we'll offer you the 24-hour
      monitor, and we send the results to your GP.</p>
      <p>Ear wax removal appointments last 30 minutes. Please use olive oil drops twice a day for 3 days
      beforehand.</p>`,
  ),
  "/travel": page(
    "Going abroad?",
    `<p>Book a travel consultation at least 6 weeks before you go. We'll check the advice for every country on
    your trip and give you a written plan.</p>` +
      table(
        "Travel vaccines",
        ["Vaccine", "Doses needed", "Price per dose", "Start at least this long before you travel"],
        TRAVEL,
      ) +
      `<p><strong>Travel consultation:</strong> £15, taken off the cost of any vaccines you have</p>
      <p><strong>Malaria tablets (atovaquone/proguanil):</strong> £2.20 a tablet</p>
      <p><strong>Malaria tablets (doxycycline):</strong> 60p a tablet</p>
      <p><strong>Yellow fever certificate:</strong> included in the price of the vaccine</p>
      <p><strong>Lost your certificate?</strong> A replacement is £20</p>
      <p>Market Square is our registered yellow fever centre; every other vaccine is given at both branches.</p>`,
  ),
  "/prescriptions": page(
    "Your medicines",
    `<p>Ask your GP to send your prescriptions to us (we'll show you how), and we'll have them ready.</p>` +
      dl([
        ["Ordering a repeat", "Use the form below or the NHS App. Allow 3 working days before you collect"],
        ["When it's ready", "We text you. Just give your name and date of birth at the counter"],
        [
          "How long we keep it",
          "Ashby Road keeps your bag for 14 days and Market Square for 10 days; after that we send the prescription back and you'll have to order it again",
        ],
        [
          "Collecting for someone else",
          "Bring their name, address and date of birth. For controlled drugs, bring your own photo ID too",
        ],
        ["Delivery area", "Within 3 miles of either branch"],
        ["Delivery days", "Monday, Wednesday and Friday afternoons, between 13:00 and 17:00"],
        [
          "Delivery charge",
          "Free if you're 70 or over, housebound, or have a prepayment certificate; otherwise £3.50 a delivery. Further than 3 miles: £6",
        ],
        ["Fridge items and controlled drugs", "Delivered, but someone must be in to sign for them"],
        ["Weekly blister packs", "Free if your GP says you need them, made up at Ashby Road"],
      ]) +
      `<h2>Order a repeat</h2>
      <form method="post" action="/prescriptions/repeat">
      <p><label>Patient's name <input name="name" required></label></p>
      <p><label>Date of birth <input type="date" name="dob" required></label></p>
      <p><label>GP surgery <select name="surgery">${options([
        ["kettlewick-health-centre", "Kettlewick Health Centre"],
        ["ashby-surgery", "Ashby Road Surgery"],
        ["riverside", "Riverside Medical Practice"],
        ["other", "Another surgery"],
      ])}</select></label></p>
      <p><label>What do you need? <textarea name="items" required></textarea></label></p>
      <p><label>How would you like it? <select name="collect">${options([
        ["ashby-road", "Collect from Ashby Road"],
        ["market-square", "Collect from Market Square"],
        ["delivery", "Deliver it to me"],
      ])}</select></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <button type="submit">Send my order</button></form>`,
  ),
  "/book": page(
    "Get booked",
    `<p>Choose a branch, a day and a part of the day, and we'll text you an exact time. Travel appointments last
    30 minutes; bring your itinerary.</p>
    <form method="post" action="/book/vaccination">
    <p><label>What for? <select name="vaccine">${options([
      ["flu-nhs", "NHS flu jab (free)"],
      ["flu-private", "Private flu jab"],
      ["covid", "Private COVID-19 jab"],
      ["shingles", "Shingles"],
      ["chickenpox", "Chickenpox"],
      ["travel", "Travel vaccines or malaria tablets"],
    ])}</select></label></p>
    <p><label>Travelling? Where to <input name="destination"></label></p>
    <p><label>Branch <select name="branch">${options(BRANCHES)}</select></label></p>
    <p><label>Date <input type="date" name="date" required></label></p>
    <p><label>Time of day <select name="time">${options([
      ["morning", "Morning"],
      ["afternoon", "Afternoon"],
      ["evening", "Evening (Ashby Road only)"],
    ])}</select></label></p>
    <p><label>Your name <input name="name" required></label></p>
    <p><label>Date of birth <input type="date" name="dob" required></label></p>
    <p><label>Mobile <input type="tel" name="phone" required></label></p>
    <p><label>Email (optional) <input type="email" name="email"></label></p>
    <button type="submit">Request an appointment</button></form>`,
  ),
  ...pharmacyMorePages(page, options, BRANCHES),
};

export const PHARMACY: CorpusSite = {
  name: "pharmacy",
  pages,
  layout: page,
  forms: {
    "/book/vaccination": {
      title: "Appointment requested",
      reply: (f) =>
        `Thanks, ${f.name}. We've noted a ${f.vaccine} appointment${f.destination ? ` (travel to ${f.destination})` : ""} ` +
        `at ${f.branch} on ${f.date}, ${f.time || "any time"}. We'll text ${f.phone} with the exact time. Reference FP-3391.`,
    },
    "/prescriptions/repeat": {
      title: "Repeat order sent",
      reply: (f) =>
        `Thanks. We've asked ${f.surgery} for ${f.name}'s repeat prescription (${f.collect}). We'll text ` +
        `${f.phone} when it's ready, usually within 3 working days.`,
    },
    "/delivery/sign-up": {
      title: "You're on our delivery round",
      reply: (f) =>
        `Thanks, ${f.name}. From next week we'll deliver to ${f.address}, ${f.postcode} on ${f.day} afternoons ` +
        `(reason given: ${f.reason}). Our driver will ring ${f.phone} if he can't find you.`,
    },
    "/ask": {
      title: "Question sent",
      reply: (f) =>
        `Thanks, ${f.name}. A pharmacist at ${f.branch || "either branch"} will ring ${f.phone} today or on the ` +
        `next working day.`,
    },
  },
};
