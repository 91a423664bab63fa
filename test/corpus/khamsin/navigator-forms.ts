import { formItem } from "../items";
import type { NavItem } from "../types";

// KHAMSIN: the forty-sixth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "tomorrow" is
// 2026-11-27, a Friday, "this saturday" 2026-11-28, "next tuesday" the coming Tuesday, 2026-12-01, "next wednesday"
// 2026-12-02, "friday 4th december" 2026-12-04, "monday 7th december" 2026-12-07, "saturday 12th december"
// 2026-12-12, "sunday 13th december" 2026-12-13, "friday 5th february" 2027-02-05 and "saturday 13th february"
// 2027-02-13 (each weekday checked against the calendar). "Half 4" is 16:30, "half 12" 12:30 and "6pm" 18:00. At
// Scarrow Wood "none under 16" is under16 no, "around 14 lads" 14 players, "me and 4 mates" 5 players, "about 10
// kids" 10 children and a son's 9th birthday age 9; the Arena's Fridays start at 15:30, its parties run on Sundays at
// 12:30, the stag day needs 8 or more and the woods are open on Saturday 12 December; a school hall is a school; a
// wheelchair user's question about a paintball day is about the woods. At Motley & Masque a pirate is a Classic
// costume, to collect from the shop; a 1920s murder mystery party is a party and the store is open until 20:00 on
// Wednesdays; the whole of December is "all of December", collected from the shop on Tuesday 1 December; an am dram
// show is amateur theatre; 1940s dresses are a donation to the costume store.
const form = formItem("kh-");

export const NAVIGATOR_KHAMSIN_FORMS: NavItem[] = [
  form(
    "pb-standard",
    "paintball",
    "book a standard paintball day at scarrow wood this saturday for 9 of us, none under 16. Jamie Fraser jamie.fraser@example.com 07700 900411",
    "/woods/book/send",
    {
      package: "standard",
      date: "2026-11-28",
      players: "9",
      under16: "no",
      name: "Jamie Fraser",
      email: "jamie.fraser@example.com",
    },
  ),
  form(
    "pb-stag",
    "paintball",
    "book a stag do at scarrow wood paintball for saturday 12th december, around 14 lads. Connor Walsh connor.walsh@example.com",
    "/woods/book/send",
    {
      package: "stag",
      date: "2026-12-12",
      players: "14",
      name: "Connor Walsh",
      email: "connor.walsh@example.com",
    },
  ),
  form(
    "pb-laser",
    "paintball",
    "book 2 games of laser tag at scarrow wood's arena tomorrow at half 4 for me and 4 mates. Priya Shah priya.shah@example.com",
    "/arena/book/send",
    {
      game: "two",
      date: "2026-11-27",
      time: "16:30",
      players: "5",
      name: "Priya Shah",
      email: "priya.shah@example.com",
    },
  ),
  form(
    "pb-party",
    "paintball",
    "book a laser party at scarrow wood for my son's 9th birthday on sunday 13th december at half 12, about 10 kids. Hannah Boyd hannah.boyd@example.com 07700 900414",
    "/parties/book/send",
    {
      party: "laser",
      date: "2026-12-13",
      time: "12:30",
      children: "10",
      age: "9",
      name: "Hannah Boyd",
      email: "hannah.boyd@example.com",
    },
  ),
  form(
    "pb-school",
    "paintball",
    "ask scarrow wood for a quote to bring laser tag to our school hall on friday 5th february, 30 kids, postcode QB4 8LE. Tom Ingram tom.ingram@example.com",
    "/on-tour/quote/send",
    {
      venue: "school",
      date: "2027-02-05",
      players: "30",
      postcode: "QB4 8LE",
      name: "Tom Ingram",
      email: "tom.ingram@example.com",
    },
  ),
  form(
    "pb-wheelchair",
    "paintball",
    "send scarrow wood a message asking if a friend who uses a wheelchair can come on our paintball day. Sam Ortiz sam.ortiz@example.com",
    "/contact/send",
    {
      about: "woods",
      name: "Sam Ortiz",
      email: "sam.ortiz@example.com",
    },
  ),
  form(
    "co-pirate",
    "costumes",
    "reserve a pirate costume in a large at motley & masque, collecting from the wexham shop on friday 4th december and bringing it back monday 7th december. Lucy Hart lucy.hart@example.com",
    "/hire/reserve/send",
    {
      range: "classic",
      size: "L",
      place: "shop",
      collect: "2026-12-04",
      return: "2026-12-07",
      name: "Lucy Hart",
      email: "lucy.hart@example.com",
    },
  ),
  form(
    "co-fitting",
    "costumes",
    "book a fitting at motley and masque's costume store next wednesday at 6pm for 3 of us, it's for a 1920s murder mystery party. Ellie Shaw ellie.shaw@example.com",
    "/fittings/book/send",
    {
      date: "2026-12-02",
      time: "18:00",
      people: "3",
      occasion: "party",
      name: "Ellie Shaw",
      email: "ellie.shaw@example.com",
    },
  ),
  form(
    "co-santa",
    "costumes",
    "hire 2 classic santa suits from motley & masque for the whole of december, collecting from the wexham shop next tuesday. Gareth Price gareth.price@example.com 07700 900419",
    "/santa/book/send",
    {
      suit: "classic",
      hire: "december",
      suits: "2",
      place: "shop",
      date: "2026-12-01",
      name: "Gareth Price",
      email: "gareth.price@example.com",
    },
  ),
  form(
    "co-show",
    "costumes",
    "get a quote from motley and masque for costumes for our am dram show, first night saturday 13th february, about 20 costumes, we're in HN6 2PL. Diane Webb diane.webb@example.com",
    "/productions/quote/send",
    {
      group: "amateur",
      date: "2027-02-13",
      costumes: "20",
      postcode: "HN6 2PL",
      name: "Diane Webb",
      email: "diane.webb@example.com",
    },
  ),
  form(
    "co-donation",
    "costumes",
    "message motley & masque's costume store to ask if they'd like my grandmother's 1940s dresses. Ruth Allen ruth.allen@example.com",
    "/contact/send",
    {
      about: "donations",
      place: "store",
      name: "Ruth Allen",
      email: "ruth.allen@example.com",
    },
  ),
];
