import { formItem } from "../items";
import type { NavItem } from "../types";

// BORA: the forty-eighth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "tomorrow" is
// 2026-11-27, a Friday, "this saturday" 2026-11-28, "this sunday" 2026-11-29, "1st december" 2026-12-01, a Tuesday,
// "sunday 6th december" 2026-12-06, "saturday 12th december" 2026-12-12, "tuesday 22nd december" 2026-12-22,
// "wednesday 23rd december" 2026-12-23, "sunday 10th january" 2027-01-10, "saturday 16th january next year"
// 2027-01-16 and "14th august next year" 2027-08-14, a Saturday (each weekday checked against the calendar). At
// Larkmere a night is the night ticket and "2 nights" two nights in a row (up to 3), 3 rods are allowed on Mill Lake
// only; casters are sold only in Kelsby, open on Fridays; the river's club matches are on Sundays from 16 June to 14
// March with 10 pegs at least; a season ticket with nights is "days and nights", by the month; the junior club (8 to
// 15) is on Sundays at 09:00. At Pennick & Lowe the large chestnut log is the one serving 12, and yule logs are
// collected only from Stallbridge; Harrowby's Christmas collecting is Tuesday 22 to Thursday 24 December; the fountain
// is delivered and set up in XJ1 to XJ9; truffle making is on Saturdays; "about 80" boxes is 80.
const form = formItem("bo-");

export const NAVIGATOR_BORA_FORMS: NavItem[] = [
  form(
    "fi-night",
    "fishery",
    "book me on mill lake at larkmere for 2 nights from this saturday, 3 rods, just me. Pete Walsh pete.walsh@example.com",
    "/tickets/book/send",
    {
      water: "mill",
      ticket: "night",
      rods: "3",
      date: "2026-11-28",
      nights: "2",
      anglers: "1",
      name: "Pete Walsh",
      email: "pete.walsh@example.com",
    },
  ),
  form(
    "fi-day",
    "fishery",
    "book larkmere day tickets on willow lake for me and my son on sunday 6th december, 2 rods. Jo Baines jo.baines@example.com 07700 900318",
    "/tickets/book/send",
    {
      water: "willow",
      ticket: "day",
      rods: "2",
      date: "2026-12-06",
      anglers: "2",
      name: "Jo Baines",
      email: "jo.baines@example.com",
    },
  ),
  form(
    "fi-match",
    "fishery",
    "book the river at larkmere for a club match on sunday 10th january, 16 pegs, for Kelsby Angling Club. Ray Cole ray.cole@example.com",
    "/matches/book/send",
    {
      club: "Kelsby Angling Club",
      water: "river",
      date: "2027-01-10",
      pegs: "16",
      name: "Ray Cole",
      email: "ray.cole@example.com",
    },
  ),
  form(
    "fi-season",
    "fishery",
    "apply for a larkmere adult season ticket for all three lakes including nights, paying monthly, starting 1st december. Sam Ortiz sam.ortiz@example.com WQ3 8JD",
    "/season/apply/send",
    {
      season: "nights",
      angler: "adult",
      pay: "monthly",
      start: "2026-12-01",
      postcode: "WQ3 8JD",
      name: "Sam Ortiz",
      email: "sam.ortiz@example.com",
    },
  ),
  form(
    "fi-bait",
    "fishery",
    "order 3 pints of casters from larkmere to pick up tomorrow. Lee Grant lee.grant@example.com",
    "/shop/bait/send",
    {
      bait: "casters",
      quantity: "3",
      collect: "kelsby",
      date: "2026-11-27",
      name: "Lee Grant",
      email: "lee.grant@example.com",
    },
  ),
  form(
    "fi-junior-club",
    "fishery",
    "book my twins (they're 10) into larkmere's junior club this sunday. Nadia Shah nadia.shah@example.com",
    "/coaching/book/send",
    {
      session: "junior-club",
      date: "2026-11-29",
      time: "09:00",
      people: "2",
      name: "Nadia Shah",
      email: "nadia.shah@example.com",
    },
  ),
  form(
    "ch-yule",
    "chocolatier",
    "order the big chocolate and chestnut yule log from pennick & lowe, the one for 12, to collect on tuesday 22nd december. Helen Price helen.price@example.com",
    "/christmas/order/send",
    {
      item: "yule-12",
      quantity: "1",
      collect: "stallbridge",
      date: "2026-12-22",
      name: "Helen Price",
      email: "helen.price@example.com",
    },
  ),
  form(
    "ch-hampers",
    "chocolatier",
    "order 2 family hampers from pennick and lowe to collect from the harrowby shop on wednesday 23rd december. Omar Haddad omar.haddad@example.com 07700 900771",
    "/christmas/order/send",
    {
      item: "family",
      quantity: "2",
      collect: "harrowby",
      date: "2026-12-23",
      name: "Omar Haddad",
      email: "omar.haddad@example.com",
    },
  ),
  form(
    "ch-fountain-book",
    "chocolatier",
    "hire pennick & lowe's chocolate fountain for saturday 16th january next year, 60 guests, milk chocolate, delivered and set up at XJ6 2LP. Kate Ross kate.ross@example.com",
    "/baking/fountain/send",
    {
      date: "2027-01-16",
      guests: "60",
      chocolate: "milk",
      setup: "delivered",
      postcode: "XJ6 2LP",
      name: "Kate Ross",
      email: "kate.ross@example.com",
    },
  ),
  form(
    "ch-truffles",
    "chocolatier",
    "book 2 places on pennick and lowe's truffle making on saturday 12th december. Ben Fox ben.fox@example.com",
    "/workshops/book/send",
    {
      workshop: "truffles",
      date: "2026-12-12",
      places: "2",
      name: "Ben Fox",
      email: "ben.fox@example.com",
    },
  ),
  form(
    "ch-favours-ask",
    "chocolatier",
    "ask pennick & lowe about favours for our wedding on 14th august next year, about 80 boxes. Amy Clarke amy.clarke@example.com",
    "/favours/enquire/send",
    {
      occasion: "wedding",
      date: "2027-08-14",
      boxes: "80",
      name: "Amy Clarke",
      email: "amy.clarke@example.com",
    },
  ),
];
