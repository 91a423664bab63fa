import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_LAST_FORMS } from "./navigator-forms";

// LAST: the fourth held-out part of the navigator corpus on two sites of its own (a hairdresser and barber, and a
// climbing centre), run once at the very end as an honest outside measurement. Whoever tunes the engines must not
// read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday.
const n = navItem("l-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_LAST: NavItem[] = [
  // fact
  n("long-colour", "salon", "fact", "how much is a full head colour for long hair at thistle & shears", {
    contains: ["£88"],
    excludes: ["£62", "£74", "£118"],
  }),
  n("quay-phone", "salon", "fact", "what's the phone number for the mill quay salon", {
    contains: ["01632 967 202"],
    excludes: ["01632 967 000", "01632 967 101"],
  }),
  n("abbey-sunday", "salon", "fact", "What time does the Abbey Street salon open on a Sunday?", {
    contains: ["10:00"],
    excludes: ["08:30"],
  }),
  n("junior-peak", "climbing", "fact", "how much is peak entry for a junior", {
    contains: ["£10"],
    excludes: ["£12.50", "£14.50", "£8"],
  }),
  n("rope-skills-length", "climbing", "fact", "how long is the rope skills course at kestrel", {
    contains: ["Two 2-hour sessions"],
    excludes: ["Three 2-hour sessions"],
  }),
  n("cobb-postcode", "climbing", "fact", "what's the postcode for the cobb lane centre", {
    contains: ["BR5 9JN"],
    excludes: ["BR2 4HW"],
  }),
  // yes_no
  n("abbey-walk-in", "salon", "yes_no", "can i walk in for a beard trim at abbey street without booking", {
    answer: "yes",
  }),
  n("abbey-free-parking", "salon", "yes_no", "is there free parking at the abbey street salon", {
    answer: "no",
  }),
  n(
    "dog",
    "climbing",
    "yes_no",
    "can I bring my dog along to the climbing wall",
    { answer: "no" },
    "/prices",
  ),
  n("mill-cafe", "climbing", "yes_no", "Does Wharf Mill have a café?", { answer: "yes" }),
  n("junior-alone", "climbing", "yes_no", "my daughter is 14, can she boulder on her own", { answer: "yes" }),
  // search: the answer is on a page linked from nowhere
  n("bridal-trial", "salon", "search", "how much does thistle & shears charge for a bridal trial", {
    contains: ["£65"],
    excludes: ["£110", "£55"],
  }),
  n("apprentice-pay", "salon", "search", "what does the apprentice stylist job pay to start with", {
    contains: ["£8.60"],
    excludes: ["£13.20", "£12.10"],
  }),
  n("setter-closing", "climbing", "search", "when's the closing date for the route setter job at kestrel", {
    contains: ["4 December"],
  }),
  n("cave-reset", "climbing", "search", "how often is the cave at cobb lane reset", {
    contains: ["every other Monday"],
    excludes: ["First Monday"],
  }),
  // list
  n("barbers", "salon", "list", "who are the barbers at thistle & shears", {
    contains: ["Marcus Obi", "Dan Whitlock"],
    excludes: ["Ines Duarte", "Keeley Shaw", "Priya Lal"],
  }),
  n("quay-team", "salon", "list", "which stylists and barbers work at mill quay", {
    contains: ["Ines Duarte", "Dan Whitlock", "Priya Lal"],
    excludes: ["Marcus Obi", "Keeley Shaw", "Ruth Abernethy"],
  }),
  n("cobb-courses", "climbing", "list", "what courses are run at cobb lane", {
    contains: ["Intro to bouldering", "Youth squad"],
    excludes: ["Taster", "Rope skills", "Learn to lead"],
  }),
  n("party-days", "climbing", "list", "which days of the week can we have a climbing party", {
    contains: ["Saturdays", "Sundays"],
    excludes: ["Mondays"],
  }),
  // superlative
  n("priciest", "salon", "superlative", "what's the most expensive thing on the menu at thistle & shears", {
    contains: ["Balayage"],
    excludes: ["Full head highlights"],
  }),
  n(
    "quickest-barber",
    "salon",
    "superlative",
    "what's the quickest thing you can have done at the barbers",
    { contains: ["Beard trim"], excludes: ["Boys' cut", "Classic cut"] },
    "/faq",
  ),
  n("cheapest-membership", "climbing", "superlative", "what's the cheapest membership at kestrel climbing", {
    contains: ["£39"],
    excludes: ["£42", "£45"],
  }),
  n("priciest-course", "climbing", "superlative", "which of your courses costs the most", {
    contains: ["Learn to lead"],
    excludes: ["Rope skills", "Kestrels kids' club"],
  }),
  // count
  n("abbey-styling-chairs", "salon", "count", "how many styling chairs are there at abbey street", {
    contains: ["8"],
    excludes: ["5"],
  }),
  n("roped-lines", "climbing", "count", "how many roped lines does wharf mill have", {
    contains: ["46"],
    excludes: ["220"],
  }),
  n("climbing-staff", "climbing", "count", "how many people work at kestrel climbing", { contains: ["28"] }),
  // not_found
  n("keratin", "salon", "not_found", "how much is a keratin smoothing treatment at thistle & shears", NONE),
  n("home-visit", "salon", "not_found", "how much do you charge to come and cut my hair at home", NONE),
  n("sauna", "climbing", "not_found", "how much extra is the sauna at wharf mill", NONE),
  n("squad-coach", "climbing", "not_found", "who coaches the kestrel youth squad", NONE),
  // form
  ...NAVIGATOR_LAST_FORMS,
];
