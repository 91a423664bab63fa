import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// LEVANTER: the fifty-second held-out part of the research corpus on two sites of its own (an electrical contractor
// with two bases and an emergency line, and a children's swimming school at two pools), written by someone who did
// not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines must
// not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday. At Calloway Electrical an inspection of
// a 2 bedroom flat you let out is £170 (one you live in £160); a 4 bedroom house you live in £245 (let out £260); an
// HMO of 6 tenants or more with 5 bedrooms from £435 (up to 5 tenants from £365); a 3 bedroom house you live in on a
// Saturday morning £215 + £40; 4 double sockets at one visit £110 + 3 × £65; 3 hours of an electrician on a weekday
// evening 3 × £78; an electrician and apprentice on a Sunday £134 an hour (Saturday £118); the emergency call-out on a
// weekday night £145 (weekends £165); no gas work; Brayworth is shut on Saturdays; PAT testing is done; cables never
// cross a pavement; the retest is free within 28 days; the Home Plus package has an untethered charger, 15 m of cable,
// RCD protection, an earth rod and load balancing (Home Essential 8 m); a new double socket, one with USB and a mains
// smoke alarm take about an hour; the emergency line is for loss of power, burning smells, sparking sockets and
// flooded electrics; a home you let out needs a report every 5 years (one you live in 10); the report comes within 2
// working days; Brayworth is open until 19:00 on Wednesdays (17:00 on other weekdays but Friday); Jamal Okafor does
// the landlord inspections and Sophie Marr runs Brayworth (Luke Penhale works there too); Kestleford has 6 vans;
// there are 7 on the team; prices rise on 1 March 2027; nothing says solar panels or burglar alarms. At Otterbrook
// Stage 3 in 45 minute lessons at Dunmere is £156 a term (Halsey £150); Stage 6 £168 (Stage 5 £156); Ducklings at
// Dunmere £102 (Halsey £96); Stage 2 and Stage 5 at Halsey for two children £108 + £156 − £12; adults at Halsey £174
// (Dunmere £180); the February half term improvers' course £95 (Stages 1 to 4 £72); an assessment £15; the free trial
// is at Halsey only; Stages 6 and 7 are not taught at Dunmere; no sibling discount on crash courses; Dunmere is shut
// for retiling until Sunday 17 January, so on Sunday 10 January; parents are in the water only in Ducklings; Dunmere
// teaches on Tuesdays, Thursdays and Sundays; the Gold survival badge needs 200 m in clothes, 5 minutes treading water
// and climbing out without the steps (Silver 3 minutes); the teaching pool at Halsey is 0.6 m deep; Dunmere's parking
// is £1.20 for 2 hours; Halsey's Wednesday lessons end at 19:30 (Monday's 19:00); Dunmere's Sunday lessons start at
// 09:00; Sam Whitby teaches adults; up to 6 in a class; 8 on the team; nothing says lifeguard courses, swim nappies
// or paying for a year in one go.
const r = researchItem("lv-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_LEVANTER: ResearchItem[] = [
  // electricians
  r(
    "flat-let-two",
    "electricians",
    "price",
    "how much is the landlord electrical certificate for a 2 bed flat i rent out /inspections",
    {
      contains: ["£170"],
      excludes: ["£160"],
    },
  ),
  r(
    "house-own-four",
    "electricians",
    "price",
    "eicr on a 4 bedroom house we live in, how much /inspections",
    {
      contains: ["£245"],
      excludes: ["£260"],
    },
  ),
  r("hmo-big", "electricians", "price", "price for an eicr on a 5 bed hmo, there's 7 tenants /inspections", {
    contains: ["£435"],
    excludes: ["£365"],
  }),
  r(
    "saturday-inspection",
    "electricians",
    "price",
    "could you do the inspection on our 3 bed house (we own it) on a saturday morning, whats the total /inspections",
    {
      contains: ["£255"],
    },
  ),
  r(
    "four-sockets",
    "electricians",
    "price",
    "i need 4 new double sockets put in, all done in the one visit, how much /small-jobs",
    {
      contains: ["£305"],
    },
  ),
  r(
    "evening-three-hours",
    "electricians",
    "price",
    "if an electrician is with us for 3 hours on a tuesday evening what's the labour come to /rates",
    {
      contains: ["£234"],
    },
  ),
  r(
    "sunday-pair",
    "electricians",
    "price",
    "whats the hourly rate for an electrician plus apprentice on a sunday /rates",
    {
      contains: ["£134"],
      excludes: ["£118"],
    },
  ),
  r(
    "night-callout",
    "electricians",
    "price",
    "power's gone at 2am on a wednesday, how much is the emergency call out /emergency",
    {
      contains: ["£145"],
      excludes: ["£165"],
    },
  ),
  r("gas-hob", "electricians", "yes_no", "can your electrician fit my new gas hob /small-jobs", {
    answer: "no",
  }),
  r("brayworth-saturday", "electricians", "yes_no", "is the brayworth base open saturday mornings /bases", {
    answer: "no",
  }),
  r("pat", "electricians", "yes_no", "do you do pat testing /faq", {
    answer: "yes",
  }),
  r(
    "pavement",
    "electricians",
    "yes_no",
    "no driveway here, could you run the ev charger cable over the pavement to my car /ev-chargers",
    {
      answer: "no",
    },
  ),
  r(
    "retest",
    "electricians",
    "yes_no",
    "if we get the fixes done 3 weeks after the report do we have to pay for the retest /inspections",
    {
      answer: "no",
    },
  ),
  r(
    "plus-includes",
    "electricians",
    "list",
    "what do you get with the home plus charger package /ev-chargers",
    {
      contains: ["untethered", "15 m", "RCD", "earth rod", "balancing"],
      excludes: ["8 m"],
    },
  ),
  r("hour-jobs", "electricians", "list", "which of your small jobs only take about an hour /small-jobs", {
    contains: ["double socket", "USB", "smoke alarm"],
    excludes: ["shower"],
  }),
  r("emergency-what", "electricians", "list", "what sort of problems is the emergency line for /emergency", {
    contains: ["loss of power", "burning", "sparking", "flooded"],
  }),
  r("how-often-let", "electricians", "fact", "how often does a rented house need an eicr /inspections", {
    contains: ["5 years"],
    excludes: ["10 years"],
  }),
  r(
    "report-when",
    "electricians",
    "fact",
    "how soon do we get the report after the inspection /inspections",
    {
      contains: ["2 working days"],
    },
  ),
  r("brayworth-wednesday", "electricians", "time", "what time does brayworth close on a wednesday /bases", {
    contains: ["19:00"],
    excludes: ["17:00"],
  }),
  r("inspector", "electricians", "name", "who does your landlord inspections /team", {
    contains: ["Jamal Okafor"],
    excludes: ["Neil Calloway"],
  }),
  r("brayworth-runs", "electricians", "name", "who's in charge at the brayworth base /team", {
    contains: ["Sophie Marr"],
    excludes: ["Luke Penhale"],
  }),
  r("kestleford-vans", "electricians", "count", "how many vans work out of kestleford /bases", {
    contains: ["6"],
  }),
  r("price-rise", "electricians", "date", "when are your inspection prices going up /inspections", {
    contains: ["1 March 2027"],
  }),
  r("solar", "electricians", "not_found", "do you put in solar panels /small-jobs", NONE),
  r("burglar-alarm", "electricians", "not_found", "can you fit a burglar alarm /faq", NONE),
  // swimschool
  r(
    "stage3-dunmere",
    "swimschool",
    "price",
    "stage 3, the 45 min lessons at dunmere, how much a term /lessons",
    {
      contains: ["£156"],
      excludes: ["£150"],
    },
  ),
  r("stage6", "swimschool", "price", "how much is a term of stage 6 /lessons", {
    contains: ["£168"],
    excludes: ["£156"],
  }),
  r(
    "ducklings-dunmere",
    "swimschool",
    "price",
    "baby swimming at dunmere, ducklings, price per term? /lessons",
    {
      contains: ["£102"],
      excludes: ["£96"],
    },
  ),
  r(
    "two-children",
    "swimschool",
    "price",
    "my 2 kids, one in stage 2 (30 min) and one in stage 5, both at halsey, what do we pay a term with the sibling discount /lessons",
    {
      contains: ["£252"],
    },
  ),
  r("adult-halsey", "swimschool", "price", "adult lessons at halsey cost? /lessons", {
    contains: ["£174"],
    excludes: ["£180"],
  }),
  r(
    "crash-improvers",
    "swimschool",
    "price",
    "half term crash course in february for my stage 6 swimmer, how much /crash-courses",
    {
      contains: ["£95"],
      excludes: ["£72"],
    },
  ),
  r(
    "assessment",
    "swimschool",
    "price",
    "how much is the assessment, my daughter had lessons at another swim school /lessons",
    {
      contains: ["£15"],
    },
  ),
  r("trial-dunmere", "swimschool", "yes_no", "can we get a free trial lesson at dunmere /lessons", {
    answer: "no",
  }),
  r("stage7-dunmere", "swimschool", "yes_no", "does dunmere do stage 7 /lessons", {
    answer: "no",
  }),
  r(
    "sibling-crash",
    "swimschool",
    "yes_no",
    "do we get the sibling discount on the easter crash course /crash-courses",
    {
      answer: "no",
    },
  ),
  r("dunmere-january", "swimschool", "yes_no", "are there lessons at dunmere on sunday 10th january /pools", {
    answer: "no",
  }),
  r("parents-in", "swimschool", "yes_no", "do parents have to get in the water for stage 1 /faq", {
    answer: "no",
  }),
  r("dunmere-days", "swimschool", "list", "what days are lessons on at dunmere /pools", {
    contains: ["Tuesday", "Thursday", "Sunday"],
    excludes: ["Monday", "Saturday"],
  }),
  r("gold", "swimschool", "list", "what does my son need to do for the gold survival badge /badges", {
    contains: ["200 m", "5 minutes", "without the steps"],
    excludes: ["3 minutes"],
  }),
  r("teaching-pool", "swimschool", "fact", "how deep is the little teaching pool at halsey /pools", {
    contains: ["0.6 m"],
  }),
  r("dunmere-parking", "swimschool", "fact", "whats the parking like at dunmere, do you have to pay /pools", {
    contains: ["£1.20"],
  }),
  r("dunmere-shut", "swimschool", "fact", "why is the dunmere pool shut in january /pools", {
    contains: ["retiling"],
  }),
  r("halsey-wednesday", "swimschool", "time", "what time do lessons finish at halsey on a wednesday /pools", {
    contains: ["19:30"],
    excludes: ["19:00"],
  }),
  r("dunmere-sunday", "swimschool", "time", "what time do the sunday lessons start at dunmere /pools", {
    contains: ["09:00"],
    excludes: ["08:00"],
  }),
  r("adult-teacher", "swimschool", "name", "who teaches the adult lessons /team", {
    contains: ["Sam Whitby"],
    excludes: ["Joe Mensah"],
  }),
  r("class-size", "swimschool", "count", "how many kids max in a class /lessons", {
    contains: ["6"],
  }),
  r("team-size", "swimschool", "count", "how many of you are there on the team /team", {
    contains: ["8"],
  }),
  r("lifeguard", "swimschool", "not_found", "do you run lifeguard training courses /lessons", NONE),
  r("swim-nappies", "swimschool", "not_found", "do ducklings have to wear swim nappies /faq", NONE),
  r(
    "pay-yearly",
    "swimschool",
    "not_found",
    "is it cheaper if i pay for the whole year up front /lessons",
    NONE,
  ),
];
