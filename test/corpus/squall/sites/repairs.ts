import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { repairsMorePages } from "./repairs-more";

// SQUALL: the twenty-second held-out part of the corpus (Mendwell Device Repairs), written by someone who did not
// tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). An independent phone, tablet and laptop repair shop with two branches,
// Bridge Street in Hollinsford (with the workshop for board-level work and data recovery, late on Thursdays, open on
// Sundays since September) and Pellworth (late on Fridays, closed on Mondays and Sundays, moving from Fore Street to
// Market House in December and closed for four days while it moves): repair prices as two tables (phones by model ×
// screen, battery, charging port, back glass and rear camera, and tablets and laptops by model × screen, battery,
// charging port and keyboard) with "—" and "POA" cells and January's new Samsung prices in a note, turnaround by
// repair × branch and the warranty as a definition list, data recovery by band, refurbished devices for sale as a
// table of model × storage × grade × price × branch, trade-in values by model × condition with a form, the hours as
// a table of day × branch with the walk-in and booking rules, each branch's own page reached only from the visit
// page, technician cards, dated news (the Pellworth move, Christmas, November's lower iPhone prices and what they
// were, Sunday opening), answers as a definition list, forms to book a repair, ask for a quote and trade in, and
// three pages only the site's search finds. The footer's line about the opening hours is true of no day.
const shellPage = shell({
  brand: "Mendwell Device Repairs",
  tagline: "Phones, tablets and laptops fixed in Hollinsford and Pellworth",
  nav: [
    ["What it costs", "/prices"],
    ["Our promise", "/promise"],
    ["Lost files", "/data-recovery"],
    ["Pre-loved", "/refurbished"],
    ["Swap &amp; save", "/trade-in"],
    ["Find us", "/visit"],
    ["On the bench", "/team"],
    ["Updates", "/news"],
    ["Good to know", "/faq"],
    ["Book in", "/book"],
    ["Ask us", "/quote"],
    ["Say hello", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "14 Bridge Street, Hollinsford HF1 2JQ",
    phone: "01632 973 400",
    email: "hello@mendwell.test",
    socials: ["Facebook", "Instagram", "TikTok"],
  },
});

/** Every page, with the company number and the footer's line about the hours: true of no day. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Mendwell Repairs Ltd, registered in England no. 08815563 · VAT no. GB 284 1170 62 · Both branches open Monday to Saturday, 9am to 6pm</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Phones: model, screen, battery, charging port, back glass, rear camera. */
const PHONES: string[][] = [
  ["iPhone 16", "£229", "£89", "£99", "£149", "£139"],
  ["iPhone 15 Pro", "£289", "£89", "£109", "£169", "£179"],
  ["iPhone 15", "£199", "£85", "£95", "£139", "£129"],
  ["iPhone 14", "£129", "£75", "£89", "£119", "£109"],
  ["iPhone 13", "£119", "£69", "£79", "£99", "£99"],
  ["iPhone 12", "£99", "£65", "£75", "£89", "£89"],
  ["iPhone SE (2020 and 2022)", "£69", "£49", "£59", "—", "£55"],
  ["Samsung Galaxy S24", "£219", "£79", "£79", "£89", "POA"],
  ["Samsung Galaxy S23", "£189", "£75", "£75", "£79", "POA"],
  ["Samsung Galaxy A54", "£119", "£59", "£55", "£49", "£69"],
  ["Google Pixel 8", "£169", "£69", "£79", "£85", "£99"],
  ["Google Pixel 7a", "£125", "£59", "£69", "—", "£79"],
];

/** Tablets and laptops: model, screen, battery, charging port, keyboard. */
const BIGGER: string[][] = [
  ["iPad (9th generation)", "£89", "£79", "£69", "—"],
  ["iPad (10th generation)", "£139", "£89", "£79", "—"],
  ["iPad Air (M2)", "£249", "£119", "£99", "—"],
  ["Samsung Galaxy Tab S9", "£229", "£99", "£89", "—"],
  ["MacBook Air 13-inch (M2)", "£429", "£169", "£149", "£219"],
  ["MacBook Pro 14-inch (M3)", "£549", "£199", "POA", "£249"],
  ["Windows laptops", "from £135", "from £89", "from £79", "from £99"],
  ["Chromebooks", "from £99", "from £79", "from £69", "from £79"],
];

const TIMES = [
  "09:00",
  "09:30",
  "10:00",
  "10:30",
  "11:00",
  "11:30",
  "12:00",
  "12:30",
  "13:00",
  "13:30",
  "14:00",
  "14:30",
  "15:00",
  "15:30",
  "16:00",
  "16:30",
  "17:00",
  "17:30",
  "18:00",
  "18:30",
  "19:00",
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Mendwell Device Repairs",
    `<p class="banner" role="status"><strong>Pellworth is on the move:</strong> our Pellworth branch has a new home
    in December. <a href="/news">What's happening</a></p>
    <p>Cracked screen? Battery that dies by lunchtime? Laptop that won't start? We've been fixing phones, tablets and
    laptops in Hollinsford since 2014 and in Pellworth since 2018. Most phone repairs are done while you have a
    coffee, and every repair comes with our guarantee.</p>
    <p><a href="/book">Book a repair</a> · <a href="/quote">Get a quote</a> · <a href="/refurbished">Buy a
    refurbished phone</a></p>
    <h2>Latest</h2>${cards([
      ["20 November 2026", "Pellworth is moving", "New address, same number.", "/news"],
      ["12 November 2026", "Christmas and New Year", "When we're open over the holidays.", "/news"],
      ["2 November 2026", "Lower prices on older iPhones", "Screens and batteries for less.", "/news"],
    ])}
    <h2>Why Mendwell?</h2>${cards([
      ["Since 2014", "Fixed, not replaced", "Over 40,000 devices repaired at our benches."],
      ["Rated 4.9", "Five-star reviews", "From 2,300 customers on Google."],
    ])}`,
  ),
  "/prices": page(
    "What it costs",
    `<p>Prices include the part, fitting and our <a href="/promise">guarantee</a>. If we find something else wrong,
    we'll always ask before doing any more work.</p>` +
      table(
        "Phone repairs",
        ["Model", "Screen", "Battery", "Charging port", "Back glass", "Rear camera"],
        PHONES,
      ) +
      table(
        "Tablet and laptop repairs",
        ["Model", "Screen", "Battery", "Charging port", "Keyboard"],
        BIGGER,
      ) +
      `<p>— means we don't do that repair on that model. POA: price on application: <a href="/quote">ask us for a
      quote</a>. Don't see your model? Ask us too: we fix most phones and laptops from the last seven years.</p>
      <p>From 4 January 2027, a Galaxy S24 screen will be £239 and a Galaxy S23 screen £199: the price of the part
      has gone up.</p>` +
      dl([
        [
          "Checking it over",
          "Free for phones and tablets. £29 for laptops, taken off the bill if you go ahead with the repair",
        ],
        ["Liquid damage clean", "£49, whatever the device"],
        ["Software problems", "£59 for a virus clean-up or a fresh install of Windows or macOS"],
        [
          "Genuine Apple screens",
          "£40 more than the prices above, for iPhone 13 and later only. Ordered in: allow 2 working days",
        ],
        ["Screen protector with a screen repair", "£12, fitted"],
        ["Screen protector on its own", "£15"],
        [
          "Students",
          "10% off any repair with a valid student card (not data recovery, refurbished devices or trade-ins)",
        ],
      ]),
  ),
  "/promise": page(
    "Our promise",
    `<p>Most phone repairs are done while you wait. Times are from when we start work, and assume we have the part
    in stock: we'll tell you when you book.</p>` +
      table(
        "How long it takes",
        ["Repair", "Hollinsford", "Pellworth"],
        [
          ["Phone screen", "45 minutes", "1 hour"],
          ["Phone battery", "30 minutes", "45 minutes"],
          ["Charging port", "1 hour", "Same day"],
          ["Back glass", "Same day if booked in by 11:00", "2 working days (we send it to Hollinsford)"],
          ["Rear camera", "1 hour", "Same day"],
          ["Tablet screen", "2 working days", "3 working days"],
          ["Laptop repairs", "3 to 5 working days", "4 to 6 working days"],
          ["Liquid damage", "3 working days", "4 working days"],
        ],
      ) +
      `<p>Genuine Apple screens: add 2 working days. Data recovery has its own times: see <a
      href="/data-recovery">lost files</a>.</p>
      <h2>Our guarantee</h2>` +
      dl([
        ["Screens and back glass", "12 months on the part and the fitting"],
        ["Batteries", "6 months"],
        ["Charging ports and cameras", "6 months"],
        ["Laptop repairs", "90 days"],
        ["Liquid damage", "30 days, and only for the fault we fixed"],
        ["Refurbished devices", 'A year: see <a href="/refurbished">pre-loved</a>'],
        [
          "What isn't covered",
          "New cracks or drops, liquid getting in after the repair, and devices opened by anyone else since",
        ],
        ["How to claim", "Bring the device and your receipt to either branch. We'll test it while you wait"],
      ]),
  ),
  "/book": page(
    "Book in",
    `<p>Pick a branch and a time and we'll have the part ready. Booked customers go first; we keep your slot for 15
    minutes. You pay when you collect.</p>
      <form method="post" action="/book/send">
      <p><label>Branch <select name="branch">${options([
        ["hollinsford", "Hollinsford (14 Bridge Street)"],
        ["pellworth", "Pellworth"],
      ])}</select></label></p>
      <p><label>What needs fixing? <select name="device">${options([
        ["phone", "Phone"],
        ["tablet", "Tablet"],
        ["laptop", "Laptop"],
      ])}</select></label></p>
      <p><label>Make <select name="make">${options([
        ["apple", "Apple"],
        ["samsung", "Samsung"],
        ["google", "Google"],
        ["other", "Another make"],
      ])}</select></label></p>
      <p><label>Model (for example iPhone 14, Galaxy S23) <input name="model"></label></p>
      <p><label>Repair <select name="repair">${options([
        ["screen", "Screen"],
        ["battery", "Battery"],
        ["charging-port", "Charging port"],
        ["back-glass", "Back glass"],
        ["camera", "Rear camera"],
        ["keyboard", "Keyboard (laptops)"],
        ["liquid", "Liquid damage"],
        ["check", "Not sure: check it over"],
      ])}</select></label></p>
      <p><label>Date <input type="date" name="date" required></label></p>
      <p><label>Time <select name="time">${options(TIMES.map((t) => [t, t]))}</select></label></p>
      <p><label>Screen protector (£12 with a screen repair) <select name="protector">${options([
        ["no", "No thanks"],
        ["yes", "Yes please"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone" required></label></p>
      <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Book my repair</button></form>`,
  ),
  "/quote": page(
    "Ask us",
    `<p>Not on our price list, or not sure what's wrong? Tell us and we'll email a quote within one working day.</p>
      <form method="post" action="/quote/send">
      <p><label>What is it? <select name="device">${options([
        ["phone", "Phone"],
        ["tablet", "Tablet"],
        ["laptop", "Laptop or desktop"],
        ["drive", "Hard drive, SSD or memory card"],
        ["console", "Games console"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Make and model <input name="model"></label></p>
      <p><label>What's wrong? <select name="fault">${options([
        ["cracked-screen", "Cracked or faulty screen"],
        ["battery", "Battery"],
        ["charging", "Won't charge"],
        ["liquid", "Got wet"],
        ["no-power", "Won't turn on"],
        ["data-recovery", "I need the files back (data recovery)"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Tell us more <textarea name="details" rows="4"></textarea></label></p>
      <p><label>Getting it to us and back <select name="return">${options([
        ["collect-hollinsford", "Drop off and collect at Hollinsford"],
        ["collect-pellworth", "Drop off and collect at Pellworth"],
        ["post", "By post"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <button type="submit">Get my quote</button></form>`,
  ),
  ...repairsMorePages(page, options),
};

export const REPAIRS: CorpusSite = {
  name: "repairs",
  pages,
  layout: page,
  forms: {
    "/book/send": {
      title: "Repair booked",
      reply: (f) =>
        `Thanks, ${f.name}. Your ${f.make} ${f.model ?? ""} (${f.repair}) is booked in at ${f.branch} on ${f.date} at ` +
        `${f.time}. We've sent a confirmation to ${f.email}. Reference MW-4418.`,
    },
    "/quote/send": {
      title: "Quote requested",
      reply: (f) =>
        `Thanks, ${f.name}. We'll email ${f.email} a quote for your ${f.device} (${f.fault}) within one working day.`,
    },
    "/trade-in/send": {
      title: "Trade-in started",
      reply: (f) =>
        `Thanks, ${f.name}. Bring your ${f.model} (${f.condition}) to ${f.branch} with photo ID. We'll pay by ` +
        `${f.payout} and have emailed ${f.email} the details. Reference MW-T-207.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) =>
        `Thanks, ${f.name}. Beth at the front desk will reply to ${f.email} within one working day.`,
    },
  },
};
