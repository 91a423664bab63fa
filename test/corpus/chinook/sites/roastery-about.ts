import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// CHINOOK: the forty-seventh held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const JOURNAL = cards([
  [
    "16 November 2026",
    "Christmas at Cobb &amp; Kettle",
    "The last roast for Christmas post is Thursday 17 December. Gift boxes of three 250g bags are £32, and both cafés' Christmas hours are on our visit page.",
  ],
  [
    "5 October 2026",
    "The Gesha is back",
    "Forty kilos of Finca Nuguo Gesha from Panama, in 100g tins at £22, while it lasts.",
  ],
  [
    "1 September 2026",
    "Latte art on Wednesdays",
    "A new evening class at the Ellerby café, 18:30 on Wednesdays, six places, £65.",
  ],
  [
    "2 February 2026",
    "Our prices from today",
    "Dye Works is now £8.50 for 250g and £28 for 1kg, and a regular latte £3.70.",
  ],
  ["18 November 2025", "Christmas 2025", "The last roast for Christmas post is Thursday 18 December."],
  [
    "3 February 2025",
    "Our prices from today",
    "Dye Works is now £7.95 for 250g and £26 for 1kg, and a regular latte £3.50.",
  ],
]);

/** The team, FAQs, the journal and two search-only pages. */
export function roasteryAboutPages(
  page: (title: string, body: string) => string,
  _contact: string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "The people",
      `<p>Marta Cobb and Joe Kettle started roasting in a garage in 2015 and moved into the old dye works in 2018.
      There are 8 of us now across the roastery and the two cafés.</p>
      <div class="cards">${[
        personCard(
          "Marta Cobb",
          "Co-founder and head roaster",
          "Buys every coffee we roast; roasting since 2015",
        ),
        personCard(
          "Joe Kettle",
          "Co-founder",
          "Runs the cafés and the trade accounts' deliveries; since 2015",
        ),
        personCard("Priya Nair", "Manager, Tamsford café", "With us since 2017"),
        personCard("Ama Boateng", "Head barista and manager, Ellerby café", "With us since 2019"),
        personCard("Callum Reid", "Roaster", "Roasts on Mondays and Thursdays; with us since 2020"),
        personCard(
          "Fen Walsh",
          "Trainer",
          "Teaches every class and our trade customers' baristas; since 2021",
        ),
        personCard("Tom Birch", "Chef, Tamsford", "Brunch and the bakes for both cafés; since 2022"),
        personCard("Dee Oyelaran", "Trade accounts", "Looks after our cafés, shops and offices; since 2023"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "Asked a lot",
      `<h3>Is there wifi?</h3><p>Yes, free in both cafés; the password is on your receipt.</p>
      <h3>Can I work on my laptop?</h3><p>On weekdays, yes. At weekends we ask for no laptops at Tamsford, where it
      gets busy with brunch.</p>
      <h3>Do you do gift subscriptions?</h3><p>Yes: 3, 6 or 12 months, paid up front, with a card for you to
      give.</p>
      <h3>Can I buy brewing kit?</h3><p>Both cafés sell the V60 dripper, filter papers, the AeroPress and a 3-cup
      cafetière; we don't sell grinders or machines.</p>
      <h3>Can I hire the café for an evening?</h3><p>Tamsford, yes, from 17:00, from £250 with a barista; Ellerby
      isn't available for hire.</p>
      <h3>Do you have anything for children?</h3><p>A babyccino, free for under 5s, and a kids' toastie for
      £4.</p>
      <h3>Can I watch you roast?</h3><p>Yes: the roaster is behind glass in the Tamsford café, and roasts on
      Monday and Thursday mornings.</p>`,
    ),
    "/journal": page("Journal", JOURNAL),
    "/privacy": page("Privacy notice", `<p>We keep your orders for 6 years and your card details never.</p>`),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our basket and forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 964 210.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/green-beans": page(
      "Green coffee for home roasters",
      `<p>Do Cobb &amp; Kettle sell unroasted green coffee beans? Yes, for home roasters: whatever we have in the
      warehouse, from £12 a kilo, with 3kg the smallest order. Collect it from the roastery on a Thursday; we don't
      post green coffee.</p>`,
    ),
    "/spent-grounds": page(
      "Used coffee grounds for gardeners",
      `<p>Can I have Cobb &amp; Kettle's used coffee grounds for my garden or allotment? Yes, free. When can I pick
      them up? Bring your own tub or bucket to the Ellerby café on Tuesdays and Thursdays after 15:00, and we'll fill
      it from that day's espresso.</p>`,
    ),
  };
}
