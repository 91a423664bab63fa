import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// MURK: the twenty-ninth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Cancelling or moving a booking: notice, adult classes, young cooks. */
const NOTICE: string[][] = [
  [
    "More than 14 days before",
    "A full refund, or move to another date free",
    "A full refund, or move to another date free",
  ],
  ["7 to 14 days before", "Move to another date for £15; no refund", "Move to another date free; no refund"],
  [
    "Fewer than 7 days before",
    "No refund and no move, but you can send someone in your place at no charge",
    "Move once for £10; no refund",
  ],
];

/** Allergens each class cooks with: class, allergens. */
const ALLERGENS: string[][] = [
  ["Fresh pasta", "Gluten, egg, milk"],
  ["Dim sum and dumplings", "Gluten, soya, sesame, crustaceans"],
  ["Keralan curries", "Mustard, milk; coconut, but no tree nuts"],
  ["Sourdough", "Gluten"],
  ["Christmas canapés", "Gluten, milk, egg, fish, tree nuts"],
  ["Tapas", "Fish, molluscs, milk, sulphites"],
  ["Thai street food", "Peanuts (left out at the Yard Kitchen), fish, crustaceans, soya"],
  ["Choux and éclairs", "Gluten, egg, milk, almonds"],
];

/** Class days: day, Yard Kitchen, Barn Kitchen. */
const DAYS: string[][] = [
  ["Monday", "Private events only", "Private events only"],
  ["Tuesday", "18:30–21:30", "Private events only"],
  ["Wednesday", "18:30–21:30", "Private events only"],
  ["Thursday", "18:30–21:30", "Closed"],
  ["Friday", "18:30–21:30", "Closed"],
  ["Saturday", "10:00–14:00; young cooks 15:00–17:30", "10:00–15:30"],
  ["Sunday", "Closed", "11:00–16:00"],
];

/** Private events: event, kitchen, group size, a head, how long. */
const PRIVATE: string[][] = [
  ["Team cook-off", "Yard Kitchen", "8 to 16", "£95", "3 hours"],
  ["Team cook-off", "Barn Kitchen", "10 to 24", "£110", "4 hours, with lunch"],
  ["Private dinner party class", "Yard Kitchen", "6 to 12", "£85", "3 hours, evenings"],
  ["Hen or birthday party: cocktails and canapés", "Yard Kitchen", "8 to 14", "£70", "2½ hours"],
  ["Children's birthday party (ages 7 to 12)", "Yard Kitchen", "8 to 12 children", "£28 a child", "2 hours"],
];

const you = `<p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>`;

/** A team card: name, role, what they do, where. */
const person = personCard;

