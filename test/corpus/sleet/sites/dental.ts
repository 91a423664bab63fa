import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { dentalMorePages } from "./dental-more";

// SLEET: the thirteenth held-out part of the corpus (Brightwater Dental Care), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). A family dental practice in Wrenbury with two surgeries, Quay Street in the town
// centre and Elm Park in the suburbs: opening hours as a table of weekday × surgery, treatments as a table of
// treatment × surgery, private fees as a table of treatment × private × plan members beside the NHS charge bands,
// the monthly plans, who can join on the NHS where, the team as a table of name × role × surgery × days, dated news
// (last year's NHS charges, next year's hygienist price, the Saturdays that stopped, the Christmas hours), forms to
// join the practice, ask for an appointment and send an enquiry, and two pages only the site's search finds. The
// footer's hours line is true of neither surgery.
const shellPage = shell({
  brand: "Brightwater Dental Care",
  tagline: "NHS and private dentistry for the whole family in Wrenbury since 1998",
  nav: [
    ["Where we are", "/surgeries"],
    ["Care we offer", "/treatments"],
    ["Costs", "/fees"],
    ["Brightwater Plan", "/plan"],
    ["Becoming a patient", "/joining"],
    ["See a dentist", "/appointments"],
    ["In pain?", "/emergency"],
    ["The team", "/team"],
    ["Latest", "/news"],
    ["Your questions", "/faq"],
    ["Say hello", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Brightwater Dental Care Ltd, 3 Quay Street, Wrenbury WB1 2QS",
    phone: "01632 963 400",
    email: "smile@brightwaterdental.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the footer's hours line: longer than either surgery's, and true of neither. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open six days a week, 8am to 8pm · Emergency appointments every day · New patients welcome</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const SURGERIES: [string, string][] = [
  ["quay", "Quay Street (town centre)"],
  ["elm", "Elm Park"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Brightwater Dental Care",
    `<p class="banner" role="status"><strong>Christmas:</strong> both surgeries keep different hours over the
    holidays, and Elm Park closes for a week. <a href="/news">Check before you travel</a></p>
    <p>Two friendly surgeries in Wrenbury: Quay Street in the middle of town, and Elm Park on the Elm Park Road
    estate. We see NHS and private patients, children and grown-ups, and nervous patients are very welcome.</p>
    <p><a href="/joining">Join us</a> · <a href="/appointments">Ask for an appointment</a> · <a href="/fees">What
    it costs</a></p>
    <h2>Latest</h2>${cards([
      ["18 November 2026", "Christmas and New Year", "When each surgery is open over the holidays.", "/news"],
      ["2 November 2026", "Fees from January", "Two private fees change in 2027.", "/news"],
      ["12 October 2026", "Welcome, Dr Lindgren", "Sedation for nervous patients at Elm Park.", "/news"],
    ])}
    <h2>Why Brightwater?</h2><ul><li>Evening appointments three nights a week</li><li>Emergency slots kept every
    weekday morning</li><li>A children's lead dentist and a play corner at both surgeries</li></ul>`,
  ),
  "/surgeries": page(
    "Where we are",
    table(
      "Opening hours",
      ["Day", "Quay Street", "Elm Park"],
      [
        ["Monday", "08:00–18:00", "08:30–17:00"],
        ["Tuesday", "08:00–20:00", "08:30–17:00"],
        ["Wednesday", "08:00–18:00", "08:30–19:00"],
        ["Thursday", "08:00–20:00", "08:30–17:00"],
        ["Friday", "08:00–16:30", "08:30–15:00"],
        ["Saturday", "09:00–13:00", "Closed"],
        ["Sunday", "Closed", "Closed"],
      ],
    ) +
      `<p>Elm Park closes for lunch from 13:00 to 14:00. The phones at both surgeries are answered from 08:00, and
      the last appointment starts 30 minutes before closing.</p>
      <h2>Quay Street</h2>` +
      dl([
        ["Address", "3 Quay Street, Wrenbury WB1 2QS"],
        ["Phone", "01632 963 410"],
        ["Parking", "None of our own: Quay Street multi-storey is 3 minutes' walk (pay and display)"],
        [
          "Step-free access",
          "Surgeries 1 and 2 are on the ground floor; surgeries 3 to 5 are up a flight of stairs, and there is no lift. Tell us and we'll book you downstairs",
        ],
        ["Buses", "The 4, 7 and 12 stop outside"],
        ["Also here", "The hygiene suite, the implant room and our 3D scanner"],
      ]) +
      `<h2>Elm Park</h2>` +
      dl([
        ["Address", "41 Elm Park Road, Wrenbury WB4 8EP"],
        ["Phone", "01632 963 420"],
        ["Parking", "12 free spaces in front of the surgery, 2 of them for blue badge holders"],
        ["Step-free access", "Yes: everything is on one floor, with wide doors and an accessible toilet"],
        ["Hearing loop", "At reception and in surgery 1"],
        ["Buses", "The 9 stops at Elm Park shops, 200 metres away"],
      ]),
  ),
  "/treatments": page(
    "Care we offer",
    `<p>Not every treatment is offered at both surgeries. If you're a patient at one, we'll happily book you in
    at the other for treatment it doesn't do.</p>` +
      table(
        "Treatments at each surgery",
        ["Treatment", "Quay Street", "Elm Park"],
        [
          ["Check-ups and hygienist visits", "Yes", "Yes"],
          ["NHS treatment", "Children only", "Adults and children"],
          ["Fillings, root canals and extractions", "Yes", "Yes"],
          ["Crowns, bridges and dentures", "Yes", "Yes"],
          ["Implants", "Yes, with Mr Adebola on Tuesdays and Thursdays", "No"],
          ["Clear aligners", "Yes", "Yes"],
          ["IV sedation for nervous patients", "No", "Wednesdays, with Dr Lindgren"],
          ["Tooth whitening", "Yes", "Yes"],
          ["Children's dentistry", "Yes", "Yes, with Dr Carter"],
        ],
      ) +
      `<p>An implant consultation costs £95, and we take it off the cost of treatment if you go ahead. Clear
      aligner consultations are free. Fees for everything else are on <a href="/fees">Costs</a>.</p>`,
  ),
  "/fees": page(
    "Costs",
    `<p>We see NHS and private patients. Your dentist will always give you a written plan with the cost before any
    treatment beyond a check-up.</p>` +
      table(
        "Private fees",
        ["Treatment", "Private", "Brightwater Plan members"],
        [
          ["New patient examination", "£65", "Included"],
          ["Check-up with the dentist", "£48", "Included"],
          ["Hygienist visit, 30 minutes", "£62", "£49"],
          ["Small X-ray", "£15", "Included"],
          ["White filling, one surface", "£135", "£121.50"],
          ["Root canal treatment, front tooth", "£420", "£378"],
          ["Porcelain crown", "£650", "£585"],
          ["Simple extraction", "£140", "£126"],
          ["Emergency appointment", "£85", "£45"],
        ],
      ) +
      table(
        "NHS charges (England, from 1 April 2026)",
        ["Band", "What it covers", "You pay"],
        [
          ["Band 1", "An examination, X-rays, and a scale and polish if you need one", "£27.40"],
          ["Band 2", "Everything in Band 1, plus fillings, root canals and extractions", "£75.30"],
          ["Band 3", "Everything in Bands 1 and 2, plus crowns, dentures and bridges", "£326.70"],
          ["Urgent care", "Treatment to ease pain, in one visit", "£27.40"],
        ],
      ) +
      `<p>NHS treatment is free for under-18s, under-19s in full-time education, pregnant women and mothers of a
      baby under 12 months, and people on some benefits.</p>`,
  ),
  "/plan": page(
    "Brightwater Plan",
    `<p>Spread the cost of keeping your teeth healthy with a monthly plan, paid by direct debit. Plan members are
    private patients at either surgery.</p>` +
      table(
        "Plans",
        ["Plan", "Per month", "What's included"],
        [
          ["Essential", "£13.50", "2 check-ups and 2 hygienist visits a year, and X-rays when you need them"],
          [
            "Essential Plus",
            "£19.75",
            "2 check-ups and 4 hygienist visits a year, and X-rays when you need them",
          ],
          [
            "Junior (under 18)",
            "£6.00",
            "2 check-ups and 2 hygienist visits a year, for children of plan members",
          ],
        ],
      ) +
      dl([
        ["Joining fee", "None"],
        ["Other treatment", "10% off private fees: the prices in the members' column on Costs"],
        ["Emergencies", "£45 for an emergency appointment, and dental injury cover worldwide"],
        ["Shortest membership", "6 months"],
        ["Leaving", "One month's notice in writing, after the first 6 months"],
      ]),
  ),
  "/joining": page(
    "Becoming a patient",
    `<p>Fill in the form below and reception will ring you within 2 working days to book your first visit.</p>` +
      dl([
        ["NHS at Quay Street", "Children under 18 only: the NHS list is closed to new adult patients"],
        [
          "NHS at Elm Park",
          "Taking new NHS patients of any age; the wait for a first appointment is about 6 weeks",
        ],
        ["Private or on the Brightwater Plan", "At either surgery, usually within a week"],
        [
          "Your first visit",
          "A new patient examination: £65 private, Band 1 on the NHS, included on the plan",
        ],
        ["Please bring", "A list of any medicines you take"],
      ]) +
      `<h2>Join the practice</h2>
      <form method="post" action="/joining/register">
      <p><label>Surgery <select name="surgery">${options(SURGERIES)}</select></label></p>
      <p><label>How would you like to be seen? <select name="care">${options([
        ["nhs", "NHS"],
        ["private", "Private, paying as I go"],
        ["plan", "Private, on the Brightwater Plan"],
      ])}</select></label></p>
      <p><label>Patient's full name <input name="patient" required></label></p>
      <p><label>Patient's date of birth <input type="date" name="dob" required></label></p>
      <p><label>Parent or guardian (if you're registering a child) <input name="parent"></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <button type="submit">Send my details</button></form>`,
  ),
  "/appointments": page(
    "See a dentist",
    `<p>Patients of the practice can ask for a routine appointment here; we'll confirm the exact time by text. New
    to Brightwater? <a href="/joining">Join first</a>. In pain today? <a href="/emergency">Ring us at 08:00</a>
    rather than using this form.</p>
      <form method="post" action="/appointments/request">
      <p><label>Surgery <select name="surgery">${options(SURGERIES)}</select></label></p>
      <p><label>What for? <select name="type">${options([
        ["checkup", "Check-up with the dentist"],
        ["hygiene", "Hygienist visit"],
        ["whitening", "Whitening consultation"],
        ["implant", "Implant consultation (Quay Street)"],
        ["aligners", "Clear aligner consultation"],
      ])}</select></label></p>
      <p><label>Preferred date <input type="date" name="date" required></label></p>
      <p><label>Time of day <select name="time">${options([
        ["morning", "Morning (before 12:30)"],
        ["afternoon", "Afternoon (12:30–17:00)"],
        ["evening", "Evening (after 17:00: Tuesday and Thursday at Quay Street, Wednesday at Elm Park)"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Date of birth <input type="date" name="dob"></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone"></label></p>
      <button type="submit">Ask for this appointment</button></form>`,
  ),
  ...dentalMorePages(page, options, SURGERIES),
};

export const DENTAL: CorpusSite = {
  name: "dental",
  pages,
  layout: page,
  forms: {
    "/joining/register": {
      title: "Thank you for joining",
      reply: (f) =>
        `Thanks. We have ${f.patient} (born ${f.dob}) down as a new ${f.care} patient at ${f.surgery}` +
        `${f.parent ? `, registered by ${f.parent}` : ""}. Reception will ring ${f.phone} within 2 working days; ` +
        `we've emailed ${f.email}.`,
    },
    "/appointments/request": {
      title: "Appointment requested",
      reply: (f) =>
        `Thanks, ${f.name}. You've asked for a ${f.type} appointment at ${f.surgery} on ${f.date} (${f.time}). ` +
        `We'll text or email ${f.email} to confirm the time. Reference BW-7315.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) =>
        `Thanks, ${f.name}. Your message about ${f.topic} (${f.surgery}) has reached the practice team, who will ` +
        `reply to ${f.email} within 2 working days.`,
    },
  },
};
