import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { cleanersMorePages } from "./cleaners-more";

// FROST: the tenth held-out part of the corpus (Pressley's Cleaners), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). An independent dry cleaner and laundry with two shops in Hollinsbury: opening hours
// per shop as a table (one shop shut on a weekday, the other open on Sundays), a price list as a table of garment ×
// standard / express with notes, turnaround times and alteration prices in definition lists, collection and
// delivery zones and fees in label: value lines, the staff as cards, dated news, forms to book a collection, ask
// for an alteration quote and enquire about a business account, and two pages only the site's search finds. The
// footer's hours are rounder than the table and true of neither shop, and its number is the head office's.
const shellPage = shell({
  brand: "Pressley's Cleaners",
  tagline: "Dry cleaning, laundry and alterations in Hollinsbury since 1984",
  nav: [
    ["Drop by", "/shops"],
    ["What it costs", "/prices"],
    ["Nips &amp; tucks", "/alterations"],
    ["We come to you", "/collect"],
    ["For your business", "/business"],
    ["The crew", "/people"],
    ["Latest", "/news"],
    ["Good to know", "/faq"],
    ["Get in touch", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Pressley &amp; Son Ltd, 2 Dyers Court, Hollinsbury HB1 3JX",
    phone: "01632 960 500",
    email: "hello@pressleys.test",
    socials: ["Facebook", "Instagram"],
  },
});

/** Every page, with the footer's hours line: rounder than the table on /shops, and true of neither shop. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Both shops open Monday to Saturday, 8am–6pm · Head office 01632 960 500</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const SHOPS: [string, string][] = [
  ["mill-street", "Mill Street"],
  ["arcade", "The Arcade"],
];

/** Every price has a neighbour in its row (express) and in the next row; the notes hold a third of the same kind. */
const PRICES: string[][] = [
  [
    "Shirt, washed and pressed on a hanger",
    "£2.40",
    "£3.40",
    "Five or more at once: £2.10 each (standard only)",
  ],
  ["Shirt, folded and boxed", "£2.90", "£3.90", ""],
  ["Blouse", "£5.20", "£7.20", "Silk: £7.50"],
  ["Trousers or jeans", "£7.50", "£10.50", ""],
  ["Skirt", "£7.00", "£9.80", "Pleated: add £3"],
  ["Jumper or cardigan", "£6.80", "£9.50", "Cashmere: £9.90"],
  ["Jacket or blazer", "£9.20", "£12.80", ""],
  ["Two-piece suit", "£15.90", "£21.90", ""],
  ["Three-piece suit", "£21.50", "£28.50", ""],
  ["Dress", "£12.50", "£17.50", "Evening or beaded: from £24"],
  ["Wool coat", "£16.50", "£22.00", "Full length: £19.50"],
  ["Down jacket or parka", "£22.00", "Not available", "Re-proofed at no extra cost"],
  ["Tie", "£4.50", "£6.30", ""],
  ["Duvet, single or double", "£24.00", "Not available", ""],
  ["Duvet, king or super king", "£29.00", "Not available", "Feather duvets: add £5"],
  ["Service wash (up to 6 kg, washed, dried and folded)", "£14.00", "£18.00", "Each extra kg: £2"],
];

const ALTERATIONS: [string, string][] = [
  ["Turn up trousers (new plain hem)", "£9.50"],
  ["Turn up trousers, keeping the original hem", "£14.00"],
  ["Shorten jeans", "£11.00, or £16.00 keeping the original worn hem"],
  ["Take in or let out a trouser waist", "£15.00"],
  ["Shorten jacket sleeves", "£24.00; with working buttonholes, £38.00"],
  ["Shorten a skirt or dress", "From £18.00 unlined, from £26.00 lined"],
  ["Take in a dress at the sides", "From £28.00"],
  ["New zip in trousers, jeans or a skirt", "£16.00"],
  ["New zip in a coat or jacket", "£32.00"],
  ["Patch or darn a small hole", "£8.00"],
  ["Sew on a button", "Free if we're cleaning the garment; otherwise £1.50 a button"],
  ["Re-line a jacket", "From £75.00"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Pressley's Cleaners",
    `<p class="banner" role="status"><strong>Christmas:</strong> both shops keep shorter hours over the holidays,
    and there's a last day to hand things in if you want them back in time. <a href="/news">See the dates</a></p>
    <p>Two shops in Hollinsbury, one on Mill Street and one in The Arcade, run by the Pressley family for more
    than forty years. Dry cleaning, shirts, duvets, repairs and alterations, and a van that picks up from your
    door.</p>
    <p>Shirts from £2.40 · <a href="/prices">Our prices</a> · <a href="/collect">Book a pick-up</a> ·
    <a href="/alterations">Get a quote</a></p>
    <h2>Latest</h2>${cards([
      [
        "20 November 2026",
        "Christmas and New Year",
        "When each shop is open over the festive fortnight.",
        "/news",
      ],
      ["9 November 2026", "Prices in the new year", "Two prices change in January.", "/news"],
      ["15 October 2026", "Faster at The Arcade", "Express now at both shops.", "/news"],
    ])}
    <h2>Why Pressley's?</h2><ul><li>Most things cleaned on our own premises, not sent away</li>
    <li>Buttons sewn back on for free</li><li>A stamp card that pays you back</li></ul>`,
  ),
  "/shops": page(
    "Drop by",
    table(
      "Opening hours",
      ["Day", "Mill Street", "The Arcade"],
      [
        ["Monday", "07:30–18:00", "09:00–17:30"],
        ["Tuesday", "07:30–18:00", "09:00–17:30"],
        ["Wednesday", "07:30–18:00", "Closed"],
        ["Thursday", "07:30–19:00", "09:00–17:30"],
        ["Friday", "07:30–18:00", "09:00–17:30"],
        ["Saturday", "08:30–16:00", "09:00–17:00"],
        ["Sunday", "Closed", "10:30–16:00"],
      ],
    ) +
      `<p>Bank holidays and Christmas are different: see <a href="/news">Latest</a>.</p>
      <h2>Mill Street</h2>` +
      dl([
        ["Address", "23 Mill Street, Hollinsbury HB1 2QT"],
        ["Phone", "01632 960 511"],
        ["Parking", "Two 20-minute bays outside, and the Mill Street car park behind the shop"],
        ["What happens here", "Our cleaning plant: nearly everything from both shops is cleaned here"],
        ["Step-free", "Yes, level entrance"],
      ]) +
      `<h2>The Arcade</h2>` +
      dl([
        ["Address", "Unit 6, The Arcade, Hollinsbury HB1 1AR"],
        ["Phone", "01632 960 522"],
        ["Parking", "Arcade multi-storey: we'll stamp your ticket for an hour free with any order"],
        ["What happens here", "Hand-in and collection, and our alterations room"],
        ["Step-free", "Yes, by the lift from the car park"],
      ]),
  ),
  "/prices": page(
    "What it costs",
    `<p>Prices are per item and include VAT. Express costs more but comes back sooner (see below).</p>` +
      table("Price list", ["Item", "Standard", "Express", "Notes"], PRICES) +
      `<h2>How long it takes</h2>` +
      dl([
        ["Standard at Mill Street", "3 working days"],
        ["Standard at The Arcade", "4 working days, as it goes to Mill Street to be cleaned"],
        ["Express at Mill Street", "The same day, ready from 16:00, if you hand it in by 09:30"],
        ["Express at The Arcade", "The next working day after 14:00, if you hand it in by 12:00"],
        ["Duvets and curtains", "7 working days at either shop"],
        ["Service wash", "Ready the next working day"],
      ]) +
      `<p>Stains: tell us what it is when you hand it in. We'll always try, but we can't promise.</p>`,
  ),
  "/alterations": page(
    "Nips & tucks",
    `<p>Aisha does every alteration and repair in her room at The Arcade, usually within 7 days. You can hand
    them in at Mill Street too, but add 2 days. Come for a fitting at The Arcade on Tuesday or Friday afternoons,
    no appointment needed. We don't alter leather or wedding dresses.</p>` +
      dl(ALTERATIONS) +
      `<h2>Ask for a quote</h2><p>Not on the list? Tell us what you need and we'll email you a price.</p>
      <form method="post" action="/alterations/quote">
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone (optional) <input type="tel" name="phone"></label></p>
      <p><label>What is it? <select name="garment">${options([
        ["trousers", "Trousers"],
        ["jeans", "Jeans"],
        ["skirt", "Skirt"],
        ["dress", "Dress"],
        ["jacket", "Jacket or blazer"],
        ["coat", "Coat"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>What needs doing? <textarea name="work" required></textarea></label></p>
      <p><label>Which shop will you bring it to? <select name="shop">${options(SHOPS)}</select></label></p>
      <p><label>Needed by <input type="date" name="needed_by"></label></p>
      <button type="submit">Send for a quote</button></form>`,
  ),
  "/collect": page(
    "We come to you",
    `<p>Jan picks up from your door in our van and brings everything back, cleaned and pressed.</p>
    <p><strong>Zone 1:</strong> Hollinsbury town, inside the ring road (HB1 and HB2). Free on orders over £30,
    otherwise £3.50 a collection</p>
    <p><strong>Zone 2:</strong> Upper Hollinsbury, Coldbrook and Sedley (HB3 and HB4). £4.95 a collection</p>
    <p><strong>Zone 3:</strong> Marsh Ditton, Fenby and Little Orrell (HB5 and HB6). £7.50 a collection</p>
    <p><strong>Further out:</strong> sorry, we don't collect beyond zone 3</p>
    <p><strong>Minimum order:</strong> £15</p>
    <p><strong>Collection days:</strong> Tuesday and Friday in zones 1 and 2; Friday only in zone 3</p>
    <p><strong>Time slots:</strong> 08:00–10:00, 12:00–14:00 or 18:00–20:00 (the evening slot in zone 1 only)</p>
    <p><strong>Back to you:</strong> 4 working days later, in the same slot</p>
    <p><strong>Paying:</strong> we text you a link to pay by card when your order is ready</p>
    <h2>Book a collection</h2>
    <form method="post" action="/collect/book">
    <p><label>Your name <input name="name" required></label></p>
    <p><label>Address <input name="address" required></label></p>
    <p><label>Postcode <input name="postcode" required></label></p>
    <p><label>Zone <select name="zone">${options([
      ["zone-1", "Zone 1"],
      ["zone-2", "Zone 2"],
      ["zone-3", "Zone 3"],
    ])}</select></label></p>
    <p><label>Collection date <input type="date" name="date" required></label></p>
    <p><label>Time slot <select name="slot">${options([
      ["08-10", "08:00–10:00"],
      ["12-14", "12:00–14:00"],
      ["18-20", "18:00–20:00 (zone 1 only)"],
    ])}</select></label></p>
    <p><label>Mobile <input type="tel" name="phone" required></label></p>
    <p><label>What are we collecting? <textarea name="items"></textarea></label></p>
    <p><label>Anything Jan should know? <textarea name="notes"></textarea></label></p>
    <button type="submit">Book my collection</button></form>`,
  ),
  ...cleanersMorePages(page, options),
};

export const CLEANERS: CorpusSite = {
  name: "cleaners",
  pages,
  layout: page,
  forms: {
    "/collect/book": {
      title: "Collection booked",
      reply: (f) =>
        `Thanks, ${f.name}. Jan will call at ${f.address}, ${f.postcode} (${f.zone}) on ${f.date} between ` +
        `${f.slot}. We'll text ${f.phone} when he's on his way. Reference PC-5120.`,
    },
    "/alterations/quote": {
      title: "Quote requested",
      reply: (f) =>
        `Thanks, ${f.name}. Aisha will look at your request (${f.garment}) and email ${f.email} a price within ` +
        `2 working days. Bring it to ${f.shop}${f.needed_by ? `; we've noted you need it by ${f.needed_by}` : ""}.`,
    },
    "/business/enquiry": {
      title: "Enquiry sent",
      reply: (f) =>
        `Thanks, ${f.name}. Margaret will ring ${f.phone || "you"} or email ${f.email} about an account for ` +
        `${f.company} (${f.type}, ${f.volume} items a week).`,
    },
  },
};
