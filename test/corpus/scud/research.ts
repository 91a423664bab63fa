import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// SCUD: the twenty-eighth held-out part of the research corpus on two sites of its own (an independent florist with
// two shops, and a children's day nursery with two settings), written by someone who did not tune the engines and
// run once at the very end as an honest outside measurement. Whoever tunes the engines must not read this file.
// Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "from feb" is the florist's prices from 1 February 2027;
// "from april" is the nursery's fees from 1 April 2027; "christmas eve" is Thursday 24 December in both sites'
// Christmas tables; "thurs 3rd dec" is Thursday 3 December 2026 in the florist's workshops; "the market hall stall"
// is the florist's stall in Brackenford Market Hall.
const r = researchItem("sc-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_SCUD: ResearchItem[] = [
  // florist
  r("classic-hand-tied", "florist", "price", "how much is a classic hand tied bouquet /flowers", {
    contains: ["£45"],
    excludes: ["£58", "£30"],
  }),
  r("grand-february", "florist", "price", "whats a grand hand tied going to cost from feb /flowers", {
    contains: ["£70"],
    excludes: ["£65"],
  }),
  r("sallowmere", "florist", "price", "how much do you charge to deliver to sallowmere /delivery", {
    contains: ["£7.50"],
    excludes: ["£5", "£9.50"],
  }),
  r("casket-5ft", "florist", "price", "price for a 5ft casket spray for my dads coffin /sympathy", {
    contains: ["£230"],
    excludes: ["£150"],
  }),
  r("letter-price", "florist", "price", "how much are funeral letters, per letter? /sympathy", {
    contains: ["£48"],
    excludes: ["£45"],
  }),
  r(
    "grand-fortnightly",
    "florist",
    "price",
    "if i get the grand size every fortnight how much is each delivery /subscriptions",
    { contains: ["£54"], excludes: ["£33", "£50"] },
  ),
  r("bridesmaid", "florist", "price", "how much is one bridesmaids bouquet /weddings", {
    contains: ["£70"],
    excludes: ["£140", "£35"],
  }),
  r("zone-3", "florist", "list", "which postcodes are in zone 3 for delivery /delivery", {
    contains: ["CK5", "BK1", "BK2"],
    excludes: ["CK4", "CK6"],
  }),
  r("stall-days", "florist", "list", "what days is the market hall stall open /shops", {
    contains: ["Tuesday", "Wednesday", "Friday", "Saturday", "Sunday"],
  }),
  r("stall-runner", "florist", "name", "who runs the stall at brackenford market /team", {
    contains: ["Anya Lakhani"],
    excludes: ["Ros Hebden"],
  }),
  r("dried-tutor", "florist", "name", "who teaches the dried flower workshops /workshops", {
    contains: ["Freya Olsen"],
    excludes: ["Ros Hebden"],
  }),
  r("thursday-full", "florist", "yes_no", "is the wreath making on thurs 3rd dec full? /workshops", {
    answer: "yes",
  }),
  r(
    "saturday-noon",
    "florist",
    "yes_no",
    "if i order at 12 on a saturday will it still go out the same day /delivery",
    { answer: "no" },
  ),
  r("lilies-cats", "florist", "yes_no", "are lillies ok to have in the house with a cat /care", {
    answer: "no",
  }),
  r("deposit-refund", "florist", "yes_no", "do we get the wedding deposit back if we cancel /weddings", {
    answer: "no",
  }),
  r(
    "hedgerow-buttonholes",
    "florist",
    "count",
    "how many buttonholes do you get in the hedgerow package /weddings",
    { contains: ["6"], excludes: ["10"] },
  ),
  r("church-row-thursday", "florist", "time", "how late is church row open on a thursday /shops", {
    contains: ["19:00"],
    excludes: ["17:30"],
  }),
  r("stall-christmas-eve", "florist", "time", "christmas eve hours for the market hall stall? /shops", {
    contains: ["08:00", "13:00"],
    excludes: ["14:00"],
  }),
  r("weekday-cutoff", "florist", "time", "whats the cut off for same day delivery mon-fri /delivery", {
    contains: ["13:00"],
    excludes: ["11:00"],
  }),
  r("letters-notice", "florist", "fact", "how much notice do you need for funeral letters /sympathy", {
    contains: ["3 working days"],
    excludes: ["2 working days"],
  }),
  r("free-delivery", "florist", "fact", "how much do i have to spend to get free delivery /delivery", {
    contains: ["£75"],
  }),
  r("water", "florist", "fact", "how often should i change the water in my flowers /care", {
    contains: ["2 days"],
  }),
  r("peonies", "florist", "not_found", "how much is a bunch of peonies /flowers", NONE),
  r(
    "flower-wall",
    "florist",
    "not_found",
    "how much do you charge for a flower wall at the wedding reception /weddings",
    NONE,
  ),
  r("amex", "florist", "not_found", "does the market hall stall take american express /shops", NONE),
  // nursery
  r("baby-full-day", "nursery", "price", "full day for my 18 month old, how much /fees", {
    contains: ["£78"],
    excludes: ["£72", "£68"],
  }),
  r("toddler-afternoon", "nursery", "price", "afternoon session price for a 2 year old /fees", {
    contains: ["£39"],
    excludes: ["£43", "£37"],
  }),
  r("registration", "nursery", "price", "how much is the registration fee /fees", {
    contains: ["£50"],
    excludes: ["£200"],
  }),
  r("sibling", "nursery", "fact", "what's the discount if we have two children there /fees", {
    contains: ["10%"],
  }),
  r("april-baby", "nursery", "price", "how much will a full day be for my 1 year old from april /fees", {
    contains: ["£81"],
    excludes: ["£78"],
  }),
  r("consumables", "nursery", "price", "what's the consumables charge for a funded day /funding", {
    contains: ["£6"],
    excludes: ["£3"],
  }),
  r(
    "stretched-30",
    "nursery",
    "count",
    "if we stretch our 30 hours over the whole year how many hours a week is that /funding",
    { contains: ["22"], excludes: ["11"] },
  ),
  r("toddler-ratio", "nursery", "fact", "what's the staff ratio in the toddler room /rooms", {
    contains: ["1:5"],
    excludes: ["1:3", "1:8"],
  }),
  r("baby-places", "nursery", "count", "how many babies can the baby room take /rooms", {
    contains: ["9"],
    excludes: ["15"],
  }),
  r("opening", "nursery", "time", "what time does sorrel house open in the mornings /hours", {
    contains: ["07:30"],
    excludes: ["08:30"],
  }),
  r("shut-christmas-eve", "nursery", "time", "what time do you shut on christmas eve /hours", {
    contains: ["13:00"],
    excludes: ["18:30"],
  }),
  r("bank-holidays", "nursery", "yes_no", "do we still pay for bank holidays when you're shut /hours", {
    answer: "yes",
  }),
  r("wednesday-allergens", "nursery", "list", "what allergens are in wednesdays food /food", {
    contains: ["fish", "milk", "gluten", "sesame"],
    excludes: ["egg", "mustard"],
  }),
  r("thursday-lunch", "nursery", "fact", "whats for lunch on thursday /food", {
    contains: ["bolognese"],
    excludes: ["fish pie"],
  }),
  r("nut-free", "nursery", "yes_no", "is the nursery nut free? my son has a peanut allergy /food", {
    answer: "yes",
  }),
  r("club-week", "nursery", "price", "how much is a full week of holiday club /holiday-club", {
    contains: ["£190"],
    excludes: ["£42"],
  }),
  r(
    "club-easter-1",
    "nursery",
    "price",
    "price for the first week of the easter holiday club /holiday-club",
    {
      contains: ["£152"],
    },
  ),
  r(
    "club-sibling",
    "nursery",
    "yes_no",
    "do we get the sibling discount on holiday club for our two /holiday-club",
    { answer: "no" },
  ),
  r("senco", "nursery", "name", "who is the senco /team", {
    contains: ["Priti Sandhu"],
    excludes: ["Helen Ashcroft"],
  }),
  r(
    "acorns-qualification",
    "nursery",
    "fact",
    "what qualifications has the pre-school room leader got /team",
    { contains: ["Early Years Teacher Status"], excludes: ["Level 3"] },
  ),
  r("inspected", "nursery", "date", "when were you last inspected by ofsted /about", {
    contains: ["12 March 2025"],
    excludes: ["June 2019"],
  }),
  r("deposit", "nursery", "price", "how much deposit do we pay to hold a place /starting", {
    contains: ["£200"],
    excludes: ["£50"],
  }),
  r("sickness", "nursery", "fact", "how long after a sickness bug does my child have to stay off /policies", {
    contains: ["48 hours"],
    excludes: ["24 hours"],
  }),
  r(
    "waiting-count",
    "nursery",
    "not_found",
    "how many children are on the waiting list for the baby room /starting",
    NONE,
  ),
  r("extra-session", "nursery", "not_found", "how much is an extra session booked on the day /fees", NONE),
];
