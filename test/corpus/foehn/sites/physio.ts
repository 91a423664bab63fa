import type { FixturePage } from "../../../helpers/fixture-site";
import { line, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { physioAboutPages } from "./physio-about";
import { physioMorePages } from "./physio-more";

// FOEHN: the fifty-sixth held-out part of the corpus (Ashgrove Physiotherapy), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). A physiotherapy practice with a clinic on Station Road in Kelby (shut on Saturday
// afternoons and Sundays, open on Saturday mornings) and one on Wharf Street in Dunmore (shut at weekends, open until
// 20:00 on Tuesdays and Thursdays), on different hours by day (one cell spanning each part of the week's rows).
// Appointments priced under a heading spanning each kind's rows (physiotherapy, massage, acupuncture) and by
// length under two-level headings (daytime, and evenings and Saturdays, each 30, 45 and 60 minutes), some "—"; 10%
// off appointments for students and over-65s, not classes; 24 hours' notice or the full fee; Pilates and rehab classes
// as a timetable, with single and block-of-six prices; insurers with exceptions; every appointment £3 more from
// Monday 1 March 2027; the two clinics side by side with their hours and Christmas and New Year; the clinicians as
// cards, FAQs, dated news (with last year's prices), a footer with the company and VAT numbers and an "Open 7 days,
// 7am to 9pm" neither clinic keeps, forms to book an appointment and ask about a class, and two pages only the site's
// search finds.
const shellPage = shell({
  brand: "Ashgrove Physiotherapy",
  tagline: "Physiotherapy, sports massage and acupuncture in Kelby and Dunmore",
  nav: [
    ["Appointments and prices", "/prices"],
    ["Pilates and rehab classes", "/classes"],
    ["Insurance", "/insurance"],
    ["Our clinics", "/clinics"],
    ["Our team", "/team"],
    ["Policies", "/policies"],
    ["Book", "/book"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Ashgrove Physiotherapy, 14 Station Road, Kelby KB2 4LP",
    phone: "01632 745 210",
    email: "hello@ashgrovephysio.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days, 7am to 9pm" neither clinic keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days, 7am to 9pm · Ashgrove Physio Ltd, registered in England and Wales no. 08264917 · " +
      "VAT no. GB 318 5520 46 · Chartered Society of Physiotherapy members, HCPC registered</p>",
  );

/**
 * Appointments by kind (a heading spanning the kind's rows) and length, under two-level headings: daytime Monday to
 * Friday, then evenings (from 17:00) and Saturdays, each 30, 45 and 60 minutes.
 */
const APPOINTMENTS: [string, string[][]][] = [
  [
    "Physiotherapy",
    [
      ["Initial assessment", "—", "£65", "£80", "—", "£72", "£88"],
      ["Follow-up", "£45", "£58", "£72", "£50", "£64", "£79"],
    ],
  ],
  [
    "Massage",
    [
      ["Sports massage", "£38", "£50", "£62", "£42", "£55", "£68"],
      ["Pre-event massage", "£35", "—", "—", "£39", "—", "—"],
    ],
  ],
  [
    "Acupuncture",
    [
      ["Initial acupuncture", "—", "£60", "—", "—", "£66", "—"],
      ["Acupuncture follow-up", "£42", "—", "—", "£46", "—", "—"],
    ],
  ],
];

const LENGTHS = ["30 minutes", "45 minutes", "60 minutes"];

/** A table with a heading spanning each kind's rows and two-level column headings. */
const appointmentTable = (caption: string, groups: [string, string[][]][]) =>
  `<table><caption>${caption}</caption><thead><tr><th scope="col" rowspan="2"></th>` +
  `<th scope="col" rowspan="2">Appointment</th><th scope="colgroup" colspan="3">Daytime, Monday to Friday</th>` +
  `<th scope="colgroup" colspan="3">Evenings (from 17:00) and Saturdays</th></tr><tr>` +
  [...LENGTHS, ...LENGTHS].map((l) => `<th scope="col">${l}</th>`).join("") +
  `</tr></thead><tbody>${groups
    .map(([kind, rows]) =>
      rows
        .map(
          ([name, ...cells], i) =>
            `<tr>${i === 0 ? `<th scope="rowgroup" rowspan="${rows.length}">${kind}</th>` : ""}` +
            `<th scope="row">${name}</th>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`,
        )
        .join(""),
    )
    .join("")}</tbody></table>`;

/** Classes: class, day, time, clinic, places. */
const CLASSES: string[][] = [
  ["Mat Pilates (beginners)", "Monday", "17:00 to 17:55", "Kelby", "10"],
  ["Mat Pilates (improvers)", "Tuesday", "19:00 to 19:55", "Dunmore", "10"],
  ["Reformer Pilates", "Wednesday", "12:30 to 13:25", "Kelby", "6"],
  ["Back rehab", "Thursday", "18:30 to 19:30", "Dunmore", "8"],
  ["Knee and hip rehab", "Friday", "10:00 to 11:00", "Kelby", "8"],
  ["Mat Pilates (beginners)", "Saturday", "09:00 to 09:55", "Kelby", "12"],
];

/** The two clinics side by side. */
const CLINICS: string[][] = [
  ["Address", "14 Station Road, Kelby KB2 4LP", "3 Wharf Street, Dunmore DN6 8RS"],
  ["Phone", "01632 745 210", "01632 745 388"],
  ["Treatment rooms", "5", "3"],
  ["Rehab gym", "Yes, with 6 reformer beds", "No"],
  ["Parking", "Free car park behind the clinic, 12 spaces", "Wharf Street pay and display, 50 yards away"],
  ["Getting in", "All on the ground floor", "First floor, with a lift"],
];

/** Hours by part of the week and day: Kelby and Dunmore. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "08:00 to 18:30", "09:00 to 18:00"],
      ["Tuesday", "08:00 to 18:30", "09:00 to 20:00"],
      ["Wednesday", "08:00 to 18:30", "09:00 to 18:00"],
      ["Thursday", "08:00 to 18:30", "09:00 to 20:00"],
      ["Friday", "08:00 to 17:00", "09:00 to 18:00"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "08:30 to 13:00", "Closed"],
      ["Sunday", "Closed", "Closed"],
    ],
  ],
];

/** Christmas and New Year: day, Kelby, Dunmore. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "08:00 to 13:00", "09:00 to 13:00"],
  ["Christmas Day and Boxing Day, Friday 25 and Saturday 26 December", "Closed", "Closed"],
  ["Monday 28 December (bank holiday)", "Closed", "10:00 to 16:00"],
  ["Tuesday 29 to Thursday 31 December", "09:00 to 16:00", "09:00 to 16:00, not late"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Saturday 2 January", "08:30 to 13:00", "Closed"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Ashgrove Physiotherapy",
    `<p class="banner" role="status"><strong>New for winter:</strong> Reformer Pilates at our Kelby clinic on
    Wednesday lunchtimes. <a href="/classes">See the classes</a>.</p>
    <p>Chartered physiotherapists in two clinics: Kelby, on Station Road by the station, with our rehab gym, and
    Dunmore, on Wharf Street, with late appointments on Tuesdays and Thursdays. Physiotherapy, sports massage,
    acupuncture, and Pilates and rehab classes.</p>
    <p><a href="/prices">Appointments and prices</a> · <a href="/classes">Classes</a> · <a href="/book">Book an
    appointment</a></p>
    <h2>News</h2>${cards([
      ["5 November 2026", "Reformer Pilates at Kelby", "Six reformer beds, Wednesday lunchtimes.", "/news"],
      ["14 September 2026", "Callum Reid joins us at Dunmore", "Shoulder and sports injuries.", "/news"],
      ["1 April 2026", "Our prices for 2026", "This year's appointment prices.", "/news"],
    ])}`,
  ),
  "/prices": page(
    "Appointments and prices",
    `<p>Every appointment is one to one, at either clinic. Your first visit for physiotherapy is an initial
    assessment; after that you book follow-ups. Evening prices apply to appointments starting at 17:00 or later, and
    Saturday prices all morning on Saturdays (Kelby only).</p>` +
      appointmentTable("Appointments by kind and length", APPOINTMENTS) +
      `<p>"—" means we don't offer that appointment at that length.</p>` +
      `<p class="notice"><strong>From Monday 1 March 2027:</strong> every appointment will be £3 more, at every
      length, daytime, evening or Saturday. Class prices stay the same.</p>` +
      dl([
        [
          "Concessions",
          "10% off any appointment for students (with a student card) and anyone aged 65 or over",
        ],
        ["Cancelling", "Give us 24 hours' notice, or we charge the full fee"],
        ["Paying", "By card at the end of each appointment"],
        ["Insurance", "We bill most insurers direct; see insurance"],
      ]),
  ),
  "/classes": page(
    "Pilates and rehab classes",
    `<p>Small classes led by our physiotherapists. Book a place by class, or buy a block of six. New to Pilates?
    Start with a beginners class.</p>` +
      table("Class timetable", ["Class", "Day", "Time", "Clinic", "Places"], CLASSES) +
      dl([
        ["Mat or rehab class", "£16 a class"],
        ["Reformer Pilates", "£24 a class"],
        ["Block of six mat or rehab classes", "£84, to use within 8 weeks"],
        ["Block of six Reformer Pilates classes", "£126, to use within 8 weeks"],
      ]) +
      line("Concessions", "The 10% off for students and over-65s is for appointments only, not classes") +
      line("Missed a class?", "Tell us 24 hours before and we'll move your place; otherwise it's used") +
      `<p><a href="/class-enquiry">Ask about a class</a></p>`,
  ),
  "/insurance": page(
    "Insurance",
    `<p>We're recognised by these insurers and can bill them direct for physiotherapy and acupuncture:</p>
    <ul><li>Bupa, at both clinics</li><li>AXA Health, at both clinics</li><li>Aviva, at both clinics</li>
    <li>Vitality, at our Kelby clinic only</li><li>WPA, at both clinics</li><li>Simplyhealth, at both clinics
    (physiotherapy only, not acupuncture)</li></ul>` +
      line("Not covered", "No insurer pays for sports massage or for classes") +
      line("Not accepted", "Cigna and Freedom Health; you can pay us and claim back") +
      line("Bring", "Your policy number and the authorisation code your insurer gives you"),
  ),
  "/clinics": page(
    "Our clinics",
    `<p>Our clinics are 7 miles apart: Kelby on Station Road, opposite the station, and Dunmore on Wharf Street, by
    the canal.</p>` +
      table("Kelby and Dunmore", ["", "Kelby clinic", "Dunmore clinic"], CLINICS) +
      spanTable("Opening hours", ["", "Day", "Kelby clinic", "Dunmore clinic"], HOURS) +
      table("Christmas and New Year", ["", "Kelby clinic", "Dunmore clinic"], CHRISTMAS),
  ),
  "/policies": page(
    "Policies",
    line("Cancellation", "24 hours' notice, or the full fee for the appointment is charged") +
      line("Late arrival", "Your appointment still ends on time") +
      line("Children", "Under-16s with a parent or guardian in the room") +
      line("Chaperones", "Ask for one when you book, at no charge") +
      line(
        "Concessions",
        "10% off appointments for students and anyone aged 65 or over; show proof at the desk",
      ),
  ),
  ...physioMorePages(page),
  ...physioAboutPages(page),
};

export const PHYSIO: CorpusSite = {
  name: "physio",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Appointment requested",
      reply: (f) =>
        `Thank you, ${f.name}. ${f.appointment} (${f.length} minutes) at ${f.clinic} on ${f.date} at ${f.time}. We'll email ${f.email} to confirm.`,
    },
    "/class-enquiry/send": {
      title: "Class enquiry sent",
      reply: (f) =>
        `Thank you, ${f.name}. We've had your enquiry about ${f.class} (${f.booking}) for ${f.people} from ${f.start}. We'll reply to ${f.email}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
