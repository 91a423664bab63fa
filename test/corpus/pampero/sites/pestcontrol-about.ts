import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// PAMPERO: the fifty-first held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "9 November 2026",
    "Sunday mornings in Portsby",
    "The Portsby depot now opens from 09:00 to 13:00 on Sundays, and is closed on Saturdays instead.",
  ],
  [
    "2 February 2026",
    "Our prices for 2026",
    "Treating rats at a house is now £165, and a wasps' nest at a house £75.",
  ],
  [
    "18 June 2025",
    "A record wasp year",
    "We treated 1,140 wasps' nests between April and September, the most in our 21 years.",
  ],
  [
    "3 February 2025",
    "Our prices for 2025",
    "Treating rats at a house is now £155, and a wasps' nest at a house £70.",
  ],
]);

/** The team, FAQs, news and two search-only pages. */
export function pestcontrolAboutPages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Our team",
      `<p>Gareth Lowe started Wrenfield in Wendham in 2004 and opened the Portsby depot in 2016. There are 6 of
      us.</p>
      <div class="cards">${[
        personCard("Gareth Lowe", "Owner and technician, Wendham", "Started Wrenfield in 2004"),
        personCard("Dean Holloway", "Senior technician, Portsby", "Since 2012"),
        personCard("Priya Nair", "Office manager, Wendham", "Books every visit; since 2016"),
        personCard("Kasia Wróbel", "Technician, Wendham", "Bed bugs and insects; since 2019"),
        personCard("Ben Ashdown", "Bird control, Portsby", "Netting and spikes; since 2021"),
        personCard("Rhys Tanner", "Trainee technician, Wendham", "Joined us in 2025"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Are your treatments safe for children and pets?</h3><p>Yes, used as we tell you: we put bait in locked
      boxes and tell you how long to keep pets out of a treated room.</p>
      <h3>Do I have to leave the house for bed bugs?</h3><p>Yes, for 4 hours after each spray, with any pets.</p>
      <h3>Do you get rid of bees?</h3><p>We never destroy honey bees: we pass you to the local beekeepers, who
      collect swarms free.</p>
      <h3>What if the rats come back?</h3><p>Within the guarantee, 3 months for rats and mice, we come back free.</p>
      <h3>How soon can you come?</h3><p>Within 3 working days, or the same day if you book by 12:00 (£45 on
      top).</p>
      <h3>Do you give a written report?</h3><p>Yes, by email after every visit.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your name, address and visit reports for 6 years and never sell them.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Ring either depot and we'll book for you by phone.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/cluster-flies": page(
      "Cluster flies in the loft",
      `<p>Can you get rid of cluster flies in my loft? Yes: Wrenfield Pest Control treats cluster flies in a loft
      for £125 a visit, from September to March.</p>`,
    ),
    "/clothes-moths": page(
      "Clothes moths in carpets and wardrobes",
      `<p>Do you treat clothes moths? Yes: Wrenfield Pest Control treats clothes moths in carpets and wardrobes for
      £130, up to 4 rooms, with 2 visits.</p>`,
    ),
  };
}
