import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_MURK_FORMS } from "./navigator-forms";

// MURK: the twenty-ninth held-out part of the navigator corpus on two sites of its own (an independent cookery school
// with two kitchens, and a tool and plant hire firm with two yards), written by someone who did not tune the engines
// and run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file.
// Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "for april" is after the cookery school's prices change on
// 1 March 2027; "in january" is January 2027 in its classes; "after new year" is after the hire firm's prices change
// on 4 January 2027; "over christmas" and "new year's day" are in the hire firm's Christmas table. The cookery
// school's kitchens are the Yard Kitchen in Aldermoor and the Barn Kitchen at Quarry Hill Farm; the hire firm's yards
// are Rushbeck (with the plant) and Copley Moor.
const n = navItem("mk-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_MURK: NavItem[] = [
  // fact
  n("barn-phone", "cookery", "fact", "whats the phone number for damson & dill's barn kitchen", {
    contains: ["01632 948 417"],
    excludes: ["01632 948 410"],
  }),
  n("pastry-tutor", "cookery", "fact", "who teaches pastry at damson and dill cookery school", {
    contains: ["Tom Liddell"],
    excludes: ["Nadia Quaresma"],
  }),
  n(
    "evening-april",
    "cookery",
    "fact",
    "how much will a beginners evening class at damson & dill be if i book one for april",
    { contains: ["£79"], excludes: ["£75"] },
  ),
  n(
    "barn-voucher",
    "cookery",
    "fact",
    "how long is a damson & dill voucher for a day at the barn kitchen valid for",
    { contains: ["9 months"], excludes: ["12 months"] },
  ),
  n("breaker-deposit", "toolhire", "fact", "what's the deposit on a 30kg breaker at haverstock hire", {
    contains: ["£200"],
    excludes: ["£150"],
  }),
  n(
    "copley-saturday",
    "toolhire",
    "fact",
    "what time does haverstock hire's copley moor yard shut on a saturday",
    { contains: ["16:00"], excludes: ["12:30"] },
  ),
  n(
    "digger-waiver",
    "toolhire",
    "fact",
    "how much is the damage waiver on a mini digger from haverstock hire",
    { contains: ["15%"], excludes: ["10%", "12%"] },
  ),
  n(
    "digger-delivery",
    "toolhire",
    "fact",
    "how much does haverstock charge to deliver a mini digger 8 miles away",
    { contains: ["£60"], excludes: ["£25"] },
  ),
  n(
    "digger-new-year",
    "toolhire",
    "fact",
    "how much will a day's mini digger hire be at haverstock after new year",
    { contains: ["£140"], excludes: ["£130"] },
  ),
  // yes_no
  n("yard-nuts", "cookery", "yes_no", "is damson & dill's yard kitchen nut free", { answer: "yes" }),
  n("own-wine", "cookery", "yes_no", "can i bring my own wine to an evening class at damson & dill", {
    answer: "yes",
  }),
  n("bakers-six", "cookery", "yes_no", "my son is 6, can he go to damson & dill's little bakers", {
    answer: "no",
  }),
  n("rushbeck-sunday", "toolhire", "yes_no", "is haverstock hire's rushbeck yard open on sundays", {
    answer: "no",
  }),
  n("chainsaw", "toolhire", "yes_no", "does haverstock hire rent out chainsaws", { answer: "no" }),
  n("digger-nineteen", "toolhire", "yes_no", "can i hire a mini digger from haverstock if i'm 19", {
    answer: "no",
  }),
  n("new-years-day", "toolhire", "yes_no", "is haverstock's copley moor yard open on new year's day", {
    answer: "no",
  }),
  // search: the answer is on a page linked from nowhere
  n("supper-club", "cookery", "search", "does damson & dill run a supper club? how much a head", {
    contains: ["£48"],
  }),
  n("sharpening", "cookery", "search", "can damson and dill sharpen my kitchen knives, what does it cost", {
    contains: ["£5"],
    excludes: ["£8"],
  }),
  n(
    "ex-hire",
    "toolhire",
    "search",
    "does haverstock hire sell its old ex-hire kit? how much for a used 300mm disc cutter",
    { contains: ["£295"] },
  ),
  n("pasma", "toolhire", "search", "does haverstock hire run pasma tower courses, whats the price", {
    contains: ["£165"],
    excludes: ["£95"],
  }),
  // list
  n("january", "cookery", "list", "which classes has damson & dill got on in january", {
    contains: ["Korean", "Tapas", "Thai"],
    excludes: ["Knife skills", "Dim sum"],
  }),
  n("mei-lin", "cookery", "list", "which damson & dill classes does mei-lin teach", {
    contains: ["Dim sum", "Korean", "Thai"],
    excludes: ["Keralan"],
  }),
  n("tapas-allergens", "cookery", "list", "what allergens are in damson & dill's tapas class", {
    contains: ["fish", "molluscs", "milk", "sulphites"],
    excludes: ["crustaceans"],
  }),
  n("over-21", "toolhire", "list", "which haverstock hire things can you only hire if you're 21 or over", {
    contains: ["stump grinder", "chipper"],
    excludes: ["rotavator"],
  }),
  n(
    "christmas-closed",
    "toolhire",
    "list",
    "which days over christmas is haverstock's rushbeck yard closed",
    { contains: ["25 December", "28 December", "1 January"], excludes: ["29 December"] },
  ),
  n("fuel", "toolhire", "list", "what does haverstock hire charge a litre for fuel", {
    contains: ["£2.60", "£3.20", "£2.10"],
  }),
  // superlative
  n("cheapest-class", "cookery", "superlative", "what's the cheapest adult class at damson & dill", {
    contains: ["Knife skills", "£65"],
    excludes: ["£75"],
  }),
  n(
    "biggest-group",
    "cookery",
    "superlative",
    "which private event at damson & dill can take the biggest group",
    { contains: ["cook-off", "24"], excludes: ["16"] },
  ),
  n(
    "cheapest-day",
    "toolhire",
    "superlative",
    "what's the cheapest thing you can hire for a day from haverstock hire",
    { contains: ["step ladder", "£14"], excludes: ["£19"] },
  ),
  n(
    "dearest-week",
    "toolhire",
    "superlative",
    "what's the most expensive thing to hire for a week from haverstock",
    { contains: ["mini digger"], excludes: ["micro digger"] },
  ),
  // count
  n(
    "valentine-couples",
    "cookery",
    "count",
    "how many couples can still book damson & dill's valentine's class",
    {
      contains: ["3"],
      excludes: ["6"],
    },
  ),
  n("stairs", "cookery", "count", "how many stairs are there up to damson & dill's yard kitchen", {
    contains: ["18"],
    excludes: ["16"],
  }),
  n(
    "copley-parking",
    "toolhire",
    "count",
    "how many customer parking spaces are there at haverstock's copley moor yard",
    { contains: ["6"] },
  ),
  n(
    "segments",
    "toolhire",
    "count",
    "how many mm deep are the segments on a new diamond blade from haverstock hire",
    { contains: ["10"] },
  ),
  // not_found
  n("loyalty", "cookery", "not_found", "has damson & dill got a loyalty card", NONE),
  n(
    "oven-make",
    "cookery",
    "not_found",
    "what make is the new wood-fired oven at damson & dill's barn kitchen",
    NONE,
  ),
  n("nhs", "toolhire", "not_found", "does haverstock hire do a discount for nhs staff", NONE),
  n("skip", "toolhire", "not_found", "how much is a skip from haverstock hire", NONE),
  n("tower-weight", "toolhire", "not_found", "how heavy is haverstock's 6.2 m scaffold tower", NONE),
  // form
  ...NAVIGATOR_MURK_FORMS,
];
