import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// FLURRY: the twenty-seventh held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Copying and printing from a file, a page: copy, A4, A3. */
const COPIES: string[][] = [
  ["Black &amp; white, single-sided", "10p", "20p"],
  ["Black &amp; white, double-sided", "15p", "30p"],
  ["Colour, single-sided", "45p", "90p"],
  ["Colour, double-sided", "80p", "£1.60"],
];

/** Binding, each: binding, up to 50 sheets, 51 to 150 sheets, 151 to 300 sheets. */
const BINDING: string[][] = [
  ["Comb binding", "£3.50", "£5", "£7"],
  ["Wire binding", "£4.50", "£6.50", "£9"],
  ["Thermal (glued) binding", "£5", "£7.50", "—"],
];

/** Laminating, a sheet: size, gloss 125 micron, heavy 250 micron. */
const LAMINATING: string[][] = [
  ["A5", "90p", "£1.40"],
  ["A4", "£1.50", "£2.50"],
  ["A3", "£3", "£4.50"],
  ["A2 (trade park only)", "£6", "£9"],
  ["A1 (trade park only)", "£10", "—"],
];

/** Turnaround: service, ready, surcharge, for. */
const TURNAROUND: string[][] = [
  ["Standard", "3 working days after you approve the proof", "None", "Everything"],
  [
    "Next day",
    "The next working day, if you approve the proof by 2pm",
    "+25%",
    "Cards, flyers, posters, banners and binding",
  ],
  [
    "Same day",
    "By 4pm, if you order and approve the proof by 11am, Monday to Friday",
    "+50%",
    "Cards, flyers, posters up to A1, copying and binding; not banners, A0 posters or thesis binding",
  ],
];

/** High Street hours: days, hours. */
const HIGH_STREET: string[][] = [
  ["Monday to Wednesday", "08:30–17:30"],
  ["Thursday", "08:30–19:00"],
  ["Friday", "08:30–17:30"],
  ["Saturday", "09:00–16:00"],
  ["Sunday", "Closed"],
];

/** Trade park hours: days, hours. */
const TRADE_PARK: string[][] = [
  ["Monday to Friday", "07:30–17:00"],
  ["Saturday", "08:00–12:00"],
  ["Sunday", "Closed"],
];

/** Christmas and New Year: day, High Street, trade park. */
const CHRISTMAS: string[][] = [
  ["Saturday 19 December", "09:00–17:00", "08:00–12:00"],
  ["Monday 21 to Wednesday 23 December", "08:30–17:30", "07:30–17:00"],
  ["Thursday 24 December", "09:00–13:00", "07:30–12:00"],
  ["Friday 25 to Monday 28 December", "Closed", "Closed"],
  ["Tuesday 29 and Wednesday 30 December", "10:00–16:00", "Closed"],
  ["Thursday 31 December", "10:00–14:00", "Closed"],
  ["Friday 1 January", "Closed", "Closed"],
  ["From Monday 4 January", "Usual hours", "Usual hours"],
];

/** A crew card: name, role, what they do, where. */
const person = personCard;

const CREW = `<div class="cards">${[
  person(
    "Nadia Okafor",
    "Owner",
    "Started Inkwell in 2009 with one second-hand copier above a launderette. Still answers the phone on Saturdays.",
    "High Street",
  ),
  person(
    "Gareth Lyle",
    "Production manager",
    "Runs the presses and the wide-format printers, and looks after trade accounts: trade@inkwellprint.test.",
    "Castlegate Trade Park",
  ),
  person(
    "Priya Shah",
    "Studio and artwork",
    "Checks every file before it's printed, sends the proofs, and does our design work.",
    "Castlegate Trade Park",
  ),
  person(
    "Tom Beckett",
    "High Street manager",
    "The copy desk, laminating and collections. Ask Tom about printing from your phone.",
    "High Street",
  ),
  person(
    "Ellie Marsh",
    "Finisher",
    "Binding of every kind, and the thesis hardbacks with their gold lettering.",
    "Castlegate Trade Park",
  ),
  person(
    "Kwame Asante",
    "Driver",
    "Drives the van for local deliveries, Monday to Friday, and brings the day's work up to the High Street at 2pm.",
    "On the road",
  ),
].join("")}</div>`;

