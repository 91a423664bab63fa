import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_MIZZLE_FORMS } from "./navigator-forms";

// MIZZLE: the thirtieth held-out part of the navigator corpus on two sites of its own (an indoor soft play and party
// centre with two venues, and a window cleaning, gutter and pressure washing firm), written by someone who did not
// tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must not
// read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "on a saturday in february" is after the
// soft play's peak prices change on 4 January 2027 (and a Saturday is peak); "in term time" is outside the school
// holidays the site lists; "from february" is the window cleaner's 4-weekly prices from 1 February 2027. The soft
// play's venues are Kingsgate in Hallowfield and Wenbury at Wenbury Garden Centre; the window cleaner works rounds by
// postcode from Stourcombe.
const n = navItem("mz-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_MIZZLE: NavItem[] = [
  // fact
  n("wenbury-phone", "softplay", "fact", "whats the phone number for wobble & roar's wenbury play barn", {
    contains: ["01632 960 245"],
    excludes: ["01632 960 210"],
  }),
  n("mega-roar", "softplay", "fact", "how much a child is wobble and roar's mega roar party", {
    contains: ["£22.00"],
    excludes: ["£18.50"],
  }),
  n(
    "friday-close",
    "softplay",
    "fact",
    "what time does wobble & roar kingsgate shut on a friday in term time",
    { contains: ["19:00"], excludes: ["18:00"] },
  ),
  n(
    "february-price",
    "softplay",
    "fact",
    "how much will it be for my 6 year old at wobble & roar kingsgate on a saturday in february",
    { contains: ["£9.95"], excludes: ["£9.50"] },
  ),
  n(
    "detached-8-weekly",
    "windows",
    "fact",
    "how much do glassby & sons charge for a 3 bed detached every 8 weeks",
    { contains: ["£24"], excludes: ["£20", "£45"] },
  ),
  n("fennholm-day", "windows", "fact", "which day does glassby and sons do the round in fennholm", {
    contains: ["Thursday"],
    excludes: ["Wednesday"],
  }),
  n(
    "tarmac",
    "windows",
    "fact",
    "how much a square metre do glassby & sons charge to pressure wash a tarmac drive",
    { contains: ["£2.50"], excludes: ["£3.00"] },
  ),
  n(
    "bungalow-gutters",
    "windows",
    "fact",
    "what do glassby & sons charge to clear the gutters on a detached bungalow",
    { contains: ["£65"], excludes: ["£55"] },
  ),
  n(
    "five-bed-february",
    "windows",
    "fact",
    "what will glassby's 4-weekly price be for a 5 bed detached from february",
    { contains: ["£33"], excludes: ["£32"] },
  ),
  // yes_no
  n("drop-off", "softplay", "yes_no", "can i drop my kids at wobble & roar while i go shopping", {
    answer: "no",
  }),
  n("kingsgate-cash", "softplay", "yes_no", "does wobble and roar kingsgate take cash", { answer: "no" }),
  n("wenbury-christmas-eve", "softplay", "yes_no", "is wobble & roar wenbury open on christmas eve", {
    answer: "yes",
  }),
  n(
    "kingsgate-lift",
    "softplay",
    "yes_no",
    "is there a lift at wobble & roar kingsgate, we've got a wheelchair",
    { answer: "yes" },
  ),
  n("frost", "windows", "yes_no", "will glassby & sons still clean my windows if it's frosty", {
    answer: "no",
  }),
  n("cheques", "windows", "yes_no", "do glassby & sons take cheques", { answer: "no" }),
  n("conservatory-roof", "windows", "yes_no", "can glassby & sons clean a conservatory roof", {
    answer: "yes",
  }),
  // search: the answer is on a page linked from nowhere
  n("school-trips", "softplay", "search", "does wobble & roar do school trips? how much per child", {
    contains: ["£4.25"],
    excludes: ["£1.50"],
  }),
  n("party-host-jobs", "softplay", "search", "is wobble & roar hiring party hosts, what's the pay", {
    contains: ["£12.60"],
    excludes: ["£12.21"],
  }),
  n("solar-panels", "windows", "search", "do glassby & sons clean solar panels, how much a panel", {
    contains: ["£4"],
    excludes: ["£40"],
  }),
  n(
    "wheelie-bins",
    "windows",
    "search",
    "can glassby & sons clean my wheelie bins every month, what does it cost",
    { contains: ["£5"], excludes: ["£12"] },
  ),
  // list
  n(
    "additional-needs",
    "softplay",
    "list",
    "which wobble & roar sessions are for kids with additional needs",
    { contains: ["Quiet Play", "Calm Hour"], excludes: ["Tiny Toes"] },
  ),
  n("tuna-melt", "softplay", "list", "what allergens are in the tuna melt at wobble & roar's cafe", {
    contains: ["gluten", "milk", "fish"],
    excludes: ["soya"],
  }),
  n("wenbury-parties", "softplay", "list", "which party packages can you have at wobble & roar wenbury", {
    contains: ["Little Sprout", "Garden Party"],
    excludes: ["Jungle"],
  }),
  n("monday-postcodes", "windows", "list", "which postcodes do glassby & sons cover on a monday", {
    contains: ["SQ1", "SQ2"],
    excludes: ["SQ3"],
  }),
  n("paying", "windows", "list", "how can i pay glassby & sons", {
    contains: ["Direct Debit", "card", "bank transfer"],
  }),
  n("sealing", "windows", "list", "which surfaces can glassby & sons seal after pressure washing", {
    contains: ["block paving", "concrete", "sandstone"],
  }),
  // superlative
  n("cheapest-party", "softplay", "superlative", "what's the cheapest party at wobble & roar", {
    contains: ["Little Sprout", "£11.95"],
    excludes: ["£14.95"],
  }),
  n("cheapest-pass", "softplay", "superlative", "which wobble & roar annual pass is cheapest", {
    contains: ["Sprout", "£89"],
    excludes: ["£149"],
  }),
  n(
    "dearest-one-off",
    "windows",
    "superlative",
    "which house costs the most for a one-off clean with glassby & sons",
    { contains: ["5-bed detached", "£70"], excludes: ["£55"] },
  ),
  n(
    "cheapest-surface",
    "windows",
    "superlative",
    "what's the cheapest surface to pressure wash per m2 at glassby & sons",
    { contains: ["concrete", "£2.20"], excludes: ["£2.50"] },
  ),
  // count
  n("wenbury-capacity", "softplay", "count", "how many children can wobble & roar's wenbury venue take", {
    contains: ["60"],
    excludes: ["180"],
  }),
  n(
    "jungle-minimum",
    "softplay",
    "count",
    "what's the fewest kids you can have at a jungle party at wobble & roar",
    { contains: ["10"], excludes: ["8", "15"] },
  ),
  n("storeys", "windows", "count", "how many storeys up can glassby & sons clean from the ground", {
    contains: ["4"],
  }),
  n("vans", "windows", "count", "how many vans have glassby & sons got", { contains: ["5"] }),
  // not_found
  n("ball-pit", "softplay", "not_found", "does wobble & roar kingsgate have a ball pit", NONE),
  n("ofsted", "softplay", "not_found", "whats wobble & roar's ofsted registration number", NONE),
  n(
    "six-bed",
    "windows",
    "not_found",
    "how much do glassby & sons charge for a 6 bed detached every 4 weeks",
    NONE,
  ),
  n("insurer", "windows", "not_found", "who are glassby & sons insured with", NONE),
  n("nhs", "windows", "not_found", "do glassby & sons do an nhs discount", NONE),
  // form
  ...NAVIGATOR_MIZZLE_FORMS,
];
