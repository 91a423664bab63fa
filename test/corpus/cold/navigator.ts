import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_COLD_FORMS } from "./navigator-forms";

// COLD: the ninth held-out part of the navigator corpus on two sites of its own (an independent community pharmacy
// with two branches, and a marina and boatyard on two sites), written by someone who did not tune the engines and
// run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file.
// Tasks are created at 2026-11-26T10:00:00Z, a Thursday.
const n = navItem("c-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_COLD: NavItem[] = [
  // fact
  n("ear-one", "pharmacy", "fact", "how much do fenners charge to get the wax out of just one ear", {
    contains: ["£45"],
    excludes: ["£60"],
  }),
  n(
    "ashby-phone",
    "pharmacy",
    "fact",
    "whats the phone number for the fenners on ashby road",
    { contains: ["01632 960 311"], excludes: ["01632 960 300", "01632 960 322"] },
    "/travel",
  ),
  n("ms-sat", "pharmacy", "fact", "what time does fenners in market square close on saturdays", {
    contains: ["13:00"],
    excludes: ["17:00", "6pm"],
  }),
  n("typhoid", "pharmacy", "fact", "how much is a typhoid jab at fenners pharmacy", {
    contains: ["£42"],
    excludes: ["£58", "£36"],
  }),
  n("ashby-sun", "pharmacy", "fact", "fenners ashby road what time do they open on sundays", {
    contains: ["10:00"],
    excludes: ["09:00", "08:30"],
  }),
  n(
    "far-delivery",
    "pharmacy",
    "fact",
    "what do fenners charge to deliver if you live more than 3 miles out",
    {
      contains: ["£6"],
      excludes: ["£3.50"],
    },
  ),
  n(
    "summer-85",
    "marina",
    "fact",
    "how much is a summer only berth for an 8.5m boat in brackwater town basin",
    {
      contains: ["£2,450"],
      excludes: ["£3,640", "£1,980", "£2,940"],
    },
  ),
  n("petrol", "marina", "fact", "whats petrol per litre at brackwater marina", {
    contains: ["£1.69"],
    excludes: ["£1.58"],
  }),
  n("town-sun-office", "marina", "fact", "what time does the marina office in town basin close on a sunday", {
    contains: ["16:00"],
    excludes: ["17:00", "6pm"],
  }),
  n("lift-12", "marina", "fact", "how much to have my 12m boat lifted out and jet washed at brackwater", {
    contains: ["£515"],
    excludes: ["£420", "£330"],
  }),
  n(
    "heron-phone",
    "marina",
    "fact",
    "whats the number for the heron reach office",
    { contains: ["01632 960 450"], excludes: ["01632 960 400", "01632 960 455"] },
    "/visitors",
  ),
  n("dry-9", "marina", "fact", "how much a month to keep a 9 metre boat out of the water at heron reach", {
    contains: ["£205"],
    excludes: ["£165", "£250", "£1,080"],
  }),
  n("slipway", "marina", "fact", "what do brackwater charge to use their slipway", {
    contains: ["£18"],
    excludes: ["£95"],
  }),
  // yes_no
  n(
    "walk-in-ms",
    "pharmacy",
    "yes_no",
    "can i just turn up for a flu jab at fenners market square without booking",
    {
      answer: "no",
    },
  ),
  n("ear-ashby", "pharmacy", "yes_no", "can i get my ears unblocked at the ashby road fenners", {
    answer: "no",
  }),
  n(
    "sharps-ms",
    "pharmacy",
    "yes_no",
    "can i drop my used needles off at fenners market square",
    { answer: "no" },
    "/services",
  ),
  n("heron-fuel-thu", "marina", "yes_no", "is the heron reach fuel berth open on thursdays in winter", {
    answer: "no",
  }),
  n("liveaboard-town", "marina", "yes_no", "can i live on my boat in brackwater town basin", {
    answer: "no",
  }),
  n("catamaran", "marina", "yes_no", "will brackwater marina take a catamaran", { answer: "yes" }),
  // search: the answer is on a page linked from nowhere
  n("steam-inhaler", "pharmacy", "search", "how much is a steam inhaler at fenners", {
    contains: ["£12.50"],
    excludes: ["£9.99"],
  }),
  n("lisdex", "pharmacy", "search", "when do fenners think theyll have lisdexamfetamine back in", {
    contains: ["8 January"],
    excludes: ["Mid-December"],
  }),
  n(
    "free-berth",
    "marina",
    "search",
    "is there a pontoon berth going at brackwater right now that would take my 11.5m boat",
    { contains: ["H3"], excludes: ["C14", "M27"] },
  ),
  n("micron", "marina", "search", "how much is a tin of micron 350 antifoul in the brackwater chandlery", {
    contains: ["£129.95"],
    excludes: ["£109"],
  }),
  // list
  n("one-dose", "pharmacy", "list", "which travel vaccines at fenners are just the one jab", {
    contains: ["Typhoid", "Yellow fever", "Meningitis ACWY", "Diphtheria"],
    excludes: ["Rabies", "Cholera"],
  }),
  n("pharmacy-first", "pharmacy", "list", "what can fenners sort out for free under pharmacy first", {
    contains: ["sore throat", "earache", "sinusitis", "impetigo"],
  }),
  n("ms-staff", "pharmacy", "list", "who works at the market square fenners", {
    contains: ["Rajesh Varma", "Tomasz Zielinski", "Megan Holt", "Sunil Mehta"],
    excludes: ["Helen Fenner", "Olivia Brandon"],
  }),
  n("heron-crew", "marina", "list", "who works over at heron reach", {
    contains: ["Declan Rowe", "Ben Okonedo", "Kasia Nowicka"],
    excludes: ["Ian Trelawney", "Sophie Marchetti"],
  }),
  n("gas", "marina", "list", "what gas bottles can i swap at brackwater", {
    contains: ["butane", "propane", "Camping Gaz"],
  }),
  // superlative and comparison
  n("priciest-jab", "pharmacy", "superlative", "whats the dearest travel jab per dose at fenners", {
    contains: ["Japanese encephalitis", "£105"],
    excludes: ["£85", "£82"],
  }),
  n(
    "cheapest-10m",
    "marina",
    "superlative",
    "cheapest way to keep a 10m boat at brackwater for a whole year",
    {
      contains: ["swinging mooring", "£1,290"],
      excludes: ["£3,240", "£4,380"],
    },
  ),
  n(
    "shorter-wait",
    "marina",
    "superlative",
    "which brackwater basin has the shorter wait for a berth for a 10.5m boat",
    {
      contains: ["Heron Reach", "3 months"],
      excludes: ["14 months"],
    },
  ),
  // count
  n("ms-rooms", "pharmacy", "count", "how many consultation rooms has fenners market square got", {
    contains: ["1"],
    excludes: ["2"],
  }),
  n("moorings", "marina", "count", "how many swinging moorings does brackwater have", {
    contains: ["40"],
    excludes: ["64", "180"],
  }),
  // not_found
  n("private-rx", "pharmacy", "not_found", "how much do fenners charge for a private prescription", NONE),
  n("hearing", "pharmacy", "not_found", "do fenners do hearing tests", NONE),
  n("wifi-password", "marina", "not_found", "whats the wifi password at brackwater marina", NONE),
  n("brokerage", "marina", "not_found", "does brackwater marina sell second hand boats", NONE),
  n("outboard-service", "marina", "not_found", "how much do brackwater charge to service an outboard", NONE),
  // form
  ...NAVIGATOR_COLD_FORMS,
];
