import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// TRAMONTANE: the fifty-third held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "9 November 2026",
    "Late Thursdays in Wrayfield",
    "The Wrayfield office is now open until 19:00 on Thursdays, for viewings and keys after work.",
  ],
  [
    "1 April 2026",
    "Our fees for 2026",
    "Full management is now 12% of the monthly rent without VAT, and an inventory of a 2 bedroom home £125.",
  ],
  [
    "14 September 2025",
    "Our 500th managed home",
    "A flat on Quay Road in Coldharbour became the 500th home we manage.",
  ],
  [
    "1 April 2025",
    "Our fees for 2025",
    "Full management is now 11% of the monthly rent without VAT, and an inventory of a 2 bedroom home £115.",
  ],
]);

/** The team, FAQs, news and two search-only pages. */
export function lettingsAboutPages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Our team",
      `<p>Helen Pennant opened the Wrayfield office in 2004 and the Coldharbour office in 2015. There are 7 of us, and
      every negotiator is qualified with Propertymark.</p>
      <div class="cards">${[
        personCard("Helen Pennant", "Director, Wrayfield", "Started Pennant Lettings in 2004"),
        personCard(
          "Dev Sandhu",
          "Lettings manager, Wrayfield",
          "Finds tenants and runs viewings; since 2009",
        ),
        personCard("Carys Lloyd", "Property manager, Wrayfield", "Repairs and inspections; since 2013"),
        personCard("Owen Marsh", "Branch manager, Coldharbour", "Runs the Coldharbour office; since 2015"),
        personCard("Bea Novak", "Negotiator, Coldharbour", "Viewings and valuations; since 2019"),
        personCard("Fran Quill", "Accounts, Wrayfield", "Rent and landlord statements; since 2017"),
        personCard("Jade Akers", "Inventory clerk, Coldharbour", "Inventories and check-outs; since 2022"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>When do landlords get the rent?</h3><p>Within 3 working days of it reaching us, with a statement each
      month.</p>
      <h3>Do you let holiday homes?</h3><p>No, only homes let for 6 months or more: ring Dunlin Commercial for
      holiday lets.</p>
      <h3>Can tenants have pets?</h3><p>It's the landlord's choice; each home says whether pets are allowed.</p>
      <h3>Do you charge tenants for references?</h3><p>No: the law doesn't allow it, and we never have.</p>
      <h3>Who holds the deposit?</h3><p>On full management we do, in the Deposit Protection Service; on the other
      services the landlord does and must register it.</p>
      <h3>How often do you inspect managed homes?</h3><p>Every 4 months, with photos sent to the landlord.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep tenants' and landlords' details for 6 years after a tenancy ends and never sell them.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Ring either office and we'll help by phone.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/hmo-licences": page(
      "HMO licences",
      `<p>Can you help me get an HMO licence? Yes: Pennant Lettings prepares and sends a council HMO licence
      application for £300 without VAT (£360 with VAT), floor plan included.</p>`,
    ),
    "/rent-guarantee": page(
      "Rent guarantee insurance",
      `<p>Do you offer rent guarantee insurance? Yes: on full management, Pennant Lettings' rent guarantee pays the
      rent for up to 12 months if a tenant stops paying, for £19 a month.</p>`,
    ),
  };
}
