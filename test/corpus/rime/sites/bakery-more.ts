import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, table } from "../../sites/kit";

// RIME: the fifteenth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const CLASSES: string[][] = [
  ["Sourdough for beginners", "Saturday 5 December 2026", "09:00–13:00", "Elm Street", "£75"],
  ["Christmas stollen and mince pies", "Sunday 13 December 2026", "10:00–13:00", "The Wharf", "£60"],
  ["Kids' cupcake decorating (ages 7–12)", "Tuesday 29 December 2026", "10:00–11:30", "The Wharf", "£22"],
  ["Croissants and laminated pastry", "Saturday 16 January 2027", "08:30–14:00", "Elm Street", "£95"],
  ["Sourdough for beginners", "Sunday 24 January 2027", "10:00–14:00", "The Wharf", "£75"],
  ["Buttercream flowers: cake decorating", "Saturday 6 February 2027", "10:00–13:00", "The Wharf", "£65"],
  ["Bread basics", "Sunday 21 February 2027", "10:00–13:30", "The Wharf", "£60"],
];

const NEWS = cards([
  [
    "16 November 2026",
    "Christmas at Hollins",
    "Order stollen, mince pies and Christmas cakes by Sunday 20 December, to collect from 22 to 24 December. Elm Street is open 07:00–13:00 on Christmas Eve, closed from Christmas Day to Monday 28 December, open 07:30–14:00 from Tuesday 29 December to Thursday 31 December, closed on New Year's Day, and back to normal on Saturday 2 January. The Wharf is open 08:00–14:00 on Christmas Eve, closed on Christmas Day and Boxing Day, open 09:00–15:00 on Sunday 27 December and Monday 28 December, keeps its normal hours from 29 to 31 December, and opens 10:00–15:00 on New Year's Day.",
  ],
  [
    "2 November 2026",
    "A new price for sourdough",
    "From 1 November our sourdough loaf is £4.50, up from £4.20. It's the first rise in two years: flour has gone up by a third. Everything else on the bread shelf stays the same.",
  ],
  [
    "12 October 2026",
    "Celebration cakes in 2027",
    "From 1 February 2027 an 8 inch sponge celebration cake will be £56 (now £52) and a 10 inch sponge £75 (now £70). The chocolate and carrot prices, cupcakes and two tiers stay as they are.",
  ],
  [
    "4 October 2026",
    "The Wharf now opens on Sundays",
    "After years of closing on Sundays, The Wharf is now open 09:00–15:00 every Sunday. Elm Street stays closed on Sundays so that the bakers get a day off.",
  ],
  [
    "7 September 2026",
    "Gluten-free bread, twice a week",
    "Our gluten-free seeded loaf is now baked on Thursdays as well as Saturdays. It's baked first thing, before any other bread, but the kitchen isn't gluten-free.",
  ],
]);

const JOBS: string[][] = [
  ["Night baker", "Elm Street", "4 nights a week, 22:00–06:00", "£14.20 an hour"],
  ["Café assistant", "The Wharf", "Saturdays and Sundays", "£12.60 an hour"],
  ["Barista", "The Wharf", "20 hours a week, weekdays", "£12.90 an hour"],
  ["Wholesale delivery driver", "Elm Street", "Monday to Saturday, 05:00–08:30", "£13.10 an hour"],
];

const TEAM: string[][] = [
  ["Maggie Hollins", "Owner; runs the shops and The Wharf café"],
  ["Tom Hollins", "Owner and baker"],
  ["Kasia Nowak", "Head baker, Elm Street"],
  ["Dev Patel", "Café manager, The Wharf"],
  ["Sunita Hollins", "Wholesale and trade customers"],
  ["Lily Chen", "Cake designer (celebration cakes)"],
  ["Owen Price", "Pastry chef and baking classes"],
];

