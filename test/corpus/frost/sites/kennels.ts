import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { kennelsMorePages } from "./kennels-more";

// FROST: the tenth held-out part of the corpus (Fernleigh Kennels and Cattery), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). Boarding kennels, a cattery and a dog day club on one farm: prices per night as
// a table of size band (with weights) × season, the peak periods with their dates, cat prices by how many cats
// share a chalet, drop-off, collection and office hours side by side (no collections on one day), vaccination
// rules in a definition list, the team as cards, dated news, forms to ask about a booking, book a day-club trial
// and ask for a call back, and two pages only the site's search finds. The footer's summary is true of nothing.
const shellPage = shell({
  brand: "Fernleigh Kennels and Cattery",
  tagline: "Boarding, day club and cattery at Ashcombe since 1991",
  nav: [
    ["Stays for dogs", "/dogs"],
    ["Stays for cats", "/cats"],
    ["Day club", "/daycare"],
    ["Comings &amp; goings", "/times"],
    ["Before you come", "/requirements"],
    ["Meet the pack", "/team"],
    ["Kennel diary", "/news"],
    ["Questions", "/faq"],
    ["Enquire", "/book"],
    ["Talk to us", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Fernleigh Farm Ltd, Stoney Lane, Ashcombe AC4 7LP",
    phone: "01632 960 600",
    email: "woof@fernleigh.test",
    socials: ["Facebook", "Instagram", "TikTok"],
  },
});

/** Every page, with the footer's summary: drop-off, collection and the office each keep hours of their own. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days a week, 8am–6pm · Drop in any time to say hello · Farm office 01632 960 600</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const SIZES: [string, string][] = [
  ["small", "Small (up to 10 kg)"],
  ["medium", "Medium (10 to 25 kg)"],
  ["large", "Large (25 to 40 kg)"],
  ["giant", "Giant (over 40 kg)"],
];

/** Every price has a neighbour in its row (the other season, a sharing dog) and in the next band. */
const DOGS: string[][] = [
  ["Small", "Up to 10 kg", "£24.00", "£28.50", "£18.00"],
  ["Medium", "10 to 25 kg", "£27.50", "£32.00", "£21.00"],
  ["Large", "25 to 40 kg", "£31.00", "£36.50", "£24.00"],
  ["Giant", "Over 40 kg", "£35.00", "£41.00", "£27.00"],
];

const PEAKS = [
  "Christmas and New Year: 18 December 2026 to 4 January 2027",
  "February half term: 12 to 21 February 2027",
  "Easter: 26 March to 11 April 2027",
  "May half term: 28 May to 6 June 2027",
  "Summer: 23 July to 5 September 2027",
  "October half term: 22 to 31 October 2027",
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Fernleigh Kennels and Cattery",
    `<p class="banner" role="status"><strong>Christmas:</strong> a few large-dog kennels are still free, and our
    gate keeps different hours over the holidays. <a href="/news">Read the diary</a></p>
    <p>A family-run farm at Ashcombe where dogs and cats stay while you're away, and where busy dogs spend the day
    while you're at work. Heated kennels, big fenced fields and people who'll know your pet by name.</p>
    <p><a href="/dogs">Dog stays</a> · <a href="/cats">Cat stays</a> · <a href="/daycare">Day club</a> ·
    <a href="/book">Ask about dates</a></p>
    <h2>From the diary</h2>${cards([
      ["18 November 2026", "Christmas at Fernleigh", "Peak dates and holiday gate times.", "/news"],
      ["2 November 2026", "Six new chalets", "More room in the cattery.", "/news"],
      ["6 October 2026", "Prices for 2027", "What changes next year.", "/news"],
    ])}
    <h2>Why Fernleigh?</h2><ul><li>Someone lives on site, so there's always a person here at night</li>
    <li>Walks twice a day in our own fields</li><li>Cats well away from the dogs, in a block of their own</li></ul>`,
  ),
  "/dogs": page(
    "Stays for dogs",
    `<p>All 42 of our kennels are heated and have a covered run; 8 of them are big enough for giant breeds. Prices
    are per dog, per night, and include food and two walks a day.</p>` +
      table(
        "Price per night",
        ["Size", "Weight", "Off-peak", "Peak", "Each extra dog sharing the kennel"],
        DOGS,
      ) +
      `<h2>Peak dates</h2><ul>${PEAKS.map((p) => `<li>${p}</li>`).join("")}</ul>
      <p>A night counts as peak if it falls within these dates. At peak times the shortest stay we take is 3
      nights.</p>
      <h2>Extras</h2>
      <p><strong>Giving tablets or drops:</strong> £1.50 a day</p>
      <p><strong>Insulin injections:</strong> £4 a day</p>
      <p><strong>An extra walk on their own with one of the team:</strong> £6 a walk</p>
      <p><strong>Their own bed and toys:</strong> welcome, no charge</p>`,
  ),
  "/cats": page(
    "Stays for cats",
    `<p>Our cattery is a block of its own, out of sight and sound of the dogs. We have 24 heated chalets, 2 of them
    family chalets with room for 4 cats. Cats only share with cats from the same home.</p>` +
      table(
        "Price per chalet, per night",
        ["Cats sharing", "Off-peak", "Peak"],
        [
          ["1 cat", "£15.50", "£18.00"],
          ["2 cats", "£25.00", "£29.00"],
          ["3 cats", "£33.00", "£38.00"],
          ["4 cats (family chalet)", "£40.00", "£46.00"],
        ],
      ) +
      `<p>Peak nights are the same as for dogs: Christmas and New Year, the school half terms, Easter and the summer
      holidays. We feed a premium dry and wet food; bring your own if your cat is fussy. Diabetic cats are welcome:
      insulin is £4 a day.</p>`,
  ),
  "/daycare": page(
    "Day club",
    `<p>A day out for dogs whose people are at work: games in the field, a rest in the afternoon, and a tired dog
    to take home.</p>` +
      dl([
        ["Open", "Monday to Friday, 07:30 to 18:00 (not at weekends or on bank holidays)"],
        ["Full day", "£29"],
        ["Half day, up to 5 hours", "£19"],
        ["10 full days, used within 3 months", "£260"],
        ["A second dog from the same home", "£22 a full day"],
        ["Group size", "No more than 18 dogs, in a small-dog group and a big-dog group"],
        ["Who can come", "Dogs over 6 months old, friendly with other dogs, and neutered if over 12 months"],
        ["First visit", "A free 3-hour trial, on a Tuesday or Thursday between 09:00 and 12:00"],
      ]) +
      `<h2>Book a trial</h2>
      <form method="post" action="/daycare/trial">
      <p><label>Your name <input name="owner" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <p><label>Email <input type="email" name="email"></label></p>
      <p><label>Dog's name <input name="dog_name" required></label></p>
      <p><label>Breed <input name="breed"></label></p>
      <p><label>Age <input name="age"></label></p>
      <p><label>Size <select name="dog_size">${options(SIZES)}</select></label></p>
      <p><label>Neutered or spayed? <select name="neutered">${options([
        ["yes", "Yes"],
        ["no", "No"],
      ])}</select></label></p>
      <p><label>Trial date (Tuesday or Thursday) <input type="date" name="date" required></label></p>
      <button type="submit">Book the trial</button></form>`,
  ),
  "/times": page(
    "Comings & goings",
    table(
      "When the gate is open",
      ["Day", "Drop-off", "Collection", "Office and phones"],
      [
        ["Monday", "08:00–11:00", "15:00–17:30", "08:00–18:00"],
        ["Tuesday", "08:00–11:00", "15:00–17:30", "08:00–18:00"],
        ["Wednesday", "08:00–11:00", "No collections", "08:00–18:00"],
        ["Thursday", "08:00–11:00", "15:00–17:30", "08:00–18:00"],
        ["Friday", "08:00–11:00", "15:00–18:30", "08:00–18:00"],
        ["Saturday", "09:00–11:00", "14:00–16:00", "08:30–13:00"],
        ["Sunday", "No drop-offs", "16:00–17:30", "Closed"],
      ],
    ) +
      `<p>Between 11:00 and 15:00 the dogs rest, so the gate stays shut. On bank holidays drop-off and collection
      are 09:00–11:00 only. The day club keeps its own hours: see <a href="/daycare">Day club</a>.</p>`,
  ),
  "/requirements": page(
    "Before you come",
    `<p>We check every vaccination card at the gate. Please read this before you book.</p>` +
      dl([
        [
          "Distemper, hepatitis and parvovirus (dogs)",
          "A booster within the last 3 years, finished at least 14 days before arrival",
        ],
        ["Leptospirosis (dogs)", "Within the last 12 months"],
        ["Kennel cough (dogs)", "Within the last 12 months, and at least 7 days before arrival"],
        ["Cat flu and enteritis (cats)", "Within the last 12 months, and at least 10 days before arrival"],
        ["Feline leukaemia (cats)", "Recommended, but not required"],
        [
          "Titre tests",
          "A titre test from the last 12 months can stand in for the distemper, hepatitis and parvovirus booster, but not for leptospirosis or kennel cough",
        ],
        ["Rabies", "Not needed, unless your pet came into the UK in the last 6 months"],
        ["Fleas and worms", "Treated within the 4 weeks before arrival"],
        ["Puppies and kittens", "Welcome from 16 weeks old, once fully vaccinated"],
        ["Vaccination card", "Bring it on the day: without it we can't take your pet in"],
      ]),
  ),
  "/book": page(
    "Enquire",
    `<p>Tell us who's coming and when, and Hannah will email you within a working day to confirm. We take a deposit
    of £40 per pet once a booking is confirmed.</p>
    <form method="post" action="/book/enquiry">
    <p><label>Your name <input name="name" required></label></p>
    <p><label>Email <input type="email" name="email" required></label></p>
    <p><label>Phone <input type="tel" name="phone"></label></p>
    <p><label>Who's staying? <select name="pets">${options([
      ["dog", "Dog(s)"],
      ["cat", "Cat(s)"],
      ["both", "Dogs and cats"],
    ])}</select></label></p>
    <p><label>Dog size <select name="dog_size">${options([["none", "No dogs"], ...SIZES])}</select></label></p>
    <p><label>How many dogs? <select name="dogs">${options([
      ["0", "0"],
      ["1", "1"],
      ["2", "2"],
      ["3", "3"],
    ])}</select></label></p>
    <p><label>How many cats? <select name="cats">${options([
      ["0", "0"],
      ["1", "1"],
      ["2", "2"],
      ["3", "3"],
      ["4", "4"],
    ])}</select></label></p>
    <p><label>Their names <input name="pet_names"></label></p>
    <p><label>Arriving <input type="date" name="arrival" required></label></p>
    <p><label>Going home <input type="date" name="departure" required></label></p>
    <p><label>Anything we should know? <textarea name="notes"></textarea></label></p>
    <button type="submit">Send enquiry</button></form>`,
  ),
  ...kennelsMorePages(page, options),
};

export const KENNELS: CorpusSite = {
  name: "kennels",
  pages,
  layout: page,
  forms: {
    "/book/enquiry": {
      title: "Enquiry received",
      reply: (f) =>
        `Thanks, ${f.name}. We've noted ${f.pets} (${f.dogs || 0} dogs, size ${f.dog_size}; ${f.cats || 0} cats) ` +
        `from ${f.arrival} to ${f.departure}. Hannah will email ${f.email} to confirm. Reference FK-2261.`,
    },
    "/daycare/trial": {
      title: "Trial booked",
      reply: (f) =>
        `Thanks, ${f.owner}. ${f.dog_name} (${f.dog_size}) has a trial at day club on ${f.date}, 09:00 to 12:00. ` +
        `Ollie will ring ${f.phone} the day before.`,
    },
    "/callback": {
      title: "We'll call you",
      reply: (f) => `Thanks, ${f.name}. We'll ring ${f.phone} in the ${f.when} about ${f.about}.`,
    },
  },
};
