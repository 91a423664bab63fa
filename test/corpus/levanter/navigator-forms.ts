import { formItem } from "../items";
import type { NavItem } from "../types";

// LEVANTER: the fifty-second held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "tuesday 8th december"
// is 2026-12-08, "thursday 10th december" 2026-12-10 and "saturday 12th december" 2026-12-12 (each weekday checked
// against the calendar). At Calloway Electrical Saturday mornings have their own slot; an HMO of 5 tenants is "up to
// 5 tenants"; leaving keys is the "keys" radio. At Otterbrook the free trial is at Halsey only, on a day and time
// Halsey teaches (Saturday 09:30); the assessment at Dunmere is on a day Dunmere teaches (Tuesday 17:00); two children
// in Stage 2 go on the February half term course for Stages 1 to 4; Ducklings' waiting list is at Halsey.
const form = formItem("lv-");

export const NAVIGATOR_LEVANTER_FORMS: NavItem[] = [
  form(
    "el-book-let",
    "electricians",
    "book calloway electrical to inspect the 3 bed house i let out on tuesday 8th december in the morning, my tenant will let them in. postcode KF3 7DN. Priya Shah priya.shah@example.com 07700 900512",
    "/book/send",
    {
      property: "house-let",
      bedrooms: "3",
      date: "2026-12-08",
      slot: "morning",
      access: "tenant",
      postcode: "KF3 7DN",
      name: "Priya Shah",
      email: "priya.shah@example.com",
      phone: "07700 900512",
    },
  ),
  form(
    "el-book-saturday",
    "electricians",
    "book an eicr with calloway electrical for my 2 bedroom flat (i live in it) on saturday 12th december, i'll be in. BW4 2JP. Daniel Reed daniel.reed@example.com 07700 900623",
    "/book/send",
    {
      property: "flat-own",
      bedrooms: "2",
      date: "2026-12-12",
      slot: "saturday",
      access: "me",
      postcode: "BW4 2JP",
      name: "Daniel Reed",
      email: "daniel.reed@example.com",
      phone: "07700 900623",
    },
  ),
  form(
    "el-book-hmo",
    "electricians",
    "book calloway electrical to inspect my hmo, 4 bedrooms, 5 tenants and 2 fuse boards, on thursday 10th december in the afternoon; i'll leave the keys at the base. KF1 4RS. Helen Price helen.price@example.com 07700 900734",
    "/book/send",
    {
      property: "hmo-small",
      bedrooms: "4",
      boards: "2",
      date: "2026-12-10",
      slot: "afternoon",
      access: "keys",
      postcode: "KF1 4RS",
      name: "Helen Price",
      email: "helen.price@example.com",
      phone: "07700 900734",
    },
  ),
  form(
    "el-charger-quote",
    "electricians",
    "ask calloway electrical for a quote for their home plus ev charger, we park on the driveway and it's about 12 metres from the fuse board. KF2 9AB. Mark Evans mark.evans@example.com 07700 900845",
    "/ev-chargers/quote/send",
    {
      package: "plus",
      parking: "driveway",
      cable: "12",
      postcode: "KF2 9AB",
      name: "Mark Evans",
      email: "mark.evans@example.com",
      phone: "07700 900845",
    },
  ),
  form(
    "el-usb-quote",
    "electricians",
    "ask calloway electrical for a quote for 5 double sockets with usb. BW4 6LT. Zoe Hart zoe.hart@example.com 07700 900956",
    "/small-jobs/quote/send",
    {
      job: "usb-sockets",
      quantity: "5",
      postcode: "BW4 6LT",
      name: "Zoe Hart",
      email: "zoe.hart@example.com",
      phone: "07700 900956",
    },
  ),
  form(
    "el-remedial",
    "electricians",
    "send calloway electrical a message about the remedial work on my inspection report. Ian Moss ian.moss@example.com",
    "/contact/send",
    {
      about: "remedial",
      name: "Ian Moss",
      email: "ian.moss@example.com",
    },
  ),
  form(
    "sw-trial",
    "swimschool",
    "book a free trial lesson with otterbrook for my son Leo, he's 5 and would be starting in stage 1, on a saturday at 09:30. Anna Grey anna.grey@example.com 07700 900167",
    "/book/send",
    {
      kind: "trial",
      child: "Leo",
      age: "5",
      stage: "stage-1",
      pool: "halsey",
      day: "saturday",
      time: "09:30",
      parent: "Anna Grey",
      email: "anna.grey@example.com",
      phone: "07700 900167",
    },
  ),
  form(
    "sw-assessment",
    "swimschool",
    "book an assessment at otterbrook's dunmere pool for my daughter Isla, she's 8 and in stage 3 at her old swim school, on a tuesday at 17:00. Ben Cross ben.cross@example.com 07700 900278",
    "/book/send",
    {
      kind: "assessment",
      child: "Isla",
      age: "8",
      stage: "stage-3",
      pool: "dunmere",
      day: "tuesday",
      time: "17:00",
      parent: "Ben Cross",
      email: "ben.cross@example.com",
      phone: "07700 900278",
    },
  ),
  form(
    "sw-crash",
    "swimschool",
    "book otterbrook's february half term crash course for my two, Maya and Finn, both in stage 2. Lucy Ward lucy.ward@example.com 07700 900389",
    "/crash-courses/book/send",
    {
      course: "feb-1-4",
      children: "2",
      child: "Maya",
      child2: "Finn",
      stage: "stage-2",
      parent: "Lucy Ward",
      email: "lucy.ward@example.com",
      phone: "07700 900389",
    },
  ),
  form(
    "sw-waiting",
    "swimschool",
    "put my daughter Poppy on otterbrook's ducklings waiting list, born 14th march 2025. Kate Lowe kate.lowe@example.com 07700 900490",
    "/waiting-list/send",
    {
      stage: "ducklings",
      pool: "halsey",
      child: "Poppy",
      dob: "2025-03-14",
      parent: "Kate Lowe",
      email: "kate.lowe@example.com",
      phone: "07700 900490",
    },
  ),
  form(
    "sw-badges",
    "swimschool",
    "send otterbrook swim school a message about ordering badges. Raj Patel raj.patel@example.com",
    "/contact/send",
    {
      about: "badges",
      name: "Raj Patel",
      email: "raj.patel@example.com",
    },
  ),
];
