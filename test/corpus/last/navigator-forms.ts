import { formItem } from "../items";
import type { NavItem } from "../types";

// LAST: the fourth held-out part of the navigator corpus (its form items; see ./navigator.ts), run once at the very
// end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday: "tomorrow" is 27 November, "this saturday" 28 November, "next monday"
// 30 November and "friday next week" 4 December.
const form = formItem("l-");

export const NAVIGATOR_LAST_FORMS: NavItem[] = [
  form(
    "book-fade",
    "salon",
    "book me a skin fade with marcus at the abbey street salon tomorrow at 11am. Liam Carter, 07700 900731",
    "/book/appointment",
    {
      salon: "abbey-street",
      service: "skin-fade",
      stylist: "marcus",
      date: "2026-11-27",
      time: "11:00",
      name: "Liam Carter",
      phone: "07700900731",
    },
  ),
  form(
    "book-cut",
    "salon",
    "i need a cut and blow-dry at mill quay next monday at 2.30pm, happy to see anyone. Harriet Bell 07700 900845",
    "/book/appointment",
    {
      salon: "mill-quay",
      service: "cut-blow-dry",
      stylist: "any",
      date: "2026-11-30",
      time: "14:30",
      name: "Harriet Bell",
      phone: "07700900845",
    },
  ),
  form(
    "wedding-enquiry",
    "salon",
    "send thistle & shears a message for the abbey street team asking whether they could do hair for my wedding next june. Nadia Fox, nadia.fox@example.com",
    "/contact/send",
    { salon: "abbey-street", topic: "weddings", name: "Nadia Fox", email: "nadia.fox@example.com" },
  ),
  form(
    "book-taster",
    "climbing",
    "book 2 of us onto a taster session at wharf mill this saturday at 2pm. Owen Price, owen.p@example.com",
    "/book/session",
    {
      session: "taster",
      centre: "wharf-mill",
      date: "2026-11-28",
      time: "14:00",
      climbers: "2",
      name: "Owen Price",
      email: "owen.p@example.com",
    },
  ),
  form(
    "book-belay",
    "climbing",
    "I already belay, book me a belay assessment at wharf mill on friday next week at 7pm. Mei Tanaka, mei.t@example.com",
    "/book/session",
    {
      session: "belay-assessment",
      centre: "wharf-mill",
      date: "2026-12-04",
      time: "19:00",
      name: "Mei Tanaka",
      email: "mei.t@example.com",
    },
  ),
  form(
    "party-enquiry",
    "climbing",
    "ask kestrel about a boulder party at cobb lane on sunday 13 december for 8 kids, my son will be 9. Rachel Green, 07700 900264",
    "/parties/enquiry",
    {
      centre: "cobb-lane",
      date: "2026-12-13",
      children: "8",
      age: "9",
      name: "Rachel Green",
      phone: "07700900264",
    },
  ),
];
