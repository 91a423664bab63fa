import { formItem } from "../items";
import type { NavItem } from "../types";

// MISTRAL: the forty-third held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is
// 2026-11-28 and "next tuesday" the coming Tuesday, 2026-12-01; "friday 4th december" is 2026-12-04, "wednesday
// 9th december" 2026-12-09, "friday 11th december" 2026-12-11, "saturday 11th september 2027" 2027-09-11 and
// "friday 7th may 2027" 2027-05-07 (each weekday checked against the calendar). At Hartsey's coming to the house is
// the meeting "at your home", 2 years is 24 months and a thank you is its own subject. At the Osier Barn "the whole
// venue" and "in the barn" are the whole venue, "just the garden room" is the Garden Room only, "haven't picked a
// package" is not sure yet, and a florist asking to be on the list writes as a supplier.
const form = formItem("ms-");

export const NAVIGATOR_MISTRAL_FORMS: NavItem[] = [
  form(
    "arrange-home",
    "funeral",
    "my husband has just died, can hartsey's come to our house to arrange the funeral next tuesday at 11am. Carol West carol.west@example.com 07700 900831",
    "/arrange/send",
    {
      where: "home",
      date: "2026-12-01",
      time: "11:00",
      name: "Carol West",
      email: "carol.west@example.com",
    },
  ),
  form(
    "arrange-netherby",
    "funeral",
    "book a meeting at hartsey's netherby branch on friday 4th december at 2pm to arrange my dad's funeral, his name was Alan Lloyd. Gareth Lloyd gareth.lloyd@example.com 07700 900832",
    "/arrange/send",
    {
      where: "netherby",
      date: "2026-12-04",
      time: "14:00",
      deceased: "Alan Lloyd",
      name: "Gareth Lloyd",
      email: "gareth.lloyd@example.com",
    },
  ),
  form(
    "plan",
    "funeral",
    "i'm 68, send me details of hartsey's traditional funeral plan paid monthly over 2 years, and post me a brochure. Pat Dunne pat.dunne@example.com",
    "/plans/enquire/send",
    {
      plan: "traditional",
      pay: "24",
      age: "68",
      brochure: "yes",
      name: "Pat Dunne",
      email: "pat.dunne@example.com",
    },
  ),
  form(
    "wake",
    "funeral",
    "book hartsey's orchard room for mum's wake on wednesday 9th december from 12:30, about 40 of us, with the finger buffet. Lisa Grant lisa.grant@example.com 07700 900834",
    "/gathering/book/send",
    {
      date: "2026-12-09",
      start: "12:30",
      guests: "40",
      menu: "finger",
      name: "Lisa Grant",
      email: "lisa.grant@example.com",
    },
  ),
  form(
    "thanks",
    "funeral",
    "send hartsey's netherby branch a thank you message for looking after my gran's funeral so well. Noor Ali noor.ali@example.com",
    "/contact/send",
    {
      about: "thanks",
      branch: "netherby",
      name: "Noor Ali",
      email: "noor.ali@example.com",
    },
  ),
  form(
    "show-round",
    "venue",
    "book a show round at the osier barn this saturday at 10am, we're thinking of a 2028 wedding in the whole venue for about 120 guests. Amy Chen amy.chen@example.com 07700 900841",
    "/visit/book/send",
    {
      date: "2026-11-28",
      time: "10:00",
      space: "barn",
      year: "2028",
      guests: "120",
      name: "Amy Chen",
      email: "amy.chen@example.com",
    },
  ),
  form(
    "ask-september",
    "venue",
    "ask the osier barn if saturday 11th september 2027 is free for our wedding in the barn, 110 guests, orchard package. Josh Ward josh.ward@example.com",
    "/dates/enquire/send",
    {
      date: "2027-09-11",
      space: "barn",
      guests: "110",
      package: "orchard",
      name: "Josh Ward",
      email: "josh.ward@example.com",
    },
  ),
  form(
    "ask-garden",
    "venue",
    "enquire at the osier barn about a small wedding in just the garden room on friday 7th may 2027 for 40 guests, we haven't picked a package. Lucy Park lucy.park@example.com",
    "/dates/enquire/send",
    {
      date: "2027-05-07",
      space: "garden-room",
      guests: "40",
      package: "undecided",
      name: "Lucy Park",
      email: "lucy.park@example.com",
    },
  ),
  form(
    "party-night",
    "venue",
    "book 8 places at the osier barn's christmas party night on friday 11th december. Raj Patel raj.patel@example.com 07700 900844",
    "/parties/book/send",
    {
      night: "2026-12-11",
      guests: "8",
      name: "Raj Patel",
      email: "raj.patel@example.com",
    },
  ),
  form(
    "ball",
    "venue",
    "book the new year's eve ball at the osier barn for 4 of us, one of us is vegan. Sophie Grey sophie.grey@example.com",
    "/parties/book/send",
    {
      night: "2026-12-31",
      guests: "4",
      name: "Sophie Grey",
      email: "sophie.grey@example.com",
    },
  ),
  form(
    "supplier",
    "venue",
    "message the osier barn to say i'm a florist and would like to be on their list of suppliers. Hannah Moss, Moss and Stem Flowers, hannah@mossandstem.example",
    "/contact/send",
    {
      about: "supplier",
      name: "Hannah Moss",
      email: "hannah@mossandstem.example",
    },
  ),
];
