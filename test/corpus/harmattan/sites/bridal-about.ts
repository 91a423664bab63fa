import type { FixturePage } from "../../../helpers/fixture-site";
import { options } from "../../grouped";
import { cards, dl, personCard } from "../../sites/kit";

// HARMATTAN: the forty-fifth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "18 November 2026",
    "The Winter Sample Sale",
    "Saturday 16 and Sunday 17 January at the boutique: more than 60 samples from £295. Book a 45-minute slot for £10.",
  ],
  [
    "2 October 2026",
    "Celeste Couture is here",
    "Ballgowns with sparkle for 2027 and 2028 brides, from £2,250. Allow 28 to 32 weeks.",
  ],
  ["6 August 2026", "Meet Joy", "Joy Adeyemi joins the studio from the theatre, and already loves a bustle."],
  [
    "12 November 2025",
    "Our prices for 2026",
    "From January, a Saturday appointment is £25, taken off your dress, and shortening the hem of a one-layer dress £85.",
  ],
  [
    "17 January 2025",
    "The Winter Sample Sale",
    "Saturday 18 and Sunday 19 January 2025: samples from £250, slots £5.",
  ],
]);

/** The team, FAQs, the journal, contact and two search-only pages. */
export function bridalAboutPages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Who we are",
      `<p>Rosa Maybell opened the boutique in 2009 with two rails of dresses. There are 9 of us now: 5 in the
      boutique and 4 in the studio.</p>
      <div class="cards">${[
        personCard("Rosa Maybell", "Owner and bridal stylist", "Opened the boutique in 2009"),
        personCard("Hannah Crewe", "Boutique manager", "With us since 2014"),
        personCard(
          "Priya Desai",
          "Bridal stylist",
          "Bridesmaids and the Maybelle Experience; with us since 2019",
        ),
        personCard("Tom Ellery", "Menswear", "Suit hire and menswear fittings; with us since 2021"),
        personCard(
          "Beatrice Kowalski",
          "Head seamstress, the Alterations Studio",
          "Trained in couture in Kraków; with us since 2011",
        ),
        personCard("Nell Parry", "Seamstress", "Lace and beading are her speciality; with us since 2016"),
        personCard("Joy Adeyemi", "Seamstress", "Bustles and hems; with us since 2022"),
        personCard("Sam Whitlow", "Studio assistant", "Bookings, steaming and pressing; with us since 2024"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "Before you visit",
      `<h3>Can I pay in instalments?</h3><p>Yes: after the deposit, pay your balance in as many payments as you like
      before your dress arrives.</p>
      <h3>Do you sell second-hand dresses?</h3><p>No, only new dresses and our own samples.</p>
      <h3>Do you sell gift vouchers?</h3><p>Yes, from £25, for appointments, veils and alterations.</p>
      <h3>Can I bring my dog?</h3><p>Only assistance dogs, sorry: the dresses are ivory.</p>
      <h3>Can I take photos?</h3><p>Yes, of you in the dresses you try on.</p>
      <h3>Where do I park?</h3><p>Book one of our two spaces behind the boutique when you book your appointment,
      or use Riverside car park.</p>`,
    ),
    "/news": page("Journal", NEWS),
    "/contact": page(
      "Say hello",
      dl([
        ["The Boutique", "01632 960 214"],
        ["The Alterations Studio", "01632 960 215"],
        ["Email", "hello@maybellebridal.test"],
        ["The Boutique's address", "14 Bridge Street, Carrowfield CQ4 2BS"],
        ["The Studio's address", "Studio 3, Tanners Yard, Carrowfield CQ4 2TY"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["dresses", "Wedding dresses"],
          ["appointments", "An appointment"],
          ["alterations", "Alterations"],
          ["bridesmaids", "Bridesmaids"],
          ["menswear", "Suits and menswear"],
          ["other", "Something else"],
        ])}</select></label></p>
        ${contact}
        <p><label>Your wedding day <input type="date" name="wedding"></label></p>
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your measurements and bookings for 2 years after your wedding.</p>`,
    ),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 960 214.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/dress-storage": page(
      "Storing your dress until the day",
      `<p>Can Maybelle Bridal store my dress after my last fitting? Yes: we keep it pressed and bagged in the studio,
      free for the first 4 weeks after your last fitting. After the free weeks, storing it is £15 a week, paid when
      you collect.</p>`,
    ),
    "/mother-of-the-bride": page(
      "Mothers of the bride and groom",
      `<p>Does Maybelle Bridal dress the mother of the bride? Yes: outfits from Lindley Lane and Ottoline, by
      appointment on weekdays. How much are they? Mother of the bride outfits are from £240, and hats and
      fascinators from £55.</p>`,
    ),
  };
}
