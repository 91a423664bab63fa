import type { FixturePage } from "../../helpers/fixture-site";
import type { CorpusSite } from "../serve";
import { clinicMorePages } from "./clinic-more";
import { cards, dl, shell, table } from "./kit";

// Larkspur Physio: three physiotherapy clinics whose hours sit in three tables of the same shape, a price list where
// one treatment comes in two lengths, a team whose cards each name several clinics and days, and a head office
// phone in the footer that is not the booking line.
const page = shell({
  brand: "Larkspur Physio",
  tagline: "Physiotherapy, massage and Pilates in Tressel Bay",
  nav: [
    ["Treatments", "/treatments"],
    ["Fees", "/fees"],
    ["Visit us", "/clinics"],
    ["Our people", "/people"],
    ["Good to know", "/good-to-know"],
    ["Book", "/book"],
    ["Work with us", "/careers"],
    ["Get in touch", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Larkspur Physio Ltd, registered office 40 Ropers Court, Tressel Bay TB1 4RC",
    phone: "01632 963 000",
    email: "office@larkspurphysio.test",
    socials: ["Instagram", "Facebook"],
  },
});

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const hours = (clinic: string, times: string[]) =>
  table(
    `${clinic} opening hours`,
    ["Day", "Hours"],
    DAYS.map((d, i) => [d, times[i]!]),
  );

const clinic = (name: string, facts: [string, string][], times: string[]) =>
  `<section><h2>${name}</h2>${dl(facts)}${hours(name, times)}</section>`;

const TIMES = Array.from({ length: 24 }, (_, i) => {
  const h = 8 + Math.floor(i / 2);
  return `${String(h).padStart(2, "0")}:${i % 2 ? "30" : "00"}`;
});

const TREATMENTS: [value: string, label: string][] = [
  ["initial-assessment", "Initial assessment (45 min)"],
  ["follow-up", "Follow-up (30 min)"],
  ["follow-up-extended", "Extended follow-up (45 min)"],
  ["sports-massage-30", "Sports massage (30 min)"],
  ["sports-massage-60", "Sports massage (60 min)"],
  ["acupuncture", "Acupuncture (30 min)"],
  ["shockwave", "Shockwave therapy (20 min)"],
  ["pilates-1to1", "One-to-one clinical Pilates (55 min)"],
  ["video", "Video consultation (30 min)"],
];

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const pages: Record<string, FixturePage> = {
  "/": page(
    "Feel like yourself again",
    `<p>Larkspur Physio has three clinics around Tressel Bay. Our physiotherapists treat back and neck pain, sports
    injuries, pelvic health and recovery after surgery. You don't need a referral.</p>
    <p><a href="/book">Book an appointment</a> · <a href="/clinics">Find a clinic</a></p>
    <h2>News</h2>` +
      cards([
        [
          "18 November 2026",
          "Gift vouchers are back",
          "Give a sports massage this Christmas: vouchers from £40, sent by email the same day.",
        ],
        [
          "2 November 2026",
          "Group Pilates at Eastfield",
          "Group clinical Pilates classes at Eastfield now have six places each. From 1 November a class costs £16 (it was £14).",
        ],
        [
          "14 October 2026",
          "Welcome, Hemi",
          "Sports massage therapist Hemi Parata has joined us from the Tressel Bay Rugby Club.",
        ],
      ]) +
      `<h2>Tips in your inbox</h2><p>One email a month, no spam.</p><form method="post" action="/newsletter">
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Topic <select name="topic">${options([
        ["clinic-news", "Clinic news"],
        ["back-neck", "Back and neck"],
        ["running", "Running and sport"],
        ["pilates", "Pilates"],
        ["pregnancy", "Pregnancy and after birth"],
      ])}</select></label></p><button type="submit">Sign up</button></form>`,
  ),
  "/clinics": page(
    "Visit us",
    `<p>All bookings go through our central booking line or the online form: clinic receptions cannot book or move
    appointments. Over Christmas all clinics close from 24 December to 1 January, except Quayside, which opens
    09:00–13:00 on 29 and 30 December for urgent appointments.</p>` +
      clinic(
        "Quayside",
        [
          ["Address", "14 Harbour Street, Tressel Bay TB2 1HS"],
          ["Reception", "01632 963 310"],
          ["Rooms", "5 treatment rooms and a rehab gym"],
        ],
        ["08:00–20:00", "08:00–20:00", "08:00–20:00", "08:00–20:00", "08:00–18:00", "09:00–13:00", "Closed"],
      ) +
      clinic(
        "Eastfield",
        [
          ["Address", "2 Kiln Lane, Eastfield, Tressel Bay TB5 8KL"],
          ["Reception", "01632 963 420"],
          ["Rooms", "3 treatment rooms and a Pilates studio"],
        ],
        ["07:30–19:00", "07:30–19:00", "12:00–20:00", "07:30–19:00", "07:30–16:00", "Closed", "Closed"],
      ) +
      clinic(
        "Pennock Green",
        [
          ["Address", "7 Chapel Row, Pennock Green TB7 3CR"],
          ["Reception", "01632 963 530"],
          ["Rooms", "2 treatment rooms on the first floor"],
        ],
        ["Closed", "09:00–17:30", "09:00–17:30", "09:00–19:30", "09:00–17:30", "08:30–14:00", "10:00–14:00"],
      ),
  ),
  "/fees": page(
    "Fees",
    `<p>Prices are per appointment and include VAT where it applies.</p>` +
      table(
        "Price list",
        ["Treatment", "Length", "Price"],
        [
          ["Initial assessment", "45 min", "£68"],
          ["Follow-up", "30 min", "£52"],
          ["Extended follow-up", "45 min", "£64"],
          ["Sports massage", "30 min", "£42"],
          ["Sports massage", "60 min", "£70"],
          ["Acupuncture", "30 min", "£55"],
          ["Shockwave therapy", "20 min", "from £60"],
          ["One-to-one clinical Pilates", "55 min", "£58"],
          ["Group clinical Pilates (Eastfield, up to 6 people)", "55 min", "£16"],
          ["Video consultation", "30 min", "£45"],
          ["Home visit assessment (within 5 miles of a clinic)", "60 min", "from £110"],
        ],
      ) +
      `<h2>Packages</h2>` +
      dl([
        ["Block of 5 follow-ups", "£235, to use within 6 months"],
        ["Block of 10 group Pilates classes", "£140"],
      ]) +
      `<h2>Cancellations</h2><p>Cancellations with less than 24 hours' notice are charged at 50% of the appointment
      fee. Missed appointments are charged in full.</p><p>We take cards and contactless payments.</p>`,
  ),
  "/book": page(
    "Book an appointment",
    `<p>New to Larkspur? Book an initial assessment. Can't use the form? Call our booking line on 01632 963 200.</p>
    <form method="post" action="/book">
    <p><label>Treatment <select name="treatment"><option value="">Choose a treatment</option>${options(TREATMENTS)}</select></label></p>
    <p><label>Clinic <select name="clinic"><option value="">Choose a clinic</option>${options([
      ["quayside", "Quayside"],
      ["eastfield", "Eastfield"],
      ["pennock-green", "Pennock Green"],
    ])}</select></label></p>
    <p><label>Date <input type="date" name="date" required></label></p>
    <p><label>Time <select name="time">${TIMES.map((t) => `<option value="${t}">${t}</option>`).join("")}</select></label></p>
    <p><label>Full name <input name="name" required></label></p>
    <p><label>Mobile number <input type="tel" name="phone" required></label></p>
    <p><label>Email (optional) <input type="email" name="email"></label></p>
    <button type="submit">Request appointment</button></form>
    <p>Need to cancel or move an appointment? <a href="/appointments/cancel">Use our cancellation form</a>.</p>`,
  ),
  ...clinicMorePages(page),
};

export const CLINIC: CorpusSite = {
  name: "clinic",
  pages,
  layout: page,
  forms: {
    "/book": {
      title: "Appointment requested",
      reply: (f) =>
        `Thank you, ${f.name}. We have your request for ${f.treatment} at ${f.clinic} on ${f.date} at ${f.time}. ` +
        `We will text ${f.phone} to confirm within one working day.`,
    },
    "/appointments/cancel": {
      title: "Appointment cancelled",
      reply: (f) =>
        `We have cancelled appointment ${f.reference} for ${f.surname}. Reason given: ${f.reason}. ` +
        `If this was less than 24 hours before the appointment, a fee may apply.`,
    },
    "/newsletter": {
      title: "You're on the list",
      reply: (f) => `Thanks! We will send our monthly email to ${f.email}, with tips about ${f.topic}.`,
    },
  },
};
