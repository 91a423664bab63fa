import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { bakeryMorePages } from "./bakery-more";

// RIME: the fifteenth held-out part of the corpus (Hollins Family Bakery), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). A family-run bakery in Renwick with two shops, the original bakery on Elm Street and a
// café at The Wharf: opening hours as a table of weekday × shop, cakes as a table of cake × slice × whole cake ×
// allergens, bread as a table of loaf × price × days baked, celebration cakes as a table of size × serves × sponge
// × chocolate or carrot beside the ordering rules, the wholesale terms, baking classes as a table of class × date ×
// time × shop × price, jobs as a table of job × shop × hours × pay, dated news (last month's sourdough price,
// February's celebration cake prices, The Wharf's Sundays, the Christmas hours), forms to order a celebration cake,
// book a class and send a message, and two pages only the site's search finds. The footer's line about fresh bread
// is true of neither shop.
const shellPage = shell({
  brand: "Hollins Family Bakery",
  tagline: "Baking in Renwick since 1962",
  nav: [
    ["Our shops", "/shops"],
    ["Cakes & bread", "/menu"],
    ["Celebrations", "/celebration-cakes"],
    ["Bake with us", "/classes"],
    ["For cafés", "/wholesale"],
    ["From the ovens", "/news"],
    ["Our story", "/about"],
    ["Join the team", "/careers"],
    ["Questions", "/faq"],
    ["Say hello", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Hollins Family Bakery Ltd, 27 Elm Street, Renwick RW1 4EL",
    phone: "01632 962 410",
    email: "hello@hollinsbakery.test",
    socials: ["Instagram", "Facebook"],
  },
});

/** Every page, with the footer's fresh bread line: true of neither shop. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Fresh bread from 7am, seven days a week, at both our shops · Baked by hand, never frozen</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const pages: Record<string, FixturePage> = {
  "/": page(
    "Hollins Family Bakery",
    `<p class="banner" role="status"><strong>Christmas orders:</strong> stollen, mince pies and Christmas cakes can
    be ordered now, and both shops keep special hours over the holidays. <a href="/news">Read more</a></p>
    <p>Three generations of the Hollins family have baked bread in Renwick. Pop into the original bakery on Elm
    Street for a loaf on the way to work, or sit down with coffee and cake by the canal at The Wharf.</p>
    <p><a href="/menu">Today's cakes</a> · <a href="/celebration-cakes">Order a birthday cake</a> ·
    <a href="/classes">Learn to bake</a></p>
    <h2>From the ovens</h2>${cards([
      [
        "16 November 2026",
        "Christmas at Hollins",
        "Special hours at both shops, and when to order.",
        "/news",
      ],
      ["2 November 2026", "A new price for sourdough", "Why our sourdough costs a little more.", "/news"],
      ["12 October 2026", "Celebration cakes in 2027", "Some of our sizes change price.", "/news"],
    ])}
    <h2>Why Hollins?</h2><ul><li>Sourdough proved for 36 hours</li><li>Flour milled 20 miles away at Harrow
    Mill</li><li>What we don't sell goes to Renwick Food Bank the same evening</li></ul>`,
  ),
  "/shops": page(
    "Our shops",
    table(
      "Opening hours",
      ["Day", "Elm Street", "The Wharf"],
      [
        ["Monday", "07:30–16:00", "08:00–17:00"],
        ["Tuesday", "07:30–16:00", "08:00–17:00"],
        ["Wednesday", "07:30–13:00", "08:00–17:00"],
        ["Thursday", "07:30–16:00", "08:00–17:00"],
        ["Friday", "07:30–16:00", "08:00–17:00"],
        ["Saturday", "07:00–14:00", "08:30–17:30"],
        ["Sunday", "Closed", "09:00–15:00"],
      ],
    ) +
      `<p>On bank holidays Elm Street is closed and The Wharf opens 09:00–15:00. Hot food at The Wharf is served
      until 15:00 (14:00 on Sundays). Sourdough often sells out by midday on Saturdays.</p>` +
      `<h2>Elm Street</h2>` +
      dl([
        ["Address", "27 Elm Street, Renwick RW1 4EL"],
        ["Phone", "01632 962 411"],
        ["What's here", "The bakery itself: bread, cakes and pastries to take away, with a bench outside"],
        ["Parking", "Two 30-minute bays outside; Church Street car park is 3 minutes' walk"],
        ["Getting in", "One small step at the door; the shop is too narrow for most pushchairs"],
      ]) +
      `<h2>The Wharf</h2>` +
      dl([
        ["Address", "Unit 3, Renwick Wharf, Canal Road, Renwick RW2 8WF"],
        ["Phone", "01632 962 412"],
        [
          "What's here",
          "Café with 40 seats inside and 16 on the canal terrace, plus the bread and cake counter",
        ],
        ["Parking", "Free for 2 hours in the Wharf car park"],
        ["Getting in", "Level entrance, an accessible toilet and baby changing"],
      ]),
  ),
  "/menu": page(
    "Cakes & bread",
    `<p>Prices from 1 November 2026, the same at both shops. Whole cakes need 48 hours' notice. Everything is made
    in one kitchen that also handles nuts, sesame and gluten.</p>` +
      table(
        "Cakes",
        ["Cake", "Slice", "Whole cake (8 inch)", "Contains"],
        [
          ["Victoria sponge", "£3.40", "£24", "Wheat, eggs, milk"],
          ["Lemon drizzle", "£3.20", "£22", "Wheat, eggs, milk"],
          ["Chocolate fudge", "£3.80", "£28", "Wheat, eggs, milk, soya"],
          ["Carrot cake", "£3.60", "£26", "Wheat, eggs, milk, walnuts"],
          ["Coffee and walnut", "£3.60", "£26", "Wheat, eggs, milk, walnuts"],
          ["Orange and almond (gluten-free)", "£3.90", "£27", "Eggs, almonds"],
          ["Vegan chocolate and raspberry", "£3.80", "£28", "Wheat, soya"],
          ["Sticky ginger loaf", "£2.90", "£14 a loaf", "Wheat, eggs, milk, sulphites"],
        ],
      ) +
      table(
        "Bread",
        ["Loaf", "Price", "Baked"],
        [
          ["White farmhouse", "£3.20", "Every day"],
          ["Sourdough", "£4.50", "Every day"],
          ["Seeded rye", "£4.80", "Tuesday, Thursday and Saturday"],
          ["Spelt and honey", "£4.60", "Friday and Saturday"],
          ["Rosemary focaccia", "£4.00", "Every day"],
          ["Gluten-free seeded loaf", "£5.20", "Thursday and Saturday"],
        ],
      ) +
      table(
        "Pastries and savouries",
        ["What", "Price"],
        [
          ["Butter croissant", "£2.10"],
          ["Pain au chocolat", "£2.40"],
          ["Cinnamon bun", "£2.80"],
          ["Sausage roll", "£3.20"],
          ["Cheese and onion pasty", "£3.60"],
        ],
      ),
  ),
  "/celebration-cakes": page(
    "Celebrations",
    `<p>Birthdays, christenings, retirements: Lily, our cake designer, makes every celebration cake to order. These
    prices run until 31 January 2027.</p>` +
      table(
        "Celebration cake prices",
        ["Size", "Serves", "Sponge (vanilla, lemon or red velvet)", "Chocolate fudge or carrot"],
        [
          ["6 inch round", "10–12", "£38", "£44"],
          ["8 inch round", "18–20", "£52", "£60"],
          ["10 inch round", "30", "£70", "£80"],
          ["Two tiers (6 and 8 inch)", "35", "£135", "£150"],
          ["24 cupcakes", "24", "£48", "£54"],
        ],
      ) +
      dl([
        ["Notice", "At least 7 days; 14 days for two tiers"],
        ["Deposit", "£20 when you order, the rest when you collect"],
        ["Gluten-free", "Any sponge cake, add £8"],
        ["Vegan", "Chocolate only, add £6"],
        ["Message", "Free piped message of up to 30 letters"],
        ["Photo topper", "An edible photo on top, £10"],
        ["Collection", "Free from either shop"],
        ["Delivery", "£12 within 5 miles of Elm Street"],
      ]) +
      `<p><a href="/celebration-cakes/order">Order a celebration cake</a></p>`,
  ),
  "/celebration-cakes/order": page(
    "Order a celebration cake",
    `<p>Tell us what you'd like and Lily will email you within 2 days to confirm and take the £20 deposit. Your
    order isn't booked until the deposit is paid.</p>
      <form method="post" action="/celebration-cakes/send">
      <p><label>Size <select name="size">${options([
        ["6in", "6 inch round"],
        ["8in", "8 inch round"],
        ["10in", "10 inch round"],
        ["two-tier", "Two tiers (6 and 8 inch)"],
        ["cupcakes", "24 cupcakes"],
      ])}</select></label></p>
      <p><label>Flavour <select name="flavour">${options([
        ["vanilla", "Vanilla sponge"],
        ["lemon", "Lemon sponge"],
        ["red-velvet", "Red velvet"],
        ["chocolate", "Chocolate fudge"],
        ["carrot", "Carrot"],
      ])}</select></label></p>
      <p><label>Dietary <select name="dietary">${options([
        ["none", "No changes"],
        ["gluten-free", "Gluten-free (+£8)"],
        ["vegan", "Vegan, chocolate only (+£6)"],
      ])}</select></label></p>
      <p><label>Message on the cake <input name="message" maxlength="30"></label></p>
      <p><label>Date you need it <input type="date" name="date" required></label></p>
      <p><label>Collect or deliver <select name="collect">${options([
        ["elm", "Collect from Elm Street"],
        ["wharf", "Collect from The Wharf"],
        ["delivery", "Deliver it (+£12, within 5 miles)"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Anything else (colours, a theme, a delivery address) <textarea name="notes" rows="4"></textarea></label></p>
      <button type="submit">Send my order</button></form>`,
  ),
  ...bakeryMorePages(page, options),
};

export const BAKERY: CorpusSite = {
  name: "bakery",
  pages,
  layout: page,
  forms: {
    "/celebration-cakes/send": {
      title: "Cake order received",
      reply: (f) =>
        `Thanks, ${f.name}. We have your order for a ${f.size} ${f.flavour} cake (${f.dietary}) for ${f.date}, ` +
        `${f.collect === "delivery" ? "to be delivered" : `to collect from ${f.collect}`}, with the message ` +
        `"${f.message || "none"}". Lily will email ${f.email} within 2 days about the £20 deposit. Reference HB-3307.`,
    },
    "/classes/reserve": {
      title: "Places held",
      reply: (f) =>
        `Thanks, ${f.name}. We're holding ${f.places} place(s) on ${f.class} for you. We'll email ${f.email} ` +
        `a link to pay within 24 hours; places are released if they aren't paid for within 3 days.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) =>
        `Thanks, ${f.name}. Your message about ${f.topic} (${f.shop}) is with us, and we'll reply to ${f.email} ` +
        `within 2 working days.`,
    },
  },
};
