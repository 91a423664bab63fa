import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// LEVANTER: the fifty-second held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "16 November 2026",
    "Dunmere closed in January",
    "The leisure centre is retiling the pool from 4 to 17 January, so Dunmere's spring term starts on Tuesday 19 January.",
  ],
  [
    "1 September 2026",
    "Our prices for 2026/27",
    "A term of Stage 1 at Halsey is now £108, and the February half term crash course £72.",
  ],
  [
    "30 July 2025",
    "A record summer",
    "412 children swam on our summer crash courses, and 96 passed their Gold survival badge.",
  ],
  [
    "1 September 2025",
    "Our prices for 2025/26",
    "A term of Stage 1 at Halsey is now £102, and the February half term crash course £68.",
  ],
]);

/** The teachers, FAQs, news and two search-only pages. */
export function swimschoolAboutPages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Our teachers",
      `<p>Claire Otterbrook started the swim school at Halsey in 2011 and began teaching at Dunmere in 2018. There are
      8 of us, every teacher Swim England qualified.</p>
      <div class="cards">${[
        personCard("Claire Otterbrook", "Founder and head teacher, Halsey", "Started the school in 2011"),
        personCard("Amy Redfern", "Office manager, Halsey", "Bookings and waiting lists; since 2015"),
        personCard("Tom Ashby", "Teacher, Halsey", "Stages 5 to 7 and survival badges; since 2016"),
        personCard("Hannah Lyle", "Teacher, Halsey", "Ducklings; since 2017"),
        personCard("Joe Mensah", "Lead teacher, Dunmere", "Runs the lessons at Dunmere; since 2018"),
        personCard("Grace Tulley", "Teacher, Dunmere", "Stages 1 to 3; since 2020"),
        personCard("Sam Whitby", "Teacher, Dunmere and Halsey", "Adult lessons; since 2022"),
        personCard("Erin Doyle", "Assistant teacher, Halsey", "Joined us in 2025"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Do parents get in the water?</h3><p>Only in Ducklings. For every other stage you watch from the side or the
      gallery.</p>
      <h3>What should my child bring?</h3><p>A swimming costume, a towel and goggles if they like them. Long hair
      tied back or under a cap.</p>
      <h3>Can my child move pools?</h3><p>Yes, at the end of a term, if the stage is taught at the other pool and
      there's a place.</p>
      <h3>How long does each stage take?</h3><p>Most children take 2 or 3 terms a stage.</p>
      <h3>Is there a discount for brothers and sisters?</h3><p>Yes: £12 off the term for the second child and each
      child after. Not on crash courses.</p>
      <h3>What if we miss a lesson?</h3><p>Lessons aren't refunded, but you can swap to another class at the same
      pool once a term.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your child's name, date of birth and progress for 3 years after their last lesson and never sell
      them.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Ring the office and we'll book for you by phone.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/private-lessons": page(
      "Private lessons",
      `<p>Do you do one-to-one private lessons? Yes: Otterbrook Swim School teaches private lessons at Halsey on
      Saturday afternoons, £26 for 30 minutes with one teacher.</p>`,
    ),
    "/pool-parties": page(
      "Pool party hire",
      `<p>Can we have a birthday pool party? Yes: Otterbrook Swim School hires out the Halsey pool for pool parties.
      The price is £210 for an hour for up to 20 children, with a teacher and inflatables.</p>`,
    ),
  };
}
