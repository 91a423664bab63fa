import type { FixturePage } from "../../../helpers/fixture-site";
import { cards } from "../../sites/kit";

// BISE: the fifty-fifth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "10 November 2026",
    "Fares from January",
    "From Sunday 3 January 2027 every adult single goes up by 20p, so a Zone 1 single will be £2.20. Day and week tickets stay the same.",
  ],
  [
    "14 September 2026",
    "Route 12 on Saturdays",
    "Route 12 now leaves Fenwick Cross at 20 minutes past on Saturdays, every 2 hours from 09:20.",
  ],
  [
    "2 January 2026",
    "Our fares for 2026",
    "A Zone 1 adult day ticket is now £4.80 and an all zones adult week ticket £30.00.",
  ],
  [
    "3 January 2025",
    "Our fares for 2025",
    "A Zone 1 adult day ticket is now £4.50 and an all zones adult week ticket £28.00.",
  ],
]);

/** About us, FAQs, news and two search-only pages. */
export function busesAboutPages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/faq": page(
      "FAQs",
      `<h3>Can I pay cash?</h3><p>Yes, on every route except 7 and X9, which are contactless only. Drivers can't give
      change over £10.</p>
      <h3>Can I take my bike?</h3><p>Only a folding bike, folded.</p>
      <h3>Can I take my dog?</h3><p>Yes, one well-behaved dog a passenger travels free, at the driver's discretion.</p>
      <h3>Does the night bus take day tickets?</h3><p>No, pay the £4.00 flat fare, or show a week or season ticket.</p>
      <h3>Are your buses accessible?</h3><p>Yes, every bus is low-floor with a ramp and one wheelchair space.</p>
      <h3>Do children need a ticket?</h3><p>Under 5s travel free; from 5 to 15 they pay the child fare.</p>`,
    ),
    "/about": page(
      "About Greyhaven Buses",
      `<p>Greyhaven Buses has run the town's buses since 1986, from the depot on Tanners Way. We have 48 buses and
      about 130 drivers.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep photocard photos for as long as the card is valid, and CCTV from our buses for 31 days.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. For accessible travel on our buses see the accessible travel
      page.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/school-buses": page(
      "School buses",
      `<p>Do you run a school bus? Yes: the S3 runs in term time from Ashby Green to Kingsmead School, leaving at
      07:55, and a term pass for it costs £145.</p>`,
    ),
    "/private-hire": page(
      "Private hire",
      `<p>Can I hire a Greyhaven bus with a driver, and how much does it cost? Yes: a 40-seat bus with a driver for
      weddings and trips costs from £280 for up to 4 hours within the county. Find out more at the bus station travel
      shop.</p>`,
    ),
  };
}
