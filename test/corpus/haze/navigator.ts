import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_HAZE_FORMS } from "./navigator-forms";

// HAZE: the nineteenth held-out part of the navigator corpus on two sites of its own (an independent plumbing and
// heating firm with boiler cover plans, and a hand car wash and valeting business on two sites), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is 28
// November 2026, "right now" and "at the moment" are the prices before February's cover plan change, and "on
// sunday" is an ordinary Sunday's hours.
const n = navItem("hz-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_HAZE: NavItem[] = [
  // fact
  n(
    "oil-repair",
    "plumber",
    "fact",
    "how much do penhallow charge for the first hour of fixing an oil boiler",
    { contains: ["£90"], excludes: ["£135", "£78"] },
  ),
  n(
    "night-callout",
    "plumber",
    "fact",
    "if my boiler packs up at 2am on a tuesday how much is the penhallow call out",
    { contains: ["£165"], excludes: ["£185", "£75", "£110"] },
  ),
  n("kelby-travel", "plumber", "fact", "i'm in kelby, do penhallow heating add anything for travel?", {
    contains: ["£10"],
    excludes: ["£15", "£20"],
  }),
  n("oftec", "plumber", "fact", "whats the oftec number of the penhallow oil boiler engineer", {
    contains: ["C38112"],
  }),
  n("bexford-sunday", "carwash", "fact", "what time does brightwash in bexford open on sunday", {
    contains: ["10:00"],
    excludes: ["09:00"],
  }),
  n("golf-valet", "carwash", "fact", "how much is a full valet for my vw golf hatchback at brightwash", {
    contains: ["£110"],
    excludes: ["£95", "£130"],
  }),
  n("clay-bar", "carwash", "fact", "how much do brightwash charge for a clay bar", { contains: ["£40"] }),
  n(
    "fleet-car",
    "carwash",
    "fact",
    "whats brightwash's fleet price for a full hand wash on a car, we have 8 company cars",
    { contains: ["£13"], excludes: ["£14", "£18"] },
  ),
  n("sudworth-phone", "carwash", "fact", "whats the phone number for brightwash sudworth", {
    contains: ["01632 968 101"],
    excludes: ["01632 968 202", "01632 968 100"],
  }),
  // yes_no
  n("back-boiler-cover", "plumber", "yes_no", "can i get boiler cover from penhallow for my back boiler", {
    answer: "no",
  }),
  n("lq4", "plumber", "yes_no", "does penhallow plumbing cover LQ4? thats my postcode", { answer: "no" }),
  n(
    "complete-callout",
    "plumber",
    "yes_no",
    "if im on penhallows complete plan do i still have to pay a call out fee",
    { answer: "no" },
  ),
  n("office-saturday", "plumber", "yes_no", "is the penhallow office open this saturday afternoon", {
    answer: "no",
  }),
  n("bexford-cash", "carwash", "yes_no", "can i pay cash at the brightwash in bexford", { answer: "no" }),
  n("soft-top", "carwash", "yes_no", "do brightwash clean convertibles? mine's a soft top", {
    answer: "yes",
  }),
  n("tall-van", "carwash", "yes_no", "my van is 2.5m tall, can i take it thru the brightwash at sudworth", {
    answer: "no",
  }),
  // search: the answer is on a page linked from nowhere
  n("landlord-cert", "plumber", "search", "how much is a landlord gas safety certificate from penhallow", {
    contains: ["£75"],
    excludes: ["£40"],
  }),
  n(
    "power-flush",
    "plumber",
    "search",
    "how much does penhallow charge for a powerflush? we have 8 radiators",
    { contains: ["£450"], excludes: ["£120"] },
  ),
  n("gift-card", "carwash", "search", "how long is a brightwash gift card valid for", {
    contains: ["12 months"],
  }),
  n("ceramic", "carwash", "search", "price of ceramic coating for a medium sized car at brightwash", {
    contains: ["£445"],
    excludes: ["£395", "£495"],
  }),
  // list
  n("saturday-engineers", "plumber", "list", "which penhallow engineers work on saturdays", {
    contains: ["Kwame Asante", "Erin Penhallow"],
    excludes: ["Dylan Price", "Marta Nowak", "Tom"],
  }),
  n(
    "plus-extras",
    "plumber",
    "list",
    "what do you get on penhallow complete plus that you dont get on complete",
    { contains: ["drains", "£500"], excludes: ["helpline"] },
  ),
  n(
    "no-travel-charge",
    "plumber",
    "list",
    "which postcodes can penhallow come out to with no travel charge",
    { contains: ["OS1", "OS2", "OS3", "OS4"], excludes: ["OS5", "OS7", "LQ1"] },
  ),
  n("sudworth-only", "carwash", "list", "what can you only get done at brightwash sudworth", {
    contains: ["Showroom", "ceramic", "ozone"],
    excludes: ["minibuses"],
  }),
  n("sudworth-jobs", "carwash", "list", "what jobs have brightwash got going at the sudworth site", {
    contains: ["Wash team member", "Site supervisor"],
    excludes: ["Valeter"],
  }),
  n("full-vs-mini", "carwash", "list", "whats in a full valet at brightwash that isnt in the mini valet", {
    contains: ["wax", "shampooed", "leather"],
    excludes: ["engine bay", "machine polish"],
  }),
  // superlative
  n("cheapest-service", "plumber", "superlative", "cheapest type of boiler to get serviced at penhallow?", {
    contains: ["combi", "£89"],
    excludes: ["£135"],
  }),
  n("dearest-callout", "plumber", "superlative", "when is the most expensive time to get penhallow out", {
    contains: ["bank", "£185"],
    excludes: ["£165"],
  }),
  n("latest-friday", "carwash", "superlative", "which brightwash is open latest on a friday", {
    contains: ["Bexford", "20:00"],
  }),
  n(
    "cheapest-club",
    "carwash",
    "superlative",
    "cheapest wash club membership at brightwash for a large car",
    { contains: ["Club Express", "£19"], excludes: ["£15"] },
  ),
  // count
  n("gas-engineers", "plumber", "count", "how many gas safe engineers has penhallow got", {
    contains: ["4"],
  }),
  n("plan-count", "plumber", "count", "how many different boiler cover plans does penhallow do", {
    contains: ["3"],
  }),
  n("bexford-valet-bays", "carwash", "count", "how many valeting bays are there at brightwash bexford", {
    contains: ["3"],
    excludes: ["2"],
  }),
  n(
    "bexford-extras",
    "carwash",
    "count",
    "how many of the brightwash add-ons can you get at the bexford site",
    { contains: ["10"], excludes: ["11"] },
  ),
  // not_found
  n("nhs", "plumber", "not_found", "how much is penhallow's discount for nhs staff", NONE),
  n("tom-mobile", "plumber", "not_found", "whats tom penhallow's mobile number", NONE),
  n("solar", "plumber", "not_found", "how much would penhallow charge to fit solar panels", NONE),
  n("wifi", "carwash", "not_found", "whats the wifi password in the brightwash bexford lounge", NONE),
  n("student", "carwash", "not_found", "how much is the brightwash student discount", NONE),
  // form
  ...NAVIGATOR_HAZE_FORMS,
];
