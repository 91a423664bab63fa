import { formItem } from "../items";
import type { NavItem } from "../types";

// BLIND: the fifth held-out part of the navigator corpus (its form items; see ./navigator.ts), run once at the very
// end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday: "yesterday" is 25 November, "tomorrow" 27 November, "this saturday"
// 28 November, "next monday" 30 November and "friday next week" 4 December.
const form = formItem("b-");

export const NAVIGATOR_BLIND_FORMS: NavItem[] = [
  form(
    "book-car",
    "ferry",
    "book me and my car on the 10:30 sailing from portcallan to inchmore next monday, just me. Gregor Lamont, gregor.l@example.com",
    "/book/sailing",
    {
      route: "portcallan-inchmore",
      date: "2026-11-30",
      time: "10:30",
      adults: "1",
      vehicle: "car",
      name: "Gregor Lamont",
      email: "gregor.l@example.com",
    },
  ),
  form(
    "book-foot-fladda",
    "ferry",
    "book 2 adults and 1 child as foot passengers on the 12:15 ferry to fladda this saturday. Aisha Rahman, aisha.r@example.com",
    "/book/sailing",
    {
      route: "kilbride-fladda",
      date: "2026-11-28",
      time: "12:15",
      adults: "2",
      children: "1",
      vehicle: "none",
      name: "Aisha Rahman",
      email: "aisha.r@example.com",
    },
  ),
  form(
    "lost-rucksack",
    "ferry",
    "I left a blue rucksack on the inchmore ferry yesterday, please report it as lost. Peter Doyle, 07700 900512",
    "/lost-property/report",
    { route: "inchmore", date: "2026-11-25", name: "Peter Doyle", phone: "07700900512" },
  ),
  form(
    "tour-studio",
    "cowork",
    "book a tour of printworks for friday next week at 11am, I'm interested in a private studio. Hannah Wiles, hannah@wiles.example",
    "/tour/book",
    {
      building: "printworks",
      date: "2026-12-04",
      time: "11:00",
      plan: "private-studio",
      name: "Hannah Wiles",
      email: "hannah@wiles.example",
    },
  ),
  form(
    "tour-flex",
    "cowork",
    "i'd like to have a look round the kiln tomorrow at 3pm, probably for a flex membership. Dev Patel, dev.p@example.com",
    "/tour/book",
    {
      building: "the-kiln",
      date: "2026-11-27",
      time: "15:00",
      plan: "flex",
      name: "Dev Patel",
      email: "dev.p@example.com",
    },
  ),
  form(
    "newsletter",
    "cowork",
    "sign me up to the kiln yard newsletter, but only for news about printworks: mo.ali@example.com",
    "/newsletter/subscribe",
    { email: "mo.ali@example.com", building: "printworks" },
  ),
];
