import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_HOLDOUT_FORMS } from "./navigator-forms";

// HOLDOUT: a held-out part of the navigator corpus on two sites of its own (a theatre and a bike shop), run once at
// the end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday, so "tomorrow" is 27 November, "this saturday" 28 November and "next tuesday"
// 1 December.
const n = navItem("h-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_HOLDOUT: NavItem[] = [
  // fact
  n(
    "band-b-evening",
    "theatre",
    "fact",
    "how much is one full price ticket in stalls band b for a friday evening show at the playhouse",
    { contains: ["£26"], excludes: ["£22", "£21", "£18", "£32"] },
  ),
  n("box-office-phone", "theatre", "fact", "what's the box office phone number", {
    contains: ["01632 968 100"],
    excludes: ["01632 968 000", "01632 968 105"],
  }),
  n("play-length", "theatre", "fact", "how long does the lamplighter's daughter last", {
    contains: ["2 hours 20 minutes"],
    excludes: ["2 hours 10 minutes"],
  }),
  n("full-service-price", "bikeshop", "fact", "how much do you charge for a full service", {
    contains: ["£129"],
    excludes: ["£69", "£89", "£35"],
  }),
  n("wharf-saturday", "bikeshop", "fact", "what time does the canal wharf shop shut on saturdays", {
    contains: ["17:00"],
    excludes: ["17:30", "16:00"],
  }),
  n("gravel-weight", "bikeshop", "fact", "how heavy is the fenway gravel 2", {
    contains: ["10.1"],
    excludes: ["9.2", "13.9"],
  }),
  // yes_no
  n("guide-dog", "theatre", "yes_no", "can i bring my guide dog into the theatre with me", { answer: "yes" }),
  n("circle-step-free", "theatre", "yes_no", "is the circle step free", { answer: "no" }),
  n("panto-christmas-day", "theatre", "yes_no", "is there a panto performance on christmas day", {
    answer: "no",
  }),
  n("market-sunday", "bikeshop", "yes_no", "is the market street shop open on sundays", { answer: "no" }),
  n("built-delivery", "bikeshop", "yes_no", "if i order a bike online does it come already built", {
    answer: "yes",
  }),
  n("hire-market-street", "bikeshop", "yes_no", "can i rent a bike from the market street shop", {
    answer: "no",
  }),
  // search: the answer is on a page linked from nowhere
  n(
    "studio-hire",
    "theatre",
    "search",
    "how much per hour is it to hire the studio at the playhouse for rehearsals",
    {
      contains: ["£45"],
      excludes: ["£25", "£300"],
    },
  ),
  n(
    "tsm-pay",
    "theatre",
    "search",
    "the playhouse is advertising for a technical stage manager, what does it pay",
    {
      contains: ["£29,000"],
      excludes: ["£11.95", "£12.40"],
    },
  ),
  n(
    "mechanic-salary",
    "bikeshop",
    "search",
    "what's the salary for the bike mechanic job at hartwell cycles",
    {
      contains: ["£25,500"],
      excludes: ["£11.50"],
    },
  ),
  n("club-ride-time", "bikeshop", "search", "what time does the saturday club ride leave", {
    contains: ["8:30"],
    excludes: ["18:30", "10:30"],
  }),
  // list
  n("studio-december", "theatre", "list", "what's on in the studio in december", {
    contains: ["Laugh Lines", "The Snow Bear"],
    excludes: ["Jack and the Beanstalk", "Winter Swing", "Quiet Fire"],
  }),
  n("panto-accessible", "theatre", "list", "when are the accessible performances of the panto", {
    contains: ["20 December", "29 December", "2 January"],
    excludes: ["28 November", "1 December", "3 December"],
  }),
  n(
    "hydraulic-bikes",
    "bikeshop",
    "list",
    "which of your bikes have hydraulic disc brakes",
    { contains: ["Gravel 2", "Road Sport", "E-City"], excludes: ["Commuter 7", "Tourer 18", "Pip 20"] },
    "/news",
  ),
  n("xl-bikes", "bikeshop", "list", "I'm very tall, which bikes do you do in XL", {
    contains: ["Tourer 18", "Gravel 2"],
    excludes: ["Commuter 7", "Road Sport", "E-City"],
  }),
  // superlative
  n("cheapest-evening-seats", "theatre", "superlative", "which are the cheapest seats for an evening play", {
    contains: ["Restricted view"],
    excludes: ["Stalls Band B"],
  }),
  n("shortest-show", "theatre", "superlative", "what's the shortest show on at the playhouse", {
    contains: ["The Snow Bear"],
    excludes: ["Quiet Fire"],
  }),
  n("lightest-bike", "bikeshop", "superlative", "what's the lightest bike you sell", {
    contains: ["Road Sport"],
    excludes: ["Pip 20", "Gravel 2"],
  }),
  n(
    "cheapest-service",
    "bikeshop",
    "superlative",
    "what's your cheapest service",
    { contains: ["Safety check"], excludes: ["Standard service", "Full service"] },
    "/bikes",
  ),
  // count
  n("main-house-seats", "theatre", "count", "how many seats are there in the main house", {
    contains: ["412"],
    excludes: ["90"],
  }),
  n("youth-groups", "theatre", "count", "how many youth theatre groups are there", { contains: ["3"] }),
  n("hire-ebikes", "bikeshop", "count", "how many e-bikes have you got to hire out", {
    contains: ["6"],
    excludes: ["12"],
  }),
  n("staff", "bikeshop", "count", "how many people work at hartwell cycles", { contains: ["14"] }),
  // not_found
  n(
    "programme-price",
    "theatre",
    "not_found",
    "how much is a programme for the lamplighter's daughter",
    NONE,
  ),
  n("jack-actor", "theatre", "not_found", "who is playing jack in the panto this year", NONE),
  n(
    "tandem-hire",
    "bikeshop",
    "not_found",
    "how much does it cost to hire a tandem from hartwell cycles",
    NONE,
  ),
  n("car-rack", "bikeshop", "not_found", "how much do you charge to fit a bike rack to my car", NONE),
  // form
  ...NAVIGATOR_HOLDOUT_FORMS,
];
