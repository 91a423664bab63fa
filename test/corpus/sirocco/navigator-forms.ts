import { formItem } from "../items";
import type { NavItem } from "../types";

// SIROCCO: the forty-fourth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by
// someone who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes
// the engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "this saturday" is
// 2026-11-28, "next wednesday" the coming Wednesday, 2026-12-02, "thursday 3rd december" 2026-12-03, "saturday 5th
// december" 2026-12-05, "wednesday 9th december" 2026-12-09, "friday the 11th" 2026-12-11, "sunday 13th december"
// 2026-12-13, "the 14th" the coming 14th, Monday 2026-12-14, and "saturday 16th january" 2027-01-16 (each weekday
// checked against the calendar). "Half 2" is 14:30, "half 11" 11:30 and "the 4.30 one" 16:30. At Fellbrook Farm a
// child of 6 is a child's ticket and the grown-up an adult's; "we've got our own stand" is no stand; Year 1 pupils are
// on the Christmas Tree Trail. At Corrie & Webb a lounge and a hall are 2 rooms and a kitchen 1, "in the evening" is
// the Thursday evening visit, and fitting laminate already bought is a quote.
const form = formItem("si-");

export const NAVIGATOR_SIROCCO_FORMS: NavItem[] = [
  form(
    "santa-13th",
    "fruitfarm",
    "book santa's hayloft at fellbrook farm for sunday 13th december at half 2, for 2 kids and 2 adults. Emma Hart emma.hart@example.com 07700 900851",
    "/hayloft/book/send",
    {
      date: "2026-12-13",
      time: "14:30",
      children: "2",
      adults: "2",
      name: "Emma Hart",
      email: "emma.hart@example.com",
    },
  ),
  form(
    "santa-11th",
    "fruitfarm",
    "get santa tickets at fellbrook farm for friday the 11th after school, the 4.30 one, just me and my daughter who's 6. Leanne Moss leanne.moss@example.com",
    "/hayloft/book/send",
    {
      date: "2026-12-11",
      time: "16:30",
      children: "1",
      adults: "1",
      name: "Leanne Moss",
      email: "leanne.moss@example.com",
    },
  ),
  form(
    "tree-collect",
    "fruitfarm",
    "reserve a 5-6ft ready cut nordmann at fellbrook farm to collect this saturday, and we'll want a metal stand. Mark Ellis mark.ellis@example.com 07700 900853",
    "/trees/reserve/send",
    {
      tree: "nordmann",
      height: "5-6",
      how: "collect",
      date: "2026-11-28",
      stand: "metal",
      name: "Mark Ellis",
      email: "mark.ellis@example.com",
    },
  ),
  form(
    "tree-deliver",
    "fruitfarm",
    "order a 7-8ft ready cut nordmann from fellbrook farm delivered on the 14th to 3 Mill Row, Kestlebury KB2 5MR, we've got our own stand. Gill Turner gill.turner@example.com 07700 900854",
    "/trees/reserve/send",
    {
      tree: "nordmann",
      height: "7-8",
      how: "deliver",
      date: "2026-12-14",
      stand: "none",
      postcode: "KB2 5MR",
      name: "Gill Turner",
      email: "gill.turner@example.com",
    },
  ),
  form(
    "school",
    "fruitfarm",
    "ask fellbrook farm about bringing 32 year 1 pupils from Kestlebury Primary on the christmas tree trail on wednesday 9th december. Jo Fairley j.fairley@kestleburyprimary.example",
    "/schools/enquire/send",
    {
      school: "Kestlebury Primary",
      visit: "tree-trail",
      pupils: "32",
      date: "2026-12-09",
      name: "Jo Fairley",
      email: "j.fairley@kestleburyprimary.example",
    },
  ),
  form(
    "party",
    "fruitfarm",
    "book a farmyard party at fellbrook farm for my son's 5th birthday on saturday 16th january, 12 kids, in the afternoon. Priya Shah priya.shah@example.com 07700 900856",
    "/parties/book/send",
    {
      party: "farmyard",
      date: "2027-01-16",
      time: "afternoon",
      children: "12",
      age: "5",
      name: "Priya Shah",
      email: "priya.shah@example.com",
    },
  ),
  form(
    "measure-hf4",
    "flooring",
    "book corrie & webb to come and measure our lounge and hall for carpet next wednesday morning, we're at HF4 2JD. Tom Birch tom.birch@example.com 07700 900861",
    "/measure/book/send",
    {
      postcode: "HF4 2JD",
      flooring: "carpet",
      rooms: "2",
      date: "2026-12-02",
      slot: "morning",
      name: "Tom Birch",
      email: "tom.birch@example.com",
    },
  ),
  form(
    "measure-evening",
    "flooring",
    "can corrie and webb come and measure my kitchen for lvt on thursday 3rd december, in the evening after work? OK6 9LT. Sana Iqbal sana.iqbal@example.com",
    "/measure/book/send",
    {
      postcode: "OK6 9LT",
      flooring: "lvt",
      rooms: "1",
      date: "2026-12-03",
      slot: "evening",
      name: "Sana Iqbal",
      email: "sana.iqbal@example.com",
    },
  ),
  form(
    "samples",
    "flooring",
    "order free samples of hadley twist and marlow velvet from corrie and webb, posted to 12 Elm Grove, Halesford HF3 6EG. Ruth Mayes ruth.mayes@example.com",
    "/samples/send",
    {
      "hadley-twist": "yes",
      "marlow-velvet": "yes",
      delivery: "post",
      postcode: "HF3 6EG",
      name: "Ruth Mayes",
      email: "ruth.mayes@example.com",
    },
  ),
  form(
    "appointment",
    "flooring",
    "book an appointment at corrie & webb's oakhurst showroom on saturday 5th december at half 11 to look at hard floors. Ben Okafor ben.okafor@example.com 07700 900864",
    "/appointments/send",
    {
      showroom: "oakhurst",
      date: "2026-12-05",
      time: "11:30",
      interest: "hard",
      name: "Ben Okafor",
      email: "ben.okafor@example.com",
    },
  ),
  form(
    "quote",
    "flooring",
    "message corrie and webb's halesford showroom for a quote to fit some laminate we've already bought, it's a 12m2 bedroom. Kate Lowry kate.lowry@example.com",
    "/contact/send",
    {
      about: "quote",
      showroom: "halesford",
      name: "Kate Lowry",
      email: "kate.lowry@example.com",
    },
  ),
];
