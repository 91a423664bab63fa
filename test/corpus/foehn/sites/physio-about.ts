import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// FOEHN: the fifty-sixth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "5 November 2026",
    "Reformer Pilates at Kelby",
    "Our rehab gym now has 6 reformer beds, and Reformer Pilates runs on Wednesdays at 12:30.",
  ],
  [
    "14 September 2026",
    "Callum Reid joins us at Dunmore",
    "Callum treats shoulder and sports injuries, Mondays to Wednesdays.",
  ],
  [
    "1 April 2026",
    "Our prices for 2026",
    "A 45-minute daytime follow-up is now £58, and a 60-minute daytime sports massage £62.",
  ],
  [
    "1 April 2025",
    "Our prices for 2025",
    "A 45-minute daytime follow-up is now £54, and a 60-minute daytime sports massage £59.",
  ],
]);

/** The team, FAQs, news and two search-only pages. */
export function physioAboutPages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/team": page(
      "Our team",
      `<p>Megan Holt founded Ashgrove in 2011 at Kelby and opened Dunmore in 2019. Every physiotherapist is HCPC
      registered.</p>
      <div class="cards">${[
        personCard(
          "Megan Holt",
          "Clinical lead and physiotherapist, Kelby",
          "Back and neck pain, running injuries",
          "Mondays to Thursdays",
        ),
        personCard(
          "Sian Morgan",
          "Sports massage therapist, Kelby",
          "Sports and pre-event massage",
          "Wednesdays to Saturdays",
        ),
        personCard(
          "Hannah Blake",
          "Physiotherapist and Pilates instructor, Kelby",
          "Mat and Reformer Pilates, back pain in pregnancy",
          "Mondays, Wednesdays and Saturdays",
        ),
        personCard(
          "Tariq Aziz",
          "Physiotherapist, Dunmore",
          "Knee and hip rehab, rehab after an operation",
          "Tuesdays, Thursdays and Fridays",
        ),
        personCard(
          "Li Wei",
          "Physiotherapist and acupuncturist, Dunmore",
          "Acupuncture, headaches and jaw pain",
          "Mondays and Wednesdays",
        ),
        personCard(
          "Callum Reid",
          "Physiotherapist, Dunmore",
          "Shoulder and sports injuries",
          "Mondays to Wednesdays",
        ),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Do I need a GP referral?</h3><p>No, you can book yourself in. Some insurers want a GP referral first.</p>
      <h3>What should I wear?</h3><p>Something loose: shorts for a knee or hip, a vest top for a shoulder or
      neck.</p>
      <h3>How many sessions will I need?</h3><p>Most people need 3 to 5 follow-ups; we'll tell you at your initial
      assessment.</p>
      <h3>Can I bring my child?</h3><p>Yes, under-16s are seen with a parent or guardian in the room.</p>
      <h3>Does insurance pay for sports massage?</h3><p>No, no insurer pays for sports massage or classes.</p>
      <h3>Is there a lift at Dunmore?</h3><p>Yes, the Dunmore clinic is on the first floor with a lift.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your clinical notes for 8 years after your last appointment, as our professional body asks.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Kelby is all on the ground floor; Dunmore is on the first floor, with
      a lift.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/home-visits": page(
      "Home visits",
      `<p>Do you do home visits, and how much are they? Yes: Ashgrove physiotherapists visit you at home within 5
      miles of either clinic, on weekdays, for £95 for a 45-minute visit.</p>`,
    ),
    "/shockwave-therapy": page(
      "Shockwave therapy",
      `<p>What does shockwave therapy cost? At Ashgrove Physiotherapy it costs £70 a session, at our Kelby clinic only,
      for stubborn tendon pain such as tennis elbow and plantar fasciitis; usually 3 sessions, a week apart.</p>`,
    ),
  };
}
