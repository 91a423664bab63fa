import { formItem } from "../items";
import type { NavItem } from "../types";

// GRAUPEL: the twenty-fifth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is 28
// November (2026-11-28), "this sunday" is 29 November (2026-11-29), "tuesday 1st december" is 2026-12-01,
// "wednesday 2nd december" is 2026-12-02, "saturday 19th december" is 2026-12-19 and "friday 8th january" is
// 2027-01-08. Snow Cubs on a Sunday in term time start at 10:15, and adult board lessons on a Wednesday at 19:00.
const form = formItem("gr-");

export const NAVIGATOR_GRAUPEL_FORMS: NavItem[] = [
  form(
    "snow-cubs",
    "skihire",
    "book my 5 year old daughter isla into snow cubs at drift snowsports this sunday at 10:15. Kirsty Bain kirsty.bain@example.com 07700 900510",
    "/lessons/book/send",
    {
      lesson: "snow-cubs",
      date: "2026-11-29",
      time: "10:15",
      learners: "1",
      age: "5",
      name: "Kirsty Bain",
      email: "kirsty.bain@example.com",
    },
  ),
  form(
    "board-beginners",
    "skihire",
    "book 2 of us onto drift's adult snowboard beginner lesson on wednesday 2nd december at 7pm, we'll use their boards. Dan Okoro dan.okoro@example.com",
    "/lessons/book/send",
    {
      lesson: "adult-board-beginner",
      date: "2026-12-02",
      time: "19:00",
      learners: "2",
      kit: "hire",
      name: "Dan Okoro",
      email: "dan.okoro@example.com",
    },
  ),
  form(
    "junior-skis-week",
    "skihire",
    "reserve 2 junior ski packages from drift's bridge street shop for a week, collecting saturday 19th december, with helmets and damage cover. Claire Moss claire.moss@example.com 07700 900512",
    "/hire/reserve/send",
    {
      kit: "junior-ski",
      quantity: "2",
      length: "week",
      collect: "2026-12-19",
      helmets: "yes",
      cover: "yes",
      name: "Claire Moss",
      email: "claire.moss@example.com",
    },
  ),
  form(
    "board-two-days",
    "skihire",
    "i want to hire a snowboard and boots for 2 days from drift snowsports, picking up friday 8th january. no damage cover thanks. Sam Hollis sam.hollis@example.com",
    "/hire/reserve/send",
    {
      kit: "adult-board",
      quantity: "1",
      length: "2-days",
      collect: "2027-01-08",
      cover: "no",
      name: "Sam Hollis",
      email: "sam.hollis@example.com",
    },
  ),
  form(
    "off-peak-pass",
    "skihire",
    "buy me an adult off peak season pass at drift starting 1st december, and add drift club to it. Rob Fenwick rob.fenwick@example.com, born 14/03/1988",
    "/passes/join/send",
    {
      pass: "off-peak-adult",
      start: "2026-12-01",
      club: "yes",
      dob: "1988-03-14",
      name: "Rob Fenwick",
      email: "rob.fenwick@example.com",
    },
  ),
  form(
    "pause-club",
    "skihire",
    "send drift snowsports a message asking if my drift club membership can be paused while my knee gets better. Nina Shah nina.shah@example.com",
    "/contact/send",
    {
      topic: "passes",
      name: "Nina Shah",
      email: "nina.shah@example.com",
    },
  ),
  form(
    "wreath",
    "yarnshop",
    "book 2 places on the christmas wreath crochet workshop at purl & bobbin. Mary Quinn mary.quinn@example.com 07700 900520",
    "/workshops/book/send",
    {
      workshop: "wreath-2026-12-05",
      places: "2",
      name: "Mary Quinn",
      email: "mary.quinn@example.com",
    },
  ),
  form(
    "skirt",
    "yarnshop",
    "put me down for the skirt sewing course at purl and bobbin, i'll bring my own machine. Leah Grant leah.grant@example.com",
    "/workshops/book/send",
    {
      workshop: "skirt-2027-01-16",
      places: "1",
      machine: "own",
      name: "Leah Grant",
      email: "leah.grant@example.com",
    },
  ),
  form(
    "bernina-service",
    "yarnshop",
    "book my bernina 1008 in for a service at purl & bobbin - its a mechanical machine and the tension keeps going. i'll drop it off tuesday 1st december. Joan Pryce joan.pryce@example.com 07700 900522",
    "/servicing/book/send",
    {
      machine: "mechanical",
      make: "Bernina",
      model: "1008",
      job: "service",
      handover: "drop-off",
      date: "2026-12-01",
      name: "Joan Pryce",
      email: "joan.pryce@example.com",
      phone: "07700 900522",
    },
  ),
  form(
    "trouser-hems",
    "yarnshop",
    "ask purl and bobbin to take up 2 pairs of trousers, express please, i'll drop them in this saturday. Tom Ashby tom.ashby@example.com",
    "/alterations/request/send",
    {
      garment: "trousers",
      alteration: "hem",
      items: "2",
      express: "yes",
      dropoff: "2026-11-28",
      name: "Tom Ashby",
      email: "tom.ashby@example.com",
    },
  ),
  form(
    "lost-order",
    "yarnshop",
    "message purl & bobbin about my online order PB20931, it still hasn't arrived. Ruth Evans ruth.evans@example.com",
    "/contact/send",
    {
      topic: "order",
      order: "PB20931",
      name: "Ruth Evans",
      email: "ruth.evans@example.com",
    },
  ),
];
