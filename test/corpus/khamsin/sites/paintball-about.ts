import type { FixturePage } from "../../../helpers/fixture-site";
import { options } from "../../grouped";
import { cards, dl, personCard } from "../../sites/kit";

// KHAMSIN: the forty-sixth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "19 November 2026",
    "The New Year's Day Big Game",
    "Friday 1 January, 10:00 to 15:00: 150 players, two armies and one fort. £40 a player with 500 paintballs and lunch. 16 and over.",
  ],
  [
    "2 November 2026",
    "The Arena over Christmas",
    "Open every day of the school holidays except Christmas Day, Boxing Day and New Year's Day.",
  ],
  [
    "10 September 2026",
    "New zone: the Village",
    "Zone 9, a street of plywood houses and a church tower, opens in October.",
  ],
  [
    "2 March 2026",
    "Our prices from today",
    "A Standard day is now £35 at weekends and £29 on weekdays, and a box of 500 paintballs £30.",
  ],
  [
    "20 November 2025",
    "The New Year's Day Big Game",
    "Thursday 1 January 2026: £35 a player with 500 paintballs.",
  ],
  [
    "3 March 2025",
    "Our prices from today",
    "A Standard day is now £32 at weekends and £27 on weekdays, and a box of 500 paintballs £28.",
  ],
]);

/** The marshals, FAQs, the news, contact and two search-only pages. */
export function paintballAboutPages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "The marshals",
      `<p>Dan Hollis started Scarrow Wood in 2004 with twenty markers and a borrowed field. There are 7 of us all
      year, and more marshals on summer weekends.</p>
      <div class="cards">${[
        personCard("Dan Hollis", "Owner and head marshal", "Started Scarrow Wood in 2004"),
        personCard("Kerry Oduya", "Operations manager", "Bookings, groups and stag days; with us since 2010"),
        personCard("Marcus Breen", "Senior marshal, the woods", "Runs the Big Game; with us since 2012"),
        personCard("Lily Tran", "Arena manager", "Laser tag and parties at the Arena; with us since 2018"),
        personCard(
          "Josh Pelling",
          "Marshal",
          "Leads Mini Splat, and is first aid trained; with us since 2020",
        ),
        personCard("Aisha Grant", "Party host, the Arena", "With us since 2022"),
        personCard("Tom Reddy", "Marshal and workshop", "Keeps the markers firing; with us since 2015"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "Questions",
      `<h3>Does it hurt?</h3><p>A paintball stings and can leave a small bruise. Mini Splat and laser tag don't
      hurt.</p>
      <h3>Can I bring my own marker?</h3><p>Yes, if it passes our speed check at base camp; the paintballs must be
      ours.</p>
      <h3>Can friends come and watch?</h3><p>Yes, free, at base camp and on the viewing platform by the Fort; they
      wear a mask past base camp.</p>
      <h3>Are there toilets and showers?</h3><p>Toilets at base camp; there are no showers.</p>
      <h3>Can we bring food?</h3><p>A picnic at base camp is fine; no barbecues.</p>
      <h3>How do I pay?</h3><p>Cards or cash at base camp; the Arena takes cards only.</p>
      <h3>Is there somewhere to leave our things?</h3><p>Lockers at base camp, with a £1 coin you get back.</p>
      <h3>Do you sell gift vouchers?</h3><p>Yes, from £20, for the woods or the Arena, valid for 12 months.</p>`,
    ),
    "/news": page("Latest", NEWS),
    "/contact": page(
      "Get in touch",
      dl([
        ["Scarrow Wood", "01632 961 440"],
        ["The Arena", "01632 961 448"],
        ["Email", "play@scarrowwood.test"],
        ["Scarrow Wood's address", "Ferris Lane, Oakley Cross, Brantwick QB7 3HW"],
        ["The Arena's address", "Unit 6, Kilnworth Trading Estate, Brantwick QB2 5TN"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["woods", "Paintball at Scarrow Wood"],
          ["arena", "Laser tag at the Arena"],
          ["parties", "Birthday parties"],
          ["on-tour", "Laser tag at your place"],
          ["vouchers", "Gift vouchers"],
          ["other", "Something else"],
        ])}</select></label></p>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep your waivers for 3 years and your bookings for 6.</p>`),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 961 440.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/night-games": page(
      "Night games at Scarrow Wood",
      `<p>Does Scarrow Wood run night paintball? Yes: on the first Friday of the month from October to March, 18:00
      to 21:00, in zones 1 to 4 under floodlights. How much is it? £45 a player, with 300 paintballs and a head
      torch to keep. Night games are for 18 and over.</p>`,
    ),
    "/lost-property": page(
      "Lost property",
      `<p>Left something behind at Scarrow Wood or the Arena? We keep lost property for 30 days at base camp, then
      give it to charity. We can post it back to you for £4.50.</p>`,
    ),
  };
}
