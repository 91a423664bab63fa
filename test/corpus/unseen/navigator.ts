import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_UNSEEN_FORMS } from "./navigator-forms";

// UNSEEN: the sixth held-out part of the navigator corpus on two sites of its own (a garden centre with two
// branches, and a driving school), written by someone who did not tune the engines and run once at the very end as
// an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday.
const n = navItem("u-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_UNSEEN: NavItem[] = [
  // fact
  n("riverside-sat-close", "garden", "fact", "what time does the riverside garden centre shut on saturday", {
    contains: ["17:30"],
    excludes: ["18:00"],
  }),
  n("nordmann-6-7", "garden", "fact", "how much is a 6-7ft nordmann fir at hollybrook", {
    contains: ["£62"],
    excludes: ["£69", "£45", "£49", "£79"],
  }),
  n("riverside-phone", "garden", "fact", "whats the phone number for hollybrook riverside", {
    contains: ["01632 961 202"],
    excludes: ["01632 961 000", "01632 961 101"],
  }),
  n(
    "aldwick-grotto-price",
    "garden",
    "fact",
    "how much does it cost per child to see santa at the aldwick grotto",
    { contains: ["£12.50"], excludes: ["£10"] },
    "/cafe",
  ),
  n("auto-lesson", "driving", "fact", "how much is a single automatic lesson with clearway", {
    contains: ["£42"],
    excludes: ["£38", "£44", "£40"],
  }),
  n("lindford-centre-postcode", "driving", "fact", "what's the postcode of the lindford test centre", {
    contains: ["LN2 4DE"],
    excludes: ["BR3 9TT"],
  }),
  n(
    "bramhill-wait",
    "driving",
    "fact",
    "how long is the wait for a driving test at bramhill right now",
    { contains: ["14 weeks"], excludes: ["9 weeks"] },
    "/theory",
  ),
  // yes_no
  n("dog-potting-shed", "garden", "yes_no", "can I take my dog into the cafe at the aldwick garden centre", {
    answer: "no",
  }),
  n(
    "riverside-ev",
    "garden",
    "yes_no",
    "is there anywhere to charge my electric car at the penmoor garden centre",
    { answer: "no" },
    "/club",
  ),
  n("riverside-play", "garden", "yes_no", "is there a play area for kids at hollybrook riverside", {
    answer: "yes",
  }),
  n("sunday-lessons", "driving", "yes_no", "can i have driving lessons on a sunday with clearway", {
    answer: "yes",
  }),
  n(
    "lindford-saturday",
    "driving",
    "yes_no",
    "do they do driving tests on saturdays at the lindford test centre",
    {
      answer: "yes",
    },
  ),
  // search: the answer is on a page linked from nowhere
  n(
    "design-consultation",
    "garden",
    "search",
    "how much does hollybrook charge for a garden design consultation",
    {
      contains: ["£95"],
      excludes: ["£650", "£480"],
    },
  ),
  n("driver-pay", "garden", "search", "what does the delivery driver job at hollybrook pay", {
    contains: ["£13.60"],
    excludes: ["£12.90", "£12.40"],
  }),
  n("mock-auto", "driving", "search", "how much is a mock driving test in an automatic at clearway", {
    contains: ["£60"],
    excludes: ["£55"],
  }),
  n("adi-intake", "driving", "search", "when does the next clearway instructor training course start", {
    contains: ["11 January"],
  }),
  // list
  n("tom-workshops", "garden", "list", "which workshops is tom keeble running", {
    contains: ["rose pruning", "Seed sowing"],
    excludes: ["Wreath", "centrepiece"],
  }),
  n("riverside-santa-days", "garden", "list", "what days is santa at riverside", {
    contains: ["5", "12", "19", "23 December"],
    excludes: ["28 November", "24 December"],
  }),
  n("automatic-instructors", "driving", "list", "which clearway instructors teach in an automatic", {
    contains: ["Imran Siddiqui", "Owen Pritchard"],
    excludes: ["Deborah Quayle", "Kerry-Ann Walsh", "Lucja Nowak", "Sam Oduya"],
  }),
  n("bramhill-theory", "driving", "list", "what days are the theory classes in bramhill", {
    contains: ["Tuesday", "Saturday"],
    excludes: ["Thursday"],
  }),
  // superlative
  n(
    "cheapest-tree",
    "garden",
    "superlative",
    "what's the cheapest christmas tree you can get at hollybrook",
    {
      contains: ["£24"],
      excludes: ["£34", "£29"],
    },
  ),
  n("priciest-workshop", "garden", "superlative", "which hollybrook workshop is the most expensive", {
    contains: ["£45"],
    excludes: ["£42", "£38"],
  }),
  n("best-pass-rate", "driving", "superlative", "which clearway instructor has the best pass rate", {
    contains: ["Deborah Quayle"],
    excludes: ["Imran Siddiqui"],
  }),
  n(
    "priciest-intensive",
    "driving",
    "superlative",
    "what's the most expensive intensive course at clearway",
    { contains: ["£1,230"], excludes: ["£1,110", "£840"] },
    "/courses",
  ),
  // count
  n("riverside-blue-badge", "garden", "count", "how many blue badge spaces are there at riverside", {
    contains: ["6"],
    excludes: ["12"],
  }),
  n("points-for-voucher", "garden", "count", "how many green card points do i need to get a £5 voucher", {
    contains: ["250"],
  }),
  n("instructors", "driving", "count", "how many instructors does clearway have", {
    contains: ["6"],
    excludes: ["4,800"],
  }),
  n("october-first-time", "driving", "count", "how many clearway pupils passed first time in october", {
    contains: ["9"],
    excludes: ["14"],
  }),
  // not_found
  n("hanging-basket", "garden", "not_found", "how much is a hanging basket at hollybrook", NONE),
  n("riverside-bus", "garden", "not_found", "which bus goes to hollybrook riverside", NONE),
  n("january-sale", "garden", "not_found", "what day does the hollybrook january sale start", NONE),
  n("motorbike", "driving", "not_found", "how much is a motorbike lesson at clearway", NONE),
  n(
    "lindford-centre-pass-rate",
    "driving",
    "not_found",
    "what's the pass rate at the lindford test centre",
    NONE,
  ),
  // form
  ...NAVIGATOR_UNSEEN_FORMS,
];
