import { formItem } from "../items";
import type { NavItem } from "../types";

// HARMATTAN: the forty-fifth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "tomorrow" is
// 2026-11-27, a Friday, "this saturday" and "on saturday" 2026-11-28, "next tuesday" the coming Tuesday, 2026-12-01,
// "next wednesday" 2026-12-02, "monday 7th december" 2026-12-07, "tuesday 8th december" 2026-12-08, "saturday 19th
// december" 2026-12-19, "sunday 3rd january" 2027-01-03 (the first Sunday of the month, the Maybelle Experience's),
// "the sunday" of the sample sale 2027-01-17, "saturday 20th february" 2027-02-20 and "4th september next year"
// 2027-09-04 (each weekday checked against the calendar). "Half 11" is 11:30, "2pm" 14:00 and "10am" 10:00. At
// Maybelle Bridal "3 of us coming with me" is 3 guests, "me and 5 bridesmaids" 5, "about 7 friends" 7 and "bringing
// my mum" 1; a dress bought online was bought elsewhere. At Brackenby "around 20" neon tetras is 20, a tank set up
// at home is the setting-up box, and the old goldfish are a message about fish to the Aquatic Centre.
const form = formItem("hm-");

export const NAVIGATOR_HARMATTAN_FORMS: NavItem[] = [
  form(
    "appointment",
    "bridal",
    "book a bridal appointment at maybelle bridal this saturday at half 11, there'll be 3 of us coming with me. wedding is 4th september next year. Chloe Barnes chloe.barnes@example.com 07700 900921",
    "/appointments/book/send",
    {
      type: "bridal",
      date: "2026-11-28",
      time: "11:30",
      guests: "3",
      wedding: "2027-09-04",
      name: "Chloe Barnes",
      email: "chloe.barnes@example.com",
    },
  ),
  form(
    "bridesmaids",
    "bridal",
    "book a bridesmaids appointment at maybelle bridal for next tuesday at 2pm, it's me and 5 bridesmaids. Aisha Khan aisha.khan@example.com",
    "/appointments/book/send",
    {
      type: "bridesmaids",
      date: "2026-12-01",
      time: "14:00",
      guests: "5",
      name: "Aisha Khan",
      email: "aisha.khan@example.com",
    },
  ),
  form(
    "experience",
    "bridal",
    "book the maybelle experience at maybelle bridal on sunday 3rd january, i'll bring about 7 friends. Hollie Grant hollie.grant@example.com 07700 900923",
    "/appointments/book/send",
    {
      type: "experience",
      date: "2027-01-03",
      time: "11:00",
      guests: "7",
      name: "Hollie Grant",
      email: "hollie.grant@example.com",
    },
  ),
  form(
    "fitting",
    "bridal",
    "book my first alterations fitting at maybelle bridal's studio for monday 7th december in the morning. i bought my dress online and the wedding is saturday 20th february. Laura Pike laura.pike@example.com",
    "/alterations/book/send",
    {
      bought: "elsewhere",
      wedding: "2027-02-20",
      date: "2026-12-07",
      slot: "morning",
      name: "Laura Pike",
      email: "laura.pike@example.com",
    },
  ),
  form(
    "sample-sale",
    "bridal",
    "get me a slot at maybelle bridal's sample sale on the sunday at 10am, i'm bringing my mum. Zoe Marsh zoe.marsh@example.com",
    "/sample-sale/book/send",
    {
      day: "2027-01-17",
      time: "10:00",
      guests: "1",
      name: "Zoe Marsh",
      email: "zoe.marsh@example.com",
    },
  ),
  form(
    "sleeves",
    "bridal",
    "send maybelle bridal a message asking if their alterations studio can add sleeves to my dress. Gemma Rowe gemma.rowe@example.com",
    "/contact/send",
    {
      about: "alterations",
      name: "Gemma Rowe",
      email: "gemma.rowe@example.com",
    },
  ),
  form(
    "neons",
    "petshop",
    "reserve around 20 neon tetras at brackenby pets to collect this saturday. Ravi Patel ravi.patel@example.com 07700 900931",
    "/fish/reserve/send",
    {
      fish: "neon-tetra",
      quantity: "20",
      date: "2026-11-28",
      name: "Ravi Patel",
      email: "ravi.patel@example.com",
    },
  ),
  form(
    "puppy-food",
    "petshop",
    "order 2 bags of the 12kg hillside puppy food from brackenby pets, delivered next wednesday to 9 Reed Close, Lowmarsh LM3 6RB. Chris Dunn chris.dunn@example.com",
    "/food/order/send",
    {
      food: "hillside-puppy",
      size: "12kg",
      bags: "2",
      date: "2026-12-02",
      postcode: "LM3 6RB",
      name: "Chris Dunn",
      email: "chris.dunn@example.com",
    },
  ),
  form(
    "holiday-feeding",
    "petshop",
    "book brackenby pets to feed my fish while we're away, starting saturday 19th december, 6 visits, LM4 2HW. Sue Grant sue.grant@example.com 07700 900933",
    "/services/book/send",
    {
      service: "holiday-feeding",
      date: "2026-12-19",
      visits: "6",
      postcode: "LM4 2HW",
      name: "Sue Grant",
      email: "sue.grant@example.com",
    },
  ),
  form(
    "starter-kit",
    "petshop",
    "order a starter 60 with the cabinet from brackenby pets, delivered and set up at my house on tuesday 8th december, 14 Hale Lane LM6 1QT. Ben Ashworth ben.ashworth@example.com",
    "/tanks/order/send",
    {
      kit: "starter-60",
      cabinet: "yes",
      setup: "yes",
      date: "2026-12-08",
      postcode: "LM6 1QT",
      name: "Ben Ashworth",
      email: "ben.ashworth@example.com",
    },
  ),
  form(
    "goldfish",
    "petshop",
    "message brackenby pets' aquatic centre to ask if they'll take our old goldfish, we've got around 20. Pete Lowe pete.lowe@example.com",
    "/contact/send",
    {
      about: "fish",
      store: "aquatic",
      name: "Pete Lowe",
      email: "pete.lowe@example.com",
    },
  ),
];
