import { formItem } from "../items";
import type { NavItem } from "../types";

// MELTEMI: the forty-ninth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "thursday 3rd
// december" is 2026-12-03, "tuesday 8th december" 2026-12-08, "friday 11th december" 2026-12-11, "saturday 19th
// december" 2026-12-19, "1st january" 2027-01-01, a Friday, "saturday 13th february next year" 2027-02-13 and
// "friday 5th march" 2027-03-05 (each weekday checked against the calendar). At Fernhallow Netmakers changes over on
// Saturdays and takes up to 2 dogs; a weekend is 3 nights from Friday, and The Old Forge changes over on Fridays; a
// baby in a cot does not count as a guest; logs are for Gull Cottage and The Old Forge; "next year" for letting is
// 2027. At Pryce the 17:30 appointment is on Thursdays at Kettlewick only; microsuction is at both branches;
// home visits to RV9 are on Fridays; a box of 60 is the box.
const form = formItem("me-");

export const NAVIGATOR_MELTEMI_FORMS: NavItem[] = [
  form(
    "co-week",
    "cottages",
    "book netmakers with fernhallow for a week from saturday 13th february next year, 2 adults, 2 children and our dog. Claire Dunn claire.dunn@example.com",
    "/booking/send",
    {
      cottage: "netmakers",
      stay: "week",
      arrive: "2027-02-13",
      adults: "2",
      children: "2",
      dogs: "1",
      name: "Claire Dunn",
      email: "claire.dunn@example.com",
    },
  ),
  form(
    "co-weekend",
    "cottages",
    "book a weekend at the old forge with fernhallow from friday 5th march, just the two of us and the baby, so we'll need a cot. Tom Reid tom.reid@example.com",
    "/booking/send",
    {
      cottage: "forge",
      stay: "weekend",
      arrive: "2027-03-05",
      adults: "2",
      cot: "yes",
      name: "Tom Reid",
      email: "tom.reid@example.com",
    },
  ),
  form(
    "co-logs",
    "cottages",
    "order 3 nets of logs from fernhallow for gull cottage, we arrive saturday 19th december. Ann Bell ann.bell@example.com",
    "/extras/order/send",
    {
      item: "logs",
      quantity: "3",
      cottage: "gull",
      arrive: "2026-12-19",
      name: "Ann Bell",
      email: "ann.bell@example.com",
    },
  ),
  form(
    "co-owners",
    "cottages",
    "ask fernhallow about letting our 3 bedroom house in lydbrook magna, it'll be ready next year. Raj Patel raj.patel@example.com 07700 900145",
    "/owners/enquire/send",
    {
      village: "lydbrook",
      bedrooms: "3",
      ready: "2027",
      name: "Raj Patel",
      email: "raj.patel@example.com",
    },
  ),
  form(
    "co-teddy",
    "cottages",
    "message fernhallow cottages to say we left a teddy bear at wren cottage last week. Lucy Hart lucy.hart@example.com",
    "/contact/send",
    {
      about: "lost",
      name: "Lucy Hart",
      email: "lucy.hart@example.com",
    },
  ),
  form(
    "he-assessment",
    "hearing",
    "book me a free full hearing assessment at pryce hearing care's kettlewick branch on thursday 3rd december at 17:30, I'm 67. Margaret Hale margaret.hale@example.com 07700 900262",
    "/book/send",
    {
      appointment: "assessment",
      branch: "kettlewick",
      date: "2026-12-03",
      time: "17:30",
      age: "67",
      name: "Margaret Hale",
      email: "margaret.hale@example.com",
      phone: "07700 900262",
    },
  ),
  form(
    "he-wax",
    "hearing",
    "book microsuction for both my ears at pryce hearing care in brinsford on tuesday 8th december at 11:00, I'm 74. Brian Cole brian.cole@example.com 07700 900377",
    "/book/send",
    {
      appointment: "wax-both",
      branch: "brinsford",
      date: "2026-12-08",
      time: "11:00",
      age: "74",
      name: "Brian Cole",
      email: "brian.cole@example.com",
      phone: "07700 900377",
    },
  ),
  form(
    "he-batteries",
    "hearing",
    "order 2 boxes of size 312 batteries from pryce hearing care, posted to RV3 2BT. Eileen Moss eileen.moss@example.com 07700 900419",
    "/batteries/order/send",
    {
      size: "312",
      pack: "box",
      packs: "2",
      delivery: "post",
      postcode: "RV3 2BT",
      name: "Eileen Moss",
      email: "eileen.moss@example.com",
      phone: "07700 900419",
    },
  ),
  form(
    "he-home-visit",
    "hearing",
    "ask pryce hearing care to come and test my mum's hearing at home, RV9 4LH, on friday 11th december in the morning. Sandra Webb sandra.webb@example.com 07700 900588",
    "/home-visits/request/send",
    {
      postcode: "RV9 4LH",
      reason: "test",
      date: "2026-12-11",
      when: "morning",
      name: "Sandra Webb",
      email: "sandra.webb@example.com",
      phone: "07700 900588",
    },
  ),
  form(
    "he-gold",
    "hearing",
    "sign me up to pryce hearing care's gold aftercare plan, paying monthly, from 1st january; my aids were fitted by pryce hearing care. Derek Shaw derek.shaw@example.com 07700 900624",
    "/aftercare/join/send",
    {
      plan: "gold",
      pay: "monthly",
      start: "2027-01-01",
      fitted: "us",
      name: "Derek Shaw",
      email: "derek.shaw@example.com",
      phone: "07700 900624",
    },
  ),
  form(
    "he-repair-ask",
    "hearing",
    "send pryce hearing care a message asking if they can repair the cracked case on my hearing aid. Nina Ross nina.ross@example.com",
    "/contact/send",
    {
      about: "repair",
      name: "Nina Ross",
      email: "nina.ross@example.com",
    },
  ),
];
