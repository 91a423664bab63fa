import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// ZONDA: the fiftieth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune the
// engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "10 November 2026",
    "Late Thursdays in Elmsford",
    "The Elmsford shop is now open until 19:00 on Thursdays, with an 18:00 fitting for anyone coming from work.",
  ],
  [
    "3 March 2026",
    "Our prices for 2026",
    "Shortening suit or dress trousers is now £14, and a new zip in jeans £18.",
  ],
  [
    "14 September 2025",
    "Sundays in Bramwell",
    "The Bramwell shop now opens from 11:00 to 15:00 on Sundays, and closes on Mondays instead.",
  ],
  [
    "4 March 2025",
    "Our prices for 2025",
    "Shortening suit or dress trousers is now £13, and a new zip in jeans £17.",
  ],
]);

/** The team, FAQs, news and two search-only pages. */
export function tailorsAboutPages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Our team",
      `<p>Amrit Kaur and George Finch opened the Elmsford shop in 2008, and Bramwell in 2020. There are 6 of us.</p>
      <div class="cards">${[
        personCard("Amrit Kaur", "Owner and alterations tailor, Elmsford", "Opened the shop in 2008"),
        personCard("George Finch", "Owner and cutter", "Cuts every bespoke suit; since 2008"),
        personCard("Sam Oduya", "Alterations tailor, Elmsford", "Trousers, jackets and coats; since 2014"),
        personCard("Lena Novak", "Manager, Bramwell", "Runs the Bramwell shop; since 2020"),
        personCard(
          "Priti Shah",
          "Wedding dress specialist, Elmsford",
          "Fits every wedding dress; since 2022",
        ),
        personCard("Ellie Crane", "Alterations and repairs, Bramwell", "Joined us in 2025"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Do I need an appointment?</h3><p>Not for alterations: drop in at either shop. Wedding dresses and bespoke
      suits are by appointment, at Elmsford.</p>
      <h3>What if I don't collect?</h3><p>We keep finished clothes for 60 days; after that we give them to the
      hospice shop on Harrow Street.</p>
      <h3>Can you match the original hem on jeans?</h3><p>Yes, we keep the worn original hem for £6 more.</p>
      <h3>Do you alter clothes bought online?</h3><p>Of course, and anything from any shop.</p>
      <h3>Can I pay in instalments?</h3><p>For bespoke suits only: half when you order, the rest when you
      collect.</p>
      <h3>Do you alter children's clothes?</h3><p>Yes, at the same prices as adults'.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your name, phone number and measurements for 6 years after your last order and never sell them.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. The Elmsford shop has a step at the door; ring and we'll bring a
      ramp.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/name-labels": page(
      "Name labels for school uniform",
      `<p>Do you sew name labels into school uniform? Yes: Kaur and Finch Tailors sews in your woven name labels for
      £1 a label, at least 10 labels, ready in 2 days at either shop.</p>`,
    ),
    "/kilts": page(
      "Altering a kilt: what it costs",
      `<p>Can you alter a kilt, and what does it cost? Yes: Kaur and Finch Tailors takes in or lets out kilts at the
      straps and the apron, from £55, at Elmsford only, in 10 working days.</p>`,
    ),
  };
}
