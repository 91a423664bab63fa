import type { FixturePage } from "../../../helpers/fixture-site";
import { type Cell, groupedTable, spanTable } from "../../grouped";
import type { CorpusSite } from "../../serve";
import { cards, dl, shell, table } from "../../sites/kit";
import { upholsteryAboutPages } from "./upholstery-about";
import { upholsteryMorePages } from "./upholstery-more";

// TRAMONTANE: the fifty-third held-out part of the corpus (Hartwell & Daughter), written by someone who did not
// tune the engines and run once at the very end as an outside measurement: whoever tunes the engines must not read
// this file (see test/corpus/score.ts). An upholsterer and curtain maker with a workshop on Tannery Lane in Ashcombe
// and a showroom on Market Street in Fenbury, on different hours by day (one cell spanning each part of the week's
// rows; the workshop shut on Sundays, the showroom shut on Mondays and open until 20:00 on Thursdays). Reupholstery
// priced by piece (a cell spanning each kind's rows: chairs, sofas, stools and headboards) and fabric band, some
// "from £…", some "—" where we don't price it online; cushions by size and filling under two-level headings (cover
// and pad or the pad only), "Not made in foam" spanning two columns; curtains by the metre with a minimum charge a
// pair; repairs "from £…"; collection and delivery with its own area, days and minimum order; 10% off six dining
// chairs or more; every reupholstery price £25 more and curtain making £20 a metre from Monday 1 February 2027; no
// leather (sent to Corbett Leather Care); the workshop and showroom side by side with their hours and Christmas and
// New Year; the team as cards, FAQs, dated news (with last year's prices), a footer with the company and VAT numbers
// and an "Open 7 days, 8am to 8pm" neither place keeps, forms to book a collection, ask for a quote, order fabric
// samples, book a showroom visit and send a message, and two pages only the site's search finds.
const shellPage = shell({
  brand: "Hartwell &amp; Daughter",
  tagline: "Upholstery, cushions and curtains in Ashcombe and Fenbury",
  nav: [
    ["Reupholstery", "/reupholstery"],
    ["Cushions", "/cushions"],
    ["Curtains", "/curtains"],
    ["Repairs", "/repairs"],
    ["Collection and delivery", "/collection"],
    ["Workshop and showroom", "/visit"],
    ["Ask for a quote", "/quote"],
    ["Our team", "/team"],
    ["FAQs", "/faq"],
    ["News", "/news"],
    ["Contact", "/contact"],
  ],
  footer: {
    year: 2026,
    address: "Hartwell &amp; Daughter, 14 Tannery Lane, Ashcombe AC3 8QF",
    phone: "01632 741 220",
    email: "hello@hartwellupholstery.test",
    socials: ["Facebook", "Instagram", "Pinterest"],
  },
});

/** Every page, with the company and VAT numbers, and an "open 7 days, 8am to 8pm" neither place keeps. */
const page = (title: string, body: string) =>
  shellPage(title, body).replace(
    "<footer>",
    "<footer><p>Open 7 days, 8am to 8pm · Hartwell &amp; Daughter Ltd, registered in England and Wales no. " +
      "09377214 · VAT no. GB 274 5519 06 · Member of the Association of Master Upholsterers</p>",
  );

/** Reupholstery by piece: your own fabric (labour only), Band A, Band B, Band C. */
const REUPHOLSTERY: [string, string[][]][] = [
  [
    "Chairs",
    [
      ["Drop-in dining chair seat", "£45", "£60", "£70", "—"],
      ["Dining chair, seat and back", "£120", "£150", "£175", "£210"],
      ["Armchair", "£380", "£520", "£610", "£720"],
      ["Wing chair", "£450", "£610", "£720", "from £850"],
    ],
  ],
  [
    "Sofas",
    [
      ["Two-seater sofa", "£720", "£980", "£1,150", "£1,360"],
      ["Three-seater sofa", "£880", "£1,220", "£1,420", "from £1,690"],
      ["Corner sofa", "from £1,400", "—", "—", "—"],
    ],
  ],
  [
    "Stools and headboards",
    [
      ["Footstool", "£110", "£150", "£175", "£205"],
      ["Headboard, double", "£160", "£230", "£270", "—"],
      ["Headboard, king size", "£185", "£265", "£310", "—"],
    ],
  ],
];

