import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// DEW: the sixteenth held-out part of the research corpus on two sites of its own (a charity-run community cinema
// with two screens and a café bar, and a riding school and livery yard with two arenas), written by someone who did
// not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this week" is the cinema's week
// of Friday 27 November to Thursday 3 December 2026, "from march" is 1 March 2027, "from january" is 1 January
// 2027, "in winter" is now (October to March), and "before april" is before 1 April 2026.
const r = researchItem("de-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_DEW: ResearchItem[] = [
  // cinema
  r("adult-evening", "cinema", "price", "how much is an adult ticket for an evening film /visit", {
    contains: ["£9.50"],
    excludes: ["£7.50", "£10"],
  }),
  r("u16-matinee", "cinema", "price", "price of an under 16 ticket for a weekday afternoon showing /visit", {
    contains: ["£4.50"],
    excludes: ["£5.50", "£7.50"],
  }),
  r("tuesday", "cinema", "price", "how much are tickets on tuesdays /visit", {
    contains: ["£6"],
    excludes: ["£9.50"],
  }),
  r("tuesday-old", "cinema", "price", "what did a tuesday ticket cost before the price went up /news", {
    contains: ["£5"],
  }),
  r("adult-march", "cinema", "price", "what will an adult evening ticket cost from march /news", {
    contains: ["£10"],
    excludes: ["£8"],
  }),
  r("friends-matinee", "cinema", "price", "what do friends pay for a weekday matinee /visit", {
    contains: ["£5.50"],
    excludes: ["£7.00", "£4.50"],
  }),
  r("gold", "cinema", "price", "how much is gold friend membership a year /membership", {
    contains: ["£90"],
    excludes: ["£35", "£250"],
  }),
  r("studio-hire", "cinema", "price", "how much an hour to hire the studio /hire", {
    contains: ["£75"],
    excludes: ["£180"],
  }),
  r("bar-sunday", "cinema", "time", "what time does the cafe bar close on a sunday /bar", {
    contains: ["21:00"],
    excludes: ["17:00", "23:30"],
  }),
  r("kitchen-friday", "cinema", "time", "until what time do they serve food on fridays /bar", {
    contains: ["20:30"],
    excludes: ["23:30", "19:30"],
  }),
  r("xmas-eve", "cinema", "time", "what time does the last film start on christmas eve /news", {
    contains: ["16:00"],
    excludes: ["18:00"],
  }),
  r(
    "cartographer",
    "cinema",
    "time",
    "what times is the cartographer's daughter showing this week /listings",
    { contains: ["14:00", "17:30", "20:15"], excludes: ["18:00"] },
  ),
  r("club-january", "cinema", "date", "when is the film club meeting in january /events", {
    contains: ["12 January"],
    excludes: ["8 December", "9 February"],
  }),
  r("studio-reopens", "cinema", "date", "when does the studio reopen after the refit /news", {
    contains: ["30 January"],
  }),
  r("salt-road", "cinema", "name", "who is doing the q&a after the salt road /events", {
    contains: ["Maren Holt"],
    excludes: ["Jo Penrose"],
  }),
  r("tidewater", "cinema", "name", "which screen is tidewater on /listings", {
    contains: ["Studio"],
    excludes: ["Main Screen"],
  }),
  r("patron-tickets", "cinema", "count", "how many free tickets a year do patrons get /membership", {
    contains: ["12"],
    excludes: ["6"],
  }),
  r("main-wheelchair", "cinema", "count", "how many wheelchair spaces are there in the main screen /access", {
    contains: ["4"],
    excludes: ["2"],
  }),
  r("studio-loop", "cinema", "yes_no", "is there a hearing loop in the studio /access", { answer: "no" }),
  r("3d", "cinema", "yes_no", "do they show films in 3d /faq", { answer: "no" }),
  r("main-minimum", "cinema", "fact", "what's the minimum hire for the main screen /hire", {
    contains: ["3 hours"],
    excludes: ["2 hours"],
  }),
  r("subtitled", "cinema", "list", "on which days are the subtitled screenings /access", {
    contains: ["Sunday", "Wednesday"],
  }),
  r("wifi", "cinema", "not_found", "what's the wifi password in the cafe bar /bar", NONE),
  r("nachos", "cinema", "not_found", "how much are nachos at the cafe bar /bar", NONE),
  r("trustees", "cinema", "not_found", "who is the chair of the trustees /get-involved", NONE),
  // stables
  r("private-hour", "stables", "price", "how much is an hour long private lesson /lessons", {
    contains: ["£62"],
    excludes: ["£48", "£36"],
  }),
  r("semi-45", "stables", "price", "price per rider for a 45 minute semi private lesson /lessons", {
    contains: ["£39"],
    excludes: ["£50", "£30"],
  }),
  r("lunge", "stables", "price", "how much is a lunge lesson /lessons", { contains: ["£40"] }),
  r("private-2027", "stables", "price", "what will a 60 minute private lesson cost from january /news", {
    contains: ["£66"],
    excludes: ["£38"],
  }),
  r("pony-day", "stables", "price", "how much is a pony day in the christmas holidays /young-riders", {
    contains: ["£85"],
    excludes: ["£48"],
  }),
  r("common-hack", "stables", "price", "price of the 2 hour hack /hacking", {
    contains: ["£80"],
    excludes: ["£48", "£65"],
  }),
  r("full-livery", "stables", "price", "how much is full livery per week /livery", {
    contains: ["£195"],
    excludes: ["£135", "£180"],
  }),
  r("part-old", "stables", "price", "what did part livery cost before april /news", { contains: ["£125"] }),
  r("party-child", "stables", "price", "how much is a pony party per child /parties", {
    contains: ["£28"],
    excludes: ["£7"],
  }),
  r(
    "outdoor-hire",
    "stables",
    "price",
    "how much to hire the outdoor arena for an hour with my own horse /yard",
    { contains: ["£20"], excludes: ["£25"] },
  ),
  r("tiny-riders", "stables", "time", "what time is tiny riders on saturday /young-riders", {
    contains: ["09:00", "09:45"],
    excludes: ["10:00"],
  }),
  r("weekend-winter", "stables", "time", "what are the riding school's weekend hours in winter /yard", {
    contains: ["08:30", "16:00"],
    excludes: ["17:00"],
  }),
  r("yard-summer", "stables", "time", "what time does the yard open for liveries in summer /yard", {
    contains: ["06:30"],
    excludes: ["07:00"],
  }),
  r("fields-rest", "stables", "date", "when are the fields rested over winter /livery", {
    contains: ["1 December", "31 March"],
  }),
  r("reopens", "stables", "date", "when does the riding school reopen after new year /news", {
    contains: ["2 January"],
  }),
  r("jumping", "stables", "name", "who teaches jumping /team", {
    contains: ["Aisha Bello"],
    excludes: ["Daniel Okafor"],
  }),
  r("yard-manager", "stables", "name", "who is the yard manager /team", {
    contains: ["Sam Kettle"],
    excludes: ["Jo Whitaker"],
  }),
  r("party-most", "stables", "count", "what's the most children you can have at a pony party /parties", {
    contains: ["12"],
  }),
  r("long-hack-age", "stables", "count", "how old do you have to be for the 2 hour hack /rules", {
    contains: ["14"],
    excludes: ["10"],
  }),
  r("group-30", "stables", "yes_no", "can you book a 30 minute group lesson /lessons", { answer: "no" }),
  r("own-hat", "stables", "yes_no", "do i need to bring my own riding hat /rules", { answer: "no" }),
  r("cancel", "stables", "fact", "how much notice do i need to give to cancel a lesson /rules", {
    contains: ["48 hours"],
    excludes: ["14 days"],
  }),
  r("diy", "stables", "list", "what do you get with diy livery /livery", {
    contains: ["stable", "grazing", "arenas"],
    excludes: ["hay"],
  }),
  r("farrier", "stables", "not_found", "how much does the farrier charge for a set of shoes /livery", NONE),
  r("summer-pony-days", "stables", "not_found", "when are the summer pony days /young-riders", NONE),
];
