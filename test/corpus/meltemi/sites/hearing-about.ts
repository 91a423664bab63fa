import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// MELTEMI: the forty-ninth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not
// tune the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "9 November 2026",
    "Late Thursdays in Kettlewick",
    "Kettlewick is now open until 19:00 on Thursdays, for appointments after work.",
  ],
  [
    "14 May 2026",
    "Home visits on Fridays",
    "Marcus Obi joins us to visit the hill villages, RV9, RV10 and RW1 to RW3, every Friday.",
  ],
  [
    "2 February 2026",
    "Our prices for 2026",
    "An Advanced pair behind the ear is now £1,795, and microsuction for both ears £75.",
  ],
  [
    "3 February 2025",
    "Our prices for 2025",
    "An Advanced pair behind the ear is now £1,695, and microsuction for both ears £70.",
  ],
]);

/** The team, FAQs, news and two search-only pages. */
export function hearingAboutPages(
  page: (title: string, body: string) => string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Our team",
      `<p>Helen Pryce opened the Brinsford branch in 2003 and Kettlewick in 2019. There are 6 of us.</p>
      <div class="cards">${[
        personCard("Helen Pryce", "Owner and hearing aid audiologist", "Opened the Brinsford branch in 2003"),
        personCard("Dr Arun Mehta", "Clinical audiologist", "Runs the tinnitus clinic; since 2011"),
        personCard("Jade Fenwick", "Reception, Brinsford", "Books your appointments; since 2016"),
        personCard("Rachel Byrne", "Audiologist, Kettlewick", "Runs the Kettlewick branch; since 2019"),
        personCard("Tom Ellery", "Ear care practitioner", "Microsuction at both branches; since 2021"),
        personCard(
          "Marcus Obi",
          "Home visits audiologist",
          "Visits the hill villages on Fridays; since 2026",
        ),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Do I need a referral from my GP?</h3><p>No. Book with us directly; the hearing check and the full
      assessment are free.</p>
      <h3>Do you fit NHS hearing aids?</h3><p>No, we're a private practice, but anyone can have a free hearing test
      with us.</p>
      <h3>How long do batteries last?</h3><p>Size 10 about 5 days, size 312 about 7 days, size 13 about 10 days and
      size 675 about 2 weeks.</p>
      <h3>Can you repair my aids?</h3><p>Any make: small repairs while you wait from £15, and repairs by the maker
      from £120, back in about 10 days.</p>
      <h3>What if I lose an aid?</h3><p>With the Gold plan, £95 for a new one; with Platinum, nothing. Otherwise a new
      aid at the price for one.</p>
      <h3>Can I bring someone with me?</h3><p>Please do: a familiar voice helps us fine-tune your aids.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page(
      "Privacy notice",
      `<p>We keep your health records for 8 years after your last visit and never sell your details.</p>`,
    ),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, text us on 07700 900 533.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/swim-plugs": page(
      "Swimming earplugs",
      `<p>Do you make custom swimming earplugs? Yes: Pryce Hearing Care moulds them to your ears at either branch,
      £89 a pair, ready in 2 weeks, in any of six colours.</p>`,
    ),
    "/tv-streamer": page(
      "Hearing aids and the TV",
      `<p>Can my hearing aids play the TV sound straight into my ears? Yes, with a TV streamer for Advanced, Premium
      and Ultimate aids: £229, and Pryce Hearing Care sets it up free at either branch.</p>`,
    ),
  };
}
