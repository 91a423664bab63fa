import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// BISE: the fifty-fifth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "12 November 2026",
    "Late Thursdays at Vale",
    "Vale is now open until 21:30 on Thursdays, with the Twilight spa day from 17:30.",
  ],
  [
    "2 October 2026",
    "A new hot tub at Linden",
    "Linden's outdoor hot tub is open on the terrace, for everyone in the thermal suite.",
  ],
  [
    "1 April 2026",
    "Our prices for 2026",
    "A 60-minute Swedish massage on a weekday is now £62, and the Unwind spa day £89 on a weekday.",
  ],
  [
    "1 April 2025",
    "Our prices for 2025",
    "A 60-minute Swedish massage on a weekday is now £58, and the Unwind spa day £84 on a weekday.",
  ],
]);

/** The therapists, FAQs, news and two search-only pages. */
export function dayspaAboutPages(page: (title: string, body: string) => string): Record<string, FixturePage> {
  return {
    "/therapists": page(
      "Our therapists",
      `<p>Rosa Hartley opened Linden in 2014 and Vale in 2021. Every therapist holds a level 3 diploma or above.</p>
      <div class="cards">${[
        personCard(
          "Rosa Hartley",
          "Founder and senior therapist, Linden",
          "Hot stone and deep tissue massage",
          "Tuesdays, Wednesdays and Saturdays",
        ),
        personCard(
          "Amira Haddad",
          "Therapist, Linden",
          "Signature and express facials",
          "Thursdays to Sundays",
        ),
        personCard(
          "Joel Mensah",
          "Sports massage therapist, Linden",
          "Deep tissue and Swedish massage",
          "Tuesdays, Fridays and Sundays",
        ),
        personCard(
          "Chloe Barnes",
          "Therapist, Vale",
          "Salt scrubs and seaweed wraps",
          "Mondays to Thursdays",
        ),
        personCard(
          "Nadia Petrova",
          "Senior therapist, Vale",
          "Hot stone massage and signature facials",
          "Wednesdays, Thursdays and Saturdays",
        ),
        personCard(
          "Ben Alder",
          "Therapist, Vale",
          "Swedish massage and salt scrubs",
          "Fridays, Saturdays and Sundays",
        ),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Do I need to bring anything?</h3><p>Just a swimming costume. We lend robes, towels and slippers.</p>
      <h3>Can my 14 year old come in the thermal suite?</h3><p>No, nobody under 16 can use the thermal suite. From 14
      they can have a treatment with a parent in the room.</p>
      <h3>Is there a pool at Vale?</h3><p>No, Vale's thermal suite has a sauna, steam room and ice fountain. The
      hydrotherapy pool is at Linden.</p>
      <h3>Can men book?</h3><p>Yes, everyone is welcome at both spas.</p>
      <h3>What if I need to cancel?</h3><p>Tell us 48 hours before and we'll move or refund the booking. With less
      notice we charge half the price.</p>
      <h3>Do members get money off spa days?</h3><p>No, the members' 15% is off treatments only.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your health forms for 2 years after your last visit, and your bookings for 6 years.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. Linden is all on the ground floor, with a pool hoist; Vale's
      treatment rooms are up one flight of stairs.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/pregnancy-massage": page(
      "Pregnancy massage",
      `<p>Do you do pregnancy massage, and how much is it? Yes: Linden &amp; Vale offer a 60-minute pregnancy
      massage with Rosa Hartley at Linden only, after your first 14 weeks, for £66 on any day.</p>`,
    ),
    "/hen-parties": page(
      "Hen parties",
      `<p>Can we book a hen party at Linden &amp; Vale, and what does it cost? Yes: a hen party of 6 to 12 people
      has Vale's thermal suite to itself on Sunday evenings from 16:30, and costs £48 a person with a glass of
      fizz.</p>`,
    ),
  };
}
