import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// FROST: the tenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune the
// engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "18 November 2026",
    "Christmas at Fernleigh",
    "Peak prices apply from 18 December to 4 January. The gate is shut for drop-offs and collections on Friday 25 and Saturday 26 December. On Thursday 24 and Thursday 31 December, collections are 09:00–12:00 only, and there are no drop-offs. The cattery is full over New Year; a few large-dog kennels are still free.",
  ],
  [
    "2 November 2026",
    "Six new chalets",
    "Our new cattery wing is open: six more heated chalets, two of them family chalets, which brings the cattery to 24.",
  ],
  [
    "6 October 2026",
    "Prices for 2027",
    "From 1 March 2027 our off-peak prices for dogs go up by £1 a night. Peak prices, cat prices and the day club stay as they are.",
  ],
  [
    "10 August 2026",
    "Day club opens earlier",
    "From 1 September the day club opens at 07:30 instead of 08:00, so you can drop off on your way to work.",
  ],
  [
    "3 June 2026",
    "Kennel cough: a reminder",
    "No cases here for two years, and we'd like to keep it that way: please make sure the vaccine is given at least 7 days before your dog arrives.",
  ],
]);

const TEAM: [name: string, role: string, where: string, note: string][] = [
  [
    "Sally Ambrose",
    "Owner",
    "Kennels and cattery",
    "Took over from her parents, who opened Fernleigh in 1991.",
  ],
  [
    "Dan Ambrose",
    "Kennel manager",
    "Kennels",
    "Lives on site with his family, so someone is always here at night.",
  ],
  ["Kirsty Bell", "Cattery manager", "Cattery", "Has looked after our cats since 2012."],
  ["Ollie Marsh", "Day club leader", "Day club", "Runs the big-dog group and every trial visit."],
  ["Femi Adeyemi", "Kennel assistant", "Kennels", "Also trims and bathes the dogs."],
  ["Grace Lund", "Weekend kennel assistant", "Kennels", "With us on Saturdays and Sundays."],
  ["Hannah Price", "Office manager", "Office", "Takes your bookings and deposits."],
];

const people = (list: typeof TEAM) =>
  `<div class="cards">${list
    .map(
      ([name, role, where, note]) =>
        `<article class="card"><h3>${name}</h3><p class="role">${role}</p><p class="where">${where}</p><p>${note}</p></article>`,
    )
    .join("")}</div>`;

/** Team, news, answers and contact pages, and two pages only the site's search finds. */
export function kennelsMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Meet the pack",
      `<p>There are 11 of us, full and part time. These are the seven you'll meet at the gate, in the fields and on
      the phone.</p>${people(TEAM)}`,
    ),
    "/news": page("Kennel diary", NEWS),
    "/faq": page(
      "Questions",
      `<h2>Can my two dogs share?</h2><p>Yes, if they live together: up to 3 small or medium dogs, or 2 large or
      giant dogs, in one kennel. The second dog costs less: see Stays for dogs.</p>
      <h2>Will my dog be walked?</h2><p>Twice a day, in our 4-acre fenced field, in small groups or on their own.
      We never take dogs off the farm.</p>
      <h2>Do you take rabbits or guinea pigs?</h2><p>No, only dogs and cats.</p>
      <h2>Can my bitch stay if she's in season?</h2><p>No, please book her in once her season is over. If one
      starts while she's here, she moves to a quiet kennel away from the others, at no extra cost.</p>
      <h2>Can I look round first?</h2><p>Yes: on Tuesdays and Saturdays at 11:30, with no need to book.</p>
      <h2>Is there a deposit?</h2><p>Yes, £40 per pet. You get it back if you cancel at least 28 days before
      arrival.</p>
      <h2>What if my pet is ill while you have them?</h2><p>We take them to Ashcombe Veterinary Centre, 2 miles
      away, and ring you. Vet bills are yours to pay.</p>`,
    ),
    "/contact": page(
      "Talk to us",
      dl([
        ["Kennels and bookings", "01632 960 611"],
        ["Cattery", "01632 960 622"],
        ["Day club", "01632 960 633"],
        ["Farm office and accounts", "01632 960 600"],
        ["Email", "woof@fernleigh.test"],
        [
          "Find us",
          "Fernleigh Farm, Stoney Lane, Ashcombe AC4 7LP: the second gate on the left after the church",
        ],
      ]) +
        `<h2>Ask us to ring you</h2><p>Busy in the fields? Leave your number and we'll call you back.</p>
      <form method="post" action="/callback">
      <p><label>Name <input name="name" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <p><label>Best time <select name="when">${options([
        ["morning", "Morning"],
        ["afternoon", "Afternoon"],
        ["evening", "Early evening"],
      ])}</select></label></p>
      <p><label>What about? <select name="about">${options([
        ["boarding", "A dog's stay"],
        ["cattery", "A cat's stay"],
        ["day-club", "Day club"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Message <textarea name="message"></textarea></label></p>
      <button type="submit">Call me back</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep your details and your pets' records for 3 years.</p>`),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/grooming": page(
      "Grooming at Fernleigh",
      `<p>Femi grooms dogs on Mondays and Thursdays. Book it for the day you collect and your dog goes home clean.
      We don't groom cats.</p>` +
        table(
          "Grooming prices",
          ["Service", "Small", "Medium", "Large", "Giant"],
          [
            ["Bath and blow-dry", "£28", "£36", "£45", "£52"],
            ["Full groom and trim", "£40", "£52", "£65", "£75"],
            ["Nail clip", "£10", "£10", "£10", "£10"],
          ],
        ),
    ),
    "/pet-taxi": page(
      "Pet taxi",
      `<p>Can't get here? Dan will fetch your pet and bring them home again in our van.</p>
      <p><strong>Within 5 miles of Fernleigh:</strong> £12 each way</p>
      <p><strong>5 to 15 miles:</strong> £20 each way</p>
      <p><strong>Further than 15 miles:</strong> sorry, we can't</p>
      <p><strong>Days:</strong> Monday, Tuesday, Thursday and Friday</p>
      <p><strong>Pets per trip:</strong> up to 3 from the same home</p>`,
    ),
  };
}
