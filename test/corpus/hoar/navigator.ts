import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_HOAR_FORMS } from "./navigator-forms";

// HOAR: the twenty-sixth held-out part of the navigator corpus on two sites of its own (a small independent gym and
// fitness studio on two sites, and a locksmith, key cutting and shoe repair business with two shops), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "tomorrow morning" is
// Friday 27 November, when the only morning class is Spin 45 at 06:30; "over christmas" is the gym's Christmas
// table; "on christmas eve" is Thursday 24 December in the locksmith's Christmas table.
const n = navItem("ho-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_HOAR: NavItem[] = [
  // fact
  n("studio-phone", "gym", "fact", "whats the phone number for ironbank's studio on market square", {
    contains: ["01632 961 415"],
    excludes: ["01632 961 402"],
  }),
  n("ev-charge", "gym", "fact", "how much does it cost to charge my electric car at ironbank mill lane", {
    contains: ["30p"],
    excludes: ["£1.20"],
  }),
  n("sauna-back", "gym", "fact", "when is the sauna at ironbank's mill lane gym open again", {
    contains: ["18 January"],
    excludes: ["9 November"],
  }),
  n("spin-tomorrow", "gym", "fact", "what time is the spin class at ironbank tomorrow morning", {
    contains: ["06:30"],
    excludes: ["08:30", "09:30"],
  }),
  n(
    "week-pass",
    "gym",
    "fact",
    "i'm staying with my parents in hollinsford for a week over christmas, how much is a week pass at ironbank",
    { contains: ["£28"], excludes: ["£10", "£25"] },
  ),
  n("flip-key", "locksmith", "fact", "how much do hadley's charge for a remote flip key for my car", {
    contains: ["£120"],
    excludes: ["£65", "£180"],
  }),
  n("stiletto", "locksmith", "fact", "how much are stiletto heel tips at hadley's keys & heels", {
    contains: ["£7"],
    excludes: ["£9"],
  }),
  n(
    "christmas-eve-fore",
    "locksmith",
    "fact",
    "what time does hadley's fore street shop close on christmas eve",
    { contains: ["13:00"], excludes: ["16:00"] },
  ),
  n(
    "kiosk-where",
    "locksmith",
    "fact",
    "whereabouts in the riverside shopping centre is hadley's kiosk now",
    {
      contains: ["K3"],
    },
  ),
  // yes_no
  n(
    "fourteen-with-me",
    "gym",
    "yes_no",
    "my daughter is 14, can she use the gym at ironbank if i come with her? i'm a member",
    { answer: "yes" },
  ),
  n("twelve-teen-club", "gym", "yes_no", "can my 12 year old go to teen gym club at ironbank", {
    answer: "no",
  }),
  n("studio-boxing-day", "gym", "yes_no", "is the ironbank studio on market square open on boxing day", {
    answer: "no",
  }),
  n(
    "classes-only-induction",
    "gym",
    "yes_no",
    "do i have to do an induction at ironbank if i'm only joining for the classes",
    { answer: "no" },
  ),
  n("fore-sunday", "locksmith", "yes_no", "is hadley's on fore street open on sundays", { answer: "no" }),
  n("photo-key", "locksmith", "yes_no", "can hadley's cut a key from a photo of it on my phone", {
    answer: "no",
  }),
  n(
    "no-entry-fee",
    "locksmith",
    "yes_no",
    "do hadley's still charge the call out fee if they can't get me back in",
    { answer: "no" },
  ),
  // search: the answer is on a page linked from nowhere
  n(
    "corporate",
    "gym",
    "search",
    "does ironbank do memberships through work for a company's staff? how much each",
    {
      contains: ["£23.99"],
    },
  ),
  n("massage", "gym", "search", "how much is an hour's sports massage at ironbank", {
    contains: ["£50"],
    excludes: ["£30"],
  }),
  n(
    "safe",
    "locksmith",
    "search",
    "can hadley's open a safe we've lost the combination for? what would it cost",
    { contains: ["£150"] },
  ),
  n("landlord", "locksmith", "search", "i'm a landlord, does hadley's give a discount on keys? how much", {
    contains: ["15%"],
  }),
  // list
  n("dom-classes", "gym", "list", "which classes does dom teach at ironbank", {
    contains: ["HIIT Circuits", "Kettlebells", "Boxfit", "Bootcamp"],
    excludes: ["Pilates", "Yoga Flow"],
  }),
  n("mill-lane-classes", "gym", "list", "which ironbank classes are on at mill lane rather than the studio", {
    contains: ["HIIT Circuits", "Kettlebells", "Bootcamp", "Teen Gym Club"],
    excludes: ["Pilates", "Boxfit"],
  }),
  n("free-classes", "gym", "list", "which ironbank memberships have classes included for free", {
    contains: ["Anytime Plus", "Couples", "Classes Only"],
    excludes: ["Off-Peak", "Student"],
  }),
  n("wait-shoes", "locksmith", "list", "which shoe repairs can hadley's do while i wait", {
    contains: ["Heels", "Stiletto"],
    excludes: ["Half soles", "Stretching"],
  }),
  n("five-miles", "locksmith", "list", "which villages count as within 5 miles for a hadley's call out", {
    contains: ["Thornley", "Kettlewick", "Mossbank", "Upper Hale"],
    excludes: ["Elmsworth", "Skelby"],
  }),
  n(
    "car-key-appointments",
    "locksmith",
    "list",
    "which car keys do you need an appointment for at hadley's",
    {
      contains: ["Transponder", "Remote flip", "Smart"],
      excludes: ["Basic", "case swap"],
    },
  ),
  // superlative
  n("cheapest-adult", "gym", "superlative", "cheapest monthly membership at ironbank for an adult? i'm 34", {
    contains: ["Off-Peak", "£19.99"],
    excludes: ["£16.99"],
  }),
  n("earliest-saturday", "gym", "superlative", "what's the earliest class at ironbank on a saturday", {
    contains: ["08:30"],
    excludes: ["09:30"],
  }),
  n("cheapest-key", "locksmith", "superlative", "what's the cheapest key to get cut at hadley's", {
    contains: ["£3.50"],
    excludes: ["£4"],
  }),
  n("dearest-callout", "locksmith", "superlative", "what's the most expensive call out rate at hadley's", {
    contains: ["£160"],
    excludes: ["£135"],
  }),
  // count
  n("cycle-bikes", "gym", "count", "how many bikes are there in ironbank's cycle studio", {
    contains: ["18"],
    excludes: ["20"],
  }),
  n("car-park", "gym", "count", "how many spaces in the car park at ironbank mill lane", {
    contains: ["60"],
  }),
  n("ray-years", "locksmith", "count", "how many years has ray hadley been cutting keys", {
    contains: ["45"],
  }),
  n("vans", "locksmith", "count", "how many vans has hadley's got", { contains: ["3"] }),
  // not_found
  n("creche", "gym", "not_found", "how much is the creche at ironbank", NONE),
  n(
    "protein",
    "gym",
    "not_found",
    "what protein shakes does ironbank sell at the desk and how much are they",
    NONE,
  ),
  n("smart-lock", "locksmith", "not_found", "does hadley's fit smart locks on front doors? how much", NONE),
  n(
    "watch-glass",
    "locksmith",
    "not_found",
    "how much does hadley's charge to replace a cracked watch glass",
    NONE,
  ),
  n("passport-photos", "locksmith", "not_found", "how much are passport photos at hadley's", NONE),
  // form
  ...NAVIGATOR_HOAR_FORMS,
];
