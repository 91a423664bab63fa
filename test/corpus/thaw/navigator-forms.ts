import { formItem } from "../items";
import type { NavItem } from "../types";

// THAW: the fourteenth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is
// 28 November (2026-11-28), "next tuesday" 1 December (2026-12-01), "next wednesday" 2 December (2026-12-02), "next
// thursday" 3 December (2026-12-03); "monday 7 december" is 2026-12-07, "saturday 12 december" is 2026-12-12, and
// "monday 4 january" is 2027-01-04.
const form = formItem("th-");

export const NAVIGATOR_THAW_FORMS: NavItem[] = [
  form(
    "test-westgate",
    "opticians",
    "can you book me an eye test at harlow & finch westgate next tuesday at 3pm. just a normal one, i'm not nhs. Laura Bennett, dob 12/06/1979, laura.bennett@example.com 07700 900931",
    "/book/request",
    {
      branch: "westgate",
      test: "standard",
      date: "2026-12-01",
      time: "15:00",
      name: "Laura Bennett",
      email: "laura.bennett@example.com",
    },
  ),
  form(
    "lens-check",
    "opticians",
    "need my contact lens check up doing at the harlow and finch in town, this saturday 10am if poss. mark o'neill, mark.oneill@example.com",
    "/book/request",
    {
      branch: "market",
      test: "contact-lens",
      date: "2026-11-28",
      time: "10:00",
      name: "Mark O'Neill",
      email: "mark.oneill@example.com",
    },
  ),
  form(
    "child-test",
    "opticians",
    "book my lad Alfie Greene in for an eye test at harlow & finch on the retail park, he's 7 (born 14 march 2019). next wednesday at 4pm after school. kate.greene@example.com 07700 900933",
    "/book/request",
    {
      branch: "westgate",
      test: "child",
      date: "2026-12-02",
      time: "16:00",
      name: "Alfie Greene",
      email: "kate.greene@example.com",
    },
  ),
  form(
    "home-visit",
    "opticians",
    "my mum hasn't been able to leave the house on her own since her stroke. can harlow & finch come out and test her eyes at home? she's Joan Whitby, AS2 5RL. any time from monday 7 december. i'm Paul Whitby, her son, 07700 900934 paul.whitby@example.com",
    "/home-visits/request",
    {
      patient: "Joan Whitby",
      postcode: "AS2 5RL",
      reason: "housebound",
      date: "2026-12-07",
      contact: "Paul Whitby",
      phone: "07700 900934",
    },
  ),
  form(
    "order-chase",
    "opticians",
    "message harlow and finch for me to ask if my varifocals are ready, i ordered them at the market place shop on 12 november, order HF-20418. Sarah Lowe sarah.lowe@example.com",
    "/contact/send",
    {
      topic: "order",
      branch: "market",
      name: "Sarah Lowe",
      email: "sarah.lowe@example.com",
    },
  ),
  form(
    "party",
    "hall",
    "i want to book the main hall at millbrook village hall for my daughter's 6th birthday, saturday 12 december 2 till 5pm, about 25 kids. we live in the village. Rachel Moss rachel.moss@example.com 07700 900941",
    "/hire/enquire",
    {
      room: "main",
      date: "2026-12-12",
      start: "14:00",
      finish: "17:00",
      event: "party",
      resident: "yes",
      name: "Rachel Moss",
      email: "rachel.moss@example.com",
    },
  ),
  form(
    "book-group",
    "hall",
    "our book group needs the orchard room at millbrook village hall next thursday 7 to 9pm, there's 10 of us. can you enquire for me, Gill Parsons gill.parsons@example.com",
    "/hire/enquire",
    {
      room: "orchard",
      date: "2026-12-03",
      start: "19:00",
      finish: "21:00",
      event: "meeting",
      name: "Gill Parsons",
      email: "gill.parsons@example.com",
    },
  ),
  form(
    "pilates",
    "hall",
    "sign me up to pilates at millbrook village hall please, i'll take a block of 6, starting monday 4 january. Helen Ward helen.ward@example.com 07700 900943",
    "/classes/register",
    {
      class: "pilates",
      payment: "block",
      start: "2027-01-04",
      name: "Helen Ward",
      email: "helen.ward@example.com",
    },
  ),
  form(
    "ballet",
    "hall",
    "register my daughter Poppy Hale (she's 5) for the saturday ballet at millbrook hall, we'll pay as we go, starting this saturday. i'm Dan Hale, dan.hale@example.com",
    "/classes/register",
    {
      class: "ballet",
      payment: "dropin",
      start: "2026-11-28",
      participant: "Poppy Hale",
      name: "Dan Hale",
      email: "dan.hale@example.com",
    },
  ),
  form(
    "panto",
    "hall",
    "reserve 2 adult and 3 kids tickets for the millbrook village hall panto, the saturday evening one. Jo Kemp jo.kemp@example.com 07700 900945",
    "/whats-on/reserve",
    {
      event: "panto-sat-eve",
      adults: "2",
      children: "3",
      name: "Jo Kemp",
      email: "jo.kemp@example.com",
    },
  ),
];
