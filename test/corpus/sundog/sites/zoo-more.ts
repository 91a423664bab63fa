import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// SUNDOG: the thirty-fifth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Experiences: experience, youngest, how long, when, price, group. */
const EXPERIENCES: string[][] = [
  ["Meet the Meerkats", "6, with a paying adult", "30 minutes", "Every day at 11:30", "£45", "Up to 4"],
  ["Lemur Breakfast", "8", "45 minutes", "Saturdays and Sundays at 09:15", "£55", "Up to 6"],
  ["Otter Encounter", "10", "30 minutes", "Wednesdays and Fridays at 14:00", "£60", "Up to 4"],
  ["Red Panda Encounter", "12", "20 minutes", "Tuesdays and Thursdays at 11:00", "£75", "Up to 2"],
  ["Junior Keeper", "8 to 15 only", "09:30 to 13:00", "Saturdays; school holiday weekdays", "£95", "Up to 6"],
  ["Keeper for a Day", "16", "09:00 to 16:30, with lunch", "Monday to Friday", "£225", "1"],
];

/** Cafés: café, where, summer, winter, what's on. */
const CAFES: string[][] = [
  ["The Watering Hole", "By the main entrance", "09:30 to 17:00", "10:00 to 15:30", "Breakfasts, lunches"],
  [
    "The Treetop Kiosk",
    "Beside The Den",
    "11:00 to 16:30",
    "Weekends only, 11:00 to 15:00",
    "Hot dogs, ices",
  ],
  ["The Picnic Barn", "By Pampas Meadow", "Park hours", "Park hours", "Bring your own: 80 seats, microwaves"],
];

/** Around the park: place, step-free, notes. */
const PLACES: string[][] = [
  ["The main loop", "Yes", "1.5 km of tarmac path past every enclosure, with gentle slopes"],
  ["Lemur Wood walk-through", "No", "A bark path, steep in places; wheelchair users can watch from the gate"],
  ["Lynx Ridge hide", "No", "18 steps up; the lower paddock fence is step-free"],
  ["Otter Creek underwater window", "Yes", "Indoors, with seats"],
  ["Tortoise House", "Yes", "Automatic doors; kept at 28°C"],
  ["The Den", "Yes", "A soft rubber surface throughout"],
  ["The Treetop Kiosk", "No", "4 steps up to the deck; ring the bell at the hatch and we'll serve you below"],
  ["Changing Places toilet", "Yes", "By the entrance, with a hoist"],
];

/** Parties: party, ages, a child, children, what's in it. */
const PARTIES: string[][] = [
  [
    "Wild Tots party",
    "2 to 5",
    "£14",
    "8 to 20",
    "Meet a small animal, an hour in the party room, lunch boxes",
  ],
  ["Explorer party", "5 to 10", "£19", "8 to 20", "A keeper-led trail, a meerkat or otter talk, hot food"],
  ["Junior Keeper party", "8 to 12", "£29", "6 to 12", "Help a keeper make the lemurs' lunch, then hot food"],
];

/** School visits: visit, who, a pupil, free adults. */
const SCHOOLS: string[][] = [
  ["Early Explorers", "Nursery and reception", "£6.00", "1 for every 3 children"],
  ["Self-guided day", "Any school group", "£7.50", "1 for every 6 pupils"],
  ["Habitats workshop", "Key Stage 1", "£10.50", "1 for every 6 pupils"],
  ["Adaptation workshop", "Key Stage 2", "£11.50", "1 for every 8 pupils"],
  ["Conservation workshop", "Key Stages 3 and 4", "£12.50", "1 for every 10 pupils"],
];

/** Adoptions: package, price, what you get. */
const ADOPTIONS: string[][] = [
  ["Paw Print", "£35", "A certificate, a photo and a fact sheet, by email"],
  ["Wild Friend", "£60", "The same in a pack by post, a soft toy, and your name on the adopters' board"],
  ["Keeper's Choice", "£120", "All of Wild Friend, plus 2 day tickets and a behind-the-scenes keeper talk"],
];

