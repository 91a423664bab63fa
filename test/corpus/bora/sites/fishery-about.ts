import type { FixturePage } from "../../../helpers/fixture-site";
import { cards, personCard } from "../../sites/kit";

// BORA: the forty-eighth held-out part of the corpus (see test/corpus/score.ts), written by someone who did not tune
// the engines and run once at the very end. Whoever tunes the engines must not read this file.

const NEWS = cards([
  [
    "12 November 2026",
    "The Boxing Day open",
    "40 pegs on Willow Lake on Saturday 26 December, draw at 08:00, £25 a peg, pools included. Book at the lodge.",
  ],
  [
    "20 June 2026",
    "A new Mill Lake record",
    "Kieran weighed a 38lb 4oz common for a night angler on peg 14, beating the old record by 2lb.",
  ],
  [
    "2 March 2026",
    "Our prices from 1 March",
    "Mill Lake night tickets are now £28 with 2 rods and £34 with 3, and a Willow Lake day ticket with 2 rods £10.",
  ],
  [
    "28 December 2025",
    "Boxing Day 2025",
    "Ray Cole won the open with 62lb 8oz of carp and bream from peg 31. The entry was £22.",
  ],
  [
    "3 March 2025",
    "Our prices from 1 March",
    "Mill Lake night tickets are now £26 with 2 rods and £31 with 3, and a Willow Lake day ticket with 2 rods £9.",
  ],
]);

/** The team, FAQs, news and two search-only pages. */
export function fisheryAboutPages(
  page: (title: string, body: string) => string,
  _contact: string,
): Record<string, FixturePage> {
  return {
    "/team": page(
      "Our team",
      `<p>Graham Lark and his father dug Mill Lake from an old gravel pit in 1988; Willow Lake and Reed Lake followed,
      and the river lease in 2005. There are 7 of us now.</p>
      <div class="cards">${[
        personCard("Graham Lark", "Owner", "Dug Mill Lake with his father in 1988"),
        personCard("Sue Lark", "Runs the lodge", "Tickets, bookings and the breakfasts; since 1994"),
        personCard("Kieran Moss", "Head bailiff", "Walks the banks every morning and evening; since 2009"),
        personCard("Mo Rahman", "Manager, Kelsby shop", "Tackle, bait and rod repairs; since 2012"),
        personCard("Dan Okafor", "Coach", "An Angling Trust level 2 coach; runs the junior club; since 2016"),
        personCard(
          "Beth Tilley",
          "River bailiff",
          "Looks after the River Lodd and its winter league; since 2021",
        ),
        personCard("Ollie Hart", "Weekend bailiff", "On the banks on Saturdays and Sundays; since 2024"),
      ].join("")}</div>`,
    ),
    "/faq": page(
      "FAQs",
      `<h3>Do you sell rod licences?</h3><p>No. Buy an Environment Agency licence online before you come; the
      bailiffs check them.</p>
      <h3>Are there toilets and a shower?</h3><p>Toilets at the lodge and by Mill Lake, and a shower at the lodge for
      night anglers, £2.</p>
      <h3>Can I drive to my peg?</h3><p>On Willow Lake, 8 pegs have parking right behind them. On Mill Lake, no:
      borrow a barrow from the lodge, it's 150 metres.</p>
      <h3>Are there pegs for wheelchair users?</h3><p>Yes: 6 on Willow Lake, pegs 2, 4, 6, 8, 10 and 12, and 2 on
      Reed Lake, all on firm paths.</p>
      <h3>Can I get something to eat?</h3><p>Bacon rolls, breakfasts and tea from the lodge hatch until 14:00; we'll
      bring a breakfast to a Mill Lake swim for £7.</p>
      <h3>Can I bring my own bait?</h3><p>Yes, but no nuts of any kind, and on Mill Lake only our own boilies and
      pellets.</p>
      <h3>Can I bring a bivvy on a day ticket?</h3><p>A brolly, yes; bivvies on night tickets only.</p>`,
    ),
    "/news": page("News", NEWS),
    "/privacy": page("Privacy notice", `<p>We keep bookings for 2 years and never sell your details.</p>`),
    "/cookies": page(
      "Cookies",
      `<p>Essential cookies run our booking forms. Optional cookies count visits.</p>`,
    ),
    "/accessibility": page(
      "Accessibility statement",
      `<p>This website aims to meet WCAG 2.2 AA. If anything is hard to use, ring 01632 961 480.</p>`,
    ),
    // Linked from nowhere: only the site's search finds these two.
    "/tackle-hire": page(
      "Borrow a rod for the day",
      `<p>Can I hire fishing tackle at Larkmere? Yes: a float rod and reel, a landing net, a seat box and hooks, £10
      a day from the lodge, with a £30 deposit you get back when you return it. Bait and your ticket are extra.</p>`,
    ),
    "/cabin": page(
      "The Bittern Cabin",
      `<p>Can I stay overnight in a cabin at Larkmere? The Bittern Cabin on peg 22 of Mill Lake sleeps 2 on bunks,
      with a kettle and a heater: £45 a night on top of your night tickets. Book it by ringing the lodge.</p>`,
    ),
  };
}
