import { formItem } from "../items";
import type { NavItem } from "../types";

// UNSEEN: the sixth held-out part of the navigator corpus (its form items; see ./navigator.ts), run once at the
// very end as an honest outside measurement. Whoever tunes the engines must not read this file. Tasks are created
// at 2026-11-26T10:00:00Z, a Thursday: "this sunday" is 29 November, "next tuesday" 1 December and "next
// wednesday" 2 December.
const form = formItem("u-");

export const NAVIGATOR_UNSEEN_FORMS: NavItem[] = [
  form(
    "boathouse",
    "garden",
    "book santa's boathouse at riverside for saturday 12th december at 11am, 2 kids and 2 adults. Laura Finch, laura.finch@example.com",
    "/christmas/grotto/book",
    {
      grotto: "riverside",
      date: "2026-12-12",
      time: "11:00",
      children: "2",
      adults: "2",
      name: "Laura Finch",
      email: "laura.finch@example.com",
    },
  ),
  form(
    "woodland-grotto",
    "garden",
    "can you book the woodland grotto this sunday at half 2 for my daughter, it'll just be me going with her. Tom Reilly, tom.reilly@example.com",
    "/christmas/grotto/book",
    {
      grotto: "aldwick",
      date: "2026-11-29",
      time: "14:30",
      children: "1",
      adults: "1",
      name: "Tom Reilly",
      email: "tom.reilly@example.com",
    },
  ),
  form(
    "wreath",
    "garden",
    "put me down for 2 places on the wreath making at aldwick please. Nadia Hussain, nadia.h@example.com, 07700 900238",
    "/workshops/book",
    { workshop: "wreath-aldwick", places: "2", name: "Nadia Hussain", email: "nadia.h@example.com" },
  ),
  form(
    "afternoon-tea",
    "garden",
    "book afternoon tea for 4 at the potting shed next tuesday at 2pm, one of us is gluten free. Joan Mercer 07700 900671",
    "/cafe/book",
    {
      cafe: "potting-shed",
      date: "2026-12-01",
      time: "14:00",
      guests: "4",
      name: "Joan Mercer",
      phone: "07700900671",
    },
  ),
  form(
    "first-lesson",
    "driving",
    "i want to book my first driving lesson, automatic, the 3 hour offer, in lindford next wednesday at 4pm. pick me up from LN3 7QA. Ellie Marsh 07700 900154",
    "/book/lesson",
    {
      gearbox: "automatic",
      lesson: "first-lesson-offer",
      area: "lindford",
      date: "2026-12-02",
      time: "16:00",
      postcode: "LN3 7QA",
      name: "Ellie Marsh",
      phone: "07700900154",
    },
  ),
  form(
    "voucher",
    "driving",
    "order a gift voucher for a block of 10 manual lessons for my son Jack Dunn, posted please. I'm Paul Dunn, paul.dunn@example.com",
    "/vouchers/order",
    {
      voucher: "block-manual",
      recipient: "Jack Dunn",
      delivery: "post",
      name: "Paul Dunn",
      email: "paul.dunn@example.com",
    },
  ),
  form(
    "callback",
    "driving",
    "get clearway to ring me back in the evening about doing an intensive course. Ravi Menon, 07700 900882",
    "/callback/request",
    { name: "Ravi Menon", phone: "07700900882", when: "evening", topic: "intensive" },
  ),
];
