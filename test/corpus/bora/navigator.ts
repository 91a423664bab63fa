import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_BORA_FORMS } from "./navigator-forms";

// BORA: the forty-eighth held-out part of the navigator corpus on two sites of its own (a coarse fishery with three
// lakes, a river, a lodge and a tackle shop in town, and a chocolate maker with a workshop shop and a second shop),
// written by someone who did not tune the engines and run once at the very end as an honest outside measurement.
// Whoever tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At
// Larkmere "last year" is 2025's prices as the news gave them in March 2025 (2026's came in March 2026) and "from
// march" the notice of 2027's; the Kelsby shop is shut on Boxing Day and open only until 12:00 on Sundays, so not at
// 2pm "this sunday" (29 November); the lodge opens from 08:00 on New Year's Day; barbecues are for Mill Lake swims
// only; nights are on Mill Lake and Willow Lake; the open matches on Willow Lake are the Sunday, veterans' and Boxing
// Day opens (the winter league is on the river); a 10-year-old fits the taster (8 and over), the junior club (8 to 15)
// and a private lesson (any age), not the masterclass (16 and over); Mill Lake is the biggest (4 acres) and Willow Lake
// has the most pegs (40); the newest on the team joined in 2024; there are 3 lakes (and a river) and 7 on the team. At
// Pennick & Lowe "last year" is 2025's prices in the news of February 2025 and "from february" the notice of 2027's;
// the fountain delivered for 45 guests is £85 and 3 kilos at £18 (a kilo serves about 15); Harrowby is shut from 25
// December to 4 January but open on Sunday 20 December, and until 19:00 on Thursdays, so at half 6 this evening; the
// Harrowby workshops are the lollies and the baubles; the Ecuador bars are the Dark 85%, the milk and the sea salt
// milk; the champagne truffle is the dearest box of 16 (£26); the Grand Hamper is the dearest (£110); there are 6 bars.
const n = navItem("bo-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_BORA: NavItem[] = [
  // fact
  n("fi-company", "fishery", "fact", "larkmere fisheries company number", {
    contains: ["07724519"],
    excludes: ["GB 298 5561 04"],
  }),
  n(
    "fi-last-year",
    "fishery",
    "fact",
    "what did larkmere charge for a night on mill lake with 2 rods last year",
    {
      contains: ["£26"],
      excludes: ["£28"],
    },
  ),
  n(
    "fi-march",
    "fishery",
    "fact",
    "larkmere fisheries, how much will a 3 rod day ticket on mill lake be from march",
    {
      contains: ["£19"],
      excludes: ["£18"],
    },
  ),
  n("fi-kelsby-phone", "fishery", "fact", "phone number for larkmere's tackle shop in kelsby", {
    contains: ["01632 961 486"],
    excludes: ["01632 961 480"],
  }),
  n(
    "fi-breakfast",
    "fishery",
    "fact",
    "how much does larkmere charge to bring a breakfast out to a mill lake swim",
    {
      contains: ["£7"],
    },
  ),
  n("ch-vat", "chocolatier", "fact", "pennick and lowe chocolatiers vat number", {
    contains: ["GB 367 2290 51"],
    excludes: ["10862347"],
  }),
  n(
    "ch-last-year",
    "chocolatier",
    "fact",
    "how much was a box of 9 salted caramel cups at pennick & lowe last year",
    {
      contains: ["£11"],
      excludes: ["£12"],
    },
  ),
  n("ch-february", "chocolatier", "fact", "what will pennick and lowe's dark 70% bar cost from february", {
    contains: ["£6"],
    excludes: ["£5.50"],
  }),
  n("ch-favours", "chocolatier", "fact", "how much are pennick & lowe's wedding favours a box", {
    contains: ["£2.40"],
  }),
  n(
    "ch-fountain",
    "chocolatier",
    "fact",
    "pennick & lowe's chocolate fountain delivered and set up, with enough chocolate for 45 guests, how much altogether",
    {
      contains: ["£139"],
    },
  ),
  // yes_no
  n("fi-boxing-day", "fishery", "yes_no", "is larkmere's kelsby tackle shop open on boxing day", {
    answer: "no",
  }),
  n(
    "fi-sunday-2pm",
    "fishery",
    "yes_no",
    "can i pop into the larkmere tackle shop in kelsby at 2pm this sunday",
    {
      answer: "no",
    },
  ),
  n("fi-new-year", "fishery", "yes_no", "can i go fishing at larkmere on new year's day", {
    answer: "yes",
  }),
  n("fi-bbq", "fishery", "yes_no", "can we have a barbecue on willow lake at larkmere", {
    answer: "no",
  }),
  n(
    "ch-harrowby-28",
    "chocolatier",
    "yes_no",
    "is pennick & lowe's harrowby shop open on monday 28th december",
    {
      answer: "no",
    },
  ),
  n(
    "ch-harrowby-20",
    "chocolatier",
    "yes_no",
    "is pennick and lowe's harrowby shop open on sunday 20th december",
    {
      answer: "yes",
    },
  ),
  n(
    "ch-half-six",
    "chocolatier",
    "yes_no",
    "will pennick and lowe's harrowby shop still be open at half 6 this evening",
    {
      answer: "yes",
    },
  ),
  // search: the answer is on a page linked from nowhere
  n("fi-hire", "fishery", "search", "can i hire a rod and reel at larkmere fisheries? how much", {
    contains: ["£10"],
  }),
  n("fi-cabin", "fishery", "search", "does larkmere have a cabin you can stay in overnight? price a night", {
    contains: ["£45"],
  }),
  n(
    "ch-misshapes",
    "chocolatier",
    "search",
    "does pennick & lowe sell misshapen chocolates cheap? how much a bag",
    {
      contains: ["£4.75"],
    },
  ),
  n(
    "ch-logo",
    "chocolatier",
    "search",
    "can pennick and lowe put our company logo on chocolates? price each",
    {
      contains: ["95p"],
    },
  ),
  // list
  n("fi-nights", "fishery", "list", "which waters at larkmere can you night fish on", {
    contains: ["Mill Lake", "Willow Lake"],
    excludes: ["Reed Lake", "River Lodd"],
  }),
  n("fi-opens", "fishery", "list", "what open matches does larkmere run on willow lake", {
    contains: ["Sunday open", "Veterans", "Boxing Day"],
    excludes: ["winter league"],
  }),
  n("fi-age-10", "fishery", "list", "which larkmere coaching sessions can a 10 year old do", {
    contains: ["Taster", "Junior club", "Private lesson"],
    excludes: ["masterclass"],
  }),
  n("ch-harrowby-workshops", "chocolatier", "list", "which pennick & lowe workshops are held at harrowby", {
    contains: ["Chocolate lollies", "bauble painting"],
    excludes: ["Truffle making", "Bean to bar"],
  }),
  n("ch-ecuador", "chocolatier", "list", "which pennick and lowe bars are made with beans from ecuador", {
    contains: ["Dark 85%", "Milk", "Sea salt milk"],
    excludes: ["Dark 70%"],
  }),
  // superlative
  n("fi-biggest", "fishery", "superlative", "which is the biggest lake at larkmere fisheries", {
    contains: ["Mill Lake"],
    excludes: ["Willow Lake"],
  }),
  n("fi-most-pegs", "fishery", "superlative", "which larkmere water has the most pegs", {
    contains: ["Willow Lake", "40"],
    excludes: ["24"],
  }),
  n("fi-newest", "fishery", "superlative", "who's the newest member of the larkmere team", {
    contains: ["Ollie Hart"],
    excludes: ["Beth Tilley"],
  }),
  n(
    "ch-dearest-box",
    "chocolatier",
    "superlative",
    "which pennick & lowe chocolate is the dearest in a box of 16",
    {
      contains: ["Champagne truffle", "£26"],
      excludes: ["£23"],
    },
  ),
  n(
    "ch-dearest-hamper",
    "chocolatier",
    "superlative",
    "which pennick and lowe christmas hamper costs the most",
    {
      contains: ["Grand Hamper", "£110"],
      excludes: ["£65"],
    },
  ),
  // count
  n("fi-lakes", "fishery", "count", "how many lakes has larkmere fisheries got", { contains: ["3"] }),
  n("fi-team", "fishery", "count", "how many people work at larkmere fisheries", { contains: ["7"] }),
  n("ch-bars", "chocolatier", "count", "how many different bars does pennick & lowe make", {
    contains: ["6"],
  }),
  // not_found
  n("fi-fly", "fishery", "not_found", "does larkmere fisheries have a fly fishing lake", NONE),
  n("fi-syndicate", "fishery", "not_found", "is there a carp syndicate at larkmere, how do i join", NONE),
  n("ch-loyalty", "chocolatier", "not_found", "does pennick & lowe have a loyalty card", NONE),
  n("ch-easter", "chocolatier", "not_found", "does pennick and lowe make easter eggs", NONE),
  n(
    "ch-wifi",
    "chocolatier",
    "not_found",
    "what's the wifi password at pennick & lowe's stallbridge shop",
    NONE,
  ),
  // form
  ...NAVIGATOR_BORA_FORMS,
];
