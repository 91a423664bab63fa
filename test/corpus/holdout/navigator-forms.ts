import { formItem } from "../items";
import type { NavItem } from "../types";

// HOLDOUT: a held-out part of the navigator corpus (its form items; see ./navigator.ts), run once at the end as an
// honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created at
// 2026-11-26T10:00:00Z, a Thursday: "tomorrow" is 27 November, "this saturday" 28 November and "next tuesday"
// 1 December.
const form = formItem("h-");

export const NAVIGATOR_HOLDOUT_FORMS: NavItem[] = [
  form(
    "book-matinee",
    "theatre",
    "get me 2 concession tickets in the circle for this saturday's matinee of the lamplighter's daughter. Ada Mensah, ada.m@example.com",
    "/tickets/book",
    {
      show: "lamplighters-daughter",
      date: "2026-11-28",
      time: "14:30",
      band: "circle",
      type: "concession",
      quantity: "2",
      name: "Ada Mensah",
      email: "ada.m@example.com",
    },
  ),
  form(
    "book-panto",
    "theatre",
    "I'd like 4 full price tickets for jack and the beanstalk on saturday 19 december at 2pm, stalls band A please. Gareth Pryce, gareth.p@example.com",
    "/tickets/book",
    {
      show: "jack-and-the-beanstalk",
      date: "2026-12-19",
      time: "14:00",
      band: "stalls-a",
      type: "full",
      quantity: "4",
      name: "Gareth Pryce",
      email: "gareth.p@example.com",
    },
  ),
  form(
    "join-friends",
    "theatre",
    "join the playhouse friends scheme at the best friend level, and yes to gift aid. Lena Fischer, lena.f@example.com",
    "/friends/join",
    { level: "best-friend", gift_aid: "yes", name: "Lena Fischer", email: "lena.f@example.com" },
  ),
  form(
    "theatre-newsletter",
    "theatre",
    "sign up tom.baird@example.com for the playhouse's emails about comedy",
    "/newsletter",
    { email: "tom.baird@example.com", interest: "comedy" },
  ),
  form(
    "book-service",
    "bikeshop",
    "book my bike in for a standard service at the market street shop tomorrow, it's a Trek FX 2. Priya Nair, priya.n@example.com",
    "/workshop/book",
    {
      package: "standard",
      branch: "market-street",
      date: "2026-11-27",
      bike: "Trek FX 2",
      name: "Priya Nair",
      email: "priya.n@example.com",
    },
  ),
  form(
    "test-ride",
    "bikeshop",
    "i want to try out the fenway e-city at canal wharf next tuesday. Sam Holt, 07700 900123",
    "/bikes/test-ride",
    { model: "e-city", branch: "canal-wharf", date: "2026-12-01", name: "Sam Holt", phone: "07700900123" },
  ),
  form(
    "bikes-newsletter",
    "bikeshop",
    "add alex.rowe@example.com to hartwell cycles' mailing list for club rides and events",
    "/newsletter",
    { email: "alex.rowe@example.com", interest: "rides" },
  ),
];
