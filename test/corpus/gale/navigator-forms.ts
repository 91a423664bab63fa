import { formItem } from "../items";
import type { NavItem } from "../types";

// GALE: the eleventh held-out part of the navigator corpus (its form items; see ./navigator.ts), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "next tuesday" is
// 1 December (2026-12-01), "thursday next week" 3 December (2026-12-03), "friday next week" 4 December
// (2026-12-04); "saturday 12 december" is 2026-12-12 and "monday 14 december" 2026-12-14. "Starting after easter"
// is the summer term 2027, and "from january" the spring term 2027.
const form = formItem("g-");

export const NAVIGATOR_GALE_FORMS: NavItem[] = [
  form(
    "taster-drums",
    "music",
    "can you book my son a taster drum lesson at skylark, hes 9. at brookside next tuesday straight after school. hes called Oliver Grant, im Kate Grant kate.grant@example.com 07700 900401",
    "/taster/book",
    {
      pupil: "Oliver Grant",
      age: "8-11",
      instrument: "drums",
      centre: "brookside",
      date: "2026-12-01",
      slot: "after-school",
      name: "Kate Grant",
      email: "kate.grant@example.com",
    },
  ),
  form(
    "taster-singing",
    "music",
    "id like to try a singing lesson at skylark, at the old chapel on thursday next week, around 7 in the evening. im 34. Maria Lopez maria.lopez@example.com",
    "/taster/book",
    {
      pupil: "Maria Lopez",
      age: "adult",
      instrument: "voice",
      centre: "old-chapel",
      date: "2026-12-03",
      slot: "evening",
      name: "Maria Lopez",
      email: "maria.lopez@example.com",
    },
  ),
  form(
    "waitlist-piano",
    "music",
    "put my daughter Ava Reeve on skylarks waiting list for piano please. shes 6 so the short lessons, paying by the term, starting after easter. either centre is fine. Tom Reeve tom.reeve@example.com",
    "/waiting-list/join",
    {
      pupil: "Ava Reeve",
      age: "under-8",
      instrument: "piano",
      centre: "either",
      length: "20",
      plan: "termly",
      start: "summer-2027",
      name: "Tom Reeve",
      email: "tom.reeve@example.com",
    },
  ),
  form(
    "hire-violin",
    "music",
    "we need to hire a half size violin from skylark for my daughter Ella Carter from january. Jo Carter jo.carter@example.com",
    "/hire/request",
    {
      name: "Jo Carter",
      email: "jo.carter@example.com",
      pupil: "Ella Carter",
      instrument: "violin",
      size: "1-2",
      start: "spring-2027",
    },
  ),
  form(
    "quote-2bed",
    "removals",
    "can i get a quote from packhorse to move my 2 bed flat from WB2 7RT to WB6 3LP on saturday 12 december, as early as poss. its on the second floor, no lift. we'll pack ourselves. Dan Hughes dan.hughes@example.com 07700 900501",
    "/quote/request",
    {
      name: "Dan Hughes",
      email: "dan.hughes@example.com",
      phone: "07700 900501",
      from_postcode: "WB2 7RT",
      to_postcode: "WB6 3LP",
      date: "2026-12-12",
      size: "2-bed",
      floor: "1-2",
      start: "early",
      packing: "none",
      storage: "no",
    },
  ),
  form(
    "quote-3bed",
    "removals",
    "quote please from packhorse for moving our 3 bedroom house, WB3 1AA to WB5 9QZ next tuesday. we want you to do all the packing and put some of it into storage, a 10ish start is fine. Priya Nair priya.nair@example.com 07700 900502",
    "/quote/request",
    {
      name: "Priya Nair",
      email: "priya.nair@example.com",
      phone: "07700 900502",
      from_postcode: "WB3 1AA",
      to_postcode: "WB5 9QZ",
      date: "2026-12-01",
      size: "3-bed",
      floor: "ground",
      start: "morning",
      packing: "full",
      storage: "yes",
    },
  ),
  form(
    "boxes",
    "removals",
    "order the flat kit of boxes from packhorse plus 2 wardrobe boxes, delivered friday next week to 17 Canal Street, WB1 2BB. Leo Marsh 07700 900503",
    "/packing/order",
    {
      name: "Leo Marsh",
      phone: "07700 900503",
      postcode: "WB1 2BB",
      kit: "flat",
      wardrobe: "2",
      date: "2026-12-04",
    },
  ),
  form(
    "storage",
    "removals",
    "ask packhorse about storing everything from my 1 bed flat for about 4 months from monday 14 december, theyd need to come and get it. Sophie Bell sophie.bell@example.com",
    "/storage/enquiry",
    {
      name: "Sophie Bell",
      email: "sophie.bell@example.com",
      space: "one",
      from: "2026-12-14",
      length: "3-6",
      collect: "yes",
    },
  ),
];
