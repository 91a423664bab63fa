import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_RIME_FORMS } from "./navigator-forms";

// RIME: the fifteenth held-out part of the navigator corpus on two sites of its own (a family-run bakery with two
// shops in one town, and a members' tennis and padel club), written by someone who did not tune the engines and run
// once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks
// are created at 2026-11-26T10:00:00Z, a Thursday: prices asked for "now" are the bakery's from 1 November 2026 and
// the club's for April 2026 to March 2027, and "in january" is January 2027.
const n = navItem("ri-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_RIME: NavItem[] = [
  // fact
  n("wharf-sat", "bakery", "fact", "what time does the hollins bakery cafe at the wharf shut on saturdays", {
    contains: ["17:30"],
    excludes: ["14:00", "17:00"],
  }),
  n("ten-inch", "bakery", "fact", "how much is a 10 inch vanilla birthday cake from hollins bakery", {
    contains: ["£70"],
    excludes: ["£80", "£75"],
  }),
  n("pain-choc", "bakery", "fact", "hollins bakery pain au chocolat price", {
    contains: ["£2.40"],
    excludes: ["£2.10"],
  }),
  n("cupcake-class", "bakery", "fact", "how much is the kids cupcake decorating class at hollins bakery", {
    contains: ["£22"],
  }),
  n("adult-fee", "tennis", "fact", "how much is it a year to be an adult member at larchfield tennis club", {
    contains: ["£340"],
    excludes: ["£360"],
  }),
  n("offpeak-fee", "tennis", "fact", "larchfield tennis club off peak membership price per year", {
    contains: ["£210"],
    excludes: ["£340"],
  }),
  n(
    "padel-daytime",
    "tennis",
    "fact",
    "what does it cost members to book the outdoor padel court at larchfield on a weekday morning",
    { contains: ["£12"], excludes: ["£16", "£18"] },
  ),
  n("teen-time", "tennis", "fact", "what time is teen tennis on fridays at larchfield", {
    contains: ["17:00", "18:00"],
    excludes: ["17:30"],
  }),
  n("bar-sunday", "tennis", "fact", "what time does the bar at larchfield tennis club close on a sunday", {
    contains: ["17:00"],
    excludes: ["18:00"],
  }),
  // yes_no
  n("elm-sunday", "bakery", "yes_no", "is the elm street shop open on sundays? hollins bakery", {
    answer: "no",
  }),
  n("nut-free", "bakery", "yes_no", "are hollins bakery's cakes ok for someone with a nut allergy", {
    answer: "no",
  }),
  n("gf-thursday", "bakery", "yes_no", "can i get a gluten free loaf at hollins bakery on a thursday", {
    answer: "yes",
  }),
  n("wedding", "bakery", "yes_no", "does hollins bakery do wedding cakes", { answer: "no" }),
  n("showers", "tennis", "yes_no", "has larchfield tennis club got showers", { answer: "yes" }),
  n(
    "junior-alone",
    "tennis",
    "yes_no",
    "can my 10 year old hang around at larchfield tennis club on her own after her lesson",
    { answer: "no" },
  ),
  n("hard-lights", "tennis", "yes_no", "are there floodlights on the hard courts at larchfield", {
    answer: "no",
  }),
  // search: the answer is on a page linked from nowhere
  n("hamper", "bakery", "search", "how much is the family table christmas hamper from hollins bakery", {
    contains: ["£60"],
    excludes: ["£35", "£95"],
  }),
  n("vouchers", "bakery", "search", "how long do hollins bakery gift vouchers last", {
    contains: ["12 months"],
  }),
  n(
    "poly-string",
    "tennis",
    "search",
    "how much does larchfield charge a member to restring a racket with polyester",
    { contains: ["£24"], excludes: ["£28", "£22"] },
  ),
  n("ball-machine", "tennis", "search", "how much is the ball machine at larchfield tennis club", {
    contains: ["£8"],
  }),
  // list
  n("friday-bread", "bakery", "list", "what bread does hollins bakery have on a friday", {
    contains: ["White farmhouse", "Sourdough", "Spelt", "focaccia"],
    excludes: ["rye", "Gluten-free"],
  }),
  n("january-classes", "bakery", "list", "which baking classes are hollins doing in january", {
    contains: ["Croissants", "Sourdough"],
    excludes: ["stollen", "cupcake", "Buttercream", "Bread basics"],
  }),
  n("wharf-jobs", "bakery", "list", "what jobs are going at the hollins wharf cafe", {
    contains: ["Café assistant", "Barista"],
    excludes: ["Night baker", "driver"],
  }),
  n("tuesday-coaching", "tennis", "list", "what coaching is on at larchfield on a tuesday", {
    contains: ["Mini Orange", "Adult Beginners"],
    excludes: ["Mini Green", "Improvers", "Cardio"],
  }),
  n("no-monthly", "tennis", "list", "which larchfield memberships can't be paid monthly", {
    contains: ["Mini", "Social"],
    excludes: ["Junior", "Family", "Senior"],
  }),
  n("free-socials", "tennis", "list", "which club sessions at larchfield are free for members", {
    contains: ["club night", "Ladies", "Seniors"],
    excludes: ["Padel social", "Junior club night"],
  }),
  // superlative and count
  n("dearest-slice", "bakery", "superlative", "what's the priciest slice of cake at hollins bakery", {
    contains: ["Orange and almond", "£3.90"],
    excludes: ["£3.80"],
  }),
  n("earliest-sat", "bakery", "superlative", "which hollins bakery shop opens earliest on a saturday", {
    contains: ["Elm Street", "07:00"],
    excludes: ["08:30"],
  }),
  n(
    "cheapest-play",
    "tennis",
    "superlative",
    "whats the cheapest membership at larchfield that lets a 40 year old actually play",
    { contains: ["Off-peak", "£210"], excludes: ["£40", "£340"] },
  ),
  n(
    "padel-evening",
    "tennis",
    "superlative",
    "cheapest court hire for padel on a weekday evening at larchfield, im not a member",
    { contains: ["£30"], excludes: ["£22", "£40"] },
  ),
  n("class-count", "bakery", "count", "how many baking classes have hollins bakery got coming up", {
    contains: ["7"],
  }),
  n("padel-courts", "tennis", "count", "how many padel courts are there at larchfield", {
    contains: ["3"],
  }),
  n("lit-courts", "tennis", "count", "how many tennis courts at larchfield have floodlights", {
    contains: ["4"],
  }),
  // not_found
  n("hygiene", "bakery", "not_found", "what food hygiene rating has hollins bakery got", NONE),
  n(
    "loyalty",
    "bakery",
    "not_found",
    "how many stamps on the hollins bakery loyalty card for a free coffee",
    NONE,
  ),
  n("bacon", "bakery", "not_found", "how much is a bacon sandwich at the hollins wharf cafe", NONE),
  n("squash", "tennis", "not_found", "how much is a squash court at larchfield", NONE),
  n("wifi", "tennis", "not_found", "whats the wifi password at larchfield tennis club clubhouse", NONE),
  n("summer-camp", "tennis", "not_found", "when is the larchfield summer holiday tennis camp", NONE),
  // form
  ...NAVIGATOR_RIME_FORMS,
];