const TEAM = `<div class="cards">${[
  person(
    "Nadia Quaresma",
    "Founder and head tutor",
    "Cooked in Lisbon and London before opening Damson &amp; Dill in 2015. Teaches knife skills, tapas, canapés and the Valentine's dinner.",
    "Both kitchens",
  ),
  person(
    "Tom Liddell",
    "Bread and pastry",
    "A baker for twenty years. Teaches sourdough, festive baking and patisserie.",
    "Yard Kitchen on Saturdays · Barn Kitchen on Sundays",
  ),
  person(
    "Mei-Lin Cho",
    "Chinese, Korean and Thai",
    "Grew up above her parents' restaurant in Manchester. Teaches dim sum, Korean home cooking and Thai street food.",
    "Yard Kitchen",
  ),
  person(
    "Ravi Kuttan",
    "Indian cookery",
    "From Kochi; cooks at the Pepper Vine pop-up nights. Teaches Keralan curries.",
    "Yard Kitchen",
  ),
  person(
    "Giulia Bassetti",
    "Italian cookery",
    "From Bologna, and strict about ragù. Teaches fresh pasta.",
    "Yard Kitchen and Barn Kitchen",
  ),
  person(
    "Sophie Garside",
    "Young cooks",
    "A primary school teacher for ten years. Runs Little Bakers, Teen Cooks and children's parties.",
    "Yard Kitchen on Saturday afternoons",
  ),
  person(
    "Owen Treharne",
    "Kitchen manager and allergen lead",
    "Orders the food, keeps both kitchens running and checks every allergy form before a class.",
    "Both kitchens",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "18 November 2026",
    "Prices from 1 March",
    "From 1 March 2027 a Yard Kitchen evening class goes from £75 to £79 for beginners and from £82 to £86 for improvers, and a day at the Barn Kitchen from £120 to £130. Knife skills, Saturday mornings, young cooks and private events stay as they are.",
  ],
  [
    "10 November 2026",
    "Christmas vouchers",
    "Order a posted voucher card by Friday 18 December; email vouchers go out until 12:00 on Thursday 24 December.",
  ],
  [
    "2 November 2026",
    "The Barn's new oven",
    "A wood-fired oven arrives at the Barn Kitchen over Christmas, in time for the family pizza morning on 30 January.",
  ],
  ["12 October 2026", "Welcome, Mei-Lin", "Mei-Lin Cho now teaches our Chinese, Korean and Thai classes."],
  [
    "7 September 2026",
    "A five again",
    "Both kitchens kept their food hygiene rating of 5 at this year's inspection.",
  ],
]);

/** Private events, vouchers, small print, allergies, before you come, kitchens, team, FAQs, news, contact, and three
 * search-only pages. */
export function cookeryMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/private": page(
      "Groups and teams",
      `<p>The kitchen to yourselves, for a team day, a party or a dinner you cook together. Private events are at the
    Yard Kitchen from Monday to Thursday and at the Barn Kitchen from Monday to Wednesday.</p>` +
        table("Private events", ["Event", "Kitchen", "Group size", "A head", "How long"], PRIVATE) +
        dl([
          ["Smaller groups", "We charge for the smallest group size, even if fewer of you come"],
          ["Deposit", "25% to hold the date; the rest 14 days before, with your final numbers"],
          ["Cancelling", "The deposit comes back if you cancel more than 30 days before"],
          ["Drinks", "Bring your own to the Yard Kitchen; at the Barn we serve local wine and beer at cost"],
          ["Christmas 2026", "Every December weekday is already booked"],
        ]) +
        `<p><a href="/private/enquire">Ask about a date</a></p>`,
    ),
    "/private/enquire": page(
      "Ask about a private event",
      `<p>Tell us roughly what you'd like and we'll reply within 2 working days with dates and a menu.</p>
      <form method="post" action="/private/enquire/send">
      <p><label>Event <select name="event">${options([
        ["team-cook-off", "Team cook-off"],
        ["dinner-party", "Private dinner party class"],
        ["hen-birthday", "Hen or birthday party"],
        ["kids-party", "Children's birthday party"],
      ])}</select></label></p>
      <p><label>Kitchen <select name="kitchen">${options([
        ["yard", "Yard Kitchen, Aldermoor"],
        ["barn", "Barn Kitchen, Quarry Hill Farm"],
        ["either", "Either"],
      ])}</select></label></p>
      <p><label>Date you'd like <input type="date" name="date" required></label></p>
      <p><label>How many <select name="size">${options([
        ["6-9", "6 to 9"],
        ["10-14", "10 to 14"],
        ["15-19", "15 to 19"],
        ["20-24", "20 to 24"],
      ])}</select></label></p>
      <p><label>Company or group <input name="company"></label></p>
      ${you}
      <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/vouchers": page(
      "Gift vouchers",
      `<p>A voucher for an amount to spend on any class, or for a class itself.</p>` +
        table(
          "Vouchers",
          ["Voucher", "Price", "Valid for"],
          [
            ["Money voucher", "£25, £50, £75, £100 or £150", "12 months from the day you buy it"],
            ["Beginners' evening class", "£75", "9 months from the day you buy it"],
            ["A day at the Barn Kitchen", "£120", "9 months from the day you buy it"],
          ],
        ) +
        dl([
          [
            "After 1 March",
            "Class vouchers bought before 1 March 2027 are honoured with nothing extra to pay",
          ],
          ["Running out", "A class voucher can be extended once, by 3 months, for £10; money vouchers can't"],
          ["By email", "A PDF voucher the same day, free"],
          ["By post", "A printed card in an envelope, first class, for £3"],
          ["Collect", "From the Yard Kitchen when a class is on"],
          [
            "For Christmas",
            "Order by Friday 18 December to post, or by 12:00 on Thursday 24 December by email",
          ],
          ["Young cooks", "Money vouchers can be spent on young cooks' classes too"],
        ]) +
        `<p><a href="/vouchers/buy">Buy a voucher</a></p>`,
    ),
    "/vouchers/buy": page(
      "Buy a voucher",
      `<p>We'll send the voucher, or the card, to whoever you choose.</p>
      <form method="post" action="/vouchers/buy/send">
      <p><label>Voucher <select name="voucher">${options([
        ["25", "£25"],
        ["50", "£50"],
        ["75", "£75"],
        ["100", "£100"],
        ["150", "£150"],
        ["evening-class", "A beginners' evening class (£75)"],
        ["barn-day", "A day at the Barn Kitchen (£120)"],
      ])}</select></label></p>
      <p><label>How <select name="format">${options([
        ["email", "By email (free)"],
        ["post", "A card by post (£3)"],
        ["collect", "I'll collect it from the Yard Kitchen"],
      ])}</select></label></p>
      <p><label>Who it's for <input name="recipient" required></label></p>
      <p><label>Their email, or the address to post to <input name="send_to"></label></p>
      <p><label>Message <textarea name="message" rows="3"></textarea></label></p>
      ${you}
      <button type="submit">Buy</button></form>`,
    ),
    "/terms": page(
      "Booking terms",
      `<p>Plans change. Here's what happens if you can't come, by how much notice you give us.</p>` +
        table("If you can't come", ["Notice", "Adult classes", "Young cooks"], NOTICE) +
        dl([
          ["If we cancel", "A full refund or another date, whichever you prefer"],
          [
            "Arriving late",
            "After 30 minutes we can't let you join a class that's already using knives and flames",
          ],
          ["Private events", 'See <a href="/private">groups and teams</a>'],
          ["Vouchers", "Bookings made with a voucher move like any other; a voucher can't be refunded"],
          ["Paying", "In full when you book, by card"],
        ]),
    ),
    "/allergies": page(
      "Allergies and diets",
      `<p>We cook for vegetarians and vegans in every class, and gluten-free in most, if you tell us at least 7 days
      before. Gluten-free isn't possible in the bread, pasta and patisserie classes. Halal meat is available with 7
      days' notice.</p>
      <p>The Yard Kitchen is nut-free: no nuts and no peanuts come through the door. At the Barn Kitchen we use nuts
      in some classes, so we can't promise a nut-free class there. With a severe allergy or coeliac disease, please
      ring Owen before you book.</p>` +
        table("Allergens each class cooks with", ["Class", "Allergens"], ALLERGENS) +
        dl([
          ["Alcohol", "Some dishes are cooked with wine; we'll make yours without"],
          ["Pregnant?", "Tell us, and we'll swap anything with raw egg or unpasteurised cheese"],
        ]),
    ),
    "/before-you-come": page(
      "Your first class",
      dl([
        ["Arrive", "15 minutes before the start, for a cup of tea and the safety talk"],
        ["Aprons and knives", "We lend both; you don't need to bring any equipment"],
        ["Bring", "Two large lidded containers to take your food home, and a bag to carry them"],
        ["Wear", "Flat shoes that cover your toes; tie long hair back"],
        ["Eating", "Evening classes end with a sit-down supper of what you've made; Barn days include lunch"],
        ["Drinks", "At the Yard Kitchen bring your own wine or beer to an evening class, with no corkage"],
        ["At the Barn", "Wellies or old shoes for the farm yard in winter"],
        ["Finishing", "We aim to finish on time; allow 15 minutes either way"],
      ]),
    ),
    "/kitchens": page(
      "Our two kitchens",
      `<h2>The Yard Kitchen</h2><p>4 Dyer's Yard, Aldermoor AM1 3DY, behind the Buttercross. The kitchen is on the
      first floor, up a flight of 18 stairs; there's no lift. If stairs are hard for you, we'll gladly move you to a
      class at the Barn Kitchen.</p>` +
        dl([
          [
            "Parking",
            "None in Dyer's Yard. Buttercross car park is 3 minutes' walk, £1.80 an hour, free after 18:00",
          ],
          ["By train", "Aldermoor station is a 10-minute walk"],
          ["Phone", "01632 948 410"],
        ]) +
        `<h2>The Barn Kitchen</h2><p>Quarry Hill Farm, Nether Wyke AM7 2QH, five miles south of Aldermoor. A stone barn
        with 16 cooking stations, step-free throughout, with an accessible toilet.</p>` +
        dl([
          ["Parking", "Free in the farm yard, for about 20 cars"],
          [
            "Finding us",
            "Sat navs send you to the first gate: drive on past the post box to the second entrance",
          ],
          ["Buses", "None at weekends"],
          ["Phone", "01632 948 417, on class days only"],
        ]) +
        table("When each kitchen cooks", ["Day", "Yard Kitchen", "Barn Kitchen"], DAYS) +
        `<p>Over Christmas the Yard Kitchen's last class is on Saturday 19 December and we're back on Tuesday 5
        January; the Barn Kitchen closes from Monday 21 December to Thursday 14 January. The office answers the
        phone Monday to Friday, 09:00 to 17:00.</p>`,
    ),
    "/team": page("The cooks", `<p>Seven of us, and a washing-up rota we don't talk about.</p>${TEAM}`),
    "/faq": page(
      "You asked",
      `<h3>I've never cooked. Is that all right?</h3><p>Yes: beginners' classes assume nothing.</p>
      <h3>Can I come on my own?</h3><p>Most people do.</p>
      <h3>Do I get the recipes?</h3><p>Yes, emailed the next morning.</p>
      <h3>Can I buy a knife like the ones in class?</h3><p>Yes: the 20 cm cook's knife we use is £45 at the end of
      knife skills, £10 less than in the shops.</p>
      <h3>Is there somewhere to wait during Little Bakers?</h3><p>Not in the Yard Kitchen, but the Buttercross
      cafés are a minute away.</p>
      <h3>Can I book for a friend?</h3><p>Yes, put their name in the notes, or buy a <a href="/vouchers">voucher</a>.</p>
      <h3>Do you run classes on Mondays?</h3><p>No: Mondays are for private events only.</p>`,
    ),
    "/news": page("From the pass", NEWS),
    "/contact": page(
      "Get in touch",
      dl([
        ["Office and the Yard Kitchen", "01632 948 410, Monday to Friday 09:00 to 17:00"],
        ["The Barn Kitchen, on class days", "01632 948 417"],
        ["Email", "hello@damsonanddill.test"],
      ]) +
        `<h2>Ask us to ring you</h2>
        <form method="post" action="/contact/callback/send">
        <p><label>About <select name="topic">${options([
          ["booking", "A class I've booked"],
          ["private", "A private event or party"],
          ["vouchers", "Vouchers"],
          ["allergies", "Allergies or a diet"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Best time <select name="time">${options([
          ["morning", "Morning, 09:00 to 12:00"],
          ["afternoon", "Afternoon, 12:00 to 17:00"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Phone <input type="tel" name="phone" required></label></p>
        <button type="submit">Ring me</button></form>
        <h2>Or send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your bookings and any allergy forms for 2 years, then delete them.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. The Barn Kitchen is step-free; the Yard Kitchen is up a flight of
      stairs. If anything is hard to use, ring 01632 948 410.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/supper-club": page(
      "Supper club at the Barn",
      `<p>Once a month Damson &amp; Dill runs a supper club: Nadia cooks, you sit down to five courses at one long table in the Barn Kitchen.</p>` +
        dl([
          ["When", "The last Friday of the month at 19:30: 29 January and 26 February 2027"],
          ["Price", "£48 a head"],
          ["Drinks", "Bring your own, no corkage"],
          ["Diets", "Tell us when you book; a vegetarian menu is always ready"],
        ]),
    ),
    "/knife-sharpening": page(
      "Knife sharpening",
      `<p>Damson &amp; Dill can sharpen your kitchen knives: Owen uses the same stones we use for ours. What it costs is below.</p>` +
        dl([
          ["Drop off", "At the Yard Kitchen on a Saturday, 09:30 to 10:00"],
          ["Ready", "The Saturday after"],
          ["Price", "£5 a knife; £8 for a Japanese knife finished on a whetstone"],
          ["Not", "Serrated bread knives or scissors"],
        ]),
    ),
    "/kitchen-hire": page(
      "Hire our kitchen",
      `<p>For food photographers, pop-ups and small food businesses that need a proper kitchen for a day.</p>` +
        dl([
          ["Yard Kitchen", "£45 an hour, at least 3 hours, Mondays only"],
          ["Barn Kitchen", "£300 a day, Monday to Wednesday"],
          ["Included", "Ovens, hobs, the walk-in fridge and the washing up"],
          ["Need", "Your own food hygiene certificate and public liability insurance"],
        ]),
    ),
  };
}
