import { formItem } from "../items";
import type { NavItem } from "../types";

// BREEZE: the forty-first held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "tomorrow" is
// 2026-11-27 and "next tuesday" the coming Tuesday, 2026-12-01; "wednesday 23rd december" is 2026-12-23, "christmas
// eve" 2026-12-24 and "saturday 5th december" 2026-12-05 (each weekday checked against the calendar). At Hollybrook
// the town shop is Market Place, "on the farm" the farm shop, sitting outside with the dog the terrace, and a box
// every month to Fordham comes on Zone B's only day, a Friday. At Kestrel 6 people to the airport need a minibus,
// bringing parents home from the airport is a pick-up there, "about £500 a month" is the £300 to £1,000 band, 34 is
// 30 to 39 and 12 years' licence over 10.
const form = formItem("bz-");

export const NAVIGATOR_BREEZE_FORMS: NavItem[] = [
  form(
    "order-turkey",
    "farmshop",
    "order a medium bronze turkey from hollybrook with pigs in blankets and stuffing, to collect from the market place shop on wednesday 23rd december. Hannah Cole hannah.cole@example.com 07700 900711",
    "/christmas/order/send",
    {
      turkey: "bronze",
      size: "medium",
      pigs: "yes",
      stuffing: "yes",
      collect: "market-place",
      day: "2026-12-23",
      name: "Hannah Cole",
      email: "hannah.cole@example.com",
    },
  ),
  form(
    "order-crown",
    "farmshop",
    "put in a christmas order at hollybrook for a white turkey crown and a gammon, we'll pick it up on the farm on christmas eve. Dev Rana dev.rana@example.com 07700 900712",
    "/christmas/order/send",
    {
      turkey: "white",
      size: "crown",
      gammon: "yes",
      collect: "farm",
      day: "2026-12-24",
      name: "Dev Rana",
      email: "dev.rana@example.com",
    },
  ),
  form(
    "cafe-table",
    "farmshop",
    "book a table at the hollybrook cafe tomorrow at 12:30 for 5 of us, we need a highchair, and we've got the dog with us so outside please. Laura Finch laura.finch@example.com 07700 900713",
    "/cafe/book/send",
    {
      date: "2026-11-27",
      time: "12:30",
      people: "5",
      area: "terrace",
      highchair: "yes",
      name: "Laura Finch",
      email: "laura.finch@example.com",
    },
  ),
  form(
    "roast-box",
    "farmshop",
    "order hollybrook's roast box every month, delivered to 3 Mill Lane, Fordham HB4 2QQ. Sam Ortiz sam.ortiz@example.com",
    "/boxes/order/send",
    {
      box: "roast",
      often: "monthly",
      day: "friday",
      postcode: "HB4 2QQ",
      name: "Sam Ortiz",
      email: "sam.ortiz@example.com",
    },
  ),
  form(
    "pub-sausages",
    "farmshop",
    "message hollybrook farm shop to ask if they could supply our pub with sausages every week. Mark Dunn, The Plough at Kelsey, mark.dunn@example.com",
    "/contact/send",
    {
      about: "trade",
      name: "Mark Dunn",
      email: "mark.dunn@example.com",
    },
  ),
  form(
    "book-station",
    "taxis",
    "book a kestrel car for next tuesday at 07:15 from 8 Orchard Way, Harrowby to Harrowby station, 3 of us and a booster seat for my little one. Tom Reece 07700 900721 tom.reece@example.com",
    "/book/send",
    {
      from: "8 Orchard Way, Harrowby",
      to: "Harrowby station",
      date: "2026-12-01",
      time: "07:15",
      passengers: "3",
      seat: "booster",
      name: "Tom Reece",
      phone: "07700 900721",
    },
  ),
  form(
    "marshgate",
    "taxis",
    "get kestrel to take 6 of us from colnford to marshgate airport on saturday 5th december, picking us up at 04:30. Gill Marsh gill.marsh@example.com 07700 900722",
    "/airports/book/send",
    {
      airport: "marshgate",
      direction: "to",
      town: "colnford",
      date: "2026-12-05",
      time: "04:30",
      passengers: "6",
      vehicle: "minibus",
      name: "Gill Marsh",
      email: "gill.marsh@example.com",
    },
  ),
  form(
    "wexley-pickup",
    "taxis",
    "my mum and dad land at wexley airport tomorrow at 18:40 on flight EZY4512, book kestrel to bring them home to harrowby, with the driver waiting in arrivals with a name board. Raj Patel raj.patel@example.com 07700 900723",
    "/airports/book/send",
    {
      airport: "wexley",
      direction: "from",
      town: "harrowby",
      date: "2026-11-27",
      time: "18:40",
      flight: "EZY4512",
      passengers: "2",
      meet: "yes",
      name: "Raj Patel",
      email: "raj.patel@example.com",
    },
  ),
  form(
    "business-account",
    "taxis",
    "open a kestrel cars business account for Fenwick Dental Ltd, we spend about £500 a month on taxis, mostly from colnford. Claire Fenwick claire.fenwick@example.com 07700 900724",
    "/business/apply/send",
    {
      company: "Fenwick Dental Ltd",
      spend: "300-1000",
      town: "colnford",
      name: "Claire Fenwick",
      email: "claire.fenwick@example.com",
    },
  ),
  form(
    "drive",
    "taxis",
    "apply to drive nights for kestrel cars out of harrowby. i'm 34, i've had my licence 12 years and i'd need to rent one of their cars. Aled Jones aled.jones@example.com 07700 900725",
    "/drivers/apply/send",
    {
      office: "harrowby",
      shifts: "nights",
      car: "rent",
      age: "30-39",
      licence: "over-10",
      name: "Aled Jones",
      email: "aled.jones@example.com",
    },
  ),
  form(
    "umbrella",
    "taxis",
    "i left my umbrella in a kestrel taxi in colnford last night, send their colnford office a message about it. Ivy Lam ivy.lam@example.com",
    "/contact/send",
    {
      about: "lost-property",
      office: "colnford",
      name: "Ivy Lam",
      email: "ivy.lam@example.com",
    },
  ),
];
