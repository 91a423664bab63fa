import { formItem } from "../items";
import type { NavItem } from "../types";

// BISE: the fifty-fifth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "tuesday 24th november" is
// 2026-11-24, "yesterday" 2026-11-25 (a Wednesday), "tuesday 1st december" 2026-12-01, "thursday 3rd december"
// 2026-12-03, "monday 7th december" 2026-12-07, "saturday 12th december" 2026-12-12 and "monday 14th december"
// 2026-12-14 (each weekday checked against the calendar). At Linden & Vale Linden is shut on Mondays, the 19:30 slot is
// on Thursdays at Vale only, up to 4 people a booking, the express facial comes in 30 minutes only and the hot stone
// massage in 60 or 90; money vouchers are £25 to £500. At Greyhaven Buses a season ticket starts up to 28 days ahead,
// on a photocard numbered GH and 6 digits.
const form = formItem("bi-");

export const NAVIGATOR_BISE_FORMS: NavItem[] = [
  form(
    "sp-book-swedish",
    "dayspa",
    "book me a 60 minute swedish massage at linden & vale's linden spa on tuesday 1st december at 11:00. Hannah Price hannah.price@example.com 07700 900311",
    "/book/send",
    {
      treatment: "swedish",
      length: "60",
      spa: "linden",
      date: "2026-12-01",
      time: "11:00",
      guests: "1",
      name: "Hannah Price",
      email: "hannah.price@example.com",
      phone: "07700 900311",
    },
  ),
  form(
    "sp-book-vale-late",
    "dayspa",
    "book two 30 minute express facials at linden & vale's vale spa for thursday 3rd december at 19:30, for me and a friend. Priya Nair priya.nair@example.com 07700 900422",
    "/book/send",
    {
      treatment: "express-facial",
      length: "30",
      spa: "vale",
      date: "2026-12-03",
      time: "19:30",
      guests: "2",
      name: "Priya Nair",
      email: "priya.nair@example.com",
      phone: "07700 900422",
    },
  ),
  form(
    "sp-book-member",
    "dayspa",
    "book a 90 minute hot stone massage at linden & vale's linden spa on saturday 12th december at 13:00, my member number is LV20417. Tom Reid tom.reid@example.com 07700 900533",
    "/book/send",
    {
      treatment: "hot-stone",
      length: "90",
      spa: "linden",
      date: "2026-12-12",
      time: "13:00",
      member: "LV20417",
      name: "Tom Reid",
      email: "tom.reid@example.com",
      phone: "07700 900533",
    },
  ),
  form(
    "sp-voucher-money",
    "dayspa",
    "order a £75 linden & vale gift voucher for my sister Jess Moore, sent by email. Kate Moore kate.moore@example.com 07700 900644",
    "/vouchers/send",
    {
      kind: "money",
      amount: "75",
      delivery: "email",
      recipient: "Jess Moore",
      name: "Kate Moore",
      email: "kate.moore@example.com",
      phone: "07700 900644",
    },
  ),
  form(
    "sp-voucher-revive",
    "dayspa",
    "order a linden & vale gift voucher for a revive spa day at the weekend, posted, for Alan Hughes. Sarah Hughes sarah.hughes@example.com 07700 900755",
    "/vouchers/send",
    {
      kind: "revive-weekend",
      delivery: "post",
      recipient: "Alan Hughes",
      name: "Sarah Hughes",
      email: "sarah.hughes@example.com",
      phone: "07700 900755",
    },
  ),
  form(
    "sp-contact",
    "dayspa",
    "send linden & vale a message asking if they can take a hen party of 8 in march. Lucy Grant lucy.grant@example.com",
    "/contact/send",
    {
      about: "groups",
      name: "Lucy Grant",
      email: "lucy.grant@example.com",
    },
  ),
  form(
    "bu-lost-rucksack",
    "buses",
    "report a black rucksack i left on the number 7 greyhaven bus on tuesday 24th november at about 17:30. Mark Ellis mark.ellis@example.com 07700 900866",
    "/lost-property/send",
    {
      route: "7",
      date: "2026-11-24",
      time: "17:30",
      item: "bag",
      name: "Mark Ellis",
      email: "mark.ellis@example.com",
      phone: "07700 900866",
    },
  ),
  form(
    "bu-lost-phone",
    "buses",
    "report a blue samsung phone i lost on greyhaven buses' X9 yesterday. Amy Lowe amy.lowe@example.com",
    "/lost-property/send",
    {
      route: "X9",
      date: "2026-11-25",
      item: "phone",
      name: "Amy Lowe",
      email: "amy.lowe@example.com",
    },
  ),
  form(
    "bu-season-4-weeks",
    "buses",
    "order a 4 week greyhaven buses season ticket for zones 1 and 2 starting monday 7th december, photocard GH204118. Daniel Shaw daniel.shaw@example.com",
    "/season-tickets/order/send",
    {
      ticket: "4-week",
      zone: "zones-1-2",
      start: "2026-12-07",
      photocard: "GH204118",
      name: "Daniel Shaw",
      email: "daniel.shaw@example.com",
    },
  ),
  form(
    "bu-season-year",
    "buses",
    "order a year's season ticket for all zones from greyhaven buses, to start monday 14th december, photocard number GH377902. Ruth Okoro ruth.okoro@example.com 07700 900977",
    "/season-tickets/order/send",
    {
      ticket: "year",
      zone: "all-zones",
      start: "2026-12-14",
      photocard: "GH377902",
      name: "Ruth Okoro",
      email: "ruth.okoro@example.com",
      phone: "07700 900977",
    },
  ),
  form(
    "bu-contact",
    "buses",
    "send greyhaven buses a message about the route 22 timetable asking if the 08:00 could leave 10 minutes later. Owen Price owen.price@example.com",
    "/contact/send",
    {
      about: "timetables",
      route: "22",
      name: "Owen Price",
      email: "owen.price@example.com",
    },
  ),
];
