import { formItem } from "../items";
import type { NavItem } from "../types";

// SMIRR: the thirty-first held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "saturday 12th
// december" is 2026-12-12 and "11am" its 11:00 start; "thursday 10th december" is 2026-12-10 and "the after work
// slot" the 18:00 start, Tanner Row's Thursday evening one; "wednesday 16th december" is 2026-12-16; "saturday 18th
// september 2027" is 2027-09-18. The town studio is Tanner Row; "around 100 guests" is the 80 to 150 band; a bird's
// nest with a sweep is the nest job; about 18 months is 1 to 2 years; a 5kw stove is up to 5 kW; "till 5" is the
// evening call back.
const form = formItem("sm-");

export const NAVIGATOR_SMIRR_FORMS: NavItem[] = [
  form(
    "family-sitting",
    "photo",
    "book a family shoot with lark & linden at the chapel on saturday 12th december at 11am, there'll be 4 of us plus our dog. Megan Hollis megan.hollis@example.com 07700 900981",
    "/book/send",
    {
      session: "family",
      studio: "chapel",
      date: "2026-12-12",
      time: "11:00",
      people: "4",
      pets: "1",
      name: "Megan Hollis",
      email: "megan.hollis@example.com",
    },
  ),
  form(
    "headshots",
    "photo",
    "can i book express headshots at lark and linden's town studio on thursday 10th december, the after work slot. Kwame Asante kwame.asante@example.com 07700 900982",
    "/book/send",
    {
      session: "headshot-express",
      studio: "tanner-row",
      date: "2026-12-10",
      time: "18:00",
      name: "Kwame Asante",
      email: "kwame.asante@example.com",
    },
  ),
  form(
    "studio-hire",
    "photo",
    "i'm a photographer and want to hire lark & linden's chapel for a product shoot on wednesday 16th december, from 10am for 3 hours. Leon Barraclough, Barraclough Creative, leon@barracloughcreative.example 07700 900983",
    "/studio-hire/book/send",
    {
      studio: "chapel",
      date: "2026-12-16",
      start: "10:00",
      hours: "3",
      use: "product",
      business: "Barraclough Creative",
      name: "Leon Barraclough",
      email: "leon@barracloughcreative.example",
    },
  ),
  form(
    "wedding",
    "photo",
    "we're getting married on saturday 18th september 2027 at Oakridge Barn, around 100 guests, and want lark & linden's full day package. i'm Chloe Marsh chloe.marsh@example.com 07700 900984, my fiancé is Ravi Sood",
    "/weddings/enquire/send",
    {
      package: "full-day",
      date: "2027-09-18",
      venue: "Oakridge Barn",
      guests: "80-150",
      partner: "Ravi Sood",
      name: "Chloe Marsh",
      email: "chloe.marsh@example.com",
    },
  ),
  form(
    "voucher",
    "photo",
    "buy a £50 lark & linden gift voucher for my sister Freya Lund and post it to her in a card. Mark Lund mark.lund@example.com 07700 900985",
    "/vouchers/buy/send",
    { voucher: "50", delivery: "post", to: "Freya Lund", name: "Mark Lund", email: "mark.lund@example.com" },
  ),
  form(
    "newborn-callback",
    "photo",
    "ask lark & linden to ring me in the afternoon about a newborn shoot. Hannah Pryce 07700 900986",
    "/contact/callback/send",
    { about: "newborn", time: "afternoon", name: "Hannah Pryce", phone: "07700 900986" },
  ),
  form(
    "wood-burner",
    "sweep",
    "book brushfield to sweep my wood burner, it was last done about 18 months ago, saturday morning please. HW3 4PL, Gareth Pugh gareth.pugh@example.com 07700 900991",
    "/book/send",
    {
      job: "sweep",
      fuel: "wood-burner",
      flues: "1",
      swept: "1-2",
      day: "saturday",
      time: "morning",
      postcode: "HW3 4PL",
      name: "Gareth Pugh",
      email: "gareth.pugh@example.com",
    },
  ),
  form(
    "nest",
    "sweep",
    "there's a bird's nest in our open fire chimney, can brushfield come and clear it and sweep it? any weekday, afternoons. HW6 2DN Sue Harrow sue.harrow@example.com 07700 900992",
    "/book/send",
    {
      job: "nest",
      fuel: "open-fire",
      day: "weekday",
      time: "afternoon",
      postcode: "HW6 2DN",
      name: "Sue Harrow",
      email: "sue.harrow@example.com",
    },
  ),
  form(
    "aga-cctv",
    "sweep",
    "just moved in - can brushfield sweep our solid fuel aga and do a camera survey of the flue on the same visit? no idea when it was last swept. weekday mornings. QM2 5AA Tom Ellery tom.ellery@example.com 07700 900993",
    "/book/send",
    {
      job: "sweep-cctv",
      fuel: "range",
      swept: "dont-know",
      day: "weekday",
      time: "morning",
      postcode: "QM2 5AA",
      name: "Tom Ellery",
      email: "tom.ellery@example.com",
    },
  ),
  form(
    "survey",
    "sweep",
    "get brushfield to come and survey for a 5kw multi fuel stove, our chimney has no liner. HW5 7RS Ayesha Khan ayesha.khan@example.com 07700 900994",
    "/stoves/survey/send",
    {
      size: "up-to-5",
      fuel: "multi-fuel",
      chimney: "no-liner",
      postcode: "HW5 7RS",
      name: "Ayesha Khan",
      email: "ayesha.khan@example.com",
    },
  ),
  form(
    "stove-callback",
    "sweep",
    "can someone at brushfield ring me about having a stove fitted? i'm at work till 5 so evening please. Phil Dunmore 07700 900995",
    "/contact/callback/send",
    { about: "stoves", time: "evening", name: "Phil Dunmore", phone: "07700 900995" },
  ),
];
