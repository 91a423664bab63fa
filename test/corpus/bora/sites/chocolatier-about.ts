import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// BORA: the forty-eighth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "9 November 2026",
    "Christmas orders are open",
    "Order by Sunday 20 December to collect from Stallbridge, or by Saturday 19 December for Harrowby. The last day for posting is Wednesday 16 December.",
  ],
  [
    "14 September 2026",
    "A new truffle",
    "Sea buckthorn, with berries picked on the dunes at Salthaven, £1.60 each or £13.50 for 9.",
  ],
  [
    "2 February 2026",
    "Our prices from today",
    "A box of 9 salted caramel cups is now £12, and a Dark 70% bar £5.50.",
  ],
  [
    "10 November 2025",
    "Christmas 2025",
    "Order by Sunday 21 December to collect from Stallbridge; the last day for posting is Wednesday 17 December.",
  ],
  [
    "3 February 2025",
    "Our prices from today",
    "A box of 9 salted caramel cups is now £11, and a Dark 70% bar £5.",
  ],
]);

/** The team, FAQs, news and two search-only pages. */
export function chocolatierAboutPages(
  page: (title: string, body: string) => string,
  _contact: string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Who we are",
      `<p>Rosa Pennick and Sam Lowe started making chocolates at a kitchen table in 2014 and moved into the old
      tannery in 2017. There are 6 of us now.</p>
      <div class="cards">${[
        personCard(
          "Rosa Pennick",
          "Chocolatier and co-founder",
          "Trained in Lyon; makes every truffle; since 2014",
        ),
        personCard("Sam Lowe", "Co-founder", "Buys the beans and runs the shops; since 2014"),
        personCard("Ines Duarte", "Manager, Harrowby shop", "With us since 2018"),
        personCard(
          "Will Ashby",
          "Workshops",
          "Teaches every workshop and the children's parties; since 2020",
        ),
        personCard("Grace Kim", "Chocolatier", "Makes the bars and the yule logs; since 2021"),
        personCard("Jack Mercer", "Deliveries", "Drives the van, Tuesdays to Saturdays; since 2023"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "Questions",
      `<h3>Can you write a name on a box?</h3><p>Yes: a handwritten name on the lid of any gift box, free, at the
      counter.</p>
      <h3>Do you do wedding favours?</h3><p>Yes, from 50 boxes: <a href="/favours">tell us about your day</a>.</p>
      <h3>Can I watch you make chocolate?</h3><p>At Stallbridge, yes: the kitchen is behind glass, and we temper on
      Tuesday to Friday mornings.</p>
      <h3>Do you sell gift cards?</h3><p>Yes, from £10, at both shops, spent at either.</p>
      <h3>Can I bring my own tin?</h3><p>Yes: loose chocolates in your own tin or box are 10% off.</p>
      <h3>Will chocolates melt in the post?</h3><p>From May to September we post in a cool box, for £3 more.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page("Privacy notice", `<p>We keep your orders for 6 years and your card details never.</p>`),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our basket and forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 961 730.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/misshapes": page(
      "Misshapes",
      `<p>Do Pennick &amp; Lowe sell wonky chocolates cheaper? Yes: misshapes, misshapen chocolates that came out of
      the moulds not quite right, £4.75 a 250g bag, at the Stallbridge shop on Friday afternoons while they last.</p>`,
    ),
    "/logo-chocolates": page(
      "Chocolates with your logo",
      `<p>Can Pennick &amp; Lowe put our company logo on chocolates? Yes: your logo printed in coloured cocoa butter on
      a square of dark or milk chocolate, from 100 squares at 95p each, ready 3 weeks after we have the artwork.</p>`,
    ),
  };
}
