import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_SCUD_FORMS } from "./navigator-forms";

// SCUD: the twenty-eighth held-out part of the navigator corpus on two sites of its own (an independent florist with
// two shops, and a children's day nursery with two settings), written by someone who did not tune the engines and
// run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file.
// Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "for march" is after the florist's prices change on 1
// February; "after christmas" is the florist's workshops in January and February 2027; "easter next year" is Easter
// 2027 in the nursery's bank holiday table. The florist's shop is on Church Row in Calderbrook and its stall in
// Brackenford Market Hall; the nursery's forest school is Sorrel Woods.
const n = navItem("sc-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_SCUD: NavItem[] = [
  // fact
  n(
    "stall-phone",
    "florist",
    "fact",
    "whats the phone number for harebell & hedgerow's stall in brackenford market",
    {
      contains: ["01632 965 738"],
      excludes: ["01632 965 731"],
    },
  ),
  n("grand-price", "florist", "fact", "how much is a grand hand tied bouquet from harebell and hedgerow", {
    contains: ["£65"],
    excludes: ["£80"],
  }),
  n(
    "church-row-saturday",
    "florist",
    "fact",
    "what time does harebell & hedgerow on church row shut on a saturday",
    {
      contains: ["16:00"],
      excludes: ["17:00"],
    },
  ),
  n("funeral-florist", "florist", "fact", "who makes the funeral flowers at harebell and hedgerow", {
    contains: ["Kit Amberley"],
    excludes: ["Ros Hebden"],
  }),
  n(
    "classic-march",
    "florist",
    "fact",
    "how much will a classic hand tied from harebell & hedgerow be if i order one for march",
    { contains: ["£48"], excludes: ["£45"] },
  ),
  n("ofsted", "nursery", "fact", "what rating did sorrel house nursery get from ofsted", {
    contains: ["Good"],
  }),
  n("nativity", "nursery", "fact", "what time is the acorns nativity at sorrel house", {
    contains: ["14:00"],
    excludes: ["13:00"],
  }),
  n("manager", "nursery", "fact", "who's the manager at sorrel house day nursery", {
    contains: ["Helen Ashcroft"],
    excludes: ["Priti Sandhu"],
  }),
  n(
    "woods-phone",
    "nursery",
    "fact",
    "phone number for sorrel woods, the forest school bit of sorrel house?",
    {
      contains: ["01632 957 310"],
      excludes: ["01632 957 300"],
    },
  ),
  // yes_no
  n("sunday-delivery", "florist", "yes_no", "does harebell & hedgerow deliver on a sunday", { answer: "no" }),
  n(
    "stall-sunday",
    "florist",
    "yes_no",
    "is the harebell & hedgerow stall in brackenford market hall open sundays",
    {
      answer: "yes",
    },
  ),
  n(
    "hospital",
    "florist",
    "yes_no",
    "can harebell and hedgerow deliver flowers to my nan on her ward at calderbrook general",
    { answer: "no" },
  ),
  n("palm-cats", "florist", "yes_no", "is the kentia palm from harebell & hedgerow safe with cats", {
    answer: "yes",
  }),
  n(
    "ten-weeks",
    "nursery",
    "yes_no",
    "my baby will be 10 weeks old when i go back to work, could she start at sorrel house then",
    { answer: "no" },
  ),
  n("formula", "nursery", "yes_no", "do i have to bring my own formula milk to sorrel house nursery", {
    answer: "yes",
  }),
  n("woods-friday", "nursery", "yes_no", "can my 3 year old do fridays at sorrel house's forest school", {
    answer: "no",
  }),
  // search: the answer is on a page linked from nowhere
  n("prom", "florist", "search", "does harebell & hedgerow do wrist corsages for the prom? how much", {
    contains: ["£22"],
    excludes: ["£18"],
  }),
  n(
    "arch",
    "florist",
    "search",
    "can we hire just the flower arch from harebell & hedgerow for our wedding, no flowers on it? how much",
    { contains: ["£95"], excludes: ["£350"] },
  ),
  n("stay-play", "nursery", "search", "does sorrel house run a stay and play for babies? how much is it", {
    contains: ["£4"],
  }),
  n(
    "baby-massage",
    "nursery",
    "search",
    "does sorrel house do baby massage classes, how much is the course",
    {
      contains: ["£45"],
    },
  ),
  // list
  n("zone-2-villages", "florist", "list", "which villages are in harebell & hedgerow's £7.50 delivery zone", {
    contains: ["Sallowmere", "Marrowby", "Wickham Green"],
    excludes: ["Cresswell"],
  }),
  n("cat-safe-plants", "florist", "list", "which of harebell & hedgerow's plants are ok with cats", {
    contains: ["orchid", "Calathea", "Kentia"],
    excludes: ["Peace lily", "Amaryllis"],
  }),
  n(
    "new-year-workshops",
    "florist",
    "list",
    "what workshops has harebell & hedgerow got on after christmas",
    {
      contains: ["Dried flower posies", "Dried flower hoop"],
      excludes: ["Table wreath"],
    },
  ),
  n("easter-closed", "nursery", "list", "which days is sorrel house closed over easter next year", {
    contains: ["26 March", "29 March"],
    excludes: ["3 May", "12 February"],
  }),
  n("rooms", "nursery", "list", "what are the different rooms at sorrel house nursery called", {
    contains: ["Seedlings", "Saplings", "Acorns", "Woodlanders"],
  }),
  n("fish-days", "nursery", "list", "which days is there fish on the sorrel house menu", {
    contains: ["Tuesday", "Wednesday"],
    excludes: ["Thursday"],
  }),
  // superlative
  n(
    "cheapest-tribute",
    "florist",
    "superlative",
    "what's the cheapest funeral tribute harebell & hedgerow do",
    {
      contains: ["Posy pad", "£45"],
      excludes: ["£55", "£48"],
    },
  ),
  n(
    "biggest-bouquet",
    "florist",
    "superlative",
    "whats the biggest bouquet harebell and hedgerow sell and how much is it",
    { contains: ["Luxe", "£95"], excludes: ["£65"] },
  ),
  n(
    "cheapest-session",
    "nursery",
    "superlative",
    "what's the cheapest session you can book at sorrel house",
    {
      contains: ["£37"],
      excludes: ["£39", "£40"],
    },
  ),
  n("biggest-room", "nursery", "superlative", "which room at sorrel house takes the most children", {
    contains: ["Acorns"],
    excludes: ["Saplings", "Woodlanders"],
  }),
  // count
  n(
    "market-workshop",
    "florist",
    "count",
    "how many spaces are left on harebell & hedgerow's wreath workshop at the market hall",
    { contains: ["6"], excludes: ["4"] },
  ),
  n(
    "petite-stems",
    "florist",
    "count",
    "roughly how many stems in a petite bouquet from harebell & hedgerow",
    {
      contains: ["10"],
      excludes: ["18"],
    },
  ),
  n("staff", "nursery", "count", "how many staff work at sorrel house nursery", {
    contains: ["24"],
    excludes: ["18"],
  }),
  n(
    "woodlanders-places",
    "nursery",
    "count",
    "how many places a day are there in woodlanders at sorrel house",
    {
      contains: ["16"],
      excludes: ["30", "24"],
    },
  ),
  // not_found
  n("nhs", "florist", "not_found", "does harebell & hedgerow do a discount for nhs staff", NONE),
  n(
    "balloon",
    "florist",
    "not_found",
    "how much does harebell & hedgerow charge to add a helium balloon to a bouquet",
    NONE,
  ),
  n("loyalty", "florist", "not_found", "has harebell and hedgerow got a loyalty card", NONE),
  n("nappy-brand", "nursery", "not_found", "what brand of nappies does sorrel house use", NONE),
  n(
    "summer-club",
    "nursery",
    "not_found",
    "how much is sorrel house's holiday club in the summer holidays",
    NONE,
  ),
  // form
  ...NAVIGATOR_SCUD_FORMS,
];
