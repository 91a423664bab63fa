import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_THAW_FORMS } from "./navigator-forms";

// THAW: the fourteenth held-out part of the navigator corpus on two sites of its own (an independent opticians with
// two branches in one town, and a charity-run village hall with rooms to hire, weekly classes and events), written
// by someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever
// tunes the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "at the moment"
// is the hall's winter (1 November to 31 March), and "in january" is January 2027.
const n = navItem("th-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_THAW: NavItem[] = [
  // fact
  n("wg-thu", "opticians", "fact", "what time does harlow and finch at the retail park close on thursdays", {
    contains: ["20:00"],
    excludes: ["18:00", "17:30"],
  }),
  n(
    "thinnest-sv",
    "opticians",
    "fact",
    "how much do the thinnest lenses cost at harlow & finch, just normal single vision glasses",
    { contains: ["£129"], excludes: ["£249", "£69"] },
  ),
  n("club-plus", "opticians", "fact", "harlow finch club plus how much per month", {
    contains: ["£14.00"],
    excludes: ["£8.50", "£9.25"],
  }),
  n("dry-eye", "opticians", "fact", "how much is a dry eye check at harlow and finch if im in their club", {
    contains: ["£35"],
    excludes: ["£45"],
  }),
  n(
    "monthlies",
    "opticians",
    "fact",
    "what do harlow & finch charge for monthly contact lenses on direct debit? im not a member",
    { contains: ["£16.00"], excludes: ["£14.00"] },
  ),
  n(
    "jubilee-business",
    "hall",
    "fact",
    "how much per hour to hire the small hall at millbrook village hall, its for my yoga business",
    { contains: ["£20"], excludes: ["£16", "£12", "£22"] },
  ),
  n("bridge-ends", "hall", "fact", "millbrook village hall bridge club what time does it finish", {
    contains: ["22:00"],
    excludes: ["21:00"],
  }),
  n(
    "film-adult",
    "hall",
    "fact",
    "how much to get in to the film night at millbrook village hall for a grown up",
    {
      contains: ["£6"],
      excludes: ["£3"],
    },
  ),
  n(
    "ballet-start",
    "hall",
    "fact",
    "what time does the kids ballet start at millbrook village hall on saturdays",
    {
      contains: ["09:30"],
    },
  ),
  // yes_no
  n("town-sunday", "opticians", "yes_no", "is the harlow and finch in town open on a sunday", {
    answer: "no",
  }),
  n(
    "myopia-mp",
    "opticians",
    "yes_no",
    "can my 9 year old get his myopia control done at harlow & finch market place",
    { answer: "no" },
  ),
  n("hearing", "opticians", "yes_no", "do harlow & finch do hearing tests as well as eyes", {
    answer: "yes",
  }),
  n(
    "prescription",
    "opticians",
    "yes_no",
    "will harlow and finch give me my prescription so i can buy glasses online",
    { answer: "yes" },
  ),
  n(
    "bouncy",
    "hall",
    "yes_no",
    "can i put a bouncy castle up inside millbrook village hall for my sons party",
    { answer: "yes" },
  ),
  n("cafe-monday", "hall", "yes_no", "is there a cafe on at millbrook village hall on mondays", {
    answer: "no",
  }),
  n("midnight", "hall", "yes_no", "could we party till midnight at millbrook village hall for my 40th", {
    answer: "no",
  }),
  // search: the answer is on a page linked from nowhere
  n("ear-wax", "opticians", "search", "harlow & finch ear wax removal price", {
    contains: ["£55"],
    excludes: ["£45"],
  }),
  n(
    "goggles",
    "opticians",
    "search",
    "how much are prescription swimming goggles from harlow and finch if youre a club member",
    { contains: ["£55"], excludes: ["£65"] },
  ),
  n(
    "projector",
    "hall",
    "search",
    "how much to borrow a projector from millbrook village hall when we hire",
    {
      contains: ["£15"],
      excludes: ["£20"],
    },
  ),
  n("pint", "hall", "search", "what does a pint cost at the millbrook village hall bar", {
    contains: ["£4.20"],
    excludes: ["£4.50"],
  }),
  // list
  n("finch-days", "opticians", "list", "which days does helen finch do eye tests", {
    contains: ["Monday", "Tuesday", "Thursday", "Friday"],
    excludes: ["Wednesday", "Saturday"],
  }),
  n("wg-optoms", "opticians", "list", "who are the optometrists at the westgate harlow and finch", {
    contains: ["Sam Kowalczyk", "Daniel Reeve"],
    excludes: ["Helen Finch", "Amara Okafor"],
  }),
  n(
    "same-price",
    "opticians",
    "list",
    "which lens extras at harlow & finch cost the same whether its single vision or varifocal",
    { contains: ["glare", "blue"], excludes: ["Photochromic", "£90"] },
  ),
  n("january", "hall", "list", "whats on at millbrook village hall in january", {
    contains: ["Quiz", "Paddington", "Burns"],
    excludes: ["Jack and the Beanstalk", "Wonderful Life", "Christmas Fair"],
  }),
  n("evenings", "hall", "list", "which classes at millbrook village hall are in the evening, i work days", {
    contains: ["Zumba", "Art", "Bridge", "Youth"],
    excludes: ["Pilates", "Tai chi", "Chair yoga"],
  }),
  n("loop", "hall", "list", "which rooms at millbrook hall have got a hearing loop", {
    contains: ["Main Hall", "Jubilee"],
    excludes: ["Orchard"],
  }),
  // superlative and count
  n(
    "mp-earliest",
    "opticians",
    "superlative",
    "which day does the market place harlow & finch close earliest",
    {
      contains: ["Wednesday", "13:00"],
      excludes: ["16:00"],
    },
  ),
  n("dearest-lenses", "opticians", "superlative", "most expensive contact lenses at harlow and finch?", {
    contains: ["Multifocal", "£42.00"],
    excludes: ["£36.00"],
  }),
  n(
    "cheapest-class",
    "hall",
    "superlative",
    "whats the cheapest thing to do each week at millbrook village hall",
    {
      contains: ["Youth", "£2"],
      excludes: ["£3.50"],
    },
  ),
  n(
    "biggest-standing",
    "hall",
    "superlative",
    "which room at millbrook village hall holds the most people for a standing do, and how many",
    { contains: ["Main Hall", "180"], excludes: ["60"] },
  ),
  n("staff", "opticians", "count", "how many people work at harlow & finch", { contains: ["19"] }),
  n("wg-days", "opticians", "count", "how many days a week is harlow and finch westgate open", {
    contains: ["7"],
    excludes: ["6"],
  }),
  n(
    "weekly-count",
    "hall",
    "count",
    "how many different classes and clubs are on each week at millbrook village hall",
    { contains: ["10"] },
  ),
  n("blue-badge", "hall", "count", "how many disabled parking spaces has millbrook village hall got", {
    contains: ["3"],
  }),
  // not_found
  n("laser", "opticians", "not_found", "how much is laser eye surgery at harlow and finch", NONE),
  n("reviews", "opticians", "not_found", "whats harlow & finch's google review score", NONE),
  n("batteries", "opticians", "not_found", "how much are hearing aid batteries at harlow and finch", NONE),
  n("wifi", "hall", "not_found", "what is the wifi password at millbrook village hall", NONE),
  n(
    "pilates-121",
    "hall",
    "not_found",
    "how much is a one to one pilates session at millbrook village hall",
    NONE,
  ),
  n("built", "hall", "not_found", "when was millbrook village hall built", NONE),
  // form
  ...NAVIGATOR_THAW_FORMS,
];