/** Cushions: feather and down, hollowfibre and foam, each as cover and pad or the pad only. */
const CUSHIONS: [string, ...Cell[]][] = [
  ["Scatter cushion, 45 cm square", "£38", "£16", "£32", "£10", ["Not made in foam", 2]],
  ["Scatter cushion, 55 cm square", "£46", "£22", "£39", "£13", ["Not made in foam", 2]],
  ["Seat cushion, up to 60 cm", "£85", "£48", "£72", "£30", "£95", "£55"],
  ["Window seat cushion, by the metre", "from £120", "—", "from £105", "—", "£130", "£75"],
];

/** The workshop and the showroom side by side. */
const PLACES: string[][] = [
  ["Address", "14 Tannery Lane, Ashcombe AC3 8QF", "27 Market Street, Fenbury FB1 2LD"],
  ["What's there", "Our workshop, where every piece is made", "Fabric books, samples and finished pieces"],
  ["Phone", "01632 741 220", "01632 741 268"],
  ["Parking", "4 spaces in the yard", "Pay and display on Market Street"],
  ["Drop off a chair", "Yes", "No, the workshop only"],
];

/** Hours by part of the week and day: the workshop and the showroom. */
const HOURS: [string, string[][]][] = [
  [
    "Weekdays",
    [
      ["Monday", "08:00 to 17:00", "Closed"],
      ["Tuesday", "08:00 to 17:00", "09:30 to 17:30"],
      ["Wednesday", "08:00 to 17:00", "09:30 to 17:30"],
      ["Thursday", "08:00 to 17:00", "09:30 to 20:00"],
      ["Friday", "08:00 to 16:00", "09:30 to 17:30"],
    ],
  ],
  [
    "The weekend",
    [
      ["Saturday", "09:00 to 13:00", "09:30 to 17:00"],
      ["Sunday", "Closed", "10:00 to 14:00"],
    ],
  ],
];

