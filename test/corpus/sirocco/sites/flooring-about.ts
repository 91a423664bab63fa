import type { FixturePage } from "../../../helpers/fixture-site";
import { options } from "../../grouped";
import { cards, dl, personCard, table } from "../../sites/kit";

// SIROCCO: the forty-fourth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

/** The two showrooms side by side. */
const SHOWROOMS: string[][] = [
  ["Address", "14 Wharf Street, Halesford HF2 4WS", "Unit 6, Brookmead Retail Park, Oakhurst OK5 1BR"],
  ["Phone", "0117 496 0410", "0117 496 0420"],
  ["Email", "halesford@corrieandwebb.test", "oakhurst@corrieandwebb.test"],
  ["Monday", "09:00 to 17:30", "10:00 to 17:00"],
  ["Tuesday", "09:00 to 17:30", "Closed"],
  ["Wednesday", "09:00 to 17:30", "10:00 to 17:00"],
  ["Thursday", "09:00 to 19:00", "10:00 to 17:00"],
  ["Friday", "09:00 to 17:30", "10:00 to 18:00"],
  ["Saturday", "09:00 to 17:00", "09:30 to 17:00"],
  ["Sunday", "Closed", "10:00 to 16:00"],
  ["On show", "Every carpet, and the Harlow engineered oak", "Every hard floor, and the carpet remnants"],
  ["Parking", "6 spaces behind the shop, off Tanner's Yard", "300 free spaces on the retail park"],
  ["Manager", "Lorraine Webb", "Hamza Qureshi"],
];

/** Christmas and New Year: day, Halesford, Oakhurst. */
const CHRISTMAS: string[][] = [
  ["Christmas Eve, Thursday 24 December", "09:00 to 13:00", "10:00 to 14:00"],
  ["Friday 25 to Sunday 27 December", "Closed", "Closed"],
  ["Monday 28 December", "Closed", "10:00 to 16:00"],
  ["Tuesday 29 and Wednesday 30 December", "10:00 to 16:00", "10:00 to 16:00"],
  ["New Year's Eve, Thursday 31 December", "09:00 to 14:00", "10:00 to 14:00"],
  ["New Year's Day, Friday 1 January", "Closed", "Closed"],
];

const NEWS = cards([
  [
    "16 November 2026",
    "Fitted for Christmas",
    "Order an in-stock range by Friday 4 December to have it fitted before Christmas. Our last fitting day is Wednesday 23 December.",
  ],
  [
    "2 November 2026",
    "New prices from January",
    "From 1 January 2027 the Cotswold Berber is £47.99 a m² and the Marlow Velvet £57.99.",
  ],
  [
    "7 September 2026",
    "Herringbone",
    "Kieran Doyle now lays our Harlow Oak Herringbone, and you can see it down in the Oakhurst showroom.",
  ],
  [
    "6 January 2026",
    "Our prices for 2026",
    "Hadley Twist is £32.99 a m², the Cotswold Berber £44.99, and carpet fitting £6.50 a m².",
  ],
  [
    "3 March 2025",
    "Sundays at Oakhurst",
    "Our Oakhurst showroom now opens on Sundays, 10:00 to 16:00, and closes on Tuesdays instead.",
  ],
  [
    "6 January 2025",
    "Our prices for 2025",
    "Hadley Twist is £30.99 a m², the Cotswold Berber £42.99, and carpet fitting £6 a m².",
  ],
]);