const NEWS = cards([
  [
    "20 November 2026",
    "Prices from 4 January",
    "Paper has gone up again. From 4 January 2027, 500 standard double-sided business cards go from £38 to £41 and 1000 from £54 to £58; 500 double-sided A5 flyers go from £62 to £66 and 1000 from £84 to £89. Copying, posters and binding stay the same.",
  ],
  [
    "12 November 2026",
    "Christmas hours and last orders",
    "Last standard orders for Christmas by Friday 18 December, and last next-day orders by Tuesday 22 December. The High Street opens for a few hours between Christmas and New Year; the trade park is closed from 25 December to 3 January.",
  ],
  [
    "30 October 2026",
    "A new wide-format printer",
    "Gareth's new printer at the trade park prints up to 1.6 metres wide, so A0 posters and banners come off faster. Prices stay the same.",
  ],
  [
    "1 October 2026",
    "Colour copies cheaper",
    "A new colour copier on the High Street means a colour A4 single-sided copy is now 45p (it was 55p).",
  ],
  [
    "9 September 2026",
    "The trade park unit has moved",
    "Our trade counter has moved from Unit 11 to Unit 4 on Castlegate Trade Park, with twice the room and its own parking.",
  ],
  [
    "15 July 2026",
    "Recycled business cards",
    "New: business cards on 350gsm recycled uncoated board, double-sided, from £26 for 100.",
  ],
]);

