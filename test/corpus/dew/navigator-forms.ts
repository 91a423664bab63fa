import { formItem } from "../items";
import type { NavItem } from "../types";

// DEW: the sixteenth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "tomorrow" is Friday 27
// November (2026-11-27), "this saturday" is 28 November (2026-11-28), "this sunday" is 29 November (2026-11-29),
// "next wednesday" is 2 December (2026-12-02), "saturday 12 december" is 2026-12-12, "sunday 13 december" is
// 2026-12-13, and "1 january" is 2027-01-01.
const form = formItem("de-");

export const NAVIGATOR_DEW_FORMS: NavItem[] = [
  form(
    "tickets-tomorrow",
    "cinema",
    "book 2 adult tickets for signal hill at the lantern picture house tomorrow night, the quarter to nine showing. Gareth Pike, gareth.pike@example.com",
    "/tickets/book",
    {
      film: "signal-hill",
      date: "2026-11-27",
      time: "20:45",
      adults: "2",
      name: "Gareth Pike",
      email: "gareth.pike@example.com",
    },
  ),
  form(
    "tickets-family",
    "cinema",
    "me and my two kids (7 and 9) want to see pip and the paper kite at the lantern this sunday morning, can you book 1 adult and 2 under 16s. Laura Benn laura.benn@example.com",
    "/tickets/book",
    {
      film: "pip-and-the-paper-kite",
      date: "2026-11-29",
      time: "11:00",
      adults: "1",
      children: "2",
      name: "Laura Benn",
      email: "laura.benn@example.com",
    },
  ),
  form(
    "hire-studio",
    "cinema",
    "we'd like to hire the studio at the lantern for my son's 16th birthday party on saturday 12 december, starting 2pm for 3 hours, there'll be about 30 of us. Dave Kirby 07700 900871",
    "/hire/send",
    {
      screen: "studio",
      occasion: "birthday",
      date: "2026-12-12",
      start: "14:00",
      hours: "3",
      guests: "30",
      name: "Dave Kirby",
      phone: "07700 900871",
    },
  ),
  form(
    "join-joint",
    "cinema",
    "sign me and my wife up as joint friends of the lantern picture house. Colin Fairweather and Mary Fairweather, colin.fairweather@example.com, 12 Mill Lane, Dunmere DU2 4RT. we both pay tax so yes to gift aid",
    "/membership/apply",
    {
      tier: "joint",
      name: "Colin Fairweather",
      partner: "Mary Fairweather",
      email: "colin.fairweather@example.com",
      giftaid: "yes",
    },
  ),
  form(
    "volunteer-bar",
    "cinema",
    "i'd like to volunteer behind the cafe bar at the lantern, weekends suit me best. i'm 19 if that matters. Zoe Adler zoe.adler@example.com 07700 900873",
    "/get-involved/send",
    {
      role: "bar",
      when: "weekends",
      age: "18-plus",
      name: "Zoe Adler",
      email: "zoe.adler@example.com",
    },
  ),
  form(
    "newsletter",
    "cinema",
    "put me on the lantern picture house mailing list, but i only want the film club stuff. Rhys Morgan, rhys.morgan@example.com",
    "/newsletter/subscribe",
    {
      name: "Rhys Morgan",
      email: "rhys.morgan@example.com",
      interests: "film-club",
    },
  ),
  form(
    "lesson-child",
    "stables",
    "book my daughter Poppy Hale a 30 min private lesson at brackenholt next wednesday at 4pm. she's 7 and has never ridden, weighs about 4 stone. I'm Natalie Hale, 07700 900881",
    "/lessons/request",
    {
      type: "private",
      length: "30",
      level: "never",
      date: "2026-12-02",
      time: "16:00",
      rider: "Poppy Hale",
      age: "7",
      weight: "under-50",
      name: "Natalie Hale",
      phone: "07700 900881",
    },
  ),
  form(
    "lesson-adult",
    "stables",
    "can u book me on the hour long adult group lesson at brackenholt this saturday, the 2pm one. i can walk trot and steer on my own but havent cantered yet lol. I'm 34 and about 11 and a half stone. Ben Sutton 07700 900883 ben.sutton@example.com",
    "/lessons/request",
    {
      type: "group",
      length: "60",
      level: "novice",
      date: "2026-11-28",
      time: "14:00",
      rider: "Ben Sutton",
      age: "34",
      weight: "70-89",
      phone: "07700 900883",
    },
  ),
  form(
    "livery-diy",
    "stables",
    "ask brackenholt about a diy livery space for my mare Juniper (15.2hh cob, 9yo), from 1 january. Kate Ellison, 07700 900885, kate.ellison@example.com",
    "/livery/send",
    {
      package: "diy",
      horse: "Juniper",
      start: "2027-01-01",
      name: "Kate Ellison",
      phone: "07700 900885",
      email: "kate.ellison@example.com",
    },
  ),
  form(
    "party",
    "stables",
    "book a pony party at brackenholt for my son's 6th birthday on sunday 13 december, there'll be 10 kids riding and we'll bring our own food. Hannah Cole 07700 900887",
    "/parties/request",
    {
      date: "2026-12-13",
      slot: "sunday",
      age: "6",
      children: "10",
      food: "own",
      name: "Hannah Cole",
      phone: "07700 900887",
    },
  ),
  form(
    "voucher",
    "stables",
    "buy a gift voucher for the 2 hour hack at brackenholt for my sister Lucy Grant, emailed to me, with the message 'Happy birthday Luce'. Owen Ward owen.ward@example.com",
    "/vouchers/order",
    {
      voucher: "hack-2h",
      recipient: "Lucy Grant",
      message: "Happy birthday Luce",
      delivery: "email",
      name: "Owen Ward",
      email: "owen.ward@example.com",
    },
  ),
];
