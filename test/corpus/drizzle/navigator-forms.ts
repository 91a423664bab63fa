import { formItem } from "../items";
import type { NavItem } from "../types";

// DRIZZLE: the fortieth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is
// 2026-11-28 and "next wednesday" the coming Wednesday, 2026-12-02; "saturday 5th december" is 2026-12-05,
// "saturday 16th january" 2027-01-16, "saturday 10th april" 2027-04-10 and "wednesday 16th june" 2027-06-16 (each
// weekday checked against the calendar). At Larkrise the racecourse is Hallam Down and the castle Cardew, "over 16
// stone" is the heavy passengers' count, a balloon just for 7 of you is the Exclusive Basket in the 7 or 8 band and a
// 60th a birthday, "posted in the gift wallet" is by post, and a flight called off for the wind is "cancelled". At
// Welbourne the leisure centre is Millfield, a 9 year old is in the 7 to 10 band, 145 cm the 141 to 170 cm size, a
// Saturday party is at 14:00 and about 12 children the 11 to 15 band, and a full-time student gets the concession.
const form = formItem("dr-");

export const NAVIGATOR_DRIZZLE_FORMS: NavItem[] = [
  form(
    "book-saturday",
    "balloon",
    "book 2 of us on larkrise's sunrise flight from the racecourse this saturday, anytime tickets, one of us is over 16 stone. Jo Marsh jo.marsh@example.com 07700 900971",
    "/book/send",
    {
      flight: "sunrise",
      site: "hallam",
      date: "2026-11-28",
      ticket: "anytime",
      passengers: "2",
      heavy: "1",
      name: "Jo Marsh",
      email: "jo.marsh@example.com",
    },
  ),
  form(
    "book-voucher",
    "balloon",
    "use my larkrise weekday voucher LB-48213 to book me on an evening flight from cardew castle on wednesday 16th june. Paul Kerr paul.kerr@example.com 07700 900972",
    "/book/send",
    {
      flight: "evening",
      site: "cardew",
      date: "2027-06-16",
      ticket: "weekday",
      passengers: "1",
      voucher: "LB-48213",
      name: "Paul Kerr",
      email: "paul.kerr@example.com",
    },
  ),
  form(
    "buy-vouchers",
    "balloon",
    "buy 2 anytime flight vouchers from larkrise for my mum and dad for christmas, posted in the gift wallet, with Mr and Mrs Dale as the name on them. Sue Dale sue.dale@example.com, postcode BM2 5TT",
    "/vouchers/buy/send",
    {
      voucher: "anytime",
      quantity: "2",
      delivery: "post",
      recipient: "Mr and Mrs Dale",
      name: "Sue Dale",
      email: "sue.dale@example.com",
      postcode: "BM2 5TT",
    },
  ),
  form(
    "rebook",
    "balloon",
    "larkrise called off our flight because of the wind, booking LB-77120. we have anytime tickets. rebook us on an evening flight from fennick on saturday 10th april. Nia Evans nia.evans@example.com",
    "/weather/rebook/send",
    {
      booking: "LB-77120",
      reason: "cancelled",
      flight: "evening",
      site: "fennick",
      date: "2027-04-10",
      name: "Nia Evans",
      email: "nia.evans@example.com",
    },
  ),
  form(
    "exclusive",
    "balloon",
    "ask larkrise about a balloon just for us for my dad's 60th, there'd be 7 of us, from the castle in july, weekdays are fine. Owen Pryce owen.pryce@example.com",
    "/flights/enquire/send",
    {
      flight: "exclusive",
      site: "cardew",
      month: "july",
      people: "7-8",
      occasion: "birthday",
      days: "weekday",
      name: "Owen Pryce",
      email: "owen.pryce@example.com",
    },
  ),
  form(
    "trial",
    "dojo",
    "book my son a free trial of junior karate at welbourne martial arts next wednesday at the leisure centre, he's 9. Amy Fox amy.fox@example.com 07700 900981",
    "/first-class/send",
    {
      discipline: "karate",
      dojo: "millfield",
      date: "2026-12-02",
      age: "7-10",
      child: "yes",
      name: "Amy Fox",
      email: "amy.fox@example.com",
    },
  ),
  form(
    "join",
    "dojo",
    "sign me up at welbourne martial arts on the unlimited membership, i'm a full time student, mostly kickboxing at station street. Ben Hart ben.hart@example.com 07700 900982",
    "/join/send",
    {
      membership: "unlimited",
      discipline: "kickboxing",
      dojo: "station-street",
      concession: "yes",
      name: "Ben Hart",
      email: "ben.hart@example.com",
    },
  ),
  form(
    "grading",
    "dojo",
    "enter my daughter for welbourne martial arts' junior karate grading on saturday 5th december, she's a yellow belt, member number 3086, and her sensei says she's ready. Kim Lee kim.lee@example.com",
    "/gradings/enter/send",
    {
      member: "3086",
      grading: "junior-karate-dec",
      belt: "yellow",
      ready: "yes",
      name: "Kim Lee",
      email: "kim.lee@example.com",
    },
  ),
  form(
    "kit",
    "dojo",
    "order a judo suit from welbourne martial arts for my daughter, she's 145cm, i'll pick it up at the leisure centre. Rosa Diaz rosa.diaz@example.com",
    "/kit/order/send",
    {
      item: "judo-gi",
      size: "141-170",
      quantity: "1",
      collect: "millfield",
      name: "Rosa Diaz",
      email: "rosa.diaz@example.com",
    },
  ),
  form(
    "private-lesson",
    "dojo",
    "book me and my mate a 45 minute private lesson with callum reid at welbourne martial arts this saturday afternoon. Jay Cole jay.cole@example.com 07700 900984",
    "/private-lessons/send",
    {
      instructor: "callum-reid",
      length: "45",
      people: "2",
      date: "2026-11-28",
      time: "afternoon",
      name: "Jay Cole",
      email: "jay.cole@example.com",
    },
  ),
  form(
    "party",
    "dojo",
    "book a ninja party at welbourne martial arts for my daughter's 6th on saturday 16th january, about 12 kids, with party bags. Lucy Webb lucy.webb@example.com 07700 900985",
    "/parties/send",
    {
      party: "ninja",
      date: "2027-01-16",
      time: "14:00",
      children: "11-15",
      age: "6",
      bags: "yes",
      name: "Lucy Webb",
      email: "lucy.webb@example.com",
    },
  ),
];
