import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// ZONDA: the fiftieth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune the
// engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "16 October 2026",
    "Tigrinya interpreters",
    "We now have Tigrinya interpreters in Saltmouth as well as Wexley, face to face and by video.",
  ],
  [
    "2 February 2026",
    "Our prices for 2026",
    "General translation from French, German, Spanish or Italian is now 9p a word, and a certified birth certificate £35.",
  ],
  [
    "8 June 2025",
    "Video interpreting",
    "Court and medical interpreting by video, for hearings and clinics that allow it.",
  ],
  [
    "3 February 2025",
    "Our prices for 2025",
    "General translation from French, German, Spanish or Italian is now 8p a word, and a certified birth certificate £32.",
  ],
]);

/** The team, FAQs, news and two search-only pages. */
export function translatorsAboutPages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Our team",
      `<p>Marta Kowalczyk started Verity in Wexley in 2009 and opened Saltmouth in 2015. These are the people in our
      offices; our translators and interpreters work from home.</p>
      <div class="cards">${[
        personCard("Marta Kowalczyk", "Founder and Polish translator", "Runs the Wexley office; since 2009"),
        personCard("Claire Beaumont", "French and German legal translator", "Since 2012"),
        personCard("Yusuf Demir", "Turkish and Arabic interpreter", "Runs the Saltmouth office; since 2015"),
        personCard("Rob Ainsley", "Certified translations and apostilles", "Wexley; since 2018"),
        personCard("Hana Sato", "Project manager for Japanese, Mandarin and Korean", "Since 2019"),
        personCard("Tom Hadley", "Interpreting bookings", "Saltmouth; since 2021"),
        personCard("Ines Duarte", "Portuguese and Spanish translator", "Joined us in 2024"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Are your translators qualified?</h3><p>Yes: every translator is a member of the Institute of Translation
      and Interpreting or the Chartered Institute of Linguists, and translates into their own language.</p>
      <h3>Will the Home Office accept your translations?</h3><p>Yes, our certified translations meet the Home
      Office's rules.</p>
      <h3>How do you count words?</h3><p>The words in the document you send us, not in the translation.</p>
      <h3>Is my document kept private?</h3><p>Yes: everyone who works for us signs a confidentiality agreement, and
      we delete your files 90 days after the job.</p>
      <h3>How do I pay?</h3><p>By card or bank transfer; businesses can have 30 days to pay an invoice.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your documents for 90 days after the job and your invoices for 6 years, and never sell your
      details.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our quote and booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, email office@veritylanguage.test.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/subtitles": page(
      "Subtitles for videos",
      `<p>Do you do subtitles for videos? Yes: Verity Language Services writes subtitles for videos in any language
      we translate, £8 a minute of video, at least 5 minutes.</p>`,
    ),
    "/transcription": page(
      "Transcribing an audio recording",
      `<p>Can you transcribe an audio recording? Yes: Verity Language Services types up a recording in English or
      any language we translate, £2.50 a minute of audio, and translates the transcript at our usual rates.</p>`,
    ),
  };
}
