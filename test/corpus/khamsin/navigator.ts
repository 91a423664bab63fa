import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_KHAMSIN_FORMS } from "./navigator-forms";

// KHAMSIN: the forty-sixth held-out part of the navigator corpus on two sites of its own (a paintball and laser tag
// company with a woodland paintball site and an indoor laser tag arena, and a costume and fancy dress hire business
// with a shop and a costume store), written by someone who did not tune the engines and run once at the very end as
// an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday. At Scarrow Wood "last year" is 2025's prices as the news gave them in March 2025
// (2026's came in March 2026) and "from march" the notice of 2027's; the Big Game is £40, last year's £35; the Arena
// shuts on Mondays in term time, so not "this monday" (30 November); the woods close after 20 December, so not on
// Sunday 27 December; under 8s play laser tag only with a grown-up who plays too; the birthday child plays free when
// 12 or more guests pay, and 14 do; the Arena is shut on 25 and 26 December and 1 January, and open on Sunday 27
// December when the woods are not; the Ultimate day has the most paintballs (600, to the stag day's 500); the
// cheapest party is the Laser party; the longest-serving marshal is the owner and head marshal, there since 2004;
// there are 9 game zones and 4 parties. At Motley & Masque "last year" is 2025's prices in the news of January 2025
// and "from february" the notice of 2027's; 12 Character costumes for a week are 12 × £50 less 20% for 10 or more;
// HN7 is Zone B; the shop is shut on Sundays but 6, 13 and 20 December, so not "this sunday" (29 November); the shop
// is open until 19:00 on Thursdays; it takes returns on Monday 28 December; Period and mascot suits are at the store
// only; the Deluxe Santa and Mrs Claus come with a wig; four things to buy are under £10; the dearest range for a
// weekend is mascot suits (£75); the newest on the team joined in 2023; there are 7 of them.
const n = navItem("kh-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_KHAMSIN: NavItem[] = [
  // fact
  n("pb-company", "paintball", "fact", "scarrow wood paintball company number", {
    contains: ["05198342"],
    excludes: ["GB 844 2176 05"],
  }),
  n("pb-last-year", "paintball", "fact", "what did a standard day at scarrow wood paintball cost last year", {
    contains: ["£32"],
    excludes: ["£35"],
  }),
  n("pb-march", "paintball", "fact", "how much will a weekend standard day at scarrow wood be from march", {
    contains: ["£38"],
    excludes: ["£35"],
  }),
  n("pb-big-game", "paintball", "fact", "how much is scarrow wood's new years day big game", {
    contains: ["£40"],
    excludes: ["£35"],
  }),
  n("pb-arena-phone", "paintball", "fact", "phone number for scarrow wood's laser tag arena", {
    contains: ["01632 961 448"],
    excludes: ["01632 961 440"],
  }),
  n("co-vat", "costumes", "fact", "motley and masque vat number", {
    contains: ["GB 219 6604 38"],
    excludes: ["07722614"],
  }),
  n(
    "co-last-year",
    "costumes",
    "fact",
    "what did it cost to hire a period costume for a weekend at motley & masque last year",
    {
      contains: ["£42"],
      excludes: ["£45"],
    },
  ),
  n(
    "co-february",
    "costumes",
    "fact",
    "how much will a week's hire of a period costume be at motley and masque from february",
    {
      contains: ["£70"],
      excludes: ["£65"],
    },
  ),
  n(
    "co-office-12",
    "costumes",
    "fact",
    "motley & masque, 12 character costumes for a week for our office party, how much is the hire",
    {
      contains: ["£480"],
    },
  ),
  n(
    "co-hn7",
    "costumes",
    "fact",
    "how much does motley and masque charge to deliver costumes for our show to HN7",
    {
      contains: ["£25"],
      excludes: ["£45"],
    },
  ),
  // yes_no
  n("pb-arena-monday", "paintball", "yes_no", "is the scarrow wood laser tag arena open this monday", {
    answer: "no",
  }),
  n("pb-27th", "paintball", "yes_no", "can we play paintball at scarrow wood on sunday 27th december", {
    answer: "no",
  }),
  n(
    "pb-seven",
    "paintball",
    "yes_no",
    "can my 7 year old play laser tag at scarrow wood's arena on her own while i wait",
    {
      answer: "no",
    },
  ),
  n(
    "pb-birthday-free",
    "paintball",
    "yes_no",
    "we're booking a scarrow wood laser party with 14 paying guests, does the birthday boy play free",
    {
      answer: "yes",
    },
  ),
  n("co-shop-sunday", "costumes", "yes_no", "is motley & masque's wexham shop open this sunday", {
    answer: "no",
  }),
  n("co-6pm", "costumes", "yes_no", "can i get to motley and masque's shop in wexham at 6pm tonight", {
    answer: "yes",
  }),
  n(
    "co-return-28th",
    "costumes",
    "yes_no",
    "can i take a costume back to motley & masque's shop on monday 28th december",
    {
      answer: "yes",
    },
  ),
  // search: the answer is on a page linked from nowhere
  n("pb-night", "paintball", "search", "does scarrow wood do night paintball? how much is it", {
    contains: ["£45"],
  }),
  n(
    "pb-lost",
    "paintball",
    "search",
    "i left my jacket at scarrow wood paintball, how long do they keep lost property",
    {
      contains: ["30 days"],
    },
  ),
  n(
    "co-nativity",
    "costumes",
    "search",
    "does motley & masque hire nativity costumes to schools? how much is a pack",
    {
      contains: ["£120"],
    },
  ),
  n("co-cleaning", "costumes", "search", "will motley and masque dry clean a costume i own? how much", {
    contains: ["£18"],
  }),
  // list
  n(
    "pb-arena-christmas",
    "paintball",
    "list",
    "which days over christmas and new year is scarrow wood's arena closed",
    {
      contains: ["25", "26 December", "1 January"],
      excludes: ["27 December"],
    },
  ),
  n("pb-woods-parties", "paintball", "list", "which kids parties does scarrow wood do in the woods", {
    contains: ["Mini Splat party", "Junior paintball party"],
    excludes: ["Laser party"],
  }),
  n(
    "co-store-only",
    "costumes",
    "list",
    "which kinds of costume can you only get from motley & masque's costume store",
    {
      contains: ["Period", "Mascot"],
      excludes: ["Classic", "Character"],
    },
  ),
  n("co-santa-wig", "costumes", "list", "which of motley and masque's santa suits come with a wig", {
    contains: ["Deluxe Santa", "Mrs Claus"],
    excludes: ["Classic Santa"],
  }),
  n("co-under-10", "costumes", "list", "what can i buy at motley & masque for under £10", {
    contains: ["Stage blood", "Masquerade mask", "Feather boa", "hair spray"],
    excludes: ["Top hat", "Face paint kit"],
  }),
  // superlative
  n(
    "pb-most-balls",
    "paintball",
    "superlative",
    "which paintball package at scarrow wood gives you the most paintballs",
    {
      contains: ["Ultimate", "600"],
      excludes: ["500"],
    },
  ),
  n("pb-cheapest-party", "paintball", "superlative", "cheapest kids party at scarrow wood", {
    contains: ["Laser party", "£18.50"],
    excludes: ["£23"],
  }),
  n("pb-longest", "paintball", "superlative", "which marshal at scarrow wood has been there the longest", {
    contains: ["Dan Hollis"],
    excludes: ["Marcus Breen"],
  }),
  n(
    "co-dearest",
    "costumes",
    "superlative",
    "most expensive kind of costume to hire for a weekend at motley & masque",
    {
      contains: ["Mascot", "£75"],
      excludes: ["£45", "£60"],
    },
  ),
  n("co-newest", "costumes", "superlative", "who's the newest person on the motley and masque team", {
    contains: ["Will Garner"],
    excludes: ["Dee Marsh"],
  }),
  // count
  n("pb-zones", "paintball", "count", "how many game zones does scarrow wood have", { contains: ["9"] }),
  n("pb-parties", "paintball", "count", "how many different kids parties does scarrow wood offer", {
    contains: ["4"],
  }),
  n("co-staff", "costumes", "count", "how many people work at motley & masque", { contains: ["7"] }),
  // not_found
  n("pb-sell-markers", "paintball", "not_found", "does scarrow wood sell paintball guns", NONE),
  n("pb-station", "paintball", "not_found", "does scarrow wood pick people up from brantwick station", NONE),
  n("co-dogs", "costumes", "not_found", "does motley & masque have fancy dress costumes for dogs", NONE),
  n("co-student", "costumes", "not_found", "does motley and masque give a student discount", NONE),
  n("co-lighting", "costumes", "not_found", "does motley & masque hire out stage lighting", NONE),
  // form
  ...NAVIGATOR_KHAMSIN_FORMS,
];
