import { formItem } from "../items";
import type { NavItem } from "../types";

// COLD: the ninth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is
// 28 November, "monday" 30 November, "next tuesday" 1 December and "3 nights from next tuesday" ends on Friday
// 4 December; "thursday 3 december" is 2026-12-03.
const form = formItem("c-");

export const NAVIGATOR_COLD_FORMS: NavItem[] = [
  form(
    "flu-private",
    "pharmacy",
    "book me a flu jab at fenners market square next tuesday morning, im 44 so i dont get a free one. Dan Whitley born 12/05/1982, 07700 900211",
    "/book/vaccination",
    {
      vaccine: "flu-private",
      branch: "market-square",
      date: "2026-12-01",
      time: "morning",
      name: "Dan Whitley",
      dob: "1982-05-12",
      phone: "07700 900211",
    },
  ),
  form(
    "yellow-fever",
    "pharmacy",
    "off to ghana in january and need the yellow fever jab, book me in at whichever fenners does it this saturday morning. Priya Nair, dob 3 march 1990, 07700 900212",
    "/book/vaccination",
    {
      vaccine: "travel",
      destination: "Ghana",
      branch: "market-square",
      date: "2026-11-28",
      time: "morning",
      name: "Priya Nair",
      dob: "1990-03-03",
      phone: "07700 900212",
    },
  ),
  form(
    "repeat",
    "pharmacy",
    "order my mums repeat prescription through fenners and have it delivered, she's with riverside medical practice. Joan Ellery dob 9 august 1941, her usual inhaler and blood pressure tablets, my mobile is 07700 900213",
    "/prescriptions/repeat",
    {
      name: "Joan Ellery",
      dob: "1941-08-09",
      surgery: "riverside",
      collect: "delivery",
      phone: "07700 900213",
    },
  ),
  form(
    "delivery",
    "pharmacy",
    "sign my dad up for fenners prescription deliveries, wednesdays suit him best, he's 78. Frank Ellery, address 14 Orchard Lane, postcode KW2 4PN, phone 01632 960 999",
    "/delivery/sign-up",
    {
      name: "Frank Ellery",
      address: "14 Orchard Lane",
      postcode: "KW2 4PN",
      day: "wednesday",
      reason: "over-70",
      phone: "01632 960 999",
    },
  ),
  form(
    "visitor-town",
    "marina",
    "book us a visitor berth in brackwater town basin arriving this saturday, leaving monday. 9.5m sailing yacht called Curlew. Mark Ansell mark.ansell@example.com 07700 900214",
    "/visitors/book",
    {
      site: "town",
      arrival: "2026-11-28",
      departure: "2026-11-30",
      length: "9.5",
      boat_name: "Curlew",
      boat_type: "sail",
      name: "Mark Ansell",
      email: "mark.ansell@example.com",
    },
  ),
  form(
    "visitor-heron",
    "marina",
    "need a visitors berth at heron reach for 3 nights from next tuesday, motor boat Bluebell, 11.2 metres. Sian Pritchard sian.p@example.com",
    "/visitors/book",
    {
      site: "heron",
      arrival: "2026-12-01",
      departure: "2026-12-04",
      length: "11.2",
      boat_name: "Bluebell",
      boat_type: "motor",
      name: "Sian Pritchard",
      email: "sian.p@example.com",
    },
  ),
  form(
    "lift-hold",
    "marina",
    "my surveyor wants kittiwake held in the slings for an hour so she can look at the hull, thursday 3 december if poss. shes 8.6m. Tom Hale 07700 900215",
    "/yard/request",
    {
      job: "lift-hold",
      band: "8-9.9",
      date: "2026-12-03",
      boat_name: "Kittiwake",
      name: "Tom Hale",
      phone: "07700 900215",
    },
  ),
  form(
    "waiting",
    "marina",
    "put me down for a pontoon berth in the town basin at brackwater, my boat Osprey is 12.5m. Ruth Calder ruth.calder@example.com",
    "/waiting-list/join",
    {
      site: "town",
      band: "12-13.9",
      berth_type: "pontoon",
      boat_name: "Osprey",
      name: "Ruth Calder",
      email: "ruth.calder@example.com",
    },
  ),
];
