import { researchItem } from "../items";
import type { ResearchItem } from "../types";

// GALE: the eleventh held-out part of the research corpus on two sites of its own (a community music school
// teaching in two centres, and a man-and-van removals firm with a storage warehouse), written by someone who did
// not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the engines
// must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this term" at the music school
// is the autumn term 2026, "next september" is September 2027, and "after new year" is from January 2027.
const r = researchItem("g-r-");

const NONE = { not_found: true } as const;

export const RESEARCH_GALE: ResearchItem[] = [
  // music
  r("chapel-sat", "music", "time", "what time does the old chapel open on saturdays /venues", {
    contains: ["08:30"],
    excludes: ["09:00", "14:00"],
  }),
  r("carols", "music", "time", "what time does the carol concert start /news", {
    contains: ["15:00"],
    excludes: ["18:30", "12:30"],
  }),
  r("hour-term", "music", "price", "how much is a term of hour long lessons /fees", {
    contains: ["£370"],
    excludes: ["£285", "£41.00"],
  }),
  r("payg-20", "music", "price", "price of a 20 min lesson pay as you go /fees", {
    contains: ["£15.50"],
    excludes: ["£135", "£22.00"],
  }),
  r("shared", "music", "price", "how much each is a shared half hour lesson for the term /fees", {
    contains: ["£120"],
    excludes: ["£195", "£135"],
  }),
  r("rock-band", "music", "price", "whats the termly fee for the rock school band /fees", {
    contains: ["£95"],
    excludes: ["£60", "£80", "£75"],
  }),
  r("grade8", "music", "price", "grade 8 exam, how much is the fee and the accompanist /exams", {
    contains: ["£112", "£35"],
    excludes: ["£98", "£28"],
  }),
  r("flute-deposit", "music", "price", "how much deposit do i pay to hire a flute /hire", {
    contains: ["£75"],
    excludes: ["£60", "£50"],
  }),
  r("theory-6", "music", "price", "how much is a grade 6 theory exam /exams", {
    contains: ["£55"],
    excludes: ["£45", "£89"],
  }),
  r("new-30-fee", "music", "price", "what will a term of 30 minute lessons cost from next september /news", {
    contains: ["£205"],
    excludes: ["£298"],
  }),
  r("spring-half", "music", "date", "when is half term in the spring term /terms", {
    contains: ["15 February", "20 February"],
    excludes: ["26 October", "31 May"],
  }),
  r("autumn-end", "music", "date", "whens the last lesson of this term /terms", {
    contains: ["12 December"],
    excludes: ["27 March", "17 July"],
  }),
  r("exam-entry", "music", "date", "whats the deadline to enter for the spring exams /exams", {
    contains: ["15 January"],
    excludes: ["30 April"],
  }),
  r("easter-course", "music", "date", "what dates is the easter string course /holiday-courses", {
    contains: ["6 April", "9 April"],
    excludes: ["26 July", "2 August"],
  }),
  r("cello-teacher", "music", "name", "who teaches cello /teachers", {
    contains: ["Isla Fraser"],
    excludes: ["Marek Zielinski"],
  }),
  r("band-leader", "music", "name", "who runs the rock school band /teachers", {
    contains: ["Tom Ashworth"],
    excludes: ["Dev Malhotra"],
  }),
  r("brookside-rooms", "music", "count", "how many rooms are there at brookside /venues", {
    contains: ["6"],
    excludes: ["14"],
  }),
  r("lessons-per-term", "music", "count", "how many lessons do you get for a terms fee /terms", {
    contains: ["10"],
  }),
  r("violin-4", "music", "yes_no", "can my 4 year old start violin lessons /lessons", { answer: "no" }),
  r(
    "stay-7",
    "music",
    "yes_no",
    "do i have to stay in the building while my 7 year old has her lesson /faq",
    { answer: "yes" },
  ),
  r("online", "music", "list", "which instruments can be taught online /faq", {
    contains: ["singing", "piano", "theory"],
    excludes: ["guitar"],
  }),
  r("notice", "music", "fact", "how much notice do i have to give to stop lessons /faq", {
    contains: ["half a term"],
    excludes: ["48 hours"],
  }),
  r("upfront", "music", "not_found", "is there a discount if i pay for the whole year up front /fees", NONE),
  r("pass-mark", "music", "not_found", "what mark do you need to pass grade 5 /exams", NONE),
  r("bass-hire", "music", "not_found", "how much to hire a double bass /hire", NONE),
  // removals
  r("small-day", "removals", "price", "whats a full day with the small van and one man /rates", {
    contains: ["£370"],
    excludes: ["£450", "£98"],
  }),
  r(
    "luton1-hour",
    "removals",
    "price",
    "after the first 2 hours how much an hour for a luton with 1 mover /rates",
    { contains: ["£55"], excludes: ["£45", "£70"] },
  ),
  r("saturday", "removals", "fact", "how much extra is it to move on a saturday /rates", {
    contains: ["15%"],
    excludes: ["25%"],
  }),
  r("medium-10", "removals", "price", "how much for 10 medium boxes /packing", {
    contains: ["£19"],
    excludes: ["£15", "£25"],
  }),
  r("house-kit", "removals", "price", "whats the price of the house kit /packing", {
    contains: ["£85"],
    excludes: ["£45", "£135"],
  }),
  r("packers", "removals", "price", "how much an hour for your packers /packing", {
    contains: ["£30"],
    excludes: ["£25"],
  }),
  r("great-orton", "removals", "price", "travel charge to great orton /areas", {
    contains: ["£25"],
    excludes: ["£15"],
  }),
  r("half-container", "removals", "price", "weekly cost of a half container /storage", {
    contains: ["£12.50"],
    excludes: ["£21.00"],
  }),
  r("insurance", "removals", "price", "how much is the insurance on storage /storage", {
    contains: ["£2.50"],
    excludes: ["£35"],
  }),
  r(
    "luton2-new",
    "removals",
    "price",
    "after new year what will each extra hour with a luton and 2 men cost /news",
    { contains: ["£75"], excludes: ["£610"] },
  ),
  r("last-xmas", "removals", "date", "whats the last day youre doing moves before christmas /news", {
    contains: ["24 December"],
    excludes: ["23 December"],
  }),
  r("warehouse-reopen", "removals", "date", "when can i get into my storage again after christmas /news", {
    contains: ["4 January"],
    excludes: ["28 December"],
  }),
  r("visit-hours", "removals", "time", "what hours can i visit the warehouse /storage", {
    contains: ["09:00", "16:00"],
    excludes: ["07:30", "15:00"],
  }),
  r("latest-start", "removals", "time", "whats the latest start time you do /faq", {
    contains: ["15:00"],
    excludes: ["13:00"],
  }),
  r("warehouse-boss", "removals", "name", "who runs the warehouse /crew", {
    contains: ["Kwame Boateng"],
    excludes: ["Gary Hatton"],
  }),
  r("quotes", "removals", "name", "who writes the quotes /crew", {
    contains: ["Leanne Hatton"],
    excludes: ["Gary Hatton", "Mo Aziz"],
  }),
  r("min-weeks", "removals", "count", "whats the shortest time i can put things in storage for /storage", {
    contains: ["4 weeks"],
    excludes: ["48 hours"],
  }),
  r("staff", "removals", "count", "how many people work for you /crew", {
    contains: ["14"],
    excludes: ["8"],
  }),
  r("cancel-10", "removals", "yes_no", "if i cancel 10 days before the move do i get my deposit back /faq", {
    answer: "yes",
  }),
  r("piano-2nd", "removals", "yes_no", "can you move a piano up to a second floor flat /pianos", {
    answer: "no",
  }),
  r("wb7", "removals", "list", "which places are in wb7 /areas", {
    contains: ["Great Orton", "Sedgewick"],
    excludes: ["Kelsall", "Marlcombe"],
  }),
  r("price-match", "removals", "not_found", "do you price match other removal firms /faq", NONE),
  r("heated", "removals", "not_found", "is the warehouse heated /storage", NONE),
  r("nhs", "removals", "not_found", "is there a discount for nhs staff /rates", NONE),
  r("used-boxes", "removals", "not_found", "do you sell second hand boxes /packing", NONE),
];
