import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// WILLIWAW: the fifty-fourth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "12 November 2026",
    "Christmas office lunches",
    "Order platters by 14:00 the working day before, until Wednesday 23 December.",
  ],
  [
    "5 January 2026",
    "Our menus for 2026",
    "The classic buffet is now £22 a head from Monday to Thursday, and the classic sit-down £42.",
  ],
  [
    "14 June 2025",
    "Ten years of Marlow &amp; Finch",
    "Thank you to everyone who came to our tenth birthday in the tasting room.",
  ],
  [
    "6 January 2025",
    "Our menus for 2025",
    "The classic buffet is now £20 a head from Monday to Thursday, and the classic sit-down £39.",
  ],
]);

/** The team, FAQs, news and two search-only pages. */
export function caterersAboutPages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Our team",
      `<p>Hannah Marlow and Joe Finch started cooking for weddings in 2015. There are 6 of us, and a team of
      waiting staff we know well.</p>
      <div class="cards">${[
        personCard(
          "Hannah Marlow",
          "Founder and head chef, Oakhurst kitchen",
          "Writes every menu; since 2015",
        ),
        personCard(
          "Joe Finch",
          "Founder and events manager, Wrenbury tasting room",
          "Plans every event; since 2015",
        ),
        personCard(
          "Leila Nasser",
          "Pastry chef, Oakhurst kitchen",
          "Canapés, puddings and afternoon teas; since 2018",
        ),
        personCard(
          "Kofi Mensah",
          "Sous chef, Oakhurst kitchen",
          "Barbecues and the office lunches; since 2019",
        ),
        personCard(
          "Beth Carrow",
          "Weddings and tastings, Wrenbury tasting room",
          "Runs the tastings; since 2021",
        ),
        personCard("Dan Pryce", "Deliveries, Oakhurst kitchen", "Drives the vans and sets up; since 2022"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Can we bring our own wine?</h3><p>Yes: we chill and pour it for £8 a bottle corkage.</p>
      <h3>Do you make wedding cakes?</h3><p>No, but we'll cut and serve yours for £75.</p>
      <h3>Can you cater for more than 250 guests?</h3><p>No, 250 is our limit: Harbourside Event Catering, on 01632
      960 480, do larger events.</p>
      <h3>Do you cater in marquees?</h3><p>Yes, if there's power and water; we bring our own ovens.</p>
      <h3>What happens to leftovers?</h3><p>We box them for you to keep, if the venue has a fridge.</p>
      <h3>How far ahead should we book?</h3><p>About 6 months for a wedding on a Saturday, 4 weeks for a party.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your name, event details and invoices for 6 years and never sell them.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. The tasting room has step-free access.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/hog-roast": page(
      "Hog roast",
      `<p>Do you do a hog roast? Yes: Marlow &amp; Finch cook a whole hog roast on site, carved and served in
      floured baps with apple sauce and stuffing, from £1,150 for up to 100 guests.</p>`,
    ),
    "/mobile-bar": page(
      "Mobile bar",
      `<p>Can you run a bar? Yes: the Marlow &amp; Finch mobile bar, a converted horsebox, comes with two bar staff
      for £395 for the evening; drinks are charged as they're served.</p>`,
    ),
  };
}
