import { formItem } from "../items";
import type { NavItem } from "../types";

// UNTRIED: the seventh held-out part of the navigator corpus (its form items; see ./navigator.ts), run once at the
// very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created
// at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is 28 November, "next tuesday" 1 December and "thursday
// next week" 3 December; the brewer's table supper's only December date is Friday 11 December.
const form = formItem("t-");

export const NAVIGATOR_UNTRIED_FORMS: NavItem[] = [
  form(
    "brewhouse-tour",
    "brewery",
    "book 2 of us on the brewhouse tour at old weir this saturday, the half 3 one. Sam Okoye, sam.okoye@example.com",
    "/tours/book",
    {
      tour: "brewhouse",
      date: "2026-11-28",
      time: "15:30",
      people: "2",
      name: "Sam Okoye",
      email: "sam.okoye@example.com",
    },
  ),
  form(
    "tasting-evening",
    "brewery",
    "can you get 4 places on the tasting evening in tolbury thursday next week, name is Gemma Price gemma.price@example.com",
    "/tours/book",
    {
      tour: "tasting",
      date: "2026-12-03",
      time: "19:30",
      people: "4",
      name: "Gemma Price",
      email: "gemma.price@example.com",
    },
  ),
  form(
    "brewers-table",
    "brewery",
    "book me and my partner on the brewers table supper in december please. Chris Hale chris.hale@example.com",
    "/tours/book",
    {
      tour: "brewers-table",
      date: "2026-12-11",
      time: "19:00",
      people: "2",
      name: "Chris Hale",
      email: "chris.hale@example.com",
    },
  ),
  form(
    "newsletter",
    "brewery",
    "sign me up for the old weir newsletter, tolbury is my local. Ana Lopes ana.lopes@example.com",
    "/newsletter/join",
    { name: "Ana Lopes", email: "ana.lopes@example.com", taproom: "tolbury" },
  ),
  form(
    "lodge",
    "campsite",
    "book a lodge at tansy cove from this saturday for 3 nights, 2 adults and 2 kids, and we're bringing the dog. Mark Ellison mark.ellison@example.com",
    "/book/stay",
    {
      pitch: "lodge",
      arrival: "2026-11-28",
      nights: "3",
      adults: "2",
      children: "2",
      dog: "yes",
      name: "Mark Ellison",
      email: "mark.ellison@example.com",
    },
  ),
  form(
    "pod",
    "campsite",
    "we'd like a glamping pod at tansy cove arriving next tuesday for 2 nights, just the two of us, no dog. Priya Das, priya.das@example.com",
    "/book/stay",
    {
      pitch: "pod",
      arrival: "2026-12-01",
      nights: "2",
      adults: "2",
      children: "0",
      dog: "no",
      name: "Priya Das",
      email: "priya.das@example.com",
    },
  ),
  form(
    "waiting-list",
    "campsite",
    "put us on the tansy cove waiting list for a lodge in august, there'd be 5 of us. Helen Marsh helen.marsh@example.com",
    "/waiting-list/join",
    { stay: "lodge", month: "august", people: "5", name: "Helen Marsh", email: "helen.marsh@example.com" },
  ),
];
