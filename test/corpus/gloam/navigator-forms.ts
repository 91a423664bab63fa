import { formItem } from "../items";
import type { NavItem } from "../types";

// GLOAM: the thirty-fourth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "sunday 6th december"
// is 2026-12-06, a Winter Sunday, and "the 11:00" its 11:00 train from Wealdmoor; "saturday 12th december" is
// 2026-12-12; "friday 5th march next year" is 2027-03-05; "saturday 10th april" is 2027-04-10; "this saturday" is
// 2026-11-28 and "2pm" its 14:00 slot; "next friday, the 4th" is 2026-12-04 and "8pm" its 20:00 slot; "sunday 13th
// december" is 2026-12-13 and "1pm" its 13:00 party; "the course starting tuesday 12th january" is the Tuesday
// evening course from 2027-01-12. Kids of 4 and 7 are children of 1 to 12; a walking club is a club; a boy of 16 is
// 16 or 17; a girl of 13 is 12 to 17; a £50 voucher is a money voucher.
const form = formItem("gl-");

export const NAVIGATOR_GLOAM_FORMS: NavItem[] = [
  form(
    "tickets",
    "railway",
    "book 2 adult returns and a child return from wealdmoor to cressby on sunday 6th december, on the 11:00, and we're bringing the dog. Hannah Reid hannah.reid@example.com 07700 900921",
    "/tickets/buy/send",
    {
      date: "2026-12-06",
      from: "wealdmoor",
      to: "cressby",
      ticket: "return",
      train: "11:00",
      adults: "2",
      children: "1",
      dogs: "1",
      name: "Hannah Reid",
      email: "hannah.reid@example.com",
    },
  ),
  form(
    "santa",
    "railway",
    "book the wealdmoor & cressby santa special for me, my wife and our 2 kids (4 and 7) on saturday 12th december, the 11:30 train. Gareth Moss gareth.moss@example.com 07700 900922",
    "/specials/santa/send",
    {
      date: "2026-12-12",
      time: "11:30",
      adults: "2",
      children: "2",
      name: "Gareth Moss",
      email: "gareth.moss@example.com",
    },
  ),
  form(
    "driver",
    "railway",
    "book a half day steam driving experience as a present for my dad John Pearce, he's 63, on friday 5th march next year, any engine is fine. from Lucy Pearce lucy.pearce@example.com",
    "/footplate/book/send",
    {
      experience: "half-day",
      date: "2027-03-05",
      loco: "any",
      driver: "John Pearce",
      driver_age: "63",
      gift: "yes",
      name: "Lucy Pearce",
      email: "lucy.pearce@example.com",
    },
  ),
  form(
    "group",
    "railway",
    "we're a walking club of 24, the Hollin Valley Ramblers, wanting returns on the wealdmoor & cressby on saturday 10th april, one of us uses a wheelchair. send them a group booking request. Peter Lund peter.lund@example.com 07700 900924",
    "/groups/send",
    {
      group: "Hollin Valley Ramblers",
      type: "club",
      size: "24",
      date: "2027-04-10",
      ticket: "return",
      wheelchairs: "1",
      name: "Peter Lund",
      email: "peter.lund@example.com",
    },
  ),
  form(
    "volunteer",
    "railway",
    "my son Ethan Cole is 16 and wants to volunteer as an engine cleaner on the wealdmoor & cressby railway at weekends, sign him up. Sarah Cole sarah.cole@example.com 07700 900925",
    "/volunteer/send",
    {
      role: "engine-cleaner",
      age: "16-17",
      days: "weekends",
      name: "Ethan Cole",
      parent: "Sarah Cole",
      email: "sarah.cole@example.com",
    },
  ),
  form(
    "have-a-go",
    "archery",
    "book 3 of us on the archery have-a-go at fletchgate's barn this saturday at 2pm, all adults. Megan Price megan.price@example.com 07700 900931",
    "/book/send",
    {
      venue: "barn",
      session: "have-a-go",
      date: "2026-11-28",
      time: "14:00",
      people: "3",
      ages: "adults",
      name: "Megan Price",
      email: "megan.price@example.com",
    },
  ),
  form(
    "axe-wharf",
    "archery",
    "book axe throwing at fletchgate's mercer's wharf for 6 of us next friday, the 4th, at 8pm, it's my birthday and we're all over 18. Josh Tran josh.tran@example.com 07700 900932",
    "/book/send",
    {
      venue: "wharf",
      session: "axe",
      date: "2026-12-04",
      time: "20:00",
      people: "6",
      ages: "adults",
      occasion: "birthday",
      name: "Josh Tran",
      email: "josh.tran@example.com",
    },
  ),
  form(
    "course",
    "archery",
    "sign my daughter Isla Grant up for fletchgate's beginners archery course starting tuesday 12th january, she's 13. Fiona Grant fiona.grant@example.com 07700 900933",
    "/courses/send",
    {
      course: "tue-12-jan",
      age: "12-17",
      name: "Isla Grant",
      parent: "Fiona Grant",
      email: "fiona.grant@example.com",
    },
  ),
  form(
    "party",
    "archery",
    "book a robin hood party at fletchgate for my son Alfie's 9th birthday on sunday 13th december at 1pm, 12 kids coming. Dan Shaw dan.shaw@example.com 07700 900934",
    "/parties/book/send",
    {
      package: "robin-hood",
      date: "2026-12-13",
      time: "13:00",
      children: "12",
      child: "Alfie",
      age: "9",
      name: "Dan Shaw",
      email: "dan.shaw@example.com",
    },
  ),
  form(
    "voucher",
    "archery",
    "send a £50 fletchgate gift voucher in a card by post to my brother Kieran Walsh, 8 Mill Row, Dunmere DN2 5RT, for christmas. from Niamh Walsh niamh.walsh@example.com",
    "/vouchers/send",
    {
      type: "money",
      amount: "50",
      delivery: "post",
      recipient: "Kieran Walsh",
      name: "Niamh Walsh",
      email: "niamh.walsh@example.com",
    },
  ),
  form(
    "membership",
    "archery",
    "join fletchgate's club on archer plus, paying monthly, i finished the beginners course in october. Rachel Byrne rachel.byrne@example.com 07700 900936",
    "/membership/join/send",
    {
      tier: "archer-plus",
      pay: "monthly",
      course: "yes",
      name: "Rachel Byrne",
      email: "rachel.byrne@example.com",
    },
  ),
];
