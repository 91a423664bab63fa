import { formItem } from "../items";
import type { NavItem } from "../types";

// SLEET: the thirteenth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is
// 28 November (2026-11-28), "next tuesday" 1 December (2026-12-01), "next thursday" 3 December (2026-12-03);
// "saturday 12 december" is 2026-12-12, the wreath workshop is on its one date, Thursday 10 December
// (2026-12-10), and "tuesday 9 march" is 2027-03-09.
const form = formItem("sl-");

export const NAVIGATOR_SLEET_FORMS: NavItem[] = [
  form(
    "hygiene-elm",
    "dental",
    "book me in with the hygienist at brightwater's elm park surgery next tuesday morning please, i'm already a patient there. Priya Nair, born 3 may 1988, priya.nair@example.com 07700 900811",
    "/appointments/request",
    {
      surgery: "elm",
      type: "hygiene",
      date: "2026-12-01",
      time: "morning",
      name: "Priya Nair",
      email: "priya.nair@example.com",
    },
  ),
  form(
    "checkup-quay",
    "dental",
    "i need a check up at brightwater dental in town (quay st), next thursday after work, 6ish if they can. Owen Price owen.price@example.com 07700 900812",
    "/appointments/request",
    {
      surgery: "quay",
      type: "checkup",
      date: "2026-12-03",
      time: "evening",
      name: "Owen Price",
      email: "owen.price@example.com",
    },
  ),
  form(
    "register-child",
    "dental",
    "register my son Alfie Grant with brightwater dental at the quay street surgery on the nhs. he was born 14 march 2017. i'm his mum Claire Grant, claire.grant@example.com, 07700 900813",
    "/joining/register",
    {
      surgery: "quay",
      care: "nhs",
      patient: "Alfie Grant",
      dob: "2017-03-14",
      parent: "Claire Grant",
      email: "claire.grant@example.com",
    },
  ),
  form(
    "register-plan",
    "dental",
    "id like to sign up at brightwater elm park as a patient on their monthly payment plan. Daniel Okoro, dob 22/09/1979, dan.okoro@example.com, 07700 900814",
    "/joining/register",
    {
      surgery: "elm",
      care: "plan",
      patient: "Daniel Okoro",
      dob: "1979-09-22",
      email: "dan.okoro@example.com",
    },
  ),
  form(
    "enquiry-implant",
    "dental",
    "send brightwater dental a message asking if i'd be suitable for an implant at their quay street surgery, i lost a back tooth last year. Rosa Mendes rosa.mendes@example.com",
    "/contact/send",
    {
      topic: "implants",
      surgery: "quay",
      name: "Rosa Mendes",
      email: "rosa.mendes@example.com",
    },
  ),
  form(
    "santa-book",
    "farm",
    "book us in to see santa at hollins green farm on saturday 12 december, 2 grown ups and 3 kids. we arent friends of the farm. Kate Lyons kate.lyons@example.com",
    "/events/book",
    {
      event: "santa",
      date: "2026-12-12",
      adults: "2",
      children: "3",
      friend: "no",
      name: "Kate Lyons",
      email: "kate.lyons@example.com",
    },
  ),
  form(
    "wreath",
    "farm",
    "can you get me and my mum places on the christmas wreath making evening at hollins green, 2 adults, no kids. i'm a friend of the farm. Nina Shah nina.shah@example.com 07700 900822",
    "/events/book",
    {
      event: "wreath",
      date: "2026-12-10",
      adults: "2",
      friend: "yes",
      name: "Nina Shah",
      email: "nina.shah@example.com",
    },
  ),
  form(
    "allotment",
    "farm",
    "put me on the waiting list for a half size allotment at hollins green. Graham Holt, graham.holt@example.com, 07700 900823, postcode CR4 6TT. i've grown my own veg for years",
    "/growing/waitlist",
    {
      plot: "half",
      experience: "lots",
      name: "Graham Holt",
      email: "graham.holt@example.com",
      postcode: "CR4 6TT",
    },
  ),
  form(
    "volunteer",
    "farm",
    "sign me up to help with the animals at hollins green farm, i could start this saturday. i'm 19. Ella Fox ella.fox@example.com",
    "/volunteer/signup",
    {
      session: "animals",
      start: "2026-11-28",
      age: "18-plus",
      name: "Ella Fox",
      email: "ella.fox@example.com",
    },
  ),
  form(
    "school-trip",
    "farm",
    "hi, i teach year 4 at St Anne's Primary and we'd like to bring 28 children to hollins green farm for the seed to plate visit on tuesday 9 march. please send them an enquiry. Ben Carter ben.carter@example.com 07700 900825",
    "/schools/enquire",
    {
      visit: "seed-to-plate",
      school: "St Anne's Primary",
      children: "28",
      date: "2027-03-09",
      name: "Ben Carter",
      email: "ben.carter@example.com",
    },
  ),
];
