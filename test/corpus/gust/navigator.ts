import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_GUST_FORMS } from "./navigator-forms";

// GUST: the twenty-first held-out part of the navigator corpus on two sites of its own (a paddle sports centre with
// a lake base and a river base, and an independent picture framer and artists' materials shop in two towns with a
// gallery and workshops), written by someone who did not tune the engines and run once at the very end as an
// honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday: "today" is a winter Thursday, when the Mere Boathouse is closed (it opens Friday
// to Sunday from November to March) and Stowford Quay is closed for the winter; "this saturday" is 28 November and
// "next tuesday" 1 December; "right now" and "this winter" are the paddle centre's off-peak, winter season.
const n = navItem("gu-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_GUST: NavItem[] = [
  // fact
  n(
    "double-half-day",
    "paddle",
    "fact",
    "how much is it to hire a double kayak for half a day at mereside paddlesports on a bank holiday in the summer",
    { contains: ["£65"], excludes: ["£52", "£90", "£48"] },
  ),
  n("mere-saturday", "paddle", "fact", "wat time does mereside's boathouse on the lake open this saturday", {
    contains: ["10:00"],
    excludes: ["08:30"],
  }),
  n(
    "stowford-phone",
    "paddle",
    "fact",
    "phone number for stowford quay - the river base of mereside paddlesports",
    { contains: ["01632 971 202"], excludes: ["01632 971 201", "01632 971 200"] },
  ),
  n("river-manager", "paddle", "fact", "who runs mereside paddlesports' base on the river", {
    contains: ["Priya Chauhan"],
    excludes: ["Rob Haldane"],
  }),
  n("ten-by-eight", "framing", "fact", "how much is a black 10x8 frame at linnet & co", {
    contains: ["£12"],
    excludes: ["£16", "£20"],
  }),
  n("arcade-sunday", "framing", "fact", "wat time does linnet's shop in halden open on sundays", {
    contains: ["11:00"],
    excludes: ["10:00", "09:30"],
  }),
  n("uv-large", "framing", "fact", "how much extra for uv glass on a large frame at linnet and co", {
    contains: ["£66"],
    excludes: ["£58", "£118", "£45"],
  }),
  n("arcade-address", "framing", "fact", "whats the address of linnet & co's arcade shop", {
    contains: ["Corn Exchange Arcade"],
    excludes: ["12 Castle Street"],
  }),
  n(
    "hanging",
    "framing",
    "fact",
    "how much does linnet charge to come round and hang my pictures - shouldnt take more than an hour",
    { contains: ["£35"] },
  ),
  // yes_no
  n("dog-canoe", "paddle", "yes_no", "can i bring my dog in a canoe at mereside? hes a springer spaniel", {
    answer: "yes",
  }),
  n(
    "kayak-eleven",
    "paddle",
    "yes_no",
    "my son is 11 - is he allowed out in a single kayak on the river at mereside?",
    { answer: "no" },
  ),
  n("open-today", "paddle", "yes_no", "is the mereside boathouse on the lake open today", { answer: "no" }),
  n("next-tuesday", "paddle", "yes_no", "can we hire kayaks anywhere at mereside next tuesday", {
    answer: "no",
  }),
  n(
    "gallery-sunday",
    "framing",
    "yes_no",
    "is the upstairs gallery at linnet open on sunday 6th december? me and my husband want to pop in",
    { answer: "no" },
  ),
  n("framing-student", "framing", "yes_no", "do linnet & co give student discount on framing", {
    answer: "no",
  }),
  n("arcade-wheelchair", "framing", "yes_no", "i use a wheelchair - can i get into linnet's arcade shop ok", {
    answer: "yes",
  }),
  // search: the answer is on a page linked from nowhere
  n(
    "launch-permit",
    "paddle",
    "search",
    "how much is a day launch permit at mereside if i bring my own sup to the lake",
    { contains: ["£6"], excludes: ["£60"] },
  ),
  n("adaptive", "paddle", "search", "does mereside run sessions for disabled paddlers? how much are they", {
    contains: ["£10"],
  }),
  n("gift-card", "framing", "search", "how long is a linnet & co gift card valid for", {
    contains: ["3 years"],
  }),
  n(
    "commission",
    "framing",
    "search",
    "what commission does linnet's gallery take if i sell my paintings thru them",
    { contains: ["40%"] },
  ),
  // list
  n("river-craft", "paddle", "list", "which boats can you hire at mereside's river base", {
    contains: ["single", "double", "open"],
    excludes: ["touring", "giant"],
  }),
  n("winter-nine", "paddle", "list", "what kids sessions could my 9 year old do at mereside this winter", {
    contains: ["Junior Paddlers", "Holiday paddle"],
    excludes: ["Puddle Ducks", "Youth", "River Rats"],
  }),
  n("river-crew", "paddle", "list", "which of the mereside crew work at the river base", {
    contains: ["Priya Chauhan", "Dan Okoro"],
    excludes: ["Rob Haldane", "Tom Ashworth", "Ffion Rees"],
  }),
  n("maggie", "framing", "list", "which workshops at linnet does maggie thorne teach", {
    contains: ["Winter robins", "Watercolour for beginners", "Botanical"],
    excludes: ["Lino", "Acrylic pouring", "Frame it yourself"],
  }),
  n(
    "castle-only",
    "framing",
    "list",
    "what art materials can i only get at linnet's castle street shop and not the arcade",
    { contains: ["oil", "soft pastels", "lino"], excludes: ["Copic", "Posca"] },
  ),
  n("sunday-workshops", "framing", "list", "which of linnet's workshops are on a sunday", {
    contains: ["Winter robins", "Acrylic pouring"],
    excludes: ["Lino", "Frame it yourself", "Botanical"],
  }),
  // superlative
  n(
    "cheapest-hour",
    "paddle",
    "superlative",
    "whats the cheapest thing i can hire for an hour at mereside right now",
    { contains: ["single", "£15"], excludes: ["£17", "£20", "£24"] },
  ),
  n("longest-trip", "paddle", "superlative", "which is the longest of mereside's one way river trips", {
    contains: ["Millbridge", "8 miles"],
  }),
  n("dearest-workshop", "framing", "superlative", "whats the most expensive workshop at linnet & co", {
    contains: ["£128"],
    excludes: ["£95", "£68"],
  }),
  n("cheapest-glass", "framing", "superlative", "cheapest glass upgrade for a medium frame at linnet", {
    contains: ["Acrylic", "£20"],
    excludes: ["£38", "£45", "£75"],
  }),
  // count
  n("instructor-posts", "paddle", "count", "how many seasonal instructors are mereside paddlesports hiring", {
    contains: ["3"],
  }),
  n("giant-sup-people", "paddle", "count", "how many people can go on mereside's giant sup", {
    contains: ["8"],
  }),
  n("show-artists", "framing", "count", "how many artists are in linnet's christmas show", {
    contains: ["48"],
    excludes: ["200"],
  }),
  n("castle-days", "framing", "count", "how many days a week is linnet's castle street shop open", {
    contains: ["5"],
  }),
  // not_found
  n("night-paddle", "paddle", "not_found", "does mereside do moonlight or night paddles", NONE),
  n("season-pass", "paddle", "not_found", "how much is a season ticket for unlimited hire at mereside", NONE),
  n("cafe-vegan", "paddle", "not_found", "is there a vegan option at the mere café next to mereside", NONE),
  n("mirror", "framing", "not_found", "how much does linnet & co charge to frame a mirror", NONE),
  n("easels", "framing", "not_found", "does linnet sell easels and how much are they", NONE),
  // form
  ...NAVIGATOR_GUST_FORMS,
];
