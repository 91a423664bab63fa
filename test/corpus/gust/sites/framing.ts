import type { FixturePage } from "../../../helpers/fixture-site";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { framingMorePages } from "./framing-more";

// GUST: the twenty-first held-out part of the corpus (Linnet & Co.), written by someone who did not tune the engines
// and run once at the very end as an outside measurement: whoever tunes the engines must not read this file (see
// test/corpus/score.ts). An independent picture framer and artists' materials shop with two shops, Castle Street in
// Wexbury (with the framing workshop, the Upstairs Gallery and a workshop room, the Loft) and the Arcade in Halden,
// with different hours: the hours as a table of day × shop and what each shop has as a table of ticks, each shop's
// own page reached only from the shops page, bespoke framing as a table of size band × frame style with "from"
// prices and January's new prices in a note, glazing add-ons as a table of glass × size band, turnaround and
// express framing, ready-made frames as a table of size × finish, artists' materials as a table of brands × shop,
// workshops as a table of workshop × tutor × date × time × where × price × places, the gallery's exhibitions as
// cards, the team as cards, dated journal posts (Christmas deadlines and Sunday openings, 2027 prices and last
// October's museum glass price, the Arcade's Sundays, prize winners), answers as a definition list, forms for a
// framing quote, a workshop place, the newsletter and a message, and three pages only the site's search finds. The
// footer's line about the opening hours is true of no day at either shop.
const shellPage = shell({
  brand: "Linnet & Co.",
  tagline: "Picture framers, artists' materials and the Upstairs Gallery, in Wexbury and Halden",
  nav: [
    ["Made to measure", "/framing"],
    ["Off the shelf", "/ready-made"],
    ["Glazing", "/glazing"],
    ["Artists' materials", "/art-shop"],
    ["Make something", "/workshops"],
    ["Upstairs", "/gallery"],
    ["Visit us", "/shops"],
    ["The people", "/team"],
    ["Journal", "/journal"],
    ["Help", "/help"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "12 Castle Street, Wexbury NH2 5DL",
    phone: "01632 972 300",
    email: "hello@linnetandco.test",
    socials: ["Instagram", "Facebook", "Pinterest"],
  },
});

/** Every page, with the company number, a newsletter link and the footer's line about the hours: true of no day. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    '<footer><p>Linnet &amp; Co. Ltd, registered in England no. 02934417 · Members of the Fine Art Trade Guild · Both shops open Monday to Saturday, 9am to 5.30pm · <a href="/newsletter">Join our mailing list</a></p>',
  );

const options = (pairs: [string, string][]) =>
  pairs.map(([v, l]) => `<option value="${v}">${l}</option>`).join("");

/** Bespoke framing: size band, fits artwork up to, simple, hand-finished or ornate, box frame. */
const BESPOKE: string[][] = [
  ["Small", "30 × 40 cm", "from £45", "from £72", "from £85"],
  ["Medium", "50 × 70 cm", "from £78", "from £115", "from £135"],
  ["Large", "70 × 100 cm", "from £118", "from £170", "from £195"],
  ["Extra large", "100 × 140 cm", "from £168", "from £245", "from £280"],
  ["Oversize", "Anything bigger", "We'll quote", "We'll quote", "We'll quote"],
];

/** Glazing: glass, good for, then the add-on price by size band. */
const GLAZING: string[][] = [
  ["Standard 2 mm glass", "Everyday prints and photographs", "Included", "Included", "Included", "Included"],
  ["Anti-reflective glass", "Rooms with a window opposite the picture", "+£22", "+£38", "+£58", "+£85"],
  [
    "UV conservation glass",
    "Originals and signed prints: blocks 99% of UV light",
    "+£28",
    "+£45",
    "+£66",
    "+£95",
  ],
  [
    "Museum glass",
    "Anti-reflective and 99% UV protection: almost invisible",
    "+£48",
    "+£75",
    "+£118",
    "+£172",
  ],
  [
    "Acrylic (Perspex)",
    "Children's rooms, frames we post, very large frames",
    "+£12",
    "+£20",
    "+£30",
    "+£45",
  ],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Linnet &amp; Co.",
    `<p class="banner" role="status"><strong>Christmas framing:</strong> last orders on Saturday 12 December at Castle
    Street. <a href="/journal">Christmas dates</a></p>
    <p>Picture framing by hand in Wexbury since 1994, artists' materials in two shops, and a small gallery up the
    stairs at Castle Street. Bring in anything you love, from a postcard to a football shirt, and we'll help you
    frame it.</p>
    <p><a href="/framing/quote">Ask for a framing quote</a> · <a href="/workshops">Workshops</a> · <a
    href="/gallery">What's on upstairs</a></p>
    <h2>Upstairs now</h2>${cards([
      ["Until 5 December", "Estuary Light", "Paintings by Clare Whitcombe.", "/gallery"],
      ["From 11 December", "Small Works", "Our Christmas show.", "/gallery"],
    ])}
    <h2>From the journal</h2>${cards([
      [
        "18 November 2026",
        "Christmas at Linnet &amp; Co.",
        "Deadlines, Sundays and the holidays.",
        "/journal",
      ],
      ["2 November 2026", "Framing prices for 2027", "What's changing in January.", "/journal"],
    ])}`,
  ),
  "/framing": page(
    "Made to measure",
    `<p>Every bespoke frame is cut, joined and fitted by hand in our workshop behind the Castle Street shop. Choose
    from over 600 mouldings and 40 mount colours; we'll help you decide. Prices depend on the size of your artwork
    and the moulding you choose.</p>` +
      table(
        "Bespoke framing prices",
        [
          "Size band",
          "For artwork up to",
          "Simple wood or aluminium",
          "Hand-finished or ornate",
          "Box frame",
        ],
        BESPOKE,
      ) +
      `<p>Prices include a single mount, standard glass, acid-free backing board and fixings for hanging. For
      anti-reflective, UV or museum glass, see <a href="/glazing">glazing</a>.</p>
      <p>From 1 January 2027 our simple frames will start at £50 small, £84 medium, £125 large and £178 extra large.
      Hand-finished, ornate and box frame prices aren't changing.</p>` +
      dl([
        ["Double mount", "£12 more for small and medium, £20 for large and extra large"],
        ["Canvas stretching", "From £25. A float frame for a canvas is priced as a box frame"],
        ["How long it takes", "10 working days from when you approve your quote"],
        ["In a hurry?", "Express framing in 3 working days, £25 extra. Not for box frames or museum glass"],
        [
          "Left at the Arcade?",
          "Add 2 working days: we take work over to the Castle Street workshop on Tuesdays and Fridays",
        ],
        ["Paying", "A 50% deposit when you order, and the rest when you collect"],
        ["Collecting", "Within 3 months, please"],
      ]) +
      `<p>No need to book: bring your artwork to either shop. Or <a href="/framing/quote">ask for a written quote</a>
      and we'll reply within 2 working days.</p>`,
  ),
  "/framing/quote": page(
    "Ask for a framing quote",
    `<p>Tell us what you'd like framed and we'll email a written quote within 2 working days. Measurements are of
    the artwork itself, not the frame.</p>
      <form method="post" action="/framing/quote/send">
      <p><label>What is it? <select name="item">${options([
        ["print", "A print or poster"],
        ["photo", "A photograph"],
        ["original", "An original painting or drawing"],
        ["canvas", "A canvas"],
        ["textile", "A shirt, textile or needlework"],
        ["object", "Medals or an object"],
        ["certificate", "A certificate or document"],
        ["other", "Something else"],
      ])}</select></label></p>
      <p><label>Width (cm) <input type="number" name="width" required></label></p>
      <p><label>Height (cm) <input type="number" name="height" required></label></p>
      <p><label>Frame <select name="style">${options([
        ["help", "Help me choose"],
        ["simple", "Simple wood or aluminium"],
        ["ornate", "Hand-finished or ornate"],
        ["box", "Box frame"],
      ])}</select></label></p>
      <p><label>Glass <select name="glass">${options([
        ["standard", "Standard glass"],
        ["anti-reflective", "Anti-reflective glass"],
        ["uv", "UV conservation glass"],
        ["museum", "Museum glass"],
        ["acrylic", "Acrylic"],
        ["help", "Not sure"],
      ])}</select></label></p>
      <p><label>Mount <select name="mount">${options([
        ["single", "Single mount"],
        ["double", "Double mount"],
        ["none", "No mount"],
      ])}</select></label></p>
      <p><label>Which shop will you bring it to? <select name="shop">${options([
        ["castle-street", "Castle Street, Wexbury"],
        ["arcade", "The Arcade, Halden"],
      ])}</select></label></p>
      <p><label>Speed <select name="speed">${options([
        ["standard", "Standard (10 working days)"],
        ["express", "Express (3 working days, £25 extra)"],
      ])}</select></label></p>
      <p><label>Needed by (if there's a date) <input type="date" name="needed"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone"></label></p>
      <p><label>Anything else <textarea name="notes" rows="3"></textarea></label></p>
      <button type="submit">Ask for a quote</button></form>`,
  ),
  "/glazing": page(
    "Glazing",
    `<p>Standard glass comes with every bespoke frame. Upgrade it for a picture that's precious, or that hangs
    opposite a window.</p>` +
      table(
        "Glazing upgrades, added to the frame price",
        ["Glazing", "Good for", "Small", "Medium", "Large", "Extra large"],
        GLAZING,
      ) +
      `<p>Museum glass is cut to order: allow 5 more working days. We only use acrylic in frames we post. The size
      bands are the same as for <a href="/framing">bespoke framing</a>.</p>`,
  ),
  "/ready-made": page(
    "Off the shelf",
    `<p>Ready-made frames in standard sizes, to take home today. Each comes with glass and a white mount cut for the
    next size down (poster frames have acrylic and no mount).</p>` +
      table(
        "Ready-made frames",
        ["Size", "Black or white", "Natural oak", "Antique gold or silver"],
        [
          ["6 × 4 in", "£7", "£10", "£13"],
          ["7 × 5 in", "£9", "£12", "£15"],
          ["10 × 8 in", "£12", "£16", "£20"],
          ["A4 (30 × 21 cm)", "£14", "£19", "£23"],
          ["16 × 12 in", "£19", "£25", "£31"],
          ["A3 (42 × 30 cm)", "£22", "£29", "£36"],
          ["50 × 70 cm poster frame", "£36", "£48", "Not made in this size"],
        ],
      ) +
      `<p>The Arcade stocks black, white and oak frames only; gold and silver are at Castle Street. In December
      (1 to 24 December), buy any 3 ready-made frames and the cheapest is free. We post ready-made frames anywhere in
      the UK for £6.95.</p>`,
  ),
  ...framingMorePages(page, options),
};

export const FRAMING: CorpusSite = {
  name: "framing",
  pages,
  layout: page,
  forms: {
    "/framing/quote/send": {
      title: "Quote requested",
      reply: (f) =>
        `Thanks, ${f.name}. We'll email ${f.email} a quote for framing your ${f.item} (${f.width} × ${f.height} cm, ` +
        `${f.style} frame, ${f.glass} glass) within 2 working days. Reference LC-5102.`,
    },
    "/workshops/book/send": {
      title: "Place held",
      reply: (f) =>
        `Thanks, ${f.name}. We're holding ${f.places} place(s) on ${f.workshop} (${f.date}) for 3 days, and have ` +
        `emailed ${f.email} a link to pay.`,
    },
    "/newsletter/send": {
      title: "You're on the list",
      reply: (f) => `Thanks, ${f.name}. We'll send our news to ${f.email} twice a month.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within 2 working days.`,
    },
  },
};
