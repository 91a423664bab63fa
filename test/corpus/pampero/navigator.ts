import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_PAMPERO_FORMS } from "./navigator-forms";

// PAMPERO: the fifty-first held-out part of the navigator corpus on two sites of its own (an accountancy practice for
// sole traders and small firms with two offices, and a pest control company with two depots), written by someone who
// did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Penrose Bell "last year" is
// 2025/26's prices in the news of April 2025 and "after the april price rise" the notice of £15 more on every return
// (a simple PAYE return £150 + £15); Crandon is shut on Saturdays, so "this saturday" (28 November), and on Wednesday
// 30 December; Ashworth is open until 20:00 on Wednesdays in January, so at 7pm on Wednesday 13 January; David Bell,
// Tom Whitlow and Callum Fraser work at Crandon; the dearest return is six or more properties, complex (from £620),
// the cheapest bookkeeping plan Essentials up to £5,000 billed monthly (£45); there are 7 on the team. At Wrenfield
// "last year" is 2025's prices in the news of February 2025 and "after the february price rise" the notice of £10
// more for rats and mice (mice in a house £140 + £10); Portsby is open from 09:00 to 13:00 on Sundays, so "this
// sunday" (29 November), and its trade counter shuts at 16:00 on Fridays, so at 4:30pm "tomorrow" (Friday 27
// November); Wendham is open on Monday 28 December; bed bugs are treated at commercial premises; squirrels and moles
// are not treated in a flat; the cheapest treatment is a wasps' nest in a flat (£70), the dearest contract a large
// site's quarterly visits (£1,260 a year), the longest guarantee pigeon proofing's (12 months); there are 6 on the
// team and 5 + 3 vans.
const n = navItem("pa-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_PAMPERO: NavItem[] = [
  // fact
  n("ac-company", "accountants", "fact", "penrose bell accountants company number", {
    contains: ["09318842"],
    excludes: ["GB 276 5108 93"],
  }),
  n(
    "ac-last-year",
    "accountants",
    "fact",
    "what did penrose bell charge for a simple paye tax return last year",
    {
      contains: ["£140"],
      excludes: ["£150"],
    },
  ),
  n(
    "ac-april",
    "accountants",
    "fact",
    "penrose bell accountants, what will a simple paye tax return cost after the april price rise",
    {
      contains: ["£165"],
      excludes: ["£150"],
    },
  ),
  n("ac-crandon-phone", "accountants", "fact", "phone number for penrose bell's crandon office", {
    contains: ["01632 960 735"],
    excludes: ["01632 960 710"],
  }),
  n(
    "ac-pension",
    "accountants",
    "fact",
    "how much does penrose bell charge a month for pension auto-enrolment",
    {
      contains: ["£15"],
      excludes: ["£30"],
    },
  ),
  n("pe-vat", "pestcontrol", "fact", "wrenfield pest control vat number", {
    contains: ["GB 412 7736 05"],
    excludes: ["06651973"],
  }),
  n("pe-last-year", "pestcontrol", "fact", "what did wrenfield charge to treat rats at a house last year", {
    contains: ["£155"],
    excludes: ["£165"],
  }),
  n(
    "pe-february",
    "pestcontrol",
    "fact",
    "with wrenfield pest control, how much will getting rid of mice in a house cost after the february price rise",
    {
      contains: ["£150"],
      excludes: ["£140"],
    },
  ),
  n("pe-portsby-phone", "pestcontrol", "fact", "phone number for wrenfield's portsby depot", {
    contains: ["01632 961 575"],
    excludes: ["01632 961 520"],
  }),
  n(
    "pe-contract-wasps",
    "pestcontrol",
    "fact",
    "how much do wrenfield charge their contract customers for a wasps' nest",
    {
      contains: ["£60"],
      excludes: ["£95"],
    },
  ),
  // yes_no
  n("ac-saturday", "accountants", "yes_no", "is penrose bell's crandon office open this saturday", {
    answer: "no",
  }),
  n(
    "ac-13-january",
    "accountants",
    "yes_no",
    "can i get to penrose bell in ashworth at 7pm on wednesday 13th january",
    {
      answer: "yes",
    },
  ),
  n(
    "ac-30-december",
    "accountants",
    "yes_no",
    "is penrose bell's crandon office open on wednesday 30th december",
    {
      answer: "no",
    },
  ),
  n("pe-sunday", "pestcontrol", "yes_no", "is wrenfield's portsby depot open this sunday", {
    answer: "yes",
  }),
  n(
    "pe-tomorrow",
    "pestcontrol",
    "yes_no",
    "can i pick up some rat traps from wrenfield's trade counter at 4:30pm tomorrow",
    {
      answer: "no",
    },
  ),
  n("pe-28-december", "pestcontrol", "yes_no", "is wrenfield's wendham depot open on monday 28th december", {
    answer: "yes",
  }),
  n("pe-hotel", "pestcontrol", "yes_no", "will wrenfield pest control treat bed bugs in a hotel", {
    answer: "yes",
  }),
  // search: the answer is on a page linked from nowhere
  n(
    "ac-crypto",
    "accountants",
    "search",
    "can penrose bell accountants do my tax return if i sold some crypto? what's the extra cost",
    {
      contains: ["£80"],
    },
  ),
  n(
    "ac-marriage",
    "accountants",
    "search",
    "will penrose bell accountants claim the marriage allowance for us? how much",
    {
      contains: ["£35"],
    },
  ),
  n(
    "pe-cluster-flies",
    "pestcontrol",
    "search",
    "does wrenfield pest control get rid of cluster flies in a loft? how much a visit",
    {
      contains: ["£125"],
    },
  ),
  n(
    "pe-moths",
    "pestcontrol",
    "search",
    "does wrenfield pest control treat clothes moths? what does it cost",
    {
      contains: ["£130"],
    },
  ),
  // list
  n("ac-crandon-team", "accountants", "list", "who on penrose bell's team works at the crandon office", {
    contains: ["David Bell", "Tom Whitlow", "Callum Fraser"],
    excludes: ["Amira Qureshi"],
  }),
  n(
    "ac-landlord-simple",
    "accountants",
    "list",
    "what does penrose bell charge landlords for a simple tax return",
    {
      contains: ["£190", "£260"],
      excludes: ["£150"],
    },
  ),
  n("pe-not-in-flats", "pestcontrol", "list", "which pests won't wrenfield pest control treat in a flat", {
    contains: ["Squirrels", "Moles"],
    excludes: ["Fleas"],
  }),
  n("pe-extras", "pestcontrol", "list", "which visit times cost extra with wrenfield pest control", {
    contains: ["Same-day", "Evening", "Saturday", "Sunday"],
    excludes: ["Standard"],
  }),
  n("pe-portsby-team", "pestcontrol", "list", "who on wrenfield's team works out of the portsby depot", {
    contains: ["Dean Holloway", "Ben Ashdown"],
    excludes: ["Priya Nair"],
  }),
  // superlative
  n(
    "ac-dearest-return",
    "accountants",
    "superlative",
    "what's the most expensive tax return at penrose bell",
    {
      contains: ["Six or more", "£620"],
      excludes: ["£580"],
    },
  ),
  n(
    "ac-cheapest-bookkeeping",
    "accountants",
    "superlative",
    "what's the cheapest bookkeeping plan penrose bell do",
    {
      contains: ["Essentials", "£45"],
      excludes: ["£70"],
    },
  ),
  n("pe-cheapest", "pestcontrol", "superlative", "what's the cheapest treatment wrenfield pest control do", {
    contains: ["nest", "£70"],
    excludes: ["£85"],
  }),
  n(
    "pe-dearest-contract",
    "pestcontrol",
    "superlative",
    "which of wrenfield pest control's business contracts costs the most a year",
    {
      contains: ["£1,260"],
      excludes: ["£1,056"],
    },
  ),
  n(
    "pe-longest-guarantee",
    "pestcontrol",
    "superlative",
    "which wrenfield pest control treatment has the longest guarantee",
    {
      contains: ["Pigeons", "12 months"],
      excludes: ["6 months"],
    },
  ),
  // count
  n("ac-team", "accountants", "count", "how many people work at penrose bell accountants", {
    contains: ["7"],
  }),
  n("pe-team", "pestcontrol", "count", "how many people are on wrenfield pest control's team", {
    contains: ["6"],
  }),
  n("pe-vans", "pestcontrol", "count", "how many vans does wrenfield pest control have altogether", {
    contains: ["8"],
  }),
  // not_found
  n("ac-rnd", "accountants", "not_found", "does penrose bell make r&d tax credit claims", NONE),
  n("ac-charity", "accountants", "not_found", "does penrose bell give charities a discount", NONE),
  n("pe-knotweed", "pestcontrol", "not_found", "can wrenfield pest control remove japanese knotweed", NONE),
  n("pe-snakes", "pestcontrol", "not_found", "does wrenfield pest control deal with snakes", NONE),
  n(
    "pe-insulation",
    "pestcontrol",
    "not_found",
    "will wrenfield replace the loft insulation after a rat problem",
    NONE,
  ),
  // form
  ...NAVIGATOR_PAMPERO_FORMS,
];
