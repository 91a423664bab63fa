import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// BRUME: the twenty-third held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const HOURS: string[][] = [
  ["Monday", "09:00–17:00", "07:30–18:00"],
  ["Tuesday", "08:30–17:00", "07:30–18:00"],
  ["Wednesday", "08:30–17:00", "07:30–18:00"],
  ["Thursday", "08:30–20:00", "07:30–18:00"],
  ["Friday", "08:30–17:00", "07:30–18:00"],
  ["Saturday", "08:00–14:00", "Closed"],
  ["Sunday", "Closed", "Closed"],
];

/** Cancelling: what, free up to, cancelling later, not turning up. */
const CANCELLING: string[][] = [
  ["A groom in the salon", "48 hours before", "50% of the groom price", "The full price"],
  ["A groom in the Suds Bus", "24 hours before", "£15", "£25, plus the call-out"],
  ["A Tuft Club day", "18:00 the day before", "The day is charged (or taken from your pack)", "The same"],
];

/** A team card: name, role, qualification, where and when, a line about them. */
const person = personCard;

const TEAM = `<div class="cards">${[
  person(
    "Rosie Quennell",
    "Owner and head groomer",
    "City &amp; Guilds Level 3 Diploma in Dog Grooming, Canine First Aid",
    "The salon, Tuesday to Saturday",
    "Opened Tuft &amp; Tail in 2014 after eight years grooming at a show kennels. Ask for Rosie if your dog is old or nervous.",
  ),
  person(
    "Ellie Farrant",
    "Groomer",
    "iPET Network Level 3 Diploma in Dog Grooming",
    "The salon, Monday, Thursday (until 20:00) and Friday",
    "Our terrier specialist, and the only one of us who does hand-stripping.",
  ),
  person(
    "Dan Ferriby",
    "Suds Bus groomer",
    "City &amp; Guilds Level 3 Certificate in Dog Grooming",
    "The van, Monday to Friday and the 1st and 3rd Saturdays",
    "Knows every lane from Ottley Green to Crayle, and every dog on them.",
  ),
  person(
    "Tom Pennington",
    "Apprentice groomer",
    "Working towards the Level 2 Certificate in Dog Grooming",
    "The salon, Wednesday, Thursday and Saturday",
    "Brilliant with puppies: he does most of our puppy intros.",
  ),
  person(
    "Kiran Dhaliwal",
    "Tuft Club lead",
    "Level 3 Diploma in Canine Behaviour and Training, Canine First Aid",
    "Tuft Club, Monday to Friday",
    "Plans the day's walks and games, and writes every dog's report card.",
  ),
  person(
    "Beth Lowther",
    "Tuft Club carer",
    "Level 2 Award in Dog Day Care",
    "Tuft Club, Monday, Tuesday and Wednesday",
    "Chief ball-thrower.",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "12 November 2026",
    "Christmas and New Year",
    "The salon closes at 14:00 on Christmas Eve and stays closed until New Year's Day, opening again on Saturday 2 January. Tuft Club's last day is Wednesday 23 December, and it's back on Monday 4 January. The Suds Bus does its last round on Tuesday 22 December and is back on the road on Monday 4 January. December books up fast: the last Christmas slots are on Thursday evenings.",
  ],
  [
    "2 November 2026",
    "Full groom prices from January",
    "From Monday 4 January 2027 a full groom in the salon goes up by £2: £40 small, £48 medium, £57 large and £70 giant. It's our first rise since April 2025, and everything else stays the same, Suds Bus prices included.",
  ],
  [
    "19 October 2026",
    "Meet Suds Two",
    "Our second van, Suds Two, goes on the road on Monday 11 January 2027 with Lewis Harker at the wheel. It adds Kirkby Fold on Tuesdays and Much Hadley every Saturday, not just the 1st and 3rd.",
  ],
  [
    "14 September 2026",
    "Late Thursdays",
    "From Thursday 1 October the salon stays open until 20:00 on Thursdays, for anyone who can't get here in working hours. Until now we've closed at 17:00 on Thursdays like every other weekday.",
  ],
  [
    "28 July 2026",
    "Summer break",
    "The salon is closed for our summer break from Monday 17 to Saturday 22 August. Tuft Club and the Suds Bus carry on as usual.",
  ],
  [
    "30 March 2026",
    "Tuft Club prices from April",
    "A full day at Tuft Club has been £29 since 2024. From 1 April 2026 it's £32, a half day goes from £18 to £20 and a pack of 10 full days from £260 to £290. Packs bought before 1 April will be honoured.",
  ],
]);

/** The salon, rules, team, news, answers, the booking form, contact, and three search-only pages. */
export function groomerMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/salon": page(
      "Find the salon",
      `<p>The salon and Tuft Club share a yard at the top of Chantry Lane, behind the Co-op, 5 minutes' walk from
      Brackwell market square.</p>` +
        table("Opening hours", ["Day", "Grooming salon", "Tuft Club day care"], HOURS) +
        `<p>The last full groom of the day is booked 2 hours before the salon closes. Bank holidays: closed.</p>` +
        dl([
          ["Address", "4 Chantry Lane, Brackwell BK4 7RD"],
          ["Salon", "01632 976 100"],
          ["Tuft Club", "01632 976 120"],
          ["The Suds Bus (Dan's mobile)", "07700 900614"],
          [
            "Parking",
            "Two free spaces outside the salon, and the Chantry Lane car park next door (free for the first hour)",
          ],
          ["Getting in", "Step-free into the salon; the Tuft Club barn has one low step"],
        ]),
    ),
    "/rules": page(
      "House rules",
      `<h2>Vaccinations and health</h2>` +
        dl([
          [
            "Core vaccinations",
            "Every dog needs to be up to date for distemper, parvovirus, hepatitis and leptospirosis. Bring the vaccination card on your first visit",
          ],
          [
            "Kennel cough",
            "Needed for Tuft Club, given at least 14 days before the first day. Not needed for grooming",
          ],
          ["Puppies", "Puppy intros from one week after the second vaccination; Tuft Club from 16 weeks"],
          [
            "Fleas",
            "Please treat within the 30 days before you come. If we find fleas we'll give a flea treatment bath at the add-on price",
          ],
          ["Poorly dogs", "If your dog has been sick or had diarrhoea in the last 48 hours, please rebook"],
        ]) +
        `<h2>Behaviour</h2>` +
        dl([
          [
            "Dogs who have bitten",
            "Welcome, but they must come muzzle-trained. If we have to stop a groom, we charge only for what we've done, at least £15",
          ],
          [
            "Dogs in season",
            "Welcome in the salon in the last slot of the day, but not at Tuft Club until 3 weeks after the season starts",
          ],
          [
            "Owners",
            "Please don't stay in the salon: dogs settle better without you. We'll text when your dog is ready",
          ],
          ["Nervous dogs", "Ask for a quiet slot: first thing on a Tuesday, with Rosie"],
        ]) +
        `<h2>Cancelling and not turning up</h2>` +
        table(
          "Cancellation and no-show fees",
          ["Booking", "Free to cancel or move up to", "If you cancel later", "If you don't turn up"],
          CANCELLING,
        ) +
        `<p>More than 15 minutes late for a groom and we may have to rebook you, charged as a late cancellation.
        Two no-shows in a year and we'll ask for a £20 deposit whenever you book.</p>`,
    ),
    "/team": page("Meet the team", `<p>Six of us, a salon, a van and a barn full of dogs.</p>${TEAM}`),
    "/news": page("Wag news", NEWS),
    "/faq": page(
      "Good to know",
      dl([
        [
          "How long does a groom take?",
          "Most full grooms take 2 to 3 hours, depending on the coat. We'll text you when your dog is ready",
        ],
        [
          "Can I stay and watch?",
          "Not in the salon, sorry: dogs settle better without their people. With the Suds Bus you're welcome to watch from the door",
        ],
        ["Do you groom cats?", "No, dogs only"],
        [
          "How can I pay?",
          "Card or cash; we don't take cheques. Tuft Club packs can also be paid by bank transfer",
        ],
        ["Do you hand-strip?", "Yes: Ellie does. Ring the salon to book a slot with her"],
        [
          "Do you sell shampoo?",
          "Yes, the shampoos and conditioners we use in the salon, from £9.50 a bottle",
        ],
        [
          "How often should my dog be groomed?",
          "Every 6 to 8 weeks for most coats; every 4 weeks for poodles",
        ],
        [
          "What if my dog is matted?",
          "We'll brush out what we kindly can. If it would hurt, we'll clip short and talk to you first",
        ],
      ]),
    ),
    "/book": page(
      "Request a slot",
      `<p>This is a request, not a booking: we'll ring or email to confirm within one working day. For the Suds
      Bus, choose your village: the van visits each village on its own day.</p>
      <form method="post" action="/book/send">
      <p><label>Where? <select name="where">${options([
        ["salon", "In the salon, Chantry Lane"],
        ["van", "In the Suds Bus, at my home"],
      ])}</select></label></p>
      <p><label>Village (Suds Bus only) <select name="village">${options([
        ["none", "Not using the van"],
        ["ottley-green", "Ottley Green"],
        ["hamble-cross", "Hamble Cross"],
        ["fennick", "Fennick and Lower Fennick"],
        ["sutton-ambry", "Sutton Ambry"],
        ["crayle", "Crayle"],
        ["much-hadley", "Much Hadley"],
      ])}</select></label></p>
      <p><label>Service <select name="service">${options([
        ["full-groom", "Full groom"],
        ["bath-and-tidy", "Bath and tidy"],
        ["puppy-intro", "Puppy intro"],
        ["nail-clip", "Nail clip"],
        ["de-shedding", "De-shedding treatment"],
      ])}</select></label></p>
      <p><label>Size <select name="size">${options([
        ["small", "Small (up to 10 kg)"],
        ["medium", "Medium (10 to 20 kg)"],
        ["large", "Large (20 to 40 kg)"],
        ["giant", "Giant (over 40 kg)"],
      ])}</select></label></p>
      <p><label>Add-on <select name="addon">${options([
        ["none", "None"],
        ["teeth", "Teeth brushing"],
        ["facial", "Blueberry facial"],
        ["paws", "Paw and pad tidy"],
        ["nail-grinding", "Nail grinding"],
        ["bandana", "Bandana or bow"],
      ])}</select></label></p>
      <p><label>How many dogs? <select name="dogs">${options([
        ["1", "1"],
        ["2", "2"],
        ["3", "3"],
      ])}</select></label></p>
      <p><label>Dog's name <input name="dog" required></label></p>
      <p><label>Breed <input name="breed"></label></p>
      <p><label>Date you'd like <input type="date" name="date" required></label></p>
      <p><label>Time of day <select name="time">${options([
        ["morning", "Morning"],
        ["afternoon", "Afternoon"],
        ["evening", "Evening (salon, Thursdays only)"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Anything we should know <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Send request</button></form>`,
    ),
    "/contact": page(
      "Say hello",
      dl([
        ["The salon", "01632 976 100 · 4 Chantry Lane, Brackwell BK4 7RD"],
        ["Tuft Club", "01632 976 120"],
        ["The Suds Bus", "07700 900614 (Dan, in working hours)"],
        ["Email", "woof@tuftandtail.test: we reply within one working day"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="topic">${options([
          ["grooming", "Grooming"],
          ["van", "The Suds Bus"],
          ["daycare", "Tuft Club"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="4" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your dog's grooming notes and vaccination dates for as long as you're a customer, and for 2 years
      after your last visit.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring the salon on 01632 976
      100.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/hand-stripping": page(
      "Hand-stripping",
      `<p>Hand-stripping pulls out the dead top coat by hand instead of clipping it, to keep a wire coat's colour
      and texture. It suits Border terriers, wire-haired dachshunds, Westies and other wire-coated breeds.</p>` +
        dl([
          ["Small dogs", "£49"],
          ["Medium dogs", "£59"],
          ["Large dogs", "Ask Ellie"],
          ["Who", "Ellie Farrant only, on Mondays and Fridays"],
          ["How long", "About 3 hours"],
          ["How often", "Every 8 to 12 weeks"],
        ]),
    ),
    "/gift-vouchers": page(
      "Gift vouchers",
      `<p>A Tuft &amp; Tail gift voucher, for any amount from £10, to spend on grooming or Tuft Club.</p>` +
        dl([
          ["Valid for", "12 months from the day you buy it"],
          ["Where to buy", "In the salon, or ring 01632 976 100 and we'll post one out"],
        ]),
    ),
    "/pet-taxi": page(
      "Tuft Club taxi: pick-up and drop-off",
      `<p>Can't do the school run and the dog run? Our Tuft Club taxi will pick your dog up from home in the
      morning and bring them back in the evening.</p>` +
        dl([
          ["Price", "£6 each way, or £10 a day for both ways, per dog"],
          ["Where", "Within 4 miles of the salon"],
          ["When", "Collections from 07:30 to 09:00; drop-offs from 16:30 to 18:00"],
          ["Booking", "Ring Tuft Club on 01632 976 120 by 16:00 the day before"],
        ]),
    ),
  };
}
