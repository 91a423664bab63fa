import { formItem } from "../items";
import type { NavItem } from "../types";

// ZEPHYR: the forty-second held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is
// 2026-11-28, "next monday" the coming Monday, 2026-11-30, "next tuesday" the coming Tuesday, 2026-12-01, and "next
// thursday" a week today, 2026-12-03; "tuesday 22nd december" is 2026-12-22, "friday 4th december" 2026-12-04 and
// "1st december" 2026-12-01 (each weekday checked against the calendar). At Tumbledown a lesson for me and a friend
// is semi-private, a 9-year-old's circus day is the 8 to 14s', a 12-year-old is an under 16, and storing a hoop is
// the storage extra. At Corbridge Vane £265,000 is the £250,001 to £400,000 band and £145,000 the lowest, a
// housebound father's LPAs are both LPAs at home, the care fees talk is the one on 10 December, and the family law
// clinic is Holtby's, on Thursdays.
const form = formItem("zp-");

export const NAVIGATOR_ZEPHYR_FORMS: NavItem[] = [
  form(
    "semi-lesson",
    "circus",
    "book a 45 minute semi-private aerial silks lesson at tumbledown for me and my friend next tuesday at 18:00. Kat Byrne kat.byrne@example.com 07700 900811",
    "/lessons/book/send",
    {
      lesson: "semi-private",
      length: "45",
      discipline: "silks",
      date: "2026-12-01",
      time: "18:00",
      name: "Kat Byrne",
      email: "kat.byrne@example.com",
    },
  ),
  form(
    "circus-day",
    "circus",
    "book my daughter Maisie Hart, she's 9, onto tumbledown's circus day on tuesday 22nd december, with early drop off. Jo Hart jo.hart@example.com 07700 900812",
    "/circus-days/book/send",
    {
      date: "2026-12-22",
      ages: "8-14",
      child: "Maisie Hart",
      age: "9",
      dropoff: "yes",
      name: "Jo Hart",
      email: "jo.hart@example.com",
    },
  ),
  form(
    "catch-class",
    "circus",
    "book the catch class on the flying trapeze at tumbledown this saturday for me and my son, he's 12. Rhys Owen rhys.owen@example.com 07700 900813",
    "/trapeze/book/send",
    {
      session: "catch",
      date: "2026-11-28",
      adults: "1",
      children: "1",
      name: "Rhys Owen",
      email: "rhys.owen@example.com",
    },
  ),
  form(
    "join",
    "circus",
    "sign me up for tumbledown's off-peak membership on the 12 month plan starting 1st december, and i want to keep my hoop there. Lena Fox lena.fox@example.com",
    "/membership/join/send",
    {
      membership: "off-peak",
      plan: "12-month",
      storage: "yes",
      start: "2026-12-01",
      name: "Lena Fox",
      email: "lena.fox@example.com",
    },
  ),
  form(
    "rehearsal-hire",
    "circus",
    "send tumbledown circus a message asking if our dance company could hire the boiler house for rehearsals in january. Omar Said, Kinetic Dance, omar.said@example.com",
    "/contact/send",
    {
      about: "hire",
      name: "Omar Said",
      email: "omar.said@example.com",
    },
  ),
  form(
    "quote-flat",
    "solicitors",
    "get a conveyancing quote from corbridge vane: i'm a first time buyer buying a £265,000 leasehold flat with a mortgage, and i'd like the wyndham cross office. Ellie Shaw ellie.shaw@example.com 07700 900821",
    "/conveyancing/quote/send",
    {
      type: "buying",
      price: "250k-400k",
      tenure: "leasehold",
      mortgage: "yes",
      first: "yes",
      office: "wyndham-cross",
      name: "Ellie Shaw",
      email: "ellie.shaw@example.com",
    },
  ),
  form(
    "quote-sale",
    "solicitors",
    "ask corbridge vane's holtby office for a quote to sell my freehold house, it's on the market at £145,000. Bill Tate bill.tate@example.com",
    "/conveyancing/quote/send",
    {
      type: "selling",
      price: "up-to-150k",
      tenure: "freehold",
      office: "holtby",
      name: "Bill Tate",
      email: "bill.tate@example.com",
    },
  ),
  form(
    "mirror-wills",
    "solicitors",
    "book an appointment for mirror wills for me and my wife at corbridge vane's holtby office next monday at 2pm. Dan Cole dan.cole@example.com 07700 900823",
    "/wills/book/send",
    {
      service: "mirror",
      office: "holtby",
      date: "2026-11-30",
      time: "14:00",
      name: "Dan Cole",
      email: "dan.cole@example.com",
    },
  ),
  form(
    "lpa-home",
    "solicitors",
    "my dad needs both lasting powers of attorney doing and he's housebound, book corbridge vane to come to his house on friday 4th december at 11am. Sue Pike sue.pike@example.com 07700 900824",
    "/wills/book/send",
    {
      service: "lpa-both",
      office: "home",
      date: "2026-12-04",
      time: "11:00",
      name: "Sue Pike",
      email: "sue.pike@example.com",
    },
  ),
  form(
    "care-talk",
    "solicitors",
    "book 2 places at corbridge vane's talk on care fees. Ann Lowe ann.lowe@example.com",
    "/events/book/send",
    {
      event: "care-fees-2026-12-10",
      places: "2",
      name: "Ann Lowe",
      email: "ann.lowe@example.com",
    },
  ),
  form(
    "family-clinic",
    "solicitors",
    "book me into corbridge vane's free family law clinic next thursday. Mia Ross mia.ross@example.com 07700 900826",
    "/clinics/book/send",
    {
      clinic: "family-holtby",
      date: "2026-12-03",
      name: "Mia Ross",
      email: "mia.ross@example.com",
    },
  ),
];
