import type { FixturePage } from "../../../helpers/fixture-site";
import { cards } from "../../sites/kit";

// FOEHN: the fifty-sixth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "9 November 2026",
    "Fibre coming to Little Wenham",
    "Our network reaches Little Wenham in March 2027. Register interest on the coverage page.",
  ],
  [
    "3 August 2026",
    "Gigabit 1600 is here",
    "Gigabit 1600 is live in Ormsby, at £55 a month on a 24-month contract.",
  ],
  [
    "1 April 2026",
    "Our prices for 2026",
    "Fibre 150 on a 24-month contract is now £27.50 a month for new customers, and Fibre 500 £33.",
  ],
  [
    "1 April 2025",
    "Our prices for 2025",
    "Fibre 150 on a 24-month contract is now £26 a month for new customers, and Fibre 500 £31.50.",
  ],
]);

/** FAQs, news and two search-only pages. */
export function broadbandAboutPages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/faq": page(
      "FAQs",
      `<h3>Is there a data limit?</h3><p>No, every plan has unlimited data.</p>
      <h3>How long does it take to get connected?</h3><p>Usually 7 to 10 days from your order, with an engineer
      visit of about 2 hours.</p>
      <h3>Can I keep my phone number?</h3><p>Yes, free, if you add a calls package or pay as you go.</p>
      <h3>Do prices go up every year?</h3><p>Yes, by £1.75 a month each April. The social tariff doesn't go up.</p>
      <h3>Can I get TV without broadband?</h3><p>No, TV is an add-on to a broadband plan.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your account records for 6 years after you leave, and support call recordings for 12 months.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our order forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Both shops have step-free entrances; bills come in large print or
      braille if you ask.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/business": page(
      "Business broadband",
      `<p>Do you do business broadband, and how much is it? Yes: Brightline Business Fibre 500 comes with a static IP
      and next-working-day repairs for £42 a month plus VAT on a 24-month contract.</p>`,
    ),
    "/seasonal-pause": page(
      "Seasonal pause",
      `<p>Can I pause my broadband at a holiday home while I'm away? Yes: Brightline Seasonal Pause keeps your line
      and number for £6 a month, for up to 6 months a year.</p>`,
    ),
  };
}
