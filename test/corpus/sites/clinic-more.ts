import type { FixturePage } from "../../helpers/fixture-site";
import { dl, table } from "./kit";

type Person = [name: string, role: string, languages: string, where: string];

const PEOPLE: Person[] = [
  [
    "Morwenna Achebe-Hale",
    "Clinical director, physiotherapist",
    "English, French",
    "Quayside: Monday to Thursday",
  ],
  [
    "Tomasz Wilk",
    "Physiotherapist, sports injuries",
    "English, Polish",
    "Eastfield: Monday, Tuesday, Thursday · Quayside: Friday",
  ],
  [
    "Ailsa Drummond",
    "Physiotherapist, pelvic health",
    "English, Scottish Gaelic",
    "Pennock Green: Tuesday to Friday",
  ],
  [
    "Rafael Quintero",
    "Physiotherapist and acupuncturist",
    "English, Spanish, Portuguese",
    "Quayside: Tuesday, Wednesday · Pennock Green: Saturday",
  ],
  [
    "Hemi Parata",
    "Sports massage therapist",
    "English, Māori",
    "Eastfield: Wednesday to Friday · Pennock Green: Sunday",
  ],
  ["Ines Kowalczyk-Barr", "Clinical Pilates instructor", "English, German", "Eastfield: Monday, Wednesday"],
  [
    "Priyanka Deshmukh",
    "Physiotherapist, neurological rehabilitation",
    "English, Hindi, Marathi",
    "Home visits: Monday to Wednesday · Pennock Green: Thursday",
  ],
  ["Colm Fitzgerald-Rae", "Practice manager", "English, Irish", "Head office"],
];

const person = ([name, role, languages, where]: Person) =>
  `<article class="card"><h3>${name}</h3><p class="role">${role}</p>` +
  `<ul><li>Speaks: ${languages}</li><li>Where and when: ${where}</li></ul></article>`;

const faq = (pairs: [string, string][]) => pairs.map(([q, a]) => `<h2>${q}</h2><p>${a}</p>`).join("");

/** The clinic's treatments, team, FAQ, jobs, contact and cancellation pages, and two pages only its search finds. */
export function clinicMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/treatments": page(
      "Treatments",
      `<p>Every course of treatment starts with an assessment, in person or by video.</p>` +
        dl([
          [
            "Physiotherapy",
            "Assessment, hands-on treatment and an exercise plan for joint, muscle and back problems.",
          ],
          ["Sports massage", "Deep tissue massage for training, recovery and tight muscles."],
          ["Acupuncture", "Fine needles to ease pain, used alongside physiotherapy. With Rafael Quintero."],
          ["Shockwave therapy", "For stubborn tendon problems such as tennis elbow and plantar fasciitis."],
          ["Clinical Pilates", "One-to-one or in small groups in our Eastfield studio."],
          ["Home visits", "For people who cannot travel, after a stroke or an operation."],
        ]) +
        `<p><a href="/fees">See our fees</a></p>`,
    ),
    "/people": page(
      "Our people",
      `<p>Morwenna Achebe-Hale opened our first clinic at Quayside in 2009. Eastfield followed in 2015 and Pennock
      Green in 2021. Every physiotherapist is registered with the Health and Care Professions Council.</p>` +
        `<div class="cards">${PEOPLE.map(person).join("")}</div>`,
    ),
    "/good-to-know": page(
      "Good to know",
      faq([
        ["Do I need to see my GP first?", "No. You can book with us directly, without a referral."],
        [
          "Do you work with health insurers?",
          "Yes. We are recognised by Bupa, AXA Health, Vitality, Aviva and WPA. We cannot accept Cigna policies at the moment, so Cigna members pay us themselves.",
        ],
        [
          "Where can I park?",
          "Quayside has no parking of its own; the Harbour Street pay and display car park is two minutes away (£1.80 an hour). Eastfield has a free car park with 14 spaces. At Pennock Green you can park on Chapel Row for up to 2 hours.",
        ],
        [
          "Can I get in with a wheelchair?",
          "Quayside and Eastfield are step-free, with accessible toilets. At Pennock Green the treatment rooms are on the first floor and there is no lift, so we will book you into Eastfield instead.",
        ],
        [
          "Do you see children?",
          "Yes, from the age of 8. Anyone under 16 must come with a parent or guardian.",
        ],
        [
          "What should I wear?",
          "Something loose, such as shorts and a vest top, so we can see the area we are treating.",
        ],
        [
          "How do I pay?",
          "By card or contactless at the end of each appointment. Eastfield does not take cash.",
        ],
      ]),
    ),
    "/careers": page(
      "Work with us",
      `<p>We are a friendly team of 14. Send your CV and a short covering letter to jobs@larkspurphysio.test.</p>` +
        table(
          "Open roles",
          ["Role", "Clinic", "Hours", "Pay", "Closing date"],
          [
            ["MSK physiotherapist", "Eastfield", "Full time", "£36,000–£42,000", "11 December 2026"],
            ["Receptionist", "Quayside", "Part time, 3 days a week", "£12.60 an hour", "4 December 2026"],
            [
              "Sports massage therapist",
              "Pennock Green",
              "Weekends",
              "£26 per treatment",
              "Open until filled",
            ],
          ],
        ),
    ),
    "/contact": page(
      "Get in touch",
      `<p>Bookings and changes (all clinics): 01632 963 200</p>
      <p>Booking line hours: Monday to Friday 08:00–18:00, Saturday 09:00–12:00</p>
      <p>Billing and insurance queries: 01632 963 245</p>
      <p>Email: hello@larkspurphysio.test</p>
      <p>Post: Larkspur Physio, 40 Ropers Court, Tressel Bay TB1 4RC</p>
      <p>Clinic addresses and opening hours are on <a href="/clinics">Visit us</a>. To cancel, use the
      <a href="/appointments/cancel">cancellation form</a>.</p>`,
    ),
    "/appointments/cancel": page(
      "Cancel an appointment",
      `<p>Please give us at least 24 hours' notice. You will find your reference in your confirmation text.</p>
      <form method="post" action="/appointments/cancel">
      <p><label>Booking reference <input name="reference" placeholder="LP-00000" required></label></p>
      <p><label>Surname <input name="surname" required></label></p>
      <p><label>Why are you cancelling? <select name="reason"><option value="">Choose one</option>
      <option value="cant-attend">I can't make it any more</option><option value="feeling-better">My symptoms have improved</option>
      <option value="cost">Cost</option><option value="elsewhere">I'm being treated elsewhere</option>
      <option value="other">Something else</option></select></label></p>
      <button type="submit">Cancel appointment</button></form>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/services/running-clinic": page(
      "Run Well clinic",
      `<p>Video gait analysis for runners, with a physiotherapist who runs.</p>` +
        dl([
          ["What happens", "We film you on a treadmill and go through the footage with you"],
          ["Length", "40 minutes"],
          ["Price", "£50"],
          ["Where and when", "Eastfield, Thursday evenings 17:00–19:00"],
          ["With", "Tomasz Wilk"],
        ]),
    ),
    "/help/insurance-claims": page(
      "Claiming on your insurance",
      `<p>We bill Bupa and AXA Health directly: bring your authorisation code to your first appointment.</p>
      <p>With Vitality, Aviva and WPA you pay us and claim the money back. We email an invoice for your insurer within
      2 working days of each appointment.</p>`,
    ),
  };
}
