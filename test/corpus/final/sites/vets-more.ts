import type { FixturePage } from "../../../helpers/fixture-site";
import { dl } from "../../sites/kit";

// FINAL: a held-out part of the corpus (see test/corpus/score.ts). Whoever tunes the engines must not read this
// file.

type Plan = [name: string, monthly: string, pairs: [string, string][]];

const PLANS: Plan[] = [
  [
    "Cat plan",
    "£14.50",
    [
      ["Vaccination", "Annual booster for cat flu and enteritis"],
      ["Parasites", "Flea and worm treatment every month"],
      ["Check-ups", "Two health checks a year, plus unlimited standard consultations"],
      ["Also", "Nail clips and a yearly urine test"],
    ],
  ],
  [
    "Small dog plan (up to 10 kg)",
    "£16",
    [
      ["Vaccination", "Annual booster and kennel cough vaccine"],
      ["Parasites", "Flea, tick and worm treatment every month"],
      ["Check-ups", "Two health checks a year, plus unlimited standard consultations"],
      ["Also", "Nail clips and anal gland checks"],
    ],
  ],
  [
    "Large dog plan (over 10 kg)",
    "£19.50",
    [
      ["Vaccination", "Annual booster and kennel cough vaccine"],
      ["Parasites", "Flea, tick and worm treatment every month"],
      ["Check-ups", "Two health checks a year, plus unlimited standard consultations"],
      ["Also", "Nail clips and anal gland checks"],
    ],
  ],
  [
    "Rabbit plan",
    "£9.75",
    [
      ["Vaccination", "Annual Myxo-RHD booster"],
      ["Parasites", "Flystrike prevention from April to September"],
      ["Check-ups", "Two health checks a year, including a dental check"],
      ["Also", "Nail clips"],
    ],
  ],
];

const planCard = ([name, monthly, pairs]: Plan) =>
  `<article class="card"><h3>${name}</h3><p><strong>${monthly} a month</strong></p>${dl(pairs)}</article>`;

type Person = [name: string, pairs: [string, string][]];

const VETS: Person[] = [
  [
    "Dr Hannah Mercer BVSc MRCVS",
    [
      ["Role", "Clinical director"],
      ["Based at", "Orchard Road"],
      ["Qualified", "Bristol, 2004"],
      ["Special interests", "Orthopaedic surgery and lameness"],
    ],
  ],
  [
    "Dr Tomasz Wilk DVM MRCVS",
    [
      ["Role", "Veterinary surgeon"],
      ["Based at", "Orchard Road"],
      ["Joined us", "2021"],
      ["Special interests", "Dentistry and anaesthesia"],
    ],
  ],
  [
    "Dr Priya Chandran BVM&amp;S MRCVS",
    [
      ["Role", "Lead vet"],
      ["Based at", "Millbrook"],
      ["Qualified", "Edinburgh, 2012"],
      ["Special interests", "Rabbits, guinea pigs and other small pets; feline medicine"],
    ],
  ],
  [
    "Dr Owen Fairclough BVetMed MRCVS",
    [
      ["Role", "Veterinary surgeon"],
      ["Based at", "Millbrook and Orchard Road"],
      ["Qualified", "London, 2017"],
      ["Special interests", "Ultrasound and cardiology"],
    ],
  ],
];

const personCard = ([name, pairs]: Person) => `<article class="card"><h3>${name}</h3>${dl(pairs)}</article>`;

/** The health club, the team, what each practice does, and the questions clients ask. */
export function vetsMorePages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/pet-health-club": page(
      "Pet Health Club",
      `<p>Spread the cost of your pet's routine care with a monthly Direct Debit. Join at either practice; your
      pet does not need to be registered with us first.</p>
      <div class="cards">${PLANS.map(planCard).join("")}</div>
      <h2>Members' discounts</h2>
      <p>Members get 10% off neutering, dental work and X-rays, and 15% off all food and accessories bought at our
      practices. Discounts do not apply to out-of-hours care at Kelbridge Pet Emergency.</p>
      <p>Plans run for 12 months. You can cancel after the first 12 months with one month's notice; if you cancel
      earlier, we ask you to pay the difference between what you have paid and our normal prices.</p>`,
    ),
    "/team": page(
      "Meet the team",
      `<p>Our team of 6 vets and 9 registered nurses looks after more than 7,000 pets. Here are the vets you are
      most likely to see; locums cover holidays at both practices.</p>
      <div class="cards">${VETS.map(personCard).join("")}</div>
      <h2>Nursing and support</h2>` +
        dl([
          ["Head nurse, Orchard Road", "Kerry Ashdown RVN"],
          ["Head nurse, Millbrook", "Leanne Boateng RVN"],
          ["Practice manager", "Martin Greaves"],
          ["Client care lead", "Sophie Lindqvist"],
        ]),
    ),
    "/services": page(
      "What we do",
      `<h2>Operations</h2>
      <p>All operations are done at Orchard Road, Monday to Friday. Please bring your pet in between 8:00 and 8:45
      on the morning of the operation. No food after 20:00 the night before, please; water is fine. Most pets go home
      the same day, and we will ring you after 15:00 to arrange a collection time.</p>
      <h2>Diagnostics</h2>
      <p>X-rays are taken at Orchard Road only; Millbrook has no X-ray machine, so if your pet needs one there we
      will book it in at Orchard Road the same day. Our in-house laboratory returns most blood results within
      20 minutes. Ultrasound scans are done by Dr Fairclough at Orchard Road every Tuesday and Thursday.</p>
      <h2>Nurse clinics</h2>
      <p>Free for Pet Health Club members: weight checks, nail clips, post-op checks and advice on fleas and worms.
      Nurse clinics run at Millbrook every Wednesday morning and at Orchard Road every weekday afternoon.</p>
      <h2>Puppy classes</h2>
      <p>Six weekly sessions at Millbrook for puppies aged 10 to 18 weeks who have had their first injection.</p>`,
    ),
    "/faq": page(
      "Questions",
      `<h2>Can I cancel or move an appointment?</h2>
      <p>Yes, free of charge up to 24 hours before. Missed appointments, and ones cancelled later than that, are
      charged £25.</p>
      <h2>How do I order a repeat prescription?</h2>
      <p>Online or by phone, at least 48 hours before you need it; allow 72 hours for controlled drugs. Each repeat
      prescription costs £16.50, and a written prescription to take to a pharmacy costs £19.</p>
      <h2>Do you see exotic pets?</h2>
      <p>We see rabbits, guinea pigs, ferrets and pet birds at Millbrook with Dr Chandran. We do not treat reptiles
      or amphibians; we refer them to Kelbridge Exotics on Dean Street.</p>
      <h2>Can I pay in instalments?</h2>
      <p>For bills over £500 we offer three interest-free monthly payments through Vetpay. Otherwise payment is due
      when you collect your pet.</p>
      <h2>Is there parking?</h2>
      <p>Orchard Road has 12 free spaces for clients, two of them accessible bays. At Millbrook, use the free car park
      behind the Co-op on Kingfisher Parade.</p>
      <h2>Can I bring my dog in to be weighed?</h2>
      <p>Of course: just pop in during opening hours. It is free for everyone.</p>`,
    ),
  };
}