/** The showrooms, the fitters, FAQs, news, contact and two search-only pages. */
export function flooringAboutPages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/showrooms": page(
      "Visit us",
      table("Our two showrooms", ["", "Halesford", "Oakhurst"], SHOWROOMS) +
        table("Christmas and New Year", ["", "Halesford", "Oakhurst"], CHRISTMAS) +
        `<p>Our usual hours again from Saturday 2 January. Our last fitting day before Christmas is Wednesday 23
        December, and the first after it Monday 4 January.</p>
        <h2>Book a time with an adviser</h2>
        <form method="post" action="/appointments/send">
        <fieldset><legend>Showroom</legend>
        <label><input type="radio" name="showroom" value="halesford"> Halesford</label>
        <label><input type="radio" name="showroom" value="oakhurst"> Oakhurst</label>
        </fieldset>
        <p><label>Day <input type="date" name="date" required></label></p>
        <p><label>Time <select name="time">${options([
          ["10:00", "10:00"],
          ["11:30", "11:30"],
          ["14:00", "14:00"],
          ["15:30", "15:30"],
          ["17:30", "17:30, Thursdays at Halesford only"],
        ])}</select></label></p>
        <p><label>Looking at <select name="interest">${options([
          ["carpet", "Carpet"],
          ["hard", "Hard floors"],
          ["both", "Both"],
        ])}</select></label></p>
        ${contact}
        <button type="submit">Book</button></form>`,
    ),
    "/fitters": page(
      "Meet the fitters",
      `<p>Doug Corrie and Pat Webb opened in Halesford in 1984, and the Oakhurst showroom followed in 2009. Pat's
      daughter Lorraine runs the business now. There are 11 of us, and 5 are fitters: our own, never
      subcontractors.</p>
      <div class="cards">${[
        personCard(
          "Gary Thistlewood",
          "Master fitter: carpets and stairs",
          "Halesford",
          "Fitting for 34 years; with us since 1994",
        ),
        personCard(
          "Kieran Doyle",
          "Hard floors: LVT, engineered wood and herringbone",
          "Oakhurst",
          "With us since 2012",
        ),
        personCard("Marek Zielinski", "Carpet and vinyl", "Halesford", "With us since 2017"),
        personCard(
          "Jade Akintola",
          "LVT, laminate and vinyl",
          "Oakhurst",
          "With us since 2021; our first apprentice to qualify",
        ),
        personCard("Owen Pryce", "Apprentice fitter: carpet", "Halesford", "With us since 2025"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "Questions",
      `<h3>How soon can you fit?</h3><p>In-stock ranges usually within 7 to 10 working days of your measuring
      visit; anything else, its lead time and a week.</p>
      <h3>Do you fit at weekends?</h3><p>On Saturdays, yes. We don't fit on Sundays.</p>
      <h3>Will you fit flooring I've bought elsewhere?</h3><p>Yes, at our usual fitting prices, but we guarantee
      our fitting only.</p>
      <h3>Do you take the old floor away?</h3><p>Yes, for a charge: see The fitted price.</p>
      <h3>Do I pay a deposit?</h3><p>25% when you order, and the rest once it's fitted.</p>
      <h3>Do your prices include VAT?</h3><p>Yes, all of them.</p>`,
    ),
    "/news": page("News", NEWS),
    "/contact": page(
      "Contact",
      dl([
        ["Halesford", "0117 496 0410"],
        ["Oakhurst", "0117 496 0420"],
        ["The fitting team", "0117 496 0430, Monday to Saturday, 08:00 to 17:00"],
        ["Email", "hello@corrieandwebb.test"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["quote", "A quote"],
          ["order", "An order I've placed"],
          ["fitting", "My fitting date"],
          ["complaint", "A complaint"],
          ["jobs", "Working for us"],
          ["other", "Something else"],
        ])}</select></label></p>
        <fieldset><legend>Showroom</legend>
        <label><input type="radio" name="showroom" value="halesford"> Halesford</label>
        <label><input type="radio" name="showroom" value="oakhurst"> Oakhurst</label>
        </fieldset>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep your order and fitting details for 6 years.</p>`),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 0117 496 0410.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/rug-binding": page(
      "Rugs made from carpet",
      `<p>Can Corrie &amp; Webb make a rug from a carpet? Yes: any carpet we sell, cut to the size you want. How
      much? We bind the edges with cotton tape at £9 a metre of edge, or whip them with wool at £16 a metre. Ready in
      10 working days, from Halesford.</p>`,
    ),
    "/commercial": page(
      "Offices, shops and lettings",
      `<p>Does Corrie &amp; Webb fit offices, shops and rented homes? Yes. How much? Carpet tiles from £14.50 a m²,
      fitted, out of hours at no extra charge, and landlord accounts with 30 days to pay.</p>`,
    ),
  };
}
