import { formItem } from "../items";
import type { NavItem } from "../types";

// SUNDOG: the thirty-fifth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "saturday 12th
// december" is 2026-12-12; "wednesday 10th march next year" is 2027-03-10; "this sunday" is 2026-11-29; "this
// saturday" is 2026-11-28; "tuesday 16th march" is 2027-03-16; "sunday 1st august next year" is 2027-08-01, a Sunday
// start at Nettlecombe Wharf; "friday 7th may" is 2027-05-07; "saturday 17th april" is 2027-04-17 and "2pm" its 14:00
// start. Girls of 9 and 12 make a group with someone under 16, the youngest 9; kids of 4 and 7 are a little one and a
// child, and a mum of 70 a concession; a year 3 class is Key Stage 2; the adoption with the soft toy but no tickets is
// Wild Friend; the Kelford day boat that takes a dog is Dabchick; a question about Kittiwake's lift is about access.
const form = formItem("sd-");

export const NAVIGATOR_SUNDOG_FORMS: NavItem[] = [
  form(
    "meerkats",
    "zoo",
    "book meet the meerkats at hartmoor for me and my two girls, they're 9 and 12, on saturday 12th december. Claire Dunne claire.dunne@example.com 07700 900741",
    "/experiences/book/send",
    {
      experience: "meerkats",
      date: "2026-12-12",
      people: "3",
      ages: "mixed",
      youngest: "9",
      name: "Claire Dunne",
      email: "claire.dunne@example.com",
    },
  ),
  form(
    "keeper-day",
    "zoo",
    "buy keeper for a day at hartmoor wildlife park as a present for my husband Tom Baxter, he's 45, on wednesday 10th march next year. from Jess Baxter jess.baxter@example.com 07700 900742",
    "/experiences/book/send",
    {
      experience: "keeper-day",
      date: "2027-03-10",
      people: "1",
      ages: "adults",
      participant: "Tom Baxter",
      gift: "yes",
      name: "Jess Baxter",
      email: "jess.baxter@example.com",
    },
  ),
  form(
    "tickets",
    "zoo",
    "buy online tickets to hartmoor wildlife park for this sunday: me and my wife, our kids who are 4 and 7, and my mum, who's 70. Ravi Mistry ravi.mistry@example.com 07700 900743",
    "/tickets/buy/send",
    {
      date: "2026-11-29",
      adults: "2",
      concessions: "1",
      children: "1",
      little: "1",
      name: "Ravi Mistry",
      email: "ravi.mistry@example.com",
    },
  ),
  form(
    "pass",
    "zoo",
    "get us a family annual pass for hartmoor, the two of us and our three kids, paying monthly, starting this saturday. Anita Shah anita.shah@example.com 07700 900744",
    "/passes/buy/send",
    {
      pass: "family",
      pay: "monthly",
      start: "2026-11-28",
      children: "3",
      name: "Anita Shah",
      email: "anita.shah@example.com",
    },
  ),
  form(
    "adopt",
    "zoo",
    "adopt a red panda at hartmoor as a present for my niece Maisie Fenton, the pack with the soft toy but not the tickets, posted to her at 4 Orchard Close, Wenlow WN7 2DS. from Gemma Fenton gemma.fenton@example.com",
    "/adopt/send",
    {
      animal: "red-panda",
      package: "wild-friend",
      gift: "yes",
      recipient: "Maisie Fenton",
      delivery: "post",
      name: "Gemma Fenton",
      email: "gemma.fenton@example.com",
    },
  ),
  form(
    "school",
    "zoo",
    "ask hartmoor wildlife park about a school visit for our year 3 class from Oakfield Primary, twenty-eight children and four adults, with a workshop, on tuesday 16th march. Daniel Okafor d.okafor@oakfield.example.com 01632 960771",
    "/schools/send",
    {
      school: "Oakfield Primary",
      keystage: "ks2",
      pupils: "28",
      adults: "4",
      date: "2027-03-16",
      workshop: "yes",
      name: "Daniel Okafor",
      email: "d.okafor@oakfield.example.com",
    },
  ),
  form(
    "redshank",
    "narrowboat",
    "reserve redshank from lapwing's nettlecombe base for a week from sunday 1st august next year, 4 adults and our dog, it's our first time on a narrowboat, and add the damage waiver. Helen Rudd helen.rudd@example.com 07700 900751",
    "/book/send",
    {
      boat: "redshank",
      break: "week",
      start: "2027-08-01",
      adults: "4",
      dogs: "1",
      waiver: "yes",
      experience: "first-time",
      name: "Helen Rudd",
      email: "helen.rudd@example.com",
    },
  ),
  form(
    "dunlin",
    "narrowboat",
    "book dunlin with lapwing for a weekend break starting friday 7th may, two adults and two kids, and hire 4 bikes. we don't want the damage waiver, and we've done it before. Owen Ashworth owen.ashworth@example.com 07700 900752",
    "/book/send",
    {
      boat: "dunlin",
      break: "weekend",
      start: "2027-05-07",
      adults: "2",
      children: "2",
      bikes: "4",
      waiver: "no",
      experience: "been-before",
      name: "Owen Ashworth",
      email: "owen.ashworth@example.com",
    },
  ),
  form(
    "day-boat",
    "narrowboat",
    "hire a lapwing day boat from kelford for 2 hours on saturday 17th april at 2pm, there's 5 of us plus our spaniel. Kerry Holt kerry.holt@example.com 07700 900753",
    "/day-boats/book/send",
    {
      boat: "dabchick",
      date: "2027-04-17",
      hire: "2-hours",
      time: "14:00",
      people: "5",
      dogs: "1",
      name: "Kerry Holt",
      email: "kerry.holt@example.com",
    },
  ),
  form(
    "voucher",
    "narrowboat",
    "send a £100 lapwing gift voucher by email to my parents Ann and Roy Pardoe at ann.pardoe@example.com for their ruby wedding. from Kate Pardoe kate.pardoe@example.com",
    "/vouchers/send",
    {
      type: "money",
      amount: "100",
      delivery: "email",
      recipient: "Ann and Roy Pardoe",
      to: "ann.pardoe@example.com",
      name: "Kate Pardoe",
      email: "kate.pardoe@example.com",
    },
  ),
  form(
    "access",
    "narrowboat",
    "ask lapwing whether my mobility scooter will fit on kittiwake's lift, we're thinking of a week from kelford in september. Brian Cutler brian.cutler@example.com 07700 900754",
    "/contact/send",
    {
      about: "access",
      base: "kelford",
      name: "Brian Cutler",
      email: "brian.cutler@example.com",
    },
  ),
];
