import { formItem } from "../items";
import type { NavItem } from "../types";

// CHINOOK: the forty-seventh held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "tomorrow" is
// 2026-11-27, a Friday, "this saturday" 2026-11-28, "this sunday" 2026-11-29, "next tuesday" the coming Tuesday,
// 2026-12-01, "next wednesday" 2026-12-02, "friday 4th december" 2026-12-04, "sunday 6th december" 2026-12-06,
// "saturday 5th june next year" 2027-06-05 and Christmas hot tubs are delivered on Wednesday 23 December, 2026-12-23
// (each weekday checked against the calendar). "Half 10" is 10:30 and "set up by 10" the 10:00 slot. At Fizz & Bounce
// a weekend tub is delivered on the Friday; "the princess castle" is the Princess Palace, and a lawn is grass; a
// school hall is indoors, where the Gladiator Duel may go (only the Mega Slide and Grown-ups' castle are outdoors
// only); a wedding is the wedding occasion and "around 120" 120 guests; changing a delivery address is about a
// booking already made. At Cobb & Kettle ground for a cafetière is the cafetière grind on a 250g bag (1kg bags are
// whole bean only) and every fortnight is fortnightly; the latte art class runs on Wednesdays; Tamsford keeps tables
// for 6 or more and opens at 09:30 on Sundays; a café taking "around 6 kilos" is kind cafe, 6 kilos; a book club on an
// evening is events and private hire, about the Ellerby café.
const form = formItem("cn-");

export const NAVIGATOR_CHINOOK_FORMS: NavItem[] = [
  form(
    "ph-tub",
    "partyhire",
    "book a lagoon 6 hot tub from fizz & bounce for the weekend, delivered friday 4th december, we're ZN6 2QT and we've got an outdoor socket. Mark Ellis mark.ellis@example.com",
    "/tubs/book/send",
    {
      tub: "lagoon-6",
      hire: "weekend",
      date: "2026-12-04",
      postcode: "ZN6 2QT",
      socket: "yes",
      name: "Mark Ellis",
      email: "mark.ellis@example.com",
    },
  ),
  form(
    "ph-christmas-tub",
    "partyhire",
    "book a bubble 6 hot tub from fizz and bounce over christmas, postcode ZP3 1AB, we don't have an outdoor socket. Ayesha Khan ayesha.khan@example.com 07700 900512",
    "/tubs/book/send",
    {
      tub: "bubble-6",
      hire: "christmas",
      date: "2026-12-23",
      postcode: "ZP3 1AB",
      socket: "no",
      name: "Ayesha Khan",
      email: "ayesha.khan@example.com",
    },
  ),
  form(
    "ph-castle",
    "partyhire",
    "book the princess castle from fizz & bounce for this saturday, set up by 10, it's going on our lawn, ZN2 5HG. Claire Dunn claire.dunn@example.com",
    "/inflatables/book/send",
    {
      inflatable: "princess-palace",
      date: "2026-11-28",
      arrive: "10:00",
      surface: "grass",
      postcode: "ZN2 5HG",
      name: "Claire Dunn",
      email: "claire.dunn@example.com",
    },
  ),
  form(
    "ph-gladiator",
    "partyhire",
    "book fizz and bounce's gladiator duel for sunday 6th december, it's in the school hall, set up by 9, postcode ZP5 7RR. Dan Brooks dan.brooks@example.com",
    "/inflatables/book/send",
    {
      inflatable: "gladiator",
      date: "2026-12-06",
      arrive: "09:00",
      surface: "indoors",
      postcode: "ZP5 7RR",
      name: "Dan Brooks",
      email: "dan.brooks@example.com",
    },
  ),
  form(
    "ph-wedding",
    "partyhire",
    "ask fizz & bounce for a quote for our wedding on saturday 5th june next year, around 120 guests, postcode ZN9 4LL, we'd like tables and chairs and a chocolate fountain. Hannah Price hannah.price@example.com",
    "/party/quote/send",
    {
      occasion: "wedding",
      date: "2027-06-05",
      guests: "120",
      postcode: "ZN9 4LL",
      name: "Hannah Price",
      email: "hannah.price@example.com",
    },
  ),
  form(
    "ph-address",
    "partyhire",
    "message fizz and bounce's pellow green depot about my booking, i need to change the delivery address. Rob Nash rob.nash@example.com",
    "/contact/send",
    {
      about: "booking",
      depot: "pellow-green",
      name: "Rob Nash",
      email: "rob.nash@example.com",
    },
  ),
  form(
    "rs-subscription",
    "roastery",
    "start a cobb & kettle subscription: la palma, 250g ground for a cafetiere, every fortnight, starting next tuesday, postcode QK5 2JP. Leah Moss leah.moss@example.com",
    "/subscriptions/start/send",
    {
      coffee: "la-palma",
      size: "250g",
      grind: "cafetiere",
      every: "fortnightly",
      start: "2026-12-01",
      postcode: "QK5 2JP",
      name: "Leah Moss",
      email: "leah.moss@example.com",
    },
  ),
  form(
    "rs-latte-art",
    "roastery",
    "book 2 places on cobb and kettle's latte art class next wednesday. Owen Price owen.price@example.com",
    "/classes/book/send",
    {
      class: "latte-art",
      date: "2026-12-02",
      places: "2",
      name: "Owen Price",
      email: "owen.price@example.com",
    },
  ),
  form(
    "rs-table",
    "roastery",
    "book a table for 8 at cobb & kettle's tamsford café this sunday at half 10. Grace Lin grace.lin@example.com 07700 900518",
    "/cafes/table/send",
    {
      cafe: "tamsford",
      date: "2026-11-29",
      time: "10:30",
      people: "8",
      name: "Grace Lin",
      email: "grace.lin@example.com",
    },
  ),
  form(
    "rs-trade",
    "roastery",
    "ask cobb and kettle about trade prices for my café, The Copper Pot, around 6 kilos a week, postcode QV3 8NE. Sam Reyes sam.reyes@example.com",
    "/wholesale/enquire/send",
    {
      business: "The Copper Pot",
      kind: "cafe",
      kilos: "6",
      postcode: "QV3 8NE",
      name: "Sam Reyes",
      email: "sam.reyes@example.com",
    },
  ),
  form(
    "rs-book-club",
    "roastery",
    "send cobb & kettle's ellerby café a message asking if they could host our book club one evening. Jo Marsh jo.marsh@example.com",
    "/contact/send",
    {
      about: "events",
      cafe: "ellerby",
      name: "Jo Marsh",
      email: "jo.marsh@example.com",
    },
  ),
];
