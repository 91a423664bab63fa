import type { FixturePage } from "../../../helpers/fixture-site";
import { options } from "../../grouped";
import { cards, dl, personCard } from "../../sites/kit";

// KHAMSIN: the forty-sixth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "20 November 2026",
    "Santa suits for December",
    "Deluxe Santa is booked up for the weekend of 19 and 20 December; Classic Santas are still free. Reserve online.",
  ],
  [
    "5 October 2026",
    "Halloween: thank you!",
    "We dressed 1,400 of you in October. The zombie bride was the most hired costume, again.",
  ],
  [
    "1 September 2026",
    "Late Wednesdays in Harnby",
    "The Costume Store is now open until 20:00 on Wednesdays.",
  ],
  [
    "12 January 2026",
    "Our prices for 2026",
    "From 1 February 2026: Period costumes £45 for a weekend and £65 for a week, and mascot suits £75 for a weekend.",
  ],
  [
    "10 January 2025",
    "Our prices for 2025",
    "From 1 February 2025: Classic costumes £22 for a weekend, Character £32 and Period £42.",
  ],
]);

/** The wardrobe team, FAQs, the noticeboard, contact and two search-only pages. */
export function costumesAboutPages(
  page: (title: string, body: string) => string,
  contact: string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "The wardrobe team",
      `<p>There are 7 of us, between the Shop, the Costume Store and the workroom at the mill.</p>
      <div class="cards">${[
        personCard(
          "Harriet Penrose",
          "Founder and wardrobe mistress",
          "Ran the wardrobe at the Wexham Playhouse for 15 years, then opened Motley &amp; Masque in 2008",
        ),
        personCard("Femi Adebayo", "Manager, the Shop", "With us since 2013"),
        personCard(
          "Carys Lloyd",
          "Manager, the Costume Store",
          "Shows, schools and fittings; with us since 2011",
        ),
        personCard(
          "Ollie Spence",
          "Costume maker",
          "Period costumes and made to measure; with us since 2016",
        ),
        personCard("Rhiannon Ash", "Costume maker", "Mascot suits and repairs; with us since 2019"),
        personCard("Will Garner", "Shop assistant, the Shop", "Wigs and make-up; with us since 2023"),
        personCard("Dee Marsh", "Laundry and returns, the Costume Store", "With us since 2021"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "Good to know",
      `<h3>Can I try a costume on?</h3><p>Yes: the Shop has two changing rooms, and at the Costume Store you can
      book a fitting.</p>
      <h3>Can I hire a wig?</h3><p>No. For hygiene our wigs are only for sale, from £12.</p>
      <h3>Do you post costumes?</h3><p>Yes, anywhere in mainland UK: £12.95 each way for up to 3 costumes. Order
      at least 5 working days before.</p>
      <h3>Can I alter a hired costume?</h3><p>Please don't pin, sew or cut anything; we'll adjust it at a
      fitting.</p>
      <h3>Do you buy costumes?</h3><p>No, but the Costume Store takes donations of old clothes from before
      1970.</p>
      <h3>Do you have bigger sizes?</h3><p>Yes: most ranges go up to 4XL, and Period costumes to a size 26.</p>
      <h3>How do I pay?</h3><p>Card or cash for hire; deposits by card only.</p>`,
    ),
    "/news": page("Noticeboard", NEWS),
    "/contact": page(
      "Contact",
      dl([
        ["The Shop", "01632 962 310"],
        ["The Costume Store", "01632 962 318"],
        ["Email", "wardrobe@motleyandmasque.test"],
        ["The Shop's address", "7 Chandlers Row, Wexham WX1 2CR"],
        ["The Costume Store's address", "Unit 3, Fellside Mill, Mill Lane, Harnby HN4 7FM"],
      ]) +
        `<h2>Send a message</h2>
        <form method="post" action="/contact/send">
        <p><label>About <select name="about">${options([
          ["hire", "Hiring a costume"],
          ["santa", "Santa suits"],
          ["shows", "Shows and schools"],
          ["fittings", "Fittings"],
          ["donations", "Giving us costumes or clothes"],
          ["other", "Something else"],
        ])}</select></label></p>
        <p><label>For <select name="place">${options([
          ["shop", "The Shop, Wexham"],
          ["store", "The Costume Store, Harnby"],
        ])}</select></label></p>
        ${contact}
        <p><label>Message <textarea name="message" rows="5" required></textarea></label></p>
        <button type="submit">Send</button></form>`,
    ),
    "/privacy": page("Privacy notice", `<p>We keep a copy of your ID for 6 months after your hire.</p>`),
    "/cookies": page("Cookies", `<p>Essential cookies run our forms. Optional cookies count visits.</p>`),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 962 310.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/nativity": page(
      "Nativity packs for schools",
      `<p>Does Motley &amp; Masque hire nativity costumes to schools? Yes: a nativity pack of 30 costumes (Mary,
      Joseph, shepherds, three kings, angels, a donkey and sheep) for 2 weeks. How much is a pack? £120, delivered
      free in Zone A.</p>`,
    ),
    "/costume-cleaning": page(
      "Cleaning your own costumes",
      `<p>Will Motley &amp; Masque dry clean a costume I own? Yes: we clean theatre costumes and fancy dress you own
      from £18 a costume, ready in 5 working days. Mascot suits are £45.</p>`,
    ),
  };
}
