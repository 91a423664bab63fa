import { navItem } from "../items";
import type { NavItem } from "../types";
import { NAVIGATOR_GLOAM_FORMS } from "./navigator-forms";

// GLOAM: the thirty-fourth held-out part of the navigator corpus on two sites of its own (a heritage steam railway
// and an archery and axe-throwing centre with two venues), written by someone who did not tune the engines and run
// once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks
// are created at 2026-11-26T10:00:00Z, a Thursday: "from march" is the railway's fares from 1 March 2027; a weekday
// in August runs to the Gold timetable and a Saturday in February to none; "sunday 20th december" is a sold-out
// Santa Special; boxing day is 26 December. The archery centre's venues are The Barn at Fletchgate and Mercer's Wharf
// in Dunmere ("the wharf"), whose only parking is a paid car park whatever the footer says; a Sunday is a weekend
// price; its coaches are the four whose cards say coach.
const n = navItem("gl-");

const NONE = { not_found: true } as const;

export const NAVIGATOR_GLOAM: NavItem[] = [
  // fact
  n("charity", "railway", "fact", "what's the charity number for the wealdmoor & cressby railway", {
    contains: ["1098364"],
    excludes: ["04127731"],
  }),
  n(
    "rover-march",
    "railway",
    "fact",
    "how much will an adult day rover on the wealdmoor and cressby be from march",
    {
      contains: ["£26.00"],
      excludes: ["£24.00"],
    },
  ),
  n("august-last", "railway", "fact", "what time's the last train out of wealdmoor on a weekday in august", {
    contains: ["16:45"],
    excludes: ["15:15"],
  }),
  n(
    "afternoon-tea",
    "railway",
    "fact",
    "how much is the afternoon tea train on the wealdmoor & cressby, per person",
    {
      contains: ["£45"],
      excludes: ["£32"],
    },
  ),
  n(
    "groups-phone",
    "railway",
    "fact",
    "what number do i ring to book a group on the wealdmoor & cressby railway",
    {
      contains: ["01632 960418"],
      excludes: ["01632 960412"],
    },
  ),
  n("wharf-saturday", "archery", "fact", "what time does fletchgate's wharf venue open on saturdays", {
    contains: ["11:00"],
    excludes: ["09:00"],
  }),
  n("barn-axe-sunday", "archery", "fact", "how much is axe throwing at fletchgate's barn on a sunday", {
    contains: ["£28"],
    excludes: ["£24"],
  }),
  n("company", "archery", "fact", "what's fletchgate archery & axe's company number", {
    contains: ["12650387"],
    excludes: ["GB 388 4102 56"],
  }),
  n("full-refund", "archery", "fact", "how much notice do i have to give fletchgate to get a full refund", {
    contains: ["7 days"],
    excludes: ["48 hours"],
  }),
  // yes_no
  n("bike-santa", "railway", "yes_no", "can i take my bike on the wealdmoor & cressby santa special", {
    answer: "no",
  }),
  n("furze-step-free", "railway", "yes_no", "is furze bank station step free", { answer: "yes" }),
  n(
    "santa-20th",
    "railway",
    "yes_no",
    "are there any santa special tickets left for sunday 20th december on the wealdmoor & cressby",
    { answer: "no" },
  ),
  n("february-saturday", "railway", "yes_no", "do wealdmoor & cressby trains run on saturdays in february", {
    answer: "no",
  }),
  n("ten-axes", "archery", "yes_no", "can my 10 year old have a go at axe throwing at fletchgate", {
    answer: "no",
  }),
  n("wharf-parking", "archery", "yes_no", "is there free parking at fletchgate's mercer's wharf", {
    answer: "no",
  }),
  n("boxing-day", "archery", "yes_no", "is fletchgate archery open on boxing day", { answer: "no" }),
  // search: the answer is on a page linked from nowhere
  n(
    "charter",
    "railway",
    "search",
    "can we hire a whole steam train on the wealdmoor & cressby for a wedding party? how much",
    {
      contains: ["£2,400"],
      excludes: ["£900"],
    },
  ),
  n(
    "lost-coat",
    "railway",
    "search",
    "i left my coat on a wealdmoor & cressby train, how long do they keep lost property",
    {
      contains: ["28 days"],
      excludes: ["7 days"],
    },
  ),
  n(
    "team-building",
    "archery",
    "search",
    "does fletchgate do team building for work groups? how much per head",
    {
      contains: ["£45"],
      excludes: ["£650"],
    },
  ),
  n(
    "visually-impaired",
    "archery",
    "search",
    "my son is visually impaired, can he do archery at fletchgate? how much is it",
    {
      contains: ["£12"],
      excludes: ["£30"],
    },
  ),
  // list
  n("cafes", "railway", "list", "which stations on the wealdmoor & cressby railway have a café", {
    contains: ["Wealdmoor", "Cressby"],
    excludes: ["Furze Bank", "Hollins Cross"],
  }),
  n("overhaul", "railway", "list", "which wealdmoor & cressby engines are under overhaul at the moment", {
    contains: ["Sir Gareth", "Wealdmoor"],
    excludes: ["Otter", "Lady Isobel"],
  }),
  n(
    "fourteen",
    "railway",
    "list",
    "what volunteer jobs can a 14 year old do at the wealdmoor & cressby railway",
    {
      contains: ["Carriage cleaning", "gardening"],
      excludes: ["Track gang", "Engine cleaner"],
    },
  ),
  n("eight", "archery", "list", "which fletchgate sessions can an 8 year old do", {
    contains: ["have-a-go", "Indoor archery lane"],
    excludes: ["Archery tag", "Axe throwing"],
  }),
  n("wharf-sessions", "archery", "list", "what sessions can you do at fletchgate's mercer's wharf", {
    contains: ["Axe throwing", "Indoor archery"],
    excludes: ["Archery tag", "have-a-go"],
  }),
  n("barn-coaches", "archery", "list", "which coaches work at fletchgate's barn", {
    contains: ["Meg Arkwright", "Priya Nand", "Tomasz Wilk"],
    excludes: ["Dan Fairclough"],
  }),
  // superlative
  n(
    "most-parking",
    "railway",
    "superlative",
    "which station on the wealdmoor & cressby has the most parking",
    {
      contains: ["Wealdmoor", "120"],
      excludes: ["60"],
    },
  ),
  n(
    "oldest-loco",
    "railway",
    "superlative",
    "what's the oldest locomotive on the wealdmoor & cressby railway",
    {
      contains: ["Hollins", "1898"],
      excludes: ["1912"],
    },
  ),
  n("biggest-group", "archery", "superlative", "which fletchgate session can take the biggest group", {
    contains: ["Archery tag", "20"],
    excludes: ["16"],
  }),
  n("cheapest-party", "archery", "superlative", "what's the cheapest kids party at fletchgate per child", {
    contains: ["Robin Hood", "£24"],
    excludes: ["£26"],
  }),
  // count
  n("stations", "railway", "count", "how many stations are there on the wealdmoor & cressby railway", {
    contains: ["5"],
  }),
  n("step-free", "railway", "count", "how many wealdmoor & cressby stations are step-free", {
    contains: ["3"],
  }),
  n("coaches", "archery", "count", "how many coaches does fletchgate archery & axe have", {
    contains: ["4"],
    excludes: ["5"],
  }),
  n("axe-lanes", "archery", "count", "how many axe lanes at fletchgate's mercer's wharf", {
    contains: ["8"],
    excludes: ["6"],
  }),
  // not_found
  n(
    "season-ticket",
    "railway",
    "not_found",
    "does the wealdmoor & cressby railway sell season tickets",
    NONE,
  ),
  n("model-railway", "railway", "not_found", "is there a model railway to see at wealdmoor station", NONE),
  n("knives", "archery", "not_found", "does fletchgate do knife throwing", NONE),
  n("wifi", "archery", "not_found", "is there wifi at fletchgate's barn", NONE),
  n("student", "archery", "not_found", "does fletchgate archery do a student discount", NONE),
  // form
  ...NAVIGATOR_GLOAM_FORMS,
];
