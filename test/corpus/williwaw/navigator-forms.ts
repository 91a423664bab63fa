import { formItem } from "../items";
import type { NavItem } from "../types";

// WILLIWAW: the fifty-fourth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "thursday 3rd december"
// is 2026-12-03, "saturday 5th december" 2026-12-05, "sunday 6th december" 2026-12-06, "tuesday 8th december"
// 2026-12-08, "wednesday 9th december" 2026-12-09, "thursday 10th december" 2026-12-10, "saturday 13th march 2027"
// 2027-03-13, "saturday 12th june 2027" 2027-06-12 and "saturday 17th july 2027" 2027-07-17 (each weekday checked
// against the calendar). At Fieldfare Tutors the Millbrook centre is open on Saturdays (10:00 assessments at the
// weekend) and the 19:30 assessment is on Wednesdays at Harwood only; up to 3 children a course booking. At Marlow &
// Finch the 12:00 tasting is on Sundays only and the 17:30 one on Thursdays only, up to 4 people; quotes are for 20
// to 250 guests; office lunches are on weekdays, a £90 order or more (4 sandwich platters £128).
const form = formItem("ww-");

export const NAVIGATOR_WILLIWAW_FORMS: NavItem[] = [
  form(
    "tu-assess-millbrook",
    "tutoring",
    "book a free maths assessment at fieldfare tutors' millbrook centre for my son Oliver Grant, he's in year 7, on saturday 5th december at 10:00. Rachel Grant rachel.grant@example.com 07700 900412",
    "/assessment/book/send",
    {
      child: "Oliver Grant",
      year: "year-7",
      subject: "maths",
      centre: "millbrook",
      date: "2026-12-05",
      time: "10:00",
      name: "Rachel Grant",
      email: "rachel.grant@example.com",
      phone: "07700 900412",
    },
  ),
  form(
    "tu-assess-harwood",
    "tutoring",
    "book my daughter Maya Shah (year 10) a free english assessment at fieldfare tutors in harwood, wednesday 9th december at 19:30. Anil Shah anil.shah@example.com 07700 900538",
    "/assessment/book/send",
    {
      child: "Maya Shah",
      year: "year-10",
      subject: "english",
      centre: "harwood",
      date: "2026-12-09",
      time: "19:30",
      name: "Anil Shah",
      email: "anil.shah@example.com",
      phone: "07700 900538",
    },
  ),
  form(
    "tu-course-gcse-maths",
    "tutoring",
    "book one place on fieldfare tutors' gcse maths course for Ethan Cole. Dawn Cole dawn.cole@example.com 07700 900617",
    "/courses/book/send",
    {
      course: "gcse-maths",
      children: "1",
      child: "Ethan Cole",
      name: "Dawn Cole",
      email: "dawn.cole@example.com",
      phone: "07700 900617",
    },
  ),
  form(
    "tu-course-11plus",
    "tutoring",
    "book my twins Ava and Isla Brooks onto fieldfare tutors' 11+ preparation course. Kate Brooks kate.brooks@example.com 07700 900725",
    "/courses/book/send",
    {
      course: "11plus-prep",
      children: "2",
      child: "Ava and Isla Brooks",
      name: "Kate Brooks",
      email: "kate.brooks@example.com",
      phone: "07700 900725",
    },
  ),
  form(
    "tu-contact",
    "tutoring",
    "send fieldfare tutors a message about an invoice saying 'Please resend the November invoice.' from Mark Doyle, mark.doyle@example.com",
    "/contact/send",
    {
      about: "invoice",
      name: "Mark Doyle",
      email: "mark.doyle@example.com",
      message: "Please resend the November invoice.",
    },
  ),
  form(
    "ca-tasting-buffet",
    "caterers",
    "book a tasting of marlow & finch's buffet for 2 of us on sunday 6th december at 12:00, for our party on saturday 13th march 2027. Jess Palmer jess.palmer@example.com 07700 900833",
    "/tasting/book/send",
    {
      date: "2026-12-06",
      time: "12:00",
      people: "2",
      menu: "buffet",
      event_date: "2027-03-13",
      name: "Jess Palmer",
      email: "jess.palmer@example.com",
      phone: "07700 900833",
    },
  ),
  form(
    "ca-tasting-sitdown",
    "caterers",
    "book a tasting of the sit-down menu at marlow & finch's tasting room for 3 people on thursday 3rd december at 17:30, our wedding is on saturday 12th june 2027. Sam Okoro sam.okoro@example.com 07700 900941",
    "/tasting/book/send",
    {
      date: "2026-12-03",
      time: "17:30",
      people: "3",
      menu: "sit-down",
      event_date: "2027-06-12",
      name: "Sam Okoro",
      email: "sam.okoro@example.com",
      phone: "07700 900941",
    },
  ),
  form(
    "ca-quote-wedding",
    "caterers",
    "ask marlow & finch for a quote for our wedding on saturday 17th july 2027, 120 guests, premium sit-down, venue postcode WB3 4QT. Hollie Marsh hollie.marsh@example.com 07700 900158",
    "/quote/send",
    {
      event: "wedding",
      date: "2027-07-17",
      guests: "120",
      menu: "sit-down",
      tier: "premium",
      postcode: "WB3 4QT",
      name: "Hollie Marsh",
      email: "hollie.marsh@example.com",
      phone: "07700 900158",
    },
  ),
  form(
    "ca-quote-work",
    "caterers",
    "get a quote from marlow & finch for a work event on thursday 10th december for 60 guests, classic canapés, at OK2 8JP. Tariq Malik tariq.malik@example.com 07700 900264",
    "/quote/send",
    {
      event: "corporate",
      date: "2026-12-10",
      guests: "60",
      menu: "canapes",
      tier: "classic",
      postcode: "OK2 8JP",
      name: "Tariq Malik",
      email: "tariq.malik@example.com",
      phone: "07700 900264",
    },
  ),
  form(
    "ca-order-platters",
    "caterers",
    "order 4 sandwich platters from marlow & finch for Brightline Design on tuesday 8th december, delivered between 12:00 and 12:30, to OK7 1AB. Nadia Rahman nadia.rahman@example.com 07700 900372",
    "/office-lunches/order/send",
    {
      company: "Brightline Design",
      platter: "sandwich",
      quantity: "4",
      date: "2026-12-08",
      slot: "12:00",
      postcode: "OK7 1AB",
      name: "Nadia Rahman",
      email: "nadia.rahman@example.com",
      phone: "07700 900372",
    },
  ),
  form(
    "ca-contact",
    "caterers",
    "send marlow & finch a message about office lunches: 'Can you deliver to our Wrenbury office on Fridays?' from Owen Hale, owen.hale@example.com",
    "/contact/send",
    {
      about: "office",
      name: "Owen Hale",
      email: "owen.hale@example.com",
      message: "Can you deliver to our Wrenbury office on Fridays?",
    },
  ),
];
