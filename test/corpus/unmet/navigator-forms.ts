import { formItem } from "../items";
import type { NavItem } from "../types";

// UNMET: the eighth held-out part of the navigator corpus (its form items; see ./navigator.ts), run once at the
// very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created
// at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is 28 November, "monday" 30 November, "next tuesday"
// 1 December and "this coming wednesday" 2 December; "4 jan" is Monday 4 January 2027.
const form = formItem("m-");

export const NAVIGATOR_UNMET_FORMS: NavItem[] = [
  form(
    "book-full",
    "garage",
    "book my fiesta in for a full service at kelbrook next tuesday, reg KB19 XTR, and i'll need a courtesy car. Alan Pearce 07700 900123",
    "/book/service",
    {
      workshop: "kelbrook",
      service: "full",
      date: "2026-12-01",
      reg: "KB19 XTR",
      courtesy_car: "yes",
      name: "Alan Pearce",
      phone: "07700 900123",
    },
  ),
  form(
    "mot-only",
    "garage",
    "can i get just an mot at hollins stanmere this coming wednesday, reg SM21 LKP. Rachel Dunn 07700 900456",
    "/book/service",
    {
      workshop: "stanmere",
      service: "mot",
      date: "2026-12-02",
      reg: "SM21 LKP",
      name: "Rachel Dunn",
      phone: "07700 900456",
    },
  ),
  form(
    "callback",
    "garage",
    "get hollins to ring me back about a noise from my clutch, stanmere is nearest, afternoons are best. Mike Tran 07700 900789",
    "/callback",
    { name: "Mike Tran", phone: "07700 900789", workshop: "stanmere", when: "afternoon" },
  ),
  form(
    "timing-belt",
    "garage",
    "ask hollins for a price on a timing belt for my astra, reg KB17 OPL, im nearer kelbrook. Jo Baines jo.baines@example.com",
    "/quote/request",
    {
      reg: "KB17 OPL",
      job: "timing-belt",
      workshop: "kelbrook",
      name: "Jo Baines",
      email: "jo.baines@example.com",
    },
  ),
  form(
    "quote-small",
    "storage",
    "get me a quote for a small unit at boxwell millbridge from monday for about 10 weeks, Hannah Lyle hannah.lyle@example.com",
    "/quote/send",
    {
      store: "millbridge",
      unit: "small",
      from: "2026-11-30",
      weeks: "10",
      name: "Hannah Lyle",
      email: "hannah.lyle@example.com",
    },
  ),
  form(
    "reserve-medium",
    "storage",
    "reserve a medium unit at eastwold, moving in on the 1st of december, ive got my own home insurance. Tom Reyes tom.reyes@example.com 07700 900321",
    "/reserve/unit",
    {
      store: "eastwold",
      unit: "medium",
      move_in: "2026-12-01",
      cover: "own",
      name: "Tom Reyes",
      email: "tom.reyes@example.com",
      phone: "07700 900321",
    },
  ),
  form(
    "reserve-locker",
    "storage",
    "hold a locker at millbridge for me from this saturday with the basic cover. Sara Quinn, sara.quinn@example.com, 07700 900654",
    "/reserve/unit",
    {
      store: "millbridge",
      unit: "locker",
      move_in: "2026-11-28",
      cover: "basic",
      name: "Sara Quinn",
      email: "sara.quinn@example.com",
      phone: "07700 900654",
    },
  ),
  form(
    "quote-xl",
    "storage",
    "how much would an extra large at eastwold be for 20 weeks starting 4 jan? email me a price. Gareth Pole gareth.pole@example.com",
    "/quote/send",
    {
      store: "eastwold",
      unit: "xl",
      from: "2027-01-04",
      weeks: "20",
      name: "Gareth Pole",
      email: "gareth.pole@example.com",
    },
  ),
];
