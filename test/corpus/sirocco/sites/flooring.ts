import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, line, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { flooringAboutPages } from "./flooring-about";
import { flooringMorePages } from "./flooring-more";

// SIROCCO: the forty-fourth held-out part of the corpus (Corrie & Webb), written by someone who did not tune the
// engines and run once at the very end as an outside measurement: whoever tunes the engines must not read this file
// (see test/corpus/score.ts). An independent carpet and flooring shop since 1984 with two showrooms, on Wharf Street
// in Halesford and on a retail park in Oakhurst (closed on Tuesdays, open on Sundays), and its own fitters. Carpets
// by range with fibre, pile, widths, a price a m² and a lead time, and a price change from January; hard floors (LVT,
// laminate, engineered wood and vinyl) by type (one cell spanning each type's rows) and range; fitting a m² by type,
// a minimum fitting charge, stairs priced by the stair under a two-level heading, underlay grades, gripper, door bars,
// taking up and taking away the old floor and moving furniture; free measuring visits by postcode with a charge
// further out and a room-size guide; samples; finance over 12 to 48 months; guarantees by range in a home and in a
// business; the two showrooms side by side with their hours and Christmas; the fitters as cards; FAQs; dated news
// (with 2025's prices); a footer with the company, VAT and FCA numbers; forms to book a measuring visit, order samples,
// book a showroom appointment and send a message; and two pages only the site's search finds.
const shellPage = shell({
  brand: "Corrie &amp; Webb",
  tagline:
    "Carpets and flooring, measured and fitted by our own fitters, in Halesford and Oakhurst since 1984",
  nav: [
    ["Soft underfoot", "/carpets"],
    ["Hard wearing", "/hard-floors"],
    ["The fitted price", "/fitting"],
    ["We come to you", "/measuring"],
    ["Try at home", "/samples"],
    ["Spread the cost", "/finance"],
    ["Peace of mind", "/guarantees"],
    ["Visit us", "/showrooms"],
    ["Meet the fitters", "/fitters"],
    ["Questions", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "14 Wharf Street, Halesford HF2 4WS",
    phone: "0117 496 0410",
    email: "hello@corrieandwebb.test",
    socials: ["Facebook", "Instagram", "Houzz"],
  },
});

/** Every page, with the company, VAT and FCA numbers. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Corrie &amp; Webb Ltd, registered in England and Wales no. 02049817 · VAT no. GB 391 2250 47 · " +
      "A credit broker, not a lender: authorised and regulated by the Financial Conduct Authority, FRN 715524 · " +
      "Every price includes VAT</p>",
  );

/** Carpets: range, fibre, pile, widths, a m², lead time. */
const CARPETS: string[][] = [
  ["Everyday Saxony", "100% polypropylene", "Saxony, 25mm", "4m and 5m", "£16.99", "In stock"],
  ["Stainaway Twist", "100% polypropylene, bleach cleanable", "Twist", "4m and 5m", "£21.99", "In stock"],
  ["Hadley Twist", "80% wool, 20% nylon", "Twist", "4m and 5m", "£32.99", "In stock"],
  ["Cotswold Berber", "100% wool", "Loop", "4m", "£44.99", "2 weeks"],
  ["Marlow Velvet", "100% wool", "Velvet", "4m and 5m", "£54.99", "3 to 4 weeks"],
  ["Seagrass Natural", "Seagrass", "Woven", "4m", "£38.50", "3 weeks"],
];

/** Hard floors by type: range, finish, a m², lead time. */
const HARD: [string, string[][]][] = [
  [
    "Luxury vinyl tile (LVT)",
    [
      ["Riverstone Oak Plank, glue-down", "Wood effect, 2.5mm", "£34.99", "5 working days"],
      ["Riverstone Slate Tile, glue-down", "Stone effect, 2.5mm", "£38.99", "5 working days"],
      ["Nordic Oak Click", "Wood effect, 5mm, clicks together", "£26.99", "In stock"],
    ],
  ],
  [
    "Laminate",
    [
      ["Forest 8mm", "Oak effect", "£14.99", "In stock"],
      ["Forest 12mm AquaGuard", "Oak effect, water-resistant", "£22.99", "In stock"],
    ],
  ],
  [
    "Engineered wood",
    [
      ["Harlow Oak Plank, 14mm", "Brushed and oiled", "£49.99", "2 to 3 weeks"],
      ["Harlow Oak Herringbone, 15mm", "Lacquered", "£64.99", "4 weeks"],
    ],
  ],
  [
    "Vinyl",
    [
      ["Cushionfloor", "Tile and wood effects, 2m, 3m and 4m wide", "£12.99", "In stock"],
      ["SafeStep Safety Vinyl", "Slip-resistant, for bathrooms and wet rooms", "£24.99", "1 week"],
    ],
  ],
];

/** Fitting: flooring, fitting a m², what's included. */
const FITTING: string[][] = [
  ["Carpet", "£6.50", "Gripper and fitting; underlay extra"],
  ["Sheet vinyl", "£7", "Fitting, with adhesive at the edges and seams"],
  ["Laminate", "£11", "Fitting and a 3mm underlay"],
  ["Click LVT", "£12", "Fitting; it needs no underlay"],
  ["Glue-down LVT", "£18", "Adhesive and fitting; levelling extra"],
  ["Engineered wood, floating", "£20", "Fitting and a 3mm underlay"],
  ["Engineered wood, glued down", "£26", "Adhesive and fitting"],
];

/** Stairs: stair, then fitting a stair for carpet and for LVT or wood. */
const STAIRS: [string, ...Cell[]][] = [
  ["A straight stair", "£15", "£45"],
  ["A winder, where the stairs turn", "£22", "£60"],
  ["A half landing", "£30", "£70"],
  ["Brass stair rods, fitted", ["£25 a stair", 2]],
];

/** Underlay: underlay, thickness, a m², best for. */
const UNDERLAY: string[][] = [
  ["Standard, PU foam", "8mm", "£3.95", "Bedrooms"],
  ["Comfort, PU foam", "10mm", "£5.95", "Lounges and landings"],
  ["Luxury, PU foam", "12mm", "£7.95", "Anywhere you want it softest"],
  ["Sponge rubber", "7mm", "£6.50", "Stairs and halls: the hardest wearing"],
  ["Acoustic", "5mm", "£8.50", "Laminate and wood in upstairs flats"],
];

/** Extras: extra, price. */
const EXTRAS: string[][] = [
  ["Gripper", "Included with carpet fitting"],
  ["A door bar", "£12"],
  ["A door bar between carpet and a hard floor", "£16"],
  ["Taking up old carpet and underlay", "£2 a m²"],
  ["Taking it away", "£1.50 a m²"],
  ["Taking up old laminate or wood, and taking it away", "£5 a m²"],
  ["Taking up glued-down floors", "Quoted after a look"],
  ["Moving furniture", "£30 a room"],
  ["Trimming a door", "£12 a door"],
];

const contact = `<p><label>Your name <input name="name" required></label></p>
  <p><label>Email <input type="email" name="email" required></label></p>
  <p><label>Phone <input type="tel" name="phone"></label></p>`;

const pages: Record<string, FixturePage> = {
  "/": page(
    "Corrie &amp; Webb",
    `<p class="banner" role="status"><strong>Fitted for Christmas:</strong> order an in-stock range by Friday 4
    December. Our last fitting day is Wednesday 23 December.</p>
    <p>Doug Corrie and Pat Webb opened on Wharf Street in 1984. Forty-two years on we have two showrooms, in
    Halesford and Oakhurst, and every floor we sell is measured and fitted by our own fitters.</p>
    <p><a href="/measuring">Book a free measure</a> · <a href="/samples">Order samples</a> · <a
    href="/showrooms">Find a showroom</a></p>
    <h2>News</h2>${cards([
      ["16 November 2026", "Fitted for Christmas", "Order by 4 December.", "/news"],
      ["2 November 2026", "New prices from January", "Two carpets go up.", "/news"],
      ["7 September 2026", "Herringbone", "Now laid by our own team.", "/news"],
    ])}
    <h2>Why us</h2>${cards([
      ["From £16.99 a m²", "Carpets", "Six ranges, three of them in stock.", "/carpets"],
      ["0% over 12 or 24 months", "Spread the cost", "On orders from £500.", "/finance"],
      ["Free in HF and OK postcodes", "Measuring", "We bring the samples.", "/measuring"],
    ])}`,
  ),
  "/carpets": page(
    "Carpets",
    `<p>Six ranges, from hard-wearing polypropylene to pure wool velvet, every one cut from the roll in our
    Halesford warehouse.</p>` +
      table("Our carpets", ["Range", "Fibre", "Pile", "Widths", "A m²", "Lead time"], CARPETS) +
      `<p class="notice"><strong>From Friday 1 January 2027:</strong> the Cotswold Berber will be £47.99 and the
      Marlow Velvet £57.99 a m². Order with a deposit by Thursday 31 December to keep today's price.</p>` +
      dl([
        ["Stairs", "Hadley Twist, Cotswold Berber and Marlow Velvet only: the others aren't made for stairs"],
        [
          "The fitted price",
          "Add underlay, from £3.95 a m² for our Standard, and our fitting at £6.50 a m², gripper included",
        ],
        [
          "Pets",
          "Stainaway Twist is the one for dogs and cats: a loop pile like the Cotswold Berber can catch claws",
        ],
        ["Remnants", "Room-sized ends of roll from £49, at our Oakhurst showroom only"],
      ]),
  ),
  "/hard-floors": page(
    "Hard floors",
    `<p>Luxury vinyl tile, laminate, engineered oak and vinyl, for every room in the house.</p>` +
      spanTable("Our hard floors", ["Type", "Range", "Finish", "A m²", "Lead time"], HARD) +
      dl([
        ["Underfloor heating", "Every hard floor here can go over it except the Harlow Oak Herringbone"],
        ["Kitchens and bathrooms", "LVT, the Forest 12mm AquaGuard and vinyl. Not engineered wood"],
        [
          "Levelling",
          "Glue-down LVT needs a smooth floor: where it's needed we lay levelling compound at £9 a m²",
        ],
        [
          "Sold by",
          "The pack for LVT, laminate and wood, with 10% added for cutting; vinyl by the metre off the roll",
        ],
      ]),
  ),
  "/fitting": page(
    "The fitted price",
    `<p>Our own fitters, never subcontractors. Every price includes VAT.</p>` +
      table("Fitting", ["Flooring", "Fitting, a m²", "What's included"], FITTING) +
      line("Minimum fitting charge", "£95 a visit") +
      groupedTable(
        "Stairs",
        ["Stair"],
        [["Fitting, a stair", ["Carpet", "LVT or engineered wood"]]],
        STAIRS,
      ) +
      `<p>A straight flight of 13 stairs takes about 5 m² of carpet.</p>` +
      table("Underlay", ["Underlay", "Thickness", "A m²", "Best for"], UNDERLAY) +
      table("Extras", ["Extra", "Price"], EXTRAS) +
      dl([
        ["What we don't move", "Pianos, fish tanks, and anything full, like wardrobes and dressers"],
        ["Paying", "A 25% deposit when you order, the rest when we've fitted"],
      ]),
  ),
  ...flooringMorePages(page, contact),
  ...flooringAboutPages(page, contact),
};

export const FLOORING: CorpusSite = {
  name: "flooring",
  pages,
  layout: page,
  forms: {
    "/measure/book/send": {
      title: "Measuring visit booked",
      reply: (f) =>
        `Thanks, ${f.name}. We'll come to ${f.postcode} on ${f.date} (${f.slot}) and ring you 30 minutes before.`,
    },
    "/samples/send": {
      title: "Samples ordered",
      reply: (f) => `Thanks, ${f.name}. Your samples are on their way; we've emailed ${f.email}.`,
    },
    "/appointments/send": {
      title: "Appointment booked",
      reply: (f) => `Thanks, ${f.name}. We'll see you at ${f.showroom} on ${f.date} at ${f.time}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thanks, ${f.name}. We'll reply to ${f.email} within a working day.`,
    },
  },
};
