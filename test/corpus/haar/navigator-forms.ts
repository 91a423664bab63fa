import { formItem } from "../items";
import type { NavItem } from "../types";

// HAAR: the thirty-second held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "sunday 13th december"
// is 2026-12-13 and "2pm" its 14:00 session; "saturday 9th january" is 2027-01-09 and "at 12" its 12:00 start;
// "saturday 16th january" is 2027-01-16; "born 14 june 2021" is 2021-06-14; "friday 15th january" is 2027-01-15;
// "monday 4th january" is 2027-01-04; "sunday 6th december" is 2026-12-06 and "1pm" its 13:00 slot. A 10 year old is
// in the Under 11s; a school trip is a group visit; about 3 years untuned is more than 2 years; "around 1905" is
// before 1920; "about 20 grand" is over £15,000.
const form = formItem("ha-");

export const NAVIGATOR_HAAR_FORMS: NavItem[] = [
  form(
    "session",
    "rink",
    "book 2 adults and 2 kids at glasswater arena for the 2pm session on sunday 13th december, we need skate hire for all 4 of us. Dan Okafor dan.okafor@example.com 07700 900801",
    "/book/send",
    {
      rink: "arena",
      date: "2026-12-13",
      session: "14:00",
      adults: "2",
      children: "2",
      hire: "4",
      name: "Dan Okafor",
      email: "dan.okafor@example.com",
    },
  ),
  form(
    "penguins",
    "rink",
    "sign my daughter Ava Reid up for glasswater's little penguins course, she was born 14 june 2021 and has never been on the ice. Joanne Reid joanne.reid@example.com 07700 900802",
    "/learn/book/send",
    {
      course: "little-penguins",
      skater: "Ava Reid",
      dob: "2021-06-14",
      experience: "never",
      name: "Joanne Reid",
      email: "joanne.reid@example.com",
    },
  ),
  form(
    "snowflake",
    "rink",
    "book a snowflake party at glasswater's little rink for saturday 9th january at 12, 10 kids, for my son Leo Mistry who'll be 6, chicken nuggets for the food. Priya Mistry priya.mistry@example.com 07700 900803",
    "/parties/book/send",
    {
      package: "snowflake",
      date: "2027-01-09",
      time: "12:00",
      children: "10",
      child: "Leo Mistry",
      age: "6",
      food: "nuggets",
      name: "Priya Mistry",
      email: "priya.mistry@example.com",
    },
  ),
  form(
    "disco-party",
    "rink",
    "my daughter Isla Hallam turns 12 in january - book glasswater's ice disco party for saturday 16th january, 14 of them coming. Grace Hallam grace.hallam@example.com 07700 900804",
    "/parties/book/send",
    {
      package: "disco",
      date: "2027-01-16",
      children: "14",
      child: "Isla Hallam",
      age: "12",
      name: "Grace Hallam",
      email: "grace.hallam@example.com",
    },
  ),
  form(
    "hockey-taster",
    "rink",
    "my son Noah Briggs is 10 and wants to try ice hockey at glasswater, he can skate and stop fine but hasn't got any kit. Mark Briggs mark.briggs@example.com 07700 900805",
    "/hockey/try/send",
    {
      group: "u11",
      skater: "Noah Briggs",
      skating: "yes",
      kit: "borrow",
      name: "Mark Briggs",
      email: "mark.briggs@example.com",
    },
  ),
  form(
    "school-callback",
    "rink",
    "get glasswater ice to ring me in the morning about bringing a school trip skating. Helen Ward 07700 900806",
    "/contact/callback/send",
    { about: "groups", time: "morning", name: "Helen Ward", phone: "07700 900806" },
  ),
  form(
    "tuning",
    "piano",
    "book fennimore to tune our upright, it hasn't been done for about 3 years, any weekday afternoon. CY5 8QT, Olivia Grant olivia.grant@example.com 07700 900811",
    "/book/send",
    {
      piano: "upright",
      tuned: "over-2",
      day: "weekday",
      time: "afternoon",
      postcode: "CY5 8QT",
      name: "Olivia Grant",
      email: "olivia.grant@example.com",
    },
  ),
  form(
    "restoration",
    "piano",
    "ask fennimore for a quote to fully restore my gran's grand piano, it's a Broadwood from around 1905, and they'd need to collect it. CY8 2JP Tom Ashworth tom.ashworth@example.com 07700 900812",
    "/workshop/quote/send",
    {
      job: "restoration",
      type: "grand",
      make: "Broadwood",
      age: "before-1920",
      collect: "yes",
      postcode: "CY8 2JP",
      name: "Tom Ashworth",
      email: "tom.ashworth@example.com",
    },
  ),
  form(
    "move",
    "piano",
    "get a quote from fennimore to move my upright from a ground floor house in CY4 6AB to a second floor flat in CY2 9LD on friday 15th january. Sam Oduya sam.oduya@example.com 07700 900813",
    "/moving/quote/send",
    {
      type: "upright",
      from: "CY4 6AB",
      from_floor: "ground",
      to: "CY2 9LD",
      to_floor: "second-plus",
      date: "2027-01-15",
      name: "Sam Oduya",
      email: "sam.oduya@example.com",
    },
  ),
  form(
    "rent-digital",
    "piano",
    "i'd like to rent fennimore's digital piano on rent to buy, delivered monday 4th january to 7 Orchard Close, CY6 1RE, it's a ground floor. Beth Lyle beth.lyle@example.com 07700 900814",
    "/rent/apply/send",
    {
      piano: "digital",
      plan: "rent-to-buy",
      date: "2027-01-04",
      floor: "ground",
      address: "7 Orchard Close",
      postcode: "CY6 1RE",
      name: "Beth Lyle",
      email: "beth.lyle@example.com",
    },
  ),
  form(
    "showroom",
    "piano",
    "book a slot at fennimore's showroom to try some grands on sunday 6th december at 1pm, budget's about 20 grand. Hugh Pemberton hugh.pemberton@example.com 07700 900815",
    "/showroom/visit/send",
    {
      date: "2026-12-06",
      time: "13:00",
      looking: "grand",
      budget: "over-15000",
      name: "Hugh Pemberton",
      email: "hugh.pemberton@example.com",
    },
  ),
];
