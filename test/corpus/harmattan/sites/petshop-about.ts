import type { FixturePage } from "../../../helpers/fixture-site";
import { options } from "../../grouped";
import { cards, dl, personCard } from "../../sites/kit";

// HARMATTAN: the forty-fifth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "20 November 2026",
    "Christmas at Brackenby",
    "We don't sell animals from 18 December to 2 January. Both stores close on Christmas Day and Boxing Day, and the Aquatic Centre opens on Sunday 27 December.",
  ],
  ["3 November 2026", "Pond fish are back in April", "Reserve koi and shubunkins now, to collect in April."],
  ["15 September 2026", "The marine room opens", "Reef tanks, corals and clownfish at the Aquatic Centre."],
  [
    "14 November 2025",
    "Our prices for 2026",
    "From January, Hillside Working Dog 12kg is £36.99, Whisker Farm Cat 6kg £20.99 and tank cleaning at home £40 for the first hour.",
  ],
  ["2 May 2025", "Koi season", "Pond fish are in, with koi from £12."],
]);

/** The team, FAQs, news, contact and two search-only pages. */
export function petshopAboutPages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "The team",
      `<p>Graham Brackenby opened the Pet Store in 1987, and the Aquatic Centre followed in 2006. There are 11 of us
      now: 6 at the Pet Store and 5 at the Aquatic Centre.</p>
      <div class="cards">${[
        personCard("Graham Brackenby", "Owner", "Opened the Pet Store in 1987"),
        personCard(
          "Lucy Brackenby",
          "Manager, the Aquatic Centre",
          "Marine fish and reefs; with us since 2006",
        ),
        personCard("Owen Tate", "Fish keeper", "Tropical fish and plants; with us since 2013"),
        personCard(
          "Farah Malik",
          "Pond specialist",
          "Koi, pond fish and pond clean-outs; with us since 2017",
        ),
        personCard(
          "Danny Riordan",
          "Manager, the Pet Store",
          "Rabbits, guinea pigs and birds; with us since 2009",
        ),
        personCard("Ellie Shaw", "Small animal care", "Nail clips on Saturdays; with us since 2020"),
        personCard(
          "Kwame Asante",
          "Deliveries and home visits",
          "Tank set-ups and cleaning; with us since 2015",
        ),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "Questions",
      `<h3>Do you sell puppies or kittens?</h3><p>No: we never sell dogs or cats. Lowmarsh Animal Rescue has plenty
      looking for homes.</p>
      <h3>Can I bring my dog in?</h3><p>Yes, on a lead, to the Pet Store. Not to the Aquatic Centre, please: the pond
      yard is open.</p>
      <h3>Will you take fish I don't want?</h3><p>Yes, if they're healthy, at the Aquatic Centre. We don't pay for
      them.</p>
      <h3>Do you do click and collect?</h3><p>Yes: order by phone and collect the same day from the Pet Store.</p>
      <h3>Do you take cards?</h3><p>Cards and cash at both stores.</p>`,
    ),
    "/news": page("What's new", NEWS),
    "/contact": page(
      "Get in touch",
      dl([
        ["The Pet Store", "01632 960 731"],
        ["The Aquatic Centre", "01632 960 732"],
        ["Email", "shop@brackenbypets.test"],
        ["The Pet Store's address", "22 Market Street, Lowmarsh LM2 4PS"],
        ["The Aquatic Centre's address", "Mere Farm, Fen Road, Lowmarsh LM5 8AQ"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["fish", "Fish and tanks"],
          ["ponds", "Ponds"],
          ["small-pets", "Small animals"],
          ["food", "Food and delivery"],
          ["services", "Help at home"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>Store <select name="store">${options([
          ["pet-store", "The Pet Store"],
          ["aquatic", "The Aquatic Centre"],
        ])}</select></label></p>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep orders and bookings for 2 years, and never sell them.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960 731.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/aquascaping": page(
      "Aquascaping workshops",
      `<p>Does Brackenby Pets run aquascaping workshops? Yes, at the Aquatic Centre with Owen, on Saturday 12 December
      and Saturday 16 January, 10:00 to 13:00. How much? £65 a person, with the plants, rocks and wood for a 30-litre
      aquascape; a Nano 30 tank to take it home in is £89 more.</p>`,
    ),
    "/live-food": page(
      "Live food for fish",
      `<p>Does Brackenby Pets sell live food? Yes, at the Aquatic Centre: live daphnia, bloodworm and brine shrimp,
      £2.75 a bag, in on Tuesdays and Fridays. Frozen food is from £1.99 a pack.</p>`,
    ),
  };
}
