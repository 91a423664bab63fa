import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// WILLIWAW: the fifty-fourth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "9 November 2026",
    "Late Wednesdays in Harwood",
    "The Harwood centre is now open until 20:30 on Wednesdays, for the GCSE maths course and late lessons.",
  ],
  [
    "1 September 2026",
    "Our prices for 2026 to 2027",
    "A one-to-one GCSE lesson at a centre is now £44 an hour, and an A level lesson £52.",
  ],
  [
    "20 August 2026",
    "GCSE results",
    "82% of our GCSE maths pupils got a grade 5 or above. Well done to every one of you.",
  ],
  [
    "2 September 2025",
    "Our prices for 2025 to 2026",
    "A one-to-one GCSE lesson at a centre is now £42 an hour, and an A level lesson £49.",
  ],
]);

/** The tutors, FAQs, news and two search-only pages. */
export function tutoringAboutPages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/tutors": page(
      "Our tutors",
      `<p>Helen Okafor started Fieldfare Tutors in Millbrook in 2011 and opened Harwood in 2019. Every tutor is a
      qualified teacher or a graduate in their subject.</p>
      <div class="cards">${[
        personCard(
          "Dr Helen Okafor",
          "Director and maths tutor, Millbrook",
          "GCSE and A level maths, further maths; PhD in mathematics",
          "Mondays, Tuesdays and Saturdays",
        ),
        personCard(
          "Priya Raman",
          "English tutor, Millbrook",
          "GCSE and A level English; MA in English literature, PGCE",
          "Tuesdays, Thursdays and Saturdays",
        ),
        personCard(
          "Grace Whitfield",
          "Primary and 11+ tutor, Millbrook",
          "Key Stages 1 and 2, 11+ verbal and non-verbal reasoning; BEd (Hons)",
          "Mondays, Wednesdays and Saturdays",
        ),
        personCard(
          "Daniel Frost",
          "Science tutor, Harwood",
          "GCSE biology, chemistry and physics; BSc in chemistry, PGCE",
          "Wednesdays and Fridays",
        ),
        personCard(
          "Marcus Lindqvist",
          "Maths tutor, Harwood",
          "Key Stage 3 and GCSE maths; BSc in mathematics",
          "Tuesdays, Wednesdays and Sundays",
        ),
        personCard(
          "Sofia Alvarez",
          "Languages tutor, Harwood",
          "GCSE and A level Spanish and French; BA in modern languages, PGCE",
          "Wednesdays, Thursdays and Sundays",
        ),
        personCard(
          "Tom Beckett",
          "Online tutor",
          "A level physics and maths, online only; MPhys",
          "Monday to Thursday evenings",
        ),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Do you tutor adults?</h3><p>Yes, for GCSE maths and English retakes, at the GCSE price.</p>
      <h3>Do you tutor university students?</h3><p>No, we stop at A level: Quillfield Academic Support in Millbrook
      tutor at university level, on 01632 904 515.</p>
      <h3>Are your tutors DBS checked?</h3><p>Yes, every tutor holds an enhanced DBS check, renewed every three
      years.</p>
      <h3>Do you set homework?</h3><p>Yes, about 20 minutes a week, marked at the next lesson.</p>
      <h3>Can I wait at the centre?</h3><p>At Millbrook, yes, in the waiting room. Harwood has no waiting room, so
      please drop off and collect.</p>
      <h3>What if my child is ill?</h3><p>Tell us 24 hours before and we'll move the lesson. With less notice the
      lesson is charged in full.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your child's reports and your contact details for 3 years after the last lesson.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. The Millbrook centre is on the ground floor; Harwood is up one flight
      of stairs.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/music-theory": page(
      "Music theory",
      `<p>Do you teach music theory? Yes: Fieldfare Tutors teach ABRSM grade 5 music theory one-to-one at the
      Millbrook centre for £36 an hour, on Saturday mornings.</p>`,
    ),
    "/homework-club": page(
      "Homework club",
      `<p>Is there an after-school homework club? Yes: the Fieldfare homework club runs at Harwood on Tuesdays and
      Thursdays from 15:30 to 17:30 for £12 a session, for Years 3 to 6.</p>`,
    ),
  };
}
