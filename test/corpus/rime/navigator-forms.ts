import { formItem } from "../items";
import type { NavItem } from "../types";

// RIME: the fifteenth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is
// 28 November (2026-11-28), "tuesday 1 december" is 2026-12-01, "next wednesday" 2 December (2026-12-02), "sunday 6
// december" is 2026-12-06, "thursday 10 december" is 2026-12-10, "saturday 12 december" is 2026-12-12, and "monday 4
// january" is 2027-01-04.
const form = formItem("ri-");

export const NAVIGATOR_RIME_FORMS: NavItem[] = [
  form(
    "cake-lemon",
    "bakery",
    "order an 8 inch lemon birthday cake from hollins bakery to collect from the elm street shop on saturday 12 december, with 'Happy 40th Jen' piped on it. Mike Dorsey, mike.dorsey@example.com, 07700 900951",
    "/celebration-cakes/send",
    {
      size: "8in",
      flavour: "lemon",
      message: "Happy 40th Jen",
      date: "2026-12-12",
      collect: "elm",
      name: "Mike Dorsey",
      email: "mike.dorsey@example.com",
    },
  ),
  form(
    "cake-gf",
    "bakery",
    "i need a gluten free vanilla cake from hollins bakery, the 6 inch size, for thursday 10 december. we'll pick it up from the wharf. no writing on it please. Asha Menon asha.menon@example.com",
    "/celebration-cakes/send",
    {
      size: "6in",
      flavour: "vanilla",
      dietary: "gluten-free",
      date: "2026-12-10",
      collect: "wharf",
      name: "Asha Menon",
      email: "asha.menon@example.com",
    },
  ),
  form(
    "croissants",
    "bakery",
    "book 2 places on the croissant course at hollins bakery for me and my husband. Priya Raman, priya.raman@example.com 07700 900953",
    "/classes/reserve",
    {
      class: "croissants",
      places: "2",
      name: "Priya Raman",
      email: "priya.raman@example.com",
    },
  ),
  form(
    "cupcakes",
    "bakery",
    "can you book 2 places (me and my son, he's 8) on the kids cupcake decorating at hollins bakery after christmas. Claire Ashton claire.ashton@example.com",
    "/classes/reserve",
    {
      class: "cupcakes",
      places: "2",
      name: "Claire Ashton",
      email: "claire.ashton@example.com",
    },
  ),
  form(
    "wholesale",
    "bakery",
    "send hollins bakery a message for me: i run the Lock Keeper cafe in Renwick and want to know if they'd supply us sourdough three times a week. Jamie Ford, jamie@lockkeeper.example, 07700 900955",
    "/contact/send",
    {
      topic: "wholesale",
      name: "Jamie Ford",
      email: "jamie@lockkeeper.example",
    },
  ),
  form(
    "junior-join",
    "tennis",
    "sign my son Leo Grant up as a junior member at larchfield tennis club, paying monthly, starting tuesday 1 december. he was born 3 may 2013. i'm his mum Emma Grant, emma.grant@example.com 07700 900961",
    "/join/apply",
    {
      membership: "junior",
      payment: "monthly",
      start: "2026-12-01",
      name: "Leo Grant",
      dob: "2013-05-03",
      parent: "Emma Grant",
      email: "emma.grant@example.com",
    },
  ),
  form(
    "senior-join",
    "tennis",
    "i'd like to join larchfield tennis club as a senior member and pay for the whole year in one go, from monday 4 january. Brian Holt, born 22/08/1956, brian.holt@example.com",
    "/join/apply",
    {
      membership: "senior",
      payment: "annual",
      start: "2027-01-04",
      name: "Brian Holt",
      dob: "1956-08-22",
      email: "brian.holt@example.com",
    },
  ),
  form(
    "tennis-court",
    "tennis",
    "book me a tennis court at larchfield next wednesday at 8am for an hour, i'm a member. Kate Lyons kate.lyons@example.com",
    "/courts/reserve",
    {
      court: "tennis",
      date: "2026-12-02",
      time: "08:00",
      length: "60",
      member: "yes",
      name: "Kate Lyons",
      email: "kate.lyons@example.com",
    },
  ),
  form(
    "padel-covered",
    "tennis",
    "book a covered padel court at larchfield this saturday at 7pm for an hour and a half, there's 4 of us and none of us are members. Sam Ortiz sam.ortiz@example.com 07700 900964",
    "/courts/reserve",
    {
      court: "padel-covered",
      date: "2026-11-28",
      time: "19:00",
      length: "90",
      players: "4",
      member: "no",
      name: "Sam Ortiz",
      email: "sam.ortiz@example.com",
    },
  ),
  form(
    "trial-mini-red",
    "tennis",
    "my daughter Isla Khan is 6 and wants to try tennis. can we get her a free trial at larchfield's mini red this saturday? I'm Nadia Khan, nadia.khan@example.com",
    "/coaching/try",
    {
      group: "mini-red",
      player: "Isla Khan",
      age: "6",
      date: "2026-11-28",
      name: "Nadia Khan",
      email: "nadia.khan@example.com",
    },
  ),
  form(
    "trial-padel",
    "tennis",
    "put me down for a free trial of padel starter at larchfield on sunday 6 december. Tom Reid tom.reid@example.com 07700 900967",
    "/coaching/try",
    {
      group: "padel-starter",
      date: "2026-12-06",
      name: "Tom Reid",
      email: "tom.reid@example.com",
    },
  ),
];
