import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_DEW_FORMS } from "./navigator-forms";

// DEW: the sixteenth held-out part of the navigator corpus on two sites of its own (a charity-run community cinema
// with two screens and a café bar, and a riding school and livery yard with two arenas), written by someone who did
// not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this week" and "on sunday" are
// in the cinema's week of Friday 27 November to Thursday 3 December 2026 (Sunday is 29 November), "friday" is 27
// November, "at the moment" is the riding school's winter hours (October to March), prices asked for "now" are
// those before the cinema's March and the riding school's January changes, and "after christmas" is January 2027.
const n = navItem("de-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_DEW: NavItem[] = [
  // fact
  n(
    "harvest-time",
    "cinema",
    "fact",
    "what time is a quiet harvest on at the lantern picture house this week",
    {
      contains: ["15:30"],
      excludes: ["18:00"],
    },
  ),
  n(
    "kids-saturday",
    "cinema",
    "fact",
    "how much is an under 16 ticket at the lantern cinema on a saturday night",
    { contains: ["£5.50"], excludes: ["£4.50", "£9.50"] },
  ),
  n(
    "studio-minimum",
    "cinema",
    "fact",
    "whats the minimum hours to hire the studio at the lantern picture house",
    {
      contains: ["2 hours"],
      excludes: ["3 hours"],
    },
  ),
  n(
    "friend-fee",
    "cinema",
    "fact",
    "how much is it to become a friend of the lantern picture house, just for me (i'm 52)",
    { contains: ["£35"], excludes: ["£15", "£60", "£90"] },
  ),
  n("box-office", "cinema", "fact", "what hours can i ring the lantern picture house box office", {
    contains: ["11:00", "20:00"],
  }),
  n("group-hour", "stables", "fact", "how much is a 1 hour group riding lesson at brackenholt", {
    contains: ["£36"],
    excludes: ["£62", "£48"],
  }),
  n("pony-pals", "stables", "fact", "what time is pony pals on a saturday at brackenholt riding school", {
    contains: ["10:00", "11:00"],
    excludes: ["16:30"],
  }),
  n(
    "party-food",
    "stables",
    "fact",
    "how much extra is it for brackenholt to do the food at a pony party instead of us bringing it",
    { contains: ["£7"], excludes: ["£28"] },
  ),
  n("office-now", "stables", "fact", "what time does the brackenholt office shut at the moment", {
    contains: ["16:00"],
    excludes: ["17:00"],
  }),
  // yes_no
  n(
    "guide-dog",
    "cinema",
    "yes_no",
    "can i bring my guide dog into the studio at the lantern picture house",
    {
      answer: "yes",
    },
  ),
  n(
    "pizza",
    "cinema",
    "yes_no",
    "can i take a pizza from the lantern cafe bar in with me to watch the film",
    {
      answer: "no",
    },
  ),
  n("lift", "cinema", "yes_no", "is there a lift up to the studio at the lantern, my dad's in a wheelchair", {
    answer: "yes",
  }),
  n("orchard-sunday", "cinema", "yes_no", "is night orchard on at the lantern on sunday nite", {
    answer: "no",
  }),
  n("monday", "stables", "yes_no", "can i book a riding lesson at brackenholt on a monday", { answer: "no" }),
  n(
    "beginner-hack",
    "stables",
    "yes_no",
    "my husband has never ridden a horse, can he come on the 1 hour hack at brackenholt with me",
    { answer: "no" },
  ),
  n("watch", "stables", "yes_no", "am i allowed to watch my daughters riding lesson at brackenholt", {
    answer: "yes",
  }),
  // search: the answer is on a page linked from nowhere
  n("vouchers", "cinema", "search", "how long are lantern picture house gift vouchers valid for", {
    contains: ["18 months"],
  }),
  n("schools", "cinema", "search", "how much per pupil for a school screening at the lantern picture house", {
    contains: ["£4"],
  }),
  n("own-a-pony", "stables", "search", "how much is an own a pony day at brackenholt", {
    contains: ["£110"],
  }),
  n("clinic", "stables", "search", "who's running the show jumping clinic at brackenholt in january", {
    contains: ["Callum Brierley"],
    excludes: ["Ingrid Sorensen"],
  }),
  // list
  n("studio-films", "cinema", "list", "what films are on in the studio at the lantern this week", {
    contains: ["Signal Hill", "A Quiet Harvest", "Tidewater"],
    excludes: ["Cartographer", "Night Orchard", "Pip and the Paper Kite", "Harbour Lights"],
  }),
  n("sunday-films", "cinema", "list", "whats on at the lantern picture house on sunday, anything good?", {
    contains: ["Cartographer", "Pip and the Paper Kite", "Signal Hill", "A Quiet Harvest"],
    excludes: ["Tidewater", "Night Orchard", "Harbour Lights"],
  }),
  n("club-dates", "cinema", "list", "when does the film club at the lantern meet after christmas", {
    contains: ["12 January", "9 February", "9 March"],
    excludes: ["8 December"],
  }),
  n("sunday-instructors", "stables", "list", "which of the instructors at brackenholt work on sundays", {
    contains: ["Rosie Fenwick", "Aisha Bello"],
    excludes: ["Jo Whitaker", "Daniel Okafor", "Megan Pryce"],
  }),
  n("pony-days", "stables", "list", "what are the dates for the christmas pony days at brackenholt", {
    contains: ["21", "22", "23", "29", "30"],
    excludes: ["24"],
  }),
  n("part-livery", "stables", "list", "whats included with part livery at brackenholt", {
    contains: ["hay", "shavings", "turnout"],
    excludes: ["hard feed", "exercise"],
  }),
  // superlative and count
  n(
    "cheapest-night",
    "cinema",
    "superlative",
    "whats the cheapest night to go to the lantern picture house? im not a member",
    {
      contains: ["Tuesday", "£6"],
      excludes: ["£9.50"],
    },
  ),
  n("latest-friday", "cinema", "superlative", "what's the latest film i can catch at the lantern on friday", {
    contains: ["Night Orchard", "23:00"],
    excludes: ["20:45"],
  }),
  n(
    "cheapest-stable",
    "stables",
    "superlative",
    "cheapest livery at brackenholt where my horse actually gets a stable?",
    { contains: ["DIY", "£55"], excludes: ["£35"] },
  ),
  n(
    "bigger-arena",
    "stables",
    "superlative",
    "which arena is bigger at brackenholt, the indoor or the outdoor one",
    {
      contains: ["Outdoor Arena"],
    },
  ),
  n("studio-seats", "cinema", "count", "how many seats has the studio at the lantern picture house got", {
    contains: ["42"],
    excludes: ["40"],
  }),
  n("friend-kinds", "cinema", "count", "how many different kinds of friends membership does the lantern do", {
    contains: ["5"],
  }),
  n("school-horses", "stables", "count", "how many horses and ponies has brackenholt got for lessons", {
    contains: ["22"],
    excludes: ["34"],
  }),
  // not_found
  n("wifi", "cinema", "not_found", "whats the wifi password at the lantern picture house cafe bar", NONE),
  n("gf-pizza", "cinema", "not_found", "can you get a gluten free pizza at the lantern cafe bar", NONE),
  n(
    "nye-party",
    "cinema",
    "not_found",
    "how much are tickets for the lantern picture house new years eve party",
    NONE,
  ),
  n("cross-country", "stables", "not_found", "how much is cross country schooling at brackenholt", NONE),
  n(
    "transport",
    "stables",
    "not_found",
    "how much does brackenholt charge per mile to transport a horse",
    NONE,
  ),
  n(
    "overnight",
    "stables",
    "not_found",
    "how much is it to stable a visiting horse overnight at brackenholt, we're passing through",
    NONE,
  ),
  // form
  ...NAVIGATOR_DEW_FORMS,
];
