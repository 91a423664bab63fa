import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, dl, personCard, table } from "../../sites/kit";

// CUMULUS: the thirty-ninth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** Seller's commission: hammer price, commission. */
const COMMISSION: string[][] = [
  ["Up to £1,000", "18%"],
  ["£1,000.01 to £10,000", "15%"],
  ["Over £10,000", "12%"],
];

/** Valuation days: day, Castlebridge, Stowell. */
const VALUATION_DAYS: string[][] = [
  ["Monday", "10:00 to 16:00, just come in", "–"],
  ["Tuesday", "–", "10:00 to 13:00, just come in"],
  ["Wednesday", "14:00 to 19:00, by appointment", "–"],
  ["Friday", "–", "10:00 to 15:00, just come in"],
  ["Saturday", "10:00 to 12:00, by appointment", "–"],
];

/** Home visits: distance from the nearer saleroom, fee, if you then sell with us. */
const HOME_VISITS: string[][] = [
  ["Up to 10 miles", "Free", "–"],
  ["10 to 25 miles", "£45", "Refunded"],
  ["25 to 50 miles", "£80", "Refunded"],
  ["Over 50 miles", "£80, and 60p a mile beyond 50", "Half refunded"],
];

/** Collection hours: day, Castlebridge, Stowell. */
const COLLECTION: string[][] = [
  ["Monday", "09:00 to 17:00", "Closed"],
  ["Tuesday", "09:00 to 17:00", "10:00 to 16:00"],
  ["Wednesday", "09:00 to 17:00", "Closed"],
  ["Thursday", "09:00 to 19:00", "Closed"],
  ["Friday", "09:00 to 17:00", "10:00 to 19:00"],
  ["Saturday", "09:00 to 12:00", "09:00 to 13:00, and after a sale until 17:00"],
  ["Sunday", "Closed", "Closed"],
];

/** Shipping partners: company, what they carry, where to, phone. */
const SHIPPERS: string[][] = [
  ["Mailbox Castlebridge", "Small items, packed for you", "The UK and worldwide", "01632 960581"],
  ["Gilbert Fine Art Shipping", "Paintings and fragile pieces, crated", "The UK and Europe", "01632 960582"],
  ["Hartley Removals", "Furniture and anything large", "Within 100 miles", "01632 960583"],
];

const NEWS = cards([
  [
    "18 November 2026",
    "A Lowry sketch at Castlebridge",
    "A pencil sketch by L. S. Lowry, estimated at £8,000 to £12,000, leads the Fine Art &amp; Antiques sale on Wednesday 2 December.",
  ],
  [
    "6 October 2026",
    "Record for a Hornby train set",
    "A boxed 1930s Hornby set made £6,400 at Stowell, a record for our toy sales.",
  ],
  [
    "2 January 2026",
    "Our 2026 terms",
    "From 1 January 2026 the buyer's premium is 25% up to £1,000 and 22% above it, plus VAT.",
  ],
  [
    "6 January 2025",
    "Our terms for 2025",
    "This year the buyer's premium is 24% (28.8% with VAT) up to £1,000 and 20% above it; Lotfinder adds 5%; the seller's minimum is £12 a lot.",
  ],
]);

