import { formItem } from "../items";
import type { NavItem } from "../types";

// STRATUS: the thirty-eighth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is
// 2026-11-28, "this sunday" 2026-11-29 and "next tuesday" the coming Tuesday, 2026-12-01; "thursday 3rd december" is
// 2026-12-03, "friday 11th december" 2026-12-11, "saturday 9th january" 2027-01-09 and "saturday 16th january"
// 2027-01-16 (each weekday checked against the calendar). At Tinderbox "your drum kit" is the room's kit ("house"),
// the big room at Hepford is the Chapel, 2pm is 14:00 and 7 till 10pm is 19:00 for 3 hours, and a lock-up cage is
// the contact form's "Lockers and cages". At Hairpin the indoor track is Dunwell and the outdoor one Coldharbour, 6pm
// is 18:00, "around 20 people" is the 16 to 24 band and "about 12 kids" the 11 to 15 one, a son turning 10 is the
// kids' party, and a broken wrist is "Illness or injury".
const form = formItem("st-");

export const NAVIGATOR_STRATUS_FORMS: NavItem[] = [
  form(
    "book-flint",
    "rehearsal",
    "book flint at tinderbox in brackwell this saturday from 2pm for 3 hours. band's called The Low Tides, 4 of us, we'll use your drum kit and we need cymbals. Sam Ortiz sam.ortiz@example.com 07700 900931",
    "/book/send",
    {
      site: "brackwell",
      room: "flint",
      date: "2026-11-28",
      start: "14:00",
      hours: "3",
      band: "The Low Tides",
      players: "4",
      kit: "house",
      cymbals: "yes",
      name: "Sam Ortiz",
      email: "sam.ortiz@example.com",
    },
  ),
  form(
    "book-chapel",
    "rehearsal",
    "book the big room at tinderbox's hepford site for our brass band Hepford Silver next tuesday, 7 till 10pm. 9 of us and we're bringing our own drums. Ruth Allen ruth.allen@example.com 07700 900932",
    "/book/send",
    {
      site: "hepford",
      room: "chapel",
      date: "2026-12-01",
      start: "19:00",
      hours: "3",
      band: "Hepford Silver",
      players: "9",
      kit: "own",
      name: "Ruth Allen",
      email: "ruth.allen@example.com",
    },
  ),
  form(
    "demo",
    "rehearsal",
    "ask tinderbox about a demo day for my band Paper Foxes on saturday 9th january, 3 songs, there's 5 of us, we don't need a producer. Lena Frost lena.frost@example.com",
    "/recording/enquire/send",
    {
      package: "demo",
      date: "2027-01-09",
      songs: "3",
      players: "5",
      producer: "no",
      band: "Paper Foxes",
      name: "Lena Frost",
      email: "lena.frost@example.com",
    },
  ),
  form(
    "move",
    "rehearsal",
    "move our tinderbox booking TB-40218 to thursday 3rd december, 6pm start. i booked with dan.webb@example.com",
    "/changes/send",
    {
      ref: "TB-40218",
      email: "dan.webb@example.com",
      change: "move",
      date: "2026-12-03",
      start: "18:00",
    },
  ),
  form(
    "cage",
    "rehearsal",
    "ask tinderbox if they've got a lock-up cage free at brackwell for our band's backline. Mo Rahman mo.rahman@example.com",
    "/contact/send",
    {
      about: "lockers",
      site: "brackwell",
      name: "Mo Rahman",
      email: "mo.rahman@example.com",
    },
  ),
  form(
    "arrive-drive",
    "karting",
    "book arrive and drive 15 at hairpin's indoor track for 3 of us this saturday at 6pm, youngest is 14. Chris Hale chris.hale@example.com 07700 900941",
    "/book/send",
    {
      track: "dunwell",
      session: "ad15",
      date: "2026-11-28",
      time: "18:00",
      drivers: "3",
      youngest: "14",
      name: "Chris Hale",
      email: "chris.hale@example.com",
    },
  ),
  form(
    "sprint",
    "karting",
    "book me and my 16 yr old daughter on a circuit sprint at hairpin's outdoor track this sunday at 11am, and we want the trackside photos. Mark Doyle mark.doyle@example.com 07700 900942",
    "/book/send",
    {
      track: "coldharbour",
      session: "sprint",
      date: "2026-11-29",
      time: "11:00",
      drivers: "2",
      youngest: "16",
      photos: "yes",
      name: "Mark Doyle",
      email: "mark.doyle@example.com",
    },
  ),
  form(
    "office-gp",
    "karting",
    "our office wants an indoor grand prix at hairpin karting on friday 11th december in the evening, around 20 people, with the hot buffet after. company is Brindle & Co. Kate Marsh kate.marsh@brindle.example.com 07700 900943",
    "/events/enquire/send",
    {
      package: "indoor-gp",
      size: "16-24",
      date: "2026-12-11",
      when: "evening",
      buffet: "yes",
      organisation: "Brindle & Co",
      name: "Kate Marsh",
      email: "kate.marsh@brindle.example.com",
    },
  ),
  form(
    "party",
    "karting",
    "ask hairpin karting about a birthday party for my son who's turning 10, saturday 16th january in the afternoon, about 12 kids. Jo Pike jo.pike@example.com 07700 900944",
    "/events/enquire/send",
    {
      package: "party",
      size: "11-15",
      date: "2027-01-16",
      when: "afternoon",
      name: "Jo Pike",
      email: "jo.pike@example.com",
    },
  ),
  form(
    "voucher",
    "karting",
    "buy a circuit sprint gift voucher from hairpin karting for my brother Dan Hughes, posted, with the message happy 30th. i'm Alex Hughes alex.hughes@example.com",
    "/vouchers/buy/send",
    {
      voucher: "sprint",
      recipient: "Dan Hughes",
      delivery: "post",
      message: "happy 30th",
      name: "Alex Hughes",
      email: "alex.hughes@example.com",
    },
  ),
  form(
    "cancel",
    "karting",
    "cancel my hairpin karting booking HP-77120, i've broken my wrist so can't drive. email nina.cole@example.com",
    "/manage/send",
    {
      ref: "HP-77120",
      email: "nina.cole@example.com",
      what: "cancel",
      reason: "ill",
    },
  ),
];
