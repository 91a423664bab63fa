import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, shell, table } from "../../sites/kit";
import { printshopMorePages } from "./printshop-more";

// FLURRY: the twenty-seventh held-out part of the corpus (Inkwell Print & Copy), written by someone who did not tune
// the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this
// file (see test/corpus/score.ts). An independent print and copy shop in Tollbridge with a shop on the High Street
// and a unit on Castlegate Trade Park, on different hours: business cards as a table of card × 100 × 250 × 500 ×
// 1000 with January's new prices in a note, flyers as a table of size and sides × 250 × 500 × 1000, posters as a
// table of size × paper, banners by the metre, copying as a table of copy × A4 × A3 with a bulk price and a
// self-service copier, binding by sheets and laminating by size, turnaround (standard, next day, same day) with
// surcharges, file requirements, delivery and collection, trade accounts, both shops' hours and Christmas hours with
// parking, FAQs, dated news (the price change, Christmas, the wide-format printer, the old colour copy price, the
// trade park's move), the crew as cards, forms to order cards and flyers, order copies, order posters and banners,
// apply for a trade account and send a message, and three pages only the site's search finds. The footer's line
// about same-day printing is true of nothing.
const shellPage = shell({
  brand: "Inkwell Print &amp; Copy",
  tagline: "Printing, copying and binding in Tollbridge since 2009",
  nav: [
    ["Cards &amp; flyers", "/print"],
    ["Big stuff", "/large-format"],
    ["Copy desk", "/copying"],
    ["Finishing touches", "/finishing"],
    ["How quick", "/turnaround"],
    ["Sending us files", "/artwork"],
    ["Getting it to you", "/delivery"],
    ["Where we are", "/shops"],
    ["Ink spots", "/news"],
    ["The crew", "/team"],
    ["Questions", "/faq"],
    ["Get in touch", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "22 High Street, Tollbridge TB1 3HS",
    phone: "01632 974 210",
    email: "hello@inkwellprint.test",
    socials: ["Instagram", "Facebook", "LinkedIn"],
  },
});

/** Every page, with the company number and the footer's line about same-day printing: true of nothing. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Inkwell Print &amp; Copy Ltd, registered in England no. 06918842 · VAT no. GB 227 4190 58 · Same-day printing on everything we do, every day of the year · FSC® certified papers</p>",
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

const count = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), String(from + i)] as [string, string]);

/** Business cards, 85 × 55 mm: card, 100, 250, 500, 1000. */
const CARDS: string[][] = [
  ["Standard 400gsm silk, single-sided", "£18", "£24", "£32", "£45"],
  ["Standard 400gsm silk, double-sided", "£22", "£29", "£38", "£54"],
  ["Premium 450gsm matt laminated, double-sided", "£32", "£42", "£58", "£82"],
  ["Recycled 350gsm uncoated, double-sided", "£26", "£33", "£44", "£63"],
];

/** Flyers and leaflets on 150gsm gloss: size and sides, 250, 500, 1000. */
const FLYERS: string[][] = [
  ["A6 (105 × 148 mm), single-sided", "£29", "£36", "£49"],
  ["A6 (105 × 148 mm), double-sided", "£35", "£43", "£59"],
  ["A5 (148 × 210 mm), single-sided", "£39", "£51", "£69"],
  ["A5 (148 × 210 mm), double-sided", "£47", "£62", "£84"],
  ["A4 (210 × 297 mm), single-sided", "£57", "£79", "£109"],
  ["A4 (210 × 297 mm), double-sided", "£72", "£96", "£132"],
];

/** Posters: size, matt paper, satin photo paper, mounted on foamboard. */
const POSTERS: string[][] = [
  ["A3 (297 × 420 mm)", "£8", "£12", "£19"],
  ["A2 (420 × 594 mm)", "£14", "£20", "£32"],
  ["A1 (594 × 841 mm)", "£22", "£31", "£48"],
  ["A0 (841 × 1189 mm)", "£36", "£49", "£75"],
];

/** Banners: banner, price. */
const BANNERS: string[][] = [
  ["PVC banner, 0.6 m high", "£18 a metre"],
  ["PVC banner, 1 m high", "£24 a metre"],
  ["Mesh banner for fences and scaffolding, 1 m high", "£30 a metre"],
  ["Pull-up roller banner, 850 × 2000 mm, with stand and bag", "£85 each"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Inkwell Print &amp; Copy",
    `<p class="banner" role="status"><strong>Christmas:</strong> last standard orders by Friday 18 December, last
    next-day orders by Tuesday 22 December. Some card and flyer prices change on 4 January:
    <a href="/news">see which</a>.</p>
    <p>Two shops, one team. Pop into the High Street for copies, binding, laminating and collecting; the big
    printers, the banners and the trade counter are at our unit on Castlegate Trade Park. Everything is checked by a
    person before it's printed.</p>
    <p><a href="/print/order">Order cards or flyers</a> · <a href="/copying/order">Send us something to copy</a> ·
    <a href="/large-format/order">Posters and banners</a> · <a href="/trade">Trade accounts</a></p>
    <h2>Ink spots</h2>${cards([
      ["20 November 2026", "Prices from 4 January", "A few business card and flyer prices go up.", "/news"],
      ["12 November 2026", "Christmas hours and last orders", "Both shops over the holidays.", "/news"],
      ["30 October 2026", "A new wide-format printer", "Up to 1.6 metres wide at the trade park.", "/news"],
    ])}
    <h2>Popular this month</h2>${cards([
      ["From £18", "Business cards", "100 standard single-sided cards, ready in 3 working days.", "/print"],
      ["From 10p", "Copies", "Black and white A4, while you wait on the High Street.", "/copying"],
      ["From £3.50", "Binding", "Comb, wire and thermal, and thesis hardbacks.", "/finishing"],
    ])}`,
  ),
  "/print": page(
    "Business cards and flyers",
    `<p>Printed on our own presses at the trade park and ready to collect from either shop. Prices include VAT and
    a free artwork check.</p>` +
      table("Business cards, 85 × 55 mm, a pack", ["Card", "100", "250", "500", "1000"], CARDS) +
      `<p>From 4 January 2027 standard double-sided business cards go up: 500 will be £41 and 1000 will be £58.
      Double-sided A5 flyers go up too: 500 will be £66 and 1000 will be £89. Everything else stays the same.</p>` +
      table("Flyers and leaflets, 150gsm gloss", ["Size and sides", "250", "500", "1000"], FLYERS) +
      `<p>On heavier 250gsm silk, add 20%. Folded leaflets (A4 folded to A5 or DL) are priced on request.
      Fewer than 250 flyers? Print them as colour copies on the <a href="/copying">copy desk</a>.</p>
      <p><a href="/print/order">Order cards or flyers</a></p>`,
  ),
  "/print/order": page(
    "Order cards or flyers",
    `<p>Tell us what you need; we'll email a link to upload your PDF and a proof to approve. Nothing is printed
    until you approve it.</p>
      <form method="post" action="/print/order/send">
      <p><label>Product <select name="product">${options([
        ["business-cards", "Business cards"],
        ["flyers", "Flyers and leaflets"],
      ])}</select></label></p>
      <p><label>Paper <select name="stock">${options([
        ["silk-400", "Standard 400gsm silk (cards)"],
        ["matt-450", "Premium 450gsm matt laminated (cards)"],
        ["recycled-350", "Recycled 350gsm uncoated (cards)"],
        ["gloss-150", "150gsm gloss (flyers)"],
        ["silk-250", "250gsm silk (flyers, +20%)"],
      ])}</select></label></p>
      <p><label>Size <select name="size">${options([
        ["85x55", "Business card, 85 × 55 mm"],
        ["a6", "A6"],
        ["a5", "A5"],
        ["a4", "A4"],
      ])}</select></label></p>
      <p><label>Printed on <select name="sides">${options([
        ["single", "One side"],
        ["double", "Both sides"],
      ])}</select></label></p>
      <p><label>Quantity <select name="quantity">${options([
        ["100", "100 (cards only)"],
        ["250", "250"],
        ["500", "500"],
        ["1000", "1000"],
      ])}</select></label></p>
      <p><label>How quick <select name="turnaround">${options([
        ["standard", "Standard, 3 working days"],
        ["next-day", "Next working day (+25%)"],
        ["same-day", "Same day, approved by 11am (+50%)"],
      ])}</select></label></p>
      <p><label>Getting it <select name="fulfilment">${options([
        ["collect-high-street", "Collect from the High Street shop"],
        ["collect-trade-park", "Collect from Castlegate Trade Park"],
        ["deliver", "Deliver to me"],
      ])}</select></label></p>
      <p><label>Delivery address (if delivering) <input name="address"></label></p>
      <p><label>Postcode (if delivering) <input name="postcode"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Business name (optional) <input name="company"></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone"></label></p>
      <p><label>Anything we should know <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Send order</button></form>`,
  ),
  "/large-format": page(
    "Posters, banners and big prints",
    `<p>Printed on the wide-format printers at the trade park. Collect them there, or from the High Street the next
    working day.</p>` +
      table(
        "Posters, each",
        ["Size", "Matt paper (200gsm)", "Satin photo paper (260gsm)", "Mounted on 5 mm foamboard"],
        POSTERS,
      ) +
      `<p>Five or more copies of the same poster: 20% off.</p>` +
      table("Banners", ["Banner", "Price"], BANNERS) +
      `<p>PVC and mesh banners are hemmed, with brass eyelets every 50 cm, and sold by the metre of length: at least
      1 metre and up to 15 metres in one piece. Banners take 2 working days, or the next working day for 25% more;
      we can't print banners the same day.</p>
      <p><a href="/large-format/order">Order posters or a banner</a></p>`,
  ),
  "/large-format/order": page(
    "Order posters or a banner",
    `<p>Tell us what you need and when; we'll email a link for your file and a proof.</p>
      <form method="post" action="/large-format/order/send">
      <p><label>What <select name="product">${options([
        ["poster-matt", "Poster, matt paper"],
        ["poster-satin", "Poster, satin photo paper"],
        ["poster-foamboard", "Poster mounted on foamboard"],
        ["banner-pvc-60", "PVC banner, 0.6 m high"],
        ["banner-pvc-100", "PVC banner, 1 m high"],
        ["banner-mesh", "Mesh banner, 1 m high"],
        ["roller-banner", "Pull-up roller banner"],
      ])}</select></label></p>
      <p><label>Poster size <select name="size">${options([
        ["none", "Not a poster"],
        ["a3", "A3"],
        ["a2", "A2"],
        ["a1", "A1"],
        ["a0", "A0"],
      ])}</select></label></p>
      <p><label>Banner length in metres <input name="length"></label></p>
      <p><label>How many <select name="quantity">${options(count(1, 10))}</select></label></p>
      <p><label>Needed by <input type="date" name="needed" required></label></p>
      <p><label>Getting it <select name="fulfilment">${options([
        ["collect-trade-park", "Collect from Castlegate Trade Park"],
        ["collect-high-street", "Collect from the High Street shop (a day later)"],
        ["deliver", "Deliver to me"],
      ])}</select></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone"></label></p>
      <button type="submit">Send order</button></form>`,
  ),
  ...printshopMorePages(page, options),
};

export const PRINTSHOP: CorpusSite = {
  name: "printshop",
  pages,
  layout: page,
  forms: {
    "/print/order/send": {
      title: "Order received",
      reply: (f) =>
        `Thanks, ${f.name}. We've got your order for ${f.quantity} ${f.product} (${f.stock}, ${f.size}, ` +
        `${f.sides}), ${f.turnaround}, ${f.fulfilment}. We've emailed ${f.email} a link to upload your PDF.`,
    },
    "/copying/order/send": {
      title: "Copy job received",
      reply: (f) =>
        `Thanks, ${f.name}. ${f.copies} copies of ${f.pages} pages (${f.colour}, ${f.size}, ${f.sides}, ` +
        `${f.finish}) for ${f.collect} on ${f.date}. Email your file to print@inkwellprint.test.`,
    },
    "/large-format/order/send": {
      title: "Order received",
      reply: (f) =>
        `Thanks, ${f.name}. We've got your order for ${f.quantity} × ${f.product}, needed by ${f.needed}. ` +
        `We've emailed ${f.email} a link for your file.`,
    },
    "/trade/apply/send": {
      title: "Application received",
      reply: (f) =>
        `Thanks, ${f.name}. Gareth will look at the application for ${f.business} and reply to ${f.email} ` +
        `within 3 working days.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