/** Selling, valuations, collection, the team, FAQs, news, contact and two search-only pages. */
export function auctionMorePages(
  page: (title: string, body: string) => string,
  options: (pairs: [string, string][]) => string,
): Record<string, FixturePage> {
  const saleroom = `<p><label>Saleroom <select name="saleroom">${options([
    ["castlebridge", "Castlebridge"],
    ["stowell", "Stowell"],
  ])}</select></label></p>`;
  const category = `<p><label>What is it? <select name="category">${options([
    ["art", "Pictures and prints"],
    ["jewellery", "Jewellery, watches and silver"],
    ["ceramics", "Ceramics and glass"],
    ["furniture", "Furniture"],
    ["toys", "Toys and collectables"],
    ["books", "Books, maps and papers"],
    ["general", "Something else"],
  ])}</select></label></p>`;
  const contact = `<p><label>Your name <input name="name" required></label></p>
    <p><label>Email <input type="email" name="email" required></label></p>
    <p><label>Phone <input type="tel" name="phone"></label></p>`;
  return {
    "/selling": page(
      "Selling",
      `<p>Bring your things to either saleroom, or we'll collect. A specialist sets an estimate and chooses the
      right sale.</p>` +
        table("Seller's commission", ["Hammer price", "Commission, plus VAT"], COMMISSION) +
        dl([
          ["Minimum commission", "£15 a lot, plus VAT"],
          ["Lotting fee", "£4 a lot, plus VAT"],
          ["Insurance", "1.5% of the hammer price, or of the low estimate if it doesn't sell"],
          ["Photography", "£2 a lot for the online catalogue; free in the fine art sales"],
          ["Reserves", "Free on lots estimated at £200 or more; lower lots sell without one"],
          ["If it doesn't sell", "We'll offer it once more for free, or you collect it within 14 days"],
          ["Taking a lot out of a sale", "10% of the low estimate, plus VAT"],
          ["Getting paid", "By bank transfer, 21 days after the sale"],
        ]) +
        `<h2>Sell with us</h2>
        <form method="post" action="/selling/consign/send">${saleroom}${category}
        <p><label>How many things? <select name="items">${options([
          ["1", "1"],
          ["2-5", "2 to 5"],
          ["6-20", "6 to 20"],
          ["20+", "More than 20"],
        ])}</select></label></p>
        <fieldset><legend>Getting them to us</legend>
        <label><input type="radio" name="delivery" value="drop"> I'll bring them in</label>
        <label><input type="radio" name="delivery" value="collect"> Please collect them</label>
        </fieldset>
        <p><label><input type="checkbox" name="reserve" value="yes"> I'd like to set reserves</label></p>
        ${contact}
        <p><label>Tell us about them <textarea name="description" rows="4"></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/valuations": page(
      "What's it worth?",
      `<p>Auction valuations are free. Bring up to 6 things to a valuation day at either saleroom; for more, ask
      us to come to you.</p>` +
        table("Valuation days", ["Day", "Castlebridge", "Stowell"], VALUATION_DAYS) +
        dl([
          [
            "By email",
            "Free: send up to 3 photos of each piece, with its size and any marks; we reply within 5 working days",
          ],
          [
            "Written valuations for insurance or probate",
            "£120 for the first hour and £70 for each hour after, plus VAT; refunded if you sell the things with us within 12 months",
          ],
        ]) +
        table(
          "Home visits",
          ["How far from the nearer saleroom", "Fee", "If you then sell with us"],
          HOME_VISITS,
        ) +
        `<h2>Ask for a valuation</h2>
        <form method="post" action="/valuations/request/send">
        <fieldset><legend>How?</legend>
        <label><input type="radio" name="how" value="appointment"> An appointment at a saleroom</label>
        <label><input type="radio" name="how" value="home"> A home visit</label>
        <label><input type="radio" name="how" value="email"> By email</label>
        </fieldset>${saleroom}${category}
        <p><label>How many things? <select name="items">${options([
          ["1", "1"],
          ["2-6", "2 to 6"],
          ["7-20", "7 to 20"],
          ["20+", "More than 20"],
        ])}</select></label></p>
        <p><label>What's it for? <select name="purpose">${options([
          ["selling", "Thinking of selling"],
          ["insurance", "Insurance"],
          ["probate", "Probate"],
          ["curious", "Just curious"],
        ])}</select></label></p>
        <p><label>Day you'd like <input type="date" name="date"></label></p>
        <p><label>Postcode, for a home visit <input name="postcode"></label></p>
        ${contact}
        <button type="submit">Send</button></form>`,
    ),
    "/collection": page(
      "After the sale",
      `<p>Pay first, then collect from the saleroom that sold the lot.</p>` +
        table("Collection hours", ["Day", "Castlebridge", "Stowell"], COLLECTION) +
        dl([
          ["Free storage", "5 working days after the sale"],
          ["After that", "£3 a lot a day, plus VAT"],
          ["Furniture and other large lots", "£8 a day once the free days are up, plus VAT"],
          ["Still here after 28 days?", "We may re-sell it and keep our costs"],
          ["Loading", "Our porters help you load; bring blankets and straps, as we don't wrap"],
          [
            "Christmas",
            "Both salerooms are closed from Thursday 24 December and open again on Tuesday 5 January 2027; no storage is charged while we're closed",
          ],
        ]) +
        table("Shipping partners", ["Company", "What they carry", "Where to", "Phone"], SHIPPERS) +
        `<h2>Arrange a collection</h2>
        <form method="post" action="/collection/arrange/send">${saleroom}
        <p><label>Invoice number <input name="invoice" required></label></p>
        <p><label>Day <input type="date" name="date" required></label></p>
        <fieldset><legend>Time</legend>
        <label><input type="radio" name="slot" value="morning"> Morning</label>
        <label><input type="radio" name="slot" value="afternoon"> Afternoon</label>
        <label><input type="radio" name="slot" value="evening"> Evening (Thursdays at Castlebridge, Fridays at Stowell)</label>
        </fieldset>
        <fieldset><legend>Who's collecting?</legend>
        <label><input type="radio" name="who" value="me"> Me</label>
        <label><input type="radio" name="who" value="courier"> A courier or shipper</label>
        </fieldset>
        <p><label><input type="checkbox" name="porter" value="yes"> I'll need a porter to help load</label></p>
        ${contact}
        <button type="submit">Send</button></form>`,
    ),
    "/team": page(
      "The team",
      `<div class="cards">${personCard(
        "Harriet Pennard",
        "Managing director; Fine Art &amp; Antiques.",
        "Castlebridge · 01632 960511 · harriet.pennard@pennardlowe.test",
      )}${personCard(
        "Oliver Lowe",
        "Jewellery, Watches &amp; Silver.",
        "Castlebridge · 01632 960512 · oliver.lowe@pennardlowe.test",
      )}${personCard(
        "Priya Chandran",
        "Ceramics, Glass &amp; Asian Art.",
        "Castlebridge · 01632 960513 · priya.chandran@pennardlowe.test",
      )}${personCard(
        "Eleanor Marsh",
        "Books, Maps &amp; Ephemera, and the Modern &amp; Contemporary Art sale.",
        "Castlebridge · 01632 960514 · eleanor.marsh@pennardlowe.test",
      )}${personCard(
        "Dylan Rees",
        "Toys, Trains &amp; Collectables; runs the Stowell saleroom.",
        "Stowell · 01632 960521 · dylan.rees@pennardlowe.test",
      )}${personCard(
        "Frances Okoye",
        "Furniture and the General &amp; Household sales.",
        "Stowell · 01632 960522 · frances.okoye@pennardlowe.test",
      )}</div>`,
    ),
    "/faq": page(
      "Help",
      `<h3>What's a hammer price?</h3><p>The winning bid when the auctioneer's hammer falls, before the premium.</p>
      <h3>Can I see a lot before I bid?</h3><p>Yes, on the viewing days, or ask for a condition report.</p>
      <h3>Do you sell on behalf of executors?</h3><p>Yes, and we can value for probate too.</p>
      <h3>Can I sell guns or ivory?</h3><p>No firearms at all. No ivory, except musical instruments registered
      under the Ivory Act.</p>
      <h3>Are lots guaranteed?</h3><p>Descriptions are our opinion; see the conditions of sale.</p>
      <h3>Do you buy things outright?</h3><p>No, we only sell at auction.</p>`,
    ),
    "/news": page("Journal", NEWS),
    "/contact": page(
      "Visit",
      dl([
        ["Castlebridge", "The Corn Exchange, Market Square, Castlebridge CS1 4QA · 01632 960510"],
        ["Stowell", "Unit 3, Mill Yard, Stowell ST7 1JD · 01632 960520"],
        ["Email", "enquiries@pennardlowe.test"],
        ["Office hours", "Monday to Friday, 09:00 to 17:00"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["buying", "Buying"],
          ["selling", "Selling"],
          ["collection", "Collecting a lot"],
          ["other", "Something else"],
        ])}</select></label></p>${saleroom}
        <p><label>Your name <input name="name" required></label></p>
        <p><label>Email <input type="email" name="email" required></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep buyers' and sellers' records for 6 years.</p>`),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960510.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/house-clearance": page(
      "House clearance",
      `<p>Do Pennard &amp; Lowe do house clearances? Yes: we clear whole houses, sell what will sell at Stowell and
      take the rest to charity shops and recycling. How much? From £350 for a one-bedroom flat, taken from what your
      things make. Quotes are free within 25 miles.</p>`,
    ),
    "/coins": page(
      "Coins and medals",
      `<p>Do you sell coins and medals? Yes: two sales a year at Castlebridge, in March and September, with our
      consultant Peter Ashworth. He values coins and medals for free on the first Thursday of every month, 10:00 to
      13:00, at Castlebridge.</p>`,
    ),
  };
}
