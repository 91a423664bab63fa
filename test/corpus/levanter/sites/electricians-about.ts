import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// LEVANTER: the fifty-second held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "12 November 2026",
    "Late Wednesdays in Brayworth",
    "The Brayworth base is now open until 19:00 on Wednesdays, so you can collect keys and certificates after work.",
  ],
  [
    "5 March 2026",
    "Our prices for 2026",
    "An inspection of a 3 bedroom house you let out is now £230, and our weekday daytime rate £58 an hour.",
  ],
  [
    "20 August 2025",
    "Our 1,000th EV charger",
    "Sophie fitted our 1,000th home charger in Brayworth, 6 years after we fitted our first.",
  ],
  [
    "4 March 2025",
    "Our prices for 2025",
    "An inspection of a 3 bedroom house you let out is now £215, and our weekday daytime rate £54 an hour.",
  ],
]);

/** The team, FAQs, news and two search-only pages. */
export function electriciansAboutPages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Our team",
      `<p>Neil Calloway started Calloway Electrical in Kestleford in 2008 and opened the Brayworth base in 2019. There
      are 7 of us, and every electrician is qualified to the 18th Edition.</p>
      <div class="cards">${[
        personCard(
          "Neil Calloway",
          "Owner and electrician, Kestleford",
          "Started Calloway Electrical in 2008",
        ),
        personCard("Fiona Beck", "Office manager, Kestleford", "Books every job; since 2011"),
        personCard(
          "Jamal Okafor",
          "Inspector, Kestleford",
          "Inspections and reports for landlords; since 2014",
        ),
        personCard(
          "Sophie Marr",
          "Electrician, Brayworth",
          "Runs the Brayworth base and fits EV chargers; since 2019",
        ),
        personCard("Luke Penhale", "Electrician, Brayworth", "Fuse boards and rewires; since 2020"),
        personCard("Marta Kowal", "Electrician, Kestleford", "Outside lights and sockets; since 2022"),
        personCard("Ollie Dyer", "Apprentice, Kestleford", "Joined us in 2025"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Do I need to be in for an inspection?</h3><p>No: a tenant can let us in, or you can leave keys at either
      base the day before.</p>
      <h3>Will the power be off?</h3><p>Yes, for about an hour in all during an inspection, a circuit at a time.</p>
      <h3>Do you do PAT testing?</h3><p>Yes, £2.50 an appliance, with a minimum of £60 a visit.</p>
      <h3>Do you charge for quotes?</h3><p>No: quotes are free for any job over £300. Smaller jobs are on our fixed
      prices or labour rates.</p>
      <h3>Can you connect my gas cooker?</h3><p>No, we don't do any gas work: ring Calder Heating on 01632 962
      480.</p>
      <h3>What happens if my inspection fails?</h3><p>We quote for the remedial work on the report; done within 28 days,
      the retest is free.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your name, address and certificates for 10 years and never sell them.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Ring either base and we'll book for you by phone.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/garden-office": page(
      "Power to a garden office",
      `<p>Can you run power to my garden office or shed? Yes: Calloway Electrical runs a supply to a garden office
      from £690, with armoured cable up to 15 m, 2 double sockets and a light.</p>`,
    ),
    "/hot-tub": page(
      "Hot tub supplies",
      `<p>Do you wire in hot tubs? Yes: Calloway Electrical fits a 32 amp hot tub supply with its own isolator for
      £520, up to 10 m from the fuse board.</p>`,
    ),
  };
}