const NEWS = cards([
  [
    "19 November 2026",
    "Prices for 2027",
    "From Monday 1 March 2027 an adult ticket at the gate goes from £21.00 to £22.50 and a family ticket from £66.00 to £70.00. Online prices go up too; under 3s and carers stay free.",
  ],
  [
    "4 November 2026",
    "Welcome, Juniper",
    "Juniper, a two-year-old female red panda, has joined Ember on Bamboo Ridge. Give her a few weeks to settle.",
  ],
  [
    "26 October 2026",
    "Winter hours",
    "We're now open 10:00 to 16:00, last entry 15:00, until 26 March 2027. The flying display is back in spring.",
  ],
  [
    "10 February 2026",
    "Prices for 2026",
    "From 1 March 2026 an adult ticket at the gate is £21.00 (was £19.50), a child £15.50 (was £14.00) and a family £66.00 (was £61.00).",
  ],
  [
    "27 October 2025",
    "Winter hours",
    "From today we're open 10:00 to 15:30, last entry 14:30, until 28 March 2026.",
  ],
]);

/** Experiences, play and eat, access, parties, schools, adoptions, FAQs, news, contact and two search-only pages. */
export function zooMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
  count: (from: number, to: number) => string,
): Record<string, FixturePage> {
  const you = `<p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>`;
  return {
    "/experiences": page(
      "Closer encounters",
      `<p>Go behind the fences with a keeper. Every experience includes the day's entry for whoever takes part;
      anyone coming to watch needs a day ticket.</p>` +
        table(
          "Experiences",
          ["Experience", "Youngest", "How long", "When", "Price a person", "Group"],
          EXPERIENCES,
        ) +
        dl([
          ["Under 16s", "With a paying adult taking part, except on Junior Keeper"],
          ["Annual pass holders", "10% off"],
          ["Gift vouchers", "Valid for 12 months; choose the date later"],
          ["Moving your date", "Free with 7 days' notice; no refunds within 7 days"],
          ["What to wear", "Sturdy shoes and old clothes; Keeper for a Day overalls are lent"],
        ]) +
        `<h2>Book an experience</h2>
        <form method="post" action="/experiences/book/send">
        <p><label>Experience <select name="experience">${options([
          ["meerkats", "Meet the Meerkats"],
          ["lemur-breakfast", "Lemur Breakfast"],
          ["otters", "Otter Encounter"],
          ["red-panda", "Red Panda Encounter"],
          ["junior-keeper", "Junior Keeper"],
          ["keeper-day", "Keeper for a Day"],
        ])}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>How many taking part <select name="people">${count(1, 6)}</select></label></p>
        <fieldset><legend>Ages</legend>
        <label><input type="radio" name="ages" value="adults"> Everyone is 16 or over</label>
        <label><input type="radio" name="ages" value="mixed"> Someone is under 16</label>
        </fieldset>
        <p><label>Age of the youngest taking part <input type="number" name="youngest"></label></p>
        <p><label>Who's taking part, if not you <input name="participant"></label></p>
        <fieldset><legend>Is it a gift?</legend>
        <label><input type="radio" name="gift" value="no"> No</label>
        <label><input type="radio" name="gift" value="yes"> Yes, send a voucher</label>
        </fieldset>
        ${you}
        <button type="submit">Book</button></form>`,
    ),
    "/play-and-eat": page(
      "Play and eat",
      `<h2>The Den</h2><p>Our adventure play area, for ages 2 to 12, with rope bridges, a tube slide and Toddler Town
      for the under 5s. It opens at 10:00 and closes 30 minutes before the park. The splash pad runs from May to
      September. Grown-ups stay with their children.</p>` +
        table("Where to eat", ["Café", "Where", "Summer", "Winter", "What's on"], CAFES) +
        `<p><strong>Kids' lunch bag:</strong> £5.95 at The Watering Hole.</p>
        <p><strong>Picnics:</strong> welcome anywhere but the enclosures; tables on Acorn Lawn too.</p>`,
    ),
    "/access": page(
      "Everyone welcome",
      `<p><strong>Wheelchairs:</strong> 8 manual wheelchairs to borrow free at the gate.</p>
      <p><strong>Mobility scooters:</strong> 3 to hire at £6 a day, with a £20 deposit you get back. Book wheelchairs
      and scooters at least 48 hours ahead on 0121 496 0555.</p>` +
        table("Around the park", ["Place", "Step-free", "Good to know"], PLACES) +
        `<h2>Dogs</h2>
        <p>Dogs can't come into the park: to our animals they're predators. Assistance dogs are welcome everywhere
        except Lemur Wood and Kalahari Corner.</p>
        <p><strong>Dog kennels:</strong> 6 shaded kennels beside the main car park, free, with water bowls; you
        keep the key. First come, first served. Please never leave a dog in a car.</p>
        <h2>Other help</h2>` +
        dl([
          ["Sensory bags", "Ear defenders and fidget toys to borrow at the gate"],
          ["Quiet mornings", "The first hour of the first Saturday of each month, with no announcements"],
          ["Carers", "Free, with a disabled visitor"],
        ]),
    ),
    "/parties": page(
      "Celebrate with us",
      `<p>Birthday parties on Saturdays and Sundays at 11:00 or 14:00. The price includes each child's entry for the
      day, and 2 grown-ups come free; other adults pay for a day ticket.</p>` +
        table("Parties", ["Party", "Ages", "A child", "Children", "What's in it"], PARTIES) +
        dl([
          ["To book", "A £40 deposit, which isn't refundable"],
          ["The cake", "Bring your own and we'll sing"],
          ["The birthday child", "Gets a Paw Print adoption of their favourite animal"],
        ]) +
        `<h2>Book a party</h2>
        <form method="post" action="/parties/book/send">
        <p><label>Party <select name="package">${options([
          ["wild-tots", "Wild Tots party"],
          ["explorer", "Explorer party"],
          ["junior-keeper", "Junior Keeper party"],
        ])}</select></label></p>
        <p><label>Date <input type="date" name="date" required></label></p>
        <p><label>Time <select name="time">${options([
          ["11:00", "11:00"],
          ["14:00", "14:00"],
        ])}</select></label></p>
        <p><label>How many children <select name="children">${count(6, 20)}</select></label></p>
        <p><label>Birthday child's name <input name="child"></label></p>
        <p><label>Age they'll be <input type="number" name="age"></label></p>
        ${you}
        <button type="submit">Book and pay the deposit</button></form>`,
    ),
    "/schools": page(
      "Learning",
      `<p>School visits any weekday in term time, from 10 pupils. Workshops are 45 minutes in the Learning Lodge,
      led by our education officers; the Picnic Barn is yours for lunch.</p>` +
        table("School visits", ["Visit", "Who", "A pupil", "Free adults"], SCHOOLS) +
        dl([
          ["Extra adults", "£9 each"],
          ["Risk assessment", "Download ours free when you book"],
          ["Ring the learning team", "0121 496 0556, Monday to Friday 09:00 to 15:00"],
        ]) +
        `<h2>Ask about a school visit</h2>
        <form method="post" action="/schools/send">
        <p><label>School <input name="school" required></label></p>
        <p><label>Key stage <select name="keystage">${options([
          ["eyfs", "Nursery and reception"],
          ["ks1", "Key Stage 1"],
          ["ks2", "Key Stage 2"],
          ["ks3-4", "Key Stages 3 and 4"],
        ])}</select></label></p>
        <p><label>Pupils <input type="number" name="pupils" required></label></p>
        <p><label>Adults <input type="number" name="adults" required></label></p>
        <p><label>Date you'd like <input type="date" name="date" required></label></p>
        <fieldset><legend>A workshop?</legend>
        <label><input type="radio" name="workshop" value="yes"> Yes, please</label>
        <label><input type="radio" name="workshop" value="no"> No, a self-guided day</label>
        </fieldset>
        <p><label>Teacher's name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Phone <input type="tel" name="phone"></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/adopt": page(
      "Support us",
      `<p>Adopt any of our animals but the wildcats (they're part of a release programme) for 12 months. Every
      adoption pays for food and care.</p>` +
        table("Adoptions", ["Package", "Price", "You get"], ADOPTIONS) +
        `<h2>Adopt an animal</h2>
        <form method="post" action="/adopt/send">
        <p><label>Animal <select name="animal">${options([
          ["meerkat", "A meerkat"],
          ["otter", "An otter"],
          ["lemur", "A ring-tailed lemur"],
          ["red-panda", "A red panda"],
          ["lynx", "A lynx"],
          ["red-squirrel", "A red squirrel"],
          ["capybara", "A capybara"],
          ["tapir", "A tapir"],
          ["tortoise", "A giant tortoise"],
        ])}</select></label></p>
        <p><label>Package <select name="package">${options([
          ["paw-print", "Paw Print, £35"],
          ["wild-friend", "Wild Friend, £60"],
          ["keepers-choice", "Keeper's Choice, £120"],
        ])}</select></label></p>
        <fieldset><legend>Is it a gift?</legend>
        <label><input type="radio" name="gift" value="no"> No, it's for me</label>
        <label><input type="radio" name="gift" value="yes"> Yes</label>
        </fieldset>
        <p><label>Name on the certificate <input name="recipient" required></label></p>
        <fieldset><legend>Send it</legend>
        <label><input type="radio" name="delivery" value="email"> By email</label>
        <label><input type="radio" name="delivery" value="post"> By post</label>
        </fieldset>
        <p><label>Address to post it to <textarea name="address" rows="3"></textarea></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <button type="submit">Adopt</button></form>`,
    ),
    "/faq": page(
      "Questions",
      `<h3>Can we bring a picnic?</h3><p>Yes: there's the Picnic Barn and tables on Acorn Lawn.</p>
      <h3>Is it mostly outdoors?</h3><p>Yes. Tortoise House and the otters' underwater window are indoors.</p>
      <h3>Can we bring a pushchair?</h3><p>Yes, the main loop is tarmac. Leave it at the gate of Lemur Wood.</p>
      <h3>Can I fly a drone?</h3><p>No, it frightens the animals.</p>
      <h3>What if it rains?</h3><p>We stay open, and the talks go ahead.</p>`,
    ),
    "/news": page("Wild news", NEWS),
    "/contact": page(
      "Contact",
      dl([
        ["Main switchboard", "0121 496 0550"],
        ["Experiences and parties", "0121 496 0553"],
        ["Wheelchairs and scooters", "0121 496 0555"],
        ["School visits", "0121 496 0556"],
        ["Adoptions", "adopt@hartmoorwildlife.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["visit", "Visiting"],
          ["passes", "Annual passes"],
          ["experiences", "Experiences"],
          ["access", "Access"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep booking records for 2 years, and Gift Aid records for 6.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our bookings. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 0121 496 0550.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/photography-mornings": page(
      "Photography mornings",
      `<p>Keen on wildlife photography? Get into Hartmoor at 07:30, two hours before the park opens to everyone else,
      and photograph the animals in the early light with no crowds and no glass in the way at the lynx and the
      otters. Tripods and long lenses welcome. What does it cost? £38 a photographer; annual pass holders pay £30.
      The second Sunday of each month, April to October, for 12 photographers.</p>`,
    ),
    "/memorial-benches": page(
      "Memorial benches",
      `<p>Remember a mum, a dad or a grandad who loved Hartmoor Wildlife Park: we can put a memorial bench on one of
      the park's paths, with a brass plaque of your words. How much does a memorial bench cost? £1,250, and it stays
      for 10 years. Or put a plaque on a tree in the woods for £350.</p>`,
    ),
  };
}
