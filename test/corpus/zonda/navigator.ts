import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_ZONDA_FORMS } from "./navigator-forms";

// ZONDA: the fiftieth held-out part of the navigator corpus on two sites of its own (a tailoring and alterations
// business with two shops, and a translation and interpreting agency with two offices), written by someone who did
// not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must
// not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Kaur and Finch "last year" is 2025's
// prices in the news of March 2025 and "after the march price rise" the notice of 2027's; Elmsford is open on
// Tuesday 29 December and shut on Sundays, so "this sunday" (29 November); Bramwell is open until 18:00 on Fridays, so
// at 5:30pm "tomorrow" (Friday 27 November); same day alterations, bespoke suits and wedding dresses are at Elmsford
// only; leather, suede and fur are not altered; Lena Novak and Ellie Crane work at Bramwell; the cashmere full bespoke
// three-piece is the dearest suit (£2,250), a shorts hem the cheapest trouser alteration (£10; jeans £12); there are 6
// on the team. At Verity "last year" is 2025's prices in the news of February 2025 and "after the april price rise"
// the notice of 1p a word more on general translation; Wexley is open on Saturday mornings and again on Monday 4
// January, Saltmouth shut on Mondays, so "this monday" (30 November); the 14p band is Mandarin Chinese, Japanese and
// Korean; the turnarounds that cost extra are fast, urgent and weekend; face to face court and medical is the dearest
// hour (£65), Mandarin Chinese, Japanese and Korean the dearest legal (18p), Marta Kowalczyk the longest on the team
// (2009; Claire Beaumont 2012); there are 7 on the team and 16 languages with translation.
const n = navItem("zo-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_ZONDA: NavItem[] = [
  // fact
  n("ta-company", "tailors", "fact", "kaur and finch tailors company number", {
    contains: ["07742519"],
    excludes: ["GB 198 4406 31"],
  }),
  n("ta-last-year", "tailors", "fact", "what did kaur and finch charge to shorten suit trousers last year", {
    contains: ["£13"],
    excludes: ["£14"],
  }),
  n(
    "ta-march",
    "tailors",
    "fact",
    "kaur and finch tailors, how much will it be to shorten jeans after the march price rise",
    {
      contains: ["£14"],
      excludes: ["£12"],
    },
  ),
  n("ta-bramwell-phone", "tailors", "fact", "phone number for kaur and finch's bramwell shop", {
    contains: ["01632 960 448"],
    excludes: ["01632 960 441"],
  }),
  n("ta-bustle", "tailors", "fact", "how much do kaur and finch charge to add a bustle to a wedding dress", {
    contains: ["£65"],
    excludes: ["£120"],
  }),
  n("tr-vat", "translators", "fact", "verity language services vat number", {
    contains: ["GB 305 9912 48"],
    excludes: ["08836104"],
  }),
  n(
    "tr-last-year",
    "translators",
    "fact",
    "what did verity language services charge a word for general french translation last year",
    {
      contains: ["8p"],
      excludes: ["9p"],
    },
  ),
  n(
    "tr-april",
    "translators",
    "fact",
    "with verity, what will general spanish translation cost a word after the april price rise",
    {
      contains: ["10p"],
      excludes: ["9p"],
    },
  ),
  n("tr-saltmouth-phone", "translators", "fact", "phone number for verity's saltmouth office", {
    contains: ["01632 960 276"],
    excludes: ["01632 960 270"],
  }),
  n("tr-zone-b", "translators", "fact", "how much does verity charge for an interpreter's travel to zone b", {
    contains: ["£25"],
    excludes: ["£60"],
  }),
  // yes_no
  n(
    "ta-29-december",
    "tailors",
    "yes_no",
    "can i drop off alterations at kaur and finch in elmsford on tuesday 29th december",
    {
      answer: "yes",
    },
  ),
  n("ta-sunday", "tailors", "yes_no", "is kaur and finch's elmsford shop open this sunday", {
    answer: "no",
  }),
  n("ta-tomorrow", "tailors", "yes_no", "can i get to kaur and finch in bramwell at 5:30pm tomorrow", {
    answer: "yes",
  }),
  n("ta-same-day", "tailors", "yes_no", "can i get same day alterations at kaur and finch's bramwell shop", {
    answer: "no",
  }),
  n("tr-saturday", "translators", "yes_no", "is verity's wexley office open on saturday mornings", {
    answer: "yes",
  }),
  n(
    "tr-monday",
    "translators",
    "yes_no",
    "can i drop my documents at verity's saltmouth office this monday",
    {
      answer: "no",
    },
  ),
  n(
    "tr-4-january",
    "translators",
    "yes_no",
    "is verity language services' wexley office open on monday 4th january",
    {
      answer: "yes",
    },
  ),
  // search: the answer is on a page linked from nowhere
  n(
    "ta-name-labels",
    "tailors",
    "search",
    "do kaur and finch tailors sew name labels into school uniform? how much a label",
    {
      contains: ["£1"],
    },
  ),
  n("ta-kilt", "tailors", "search", "can kaur and finch tailors alter a kilt? what does it cost", {
    contains: ["£55"],
  }),
  n(
    "tr-subtitles",
    "translators",
    "search",
    "does verity language services do subtitles for videos? how much a minute",
    {
      contains: ["£8"],
    },
  ),
  n(
    "tr-transcription",
    "translators",
    "search",
    "can verity language services transcribe an audio recording? what's the price a minute",
    {
      contains: ["£2.50"],
    },
  ),
  // list
  n("ta-not-altered", "tailors", "list", "what materials won't kaur and finch alter", {
    contains: ["leather", "suede", "fur"],
  }),
  n("ta-elmsford-only", "tailors", "list", "what can you only get at kaur and finch's elmsford shop", {
    contains: ["bespoke", "wedding", "same day"],
    excludes: ["repairs"],
  }),
  n("ta-bramwell-team", "tailors", "list", "who on kaur and finch's team works at the bramwell shop", {
    contains: ["Lena Novak", "Ellie Crane"],
    excludes: ["Sam Oduya"],
  }),
  n("tr-14p", "translators", "list", "which languages cost 14p a word for general translation at verity", {
    contains: ["Mandarin Chinese", "Japanese", "Korean"],
    excludes: ["Arabic"],
  }),
  n("tr-surcharge", "translators", "list", "which of verity's turnaround options cost extra", {
    contains: ["Fast", "Urgent", "Weekend"],
    excludes: ["Standard"],
  }),
  // superlative
  n("ta-dearest-suit", "tailors", "superlative", "what's the most expensive suit kaur and finch make", {
    contains: ["Cashmere", "£2,250"],
    excludes: ["£1,950"],
  }),
  n(
    "ta-cheapest-trousers",
    "tailors",
    "superlative",
    "what's the cheapest trouser alteration at kaur and finch",
    {
      contains: ["Shorts", "£10"],
      excludes: ["£12"],
    },
  ),
  n(
    "tr-dearest-hour",
    "translators",
    "superlative",
    "what's the most expensive hourly rate for an interpreter at verity",
    {
      contains: ["£65"],
      excludes: ["£55"],
    },
  ),
  n(
    "tr-dearest-legal",
    "translators",
    "superlative",
    "which languages are the dearest for legal translation at verity",
    {
      contains: ["Japanese", "18p"],
      excludes: ["16p"],
    },
  ),
  n("tr-longest", "translators", "superlative", "who has worked at verity language services the longest", {
    contains: ["Marta Kowalczyk"],
    excludes: ["Claire Beaumont"],
  }),
  // count
  n("ta-team", "tailors", "count", "how many people work at kaur and finch tailors", { contains: ["6"] }),
  n("tr-team", "translators", "count", "how many people work in verity language services' offices", {
    contains: ["7"],
  }),
  n("tr-languages", "translators", "count", "how many languages does verity translate", { contains: ["16"] }),
  // not_found
  n("ta-dry-cleaning", "tailors", "not_found", "does kaur and finch do dry cleaning", NONE),
  n("ta-student", "tailors", "not_found", "do kaur and finch tailors give a student discount", NONE),
  n("ta-shirts", "tailors", "not_found", "can kaur and finch make me a made to measure shirt", NONE),
  n(
    "tr-headsets",
    "translators",
    "not_found",
    "can verity language services hire out headsets for a conference",
    NONE,
  ),
  n("tr-courses", "translators", "not_found", "does verity language services run language courses", NONE),
  // form
  ...NAVIGATOR_ZONDA_FORMS,
];