/** Christmas and New Year: day, workshop, showroom. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "08:00 to 12:00", "09:30 to 14:00"],
  ["Christmas Day to Monday 28 December", "Closed", "Closed"],
  ["Tuesday 29 December", "Closed", "10:00 to 16:00"],
  ["Wednesday 30 December", "Closed", "10:00 to 16:00"],
  ["New Year's Eve, Thursday 31 December", "Closed", "09:30 to 13:00"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
  ["Monday 4 January", "08:00 to 17:00, open again", "Closed, as every Monday"],
];

const pages: Record<string, FixturePage> = {
  "/": page(
    "Hartwell &amp; Daughter",
    `<p class="banner" role="status"><strong>Christmas:</strong> pieces collected by Friday 4 December are back before
    Christmas. <a href="/collection">Book a collection</a>.</p>
    <p>Upholsterers in Ashcombe since 1979: chairs, sofas and headboards recovered, new cushions, and curtains made to
    measure. See fabric at our Fenbury showroom, or send your chair to the workshop.</p>
    <p><a href="/reupholstery">Reupholstery prices</a> · <a href="/cushions">Cushions</a> · <a
    href="/curtains">Curtains</a></p>
    <h2>News</h2>${cards([
      ["10 November 2026", "Late Thursdays in Fenbury", "The showroom is open until 20:00.", "/news"],
      ["2 February 2026", "Our prices for 2026", "This year's prices.", "/news"],
      ["15 July 2025", "Forty-six years on Tannery Lane", "A party in the yard.", "/news"],
    ])}`,
  ),
  "/reupholstery": page(
    "Reupholstery",
    `<p>We strip each piece to its frame, re-web and re-spring where needed, and cover it in the fabric you choose.
    Every price below is for the whole piece: labour, wadding, webbing and, in a band, the fabric.</p>` +
      spanTable(
        "Reupholstery by piece and fabric",
        ["", "Piece", "Your own fabric (labour only)", "Band A fabric", "Band B fabric", "Band C fabric"],
        REUPHOLSTERY,
      ) +
      `<p>"—" means we don't price that online: bring a photo to the showroom or <a href="/quote">ask for a
      quote</a>.</p>` +
      `<p class="notice"><strong>From Monday 1 February 2027:</strong> every reupholstery price will be £25 more,
      and making curtains £20 a metre. Cushion prices stay the same.</p>` +
      dl([
        ["Six dining chairs or more in one order", "10% off the chairs"],
        ["Your own fabric", "Bring 10% more than we measure for pattern matching"],
        ["How long it takes", "3 to 4 weeks for a chair, 6 to 8 weeks for a sofa"],
        ["A deposit", "Half the price when you order, the rest on delivery"],
        [
          "Leather",
          "We don't work in leather or suede: Corbett Leather Care in Fenbury do, on 01632 741 390",
        ],
      ]),
  ),
  "/cushions": page(
    "Cushions",
    `<p>Cushions made in our workshop in any fabric from our books or your own. A new pad fits the cover you
    have.</p>` +
      groupedTable(
        "Cushions by size and filling",
        ["Cushion"],
        [
          ["Feather and down", ["Cover and pad", "Pad only"]],
          ["Hollowfibre", ["Cover and pad", "Pad only"]],
          ["Foam", ["Cover and pad", "Pad only"]],
        ],
        CUSHIONS,
      ) +
      dl([
        ["Piping", "£4 a cushion"],
        ["Zips", "Every cover has one, so it comes off to wash"],
        ["Foam", "Fire-retardant CMHR foam, cut to size"],
        ["Ready in", "2 weeks"],
      ]),
  ),
  "/curtains": page(
    "Curtains made to measure",
    `<p>We make curtains and blinds in the workshop from our fabric or yours, measured and hung by us within 10 miles
    of Ashcombe.</p>` +
      table(
        "Making curtains",
        ["What", "Price"],
        [
          ["Making, by the metre of fabric", "£18 a metre"],
          ["Cotton lining", "£6 a metre"],
          ["Blackout lining", "£9 a metre"],
          ["Thermal interlining", "£11 a metre"],
          ["Measuring and hanging", "£45 a visit"],
          ["Roman blind, up to 120 cm wide", "£145"],
        ],
      ) +
      dl([
        ["Minimum charge", "£90 a pair for making, whatever the metres"],
        ["How long it takes", "3 weeks from measuring"],
        ["Poles and tracks", "We hang yours, or fit one from our range from £38"],
      ]),
  ),
  "/visit": page(
    "Workshop and showroom",
    `<p>The workshop is on Tannery Lane in Ashcombe; the showroom, 6 miles away, is on Market Street in Fenbury.
    Bring a chair to the workshop; come to the showroom to choose fabric.</p>` +
      table("Ashcombe and Fenbury", ["", "Ashcombe workshop", "Fenbury showroom"], PLACES) +
      spanTable("Opening hours", ["", "Day", "Ashcombe workshop", "Fenbury showroom"], HOURS) +
      `<p>To talk fabric with one of us at the showroom, <a href="/visit/book">book a showroom visit</a>.</p>` +
      table("Christmas and New Year", ["", "Ashcombe workshop", "Fenbury showroom"], CHRISTMAS),
  ),
  ...upholsteryMorePages(page),
  ...upholsteryAboutPages(page),
};

export const UPHOLSTERY: CorpusSite = {
  name: "upholstery",
  pages,
  layout: page,
  forms: {
    "/collection/book/send": {
      title: "Collection booked",
      reply: (f) =>
        `Thank you, ${f.name}. We'll collect ${f.pieces} piece(s) (${f.piece}) on ${f.date}, ${f.slot}, from ${f.postcode}.`,
    },
    "/quote/send": {
      title: "Quote requested",
      reply: (f) =>
        `Thank you, ${f.name}. A quote for ${f.quantity} × ${f.piece} in ${f.band} fabric. We'll reply to ${f.email}.`,
    },
    "/samples/send": {
      title: "Samples on their way",
      reply: (f) => `Thank you, ${f.name}. ${f.samples} sample(s) of ${f.fabric} to ${f.postcode}.`,
    },
    "/visit/book/send": {
      title: "Showroom visit booked",
      reply: (f) => `Thank you, ${f.name}. We'll see ${f.people} of you on ${f.date} at ${f.time}.`,
    },
    "/contact/send": {
      title: "Message sent",
      reply: (f) => `Thank you, ${f.name}. We'll reply to ${f.email} within 1 working day.`,
    },
  },
};