/** Copying, finishing, turnaround, artwork, delivery, trade, shops, news, crew, FAQs, contact, search-only pages. */
export function printshopMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  return {
    "/copying": page(
      "Copying and printing",
      `<p>Copies and prints from your USB stick, phone or email at the High Street copy desk, while you wait for up
      to 200 pages. Bigger jobs go to the trade park and come back the next working day.</p>` +
        table("Copies and prints, a page", ["Copy", "A4", "A3"], COPIES) +
        dl([
          ["More than 500 black &amp; white A4 pages in one job", "6p a page"],
          ["Self-service copier (High Street)", "8p a page, black &amp; white A4 only; coins or contactless"],
          ["Scanning to email or USB", "20p a page"],
          ["Students", "10% off copying with a valid student card"],
          ["Paper", "80gsm white as standard; 120gsm for 5p more a page"],
        ]) +
        `<p><a href="/copying/order">Send us something to copy</a> · Binding and laminating:
        <a href="/finishing">finishing touches</a></p>`,
    ),
    "/copying/order": page(
      "Send us something to copy",
      `<p>Fill this in, then email your file to print@inkwellprint.test with your name in the subject. We'll text
      you when it's ready.</p>
      <form method="post" action="/copying/order/send">
      <p><label>Pages in the document <input name="pages" required></label></p>
      <p><label>Copies <input name="copies" required></label></p>
      <p><label>Colour <select name="colour">${options([
        ["bw", "Black &amp; white"],
        ["colour", "Colour"],
      ])}</select></label></p>
      <p><label>Paper size <select name="size">${options([
        ["a4", "A4"],
        ["a3", "A3"],
      ])}</select></label></p>
      <p><label>Printed on <select name="sides">${options([
        ["single", "One side"],
        ["double", "Both sides"],
      ])}</select></label></p>
      <p><label>Finishing <select name="finish">${options([
        ["none", "None, loose sheets"],
        ["stapled", "Stapled in the corner"],
        ["comb", "Comb bound"],
        ["wire", "Wire bound"],
        ["thermal", "Thermal bound"],
      ])}</select></label></p>
      <p><label>Collect from <select name="collect">${options([
        ["high-street", "High Street"],
        ["trade-park", "Castlegate Trade Park"],
      ])}</select></label></p>
      <p><label>Collection date <input type="date" name="date" required></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Mobile <input type="tel" name="phone"></label></p>
      <button type="submit">Send</button></form>`,
    ),
    "/finishing": page(
      "Binding and laminating",
      `<p>Binding and laminating while you wait on the High Street for most jobs; bigger sizes and thesis hardbacks
      at the trade park.</p>` +
        table(
          "Binding, each",
          ["Binding", "Up to 50 sheets", "51 to 150 sheets", "151 to 300 sheets"],
          BINDING,
        ) +
        `<p>Every bound document gets a clear front cover and a black card back. Thesis hardback binding with gold
        lettering on the spine: £38 a copy, or £32 a copy for 3 or more, ready in 2 working days.</p>` +
        table("Laminating, a sheet", ["Size", "Gloss, 125 micron", "Heavy, 250 micron"], LAMINATING) +
        dl([
          ["Cutting to size", "£2 a cut for up to 100 sheets"],
          ["Folding leaflets", "£4 for every 250"],
          ["Stapling", "Free"],
        ]),
    ),
    "/turnaround": page(
      "How quick",
      `<p>Working days are Monday to Friday. The clock starts when you approve your proof, not when you order.</p>` +
        table("Turnaround", ["Service", "Ready", "Surcharge", "For"], TURNAROUND) +
        `<p>Banners take 2 working days as standard. Copying of up to 200 pages is done while you wait on the High
        Street. For Christmas, the last standard orders are Friday 18 December and the last next-day orders Tuesday
        22 December.</p>`,
    ),
    "/artwork": page(
      "Sending us files",
      dl([
        ["File type", "PDF, with fonts embedded (PDF/X-1a if you can)"],
        ["Bleed", "3 mm on every edge; 10 mm on banners"],
        ["Safe area", "Keep text at least 4 mm inside the trim"],
        ["Business card files", "91 × 61 mm with bleed, trimmed to 85 × 55 mm"],
        ["Resolution", "300 dpi at the printed size; 150 dpi is fine for A1, A0 and banners"],
        ["Colour", "CMYK. We convert RGB files, but bright colours may come out duller"],
        ["Sending", "Upload with your order, up to 250 MB, or email print@inkwellprint.test, up to 20 MB"],
        ["Artwork check", "Free: Priya checks every file and sends a PDF proof before anything is printed"],
        ["Printed proof", "£5, posted or ready to collect the next working day"],
        ["Design", "£30 an hour, charged by the half hour; a business card designed for you from £25"],
      ]) +
        `<p>Word and PowerPoint files are fine for copying, but not for cards, flyers or posters: save them as PDF
        first. We can't print from Canva links: download a "PDF Print" file with crop marks and bleed.</p>`,
    ),
    "/delivery": page(
      "Getting it to you",
      dl([
        ["Collect", "Free, from either shop. We text you when it's ready"],
        [
          "Local delivery in Tollbridge (TB1 to TB6)",
          "£6.50 by our van, the next working day after printing; free on orders over £75",
        ],
        ["UK courier", "£9.95, the next working day after printing; free on orders over £150"],
        ["Scottish Highlands, islands and Northern Ireland", "£19.95, 2 to 3 working days"],
        ["Posters and banners by courier", "Rolled in a tube: add £4"],
      ]) +
        `<p>We don't send orders outside the UK. Large format work collected from the High Street is ready a working
        day after it's ready at the trade park.</p>`,
    ),
    "/trade": page(
      "Trade accounts",
      `<p>For designers, agencies, printers and businesses that spend £500 or more a year with us.</p>` +
        dl([
          ["Discount", "15% off list prices; not on copying or same-day surcharges"],
          ["Paying", "30 days' credit once your account is approved"],
          ["Blind delivery", "Sent to your customer in plain packaging, with no Inkwell name on it"],
          ["Your own contact", "Gareth Lyle at the trade park"],
          ["Approval", "Usually within 3 working days; we may ask for two trade references"],
        ]) +
        `<p><a href="/trade/apply">Apply for a trade account</a></p>`,
    ),
    "/trade/apply": page(
      "Apply for a trade account",
      `<p>Tell us about your business. Gareth will be in touch within 3 working days.</p>
      <form method="post" action="/trade/apply/send">
      <p><label>Business name <input name="business" required></label></p>
      <p><label>What you do <select name="type">${options([
        ["designer", "Graphic designer or design studio"],
        ["agency", "Marketing or advertising agency"],
        ["reseller", "Printer or print reseller"],
        ["charity", "Charity or club"],
        ["school", "School or college"],
        ["other", "Another business"],
      ])}</select></label></p>
      <p><label>Roughly what you'll spend a year <select name="spend">${options([
        ["500-1000", "£500 to £1,000"],
        ["1000-5000", "£1,000 to £5,000"],
        ["over-5000", "Over £5,000"],
      ])}</select></label></p>
      <p><label>Branch you'll use most <select name="branch">${options([
        ["high-street", "High Street"],
        ["trade-park", "Castlegate Trade Park"],
      ])}</select></label></p>
      <p><label>Company number (if you have one) <input name="company_number"></label></p>
      <p><label>Your name <input name="name" required></label></p>
      <p><label>Email <input type="email" name="email" required></label></p>
      <p><label>Phone <input type="tel" name="phone" required></label></p>
      <button type="submit">Apply</button></form>`,
    ),
    "/shops": page(
      "Where we are",
      `<h2>High Street</h2><p>22 High Street, Tollbridge TB1 3HS, opposite the library. The copy desk, laminating,
      binding while you wait, a self-service copier and collections. No printing of posters or banners here.</p>` +
        table("High Street shop", ["Days", "Hours"], HIGH_STREET) +
        `<h2>Castlegate Trade Park</h2><p>Unit 4, Castlegate Trade Park, Ardwick Road, Tollbridge TB4 7CP. The presses,
        the wide-format printers, thesis binding and the trade counter.</p>` +
        table("Trade park", ["Days", "Hours"], TRADE_PARK) +
        table("Christmas and New Year", ["Day", "High Street", "Trade park"], CHRISTMAS) +
        dl([
          [
            "Parking for the High Street",
            "Chapel Yard pay and display behind the shop, £1.50 an hour; two 20-minute loading bays outside",
          ],
          ["Parking at the trade park", "Free, right outside, with room for vans"],
          ["Phones", "High Street 01632 974 210 · Trade park 01632 974 233"],
        ]),
    ),
    "/news": page("Ink spots", NEWS),
    "/team": page("The crew", `<p>Six of us across the two shops, and the van.</p>${CREW}`),
    "/faq": page(
      "Questions",
      `<h3>Can I print from my phone?</h3><p>Yes: email the file to print@inkwellprint.test, or bring it in and
      Tom will print it from a USB cable or AirDrop at the copy desk.</p>
      <h3>Do you print on T-shirts or mugs?</h3><p>No, we only print on paper, card and banner material.</p>
      <h3>Can I bring my own paper?</h3><p>Not for the presses. On the copy desk, yes, if it's 80 to 250gsm and
      not textured.</p>
      <h3>What's the smallest order of business cards?</h3><p>100 cards. For fewer, we'll print them on the copy
      desk at 45p a sheet of 10 (uncut) or £3 a sheet cut.</p>
      <h3>Do you keep my files?</h3><p>For 12 months, so a reprint is easy. Ask and we'll delete them sooner.</p>
      <h3>Do your prices include VAT?</h3><p>Yes, every price on this site includes VAT. Trade prices are shown
      without VAT on your invoice.</p>
      <h3>Do you do trade prices?</h3><p>Yes: see <a href="/trade">trade accounts</a>.</p>
      <h3>How do I pay?</h3><p>Card, contactless or cash in the shops; card online; invoice for trade accounts.
      No cheques.</p>`,
    ),
    "/contact": page(
      "Get in touch",
      dl([
        ["High Street", "01632 974 210"],
        ["Trade park and trade accounts", "01632 974 233"],
        ["Email", "hello@inkwellprint.test"],
        ["Files", "print@inkwellprint.test"],
      ]) +
        `<h2>Send us a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="topic">${options([
          ["quote", "A quote"],
          ["order", "An order I've placed"],
          ["copying", "Copying"],
          ["trade", "Trade accounts"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep order records for 6 years and your files for 12 months.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Both shops have step-free access. If anything is hard to use, ring
      01632 974 210.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these three.
    "/stickers": page(
      "Stickers and labels",
      `<p>Printed on gloss or matt vinyl at the trade park and cut to any shape.</p>` +
        dl([
          ["Round stickers, 50 mm", "£35 for 250, £49 for 500"],
          ["Square or rectangle labels, up to 70 × 70 mm", "£39 for 250, £55 for 500"],
          ["Cut to any shape", "Add £10"],
          ["Ready in", "4 working days"],
        ]),
    ),
    "/wedding": page(
      "Wedding stationery",
      `<p>Invitations, orders of service, menus and place cards, printed on heavy cotton card.</p>` +
        dl([
          ["Invitations, A6 or 5 × 7 inch, with envelopes", "£1.60 each, at least 30"],
          ["Orders of service, A5 folded, 4 pages", "£1.20 each"],
          ["Place cards", "40p each"],
          ["Design", "From £90 for a matching set; talk to Priya"],
        ]),
    ),
    "/jobs": page(
      "Jobs",
      `<p>We're looking for a print finisher to join Ellie at the trade park.</p>` +
        dl([
          ["Pay", "£12.60 an hour"],
          ["Hours", "37.5 a week, Monday to Friday, 07:30 to 15:30"],
          ["To apply", "Email a CV to Gareth at trade@inkwellprint.test by 11 December 2026"],
        ]),
    ),
  };
}
