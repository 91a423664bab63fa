import { formItem } from "../items";
import type { NavItem } from "../types";

// MIZZLE: the thirtieth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "saturday 12th
// december" is 2026-12-12 and "1pm" its 13:00 start; "sunday 10th january" is 2027-01-10 and "in the morning" the
// 10:30 start, Wenbury's only morning one; "next sunday" is the Sunday of the first Quiet Play, 6 December
// (quiet-2026-12-06), since there is none on the 29th; "this saturday" is Saturday 28 November, the day of November's
// Calm Hour (calm-2026-11-28); "born on 3 march 2023" is 2023-03-03. A bungalow is 1 storey; "after 5pm" is the
// evening call back; "about 45 square metres" is an area of 45.
const form = formItem("mz-");

export const NAVIGATOR_MIZZLE_FORMS: NavItem[] = [
  form(
    "jungle-party",
    "softplay",
    "book a jungle party at wobble & roar kingsgate for saturday 12th december at 1pm, 14 kids, for my son Alfie Quenby who's turning 5. Laura Quenby laura.quenby@example.com 07700 900961",
    "/parties/book/send",
    {
      venue: "kingsgate",
      package: "jungle",
      date: "2026-12-12",
      time: "13:00",
      children: "14",
      child: "Alfie Quenby",
      age: "5",
      name: "Laura Quenby",
      email: "laura.quenby@example.com",
    },
  ),
  form(
    "garden-party",
    "softplay",
    "we'd like a garden party at wobble and roar's wenbury barn on sunday 10th january in the morning for 9 children, my daughter Esme Dorrington turns 4, she's dairy free. Rachel Dorrington rachel.dorrington@example.com 07700 900962",
    "/parties/book/send",
    {
      venue: "wenbury",
      package: "garden",
      date: "2027-01-10",
      time: "10:30",
      children: "9",
      child: "Esme Dorrington",
      age: "4",
      name: "Rachel Dorrington",
      email: "rachel.dorrington@example.com",
    },
  ),
  form(
    "quiet-play",
    "softplay",
    "book 2 children into wobble & roar's quiet play next sunday, it'll just be me with them. Sam Ibbotson sam.ibbotson@example.com 07700 900963",
    "/sessions/book/send",
    {
      session: "quiet-2026-12-06",
      children: "2",
      carers: "1",
      name: "Sam Ibbotson",
      email: "sam.ibbotson@example.com",
    },
  ),
  form(
    "calm-hour",
    "softplay",
    "book my son onto calm hour at wobble & roar wenbury this saturday, me and his dad will both come. Jo Penhale jo.penhale@example.com 07700 900964",
    "/sessions/book/send",
    {
      session: "calm-2026-11-28",
      children: "1",
      carers: "2",
      name: "Jo Penhale",
      email: "jo.penhale@example.com",
    },
  ),
  form(
    "sprout-pass",
    "softplay",
    "sign my daughter Poppy Adair up for wobble & roar's wenbury sprout pass, paying monthly, she was born on 3 march 2023. Kate Adair kate.adair@example.com",
    "/passes/join/send",
    {
      pass: "sprout",
      pay: "monthly",
      child: "Poppy Adair",
      dob: "2023-03-03",
      venue: "wenbury",
      name: "Kate Adair",
      email: "kate.adair@example.com",
    },
  ),
  form(
    "pass-callback",
    "softplay",
    "can wobble & roar kingsgate ring me back about a pass? mornings are best. Nadia Berrow 07700 900965",
    "/contact/callback/send",
    { venue: "kingsgate", about: "pass", time: "morning", name: "Nadia Berrow", phone: "07700 900965" },
  ),
  form(
    "window-quote",
    "windows",
    "get a quote from glassby & sons for cleaning my windows every 4 weeks, it's a 3 bed semi with a small conservatory, SQ5 3RT. Owen Tallis owen.tallis@example.com 07700 900971",
    "/quote/send",
    {
      service: "windows",
      house: "3-bed-semi",
      frequency: "4-weekly",
      conservatory: "small",
      postcode: "SQ5 3RT",
      name: "Owen Tallis",
      email: "owen.tallis@example.com",
      phone: "07700 900971",
    },
  ),
  form(
    "gutter-quote",
    "windows",
    "how much would glassby & sons charge to clear the gutters on my bungalow, just the once. ZR2 8LP, Margaret Fenn margaret.fenn@example.com 07700 900972",
    "/quote/send",
    {
      service: "gutters",
      house: "bungalow",
      storeys: "1",
      frequency: "one-off",
      postcode: "ZR2 8LP",
      name: "Margaret Fenn",
      email: "margaret.fenn@example.com",
    },
  ),
  form(
    "driveway-quote",
    "windows",
    "get glassby & sons to price pressure washing my block paving drive, about 45 square metres, SQ2 7HD. Dev Rana dev.rana@example.com 07700 900973",
    "/quote/send",
    {
      service: "pressure-washing",
      area: "45",
      postcode: "SQ2 7HD",
      name: "Dev Rana",
      email: "dev.rana@example.com",
    },
  ),
  form(
    "office-quote",
    "windows",
    "ask glassby & sons for a quote for fortnightly window cleaning at our 2-storey office, Threlby Family Dental, SQ3 1AB. contact Ama Boateng ama@threlbydental.example 07700 900974",
    "/commercial/quote/send",
    {
      business: "Threlby Family Dental",
      premises: "office",
      storeys: "2",
      frequency: "fortnightly",
      postcode: "SQ3 1AB",
      contact: "Ama Boateng",
      email: "ama@threlbydental.example",
    },
  ),
  form(
    "gutter-callback",
    "windows",
    "get glassby & sons to ring me after 5pm about getting my gutters done. Ian Vosper 07700 900975",
    "/contact/callback/send",
    { reason: "gutters", time: "evening", name: "Ian Vosper", phone: "07700 900975" },
  ),
];
