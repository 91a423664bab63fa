import { formItem } from "../items";
import type { NavItem } from "../types";

// HOAR: the twenty-sixth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is 28
// November (2026-11-28), "monday" is 30 November (2026-11-30), "1st december" and "tuesday 1st december" are
// 2026-12-01, "wednesday 2nd december" is 2026-12-02, "friday 4th december" is 2026-12-04, "saturday 5th december"
// is 2026-12-05 and "1st january" is 2027-01-01. Spin on a Saturday morning starts at 08:30, and Pilates on a
// Wednesday evening at 19:00; Thornley is within 5 miles of Brackenby.
const form = formItem("ho-");

export const NAVIGATOR_HOAR_FORMS: NavItem[] = [
  form(
    "spin-saturday",
    "gym",
    "book me on spin at ironbank this saturday morning, i'm on anytime plus so it's included. Megan Hart megan.hart@example.com, member number IB20417",
    "/classes/book/send",
    {
      class: "spin-45",
      date: "2026-11-28",
      time: "08:30",
      pay: "membership",
      member: "IB20417",
      name: "Megan Hart",
      email: "megan.hart@example.com",
    },
  ),
  form(
    "pilates-drop-in",
    "gym",
    "i'm not a member but i'd like to try the evening pilates class at ironbank on wednesday 2nd december, book me in as a drop in. Olu Bankole olu.bankole@example.com",
    "/classes/book/send",
    {
      class: "pilates",
      date: "2026-12-02",
      time: "19:00",
      pay: "drop-in",
      name: "Olu Bankole",
      email: "olu.bankole@example.com",
    },
  ),
  form(
    "junior-induction",
    "gym",
    "my son jake reyes is 15 and wants to start at ironbank. book his junior induction for saturday 5th december at 11am, i'll come with him - i'm Paul Reyes, paul.reyes@example.com 07700 900611",
    "/induction/book/send",
    {
      type: "junior",
      date: "2026-12-05",
      time: "11:00",
      name: "Jake Reyes",
      parent: "Paul Reyes",
      email: "paul.reyes@example.com",
    },
  ),
  form(
    "couples-join",
    "gym",
    "sign me and my wife up to ironbank's couples membership on a 12 month contract from 1st december. I'm Chris Dale, born 3/7/1985, chris.dale@example.com, and she's Anna Dale",
    "/join/send",
    {
      membership: "couples",
      term: "12-month",
      start: "2026-12-01",
      name: "Chris Dale",
      dob: "1985-07-03",
      email: "chris.dale@example.com",
      partner: "Anna Dale",
    },
  ),
  form(
    "freeze-travel",
    "gym",
    "freeze my ironbank membership for 2 months from 1st january, i'm going travelling. member number IB18833, Sophie Lin sophie.lin@example.com",
    "/membership/freeze/send",
    {
      member: "IB18833",
      months: "2",
      reason: "travel",
      from: "2027-01-01",
      name: "Sophie Lin",
      email: "sophie.lin@example.com",
    },
  ),
  form(
    "pt-taster",
    "gym",
    "i'm an ironbank member and had a baby 6 months ago - ask for a free pt taster with carys please, weekday mornings suit me. Priya Nair priya.nair@example.com",
    "/pt/enquire/send",
    {
      trainer: "carys",
      session: "taster",
      member: "yes",
      name: "Priya Nair",
      email: "priya.nair@example.com",
    },
  ),
  form(
    "lockout-thornley",
    "locksmith",
    "get hadley's to send a locksmith as soon as they can, i'm locked out of my house at 14 Heather Close, Thornley BR4 6TY. Dan Price 07700 900701",
    "/callout/request/send",
    {
      problem: "locked-out",
      property: "house",
      when: "now",
      area: "within-5",
      postcode: "BR4 6TY",
      name: "Dan Price",
      phone: "07700 900701",
    },
  ),
  form(
    "break-in",
    "locksmith",
    "our back door got forced in a break-in - book hadley's to come and repair and secure it on tuesday 1st december in the afternoon. it's a house at 3 Mill Court, Brackenby BR2 5QA. Aisha Khan 07700 900702 aisha.khan@example.com",
    "/callout/request/send",
    {
      problem: "burglary",
      property: "house",
      when: "book",
      date: "2026-12-01",
      slot: "afternoon",
      area: "brackenby",
      postcode: "BR2 5QA",
      name: "Aisha Khan",
      phone: "07700 900702",
    },
  ),
  form(
    "mul-t-lock",
    "locksmith",
    "order 3 copies of my mul-t-lock key from hadley's, security card number MT-48211, i'll collect them from fore street. Ben Ward ben.ward@example.com 07700 900703",
    "/keys/order/send",
    {
      key: "restricted",
      quantity: "3",
      code: "MT-48211",
      collect: "fore-street",
      name: "Ben Ward",
      email: "ben.ward@example.com",
      phone: "07700 900703",
    },
  ),
  form(
    "leather-soles",
    "locksmith",
    "book my husband's brogues in at hadley's fore street for new leather soles and heels, i'll drop them off monday. Helen Mace helen.mace@example.com 07700 900704",
    "/shoes/book/send",
    {
      repair: "full-leather",
      shoes: "mens",
      pairs: "1",
      shop: "fore-street",
      dropoff: "2026-11-30",
      name: "Helen Mace",
      email: "helen.mace@example.com",
    },
  ),
  form(
    "chipped-key",
    "locksmith",
    "book me in at hadley's for a spare chipped key for my 2016 ford fiesta on friday 4th december. Lee Burns 07700 900705 lee.burns@example.com",
    "/car-keys/book/send",
    {
      key: "transponder",
      make: "Ford",
      model: "Fiesta",
      year: "2016",
      date: "2026-12-04",
      name: "Lee Burns",
      phone: "07700 900705",
    },
  ),
];
