import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// TRAMONTANE: the fifty-third held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "10 November 2026",
    "Late Thursdays in Fenbury",
    "The Fenbury showroom is now open until 20:00 on Thursdays, so you can choose fabric after work.",
  ],
  [
    "2 February 2026",
    "Our prices for 2026",
    "Recovering an armchair in Band A fabric is now £520, and making curtains £18 a metre.",
  ],
  [
    "15 July 2025",
    "Forty-six years on Tannery Lane",
    "Thank you to everyone who came to the party in the yard, and to Ruth for the cake.",
  ],
  [
    "3 February 2025",
    "Our prices for 2025",
    "Recovering an armchair in Band A fabric is now £495, and making curtains £16 a metre.",
  ],
]);

/** The team, FAQs, news and two search-only pages. */
export function upholsteryAboutPages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Our team",
      `<p>George Hartwell opened the workshop on Tannery Lane in 1979; his daughter Ruth runs it now, and opened the
      Fenbury showroom in 2018. There are 6 of us.</p>
      <div class="cards">${[
        personCard("Ruth Hartwell", "Owner and upholsterer, Ashcombe", "Runs the workshop; since 1998"),
        personCard("George Hartwell", "Founder, Ashcombe", "Still re-springs every sofa; since 1979"),
        personCard("Amira Haddad", "Upholsterer, Ashcombe", "Chairs and headboards; since 2012"),
        personCard("Tom Ellery", "Curtain maker, Ashcombe", "Curtains, blinds and cushions; since 2016"),
        personCard("Nina Brooke", "Showroom manager, Fenbury", "Fabric and quotes; since 2018"),
        personCard(
          "Callum Reyes",
          "Driver and fitter, Ashcombe",
          "Collections, deliveries and hanging curtains; since 2021",
        ),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Can I bring my own fabric?</h3><p>Yes: you pay the labour-only price. Bring 10% more than we measure for
      pattern matching.</p>
      <h3>Do you recover leather sofas?</h3><p>No, we don't work in leather or suede: ring Corbett Leather Care in
      Fenbury on 01632 741 390.</p>
      <h3>Do you do fire-safety labels?</h3><p>Yes: every piece we cover in a band fabric leaves with a fire-safety
      label, as the law asks.</p>
      <h3>Do you charge for quotes?</h3><p>No, quotes are free, from a photo or at the showroom.</p>
      <h3>Can you do it in a hurry?</h3><p>Sometimes: a chair in 2 weeks for £60 more, if the fabric is in stock.</p>
      <h3>Do you make outdoor cushions?</h3><p>Yes, in outdoor fabric on the same prices as hollowfibre.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your name, address and order for 6 years and never sell them.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Ring the workshop and we'll book for you by phone.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/caravan-cushions": page(
      "Caravan and boat cushions",
      `<p>Do you make caravan or boat cushions? Yes: Hartwell &amp; Daughter make caravan and narrowboat seat
      cushions in marine-grade foam from £68 a cushion, with covers that zip off.</p>`,
    ),
    "/pet-beds": page(
      "Dog beds",
      `<p>Can you make a dog bed to match my sofa? Yes: Hartwell &amp; Daughter make a dog bed from the offcuts of your
      fabric for £58, with a washable hollowfibre pad.</p>`,
    ),
  };
}
