import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { vetsMorePages } from "./vets-more";

// FINAL: a held-out part of the corpus (Ashcombe Vets), run once at the very end as an honest outside measurement.
// Whoever tunes the engines must not read this file (see test/corpus/score.ts). Two practices whose hours sit side
// by side, prices by pet and by weight band, member and non-member columns, and news with dates close together.
const page = shell({
  brand: "Ashcombe Vets",
  tagline: "Caring for Kelbridge's pets since 1978",
  nav: [
    ["Find a practice", "/our-practices"],
    ["What we do", "/services"],
    ["Fees", "/prices"],
    ["Pet Health Club", "/pet-health-club"],
    ["Meet us", "/team"],
    ["Questions", "/faq"],
    ["News", "/news"],
  ],
  footer: {
    year: 2026,
    address: "Ashcombe Veterinary Group Ltd, 41 Orchard Road, Kelbridge KB2 4RT",
    phone: "01632 960 400",
    email: "reception@ashcombevets.test",
    socials: ["Facebook", "Instagram", "TikTok"],
  },
});

const NEWS = cards([
  [
    "20 November 2026",
    "Christmas opening",
    "Orchard Road opens for emergencies only on 25 and 26 December; Millbrook closes from 24 December to 1 January. See our practices page for the full hours.",
    "/our-practices",
  ],
  [
    "9 November 2026",
    "Puppy classes are back",
    "A new six-week puppy course starts on Tuesday 12 January 2027 at Millbrook, 18:30 to 19:30. The course after that starts on Tuesday 2 March 2027. £60 for the six weeks, or £45 for Pet Health Club members.",
    "/services",
  ],
  [
    "28 October 2026",
    "A new ultrasound scanner",
    "Thanks to our clients' support, Orchard Road now has a new ultrasound scanner for heart and abdominal scans.",
    "/services",
  ],
  [
    "15 October 2026",
    "Fireworks season",
    "Worried about bonfire night? Book a free nurse chat before 5 November and we will help you plan a calm evening.",
  ],
]);

