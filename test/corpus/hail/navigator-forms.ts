import { formItem } from "../items";
import type { NavItem } from "../types";

// HAIL: the twelfth held-out part of the navigator corpus (its form items; see ./navigator.ts), written by someone
// who did not tune the engines and run once at the very end as an honest outside measurement. Whoever tunes the
// engines must not read this file. Tasks are created at 2026-11-26T10:00:00Z, a Thursday: "tomorrow" is Friday
// 27 November (2026-11-27), "this saturday" 28 November (2026-11-28), "next wednesday" 2 December (2026-12-02),
// "next thursday" 3 December; "saturday 16 january" is 2027-01-16, and "starting in february" is February 2027.
const form = formItem("ha-");

export const NAVIGATOR_HAIL_FORMS: NavItem[] = [
  form(
    "lane-fast",
    "lido",
    "book me a fast lane at fenwick park lido tomorrow morning before work, about 7ish. adult ticket. Sam Patel sam.patel@example.com",
    "/lanes/book",
    {
      date: "2026-11-27",
      session: "early",
      lane: "fast",
      ticket: "adult",
      name: "Sam Patel",
      email: "sam.patel@example.com",
    },
  ),
  form(
    "lane-member",
    "lido",
    "can you reserve me a slow lane at the lido this saturday around 2pm, im a swim club member. Jean Wilson jean.wilson@example.com",
    "/lanes/book",
    {
      date: "2026-11-28",
      session: "day",
      lane: "slow",
      ticket: "member",
      name: "Jean Wilson",
      email: "jean.wilson@example.com",
    },
  ),
  form(
    "assessment",
    "lido",
    "my daughter Mia Evans is 7 and can swim about 10 metres, book her a swimming assessment at millbrook after school next wednesday. Laura Evans laura.evans@example.com 07700 900601",
    "/lessons/assess",
    {
      child: "Mia Evans",
      age: "6-8",
      ability: "10m",
      pool: "millbrook",
      date: "2026-12-02",
      time: "after-school",
      name: "Laura Evans",
      email: "laura.evans@example.com",
    },
  ),
  form(
    "party",
    "lido",
    "ask ashcombe pools about a pool games party at the lido for my son's 10th on saturday 16 january, about 20 kids coming. Mark Doyle mark.doyle@example.com 07700 900602",
    "/parties/enquire",
    {
      party: "pool-games",
      pool: "lido",
      date: "2027-01-16",
      guests: "16-20",
      name: "Mark Doyle",
      email: "mark.doyle@example.com",
      phone: "07700 900602",
    },
  ),
  form(
    "salt-road",
    "bookshop",
    "get me 2 tickets for ruth adebayo's talk at lantern books next thursday, im a friend of the lantern. Helen Cho helen.cho@example.com",
    "/events/book",
    {
      event: "salt-road",
      tickets: "2",
      friend: "yes",
      name: "Helen Cho",
      email: "helen.cho@example.com",
    },
  ),
  form(
    "story-time",
    "bookshop",
    "put my twins down for the christmas story time at lantern books, so 2 places. we're not friends of the shop. Anna Byrne anna.byrne@example.com 07700 900701",
    "/events/book",
    {
      event: "story-time",
      tickets: "2",
      friend: "no",
      name: "Anna Byrne",
      email: "anna.byrne@example.com",
    },
  ),
  form(
    "juniors",
    "bookshop",
    "sign my son Leo Kapoor up for lantern juniors starting in february, hes 10. im Ravi Kapoor ravi.kapoor@example.com and im not a friend",
    "/book-club/join",
    {
      club: "juniors",
      start: "2027-02",
      reader: "Leo Kapoor",
      name: "Ravi Kapoor",
      email: "ravi.kapoor@example.com",
      friend: "no",
    },
  ),
  form(
    "order",
    "bookshop",
    "order me a paperback of The Glass Orchard by Marta Quinn from lantern books, ill pick it up from the shop. Tom Hale tom.hale@example.com",
    "/orders/request",
    {
      title: "The Glass Orchard",
      author: "Marta Quinn",
      format: "paperback",
      delivery: "collect",
      name: "Tom Hale",
      email: "tom.hale@example.com",
    },
  ),
];