/** Wholesale, classes, news, story, jobs, answers and contact pages, and two pages only the site's search finds. */
export function bakeryMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/wholesale": page(
      "For cafés",
      `<p>We bake for around 30 cafés, pubs, delis and farm shops within 15 miles of Renwick. New trade customers
      get a free box of samples.</p>` +
        table(
          "Trade prices",
          ["Product", "Trade price", "Sold in"],
          [
            ["Sourdough loaf", "£2.90", "Single loaves"],
            ["White farmhouse loaf", "£2.00", "Single loaves"],
            ["Butter croissants", "£1.20 each", "Boxes of 12"],
            ["Brownie tray (20 pieces)", "£28", "Single trays"],
            ["Whole cakes from our menu", "30% off the shop price", "Single cakes"],
          ],
        ) +
        dl([
          ["Minimum order", "£60 a delivery"],
          ["Deliveries", "Monday to Saturday, before 08:00"],
          ["Ordering", "By 14:00 the day before, by email to trade@hollinsbakery.test"],
          ["Paying", "Monthly invoice, due within 30 days"],
          ["Trade contact", "Sunita Hollins, 01632 962 415"],
        ]),
    ),
    "/classes": page(
      "Bake with us",
      `<p>Hands-on classes with our bakers, in the bakery at Elm Street after the shop closes or in the kitchen at
      The Wharf.</p>${table("Classes", ["Class", "Date", "Time", "Where", "Price a person"], CLASSES)}` +
        dl([
          ["Group size", "Up to 8 (kids' classes up to 10)"],
          ["Included", "An apron, lunch on classes over 3 hours, and everything you bake to take home"],
          ["Ages", "16 and over, except the kids' class, where a grown-up stays and helps"],
          ["Cancelling", "Full refund up to 14 days before; after that we'll move you to another date"],
          ["Private classes", "For 6 to 8 people, £420 for a half day"],
        ]) +
        `<p><a href="/classes/book">Book a place</a></p>`,
    ),
    "/classes/book": page(
      "Book a class",
      `<p>We'll hold your places and email you a link to pay.</p>
      <form method="post" action="/classes/reserve">
      <p><label>Class <select name="class">${options([
        ["sourdough-dec", "Sourdough for beginners, Saturday 5 December"],
        ["stollen", "Christmas stollen and mince pies, Sunday 13 December"],
        ["cupcakes", "Kids' cupcake decorating, Tuesday 29 December"],
        ["croissants", "Croissants and laminated pastry, Saturday 16 January"],
        ["sourdough-jan", "Sourdough for beginners, Sunday 24 January"],
        ["buttercream", "Buttercream flowers, Saturday 6 February"],
        ["bread-basics", "Bread basics, Sunday 21 February"],
      ])}</select></label></p>
      <p><label>Number of places <input type="number" name="places" min="1" max="8" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Allergies or anything we should know <textarea name="needs" rows="3"></textarea></label></p>
      <button type="submit">Hold my places</button></form>`,
    ),
    "/news": page("From the ovens", NEWS),
    "/about": page(
      "Our story",
      `<p>Arthur and Edna Hollins opened the bakery on Elm Street in 1962. Their grandchildren, Maggie and Tom, run
      it today, and in 2019 they opened The Wharf, a café and second shop in an old canal warehouse. There are 26
      of us now, bakers and café staff together.</p>${table("Who's who", ["Name", "What they do"], TEAM)}`,
    ),
    "/careers": page(
      "Join the team",
      `<p>We're looking for people who like early starts, good bread and a friendly kitchen.</p>` +
        table("Jobs open now", ["Job", "Shop", "Hours", "Pay"], JOBS) +
        dl([
          ["Closing date", "Friday 11 December 2026"],
          ["How to apply", "Email your CV and a few lines about yourself to jobs@hollinsbakery.test"],
          ["Perks", "A free loaf every shift, 30% off in both shops, and tips shared equally"],
          ["Age", "16 or over for café jobs, 18 or over for night baking and driving"],
        ]),
    ),
    "/faq": page(
      "Questions",
      `<h2>Do you have anything gluten-free?</h2><p>Yes: the orange and almond cake every day, and a gluten-free
      seeded loaf on Thursdays and Saturdays. Our kitchen isn't gluten-free, so we can't promise there are no
      traces.</p>
      <h2>Are your cakes nut-free?</h2><p>No. We use walnuts and almonds in the same kitchen, so none of our cakes
      is safe for a nut allergy.</p>
      <h2>Can I reserve bread?</h2><p>Yes. Ring the shop by 16:00 the day before and we'll put your loaves aside
      until 11:00.</p>
      <h2>Can I bring my dog?</h2><p>Dogs are welcome inside The Wharf and on its terrace, with water bowls by the
      door. Elm Street is too small, so only assistance dogs there, please.</p>
      <h2>How can I pay?</h2><p>Elm Street takes cash and cards. The Wharf is card only.</p>
      <h2>Do you make wedding cakes?</h2><p>Not any more, sorry. Our largest cake is two tiers.</p>
      <h2>What happens to what you don't sell?</h2><p>It goes to Renwick Food Bank the same evening.</p>`,
    ),
    "/contact": page(
      "Say hello",
      dl([
        ["Elm Street", "01632 962 411"],
        ["The Wharf", "01632 962 412"],
        ["Cakes and classes", "cakes@hollinsbakery.test"],
        ["Trade", "trade@hollinsbakery.test, 01632 962 415"],
        ["Post", "Hollins Family Bakery Ltd, 27 Elm Street, Renwick RW1 4EL"],
      ]) +
        `<h2>Send us a message</h2>
      <form method="post" action="/contact/send">
      <p><label>What's it about? <select name="topic">${options([
        ["general", "A general question"],
        ["cakes", "A celebration cake"],
        ["classes", "A baking class"],
        ["wholesale", "Buying wholesale for my business"],
        ["allergy", "Allergies and ingredients"],
        ["jobs", "Working here"],
        ["feedback", "Feedback or a complaint"],
      ])}</select></label></p>
      <p><label>Shop <select name="shop">${options([
        ["either", "Either or both"],
        ["elm", "Elm Street"],
        ["wharf", "The Wharf"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Your message <textarea name="message" rows="5"></textarea></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep cake orders and class bookings for 2 years, and trade accounts for 6 years for our accounts.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This site aims to meet WCAG 2.2 AA. Tell us if anything is hard to use.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/hampers": page(
      "Christmas hampers",
      `<p>Hampers packed to order at Elm Street, in a wicker basket you can keep. Last orders Friday 18
      December.</p>` +
        table(
          "Hampers",
          ["Hamper", "What's in it", "Price"],
          [
            ["The Little One", "A small stollen, 6 mince pies and a jar of Wharf marmalade", "£35"],
            [
              "The Family Table",
              "A sourdough loaf, a sticky ginger loaf, a large stollen, 12 mince pies and chutney",
              "£60",
            ],
            [
              "The Big Feast",
              "Everything in The Family Table, plus a Christmas cake and a bottle of fizz",
              "£95",
            ],
          ],
        ) +
        `<p>Delivery within 5 miles of Elm Street is £8; collection from either shop is free.</p>`,
    ),
    "/vouchers": page(
      "Gift vouchers",
      `<p>Gift vouchers from £10 to £100, for anything in either shop or towards a baking class.</p>` +
        dl([
          ["Valid for", "12 months from the day you buy it"],
          ["Where to buy", "In either shop, or by ringing Elm Street"],
          ["Change", "Spend it over several visits; there's no cash back"],
        ]),
    ),
  };
}