const pages: Record<string, FixturePage> = {
  "/": page(
    "Ashcombe Vets",
    `<p>An independent, family-run veterinary practice with two surgeries in Kelbridge. Ashcombe Vets was founded in
    1978 by Dr Ian Ashcombe above a shop on Orchard Road. Our Millbrook surgery opened in March 2019 to serve the
    new estates north of the river. Orchard Road is our hospital, with an operating theatre, X-ray and a lab.</p>
    <p><a href="/our-practices">Opening hours</a> · <a href="/register">Register your pet</a> ·
    <a href="/pet-health-club">Spread the cost with the Pet Health Club</a></p>
    <h2>Latest news</h2>${NEWS}<p><a href="/news">All news</a></p>`,
  ),
  "/news": page("News", NEWS),
  "/our-practices": page(
    "Our practices",
    `<p>Appointments can be booked at either practice. Outside these hours, call our main number, 01632 960 400,
    and you will be put through to our out-of-hours partner, Kelbridge Pet Emergency (Unit 7, Riverside Park,
    Kelbridge KB1 9PE), which is open every night, weekend and bank holiday.</p>` +
      table(
        "Opening hours",
        ["Day", "Orchard Road", "Millbrook"],
        [
          ["Monday", "8:00–19:00", "8:30–18:00"],
          ["Tuesday", "8:00–19:00", "8:30–18:00"],
          ["Wednesday", "8:00–19:00", "8:30–13:00"],
          ["Thursday", "8:00–19:00", "8:30–18:00"],
          ["Friday", "8:00–19:00", "8:30–18:00"],
          ["Saturday", "8:30–16:00", "9:00–12:00"],
          ["Sunday", "10:00–12:00 (emergencies only)", "Closed"],
        ],
      ) +
      `<p>Christmas: Orchard Road is open 9:00 to 12:00 on 25 and 26 December for emergencies only; Millbrook is
      closed from 24 December to 1 January and reopens on Saturday 2 January.</p>
      <h2>Orchard Road</h2>` +
      dl([
        ["Address", "41 Orchard Road, Kelbridge KB2 4RT"],
        ["Phone", "01632 960 410"],
        [
          "Facilities",
          "Operating theatre, digital X-ray, ultrasound, in-house laboratory, cat-only waiting room",
        ],
      ]) +
      `<h2>Millbrook</h2>` +
      dl([
        ["Address", "2 Kingfisher Parade, Millbrook, Kelbridge KB4 7LN"],
        ["Phone", "01632 960 420"],
        ["Facilities", "Two consulting rooms and a nurse clinic room"],
      ]),
  ),
  "/prices": page(
    "Fees",
    `<p>All prices include VAT and are correct from 1 October 2026. Medicines are charged on top. Pet Health Club
    members pay the prices in the members' column.</p>` +
      table(
        "Consultations",
        ["Appointment", "Pet Health Club members", "Non-members"],
        [
          ["Standard consultation (15 minutes)", "Included", "£52"],
          ["Repeat consultation within 7 days", "Included", "£28"],
          ["Nurse clinic", "Included", "£24"],
          ["Second opinion (30 minutes)", "£70", "£89"],
        ],
      ) +
      table(
        "Vaccinations",
        ["Pet", "First course (two injections)", "Annual booster"],
        [
          ["Dog", "£78", "£56"],
          ["Cat", "£72", "£52"],
          ["Rabbit (Myxo-RHD)", "£64", "£49"],
        ],
      ) +
      table(
        "Neutering dogs, by weight",
        ["Weight", "Castration", "Spay"],
        [
          ["Under 10 kg", "£265", "£340"],
          ["10 to 25 kg", "£310", "£395"],
          ["Over 25 kg", "£360", "£465"],
        ],
      ) +
      `<h2>Cats</h2><p>Cat castration: £85</p><p>Cat spay: £110</p><p>Both include a pain-relief injection and a
      post-op check three days later.</p>
      <h2>Other</h2><p>Microchipping: £22</p><p>Nail clip: £12 (free for members)</p>
      <p>Animal Health Certificate for travel to the EU: £165</p>
      <p>Kennel cough vaccine (nasal): £38</p>`,
  ),
  "/register": page(
    "Register your pet",
    `<p>Registering is free and takes two minutes. Bring any vaccination records to your first appointment.</p>
    <form method="post" action="/register"><p><label>Your name <input name="name" required></label></p>
    <p><label>Phone <input type="tel" name="phone" required></label></p>
    <p><label>Pet's name <input name="pet" required></label></p>
    <p><label>Species <select name="species"><option value="dog">Dog</option><option value="cat">Cat</option>
    <option value="rabbit">Rabbit</option><option value="other">Other</option></select></label></p>
    <p><label>Practice <select name="practice"><option value="orchard-road">Orchard Road</option>
    <option value="millbrook">Millbrook</option></select></label></p>
    <button type="submit">Register</button></form>`,
  ),
  "/privacy": page(
    "Privacy notice",
    `<p>We keep your details and your pet's clinical records for as long as your pet is registered with us, and
    for seven years after. We never sell your data. Questions to our practice manager at the footer address.</p>`,
  ),
  "/cookies": page(
    "Cookies",
    `<p>Essential cookies keep the site working. Optional analytics cookies count visits; you can turn them off in
    the banner at any time.</p>`,
  ),
  "/accessibility": page(
    "Accessibility statement",
    `<p>Both practices have step-free entrances. This site aims to meet WCAG 2.2 AA; tell us if something is hard to
    use.</p>`,
  ),
  ...vetsMorePages(page),
};

export const VETS: CorpusSite = {
  name: "vets",
  pages,
  layout: page,
  forms: {
    "/register": {
      title: "Thanks for registering",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.pet} is now registered at ${f.practice}. We will call ${f.phone} to book a first check.`,
    },
  },
};
