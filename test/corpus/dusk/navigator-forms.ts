import { formItem } from "../items";
import type { NavItem } from "../types";

// DUSK: the twentieth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is 28
// November (2026-11-28), "this sunday" is 29 November (2026-11-29), "next tuesday" is 1 December (2026-12-01),
// "next wednesday" is 2 December (2026-12-02), "saturday 16th january" is 2027-01-16 and "thursday 11th march 2027"
// is 2027-03-11. "half 5" is 17:30.
const form = formItem("du-");

export const NAVIGATOR_DUSK_FORMS: NavItem[] = [
  form(
    "tee-twosome",
    "golfclub",
    "book me and my husband a tee time on the moor at cray moor next tuesday at 11, we're visitors not members. Jane Foster jane.foster@example.com 07700 900951",
    "/visitors/book/send",
    {
      course: "moor",
      date: "2026-12-01",
      time: "11:00",
      players: "2",
      rate: "visitor",
      name: "Jane Foster",
      email: "jane.foster@example.com",
    },
  ),
  form(
    "tee-spinney-kids",
    "golfclub",
    "can i book the 9 hole course at cray moor for this saturday at 10am - me and my two kids, they're 12 and 14. Paul Greene paul.greene@example.com 07700 900952",
    "/visitors/book/send",
    {
      course: "spinney",
      date: "2026-11-28",
      time: "10:00",
      players: "3",
      juniors: "2",
      name: "Paul Greene",
      email: "paul.greene@example.com",
    },
  ),
  form(
    "lesson-hannah",
    "golfclub",
    "can u book me a 1 hour lesson with the assistant pro at cray moor, next wednesday afternoon. complete beginner, never held a club! Rosa Lima rosa.lima@example.com 07700 900953",
    "/academy/book/send",
    {
      pro: "hannah",
      lesson: "60",
      date: "2026-12-02",
      time: "afternoon",
      level: "beginner",
      name: "Rosa Lima",
      email: "rosa.lima@example.com",
    },
  ),
  form(
    "society-gold",
    "golfclub",
    "we're the Hollowdean Rotary Golf Society - 20 of us would like a gold golf day at cray moor on thursday 11th march 2027. organiser Ian Clarke ian.clarke@example.com 07700 900954",
    "/societies/enquire/send",
    {
      society: "Hollowdean Rotary Golf Society",
      package: "gold",
      date: "2027-03-11",
      golfers: "20",
      name: "Ian Clarke",
      email: "ian.clarke@example.com",
    },
  ),
  form(
    "carvery",
    "golfclub",
    "book the sunday carvery at cray moor for me and my husband this sunday, 1pm please. Margaret Hale 07700 900955",
    "/nineteenth/book/send",
    {
      date: "2026-11-29",
      sitting: "carvery",
      time: "13:00",
      guests: "2",
      name: "Margaret Hale",
      phone: "07700 900955",
    },
  ),
  form(
    "level-french",
    "langschool",
    "i'd like to do linden's level test for french, in person at fernley next tuesday at half 5. did french at school for 5 years but that was over 20 years ago. Claire Dunn claire.dunn@example.com 07700 900960",
    "/level/book/send",
    {
      language: "french",
      where: "fernley",
      date: "2026-12-01",
      time: "17:30",
      studied: "over-3",
      last: "long-ago",
      name: "Claire Dunn",
      email: "claire.dunn@example.com",
    },
  ),
  form(
    "enrol-italian",
    "langschool",
    "sign me and my husband up for the beginners italian at linden in the spring - we're both over 65. Maureen Walsh maureen.walsh@example.com 07700 900961",
    "/enrol/send",
    {
      course: "italian-a1",
      places: "2",
      concession: "over-65",
      name: "Maureen Walsh",
      email: "maureen.walsh@example.com",
    },
  ),
  form(
    "enrol-spanish",
    "langschool",
    "book me onto spanish improvers at linden's fernley centre please, i'm a full time student at the college. Tom Baker tom.baker@example.com 07700 900962",
    "/enrol/send",
    {
      course: "spanish-a2",
      places: "1",
      concession: "student",
      name: "Tom Baker",
      email: "tom.baker@example.com",
    },
  ),
  form(
    "japanese-online",
    "langschool",
    "i want one to one japanese lessons online with linden, an hour each, the block of 10, weekday evenings if possible. its for a trip to japan in the spring. Sanjay Rao sanjay.rao@example.com 07700 900963",
    "/one-to-one/send",
    {
      language: "japanese",
      format: "online",
      length: "60",
      lessons: "block",
      goal: "travel",
      availability: "evenings",
      name: "Sanjay Rao",
      email: "sanjay.rao@example.com",
    },
  ),
  form(
    "kids-taster",
    "langschool",
    "can i book my daughter isla (she's 7) a free taster at linden, in the french class for her age, starting saturday 16th january. Kirsty Moore kirsty.moore@example.com 07700 900964",
    "/children/book/send",
    {
      class: "french-explorers",
      child: "Isla",
      age: "7",
      date: "2027-01-16",
      taster: "yes",
      name: "Kirsty Moore",
      email: "kirsty.moore@example.com",
    },
  ),
  form(
    "newsletter",
    "langschool",
    "add me to the linden newsletter - mostly interested in german, and fernley's nearer for me. Ben Hart ben.hart@example.com",
    "/newsletter/send",
    {
      email: "ben.hart@example.com",
      interest: "german",
      centre: "fernley",
    },
  ),
];
