import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// MELTEMI: the forty-ninth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "16 November 2026",
    "Christmas and New Year",
    "The Old Forge and Gull Cottage are still free for Christmas week; every cottage is let for New Year.",
  ],
  [
    "14 September 2026",
    "Netmakers, refitted",
    "A new kitchen with a dishwasher, and the ground-floor shower room is now a wet room.",
  ],
  [
    "2 November 2025",
    "Our 2026 prices",
    "Gull Cottage is £995 a week in high season and Mill House £2,150; dogs go up to £30 a dog a stay from 1 January 2026.",
  ],
  [
    "4 November 2024",
    "Our 2025 prices",
    "Gull Cottage is £940 a week in high season and Mill House £1,995; dogs are £25 a dog a stay.",
  ],
]);

/** The team, FAQs, news and two search-only pages. */
export function cottagesAboutPages(
  page: (title: string, body: string) => string,
  _contact: string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Our team",
      `<p>Sarah Hallow let Gull Cottage, her grandmother's, in 1997, and the neighbours asked her to let theirs. There
      are 6 of us now.</p>
      <div class="cards">${[
        personCard("Sarah Hallow", "Owner", "Let the first cottage in 1997"),
        personCard("Neil Hallow", "Bookings", "Answers the phone in Ambleford; since 2001"),
        personCard("Gareth Lowe", "Maintenance", "Mends anything, day or night; since 2010"),
        personCard(
          "Priya Nair",
          "Key office manager, Hawkscombe",
          "Hands you your keys on the quay; since 2015",
        ),
        personCard(
          "Amber Quinn",
          "Housekeeping manager",
          "Gets every cottage ready on changeover day; since 2018",
        ),
        personCard("Josh Penrose", "Owners' liaison", "Looks after the owners of our cottages; since 2025"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Can we arrive early?</h3><p>Not before 16:00, so the cottage is ready; we'll keep your bags at the key
      office in Hawkscombe.</p>
      <h3>Is there a minimum stay?</h3><p>A week in July and August and over Christmas and New Year; 3 nights at
      other times.</p>
      <h3>Are children welcome?</h3><p>Yes, at every cottage, though Harbour Loft's outside steps are steep for
      toddlers.</p>
      <h3>Can we smoke?</h3><p>Not in any cottage, nor vape; the gardens are fine.</p>
      <h3>Is there a shop nearby?</h3><p>Lydbrook Magna has a village shop and post office, open until 18:00;
      Hawkscombe has a Co-op on Fore Street.</p>
      <h3>Can we have a party?</h3><p>No parties, and no hen or stag groups.</p>
      <h3>What if something breaks?</h3><p>Ring the key office, or out of hours 07700 900 482; Gareth will come
      out.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep booking records for 6 years and never sell your details.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960 712.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/second-week": page(
      "Stay a second week",
      `<p>Is there a discount for staying two weeks? Yes: book two weeks in a row in the same cottage and the second
      week is 15% off. Not in July and August.</p>`,
    ),
    "/ev-charging": page(
      "Charging an electric car",
      `<p>Can I charge my electric car at the cottage? Orchard Barn and Mill House each have a 7kW charger on the
      drive; pay 45p a kWh on the charger's own app.</p>`,
    ),
  };
}
