import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_TRAMONTANE_FORMS } from "./navigator-forms";

// TRAMONTANE: the fifty-third held-out part of the navigator corpus on two sites of its own (an upholsterer and
// curtain maker with a workshop and a showroom, and a residential letting agent with two offices), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Hartwell & Daughter "last
// year" is 2025's prices in the news of February 2025 and "after the february price rise" the notice of £25 more on
// every reupholstery price (a footstool in Band B £175 + £25); the workshop is open on Saturday mornings, so "this
// saturday" (28 November), and the showroom shut on Mondays, so "this monday" (30 November), and open on Tuesday 29
// December; outdoor cushions are made; the dearest piece priced is a three-seater sofa in Band C (from £1,690), the
// cheapest pad a 45 cm hollowfibre one (£10), the cheapest repair buttons (£6 each); there are 6 on the team, 5 of
// them at Ashcombe. At Pennant Lettings "last year" is 2025's fees in the news of April 2025 (11%) and "after the
// april rise" the notice of £10 more on every inventory (3 bedrooms £150 + £10); Coldharbour is shut on Wednesday 30
// December; Wrayfield is open until 19:00 on Thursdays, so at 6pm "tonight" (26 November); students need a UK
// guarantor; Owen Marsh, Bea Novak and Jade Akers work at Coldharbour; the cheapest home is the studio on Quay Road
// (£560), the biggest the house on Harbour Hill (4 bedrooms); there are 7 on the team and 3 homes furnished.
const n = navItem("tm-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_TRAMONTANE: NavItem[] = [
  // fact
  n("up-company", "upholstery", "fact", "find hartwell & daughter's company registration number", {
    contains: ["09377214"],
    excludes: ["GB 274 5519 06"],
  }),
  n(
    "up-last-year",
    "upholstery",
    "fact",
    "what did hartwell & daughter charge last year to recover an armchair in band a fabric",
    {
      contains: ["£495"],
      excludes: ["£520"],
    },
  ),
  n(
    "up-february",
    "upholstery",
    "fact",
    "find out what hartwell & daughter will charge to recover a footstool in band b after the february price rise",
    {
      contains: ["£200"],
      excludes: ["£175"],
    },
  ),
  n(
    "up-showroom-phone",
    "upholstery",
    "fact",
    "find the phone number of hartwell & daughter's fenbury showroom",
    {
      contains: ["01632 741 268"],
      excludes: ["01632 741 220"],
    },
  ),
  n("up-castors", "upholstery", "fact", "how much do hartwell & daughter charge for a set of new castors", {
    contains: ["£48"],
  }),
  n("le-vat", "lettings", "fact", "find pennant lettings' vat number", {
    contains: ["GB 402 8817 53"],
    excludes: ["11603845"],
  }),
  n(
    "le-last-year",
    "lettings",
    "fact",
    "what was pennant lettings' full management fee last year, without vat",
    {
      contains: ["11%"],
      excludes: ["12%"],
    },
  ),
  n(
    "le-april",
    "lettings",
    "fact",
    "find out what an inventory of a 3 bedroom home will cost at pennant lettings after the april rise, before vat",
    {
      contains: ["£160"],
      excludes: ["£150"],
    },
  ),
  n("le-repairs-line", "lettings", "fact", "find pennant lettings' out of hours repairs number", {
    contains: ["01632 583 199"],
    excludes: ["01632 583 100"],
  }),
  n(
    "le-change-tenancy",
    "lettings",
    "fact",
    "how much do pennant lettings charge a tenant to change the tenancy",
    {
      contains: ["£50"],
    },
  ),
  // yes/no
  n(
    "up-showroom-29th",
    "upholstery",
    "yes_no",
    "is hartwell & daughter's fenbury showroom open on tuesday 29 december",
    {
      answer: "yes",
    },
  ),
  n(
    "up-workshop-saturday",
    "upholstery",
    "yes_no",
    "can i drop my chair at hartwell & daughter's ashcombe workshop this saturday morning",
    {
      answer: "yes",
    },
  ),
  n(
    "up-showroom-monday",
    "upholstery",
    "yes_no",
    "is hartwell & daughter's fenbury showroom open this monday",
    {
      answer: "no",
    },
  ),
  n("up-outdoor", "upholstery", "yes_no", "do hartwell & daughter make outdoor cushions", { answer: "yes" }),
  n(
    "le-coldharbour-30th",
    "lettings",
    "yes_no",
    "is pennant lettings' coldharbour office open on wednesday 30 december",
    {
      answer: "no",
    },
  ),
  n(
    "le-wrayfield-tonight",
    "lettings",
    "yes_no",
    "can i pop into pennant lettings' wrayfield office at 6pm tonight",
    {
      answer: "yes",
    },
  ),
  n("le-students", "lettings", "yes_no", "find out if pennant lettings let to students", {
    answer: "yes",
    contains: ["guarantor"],
  }),
  // list
  n("up-sofas", "upholstery", "list", "list the kinds of sofa hartwell & daughter will recover", {
    contains: ["Two-seater", "Three-seater", "Corner"],
    excludes: ["Wing chair"],
  }),
  n("up-ashcombe-team", "upholstery", "list", "who works at hartwell & daughter's ashcombe workshop", {
    contains: ["Ruth Hartwell", "George Hartwell", "Amira Haddad", "Tom Ellery", "Callum Reyes"],
    excludes: ["Nina Brooke"],
  }),
  n("le-coldharbour-team", "lettings", "list", "who works at pennant lettings' coldharbour office", {
    contains: ["Owen Marsh", "Bea Novak", "Jade Akers"],
    excludes: ["Dev Sandhu"],
  }),
  n(
    "le-certificates",
    "lettings",
    "list",
    "which safety certificates can pennant lettings arrange for a landlord",
    {
      contains: ["Gas safety", "EICR", "EPC"],
    },
  ),
  n("le-never-charged", "lettings", "list", "what do pennant lettings never charge tenants for", {
    contains: ["Viewings", "References", "tenancy agreement", "Checking in"],
  }),
  // superlative
  n(
    "up-dearest",
    "upholstery",
    "superlative",
    "what's the most expensive piece on hartwell & daughter's reupholstery price list",
    {
      contains: ["Three-seater", "£1,690"],
      excludes: ["£1,400"],
    },
  ),
  n(
    "up-cheapest-pad",
    "upholstery",
    "superlative",
    "find the cheapest cushion pad hartwell & daughter sell",
    {
      contains: ["£10"],
      excludes: ["£13"],
    },
  ),
  n(
    "up-cheapest-repair",
    "upholstery",
    "superlative",
    "what's the cheapest repair hartwell & daughter list",
    {
      contains: ["Buttons", "£6"],
    },
  ),
  n("le-cheapest-home", "lettings", "superlative", "find the cheapest home pennant lettings have to let", {
    contains: ["Quay Road", "£560"],
    excludes: ["£695"],
  }),
  n(
    "le-biggest-home",
    "lettings",
    "superlative",
    "which home to let at pennant lettings has the most bedrooms",
    {
      contains: ["Harbour Hill", "4"],
      excludes: ["Elm Grove"],
    },
  ),
  // count
  n("up-team", "upholstery", "count", "how many people work at hartwell & daughter", { contains: ["6"] }),
  n("le-team", "lettings", "count", "how many people are on pennant lettings' team", { contains: ["7"] }),
  n("le-furnished", "lettings", "count", "how many of pennant lettings' homes to let are furnished", {
    contains: ["3"],
  }),
  // only on pages the site's search finds
  n("up-caravan", "upholstery", "search", "do hartwell & daughter make caravan cushions? what do they cost", {
    contains: ["£68"],
  }),
  n(
    "up-dog-bed",
    "upholstery",
    "search",
    "can hartwell & daughter make a dog bed to match my sofa, and what does it cost",
    {
      contains: ["£58"],
    },
  ),
  n(
    "le-hmo",
    "lettings",
    "search",
    "can pennant lettings help with an hmo licence application? what's the fee with vat",
    {
      contains: ["£360"],
    },
  ),
  n(
    "le-rent-guarantee",
    "lettings",
    "search",
    "does pennant lettings offer rent guarantee insurance, and how much is it a month",
    {
      contains: ["£19"],
    },
  ),
  // not found
  n("up-car-seats", "upholstery", "not_found", "find out if hartwell & daughter recover car seats", NONE),
  n("up-vouchers", "upholstery", "not_found", "does hartwell & daughter sell gift vouchers", NONE),
  n(
    "up-chaise",
    "upholstery",
    "not_found",
    "find the price of recovering a chaise longue at hartwell & daughter",
    NONE,
  ),
  n("le-garden", "lettings", "not_found", "find out whether the canal wharf flat has a garden", NONE),
  n(
    "le-council-tax",
    "lettings",
    "not_found",
    "find the council tax band of the elm grove house pennant lettings are letting",
    NONE,
  ),
  ...NAVIGATOR_TRAMONTANE_FORMS,
];
