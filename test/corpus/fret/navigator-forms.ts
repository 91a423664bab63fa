import { formItem } from "../items";
import type { NavItem } from "../types";

// FRET: the thirty-third held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "wednesday 9th december"
// is 2026-12-09 and "3pm" its 15:00 slot; "tomorrow" is Friday 2026-11-27 and "1pm" its 13:00 slot; "this saturday" is
// 2026-11-28 and "2pm" its 14:00 slot; "saturday 12th december" is 2026-12-12 and "at 11" its 11:00 slot; "3rd
// december" is 2026-12-03; "saturday 5th december" is 2026-12-05; "next friday, the 4th" is 2026-12-04; "wednesday
// 3rd march" is 2027-03-03 and "half ten" 10:30; "1st january" is 2027-01-01. Kit works at Millbeck; whoever does
// cover-ups at the Brackenford studio (Kingsgate) is Nell; a 19 year old is 18 or over and a 9 year old under 16;
// "both ears" is both lobes; a year 5 class is Key Stage 2's Space Explorers; a cub pack is scouts.
const form = formItem("fr-");

export const NAVIGATOR_FRET_FORMS: NavItem[] = [
  form(
    "consult-kit",
    "tattoo",
    "book a free consultation with kit at copperhand's millbeck studio for a small fine line tattoo on my wrist, it'll be my first one, a video call is fine, wednesday 9th december at 3pm. Laura Finch laura.finch@example.com 07700 900901",
    "/consultation/send",
    {
      studio: "millbeck",
      artist: "kit",
      style: "fine-line",
      placement: "wrist",
      size: "small",
      first: "yes",
      how: "video",
      date: "2026-12-09",
      time: "15:00",
      name: "Laura Finch",
      email: "laura.finch@example.com",
    },
  ),
  form(
    "consult-cover-up",
    "tattoo",
    "i need an old name covered up on my shoulder, medium size. book me a consultation in person at copperhand's brackenford studio tomorrow at 1pm with whoever does cover ups there. Dev Sharma dev.sharma@example.com 07700 900902",
    "/consultation/send",
    {
      studio: "kingsgate",
      artist: "nell",
      style: "cover-up",
      placement: "shoulder",
      size: "medium",
      how: "in-person",
      date: "2026-11-27",
      time: "13:00",
      name: "Dev Sharma",
      email: "dev.sharma@example.com",
    },
  ),
  form(
    "helix",
    "tattoo",
    "book me in for a helix piercing at copperhand kingsgate this saturday at 2pm, titanium is fine, i'm 19. Chloe Barnes chloe.barnes@example.com 07700 900903",
    "/piercing/book/send",
    {
      studio: "kingsgate",
      piercing: "helix",
      jewellery: "titanium",
      date: "2026-11-28",
      time: "14:00",
      age: "18-plus",
      name: "Chloe Barnes",
      email: "chloe.barnes@example.com",
    },
  ),
  form(
    "ears",
    "tattoo",
    "book my daughter Poppy Dunn (she's 9) in to have both ears pierced at copperhand millbeck on saturday 12th december at 11, i'll be coming with her. Mark Dunn mark.dunn@example.com 07700 900904",
    "/piercing/book/send",
    {
      studio: "millbeck",
      piercing: "lobes",
      date: "2026-12-12",
      time: "11:00",
      age: "under-16",
      name: "Poppy Dunn",
      parent: "Mark Dunn",
      email: "mark.dunn@example.com",
    },
  ),
  form(
    "voucher",
    "tattoo",
    "get a £50 copperhand gift voucher emailed to my sister Amy Lowe (amy.lowe@example.com) on 3rd december for her birthday. from Jess Lowe jess.lowe@example.com",
    "/vouchers/send",
    {
      amount: "50",
      delivery: "email",
      recipient: "Amy Lowe",
      send_date: "2026-12-03",
      to: "amy.lowe@example.com",
      name: "Jess Lowe",
      email: "jess.lowe@example.com",
    },
  ),
  form(
    "waiting-list",
    "tattoo",
    "put me on copperhand's waiting list for when rafi opens his books again. Sam Reilly sam.reilly@example.com",
    "/artists/waitlist/send",
    { artist: "rafi", name: "Sam Reilly", email: "sam.reilly@example.com" },
  ),
  form(
    "show-tickets",
    "observatory",
    "book harrowfell planetarium tickets for me and my 2 kids (6 and 9) to see little stargazers at 11 on saturday 5th december. Nadia Khan nadia.khan@example.com 07700 900911",
    "/tickets/buy/send",
    {
      date: "2026-12-05",
      show: "little-stargazers",
      time: "11:00",
      adults: "1",
      children: "2",
      name: "Nadia Khan",
      email: "nadia.khan@example.com",
    },
  ),
  form(
    "telescope-evening",
    "observatory",
    "book a telescope evening at harrowfell for 2 adults next friday, the 4th. Tom Hale tom.hale@example.com 07700 900912",
    "/stargazing/book/send",
    {
      date: "2026-12-04",
      adults: "2",
      name: "Tom Hale",
      email: "tom.hale@example.com",
    },
  ),
  form(
    "school-visit",
    "observatory",
    "book a school visit at harrowfell for our year 5 class from Holme Lane Primary, around 30 kids and 4 adults, on wednesday 3rd march, arriving half ten, and we'd like the lunch room. Karen Holt k.holt@holmelane.example 07700 900913",
    "/schools/book/send",
    {
      school: "Holme Lane Primary",
      visit: "space-explorers",
      date: "2027-03-03",
      arrival: "10:30",
      pupils: "30",
      adults: "4",
      lunch: "yes",
      name: "Karen Holt",
      email: "k.holt@holmelane.example",
    },
  ),
  form(
    "membership",
    "observatory",
    "sign me and my husband Rob Marsh up for joint membership at harrowfell, paying monthly by direct debit, starting 1st january, and add gift aid. Ellie Marsh, 14 Beck Lane, Ellerby Bridge VX4 2PL, ellie.marsh@example.com",
    "/membership/join/send",
    {
      level: "joint",
      pay: "monthly",
      start: "2027-01-01",
      name: "Ellie Marsh",
      second: "Rob Marsh",
      postcode: "VX4 2PL",
      email: "ellie.marsh@example.com",
      giftaid: "yes",
    },
  ),
  form(
    "cub-pack",
    "observatory",
    "send harrowfell a message asking if our cub pack (about 20 cubs) can come up one evening in february. Ian Pratt ian.pratt@example.com",
    "/contact/send",
    { about: "groups", name: "Ian Pratt", email: "ian.pratt@example.com" },
  ),
];
