import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// CHINOOK: the forty-seventh held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "18 November 2026",
    "Christmas hot tubs",
    "Wednesday 23 to Sunday 27 December, four nights: the Bubble 6 for £295 and the Lagoon 6 for £450. Only three of each left.",
  ],
  [
    "3 November 2026",
    "Pellow Green over Christmas",
    "The barn depot shuts after Christmas Eve and opens again on Tuesday 5 January; Ashcombe is open between Christmas and New Year.",
  ],
  [
    "14 September 2026",
    "Meet the Gladiator Duel",
    "Two pedestals, two pugil sticks and a lot of falling off. For 10 and over, £150 any day.",
  ],
  [
    "2 March 2026",
    "Our prices for 2026",
    "From today a Lagoon 6 is £295 for a weekend and a Bubble 6 £185, and our castles are £95 from Friday to Sunday.",
  ],
  [
    "20 November 2025",
    "Christmas hot tubs 2025",
    "Four nights from 23 December: the Bubble 6 for £275 and the Lagoon 6 for £420.",
  ],
  [
    "3 March 2025",
    "Our prices for 2025",
    "From today a Lagoon 6 is £275 for a weekend and a Bubble 6 £170, and our castles are £85 from Friday to Sunday.",
  ],
]);

/** The crew, FAQs, news and two search-only pages. */
export function partyhireAboutPages(
  page: (title: string, body: string) => string,
  _contact: string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Meet the crew",
      `<p>Gemma Rowley started Fizz &amp; Bounce in 2012 with one castle and a borrowed trailer. There are 7 of us
      now, and extra hands on summer weekends.</p>
      <div class="cards">${[
        personCard("Gemma Rowley", "Owner", "Started Fizz &amp; Bounce in 2012"),
        personCard("Leon Rowley", "Operations and drivers", "Plans every delivery round; with us since 2013"),
        personCard("Sophie Kettle", "Bookings", "Runs the Pellow Green depot; with us since 2016"),
        personCard(
          "Patrick Amadi",
          "Hot tub technician",
          "Cleans, tests and fixes every tub; with us since 2018",
        ),
        personCard(
          "Owen Tate",
          "Inflatables and safety",
          "A PIPA inspector who tests every castle; with us since 2019",
        ),
        personCard("Ravi Desai", "Driver and installer", "With us since 2021"),
        personCard("Nell Harper", "Weekend crew", "Sets up castles and party kit; with us since 2024"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Can we have the hot tub in the rain?</h3><p>Yes: it's lovely in the rain. Keep the cover on when no one's
      in it.</p>
      <h3>How warm does the water get?</h3><p>We set every tub to 38°C and lock the thermostat there.</p>
      <h3>Do we need to be in when you deliver?</h3><p>Yes, someone 18 or over, for the handover and the ID
      check.</p>
      <h3>Can the bouncy castle go on a slope?</h3><p>Only a gentle one; our crew decides on the day.</p>
      <h3>Do you take cards?</h3><p>Yes, and bank transfer; we don't take cash on delivery.</p>
      <h3>Can we move the castle once it's up?</h3><p>No: ring us and we'll move it.</p>
      <h3>Are the hot tubs cleaned between hires?</h3><p>Yes: drained, scrubbed and the filters changed every
      time.</p>
      <h3>Do you sell gift vouchers?</h3><p>Yes, from £25, for anything we hire, valid for 12 months.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your bookings for 6 years and delete ID checks after 30 days.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 963 120.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/foam-party": page(
      "Foam parties",
      `<p>Do Fizz &amp; Bounce do foam parties? Yes: a foam cannon, a party speaker and one of our crew to run it, for
      2 hours of foam on your lawn. How much is it? £240, anywhere in Zone 1 or 2. Foam parties run from May to
      September, on grass only, for ages 4 and up, and need a garden tap and a 13 amp socket.</p>`,
    ),
    "/ex-hire-sale": page(
      "Ex-hire sale",
      `<p>Do Fizz &amp; Bounce sell their old bouncy castles? Yes: every spring we sell off the ex-hire inflatables
      we're replacing, cleaned, repaired and PIPA tested. How much are they? This year's castles are £425 each with a
      blower, collected from Ashcombe. Ex-hire Bubble tubs, when we have them, are £199.</p>`,
    ),
  };
}
