import { formItem } from "../items";
import type { NavItem } from "../types";

// MIST: the sixteenth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "tomorrow" is Friday
// 27 November (2026-11-27), "this saturday" is 28 November (2026-11-28), "next wednesday" is 2 December
// (2026-12-02), "saturday 5th december" is 2026-12-05, "tuesday 8th december" is 2026-12-08, "friday 11 december"
// is 2026-12-11, "sunday 13 december" is 2026-12-13, "the 20th of december" is 2026-12-20, and "friday 15 january"
// is 2027-01-15.
const form = formItem("mi-");

export const NAVIGATOR_MIST_FORMS: NavItem[] = [
  form(
    "book-long",
    "hairdresser",
    "book me a cut and blow dry at copperleaf in wellbridge with a senior stylist, my hair's long (past my shoulders). next wednesday around 2pm if poss. Sophie Lamb, 07700 900721, sophie.lamb@example.com",
    "/book/request",
    {
      salon: "wellbridge",
      service: "cut-long",
      level: "senior",
      date: "2026-12-02",
      time: "14:00",
      name: "Sophie Lamb",
      phone: "07700 900721",
      email: "sophie.lamb@example.com",
    },
  ),
  form(
    "skin-fade",
    "hairdresser",
    "can you get me in for a skin fade with amir at the copperleaf barber room tomorrow, about 10am? Dean Harris 07700 900722 dean.harris@example.com",
    "/book/request",
    {
      salon: "barber-room",
      service: "skin-fade",
      stylist: "amir",
      date: "2026-11-27",
      time: "10:00",
      name: "Dean Harris",
      email: "dean.harris@example.com",
    },
  ),
  form(
    "kids-cut",
    "hairdresser",
    "booking for my son, hes 6 - a kids haircut at copperleaf tarnby with imogen on saturday 5th december, 11ish. Kerry Dunn kerry.dunn@example.com 07700900723",
    "/book/request",
    {
      salon: "tarnby",
      service: "child-cut",
      stylist: "imogen",
      date: "2026-12-05",
      time: "11:00",
      name: "Kerry Dunn",
      email: "kerry.dunn@example.com",
    },
  ),
  form(
    "patch-test",
    "hairdresser",
    "i've got a full head colour booked at copperleaf in tarnby on friday 11 december and they said i need a patch test first. can i do it tuesday 8th december in the morning? Gemma Rhodes, 07700 900724, gemma.rhodes@example.com",
    "/patch-test/request",
    {
      salon: "tarnby",
      date: "2026-12-08",
      time_of_day: "morning",
      colour_date: "2026-12-11",
      service: "full-colour",
      name: "Gemma Rhodes",
      phone: "07700 900724",
    },
  ),
  form(
    "gift-card",
    "hairdresser",
    "buy a £50 copperleaf gift card for my sister Rachel Kowal, emailed to her at rachel.k@example.com on the 20th of december, with the message 'happy christmas sis x'. it's from me, Anna Kowal, anna.kowal@example.com",
    "/gift-vouchers/order",
    {
      amount: "50",
      delivery: "email",
      recipient: "Rachel Kowal",
      recipient_email: "rachel.k@example.com",
      send_date: "2026-12-20",
      message: "happy christmas sis x",
      name: "Anna Kowal",
      email: "anna.kowal@example.com",
    },
  ),
  form(
    "newsletter",
    "hairdresser",
    "sign me up for the copperleaf emails, but only the barber room stuff. Tom Ellery tom.ellery@example.com",
    "/newsletter/join",
    {
      salon: "barber-room",
      name: "Tom Ellery",
      email: "tom.ellery@example.com",
    },
  ),
  form(
    "apprentice",
    "hairdresser",
    "apply for the apprentice hairdresser job at copperleaf for my daughter Mia Fenwick, shes 16 and hasnt got any qualifications yet but is really keen. mia.fenwick@example.com 07700 900727",
    "/careers/apply",
    {
      role: "apprentice",
      qualification: "none",
      name: "Mia Fenwick",
      email: "mia.fenwick@example.com",
    },
  ),
  form(
    "intro",
    "climbwall",
    "book me and a mate onto the intro to climbing session at crux and chalk this saturday. neither of us has climbed before. Ben Okafor ben.okafor@example.com 07700 900731",
    "/learn/reserve",
    {
      course: "intro",
      wall: "ironworks",
      date: "2026-11-28",
      time: "10:00",
      people: "2",
      name: "Ben Okafor",
      email: "ben.okafor@example.com",
    },
  ),
  form(
    "party",
    "climbwall",
    "book a bouldering party at crux & chalk for my son Alfie's 8th birthday, sunday 13 december at 2pm, 10 kids coming. no food needed. Laura Denton laura.denton@example.com 07700 900732",
    "/parties/request",
    {
      party: "bouldering",
      date: "2026-12-13",
      time: "14:00",
      children: "10",
      child: "Alfie",
      age: "8",
      name: "Laura Denton",
      email: "laura.denton@example.com",
    },
  ),
  form(
    "register",
    "climbwall",
    "register me with crux and chalk before my first visit: Priya Nair, born 14/03/1994, priya.nair@example.com, 07700 900733. never climbed before. emergency contact is my husband Dev Nair 07700 900734. I'll mostly go to the shed",
    "/register/submit",
    {
      name: "Priya Nair",
      dob: "1994-03-14",
      email: "priya.nair@example.com",
      experience: "new",
      emergency_name: "Dev Nair",
      emergency_phone: "07700 900734",
      wall: "shed",
      agree: "yes",
    },
  ),
  form(
    "scouts",
    "climbwall",
    "our scout troop wants the whole of the shed to ourselves after closing on friday 15 january - about 20 kids aged 10 to 14. it's 1st Ludderton Scouts, contact Gary Hughes gary.hughes@example.com 07700 900735. can you ask crux and chalk",
    "/groups/enquire",
    {
      group_type: "youth",
      option: "shed-hire",
      date: "2027-01-15",
      people: "20",
      organisation: "1st Ludderton Scouts",
      name: "Gary Hughes",
      email: "gary.hughes@example.com",
    },
  ),
  form(
    "lost-bottle",
    "climbwall",
    "message crux & chalk for me - i left a blue water bottle at the ironworks last night, could they keep hold of it? Hana Sato hana.sato@example.com",
    "/contact/send",
    {
      topic: "lost-property",
      wall: "ironworks",
      name: "Hana Sato",
      email: "hana.sato@example.com",
    },
  ),
];
