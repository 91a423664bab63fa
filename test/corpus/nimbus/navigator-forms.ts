import { formItem } from "../items";
import type { NavItem } from "../types";

// NIMBUS: the thirty-seventh held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is
// 2026-11-28 and "this sunday" 2026-11-29; "saturday 5th december" is 2026-12-05, "saturday 6th march" 2027-03-06,
// "sunday 6th december" 2026-12-06, "sunday 13th december" 2026-12-13, "friday 4th december" 2026-12-04, "saturday
// 19th december" 2026-12-19, "saturday 2nd january" 2027-01-02 and "tuesday 15th december" 2026-12-15 (each weekday
// checked against the calendar). At Selkie Divers an 8 year old's pool session is the Bubblemaker, a Sunday boat in
// November is the 10:00 winter boat, and a university club is a group; at Greylag a motorhome can go only in Economy,
// 6am is 06:00 and 8pm 20:00, a flight that was cancelled is the cancel form's "flight" reason, and a firm that parks
// often asks for a business account.
const form = formItem("ni-");

export const NAVIGATOR_NIMBUS_FORMS: NavItem[] = [
  form(
    "try-pool",
    "divecentre",
    "book pool try dives at selkie divers for me and my daughter, she's 11, this saturday. Hannah Reid hannah.reid@example.com 07700 900911",
    "/try-dive/book/send",
    {
      which: "pool",
      date: "2026-11-28",
      people: "2",
      youngest: "11",
      name: "Hannah Reid",
      email: "hannah.reid@example.com",
    },
  ),
  form(
    "try-kids",
    "divecentre",
    "my son is 8 and mad about fish, book him on the little kids pool session at selkie divers on saturday 5th december. Owen Price owen.price@example.com 07700 900912",
    "/try-dive/book/send",
    {
      which: "bubblemaker",
      date: "2026-12-05",
      people: "1",
      youngest: "8",
      name: "Owen Price",
      email: "owen.price@example.com",
    },
  ),
  form(
    "course-ow",
    "divecentre",
    "sign me and my partner up to learn to dive properly with selkie divers, the full open water course starting saturday 6th march. neither of us has ever dived. Leo Marsh leo.marsh@example.com",
    "/learn/book/send",
    {
      course: "open-water",
      start: "2027-03-06",
      people: "2",
      experience: "none",
      name: "Leo Marsh",
      email: "leo.marsh@example.com",
    },
  ),
  form(
    "boat-wreck",
    "divecentre",
    "book 2 of us on the selkie divers boat to the margarethe wreck this sunday morning. we're both advanced, and one of us needs to hire a full set of kit. Aisha Khan aisha.khan@example.com 07700 900914",
    "/boat/book/send",
    {
      site: "margarethe",
      date: "2026-11-29",
      boat: "winter",
      divers: "2",
      level: "advanced",
      fullkit: "1",
      name: "Aisha Khan",
      email: "aisha.khan@example.com",
    },
  ),
  form(
    "club",
    "divecentre",
    "ask selkie divers if they can take our university dive club, 8 of us, for a weekend of boat diving next june. Tom Becker tom.becker@example.com",
    "/contact/send",
    {
      about: "group",
      size: "8",
      name: "Tom Becker",
      email: "tom.becker@example.com",
    },
  ),
  form(
    "long-stay",
    "airparking",
    "book greylag long stay parking: dropping the car off sunday 6th december at 05:30, picking it up sunday 13th december at 22:15, flight home FM442. 2 of us, car reg GY19 KTL. don't want the flexible option. Ben Carter ben.carter@example.com 07700 900921",
    "/book/send",
    {
      carpark: "long-stay",
      from: "2026-12-06",
      fromtime: "05:30",
      to: "2026-12-13",
      totime: "22:15",
      flight: "FM442",
      passengers: "2",
      vehicle: "car",
      reg: "GY19 KTL",
      flexible: "no",
      name: "Ben Carter",
      email: "ben.carter@example.com",
    },
  ),
  form(
    "meet-greet",
    "airparking",
    "i want greylag to meet me at the terminal and park my electric car this saturday at 6am, back friday 4th december at 8pm, and charge it while i'm away. just me travelling, reg EV70 ZLN. add the flexible booking. Zoe Lin zoe.lin@example.com 07700 900922",
    "/book/send",
    {
      carpark: "meet-greet",
      from: "2026-11-28",
      fromtime: "06:00",
      to: "2026-12-04",
      totime: "20:00",
      passengers: "1",
      vehicle: "car",
      reg: "EV70 ZLN",
      charge: "yes",
      flexible: "yes",
      name: "Zoe Lin",
      email: "zoe.lin@example.com",
    },
  ),
  form(
    "motorhome",
    "airparking",
    "we need to leave our motorhome with greylag while we fly, from saturday 19th december 10:00 to saturday 2nd january 16:00. 4 people, reg MH65 RVX, no flexible booking. Carol Dunn carol.dunn@example.com 07700 900923",
    "/book/send",
    {
      carpark: "economy",
      vehicle: "motorhome",
      from: "2026-12-19",
      fromtime: "10:00",
      to: "2027-01-02",
      totime: "16:00",
      passengers: "4",
      reg: "MH65 RVX",
      flexible: "no",
      name: "Carol Dunn",
      email: "carol.dunn@example.com",
    },
  ),
  form(
    "later",
    "airparking",
    "change my greylag parking booking GL-58213 so i pick the car up on tuesday 15th december at 23:00 instead. i booked with mark.holt@example.com",
    "/manage/change/send",
    {
      ref: "GL-58213",
      email: "mark.holt@example.com",
      to: "2026-12-15",
      totime: "23:00",
    },
  ),
  form(
    "cancel",
    "airparking",
    "our flight's been cancelled by the airline so cancel my greylag parking, booking GL-60477, email jo.sykes@example.com",
    "/manage/cancel/send",
    {
      ref: "GL-60477",
      email: "jo.sykes@example.com",
      reason: "flight",
    },
  ),
  form(
    "business",
    "airparking",
    "ask greylag about setting up an account for our firm Fenway Surveyors, our staff park at the airport about 20 times a month. Priya Shah priya@fenwaysurveyors.example.com 07700 900925",
    "/contact/send",
    {
      about: "business",
      company: "Fenway Surveyors",
      name: "Priya Shah",
      email: "priya@fenwaysurveyors.example.com",
    },
  ),
];
